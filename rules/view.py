"""What one player may see: everything public, their own hand, counts of hidden zones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.decision import Decision
    from rules.engine import Engine


def view_for(g: Engine, d: Decision | None, player: int, with_log: bool = True) -> dict[str, Any]:
    """``d``: the pending decision; ``with_log=False``: the log left empty (the network host sends a
    seat its new events only)."""
    with g.reading():
        return _view(g, d, player, with_log)


def _view(g: Engine, d: Decision | None, player: int, with_log: bool = True) -> dict[str, Any]:
    s = g.state
    return {
        "me": player,
        "active": s.active,
        "turn": s.turn,
        "phase": s.phase,
        "winner": s.winner,
        "players": [
            {
                "factions": list(pl.factions),
                "vp": pl.vp,
                "hand": [(c, s.cards[c]) for c in pl.hand] if i == player else len(pl.hand),
                "deck": len(pl.deck),
                "discard": [(c, s.cards[c]) for c in pl.discard],
                "titans": [(c, s.cards[c]) for c in pl.titans],  # beside the deck, out of play
            }
            for i, pl in enumerate(s.players)
        ],
        "bases": [
            {
                "card": (b.card, s.cards[b.card]),
                "breakpoint": g.breakpoint(i),
                "total_power": g.total_power(i),
                "power_by_player": g.power_by_player(i),
                "actions": [(a, s.cards[a], g.ctrl(a)) for a in b.actions],
                # Face down: only the player who buried a card sees what it is (and its id).
                "buried": [{"controller": g.ctrl(c), "card": (c, s.cards[c]) if g.ctrl(c) == player else None}
                           for c in b.buried],
                "minions": [
                    {"card": (m, s.cards[m]), "controller": g.ctrl(m), "power": g.power(m),
                     "owner": g.owner(m), "counters": g.counters_on(m),
                     "attached": [(a, s.cards[a], g.ctrl(a)) for a in g.attached_to(m)]}
                    for m in b.minions
                ],
                # In play, not minions: no power of their own, what they add is their controller's.
                "titans": [
                    {"card": (t, s.cards[t]), "controller": g.ctrl(t), "owner": g.owner(t),
                     "counters": g.counters_on(t), "adds": g.titan_power(t)}
                    for t in b.titans
                ],
            }
            for i, b in enumerate(s.bases)
        ],
        "base_deck": len(s.base_deck),
        "base_discard": [(c, s.cards[c]) for c in s.base_discard],
        "log": s.log.for_player(player) if with_log else [],
        "pending": None if d is None else {
            "player": d.player, "kind": d.kind, "prompt": d.prompt, "source": d.source,
            "options": [a.id for a in d.options] if d.player == player else None,
        },
    }
