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

Workers. pyproject.toml runs the suite on pytest-xdist (``-n auto --dist loadgroup``), one
worker a core and one more (:func:`pytest_xdist_auto_num_workers`: three on a 2-core machine,
as the browser tests often wait on the page's clock): tests go to the workers one by one,
except that the tests of a file that share a module- or class-wide fixture (a web build, a
browser run, a wheel) stay together on one worker, so the expensive set-up is made once
(:func:`keep_together`). The costliest go first (:data:`COSTS`, :func:`heaviest_first`), so
that the workers finish together. Each worker has its own temporary folder
(``tmp_path_factory``) and its own game data folder (``SEVENS_DATA_DIR``, set here), so two
workers never build into, or save into, the same place. ``-n 0`` runs in one process.

Full garbage collection. Every scene change in the game calls
:func:`sevens.ui.app.settle_memory`, a full garbage collection that walks
every object the process holds. In the game that is a few milliseconds;
in the test process, which keeps everything the suite has built so far, it cost 30-100 ms a
call, some thousands of calls, minutes of the suite. The tests here swap it for a stand-in
that only counts the calls; tests/test_memory.py checks the real one, and that scene changes
call it.

Felts, sounds and rounded shapes. Every app the tests make (thousands) drew the table's
felt, a gradient worked out pixel by pixel, and decoded the nine sound effects: about half the
cost of making an app; and every frame drew its rounded panels and buttons four times larger
and scaled them down, a tenth of playing a deal. :func:`shared_felt`, :func:`shared_sound`
and :func:`shared_rounded_rectangle` make each once a process and hand every caller a copy of
its own (a sound made from the decoded samples); another palette, display format, assets
folder or mixer format is made afresh.

Presenting. Every frame the app copies its canvas into the window, scaled when the window
has another size: under SDL's dummy driver no one sees it, and it was a tenth of the time of
the tests that lay screens out. :func:`present_nowhere` keeps only where the canvas lands
(clicks map through it); the files that check the window (:data:`PRESENTING_FILES`) run the
game's own.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

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
    "test_menu_every_shape.py::test_the_menu_fits_every_shape",
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

#: What the heaviest work of the suite costs a worker, in seconds on these 2-core machines
#: (set-up included; ``--durations``): a file whose tests share a fixture (they run together
#: on one worker), or ``file::name`` for one test (every parameter of it). The suite hands out
#: the heaviest first (:func:`heaviest_first`), so the workers share out the long ones
#: while many short tests are left to fill the gaps at the end, and finish together. Rough
#: figures are enough: only their order matters (read from ``--durations=150`` of a whole
#: run on a quiet 2-core machine, 2026-12-06, three workers; the three files whose deals went
#: to the instant pace since, from the CPU they save). A test file or test that takes
#: more than a few seconds belongs here.
COSTS: dict[str, float] = {
    # the browser files: each starts Chromium and boots the game in the page, most of them
    # play whole deals there (the web bundle is built once a run, by the first to need it)
    "browser/test_browser_pyodide_page.py": 185,
    "browser/test_game_in_browser.py": 150,
    "browser/test_browser_page.py": 125,
    "browser/test_browser_online.py": 120,
    "browser/test_browser_phone_deals.py": 110,
    "browser/test_browser_keyboard.py": 90,
    "browser/test_browser_short_phone.py": 80,
    "browser/test_browser_narration.py": 75,
    "browser/test_browser_offline.py": 50,
    "browser/test_browser_languages.py": 25,
    # CPython in WebAssembly under node, wheels and fresh virtual environments
    "test_packaging.py": 105,
    "test_wasm.py::test_the_harness_reports_exceptions_and_exit_codes": 21,
    "test_wasm.py::test_the_wasm_benchmark_reports_deals_per_second_for_every_preset": 8,
    "test_wasm.py::test_the_harness_runs_cpython_312_on_emscripten_with_only_the_engine": 7,
    "test_wasm.py::test_every_preset_plays_full_deals_in_wasm_exactly_as_natively": 8,
    "test_wasm.py::test_storage_and_launch_options_take_the_browser_path_in_wasm": 8,
    "test_web_build.py": 30,
    "test_web_build_pyodide.py": 5,
    "test_fonts.py": 20,
    # the longest of the rest (each parameter of a test is a unit of its own)
    "test_every_scene.py": 70,  # every scene x shape x language, on one worker
    "test_ui_fuzz.py::test_ten_thousand_random_events_never_crash": 50,
    "test_advice.py::test_the_hint_stops_early_only_when_one_move_is_clearly_best": 42,
    "test_ui_frames.py::test_cached_frames_match_whole_redraws_through_flights": 26,
    "test_online_fuzz.py::test_the_host_survives_anything_a_guest_sends": 25,
    "test_layout_languages.py::test_every_screen_keeps_its_texts_inside_their_panels": 18,
    "test_cli.py::test_bench_json_is_only_json_even_with_the_ui_part": 14,
    "test_seeing_layout.py::test_every_screen_in_every_seeing_mode": 10,
    "test_paired_options.py::test_a_tagged_player_is_set_apart_from_the_others_of_its_level": 13,
    "test_bots_expert.py::test_expert_stops_before_its_cap_when_the_move_is_settled_and_hard_does_not":
        12,
    "test_ui_notices.py::test_every_notice_is_shown_once_on_the_menu": 11,
    "test_ui_notices.py::test_bad_launch_values_become_notices_and_the_promised_defaults": 10,
    "test_ui_advice.py::test_every_screen_line_of_the_issue_fits_in_every_language": 6,
    "test_ui_advice.py::test_show_all_hands_on_the_results_and_in_review": 6,
    "test_short_landscape_text.py::"
    "test_the_desktop_layouts_text_stays_near_11_css_px_where_they_are_kept": 6,
    "test_narration.py::test_narrate_on_the_command_line_prints_one_line_per_event": 5,
    "test_ui_advice.py::test_review_lines_the_table_up_by_rank_and_never_cuts_a_reason_short": 5,
    "test_ui_advice.py::test_hint_can_be_stopped_and_its_figure_is_the_reviews": 5,
    "test_launch_refusals.py::test_main_py_with_a_file_as_screenshot_folder_plays_on": 5,
    "test_ui_frames.py::test_a_screenshot_in_between_does_not_leave_ghosts": 5,
    "test_ui_language.py::test_japanese_autoplay_saves_screenshots": 4,
    "test_ui_app.py::test_autoplay_command_line_saves_screenshots": 4,
    "test_compact_screens.py::"
    "test_the_reviews_rows_are_made_for_thumbs_on_a_phone_turned_sideways": 4,
    "test_review_screen.py::test_the_review_fits_every_shape": 4,
    "test_review.py::test_cli_review_json_repeats_with_fixed_iterations": 3,
}

#: Workers ``-n auto`` starts beyond one a core. The browser tests spend much of their time
#: waiting on the page's own clock (a frame, a bot's pause, a card's flight) with the core
#: idle; a worker more than the cores keeps that time busy with other tests.
EXTRA_WORKERS = 1

#: Fixture scopes wider than a test whose set-up a file's tests should share on one worker.
SHARED_SCOPES = frozenset({"module", "class", "package"})

#: The variable that points the game at its data folder (sevens.app.storage reads it).
DATA_VARIABLE = "SEVENS_DATA_DIR"
DATA_FOLDER = pytest.StashKey[tuple[str, str | None]]()
#: The variable naming a folder the whole run shares, every worker included: what is made
#: once a run goes there (the web bundle of the browser tests, tests/browser/harness_server.py).
SHARED_VARIABLE = "SEVENS_TEST_SHARED_FOLDER"
SHARED_FOLDER = pytest.StashKey[tuple[str, str | None]]()

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


#: The felts made so far: (size, the theme's felt colours, the display's pixel format) ->
#: the felt (see :func:`shared_felt`).
FELTS: dict[tuple, Any] = {}
#: The sounds decoded so far: (the file, the mixer's format) -> the samples (see
#: :func:`shared_sound`).
SOUNDS: dict[tuple, bytes] = {}
#: The rounded shapes drawn so far: their arguments -> the shape (see
#: :func:`shared_rounded_rectangle`).
ROUNDED: dict[tuple, Any] = {}
#: The game's own ``make_felt``, ``load_sound`` and ``rounded_rectangle``, which the
#: stand-ins call the first time.
REAL_MAKERS: dict[str, Callable[..., Any]] = {}


def shared_felt(size: tuple[int, int]) -> Any:
    """The stand-in for ``resources.make_felt``: the same felt, worked out once a process for
    each size, palette and display format, and handed out as a copy of its own."""
    import pygame

    from sevens.ui import theme

    display = pygame.display.get_surface()
    form = None if display is None else (display.get_bitsize(), display.get_masks())
    key = (tuple(size), theme.FELT_CENTRE, theme.FELT_EDGE, form)
    if key not in FELTS:
        FELTS[key] = REAL_MAKERS["felt"](size)
    return FELTS[key].copy()


def shared_sound(name: str) -> Any:
    """The stand-in for ``sound.load_sound``: each bundled effect decoded once a process for
    the mixer's format, then made a sound of its own from those samples (a missing file, or
    another assets folder, goes to the real loader)."""
    import pygame

    from sevens.ui import resources

    location = str(resources.asset_location(name))
    key = (location, pygame.mixer.get_init())
    samples = SOUNDS.get(key)
    if samples is None:
        sound = REAL_MAKERS["sound"](name)
        if isinstance(sound, pygame.mixer.Sound):
            SOUNDS[key] = sound.get_raw()
        return sound
    resources.note_asset("sound", name, location, bundled=True)
    sound = pygame.mixer.Sound(buffer=samples)
    sound.set_volume(0.6)
    return sound


def shared_rounded_rectangle(size: tuple[int, int], colour: Any, radius: int,
                             border: Any = None, border_width: int = 1,
                             supersample: int | None = None) -> Any:
    """The stand-in for ``resources.rounded_rectangle`` (panels, buttons, card blanks): each
    shape drawn once a process, and handed out as a copy of its own."""
    from sevens.ui import resources

    supersample = resources.SUPERSAMPLE if supersample is None else supersample
    key = (tuple(size), tuple(colour), radius, None if border is None else tuple(border),
           border_width, supersample)
    if key not in ROUNDED:
        ROUNDED[key] = REAL_MAKERS["rounded"](size, colour, radius, border, border_width,
                                              supersample)
    return ROUNDED[key].copy()


#: The test files that check what reaches the window (dirty rectangles, a scaled window's
#: pixels, clicks through the letterbox): the game's own presenting runs there.
PRESENTING_FILES = frozenset({"test_ui_frames.py", "test_ui_app.py", "test_portrait.py"})


def present_nowhere(display: Any, rects: Any = None) -> None:
    """The stand-in for ``Display.present``: the canvas is not copied into the window, which
    no one sees under SDL's dummy driver (scaled into a window of another size, a tenth of
    the time of the tests that lay screens out); where it lands in the window is kept, as the
    real one keeps it, so clicks map onto the canvas as they do in the game."""
    import pygame

    from sevens.ui.display import letterbox

    window = pygame.display.get_surface()
    if window is not None:
        display._letterbox = letterbox(window.get_size(), display.size)


@pytest.fixture(autouse=True, scope="session")
def _windows_no_one_sees() -> Iterator[None]:
    """Frames are drawn on the canvas as in the game, and not presented (:func:`present_nowhere`)
    outside :data:`PRESENTING_FILES`."""
    from sevens.ui.display import Display

    REAL_MAKERS["present"] = Display.present
    Display.present = present_nowhere
    try:
        yield
    finally:
        Display.present = REAL_MAKERS["present"]


@pytest.fixture(autouse=True)
def _presented_where_checked(request: pytest.FixtureRequest) -> Iterator[None]:
    """The game's own ``Display.present`` for the tests of :data:`PRESENTING_FILES`."""
    if request.node.path.name not in PRESENTING_FILES:
        yield
        return
    from sevens.ui.display import Display

    Display.present = REAL_MAKERS["present"]
    try:
        yield
    finally:
        Display.present = present_nowhere


@pytest.fixture(autouse=True, scope="session")
def _felts_sounds_and_rounded_shapes_made_once() -> Iterator[None]:
    """Every app the tests make draws the felt (a gradient worked out pixel by pixel) and
    decodes the sound effects, half the cost of making one; every frame draws rounded
    panels and buttons, each drawn four times larger and scaled down. The tests share them."""
    import sevens.ui.cardart as cardart_module
    import sevens.ui.resources as resources_module
    import sevens.ui.sound as sound_module

    REAL_MAKERS.update(felt=resources_module.make_felt, sound=sound_module.load_sound,
                       rounded=resources_module.rounded_rectangle)
    resources_module.make_felt, sound_module.load_sound = shared_felt, shared_sound
    resources_module.rounded_rectangle = shared_rounded_rectangle
    cardart_module.rounded_rectangle = shared_rounded_rectangle
    try:
        yield
    finally:
        resources_module.make_felt = REAL_MAKERS["felt"]
        sound_module.load_sound = REAL_MAKERS["sound"]
        resources_module.rounded_rectangle = REAL_MAKERS["rounded"]
        cardart_module.rounded_rectangle = REAL_MAKERS["rounded"]


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook (called for ``-n auto``)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """How many workers ``-n auto`` starts: one a core and :data:`EXTRA_WORKERS` more, unless
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` says (pytest-xdist reads it then)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    return cores() + EXTRA_WORKERS


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
    heaviest_first(items)


def cost_of(item: pytest.Item) -> float:
    """What ``item``'s unit of work costs a worker (:data:`COSTS`): its file's cost when the
    file's tests run together, else its own, else 0."""
    try:
        relative = Path(item.path).resolve().relative_to(TESTS).as_posix()
    except ValueError:
        return 0.0
    if item.get_closest_marker("xdist_group") is not None:
        return COSTS.get(relative, 0.0)
    function_name = getattr(item, "originalname", None) or item.name
    return COSTS.get(f"{relative}::{function_name}", 0.0)


def heaviest_first(items: list[pytest.Item]) -> None:
    """Put the costliest units of work first, longest first, the rest in their order (a
    stable sort: a file's tests stay together and in order). pytest-xdist hands the units to
    the workers in this order (``--no-loadscope-reorder`` in pyproject.toml)."""
    items.sort(key=lambda item: -cost_of(item))


def pytest_configure(config: pytest.Config) -> None:
    """Give this process (each xdist worker, or the one process) a game data folder of its
    own, which the games the tests start as child processes inherit; and, in the process that
    starts the workers, a folder the whole run shares (the workers inherit its name)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    folder = tempfile.mkdtemp(prefix=f"sevens-test-data-{worker or 'main'}-")
    config.stash[DATA_FOLDER] = (folder, os.environ.get(DATA_VARIABLE))
    os.environ[DATA_VARIABLE] = folder
    if worker is None:
        shared = tempfile.mkdtemp(prefix="sevens-test-run-")
        config.stash[SHARED_FOLDER] = (shared, os.environ.get(SHARED_VARIABLE))
        os.environ[SHARED_VARIABLE] = shared


def pytest_unconfigure(config: pytest.Config) -> None:
    """Remove this process's folders and restore their variables."""
    for key, variable in ((DATA_FOLDER, DATA_VARIABLE), (SHARED_FOLDER, SHARED_VARIABLE)):
        folder, before = config.stash.get(key, (None, None))
        if folder is None:
            continue
        shutil.rmtree(folder, ignore_errors=True)
        if before is None:
            os.environ.pop(variable, None)
        else:
            os.environ[variable] = before
