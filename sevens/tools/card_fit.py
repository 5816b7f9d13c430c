"""Fit and measure the card model: ``python -m sevens.tools.card_fit --train
/tmp/card_records --test /tmp/card_records_test --write``.

Reads the chunks of :mod:`sevens.tools.card_data`, fits a conditional logit (each hidden card
a choice among the seats that may hold it, :data:`~sevens.bots.card_model.CARD_FEATURES`)
by L-BFGS with a small ridge, once over every preset and once per scoring system, and reports
on the held-apart chunks (other seeds, other deals) the mean log loss a card and the share of
cards whose most likely seat holds them, against the room alone (a card lies with a seat in
proportion to the cards it accounts for: what a uniform consistent deal gives, roughly).
``--write`` puts the weights in ``sevens/bots/card_weights.py``.

``--worlds N`` measures sampled worlds instead, on N fresh deals played as the data is
(seed ``--seed``): at recorded decisions, each sampler deals ``--draws`` worlds and the share
of the hidden cards a world puts with their true holder is averaged, for the plain consistent
sampler, today's (``normal``'s judgement read from the plays), the card model's tilt alone,
the tilt under today's reading, and the tilt as a proposal only (weighed out again: the
worlds follow today's reading); also each one's log loss from the worlds' frequencies and
how many different worlds its draws hold at a decision.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import textwrap
from pathlib import Path
from typing import Any

import numpy as np
from scipy.optimize import minimize

import sevens
from sevens.bots.card_model import CARD_FEATURES, card_features
from sevens.bots.inference import world_sampler
from sevens.bots.knowledge import read_view
from sevens.bots.sampler import Sampler
from sevens.game import Game
from sevens.tools.card_data import LINEUP, PRESET_ORDER, holder_of
from sevens.tools.measurement_players import make_player

WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "bots" / "card_weights.py"
#: The ridge on the weights (per card record).
RIDGE = 1e-4


def load(folder: Path) -> dict[str, np.ndarray]:
    """Every chunk in ``folder`` joined, card record numbers made unique."""
    parts: dict[str, list[np.ndarray]] = {}
    offset = 0
    for path in sorted(folder.glob("chunk-*[0-9].npz")):
        with np.load(path) as data:
            for key in data.files:
                value = data[key]
                if key == "group":
                    value = value.astype(np.int64) + offset
                parts.setdefault(key, []).append(value)
            offset += len(data["preset"])
    return {key: np.concatenate(values) for key, values in parts.items()}


def scoring_of(preset_numbers: np.ndarray) -> np.ndarray:
    """The scoring system of each record's preset."""
    names = np.array([sevens.preset(key).scoring for key in PRESET_ORDER])
    return names[preset_numbers]


def subset(data: dict[str, np.ndarray], records: np.ndarray) -> dict[str, np.ndarray]:
    """The rows of the card records marked in ``records`` (boolean per record)."""
    rows = records[data["group"]]
    _, group = np.unique(data["group"][rows], return_inverse=True)
    return {"features": data["features"][rows], "group": group,
            "holder": data["holder"][rows]}


def loss_and_gradient(weights: np.ndarray, features: np.ndarray, group: np.ndarray,
                      holder: np.ndarray, groups: int) -> tuple[float, np.ndarray]:
    """Mean negative log-likelihood of the true holders, and its gradient."""
    scores = features @ weights
    top = np.full(groups, -np.inf)
    np.maximum.at(top, group, scores)
    shifted = np.exp(scores - top[group])
    norm = np.bincount(group, weights=shifted, minlength=groups)
    probability = shifted / norm[group]
    chosen = holder.astype(bool)
    loss = -np.sum(np.log(probability[chosen])) / groups
    gradient = (features.T @ (probability - holder)) / groups
    loss += RIDGE * float(weights @ weights)
    return float(loss), gradient + 2 * RIDGE * weights


def fit(data: dict[str, np.ndarray]) -> np.ndarray:
    """The fitted weights."""
    features = data["features"].astype(np.float64)
    groups = int(data["group"].max()) + 1
    start = np.zeros(len(CARD_FEATURES))
    start[0] = 1.0
    result = minimize(loss_and_gradient, start, args=(features, data["group"],
                                                      data["holder"], groups),
                      jac=True, method="L-BFGS-B", options={"maxiter": 500})
    return result.x


