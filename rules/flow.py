"""The turn: start, play cards, score bases, draw 2, discard to 10, end, the 15 VP check."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rules.actions import FINISH, Action, Finish, Play, Talent, Use
from rules.behaviour import REGISTRY, Gen, behaviour, hooked_ids
from rules.decision import Decision, DecisionKind, Ev
from rules.engine.events import run
from rules.engine.keys import PLAY_PHASE_FROM, next_base_key, play_phase_from_key, scored_with_key, talent_key
from rules.event_kinds import AFTER_SCORING, BEFORE_SCORING, PLAY_PHASE
from rules.i18n import N_

if TYPE_CHECKING:
    from rules.engine import Engine
    from rules.state import Extra

WIN_VP = 15
HAND_KINDS = {("minion", "hand"), ("action", "hand")}
EXTRA_TURN_FROM = "extra_turn_from"  # a mark: whose turn came before the extra turns
HAND_LIMIT = 10


def game_flow(g: Engine, phase: str) -> Gen:
    if phase == "start_of_turn":
        yield from start_of_turn(g)
    while g.state.winner is None:
        yield from play_phase(g)
        yield from scoring_phase(g)
        yield from draw_phase(g)
        yield from end_of_turn(g)
        if g.state.winner is not None:
            g.state.phase = "game_over"
            return
        next_player(g)
        yield from start_of_turn(g)


# --- phases ------------------------------------------------------------------------------------
def next_player(g: Engine) -> None:
    """The player to the left, unless someone was given an extra turn (Portal Room): it comes
    first, then the order goes on to the left of the player whose turn it was."""
    s = g.state
    if s.extra_turns:
        s.marks.setdefault(EXTRA_TURN_FROM, s.active)
        s.active = s.extra_turns.pop(0)
    else:
        s.active = (s.marks.pop(EXTRA_TURN_FROM, s.active) + 1) % len(s.players)
    s.turn += 1


def start_of_turn(g: Engine) -> Gen:
    s = g.state
    s.phase = "start_of_turn"
    s.minion_plays, s.action_plays = 1, 1
    s.extras.clear()
    s.open_plays.clear()
    s.played.clear()
    s.played_by.clear()
    s.used.clear()
    g.end_lasting_power(s.active)
    yield from g.resolving(_emit(g, Ev("turn_start", player=s.active)))
    yield from g.resolving(g.offer_unbury(s.active))


def _emit(g: Engine, ev: Ev) -> Gen:
    g.emit(ev)
    return
    yield  # a generator, so that resolving() runs what the event triggered


def play_phase(g: Engine) -> Gen:
    s = g.state
    s.phase = "play_cards"
    if not any(k.startswith(PLAY_PHASE_FROM) for k in s.used):  # a resumed game comes back here
        s.used.add(play_phase_from_key(len(s.played)))
    while True:
        opts = g.known_options() or tuple(main_options(g))
        action = yield Decision(s.active, DecisionKind.MAIN, opts, N_("Play cards"), quiescent=True)
        if isinstance(action, Finish):
            s.extras.clear()  # extra plays not taken are lost when the phase ends
            s.open_plays.clear()
            return
        yield from perform_main(g, action)


def draw_phase(g: Engine) -> Gen:
    s = g.state
    s.phase = "draw"
    g.draw(s.active, 2)
    hand = s.players[s.active].hand
    while len(hand) > HAND_LIMIT:
        c = yield from g.choose(s.active, hand, N_("Discard down to 10 cards"), decision_kind=DecisionKind.DISCARD)
        g.discard_from_hand(s.active, c)


def end_of_turn(g: Engine) -> Gen:
    s = g.state
    s.phase = "end_of_turn"
    yield from g.resolving(_emit(g, Ev("turn_end", player=s.active)))
    s.eot_power.clear()
    g.end_lasting_power(s.active, turn_end=True)
    s.eot_breakpoint.clear()
    g.end_control()
    if s.eot_abilities:
        s.eot_abilities.clear()
        g.table_changed()
    s.vp_history.append([p.vp for p in s.players])
    best = max(p.vp for p in s.players)
    leaders = [i for i, p in enumerate(s.players) if p.vp == best]
    if best >= WIN_VP and len(leaders) == 1:
        s.winner = leaders[0]
        g.emit(Ev("game_over", player=leaders[0]))


# --- the Play Cards phase --------------------------------------------------------------------
# Whether an Extra covers a play onto a base (slot) or a minion (target), by (slot, target).
Answers = dict[tuple[int | None, int | None], bool]


def main_options(g: Engine) -> list[Action]:
    with g.reading():
        return _main_options(g)


def _main_options(g: Engine) -> list[Action]:
    s = g.state
    p = s.active
    extras = g.extras_of(p)
    opts: list[Action] = []
    kinds = {(e.kind, e.zone) for e in extras}
    from_hand = {k for k, zone in kinds if zone == "hand"}  # a card of another type has no Extra
    # Extras that name no card and no power limit fit every card of a type alike.
    alike = all(e.card is None and e.power_le is None for e in extras)
    fits: dict[str, tuple[list[Extra], bool]] = {}
    answers: dict[str, Answers] = {}
    anywhere = not g.holders("can_play")  # see _plain
    n = len(s.bases)
    for c in s.players[p].hand if from_hand else ():
        typ = g.ctype(c)
        if typ in from_hand:
            fit = shared = None
            if alike:
                fit = fits.get(typ)
                if fit is None:
                    fit = fits[typ] = _fit(g, p, c, typ, "hand", extras)
                simple = _plain(c, typ, behaviour(s.cards[c]).hooks, anywhere, n) if fit[1] else None
                if simple is not None:
                    opts += simple
                    continue
                shared = answers.setdefault(typ, {})
            opts.extend(_plays_of(g, p, c, "hand", extras=extras, fit=fit, shared=shared))
    plain = len(opts)  # each card in hand once, each base once: no duplicates so far
    if kinds & HAND_KINDS and _hand_aliases(g):
        opts += _discard_as_hand(g, p, extras, alike)
    for e in extras:
        if e.card is not None and e.zone != "hand":
            opts.extend(_plays_of(g, p, e.card, e.zone, extras=extras))
        elif e.zone == "discard":
            for c in s.players[p].discard:
                opts.extend(_plays_of(g, p, c, "discard", extras=extras))
    play_from, discard = hooked_ids("play_from"), s.players[p].discard
    if not play_from.isdisjoint([s.cards[c] for c in discard]):  # most discard piles hold none
        for c in discard:
            if s.cards[c] in play_from and _own_key(g, c, p, in_discard=True) is not None:
                opts.extend(_plays_of(g, p, c, "discard", own=True))
    opts.extend(g.usable_specials(p, PLAY_PHASE, None))
    if len(opts) > plain:
        opts = list(dict.fromkeys(opts))  # a card offered by two ways (a Special, a discard pile)
    for c, _ in g.holders("talent"):
        can = g.beh(c).hooks.get("talent_can")  # a talent that can't do anything now isn't offered
        if g.ctrl(c) == p and talent_key(c) not in s.used and (can is None or can(g, c)):
            opts.append(Talent(c))
    opts.append(FINISH)
    return opts


def _discard_as_hand(g: Engine, p: int, extras: list[Extra], alike: bool) -> list[Action]:
    """Plays of ``p``'s discard-pile cards as if from hand (a card in play may let them:
    _hand_aliases). With Extras alike, what ``_fit`` says of a card depends only on its type and
    what it attaches to (``_candidates`` asks ``_aliased``, which reads nothing else of it): found
    once for each."""
    out: list[Action] = []
    fits: dict[tuple[str, str | None], tuple[list[Extra], bool]] = {}
    for c in g.state.players[p].discard:
        fit = None
        if alike:
            typ = g.ctype(c)
            key = (typ, behaviour(g.state.cards[c]).hooks.get("attach"))
            fit = fits.get(key)
            if fit is None:
                fit = fits[key] = _fit(g, p, c, typ, "discard", extras)
        out += _plays_of(g, p, c, "discard", extras=extras, fit=fit)
    return out


def _hand_aliases(g: Engine) -> bool:
    """Whether a card in play lets cards elsewhere be played as if from hand (cheap pre-check)."""
    return bool(g.holders("play_as_hand") or g.holders("attach_as_hand"))


def _aliased(g: Engine, c: int, typ: str) -> bool:
    """Whether a card in play may let ``c``, from elsewhere, be played as if from hand: onto a base
    (``play_as_hand``: a minion, an action going onto a base), onto a minion (``attach_as_hand``:
    an action going onto one); a standard action, going onto neither, never (Plays.plays_as_hand)."""
    if typ != "action":
        return bool(g.holders("play_as_hand"))
    to = behaviour(g.state.cards[c]).hooks.get("attach")
    return to is not None and bool(g.holders("attach_as_hand" if to == "minion" else "play_as_hand"))


def _own_key(g: Engine, c: int, p: int, in_discard: bool = False) -> str | None:
    """The unused once-per-turn key of a discard-pile card that may play itself (Tenacious Z);
    ``in_discard``: the caller found it there (no need to look where it is)."""
    b = REGISTRY.get(g.state.cards[c])
    fn = None if b is None else b.hooks.get("play_from")
    key = fn(g, c, p) if fn is not None and (in_discard or g.locate(c)[0] == "discard") else None
    return key if key is not None and key not in g.state.used else None


def _plays_of(g: Engine, p: int, c: int, zone: str, own: bool = False, extras: list[Extra] | None = None,
              fit: tuple[list[Extra], bool] | None = None, shared: Answers | None = None) -> list[Action]:
    """Plays of card ``c`` from ``zone``; ``own``: the card's own ability permits it (no Extra);
    ``extras``: the player's Extras, computed once by the caller; ``fit``: what ``_fit`` says of
    this card, when the caller knows it; ``shared``: see ``_covered``."""
    typ = g.ctype(c)
    hooks = behaviour(g.state.cards[c]).hooks
    if hooks.get("special_only") or typ not in ("minion", "action"):
        return []
    everywhere, pool = True, extras or []  # own: no Extra is asked (everywhere)
    if not own:
        extras = g.extras_of(p) if extras is None else extras
        pool, everywhere = fit or _fit(g, p, c, typ, zone, extras)
        if not pool:
            return []  # no Extra fits this card, whatever the base or the minion
    if everywhere:
        simple = _plain(c, typ, hooks, not g.holders("can_play"), len(g.state.bases))
        if simple is not None:
            return simple
    if typ == "minion":
        n = len(g.state.bases)
        can_play = g.holders("can_play")
        # An Extra that fits with no base named fits every base (base limits only narrow):
        # then the bases needn't be checked one by one.
        bases = range(n) if everywhere else [bi for bi in _aliased_at(g, p, c, zone, pool, range(n))
                                             if _covered(g, p, c, zone, pool, shared, bi)]
        if can_play:
            bases = [bi for bi in bases if g.can_play_at(p, c, bi)]
        return [_play(c, bi) for bi in bases]
    to = hooks.get("attach")
    if to == "minion" and not everywhere:
        # Some cards allow it only onto one minion (Cyberback, Baboom): asked target by target.
        return [_play(c, None, m) for m in g.attach_targets(p, c) if _covered(g, p, c, zone, pool, shared, None, m)]
    if to == "base" and not everywhere:
        # An extra play onto one base only (Mysterio): asked base by base.
        return [_play(c, bi) for bi in _aliased_at(g, p, c, zone, pool, g.attach_targets(p, c))
                if _covered(g, p, c, zone, pool, shared, bi)]
    if not everywhere:
        return []
    if to == "base":
        return [_play(c, bi) for bi in g.attach_targets(p, c)]
    if to == "minion":
        return [_play(c, None, m) for m in g.attach_targets(p, c)]
    return [_play(c)]


def _plain(c: int, typ: str, hooks: dict, anywhere: bool, n: int) -> list[Action] | None:
    """The plays of card ``c`` (with these ``hooks``) that an Extra fits wherever it goes, when they
    need no asking: a minion goes onto each of the ``n`` bases when nothing in play limits where
    minions go (``anywhere``: no ``can_play``), a standard action is simply played; None for the
    others (see _plays_of). The listing asks this of every card in hand."""
    if hooks.get("special_only"):
        return []
    if typ == "minion":
        return _on_every_base(c, n) if anywhere else None
    return [_play(c)] if hooks.get("attach") is None else None


def _covered(g: Engine, p: int, c: int, zone: str, pool: list[Extra], shared: Answers | None, slot: int | None,
             target: int | None = None) -> bool:
    """Whether an Extra of ``pool`` covers playing ``c`` onto ``slot`` or ``target``. ``shared``: the
    answers found for the other cards of its type in this listing, when they hold for every one:
    from the hand, with Extras that name no card and no power limit, what the Extras check is the
    type, the base, the minion and the open plays, never the card (see Plays._fit)."""
    if shared is None:
        return g.matching_extra(p, c, slot, zone, pool, target=target) is not None
    key = (slot, target)
    got = shared.get(key)
    if got is None:
        got = shared[key] = g.matching_extra(p, c, slot, zone, pool, target=target) is not None
    return got


def _aliased_at(g: Engine, p: int, c: int, zone: str, pool: list[Extra], slots: Iterable[int]) -> Iterable[int]:
    """``slots`` less the bases where no Extra of ``pool`` may fit ``c`` from ``zone`` because every
    one is the hand's and no card in play lets ``c`` be played there as if from hand (Plays._fit
    asks that Extra by Extra: here once a base)."""
    if zone == "hand" or any(e.zone != "hand" for e in pool):
        return slots
    return [bi for bi in slots if g.plays_as_hand(p, c, zone, bi)]


def _fit(g: Engine, p: int, c: int, typ: str, zone: str, extras: list[Extra]) -> tuple[list[Extra], bool]:
    """The Extras that may fit some play of ``c`` from ``zone``, and whether one of them fits
    whatever the base (what matching_extra finds with no base or minion named; without open
    plays, found without asking it)."""
    pool = _candidates(g, c, typ, zone, extras)
    if pool and g.state.open_plays:
        # Which Extra stays open for earlier plays depends on all of them.
        return extras, g.matching_extra(p, c, None, zone, extras) is not None
    return pool, any(e.zone == zone and e.base is None and (e.source == -1 or g.extra_base_ok(e.source) is None
                                                            and g.extra_target_ok(e.source) is None)
                     for e in pool)


def _candidates(g: Engine, c: int, typ: str, zone: str, extras: list[Extra]) -> list[Extra]:
    """The Extras that may fit some play of ``c`` (every other condition is on the base or the
    minion it goes to): when there are none, no base or minion needs checking."""
    aliased = None
    out = []
    for e in extras:
        if e.kind != typ or (e.card is not None and e.card != c):
            continue
        if e.power_le is not None and g.printed_power(c) > e.power_le:
            continue
        if e.zone != zone:
            if e.zone != "hand":
                continue
            if aliased is None:
                aliased = _aliased(g, c, typ)
            if not aliased:
                continue
        out.append(e)
    return out


_PLAYS: dict[tuple[int, int | None, int | None], Play] = {}


def _play(card: int, slot: int | None = None, target: int | None = None) -> Play:
    """The one Play value for these fields (a frozen value: shared, never rebuilt)."""
    key = (card, slot, target)
    a = _PLAYS.get(key)
    if a is None:
        a = _PLAYS[key] = Play(card, slot, target)
    return a


_EVERY_BASE: dict[tuple[int, int], list[Action]] = {}


def _on_every_base(card: int, bases: int) -> list[Action]:
    """The plays of a minion onto each of ``bases`` bases (shared: callers only read it)."""
    key = (card, bases)
    got = _EVERY_BASE.get(key)
    if got is None:
        got = _EVERY_BASE[key] = [_play(card, bi) for bi in range(bases)]
    return got


def perform_main(g: Engine, a: Action) -> Gen:
    s = g.state
    p = s.active
    if isinstance(a, Play):
        # A card is in one place: most plays are from the hand, found without looking everywhere.
        zone = "hand" if a.card in s.players[p].hand else g.locate(a.card)[0]
        key = _own_key(g, a.card, p, in_discard=zone == "discard")
        if key is not None:
            # The card's own ability first: it serves nothing else, the Extras may.
            s.used.add(key)
        else:
            g.spend(p, a.card, a.slot, zone, a.target)
        yield from g.play(p, a.card, a.slot, a.target)
    elif isinstance(a, Use):
        yield from g.use_special(a.card, PLAY_PHASE, None)
    elif isinstance(a, Talent):
        s.used.add(talent_key(a.card))
        g.emit(Ev("talent", a.card, p))  # the log says whose Talent: some change nothing on the table
        yield from g.resolving(g.beh(a.card).hooks["talent"](g, a.card), a.card)


# --- scoring -----------------------------------------------------------------------------------
def ready_bases(g: Engine) -> list[int]:
    with g.reading():
        return [i for i in g.base_slots() if g.total_power(i) >= g.breakpoint(i) and g.can_score(i)]


def scoring_phase(g: Engine) -> Gen:
    g.state.phase = "scoring"
    while True:
        ready = ready_bases(g)
        if not ready:
            return
        bi = yield from g.choose_base(g.state.active, ready, N_("Choose the base to score first"))
        yield from score_base(g, bi)


def score_base(g: Engine, bi: int) -> Gen:
    s = g.state
    base_card = g.base_card(bi)
    hooks = {} if g.ability_blanked(base_card) else behaviour(s.cards[base_card]).hooks
    g.scoring = bi
    g.emit(Ev("score_start", base=base_card))
    yield from g.resolving(_emit(g, Ev("before_score", base=base_card)))
    yield from g.me_first(BEFORE_SCORING, bi)
    if s.bases[bi].card != base_card:
        g.scoring = None
        return  # the base left play before VP were awarded: its scoring stops
    ranks = g.ranking(bi)
    s.used.update(scored_with_key(base_card, g.ctrl(m)) for m in s.bases[bi].minions)
    vp = g.cdef(base_card).vp or (0, 0, 0)
    awards = {p: vp[place - 1] for p, place, _ in ranks}
    # The base's scoring abilities act for the ranked players who don't ignore it (Infiltrate):
    # the VP of the places are the rules', not the ability's, so everyone ranked still gets them.
    acting = [r for r in ranks if g.base_ability_applies(base_card, r[0])]
    if "on_score" in hooks:
        hooks["on_score"](g, bi, acting, awards)
    # "When this base scores" abilities of cards on it (A Portent of Doom) react to this.
    yield from g.resolving(_emit(g, Ev("scored", base=base_card)))
    for p, place, _power in ranks:  # for the table's scoring banner: who came where
        g.emit(Ev("rank", player=p, base=base_card, amount=place))
    yield from g.resolving(_award(g, awards, base_card))
    yield from g.resolving(_after_scoring(g, bi, base_card, hooks, acting))
    if "after_score_may" in hooks:
        yield from g.resolving(hooks["after_score_may"](g, bi, acting))
    yield from g.me_first(AFTER_SCORING, bi)
    g.scoring = None
    yield from clear_base(g, bi)
    yield from replace_base(g, bi, base_card, hooks, acting)


def _after_scoring(g: Engine, bi: int, base_card: int, hooks: dict, acting: list) -> Gen:
    """The mandatory "after this base scores" effects, the base's own among the cards' (Baron
    Zemo), in the order the active player picks. The optional ones ("the winner may", the
    ``after_score_may`` hook, then the Specials) come once they are done (Marvel book, « Moi
    d'abord ! »: an effect every player may use counts as mandatory, The Grey Opal's)."""
    g.emit(Ev("after_score", base=base_card))
    if "after_score" in hooks:
        g.after(base_card, lambda w, _: hooks["after_score"](w, bi, acting))
    return
    yield  # a generator, so that resolving() runs the effects in the order picked


def _award(g: Engine, awards: dict[int, int], base_card: int) -> Gen:
    """The places' VP, active player first then clockwise; what the gains trigger (Cosplay) after."""
    for p in g.clockwise_from_active():
        if awards.get(p):
            g.gain_vp(p, awards[p], base_card)
    return
    yield  # a generator, so that resolving() runs what the gains triggered


