"""Fonts, cached text, rounded panels and the felt: everything drawn once and reused.

Create one :class:`Resources` after the window exists (``pygame.display.set_mode``) and pass
it to the scenes; nothing here touches the display at import time.

Scenes place a text's line box, centred or from the top at a pitch made for DejaVu Sans.
Noto Sans CJK's line box is a quarter taller, with its ideographs in its middle, so Chinese and
Japanese placed from the top sat 5 to 7 px lower than English: :meth:`Resources.text` cuts a
CJK text to DejaVu's line box at the same size (:meth:`Resources.line_frame`, one frame a face
and size, so a row's text stays put when its words change, and no ink is lost).

The fonts and sounds live in ``assets/`` (:func:`assets_folder`: in an installed wheel
``sevens/assets``, which ``setup.py`` maps there, so the game also runs from site-packages or a
zip). Every font and sound opened is noted in :func:`loaded_assets`; a missing file is logged as
a warning and the game carries on with pygame's default font or in silence.

The bundled faces are subsets, so a typed name may hold characters they lack (山田 or Zoë in
the Japanese interface, a guest's 王芳 online). :meth:`Resources.font_name_for` then picks a
face with every character of the string (:func:`covering_face`): another bundled face, else an
installed system CJK font, else, in the browser, the page itself (:class:`PageFont`, through
``page/text.js``). That face both measures and draws the string, so layouts stay in their boxes.
"""

from __future__ import annotations

import base64
import importlib.resources
import io
import logging
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Generic, TypeVar

import pygame

from sevens.app import translation
from sevens.app.webpage import WEB, ask_bridge
from sevens.ui import theme
from sevens.ui.cjk_fonts import (
    CJK_FONTS,
    EXTRA_CHARACTERS,
    SYSTEM_CJK_FAMILIES,
    is_cjk,
    language_of_text,
)
from sevens.ui.geometry.canvas import LANDSCAPE

LOGGER = logging.getLogger(__name__)
#: The assets folder's name, inside the installed package and at the repository's top level.
ASSETS_NAME = "assets"
FONT_REGULAR_NAME = "fonts/DejaVuSans-Sevens.ttf"
FONT_BOLD_NAME = "fonts/DejaVuSans-Bold-Sevens.ttf"
#: The face name of text the browser page draws (:class:`PageFont`), regular and bold.
PAGE_FACES = {False: "page:regular", True: "page:bold"}
#: Strings whose face was chosen (:func:`covering_face`), kept the same way as texts.
FACE_CACHE_LIMIT = 2000
#: Rendered texts kept (the least recently drawn go first): about seven times the most one
#: screen draws (about 70: the rules page, Douque's results, a table of 8), so screens a
#: player goes back and forth between draw from the cache. 3000 let a run of deals grow by a
#: third of a megabyte a deal (issue 45).
TEXT_CACHE_LIMIT = 500
#: Rounded panels kept, the same way (one screen draws about 20, and a fading bubble or
#: notice ten steps of its alpha).
PANEL_CACHE_LIMIT = 200
#: Texts broken into lines kept, the same way: a layout tries a paragraph at several widths
#: and sizes, and lays a screen out again on every resize and turn (the results screen asks
#: for about a hundred breaks a layout, some thousands on a phone turned a few times).
WRAP_CACHE_LIMIT = 2000
#: Characters a line may not start with (Chinese and Japanese line breaking keeps them on the
#: line before) and may not end with.
NO_LINE_START = set("、。，．・：；？！）」』】〕〉》”’…ー〜%),.:;?!"
                    "ぁぃぅぇぉっゃゅょァィゥェォッャュョ")
