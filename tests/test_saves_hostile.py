"""Broken and hostile save files: a save is a game the rules could reach, or it is refused with one
line. The checksum is recomputed after every edit here: it is tamper evidence, not a lock."""

import json
import os
import random
from functools import cache

import pytest

from rules import saves
from rules.actions import Play
from rules.catalogue import catalogue
from rules.setup import new_game
from rules.state import State


def _mid_effect() -> str:
    """A 3-player game paused inside an effect, with answers to replay (player 1 active)."""
    r = random.Random(5)
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"], ["wizards", "pirates"]], 5, first=1)
    while not (g.pending.kind != "main" and g.state.replay is not None and len(g.state.replay.answers) >= 2):
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    return saves.dumps(g)


@cache
def texts() -> dict[str, str]:
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"], ["wizards", "pirates"]], 3, first=2)
    return {"start": saves.dumps(g), "mid": _mid_effect()}


def resealed(mutate, which: str = "start") -> str:
    data = json.loads(texts()[which])
    mutate(data["state"])
    data["checksum"] = saves.checksum(data["state"])
    return json.dumps(data)


def refused(text: str, match: str) -> saves.SaveError:
    with pytest.raises(saves.SaveError, match=match) as info:
        saves.loads(text)
    assert "\n" not in str(info.value) and "\r" not in str(info.value)
    return info.value


# --- 1. numbers and depth -------------------------------------------------------------------------
def test_an_integer_of_thousands_of_digits_anywhere_is_one_save_error():
    data = json.loads(texts()["start"])
    data["app"] = {"seats": 0}
    text = json.dumps(data).replace('"seats": 0', '"seats": ' + "9" * 5000)
    refused(text, "number too large")


def test_a_big_counter_within_the_parser_limit_is_out_of_range():
    refused(resealed(lambda s: s.update(turn=10 ** 30)), "turn .* out of range")


def test_json_nested_hundreds_deep_is_one_save_error():
    data = json.loads(texts()["start"])
    text = json.dumps(data)[:-1] + ', "app": ' + "[" * 986 + "]" * 986 + "}"
    refused(text, "nested too deeply")


def test_nan_is_not_json():
    refused(texts()["start"].replace('"turn":1', '"turn":NaN'), "not valid JSON")


# --- 2. player indexes ----------------------------------------------------------------------------
def _first_in_play(s: dict) -> int:
    return s["players"][0]["hand"][0]


def test_a_controller_who_is_not_at_the_table_is_refused():
    def mutate(s):
        minion = next(c for c in s["players"][0]["hand"] if catalogue().cards[s["cards"][c]].type == "minion")
        s["players"][0]["hand"].remove(minion)
        s["bases"][0]["minions"].append(minion)
        s["controller"][str(minion)] = 7
    refused(resealed(mutate), "controlled by player 7")


def test_an_owner_who_is_not_at_the_table_is_refused():
    refused(resealed(lambda s: s["owner"].__setitem__(0, 5)), "owned by player 5")


def test_a_winner_who_is_not_at_the_table_is_refused():
    refused(resealed(lambda s: s.update(winner=3, phase="game_over")), "winner is player 3")


def test_a_winner_while_the_game_goes_on_is_refused():
    refused(resealed(lambda s: s.update(winner=0)), "over exactly when it has a winner")


def test_a_minion_in_the_base_deck_is_refused():
    def mutate(s):
        s["base_deck"].append(s["players"][0]["hand"].pop())
    refused(resealed(mutate), "can't be in the base deck")


# --- 3. replayed answers ----------------------------------------------------------------------------
def test_a_replayed_answer_must_have_been_an_option_when_given():
    """The save makes player 1 play player 2's hand card at the start of their own action."""
    def mutate(s):
        snap = s["replay"]["snapshot"]
        theirs = snap["players"][2]["hand"][0]
        s["replay"]["answers"][0] = Play(theirs, 0).id
    refused(resealed(mutate, "mid"), "was not among the options")


def test_an_unknown_answer_is_refused_not_ignored():
    refused(resealed(lambda s: s["replay"]["answers"].append("pick:option:bogus"), "mid"),
            "not among the options")


