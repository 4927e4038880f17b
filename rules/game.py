"""The one façade everything goes through: who decides, legal actions, apply, view, clone."""

from __future__ import annotations

from typing import Any

import attrs

from rules.actions import Action, Answer, Pass, Pick
from rules.behaviour import Gen
from rules.cards import load_for
from rules.decision import Decision, DecisionKind, Ev, Illegal
from rules.engine import Engine
from rules.flow import game_flow
from rules.rounds import RoundAt, round_at
from rules.state import LazyReplay, Replay, State
from rules.view import SeatView, view_for

# Answers replayed at most to make a lazy snapshot: past this many since the façade's last copy of
# the state, the next quiescent point takes a new copy (what a read of a lazy snapshot costs is this
# many actions played again; most are never read).
MAX_TRAIL = 8


class Game:
    """The façade: the pending decision, its legal answers, applying one; copies, views, reasons.
    The rules run in its engine (rules/engine/), which it keeps to itself: card code gets the
    engine as ``g``, everyone else goes through these few names (``read`` for the board's queries)."""

    __slots__ = ("_g", "_gen", "_pending", "_snap_opts", "_base", "_trail", "_views", "_start", "_answers")

    def __init__(self, state: State, snapshot_options: tuple[Action, ...] | None = None) -> None:
        """``snapshot_options``: the options of the decision the state's replay starts from, when
        the caller knows them (they need not be listed again)."""
        # Every way to a Game (new, load, scenario, determinized world) passes here, so none can
        # run without its cards' behaviour: a game without its cards' rules must not exist.
        load_for(state.cards)
        self._g = Engine(state)
        self._gen: Gen | None = None
        self._pending: Decision | None = None
        self._snap_opts = snapshot_options
        self._base: tuple[State, tuple[Action, ...]] | None = None
        self._trail: list[Action] = []
        self._views: dict[int, SeatView] = {}
        self._start: State | None = None
        self._answers: Answers = None
        if state.winner is None:
            if state.replay is None and state.phase == "start_of_turn":
                state.replay = Replay(state.copy(), [])
            self._revive()
        self._g._events = []

    # --- driving the flow --------------------------------------------------------------------
    def _step(self, action: Action | None) -> None:
        gen = self._gen
        assert gen is not None, "a game that is over is not stepped"
        try:
            self._pending = next(gen) if action is None else gen.send(action)
        except StopIteration:
            self._pending, self._gen = None, None
        if self._pending is not None and self._pending.quiescent:
            self._g.state.replay = None

    def _revive(self) -> None:
        """Rebuild the running effects: from the state alone at a quiescent point, else by
        replaying the answers given since the last one."""
        g = self._g
        rp = g.state.replay
        if rp is None:
            g._frames = []
            # At a quiescent point the pending decision is a pure function of the state: a clone
            # already has it, so the flow need not list the options again.
            pend = self._pending
            g._known = pend.options if pend is not None and pend.quiescent else None
            self._gen = game_flow(g, g.state.phase)
            self._step(None)
            g._known = None
            return
        events, g._events = g._events, None
        g.state = rp.snapshot.copy()
        g.table_changed()
        g.state.replay = Replay(rp.snapshot, [])
        g._frames = []
        self._gen = game_flow(g, g.state.phase)
        g._known = self._snap_opts
        self._pending = next(self._gen)
        g._known = None
        self._snap_opts = self._pending.options
        for a in rp.answers:
            g.state.replay.answers.append(a)
            self._step(a)
        g._events = events

    def snapshot_options(self) -> tuple[Action, ...] | None:
        """The options of the decision the replay starts from (a main decision), when known."""
        return self._snap_opts

    # --- the façade ----------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The whole game as plain data, for reading: only ``apply`` changes it."""
        return self._g.state

    @property
    def read(self) -> Engine:
        """The board's queries (power, totals, who controls what...: rules/engine/reading.py, and
        the plays' ``QUERIES``). Only those: tests/test_rules_house.py checks that the app, the bots
        and the harnesses call nothing else on it."""
        return self._g

    @property
    def pending(self) -> Decision | None:
        return self._pending

    @property
    def decider(self) -> int | None:
        return None if self._pending is None else self._pending.player

    @property
    def over(self) -> bool:
        return self._g.state.winner is not None

    @property
    def winner(self) -> int | None:
        return self._g.state.winner

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self._pending is None else self._pending.options

    def apply(self, action: Action) -> list[Ev]:
        d = self._pending
        if d is None:
            raise Illegal("The game is over.")
        if action not in d.options:
            if isinstance(action, Pass) and d.kind == DecisionKind.YESNO:
                action = Answer(False)
            else:
                raise Illegal(self.why_not(action))
        if self._gen is None:
            self._revive()
        g = self._g
        if self._views:
            self._views = {}
        if d.quiescent:
            g.state.replay = self._replay_from_here(d.options)
            self._snap_opts = d.options
        assert g.state.replay is not None, "a game in play keeps its replay"
        g.state.replay.answers.append(action)
        self._trail.append(action)
        if self._start is not None:
            self._answers = (action, self._answers)
        g._events = []
        self._step(action)
        return g._events

    def _replay_from_here(self, options: tuple[Action, ...]) -> Replay:
        """The replay of the action about to be applied at this quiescent decision (``options``):
        its snapshot is this state, copied now only every MAX_TRAIL answers; in between it is made
        if ever read, by replaying the answers since the last copy (the state is a pure function
        of a state and the answers)."""
        base, trail = self._base, self._trail
        if base is None or len(trail) >= MAX_TRAIL:
            snap = self._g.state.copy()
            self._base, self._trail = (snap, options), []
            return Replay(snap, [])
        answers = tuple(trail)
        return LazyReplay(lambda: replayed(*base, answers), [])

    def clone(self) -> Game:
        g = self.with_state(self._g.state.copy())
        g._base, g._trail = self._base, self._trail[:]  # the same past: the same copy to replay from
        g._views = dict(self._views)  # the same position: the same views (they are frozen)
        g._start, g._answers = self._start, self._answers  # shared: answers are only ever prepended
        return g

    def with_state(self, state: State) -> Game:
        """A game at this one's pending decision over ``state``: a copy of this state, or one whose
        hidden cards were re-dealt at a quiescent point (same options for the decider). The running
        effects are rebuilt lazily, on its first apply."""
        g = Game.__new__(Game)
        # The table is never re-dealt: the copy's is this one's, and so are its stamp and index.
        g._g = Engine(state, (self._g._table_v, self._g._hooks))
        g._gen, g._pending = None, self._pending
        g._snap_opts = self._snap_opts  # a copy shares the replay's snapshot
        g._base, g._trail = None, []  # a re-dealt world has another past: it copies its own
        g._views = {}
        g._start, g._answers = None, None  # ...and no history of its own
        return g

    def why_not(self, action: Action) -> str:
        from rules.explain import explain_refusal

        return explain_refusal(self._g, self._pending, action)

    def log_for(self, player: int) -> list[Ev]:
        """The game's event log as ``player``'s seat may see it (private reveals filtered out, the
        cards others drew unnamed)."""
        return self._g.state.log.for_player(player)

    def view(self, player: int) -> SeatView:
        """``player``'s view, computed once per position: the table, the log, the prompt and the
        plays left all ask for it after every action (frozen, it is shared). Only ``apply``
        changes the position, and it forgets them."""
        v = self._views.get(player)
        if v is None:
            v = self._views[player] = view_for(self._g, self._pending, player)
        return v

    def option_for(self, kind: str, value: Any) -> Action | None:
        for a in self.legal_actions():
            if isinstance(a, Pick) and a.kind == kind and a.value == value:
                return a
        return None