NO_LINE_END = set("（「『【〔〈《“‘([")
#: Of those, the marks that are part of a word rather than closing it (the long vowel mark,
#: small kana): they stay with the character before them, and no more goes along
#: (:func:`_keep_word_ends`), so "ハウスルール…" may break "ハウス / ルール…".
WORD_MARKS = set("ー〜ぁぃぅぇぉっゃゅょァィゥェォッャュョ")
SUPERSAMPLE = 4
#: What the frame of a CJK text centres (:func:`cjk_frame`): an ideograph filling its em box,
#: and digits (a pixel lower in Noto); and a capital, whose ink's middle is the middle of
#: DejaVu's line box.
IDEOGRAPH, DIGITS, CAPITAL = "\u56fd", "0123456789", "H"  # 国
#: Characters reaching furthest above and below the line in a CJK face (Latin descenders,
#: brackets): a CJK text's frame holds their ink. ``|`` reaches a pixel lower still and is in
#: no message: a text with one (a typed name) gets a frame grown to hold it.
FRAME_REACH = EXTRA_CHARACTERS.replace("|", "") + "\uff08\uff09\u300c\u300d\u3010\u3011"


def assets_folder() -> Traversable:
    """The folder holding ``fonts/`` and ``sounds/``: ``sevens/assets`` in an installed
    package (a real folder or a zip member), else ``assets/`` beside the ``sevens`` package
    (a source checkout, an editable install, the browser bundle)."""
    packaged = importlib.resources.files("sevens").joinpath(ASSETS_NAME)
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / ASSETS_NAME


ASSETS_FOLDER = assets_folder()


@dataclass(frozen=True)
class LoadedAsset:
    """One font or sound file the game asked for: ``bundled`` is False when it was missing
    or unreadable and a stand-in was used (pygame's default font, silence)."""

    kind: str
    name: str
    location: str
    bundled: bool


_loaded: dict[tuple[str, str, str], LoadedAsset] = {}


def loaded_assets() -> list[LoadedAsset]:
    """The fonts and sounds opened so far in this process, in the order they were first
    opened (a diagnostic: the packaging test checks no stand-in was needed)."""
    return list(_loaded.values())


def note_asset(kind: str, name: str, location: str, bundled: bool) -> None:
    """Record that ``name`` (e.g. ``fonts/DejaVuSans-Sevens.ttf``) was opened from
    ``location``, or — ``bundled`` False — that it could not be and a stand-in is used."""
    key = (kind, name, location)
    if key in _loaded:
        return
    _loaded[key] = LoadedAsset(kind, name, location, bundled)
    if bundled:
        LOGGER.info("%s %s loaded from %s", kind, name, location)
    else:
        LOGGER.warning("The bundled %s %s could not be read from %s; using a stand-in.",
                       kind, name, location)


def asset_location(name: str) -> Traversable:
    """Where the asset ``name`` (a ``/``-separated path inside the assets folder) is."""
    return ASSETS_FOLDER.joinpath(*name.split("/"))


def open_asset(name: str) -> str | io.BytesIO:
    """Something pygame can load the asset ``name`` from: the file's path when it is a real
    file, else (a zipped package) its bytes. Raises FileNotFoundError when it is missing."""
    location = asset_location(name)
    if not location.is_file():
        raise FileNotFoundError(f"{name} is not in {ASSETS_FOLDER}")
    if isinstance(location, Path):
        return str(location)
    return io.BytesIO(location.read_bytes())


Value = TypeVar("Value")


