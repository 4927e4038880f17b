"""The invariants the bench checks after every action: each one catches its own corruption."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rules.catalogue import catalogue
from rules.invariants import check_state
from rules.setup import new_game
from rules.state import State


def _game_state() -> State:
    g = new_game([["aliens", "robots"], ["zombies", "wizards"], ["ninjas", "pirates"]], seed=3, first=1)
    return g.state


def _type(s: State, c: int) -> str:
    return catalogue().cards[s.cards[c]].type


def _doubled(s: State) -> None:
    s.players[2].discard.append(s.players[2].hand[0])


def _lost(s: State) -> None:
    s.players[1].deck.pop()


def _unknown(s: State) -> None:
    s.players[0].deck[-1] = len(s.cards) + 4


def _attached_to_hand_card(s: State) -> None:
    s.attached[s.players[0].hand[0]] = [s.players[0].deck.pop()]


def _action_as_minion(s: State) -> None:
    act = next(c for c in s.players[1].deck if _type(s, c) == "action")
    s.players[1].deck.remove(act)
    s.bases[2].minions.append(act)


def _base_in_hand(s: State) -> None:
    s.players[2].hand.append(s.base_deck.pop())


def _minion_as_base(s: State) -> None:
    m = next(c for c in s.players[0].deck if _type(s, c) == "minion")
    s.players[0].deck.remove(m)
    s.base_discard.append(s.bases[1].card)
    s.bases[1].card = m


def _negative_vp(s: State) -> None:
    s.players[1].vp = -1


@pytest.mark.parametrize(("corrupt", "message"), [
    (_doubled, "is in 2 places"), (_lost, "is nowhere"), (_unknown, "does not exist"),
    (_attached_to_hand_card, "which is not a minion in play"), (_action_as_minion, "is on a base as a minion"),
    (_base_in_hand, "a base card outside the base zones"), (_minion_as_base, "base slot 1 holds a non-base card"),
    (_negative_vp, "negative VP"),
])
def test_each_invariant_catches_its_corruption(corrupt: Callable[[State], None], message: str) -> None:
    s = _game_state()
    assert check_state(s) is None
    corrupt(s)
    problem = check_state(s)
    assert problem is not None and message in problem


def test_a_sound_state_of_another_game_is_checked_against_its_own_cards() -> None:
    a, b = _game_state(), new_game([["dinosaurs", "tricksters"], ["robots", "aliens"]], seed=8).state
    assert check_state(a) is None and check_state(b) is None and check_state(a) is None
    b.players[0].hand.pop()
    assert check_state(a) is None and "is nowhere" in (check_state(b) or "")
