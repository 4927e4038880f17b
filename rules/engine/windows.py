"""The windows in which players answer out of turn, and the one round they share (rules, "Moi
d'abord !"; "Ordre de résolution", step 4): Me First! before and after a base scores, the responses
to an event from the hand, the Specials of the Play Cards phase, and cancelling an action being
played ("Annuler"). ``special_of`` is the one lookup of a card's Special."""


from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rules.actions import PASS, Action, Pass, Play, Use
from rules.behaviour import (
    REGISTRY,
    Gen,
    Special,
    responders,
    special_ids,
)
from rules.decision import Decision, DecisionKind, Ev
from rules.engine.reading import SPECIALS
from rules.engine.uses import EngineUses
from rules.i18n import N_

BEING_PLAYED = ("resolving", "attached", "attached_base")  # where an action is while it is played
# Where a Special is used from, by where its card is (``locate``): in play, or beside the deck.
SPECIAL_ZONE = {"base": "play", "attached": "play", "attached_base": "play", "titan": "play", "beside_deck": "side"}


if TYPE_CHECKING:  # what this part uses of the others (rules/engine/uses.py)
    _Uses = EngineUses
else:
    _Uses = object


def _card(a: Action) -> int:
    """The card a Me First! answer plays or uses (a pass never reaches its runner)."""
    assert isinstance(a, Play | Use)
    return a.card