class RecentCache(Generic[Value]):
    """At most ``limit`` values by key; when full, the value used longest ago is forgotten
    (a least-recently-used cache: what the screen on show draws every frame stays)."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"a cache holds at least 1 value, not {limit}")
        self.limit = limit
        self._values: OrderedDict[Hashable, Value] = OrderedDict()

    def get(self, key: Hashable) -> Value | None:
        """The value kept under ``key`` (now the most recently used), or None."""
        value = self._values.get(key)
        if value is not None:
            self._values.move_to_end(key)
        return value

    def put(self, key: Hashable, value: Value) -> None:
        """Keep ``value`` under ``key``, forgetting the least recently used beyond the limit."""
        self._values[key] = value
        self._values.move_to_end(key)
        while len(self._values) > self.limit:
            self._values.popitem(last=False)

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._values


class Resources:
    """Fonts by size, bounded caches of rendered text and rounded panels, and the felt."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        #: Characters only the Simplified table uses (to pick a face for 简体中文 in English).
        self._simplified_only = frozenset(
            "".join(translation.LANGUAGES["zh-Hans"].values())) - frozenset(
            "".join(translation.LANGUAGES["zh-Hant"].values()))
        #: Each language's own name (the menu shows them all): drawn in that language's face.
        self._language_names = {translation.ENGLISH[f"language.{code}"]: code
                                for code in translation.LANGUAGE_CODES}
        self._text: RecentCache[pygame.Surface] = RecentCache(TEXT_CACHE_LIMIT)
        self._panels: RecentCache[pygame.Surface] = RecentCache(PANEL_CACHE_LIMIT)
        self._lines: RecentCache[tuple[str, ...]] = RecentCache(WRAP_CACHE_LIMIT)
        self.felt = make_felt(LANDSCAPE)
        self._felts: dict[tuple[int, int], pygame.Surface] = {}

    def set_canvas_size(self, size: tuple[int, int]) -> None:
        """Make :attr:`felt` the felt for a canvas of ``size`` (a new window shape; each size
        is made once)."""
        size = (int(size[0]), int(size[1]))
        if self.felt.get_size() == size:
            return
        self._felts[self.felt.get_size()] = self.felt
        self.felt = self._felts.pop(size, None) or make_felt(size)

    def remake_felt(self) -> None:
        """Make the felt again in the palette now in use (high contrast switched on or off)."""
        self._felts.clear()
        self.felt = make_felt(self.felt.get_size())

    def font(self, size: int, bold: bool = False, string: str = "") -> pygame.font.Font:
        """The bundled font at ``size`` points (bold or regular) for the current language:
        DejaVu Sans for English, the Noto Sans CJK subset of the region for Chinese and
        Japanese. In English, a ``string`` with Chinese or Japanese characters (a language's
        own name in the menu) gets the CJK face that draws it."""
        return self._font_named(self.font_name_for(string, bold), size)

    def _font_named(self, name: str, size: int) -> pygame.font.Font:
        """The face ``name`` at ``size`` points, loaded once: a bundled font file, a system
        font's path, or the page (:data:`PAGE_FACES`)."""
        if (name, size) not in self._fonts:
            if name in PAGE_FACES.values():
                bold = name == PAGE_FACES[True]
                latin = self._font_named(FONT_BOLD_NAME if bold else FONT_REGULAR_NAME, size)
                font: pygame.font.Font = PageFont(size, bold, latin)  # type: ignore[assignment]
            elif name.startswith("fonts/"):
                font = load_font(name, size)
            else:
                font = pygame.font.Font(name, size)
            self._fonts[name, size] = font
        return self._fonts[name, size]

    def line_frame(self, size: int, bold: bool = False,
                   string: str = "") -> tuple[int, int] | None:
        """Where :meth:`text` cuts ``string``'s rendering in a CJK face: (top, height) in
        the face's own line box (:func:`cjk_frame`), the same for every string in that face
        at ``size``; None for DejaVu Sans, drawn as rendered."""
        name = self.font_name_for(string, bold)
        if name in (FONT_REGULAR_NAME, FONT_BOLD_NAME) or name in PAGE_FACES.values():
            return None
        key = (str(ASSETS_FOLDER), name, size)
        if key not in CJK_FRAMES:
            latin = self._font_named(FONT_BOLD_NAME if bold else FONT_REGULAR_NAME, size)
            CJK_FRAMES[key] = cjk_frame(self._font_named(name, size), latin)
        return CJK_FRAMES[key]

    def font_name_for(self, string: str, bold: bool = False) -> str:
        """The face :meth:`font` draws ``string`` with in the current language: the bundled
        font file for it, or, when that lacks a character of ``string`` (a typed name), the
        first face that has them all (:func:`covering_face`)."""
        language = translation.language()
        name = font_name(language, bold)
        if string and name in (FONT_REGULAR_NAME, FONT_BOLD_NAME):
            language = self._language_names.get(string) or language_of_text(
                string, self._simplified_only) or language
            name = font_name(language, bold)
        return covering_face(name, string, bold, language) if string else name

    def text(self, string: str, size: int, colour: theme.Colour | None = None,
             bold: bool = False) -> pygame.Surface:
        """``string`` rendered antialiased (in ``theme.TEXT`` unless told); cached, so drawing
        it every frame is cheap."""
        colour = colour or theme.TEXT
        key = (string, size, colour, bold, translation.language())
        surface = self._text.get(key)
        if surface is None:
            surface = self.font(size, bold, string).render(string, True, colour)
            frame = self.line_frame(size, bold, string)
            if frame is not None:
                top, bottom = frame[0], frame[0] + frame[1]
                ink = surface.get_bounding_rect()
                if ink.height:  # grown for a character reaching further (a typed "|")
                    top, bottom = min(top, ink.top), max(bottom, ink.bottom)
                surface = reframed(surface, top, bottom - top)
            self._text.put(key, surface)
        return surface

    def wrap(self, string: str, size: int, width: int, bold: bool = False,
             split: Callable[[str], list[str]] | None = None) -> list[str]:
        """Split ``string`` into lines no wider than ``width`` pixels: at spaces, and in
        Chinese and Japanese between any two characters (never before a closing mark such as
        。or ）, nor after an opening one). A word too wide for a line stays whole on a line
        of its own, unless ``split`` cuts it into pieces (a link's, :func:`sevens.ui.links.
        wrap_link`). The lines are worked out once for the same words, size, width and
        language, and read from a cache after."""
        key = (string, size, width, bold, split, translation.language())
        kept = self._lines.get(key)
        if kept is not None:
            return list(kept)
        font = self.font(size, bold, string)
        lines: list[str] = []
        for paragraph in string.split("\n"):
            line = ""
            for token in break_tokens(paragraph):
                whole = split is None or font.size(token.strip(" "))[0] <= width
                for piece in [token] if whole else split(token):
                    candidate = (line + piece).lstrip(" ")
                    if font.size(candidate)[0] <= width or not line.strip():
                        line = candidate
                    else:
                        lines.append(line.rstrip(" "))
                        line = piece.lstrip(" ")
            lines.append(line.rstrip(" "))
        self._lines.put(key, tuple(lines))
        return lines

    def panel(self, size: tuple[int, int], colour: theme.Colour, alpha: int = 255,
              radius: int = 10, border: theme.Colour | None = None,
              border_width: int = 1) -> pygame.Surface:
        """A rounded rectangle with antialiased corners (drawn supersampled, then cached)."""
        key = (size, colour, alpha, radius, border, border_width)
        surface = self._panels.get(key)
        if surface is None:
            surface = rounded_rectangle(size, colour, radius, border, border_width)
            if alpha < 255:
                surface = surface.copy()  # the shape may be shared: fade a copy
                surface.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self._panels.put(key, surface)
        return surface


