"""Issue 30: the deal link under the results, and the house rules' intro, fit their room.

In the browser the results name the link that replays the deal, and on a static host the page
address is long (``https://someone.itch.io/sevens-card-game/?rules=…&seat=0``): one word with
no space in it. On a phone turned sideways (844×390, 640×360) it ran past the right edge of
the notes panel — under the Menu button, or off a 1280-wide canvas. It now breaks inside the
address (before its ``?``, after a ``/`` or an ``&``, else anywhere) and stays complete. On a
640×360 phone the house rules' intro, in English, was cut to two lines ending in "…"; it now
reads in full.

Checked from what the scene draws (:mod:`layout_probe`), at 844×390, 640×360, 390×844 and
the desktop's 1280×720, in English, Japanese and Traditional Chinese: every text that starts
in a panel ends inside it (a panel drawn later, such as a button, does not excuse it), every
text is on the canvas, and the link drawn is the whole line (or its query) with nothing left
off.
"""

from __future__ import annotations

import os
import platform
import sys
import types
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import results_at  # noqa: E402
from layout_probe import MIN_PANEL, TOLERANCE, Drawn, draw, problems, record  # noqa: E402
from test_portrait import make_app  # noqa: E402

from sevens.app import deal_links  # noqa: E402
from sevens.app.translation import text  # noqa: E402

#: The phones turned sideways and held upright, and the desktop window (None: 1280×720).
WINDOWS = [(844, 390), (640, 360), (390, 844), None]
LANGUAGES = ["en", "ja", "zh-Hant"]
#: Page addresses on static hosts: (origin, path).
HOSTS = {
    "itch": ("https://someone.itch.io", "/sevens-card-game/"),
    "pages": ("https://someone-with-a-long-name.github.io",
              "/sevens-card-game/build/web/index.html"),
}
#: The link the brief names, for the wrapping on its own.
ITCH_LINK = ("https://someone.itch.io/sevens-card-game/?rules=douque&players=4&deals=5"
             "&deal=7h2px33k-0&seat=0")


def window_id(window: tuple[int, int] | None) -> str:
    """``844x390``, or ``desktop``."""
    return "desktop" if window is None else f"{window[0]}x{window[1]}"


def in_the_browser(monkeypatch: pytest.MonkeyPatch, host: str) -> None:
    """Make :func:`sevens.app.deal_links.deal_link` give the page's address on ``host``, as it
    does under pygbag."""
    origin, pathname = HOSTS[host]
    monkeypatch.setattr(deal_links, "WEB", True)
    monkeypatch.setattr(platform, "window", types.SimpleNamespace(
        location=types.SimpleNamespace(origin=origin, pathname=pathname)), raising=False)


def spilled(drawn: list[Drawn], size: tuple[int, int]) -> list[str]:
    """Every text off the canvas, and every text that starts in a panel (the topmost drawn
    before it that holds its top left corner) and leaves it. Unlike
    :func:`layout_probe.problems`, a panel drawn later (a button) does not hide the text."""
    canvas = pygame.Rect((0, 0), size)
    found = []
    panels: list[pygame.Rect] = []
    for item in drawn:
        if item.kind == "panel":
            if item.ink.width >= MIN_PANEL[0] and item.ink.height >= MIN_PANEL[1]:
                panels.append(item.ink)
            continue
        if not item.ink.width or not item.text.strip():
            continue
        if not canvas.contains(item.ink):
            found.append(f"{item.text!r} at {item.ink} leaves the canvas {canvas}")
            continue
        holders = [panel for panel in panels if panel.collidepoint(item.ink.topleft)]
        if holders and not holders[-1].inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(item.ink):
            found.append(f"{item.text!r} at {item.ink} leaves its panel {holders[-1]}")
    return found


def squeezed(string: str) -> str:
    """``string`` without its spaces (lines joined again lose the spaces they broke at)."""
    return "".join(string.split())


# ------------------------------------------------------------------ the results


@pytest.mark.parametrize("host", sorted(HOSTS))
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", WINDOWS, ids=window_id)
def test_every_results_text_stays_in_its_panel_with_a_long_web_link(
        monkeypatch: pytest.MonkeyPatch, window: tuple[int, int] | None, language: str,
        host: str) -> None:
    in_the_browser(monkeypatch, host)
    try:
        app, scene = results_at(window, "sevens", 6, language)
        full, query = scene.wording.link_text(full=True), scene.wording.link_text(full=False)
        assert full.endswith("&seat=0") and HOSTS[host][0] in full, full
        drawn = draw(app, record(app))
        assert spilled(drawn, app.scene.size) == []
        assert problems(drawn, app.scene.size) == []
        # the link is drawn whole: its lines, in order, give the whole line or its query
        label = text("results.link", link="").strip()
        pieces = [item.text for item in drawn if item.kind == "text"
                  and any(squeezed(item.text) in squeezed(version) for version in (full, query))
                  and (label in item.text or any(mark in item.text for mark in "?&/="))]
        shown = squeezed("".join(pieces))
        assert shown in (squeezed(full), squeezed(query)), pieces
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", [(844, 390), (640, 360)], ids=window_id)
def test_the_sideways_link_is_the_whole_address_broken_before_its_query(
        monkeypatch: pytest.MonkeyPatch, window: tuple[int, int], language: str) -> None:
    in_the_browser(monkeypatch, "itch")
    try:
        app, scene = results_at(window, "douque", 4, language)
        legend = scene.places.parts["legend"]
        lines = [item.text for item in scene.places.layers[0].words
                 if item.tone == "muted" and legend.y <= item.y < legend.bottom
                 and item.text != scene.words.legend_hint]
        assert len(lines) == 2, lines
        assert squeezed("".join(lines)) == squeezed(scene.wording.link_text())
        assert lines[1].startswith("?rules=douque"), lines
    finally:
        pygame.quit()


