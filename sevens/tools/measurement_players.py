"""Players for measurements only, beside the table levels: they may read more than a view.

``clairvoyant`` is the ``hard`` search reading every hand (:mod:`sevens.tools.clairvoyant`);
``hard-cards``, ``hard-cards-proposal`` and ``hard-cards-only`` are ``hard`` with the learned
card model's worlds, ``hard-normal-playouts`` ``hard`` with the others played by ``normal``'s
weighing in its playouts (issue 48); ``expert`` (:mod:`sevens.bots.expert`) is no longer a table
level, since it did not beat ``hard`` (docs/bots.md), and stays here for measurements;
``frees-most``, ``holds-ends`` and ``longest-suit`` are simple public-style habits that
``normal`` is measured against (:mod:`sevens.tools.sparring`); ``end-case``, ``hoarder`` and
``runner`` are the stronger styles people really use (:mod:`sevens.bots.styles`, which ships:
``hard``'s opponent model reads the others' plays by them). None is offered at the table.
"""

from __future__ import annotations

from typing import Any

from sevens.bots import BOT_LEVELS, BaseBot, ExpertBot, HardBot, UnknownBotLevel, make_bot
from sevens.bots.styles import STYLE_BOTS
from sevens.tools.clairvoyant import ClairvoyantBot
from sevens.tools.sparring import SPARRING_BOTS

__all__ = ["BENCHMARK_BOTS", "ClairvoyantBot", "make_player"]



class CardModelHardBot(HardBot):
    """``hard`` dealing its worlds with the learned card model's tilt under its usual reading
    of the plays (``card_model="tilt"``, :mod:`sevens.bots.card_model`): issue 48's
    model-guided player, measured alone among ``hard`` at the same playouts."""

    name = "hard-cards"
    card_model_default = "tilt"


class CardModelProposalHardBot(HardBot):
    """``hard`` proposing its worlds with the learned card model's tilt and undoing the tilt
    when it weighs them by its usual reading of the plays (``card_model="proposal"``): the
    worlds it searches follow today's reading alone, the tilt only picks which are weighed."""

    name = "hard-cards-proposal"
    card_model_default = "proposal"


class NormalPlayoutsHardBot(HardBot):
    """``hard`` playing the other seats of its playouts by ``normal``'s fast weighing (the
    style playouts' stand-in, a tenth of the moves at random) instead of at random: a
    heuristic stand-in for issue 48's playout policy distilled from ``hard``, whose choices
    are ``normal``'s unless its search clearly overrules them."""

    name = "hard-normal-playouts"
    others_style_default = "normal"


class CardModelOnlyHardBot(HardBot):
    """``hard`` dealing its worlds with the learned card model alone (``card_model="only"``:
    no weighing of the plays by ``normal``'s judgement)."""

    name = "hard-cards-only"
    card_model_default = "only"


#: Players for measurements only (not table levels).
BENCHMARK_BOTS: dict[str, type[BaseBot]] = {"clairvoyant": ClairvoyantBot, **SPARRING_BOTS,
                                           **STYLE_BOTS, "expert": ExpertBot,
                                           "hard-cards": CardModelHardBot,
                                           "hard-cards-only": CardModelOnlyHardBot,
                                           "hard-cards-proposal": CardModelProposalHardBot,
                                           "hard-normal-playouts": NormalPlayoutsHardBot}


def make_player(name: str, seed: int | None = None, **options: Any) -> BaseBot:
    """A table level (:func:`sevens.bots.make_bot`) or a :data:`BENCHMARK_BOTS` player;
    ``options`` go to its constructor (for ``hard`` and ``clairvoyant``: ``budget`` seconds a
    decision, ``iterations`` for a fixed, reproducible amount of search). A name may carry a
    tag after ``#`` (``hard#probe``): the same player, so that a line-up's options, which are
    given by name, can set one seat apart from the others of its level.

    Raises:
        UnknownBotLevel: neither a level nor a measurement player.
    """
    key = name.split("#", 1)[0].strip().lower() if isinstance(name, str) else name
    if key in BOT_LEVELS:
        return make_bot(key, seed=seed, **options)
    kind = BENCHMARK_BOTS.get(key)
    if kind is None:
        raise UnknownBotLevel(f"unknown player {name!r}; choose from "
                              f"{', '.join([*BOT_LEVELS, *BENCHMARK_BOTS])}")
    return kind(seed=seed, **options)
