"""Marvel's words on Marvel's cards (Marvel book: « Personnage » is the other boxes' « Créature »,
« Modificateur de Base / de Personnage » their « Attachez : Base / Créature »): a card's type line,
tooltip, and the prompts and refusals about it say the words its own box prints, in English and
French; the other boxes keep theirs."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from table import Table

from app import i18n
from app.following import plays_left
from app.keywords import explanations, type_line
from app.smashup.card_face import TYPE_LINE_BOX, TYPE_LINE_SMALLEST, fits
from rules.actions import Play, Talent
from rules.catalogue import CardDef, catalogue
from rules.i18n import MARVEL_SET, MARVEL_WORDS
from rules.selection import Selection
from rules.setup import new_game, playable_factions

MARVEL_MODULES = ("avengers", "hydra", "kree", "masters_of_evil", "shield", "sinister_six", "spider_verse",
                  "ultimates")
MARVEL_DIR = Path(__file__).resolve().parent.parent / "rules" / "cards" / "marvel"  # the box's folder


@pytest.fixture
def french(qapp) -> Iterator[None]:
    assert i18n.install_language("fr")
    yield
    i18n.install_language("en")


def faces(marvel: bool) -> list[CardDef]:
    """Every minion and action card of the factions a game can deal, of Marvel or of the other boxes."""
    cat = catalogue()
    return [cat.cards[c] for f in playable_factions() for c in cat.factions[f]
            if (cat.cards[c].set == MARVEL_SET) == marvel and cat.cards[c].type in ("minion", "action")]


def expected_type_words(card: CardDef, character: str, on_minion: str, on_base: str) -> list[str]:
    words = {"minion": character, "attach_minion": on_minion, "attach_base": on_base}
    return [words[k] for k in (card.type, *card.keywords) if k in words]


def test_every_marvel_card_face_in_french_says_personnage_and_modificateur(french) -> None:
    wrong = []
    for card in faces(marvel=True):
        line = type_line(card)
        words = expected_type_words(card, "Personnage", "Modificateur de Personnage", "Modificateur de Base")
        if "Créature" in line or "Attachez" in line or not all(w in line for w in words):
            wrong.append((card.id, line))
    assert wrong == []


def test_every_card_face_of_the_other_boxes_in_french_says_creature(french) -> None:
    wrong = []
    for card in faces(marvel=False):
        line = type_line(card)
        words = expected_type_words(card, "Créature", "Attachez\u00a0: Créature", "Attachez\u00a0: Base")
        if "Personnage" in line or "Modificateur" in line or not all(w in line for w in words):
            wrong.append((card.id, line))
    assert wrong == []


def test_a_marvel_card_face_in_english_says_character_and_its_tooltip_explains_the_word(qapp) -> None:
    cat = catalogue()
    assert type_line(cat.cards["avengers/hulk"]).startswith("Character")
    assert type_line(cat.cards["avengers/mjolnir"]).startswith("Action · Character modifier")
    assert type_line(cat.cards["aliens/invader"]).startswith("Minion")
    name, text = explanations(cat.cards["avengers/hulk"])[0]
    assert name == "Character" and "word for a minion" in text


def marvel_module_prompts() -> list[str]:
    """Every marked string of the Marvel cards' own code."""
    found = []
    for module in MARVEL_MODULES:
        for node in ast.walk(ast.parse((MARVEL_DIR / f"{module}.py").read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "N_":
                found.append(node.args[0].value)
    return found


def asked_by_marvel_cards(seeds: int = 10, steps: int = 1500) -> set[str]:
    """The prompts that random four-player games of Marvel factions ask on behalf of a Marvel card."""
    pool = tuple(f for f in playable_factions() if catalogue().faction_set[f] == MARVEL_SET)
    asked: set[str] = set()
    for seed in range(seeds):
        r = random.Random(seed)
        g = new_game(Selection(pool).factions(r, 4), seed)
        for _ in range(steps):
            d = g.pending
            if d is None:
                break
            if d.source is not None and g.read.cdef(d.source).set == MARVEL_SET:
                asked.add(d.prompt)
            g.apply(d.options[r.randrange(len(d.options))])
    return asked


def test_no_marvel_prompt_option_or_refusal_says_minion_or_creature(french) -> None:
    texts = set(marvel_module_prompts()) | set(MARVEL_WORDS.values()) | asked_by_marvel_cards()
    assert len(texts) > 60
    english = sorted(t for t in texts if "minion" in t.lower())
    french_words = sorted(i18n.rules(t) for t in texts if "Créature" in i18n.rules(t))
    assert english == [] and french_words == []


def test_a_shared_prompt_asked_for_a_marvel_card_says_personnage(french) -> None:
    """Red Skull's Talent pays with the cost every Hydra card shares: « détruisez un Personnage »."""
    t = Table(factions=[["ninjas", "dinosaurs"], ["hydra", "kree"], ["robots", "wizards"]], active=1,
              bases=[("base/the_central_brain", [("hydra/red_skull", 1), ("hydra/hydra_agent", 1)]),
                     ("base/jungle_oasis", [])], decks=[[], ["kree/call_for_backup"] * 3, []])
    t._do(Talent(t.id("red_skull")))
    assert t.pending.prompt == "Choose one of your characters to destroy"
    assert i18n.rules(t.pending.prompt) == "Choisissez l'un de vos Personnages à détruire"


def test_the_same_prompt_for_a_card_of_another_box_keeps_creature(french) -> None:
    t = Table(hands=[["dinosaurs/laseratops"], []],
              bases=[("base/jungle_oasis", [("ninjas/ninja_acolyte", 1), ("pirates/first_mate", 1)]),
                     ("base/tar_pits", [])])
    t.play("laseratops", base="jungle_oasis")
    assert i18n.rules(t.pending.prompt) == "Choisissez une Créature à détruire"


def test_a_marvel_character_dropped_off_the_bases_is_refused_in_marvel_words(french) -> None:
    t = Table(factions=[["avengers", "hydra"], ["aliens", "ninjas"]], hands=[["avengers/hulk", "aliens/invader"], []])
    assert i18n.rules(t.g.why_not(Play(t.id("hulk")))) == "Déposez un Personnage sur une Base."
    assert t.g.why_not(Play(t.id("hulk"))) == "Drop a character on a base."


def test_a_minion_of_another_box_dropped_off_the_bases_is_refused_in_its_words(french) -> None:
    t = Table(factions=[["aliens", "ninjas"], ["avengers", "hydra"]], hands=[["aliens/invader"], []])
    assert i18n.rules(t.g.why_not(Play(t.id("invader")))) == "Déposez une Créature sur une Base."


def test_the_plays_box_names_an_extra_character_given_by_a_marvel_card(french) -> None:
    """Nick Fury (S.H.I.E.L.D.) gives an extra play: the box beside the hand calls it a Personnage."""
    t = Table(factions=[["shield", "hydra"], ["aliens", "ninjas"]],
              hands=[["shield/nick_fury", "shield/agent_coulson"], []])
    t.play("nick_fury", base="the_central_brain")
    assert any(line.startswith("+1 Personnage supplémentaire") for line in plays_left(t.g, 0))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_type_line_is_cut_on_a_card_face(qapp, lang: str) -> None:
    """The French type line runs longer (« Personnage · Quand vous la jouez · Supplémentaire »): it
    takes a second line rather than being cut at the card's edge."""
    cat = catalogue()
    cards = [cat.cards[c] for c in cat.cards if cat.cards[c].type in ("minion", "action", "titan")]
    try:
        assert i18n.install_language(lang)
        cut = [type_line(c) for c in cards if not fits(type_line(c), *TYPE_LINE_BOX, TYPE_LINE_SMALLEST, bold=True)]
    finally:
        i18n.install_language("en")
    assert cut == []


def test_the_plays_box_of_a_player_with_two_marvel_factions_says_personnage(french) -> None:
    for active, words in [(0, "1 Personnage, 1 Action"), (1, "1 Créature, 1 Action")]:  # 1: a core faction too
        t = Table(factions=[["shield", "hydra"], ["aliens", "avengers"]], active=active)
        assert plays_left(t.g, active)[0] == "Cartes à jouer\u00a0: " + words