def test_a_state_edit_next_to_a_replay_is_refused_not_replaced():
    refused(resealed(lambda s: s["players"][0].update(vp=3), "mid"), "not where its answers lead")


def test_a_consistent_mid_effect_save_still_loads():
    g = saves.loads(texts()["mid"])
    assert g.pending.kind != "main" and json.loads(saves.dumps(g)) == json.loads(texts()["mid"])


# --- 4. impossible states ---------------------------------------------------------------------------
@pytest.mark.parametrize("factions, match", [
    (["aliens", "elves"], "unknown faction: elves"),
    (["aliens", "aliens"], "two different factions"),
    (["aliens"], "two different factions"),
    (["aliens", "ninjas", "dinosaurs"], "two different factions"),
])
def test_a_player_plays_two_different_known_factions(factions, match):
    refused(resealed(lambda s: s["players"][0].update(factions=factions)), match)


def test_a_faction_played_by_two_players_is_refused():
    refused(resealed(lambda s: s["players"][1].update(factions=["aliens", "zombies"])), "played twice")


def test_card_ids_swapped_across_owners_are_refused():
    def mutate(s):
        a, b = s["owner"].index(0), s["owner"].index(1)
        s["cards"][a], s["cards"][b] = s["cards"][b], s["cards"][a]
    refused(resealed(mutate), "belongs to none of player")


def test_more_copies_than_printed_are_refused():
    def mutate(s):
        s["cards"][s["cards"].index("aliens/invader")] = "aliens/supreme_overlord"
    refused(resealed(mutate), "2 copies of aliens/supreme_overlord")


def test_a_titan_in_a_hand_is_refused():
    def mutate(s):
        s["cards"][s["players"][0]["hand"][0]] = "ninjas/invisible_ninja"
    refused(resealed(mutate), "can't be in player 0's hand")


def test_a_minion_attached_to_a_minion_is_refused():
    def mutate(s):
        r = random.Random(0)
        minions = [i for i, c in enumerate(s["cards"]) if c in ("aliens/invader", "aliens/scout")]
        host, guest = r.sample(minions, 2)
        for p in s["players"]:
            for zone in ("hand", "deck", "discard"):
                p[zone] = [c for c in p[zone] if c not in (host, guest)]
        s["bases"][0]["minions"].append(host)
        s["attached"][str(host)] = [guest]
    refused(resealed(mutate), "can't be attached to aliens/")


@pytest.mark.parametrize("field, value", [
    ("turn", 0), ("turn", -1), ("minion_plays", -1), ("action_plays", 10 ** 6), ("rng", -1), ("rng", 1 << 64),
])
def test_counters_out_of_range_are_refused(field, value):
    refused(resealed(lambda s: s.update({field: value})), "out of range")


def test_negative_or_huge_vp_is_refused():
    refused(resealed(lambda s: s["players"][1].update(vp=-1)), "negative VP|out of range")
    refused(resealed(lambda s: s["players"][1].update(vp=10 ** 6)), "VP out of range")


def test_a_bogus_extra_play_is_refused():
    extra = {"kind": "god", "source": -1, "power_le": None, "base": None, "card": None, "zone": "hand"}
    refused(resealed(lambda s: s["extras"].append(extra)), "extra play that no card gives")
    extra = dict(extra, kind="minion", base=0)  # card 0 is a minion, not a base
    refused(resealed(lambda s: s["extras"].append(extra)), "extra play that no card gives")


@pytest.mark.parametrize("field, value", [
    ("turn", 1.5), ("winner", True), ("turn", "1"), ("active", True), ("active", 2.0),
])
def test_values_are_never_coerced(field, value):
    refused(resealed(lambda s: s.update({field: value})), f"malformed \\(state.{field}\\)")


def test_a_non_canonical_number_as_a_key_or_in_an_answer_is_refused():
    refused(resealed(lambda s: s["counters"].update({"01": 1})), "malformed")
    refused(resealed(lambda s: s["replay"]["answers"].__setitem__(0, "play: 1::"), "mid"), "malformed")