class Windows(_Uses):
    __slots__ = ()  # a part of Engine, which holds the slots

    # --- the one round ---------------------------------------------------------------------------
    def me_first_round(self, window: str, offers: Callable[[int], list[Action]], use: Callable[[Action], Gen],
                       source: int | None = None, bi: int | None = None,
                       ended: Callable[[], bool] | None = None) -> Gen:
        """Active player first, then clockwise: each player may use one of ``offers(player)`` or
        pass, until all pass in a row; a player with nothing to use passes without being asked.
        ``ended``: the round stops at once (the base it was about left play)."""
        order = self.clockwise_from_active()
        passes, k = 0, 0
        while passes < len(order):
            p = order[k % len(order)]
            k += 1
            opts = offers(p)
            if not opts:
                passes += 1
                continue
            a = yield Decision(p, DecisionKind.ME_FIRST, (*opts, PASS), N_("Play a Special or pass"), source, optional=True,
                               window=window, slot=bi)
            if isinstance(a, Pass):
                passes += 1
                continue
            passes = 0
            yield from use(a)
            if ended is not None and ended():
                return

    def special_of(self, card: int, window: str, zone: str) -> Special | None:
        """``card``'s Special for ``window`` where it is (``zone``: hand, play, discard, side); in
        play, as its abilities are now (copied, cancelled)."""
        b = self.beh(card) if zone == "play" else REGISTRY.get(self.state.cards[card])
        if b is None or not b.specials:
            return None  # most cards have none
        return next((sp for sp in b.specials if sp.window == window and sp.zone == zone), None)

    # --- Specials in the Play Cards phase and around a base's scoring --------------------------
    def usable_specials(self, p: int, window: str, bi: int | None) -> list[Action]:
        """What ``p`` may use in this window: Specials in hand (played), in play, in the discard
        pile and beside the deck (used)."""
        s = self.state
        out: list[Action] = []
        if bi is not None and self.specials_forbidden(p, bi):
            return out
        ids = s.cards
        pl = s.players[p]
        # The cards that may have one, zone by zone (most zones hold none: the listing asks this at
        # every decision): in the hand, in play, in the discard pile, and a titan beside the deck,
        # which comes in by its own Special unless its owner controls one in play.
        found: list[tuple[str, int]] = []
        in_hand = special_ids("hand", window)
        if in_hand:
            found += [("hand", c) for c in pl.hand if ids[c] in in_hand]
        found += [("play", c) for c, _ in self.hook_index()[0].get(SPECIALS + window, ())]
        in_discard = special_ids("discard", window)
        if in_discard:
            found += [("discard", c) for c in pl.discard if ids[c] in in_discard]
        if pl.titans and not self.titans(controller=p):
            found += [("side", c) for c in pl.titans]
        if not found:
            return out
        no_actions = self.actions_forbidden(p)  # playing an action as a Special is still playing one
        for zone, c in found:
            sp = self.special_of(c, window, zone)
            if sp is None or (zone == "play" and self.ctrl(c) != p) or not sp.can(self, c, bi):
                continue
            if zone != "hand" or not sp.plays:
                out.append(Use(c))
            elif not (no_actions and self.ctype(c) == "action"):
                out.append(Play(c, bi if self.ctype(c) == "minion" else None))
        return out

    def use_special(self, card: int, window: str, bi: int | None) -> Gen:
        zone = self.locate(card)[0]
        sp = self.special_of(card, window, SPECIAL_ZONE.get(zone, zone))
        assert sp is not None, "only a usable Special is offered"
        yield from self.resolving(sp.run(self, card, bi), card)

    def me_first(self, window: str, bi: int) -> Gen:
        """Me First! before or after base ``bi`` scores; it ends if the base leaves play."""
        base_card = self.base_card(bi)
        yield from self.me_first_round(window, lambda p: self.usable_specials(p, window, bi),
                                       lambda a: self.use_special(_card(a), window, bi), bi=bi,
                                       ended=lambda: self.state.bases[bi].card != base_card)

    # --- answering an event from the hand; cancelling ("Annuler") ------------------------------
    def someone_holds(self, window: str) -> bool:
        """Whether any hand holds a card with a Special of ``window`` (before anyone is asked)."""
        ids = responders(window)
        if not ids:
            return False
        cards = self.state.cards  # asked at most events: one list of the hands' ids, checked in C
        return not ids.isdisjoint([cards[c] for pl in self.state.players for c in pl.hand])

    def _responses(self, player: int, window: str, ev: Ev) -> list[Action]:
        """What ``player`` may answer ``ev`` with: each card of their hand whose Special of
        ``window`` applies; a minion it plays comes with each base it may go to."""
        out: list[Action] = []
        if self.scoring is not None and self.specials_forbidden(player, self.scoring):
            return out  # an answer during a base's scoring is a Special too (Incite Panic)
        ids = responders(window)
        for c in self.state.players[player].hand:
            if self.state.cards[c] not in ids:
                continue
            sp = self.special_of(c, window, "hand")
            if sp is None or not sp.can(self, c, ev):
                continue
            if not sp.plays:
                out.append(Use(c))
            elif self.ctype(c) == "minion":
                out.extend(Play(c, b) for b in self.base_slots() if self.can_play_at(player, c, b))
            elif not self.actions_forbidden(player):  # playing an action as a Special is still playing one
                out.append(Play(c))
        return out

    def respond(self, window: str, ev: Ev) -> Gen:
        """A Me First! round on ``ev``: each player who holds a Special of ``window`` that applies
        may play it or pass. The Special runs as ``run(g, card, ev, slot)``."""
        if not self.someone_holds(window):
            return

        def answer(a: Action) -> Gen:
            card = _card(a)
            sp = self.special_of(card, window, "hand")
            assert sp is not None, "only a usable Special is offered"
            slot = a.slot if isinstance(a, Play) else None
            yield from self.resolving(sp.run(self, card, ev, slot), card)

        yield from self.me_first_round(window, lambda p: self._responses(p, window, ev), answer, source=ev.card)

    def being_played(self, action: int) -> bool:
        """Whether ``action`` is still where it was played (resolving, or attached) — in a
        CANCEL_WINDOW: not cancelled yet."""
        return self.locate(action)[0] in BEING_PLAYED

    def cancel_action(self, action: int, src: int | None = None, player: int | None = None) -> bool:
        """Cancel an action as it is played ("that action is discarded and has no effect"; Marvel
        book, "Annuler": the effect is treated as never having existed). Used from a
        CANCEL_WINDOW Special, before the action's effect: the card goes from wherever it was played
        to its owner's discard pile, and ``play`` then skips its effect. The play itself happened
        (it counts as played; what reacts to a play still does). True if it was cancelled."""
        if not self.being_played(action):
            return False
        base = self.base_card_of(action)
        who = self.ctrl(src) if player is None and src is not None else player
        self.emit(Ev("cancel", action, who, base, src=src))
        owner = self.owner(action)
        self._leave_play(action)
        self.state.players[owner].discard.append(action)
        self.emit(Ev("discard", action, owner, base, src=src))
        return True
