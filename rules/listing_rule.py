"""The rule the Play Cards phase's listing restates, stated slowly and plainly: every card anywhere
that its player might play, onto every place it might go, kept when the rules let it be played
there. rules/flow.py's ``main_options`` lists the same plays fast (shared answers, cards of a type
alike, the hook index); ``python -m rules bench`` with invariants compares the two at every
decision of its random games (rules/random_games.py), and tests/test_rules_listing.py at every
decision of random games of every box.

Nothing here takes a shortcut: no card is skipped because no Extra of its type is left, no base is
skipped because nothing limits where minions go, every card in play is asked for its hooks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from rules.actions import FINISH, Action, Play, Talent
from rules.behaviour import behaviour
from rules.engine.keys import talent_key
from rules.event_kinds import PLAY_PHASE

if TYPE_CHECKING:
    from rules.engine import Engine


def legal_plays(g: Engine) -> set[Action]:
    """What the active player may do in their Play Cards phase."""
    p = g.state.active
    out: set[Action] = {FINISH}
    for card, zone in _cards_and_zones(g, p):
        out.update(a for a in _places(g, p, card) if _permitted(g, p, card, zone, a))
    out.update(g.usable_specials(p, PLAY_PHASE, None))
    out.update(Talent(c) for c in g.in_play() if _talent_usable(g, p, c))
    return out


def _cards_and_zones(g: Engine, p: int) -> Iterator[tuple[int, str]]:
    """Every card ``p`` could conceivably play: their hand, deck and discard pile (a card in play may
    let one be played from there as if from hand), and any card an Extra names, wherever it is."""
    pl = g.state.players[p]
    yield from ((c, "hand") for c in pl.hand)
    yield from ((c, "deck") for c in pl.deck)
    yield from ((c, "discard") for c in pl.discard)
    yield from ((e.card, e.zone) for e in g.extras_of(p) if e.card is not None)


def _places(g: Engine, p: int, card: int) -> list[Play]:
    """Every play of ``card`` the card itself allows: a minion onto any base nothing in play forbids,
    an action onto what it attaches to (its own conditions, protections), a standard action."""
    hooks = behaviour(g.state.cards[card]).hooks
    typ = g.ctype(card)
    if hooks.get("special_only") or typ not in ("minion", "action"):
        return []
    if typ == "minion":
        return [Play(card, bi) for bi in range(len(g.state.bases)) if not _forbidden(g, p, card, bi)]
    to = hooks.get("attach")
    if to == "base":
        return [Play(card, bi) for bi in g.attach_targets(p, card)]
    if to == "minion":
        return [Play(card, None, m) for m in g.attach_targets(p, card)]
    return [Play(card)]


def _forbidden(g: Engine, p: int, card: int, bi: int) -> bool:
    """A card in play forbids this minion there (Block the Path), if its ability applies to ``p``."""
    for c in list(g.in_play()):
        fn = g.live_hook(c, "can_play")
        if fn is not None and g.ability_applies(c, p) and not fn(g, c, p, card, bi):
            return True
    return False


def _permitted(g: Engine, p: int, card: int, zone: str, play: Play) -> bool:
    """The card's own ability lets it be played from the discard pile once a turn (Tenacious Z), or
    an Extra covers this play while every earlier play whose Extra is still open keeps one."""
    own = behaviour(g.state.cards[card]).hooks.get("play_from")
    if own is not None and zone == "discard":
        key = own(g, card, p)
        if key is not None and key not in g.state.used:
            return True
    return g.matching_extra(p, card, play.slot, zone, target=play.target) is not None


def _talent_usable(g: Engine, p: int, card: int) -> bool:
    """A Talent of a card ``p`` controls, not used this turn, that says it can do something now."""
    if g.live_hook(card, "talent") is None or g.ctrl(card) != p or talent_key(card) in g.state.used:
        return False
    can = g.beh(card).hooks.get("talent_can")
    return can is None or bool(can(g, card))


def listing_differs(g: Engine, listed: list[Action]) -> str | None:
    """None when ``listed`` (the fast listing) holds exactly the plays the rule allows, else what differs."""
    rule = legal_plays(g)
    fast = set(listed)
    if rule == fast:
        return None
    missing = sorted(a.id for a in rule - fast)
    extra = sorted(a.id for a in fast - rule)
    return f"the listing differs from the rule: missing {missing}, not allowed {extra}"
