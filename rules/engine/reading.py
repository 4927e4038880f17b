"""Reading the game: card facts, where cards are, power and totals, breakpoints, selectors, who may
not be affected, and the hook index (the derived indexes of who holds which hook). Nothing here changes
the state."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import count
from typing import TYPE_CHECKING, Any

from rules.behaviour import (
    INDEXED_HOOKS,
    REGISTRY,
    Behaviour,
    behaviour,
)
from rules.catalogue import CardDef, catalogue
from rules.engine.keys import (
    CANCELLED,
    LASTING,
    LEFT_CONTROLLED,
    PLAY_PHASE_FROM,
    cancelled_key,
    extras_given_key,
    lasting_key,
    left_controlled_key,
    no_actions_key,
    scored_with_key,
    shield_key,
)
from rules.engine.uses import EngineUses, Hooks
from rules.event_kinds import Zone
from rules.state import Extra

_NONE: list[tuple[int, Any]] = []


_BLANK = Behaviour()  # what a card whose abilities are cancelled has


REACT = "react:"  # index key prefix of reactions by event kind (hook names have no colon)


SPECIALS = "specials:"  # index key prefix (+ window) of the cards in play that have Specials used in play


MINION_PLAY, ACTION_PLAY = Extra("minion", -1), Extra("action", -1)  # the turn's own plays (frozen values)


# Stamps of tables: each change of a game's table takes a new one, never given before in this
# process, so two games holding the same stamp hold the same table (a copy, until it changes).
STAMPS = count(1)




def scan_hooks(q: Reading) -> tuple[Hooks, dict[int, int]]:
    """The hook index and the base index of every card in play, by a full scan of the table (the
    invariant check compares the two)."""
    s = q.state
    cards, att = s.cards, s.attached
    found: dict[str, list[tuple[int, Any]]] = {}
    unsure = set()
    where: dict[int, int] = {}
    # Cards whose behaviour is not their own: copied abilities, or a modifier cancelling them.
    odd = {*s.abilities, *s.eot_abilities, *(m for m in att if q.host_blanked(m))}
    own = _entries_by_id()
    for bi, base in enumerate(s.bases):
        for c in table_order(base, att):
            where[c] = bi
            entries = _entries(q.beh(c)) if c in odd else own.get(cards[c])
            if entries is None:
                continue
            if c == base.card and base.actions and any("blanks_base" in behaviour(cards[a]).hooks
                                                       for a in base.actions):
                unsure.add(c)  # some action here can switch the base's ability off (may_be_blanked)
            for name, fn in entries:
                got = found.get(name)
                if got is None:
                    found[name] = [(c, fn)]
                else:
                    got.append((c, fn))
    return (found, frozenset(unsure)), where


def table_order(base: Any, att: dict[int, list[int]]) -> list[int]:
    """The cards at one base in table order (see Queries.in_play)."""
    out = [base.card, *base.actions]
    if att and not att.keys().isdisjoint(base.minions):
        for m in base.minions:
            out.append(m)
            if m in att:
                out.extend(att[m])
    else:  # no modifier on a minion here (most bases): the minions as they stand
        out += base.minions
    out += base.titans
    return out


def _cards() -> dict[str, CardDef]:
    global _CARDS
    _CARDS = catalogue().cards
    return _CARDS


_CARDS: dict[str, CardDef] | None = None  # the catalogue's cards by id, once loaded (read at every card fact)


def _entries(b: Behaviour) -> tuple[tuple[str, Any], ...] | None:
    """(index key, hook) of every indexed hook, reaction and Special used in play of ``b``; None if
    it has none at all."""
    got = _ENTRIES.get(id(b))
    if got is None or got[0] is not b:
        items: list[tuple[str, Any]] = [(n, fn) for n, fn in b.hooks.items() if n in INDEXED_HOOKS]
        # a titan's way into play works only while it is out of play
        items += [(REACT + r.kind, r) for r in b.reactions if not r.beside_deck]
        items += [(SPECIALS + w, b.specials) for w in dict.fromkeys(sp.window for sp in b.specials if sp.zone == "play")]
        got = (b, tuple(items) or None)
        _ENTRIES[id(b)] = got
    return got[1]


# Index entries of each behaviour: card behaviours are complete once the card modules are loaded.
_ENTRIES: dict[int, tuple[Behaviour, tuple[tuple[str, Any], ...] | None]] = {}


_BY_ID: list[Any] = [-1, {}]


def _entries_by_id() -> dict[str, tuple[tuple[str, Any], ...] | None]:
    """``_entries`` of each card's own behaviour, by card id (rebuilt if the registry grows)."""
    if _BY_ID[0] != len(REGISTRY):
        _BY_ID[:] = [len(REGISTRY), {c: _entries(b) for c, b in REGISTRY.items()}]
    return _BY_ID[1]