class PageFont:
    """Text the browser page draws with its own sans-serif font (``page/text.js``), for a
    string no bundled or system face has every character of: the page measures and renders
    it, and the rendering comes back as RGBA pixels. Quacks like the ``pygame.font.Font`` calls the
    scenes make (:meth:`size`, :meth:`render`); its line box is DejaVu Sans's (``latin``) at
    the same size, so the text sits where English would."""

    def __init__(self, size: int, bold: bool, latin: pygame.font.Font) -> None:
        self.size_px, self.bold = size, bold
        self.ascent, self.height = latin.get_ascent(), latin.get_height()
        self._widths: dict[str, int] = {}

    def size(self, string: str) -> tuple[int, int]:
        """``string``'s width and the line's height in pixels, as :meth:`render` draws it."""
        if string not in self._widths:
            width = ask_page_text(lambda page: page.measure(string, self.size_px, self.bold), 0)
            self._widths[string] = max(0, round(float(width)))
        return self._widths[string], self.height

    def render(self, string: str, antialias: bool, colour: theme.Colour) -> pygame.Surface:
        """``string`` drawn by the page in ``colour`` (``antialias`` is always on there); a
        transparent box of its size when the page cannot."""
        del antialias
        css = "rgba({},{},{},{})".format(*colour[:3], (colour[3] if len(colour) > 3 else 255) / 255)
        picture = ask_page_text(lambda page: str(page.render(
            string, self.size_px, self.bold, css, self.ascent, self.height)), "")
        width, height, pixels = (picture.split(",", 2) + ["", "", ""])[:3]
        if width.isdigit() and height.isdigit():
            size = (int(width), int(height))
            return pygame.image.frombytes(base64.b64decode(pixels), size, "RGBA").convert_alpha()
        return pygame.Surface((max(1, self.size(string)[0]), self.height), pygame.SRCALPHA)


