"""The host's table: the one game, its seats and tokens, and what each seat is sent.

No sockets here (rules/net/host.py carries the bytes): the table applies a seat's action through
the game's façade only when that seat decides and the action is among the pending options, and
builds each seat's state from ``view(seat)`` and the events that seat may see.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from attrs import define, field
from attrs.validators import in_, optional

from rules.actions import parse_action
from rules.ai import BOT_NAMES, make_bot
from rules.ai.bots import Bot
from rules.decision import Ev, Illegal
from rules.eventlog import as_seen_by
from rules.files import FileProblem, parse_json, read_text
from rules.games import kind_of
from rules.i18n import N_
from rules.net import protocol as P
from rules.net import refusals as R
from rules.view import Card

SAVE_FORMAT = "smashup-net-table"
SAVE_VERSION = 1
SAVE_BYTES = 32 * 1024 * 1024
RESUMED_EVENTS = 1000  # a seat taking its place back gets this much of its log
SAVE_EVERY = 100  # actions between two whole saves; the journal holds those in between
JOURNAL_BYTES = SAVE_EVERY * 2 * (P.ID_LEN + 12)



def journal_of(path: Path) -> Path:
    return path.with_name(path.name + ".journal")


class Refused(R.Problem):
    """A message the table won't act on: a code and its fields, which the player's client words
    (``str()``, English, is the host's log line)."""


class BadTable(FileProblem):
    """A table file that can't be hosted again: one line saying why, worded by each program in its
    own language (``template``, ``fields``)."""


@define
class SeatRecord:
    name: str = field(validator=P.bounded_text(P.NAME_LEN))
    token: str = field(validator=P.bounded_text(P.ID_LEN, 1))
    bot: str | None = field(default=None, validator=optional(in_(BOT_NAMES)))  # a seat the host's bot plays
    # A player's seat the host's bot plays while they are away: it still does after a restart.
    away_bot: str | None = field(default=None, validator=optional(in_(BOT_NAMES)))
    here: bool = False  # kept for a person at the host's computer (the host app opens their window)


class Table:
    """One game hosted: ``seats[i]`` is None until someone takes seat i."""

    def __init__(self, game: Any, code: str | None = None, seats: list[SeatRecord | None] | None = None,
                 history: list[str] | None = None, started: bool = True) -> None:
        """``started`` False: the table waits for its players (a lobby) until ``start``."""
        self.game = game
        self.started = started
        kind = kind_of(game)
        self.kind = kind.key
        self._log = kind.log
        self.code = code or P.new_secret()
        self.seats: list[SeatRecord | None] = seats or [None] * self.players
        self.connected = [False] * self.players
        self.bots: dict[int, Bot] = {}  # bot seats, and seats the host's bots play while their players are away
        # The action ids applied, in order: its length numbers the states (an answer names the state
        # it answers), and it survives a restart so that the numbers go on.
        self.history: list[str] = history or []
        self._events: list[Ev] = []  # the events of a game whose state keeps none (FZZZT!)
        self._sent = [0] * self.players  # how far into the events each seat has been sent
        self._saved = self._journaled = self.step  # the step of the last whole save, of the journal
        for i, s in enumerate(self.seats):
            if s is not None and (s.bot or s.away_bot) is not None:
                self.hand_to_bot(i, s.bot or s.away_bot)

    @property
    def players(self) -> int:
        return len(self.game.state.players)

    @property
    def step(self) -> int:
        return len(self.history)

    # --- seats --------------------------------------------------------------------------------------
    def join(self, hello: P.Hello) -> tuple[int, str]:
        """A newcomer's seat (the one asked for, else the first free one) and token; names are unique
        at a table (two Anns could not tell whose turn it is)."""
        self._check(hello.protocol, hello.version, hello.code)
        if any(s is not None and s.name.casefold() == hello.name.casefold() for s in self.seats):
            raise Refused(R.NAME_TAKEN, name=hello.name)
        if hello.seat is not None:
            free: int | None = self._free(hello.seat)
        else:
            free = next((i for i, s in enumerate(self.seats) if s is None), None)
        if free is None:
            raise Refused(R.FULL)
        token = P.new_secret()
        self.seats[free] = SeatRecord(hello.name, token)
        return free, token

    def _free(self, seat: int) -> int:
        if seat >= self.players or self.seats[seat] is not None:
            raise Refused(R.SEAT_TAKEN, seat=seat + 1)
        return seat

    def sit(self, seat: int, to: int) -> None:
        """The player of ``seat`` moves to the free seat ``to`` while the table waits for its players."""
        if self.started:
            raise Refused(R.STARTED)
        self._free(to)
        self.seats[to], self.seats[seat] = self.seats[seat], None
        self.connected[to], self.connected[seat] = self.connected[seat], False

    def start(self, level: str, name: Callable[[int], str]) -> None:
        """The game begins: the host's bot of ``level`` takes every empty seat (``name(seat)``), so
        that no one plays for an empty seat."""
        for i, s in enumerate(self.seats):
            if s is None:
                self.seat_bot(i, level, name(i))
        self.started = True

    def resume(self, msg: P.Resume) -> int:
        self._check(msg.protocol, msg.version, msg.code)
        for i, s in enumerate(self.seats):
            if s is not None and P.same_secret(msg.token, s.token):
                return i
        raise Refused(R.NO_TOKEN)

    def _check(self, protocol: str, version: int, code: str) -> None:
        if protocol != P.PROTOCOL or version != P.VERSION:
            raise Refused(R.VERSION, theirs=P.VERSION, ours=version if protocol == P.PROTOCOL else "?")
        if not P.same_secret(code, self.code):
            raise Refused(R.WRONG_CODE)

    def seat_list(self) -> tuple[P.Seat, ...]:
        out = []
        for i, s in enumerate(self.seats):
            bot = self.bots.get(i)
            out.append(P.Seat(i, "" if s is None else s.name, self.connected[i], None if bot is None else bot.name))
        return tuple(out)

    def name(self, seat: int) -> str:
        s = self.seats[seat]
        return f"seat {seat}" if s is None else s.name

    def hand_to_bot(self, seat: int, bot: str = "greedy") -> None:
        """The host's bot plays ``seat`` until its player takes it back (it sees only that seat)."""
        self.bots[seat] = make_bot(bot, seed=self.step, game=self.kind)
        s = self.seats[seat]
        if s is not None and s.bot is None:
            s.away_bot = bot

    def seat_bot(self, seat: int, bot: str, name: str) -> None:
        """``seat`` belongs to the host's bot for the whole game (saved with the table)."""
        self.seats[seat] = SeatRecord(name, P.new_secret(), bot)
        self.hand_to_bot(seat, bot)

    def reserve(self, seat: int, name: str) -> str:
        """``seat`` kept for a person at the host's computer (another window there): the token
        their window takes it with."""
        token = P.new_secret()
        self.seats[seat] = SeatRecord(name, token, here=True)
        return token

    def play_once(self, seat: int, bot: str = "greedy") -> None:
        """The host's bot makes ``seat``'s pending decision, this one only (its turn timer ran out)."""
        self._apply(make_bot(bot, seed=self.step, game=self.kind).decide(self.game, seat))

    def remove(self, seat: int, bot: str | None = None, name: str | None = None) -> None:
        """The host removes the seat's player: its token no longer opens it; the seat is free for
        the invite, or the host's ``bot`` plays it from now on (under ``name``, if given)."""
        self.bots.pop(seat, None)
        self.connected[seat] = False
        self.seats[seat] = None
        if bot is not None:
            self.seat_bot(seat, bot, name or f"{bot} bot")

    def take_back(self, seat: int) -> bool:
        """The seat's player is back: the bot that played for them stands up. True if one did."""
        s = self.seats[seat]
        if s is not None and s.bot is not None:
            return False
        if s is not None:
            s.away_bot = None
        return self.bots.pop(seat, None) is not None

    def rematch(self, game: Any) -> None:
        """Another game at the same table: the same code, seats and tokens (the invite still works,
        everyone keeps their seat), the host's bots in theirs; it starts at once."""
        if len(game.state.players) != self.players:
            raise ValueError("a rematch has the table's number of players")
        self.game, self.history, self._events = game, [], []
        self._sent = [0] * self.players
        self._saved = self._journaled = 0
        self.bots = {}
        for i, s in enumerate(self.seats):
            if s is not None and (s.bot or s.away_bot) is not None:
                self.hand_to_bot(i, s.bot or s.away_bot)
        self.started = True

    # --- play ---------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.game.over

    def act(self, seat: int, msg: P.Act) -> None:
        """Applies ``seat``'s action; Refused (the game untouched) unless it answers the decision
        pending now, which is that seat's, with one of its options."""
        d = self.game.pending
        if not self.started:
            raise Refused(R.NOT_STARTED)
        if d is None:
            raise Refused(R.OVER)
        if d.player != seat:
            raise Refused(R.NOT_YOURS)
        if msg.step != self.step:
            raise Refused(R.EARLIER)
        option = next((a for a in d.options if a.id == msg.action), None)
        if option is None:
            raise self._why_not(msg.action)
        self._apply(option)

    def _why_not(self, action_id: str) -> Refused:
        try:
            return Refused(R.NOT_ALLOWED, rule=self.game.why_not(parse_action(action_id)))
        except (ValueError, Illegal):
            return Refused(R.NOT_AN_ACTION)

    def _apply(self, option: Any) -> None:
        events = self.game.apply(option)
        self.history.append(option.id)
        if self._log is None:
            self._events.extend(events)

    def run_bots(self) -> int:
        """Lets the host's bots answer while the decision is theirs; how many actions they took."""
        n = 0
        while self.started and (d := self.game.pending) is not None and d.player in self.bots:
            self._apply(self.bots[d.player].decide(self.game, d.player))
            n += 1
        return n

    # --- what a seat is sent ------------------------------------------------------------------------
    def _raw_events(self, start: int) -> list[Ev]:
        if self._log is None:
            return self._events[start:]
        return self._log(self.game).since(start)

    def _raw_count(self) -> int:
        return len(self._events if self._log is None else self._log(self.game))

    def rewind(self, seat: int) -> None:
        """The next state of ``seat`` carries its log again (a seat that just sat down)."""
        self._sent[seat] = max(0, self._raw_count() - RESUMED_EVENTS)

    def state_for(self, seat: int, seats: tuple[P.Seat, ...] | None = None) -> tuple[P.State, P.Decide | None]:
        """``seats``: the seat list, when the caller made it once for every seat's state."""
        raw = self._raw_events(self._sent[seat])
        self._sent[seat] += len(raw)
        seen = [e for ev in raw if (e := as_seen_by(ev, seat)) is not None]
        state = P.State(self.step, seats or self.seat_list(), over=self.over, lobby=not self.started,
                        events=P.events_of(seen),
                        names=self._names(seen), **{self.kind: self.game.view(seat)})  # State has a field per game key
        return state, self._decision_for(seat)

    def _names(self, events: list[Ev]) -> tuple[Card, ...]:
        cards = self.game.state.cards
        ids = sorted({i for e in events for i in (e.card, e.src, e.to, e.base) if i is not None})
        return tuple(Card(i, cards[i]) for i in ids)

    def _decision_for(self, seat: int) -> P.Decide | None:
        d = self.game.pending
        if d is None or d.player != seat or seat in self.bots or not self.started:
            return None
        return P.Decide(self.step, d.kind, d.prompt, tuple(a.id for a in d.options), d.optional, d.many)

    # --- autosave -----------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        from rules import saves

        seats = [None if s is None else {"name": s.name, "token": s.token, "bot": s.bot, "away_bot": s.away_bot,
                                         "here": s.here} for s in self.seats]
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "code": self.code, "seats": seats,
                "history": self.history, "game": saves.to_data(self.game)}

    def save(self, path: Path) -> None:
        """The whole table, written beside and renamed over (a crash mid-write leaves the previous
        one whole); the journal then starts again from it."""
        tmp = path.with_name(path.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # it holds the seats' tokens
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            # One string, then one write: json.dump streams it through the pure-Python encoder,
            # several times slower, and the host's loop waits on every whole save.
            f.write(json.dumps(self.to_data(), separators=(",", ":")))
        os.replace(tmp, path)
        journal_of(path).unlink(missing_ok=True)
        self._saved = self._journaled = self.step

    def autosave(self, path: Path) -> None:
        """After every action: the actions since the last whole save, appended to the journal (a
        whole save costs tens of milliseconds; a line, nothing). A whole save every
        ``SAVE_EVERY`` actions keeps the journal short."""
        if self.step - self._saved >= SAVE_EVERY or self.over:
            self.save(path)
            return
        lines = "".join(f"{n} {self.history[n]}\n" for n in range(self._journaled, self.step))
        if lines:
            fd = os.open(journal_of(path), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            with os.fdopen(fd, "a", encoding="utf-8") as f:
                f.write(lines)
        self._journaled = self.step

    def replay_journal(self, text: str) -> None:
        """Applies the journal's actions after this table's step, each checked as a seat's action
        is; BadTable when one is not where the game is."""
        for line in text.splitlines():
            n, _, action = line.partition(" ")
            if not n.isdigit() or int(n) < self.step:
                continue  # already in the whole save (a crash between the save and the new journal)
            d = self.game.pending
            option = None if d is None or int(n) != self.step else next(
                (a for a in d.options if a.id == action), None)
            if option is None:
                raise BadTable(N_("the autosave's journal does not follow its game (action {action})"),
                               action=repr(line[:60]))
            self._apply(option)
        self._saved = self._journaled = self.step


def load_table(path: Path) -> Table:
    """A table from ``serve``'s autosave (the same code, seats and tokens), or a fresh table for a
    plain save file of either game. BadTable, with one line, for anything else."""
    from rules import saves

    try:
        data = parse_json(read_text(path, SAVE_BYTES, N_("the file is too large to be a saved game")))
    except FileProblem as e:
        raise BadTable(e.template, **e.fields) from None
    try:
        if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
            table = _table_of(data)
            journal = journal_of(path)
            if journal.exists():
                table.replay_journal(read_text(journal, JOURNAL_BYTES, N_("the autosave's journal is too large")))
            return table
        return Table(saves.from_data(data))
    except FileProblem as e:  # a SaveError among them
        raise BadTable(e.template, **e.fields) from None


def _table_of(data: dict[str, Any]) -> Table:
    from rules import saves

    if data.get("version") != SAVE_VERSION or set(data) != {"format", "version", "code", "seats", "history", "game"}:
        raise BadTable(N_("not a table autosave of this version"))
    game = saves.from_data(data["game"])
    try:
        code = P.CONVERTER.structure(data["code"], str)
        seats = P.CONVERTER.structure(data["seats"], list[SeatRecord | None])
        history = P.CONVERTER.structure(data["history"], list[str])
    except Exception:
        raise BadTable(N_("the autosave's seats are malformed")) from None
    if len(seats) != len(game.state.players) or len(code) < 16:
        raise BadTable(N_("the autosave's seats don't match its game"))
    # A table saved while it waited for its players waits again.
    return Table(game, code, seats, history, started=all(s is not None for s in seats) or bool(history))
