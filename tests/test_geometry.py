"""The layout contract and toolkit (:mod:`sevens.ui.geometry`): the shape rules for the tested
windows, the old flags read through them, and the toolkit's boxes, text fitting and pages —
pure Python, no pygame."""

from __future__ import annotations

import subprocess
import sys

import pytest

from sevens.ui.geometry.boxes import Box, Share, at_least, column, flow, grid, row
from sevens.ui.geometry.canvas import (
    COMPACT,
    DESKTOP,
    EVERY_SHAPE,
    LANDSCAPE,
    NARROW,
    PORTRAIT,
    WIDE,
    describe,
    logical_size_for,
    scene_size,
)
from sevens.ui.geometry.text import ScrollRegion, Words, fit_text, pack_pages


def canvas_for(window: tuple[int, int], shapes: frozenset = EVERY_SHAPE):  # noqa: ANN201
    return describe(logical_size_for(*window), window, shapes)


@pytest.mark.parametrize(("window", "shape", "size"), [
    ((1280, 720), DESKTOP, (1280, 720)),
    ((390, 844), PORTRAIT, (720, 1558)),
    ((844, 390), COMPACT, (1558, 720)),
    ((568, 320), COMPACT, (1136, 640)),
    ((1024, 768), NARROW, (960, 720)),
    ((1152, 720), NARROW, (1152, 720)),
    ((1366, 657), WIDE, (1497, 720)),
])
def test_one_set_of_shape_rules_names_every_tested_window(
        window: tuple[int, int], shape: str, size: tuple[int, int]) -> None:
    canvas = canvas_for(window)
    assert (canvas.shape, canvas.size) == (shape, size)
    assert canvas.touch == (shape in (PORTRAIT, COMPACT))
    assert canvas.thumb * canvas.css_per_px >= 44 - 1e-6 or canvas.thumb == 88


def test_a_scene_not_laid_out_for_a_shape_is_drawn_at_1280_and_told_how_small() -> None:
    desktop_only = frozenset({DESKTOP})
    ipad = canvas_for((1024, 768), desktop_only)  # 1280×720 scaled into 960×720
    assert ipad.size == LANDSCAPE and ipad.shape == DESKTOP
    assert ipad.css_per_px == pytest.approx(1024 / 960 * 960 / 1280)
    assert ipad.px_for_css(12) == 15  # 12 CSS px need 15 logical px there
    assert canvas_for((1024, 768)).px_for_css(12) == 12
    upright = canvas_for((390, 844), desktop_only)
    assert upright.size == LANDSCAPE and upright.css_per_px == pytest.approx(390 / 1280)
    sideways = canvas_for((844, 390), desktop_only)  # centred, unscaled: still compact
    assert sideways.size == LANDSCAPE and sideways.shape == COMPACT


@pytest.mark.parametrize("canvas", [(1280, 720), (720, 1558), (1558, 720), (960, 720)])
@pytest.mark.parametrize("compact", [False, True])
def test_scene_size_follows_the_shapes_a_scene_names(canvas: tuple[int, int],
                                                     compact: bool) -> None:
    every = scene_size(canvas, compact, EVERY_SHAPE)
    assert every == canvas
    portrait_only = scene_size(canvas, compact, frozenset({PORTRAIT, DESKTOP}))
    assert portrait_only == (canvas if canvas[1] > canvas[0] or canvas == LANDSCAPE
                             else LANDSCAPE)
    narrow = scene_size(canvas, compact, frozenset({NARROW, DESKTOP}))
    assert narrow == (canvas if canvas[0] <= 1280 and canvas[1] <= canvas[0] else LANDSCAPE)


def test_a_tablets_shorter_portrait_canvas_is_pressed_a_phones_never() -> None:
    assert canvas_for((390, 844)).squeeze == 1.0
    assert canvas_for((360, 640)).squeeze == 1.0  # 720×1280: a phone
    tablet = canvas_for((768, 1024))  # 720×960
    assert tablet.shape == PORTRAIT and tablet.squeeze == pytest.approx(960 / 1558)
    assert canvas_for((844, 390)).squeeze == 1.0