#: The page's side of :class:`PageFont` (``page/text.js``), installed as ``window.sevensText``.
PAGE_BRIDGE = importlib.resources.files("sevens.ui").joinpath("page/text.js").read_text(
    encoding="utf-8")


def ask_page_text(question: Callable[[Any], Value], otherwise: Value) -> Value:
    """``question(bridge)`` asked of the page's text bridge (installed on first use);
    ``otherwise`` outside the browser, without the bridge, or when the page throws."""
    return ask_bridge("sevensText", PAGE_BRIDGE, question, otherwise)


#: (face chosen first, string) -> the face that draws it (:func:`covering_face`).
FACE_CHOICES: RecentCache[str] = RecentCache(FACE_CACHE_LIMIT)
#: Font file -> a ``pygame.freetype`` face of it, for asking which characters it has (None:
#: it cannot be asked, taken as having them all).
GLYPH_FACES: dict[str, Any] = {}
#: Bold or not -> the installed system CJK fonts' files (:data:`SYSTEM_CJK_FAMILIES`).
SYSTEM_FACES: dict[bool, list[str]] = {}
#: Whether the page draws text (:func:`page_draws_text`), once asked.
PAGE_DRAWS: list[bool] = []


def covering_face(name: str, string: str, bold: bool, language: str) -> str:
    """The face to draw ``string`` with when the face ``name`` was picked for it: ``name``
    itself when it has every character (the common case, cached); else the first with them
    all of DejaVu Sans, the bundled CJK subsets (``language``'s first), the installed system
    CJK fonts, and in the browser the page (:class:`PageFont`); else ``name``."""
    if string.isascii():  # every bundled face has printable ASCII (EXTRA_CHARACTERS)
        return name
    key = (name, string)
    chosen = FACE_CHOICES.get(key)
    if chosen is None:
        characters = "".join(sorted({character for character in string if character >= " "}))
        chosen = name
        if not has_glyphs(name, characters):
            bundled = [FONT_BOLD_NAME if bold else FONT_REGULAR_NAME] + [
                font_name(code, bold) for code in sorted(CJK_FONTS, key=lambda c: c != language)]
            faces = bundled + system_faces(bold) + ([PAGE_FACES[bold]] if page_draws_text() else [])
            chosen = next((face for face in faces if has_glyphs(face, characters)), name)
        FACE_CHOICES.put(key, chosen)
    return chosen


def has_glyphs(name: str, characters: str) -> bool:
    """True when the face ``name`` has a glyph for each of ``characters`` (the page is taken
    to have them all; a face that cannot be asked is too)."""
    if name in PAGE_FACES.values() or not characters:
        return True
    try:
        import pygame.freetype
    except ImportError:  # a pygame without freetype: every face is taken as having them
        return True
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    if name in GLYPH_FACES:
        face = GLYPH_FACES[name]
        try:
            return face is None or None not in face.get_metrics(characters)
        except pygame.error:  # pygame.quit() closed the face kept: open it again
            pass
    try:
        GLYPH_FACES[name] = pygame.freetype.Font(
            open_asset(name) if name.startswith("fonts/") else name, 12)
    except (OSError, FileNotFoundError, pygame.error):
        GLYPH_FACES[name] = None
        return True
    return None not in GLYPH_FACES[name].get_metrics(characters)


def system_faces(bold: bool) -> list[str]:
    """The installed system CJK fonts' files (bold ones for ``bold``), found once; none in
    the browser or where pygame cannot list them."""
    if bold not in SYSTEM_FACES:
        found: list[str] = []
        if not WEB:
            for family in SYSTEM_CJK_FAMILIES:
                try:
                    path = pygame.font.match_font(family, bold=bold)
                except Exception:  # noqa: BLE001 - a system whose font list cannot be read
                    path = None
                if path and path not in found:
                    found.append(path)
        SYSTEM_FACES[bold] = found
    return SYSTEM_FACES[bold]


