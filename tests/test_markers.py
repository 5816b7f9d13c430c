"""The suite's markers: registered once, and given to every test by where it lives."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from conftest import (
    COSTS,
    DATA_VARIABLE,
    NAME_MARKERS,
    SLOW_TESTS,
    TESTS,
    cores,
    cost_of,
    heaviest_first,
    keep_together,
    markers_for,
    pytest_xdist_auto_num_workers,
)

MARKERS = ("browser", "wasm", "packaging", "slow")


def test_the_four_markers_are_registered_and_unknown_markers_are_refused() -> None:
    settings = tomllib.loads((TESTS.parent / "pyproject.toml").read_text(encoding="utf-8"))
    pytest_settings = settings["tool"]["pytest"]["ini_options"]
    registered = {line.split(":")[0] for line in pytest_settings["markers"]}
    assert registered == set(MARKERS)
    assert "--strict-markers" in pytest_settings["addopts"].split()


@pytest.mark.parametrize(
    ("relative", "function_name", "expected"),
    [
        ("browser/test_browser_page.py", "test_x", {"browser"}),
        ("browser/test_a_page_nobody_wrote_yet.py", "test_x", {"browser"}),
        ("browser/deeper/test_pyodide_page.py", "test_x", {"browser", "wasm"}),
        ("browser/test_game_in_browser.py", "test_x", {"browser", "wasm"}),
        ("wasm/test_anything.py", "test_x", {"wasm"}),
        ("test_wasm.py", "test_x", {"wasm"}),
        ("test_wasm_speed.py", "test_x", {"wasm"}),
        ("test_packaging.py", "test_x", {"packaging"}),
        ("test_cards_rules.py", "test_x", set()),
        ("test_browser_words.py", "test_x", set()),  # a name alone is not the browser folder
    ],
)
def test_a_test_is_marked_by_its_folder_and_file_name(
        relative: str, function_name: str, expected: set[str]) -> None:
    assert markers_for(Path(relative), function_name) == expected


def test_the_slow_list_names_files_and_tests_that_exist_and_marks_them() -> None:
    for entry in SLOW_TESTS:
        file_name, _, function_name = entry.partition("::")
        path = TESTS / file_name
        assert path.is_file(), f"SLOW_TESTS names a missing file: {entry}"
        if function_name:
            source = path.read_text(encoding="utf-8")
            assert f"def {function_name}(" in source, f"SLOW_TESTS names a missing test: {entry}"
        assert "slow" in markers_for(Path(file_name), function_name or "test_any")
    assert all(marker in MARKERS for marker in NAME_MARKERS.values())


def test_every_collected_test_carries_the_markers_of_its_place(
        request: pytest.FixtureRequest) -> None:
    items = request.session.items
    assert items, "nothing collected"
    for item in items:
        relative = Path(item.path).resolve().relative_to(TESTS)
        function_name = getattr(item, "originalname", None) or item.name
        for marker in markers_for(relative, function_name):
            assert item.get_closest_marker(marker) is not None, (item.nodeid, marker)


def test_the_suite_runs_on_two_workers_and_xdist_is_in_the_test_extra() -> None:
    settings = tomllib.loads((TESTS.parent / "pyproject.toml").read_text(encoding="utf-8"))
    options = settings["tool"]["pytest"]["ini_options"]["addopts"].split()
    assert options[options.index("-n") + 1] == "auto"
    assert options[options.index("--dist") + 1] == "loadgroup"
    assert "--no-loadscope-reorder" in options  # the order heaviest_first gives
    extra = settings["project"]["optional-dependencies"]["test"]
    assert any(requirement.startswith("pytest-xdist") for requirement in extra)


@pytest.fixture(scope="module")
def made_once() -> int:
    return 1


def test_tests_sharing_a_module_fixture_stay_on_one_worker(
        request: pytest.FixtureRequest, made_once: int) -> None:
    assert keep_together(request.node)
    groups = [mark.args[0] for mark in request.node.iter_markers("xdist_group")]
    assert groups == ["test_markers.py"]
    assert made_once == 1


def test_a_test_without_a_shared_fixture_goes_to_any_worker(
        request: pytest.FixtureRequest, tmp_path: Path) -> None:
    assert not keep_together(request.node)
    assert list(request.node.iter_markers("xdist_group")) == []


def test_each_worker_saves_game_data_in_a_folder_of_its_own() -> None:
    folder = Path(os.environ[DATA_VARIABLE])
    assert folder.is_dir()
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    assert folder.name.startswith(f"sevens-test-data-{worker}-")
    assert not folder.is_relative_to(Path.home() / ".local")


def test_auto_starts_a_worker_more_than_the_cores_unless_the_variable_says(
        request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)
    assert pytest_xdist_auto_num_workers(request.config) == cores() + 1 >= 2
    monkeypatch.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", "1")
    assert pytest_xdist_auto_num_workers(request.config) is None  # xdist reads it itself


def test_the_costs_name_files_and_tests_that_exist() -> None:
    for entry in COSTS:
        file_name, _, function_name = entry.partition("::")
        path = TESTS / file_name
        assert path.is_file(), f"COSTS names a missing file: {entry}"
        if function_name:
            source = path.read_text(encoding="utf-8")
            assert f"def {function_name}(" in source, f"COSTS names a missing test: {entry}"
    assert all(cost > 0 for cost in COSTS.values())


def test_the_costliest_units_go_first_and_a_files_tests_stay_together_in_order(
        request: pytest.FixtureRequest) -> None:
    items = list(request.session.items)
    reordered = list(items)
    heaviest_first(reordered)
    assert sorted(reordered, key=id) == sorted(items, key=id)  # nothing lost, nothing added
    # the session's own order is already heaviest first: sorting again changes nothing
    assert [item.nodeid for item in reordered] == [item.nodeid for item in items]
    costs = [cost_of(item) for item in items]
    assert costs == sorted(costs, reverse=True)
    backwards = items[::-1]
    heaviest_first(backwards)
    assert [cost_of(item) for item in backwards] == costs
    if len(items) < 1000:  # only part of the suite was collected: the rest is for the full run
        return
    # the costliest unit collected goes first (a marker filter, as in the fast run, may leave
    # the costliest of all out)
    collected = {item.nodeid.partition("::")[0].removeprefix("tests/") for item in items}
    costliest = max((unit for unit in COSTS if unit.partition("::")[0] in collected),
                    key=COSTS.get)
    first = items[0].nodeid
    assert first.startswith("tests/" + costliest.partition("::")[0]), first
    for group in ("browser/test_browser_phone_deals.py", "test_web_build.py"):
        places = [index for index, item in enumerate(items)
                  if item.nodeid.startswith(f"tests/{group}::")
                  and item.get_closest_marker("xdist_group") is not None]
        if not places:  # left out by a marker filter
            continue
        assert places == list(range(places[0], places[0] + len(places))), group
