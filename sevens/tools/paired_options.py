"""Two versions of one player on the same duplicate deals: ``python -m
sevens.tools.paired_options --rules sevens --bots expert,end-case,hoarder,runner --deals 40
--seed 35 --option style_playouts --iterations 600``.

Each deal is played in every seat rotation by the line-up with the first-listed player built
with ``option=True`` and then with ``option=False`` (deal by deal in turn, so both meet the same
machine load), and the report gives each version's mean gain over the others per deal and the
paired difference (on − off) with its 95% interval; ``--json`` adds every deal's two gains, so
runs over other seeds can be pooled. ``--values A,B`` compares two other values of the option
("on" is A, "off" is B; numbers, true, false, none or words), e.g. ``--option prior_worlds --values
200,0``; ``--hard-iterations N`` caps the playouts of every other ``hard`` in the line-up. To
set one ``hard`` apart from the others, tag its name: ``--bots hard#probe,hard,hard,hard
--option prior_z --values 3,1.5 --iterations 760 --hard-iterations 760`` (the "off" line-up,
four alike, then gains exactly nothing, so "on" is the version's gain over ``hard`` itself).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from typing import Any

import sevens
from sevens.tools.gap_benchmark import deal_gain, deal_seeds


def interval(values: list[float]) -> dict[str, Any]:
    """The mean and its normal 95% interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return {"mean": round(mean, 6), "ci95": [round(mean - half, 6), round(mean + half, 6)]}


def option_value(text: str) -> Any:
    """An option's value from the command line: a whole number, a number, true, false, none,
    or else the word itself (``own_style``'s ``normal``)."""
    lowered = text.strip().lower()
    words = {"true": True, "false": False, "none": None}
    if lowered in words:
        return words[lowered]
    try:
        return int(lowered)
    except ValueError:
        pass
    try:
        return float(lowered)
    except ValueError:
        pass
    if not lowered:
        raise ValueError("an empty value")
    return text.strip()


def paired_report(rules_id: str, names: list[str], deals: int, seed: int, option: str,
                  iterations: int | None, values: tuple[Any, Any] = (True, False),
                  hard_iterations: int | None = None) -> dict[str, Any]:
    """Play the line-up with the first player's ``option`` on and off (``values``: the two
    values, "on" first) on the same deals; ``hard_iterations`` caps every other ``hard``."""
    rules = sevens.preset(rules_id)
    first = names[0]
    base: dict[str, Any] = {} if iterations is None else {"iterations": iterations}
    others: dict[str, dict[str, Any]] = {}
    if hard_iterations is not None and first != "hard":  # a tagged hard#... is set apart
        others["hard"] = {"iterations": hard_iterations}
    gains: dict[str, list[float]] = {"on": [], "off": []}
    for number, deal_seed in enumerate(deal_seeds(deals, seed)):
        for label, value in zip(("on", "off"), values, strict=True):
            options = {**others, first: {**base, option: value}}
            gains[label].append(deal_gain(rules, names, number, deal_seed, options))
        print(f"deal {number + 1}/{deals} on {gains['on'][-1]:.6f} off {gains['off'][-1]:.6f}",
              file=sys.stderr, flush=True)  # each deal's gains, so a cut-short run counts
    difference = [on - off for on, off in zip(gains["on"], gains["off"], strict=True)]
    return {"rules": rules_id, "lineup": ",".join(names), "deals": deals, "seed": seed,
            "option": option, "values": list(values), "iterations": iterations,
            "hard_iterations": hard_iterations, "on": interval(gains["on"]),
            "off": interval(gains["off"]), "on_minus_off": interval(difference),
            "per_deal": gains}


def main(argv: list[str] | None = None) -> None:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="sevens")
    parser.add_argument("--bots", default="expert,end-case,hoarder,runner")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--option", default="style_playouts")
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--values", default="true,false",
                        help="the option's two values, 'on' first (default true,false)")
    parser.add_argument("--hard-iterations", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    texts = args.values.split(",")
    if len(texts) != 2:
        parser.error("--values needs two values, e.g. 1.5,4")
    try:
        values = (option_value(texts[0]), option_value(texts[1]))
    except ValueError as error:
        parser.error(str(error))
    report = paired_report(args.rules, args.bots.split(","), args.deals, args.seed, args.option,
                           args.iterations, values, args.hard_iterations)
    if not args.json:
        report = {key: value for key, value in report.items() if key != "per_deal"}
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