def measure(weights: np.ndarray, data: dict[str, np.ndarray]) -> dict[str, float]:
    """Mean log loss a card and the share whose most likely seat holds it."""
    groups = int(data["group"].max()) + 1
    features = data["features"].astype(np.float64)
    group = data["group"]
    scores = features @ weights
    top = np.full(groups, -np.inf)
    np.maximum.at(top, group, scores)
    shifted = np.exp(scores - top[group])
    norm = np.bincount(group, weights=shifted, minlength=groups)
    probability = shifted / norm[group]
    chosen = data["holder"].astype(bool)
    loss = -float(np.mean(np.log(probability[chosen])))
    # the most likely seat of each card (ties: the first listed)
    order = np.lexsort((-probability, group))
    first = np.ones(len(order), dtype=bool)
    first[1:] = group[order][1:] != group[order][:-1]
    right = float(np.mean(data["holder"][order][first]))
    return {"log_loss": round(loss, 4), "placed_right": round(right, 4), "cards": groups}


def room_only() -> np.ndarray:
    """The baseline weights: the room term alone."""
    weights = np.zeros(len(CARD_FEATURES))
    weights[0] = 1.0
    return weights


def fit_all(train: dict[str, np.ndarray], test: dict[str, np.ndarray]
            ) -> tuple[dict[str, list[float]], dict[str, Any]]:
    """Fit over all presets and per scoring system; the weights and the held-apart report."""
    weights: dict[str, list[float]] = {}
    report: dict[str, Any] = {}
    train_scoring = scoring_of(train["preset"])
    test_scoring = scoring_of(test["preset"])
    families = ["all", *sorted(set(train_scoring))]
    for family in families:
        if family == "all":
            part_train = subset(train, np.ones(len(train["preset"]), dtype=bool))
            part_test = subset(test, np.ones(len(test["preset"]), dtype=bool))
        else:
            part_train = subset(train, train_scoring == family)
            part_test = subset(test, test_scoring == family)
        fitted = fit(part_train)
        weights[family] = [round(float(value), 4) for value in fitted]
        report[family] = {"train_cards": int(part_train["group"].max()) + 1,
                          "model": measure(fitted, part_test),
                          "room_only": measure(room_only(), part_test)}
        print(family, json.dumps(report[family]), file=sys.stderr, flush=True)
    return weights, report


def write_weights(weights: dict[str, list[float]], note: str) -> None:
    """Rewrite :mod:`sevens.bots.card_weights`."""
    lines = ['"""The card model\'s weights (:mod:`sevens.bots.card_model`), written by ``python -m',
             'sevens.tools.card_fit --write``: per scoring system (and ``all``), one weight per',
             'feature of :data:`~sevens.bots.card_model.CARD_FEATURES`.', "",
             textwrap.fill(note, 92), '"""', "",
             "CARD_WEIGHTS: dict[str, tuple[float, ...]] = {"]
    for family, values in weights.items():
        lines.append(f'    "{family}": (')
        text = ", ".join(repr(value) for value in values)
        chunks, line = [], ""
        for item in text.split(", "):
            if len(line) + len(item) + 2 > 88:
                chunks.append(line)
                line = ""
            line += item + ", "
        chunks.append(line)
        lines += [f"        {chunk.rstrip()}" for chunk in chunks if chunk]
        lines.append("    ),")
    lines.append("}")
    WEIGHTS_FILE.write_text("\n".join(lines) + "\n", encoding="utf-8")