def page_draws_text() -> bool:
    """True in the browser when the page's text bridge is there to draw (asked once)."""
    if not PAGE_DRAWS:
        PAGE_DRAWS.append(bool(ask_page_text(lambda bridge: True, False)))
    return PAGE_DRAWS[0]


def font_name(language: str, bold: bool = False) -> str:
    """The font file (inside the assets folder) that draws ``language``."""
    if language in CJK_FONTS:
        return CJK_FONTS[language][1]["bold" if bold else "regular"]
    return FONT_BOLD_NAME if bold else FONT_REGULAR_NAME


#: (assets folder, CJK font file, size) -> its texts' frame (:meth:`Resources.line_frame`):
#: the faces' measures, worked out once a process for every :class:`Resources` (the tests
#: make thousands; each took some milliseconds a face and size).
CJK_FRAMES: dict[tuple[str, str, int], tuple[int, int] | None] = {}


def cjk_frame(face: pygame.font.Font, latin: pygame.font.Font) -> tuple[int, int] | None:
    """(top, height) of the frame a text in the CJK ``face`` is cut to, in the rows of its
    rendering; ``latin`` is DejaVu Sans at the same size (None: a face or a font without
    the characters measured, drawn as rendered).

    The frame holds the ink of every character in :data:`FRAME_REACH` (Noto's Latin
    descenders reach 1 to 2 px below DejaVu's line box) and is at least as tall as
    DejaVu's box. Within that, it puts the middles of an ideograph and of the digits as near
    as can be to where a capital's middle is in DejaVu's box, both for text placed from its
    top (the same distance down) and for text centred (the frame's middle): Chinese and
    Japanese land in a row or a button within a pixel of where English does.
    """
    capital, ideograph, digits, reach = (ink_rows(font, sample) for font, sample in (
        (latin, CAPITAL), (face, IDEOGRAPH), (face, DIGITS), (face, FRAME_REACH)))
    if not (capital and ideograph and digits and reach):
        return None
    line = latin.size(CAPITAL)[1]
    middles, wanted = (sum(ideograph) / 2, sum(digits) / 2), sum(capital) / 2

    def miss(span: tuple[int, int]) -> tuple[float, int]:
        """How far a middle lands from English's at worst, placed from the top or centred,
        then the frame's height."""
        top, bottom = span
        return max(max(abs(middle - top - wanted), abs(middle - (top + bottom) / 2))
                   for middle in middles), bottom - top

    top, bottom = min(((top, bottom) for top in range(reach[0] - line, reach[0] + 1)
                       for bottom in range(max(reach[1], top + line), reach[1] + line)),
                      key=miss)
    return top, bottom - top


def ink_rows(font: pygame.font.Font, sample: str) -> tuple[int, int] | None:
    """The first and past-the-last rows of ``sample``'s ink as ``font`` renders it (None:
    no ink, a face without the characters)."""
    ink = font.render(sample, True, (255, 255, 255)).get_bounding_rect()
    return (ink.top, ink.bottom) if ink.height else None


def reframed(surface: pygame.Surface, top: int, height: int) -> pygame.Surface:
    """``surface`` (a rendered text) cut, or padded with transparent rows, to ``height``
    rows starting at its row ``top``; the pixels are copied unchanged."""
    framed = pygame.Surface((surface.get_width(), height), pygame.SRCALPHA)
    framed.blit(surface, (0, -top), special_flags=pygame.BLEND_RGBA_MAX)
    return framed


def break_tokens(paragraph: str) -> list[str]:
    """``paragraph`` cut where a line may break: each token is a word with the space before
    it, or a single Chinese or Japanese character (with the closing marks that follow it and
    the opening marks before it). Joined again, the tokens give back the paragraph."""
    tokens: list[str] = []
    current = ""
    for character in paragraph:
        breaks_before = (character == " " or is_cjk(character)
                         or (current and is_cjk(current[-1])))
        if (current and breaks_before and character not in NO_LINE_START
                and current[-1] not in NO_LINE_END):
            tokens.append(current)
            current = ""
        current += character
    if current:
        tokens.append(current)
    return _keep_word_ends(tokens)


