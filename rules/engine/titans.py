"""Titans (Big Geek Box book, "Titans"): methods of ``g`` like the other primitives.

A titan waits beside its owner's deck (``Player.titans``), never in a hand, deck or discard pile.
It enters play only as a card's text allows (a Special used from beside the deck, or a reaction
registered with ``beside_deck=True``); entering is neither a minion nor an action play, nor an
extra one, and no "play" event: cards that watch plays don't see it. On a base (``BaseSlot.titans``)
it is not a minion (no minion selector returns it) and has no power: its +1 power counters and its
``titan_power`` hook add to its controller's total there. Whoever brings it in controls it; nobody
may bring one in while controlling one in play. Leaving play, for any reason, it goes back beside
its owner's deck without its counters. One brought or moved onto a base that holds a titan starts
a clash: the controller with the lower total there takes theirs away; the titan already there wins
ties.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.decision import Ev
from rules.engine.keys import titan_in_key, titan_out_key
from rules.engine.uses import EngineUses

if TYPE_CHECKING:  # what this part uses of the others (rules/engine/uses.py)
    _Uses = EngineUses
else:
    _Uses = object


class Titans(_Uses):
    __slots__ = ()  # a part of Engine, which holds the slots

    def side_titans(self) -> list[int]:
        """Every titan out of play, beside its owner's deck."""
        return [t for pl in self.state.players for t in pl.titans]

    def may_bring_titan(self, player: int, titan: int) -> bool:
        """``titan`` is beside its owner's deck and ``player`` controls no titan in play."""
        return titan in self.state.players[self.owner(titan)].titans and not self.titans(controller=player)

    def out_at_turn_start(self, titan: int) -> bool:
        """Whether ``titan`` was out of play when this turn began (it did not leave play this turn
        after having been in play before it)."""
        marks, turn = self.state.marks, self.state.turn
        return not self.is_in_play(titan) and not (marks.get(titan_out_key(titan)) == turn
                                                   and marks.get(titan_in_key(titan)) != turn)

    def enter_titan(self, player: int, titan: int, bi: int, counters: int = 0,
                    src: int | None = None) -> None:
        """``player`` puts ``titan`` into play at base ``bi`` (with ``counters`` +1 power counters),
        then the clash of titans, if there is one there."""
        s = self.state
        self._take(titan)
        s.bases[bi].titans.append(titan)
        self.table_changed()
        self._set_controller(titan, player)
        if counters > 0:
            s.counters[titan] = counters
        s.marks[titan_in_key(titan)] = s.turn
        self.emit(Ev("titan_in", titan, player, s.bases[bi].card, amount=counters, src=src))
        self.clash(bi, titan)

    def titan_leaves(self, titan: int, src: int | None = None) -> bool:
        """A titan in play goes back beside its owner's deck (destroyed, returned, its base gone,
        a clash lost: always there, never to a discard pile); its counters are discarded."""
        bi = self.slot_of(titan)
        if bi is None or titan not in self.state.bases[bi].titans:
            return False
        s = self.state
        controller, base = self.ctrl(titan), s.bases[bi].card
        self._leave_play(titan)
        s.players[self.owner(titan)].titans.append(titan)
        s.marks[titan_out_key(titan)] = s.turn
        self.emit(Ev("titan_out", titan, controller, base, src=src))
        return True

    def move_titan(self, titan: int, to: int, src: int | None = None) -> bool:
        """Move a titan in play to base ``to``, then the clash there, if there is one."""
        bi = self.slot_of(titan)
        if bi is None or bi == to or titan not in self.state.bases[bi].titans:
            return False
        bases = self.state.bases
        bases[bi].titans.remove(titan)
        bases[to].titans.append(titan)
        self.table_changed()
        self.emit(Ev("move", titan, self.ctrl(titan), bases[bi].card, to=bases[to].card, src=src,
                     by=self.mover(src)))
        self.clash(to, titan)
        return True

    def clash(self, bi: int, newcomer: int) -> None:
        """The clash of titans: each titan already at ``bi`` against the newcomer; the controller
        with the lower total power there (ongoing effects counted, talents not) takes theirs away,
        and the titan that was there first wins ties."""
        for old in [t for t in self.state.bases[bi].titans if t != newcomer]:
            if newcomer not in self.state.bases[bi].titans:
                return
            powers = self.power_by_player(bi)
            if powers[self.ctrl(newcomer)] > powers[self.ctrl(old)]:
                self.titan_leaves(old, newcomer)
            else:
                self.titan_leaves(newcomer, old)

    def titans_leave_base(self, bi: int) -> None:
        """Base ``bi`` leaves play (scored, replaced): its titans go back beside their owners' decks."""
        for t in list(self.state.bases[bi].titans):
            self.titan_leaves(t)
