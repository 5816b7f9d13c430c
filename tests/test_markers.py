"""The suite's markers: registered once, and given to every test by where it lives."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from conftest import NAME_MARKERS, SLOW_TESTS, TESTS, markers_for

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
