"""What one FZZZT! player may see.

Public: the conveyor's face-up cards, how many cards are face down and in the Factory, every
player's Production Units and the Robots on them, how many cards each holds, who has sealed a
bid, the last revealed auction, the Chief. Private: your own hand, your own bid. Nobody sees
another player's bid before the reveal, not even its size (a sealed player's hand is counted
with their bid), and nobody examines a workshop during the auctions (only its size shows).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.fzzzt.state import FState
    from rules.protocol import TurnGame


def _cards(g: TurnGame[FState], ids: list[int]) -> list[tuple[int, str]]:
    return [(c, g.state.cards[c]) for c in ids]


def _player(g: TurnGame[FState], p: int, me: int) -> dict[str, Any]:
    s = g.state
    pl = s.players[p]
    mine = p == me
    open_workshop = mine and s.phase != "bidding"
    return {
        "mechanic": pl.mechanic,
        "hand": _cards(g, pl.hand) if mine else len(pl.hand) + len(pl.bid),
        "bid": _cards(g, pl.bid) if mine else None,
        "sealed": pl.sealed,
        "workshop": _cards(g, pl.workshop) if open_workshop else len(pl.workshop),
        "units": [{"card": (u, s.cards[u]), "robots": _cards(g, b), "built_now": u in pl.built_now}
                  for u, b in zip(pl.units, pl.built, strict=True)],
    }


def view_for(g: TurnGame[FState], me: int) -> dict[str, Any]:
    """Read through the façade alone (the game's protocol and its state)."""
    s = g.state
    d = g.pending
    last = s.last
    return {
        "game": "fzzzt",
        "me": me,
        "phase": s.phase,
        "round": s.round,
        "rounds": s.rounds,
        "chief": s.chief,
        "factory": len(s.factory),
        "conveyor": [(c, s.cards[c]) if i < s.shown else None for i, c in enumerate(s.conveyor)],
        "players": [_player(g, p, me) for p in range(len(s.players))],
        "last": None if last is None else {
            "card": (last.card, s.cards[last.card]), "bids": [_cards(g, b) for b in last.bids],
            "values": list(last.values), "winner": last.winner},
        "scores": None if s.scores is None else list(s.scores),
        "winners": list(s.winners),
        "pending": None if d is None else {
            "player": d.player, "kind": d.kind, "prompt": d.prompt, "source": d.source,
            "options": [a.id for a in d.options] if d.player == me else None,
        },
    }


def position(g: TurnGame[FState]) -> dict[str, Any]:
    """The whole position (nothing hidden), for ``check-save --json``."""
    s = g.state
    d = g.pending
    return {
        "game": "fzzzt", "round": s.round, "rounds": s.rounds, "phase": s.phase, "chief": s.chief,
        "game_over": g.over, "winner": g.winner, "winners": list(s.winners), "scores": s.scores,
        "factory": len(s.factory), "conveyor": [s.cards[c] for c in s.conveyor], "shown": s.shown,
        "hands": [[s.cards[c] for c in pl.hand] for pl in s.players],
        "workshops": [[s.cards[c] for c in pl.workshop] for pl in s.players],
        "units": [[{"card": s.cards[u], "robots": [s.cards[r] for r in b]} for u, b in zip(pl.units, pl.built,
                                                                                        strict=True)]
                  for pl in s.players],
        "pending": None if d is None else {"player": d.player, "kind": d.kind},
    }
