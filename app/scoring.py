"""What the events of a move scored, as the scoring banners show it (the table's and a replay's)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.decision import Ev


def scoring_results(events: Sequence[Ev]) -> list[tuple[int, dict[int, int], dict[int, int]]]:
    """For each base scored in ``events``: its card, each ranked player's place, the VP it gave."""
    out: list[tuple[int, dict[int, int], dict[int, int]]] = []
    for ev in events:
        if ev.kind == "scored":
            out.append((ev.base, {}, {}))
        elif out and ev.kind == "rank" and ev.base == out[-1][0]:
            out[-1][1][ev.player] = ev.amount
        elif out and ev.kind == "vp" and ev.src == out[-1][0]:
            out[-1][2][ev.player] = out[-1][2].get(ev.player, 0) + ev.amount
    return out
