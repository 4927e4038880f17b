"""A seat played by a person at another computer: the session (in a thread of its own, so that a
window never waits on the network) and the table it sees, drawn from what it was sent only."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from rules.actions import Action, parse_action
from rules.catalogue import catalogue
from rules.decision import Decision, DecisionKind, Ev
from rules.explain import why_not_answer
from rules.i18n import N_
from rules.net import protocol as P
from rules.net.client import JoinError, Link, Player
from rules.net.viewworld import world_from_view
from rules.view import SeatView

if TYPE_CHECKING:
    from rules.game import Game


class RemoteTable:
    """What the table needs of a game (``view``, ``pending``, ``legal_actions``, ``owner``, ``locate``,
    ``why_not``, ``cid``), answered from the last state this seat received: its view's decision is
    the whole decision the local table words and lights."""

    def __init__(self, state: P.State, seen: Mapping[int, str] | None = None) -> None:
        """``seen``: the cards the seat was shown before (a revealed deck top a later question is about,
        named by an earlier state's events only)."""
        self.state = state
        self.v: SeatView = state.smashup
        self.cards: dict[int, str] = {**(seen or {}), **{c.iid: c.card for c in state.names}}
        self._owners: dict[int, int] = {}
        self._read_table()
        self.pending = self._decision()

    def _decision(self) -> Decision | None:
        """The view's decision in the engine's record (its options the seat's own, when it decides)."""
        p = self.v.pending
        if p is None:
            return None
        return Decision(p.player, p.kind, tuple(parse_action(o) for o in p.options or ()), p.prompt, p.source,
                        p.optional, window=p.window, slot=p.slot, many=p.many, about=p.about, picks=p.picks)

    def _read_table(self) -> None:
        v = self.v
        for p, pl in enumerate(v.players):
            for c in (*(pl.hand or ()), *pl.discard, *pl.titans):
                self.cards[c.iid], self._owners[c.iid] = c.card, p
        for b in v.bases:
            self.cards[b.card.iid] = b.card.card
            for m in b.minions:
                self.cards[m.card.iid], self._owners[m.card.iid] = m.card.card, m.owner
                for a in m.attached:
                    self.cards[a.iid], self._owners[a.iid] = a.card, a.controller
            for a in b.actions:
                self.cards[a.iid], self._owners[a.iid] = a.card, a.controller
            for t in b.titans:
                self.cards[t.card.iid], self._owners[t.card.iid] = t.card.card, t.owner

    @property
    def me(self) -> int:
        return self.v.me

    @property
    def read(self) -> RemoteTable:
        """The board queries the table asks a local game's ``read``, answered from the view."""
        return self

    def view(self, viewer: int) -> SeatView:
        return self.v

    @property
    def decider(self) -> int | None:
        return None if self.pending is None else self.pending.player

    @property
    def over(self) -> bool:
        return self.state.over

    def legal_actions(self) -> tuple[Action, ...]:
        d = self.pending
        return () if d is None or d.player != self.me else d.options

    def owner(self, iid: int) -> int:
        return self._owners.get(iid, self.me)

    def locate(self, iid: int) -> tuple[str, int | None]:
        mine = self.v.players[self.me].hand or ()
        return ("hand", self.me) if any(c.iid == iid for c in mine) else ("table", None)

    def base_card(self, slot: int) -> int:
        return self.v.bases[slot].card.iid

    def clone(self) -> Game:
        """A game to try a move on: the world rebuilt from the view at the seat's Play Cards
        decision (``rules/net/viewworld.py``; what the seat can't see is dealt at random). ValueError
        at any other decision."""
        d = self.pending
        if d is None or d.kind != DecisionKind.MAIN or d.player != self.me:
            raise ValueError("a world is rebuilt only at the seat's own Play Cards decision")
        return world_from_view(self.v, tuple(a.id for a in d.options), random.Random(0))

    def why_not(self, action: Action) -> str:
        """The rules' reason, as the host would give it: at the seat's Play Cards decision, asked of
        the game rebuilt from its view (what the seat can't see plays no part in a refusal of a card
        from its own hand); otherwise the question's own."""
        d = self.pending
        if d is None or d.kind != DecisionKind.MAIN or d.player != self.me:
            return why_not_answer(d, action)
        try:
            world = self.clone()
        except ValueError:  # a view the rebuilt world can't hold: the plain reason
            return N_("That is not one of your options now.")
        return world.why_not(action)

    def cid(self, iid: int) -> str:
        return self.cards.get(iid, "")


class SeatLog:
    """The events one seat was sent (``log``: its own log, as the host filtered it), and what a log
    line reads of a game to name their cards (``state.cards``, ``read.name``). The log panel takes
    the turn and the players from the seat's view."""

    def __init__(self) -> None:
        self.log: list[Ev] = []
        self._cards: dict[int, str] = {}

    @property
    def state(self) -> SeatLog:
        return self

    @property
    def read(self) -> SeatLog:
        """What the log panel asks a local game's ``read`` (``name``), answered from the events."""
        return self

    @property
    def seen(self) -> Mapping[int, str]:
        """Every card this seat was shown, by instance id."""
        return self._cards

    @property
    def cards(self) -> list[str]:
        """Instance id -> card id for every card this seat was shown ("" for the others)."""
        return [self._cards.get(i, "") for i in range(max(self._cards, default=-1) + 1)]

    def restart(self) -> None:
        """Seated again: the host sends the end of the log once more."""
        self.log = []

    def add(self, msg: P.State) -> None:
        self.log += [Ev(e.kind, e.card, e.player, e.base, e.to, e.amount, e.src, whom=e.whom, said=e.said) for e in msg.events]
        self._cards.update(RemoteTable(msg).cards)

    def name(self, iid: int) -> str:
        return catalogue().get(self._cards[iid]).name


class Session(Player):
    """A person's seat: every message goes to ``on_message`` (called in the session's thread: a
    window forwards it to its own), and ``act``/``say`` may be called from any thread. It stays at
    the table after a game ends (the host may deal a rematch) until the window closes."""

    leave_at_end = False

    def __init__(self, invite: P.Invite, name: str, on_message: Callable[[P.Message], None],
                 on_end: Callable[[JoinError | None], None], token: str | None = None) -> None:
        """``token``: the seat's, to take it back (a host sitting again at its own table)."""
        super().__init__(invite, None, name, token, seen=on_message)
        self.on_end = on_end
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="smashup-session", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        problem = None
        try:
            self.loop.run_until_complete(self.play())
        except JoinError as e:
            problem = e
        except asyncio.CancelledError:
            pass
        finally:
            self.loop.close()
        self.on_end(problem)

    def decide(self, link: Link, d: P.Decide) -> None:
        """The person answers, through ``act``."""

    def act(self, step: int, action_id: str) -> None:
        """``step``: the decision's that the person answered (not the latest the session holds: a
        move made as the next state comes must not answer a question it was never made for)."""
        self._post(lambda: P.Act(step, action_id))

    def sit(self, seat: int) -> None:
        """Moves to the free ``seat`` while the table waits for its players."""
        self._post(lambda: P.Sit(seat))

    def say(self, text: str) -> None:
        self._post(lambda: P.Say(text[: P.CHAT_LEN]))

    def _post(self, make: Callable[[], P.Message]) -> None:
        loop, link = self.loop, self.link
        if loop is not None and link is not None and self.state is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: link.send(make()))

    def close(self, wait: float = 2.0) -> None:
        """Leaves the table; returns once the session's thread is done (``wait`` seconds at most),
        so that nothing arrives from it afterwards."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nothing to cancel
                loop.call_soon_threadsafe(lambda: [t.cancel() for t in asyncio.all_tasks(loop)])
        if self._thread is not None:
            self._thread.join(wait)
