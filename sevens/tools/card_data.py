"""Training data for the card model: ``python -m sevens.tools.card_data --out
data/card_records --chunks 40 --deals 50 --seed 1``.

Plays deals between today's bots — a line-up drawn per deal from :data:`LINEUP` (``normal``,
``hard`` at a few playouts, the playing styles, ``easy`` and the sparring habits), in every
one-pack preset in turn — and at a share of the decisions (``--share``) records, from the
deciding seat's view, every hidden card that more than one other seat may hold: the features
of each such seat (:func:`sevens.bots.card_model.card_features`) and which seat truly holds it
(hand or covered pile). Chunk ``k`` of seed ``s`` is ``chunk-s-k.npz`` in ``--out``, made from
its own seeds, so a run is reproducible and resumable: chunks already written are skipped.

Each chunk holds ``features`` (rows × features, float32), ``group`` (the row's card record),
``seat`` and ``holder`` (1 for the seat that holds the card) per row, and per card record
``preset`` (index into :data:`PRESET_ORDER`), ``deal`` and ``decision``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

import sevens
from sevens.bots.card_model import CARD_FEATURES, card_features
from sevens.bots.knowledge import read_view
from sevens.bots.sampler import Sampler
from sevens.game import Game
from sevens.tools.measurement_players import make_player

#: The one-pack presets, in the order of the ``preset`` field.
PRESET_ORDER = tuple(key for key, rules in sevens.PRESETS.items() if rules.decks == 1)

#: The players a line-up is drawn from: name, constructor options, weight.
LINEUP: tuple[tuple[str, dict[str, int], float], ...] = (
    ("normal", {}, 3.0),
    ("hard", {"iterations": 40}, 2.0),
    ("end-case", {}, 1.0),
    ("hoarder", {}, 1.0),
    ("runner", {}, 1.0),
    ("easy", {}, 0.7),
    ("holds-ends", {}, 0.4),
    ("frees-most", {}, 0.4),
    ("longest-suit", {}, 0.4),
)


def holder_of(game: Game, index: int) -> int:
    """The seat whose hand or covered pile holds card kind ``index`` (one pack), or -1."""
    bit = 1 << index
    for seat in range(game.players):
        if game.hands[seat] & bit or game.covered[seat] & bit:
            return seat
    return -1


def play_chunk(seed: int, chunk: int, deals: int, share: float) -> dict[str, np.ndarray]:
    """Play ``deals`` deals of chunk ``chunk`` and return its record arrays."""
    rng = random.Random(f"card-data-{seed}-{chunk}")
    names, options, weights = zip(*LINEUP, strict=True)
    rows: list[tuple[float, ...]] = []
    group: list[int] = []
    seats: list[int] = []
    holder: list[int] = []
    preset: list[int] = []
    deal_ids: list[int] = []
    decision_ids: list[int] = []
    for deal in range(deals):
        preset_number = (chunk * deals + deal) % len(PRESET_ORDER)
        rules = sevens.preset(PRESET_ORDER[preset_number])
        deal_seed = rng.randrange(1 << 40)
        lineup = rng.choices(range(len(names)), weights=weights, k=rules.players)
        bots = [make_player(names[pick], seed=deal_seed + seat, **options[pick])
                for seat, pick in enumerate(lineup)]
        game = Game(rules, seed=deal_seed, dealer=deal % rules.players)
        decision = 0
        while not game.over:
            seat = game.current_player
            view = game.view(seat)
            if rng.random() < share:
                knowledge = read_view(view)
                candidates = card_features(view, knowledge, Sampler(knowledge))
                for index, options_for_card in candidates.items():
                    truth = holder_of(game, index)
                    record = len(preset)
                    for other, features in options_for_card:
                        rows.append(features)
                        group.append(record)
                        seats.append(other)
                        holder.append(1 if other == truth else 0)
                    preset.append(preset_number)
                    deal_ids.append(chunk * deals + deal)
                    decision_ids.append(decision)
            move = bots[seat].choose(view)
            events = game.apply(move)
            for number, bot in enumerate(bots):
                for event in events:
                    bot.observe(event.seen_by(number))
            decision += 1
    width = len(CARD_FEATURES)
    return {"features": np.asarray(rows, dtype=np.float32).reshape(-1, width),
            "group": np.asarray(group, dtype=np.int32),
            "seat": np.asarray(seats, dtype=np.int8),
            "holder": np.asarray(holder, dtype=np.int8),
            "preset": np.asarray(preset, dtype=np.int8),
            "deal": np.asarray(deal_ids, dtype=np.int32),
            "decision": np.asarray(decision_ids, dtype=np.int16)}


def chunk_path(out: Path, seed: int, chunk: int) -> Path:
    """Where chunk ``chunk`` of seed ``seed`` is written."""
    return out / f"chunk-{seed}-{chunk:04d}.npz"


def main(argv: list[str] | None = None) -> int:
    """Write the missing chunks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--chunks", type=int, default=40)
    parser.add_argument("--first-chunk", type=int, default=0)
    parser.add_argument("--deals", type=int, default=50, help="deals a chunk")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--share", type=float, default=0.3,
                        help="share of the decisions recorded")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for chunk in range(args.first_chunk, args.first_chunk + args.chunks):
        path = chunk_path(args.out, args.seed, chunk)
        if path.exists():
            continue
        started = time.perf_counter()
        arrays = play_chunk(args.seed, chunk, args.deals, args.share)
        partial = path.with_suffix(".part.npz")
        np.savez_compressed(partial, **arrays)
        partial.rename(path)
        print(f"chunk {chunk}: {len(arrays['preset'])} card records, "
              f"{time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
