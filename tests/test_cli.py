"""The command line of SPEC §5."""

from __future__ import annotations

import json
import subprocess
import sys

import sevens


def run(*arguments: str) -> dict:
    completed = subprocess.run([sys.executable, "-m", "sevens", *arguments],
                               capture_output=True, text=True, check=True, timeout=300)
    return json.loads(completed.stdout)


def test_simulate_prints_per_seat_averages() -> None:
    data = run("simulate", "--rules", "douque", "--bots", "random,random,random,random",
               "--deals", "20", "--seed", "3", "--json")
    assert data["deals"] == 20 and len(data["seats"]) == 4
    assert abs(sum(seat["mean"] for seat in data["seats"])) < 1e-6  # money is zero-sum
    again = run("simulate", "--rules", "douque", "--bots", "random,random,random,random",
                "--deals", "20", "--seed", "3", "--json")
    assert again["seats"] == data["seats"]


def test_simulate_duplicate_reports_bots_with_intervals() -> None:
    data = run("simulate", "--rules", "badam-satti", "--bots", "random,random,random",
               "--deals", "10", "--seed", "1", "--duplicate", "--json")
    entry = data["bots"]["random"]
    assert entry["deals"] == 10 and data["games_played"] == 30
    low, high = entry["ci95"]
    assert low <= entry["mean"] <= high
    assert entry["mean"] <= 0  # penalty points count negative


def test_bench_reports_every_preset() -> None:
    data = run("bench", "--seconds", "0.2", "--no-bots", "--no-ui", "--json")
    assert set(data["engine"]) == set(sevens.PRESETS)
    assert all(entry["deals_per_s"] > 0 for entry in data["engine"].values())


def test_rules_lists_presets() -> None:
    data = run("rules", "--json")
    assert set(data) == set(sevens.PRESETS)
    explained = run("rules", "douque", "--json")
    assert explained["options"]["scoring"] == "douque"
