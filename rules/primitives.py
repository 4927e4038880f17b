"""What effects do: choose, draw, discard, destroy, move, return, play, extra plays, power, VP.

Everything that asks a player is a generator: card code writes ``x = yield from g.choose(...)``.
Events are emitted as they happen; reactions they trigger are queued in the innermost
resolution frame and resolved when the effect that caused them has finished (Big Geek Box order).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from functools import lru_cache
from typing import Any

from rules import rng
from rules.actions import NO, PASS, YES, Answer, Pick
from rules.behaviour import CANCEL_WINDOW, RESPONSE_WINDOWS, Behaviour, Gen, Reaction, behaviour
from rules.decision import Decision, Ev
from rules.eventlog import UNLOGGED
from rules.i18n import N_, in_box_words
from rules.matching import max_matching
from rules.mechanics import Mechanics
from rules.queries import CANCELLED, LASTING, REACT, TURN_END, Queries, cancelled_key, lasting_key
from rules.simultaneous import order_matters
from rules.state import Extra
from rules.titans import Titans

RESPONSE = -1  # a frame entry that is a response window, not a card's reaction: (RESPONSE, window, ev, False)
# A frame entry: (card, its reaction, the event, whether the card was in play at the event).
Queued = tuple[int, Any, Ev, bool]


def _shield(src: int, target: int | str) -> str:
    """The once-per-turn key saying an interceptor kept ``src`` from affecting ``target``."""
    return f"shield:{src}:{target}"


def _left_blank(card: int) -> str:
    """The key saying ``card`` left play with its abilities cancelled (Webbed Up on it)."""
    return f"left_blank:{card}"


LEFT_AS = "left_as:"


def left_as_key(card: int, source: int) -> str:
    """The once-per-turn key saying ``card`` left play with ``source``'s copied abilities (Copycat,
    Cellular Bonding): what reacts to its own leaving is read from them, once."""
    return f"{LEFT_AS}{card}:{source}"


def _left_as(used: set[str], card: int) -> str | None:
    prefix = f"{LEFT_AS}{card}:"
    return next((k for k in used if k.startswith(prefix)), None)


@lru_cache(maxsize=4096)
def _assigned(plays: tuple[tuple[Extra, ...], ...], pool: tuple[Extra, ...]) -> int:
    """How many of ``plays`` (each: the permissions it may use) get a distinct permission of
    ``pool`` at best. A pure function of frozen values: listing the plays asks it base after base."""
    return max_matching(len(plays), len(pool), lambda k, i: pool[i] in plays[k])


def _without(pool: list[Extra], e: Extra) -> tuple[Extra, ...]:
    """``pool`` less one copy of ``e``."""
    rest = list(pool)
    rest.remove(e)
    return tuple(rest)


@lru_cache(maxsize=4096)
def _spare(plays: tuple[tuple[Extra, ...], ...], pool: tuple[Extra, ...]) -> frozenset[Extra]:
    """The permissions of ``pool`` a new play may take without leaving one of ``plays`` (the open
    ones) uncovered; like ``_assigned``, asked again and again while the plays are listed."""
    need = _assigned(plays, pool)
    out = set()
    for e in set(pool):
        if _assigned(plays, _without(list(pool), e)) == need:
            out.add(e)
    return frozenset(out)


# Some cards make a loop a player may take for ever (Collector returning itself on the Homeworld,
# outside its owner's turn: each extra play is played at once, inside the last one). Each turn of it
# nests one more effect, and the engine's stack has an end; past this depth, an optional extra play
# is no longer offered. No sensible play comes near it.
MAX_NESTED_EFFECTS = 64


def _always(*_: Any) -> bool:
    return True


def run(result: Any) -> Gen:
    """Hooks may be plain functions or generators; either way, run them to their value. A generator
    is whatever speaks the protocol (``Generator`` checks the methods): a compiled module's (Cython)
    is no ``types.GeneratorType``, and testing for that silently skipped its effects."""
    if isinstance(result, Generator):
        return (yield from result)
    return result


class Primitives(Titans, Mechanics, Queries):
    _probing: bool  # a copy of the game trying effects out (rules/simultaneous.py)
    _events: list[Ev] | None
    _frames: list[list[Queued]]

    # --- events and reactions ----------------------------------------------------------------
    def emit(self, ev: Ev) -> None:
        if ev.base is not None and self.state.owner[ev.base] != -1:
            raise ValueError(f"Ev.base names a base card (instance id), not a slot: {ev}")
        if self._events is not None:
            self._events.append(ev)
        if ev.kind not in UNLOGGED:
            self.state.log = self.state.log.add(ev)
        if not self._frames:
            return
        frame = self._frames[-1]
        index, unsure = self.hook_index()
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
        key = _left_as(used, card)
        if key is None:
            return self.beh(card)
        used.discard(key)
        return behaviour(self.state.cards[int(key.rsplit(":", 1)[1])])

    def _left_blanked(self, card: int) -> bool:
        """Whether ``card`` just left play with its abilities cancelled; the mark is taken."""
        key = _left_blank(card)
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
        s.used.difference_update([k for k in s.used if k.startswith(_shield(src, ""))])

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
                                              decision_kind="order")
                entry = next(e for e in cards if e[0] == pick)
            frame.remove(entry)
            c, r, ev, _ = entry
            if self.may_resolve(c, r, owed):
                yield from self.resolving(r.run(self, c, ev), c)

    # --- asking ------------------------------------------------------------------------------
    def choose(self, player: int, values: Iterable[Any], prompt: str, src: int | None = None,
               optional: bool = False, kind: str = "card", decision_kind: str | None = None,
               base: int | None = None, many: bool = False, about: int | None = None,
               picks: tuple[int, int] | None = None) -> Gen:
        """One choice among ``values`` (instance ids, base indices, players or option strings).
        ``about`` and ``picks``: see Decision (for the table's words, not the rules).

        No candidate: asks nothing, returns None. One candidate and mandatory: taken at once.
        Optional: the decider may pass (returns None)."""
        values = list(values)
        if not values:
            return None
        if len(values) == 1 and not optional:
            if kind == "card" and src is not None:
                return (yield from self._redirected(player, values[0], src))
            return values[0]
        opts = tuple(Pick(kind, v) for v in values)
        if optional:
            opts += (PASS,)
        a = yield Decision(player, decision_kind or kind, opts, self._in_box_words(prompt, src), src, optional,
                           base=base, many=many, about=about, picks=picks)
        if not isinstance(a, Pick):
            return None
        if kind == "card" and src is not None:
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
        return (yield from self.choose(player, bases, prompt, src, optional, kind="base"))

    def choose_player(self, player: int, players: Iterable[int], prompt: str, src: int | None = None,
                      optional: bool = False) -> Gen:
        return (yield from self.choose(player, players, prompt, src, optional, kind="player"))

    def choose_option(self, player: int, options: Iterable[str], prompt: str, src: int | None = None,
                      about: int | None = None) -> Gen:
        return (yield from self.choose(player, options, prompt, src, kind="option", about=about))

    def choose_many(self, player: int, values: Iterable[Any], prompt: str, src: int | None = None,
                    most: int | None = None, kind: str = "card") -> Gen:
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
        a = yield Decision(player, "yesno", (YES, NO), self._in_box_words(prompt, src), src, optional=True)
        return isinstance(a, Answer) and a.yes

    def _in_box_words(self, prompt: str, src: int | None) -> str:
        return prompt if src is None else in_box_words(prompt, self.cdef(src).set)

    # --- affecting minions -------------------------------------------------------------------
    def protected(self, target: int, src: int | None, player: int | None = None) -> bool:
        """True if ``src`` (played or controlled by ``player``) may not affect ``target`` at all."""
        if src is None:
            return False
        if _shield(src, target) in self.state.used:
            return True
        player = self.ctrl(src) if player is None else player
        if self.base_of(target) is None:  # out of play, only its own text may protect it
            fn = self.live_hook(target, "protect")
            return fn is not None and fn(self, target, target, src, player)
        shields = self.holders("protect")  # the cards in play whose protection is on
        if not shields:
            return False
        on = dict(shields)
        for c in self._guards(target):
            fn = on.get(c)
            if fn is not None and fn(self, c, target, src, player):
                return True
        return False

    def _guards(self, target: int) -> list[int]:
        bi = self.base_of(target)
        if bi is None:
            return [target]
        b = self.state.bases[bi]
        host = self.host_of(target) if self.ctype(target) == "action" else None
        # An attached action is guarded by what guards its minion's attachments (Shielding); a
        # minion also by the modifiers of the other minions on its base (Cap's Shield).
        minion = target if host is None else host
        nearby = [a for m in b.minions if m != minion for a in self.attached_to(m)] if host is None else []
        return [target, *self.attached_to(minion), *nearby, *b.actions, b.card]

    def affect(self, target: int, src: int | None, player: int | None = None) -> bool:
        """Whether ``src`` gets to affect ``target`` now; interceptors (Tooth and Claw, Hideout)
        destroy themselves instead. Reports the effect for cards that watch (Brownie)."""
        if src is None:
            return True
        player = self.ctrl(src) if player is None else player
        if self.protected(target, src, player):
            return False
        for c in self._guards(target):
            fn = self.live_hook(c, "intercept")
            if fn is not None and c != src and fn(self, c, target, src, player):
                # The interceptor stops src's whole effect on what it guards, even once it is gone
                # (Hideout: an action hitting several of your minions there affects none of them).
                self.state.used.update(_shield(src, m) for m in self.minions()
                                       if c in self._guards(m) and fn(self, c, m, src, player))
                self.destroy_action(c, src)
                return False
        self.emit(Ev("affect", target, player, src=src))
        return True

    # --- moving cards ------------------------------------------------------------------------
    def _take(self, iid: int) -> None:
        """Remove a card from wherever it is (no event)."""
        s = self.state
        for b in s.bases:
            if iid in b.minions:
                b.minions.remove(iid)
                self.table_changed()
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
        if player == self.state.owner[card]:
            self.state.controller.pop(card, None)
        else:
            self.state.controller[card] = player

    def _leave_play(self, iid: int) -> None:
        """A card leaves play: its attachments are discarded, its counters and modifiers go."""
        s = self.state
        self._keep_grant(iid)
        if iid in s.attached and self.host_blanked(iid):
            s.used.add(_left_blank(iid))
        else:
            s.used.discard(_left_blank(iid))
        attached = s.attached.pop(iid, [])
        base = None
        if attached:
            self.table_changed()
            base = self.base_card_of(iid)
        for a in attached:
            self._end_copy(a)
            s.controller.pop(a, None)
            s.players[s.owner[a]].discard.append(a)
            self.emit(Ev("discard", a, s.owner[a], base))
        self._end_copy(iid)
        s.controller.pop(iid, None)
        s.eot_control.pop(iid, None)
        s.counters.pop(iid, None)
        s.eot_power.pop(iid, None)
        if LASTING in s.marks:
            for p in range(len(s.players)):
                s.marks.pop(lasting_key(iid, p), None)
                s.marks.pop(lasting_key(iid, p, until_end=True), None)
        self._take(iid)

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
        stale = _left_as(self.state.used, iid)
        if stale is not None:
            self.state.used.discard(stale)
    def _keep_grant(self, iid: int) -> None:
        """A card in play that gives its controller an extra play each turn leaves that play with
        them for the rest of the phase when it leaves play unused (Big Geek Box, Clarifications:
        Archmage destroyed the turn it was played)."""
        s = self.state
        if s.phase != "play_cards" or f"grant:{iid}" in s.used or self.base_of(iid) is None:
            return
        fn = self.live_hook(iid, "grants")
        if fn is not None and self.ctrl(iid) == s.active:
            s.extras.extend(fn(self, iid, s.active))
            s.used.add(f"grant:{iid}")

    def to_discard(self, iid: int) -> None:
        self._leave_play(iid)
        self.state.players[self.owner(iid)].discard.append(iid)

    def discard_from_hand(self, player: int, iid: int, src: int | None = None, at_random: bool = False) -> None:
        self.state.players[player].hand.remove(iid)
        self.state.players[self.owner(iid)].discard.append(iid)
        self.emit(Ev("discard", iid, player, src=src, at_random=at_random))

    def discard_random(self, player: int, n: int, src: int | None = None) -> None:
        hand = self.state.players[player].hand
        for _ in range(min(n, len(hand))):
            self.state.rng, k = rng.below(self.state.rng, len(hand))
            self.discard_from_hand(player, hand[k], src, at_random=True)

    def shuffle(self, cards: list[int]) -> None:
        self.state.rng = rng.shuffle(self.state.rng, cards)

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
        pl = self.state.players[player]
        got = []
        for _ in range(n):
            if not self.refill_deck(player):
                break
            c = pl.deck.pop(0)
            pl.hand.append(c)
            got.append(c)
            self.emit(Ev("draw", c, player, seen=(player,)))
        return got

    def reveal(self, player: int, cards: list[int], src: int | None = None, whom: int | None = None) -> None:
        """``player`` shows cards to every player (a private look is ``look``); ``whom``: whose deck
        they come from, when it is another player's."""
        for c in cards:
            self.emit(Ev("reveal", c, player, src=src, whom=whom))


    def top_of_deck(self, player: int) -> int | None:
        """The top card of a deck, reshuffling the discard pile into it first if needed."""
        return self.state.players[player].deck[0] if self.refill_deck(player) else None

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
        one that ``src`` may not affect stays. Cards from play or a discard pile are logged one by
        one, unless ``one_by_one`` is False (a whole discard pile, told in one line by the caller).
        Returns the cards shuffled in."""
        owners, done = set(), []
        for iid in list(cards):
            bi = self.base_of(iid)
            if bi is not None and not self.affect(iid, src):
                continue
            done.append(iid)
            public = one_by_one and bi is None and iid in self.state.players[self.owner(iid)].discard  # not a hand
            self._leave_play(iid)
            self.state.players[self.owner(iid)].deck.append(iid)
            owners.add(self.owner(iid))
            if bi is not None or public:
                self.emit(Ev("into_deck", iid, self.owner(iid), None if bi is None else self.base_card(bi), src=src))
        for p in sorted(owners):
            self.shuffle(self.state.players[p].deck)
        return done

    # --- effects on minions ------------------------------------------------------------------
    def destroy(self, minion: int, src: int | None = None) -> Gen:
        """Destroy a minion in play; True if it left play destroyed."""
        s = self.state
        bi = self.base_of(minion)
        if bi is None or minion not in s.bases[bi].minions:
            return False
        if not self.affect(minion, src) or self.kept_from_destruction(minion, src):
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

    def kept_from_destruction(self, minion: int, src: int | None = None) -> bool:
        """Whether an ongoing ability keeps ``minion`` in play against a destroy by ``src``: a pure
        check, for a cost that must be paid in full or not at all (Absorbing Man); protection from
        ``src`` altogether is ``protected``, and a replacement effect is only known when it acts."""
        hooks = self.beh(minion).hooks
        if "indestructible" in hooks and hooks["indestructible"](self, minion):
            return True
        for c in self._guards(minion):
            fn = self.live_hook(c, "undestroyable")  # an ongoing card keeping it in play (Shell Game)
            if fn is not None and fn(self, c, minion):
                return True
            fn = self.live_hook(c, "undestroyable_by")  # only some cards may not (Ball and Chain)
            if fn is not None and fn(self, c, minion, src):
                return True
        return False

    def destroy_action(self, action: int, src: int | None = None) -> bool:
        bi = self.base_of(action)
        if bi is None:
            return False
        controller, base = self.ctrl(action), self.state.bases[bi].card
        self.to_discard(action)
        self.emit(Ev("destroy", action, controller, base, src=src))
        return True

    def return_to_hand(self, minion: int, src: int | None = None) -> bool:
        """Return a card in play (a minion, or an action) to its owner's hand; a titan goes back
        beside its owner's deck, never into a hand (Big Geek Box, "Titans")."""
        bi = self.base_of(minion)
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
        bi = self.base_of(minion)
        if bi is not None and not self.affect(minion, src):
            return False
        base = self.base_card_of(minion)
        self._leave_play(minion)
        self.state.players[self.owner(minion)].deck.append(minion)
        self.emit(Ev("deck_bottom", minion, self.owner(minion), base, src=src))
        return True

    def mover(self, src: int | None, player: int | None = None) -> int | None:
        """Who moves a card: ``player`` when the effect names one (a base's ability acts for a
        player: Mushroom Kingdom, Tortuga, The Grey Opal), else whoever controls ``src``; None
        for a move by no player's card."""
        if player is not None:
            return player
        if src is None or self.owner(src) < 0:
            return None
        return self.ctrl(src)

    def move_minion(self, minion: int, to: int, src: int | None = None, player: int | None = None) -> bool:
        """Move a minion in play to base index ``to`` (``player``: the mover, when ``src`` is a base
        acting for a player)."""
        bi = self.base_of(minion)
        if bi is None or bi == to or not self.affect(minion, src):
            return False
        bases = self.state.bases
        bases[bi].minions.remove(minion)
        bases[to].minions.append(minion)
        self.table_changed()
        self.emit(Ev("move", minion, self.ctrl(minion), bases[bi].card, to=bases[to].card, src=src,
                     by=self.mover(src, player)))
        return True

    def move_action(self, action: int, to: int, src: int | None = None) -> bool:
        """Move a modifier ("Déplacer", Marvel book): an action attached to a base onto base index
        ``to``, or one attached to a minion onto minion ``to`` (which it affects, as being attached
        to). It is not played again: its controller and anything on it stay; its on-play effect
        does not run. False if it could not go there."""
        s = self.state
        frm = self.base_of(action)
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
            if to == host or self.base_of(to) is None or not self.affect(to, src):
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
        if self.base_of(minion) is None or not self.affect(minion, src):
            return False
        s = self.state
        s.eot_power[minion] = s.eot_power.get(minion, 0) + amount
        self.emit(Ev("power", minion, self.ctrl(minion), self.base_card_of(minion), amount=amount, src=src))
        return True

    def add_power_until_next_turn(self, minion: int, amount: int, player: int, src: int | None = None) -> bool:
        """+/- power until ``player``'s next turn starts (Reroute the Power); it lasts even if
        ``src`` leaves play, and goes with the minion if it leaves play."""
        if self.base_of(minion) is None or not self.affect(minion, src):
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

    def next_base(self, base_card: int, new: int) -> None:
        """The base that replaces ``base_card`` once it has scored is ``new`` (from the base discard
        pile), not the top of the base deck (Time is Fleeting)."""
        self.state.marks[f"next_base:{base_card}"] = new

    def gain_vp(self, player: int, amount: int, src: int | None = None) -> None:
        self.state.players[player].vp += amount
        self.emit(Ev("vp", src, player, amount=amount, src=src))

    # --- playing cards -----------------------------------------------------------------------
    def grant(self, player: int, kind: str, src: int = -1, **constraint: Any) -> None:
        """An extra play kept until the Play Cards phase ends."""
        self.state.extras.append(Extra(kind, src, **constraint))

    def _fit(self, player: int, e: Extra, card: int, typ: str, bi: int | None, zone: str,
             target: int | None) -> int:
        """How specifically permission ``e`` covers this play (players keep the broad ones), or -1."""
        if e.kind != typ or (e.card is not None and e.card != card):
            return -1
        if e.zone != zone and not (e.zone == "hand" and self.plays_as_hand(player, card, zone, bi, target)):
            return -1
        if e.power_le is not None and self.printed_power(card) > e.power_le:
            return -1
        if e.base is not None and (bi is None or self.state.bases[bi].card != e.base):
            return -1
        base_ok = self.extra_base_ok(e.source)
        if base_ok is not None and (bi is None or not base_ok(self, e.source, player, bi)):
            return -1
        target_ok = self.extra_target_ok(e.source)
        if target_ok is not None and (target is None or not target_ok(self, e.source, player, target)):
            return -1
        on_base = e.base is not None or base_ok is not None or target_ok is not None
        return (e.card is not None) * 8 + on_base * 4 + (e.power_le is not None) * 2 + (e.source != -1)

    def covering(self, player: int, card: int, bi: int | None, zone: str,
                 allow: list[Extra] | None = None, target: int | None = None) -> list[Extra]:
        """The permissions that could cover this play, most specific first (each value once);
        ``target``: the minion an action goes onto."""
        typ = self.ctype(card)
        scored: list[tuple[int, Extra]] = []
        for e in self.allowances(player) if allow is None else allow:
            sc = self._fit(player, e, card, typ, bi, zone, target)
            if sc >= 0 and all(e != x for _, x in scored):
                scored.append((sc, e))
        scored.sort(key=lambda t: -t[0])
        return [e for _, e in scored]

    def matching_allowance(self, player: int, card: int, bi: int | None, zone: str,
                           allow: list[Extra] | None = None, target: int | None = None) -> Extra | None:
        """A permission that covers this play while every earlier play whose permission is still
        open keeps one (a sequence of plays is legal if some assignment of the permissions covers
        it); the most specific such. ``allow``: ``allowances(player)`` when the caller has it (the
        search calls this a lot); ``target``: the minion an action goes onto."""
        pool = self.allowances(player) if allow is None else allow
        open_plays = self.state.open_plays
        if not open_plays:  # the common case, kept to one pass
            best, score, typ = None, -1, self.ctype(card)
            for e in pool:
                sc = self._fit(player, e, card, typ, bi, zone, target)
                if sc > score:
                    best, score = e, sc
            return best
        fits = self.covering(player, card, bi, zone, pool, target)
        spare = _spare(tuple(open_plays), tuple(self._open_pool(pool)))
        return next((e for e in fits if e in spare), None)

    def _open_pool(self, pool: list[Extra]) -> list[Extra]:
        """``pool`` and the permissions gone since an open play could use them (Archmage left
        play): such a one is the one that play used, the best for its player. A permission a play
        took is in no open play's list any more (``_settle``), so it never comes back this way."""
        open_plays = self.state.open_plays
        return list(pool) + [e for e in dict.fromkeys(e for fit in open_plays for e in fit) if e not in pool]

    def spend(self, player: int, card: int, bi: int | None, zone: str, target: int | None = None) -> None:
        """Use a permission for this play. When several could serve, which one is left open, so
        that no later play is lost to the order the player chose (rules: extra plays)."""
        full = self._open_pool(self.allowances(player))
        self.state.open_plays.append(tuple(self.covering(player, card, bi, zone, target=target)))
        self._settle(full)

    def _settle(self, full: list[Extra]) -> None:
        """Each play whose permission is now decided (every other one it could use is needed by
        another play) takes it; the open ones forget the permissions they can no longer use. So a
        later play that only the normal play covers makes an open play take the extra it shared
        with it (Terraforming: two minions, not three)."""
        plays = self.state.open_plays
        full = list(full)
        k = 0
        while k < len(plays):
            rest = tuple(plays[:k] + plays[k + 1:])
            usable = [e for e in plays[k] if e in full and _assigned(rest, _without(full, e)) == len(rest)]
            if len(usable) == 1:
                del plays[k]
                full.remove(usable[0])
                self.consume(usable[0])
                k = 0  # one play settled may settle another
                continue
            if usable:
                plays[k] = tuple(usable)
            k += 1

    def free_allowances(self, player: int) -> list[Extra]:
        """The permissions no open play holds: each open play keeps the most specific one it may
        use (the plays-left box counts the first of two overlapping plays at once)."""
        pool = self.allowances(player)
        full = self._open_pool(pool)
        plays = list(self.state.open_plays)
        while plays:
            fit = plays.pop(0)
            held = next((e for e in fit if e in full and _assigned(tuple(plays), _without(full, e)) == len(plays)), None)
            if held is not None:
                full.remove(held)
                if held in pool:
                    pool.remove(held)
        return pool

    def consume(self, e: Extra) -> None:
        s = self.state
        if e.source == -1 and e not in s.extras:
            if e.kind == "minion":
                s.minion_plays -= 1
            else:
                s.action_plays -= 1
        elif e in s.extras:
            s.extras.remove(e)
        else:
            s.used.add(f"grant:{e.source}")

    def extra_base_ok(self, source: int) -> Callable[..., bool] | None:
        """The check an extra play's source card puts on the bases it may go to (Outbreak)."""
        return None if source == -1 else behaviour(self.state.cards[source]).hooks.get("extra_base_ok")

    def extra_target_ok(self, source: int) -> Callable[..., bool] | None:
        """The check an extra play's source card puts on the minion the action goes onto (Baboom)."""
        return None if source == -1 else behaviour(self.state.cards[source]).hooks.get("extra_target_ok")

    def plays_as_hand(self, player: int, card: int, zone: str, bi: int | None, target: int | None = None) -> bool:
        """Whether an ongoing card lets ``player`` play ``card`` from ``zone`` onto base ``bi`` (They're
        Coming to Get You), or an action onto minion ``target`` (Cyberback), as if it were in hand."""
        if target is not None:
            return any(fn(self, c, player, card, zone, target) for c, fn in self.holders("attach_as_hand"))
        if bi is None:
            return False
        return any(self.ability_applies(c, player) and fn(self, c, player, card, zone, bi)
                   for c, fn in self.holders("play_as_hand"))

    def can_play_at(self, player: int, card: int, bi: int) -> bool:
        return all(not self.ability_applies(c, player) or fn(self, c, player, card, bi)
                   for c, fn in self.holders("can_play"))

    def attach_targets(self, player: int, card: int) -> list[int]:
        """Bases (indices) or minions (ids) this attach action may go onto."""
        hooks = behaviour(self.state.cards[card]).hooks
        to, ok = hooks.get("attach"), hooks.get("attach_ok")
        if to == "base":
            return [i for i in self.base_indices() if ok is None or ok(self, card, player, i)]
        if to == "minion":
            return [m for m in self.minions() if (ok is None or ok(self, card, player, m))
                    and not self.protected(m, card, player)]
        return []

    def play(self, player: int, card: int, base: int | None = None, target: int | None = None,
             effect: Callable[..., Any] | None = None) -> Gen:
        """Play a card: it arrives, its own effect resolves, then what the play triggered; a
        standard action is then discarded. Whoever calls this has already spent the permission.
        ``effect(g, card)``: the effect to resolve instead of the card's on-play one (a Special's
        text). Returns False if the action was cancelled as it was played (no effect), else True."""
        s = self.state
        self._take(card)
        self._forget_leaving(card)  # a card entering play anew has only its own abilities
        s.played.append(card)
        s.played_by.append(player)
        self._frames.append([])
        resolved = True
        try:
            hooks = behaviour(s.cards[card]).hooks
            effect = effect or hooks.get("on_play")
            if self.ctype(card) == "minion":
                s.bases[base].minions.append(card)
                self.table_changed()
                self._set_controller(card, player)
                self.emit(Ev("play", card, player, s.bases[base].card))
                if effect is not None:
                    yield from run(effect(self, card))
            else:
                resolved = yield from self._play_action(player, card, base, target, hooks, effect)
            yield from self._resolve_frame()
        finally:
            self._frames.pop()
        self._effect_over(card)
        if card in s.limbo:
            s.limbo.remove(card)
            s.controller.pop(card, None)  # out of play, a card is its owner's again
            if behaviour(s.cards[card]).hooks.get("resolves_to") == "deck_bottom":  # Time Walk
                s.players[s.owner[card]].deck.append(card)
                self.emit(Ev("deck_bottom", card, s.owner[card]))
            else:
                s.players[s.owner[card]].discard.append(card)
        return resolved

    def _play_action(self, player: int, card: int, base: int | None, target: int | None, hooks: dict,
                     effect: Callable[..., Any] | None) -> Gen:
        """Put the action where it goes, let the opponents cancel it (CANCEL_WINDOW), then resolve
        its effect; False if it was cancelled."""
        s = self.state
        self._set_controller(card, player)
        attach = hooks.get("attach")
        if attach == "minion":
            base = self.base_of(target)
        where = None if base is None else s.bases[base].card
        if attach == "base":
            s.bases[base].actions.append(card)
            self.table_changed()
            self._ongoing_power_affects(card, base, player)
        elif attach == "minion":
            if not self.affect(target, card, player):
                s.limbo.append(card)  # it can't go on: played for nothing, then discarded
                self.emit(Ev("play", card, player, where, to=target))
                return True
            s.attached.setdefault(target, []).append(card)
            self.table_changed()
        else:
            s.limbo.append(card)
        ev = Ev("play", card, player, where, to=target)
        self.emit(ev)
        yield from self.respond(CANCEL_WINDOW, ev)
        if not self.being_played(card):
            return False  # cancelled: discarded, and its effect never happens
        if effect is not None:
            yield from run(effect(self, card))
        return True

    def _ongoing_power_affects(self, card: int, bi: int, player: int) -> None:
        """A base modifier arriving with an ongoing power change affects the minions there whose
        power it changes (a change of power affects): an interceptor (Hideout) cancels it for them
        until the turn ends (Big Geek Box, Clarifications: Hideout)."""
        fn = behaviour(self.state.cards[card]).hooks.get("power")
        if fn is None:
            return
        # A protection keeps it off for as long as the protection lasts (power() asks it).
        changed = [m for m in self.state.bases[bi].minions if fn(self, card, m) and not self.protected(m, card, player)]
        for m in changed:
            if not self.affect(m, card, player):
                self.state.used.update((CANCELLED, cancelled_key(card, m)))

    def play_extra(self, player: int, candidates: Iterable[int], prompt: str, src: int | None = None,
                   bases: Iterable[int] | None = None, optional: bool = True) -> Gen:
        """Play one of ``candidates`` right now as an extra card: ``choose`` the card (or pass: an
        extra play is optional, so even a card offered alone is asked), then where it goes when
        more than one place is legal (minions onto one of ``bases``). A card with nowhere to go is
        not offered. Returns the card played, or None."""
        if optional and len(self._frames) >= MAX_NESTED_EFFECTS:
            return None
        bases = None if bases is None else list(bases)
        places = {c: self._extra_places(player, c, bases) for c in candidates}
        card = yield from self.choose(player, [c for c, (_, at) in places.items() if at], prompt, src,
                                      optional=optional)
        if card is None:
            return None
        kind, at = places[card]
        if kind is None:
            yield from self.play(player, card)
            return card
        where = N_("Choose a base to play it on") if self.ctype(card) == "minion" else N_("Choose where to attach it")
        t = yield from self.choose(player, at, where, card, kind=kind)
        yield from self.play(player, card, t if kind == "base" else None, t if kind == "card" else None)
        return card

    def _extra_places(self, player: int, card: int, bases: list[int] | None) -> tuple[str | None, list]:
        """Where an extra card could go now: ("base", base indices), ("card", minions) for an
        action attached to a minion, or (None, [None]) for a standard action."""
        if self.ctype(card) == "minion":
            return "base", [b for b in (self.base_indices() if bases is None else bases)
                            if self.can_play_at(player, card, b)]
        to = behaviour(self.state.cards[card]).hooks.get("attach")
        if to is None:
            return None, [None]
        return ("base" if to == "base" else "card"), self.attach_targets(player, card)

    def extra_candidates(self, player: int, kind: str, pool: Iterable[int], power_le: int | None = None) -> list[int]:
        """The cards of ``pool`` that ``player`` could play now as an extra ``kind`` (revealed cards...)."""
        if kind == "action" and self.actions_forbidden(player):
            return []
        return [c for c in pool if self.ctype(c) == kind
                and (power_le is None or self.printed_power(c) <= power_le)
                and not behaviour(self.state.cards[c]).hooks.get("special_only")]

    def extra_play(self, player: int, kind: str, src: int = -1, now: bool = False, **constraint: Any) -> Gen:
        """Give ``player`` one extra ``kind`` ("minion"/"action") play.

        In the player's own Play Cards phase it is a permission kept until the phase ends, unless
        it names a specific card or ``now`` (a Special, or an effect that depends on the play);
        otherwise it is played at once or lost. Returns the card played at once, if any."""
        s = self.state
        if not now and constraint.get("card") is None and player == s.active and s.phase == "play_cards":
            self.grant(player, kind, src, **constraint)
            return None
        zone = constraint.get("zone", "hand")
        if constraint.get("card") is not None:
            pool = [constraint["card"]]
        elif zone == "discard":
            pool = list(s.players[player].discard)
        else:
            pool = list(s.players[player].hand)
        cands = self.extra_candidates(player, kind, pool, constraint.get("power_le"))
        base_card = constraint.get("base")
        bases = None if base_card is None else [b for b in [self.base_index(base_card)] if b is not None]
        base_ok = self.extra_base_ok(src)
        if base_ok is not None:
            bases = [b for b in (self.base_indices() if bases is None else bases) if base_ok(self, src, player, b)]
        if kind == "minion" and bases == []:
            cands = []  # nowhere to go: nothing to ask
        prompt = N_("Play an extra minion, or pass") if kind == "minion" else N_("Play an extra action, or pass")
        return (yield from self.play_extra(player, cands, prompt, None if src == -1 else src, bases=bases))
