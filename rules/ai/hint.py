"""A hint: what Hard would do at one seat's decision, searched from that seat's view only.

The search is Hard's own (``root_statistics``) with a fixed number of iterations from a fixed seed,
so the same position gives the same hint on any machine. Everything it reads is what the seat may
see: the search re-deals the hidden cards, and the facts are read on a world re-dealt the same way
(so two positions that differ only in cards the seat can't see give the same hint).

Facts are sentences the engine computes, never advice written by hand: each is a template marked for
translation and its fields (cards as card ids, players as seats), worded by whoever shows it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from attrs import frozen

from rules.actions import FINISH, PASS, Action, Answer, Pick, PickKind, Play, Talent, Use
from rules.ai.determinize import Determinizer
from rules.ai.ismcts import root_statistics
from rules.catalogue import catalogue
from rules.game import Game
from rules.i18n import N_
from rules.view import SeatView

DEFAULT_ITERATIONS = 2000  # the CLI's default (the contract's)
SEED = 51  # every hint searches from this seed: the same position, the same hint
SHOWN_LIMIT = 6  # cards named in "what the opponent has shown"


@frozen
class Fact:
    """One sentence: ``template`` (English, marked for translation) filled with ``fields``. A field
    named ``card``/``base``/``cards`` holds card ids, ``player`` a seat, anything else a number."""

    template: str
    fields: tuple[tuple[str, Any], ...] = ()

    def words(self, card_name: Callable[[str], str], player_name: Callable[[int], str],
              translate: Callable[[str], str] = lambda t: t) -> str:
        out = {}
        for k, v in self.fields:
            if k in ("card", "base"):
                out[k] = card_name(v)
            elif k == "cards":
                out[k] = ", ".join(card_name(c) for c in v)
            elif k in ("player", "first"):
                out[k] = player_name(v)
            else:
                out[k] = v
        return translate(self.template).format(**out)


@frozen
class Option:
    key: Hashable  #: the search's key: copies of one card in hand are one option
    action: Action
    label: Fact  #: the option in words
    share: float  #: the search's estimated share of wins for the seat, 0..1
    visits: int


@frozen
class Hint:
    seat: int
    decision: str  #: the decision's kind
    options: tuple[Option, ...]  #: best first
    facts: tuple[Fact, ...]

    @property
    def best(self) -> Option:
        return self.options[0]

    def option(self, key: Hashable) -> Option | None:
        """The option of this search key (``ismcts.answer_key`` of an answer)."""
        return next((o for o in self.options if o.key == key), None)


def hint(game: Game, seat: int, iterations: int = DEFAULT_ITERATIONS) -> Hint:
    """Hard's view of ``seat``'s pending decision. ValueError if that seat has nothing to decide."""
    d = game.pending
    if d is None or d.player != seat:
        raise ValueError(f"no decision of seat {seat} is pending")
    stats = root_statistics(game, seat, iterations, SEED)
    options = tuple(Option(k, a, label(game, a), share, visits) for k, a, visits, share in stats)
    return Hint(seat, d.kind, options, tuple(facts(game, seat, options[0].action)))


def label(game: Game, a: Action) -> Fact:
    """An option in words: the card it plays or names, and where."""
    s = game.state
    if a == FINISH:
        return Fact(N_("End the turn"))
    if a == PASS:
        return Fact(N_("Pass"))
    if isinstance(a, Answer):
        return Fact(N_("Yes") if a.yes else N_("No"))
    if isinstance(a, Play):
        if a.target is not None:
            return Fact(N_("Play {card} on {base}"), (("card", s.cards[a.card]), ("base", s.cards[a.target])))
        if a.slot is not None:
            return Fact(N_("Play {card} on {base}"), (("card", s.cards[a.card]),
                                                       ("base", s.cards[s.bases[a.slot].card])))
        return Fact(N_("Play {card}"), (("card", s.cards[a.card]),))
    if isinstance(a, Use | Talent):
        return Fact(N_("Use {card}"), (("card", s.cards[a.card]),))
    if isinstance(a, Pick):
        if a.kind == PickKind.CARD:
            return Fact(N_("Choose {card}"), (("card", s.cards[int(a.value)]),))
        if a.kind == PickKind.BASE:
            return Fact(N_("Choose {base}"), (("base", s.cards[s.bases[int(a.value)].card]),))
        if a.kind == PickKind.PLAYER:
            return Fact(N_("Choose {player}"), (("player", int(a.value)),))
        return Fact(str(a.value))  # an option's own words, marked for translation by the card that offers it
    return Fact(a.id)


def facts(game: Game, seat: int, action: Action) -> list[Fact]:
    """What ``action`` does now to the bases, the VP, and what the other players have shown."""
    return [*effect_facts(game, seat, action), *standing_facts(game.view(seat))]


def effect_facts(game: Game, seat: int, action: Action) -> list[Fact]:
    """The bases ``action`` changes, read on a world re-dealt from the seat's view: where each then
    stands against its breakpoint and who would be first there."""
    world = Determinizer(game, seat).sample(random.Random(SEED))
    before = world.view(seat)
    if action not in world.legal_actions():
        return []
    world.apply(action)
    after = world.view(seat)
    out = []
    for b in after.bases:
        old = next((x for x in before.bases if x.card.iid == b.card.iid), None)
        if old is not None and old.power_by_player == b.power_by_player:
            continue
        out.append(_base_fact(b.card.card, b.total_power, b.breakpoint, b.power_by_player))
    return out


def _base_fact(base: str, total: int, breakpoint: int, powers: Iterable[int]) -> Fact:
    powers = list(powers)
    top = max(powers)
    leaders = [p for p, x in enumerate(powers) if x == top and x > 0]
    fields: tuple[tuple[str, Any], ...] = (("base", base), ("total", total), ("breakpoint", breakpoint))
    if total < breakpoint:
        return Fact(N_("{base} would be at {total} of its {breakpoint}"), fields)
    vp = catalogue().cards[base].vp or (0, 0, 0)
    if len(leaders) == 1:
        return Fact(N_("{base} would reach its breakpoint ({total} of {breakpoint}): {first} first there, {vp} VP"),
                    (*fields, ("first", leaders[0]), ("vp", vp[0])))
    return Fact(N_("{base} would reach its breakpoint ({total} of {breakpoint}) with a tie for first"), fields)


def standing_facts(v: SeatView) -> list[Fact]:
    """Every player's VP, and what each other player has shown: their cards in play and discarded."""
    out = [Fact(N_("{player}: {vp} VP"), (("player", p), ("vp", pl.vp))) for p, pl in enumerate(v.players)]
    for p, pl in enumerate(v.players):
        if p == v.me:
            continue
        shown = [m.card.card for b in v.bases for m in b.minions if m.owner == p]
        shown += [c.card for c in pl.discard]
        distinct = list(dict.fromkeys(shown))[:SHOWN_LIMIT]
        if distinct:
            out.append(Fact(N_("{player} has shown {cards}; cards in hand: {n}"),
                            (("player", p), ("cards", tuple(distinct)), ("n", pl.hand_size))))
    return out


def english(f: Fact) -> str:
    """A fact in English, with the catalogue's card names and seats as "player N"."""
    cards = catalogue().cards
    return f.words(lambda c: cards[c].name if c in cards else c, lambda p: f"player {p}")