def test_a_native_command_line_wraps_at_its_spaces_as_before() -> None:
    from sevens.ui.scenes.results.scene import metrics_of

    try:
        app, scene = results_at((844, 390), "sevens", 6, "en")
        line = scene.wording.link_text()
        assert " --deal " in line  # natively the command line: words with spaces
        link = metrics_of(app.resources).link
        for width in (700, 1172):
            wrapped = app.resources.wrap(line, 24, width)
            assert len(wrapped) <= 2
            assert link([line, scene.wording.link_text(full=False)], 24, width, 2) == wrapped
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", LANGUAGES)
def test_wrapping_a_link_keeps_every_character_and_every_line_inside(language: str) -> None:
    from sevens.ui.links import LINK_BREAKS, fitted_link, wrap_link

    try:
        app = make_app((844, 390), "sevens", language=language)
        resources = app.resources
        line = text("results.link", link=ITCH_LINK)
        for width in (1172, 700, 400, 160, 60):
            for breaks in LINK_BREAKS:
                lines = wrap_link(resources, line, 24, width, breaks)
                assert squeezed("".join(lines)) == squeezed(line)
            lines = fitted_link(resources, [line], 24, width, 2)
            assert squeezed("".join(lines)) == squeezed(line), (width, lines)
            assert all(resources.font(24, False, part).size(part)[0] <= width
                       for part in lines), (width, lines)
        # broken where it reads best: before the query, else after a / or an &, never in //
        assert wrap_link(resources, ITCH_LINK, 24, 700) == [
            "https://someone.itch.io/sevens-card-game/",
            "?rules=douque&players=4&deals=5&deal=7h2px33k-0&seat=0"]
        narrow = fitted_link(resources, [ITCH_LINK], 24, 400, 8)
        assert narrow[0] == "https://someone.itch.io/", narrow
        # worked out once: the same link at the same width again is read from the cache
        kept = len(resources._lines)
        assert fitted_link(resources, [ITCH_LINK], 24, 400, 8) == narrow
        assert len(resources._lines) == kept
        assert all(part.endswith(("/", "&")) for part in narrow[:-1]), narrow
    finally:
        pygame.quit()


# ------------------------------------------------------------------ the house rules


def intro_lines(drawn: list[Drawn], intro: str) -> list[Drawn]:
    """The texts drawn one after another that make the start of ``intro`` (its lines, the last
    one perhaps cut short with "…")."""
    texts = [item for item in drawn if item.kind == "text" and item.text.strip()]
    whole = squeezed(intro)
    for start, item in enumerate(texts):
        if not whole.startswith(squeezed(item.text.rstrip("\u2026"))):
            continue
        lines, joined = [], ""
        for line in texts[start:]:
            piece = squeezed(line.text.rstrip("\u2026"))
            if joined == whole or not whole.startswith(joined + piece):
                break
            lines.append(line)
            joined += piece
        if len(joined) > len(whole) // 3:
            return lines
    return []


def house_rules(window: tuple[int, int] | None, language: str) -> Any:
    """An app at ``window`` in ``language`` showing the house rules."""
    app = make_app(window, "sevens", language=language)
    app.step(1 / 60)
    app.scene.open_custom()
    app.step(1 / 60)
    return app


@pytest.mark.parametrize("language", LANGUAGES + ["zh-Hans"])
@pytest.mark.parametrize("window", WINDOWS + [(915, 412)], ids=window_id)
def test_the_house_rules_intro_is_whole_and_in_its_room(
        window: tuple[int, int] | None, language: str) -> None:
    try:
        app = house_rules(window, language)
        editor = app.scene
        intro = text("custom.intro")
        drawn = draw(app, record(app))
        lines = intro_lines(drawn, intro)
        assert lines, "the intro was not drawn"
        assert not any(item.text.endswith("\u2026") for item in lines), \
            [item.text for item in lines]
        assert squeezed("".join(item.text for item in lines)) == squeezed(intro)
        assert spilled(drawn, editor.size) == []
        assert problems(drawn, editor.size) == []
        boxes = [editor.base_stepper.value_rect]
        if editor.places.panel is not None:
            boxes.append(pygame.Rect(editor.places.panel))
        for item in lines:
            for box in boxes:
                assert not item.ink.colliderect(box), f"{item.text!r} {item.ink} over {box}"
    finally:
        pygame.quit()


def test_the_winners_banner_beside_a_tablets_title_takes_two_lines_not_three() -> None:
    # 768x1024: "Cleo wins the match!" beside the title broke after each word at the largest
    # size whose three lines fitted the banner's height ("Cleo wins / the / match!"); a size
    # that holds it in two lines comes first.
    _app, scene = results_at((768, 1024), "douque", 4, "en")
    box = scene.places.parts["summary"]
    inside = [words for layer in scene.places.layers for words in layer.words
              if box.x <= words.x <= box.x + box.width and box.y <= words.y <= box.y + box.height]
    line, banner = scene.words.summary
    assert banner and box.y < 80, box  # the banner stands beside the title
    assert " ".join(words.text for words in inside) == line
    assert len(inside) == 2, [words.text for words in inside]
