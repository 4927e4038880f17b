"""Bots that play a seat from what the seat is sent: its view and its decision, nothing more.

A joined seat holds no game, so the engine's bots (rules/ai/, which read a Game) don't run there
as they are. ``random`` is the engine's Easy bot over the options' ids (cards are played before
finishing; a Me First! window is passed half the time); ``greedy`` plays the minion that most helps
it win a base it can win, and otherwise what Easy would. ``ismcts`` runs the Hard bot's search in
a game rebuilt from the view (``rules/net/viewworld.py``: what the seat can't see dealt from what
it knows exists): in Smash Up at its seat's Play Cards decisions, among the host's options, and at
the questions of its own turn that its answers alone led to (the world rebuilt at the Play Cards
decision, its answers given again); the others (another player's effect, a Me First! window)
need the effect under way, which only the host holds, so it answers them as ``greedy`` does; in
FZZZT! at every decision.
"""

from __future__ import annotations

import random
from typing import Protocol

from rules.actions import Play, parse_action
from rules.ai.ismcts import ISMCTSBot
from rules.ai.policy import TURN_DECISION_CAP
from rules.catalogue import catalogue
from rules.decision import DecisionKind
from rules.fzzzt.bot import ISMCTSBot as FzzztSearch
from rules.fzzzt.view import FSeatView
from rules.net.protocol import Decide
from rules.net.viewworld import fzzzt_world_from_view, world_after, world_from_view
from rules.view import SeatView

PLAYS = ("play:", "use:", "talent:")


class ViewBot(Protocol):
    name: str

    def decide(self, view: SeatView | FSeatView, d: Decide) -> str: ...


class RandomViewBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.r = random.Random(seed)
        self._turn, self._count = -1, 0

    def decide(self, view: SeatView | FSeatView, d: Decide) -> str:
        return self.pick(self.sane(view, d), d)

    def sane(self, view: SeatView | FSeatView, d: Decide) -> tuple[str, ...]:
        """The options a beginner would consider (rules.ai.policy.sane_options, by id)."""
        if not isinstance(view, SeatView) or d.kind != DecisionKind.MAIN:
            return d.options
        if view.turn != self._turn:
            self._turn, self._count = view.turn, 0
        self._count += 1
        plays = tuple(o for o in d.options if o.startswith(PLAYS))
        finish = tuple(o for o in d.options if o == "finish")
        if self._count > TURN_DECISION_CAP:  # a turn that could go on for ever: stop it
            return finish or d.options
        return plays or finish

    def pick(self, opts: tuple[str, ...], d: Decide) -> str:
        if d.kind == DecisionKind.ME_FIRST and "pass" in d.options and self.r.random() < 0.5:
            return "pass"  # a Special is worth keeping for the right moment about half the time
        return opts[self.r.randrange(len(opts))]


class GreedyViewBot(RandomViewBot):
    name = "greedy"

    def decide(self, view: SeatView | FSeatView, d: Decide) -> str:
        opts = self.sane(view, d)
        if isinstance(view, SeatView) and d.kind == DecisionKind.MAIN:
            best = best_minion(view, opts)
            if best is not None:
                return best
        return self.pick(opts, d)


class SearchViewBot(GreedyViewBot):
    name = "ismcts"

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None) -> None:
        """``budget``, ``iterations``: the search's, as for the Hard bot (its budget by default)."""
        super().__init__(seed)
        self.search = ISMCTSBot(seed, budget, iterations)
        self.fzzzt_search = FzzztSearch(seed, budget, iterations)
        self.searched = 0  # decisions answered by the search (the others as greedy)
        self.searched_mid_effect = 0
        # This turn's last Play Cards decision (its view and options) and the seat's answers since.
        self._since: tuple[SeatView, tuple[str, ...], list[str]] | None = None

    def decide(self, view: SeatView | FSeatView, d: Decide) -> str:
        if isinstance(view, FSeatView):
            self.searched += 1
            return self.fzzzt_search.decide(fzzzt_world_from_view(view, self.r), view.me).id
        if view.active != view.me:
            self._since = None
            return super().decide(view, d)
        if d.kind == DecisionKind.MAIN:
            answer = self._play_cards(view, d)
            self._since = (view, d.options, [answer])
            return answer
        answer = self._mid_effect(view, d) or super().decide(view, d)
        if self._since is not None:
            self._since[2].append(answer)
        return answer

    def _play_cards(self, view: SeatView, d: Decide) -> str:
        opts = self.sane(view, d)
        if self._count > TURN_DECISION_CAP:
            return self.pick(opts, d)
        self.searched += 1
        return self.search.decide(world_from_view(view, d.options, self.r), view.me).id

    def _mid_effect(self, view: SeatView, d: Decide) -> str | None:
        """The search's answer to a question of the seat's own turn, in the world rebuilt at its
        last Play Cards decision and led here by its answers since; None when that world is not at
        this very question (someone else answered meanwhile, or its hidden cards differ)."""
        if self._since is None or self._since[0].turn != view.turn:
            return None
        world = world_after(*self._since, self.r)
        if world is None or world.decider != view.me or tuple(a.id for a in world.legal_actions()) != d.options:
            return None
        self.searched += 1
        self.searched_mid_effect += 1
        return self.search.decide(world, view.me).id


def _gain(view: SeatView, play: Play, power: int) -> float:
    """How much playing a minion of ``power`` on the base helps: reaching first place counts most,
    and a base about to break counts more than a far one."""
    b = view.bases[play.slot]
    mine = b.power_by_player[view.me] + power
    others = max((p for i, p in enumerate(b.power_by_player) if i != view.me), default=0)
    closeness = min(1.0, (b.total_power + power) / max(1, b.breakpoint))
    return (2.0 if mine > others else 0.5) * closeness * power


def best_minion(view: SeatView, opts: tuple[str, ...]) -> str | None:
    """The minion play (from hand, onto a base) with the largest ``_gain``; None without one."""
    cat = catalogue()
    hand = {c.iid: c.card for c in view.players[view.me].hand or ()}
    best, best_gain = None, -1.0
    for o in opts:
        a = parse_action(o)
        if not isinstance(a, Play) or a.slot is None or a.card not in hand:
            continue
        card = cat.cards[hand[a.card]]
        if card.type != "minion":
            continue
        gain = _gain(view, a, card.power or 0)
        if gain > best_gain:
            best, best_gain = o, gain
    return best


VIEW_BOTS = {"random": RandomViewBot, "greedy": GreedyViewBot, "ismcts": SearchViewBot}


def make_view_bot(name: str, seed: int = 0) -> ViewBot:
    if name not in VIEW_BOTS:
        raise ValueError(f"a joined seat plays with {', '.join(VIEW_BOTS)}, not {name}")
    return VIEW_BOTS[name](seed)

