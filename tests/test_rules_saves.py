"""Saves: cattrs JSON with format and version; bad files rejected with one clear line."""

import json

import pytest

from rules import saves
from rules.setup import new_game


def a_save() -> str:
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"]], 3)
    return saves.dumps(g)


def test_a_save_names_its_format_version_and_rules_version():
    data = json.loads(a_save())
    assert data["format"] == "smashup-save" and data["version"] == saves.VERSION
    assert data["rules_version"] == saves.RULES_VERSION


def test_a_truncated_file_is_rejected():
    text = a_save()
    with pytest.raises(saves.SaveError, match="not valid JSON"):
        saves.loads(text[: len(text) // 2])


def test_garbage_is_rejected():
    with pytest.raises(saves.SaveError):
        saves.loads("\x00\x01garbage")
    with pytest.raises(saves.SaveError, match="not a Smash Up save"):
        saves.loads("[1, 2, 3]")


def test_a_save_from_a_newer_version_is_rejected():
    data = json.loads(a_save())
    data["version"] = saves.VERSION + 1
    with pytest.raises(saves.SaveError, match="newer version"):
        saves.loads(json.dumps(data))


def test_a_hand_edited_save_is_rejected():
    data = json.loads(a_save())
    data["state"]["players"][0]["vp"] = 14
    with pytest.raises(saves.SaveError, match="modified outside the game"):
        saves.loads(json.dumps(data))


def _resealed(mutate) -> str:
    data = json.loads(a_save())
    mutate(data["state"])
    data["checksum"] = saves.checksum(data["state"])
    return json.dumps(data)


def test_an_unknown_card_id_is_rejected_even_with_a_matching_checksum():
    def mutate(s):
        s["cards"][0] = "aliens/death_star"
    with pytest.raises(saves.SaveError, match="unknown card id: aliens/death_star"):
        saves.loads(_resealed(mutate))


def test_a_card_in_two_places_is_rejected():
    def mutate(s):
        s["players"][0]["hand"].append(s["players"][1]["hand"][0])
    with pytest.raises(saves.SaveError, match="in 2 places"):
        saves.loads(_resealed(mutate))


def test_a_missing_card_is_rejected():
    def mutate(s):
        s["players"][0]["deck"].pop()
    with pytest.raises(saves.SaveError, match="nowhere"):
        saves.loads(_resealed(mutate))


def test_malformed_game_data_is_rejected_without_a_traceback():
    def mutate(s):
        s["players"] = "everyone"
    with pytest.raises(saves.SaveError):
        saves.loads(_resealed(mutate))


def test_saves_never_use_pickle_or_eval():
    from pathlib import Path

    src = (Path(saves.__file__)).read_text()
    assert "pickle" not in src and "eval(" not in src


def test_a_save_from_before_who_played_each_card_counts_each_for_its_owner():
    """Saves made before ``played_by`` was kept load: each card played that turn counts for its owner."""
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"]], 3)
    minion = next(a for a in g.legal_actions() if getattr(a, "slot", None) is not None
                  and g.read.ctype(a.card) == "minion")
    g.apply(minion)
    data = json.loads(saves.dumps(g))
    for s in (data["state"], (data["state"].get("replay") or {}).get("snapshot") or {}):
        s.pop("played_by", None)
    data["checksum"] = saves.checksum(data["state"])
    data["rules_version"] = "0.1.0"  # what those versions wrote
    loaded = saves.loads(json.dumps(data))
    assert loaded.state.played == [minion.card] and loaded.state.played_by == [g.read.owner(minion.card)]
    assert loaded.read.minions_played_this_turn(g.read.owner(minion.card)) == 1
