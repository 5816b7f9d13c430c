"""The ``clairvoyant`` benchmark player: the ``hard`` search with perfect information.

It is never offered at the table (it cheats: it reads every hand). Tournaments use it as the
ceiling a view-only searcher is measured against: with the hidden hands known, every world the
search plays out is the true deal, so what is left between it and ``hard`` is what guessing
the hidden cards costs. :func:`watch` hands it the real :class:`~sevens.game.Game` of the deal
it plays (``sevens.tools.gap_benchmark`` does this for every deal).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from sevens.bots.hard import HardBot
from sevens.bots.knowledge import Knowledge
from sevens.bots.sampler import Sampler, World
from sevens.cards import FULL_PACK, iter_indices
from sevens.game import Game, View
from sevens.message import Message
from sevens.moves import Move


def _indices(multiset: int) -> list[int]:
    """Card kinds of a two-copy multiset mask, copies repeated."""
    return list(iter_indices(multiset & FULL_PACK)) + list(iter_indices(multiset >> 52))


class TrueSampler(Sampler):
    """A "sampler" that always deals the real hidden cards of a game."""

    def __init__(self, knowledge: Knowledge, game: Game) -> None:
        self.knowledge = knowledge
        self.game = game

    def sample(self, rng: random.Random) -> World:
        """The true world (``rng`` is not used)."""
        game = self.game
        return World([_indices(hand) for hand in game.hands],
                     [_indices(covered) for covered in game.covered])


class ClairvoyantBot(HardBot):
    """The ``hard`` search, but every sampled world is the true deal (a benchmark only).

    Raises (from :meth:`choose`):
        RuntimeError: no game to read (call :meth:`watch` first), or the view is not of it.
    """

    name = "clairvoyant"

    def __init__(self, seed: int | None = None, **options: object) -> None:
        super().__init__(seed, **options)  # type: ignore[arg-type]
        self.game: Game | None = None

    def watch(self, game: Game) -> None:
        """Read the hands of ``game`` from now on."""
        self.game = game

    def begin(self, view: View) -> None:
        """Set up the search, checking that the watched game is the one in ``view``."""
        game = self.game
        if game is None:
            raise RuntimeError("the clairvoyant player must watch() the game it plays")
        if game.current_player != view.current_player or len(game.events) != len(view.events):
            raise RuntimeError("the clairvoyant player watches another game than this view")
        super().begin(view)

    def _sampler_factory(self) -> Callable[[Knowledge], Sampler]:
        game = self.game
        assert game is not None
        return lambda knowledge: TrueSampler(knowledge, game)

    def explain(self, view: View, move: Move) -> Message:
        """What the search found, seeing every hand."""
        return Message("hint.reason.clairvoyant")
