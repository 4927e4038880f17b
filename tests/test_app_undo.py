"""How far back Undo goes (rules/undo.py)."""

from __future__ import annotations

from table import Table

from rules.actions import FINISH, PASS, Play
from rules.decision import Ev
from rules.undo import UndoChain, reveals_hidden


def two_minions() -> Table:
    return Table(hands=[["dinosaurs/king_rex", "pirates/full_sail"], []],
                 decks=[["dinosaurs/war_raptor", "dinosaurs/war_raptor"], ["aliens/invader"]],
                 bases=[("base/jungle_oasis", [("dinosaurs/armor_stego", 0)]), ("base/tar_pits", [])])


def act(chain: UndoChain, t: Table, player: int, action) -> list[Ev]:
    before = t.g.clone()
    events = t.g.apply(action)
    chain.record(before, player, events)
    return events


def test_own_plays_can_be_taken_back_one_by_one() -> None:
    t, chain = two_minions(), UndoChain()
    act(chain, t, 0, Play(t.id("king_rex"), t.slot("tar_pits")))
    act(chain, t, 0, Play(t.id("full_sail")))
    act(chain, t, 0, PASS)  # move nothing
    assert chain.can_undo(0)
    assert len(chain.steps) == 3
    back = chain.undo()
    assert back.pending.kind == "card"  # Full Sail's question again
    chain.undo()
    first = chain.undo()
    assert t.id("king_rex") in first.state.players[0].hand
    assert not chain.can_undo(0)


def test_drawing_cards_cuts_the_chain() -> None:
    t, chain = two_minions(), UndoChain()
    act(chain, t, 0, Play(t.id("king_rex"), t.slot("tar_pits")))
    events = act(chain, t, 0, FINISH)
    assert any(ev.kind == "draw" for ev in events)
    assert not chain.can_undo(0)


def test_another_players_decision_cuts_the_chain() -> None:
    t, chain = two_minions(), UndoChain()
    act(chain, t, 0, Play(t.id("king_rex"), t.slot("tar_pits")))
    chain.record(t.g.clone(), 1, [])
    assert not chain.can_undo(0)
    assert chain.can_undo(1)


def test_only_the_player_who_decided_may_undo() -> None:
    t, chain = two_minions(), UndoChain()
    act(chain, t, 0, Play(t.id("king_rex"), t.slot("tar_pits")))
    assert not chain.can_undo(1)


def test_a_card_leaving_a_deck_is_a_revealed_card() -> None:
    t = two_minions()
    top = t.g.state.players[0].deck[0]
    assert reveals_hidden(t.g, [Ev("to_hand", top, 0)], 0)
    assert not reveals_hidden(t.g, [Ev("move", t.id("armor_stego"), 0, 0, to=1)], 0)


def test_a_card_from_another_players_hand_is_a_revealed_card() -> None:
    t = Table(hands=[[], ["aliens/collector"]])
    assert reveals_hidden(t.g, [Ev("discard", t.id("collector"), 1)], 0)
    assert not reveals_hidden(t.g, [Ev("discard", t.id("collector"), 1)], 1)
