"""Card facts (from the data files shipped in rules/data) joined with registered behaviour."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from attrs import define, field

DATA_DIR = Path(__file__).parent / "data"
SET_FILES = ("core", "sfdf", "marvel", "geeks", "allstars", "madness", "titans")


@define(slots=True, frozen=True)
class CardDef:
    id: str
    set: str
    faction: str
    type: str  # minion, action, base, titan
    name: str
    power: int | None
    count: int | None
    breakpoint: int | None
    vp: tuple[int, int, int] | None
    text: str
    keywords: tuple[str, ...] = ()
    name_fr: str | None = None


@define(slots=True)
class Catalogue:
    cards: dict[str, CardDef] = field(factory=dict)
    factions: dict[str, list[str]] = field(factory=dict)  # faction slug -> card ids (deck order)
    faction_names: dict[str, str] = field(factory=dict)
    faction_set: dict[str, str] = field(factory=dict)
    bases_by_set: dict[str, list[str]] = field(factory=dict)
    box_of_set: dict[str, str] = field(factory=dict)  # data file -> the box it ships in (allstars -> geeks)

    def box(self, set_name: str) -> str:
        return self.box_of_set.get(set_name, set_name)

    def get(self, card_id: str) -> CardDef:
        try:
            return self.cards[card_id]
        except KeyError:
            raise UnknownCard(card_id) from None


class UnknownCard(KeyError):
    def __str__(self) -> str:
        return f"unknown card id: {self.args[0]}"


def _load_set(cat: Catalogue, set_name: str) -> None:
    raw = json.loads((DATA_DIR / f"{set_name}.json").read_text(encoding="utf-8"))
    cat.box_of_set[set_name] = raw["set"]
    for faction in raw["factions"]:
        slug = faction["slug"]
        cat.faction_names[slug] = faction["name_en"]
        ids = cat.factions.setdefault(slug, [])
        cat.faction_set.setdefault(slug, set_name)
        for c in faction["cards"]:
            cat.cards[c["id"]] = CardDef(
                id=c["id"], set=set_name, faction=slug, type=c["type"], name=c["name_en"],
                power=c["power"], count=c["count"], breakpoint=None, vp=None, text=c["effect"],
                keywords=tuple(c["keywords"]), name_fr=c.get("name_fr"),
            )
            ids.append(c["id"])
    for b in raw["bases"]:
        cat.cards[b["id"]] = CardDef(
            id=b["id"], set=set_name, faction=b["faction_box"], type="base", name=b["name_en"],
            power=None, count=1, breakpoint=b["breakpoint"],
            vp=tuple(b["vp"]) if b["vp"] and None not in b["vp"] else None,
            text=b["effect"] or "", name_fr=b.get("name_fr"),
        )
        cat.bases_by_set.setdefault(set_name, []).append(b["id"])


@cache
def catalogue() -> Catalogue:
    cat = Catalogue()
    for s in SET_FILES:
        _load_set(cat, s)
    return cat
