"""Playing cards and the Extras that let them be played: the turn's own plays and the extra ones cards
give (``Extra``), which play may use which Extra, and playing a card."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rules.behaviour import (
    CANCEL_WINDOW,
    Gen,
    behaviour,
)
from rules.decision import Ev
from rules.engine.events import run
from rules.engine.keys import (
    CANCELLED,
    cancelled_key,
    extras_given_key,
)
from rules.engine.uses import EngineUses
from rules.i18n import N_
from rules.matching import max_matching
from rules.state import Extra


@lru_cache(maxsize=4096)
def _assigned(plays: tuple[tuple[Extra, ...], ...], pool: tuple[Extra, ...]) -> int:
    """How many of ``plays`` (each: the Extras it may use) get a distinct Extra of
    ``pool`` at best. A pure function of frozen values: listing the plays asks it base after base."""
    return max_matching(len(plays), len(pool), lambda k, i: pool[i] in plays[k])


def _without(pool: list[Extra], e: Extra) -> tuple[Extra, ...]:
    """``pool`` less one copy of ``e``."""
    rest = list(pool)
    rest.remove(e)
    return tuple(rest)


@lru_cache(maxsize=4096)
def _spare(plays: tuple[tuple[Extra, ...], ...], pool: tuple[Extra, ...]) -> frozenset[Extra]:
    """The Extras of ``pool`` a new play may take without leaving one of ``plays`` (the open
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


if TYPE_CHECKING:  # what this part uses of the others (rules/engine/uses.py)
    _Uses = EngineUses
else:
    _Uses = object


class Plays(_Uses):
    __slots__ = ()  # a part of Engine, which holds the slots

    # --- playing cards -----------------------------------------------------------------------
    def keep_extra(self, player: int, kind: str, src: int = -1, **constraint: Any) -> None:
        """An extra play kept until the Play Cards phase ends."""
        self.state.extras.append(Extra(kind, src, **constraint))

    def _fit(self, player: int, e: Extra, card: int, typ: str, bi: int | None, zone: str,
             target: int | None) -> int:
        """How specifically Extra ``e`` covers this play (players keep the broad ones), or -1."""
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
                 extras: list[Extra] | None = None, target: int | None = None) -> list[Extra]:
        """The Extras that could cover this play, most specific first (each value once);
        ``target``: the minion an action goes onto."""
        typ = self.ctype(card)
        scored: list[tuple[int, Extra]] = []
        for e in self.extras_of(player) if extras is None else extras:
            sc = self._fit(player, e, card, typ, bi, zone, target)
            if sc >= 0 and all(e != x for _, x in scored):
                scored.append((sc, e))
        scored.sort(key=lambda t: -t[0])
        return [e for _, e in scored]

    def matching_extra(self, player: int, card: int, bi: int | None, zone: str,
                      extras: list[Extra] | None = None, target: int | None = None) -> Extra | None:
        """An Extra that covers this play while every earlier play whose Extra is still
        open keeps one (a sequence of plays is legal if some assignment of the Extras covers
        it); the most specific such. ``extras``: ``extras_of(player)`` when the caller has it (the
        search calls this a lot); ``target``: the minion an action goes onto."""
        pool = self.extras_of(player) if extras is None else extras
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
        """``pool`` and the Extras gone since an open play could use them (Archmage left
        play): such a one is the one that play used, the best for its player. An Extra a play
        took is in no open play's list any more (``_settle``), so it never comes back this way."""
        open_plays = self.state.open_plays
        if not open_plays:
            return list(pool)
        return list(pool) + [e for e in dict.fromkeys(e for fit in open_plays for e in fit) if e not in pool]

    def spend(self, player: int, card: int, bi: int | None, zone: str, target: int | None = None) -> None:
        """Use an Extra for this play. When several could serve, which one is left open, so
        that no later play is lost to the order the player chose (rules: extra plays)."""
        pool = self.extras_of(player)
        full = self._open_pool(pool)
        self.state.open_plays.append(tuple(self.covering(player, card, bi, zone, pool, target)))
        self._settle(full)

    def _settle(self, full: list[Extra]) -> None:
        """Each play whose Extra is now decided (every other one it could use is needed by
        another play) takes it; the open ones forget the Extras they can no longer use. So a
        later play that only the normal play covers makes an open play take the extra it shared
        with it (Terraforming: two minions, not three)."""
        plays = self.state.open_plays
        full = list(full)
        k = 0
        while k < len(plays):
            rest = tuple(plays[:k] + plays[k + 1:])
            # With no other open play, any Extra still in the pool will do (no matching to find).
            usable = [e for e in plays[k] if e in full and (not rest or _assigned(rest, _without(full, e)) == len(rest))]
            if len(usable) == 1:
                del plays[k]
                full.remove(usable[0])
                self.consume(usable[0])
                k = 0  # one play settled may settle another
                continue
            if usable:
                plays[k] = tuple(usable)
            k += 1

    def free_extras(self, player: int) -> list[Extra]:
        """The Extras no open play holds: each open play keeps the most specific one it may
        use (the plays-left box counts the first of two overlapping plays at once)."""
        pool = self.extras_of(player)
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
            s.used.add(extras_given_key(e.source))

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
            holders = self.holders("attach_as_hand")
            return bool(holders) and any(fn(self, c, player, card, zone, target) for c, fn in holders)
        if bi is None:
            return False
        # Plain loops, here and in can_play_at: the listing asks these card by card and base by base.
        for c, fn in self.holders("play_as_hand"):
            if self.ability_applies(c, player) and fn(self, c, player, card, zone, bi):
                return True
        return False

    def can_play_at(self, player: int, card: int, bi: int) -> bool:
        for c, fn in self.holders("can_play"):
            if self.ability_applies(c, player) and not fn(self, c, player, card, bi):
                return False
        return True

    def attach_targets(self, player: int, card: int) -> list[int]:
        """Bases (indices) or minions (ids) this attach action may go onto."""
        hooks = behaviour(self.state.cards[card]).hooks
        to, ok = hooks.get("attach"), hooks.get("attach_ok")
        if to == "base":
            return [i for i in self.base_slots() if ok is None or ok(self, card, player, i)]
        if to == "minion":
            return [m for m in self.minions() if (ok is None or ok(self, card, player, m))
                    and not self.protected(m, card, player)]
        return []

    def play(self, player: int, card: int, bi: int | None = None, target: int | None = None,
             effect: Callable[..., Any] | None = None) -> Gen:
        """Play a card: it arrives, its own effect resolves, then what the play triggered; a
        standard action is then discarded. Whoever calls this has already spent the Extra.
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
                assert bi is not None, "a minion is played onto a base"
                s.bases[bi].minions.append(card)
                self.minion_entered(card, bi)
                self._set_controller(card, player)
                self.emit(Ev("play", card, player, s.bases[bi].card))
                if effect is not None:
                    yield from run(effect(self, card))
            else:
                resolved = yield from self._play_action(player, card, bi, target, hooks, effect)
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

    def _play_action(self, player: int, card: int, bi: int | None, target: int | None, hooks: dict,
                     effect: Callable[..., Any] | None) -> Gen:
        """Put the action where it goes, let the opponents cancel it (CANCEL_WINDOW), then resolve
        its effect; False if it was cancelled."""
        s = self.state
        self._set_controller(card, player)
        attach = hooks.get("attach")
        if attach == "minion":
            assert target is not None, "an action that attaches to a minion is played onto one"
            bi = self.slot_of(target)
        where = None if bi is None else s.bases[bi].card
        if attach == "base":
            assert bi is not None, "an action that attaches to a base is played onto one"
            s.bases[bi].actions.append(card)
            self.table_changed()
            self._ongoing_power_affects(card, bi, player)
        elif attach == "minion":
            assert target is not None
            if self.kept_off(target, card, player):
                s.limbo.append(card)  # it can't go on: played for nothing, then discarded
                self.emit(Ev("play", card, player, where, to=target))
                self.affect(target, card, player)  # told after the play: what kept it off, and why
                return True
            self.affect(target, card, player)
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
            return "base", [b for b in (self.base_slots() if bases is None else bases)
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

        In the player's own Play Cards phase it is an Extra kept until the phase ends, unless
        it names a specific card or ``now`` (a Special, or an effect that depends on the play);
        otherwise it is played at once or lost. Returns the card played at once, if any."""
        s = self.state
        if not now and constraint.get("card") is None and player == s.active and s.phase == "play_cards":
            self.keep_extra(player, kind, src, **constraint)
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
        bases = None if base_card is None else [b for b in [self.slot_of_base(base_card)] if b is not None]
        base_ok = self.extra_base_ok(src)
        if base_ok is not None:
            bases = [b for b in (self.base_slots() if bases is None else bases) if base_ok(self, src, player, b)]
        if kind == "minion" and bases == []:
            cands = []  # nowhere to go: nothing to ask
        prompt = N_("Play an extra minion, or pass") if kind == "minion" else N_("Play an extra action, or pass")
        return (yield from self.play_extra(player, cands, prompt, None if src == -1 else src, bases=bases))
