"""The engine: what card code calls ``g``. One class, ``Engine``, assembled from parts named by concept;
each part is a mixin of it and may call any other's methods on ``self``:

- reading.py    card facts, where cards are, power and totals, selectors, protection, the hook index
- events.py     emit, resolution frames and their reactions, whether the order of simultaneous
                effects matters (tried on trial copies), asking a player (choose, ask)
- zones.py      every change of zone, power, counters and control; burying, revealing, looking
- plays.py      playing cards and the Extras that let them be played
- windows.py    the one Me First!/response round, the one Special lookup, cancelling an action
- titans.py     titans
- keys.py       every key family of ``state.used`` / ``state.marks``, with its lifetime

The turn itself (start, play, score, draw, end) is rules/flow.py; what players and bots hold is the
façade, rules/game.py, which keeps its engine to itself.
"""

from __future__ import annotations

from typing import Any

from rules.actions import Action
from rules.decision import Ev
from rules.engine.events import Events, Queued
from rules.engine.plays import Plays
from rules.engine.reading import STAMPS, Hooks, Reading
from rules.engine.titans import Titans
from rules.engine.windows import Windows
from rules.engine.zones import Zones
from rules.state import State

# What the façade's ``read`` offers the app, the bots and the harnesses: the reading part's queries (the
# plays left to a player are in the seat's view). tests/test_rules_house.py holds them to it.
READ = frozenset(n for n in vars(Reading) if not n.startswith("_"))


class Engine(Titans, Windows, Plays, Zones, Events, Reading):
    __slots__ = ("state", "_events", "_frames", "scoring", "_memo", "_hooks", "_table_v", "_known", "_probing")
    state: State
    _events: list[Ev] | None  # the events of the answer being applied (None while it is replayed)
    _frames: list[list[Queued]]  # the resolution frames, innermost last
    scoring: int | None  # the base being scored (flow context, rebuilt by replay)
    _memo: dict[str, Any] | None  # see Reading.holders()
    _hooks: tuple[int, Hooks, dict[int, int]] | None  # see Reading.hook_index()
    _table_v: int  # the table's stamp (see Reading.table_changed)
    _known: tuple[Action, ...] | None  # see known_options()
    _probing: bool  # a trial copy (events.order_matters): its effects are tried out, not played

    def __init__(self, state: State, table: tuple[int, tuple[int, Hooks, dict[int, int]] | None] | None = None) -> None:
        """``table``: the stamp and hook index of a game whose table ``state`` shares (a copy)."""
        self.state = state
        self._events = []
        self._frames = []
        self.scoring = None
        self._memo = None
        self._table_v, self._hooks = (next(STAMPS), None) if table is None else table
        self._known = None
        self._probing = False

    def known_options(self) -> tuple[Action, ...] | None:
        """The options of the quiescent decision being rebuilt, when the façade already knows them."""
        return self._known
