"""Hydra (Smash Up: Marvel). Characters are minions; most cards pay by destroying one of yours
(``destroy_as_cost``: the effect only if it was destroyed, book « Pour »)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react
from rules.cards.common import deck_minions, destroy_as_cost, extras_now_or_kept, here, move_yours_together
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import devotion_key, devotion_keys
from rules.i18n import N_

SMALL = 2  # "characters of power 2 or less": printed power (Arnim Zola clarification)


def _small(g: Engine, cards: list[int]) -> list[int]:
    return [c for c in cards if g.ctype(c) == "minion" and g.printed_power(c) <= SMALL]


def _two_small_extras_at(g: Engine, player: int, base: int, src: int) -> Gen:
    """Play up to 2 characters of power 2 or less on base card ``base`` as extra characters: at
    once, or later in the same Play Cards phase (clarification: they name no specific card)."""
    if g.slot_of_base(base) is not None:
        yield from extras_now_or_kept(g, player, 2, "minion", src, power_le=SMALL, base=base)


def destroy_yours(g: Engine, me: int) -> Gen:
    """The cost "destroy a character you control" (``me`` itself allowed)."""
    return (yield from destroy_as_cost(g, me, g.minions(controller=g.ctrl(me))))


# --- characters --------------------------------------------------------------------------------
def _yours_destroyed(g: Engine, me: int, ev: Ev) -> bool:
    """A character its controller had is destroyed: Red Skull's own controller, or Red Skull himself
    (his ongoing still draws when he is the one destroyed, book: « Résolution des cartes »)."""
    return g.ctype(ev.card) == "minion" and (ev.card == me or ev.player == g.ctrl(me))


@react("hydra/red_skull", "destroy", when=_yours_destroyed, from_discard=True)
def red_skull(g: Engine, me: int, ev: Ev) -> None:
    g.draw(ev.player, 1)


@hook("hydra/red_skull", "talent")
def red_skull_talent(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    if (yield from destroy_yours(g, me)) is not None:
        g.draw(p, 1)


@hook("hydra/baron_strucker", "talent")
def baron_strucker(g: Engine, me: int) -> Gen:
    p, base = g.ctrl(me), g.base_card_of(me)

    def move_two(g: Engine, me: int) -> Gen:
        bi = g.slot_of_base(base)
        if bi is not None:  # together, as one effect (clarification, America Chavez)
            yield from move_yours_together(g, me, bi, 2, N_("Choose up to 2 of your characters to move here, then Done"),
                                           player=p)

    if (yield from destroy_yours(g, me)) is not None:
        # "Once it has been destroyed": triggered by the destruction, so ordered with what else it
        # triggered (clarification: a destroyed Hydra Agent's extras may come first, then move).
        g.after(me, move_two)


@hook("hydra/madame_hydra", "talent")
def madame_hydra(g: Engine, me: int) -> Gen:
    if (yield from destroy_yours(g, me)) is not None and g.is_in_play(me):
        g.add_power(me, 2, me)


@hook("hydra/arnim_zola", "power")
def arnim_zola(g: Engine, me: int, minion: int) -> int:
    if minion != me:
        return 0
    return len(_small(g, g.minions(at=here(g, me), controller=g.ctrl(me), other_than=me)))


@react("hydra/hydra_agent", "destroy", when=lambda g, me, ev: ev.card == me, from_discard=True)
def hydra_agent(g: Engine, me: int, ev: Ev) -> Gen:
    yield from _two_small_extras_at(g, ev.player, ev.base, me)


# --- actions -----------------------------------------------------------------------------------
DEVOTION = "hydra/fanatical_devotion"
attach(DEVOTION, "base")


def _yours_destroyed_here(g: Engine, me: int, ev: Ev) -> bool:
    return g.ctype(ev.card) == "minion" and ev.player == g.ctrl(me) and ev.base == g.base_card_of(me)


# A trigger, not a condition (book, « Résolution des cartes »: its card must be in play when the
# character is destroyed): a destruction before it came, or on a base it moves to later, gives
# nothing; a second one the same turn changes nothing (clarification: never +4).
@react(DEVOTION, "destroy", when=_yours_destroyed_here)
def fanatical_devotion_triggers(g: Engine, me: int, ev: Ev) -> None:
    g.state.used.add(devotion_key(me, ev.base))


def _devotion_stops(g: Engine, me: int, *_: object) -> None:
    """Clarification: « Son effet s'arrête également si cette carte est déplacée ou détruite »: moved,
    or back in play anew, it waits for a new trigger."""
    used = g.state.used
    used.difference_update(devotion_keys(used, me))


react(DEVOTION, "move", when=lambda g, me, ev: ev.card == me)(_devotion_stops)
on_play(DEVOTION)(_devotion_stops)


@hook(DEVOTION, "power")
def fanatical_devotion(g: Engine, me: int, minion: int) -> int:
    """+2 to each of your characters on its base, once triggered there this turn (those played
    there later too; not one moved away)."""
    bi = here(g, me)
    mine_here = g.slot_of(minion) == bi and g.ctrl(minion) == g.ctrl(me)
    return 2 if mine_here and devotion_key(me, g.base_card(bi)) in g.state.used else 0


@on_play("hydra/hail_hydra")
def hail_hydra(g: Engine, me: int) -> Gen:
    paid = yield from destroy_yours(g, me)
    if paid is not None:
        g.draw(g.ctrl(me), paid.power)


@on_play("hydra/hour_of_destiny")
def hour_of_destiny(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    found = yield from g.choose_many(p, _small(g, deck_minions(g, p)),
                                     N_("Choose up to 2 characters of power 2 or less from your deck, then Done"),
                                     me, most=2)
    g.reveal(p, found, me)
    for c in found:
        g.to_hand(c)
    g.shuffle(g.state.players[p].deck)  # a searched deck is always shuffled afterwards


@on_play("hydra/reactivate_agents")
def reactivate_agents(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    for c in (yield from g.choose_many(p, _small(g, g.state.players[p].discard),
                                       N_("Choose up to 2 characters of power 2 or less to take into your hand, "
                                          "then Done"), me, most=2)):
        g.to_hand(c)


@on_play("hydra/secret_reserves")
def secret_reserves(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    chosen = yield from g.choose_many(p, _small(g, g.state.players[p].discard),
                                      N_("Choose characters of power 2 or less to shuffle into your deck, then Done"),
                                      me)
    if chosen:
        g.shuffle_into_deck(chosen, me)


@on_play("hydra/two_more_shall_take_its_place")
def two_more_shall_take_its_place(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    paid = yield from destroy_yours(g, me)
    if paid is not None:
        g.after(me, lambda g, me: _two_small_extras_at(g, p, paid.base, me))
