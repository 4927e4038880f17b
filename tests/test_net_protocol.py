"""The network protocol read as strictly as a save: what a message may hold, and nothing else."""

from __future__ import annotations

import json
import random

import pytest

from rules.fzzzt.game import new_game as new_fzzzt
from rules.fzzzt.view import FSeatView
from rules.net import protocol as P
from rules.net.table import BadTable, Table, load_table
from rules.perft import ALL_BOXES, Mix
from rules.perft import new_game as perft_game
from rules.selection import setup_game
from rules.view import SeatView

LOOPBACK = "127.0.0.1"


def client_says(data: object) -> P.Message:
    return P.decode(json.dumps(data).encode(), P.FROM_CLIENT)


def test_a_well_formed_action_is_read():
    assert client_says({"type": "action", "step": 3, "action": "finish"}) == P.Act(3, "finish")


@pytest.mark.parametrize("step", ["3", True, 3.0, None, -1])
def test_a_step_is_a_whole_number_not_something_like_one(step):
    with pytest.raises(P.ProtocolError, match="malformed action"):
        client_says({"type": "action", "step": step, "action": "finish"})


def test_an_unknown_field_is_refused():
    with pytest.raises(P.ProtocolError, match="extra fields"):
        client_says({"type": "chat", "text": "hi", "as_seat": 2})


def test_a_message_of_the_other_direction_is_refused():
    with pytest.raises(P.ProtocolError, match="not a message"):
        client_says({"type": "welcome", "seat": 0, "token": "t", "game": "fzzzt", "players": 2})


def test_a_name_longer_than_allowed_is_refused():
    with pytest.raises(P.ProtocolError, match="malformed hello"):
        client_says({"type": "hello", "protocol": P.PROTOCOL, "version": 1, "code": "c", "name": "x" * 33})


@pytest.mark.parametrize("name", ["Bob\nEND winner 0", "Bob\x1b[2J", ""])
def test_a_name_is_one_line_of_printable_text(name):
    with pytest.raises(P.ProtocolError, match="malformed hello"):
        client_says({"type": "hello", "protocol": P.PROTOCOL, "version": 1, "code": "c", "name": name})


def test_a_message_nested_too_deeply_is_refused():
    with pytest.raises(P.ProtocolError, match="nested too deeply"):
        P.decode(b'{"type":"chat","text":' + b"[" * 100 + b"]" * 100 + b"}", P.FROM_CLIENT)


@pytest.mark.parametrize("host", ["192.168.1.20", "::1", "table.example.org"])
def test_an_invite_reads_back_as_written(host):
    inv = P.Invite(host, 45678, P.new_secret(), "ab" * 32)
    assert P.parse_invite(str(inv)) == inv


def test_a_join_code_has_at_least_64_bits():
    assert len(P.new_secret()) * 6 >= 128  # URL-safe base64: 6 bits a character


@pytest.mark.parametrize("kind", ["smashup", "fzzzt"])
def test_a_state_reads_back_as_the_host_wrote_it(kind):
    game = new_fzzzt(3, 2) if kind == "fzzzt" else setup_game(random.Random(2), 2, 3)
    for _ in range(12):
        game.apply(game.legal_actions()[-1])
    state, _ = Table(game).state_for(1)
    assert P.decode(P.encode(state)[P.HEADER:], P.FROM_HOST) == state


def test_a_seat_is_sent_each_event_of_its_log_once_and_in_order():
    """Over more events than the log keeps in its short tail (rules/eventlog.py), states asked for
    now and then."""
    table, seat, sent = Table(setup_game(random.Random(2), 2, 3)), 2, []
    game = table.game
    while game.pending is not None and table.step < 300:
        options = game.legal_actions()
        table._apply(options[table.step % len(options)])
        if table.step % 7 == 0:
            sent.extend(table.state_for(seat)[0].events)
    sent.extend(table.state_for(seat)[0].events)
    assert len(game.state.log) > 200
    assert sent == list(P.events_of(game.log_for(seat)))


def _tampered_state(change) -> bytes:
    state, _ = Table(setup_game(random.Random(2), 2, 3)).state_for(1)
    data = P.CONVERTER.unstructure(state)
    change(data["smashup"]["players"][0])
    return json.dumps(data).encode()


@pytest.mark.parametrize("change", [lambda p: p.update(deck_order=[3, 1]), lambda p: p.update(vp="3"),
                                    lambda p: p.update(vp=3.0), lambda p: p.update(factions="aliens")],
                         ids=["unknown field", "text for a number", "float for a number", "text for a tuple"])
