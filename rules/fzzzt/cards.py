"""FZZZT! card facts, read from rules/data/fzzzt.json (one file, so the values can be corrected).

A card id names what matters about the card: ``fzzzt/robot_3_n`` (power 3, nut), ``fzzzt/unit_co``
(a Production Unit needing cog and oil), ``fzzzt/mechanic_2``, ``fzzzt/fzzzt``, ``fzzzt/robot_upgrade``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from attrs import define

from rules.i18n import N_

DATA = Path(__file__).resolve().parent.parent / "data" / "fzzzt.json"
SYMBOLS = ("N", "B", "C", "O")  # nut, bolt, cog, oil
SYMBOL_NAMES = {"N": N_("nut"), "B": N_("bolt"), "C": N_("cog"), "O": N_("oil")}
# Templates the table fills (marked here, translated by the app).
MECHANIC_NAME = N_("Mechanic {n}")
ROBOT_NAME = N_("Robot {power}")
POWER_TEXT = N_("power {power}")
VP_TEXT = N_("{vp} VP")
GADGET_VP_TEXT = N_("{vp} VP per gadget")
SPEED_TEXT = N_("speed {speed}")
TYPE_NAMES = {"mechanic": N_("Mechanic"), "robot": N_("Robot"), "robot_upgrade": N_("Robot Upgrade"),
              "fzzzt": N_("Fzzzt"), "production_unit": N_("Production Unit")}


@define(slots=True, frozen=True)
class FCard:
    id: str
    type: str  # mechanic, robot, robot_upgrade, fzzzt, production_unit
    power: int  # bid value (lightning bolts); 0 for Mechanics and Production Units
    vp: int  # a Robot's or Fzzzt's VP; a Production Unit's VP per gadget
    speed: int | None  # conveyor speed (VMC)
    symbols: frozenset[str]  # construction symbols; for a Production Unit, the ones it needs

    @property
    def is_robot(self) -> bool:
        """Robot Upgrades count as Robots (scoring, tie-break, building)."""
        return self.type in ("robot", "robot_upgrade")

    @property
    def is_unit(self) -> bool:
        return self.type == "production_unit"


@define(slots=True, frozen=True)
class Printing:
    """One physical card of the box: its kind and the player number printed top right (if any)."""

    card: str
    number: int | None


def _card_id(entry: dict) -> str:
    t = entry["type"]
    syms = "".join(s for s in SYMBOLS if s in entry.get("symbols", []) + entry.get("needs", [])).lower()
    if t == "robot":
        return f"fzzzt/robot_{entry['power']}_{syms}"
    if t == "production_unit":
        return f"fzzzt/unit_{syms}"
    return f"fzzzt/{t}"


def _load() -> tuple[dict[str, FCard], tuple[Printing, ...]]:
    raw = json.loads(DATA.read_text(encoding="utf-8"))
    cards: dict[str, FCard] = {}
    box: list[Printing] = []
    for e in raw["cards"]:
        numbers = list(e.get("numbers", []))
        if e["type"] == "mechanic":
            for n in numbers:
                cid = f"fzzzt/mechanic_{n}"
                cards[cid] = FCard(cid, "mechanic", 0, 0, None, frozenset())
                box.append(Printing(cid, n))
            continue
        cid = _card_id(e)
        if cid in cards:
            raise ValueError(f"fzzzt.json: two entries make the card id {cid}")
        unit = e["type"] == "production_unit"
        cards[cid] = FCard(cid, e["type"], 0 if unit else e["power"], e["vp"], e["speed"],
                           frozenset(e["needs"] if unit else e["symbols"]))
        for k in range(e["count"]):
            box.append(Printing(cid, numbers[k] if k < len(numbers) else None))
    return cards, tuple(box)


@cache
def _data() -> tuple[dict[str, FCard], tuple[Printing, ...]]:
    return _load()


def cards() -> dict[str, FCard]:
    return _data()[0]


def card(cid: str) -> FCard:
    return _data()[0][cid]


def box() -> tuple[Printing, ...]:
    """Every card of the base game (56), in data order."""
    return _data()[1]


def card_name(cid: str) -> str:
    """An English description, e.g. "Robot 3 (nut)" or "Production Unit (cog, oil)"."""
    c = card(cid)
    if c.type == "mechanic":
        return MECHANIC_NAME.format(n=cid.rsplit("_", 1)[1])
    syms = ", ".join(SYMBOL_NAMES[s] for s in SYMBOLS if s in c.symbols)
    if c.type == "robot":
        return f"{ROBOT_NAME.format(power=c.power)} ({syms})"
    if c.type == "production_unit":
        return f"Production Unit ({syms})"
    return TYPE_NAMES[c.type]
