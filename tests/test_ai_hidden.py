"""Bots see only what their seat may see: the same observation gives the same choice, whatever the
hidden cards are (for a fixed seed)."""

from __future__ import annotations

import random

import pytest
from table import Table

from rules.ai import make_bot
from rules.ai.determinize import Determinizer, public_key
from rules.ai.ismcts import ISMCTSBot
from rules.ai.policy import quick_action
from rules.game import CheckedGame, Game
from rules.selection import core_factions, random_factions
from rules.setup import new_game


def _bots(seed: int) -> list:
    return [make_bot("random", seed), make_bot("greedy", seed), ISMCTSBot(seed, iterations=40)]


def _hidden_labels(g: Game, observer: int) -> list[list[str]]:
    s = g.state
    zones = [pl.hand for p, pl in enumerate(s.players) if p != observer] + [pl.deck for pl in s.players]
    return [[s.cards[c] for c in z] for z in zones + [s.base_deck]]


def _twin_tables() -> tuple[Table, Table]:
    """Two tables that look the same to player 0: the opponent's hand and deck swapped, player 0's
    deck and the base deck in another order."""
    held = ["pirates/buccaneer", "ninjas/ninja_master", "pirates/full_sail"]
    stacked = ["ninjas/tiger_assassin", "pirates/saucy_wench", "pirates/pirate_king"]
    own = ["aliens/invader", "dinosaurs/king_rex", "aliens/collector"]

    def table(opp_hand: list[str], opp_deck: list[str], my_deck: list[str], base_deck: list[str]) -> Table:
        return Table(hands=[["aliens/supreme_overlord", "dinosaurs/war_raptor", "aliens/scout"], opp_hand],
                     decks=[my_deck, opp_deck],
                     bases=[("base/the_central_brain", [("pirates/first_mate", 1)]), ("base/jungle_oasis", [])],
                     base_deck=base_deck)

    return (table(held, stacked, own, ["base/tar_pits", "base/the_homeworld"]),
            table(stacked, held, own[::-1], ["base/the_homeworld", "base/tar_pits"]))


def test_bots_choose_the_same_whatever_the_opponent_holds() -> None:
    a, b = _twin_tables()
    assert public_key(a.g, 0) == public_key(b.g, 0)
    assert _hidden_labels(a.g, 0) != _hidden_labels(b.g, 0)
    for seed in range(3):
        for bot_a, bot_b in zip(_bots(seed), _bots(seed), strict=True):
            assert bot_a.decide(a.g, 0) == bot_b.decide(b.g, 0), bot_a.name


def _mid_effect_positions(count: int) -> list[Game]:
    """Decisions with a choice, in the middle of an effect (a replay since the last quiet point)."""
    out = []
    for seed in range(200):
        r = random.Random(seed)
        g = new_game(random_factions(r, 2, core_factions()), seed)
        while not g.over and len(out) < count:
            d = g.pending
            if not d.quiescent and len(d.options) > 1 and g.state.replay.answers:
                out.append(g.clone())
                break
            g.apply(quick_action(g, r))
        if len(out) >= count:
            break
    return out


@pytest.mark.parametrize("k", range(4))
def test_bots_choose_the_same_mid_effect_whatever_the_hidden_cards(k: int) -> None:
    g = _mid_effect_positions(4)[k]
    me = g.decider
    det = Determinizer(g, me)
    twin = det.sample(random.Random(k))
    assert det.fallbacks == 0
    assert public_key(twin, me) == public_key(g, me)
    assert _hidden_labels(twin, me) != _hidden_labels(g, me)
    for bot_a, bot_b in zip(_bots(k), _bots(k), strict=True):
        assert bot_a.decide(g, me) == bot_b.decide(twin, me), bot_a.name


def test_a_world_redealt_mid_effect_is_the_one_its_replay_gives() -> None:
    """The seat's own options where the effect began are not listed again in its worlds: replaying
    a world's answers afresh, listing everything, reaches the same state and the same question."""
    # Effects that began at the seat's own main decision (it played the card now asking it).
    positions = [g for g in _mid_effect_positions(8) if g.state.replay.snapshot.active == g.decider]
    assert len(positions) >= 3
    for k, g in enumerate(positions):
        det = Determinizer(g, g.decider)
        world = det.sample(random.Random(k))
        again = CheckedGame(world.state.copy())
        again.state.rng = world.state.rng
        assert det.fallbacks == 0
        assert again.pending == world.pending
        assert again.state == world.state


def test_a_world_redealt_mid_effect_replays_the_true_answers_or_is_not_used() -> None:
    """A passed Force of Wil opened a window in the true game; a re-dealt hand without it would
    feed that Pass to the next question (Sea Dogs' faction) and shift every answer after it."""
    t = Table(factions=[["aliens", "dinosaurs"], ["geeks", "ninjas"], ["pirates", "wizards"]], active=2,
              hands=[[], ["geeks/force_of_wil", "ninjas/shinobi"], ["pirates/sea_dogs"]],
              decks=[["aliens/invader"] * 4, ["ninjas/poison"] * 4, ["wizards/chronomage"] * 4],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/tar_pits", [])])
    t.play("sea_dogs").pass_()  # player 1 lets Sea Dogs resolve
    t.choose_option("dinosaurs")
    assert t.pending.prompt == "Choose the base they leave" and t.pending.player == 2
    det = Determinizer(t.g, 2)
    for k in range(12):
        world = det.sample(random.Random(k))
        assert world.pending == t.g.pending


def test_a_copied_card_keeps_what_it_is_in_every_world_wherever_it_went() -> None:
    """Cellular Bonding keeps the abilities of the action it copied after that action left play: a
    bot's world may not turn the copied card, now hidden in a deck, into another card."""
    t = Table(factions=[["aliens", "ninjas"], ["shapeshifters", "time_travelers"]],
              hands=[[], ["shapeshifters/cellular_bonding"]],
              decks=[["aliens/invader", "ninjas/shinobi"], ["time_travelers/jumper", "shapeshifters/copycat"]],
              bases=[("base/factory_436_1337", [("aliens/invader", 0, ["shapeshifters/splice_as_nice"]),
                                                ("time_travelers/time_raider", 1)]), ("base/jungle_oasis", [])],
              active=1)
    t.play("cellular_bonding", target="time_raider")  # Splice as Nice, the only action on a minion
    splice = t.id("splice_as_nice")
    t.e.to_deck_top(splice)
    assert t.zone("splice_as_nice") == "deck" and t.power("time_raider") == 5
    worlds = Determinizer(t.g, 0)
    for seed in range(20):
        world = worlds.sample(random.Random(seed))
        assert world.state.cards[splice] == "shapeshifters/splice_as_nice"
        assert world.read.power(t.id("time_raider")) == 5