def test_a_view_with_a_field_it_does_not_have_or_of_another_type_is_refused(change):
    with pytest.raises(P.ProtocolError, match="malformed state"):
        P.decode(_tampered_state(change), P.FROM_HOST)


def test_the_autosave_keeps_the_code_the_seats_and_their_tokens(tmp_path):
    t = Table(new_fzzzt(2, 1))
    seat, token = t.join(P.Hello(P.PROTOCOL, P.VERSION, t.code, "Ann"))
    t.save(tmp_path / "table.json")
    back = load_table(tmp_path / "table.json")
    assert back.code == t.code and back.resume(P.Resume(P.PROTOCOL, P.VERSION, t.code, token)) == seat
    assert back.seats[seat].name == "Ann" and back.game.state == t.game.state


def test_the_autosave_journal_brings_the_table_to_its_last_action(tmp_path):
    path = tmp_path / "table.json"
    t = Table(new_fzzzt(2, 4))
    t.save(path)
    for _ in range(7):
        t._apply(t.game.legal_actions()[0])
        t.autosave(path)
    back = load_table(path)
    assert back.history == t.history and back.game.state == t.game.state


def test_a_journal_that_does_not_follow_its_game_is_refused(tmp_path):
    path = tmp_path / "table.json"
    t = Table(new_fzzzt(2, 4))
    t.save(path)
    (tmp_path / "table.json.journal").write_text("0 pick:card:9999\n")
    with pytest.raises(BadTable, match="journal does not follow"):
        load_table(path)


def _over_the_wire(msg: P.State) -> P.Message:
    return P.decode(P.encode(msg)[P.HEADER:], P.FROM_HOST)


# Seeds whose games show every kind of thing a view holds: Smash Up's buries a card face down,
# plays titans and actions on minions; FZZZT!'s reveals auctions and builds Robots.
@pytest.mark.parametrize(("mix", "seed"), [(Mix("smashup", ALL_BOXES, True, 3), 15), (Mix("fzzzt", players=3), 4)],
                         ids=["smashup", "fzzzt"])
def test_every_seats_view_of_a_played_game_comes_back_from_its_state_message_identically(mix, seed):
    """The view is the state message: a joined seat draws exactly what the host's game showed it."""
    game = perft_game(mix, seed)
    r = random.Random(seed)
    held: set[str] = set()
    for _ in range(400):
        for seat in range(3):
            v = game.view(seat)
            back = _over_the_wire(P.State(0, (), **{mix.game: v}))
            assert getattr(back, mix.game) == v
            held |= _holds(v)
        if game.over:
            break
        options = game.legal_actions()
        game.apply(options[r.randrange(len(options))])
    assert game.over and held == HELD[mix.game]


# What the table reads of a view beyond the board, each seen in the games above at least once.
HELD = {"smashup": {"plays left", "a card's extra play", "VP history"}, "fzzzt": {"final breakdowns"}}


def _holds(v: SeatView | FSeatView) -> set[str]:
    plays = getattr(v, "plays", None)
    return {name for name, shown in (
        ("plays left", plays is not None), ("a card's extra play", plays is not None and bool(plays.extras)),
        ("VP history", bool(getattr(v, "vp_history", ()))),
        ("final breakdowns", getattr(v, "breakdowns", None) is not None)) if shown}


def test_a_bot_seat_is_still_the_bots_after_a_restart(tmp_path):
    t = Table(new_fzzzt(2, 1))
    t.seat_bot(1, "greedy", "Bot (Normal)")
    t.save(tmp_path / "table.json")
    back = load_table(tmp_path / "table.json")
    assert back.seats[1].bot == "greedy" and back.bots[1].name == "greedy"


def test_a_state_carries_the_whole_decision_a_local_table_words_and_lights():
    """Me First! before Jungle Oasis scores: the seat sent the state reads when the window opens and
    about which base, as the local table does (the state told only the prompt and the card asking)."""
    from test_rules_owners_and_order import ready_oasis

    t = ready_oasis([[{"card": "pirates/full_sail", "label": "a"}], [{"card": "pirates/full_sail", "label": "b"}]],
                    active=0)
    t.finish()
    table = Table(t.g)
    d = t.g.pending
    state, _ = table.state_for(d.player)
    sent = P.decode(P.encode(state)[P.HEADER:], P.FROM_HOST)
    pending = sent.smashup.pending
    assert (pending.kind, pending.window, pending.slot, pending.optional) == ("me_first", d.window, d.slot, True)
    assert pending.slot == t.slot("jungle_oasis") and pending.options == tuple(a.id for a in d.options)
    other, _ = table.state_for(1 - d.player)
    assert other.smashup.pending.options is None and other.smashup.pending.window == d.window
