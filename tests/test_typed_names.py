"""A player's name in any script: text the bundled font subsets lack (山田 or Zoë in the
Japanese interface, a guest's 王芳 online) is drawn by a face that has it (a bundled one, else
an installed system CJK font, else in the browser the page), never as .notdef boxes; text the
bundled face has stays exactly as it was."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

from sevens.app import translation
from sevens.ui import resources as resources_module
from sevens.ui.cjk_fonts import CJK_FONTS
from sevens.ui.resources import FONT_BOLD_NAME, FONT_REGULAR_NAME, Resources, system_faces

JAPANESE = CJK_FONTS["ja"][1]


@pytest.fixture()
def resources() -> Iterator[Resources]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    pygame.display.set_mode((16, 16))
    yield Resources()
    translation.set_language("en")


def tofu(resources: Resources, string: str, size: int = 24) -> bytes:
    """``string`` as the Japanese subset draws it, missing glyphs and all."""
    surface = resources._font_named(JAPANESE["regular"], size).render(string, True, (255,) * 3)
    return pygame.image.tobytes(surface, "RGBA")


def test_text_the_bundled_face_has_keeps_its_face(resources: Resources) -> None:
    translation.set_language("ja")
    assert resources.font_name_for("決定") == JAPANESE["regular"]
    assert resources.font_name_for("ふつう", bold=True) == JAPANESE["bold"]
    translation.set_language("en")
    assert resources.font_name_for("Deal the cards") == FONT_REGULAR_NAME
    assert resources.font_name_for("日本語") == JAPANESE["regular"]


def test_latin_letters_a_cjk_subset_lacks_are_drawn_in_dejavu(resources: Resources) -> None:
    translation.set_language("ja")
    assert resources.font_name_for("Zoë") == FONT_REGULAR_NAME
    assert resources.font_name_for("Zoë", bold=True) == FONT_BOLD_NAME
    assert resources.line_frame(24, False, "Zoë") is None  # drawn as English is


@pytest.mark.skipif(not system_faces(False), reason="no system CJK font is installed")
def test_a_name_no_subset_has_is_drawn_by_a_system_cjk_font(resources: Resources) -> None:
    translation.set_language("ja")
    for name in ("山田", "王芳", "「山田」の代わりの名前"):
        face = resources.font_name_for(name)
        assert face in system_faces(False), (name, face)
        drawn = resources.text(name, 24)
        assert drawn.get_bounding_rect().height > 0
        rendered = resources.font(24, False, name).render(name, True, (255,) * 3)
        assert pygame.image.tobytes(rendered, "RGBA") != tofu(resources, name)
        # what draws it measures it: the width layouts use is the drawing's
        assert resources.font(24, False, name).size(name)[0] == drawn.get_width()
    translation.set_language("en")
    assert resources.font_name_for("王芳") in system_faces(False)


def test_without_any_face_for_it_the_text_keeps_the_bundled_face(
        resources: Resources, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources_module, "SYSTEM_FACES", {False: [], True: []})
    monkeypatch.setattr(resources_module, "FACE_CHOICES", resources_module.RecentCache(10))
    translation.set_language("ja")
    assert resources.font_name_for("山田") == JAPANESE["regular"]


def test_the_page_draws_what_no_font_here_has(
        resources: Resources, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the browser, with the page's bridge answering, the page measures and draws."""
    class Bridge:
        def measure(self, text: str, size: int, bold: bool) -> int:
            return 10 * len(text)

        def render(self, text: str, size: int, bold: bool, colour: str, ascent: int,
                   height: int) -> str:
            import base64

            pixels = bytes([255, 0, 0, 255]) * (10 * len(text) * height)
            return f"{10 * len(text)},{height},{base64.b64encode(pixels).decode()}"

    monkeypatch.setattr(resources_module, "SYSTEM_FACES", {False: [], True: []})
    monkeypatch.setattr(resources_module, "FACE_CHOICES", resources_module.RecentCache(10))
    monkeypatch.setattr(resources_module, "PAGE_DRAWS", [True])
    monkeypatch.setattr(resources_module, "ask_page_text",
                        lambda question, otherwise: question(Bridge()))
    translation.set_language("ja")
    assert resources.font_name_for("山田") == resources_module.PAGE_FACES[False]
    drawn = resources.text("山田", 24)
    latin = resources._font_named(FONT_REGULAR_NAME, 24)
    assert drawn.get_size() == (20, latin.get_height()) == resources.font(
        24, False, "山田").size("山田")
    assert drawn.get_at((5, 5)) == pygame.Color(255, 0, 0, 255)


@pytest.mark.skipif(not system_faces(False), reason="no system CJK font is installed")
def test_the_faces_asked_survive_pygame_quitting(
        resources: Resources, monkeypatch: pytest.MonkeyPatch) -> None:
    translation.set_language("ja")
    assert resources.font_name_for("佐藤") in system_faces(False)
    pygame.quit()  # closes every freetype face kept for asking
    pygame.init()
    pygame.display.set_mode((16, 16))
    monkeypatch.setattr(resources_module, "FACE_CHOICES", resources_module.RecentCache(10))
    assert Resources().font_name_for("佐藤") in system_faces(False)