#: Most characters kept together before a closing mark (Japanese okurigana: られます。).
WORD_END_LENGTH = 4


def _keep_word_ends(tokens: list[str]) -> list[str]:
    """Never leave one character alone with its closing mark at the start of a line
    ("籌 / 碼。", "られま / す。"): the character before it goes along, and in Japanese the
    kana before that too, up to :data:`WORD_END_LENGTH` characters. A mark of the word itself
    (:data:`WORD_MARKS`: "ルー") keeps only its own character."""
    kept: list[str] = []
    for token in tokens:
        head = token.rstrip("".join(NO_LINE_START))
        closing = any(mark not in WORD_MARKS for mark in token[len(head):])
        if (len(head) == 1 and closing and is_cjk(head)
                and kept and len(kept[-1]) == 1 and is_cjk(kept[-1])):
            token = kept.pop() + token
            while (kept and len(kept[-1]) == 1 and _is_kana(kept[-1]) and _is_kana(token[0])
                   and len(token.rstrip("".join(NO_LINE_START))) < WORD_END_LENGTH):
                token = kept.pop() + token
        kept.append(token)
    return kept


def _is_kana(character: str) -> bool:
    """Hiragana (the endings of Japanese words)."""
    return "\u3041" <= character <= "\u309f"


def load_font(name: str, size: int) -> pygame.font.Font:
    """The bundled font ``name`` at ``size`` points; pygame's default font (no card suits)
    when the file is missing or unreadable, with a warning in the log."""
    try:
        font = pygame.font.Font(open_asset(name), size)
    except (FileNotFoundError, OSError, pygame.error):
        note_asset("font", name, str(asset_location(name)), bundled=False)
        return pygame.font.Font(None, size)
    note_asset("font", name, str(asset_location(name)), bundled=True)
    return font


def rounded_rectangle(size: tuple[int, int], colour: theme.Colour, radius: int,
                      border: theme.Colour | None = None, border_width: int = 1,
                      supersample: int = SUPERSAMPLE) -> pygame.Surface:
    """A rounded rectangle with smooth corners, drawn ``supersample`` times larger and scaled."""
    width, height = size
    big = pygame.Surface((width * supersample, height * supersample), pygame.SRCALPHA)
    big_rect = big.get_rect()
    pygame.draw.rect(big, border or colour, big_rect, border_radius=radius * supersample)
    if border is not None:
        inset = border_width * supersample
        pygame.draw.rect(big, colour, big_rect.inflate(-2 * inset, -2 * inset),
                         border_radius=max(0, (radius - border_width) * supersample))
    return pygame.transform.smoothscale(big, size)


def soft_shadow(size: tuple[int, int], radius: int, blur: int = 4,
                opacity: int = 90) -> pygame.Surface:
    """A blurred dark rounded rectangle, ``blur`` pixels larger on every side."""
    padded = (size[0] + 2 * blur, size[1] + 2 * blur)
    surface = pygame.Surface(padded, pygame.SRCALPHA)
    shape = rounded_rectangle(size, (0, 0, 0), radius, supersample=2)
    surface.blit(shape, (blur, blur))
    if blur > 0:
        surface = pygame.transform.gaussian_blur(surface, blur)
    surface.fill((255, 255, 255, opacity), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def make_felt(size: tuple[int, int]) -> pygame.Surface:
    """The table: a radial green gradient with a darker rim."""
    small_width, small_height = 48, 27
    small = pygame.Surface((small_width, small_height))
    centre_x, centre_y = (small_width - 1) / 2, (small_height - 1) * 0.46
    for y in range(small_height):
        for x in range(small_width):
            dx = (x - centre_x) / (small_width / 2)
            dy = (y - centre_y) / (small_height / 2)
            distance = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            blend = distance ** 1.6
            small.set_at((x, y), tuple(
                round(c + (e - c) * blend) for c, e in zip(theme.FELT_CENTRE, theme.FELT_EDGE,
                                                           strict=True)))
    felt = pygame.transform.smoothscale(small, size)
    return felt.convert() if pygame.display.get_surface() else felt
