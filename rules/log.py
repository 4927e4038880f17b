"""Log lines from events. Templates are English source strings marked for translation; the app
translates the template first, then formats it (never the other way round)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rules.catalogue import catalogue
from rules.decision import Ev
from rules.i18n import N_

if TYPE_CHECKING:
    from rules.game import Game

TEMPLATES: dict[str, str] = {
    "play": N_("{player} plays {card}{where}"),
    "destroy": N_("{card} is destroyed"),
    "return": N_("{card} returns to its owner's hand"),
    "move": N_("{card} moves to {to}"),
    "discard": N_("{card} is discarded"),
    "cancel": N_("{player} cancels {card}: it has no effect"),
    "draw": N_("{player} draws a card"),
    "vp": N_("{player} gains {amount} VP"),
    "scored": N_("{base} scores"),
    "base_replaced": N_("{card} replaces {base}"),
    "shuffle": N_("{player} shuffles their discard pile into their deck"),
    "power": N_("{card} gets {amount:+d} power until the end of the turn"),
    "lasting_power": N_("{card} gets {amount:+d} power until {player}'s next turn begins"),
    "power_to_turn_end": N_("{card} gets {amount:+d} power until the end of {player}'s next turn"),
    "deck_bottom": N_("{card} goes to the bottom of its owner's deck"),
    "deck_top": N_("{card} goes on top of its owner's deck"),
    "into_deck": N_("{card} is shuffled into its owner's deck"),
    "to_hand": N_("{card} goes to {player}'s hand"),
    "turn_start": N_("{player}'s turn begins"),
    "game_over": N_("{player} wins the game"),
    "reveal": N_("{player} reveals {card}"),
    "bury": N_("{player} buries a card at {base}"),  # face down: named to the burier only
    "counter": N_("{card} ({player}): {count} +1 power counters"),
    "control": N_("{player} controls {card} until the end of the turn"),
    "look_hand": N_("{player} looks at {whom}'s hand"),
    "look_deck": N_("{player} looks at {amount} cards of {whom}'s deck"),
    "look_cards": N_("{player} looks at {amount} hidden cards"),
    "look": N_("{player} sees {whom}'s {card}"),
    "titan_in": N_("{player} brings {card} into play on {base}"),
    "titan_out": N_("{card} goes back beside its owner's deck"),
    "extra_turn": N_("{player} takes an extra turn: {src}"),
    "talent": N_("{player} uses {card}'s Talent"),
    "named": N_("{player} chooses: {said}{for_card}"),
    "hand_into_deck": N_("{player} shuffles {amount} cards of their hand into their deck"),
    "base_deck_shuffle": N_("The base discard pile is shuffled to make the base deck"),
    "base_deck_top": N_("{card} goes on top of the base deck"),
    "base_deck_bottom": N_("{card} goes under the base deck"),
    "untouched": N_("{src} has no effect on {card}, which {protector} protects"),
    "not_destroyed": N_("{src} has no effect on {card}, which {protector} keeps from being destroyed"),
}
# The same events told differently: a card the reader knows, a look at one's own cards, one card.
DRAW_KNOWN = N_("{player} draws {card}")
LOOK_ONE = N_("{player} looks at a card of {whom}'s deck")
LOOK_OWN_DECK = N_("{player} looks at {amount} cards of their deck")
LOOK_OWN_ONE = N_("{player} looks at a card of their deck")
LOOK_OWN = N_("{player} sees {card}")
BURY_KNOWN = N_("{player} buries {card} at {base}")
MOVE_BETWEEN_BASES = N_("{card} moves from {base} to {to}")  # TEMPLATES["move"]: a modifier onto a character
WHICH_COPY = N_("{card} (on {base})")
HAND_INTO_DECK_ONE = N_("{player} shuffles a card of their hand into their deck")
DESTROYED_ITSELF = N_("{card} destroys itself")
# A target left as it was by its own text (Spider-Man 2099): the line says so.
UNTOUCHED_BY_ITSELF = N_("{src} has no effect on {card}, whose own ability protects it")
NOT_DESTROYED_BY_ITSELF = N_("{src} has no effect on {card}, whose own ability keeps it from being destroyed")
# Which card caused it and whose it is (issue 34: a log line says which card).
DISCARD_RANDOM = N_("{player} discards {card} at random")
DISCARD_RANDOM_BY = N_("{src}: {player} discards {card} at random")
REVEAL_FROM = N_("{player} reveals {card} from {whom}'s deck")
NAMED_FACTION = N_("{player} names the {said} faction{for_card}")
NAMED_CARD = N_("{player} names {said}{for_card}")
FOR_CARD = N_(" ({src})")  # which card asked for the name or the choice
COUNTER_ONE = N_("{card} ({player}): +1 power counter")
COUNTER_LOST = N_("{card} ({player}): {count} +1 power counters removed")
COUNTER_LOST_ONE = N_("{card} ({player}): one +1 power counter removed")
# Events about a card in play: where another copy of the card exists, the line says which one.
ABOUT_A_COPY = frozenset({"destroy", "return", "move", "power", "lasting_power", "power_to_turn_end", "deck_bottom", "discard"})
ON_BASE = N_(" on {base}")
ON_CARD = N_(" on {to}")
PLAYER = N_("Player {n}")
PROTECTED = frozenset({"untouched", "not_destroyed"})  # ``to``: the card whose protection held


def _same(text: str) -> str:
    return text


def fields(g: Game, ev: Ev, tr: Callable[[str], str] = _same, names: Sequence[str] | None = None) -> dict[str, object]:
    """``names``: what to call each player (seat names); "Player n" without them. Cards and bases
    are named by the instance ids the event carries, so a line tells the moment it happened."""
    def card(iid: int | None) -> str:
        return tr(g.read.name(iid)) if iid is not None else ""

    def who(p: int | None) -> str:
        return player_name(p, tr, names) if p is not None else ""

    where = ""
    if ev.kind == "play":
        if ev.to is not None:
            where = tr(ON_CARD).format(to=card(ev.to))
        elif ev.base is not None:
            where = tr(ON_BASE).format(base=card(ev.base))
    named = card(ev.card)
    if ev.kind in ABOUT_A_COPY and ev.base is not None and ev.card is not None \
            and not _between_bases(g, ev) and copies(g, g.state.cards[ev.card]) > 1:
        named = tr(WHICH_COPY).format(card=named, base=card(ev.base))
    return {
        "said": _said(ev.said, tr), "for_card": tr(FOR_CARD).format(src=card(ev.src)) if ev.src is not None else "",
        "player": who(ev.player), "whom": who(ev.whom), "card": named, "base": card(ev.base),
        "to": card(ev.to), "where": where, "amount": ev.amount, "count": abs(ev.amount), "src": card(ev.src),
        "protector": card(ev.to) if ev.kind in PROTECTED else "",
    }


def _said(value: str | None, tr: Callable[[str], str]) -> str:
    """An option said aloud, in the reader's words: a faction's or a card's name, else the rules' words."""
    if value is None:
        return ""
    cat = catalogue()
    if value in cat.faction_names:
        return tr(cat.faction_names[value])
    return tr(cat.cards[value].name) if value in cat.cards else tr(value)


def copies(g: Game, cid: str) -> int:
    """How many copies of card ``cid`` the game has, as every seat knows it: the printed count of
    its faction's deck (each faction is in a game once), or the cards listed by a scenario. Not
    the ids a seat happens to have seen (a joined table's log says what the host's says)."""
    if getattr(g.state, "scenario", False):
        return g.state.cards.count(cid)
    card = catalogue().cards.get(cid)
    return (card.count or 1) if card is not None else 1


def player_name(player: int, tr: Callable[[str], str] = _same, names: Sequence[str] | None = None) -> str:
    return names[player] if names is not None and player < len(names) else tr(PLAYER).format(n=player + 1)


def _between_bases(g: Game, ev: Ev) -> bool:
    """A move from one base to another (a character, a titan, a base modifier): its line names
    both bases, the one left saying which copy moved. Read from the card ids alone, as a seat's
    log at a hosted table knows nothing else."""
    if ev.kind != "move" or ev.base is None or ev.to is None:
        return False
    to = catalogue().cards.get(g.state.cards[ev.to])
    return to is not None and to.type == "base"


def template(g: Game, ev: Ev) -> str | None:
    if _between_bases(g, ev):
        return MOVE_BETWEEN_BASES
    if ev.kind in PROTECTED and ev.to == ev.card:
        return UNTOUCHED_BY_ITSELF if ev.kind == "untouched" else NOT_DESTROYED_BY_ITSELF
    if ev.kind == "destroy" and ev.src is not None and ev.src == ev.card:
        return DESTROYED_ITSELF
    if ev.kind == "hand_into_deck" and ev.amount == 1:
        return HAND_INTO_DECK_ONE
    if ev.kind == "draw" and ev.card is not None:
        return DRAW_KNOWN
    if ev.kind == "bury" and ev.card is not None:
        return BURY_KNOWN
    if ev.kind == "discard" and ev.at_random:
        return DISCARD_RANDOM if ev.src is None else DISCARD_RANDOM_BY
    if ev.kind == "reveal" and ev.whom is not None and ev.whom != ev.player:
        return REVEAL_FROM
    if ev.kind == "named" and ev.said in catalogue().faction_names:
        return NAMED_FACTION
    if ev.kind == "named" and ev.said in catalogue().cards:
        return NAMED_CARD
    if ev.kind == "counter" and abs(ev.amount) == 1:
        return COUNTER_ONE if ev.amount > 0 else COUNTER_LOST_ONE
    if ev.kind == "counter" and ev.amount < 0:
        return COUNTER_LOST
    own = ev.whom is None or ev.whom == ev.player
    if ev.kind == "look" and own:
        return LOOK_OWN
    if ev.kind == "look_deck":
        if own:
            return LOOK_OWN_ONE if ev.amount == 1 else LOOK_OWN_DECK
        return LOOK_ONE if ev.amount == 1 else TEMPLATES["look_deck"]
    return TEMPLATES.get(ev.kind)


ELIDING = "AEIOUYÀÂÄÆÉÈÊËÎÏÔŒÖÛÜÙaeiouyàâäæéèêëîïôœöûüù"


def elided(translated: str, values: dict[str, object]) -> str:
    """French elides « de » before a player's name that starts with a vowel (« la pioche d'Ève »,
    not « de Ève »); names are typed by players, so the template can't say it. English has no
    « de {name} »."""
    for key in ("player", "whom", "name"):
        value = values.get(key)
        if isinstance(value, str) and value[:1] in ELIDING:
            translated = translated.replace(f"de {{{key}}}", f"d'{{{key}}}")
    return translated


def line(g: Game, ev: Ev, tr: Callable[[str], str] = _same, names: Sequence[str] | None = None) -> str | None:
    """One log line, or None for bookkeeping events nobody needs to read."""
    t = template(g, ev)
    if t is None:
        return None
    values = fields(g, ev, tr, names)
    return elided(tr(t), values).format(**values)


def lines_for(g: Game, player: int, tr: Callable[[str], str] = _same, names: Sequence[str] | None = None) -> list[tuple[str, Ev]]:
    """The game's log as ``player``'s seat may read it: (line, event) for every readable event."""
    out = []
    for ev in g.log_for(player):
        text = line(g, ev, tr, names)
        if text is not None:
            out.append((text, ev))
    return out