def clear_base(g: Engine, bi: int) -> Gen:
    """Every card left on the scored base goes to its owner's discard pile (not destroyed). Those
    that go elsewhere after scoring (Scout, First Mate) have used their Specials in the after-scoring
    window; a card that changes where cards are discarded to (Clyde 2.0) has its say here."""
    s = g.state
    for m in list(s.bases[bi].minions):
        fn = g.beh(m).hooks.get("scored_instead")
        if fn is not None and m in s.bases[bi].minions:
            yield from g.resolving(fn(g, m, bi))
    # All at once; then what the discards triggered (Jumper) resolves (rules, "Retour au bercail").
    yield from g.resolving(_discard_all(g, bi))


def _discard_all(g: Engine, bi: int) -> Gen:
    s = g.state
    for m in list(s.bases[bi].minions) + list(s.bases[bi].actions):
        g.to_discard(m)
    g.discard_buried(bi)
    g.titans_leave_base(bi)
    return
    yield  # a generator, so that resolving() runs what the discards triggered


def _put_base(g: Engine, bi: int, new: int) -> Gen:
    g.put_base(bi, new, old_to=None)
    return
    yield


def replace_base(g: Engine, bi: int, base_card: int, hooks: dict, ranks: list) -> Gen:
    s = g.state
    new = s.marks.pop(next_base_key(base_card), None)  # chosen by a card (Time is Fleeting)
    if new not in s.base_discard:
        new = None
    if new is None and "replacement" in hooks:
        new = yield from run(hooks["replacement"](g, bi, ranks))
    # Discarded only now: while a replacement is being chosen the scored base is still on the table.
    g.discard_base(base_card)
    if new is None:
        g.refill_base_deck()
        new = s.base_deck[0]
    yield from g.resolving(_put_base(g, bi, new))  # in a frame of its own: a titan may come in (The Kraken)
    if "after_replace" in hooks:
        yield from g.resolving(hooks["after_replace"](g, bi, ranks))
