"""Actions: small frozen values a decider answers with. Each has a stable string id."""

from __future__ import annotations

from attrs import define


class PickKind:
    """What a ``Pick`` names (plain strings: saves and ids hold them as they are)."""

    CARD = "card"  # an instance id
    BASE = "base"  # a base, named by its slot index
    PLAYER = "player"  # a player index
    OPTION = "option"  # an option string


@define(slots=True, frozen=True)
class Play:
    """Play ``card`` (from hand, or wherever a card allows): a minion onto the base in ``slot``, an
    action onto the base in ``slot`` (attach to base) or ``target`` (attach to minion), or neither
    (standard action). ``slot`` is an index in ``State.bases``, never a base card."""

    card: int
    slot: int | None = None
    target: int | None = None

    @property
    def id(self) -> str:
        return f"play:{self.card}:{'' if self.slot is None else self.slot}:{'' if self.target is None else self.target}"


@define(slots=True, frozen=True)
class Use:
    """Use the Special ability of a card already in play (or in a discard pile)."""

    card: int

    @property
    def id(self) -> str:
        return f"use:{self.card}"


@define(slots=True, frozen=True)
class Talent:
    card: int

    @property
    def id(self) -> str:
        return f"talent:{self.card}"


@define(slots=True, frozen=True)
class Pick:
    """Answer a choice: ``kind`` is card, base, player or option; ``value`` an instance id, a base's
    slot index, a player index or an option string."""

    kind: str
    value: int | str

    @property
    def id(self) -> str:
        return f"pick:{self.kind}:{self.value}"


@define(slots=True, frozen=True)
class Assign:
    """FZZZT!: give ``robot`` to the production ``unit``. Its id keeps the form saves, logs and
    clients knew before it had a type of its own: the option "robot>unit"."""

    robot: int
    unit: int

    @property
    def id(self) -> str:
        return f"pick:option:{self.robot}>{self.unit}"


@define(slots=True, frozen=True)
class Answer:
    yes: bool

    @property
    def id(self) -> str:
        return "yes" if self.yes else "no"


@define(slots=True, frozen=True)
class Pass:
    @property
    def id(self) -> str:
        return "pass"


@define(slots=True, frozen=True)
class Finish:
    @property
    def id(self) -> str:
        return "finish"


Action = Play | Use | Talent | Pick | Assign | Answer | Pass | Finish
PASS = Pass()
FINISH = Finish()
YES = Answer(True)
NO = Answer(False)


def _opt_int(text: str) -> int | None:
    return None if text == "" else int(text)


def parse_action(key: str) -> Action:
    """The inverse of ``action.id``; raises ValueError on anything else."""
    head, _, rest = key.partition(":")
    if key == "pass":
        return PASS
    if key == "finish":
        return FINISH
    if key in ("yes", "no"):
        return Answer(key == "yes")
    if head == "play":
        card, slot, target = rest.split(":")
        return Play(int(card), _opt_int(slot), _opt_int(target))
    if head == "use":
        return Use(int(rest))
    if head == "talent":
        return Talent(int(rest))
    if head == "pick":
        kind, _, value = rest.partition(":")
        if kind not in ("card", "base", "player", "option"):
            raise ValueError(f"bad pick kind in {key!r}")
        if kind == "option":
            robot, sep, unit = value.partition(">")
            return Assign(int(robot), int(unit)) if sep and robot.isdigit() and unit.isdigit() else Pick(kind, value)
        return Pick(kind, int(value))
    raise ValueError(f"not an action id: {key!r}")