# The answers given since the recorded start, newest first, as a chain of pairs: a clone shares it
# and appending costs one pair (bots clone thousands of times a decision).
Answers = tuple[Action, "Answers"] | None


@attrs.frozen
class History:
    """A game from its start: the state it was made from, never changed, and every answer since.
    ``Game(start.copy())`` given these answers in order reaches the game again."""

    start: State
    answers: tuple[Action, ...]


def record_from(game: Game, start: State) -> None:
    """Keep every answer ``game`` is given from now on, ``start`` being the state it was made from
    (a fresh deal, a scenario's position): a replay, a review or a save can rebuild any point. (Beside
    the façade, as ``engine_of``: for what makes games and what reads their past.)"""
    game._start, game._answers = start, None


def smashup(game: Any) -> Game | None:
    """``game`` when it is a Smash Up game (what Hard's hints and reviews search), else None."""
    return game if isinstance(game, Game) else None


def response_round(game: Any) -> RoundAt | None:
    """Where the innermost Me First!/response round under way in ``game`` stands (rules/rounds.py);
    None outside any (and in a game of another kind, which has no such round)."""
    if not isinstance(game, Game):
        return None
    if game._gen is None and game._pending is not None:
        game._revive()  # a copy runs its effects lazily: rebuilt from its own state
    return round_at(game._gen)


