"""Who sits where: a human or a bot of some level, and a name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from attrs import asdict, define

BOT_LEVELS = {"easy": "random", "normal": "greedy", "hard": "ismcts"}  # level -> rules.ai bot name
MAX_NAME = 40  # what a player panel can show


@define(slots=True)
class Seat:
    name: str
    kind: str = "human"  # human or bot
    level: str = "normal"  # for bots: easy, normal, hard

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_data(self) -> dict[str, Any]:
        return asdict(self)


def person_answers(game: Any, seats: list[Seat], viewer: int, out_of_sight: bool) -> bool:
    """The person at the screen may answer the pending decision now: it is their seat's, no bot
    plays that seat, and the table is in sight (no cover screen, not hidden)."""
    return (game is not None and game.pending is not None and not out_of_sight
            and game.decider == viewer and not seats[viewer].is_bot)


def valid_name(name: Any) -> bool:
    return isinstance(name, str) and 0 < len(name.strip()) <= MAX_NAME and name.isprintable()


def seats_from_data(data: Any, n: int) -> list[Seat] | None:
    """Seats stored in a save or the settings; None when absent, malformed (a hand-edited file) or
    not for ``n`` players."""
    if not isinstance(data, list) or len(data) != n:
        return None
    seats = []
    for d in data:
        if not isinstance(d, dict) or not valid_name(d.get("name")):
            return None
        kind = d.get("kind") if d.get("kind") in ("human", "bot") else "human"
        level = d.get("level") if d.get("level") in BOT_LEVELS else "normal"
        seats.append(Seat(d["name"], kind, level))
    return seats


def humans(seats: list[Seat]) -> list[int]:
    return [i for i, s in enumerate(seats) if not s.is_bot]


def bot_hides_hands(seats: list[Seat], decider: int | None) -> bool:
    """In hotseat, a bot's decision is watched by everyone at the screen: the last person's hand and
    private lines are put away until the next person takes the screen through the cover."""
    return decider is not None and seats[decider].is_bot and len(humans(seats)) > 1


def save_text(game: Any, seats: list[Seat], saved_as: Path | None = None) -> str:
    """A save file's text: the game, and under "app" the seats (read back by seats_from_data) and,
    in an autosave, the file the game was last saved as (read back by saved_as)."""
    from rules import saves  # with the first save: the table is drawn without it

    data = saves.to_data(game)
    data["app"] = {"seats": [s.to_data() for s in seats]}
    if saved_as is not None:
        data["app"]["saved_as"] = str(saved_as)
    return json.dumps(data, separators=(",", ":"))


def saved_as(extra: Any, suffix: str) -> Path | None:
    """The file an autosaved game was last saved as, if it is still a save file: the resumed game
    takes its name (the window title) and saves there again. Anything else in the field is ignored."""
    text = extra.get("saved_as") if isinstance(extra, dict) else None
    if not isinstance(text, str) or not text.isprintable():
        return None
    path = Path(text)
    return path if path.suffix == suffix and path.is_file() else None
