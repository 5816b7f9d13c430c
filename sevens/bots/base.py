"""The bot protocol and the plain bots: :class:`Bot`, :class:`BaseBot`, :class:`RandomBot`."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from sevens.events import Event
from sevens.game import View
from sevens.message import Message
from sevens.moves import Move


@runtime_checkable
class Bot(Protocol):
    """What every computer player offers (the UI, tournaments and tests use only this)."""

    name: str

    def choose(self, view: View) -> Move:
        """One of ``view.legal_moves``."""
        ...

    def begin(self, view: View) -> None:
        """Start thinking about ``view`` (the seat must be to move)."""
        ...

    def advance(self, seconds: float) -> Move | None:
        """Think for at most about ``seconds``; the chosen move, or None if not done yet."""
        ...

    def observe(self, event: Event) -> None:
        """Be told of an event as the bot's seat saw it (optional to use)."""
        ...

    def explain(self, view: View, move: Move) -> Message:
        """A short reason for ``move`` (for the hint button), as a message key and
        parameters (:class:`~sevens.message.Message`) the interface renders."""
        ...


class BaseBot:
    """Shared plumbing: sliced thinking that simply calls :meth:`choose` once."""

    name = "base"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self._pending: View | None = None

    def choose(self, view: View) -> Move:
        """One of ``view.legal_moves`` (subclasses decide which)."""
        raise NotImplementedError

    def begin(self, view: View) -> None:
        """Start thinking about ``view``."""
        self._pending = view

    def advance(self, seconds: float) -> Move | None:
        """Finish at once: the base bots think in well under a millisecond."""
        view, self._pending = self._pending, None
        if view is None:
            raise RuntimeError("advance() called before begin()")
        return self.choose(view)

    def observe(self, event: Event) -> None:
        """Ignore events (the view carries the history)."""

    def explain(self, view: View, move: Move) -> Message:
        """A generic reason."""
        if move.kind == "pass":
            return Message("hint.reason.pass_nothing_worth")
        return Message("hint.reason.legal", move=str(move))


class RandomBot(BaseBot):
    """Plays a uniformly random legal move."""

    name = "random"

    def choose(self, view: View) -> Move:
        """A random legal move.

        Raises:
            ValueError: the view's seat is not to move.
        """
        if not view.legal_moves:
            raise ValueError("this seat has no move to make")
        return self.rng.choice(view.legal_moves)

    def explain(self, view: View, move: Move) -> Message:
        """Random play has no reason."""
        return Message("hint.reason.random")


def require_moves(view: View) -> None:
    """Refuse a view whose seat has no move to make (``ValueError``)."""
    if not view.legal_moves:
        raise ValueError("this seat has no move to make")
