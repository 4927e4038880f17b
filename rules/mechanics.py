"""Rules later boxes brought (Big Geek Box book): +1 power counters, burying, control until the end
of the turn, looking at and reordering hidden cards, answering a play from the hand and cancelling
an action as it is played; (Marvel book) revealing until a card is found, where a modifier may
move, several minions moved at once. Methods of ``g`` like the other primitives."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rules.actions import PASS, Action, Pass, Play, Use
from rules.behaviour import REGISTRY, Gen, Special, responders
from rules.decision import Decision, Ev
from rules.i18n import N_

if TYPE_CHECKING:
    from rules.primitives import Primitives

# Option values are shown as buttons (translated in the "rules" context).
TOP, BOTTOM = N_("On top of the deck"), N_("Under the deck")
BEING_PLAYED = ("resolving", "attached", "attached_base")  # where an action is while it is played


class Mechanics:
    # --- +1 power counters ("Marqueurs Force +1") -----------------------------------------------
    def _counter_target(self: Primitives, card: int) -> bool:
        """Counters only count on minions and titans in play (none on actions, bases or buried cards)."""
        bi = self.base_of(card)
        return bi is not None and (card in self.state.bases[bi].minions or card in self.state.bases[bi].titans)

    def add_counters(self: Primitives, card: int, n: int = 1, src: int | None = None,
                     player: int | None = None) -> bool:
        """Place ``n`` +1 power counters on a minion in play (a protected minion takes none)."""
        if n <= 0 or not self._counter_target(card) or not self.affect(card, src, player):
            return False
        s = self.state
        s.counters[card] = s.counters.get(card, 0) + n
        self.emit(Ev("counter", card, self.ctrl(card), self.base_card_of(card), amount=n, src=src))
        return True

    def remove_counters(self: Primitives, card: int, n: int = 1, src: int | None = None,
                        player: int | None = None) -> int:
        """Take up to ``n`` counters off a minion; returns how many came off."""
        have = self.state.counters.get(card, 0)
        k = min(n, have)
        if k <= 0 or not self.affect(card, src, player):
            return 0
        if have == k:
            del self.state.counters[card]
        else:
            self.state.counters[card] = have - k
        self.emit(Ev("counter", card, self.ctrl(card), self.base_card_of(card), amount=-k, src=src))
        return k

    def move_counters(self: Primitives, frm: int, to: int, n: int = 1, src: int | None = None,
                      player: int | None = None) -> int:
        """Move up to ``n`` counters from one minion to another; neither may be protected."""
        if not self._counter_target(to) or self.protected(frm, src, player) or self.protected(to, src, player):
            return 0
        k = self.remove_counters(frm, n, src, player)
        if k:
            self.add_counters(to, k, src, player)
        return k

    # --- control until the end of the turn ------------------------------------------------------
    def take_control(self: Primitives, minion: int, player: int, src: int | None = None) -> bool:
        """``player`` controls ``minion`` until the end of the turn; it stays its owner's card (it
        goes to its owner's discard pile when it leaves play)."""
        bi = self.base_of(minion)
        if bi is None or minion not in self.state.bases[bi].minions or not self.affect(minion, src, player):
            return False
        s = self.state
        s.eot_control.setdefault(minion, self.ctrl(minion))
        self._set_controller(minion, player)
        self.emit(Ev("control", minion, player, self.base_card(bi), src=src))
        return True

    def end_control(self: Primitives) -> None:
        """End of turn: minions taken over this turn go back to whoever controlled them."""
        s = self.state
        for m, back in sorted(s.eot_control.items()):
            if self.is_in_play(m):
                self._set_controller(m, back)
        s.eot_control.clear()

    # --- burying ("Enterrer") -----------------------------------------------------------------
    def bury(self: Primitives, player: int, card: int, bi: int, src: int | None = None) -> None:
        """Put a card face down beside base ``bi`` on ``player``'s side: not in play, seen only by
        that player, counted as theirs until it is revealed or discarded."""
        self._take(card)
        self.state.bases[bi].buried.append(card)
        self._set_controller(card, player)
        # Face down: the others learn that a card was buried there, not which.
        self.emit(Ev("bury", card, player, self.base_card(bi), src=src, seen=(player,)))

    def offer_unbury(self: Primitives, player: int) -> Gen:
        """Start of turn: ``player`` may reveal one of their buried cards."""
        mine = [c for bi in self.base_indices() for c in self.buried_at(bi, player)]
        c = yield from self.choose(player, mine, N_("Reveal one of your buried cards, or pass"), optional=True)
        if c is not None:
            yield from self.reveal_buried(player, c)

    def reveal_buried(self: Primitives, player: int, card: int) -> Gen:
        """A revealed buried card is played at once as an extra card at its base (a minion there,
        an action on that base or a minion there, or resolved), else discarded."""
        bi = self.locate(card)[1]
        self.emit(Ev("reveal", card, player, self.base_card(bi)))
        typ = self.ctype(card)
        attach = self.beh(card).hooks.get("attach")
        if typ == "minion" and self.can_play_at(player, card, bi):
            yield from self.play(player, card, bi)
        elif typ == "action" and not self.beh(card).hooks.get("special_only") and not self.actions_forbidden(player):
            targets = self.attach_targets(player, card)
            if attach == "base":
                if bi in targets:
                    yield from self.play(player, card, bi)
                    return
            elif attach == "minion":
                here = [m for m in targets if self.base_of(m) == bi]
                m = yield from self.choose(player, here, N_("Choose where to attach it"), card)
                if m is not None:
                    yield from self.play(player, card, None, m)
                    return
            else:
                yield from self.play(player, card)
                return
            self._discard_revealed(card, player, bi)
        else:
            self._discard_revealed(card, player, bi)

    def _discard_revealed(self: Primitives, card: int, player: int, bi: int) -> None:
        self.discard_card(card, player, bi)

    def discard_card(self: Primitives, card: int, player: int | None = None, bi: int | None = None) -> None:
        """A card out of play (a deck's top card, a buried card) goes to its owner's discard pile."""
        self._take(card)
        self.state.players[self.owner(card)].discard.append(card)
        base = None if bi is None else self.base_card(bi)
        self.emit(Ev("discard", card, self.owner(card) if player is None else player, base))

    def discard_buried(self: Primitives, bi: int) -> None:
        """A base leaving play takes its buried cards to their owners' discard piles."""
        for c in list(self.state.bases[bi].buried):
            owner = self.owner(c)
            self._take(c)
            self.state.players[owner].discard.append(c)
            self.emit(Ev("discard", c, owner, self.base_card(bi)))

    # --- looking at hidden cards --------------------------------------------------------------
    def look(self: Primitives, player: int, cards: list[int], src: int | None = None, whom: int | None = None,
             zone: str | None = None) -> None:
        """``player`` alone looks at ``cards`` (a deck's top cards, another hand, buried cards):
        everyone is told that they looked (at ``whom``'s ``zone``, "hand" or "deck", when given),
        only the looker sees which cards."""
        kind = {"hand": "look_hand", "deck": "look_deck"}.get(zone or "", "look_cards")
        self.emit(Ev(kind, player=player, whom=whom, amount=len(cards), src=src))
        for c in cards:
            self.emit(Ev("look", c, player, src=src, seen=(player,), whom=whom))

    def look_at_hand(self: Primitives, looker: int, whose: int, src: int | None = None) -> list[int]:
        """``looker`` alone looks at ``whose``'s whole hand (Probe); returns it."""
        hand = list(self.state.players[whose].hand)
        self.look(looker, hand, src, whom=whose, zone="hand")
        return hand

    def arrange(self: Primitives, player: int, deck_owner: int, cards: list[int], src: int | None = None,
                bottom: bool = False, under: bool = False) -> Gen:
        """``player`` puts ``cards`` (in ``deck_owner``'s deck) back in any order: each pick goes on
        top, under the cards put on top before it; with ``bottom`` the player says, card by card, top
        or under the deck; with ``under`` they all go under it. The deck holds every card at each
        step, so nothing is ever nowhere."""
        deck = self.state.players[deck_owner].deck
        left = [c for c in cards if c in deck]
        total, placed_on_top = len(left), 0
        while left:
            c = yield from self.choose(player, left, N_("Choose the next card to put back (top first)"), src,
                                       picks=(total - len(left), total))
            left.remove(c)
            where = BOTTOM if under else TOP
            if bottom:
                where = yield from self.choose_option(player, [TOP, BOTTOM], N_("Put it on top of the deck or under it?"),
                                                      src, about=c)
            deck.remove(c)
            if where == TOP:
                deck.insert(placed_on_top, c)
                placed_on_top += 1
            else:
                deck.append(c)

    # --- answering from the hand; cancelling ("Annuler") ----------------------------------------
    def someone_holds(self: Primitives, window: str) -> bool:
        """Whether any hand holds a card with a Special of ``window`` (before anyone is asked)."""
        ids = responders(window)
        if not ids:
            return False
        cards = self.state.cards
        return any(cards[c] in ids for pl in self.state.players for c in pl.hand)

    def _response(self: Primitives, card: int, window: str) -> Special | None:
        b = REGISTRY.get(self.state.cards[card])
        return None if b is None else next((sp for sp in b.specials if sp.window == window and sp.zone == "hand"), None)

    def _responses(self: Primitives, player: int, window: str, ev: Ev) -> list[Action]:
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

    def respond(self: Primitives, window: str, ev: Ev) -> Gen:
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

    def being_played(self: Primitives, action: int) -> bool:
        """Whether ``action`` is still where it was played (resolving, or attached) — in a
        CANCEL_WINDOW: not cancelled yet."""
        return self.locate(action)[0] in BEING_PLAYED

    def cancel_action(self: Primitives, action: int, src: int | None = None, player: int | None = None) -> bool:
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

    # --- revealing until ("Flèches d'Hawkeye", "La Vue d'en Haut", Marvel book) -------------------
    def reveal_until(self: Primitives, player: int, wanted: Callable[[int], bool], n: int = 1,
                     src: int | None = None) -> tuple[list[int], list[int]]:
        """Reveal ``player``'s deck from the top until ``n`` cards ``wanted`` have shown. An empty
        deck takes the shuffled discard pile before the first card only; a deck that runs out
        stops the search, and the rest of the effect resolves. Returns (found, the other revealed
        cards), both still in the deck for the effect to take."""
        if not self.refill_deck(player):
            return [], []
        found: list[int] = []
        shown: list[int] = []
        for c in self.state.players[player].deck:
            if len(found) == n:
                break
            shown.append(c)
            if wanted(c):
                found.append(c)
        self.reveal(player, shown, src)
        return found, [c for c in shown if c not in found]

    # --- moving a modifier ("Déplacer", Marvel book: ``move_action``) -------------------------------
    def modifier_destinations(self: Primitives, action: int, player: int | None = None,
                              src: int | None = None) -> list[int]:
        """Where a modifier in play may be moved (Marvel book, « Déplacer »: moving a card is not
        playing it): a base modifier onto another base (indices), a minion modifier onto another
        minion (ids), minus the minions ``src`` may not affect. It keeps its type, nothing more:
        the conditions on playing it (``attach_ok``: "your minion", "a base with no minion") don't
        limit a move (A Portent of Doom's clarification)."""
        bi = self.base_of(action)
        if bi is None:
            return []
        player = self.ctrl(action) if player is None else player
        host = self.host_of(action)
        if host is None:
            return [b for b in self.base_indices() if b != bi]
        return [m for m in self.minions() if m != host and not self.protected(m, src, player)]

    def movable_modifiers(self: Primitives, modifiers: list[int], player: int, src: int) -> list[int]:
        """The ``modifiers`` that ``src`` (used by ``player``) may move: not protected from it, with
        somewhere to go (``modifier_destinations``)."""
        return [a for a in modifiers
                if not self.protected(a, src, player) and self.modifier_destinations(a, player, src)]

    def move_minions(self: Primitives, moves: list[tuple[int, int]], src: int | None = None) -> list[int]:
        """Move several minions together, as one effect (Heroic Landing): each (minion, base index).
        Each move is told while every minion is still where it was (Marvel clarification, America
        Chavez: a character moving with others sees them leave its first base, not arrive at its
        new one). Returns the minions moved."""
        bases = self.state.bases
        go = [(m, to, self.base_of(m)) for m, to in moves]
        go = [(m, to, bi) for m, to, bi in go if bi is not None and bi != to and self.affect(m, src)]
        for m, to, bi in go:
            self.emit(Ev("move", m, self.ctrl(m), bases[bi].card, to=bases[to].card, src=src, by=self.mover(src)))
        for m, to, bi in go:
            bases[bi].minions.remove(m)
            bases[to].minions.append(m)
        self.table_changed()
        return [m for m, _, _ in go]