def history_of(game: Any) -> History | None:
    """Where ``game`` started and every answer since, or None when it was not recorded (or is a
    game of another kind, which keeps no history yet)."""
    if not isinstance(game, Game) or game._start is None:
        return None
    answers: list[Action] = []
    node = game._answers
    while node is not None:
        answers.append(node[0])
        node = node[1]
    return History(game._start, tuple(reversed(answers)))


def adopt_history(game: Game, history: History) -> None:
    """``game`` is where ``history`` leads (checked by the caller): it goes on recording from there."""
    node: Answers = None
    for a in history.answers:
        node = (a, node)
    game._start, game._answers = history.start, node


def replayed(state: State, options: tuple[Action, ...], answers: tuple[Action, ...]) -> State:
    """The state that ``answers`` lead to from ``state`` (a quiescent decision offering
    ``options``), as a new state: ``state`` is left as it was."""
    load_for(state.cards)
    g = Engine(state.copy())
    g._events = None  # nothing is told while replaying
    gen = game_flow(g, g.state.phase)
    g._known = options
    next(gen)
    g._known = None
    for a in answers:
        if gen.send(a).quiescent:
            g.state.replay = None  # as the façade's step drops it there
    return g.state


def engine_of(game: Game) -> Engine:
    """The engine behind a façade, for what builds or examines positions from the inside: the
    scenario builder, the invariant checks, the rule tests. Not for the app or the bots (a test
    checks). Whoever holds it may change the game outside its answers, so the game's history no
    longer leads here: it is dropped (``read`` is the way to look without changing)."""
    game._start, game._answers = None, None
    return game._g


class Refused(Exception):
    """A replayed answer that was not among the options pending when it was given."""

    def __init__(self, answer: Action) -> None:
        super().__init__(answer.id)
        self.answer = answer


class CheckedGame(Game):
    """A Game whose replayed answers must each be among the options pending when given: a loaded
    save, or a bot's world whose re-dealt hidden cards must lead where the true answers did (a
    Special held in the true hand may have opened a window that the re-dealt hand doesn't)."""

    __slots__ = ()

    def _step(self, action: Action | None) -> None:
        if action is not None and (self._pending is None or action not in self._pending.options):
            raise Refused(action)
        super()._step(action)

    def replay_answers(self) -> None:
        self._revive()  # Game() doesn't, for a finished game


def offering(game: Game, options: tuple[Action, ...]) -> Game:
    """``game`` at its quiescent decision, offering ``options`` instead of those it listed: a seat's
    world rebuilt from its view, where the host's list is the truth (the turn's Extras, not in a
    view, are only guessed). A position builder's tool, beside the façade rather than on it."""
    d = game._pending
    if d is None or not d.quiescent:
        raise ValueError("only a quiescent decision's options can be given")
    g = game.with_state(game.state)
    g._pending = attrs.evolve(d, options=options)
    return g