def test_an_unknown_field_is_refused():
    refused(resealed(lambda s: s.update(cheat=1)), r"malformed \(state.cheat\)")


# --- 6. files that are not files --------------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "x.smashup"
    os.mkfifo(fifo)
    with pytest.raises(saves.SaveError, match="not a regular file"):
        saves.read(fifo)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_link_to_an_endless_device_is_refused(tmp_path):
    link = tmp_path / "zero.smashup"
    link.symlink_to("/dev/zero")
    with pytest.raises(saves.SaveError, match="not a regular file"):
        saves.read(link)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(saves.SaveError, match="can't read"):
        saves.read(tmp_path)


# --- 9. one line ------------------------------------------------------------------------------------
def test_file_text_quoted_in_a_message_stays_on_one_line():
    def mutate(s):
        s["cards"][0] = "aliens/x\n<h1>big</h1>\r\u2028" + "y" * 500
    error = refused(resealed(mutate), "unknown card id")
    assert len(str(error)) < 200 and "\\n" in str(error)


def test_a_path_quoted_in_a_message_stays_on_one_line(tmp_path):
    with pytest.raises(saves.SaveError) as info:
        saves.read(tmp_path / "two\nlines.smashup")
    assert "\n" not in str(info.value) and "two\\nlines" in str(info.value)


# --- 10. leftovers ----------------------------------------------------------------------------------
def test_a_utf8_bom_is_accepted(tmp_path):
    path = tmp_path / "bom.smashup"
    path.write_bytes(b"\xef\xbb\xbf" + texts()["start"].encode())
    assert saves.load(path).state.turn == 1


def test_a_save_from_newer_rules_is_refused():
    data = json.loads(texts()["start"])
    data["rules_version"] = "99.0.0"
    refused(json.dumps(data), r"newer rules \(99.0.0")
    data["rules_version"] = 7
    refused(json.dumps(data), "rules version is unreadable")


def test_the_same_game_always_writes_the_same_bytes():
    g = saves.loads(texts()["start"])
    keys = [f"talent:{i}" for i in range(40)]
    states: list[State] = []
    for order in (keys, keys[::-1]):
        s = g.state.copy()
        s.used = set()
        for k in order:
            s.used.add(k)
        states.append(s)
    blobs = [json.dumps(saves.CONVERTER.unstructure(s)) for s in states]
    assert blobs[0] == blobs[1] and json.loads(blobs[0])["used"] == sorted(keys)


def _with_titans() -> dict:
    g = new_game([["dinosaurs", "ninjas"], ["tricksters", "robots"], ["wizards", "pirates"]], 3, first=2, titans=True)
    return json.loads(saves.dumps(g))


def _resealed_titans(mutate) -> str:
    data = _with_titans()
    mutate(data["state"])
    data["checksum"] = saves.checksum(data["state"])
    return json.dumps(data)


def test_a_save_with_titans_beside_the_decks_loads():
    g = saves.loads(json.dumps(_with_titans()))
    assert [[g.read.cid(t) for t in p.titans] for p in g.state.players] == [
        ["dinosaurs/fort_titanosaurus", "ninjas/invisible_ninja"], ["tricksters/big_funny_giant"],
        ["wizards/arcane_protector", "pirates/the_kraken"]]


def test_a_titan_beside_another_players_deck_is_refused():
    def mutate(s):
        s["players"][1]["titans"].append(s["players"][0]["titans"].pop())
    refused(_resealed_titans(mutate), "is in player 1's hand, deck, discard or beside it")


def test_a_titan_played_as_a_minion_is_refused():
    def mutate(s):
        s["bases"][0]["minions"].append(s["players"][0]["titans"].pop())
    refused(_resealed_titans(mutate), "is on a base as a minion")


def test_a_player_controlling_two_titans_in_play_is_refused():
    def mutate(s):
        s["bases"][0]["titans"] = s["players"][0]["titans"]
        s["players"][0]["titans"] = []
    refused(_resealed_titans(mutate), "controls two titans in play")
