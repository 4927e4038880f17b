"""The minions a standard action could be aimed at, as the rules would offer them: the card is tried
on a copy of the game (a joined table's: the world rebuilt from its view), and its own first
question read. The table lights them while the card is dragged; it never rules on them itself."""

from __future__ import annotations

from typing import Any

from rules.actions import Pick, PickKind, Play
from rules.decision import DecisionKind, Illegal


def aim_targets(game: Any, play: Play, player: int) -> frozenset[int]:
    """The cards ``play``'s own next question to ``player`` offers, when it asks one at once."""
    try:
        trial = game.clone()
        trial.apply(play)
    except (ValueError, Illegal):  # no copy to try it on here (not the seat's Play Cards), or not a legal play
        return frozenset()
    d = trial.pending
    if d is None or d.player != player or d.source != play.card or d.kind != DecisionKind.CARD:
        return frozenset()
    return frozenset(a.value for a in d.options if isinstance(a, Pick) and a.kind == PickKind.CARD)
