"""The windows in which a player answers from the hand: the Specials used in response to an event, and
cancelling an action being played ("Annuler")."""

from __future__ import annotations

from rules.actions import PASS, Action, Pass, Play, Use
from rules.behaviour import (
    REGISTRY,
    Gen,
    Special,
    responders,
)
from rules.decision import Decision, Ev
from rules.i18n import N_

BEING_PLAYED = ("resolving", "attached", "attached_base")  # where an action is while it is played


class Windows:

    # --- answering from the hand; cancelling ("Annuler") ----------------------------------------
    def someone_holds(self, window: str) -> bool:
        """Whether any hand holds a card with a Special of ``window`` (before anyone is asked)."""
        ids = responders(window)
        if not ids:
            return False
        cards = self.state.cards
        return any(cards[c] in ids for pl in self.state.players for c in pl.hand)

    def _response(self, card: int, window: str) -> Special | None:
        b = REGISTRY.get(self.state.cards[card])
        return None if b is None else next((sp for sp in b.specials if sp.window == window and sp.zone == "hand"), None)

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
            sp = self._response(c, window)
            if sp is None or not sp.can(self, c, ev):
                continue
            if not sp.plays:
                out.append(Use(c))
            elif self.ctype(c) == "minion":
                out.extend(Play(c, b) for b in self.base_indices() if self.can_play_at(player, c, b))
            elif not self.actions_forbidden(player):  # playing an action as a Special is still playing one
                out.append(Play(c))
        return out

    def respond(self, window: str, ev: Ev) -> Gen:
        """A Me First! round on ``ev``: from the active player clockwise, each player who holds a
        Special of ``window`` that applies may play it or pass, until all pass in a row (rules,
        "Ordre de résolution", step 4; "Moi d'abord !"). Players with nothing to answer pass
        without being asked. The Special runs as ``run(g, card, ev, base)``."""
        if not self.someone_holds(window):
            return
        order = self.clockwise_from_active()
        passes, k = 0, 0
        while passes < len(order):
            p = order[k % len(order)]
            k += 1
            opts = self._responses(p, window, ev)
            if not opts:
                passes += 1
                continue
            a = yield Decision(p, "me_first", (*opts, PASS), N_("Play a Special or pass"), ev.card, optional=True,
                               window=window)
            if isinstance(a, Pass):
                passes += 1
                continue
            passes = 0
            sp = self._response(a.card, window)
            base = a.base if isinstance(a, Play) else None
            yield from self.resolving(sp.run(self, a.card, ev, base), a.card)

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