class _Reading:
    """The context of ``Queries.reading`` (a plain class: it is entered at every option listing)."""

    __slots__ = ("q", "outer")

    def __init__(self, q: Reading) -> None:
        self.q = q
        self.outer = False

    def __enter__(self) -> None:
        self.outer = self.q._memo is not None
        if not self.outer:
            self.q._memo = {}

    def __exit__(self, *_: object) -> None:
        if not self.outer:
            self.q._memo = None


if TYPE_CHECKING:  # what this part uses of the others (rules/engine/uses.py)
    _Uses = EngineUses
else:
    _Uses = object


class Reading(_Uses):
    __slots__ = ()  # a part of Engine, which holds the slots
    _hooks: tuple[int, Hooks, dict[int, int]] | None  # declared here too: mypy infers it from its assignments

    # --- card facts -------------------------------------------------------------------------
    def cid(self, iid: int) -> str:
        return self.state.cards[iid]

    def cdef(self, iid: int) -> CardDef:
        return (_CARDS or _cards())[self.state.cards[iid]]

    def beh(self, iid: int) -> Behaviour:
        """The behaviour card ``iid`` has now: its own, or the abilities it was given of another
        card (Copycat, Cellular Bonding), or none at all while a modifier on it cancels them
        (``blanks_host``: Webbed Up). Cards in hand, deck or discard pile keep their own."""
        s = self.state
        if iid in s.attached and self.host_blanked(iid):
            return _BLANK
        src = s.eot_abilities.get(iid)
        if src is None:
            src = s.abilities.get(iid, iid)
        return behaviour(s.cards[src])

    def host_blanked(self, minion: int) -> bool:
        """A modifier attached to ``minion`` cancels its abilities (Webbed Up): it keeps its printed
        power, the other modifiers on it still work."""
        return any("blanks_host" in behaviour(self.state.cards[a]).hooks for a in self.state.attached.get(minion, ()))

    def name(self, iid: int) -> str:
        return self.cdef(iid).name

    def ctype(self, iid: int) -> str:
        return (_CARDS or _cards())[self.state.cards[iid]].type

    def faction(self, iid: int) -> str:
        return self.cdef(iid).faction

    def owner(self, iid: int) -> int:
        return self.state.owner[iid]

    def ctrl(self, iid: int) -> int:
        s = self.state
        c = s.controller.get(iid)
        if c is not None:
            return c
        return self.last_controller(iid) if LEFT_CONTROLLED in s.used else s.owner[iid]

    def last_controller(self, iid: int) -> int:
        """Who controlled ``iid`` as it last left play this turn (what its effects resolving since
        read as « vous », Marvel book, « Contrôle »), else its owner."""
        s = self.state
        return next((p for p in range(len(s.players)) if left_controlled_key(iid, p) in s.used), s.owner[iid])

    @property
    def n_players(self) -> int:
        return len(self.state.players)

    def others(self, player: int) -> list[int]:
        """The other players, clockwise from ``player``."""
        n = len(self.state.players)
        return [(player + k) % n for k in range(1, n)]

    def clockwise_from_active(self) -> list[int]:
        n = len(self.state.players)
        return [(self.state.active + k) % n for k in range(n)]

    # --- where things are --------------------------------------------------------------------
    def slot_of(self, iid: int) -> int | None:
        """Base index of a card in play: a base, a minion, a titan, an action attached to a base or
        to a minion there (read from the table index, see table_index)."""
        cached = self._hooks  # table_index() inlined, as in holders
        if cached is None or cached[0] != self._table_v:
            cached = self.table_index()
        return cached[2].get(iid)

    def host_of(self, action: int) -> int | None:
        for m, acts in self.state.attached.items():
            if action in acts:
                return m
        return None

    def base_card(self, bi: int) -> int:
        return self.state.bases[bi].card

    def base_card_of(self, iid: int) -> int | None:
        """The base card that card ``iid`` is on (events name bases by their card)."""
        bi = self.slot_of(iid)
        return None if bi is None else self.state.bases[bi].card

    def slot_of_base(self, base_card: int) -> int | None:
        for i, b in enumerate(self.state.bases):
            if b.card == base_card:
                return i
        return None

    def in_play(self) -> Iterator[int]:
        """Every card on the table: bases, their actions, minions and what is attached to them."""
        att = self.state.attached
        for b in self.state.bases:
            yield b.card
            yield from b.actions
            for m in b.minions:
                yield m
                if m in att:
                    yield from att[m]
            yield from b.titans

    def is_in_play(self, iid: int) -> bool:
        return self.slot_of(iid) is not None

    def buried_at(self, bi: int, controller: int | None = None) -> list[int]:
        """Cards buried at a base (not in play), optionally only those ``controller`` buried."""
        return [c for c in self.state.bases[bi].buried if controller is None or self.ctrl(c) == controller]

    def counters_on(self, iid: int) -> int:
        """+1 power counters on a card."""
        return self.state.counters.get(iid, 0)

    def attached_to(self, minion: int) -> list[int]:
        return self.state.attached.get(minion, [])

    def locate(self, iid: int) -> tuple[Zone, int | None]:
        """(zone, detail): hand/deck/discard (player), base (index), attached (minion), buried
        (base index), titan (base index: a titan in play), beside_deck (player: a titan out of
        play), in_play / base_deck / base_discard for bases, resolving, removed."""
        s = self.state
        for i, b in enumerate(s.bases):
            if iid == b.card:
                return Zone.IN_PLAY, i
            if iid in b.minions:
                return Zone.BASE, i
            if iid in b.actions:
                return Zone.ATTACHED_BASE, i
            if iid in b.buried:
                return Zone.BURIED, i
            if iid in b.titans:
                return Zone.TITAN, i
        host = self.host_of(iid)
        if host is not None:
            return Zone.ATTACHED, host
        for p, pl in enumerate(s.players):
            if iid in pl.hand:
                return Zone.HAND, p
            if iid in pl.deck:
                return Zone.DECK, p
            if iid in pl.discard:
                return Zone.DISCARD, p
            if iid in pl.titans:
                return Zone.BESIDE_DECK, p
        if iid in s.base_deck:
            return Zone.BASE_DECK, None
        if iid in s.base_discard:
            return Zone.BASE_DISCARD, None
        if iid in s.limbo:
            return Zone.RESOLVING, None
        return Zone.REMOVED, None

    # --- power -------------------------------------------------------------------------------
    def ranking(self, bi: int) -> list[tuple[int, int, int]]:
        """(player, place, power) for every player who may score at base ``bi``: a minion (even of
        power 0) or at least 1 power. Tied players share a place; the next place is skipped."""
        powers = self.power_by_player(bi)
        minions = self.state.bases[bi].minions
        eligible = [p for p in range(len(powers)) if powers[p] >= 1 or any(self.ctrl(m) == p for m in minions)]
        eligible.sort(key=lambda p: -powers[p])
        out = []
        for p in eligible:
            place = 1 + sum(1 for q in eligible if powers[q] > powers[p])
            if place <= 3:
                out.append((p, place, powers[p]))
        return out

    def printed_power(self, iid: int) -> int:
        return self.cdef(iid).power or 0

    def holders(self, name: str) -> list[tuple[int, Any]]:
        """(card, hook) for every card in play whose ability ``name`` is on, in table order.
        Read from the hook index (see hook_index); a blanked base is left out."""
        memo = self._memo
        if memo is not None and name in memo:
            return memo[name]
        if name not in INDEXED_HOOKS:
            raise KeyError(f"{name} is not an indexed hook (INDEXED_HOOKS)")
        cached = self._hooks  # table_index() inlined: holders is asked about ten times an action
        if cached is None or cached[0] != self._table_v:
            cached = self.table_index()
        found, unsure = cached[1]
        got = found.get(name, _NONE)
        if unsure and got:
            got = [(c, fn) for c, fn in got if c not in unsure or not self.ability_blanked(c)]
        if memo is not None:
            memo[name] = got
        return got

    def hook_index(self) -> Hooks:
        """Every hook and reaction of every card in play by name (reactions under ``REACT`` +
        event kind), and the bases that some action on them may blank (checked when asked)."""
        return self.table_index()[1]

    def table_index(self) -> tuple[int, Hooks, dict[int, int]]:
        """(stamp, hook index, base index of each card in play): derived from the table, kept
        while its stamp is unchanged (see table_changed), rebuilt when it changes; never saved.
        The invariant check compares it with a full scan."""
        cached = self._hooks
        if cached is None or cached[0] != self._table_v:
            cached = (self._table_v, *scan_hooks(self))
            self._hooks = cached
        return cached

    def table_stamp(self) -> int:
        """The table's stamp now (see table_changed)."""
        return self._table_v

    def table_changed(self) -> None:
        """Every change of the table (bases, their minions, actions and titans, attachments,
        copied abilities) is told here: the hook index is rebuilt when next read."""
        self._table_v = next(STAMPS)

    def minion_entered(self, minion: int, bi: int) -> None:
        """``minion`` (no attachment, no copied ability) was just put last among base ``bi``'s
        minions: a table change whose index is the last one plus its hooks, put where table order
        has them (before the titans there and the next bases), when that one is up to date and
        there is no titan at ``bi``; else it is rebuilt when next read (table_changed)."""
        if self.state.bases[bi].titans:
            self.table_changed()
            return
        edit = self._index_to_edit(minion)
        if edit is None:
            return
        found, where = edit
        where[minion] = bi
        for name, fn in _entries_by_id().get(self.state.cards[minion]) or ():
            got = found.get(name, _NONE)
            k = len(got)
            while k and where[got[k - 1][0]] > bi:
                k -= 1
            found[name] = [*got[:k], (minion, fn), *got[k:]]

    def minion_left(self, minion: int) -> None:
        """``minion`` (no attachment, no copied ability) was just taken off the table: the last index
        less its hooks, when that one is up to date; else rebuilt when next read (table_changed)."""
        edit = self._index_to_edit(minion)
        if edit is None:
            return
        found, where = edit
        del where[minion]
        for name, _ in _entries_by_id().get(self.state.cards[minion]) or ():
            rest = [e for e in found[name] if e[0] != minion]
            if rest:
                found[name] = rest
            else:
                del found[name]  # as a scan finds it: no holder, no entry

    def _index_to_edit(self, minion: int) -> tuple[dict[str, list[tuple[int, Any]]], dict[int, int]] | None:
        """A new stamp for a minion entering or leaving the table, and copies of the up-to-date
        index's hooks and base index to change for it (installed under the new stamp; the old
        ones stay as they were: copies of the game share them); None when the index must be
        rebuilt: it is stale, or the minion's hooks are not its own (copied, cancelled)."""
        cached, s, before = self._hooks, self.state, self._table_v
        stamp = self._table_v = next(STAMPS)
        if cached is None or cached[0] != before:
            return None
        if minion in s.attached or minion in s.abilities or minion in s.eot_abilities:
            return None
        (found, unsure), where = cached[1], cached[2]
        found, where = dict(found), dict(where)
        self._hooks = (stamp, (found, unsure), where)
        return found, where

    def reading(self) -> _Reading:
        """A stretch of code that only reads the state: ``holders`` answers are shared."""
        return _Reading(self)

    def auras(self) -> list[tuple[int, Any]]:
        return self.holders("power")

    def power(self, minion: int, auras: list | None = None) -> int:
        s = self.state
        cid = s.cards[minion]
        # A power set by the card's ability (Mimic), its own or one it was given.
        odd = minion in s.attached or minion in s.abilities or minion in s.eot_abilities
        b = self.beh(minion) if odd else REGISTRY.get(cid)  # behaviour() inlined: read for every minion
        own = None if b is None else b.hooks.get("base_power")
        p = ((_CARDS or _cards())[cid].power or 0) if own is None else own(self, minion)
        p += s.counters.get(minion, 0) + s.eot_power.get(minion, 0)
        if LASTING in s.marks:
            p += self.lasting_power(minion)
        guards = None  # looked up only for another card's change: power is read very often
        for src, fn in (self.auras() if auras is None else auras):
            change = fn(self, src, minion)
            if change and src != minion:
                guards = self.holders("protect") if guards is None else guards
                if guards and self.power_protected(minion, src, guards):
                    continue
                if CANCELLED in s.used and cancelled_key(src, minion) in s.used:
                    continue  # an interceptor cancelled it until the turn ends (Hideout)
            p += change
        return p if p > 0 else 0

    def power_protected(self, minion: int, src: int, guards: list[tuple[int, Any]]) -> bool:
        """Whether one of ``guards`` (the ``protect`` holders) keeps ``src``'s ongoing power change
        off ``minion``: a change of power affects a card (Marvel book, « Affectée »; Big Geek Box: a
        +1 power counter affects its minion), so whatever keeps ``src`` from affecting ``minion``
        also keeps its power change off (Cap's Shield, Game Guru, Shielding against Incite Panic)."""
        on = dict(guards)
        player = self.ctrl(src)
        return any(c in on and on[c](self, c, minion, src, player) for c in self._guards(minion))

    def lasting_power(self, minion: int) -> int:
        """Power changes that last until some player's next turn starts (Reroute the Power) or
        ends (Howl played during another player's turn)."""
        marks = self.state.marks
        return sum(marks.get(lasting_key(minion, p, end), 0)
                   for p in range(len(self.state.players)) for end in (False, True))

    def power_by_player(self, bi: int) -> list[int]:
        totals = [0] * len(self.state.players)
        auras = self.auras()
        b = self.state.bases[bi]
        for m in b.minions:
            totals[self.ctrl(m)] += self.power(m, auras)
        for t in b.titans:
            totals[self.ctrl(t)] += self.titan_power(t)
        return totals

    def titan_power(self, titan: int) -> int:
        """What a titan in play adds to its controller's total at its base: its +1 power counters
        and its own ongoing effect (``titan_power`` hook); a titan has no power of its own."""
        fn = self.beh(titan).hooks.get("titan_power")
        return self.state.counters.get(titan, 0) + (fn(self, titan) if fn is not None else 0)

    def titans(self, at: int | None = None, controller: int | None = None) -> list[int]:
        """Titans in play (at one base index, or everywhere), optionally only ``controller``'s."""
        bases = self.state.bases if at is None else [self.state.bases[at]]
        return [t for b in bases for t in b.titans if controller is None or self.ctrl(t) == controller]

    def total_power(self, bi: int) -> int:
        """Every player's power at base ``bi`` together (power_by_player's sum, without asking
        who controls each card: it is asked for every base after every turn)."""
        auras = self.auras()
        b = self.state.bases[bi]
        total = sum(self.power(m, auras) for m in b.minions)
        return total + sum(self.titan_power(t) for t in b.titans) if b.titans else total

    def breakpoint(self, bi: int) -> int:
        card = self.state.bases[bi].card
        bp = (self.cdef(card).breakpoint or 0) + self.state.eot_breakpoint.get(card, 0)
        for c, fn in self.holders("breakpoint"):
            bp += fn(self, c, bi)
        return bp if bp > 0 else 0

    def specials_forbidden(self, player: int, bi: int) -> bool:
        """Whether ``player`` may use no Special during base ``bi``'s scoring (Incite Panic): not
        from the hand, the discard pile or play, nor one in play that triggers (A Portent of Doom)."""
        return any(fn(self, c, player, bi) for c, fn in self.holders("forbids_specials"))

    def can_score(self, bi: int) -> bool:
        """Whether base ``bi`` may score at all (Stasis Field says it can't)."""
        return not any(fn(self, c, bi) for c, fn in self.holders("stops_scoring"))

    def highest_printed_power(self) -> int:
        """The highest printed power among minion cards in play (Mimic)."""
        return max((self.printed_power(m) for b in self.state.bases for m in b.minions), default=0)

    def live_hook(self, iid: int, name: str) -> Any:
        """Card ``iid``'s hook ``name``, unless its ability is switched off right now."""
        fn = self.beh(iid).hooks.get(name)
        return None if fn is None or self.ability_blanked(iid) else fn

    def ability_blanked(self, iid: int) -> bool:
        """A base whose ability is switched off (Jammed Signal); other cards are never blanked here."""
        if not self.state.cards[iid].startswith("base/"):  # card ids say their type for bases
            return False
        bi = self.slot_of_base(iid)
        return bi is not None and any(self._blanks(a) for a in self.state.bases[bi].actions)

    def may_be_blanked(self, base_card: int) -> bool:
        """Some action on this base can switch its ability off (now or while it lasts)."""
        bi = self.slot_of_base(base_card)
        return bi is not None and any("blanks_base" in behaviour(self.state.cards[a]).hooks
                                      for a in self.state.bases[bi].actions)

    def base_ability_applies(self, base_card: int, player: int) -> bool:
        """Whether ``base_card``'s ability affects ``player`` now: it is not switched off
        (Jammed Signal) and ``player`` does not ignore it (Infiltrate: its controller only). Base
        abilities ask this for every player they act for or on."""
        if self.ability_blanked(base_card):
            return False
        bi = self.slot_of_base(base_card)
        if bi is None:
            return True  # a base that has left play still finishes its ability (Tortuga)
        for a in self.state.bases[bi].actions:
            fn = behaviour(self.state.cards[a]).hooks.get("ignores_base")
            if fn is not None and fn(self, a, player):
                return False
        return True

    def ability_applies(self, card: int, player: int) -> bool:
        """Whether ``card``'s ability reaches ``player`` (only a base's may be ignored by one player)."""
        return self.state.owner[card] != -1 or self.base_ability_applies(card, player)

    def _blanks(self, action: int) -> bool:
        """``blanks_base`` is True, or ``(g, me) -> bool`` for a blank that lasts a while (Infiltrate)."""
        flag = behaviour(self.state.cards[action]).hooks.get("blanks_base")
        return bool(flag(self, action) if callable(flag) else flag)

    # --- selectors ---------------------------------------------------------------------------
    def minions(self, at: int | None = None, controller: int | None = None, not_controller: int | None = None,
                power_le: int | None = None, power_lt: int | None = None, other_than: int | None = None,
                faction: str | None = None) -> list[int]:
        """Minions in play matching every given filter (``at`` is a base index)."""
        s = self.state
        bases = s.bases if at is None else [s.bases[at]]
        auras = self.auras() if power_le is not None or power_lt is not None else None
        out = []
        for b in bases:
            for m in b.minions:
                if m == other_than:
                    continue
                if controller is not None and self.ctrl(m) != controller:
                    continue
                if not_controller is not None and self.ctrl(m) == not_controller:
                    continue
                if faction is not None and self.faction(m) != faction:
                    continue
                if auras is not None:
                    pw = self.power(m, auras)
                    if power_le is not None and pw > power_le:
                        continue
                    if power_lt is not None and pw >= power_lt:
                        continue
                out.append(m)
        return out

    def actions_in_play(self, at: int | None = None) -> list[int]:
        """Actions attached to bases or minions (at one base, or everywhere)."""
        s = self.state
        out = []
        for i, b in enumerate(s.bases):
            if at is not None and i != at:
                continue
            out.extend(b.actions)
            for m in b.minions:
                out.extend(s.attached.get(m, ()))
        return out

    def base_slots(self) -> list[int]:
        return list(range(len(self.state.bases)))

    def has_minion_at(self, player: int, bi: int) -> bool:
        return any(self.ctrl(m) == player for m in self.state.bases[bi].minions)

    def had_minion_as_scored(self, player: int, bi: int) -> bool:
        """Whether ``player`` had a minion on base ``bi`` when it scored, even if it has left since
        ("provided you had a character there": Spider-Sense; "a base where you had a minion": The
        Kraken)."""
        return scored_with_key(self.base_card(bi), player) in self.state.used

    def played_this_turn(self, player: int | None = None, in_play_phase: bool = False) -> list[int]:
        """The cards played this turn, in order; ``player``: only those that player played, whoever
        owns or controls them now (an action played from another player's hand, Min-Maxing, is
        yours; a minion of yours another player took control of stays yours; another player's
        minion played in your turn, Wil Wheaton answering your action, is not); ``in_play_phase``:
        not those played as the turn started (a buried card revealed)."""
        s = self.state
        plays = list(zip(s.played, s.played_by, strict=True))
        if in_play_phase:
            plays = plays[next((int(k[len(PLAY_PHASE_FROM):]) for k in s.used if k.startswith(PLAY_PHASE_FROM)), 0):]
        return [c for c, p in plays if player is None or p == player]

    def minions_played_this_turn(self, player: int | None = None, in_play_phase: bool = False) -> int:
        return sum(1 for c in self.played_this_turn(player, in_play_phase) if self.ctype(c) == "minion")

    # --- extra plays -------------------------------------------------------------------------
    def extras_of(self, player: int) -> list[Extra]:
        """Every Extra ``player`` may still use now: the turn's normal plays, the extras kept for the
        phase (``state.extras``) and those that ongoing cards give (each card's once per turn)."""
        s = self.state
        out: list[Extra] = []
        if player != s.active or s.phase != "play_cards":
            return out
        out.extend([MINION_PLAY] * s.minion_plays)
        no_actions = self.actions_forbidden(player)
        if not no_actions:
            out.extend([ACTION_PLAY] * s.action_plays)
        if s.extras:
            out.extend(e for e in s.extras if e.kind == "minion" or not no_actions)
        for c, fn in self.holders("extras"):
            if self.ctrl(c) == player and extras_given_key(c) not in s.used:
                out.extend(fn(self, c, player))
        return out

    def actions_forbidden(self, player: int) -> bool:
        marks = self.state.marks
        return bool(marks) and marks.get(no_actions_key(player), 0) == self.state.turn

    # --- affecting minions -------------------------------------------------------------------
    def protected(self, target: int, src: int | None, player: int | None = None) -> bool:
        """True if ``src`` (played or controlled by ``player``) may not affect ``target`` at all."""
        if src is None:
            return False
        if shield_key(src, target) in self.state.used:
            return True
        return self.protector(target, src, player) is not None

    def protector(self, target: int, src: int | None, player: int | None = None) -> int | None:
        """The card whose protection keeps ``src`` from affecting ``target``: its own text, a
        modifier, a card beside it, its base; None when nothing does (an interceptor that already
        gave itself up is not one: ``protected`` knows it by its mark)."""
        if src is None:
            return None
        player = self.ctrl(src) if player is None else player
        if self.slot_of(target) is None:  # out of play, only its own text may protect it
            fn = self.live_hook(target, "protect")
            return target if fn is not None and fn(self, target, target, src, player) else None
        shields = self.holders("protect")  # the cards in play whose protection is on
        if not shields:
            return None
        on = dict(shields)
        for c in self._guards(target):
            fn = on.get(c)
            if fn is not None and fn(self, c, target, src, player):
                return c
        return None

    def _guards(self, target: int) -> list[int]:
        bi = self.slot_of(target)
        if bi is None:
            return [target]
        b = self.state.bases[bi]
        host = self.host_of(target) if self.ctype(target) == "action" else None
        # An attached action is guarded by what guards its minion's attachments (Shielding); a
        # minion also by the modifiers of the other minions on its base (Cap's Shield).
        minion = target if host is None else host
        nearby = [a for m in b.minions if m != minion for a in self.attached_to(m)] if host is None else []
        return [target, *self.attached_to(minion), *nearby, *b.actions, b.card]

    def kept_from_destruction(self, minion: int, src: int | None = None) -> bool:
        """Whether an ongoing ability keeps ``minion`` in play against a destroy by ``src``: a pure
        check, for a cost that must be paid in full or not at all (Absorbing Man); protection from
        ``src`` altogether is ``protected``, and a replacement effect is only known when it acts."""
        return self.destruction_keeper(minion, src) is not None

    def destruction_keeper(self, minion: int, src: int | None = None) -> int | None:
        """The card whose ongoing ability keeps ``minion`` in play against a destroy by ``src``
        (``kept_from_destruction``): the minion itself, or a card guarding it; None if none does."""
        hooks = self.beh(minion).hooks
        if "indestructible" in hooks and hooks["indestructible"](self, minion):
            return minion
        for c in self._guards(minion):
            fn = self.live_hook(c, "undestroyable")  # an ongoing card keeping it in play (Shell Game)
            if fn is not None and fn(self, c, minion):
                return c
            fn = self.live_hook(c, "undestroyable_by")  # only some cards may not (Ball and Chain)
            if fn is not None and fn(self, c, minion, src):
                return c
        return None

    def mover(self, src: int | None, player: int | None = None) -> int | None:
        """Who moves a card: ``player`` when the effect names one (a base's ability acts for a
        player: Mushroom Kingdom, Tortuga, The Grey Opal), else whoever controls ``src``; None
        for a move by no player's card."""
        if player is not None:
            return player
        if src is None or self.owner(src) < 0:
            return None
        return self.ctrl(src)
