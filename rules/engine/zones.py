"""Every change a card undergoes on the table or between piles: zones (destroy, discard, return, move,
shuffle, draw, reveal, look, bury, set aside), power (added power, +1 power counters, copied abilities),
control, bases leaving, VP."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rules import rng
from rules.behaviour import (
    Gen,
    behaviour,
)
from rules.decision import Ev
from rules.engine.events import run
from rules.engine.keys import (
    LASTING,
    LEFT_CONTROLLED,
    TURN_END,
    extras_given_key,
    lasting_key,
    left_as_found,
    left_as_key,
    left_blank_key,
    left_controlled_key,
    next_base_key,
    shield_by_key,
    shield_key,
    shielded_by,
)
from rules.engine.uses import EngineUses
from rules.event_kinds import Zone
from rules.i18n import N_

# Option values are shown as buttons (translated in the "rules" context).
TOP, BOTTOM = N_("On top of the deck"), N_("Under the deck")


if TYPE_CHECKING:  # what this part uses of the others (rules/engine/uses.py)
    _Uses = EngineUses
else:
    _Uses = object


class Zones(_Uses):
    __slots__ = ()  # a part of Engine, which holds the slots

    def affect(self, target: int, src: int | None, player: int | None = None) -> bool:
        """Whether ``src`` gets to affect ``target`` now; interceptors (Tooth and Claw, Hideout)
        destroy themselves instead. Reports the effect for cards that watch (Brownie)."""
        if src is None:
            return True
        player = self.ctrl(src) if player is None else player
        if self.protected(target, src, player):
            by = self.protector(target, src, player)
            self._untouched(target, src, self._shield_of(target, src) if by is None else by)
            return False
        c = self._interceptor(target, src, player)
        if c is not None:
            # The interceptor stops src's whole effect on what it guards, even once it is gone
            # (Hideout: an action hitting several of your minions there affects none of them).
            fn = self.live_hook(c, "intercept")
            shielded = [m for m in self.minions() if c in self._guards(m) and fn(self, c, m, src, player)]
            self.state.used.update(shield_key(src, m) for m in shielded)
            self.state.used.update(shield_by_key(src, m, c) for m in shielded)
            self.destroy_action(c, src)
            self._untouched(target, src, c)
            return False
        self.emit(Ev("affect", target, player, src=src))
        return True

    def kept_off(self, target: int, src: int, player: int) -> bool:
        """Whether ``affect`` would leave ``target`` untouched by ``src`` (asked, nothing done)."""
        return self.protected(target, src, player) or self._interceptor(target, src, player) is not None

    def _interceptor(self, target: int, src: int, player: int) -> int | None:
        """The interceptor (Tooth and Claw, Hideout) that would give itself up to keep ``src`` off ``target``."""
        for c in self._guards(target):
            fn = self.live_hook(c, "intercept")
            if fn is not None and c != src and fn(self, c, target, src, player):
                return c
        return None

    def _shield_of(self, target: int, src: int) -> int | None:
        """The interceptor that already gave itself up to keep ``src`` off ``target`` (an id the
        game holds: a save's key is not trusted further)."""
        by = shielded_by(self.state.used, src, target)
        return by if by is not None and by < len(self.state.cards) else None

    def _untouched(self, target: int, src: int, by: int | None, destroy: bool = False) -> None:
        """A target ``src`` was aimed at, that the rules leave as it is: told with the card whose
        protection or rule kept it (``by``), so that a lit target that nothing happens to says why
        (an interceptor too, after its own destruction, for every minion it guarded from that
        effect). ``destroy``: only destroying it was prevented (``not_destroyed``)."""
        if by is not None:
            who, base = self.ctrl(target), self.base_card_of(target)
            self.emit(Ev("not_destroyed", target, who, base, to=by, src=src) if destroy
                      else Ev("untouched", target, who, base, to=by, src=src))

    # --- moving cards ------------------------------------------------------------------------
    def _take(self, iid: int) -> None:
        """Remove a card from wherever it is (no event)."""
        s = self.state
        owner = s.owner[iid]
        if owner >= 0 and iid in s.players[owner].hand:  # a card is in one place: most are played from hand
            s.players[owner].hand.remove(iid)
            return
        for b in s.bases:
            if iid in b.minions:
                b.minions.remove(iid)
                self.minion_left(iid)
                return
            if iid in b.actions:
                b.actions.remove(iid)
                self.table_changed()
                return
            if iid in b.buried:
                b.buried.remove(iid)
                self.state.controller.pop(iid, None)
                return
            if iid in b.titans:
                b.titans.remove(iid)
                self.table_changed()
                return
        for m, acts in s.attached.items():
            if iid in acts:
                acts.remove(iid)
                if not acts:
                    del s.attached[m]
                self.table_changed()
                return
        for pl in s.players:
            for zone in (pl.hand, pl.deck, pl.discard, pl.titans):
                if iid in zone:
                    zone.remove(iid)
                    return
        for zone in (s.limbo, s.base_deck, s.base_discard, s.removed):
            if iid in zone:
                zone.remove(iid)
                return

    def _set_controller(self, card: int, player: int) -> None:
        """Whoever plays a card controls it; its owner needs no entry."""
        if LEFT_CONTROLLED in self.state.used:
            self.state.used.discard(left_controlled_key(card, self.last_controller(card)))
        if player == self.state.owner[card]:
            self.state.controller.pop(card, None)
        else:
            self.state.controller[card] = player

    def _leave_play(self, iid: int) -> None:
        """A card leaves play: its attachments are discarded, its counters and modifiers go."""
        s = self.state
        self._keep_extras(iid)
        if iid in s.attached and self.host_blanked(iid):
            s.used.add(left_blank_key(iid))
        else:
            s.used.discard(left_blank_key(iid))
        attached = s.attached.pop(iid, [])
        base = None
        if attached:
            self.table_changed()
            base = self.base_card_of(iid)
        for a in attached:
            self._end_copy(a)
            self._release(a)
            self._discarded(a, s.owner[a], base)
        self._end_copy(iid)
        self._release(iid)
        s.eot_control.pop(iid, None)
        s.counters.pop(iid, None)
        s.eot_power.pop(iid, None)
        if LASTING in s.marks:
            for p in range(len(s.players)):
                s.marks.pop(lasting_key(iid, p), None)
                s.marks.pop(lasting_key(iid, p, until_end=True), None)
        self._take(iid)

    def _release(self, iid: int) -> None:
        """Out of play, a card is its owner's again; its controller is remembered for the turn, for
        its effects still to resolve (the Imperial Dragon destroyed by the Ninja Master whose play
        triggered it draws for whoever had it)."""
        s = self.state
        c = s.controller.pop(iid, None)
        if c is not None:
            s.used.update((LEFT_CONTROLLED, left_controlled_key(iid, c)))

    def _end_copy(self, iid: int) -> None:
        """Copied abilities last while their card is in play (the Copycat's no longer than the turn):
        out of play, and back in play, a card has only its own (Marvel book, copies)."""
        s = self.state
        self._forget_leaving(iid)
        copied, until_eot = s.abilities.pop(iid, None), s.eot_abilities.pop(iid, None)
        source = until_eot if until_eot is not None else copied
        if source is not None:
            s.used.add(left_as_key(iid, source))
            self.table_changed()

    def _forget_leaving(self, iid: int) -> None:
        """No copied abilities noted from an earlier stay in play: a new stay starts with none."""
        stale = left_as_found(self.state.used, iid)
        if stale is not None:
            self.state.used.discard(stale)

    def _keep_extras(self, iid: int) -> None:
        """A card in play that gives its controller an extra play each turn leaves that play with
        them for the rest of the phase when it leaves play unused (Big Geek Box, Clarifications:
        Archmage destroyed the turn it was played)."""
        s = self.state
        if s.phase != "play_cards" or extras_given_key(iid) in s.used or self.slot_of(iid) is None:
            return
        fn = self.live_hook(iid, "extras")
        if fn is not None and self.ctrl(iid) == s.active:
            s.extras.extend(fn(self, iid, s.active))
            s.used.add(extras_given_key(iid))

    def _discarded(self, card: int, player: int, base: int | None, src: int | None = None,
                   at_random: bool = False) -> None:
        """The one way into a discard pile, and its event: ``card`` (already out of its zone) goes to
        its owner's pile; ``player`` is who discards it, ``base`` where it was."""
        self.state.players[self.owner(card)].discard.append(card)
        self.emit(Ev("discard", card, player, base, src=src, at_random=at_random))

    def to_discard(self, iid: int, src: int | None = None, player: int | None = None) -> None:
        """Discard a card from wherever it is (play, a deck, set aside): to its owner's pile."""
        base = self.base_card_of(iid)
        self._leave_play(iid)
        self._discarded(iid, self.owner(iid) if player is None else player, base, src)

    def discard_from_hand(self, player: int, iid: int, src: int | None = None, at_random: bool = False) -> None:
        self.state.players[player].hand.remove(iid)
        self._discarded(iid, player, None, src, at_random)

    def discard_random(self, player: int, n: int, src: int | None = None) -> None:
        hand = self.state.players[player].hand
        for _ in range(min(n, len(hand))):
            self.state.rng, k = rng.below(self.state.rng, len(hand))
            self.discard_from_hand(player, hand[k], src, at_random=True)

    def shuffle(self, cards: list[int]) -> None:
        self.state.rng = rng.shuffle(self.state.rng, cards)

    def shuffle_deck(self, player: int, src: int | None = None) -> None:
        """``player`` shuffles their deck where everyone sees it (after taking a card they looked for)."""
        self.shuffle(self.state.players[player].deck)
        self.emit(Ev("shuffle", player=player, src=src))

    def refill_deck(self, player: int) -> bool:
        """An empty deck takes the shuffled discard pile (at any time a card must come from it)."""
        pl = self.state.players[player]
        if pl.deck:
            return True
        if not pl.discard:
            return False
        pl.deck, pl.discard = pl.discard, []
        self.shuffle(pl.deck)
        self.emit(Ev("shuffle", player=player))
        return True

    def draw(self, player: int, n: int = 1) -> list[int]:
        got = []
        for _ in range(n):
            if not self.refill_deck(player):
                break
            got.append(self.draw_card(player, self.state.players[player].deck[0]))
        return got

    def draw_card(self, player: int, card: int) -> int:
        """``player`` draws ``card`` from their deck (the top one, or one they chose after looking:
        Ghost-Spider): the other seats learn that a card was drawn, not which."""
        pl = self.state.players[player]
        pl.deck.remove(card)
        pl.hand.append(card)
        self.emit(Ev("draw", card, player, seen=(player,)))
        return card

    def reveal(self, player: int, cards: list[int], src: int | None = None, whom: int | None = None) -> None:
        """``player`` shows cards to every player (a private look is ``look``); ``whom``: whose deck
        they come from, when it is another player's."""
        for c in cards:
            self.emit(Ev("reveal", c, player, src=src, whom=whom))

    def top_of_deck(self, player: int) -> int | None:
        """The top card of a deck, reshuffling the discard pile into it first if needed."""
        return self.state.players[player].deck[0] if self.refill_deck(player) else None

    def reveal_top(self, player: int, src: int | None = None, whom: int | None = None) -> int | None:
        """« Révélez la carte du dessus de votre pioche »: ``player`` reveals the top card of their
        deck (of ``whom``'s, when another player's) and gets it; None, and nothing revealed, when
        deck and discard pile are both empty."""
        top = self.top_of_deck(player if whom is None else whom)
        if top is not None:
            self.reveal(player, [top], src, whom=whom)
        return top

    def top_cards(self, player: int, n: int) -> list[int]:
        """The top ``n`` cards. A deck that runs out mid-reveal gets the shuffled discard pile
        under what was already revealed (the same as setting those aside and going on)."""
        pl = self.state.players[player]
        if len(pl.deck) < n and pl.discard:
            rest, pl.discard = pl.discard, []
            self.shuffle(rest)
            pl.deck.extend(rest)
            self.emit(Ev("shuffle", player=player))
        return pl.deck[:n]

    def to_hand(self, iid: int, player: int | None = None) -> None:
        """Put a card (from a deck, a discard pile, an action resolving...) into its owner's hand."""
        self._leave_play(iid)  # from play (Primate Park), a card leaves it as any other way
        self.state.players[self.owner(iid) if player is None else player].hand.append(iid)
        self.emit(Ev("to_hand", iid, self.owner(iid)))

    def shuffle_into_deck(self, cards: list[int], src: int | None = None, one_by_one: bool = True) -> list[int]:
        """Put cards (from anywhere, play included) into their owners' decks, then shuffle each
        deck that received any. A card in play is affected (Marvel book, "Affectée": shuffled):
        one that ``src`` may not affect stays. Cards from play or a discard pile are told one by
        one, unless ``one_by_one`` is False (a whole discard pile: one ``shuffle`` for its owner).
        Cards from a hand are told by one ``hand_into_deck`` for their owner, saying how many: the
        other seats never knew which cards they were, and the owner does. Returns the cards
        shuffled in."""
        owners, done = set(), []
        from_hand: dict[int, int] = {}
        for iid in list(cards):
            bi = self.slot_of(iid)
            if bi is not None and not self.affect(iid, src):
                continue
            done.append(iid)
            owner = self.owner(iid)
            pl = self.state.players[owner]
            public = one_by_one and bi is None and iid in pl.discard
            if iid in pl.hand:
                from_hand[owner] = from_hand.get(owner, 0) + 1
            self._leave_play(iid)
            pl.deck.append(iid)
            owners.add(owner)
            if bi is not None or public:
                self.emit(Ev("into_deck", iid, owner, None if bi is None else self.base_card(bi), src=src))
        for p in sorted(owners):
            self.shuffle(self.state.players[p].deck)
            if p in from_hand:
                self.emit(Ev("hand_into_deck", player=p, amount=from_hand[p], src=src))
            if not one_by_one:
                self.emit(Ev("shuffle", player=p, src=src))
        return done

    # --- effects on minions ------------------------------------------------------------------
    def destroy(self, minion: int, src: int | None = None) -> Gen:
        """Destroy a minion in play; True if it left play destroyed."""
        s = self.state
        bi = self.slot_of(minion)
        if bi is None or minion not in s.bases[bi].minions:
            return False
        if not self.affect(minion, src):
            return False
        keeper = self.destruction_keeper(minion, src)
        if keeper is not None:
            if src is not None:
                self._untouched(minion, src, keeper, destroy=True)
            return False
        hooks = self.beh(minion).hooks
        if "instead_of_destroy" in hooks:
            replaced = yield from run(hooks["instead_of_destroy"](self, minion))
            if replaced:
                return False
        base = s.bases[bi]
        controller = self.ctrl(minion)
        where = "discard"
        fn = behaviour(s.cards[base.card]).hooks.get("destroyed_to")
        if fn is not None and self.base_ability_applies(base.card, controller):
            where = fn(self, base.card, minion)
        self._leave_play(minion)
        owner = s.players[s.owner[minion]]
        (owner.deck if where == "deck_bottom" else owner.discard).append(minion)
        self.emit(Ev("destroy", minion, controller, base.card, src=src))
        return True

    def destroy_action(self, action: int, src: int | None = None) -> bool:
        bi = self.slot_of(action)
        if bi is None:
            return False
        controller, base = self.ctrl(action), self.state.bases[bi].card
        self._leave_play(action)
        self.state.players[self.owner(action)].discard.append(action)  # told as destroyed, not discarded
        self.emit(Ev("destroy", action, controller, base, src=src))
        return True

    def return_to_hand(self, minion: int, src: int | None = None) -> bool:
        """Return a card in play (a minion, or an action) to its owner's hand; a titan goes back
        beside its owner's deck, never into a hand (Big Geek Box, "Titans")."""
        bi = self.slot_of(minion)
        if bi is None or (self.ctype(minion) in ("minion", "titan") and not self.affect(minion, src)):
            return False
        if minion in self.state.bases[bi].titans:
            return self.titan_leaves(minion, src)
        controller, base = self.ctrl(minion), self.state.bases[bi].card
        self._leave_play(minion)
        self.state.players[self.owner(minion)].hand.append(minion)
        self.emit(Ev("return", minion, controller, base, src=src))
        return True

    def to_deck_bottom(self, minion: int, src: int | None = None) -> bool:
        bi = self.slot_of(minion)
        if bi is not None and not self.affect(minion, src):
            return False
        base = self.base_card_of(minion)
        self._leave_play(minion)
        self.state.players[self.owner(minion)].deck.append(minion)
        self.emit(Ev("deck_bottom", minion, self.owner(minion), base, src=src))
        return True

    def move_minion(self, minion: int, to: int, src: int | None = None, player: int | None = None) -> bool:
        """Move a minion in play to base index ``to`` (``player``: the mover, when ``src`` is a base
        acting for a player)."""
        bi = self.slot_of(minion)
        if bi is None or bi == to or not self.affect(minion, src):
            return False
        bases = self.state.bases
        bases[bi].minions.remove(minion)
        self.minion_left(minion)
        bases[to].minions.append(minion)
        self.minion_entered(minion, to)
        self.emit(Ev("move", minion, self.ctrl(minion), bases[bi].card, to=bases[to].card, src=src,
                     by=self.mover(src, player)))
        return True

    def move_action(self, action: int, to: int, src: int | None = None) -> bool:
        """Move a modifier ("Déplacer", Marvel book): an action attached to a base onto base index
        ``to``, or one attached to a minion onto minion ``to`` (which it affects, as being attached
        to). It is not played again: its controller and anything on it stay; its on-play effect
        does not run. False if it could not go there."""
        s = self.state
        frm = self.slot_of(action)
        if frm is None or not self.affect(action, src):  # a moved card is affected (Marvel book)
            return False
        host = self.host_of(action)
        if host is None:
            if to == frm:
                return False
            s.bases[frm].actions.remove(action)
            s.bases[to].actions.append(action)
            self.table_changed()
            dest = s.bases[to].card
        else:
            if to == host or self.slot_of(to) is None or not self.affect(to, src):
                return False
            self._take(action)
            s.attached.setdefault(to, []).append(action)
            self.table_changed()
            dest = to
        self.emit(Ev("move", action, self.ctrl(action), s.bases[frm].card, to=dest, src=src, by=self.mover(src)))
        return True

    def add_power(self, minion: int, amount: int, src: int | None = None) -> bool:
        """+/- power until the end of the turn, to a minion in play (one out of play has its
        printed power: a reaction resolving after its card left play changes nothing)."""
        if self.slot_of(minion) is None or not self.affect(minion, src):
            return False
        s = self.state
        s.eot_power[minion] = s.eot_power.get(minion, 0) + amount
        self.emit(Ev("power", minion, self.ctrl(minion), self.base_card_of(minion), amount=amount, src=src))
        return True

    def add_power_until_next_turn(self, minion: int, amount: int, player: int, src: int | None = None) -> bool:
        """+/- power until ``player``'s next turn starts (Reroute the Power); it lasts even if
        ``src`` leaves play, and goes with the minion if it leaves play."""
        if self.slot_of(minion) is None or not self.affect(minion, src):
            return False
        marks = self.state.marks
        key = lasting_key(minion, player)
        marks[key] = marks.get(key, 0) + amount
        marks[LASTING] = 1
        self.emit(Ev("lasting_power", minion, player, self.base_card_of(minion), amount=amount, src=src))
        return True

    def add_power_until_your_turn_ends(self, minion: int, amount: int, player: int, src: int | None = None) -> bool:
        """+/- power "until your turn ends": this turn's end when it is ``player``'s turn; played
        during another player's turn, the end of ``player``'s next turn (Big Geek Box,
        Clarifications: Augmentation, Howl)."""
        if player == self.state.active:
            return self.add_power(minion, amount, src)
        if not self.affect(minion, src):
            return False
        marks = self.state.marks
        key = lasting_key(minion, player, until_end=True)
        marks[key] = marks.get(key, 0) + amount
        marks[LASTING] = 1
        self.emit(Ev("power_to_turn_end", minion, player, self.base_card_of(minion), amount=amount, src=src))
        return True

    def end_lasting_power(self, player: int, turn_end: bool = False) -> None:
        """``player``'s turn starts (``turn_end``: ends): what lasted until then ends."""
        marks = self.state.marks
        if LASTING not in marks:
            return
        suffix = f":{player}" + (f":{TURN_END}" if turn_end else "")
        for k in [k for k in marks if k.startswith(LASTING + ":") and k.endswith(suffix)]:
            del marks[k]
        if not any(k.startswith(LASTING + ":") for k in marks):
            del marks[LASTING]

    def set_aside(self, iid: int) -> None:
        """Take a card out of its zone while an effect decides where it goes (a card found in a
        deck before the deck is shuffled)."""
        self._leave_play(iid)
        self.state.limbo.append(iid)

    def put_in_deck(self, player: int, card: int, at: int | None = None, src: int | None = None) -> None:
        """Put ``card`` (from ``player``'s hand or deck) into their deck at index ``at`` (0: the top),
        or under it, face down: a card from the hand is told to ``player`` alone; a deck reordered
        after a look tells nothing new."""
        deck = self.state.players[player].deck
        moved = card not in deck
        self._take(card)
        deck.insert(len(deck) if at is None else at, card)
        if moved:
            self.emit(Ev("deck_bottom" if at is None else "deck_top", card, player, src=src, seen=(player,)))

    def to_deck_top(self, iid: int, src: int | None = None) -> None:
        """Put a card (from a discard pile...) on top of its owner's deck."""
        self._leave_play(iid)
        self.state.players[self.owner(iid)].deck.insert(0, iid)
        self.emit(Ev("deck_top", iid, self.owner(iid), src=src))

    def copy_abilities(self, card: int, source: int, until_end_of_turn: bool) -> None:
        """``card`` has ``source``'s abilities (not its name) until the end of the turn, or while it
        stays in play; copying a copy gives what that copy has (a copy of this card's own: its own)."""
        s = self.state
        root = s.eot_abilities.get(source, s.abilities.get(source, source))
        if root != card:
            (s.eot_abilities if until_end_of_turn else s.abilities)[card] = root
            self.table_changed()

    def discard_base(self, base_card: int) -> None:
        """A base out of play goes to the base discard pile; what changed it until the end of the
        turn ends with its stay in play (a base back in the same turn is a new one)."""
        self.state.eot_breakpoint.pop(base_card, None)
        self.state.base_discard.append(base_card)

    def refill_base_deck(self) -> None:
        """An empty base deck takes the shuffled base discard pile (rules, "Retour au bercail"),
        told by one ``base_deck_shuffle`` (every base that pile held)."""
        s = self.state
        if not s.base_deck and s.base_discard:
            s.base_deck, s.base_discard = s.base_discard, []
            self.shuffle(s.base_deck)
            self.emit(Ev("base_deck_shuffle", amount=len(s.base_deck)))

    def put_base(self, bi: int, new: int, src: int | None = None, old_to: Zone | None = Zone.BASE_DISCARD) -> int:
        """Base ``new`` (from the base deck or the base discard pile) takes slot ``bi``: the only way
        a base changes in its slot, told by one ``base_replaced``. The base there leaves play, and
        its titans with it (rules, "Titans"), and the cards buried there go to their owners' discard
        piles (Big Geek Box, « Enterrer »: « lorsqu'une Base quitte le jeu, quelle qu'en soit la
        raison »); the cards on it stay. The base that left goes to ``old_to``: the base discard
        pile, or under the base deck (``BASE_DECK``); None: the caller already put it there (a
        scored base, discarded before its replacement is drawn). Returns it."""
        slot = self.state.bases[bi]
        old = slot.card
        self.discard_buried(bi)
        self.titans_leave_base(bi)
        self._take(new)
        slot.card = new
        self.table_changed()
        if old_to is Zone.BASE_DISCARD:
            self.discard_base(old)
        elif old_to is Zone.BASE_DECK:
            self._base_into_deck(old, top=False)  # told by base_replaced
        self.emit(Ev("base_replaced", new, base=old, src=src))
        return old

    def base_to_deck(self, base_card: int, top: bool = True, src: int | None = None) -> None:
        """Put a base (from the base discard pile, or the base deck itself) on top of the base
        deck, or under it: told, unless it was in the base deck already (bases put back after a
        look: School of Wizardry)."""
        moved = base_card not in self.state.base_deck
        self._base_into_deck(base_card, top)
        if moved:
            self.emit(Ev("base_deck_top", base_card, src=src) if top else Ev("base_deck_bottom", base_card, src=src))

    def _base_into_deck(self, base_card: int, top: bool) -> None:
        self._take(base_card)
        deck = self.state.base_deck
        deck.insert(0 if top else len(deck), base_card)

    def next_base(self, base_card: int, new: int) -> None:
        """The base that replaces ``base_card`` once it has scored is ``new`` (from the base discard
        pile), not the top of the base deck (Time is Fleeting)."""
        self.state.marks[next_base_key(base_card)] = new

    def gain_vp(self, player: int, amount: int, src: int | None = None) -> None:
        self.state.players[player].vp += amount
        self.emit(Ev("vp", src, player, amount=amount, src=src))

    # --- +1 power counters ("Marqueurs Force +1") -----------------------------------------------
    def _counter_target(self, card: int) -> bool:
        """Counters only count on minions and titans in play (none on actions, bases or buried cards)."""
        bi = self.slot_of(card)
        return bi is not None and (card in self.state.bases[bi].minions or card in self.state.bases[bi].titans)

    def add_counters(self, card: int, n: int = 1, src: int | None = None,
                     player: int | None = None) -> bool:
        """Place ``n`` +1 power counters on a minion in play (a protected minion takes none)."""
        if n <= 0 or not self._counter_target(card) or not self.affect(card, src, player):
            return False
        s = self.state
        s.counters[card] = s.counters.get(card, 0) + n
        self.emit(Ev("counter", card, self.ctrl(card), self.base_card_of(card), amount=n, src=src))
        return True

    def remove_counters(self, card: int, n: int = 1, src: int | None = None,
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

    def move_counters(self, frm: int, to: int, n: int = 1, src: int | None = None,
                      player: int | None = None) -> int:
        """Move up to ``n`` counters from one minion to another; neither may be protected."""
        if not self._counter_target(to) or self.protected(frm, src, player) or self.protected(to, src, player):
            return 0
        k = self.remove_counters(frm, n, src, player)
        if k:
            self.add_counters(to, k, src, player)
        return k

    # --- control until the end of the turn ------------------------------------------------------
    def take_control(self, minion: int, player: int, src: int | None = None) -> bool:
        """``player`` controls ``minion`` until the end of the turn; it stays its owner's card (it
        goes to its owner's discard pile when it leaves play)."""
        bi = self.slot_of(minion)
        if bi is None or minion not in self.state.bases[bi].minions or not self.affect(minion, src, player):
            return False
        s = self.state
        s.eot_control.setdefault(minion, self.ctrl(minion))
        self._set_controller(minion, player)
        self.emit(Ev("control", minion, player, self.base_card(bi), src=src))
        return True

    def end_control(self) -> None:
        """End of turn: minions taken over this turn go back to whoever controlled them."""
        s = self.state
        for m, back in sorted(s.eot_control.items()):
            if self.is_in_play(m):
                self._set_controller(m, back)
        s.eot_control.clear()

    # --- burying ("Enterrer") -----------------------------------------------------------------
    def bury(self, player: int, card: int, bi: int, src: int | None = None) -> None:
        """Put a card face down beside base ``bi`` on ``player``'s side: not in play, seen only by
        that player, counted as theirs until it is revealed or discarded."""
        self._take(card)
        self.state.bases[bi].buried.append(card)
        self._set_controller(card, player)
        # Face down: the others learn that a card was buried there, not which.
        self.emit(Ev("bury", card, player, self.base_card(bi), src=src, seen=(player,)))

    def offer_unbury(self, player: int) -> Gen:
        """Start of turn: ``player`` may reveal one of their buried cards."""
        mine = [c for bi in self.base_slots() for c in self.buried_at(bi, player)]
        c = yield from self.choose(player, mine, N_("Reveal one of your buried cards, or pass"), optional=True)
        if c is not None:
            yield from self.reveal_buried(player, c)

    def reveal_buried(self, player: int, card: int) -> Gen:
        """A revealed buried card is played at once as an extra card at its base (a minion there,
        an action on that base or a minion there, or resolved), else discarded."""
        bi = self.locate(card)[1]
        assert bi is not None  # buried: at a base
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
                here = [m for m in targets if self.slot_of(m) == bi]
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

    def _discard_revealed(self, card: int, player: int, bi: int) -> None:
        self.discard_card(card, player, bi)

    def discard_card(self, card: int, player: int | None = None, bi: int | None = None) -> None:
        """A card out of play (a deck's top card, a buried card) goes to its owner's discard pile."""
        self._take(card)
        base = None if bi is None else self.base_card(bi)
        self._discarded(card, self.owner(card) if player is None else player, base)

    def discard_buried(self, bi: int) -> None:
        """A base leaving play takes its buried cards to their owners' discard piles."""
        for c in list(self.state.bases[bi].buried):
            self._take(c)
            self._discarded(c, self.owner(c), self.base_card(bi))

    # --- looking at hidden cards --------------------------------------------------------------
    def look(self, player: int, cards: list[int], src: int | None = None, whom: int | None = None,
             zone: str | None = None) -> None:
        """``player`` alone looks at ``cards`` (a deck's top cards, another hand, buried cards):
        everyone is told that they looked (at ``whom``'s ``zone``, "hand" or "deck", when given),
        only the looker sees which cards."""
        kind = {"hand": "look_hand", "deck": "look_deck"}.get(zone or "", "look_cards")
        self.emit(Ev(kind, player=player, whom=whom, amount=len(cards), src=src))
        for c in cards:
            self.emit(Ev("look", c, player, src=src, seen=(player,), whom=whom))

    def look_at_hand(self, looker: int, whose: int, src: int | None = None) -> list[int]:
        """``looker`` alone looks at ``whose``'s whole hand (Probe); returns it."""
        hand = list(self.state.players[whose].hand)
        self.look(looker, hand, src, whom=whose, zone="hand")
        return hand

    def arrange(self, player: int, deck_owner: int, cards: list[int], src: int | None = None,
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

    # --- revealing until ("Flèches d'Hawkeye", "La Vue d'en Haut", Marvel book) -------------------
    def reveal_until(self, player: int, wanted: Callable[[int], bool], n: int = 1,
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
    def modifier_destinations(self, action: int, player: int | None = None,
                              src: int | None = None) -> list[int]:
        """Where a modifier in play may be moved (Marvel book, « Déplacer »: moving a card is not
        playing it): a base modifier onto another base (indices), a minion modifier onto another
        minion (ids), minus the minions ``src`` may not affect. It keeps its type, nothing more:
        the conditions on playing it (``attach_ok``: "your minion", "a base with no minion") don't
        limit a move (A Portent of Doom's clarification)."""
        bi = self.slot_of(action)
        if bi is None:
            return []
        player = self.ctrl(action) if player is None else player
        host = self.host_of(action)
        if host is None:
            return [b for b in self.base_slots() if b != bi]
        return [m for m in self.minions() if m != host and not self.protected(m, src, player)]

    def movable_modifiers(self, modifiers: list[int], player: int, src: int) -> list[int]:
        """The ``modifiers`` that ``src`` (used by ``player``) may move: not protected from it, with
        somewhere to go (``modifier_destinations``)."""
        return [a for a in modifiers
                if not self.protected(a, src, player) and self.modifier_destinations(a, player, src)]

    def move_minions(self, moves: list[tuple[int, int]], src: int | None = None) -> list[int]:
        """Move several minions together, as one effect (Heroic Landing): each (minion, base index).
        Each move is told while every minion is still where it was (Marvel clarification, America
        Chavez: a character moving with others sees them leave its first base, not arrive at its
        new one). Returns the minions moved."""
        bases = self.state.bases
        found = [(m, to, self.slot_of(m)) for m, to in moves]
        go = [(m, to, bi) for m, to, bi in found if bi is not None and bi != to and self.affect(m, src)]
        for m, to, bi in go:
            self.emit(Ev("move", m, self.ctrl(m), bases[bi].card, to=bases[to].card, src=src, by=self.mover(src)))
        for m, to, bi in go:
            bases[bi].minions.remove(m)
            bases[to].minions.append(m)
        self.table_changed()
        return [m for m, _, _ in go]
