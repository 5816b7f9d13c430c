"""Pool chunked ``simulate --duplicate --json`` runs: ``python -m sevens.tools.pool_runs
run-4811.json run-4812.json ...``.

Each chunk's mean per-deal difference between two players (``--pair``, default the first
listed in ``differences``) and its 95% interval give the chunk's standard error; the pooled
mean weighs the chunks by their deals, and its interval combines their standard errors (the
way docs/bots.md pools chunks of one run split over seeds).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path


def pool(reports: list[dict], pair: str | None = None) -> dict:
    """The pooled mean and 95% interval of ``pair`` over the chunk reports."""
    if not reports:
        raise ValueError("no runs to pool")
    key = pair or next(iter(reports[0]["differences"]))
    total = sum(report["deals"] for report in reports)
    mean = sum(report["deals"] * report["differences"][key]["mean"] for report in reports) / total
    variance = 0.0
    for report in reports:
        low, high = report["differences"][key]["ci95"]
        error = (high - low) / (2 * 1.96)
        variance += (report["deals"] * error) ** 2
    half = 1.96 * math.sqrt(variance) / total
    return {"pair": key, "deals": total, "chunks": len(reports), "mean": round(mean, 4),
            "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def main(argv: list[str] | None = None) -> int:
    """Print the pooled difference of the runs named."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--pair", default=None, help="e.g. hard-cards-hard")
    args = parser.parse_args(argv)
    reports = [json.loads(path.read_text(encoding="utf-8")) for path in args.runs]
    print(json.dumps(pool(reports, args.pair)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
