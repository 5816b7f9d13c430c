"""The command line of SPEC §5."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

import sevens
from sevens.app.cli import ProgressReport, simulate


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


def test_simulate_plays_house_rules_on_top_of_a_preset() -> None:
    data = run("simulate", "--rules", "sevens", "--bots", "random,random,random,random,random",
               "--set", "equal_hands=true", "--set", "when-stuck=receive", "--deals", "4",
               "--seed", "2", "--json")
    assert data["rules"] == "custom" and data["players"] == 5
    assert data["house_rules"] == ["equal_hands=true", "when-stuck=receive"]
    plain = run("simulate", "--rules", "sevens", "--bots", "random,random,random,random,random",
                "--deals", "4", "--seed", "2", "--json")
    assert plain["rules"] == "sevens" and "house_rules" not in plain
    assert data["seats"] != plain["seats"]


@pytest.mark.parametrize("setting, reason", [
    ("bogus=1", "no rule option 'bogus'"),
    ("when_stuck", "OPTION=VALUE"),
    ("decks=3", "decks"),
])
def test_simulate_refuses_a_bad_house_rule(setting: str, reason: str) -> None:
    completed = subprocess.run([sys.executable, "-m", "sevens", "simulate", "--set", setting,
                                "--deals", "1"], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 2
    assert reason in completed.stderr and "Traceback" not in completed.stderr


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


def run_raw(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sevens", *arguments],
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize(("arguments", "message"), [
    (("simulate", "--deals", "0"), "--deals: must be 1 or more, not 0"),
    (("simulate", "--deals", "-1"), "--deals: must be 1 or more, not -1"),
    (("simulate", "--deals", "many"), "not a whole number"),
    (("rules", "nope"), "unknown rules 'nope'"),
    (("simulate", "--rules", "nope"), "unknown rules 'nope'"),
    (("simulate", "--bots", "normal,genius,random"), "unknown bot level 'genius'"),
    (("simulate", "--bots", ","), "--bots needs at least one level"),
    (("simulate", "--bots", "random,random"), "players must be from 3 to 8, not 2"),
    (("simulate", "--rules", "sevens", "--bots", ",".join(["random"] * 8)), "3–7 players"),
    (("simulate", "--hard-iterations", "0"), "--hard-iterations: must be 1 or more"),
    (("bench", "--seconds", "-1"), "--seconds: must be more than 0"),
    ((), "required: command"),
])
def test_bad_input_is_one_line_on_stderr_and_exit_2(arguments: tuple, message: str) -> None:
    completed = run_raw(*arguments)
    assert completed.returncode == 2
    assert completed.stdout == ""
    lines = completed.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in completed.stderr
    assert message in lines[0] and lines[0].startswith("python -m sevens")


@pytest.mark.parametrize("arguments", [("rules",), ("rules", "douque", "--json"),
                                       ("simulate", "--deals", "2", "--json")])
def test_a_closed_pipe_ends_quietly(arguments: tuple) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader (like head) is gone before anything is written
    try:
        completed = subprocess.run([sys.executable, "-m", "sevens", *arguments], stdout=write,
                                   stderr=subprocess.PIPE, text=True, timeout=300)
    finally:
        os.close(write)
    assert completed.stderr == "" and completed.returncode == 0


def test_bench_json_is_only_json_even_with_the_ui_part() -> None:
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    environment.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    completed = subprocess.run([sys.executable, "-m", "sevens", "bench", "--seconds", "0.05",
                                "--no-bots", "--json"], capture_output=True, text=True,
                               timeout=300, env=environment, check=True)
    assert completed.stdout.startswith("{")
    data = json.loads(completed.stdout)
    assert "pygame" not in completed.stdout
    if "ui" in data:
        assert data["ui"]["frames"] > 0


def test_rules_list_shows_player_ranges() -> None:
    data = run("rules", "--json")
    assert data["sevens"]["players"] == "3–7"
    assert data["fan-tan"]["players"] == "3–8"
    assert data["douque"]["players"] == "4"
    assert "players: 3–7" in run_raw("rules").stdout
    assert run("rules", "sevens", "--json")["players"] == "3–7"


def test_duplicate_seats_are_not_labelled_with_one_bot() -> None:
    data = run("simulate", "--rules", "sevens", "--bots", "normal,random,random,random",
               "--deals", "3", "--duplicate", "--json")
    assert all(seat["bot"] is None for seat in data["seats"])
    # each seat's mean is over all four rotations: chips are zero-sum at every deal
    assert abs(sum(seat["mean"] for seat in data["seats"])) < 1e-6
    plain = run("simulate", "--rules", "sevens", "--bots", "normal,random,random,random",
                "--deals", "3", "--json")
    assert [seat["bot"] for seat in plain["seats"]] == ["normal", "random", "random", "random"]


def test_help_says_hard_iterations_make_hard_runs_reproducible() -> None:
    text = " ".join(run_raw("simulate", "--help").stdout.split())
    assert "--hard-iterations" in text and "repeat exactly" in text


def test_progress_report_waits_then_reports_on_stderr() -> None:
    now = [0.0]
    stream = io.StringIO()
    report = ProgressReport(stream, after=2.0, every=2.0, clock=lambda: now[0])
    for done in range(1, 11):
        now[0] += 0.9
        report(done, 10)
    lines = stream.getvalue().splitlines()
    # quiet for 2 s, then at most every 2 s, and a final line at 10/10
    assert lines[0].startswith("simulate: 3/10 deals (30%)")
    assert lines[-1].startswith("simulate: 10/10 deals (100%)")
    assert len(lines) == 4
    quiet = io.StringIO()
    short = ProgressReport(quiet, clock=lambda: 0.0)
    for done in range(1, 4):
        short(done, 3)
    assert quiet.getvalue() == ""


def test_simulate_calls_progress_after_every_deal() -> None:
    calls: list[tuple[int, int]] = []
    simulate(sevens.preset("family"), ["random"] * 4, 3, seed=1,
             progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]
    with pytest.raises(ValueError, match="deals must be 1 or more"):
        simulate(sevens.preset("family"), ["random"] * 4, 0, seed=1)
    with pytest.raises(ValueError, match="3–7 players"):
        simulate(sevens.preset("sevens"), ["random"] * 8, 1, seed=1)
    with pytest.raises(ValueError, match="unknown bot level 'genius'"):
        simulate(sevens.preset("sevens"), ["random", "genius", "random"], 1, seed=1)


def test_make_bot_refuses_an_unknown_level_with_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown bot level 'genius'"):
        sevens.make_bot("genius")
    with pytest.raises(ValueError, match="unknown bot level"):
        sevens.make_bot(None)  # type: ignore[arg-type]
    assert sevens.make_bot("Normal", seed=1) is not None
