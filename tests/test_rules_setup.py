"""Mise en place: decks of two factions, bases = players + 1, five cards, the no-minion mulligan."""

import pytest

from rules.behaviour import implemented
from rules.cards import load_all
from rules.catalogue import catalogue
from rules.engine import Engine
from rules.setup import SetupError, _deal, base_pool, draft_order, new_game, owned_boxes, playable_factions
from rules.state import Player, State

FOUR = [["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"], ["wizards", "zombies"]]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_player_has_a_forty_card_deck_of_two_factions_and_five_cards(n):
    g = new_game(FOUR[:n], seed=5)
    for p in g.state.players:
        assert len(p.hand) == 5 and len(p.hand) + len(p.deck) == 40
    assert len(g.state.bases) == n + 1


def test_bases_in_play_are_players_plus_one_and_the_rest_form_the_base_deck():
    g = new_game(FOUR[:2], seed=5)
    assert len(g.state.bases) + len(g.state.base_deck) == 16


def test_a_player_cannot_use_the_same_faction_twice():
    with pytest.raises(SetupError):
        new_game([["aliens", "aliens"], ["ninjas", "pirates"]], seed=1)


def test_two_to_four_players_only():
    with pytest.raises(SetupError):
        new_game([["aliens", "dinosaurs"]], seed=1)


def test_unknown_faction_is_refused():
    with pytest.raises(SetupError):
        new_game([["aliens", "muppets"], ["ninjas", "pirates"]], seed=1)


def test_a_hand_without_minion_is_replaced_once_and_the_old_hand_shuffled_back():
    cat = catalogue()
    actions = [c for c in cat.factions["aliens"] if cat.cards[c].type == "action"]
    minions = [c for c in cat.factions["aliens"] if cat.cards[c].type == "minion"]
    cards = tuple(actions[:5] + minions[:5])
    state = State(cards, (0,) * 10, [Player(["aliens", "dinosaurs"], deck=list(range(10))), Player(["ninjas", "pirates"])], [])
    _deal(Engine(state), 0)
    hand = state.players[0].hand
    assert sorted(hand) == [5, 6, 7, 8, 9]  # the second hand: kept whatever it holds
    assert sorted(state.players[0].deck) == [0, 1, 2, 3, 4]
    # « il peut les dévoiler aux autres joueurs [...] puis mélanger son ancienne main à sa pioche »:
    # every seat's log shows the old hand, then its five cards going into the deck.
    told = [(ev.kind, ev.card, ev.amount) for ev in state.log.for_player(1)]
    assert told == [*(("reveal", c, 0) for c in range(5)), ("hand_into_deck", None, 5)]


def test_the_first_player_can_be_chosen_or_drawn_at_random():
    assert new_game(FOUR[:3], seed=2, first=2).state.active == 2
    assert {new_game(FOUR[:2], seed=s).state.active for s in range(20)} == {0, 1}


def test_draft_goes_clockwise_then_back_from_the_last_player():
    assert draft_order(3, 1) == [1, 2, 0, 0, 2, 1]


def _base_sets(g) -> set[str]:
    s = g.state
    return {catalogue().cards[s.cards[c]].set for c in [b.card for b in s.bases] + s.base_deck}


def test_bases_come_from_the_boxes_whose_factions_are_in_play():
    # Big Geek Box: "sélectionner uniquement les Bases issues des boîtes correspondant aux Factions".
    assert _base_sets(new_game(FOUR[:2], seed=5)) == {"core"}
    g = new_game([["cyborg_apes", "super_spies"], ["ninjas", "pirates"]], seed=5)
    assert _base_sets(g) == {"core", "sfdf"} and len(g.state.bases) + len(g.state.base_deck) == 16 + 8
    assert _base_sets(new_game([["cyborg_apes", "super_spies"], ["shapeshifters", "time_travelers"]], seed=5)) == {"sfdf"}


def test_all_bases_of_the_boxes_owned_on_request():
    g = new_game(FOUR[:2], seed=5, base_sets=owned_boxes())
    assert _base_sets(g) == set(owned_boxes()) - {"marvel"} and {"core", "sfdf"} <= set(owned_boxes())


MARVEL = [["avengers", "hydra"], ["kree", "shield"], ["masters_of_evil", "ultimates"]]


def _dealt(g) -> list[str]:
    s = g.state
    return [s.cards[c] for c in [b.card for b in s.bases] + s.base_deck]


def test_marvel_factions_alone_play_on_the_bases_of_every_box_we_own():
    # Marvel book: the factions play on any base; the Marvel bases' breakpoints and VP are unknown.
    g = new_game(MARVEL, seed=5)
    assert sorted(_dealt(g)) == sorted(base_pool(FOUR, base_sets=owned_boxes()))
    assert _base_sets(g) == set(owned_boxes()) - {"marvel"} and "marvel" not in _base_sets(g)
    assert _base_sets(new_game(MARVEL, seed=5, base_sets=("marvel",))) == _base_sets(g)


def test_marvel_factions_with_another_box_play_on_that_box_s_bases():
    g = new_game([["avengers", "aliens"], ["hydra", "ninjas"], ["kree", "cyborg_apes"]], seed=5)
    assert _base_sets(g) == {"core", "sfdf"}
    assert _base_sets(new_game(FOUR[:2], seed=5, base_sets=("core", "marvel"))) == {"core"}


def test_a_marvel_base_is_dealt_once_its_breakpoint_and_vp_are_in_the_data(monkeypatch):
    import attrs

    cat = catalogue()
    marvel = cat.bases_by_set["marvel"]
    assert len(marvel) == 16 and set(marvel).isdisjoint(base_pool(MARVEL, base_sets=owned_boxes()))
    for b in marvel:
        monkeypatch.setitem(cat.cards, b, attrs.evolve(cat.cards[b], breakpoint=20, vp=(4, 2, 1)))
    assert base_pool(MARVEL) == marvel
    assert set(marvel) <= set(base_pool([["avengers", "aliens"], ["hydra", "ninjas"]]))


def test_a_faction_is_offered_only_when_every_card_of_it_is_implemented():
    load_all()
    cat = catalogue()
    for f, ids in cat.factions.items():
        if cat.faction_set[f] in ("madness", "titans"):
            continue
        deck = [c for c in ids if cat.cards[c].type in ("minion", "action")]  # titans play apart
        assert (f in playable_factions()) == all(implemented(c) for c in deck), f
    assert {"cyborg_apes", "super_spies"} <= set(playable_factions())


def test_the_all_stars_bring_the_big_geek_box_bases():
    # The All Stars ship in the Big Geek Box (allstars.json: "set": "geeks"): its four bases come with them.
    geeks = {"base/tabletop", "base/the_con", "base/locker_room", "base/stadium"}
    assert geeks <= set(base_pool([["all_stars", "ninjas"], ["aliens", "dinosaurs"]]))
    assert geeks.isdisjoint(base_pool([["ninjas", "pirates"], ["aliens", "dinosaurs"]]))
    assert set(base_pool([["ninjas", "pirates"], ["aliens", "dinosaurs"]], base_sets=("allstars",))) == geeks
