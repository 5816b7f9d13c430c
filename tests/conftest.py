"""Shared test set-up: the suite's markers, and a cheap stand-in for the full collection.

Markers. Every test is marked by where it lives, so a new test in one of these places is
marked without anyone remembering (pyproject.toml registers the names):

- ``browser``: everything under tests/browser/ (headless Chromium);
- ``wasm``: CPython in WebAssembly (Pyodide under node): tests/wasm/, a test file whose name
  says ``wasm`` or ``pyodide``, and the real game in Chromium (tests/browser/test_game_*);
- ``packaging``: wheels, source distributions and installs into a fresh virtual environment
  (tests/test_packaging.py);
- ``slow``: the slowest of the rest, named in :data:`SLOW_TESTS` (a file, or a file and a
  test name), or marked ``@pytest.mark.slow`` by hand.

The quick run for development leaves all four out::

    python3 -m pytest -m "not browser and not wasm and not packaging and not slow"

Two workers. pyproject.toml runs the suite on pytest-xdist (``-n auto --dist loadgroup``):
tests go to the workers one by one, except that the tests of a file that share a module- or
class-wide fixture (a web build, a browser run, a wheel) stay together on one worker, so the
expensive set-up is made once (:func:`keep_together`). Each worker has its own temporary
folder (``tmp_path_factory``) and its own game data folder (``SEVENS_DATA_DIR``, set here), so
two workers never build into, or save into, the same place. ``-n 0`` runs in one process.

Full garbage collection. Every scene change in the game calls
:func:`sevens.ui.memory.settle_memory`, a full garbage collection that walks every object the
process holds. In the game that is a few milliseconds;
in the test process, which keeps everything the suite has built so far, it cost 30-100 ms a
call, some thousands of calls, minutes of the suite. The tests here swap it for a stand-in
that only counts the calls; tests/test_memory.py checks the real one, and that scene changes
call it.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

#: Folders under tests/ whose every test carries the marker.
FOLDER_MARKERS = {"browser": "browser", "wasm": "wasm"}
#: Words in a test file's name (anywhere under tests/) that bring the marker.
NAME_MARKERS = {"wasm": "wasm", "pyodide": "wasm", "test_game_in_browser": "wasm",
                "test_packaging": "packaging"}
#: The slowest tests outside the other three groups: a file (relative to tests/) for all its
#: tests, or ``file::name`` for one test function (every parameter of it). Measured with
#: ``python3 -m pytest --durations=60``; a test that takes more than a few seconds on these
#: 2-core machines belongs here or under a marker of its own.
SLOW_TESTS = frozenset({
    "test_web_build.py",
    "test_review_screen.py::test_the_review_fits_every_shape",
    "test_advice.py::test_the_hint_stops_early_only_when_one_move_is_clearly_best",
    "test_bots_expert.py::test_expert_stops_before_its_cap_when_the_move_is_settled_and_hard_does_not",
    "test_cli.py::test_bench_json_is_only_json_even_with_the_ui_part",
    "test_fonts.py::test_regenerating_the_subsets_gives_the_committed_fonts",
    "test_layout_languages.py::test_every_screen_keeps_its_texts_inside_their_panels",
    "test_narration.py::test_narrate_on_the_command_line_prints_one_line_per_event",
    "test_paired_options.py::test_a_tagged_player_is_set_apart_from_the_others_of_its_level",
    "test_pass_and_play_results.py::test_the_review_names_the_person_in_its_decision_lines",
    "test_pass_and_play_results.py::test_each_person_has_statistics_by_name_and_yours_stay_apart",
    "test_ui_advice.py::test_every_screen_line_of_the_issue_fits_in_every_language",
    "test_ui_advice.py::test_show_all_hands_on_the_results_and_in_review",
    "test_ui_advice.py::test_hint_can_be_stopped_and_its_figure_is_the_reviews",
    "test_ui_advice.py::test_review_lines_the_table_up_by_rank_and_never_cuts_a_reason_short",
    "test_ui_app.py::test_autoplay_command_line_saves_screenshots",
    "test_ui_frames.py::test_cached_frames_match_whole_redraws_through_flights",
    "test_ui_fuzz.py::test_ten_thousand_random_events_never_crash",
    "test_ui_language.py::test_japanese_autoplay_saves_screenshots",
    "test_ui_notices.py::test_bad_launch_values_become_notices_and_the_promised_defaults",
    "test_ui_notices.py::test_every_notice_is_shown_once_on_the_menu",
})

#: Fixture scopes wider than a test whose set-up a file's tests should share on one worker.
SHARED_SCOPES = frozenset({"module", "class", "package"})

#: The variable that points the game at its data folder (sevens.storage reads it).
DATA_VARIABLE = "SEVENS_DATA_DIR"
DATA_FOLDER = pytest.StashKey[tuple[str, str | None]]()

SETTLES: list[int] = []  # one entry per scene change the stand-in saw


def counted_settle() -> None:
    """The stand-in for settle_memory: counts the call and collects nothing."""
    SETTLES.append(1)


@pytest.fixture(autouse=True, scope="session")
def _no_full_collection_at_scene_changes() -> Iterator[None]:
    import sevens.ui.app as app_module

    real = app_module.settle_memory
    app_module.settle_memory = counted_settle
    try:
        yield
    finally:
        app_module.settle_memory = real


def markers_for(relative: Path, function_name: str) -> set[str]:
    """The markers a test gets from its place: ``relative`` is its file's path under tests/,
    ``function_name`` its function's name without parameters."""
    found = {FOLDER_MARKERS[part] for part in relative.parts[:-1] if part in FOLDER_MARKERS}
    found |= {marker for word, marker in NAME_MARKERS.items() if word in relative.stem}
    if {relative.as_posix(), f"{relative.as_posix()}::{function_name}"} & SLOW_TESTS:
        found.add("slow")
    return found


def keep_together(item: pytest.Item) -> bool:
    """Whether ``item`` uses a fixture made once for its module, class or package, which its
    file's other tests share (so they should run on the same worker)."""
    fixture_info = getattr(item, "_fixtureinfo", None)
    if fixture_info is None:
        return False
    return any(definitions and definitions[-1].scope in SHARED_SCOPES
               for definitions in fixture_info.name2fixturedefs.values())


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the xdist_group marks
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every collected test by its place (see the module's docstring), and keep a file's
    tests that share an expensive fixture on one worker."""
    for item in items:
        try:
            relative = Path(item.path).resolve().relative_to(TESTS)
        except ValueError:  # a test file outside tests/ (given on the command line)
            continue
        function_name = getattr(item, "originalname", None) or item.name
        for marker in sorted(markers_for(relative, function_name)):
            item.add_marker(marker)
        if keep_together(item):
            item.add_marker(pytest.mark.xdist_group(relative.as_posix()))


def pytest_configure(config: pytest.Config) -> None:
    """Give this process (each xdist worker, or the one process) a game data folder of its
    own, which the games the tests start as child processes inherit."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    folder = tempfile.mkdtemp(prefix=f"sevens-test-data-{worker}-")
    config.stash[DATA_FOLDER] = (folder, os.environ.get(DATA_VARIABLE))
    os.environ[DATA_VARIABLE] = folder


def pytest_unconfigure(config: pytest.Config) -> None:
    """Remove this process's game data folder and restore the variable."""
    folder, before = config.stash.get(DATA_FOLDER, (None, None))
    if folder is None:
        return
    shutil.rmtree(folder, ignore_errors=True)
    if before is None:
        os.environ.pop(DATA_VARIABLE, None)
    else:
        os.environ[DATA_VARIABLE] = before