def world_report(deals: int, seed: int, draws: int, share: float) -> dict[str, Any]:
    """Sampled worlds against the truth, per sampler (see the module docstring)."""
    from sevens.bots.card_model import model_for_rules

    rng = random.Random(f"card-worlds-{seed}")
    names, options, weights = zip(*LINEUP, strict=True)
    kinds = ("consistent", "today", "card_model", "card_model_and_today",
             "card_model_proposal")
    totals = {kind: {"right": 0.0, "loss": 0.0, "distinct": 0.0} for kind in kinds}
    positions = 0
    direct = {"right": 0.0, "loss": 0.0}
    cards = 0
    for deal in range(deals):
        key = PRESET_ORDER[deal % len(PRESET_ORDER)]
        rules = sevens.preset(key)
        deal_seed = rng.randrange(1 << 40)
        lineup = rng.choices(range(len(names)), weights=weights, k=rules.players)
        bots = [make_player(names[pick], seed=deal_seed + seat, **options[pick])
                for seat, pick in enumerate(lineup)]
        game = Game(rules, seed=deal_seed, dealer=deal % rules.players)
        model = model_for_rules(rules)
        while not game.over:
            seat = game.current_player
            view = game.view(seat)
            if rng.random() < share:
                knowledge = read_view(view)
                plain = Sampler(knowledge)
                candidates = card_features(view, knowledge, plain)
                if candidates:
                    truth = {index: holder_of(game, index) for index in candidates}
                    samplers = {"consistent": plain,
                                "today": world_sampler(knowledge, view, 3),
                                "card_model": world_sampler(knowledge, view, 3, "only"),
                                "card_model_and_today": world_sampler(knowledge, view, 3,
                                                                      "tilt"),
                                "card_model_proposal": world_sampler(knowledge, view, 3,
                                                                     "proposal")}
                    for kind, sampler in samplers.items():
                        counts = {index: {} for index in candidates}
                        sample_rng = random.Random(deal * 1000 + seat)
                        different = set()
                        for _ in range(draws):
                            world = sampler.sample(sample_rng)
                            different.add(tuple(tuple(sorted(cards))
                                                for cards in (*world.hands, *world.covered)))
                            for other, (hand, covered) in enumerate(zip(world.hands,
                                                                        world.covered,
                                                                        strict=True)):
                                for index in (*hand, *covered):
                                    if index in counts:
                                        counts[index][other] = counts[index].get(other, 0) + 1
                        for index, rows in candidates.items():
                            seen = counts[index]
                            options_count = len(rows)
                            right = seen.get(truth[index], 0)
                            totals[kind]["right"] += right / draws
                            totals[kind]["loss"] -= math.log((right + 0.5)
                                                             / (draws + 0.5 * options_count))
                        totals[kind]["distinct"] += len(different)
                    positions += 1
                    if model is not None:
                        probabilities = model.probabilities(candidates)
                        for index, spread in probabilities.items():
                            chance = spread.get(truth[index], 1e-9)
                            direct["loss"] -= math.log(chance)
                            direct["right"] += chance
                    cards += len(candidates)
            move = bots[seat].choose(view)
            events = game.apply(move)
            for number, bot in enumerate(bots):
                for event in events:
                    bot.observe(event.seen_by(number))
        print(f"deal {deal + 1}/{deals}", file=sys.stderr, flush=True)
    report: dict[str, Any] = {"deals": deals, "seed": seed, "draws": draws, "cards": cards,
                              "positions": positions}
    for kind in kinds:
        report[kind] = {"placed_right": round(totals[kind]["right"] / cards, 4),
                        "log_loss": round(totals[kind]["loss"] / cards, 4),
                        "distinct_worlds": round(totals[kind]["distinct"] / positions, 2)}
    report["card_model_probabilities"] = {"placed_right": round(direct["right"] / cards, 4),
                                          "log_loss": round(direct["loss"] / cards, 4)}
    return report


def main(argv: list[str] | None = None) -> int:
    """Fit (and write) the weights, or measure sampled worlds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path)
    parser.add_argument("--test", type=Path)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--worlds", type=int, default=0, help="deals for the world report")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--draws", type=int, default=48)
    parser.add_argument("--share", type=float, default=0.1)
    args = parser.parse_args(argv)
    if args.worlds:
        print(json.dumps(world_report(args.worlds, args.seed, args.draws, args.share),
                         indent=2))
        return 0
    if args.train is None or args.test is None:
        parser.error("--train and --test are needed to fit")
    train, test = load(args.train), load(args.test)
    weights, report = fit_all(train, test)
    print(json.dumps({"weights": weights, "held_apart": report}, indent=2))
    if args.write:
        note = (f"Fitted on {report['all']['train_cards']:,} card records; held apart, over "
                f"every preset: log loss {report['all']['model']['log_loss']} a card "
                f"(room alone {report['all']['room_only']['log_loss']}).")
        write_weights(weights, note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