def test_boxes_share_out_rows_columns_and_grids() -> None:
    box = Box(10, 20, 300, 100)
    assert (box.right, box.bottom, box.centre) == (310, 120, (160, 70))
    top, rest = box.take_top(30, gap=10)
    assert top == Box(10, 20, 300, 30) and rest == Box(10, 60, 300, 60)
    bottom, over = box.take_bottom(40)
    assert bottom == Box(10, 80, 300, 40) and over == Box(10, 20, 300, 60)
    right, left = box.take_right(100, gap=20)
    assert right == Box(210, 20, 100, 100) and left == Box(10, 20, 180, 100)
    cells = row(box, [100, Share(), Share(2)], gap=10)
    assert [cell.width for cell in cells] == [100, 60, 120]
    assert cells[-1].right == box.right and all(cell.height == 100 for cell in cells)
    assert [cell.x for cell in row(box, [50, 50], gap=10, align="end")] == [200, 260]
    lines = column(box, [Share()] * 3, gap=5)
    assert sum(line.height for line in lines) + 10 == 100 and lines[-1].bottom == box.bottom
    assert len(grid(box, 3, 2, gap=4)) == 6 and box.contains(grid(box, 3, 2, gap=4)[-1])
    assert box.inset(10, 5) == Box(20, 25, 280, 90)
    assert box.centred(100, 50) == Box(110, 45, 100, 50)


def test_flow_puts_items_on_lines_and_a_thumb_is_a_floor() -> None:
    assert flow([40, 40, 40, 90, 10], room=100, gap=10) == [[0, 1], [2], [3], [4]]
    assert flow([150], room=100) == [[0]]
    assert at_least(40, 82) == 82 and at_least(100, 82) == 100


def fixed_pitch(text: str, size: int, width: int) -> list[str]:
    """A stand-in text measure: every character ``size // 2`` px wide, breaking at spaces."""
    per_line = max(1, width // max(1, size // 2))
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def test_text_is_fitted_to_its_box_with_the_measure_passed_in() -> None:
    words = ["one two three four five six seven eight nine ten"] * 3
    fitted = fit_text(fixed_pitch, words, width=200, height=120, sizes=(24, 20, 16, 12))
    assert fitted.fits and fitted.height <= 120
    assert fitted.size < 24  # 24 needs more lines than the box holds
    bigger = fit_text(fixed_pitch, words, width=200, height=400, sizes=(24, 20))
    assert bigger.size == 24
    none = fit_text(fixed_pitch, words, width=200, height=10, sizes=(18, 12))
    assert not none.fits and none.size == 12
    with pytest.raises(ValueError):
        fit_text(fixed_pitch, words, 100, 100, sizes=())


def test_blocks_are_packed_into_pages_whole() -> None:
    assert pack_pages([50, 50, 50, 200, 10], room=120) == [[0, 1], [2], [3], [4]]
    assert pack_pages([10, 10, 10], room=100, breaks=[False, True, False]) == [[0], [1, 2]]
    assert pack_pages([], room=100) == []


def test_a_scroll_region_stays_within_its_content() -> None:
    region = ScrollRegion(height=100, content=250)
    assert region.longest == 150
    assert region.scrolled(500).offset == 150 and region.scrolled(-5).offset == 0
    assert region.scrolled(60).shows(60, 100) and not region.shows(90, 20)


def test_the_toolkit_runs_without_pygame() -> None:
    code = ("import sys, sevens.ui.geometry.boxes, sevens.ui.geometry.page, "
            "sevens.ui.geometry.text, sevens.ui.geometry.canvas as g; "
            "g.describe(g.logical_size_for(1280, 720), (1280, 720)); "
            "print('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False"


def test_the_page_count_stands_after_the_title_on_its_middle_line() -> None:
    from sevens.ui.geometry.page import page_counts

    def measure(text: str, size: int, bold: bool) -> int:
        return len(text) * size // (1 if bold else 2)

    title = Words("Rules", 64, 26, 34, bold=True)
    counts = page_counts(title, 3, 17, measure)
    assert [count.text for count in counts] == ["1/3", "2/3", "3/3"]
    assert {(count.x, count.y) for count in counts} == {(64 + 5 * 34 + 24, 26 + 20)}
    assert {(count.tone, count.anchor, count.size) for count in counts} == {
        ("muted", "midleft", 17)}
    assert page_counts(title, 1, 17, measure) == ()
