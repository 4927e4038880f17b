"""The French review of network play's and the newest texts (shared/french-review/new-texts.md): a
French owner reads them without tripping — names typed by players, English left in French sentences,
a prompt that said its Pass twice, « & » and « 1= »."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPlainTextEdit

from app import i18n
from app.about_dialog import AboutDialog
from app.end_dialogs import FzzztOverDialog
from app.net_host_dialog import HostDialog
from app.smashup.prompt_bar import pass_named
from rules.files import FileProblem, read_text
from rules.fzzzt.scoring import Breakdown
from rules.log import elided


@pytest.fixture
def french(qapp) -> Iterator[None]:
    assert i18n.install_language("fr")
    yield
    i18n.install_language("en")


def test_a_prompt_that_says_or_pass_with_a_capital_is_not_given_a_second_one(french) -> None:
    prompt = "Choose whose deck to look at the top card of, or pass"  # ISI's Swingin' Pad
    assert pass_named(prompt, "player", False, True) == "Choisissez la pioche dont vous regardez le dessus, ou passez"
    assert pass_named("Pick one? Or pass", "card", False, True) == "Pick one? Or pass"


def test_a_host_who_types_no_name_is_the_host_not_the_buttons_verb(qtbot, french) -> None:
    d = HostDialog()
    qtbot.addWidget(d)
    d.name.setText("")
    assert d.host_button.text() == "Héberger" and d._my_name() == "Hôte"


def test_de_is_elided_before_a_players_name_that_starts_with_a_vowel() -> None:
    assert elided("la pioche de {whom}", {"whom": "Ève"}) == "la pioche d'{whom}"
    assert elided("Début du tour de {player}", {"player": "Anne"}) == "Début du tour d'{player}"
    assert elided("la pioche de {whom}", {"whom": "Bob"}) == "la pioche de {whom}"


def test_a_shared_fzzzt_victory_joins_the_names_with_et_and_ranks_them_ex_aequo(qtbot, french) -> None:
    even = Breakdown(robots=20, fzzzt=-1, gadgets=6, missing=0, robot_count=5)
    d = FzzztOverDialog(["Alice", "Bob", "Chloé"], [even, even, Breakdown(3, 0, 0, -2, 4)], [0, 1])
    qtbot.addWidget(d)
    texts = [label.text() for label in d.findChildren(QLabel)]
    assert "Alice et Bob se partagent la victoire\u00a0!" in texts
    assert "Rang" in texts and texts.count("1 (ex-æquo)") == 2 and "&" not in "".join(texts)


def test_a_file_that_is_not_text_is_said_in_french(tmp_path, french) -> None:
    binary = tmp_path / "image.smashup"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(FileProblem) as e:
        read_text(binary, 1000, "too large")
    said = i18n.rules(e.value.template).format(**e.value.fields)
    assert said.endswith("ce n'est pas un fichier texte (UTF-8)") and "UTF-8 text" not in said


def test_the_about_box_speaks_to_a_french_player_in_french(qtbot, french) -> None:
    d = AboutDialog("1.0")
    qtbot.addWidget(d)
    texts = [label.text() for label in d.findChildren(QLabel)]
    assert any(t.startswith("Smash Up est un jeu de Paul Peterson") for t in texts)
    assert "Smash Up — version pour ordinateur, version 1.0" in texts
    notices = d.findChild(QPlainTextEdit).toPlainText()
    assert notices.startswith("The program bundles") and "This program is an unofficial" not in notices


def test_no_log_line_says_de_before_a_name_that_starts_with_a_vowel(french) -> None:
    """Seeded random games of every box, the log read by each seat in French, the players named Ève,
    Anne, Ulysse and Yves: « la pioche d'Ève », never « de Ève »."""
    import random

    from rules.selection import Selection
    from rules.setup import new_game, playable_factions

    names = ["Ève", "Anne", "Ulysse", "Yves"]
    said: list[str] = []
    for seed in range(6):
        r = random.Random(seed)
        g = new_game(Selection(tuple(playable_factions())).factions(r, 4), seed)
        for _ in range(600):
            if g.pending is None:
                break
            g.apply(g.pending.options[r.randrange(len(g.pending.options))])
        said += [text for ev in g.state.log if (text := i18n.log_line(g, ev, names))]
    assert any("d'Ève" in s or "d'Anne" in s for s in said)
    assert [s for s in said if any(f"de {n}" in s for n in names)] == []


def test_a_discard_pile_and_a_bots_failed_move_elide_too(french) -> None:
    from app.move_guard import Failure, bot_move_failed_text

    assert i18n.naming(QCoreApplication.translate("SmashUpTable", "{name}'s discard pile"), name="Ève") == \
        "Défausse d'Ève"
    assert "le coup d'Anne" in bot_move_failed_text("Anne", Failure("boom", None))
