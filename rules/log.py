"""Log lines from events. Templates are English source strings marked for translation; the app
translates the template first, then formats it (never the other way round)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

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
    "draw": N_("{player} draws a card"),
    "vp": N_("{player} gains {amount} VP"),
    "scored": N_("{base} scores"),
    "base_replaced": N_("{card} replaces {base}"),
    "shuffle": N_("{player} shuffles their discard pile into their deck"),
    "power": N_("{card} gets {amount:+d} power until the end of the turn"),
    "deck_bottom": N_("{card} goes to the bottom of its owner's deck"),
    "to_hand": N_("{card} goes to {player}'s hand"),
    "turn_start": N_("{player}'s turn begins"),
    "game_over": N_("{player} wins the game"),
    "reveal": N_("{player} reveals {card}"),
    "bury": N_("{player} buries a card at {base}"),  # face down: never named
    "counter": N_("{card}: {amount:+d} +1 power counters"),
    "control": N_("{player} controls {card} until the end of the turn"),
}
ON_BASE = N_(" on {base}")
ON_CARD = N_(" on {to}")
PLAYER = N_("Player {n}")


def fields(g: Game, ev: Ev, tr=lambda s: s, names: Sequence[str] | None = None) -> dict[str, object]:
    """``names``: what to call each player (seat names); "Player n" without them."""
    s = g.state
    base_card = ev.base_card if ev.base_card is not None else (
        s.bases[ev.base].card if ev.base is not None and ev.base < len(s.bases) else None)
    to = ""
    if ev.to is not None:
        to = tr(g.name(ev.to)) if ev.kind == "play" else tr(g.name(s.bases[ev.to].card))
    where = ""
    if ev.kind == "play":
        if ev.to is not None:
            where = tr(ON_CARD).format(to=to)
        elif base_card is not None:
            where = tr(ON_BASE).format(base=tr(g.name(base_card)))
    return {
        "player": player_name(ev.player, tr, names) if ev.player is not None else "",
        "card": tr(g.name(ev.card)) if ev.card is not None else "",
        "base": tr(g.name(base_card)) if base_card is not None else "",
        "to": to, "where": where, "amount": ev.amount,
    }


def player_name(player: int, tr=lambda s: s, names: Sequence[str] | None = None) -> str:
    return names[player] if names is not None and player < len(names) else tr(PLAYER).format(n=player + 1)


def line(g: Game, ev: Ev, tr=lambda s: s, names: Sequence[str] | None = None) -> str | None:
    """One log line, or None for bookkeeping events nobody needs to read."""
    template = TEMPLATES.get(ev.kind)
    if template is None:
        return None
    return tr(template).format(**fields(g, ev, tr, names))
