"""What a game is to those who play it — the table, the bots, the harnesses, a network host: both
Smash Up's ``Game`` and FZZZT!'s ``FzzztGame`` are one. Everything else on them is the engine's."""

from __future__ import annotations

from typing import Protocol, Self, TypeVar, runtime_checkable

from rules.actions import Action
from rules.decision import Decision, Ev

StateT = TypeVar("StateT", covariant=True)
# The view's type follows the game's (Smash Up's ``SeatView``, FZZZT!'s ``FSeatView``), so that
# whoever holds one game reads its view without narrowing a union first.
ViewT = TypeVar("ViewT", covariant=True)


@runtime_checkable
class TurnGame(Protocol[StateT, ViewT]):
    """One decision at a time: ``pending`` says who is asked what, ``apply`` answers it with one of
    ``legal_actions()``. ``state`` is for reading: only ``apply`` changes the game."""

    @property
    def state(self) -> StateT:
        """The whole game as plain data."""
        ...

    @property
    def pending(self) -> Decision | None:
        """The one decision waiting (None once the game is over)."""
        ...

    @property
    def over(self) -> bool: ...

    @property
    def winner(self) -> int | None:
        """The player who won; None while the game goes on (or when FZZZT!'s victory is shared)."""
        ...

    def legal_actions(self) -> tuple[Action, ...]:
        """Exactly the answers ``apply`` accepts now."""
        ...

    def apply(self, action: Action) -> list[Ev]:
        """Answer the pending decision; what happened, in order. ``Illegal`` (with ``why_not``'s
        reason) for an answer not among ``legal_actions()``."""
        ...

    def why_not(self, action: Action) -> str:
        """Why ``action`` is refused, for a person (English, marked for translation)."""
        ...

    def clone(self) -> Self:
        """An independent copy that continues exactly as this game would."""
        ...

    def view(self, player: int) -> ViewT:
        """What ``player``'s seat may see: a frozen, typed structure (``rules/view.py``,
        ``rules/fzzzt/view.py``), also the network's state message."""
        ...
