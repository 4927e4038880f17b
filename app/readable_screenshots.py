"""Screenshots of the table at scale and for everyone (issue 45), in a 1366×768 window: eight
minions on one base with actions attached, a base holding two actions (one naming a faction), three
extra plays in the plays box, the seats' marks; at 100 % and 125 % text, English and French.
`python -m app.readable_screenshots OUTDIR` (offscreen or under Xvfb)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.detail_screenshots import card, open_on
from app.main import make_app
from app.screenshots import in_both_languages
from rules.game import Game, engine_of
from rules.scenario import build
from rules.state import Extra

SIZE = (1366, 768)


def crowded_table() -> tuple[Game, dict[str, int]]:
    """Ann has eight minions on the Central Brain, two of them with actions attached; Ben's Block
    the Path and Enshrouding Mist on Jungle Oasis; Ann has three extra plays."""
    mine = [card(c, f"m{k}", 0) for k, c in enumerate(
        ["aliens/invader", "aliens/collector", "aliens/supreme_overlord", "aliens/scout", "dinosaurs/war_raptor",
         "dinosaurs/king_rex", "dinosaurs/laseratops", "dinosaurs/armor_stego"])]
    mine[0]["attached"] = [card("dinosaurs/upgrade", "upgrade", 0)]
    mine[5]["attached"] = [card("dinosaurs/upgrade", "upgrade2", 0), card("ninjas/poison", "poison", 1)]
    theirs = [card("ninjas/shinobi", "shinobi", 1), card("tricksters/gnome", "gnome", 1)]
    data = {
        "format": "smashup-scenario/1", "seed": 3, "active": 0, "phase": "play_cards",
        "players": [
            {"factions": ["aliens", "dinosaurs"], "vp": 4, "hand": [card("aliens/invader", "h1"),
                                                                    card("dinosaurs/howl", "h2")],
             "deck": [card("aliens/scout", "d1")], "discard": [], "titans": []},
            {"factions": ["ninjas", "tricksters"], "vp": 6, "hand": [card("ninjas/ninja_acolyte", "h3")],
             "deck": [card("ninjas/shinobi", "d2")], "discard": [], "titans": []},
        ],
        "bases": [
            {**card("base/the_central_brain", "brain"), "minions": [*mine, theirs[0]], "actions": [], "titans": []},
            {**card("base/jungle_oasis", "oasis"), "minions": [theirs[1]],
             "actions": [card("tricksters/block_the_path", "block", 1),
                         card("tricksters/enshrouding_mist", "mist", 1)], "titans": []},
            {**card("base/tar_pits", "pits"), "minions": [card("ninjas/ninja_acolyte", "acolyte", 1)],
             "actions": [], "titans": []},
        ],
        "base_deck": [card("base/the_mothership", "next base")],
    }
    g, built = build(data)
    ids = built.labels
    s = engine_of(g).state
    s.extras.extend([Extra("minion", ids["m1"], power_le=2), Extra("action", ids["m2"]),
                     Extra("minion", ids["m3"], base=ids["oasis"])])
    return g, ids


def table_at_scale(app: QApplication, settings: dict, out: Path) -> None:
    for size in (100, 125):
        g, _ = crowded_table()
        window = open_on({**settings, "text_size": size}, g, ["Ann", "Ben"])
        window.resize(*SIZE)
        in_both_languages(app, window, out, f"readable-table-{size}")


SHOTS = [table_at_scale]

if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    target.mkdir(parents=True, exist_ok=True)
    app, settings, _ = make_app(sys.argv[:1], "en")
    for shot in SHOTS:
        shot(app, settings, target)
