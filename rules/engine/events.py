"""Events and the effects they set off: ``emit``, the resolution frames (reactions queued while an
effect runs, resolved when it ends, in an order the active player chooses when it matters: see
order_matters below), and asking a player (``choose``, ``ask``...).

Everything that asks a player is a generator: card code writes ``x = yield from g.choose(...)``.

Simultaneous effects (contract, "How decisions come"): the active player chooses the order only
when it can change something: two or more of the effects ask a question, or resolving them in
different orders leaves a different game (or asks the one question with different options). This
is decided by trying every order on trial copies of the engine, each question answered with its
first option; at most MAX_TRIED sources are tried (beyond that the player is asked).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from itertools import permutations
from typing import TYPE_CHECKING, Any, Self

from rules.actions import NO, PASS, YES, Action, Answer, Pick, PickKind
from rules.behaviour import (
    RESPONSE_WINDOWS,
    Behaviour,
    Gen,
    Reaction,
    behaviour,
)
from rules.decision import Decision, DecisionKind, Ev
from rules.engine.keys import (
    left_as_found,
    left_blank_key,
    shield_key,
)
from rules.engine.reading import REACT
from rules.engine.uses import EngineUses, Queued
from rules.event_kinds import EVENTS, check_event
from rules.eventlog import EMPTY, UNLOGGED
from rules.i18n import N_, in_box_words
from rules.state import State

RESPONSE = -1  # a frame entry that is a response window, not a card's reaction: (RESPONSE, window, ev, False)




def _always(*_: Any) -> bool:
    return True


def run(result: Any) -> Gen:
    """Hooks may be plain functions or generators; either way, run them to their value. A generator
    is whatever speaks the protocol (``Generator`` checks the methods): a compiled module's (Cython)
    is no ``types.GeneratorType``, and testing for that silently skipped its effects."""
    if isinstance(result, Generator):
        return (yield from result)
    return result

MAX_TRIED = 4
# A probe answering "first option" may never end (The Homeworld's immediate extra minion played onto
# itself again and again, a Collector returning the one before): past this many answers the order is
# deemed to matter, and the player is asked.
MAX_ANSWERS = 60


class _Endless(Exception):
    pass


def _drive(gen: Any, trace: list) -> bool:
    """Run an effect to its end, answering each question with its first option; True if it asked."""
    try:
        d = next(gen)
        while True:
            trace.append((d.player, d.kind, d.options))
            if len(trace) > MAX_ANSWERS:
                raise _Endless
            d = gen.send(d.options[0])
    except StopIteration:
        return bool(trace)


def _unordered(s: State) -> State:
    """The state with the piles whose order no rule reads (hands, discard piles) sorted, and
    without the event log (the events differ in order by definition)."""
    s.log = EMPTY
    for pl in s.players:
        pl.hand.sort()
        pl.discard.sort()
    s.base_discard.sort()
    return s


def order_matters(g: Events, frame: list[tuple[int, Any, Any, bool]], owed: frozenset[int] = frozenset()) -> bool:
    """``frame``: the queued reactions; ``owed``: the cards among them that resolve though the
    effect that triggered them took them out of play."""
    sources = list(dict.fromkeys(e[0] for e in frame))
    if len(sources) > MAX_TRIED:
        return True
    try:
        return _tried(g, frame, sources, owed)
    except _Endless:
        return True


def _tried(g: Events, frame: list[tuple[int, Any, Any, bool]], sources: list[int], owed: frozenset[int]) -> bool:
    askers: set[int] = set()
    first = None
    for order in permutations(sources):
        w = g.trial()
        trace: list = []
        for src in order:
            for c, r, ev, _ in frame:
                if c != src or not w.may_resolve(c, r, owed):
                    continue
                asked: list = []
                if _drive(w.resolving(r.run(w, c, ev)), asked):
                    askers.add(c)
                trace.extend(asked)
        if len(askers) >= 2:
            return True
        outcome = (trace, _unordered(w.state))
        if first is None:
            first = outcome
        elif outcome != first:
            return True
    return False


if TYPE_CHECKING:  # what this part uses of the others (rules/engine/uses.py)
    _Uses = EngineUses
else:
    _Uses = object


class Events(_Uses):
    __slots__ = ()  # a part of Engine, which holds the slots

    def trial(self) -> Self:
        """A copy to try effects out on (see order_matters): it logs nothing, and its own frames
        start empty inside the same scoring."""
        w = type(self)(self.state.copy(), (self._table_v, self._hooks))
        w._probing, w._events, w.scoring = True, None, self.scoring
        return w

    # --- events and reactions ----------------------------------------------------------------
    def emit(self, ev: Ev) -> None:
        if ev.kind not in EVENTS:
            check_event(ev.kind, "emit")
        if ev.base is not None and self.state.owner[ev.base] != -1:
            raise ValueError(f"Ev.base names a base card (instance id), not a slot: {ev}")
        if self._events is not None:
            self._events.append(ev)
        if ev.kind not in UNLOGGED:
            self.state.log = self.state.log.add(ev)
        if not self._frames:
            return
        frame = self._frames[-1]
        cached = self._hooks  # hook_index() inlined, as in holders: every event asks it
        index, unsure = (cached if cached is not None and cached[0] == self._table_v else self.table_index())[1]
        for c, r in index.get(REACT + ev.kind, ()):  # the cards in play
            if r.when(self, c, ev) and (c not in unsure or not self.ability_blanked(c)):
                frame.append((c, r, ev, True))
        for pl in self.state.players:  # titans out of play whose text lets them in (The Kraken)
            for t in pl.titans:
                for r in behaviour(self.state.cards[t]).reactions:
                    if r.beside_deck and r.kind == ev.kind and r.when(self, t, ev):
                        frame.append((t, r, ev, False))
        if ev.card is not None and ev.kind in ("destroy", "discard", "return"):
            # The abilities the card had as it left play (a copy ends there, but its leaving is
            # the copy's to react to); none if a modifier cancelled them until then (book,
            # « Annuler »: they never existed).
            b = self._left_with(ev.card)
            if b.reactions and not self._left_blanked(ev.card):
                for r in b.reactions:
                    if r.from_discard and r.kind == ev.kind and r.when(self, ev.card, ev):
                        frame.append((ev.card, r, ev, False))
        window = RESPONSE_WINDOWS.get(ev.kind)
        if window is not None and self.someone_holds(window):
            frame.append((RESPONSE, window, ev, False))

    def _left_with(self, card: int) -> Behaviour:
        """The behaviour ``card`` had as it last left play this turn (the mark is taken), else its own."""
        used = self.state.used
        key = left_as_found(used, card)
        if key is None:
            return self.beh(card)
        used.discard(key)
        return behaviour(self.state.cards[int(key.rsplit(":", 1)[1])])

    def _left_blanked(self, card: int) -> bool:
        """Whether ``card`` just left play with its abilities cancelled; the mark is taken."""
        key = left_blank_key(card)
        if key not in self.state.used:
            return False
        self.state.used.discard(key)
        return True

    def resolving(self, gen: Any, src: int | None = None) -> Gen:
        """Run an effect (of card ``src``, if given), then everything it triggered (each trigger in
        its own frame)."""
        self._frames.append([])
        try:
            result = yield from run(gen)
            yield from self._resolve_frame()
        finally:
            self._frames.pop()
        if src is not None:
            self._effect_over(src)
        return result

    def _effect_over(self, src: int) -> None:
        """An interceptor's shield lasts as long as the one effect it stopped: the card's next
        ability (a Special used again, a later trigger) is a new effect."""
        s = self.state
        s.used.difference_update([k for k in s.used if k.startswith(shield_key(src, ""))])

    def may_resolve(self, card: int, r: Any, owed: frozenset[int] = frozenset()) -> bool:
        """Whether ``card``'s queued reaction ``r`` still runs: the card is in play, or beside its
        owner's deck for a titan's way in, or the reaction fires from the discard pile, or the
        effect that triggered it took the card out of play (``owed``, see ``_taken_out``)."""
        if r.from_discard or card in owed:
            return True
        return card in self.side_titans() if r.beside_deck else self.is_in_play(card)

    def _taken_out(self, frame: list[Queued]) -> frozenset[int]:
        """The cards whose reactions in ``frame`` were queued while they were in play and that
        have left play since, as the effect that emitted those events is over: that effect (or the
        event itself) took them out, and their reactions still resolve (Marvel book, « Résolution
        des cartes »: in play when the trigger happens and at the end of the event, « sauf s'il a
        conduit la carte à sortir du jeu »: Red Skull destroying himself, Ninja Master destroying
        the Imperial Dragon on its base). One taken out later, by another triggered effect, is not."""
        return frozenset(c for c, _, _, in_play in frame if in_play and not self.is_in_play(c))

    def also_triggered(self, card: int, kind: str) -> list[Ev]:
        """The other ``kind`` events that triggered ``card``'s reactions in the effect now
        resolving, taken out of the queue: a once-per-turn ability answers them all at once
        (Fort Titanosaurus: the minions one action affected)."""
        if len(self._frames) < 2:
            return []
        frame = self._frames[-2]
        mine = [ev for c, _, ev, _ in frame if c == card and ev.kind == kind]
        frame[:] = [x for x in frame if not (x[0] == card and x[2].kind == kind)]
        return mine

    def after(self, card: int, then: Callable[[Any, int], Gen]) -> None:
        """"Après X, faites Y" where X just happened and may have triggered other effects (Marvel
        book, Baron Strucker clarification): Y, ``then(g, card)``, joins the effects X triggered
        and resolves with them once the current effect is over, in the order the active player
        picks; it resolves even if ``card`` has left play since."""
        ev = Ev("after", card)
        self._frames[-1].append((card, Reaction("after", _always, lambda g, c, _: then(g, c), True), ev, False))

    def _resolve_frame(self) -> Gen:
        frame = self._frames[-1]
        settled = self._probing  # a copy trying orders out resolves in the order things happened
        owed = self._taken_out(frame)
        while frame:
            cards = [e for e in frame if e[0] != RESPONSE]
            if not cards:
                # The cards in play have reacted: now the Specials in hand may answer, event by
                # event (rules, "Ordre de résolution", steps 3 then 4).
                _, window, ev, _ = frame.pop(0)
                yield from self.respond(window, ev)
                continue
            entry = cards[0]
            if not settled and len({e[0] for e in cards}) > 1:
                # Once no order of these effects can change anything, none of their sub-orders can.
                settled = not order_matters(self, cards, owed)
            if not settled:
                # Simultaneous effects: the active player picks the next one (rules: "joueur actif").
                srcs = list(dict.fromkeys(e[0] for e in cards))
                pick = yield from self.choose(self.state.active, srcs, N_("Choose which effect resolves next"),
                                              decision_kind=DecisionKind.ORDER)
                entry = next(e for e in cards if e[0] == pick)
            frame.remove(entry)
            c, r, ev, _ = entry
            if self.may_resolve(c, r, owed):
                yield from self.resolving(r.run(self, c, ev), c)

    # --- asking ------------------------------------------------------------------------------
    def choose(self, player: int, values: Iterable[Any], prompt: str, src: int | None = None,
               optional: bool = False, kind: str = PickKind.CARD, decision_kind: str | None = None,
               slot: int | None = None, many: bool = False, about: int | None = None,
               picks: tuple[int, int] | None = None) -> Gen:
        """One choice among ``values`` (instance ids, base indices, players or option strings).
        ``about`` and ``picks``: see Decision (for the table's words, not the rules).

        No candidate: asks nothing, returns None. One candidate and mandatory: taken at once.
        Optional: the decider may pass (returns None)."""
        values = list(values)
        if not values:
            return None
        if len(values) == 1 and not optional:
            if kind == PickKind.CARD and src is not None:
                return (yield from self._redirected(player, values[0], src))
            return values[0]
        opts: tuple[Action, ...] = tuple(Pick(kind, v) for v in values)
        if optional:
            opts += (PASS,)
        a = yield Decision(player, decision_kind or kind, opts, self._in_box_words(prompt, src), src, optional,
                           slot=slot, many=many, about=about, picks=picks)
        if not isinstance(a, Pick):
            return None
        if kind == PickKind.CARD and src is not None:
            assert isinstance(a.value, int)  # a card is an instance id
            return (yield from self._redirected(player, a.value, src))
        return a.value

    def _redirected(self, player: int, target: int, src: int) -> Gen:
        """The card ``src`` will affect: ``target``, or a card in play that takes its place (Ensign:
        its controller may have the chosen minion spared and this one affected instead)."""
        for c, fn in self.holders("redirect"):
            if fn(self, c, target, src, player) and not self.protected(c, src, player) \
                    and (yield from self.ask(self.ctrl(c), N_("Have this minion affected in that one's place?"), c)):
                return c
        return target

    def choose_base(self, player: int, bases: Iterable[int], prompt: str, src: int | None = None,
                    optional: bool = False) -> Gen:
        return (yield from self.choose(player, bases, prompt, src, optional, kind=PickKind.BASE))

    def choose_player(self, player: int, players: Iterable[int], prompt: str, src: int | None = None,
                      optional: bool = False) -> Gen:
        return (yield from self.choose(player, players, prompt, src, optional, kind=PickKind.PLAYER))

    def choose_option(self, player: int, options: Iterable[str], prompt: str, src: int | None = None,
                      about: int | None = None) -> Gen:
        said = yield from self.choose(player, options, prompt, src, kind=PickKind.OPTION, about=about)
        self.emit(Ev("named", player=player, src=src, said=said))  # said aloud at a table: the log tells it
        return said

    def choose_many(self, player: int, values: Iterable[Any], prompt: str, src: int | None = None,
                    most: int | None = None, kind: str = PickKind.CARD) -> Gen:
        """"Any number" / "up to N": repeated single choices ended by a pass."""
        left = list(values)
        picked: list[Any] = []
        while left and (most is None or len(picked) < most):
            v = yield from self.choose(player, left, prompt, src, optional=True, kind=kind, many=True,
                                       picks=None if most is None else (len(picked), most))
            if v is None:
                break
            picked.append(v)
            left.remove(v)
        return picked

    def ask(self, player: int, prompt: str, src: int | None = None) -> Gen:
        a = yield Decision(player, DecisionKind.YESNO, (YES, NO), self._in_box_words(prompt, src), src, optional=True)
        return isinstance(a, Answer) and a.yes

    def _in_box_words(self, prompt: str, src: int | None) -> str:
        return prompt if src is None else in_box_words(prompt, self.cdef(src).set)
