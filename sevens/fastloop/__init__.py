"""The unchecked engine: whole deals played on bare integers, thousands a second.

:class:`~sevens.game.Game` is the readable, checked, event-logging engine. Search needs
thousands of whole deals a second, so this package plays the same rules on bitmasks in tight
loops. Every rule is covered: the plain one-pack loop (:mod:`~sevens.fastloop.one_pack`) is the
fastest; two packs (hands as two-copy multisets, two rows a suit), face-up leftovers and the
hand-a-card rule go through the general loop (:mod:`~sevens.fastloop.general`), a little
slower; :func:`play_out` picks. The shared state and constants are
:mod:`~sevens.fastloop.state`, the scoring :mod:`~sevens.fastloop.scoring`. The tests replay
both loops' moves through ``Game.apply`` to prove that the engines agree move for move and
score for score.
"""

from sevens.fastloop.general import least_useful, legal_move_texts
from sevens.fastloop.playout import play_out, random_deals_per_second
from sevens.fastloop.state import (
    DISTANCE,
    GIVE_CHOICE,
    VALUES,
    FastState,
    PlayoutPolicy,
    PlayoutSpec,
    new_deal_state,
    spec_for,
    supports,
)

__all__ = [
    "DISTANCE", "GIVE_CHOICE", "VALUES", "FastState", "PlayoutPolicy", "PlayoutSpec",
    "least_useful", "legal_move_texts", "new_deal_state", "play_out", "random_deals_per_second",
    "spec_for", "supports",
]
