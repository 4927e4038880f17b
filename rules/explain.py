"""Plain-words reasons for refused actions (English source strings, translated by the app)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.actions import Action, Finish, Play
from rules.behaviour import behaviour
from rules.decision import DecisionKind
from rules.i18n import N_, in_box_words

if TYPE_CHECKING:
    from rules.decision import Decision
    from rules.engine import Engine


def explain_refusal(g: Engine, d: Decision | None, action: Action) -> str:
    """``d``: the pending decision."""
    if d is None or d.kind != DecisionKind.MAIN:
        return why_not_answer(d, action)
    if isinstance(action, Play):
        return _why_not_play(g, action)
    return N_("That can't be done now.")


def why_not_answer(d: Decision | None, action: Action) -> str:
    """Outside a Play Cards decision the reason is the question's alone (a joined table, which has
    no game to ask, words it from the decision it was sent)."""
    if d is None:
        return N_("The game is over.")
    if isinstance(action, Play | Finish):
        return N_("Answer the current question first.")
    return N_("That is not one of the choices.")


def _why_not_play(g: Engine, a: Play) -> str:
    """Said in the words of the card's box (a protected target: in those of the target's)."""
    reason = _refused(g, a)
    about = a.target if reason == PROTECTED else a.card
    return in_box_words(reason, g.cdef(about).set if about is not None and 0 <= about < len(g.state.cards) else None)


PROTECTED = N_("That minion can't be affected by your actions.")


def _refused(g: Engine, a: Play) -> str:
    s = g.state
    p = s.active
    zone, who = g.locate(a.card)
    if zone != "hand" or who != p:
        return N_("You can only play cards from your own hand.")
    typ = g.ctype(a.card)
    hooks = behaviour(s.cards[a.card]).hooks
    if hooks.get("special_only"):
        return N_("This card can only be played when its Special says so.")
    if typ == "action" and g.actions_forbidden(p):
        return N_("You can't play actions this turn.")
    extras = [e for e in g.extras_of(p) if e.kind == typ]
    if not extras:
        return N_("You have already played a minion this turn.") if typ == "minion" else \
            N_("You have already played an action this turn.")
    if typ == "minion":
        if a.slot is None:
            return N_("Drop a minion on a base.")
        if g.matching_extra(p, a.card, a.slot, "hand") is None:
            return N_("Your extra play doesn't allow this minion here.")
        if not g.can_play_at(p, a.card, a.slot):
            return N_("A card in play forbids playing this minion on that base.")
    to = hooks.get("attach")
    if to == "base" and a.slot is None:
        return N_("Drop this action on a base.")
    if to == "minion" and a.target is None:
        return N_("Drop this action on a minion.")
    if to is None and (a.slot is not None or a.target is not None):
        return N_("This action doesn't attach: drop it on the table.")
    if to == "minion" and a.target is not None and g.protected(a.target, a.card, p):
        return PROTECTED
    return N_("That target is not allowed for this card.")
