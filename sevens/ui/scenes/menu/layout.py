"""Where the menu puts its pieces, for every canvas, once: pure, no pygame.

The words and the text measures come in, frozen places (:class:`MenuPlaces`) go out. The
pieces are the same everywhere — the title row, the rule systems with the notes under them,
the steppers, the deal code and Paste, the openers (Rules, Statistics, House rules, Seats),
Deal (or Continue and New match) beside Play online…, the notice — and the canvas's measures
pick their arrangement:

- **side by side** (landscape, for a mouse): the rule systems in a column at the left, their
  descriptions wrapped whole in their rows, the seeing settings under them, the table's
  settings at the right; the columns shared out by the canvas's width (1280 down to 960);
- **for thumbs** (:func:`_for_thumbs`: a phone held either way), one path: held upright one
  column, labels above the steppers (drawn for 720×1558; a 1480-tall canvas with tighter
  gaps, a 1280-tall one on two pages, *Table* and *Settings*, a tablet's shorter canvas
  pressed in proportion); turned sideways two columns on two pages, each stepper's label at
  its left, under :data:`SHORT_MENU` tall no headings, the language and the openers on the
  settings page; shown under 1:1, no text under :data:`LEAST_TEXT_CSS`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import DESIGN_HEIGHT, LANDSCAPE, PHONE_HEIGHT, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.page import MARGIN
from sevens.ui.geometry.text import Measure, Words, Wrap

__all__ = ["DESCRIPTION_SIZES", "STEPPER_ORDER", "ButtonPlace", "EntryLook", "MenuPlaces",
           "MenuWords", "StepperPlace", "ToastPlace", "lay_out_menu"]

#: Stepper names in the order they are read (and made).
STEPPER_ORDER = ("players", "level", "deals", "language", "speed", "card_speed", "sound",
                 "four_colour", "large_cards", "high_contrast")
#: The four buttons that open another screen, in reading order.
OPENERS = ("rules", "stats", "custom", "seats")
#: A rule system's description wrapped on a narrower desktop canvas: the type sizes, largest
#: first, and the gap between its lines.
DESCRIPTION_SIZES = (13, 12)
LINE_GAP = 3
# -- one column
TIGHT_HEIGHT = 1480  # a 360×740 phone: every size kept with tighter gaps
PAGED_HEIGHT = 1281  # shorter (a 360×640 phone's 1280): two pages
COLUMN_LINES = (("players", "level"), ("deals", "language"), ("speed", "card_speed", "sound"),
                ("four_colour", "large_cards", "high_contrast"))
COLUMN_PAGES = (COLUMN_LINES[:2], (("speed", "card_speed"), ("sound", "four_colour"),
                                   ("large_cards", "high_contrast")))
#: How far the keyboard's focus ring reaches round a control (sevens.ui.focus): a control
#: at the canvas's edge stands at least this far in, its ring whole.
RING_REACH = 5
# -- thumb columns
GUTTER = 24
PITCH = THUMB_HEIGHT + 6
HEADING_Y, TOP = 98, 134
SHORT_MENU = TOP + 6 * PITCH + 2  # shorter: five rows, no headings (568×320 gives 640)
#: The stepper columns of each page, (left, right), and on a short canvas.
THUMB_PAGES = ((("language",), ("players", "level", "deals")),
               (("speed", "card_speed", "sound"), ("four_colour", "large_cards",
                                                   "high_contrast")))
SHORT_PAGES = (((), ("players", "level", "deals")),
               (("speed", "card_speed", "sound", "language"), THUMB_PAGES[1][1]))
BODY, NAME, STEPPER, HEADING, TITLE, PLAY = 24, 26, 28, 27, 44, 30
LEAST_BOX = 2 * THUMB_HEIGHT + 130  # a stepper's value box: two arrows and the value
LABEL_GAP = 12  # the least room between a stepper's label and its box
LEAST_VALUE = 110  # the least room for a stepper's value between its arrows (a label's need)
#: The least type size a thumb canvas shows, in CSS px (where shown smaller than 1:1).
LEAST_TEXT_CSS = 12
OPENER_GAP = 8
PREVIEW_CARD = (50, 70)


@dataclass(frozen=True)
class MenuWords:
    """What the menu says that its layout measures: the title, the subtitle (the game's other
    names, ' · ' between), the headings, the deal code's label and hint, and the labels of
    the steppers and buttons by name."""

    title: str
    subtitle: str
    rule_heading: str
    table_heading: str
    settings_heading: str
    deal_code: str
    code_hint: str
    preview: str
    labels: dict[str, str]


@dataclass(frozen=True)
class StepperPlace:
    """A stepper's box and how its label sits: ``label_width`` px left of the box, or above
    it; the label's type (None: the value's) and its lines when it takes two."""

    box: Box
    label_width: int = 0
    font: int = 17
    small_font: int = 13
    label_above: bool = False
    label_font: int | None = None
    label_wrapped: tuple[str, ...] = ()


@dataclass(frozen=True)
class ButtonPlace:
    """A button's box, its label's type size, and whether a long label takes two lines."""

    box: Box
    size: int = 18
    wrap: bool = False


@dataclass(frozen=True)
class EntryLook:
    """How a rule system's row is drawn: its name's type (and the smaller one it falls back
    to), the players badge's, where they stand, and where its description (wrapped whole)
    starts inside it (desktop)."""

    name_size: int
    small_name: int
    badge_size: int
    radius: int
    name_y: int
    badge_y: int  # below the top (at the right); negative: above the bottom (at the left)
    description_y: int | None = None  # None: no description in the row


@dataclass(frozen=True)
class ToastPlace:
    """Where a notice shows: its box (``height``: the room down to what it must stay above),
    its type, line width and pitch, and the larger 'i' disc of the thumb layouts."""

    box: Box
    size: int
    width: int
    line_height: int
    big: bool


@dataclass(frozen=True)
class MenuPlaces:
    """The menu on one canvas and page."""

    canvas: Canvas
    page: int
    pages: int
    title: Words
    #: The suits' discs: the first one's left, their middle's height, size, pitch, glyph.
    suits: tuple[int, int, int, int, int] | None
    headings: tuple[Words, ...]
    entries: tuple[Box, ...]
    entry: EntryLook
    steppers: dict[str, StepperPlace]
    #: The buttons on this page by name (play: Deal; resume and new_match with a match on).
    buttons: dict[str, ButtonPlace]
    #: The deal code's box (None: not on this page) and its type.
    code_field: Box | None
    code_font: int
    #: Where the chosen rule system's description (or a wrong code's message) is written on
    #: a phone, its type and pitch; on the desktop, where a wrong code's message goes.
    notes: Box
    notes_size: int
    notes_pitch: int
    toast: ToastPlace
    #: The phone layouts' body text and headings.
    body: int = BODY
    heading: int = HEADING
    #: True: the description is written in :attr:`notes` (a notice covers them); False: in
    #: each rule system's row, and the notes go below the notice.
    description_in_notes: bool = True
    subtitle: Words | None = None
    code_label: Words | None = None
    #: The match in progress's line (None: at the top of :attr:`notes`).
    caption: tuple[int, int, int] | None = None
    #: The deck's four sevens: the place (None: not on this page), where the first card
    #: stands (right of the label), the cards' size and the label's type.
    preview: Box | None = None
    preview_label: Words | None = None
    preview_x: int = 0
    preview_pitch: int = 0
    preview_card: tuple[int, int] = PREVIEW_CARD


def lay_out_menu(canvas: Canvas, words: MenuWords, wrap: Wrap, measure: Measure,
                 ink_top: Callable[[str, int], int], quit_button: bool = True,
                 page: int = 0, entry_count: int = 8) -> MenuPlaces:
    """The menu's places on ``canvas`` (``page`` of a paged layout), with ``entry_count``
    rule systems and a Quit button when ``quit_button``. ``ink_top`` gives how far below its
    top a line's ink starts (the notice stays clear of the code's label)."""
    if canvas.touch:
        return _for_thumbs(canvas, words, wrap, measure, quit_button, page, entry_count)
    return _side_by_side(canvas, words, measure, ink_top, quit_button, entry_count)


def _side_by_side(canvas: Canvas, words: MenuWords, measure: Measure,
                  ink_top: Callable[[str, int], int], quit_button: bool,
                  entry_count: int) -> MenuPlaces:
    """Both columns, shared out by the canvas's width (1280 down to 960): the rule systems
    with their descriptions wrapped whole, the seeing settings under them; the table's
    settings one to a line at the right, then the deck's sevens, the deal code, the openers
    and Deal."""
    width = min(canvas.width, LANDSCAPE[0])
    narrowing = (LANDSCAPE[0] - max(width, 960)) / (LANDSCAPE[0] - 960)  # 0–1
    left = 56 - round(16 * narrowing)
    gutter = 60 - round(24 * narrowing)
    right_margin = 64 - round(24 * narrowing)
    room = width - left - right_margin - gutter
    list_width = round(room * (0.545 - 0.025 * narrowing))  # 600 of 1100 at 1280
    x, column = left + list_width + gutter, room - list_width
    title_y, top, pitch = 18, 118, 45
    entry_height = (668 - 22 - top) // entry_count

    def line(index: int) -> Box:
        return Box(x, top + index * pitch, column, 38)

    label = min(190, round(column * 0.4))
    singles = ("players", "level", "deals", "speed", "card_speed", "four_colour")
    steppers = {name: StepperPlace(line(index), label) for index, name in enumerate(singles)}
    sound, seats = row(line(6), [(column - 12) * 11 // 20, Share()], 12)
    seeing = _shared_row(Box(left, 668, list_width, 38), 3, 12)
    steppers.update({name: StepperPlace(box, 0, font=16, label_above=True) for name, box
                     in zip(("large_cards", "high_contrast", "language"), seeing, strict=True)})
    steppers["sound"] = StepperPlace(sound, min(96, sound.width // 2))
    preview_top = sound.bottom + 6
    code_top = preview_top + 66
    buttons_top = code_top + 48
    play_top = buttons_top + 62
    code_field, paste = row(Box(x, code_top, column, 40), [Share(), 130], 10)
    buttons = _openers(_shared_row(Box(x, buttons_top, column, 40), 3, 10), 18, wrap=False)
    buttons.update(_play_row(Box(x, play_top, column, 56), words, measure, 18, 10, (22, 20),
                             online_wrap=False, smallest=13),
                   paste=ButtonPlace(paste, 15), seats=ButtonPlace(seats, 15),
                   daily=ButtonPlace(Box(x, title_y, column - 110, 40), 15, wrap=True))
    if quit_button:
        buttons["quit"] = ButtonPlace(Box(x + column - 100, title_y, 100, 40))
    code_label_y = code_top - 20
    title = Words(words.title, left, title_y, 44, bold=True)
    parts = words.subtitle.split(" · ")
    while measure(" · ".join(parts), 16, False) > width - left - right_margin and len(parts) > 1:
        parts.pop()
    code_size = 16  # smaller (to 14) while the hint, a point smaller, overflows the field
    while code_size > 14 and measure(words.code_hint, code_size - 1, False) > code_field.width - 24:
        code_size -= 1
    floor = code_label_y + ink_top(words.deal_code, 13)
    preview_x = x + column - 226
    return MenuPlaces(
        canvas=canvas, page=0, pages=1, title=title,
        suits=_suits_after(title, measure, 18, title_y + 31, 34, 40, 22),
        subtitle=Words(" · ".join(parts), left + 2, title_y + 56, 16, "muted"),
        headings=(Words(words.rule_heading, left + 2, top - 20, 15, "accent", bold=True),
                  Words(words.table_heading, x, top - 20, 15, "accent", bold=True)),
        entries=_entry_grid(Box(left, top, list_width, entry_height - 5), 1, 0, entry_height,
                            entry_count),
        entry=EntryLook(19, 19, 13, 10, 2, 6, 27), steppers=steppers, buttons=buttons,
        code_field=code_field, code_font=code_size,
        code_label=Words(words.deal_code, x, code_label_y, 13, "muted"),
        notes=Box(x, play_top + 62, column, canvas.height - play_top - 62), notes_size=14,
        notes_pitch=17, caption=(x, buttons_top + 44, 13),
        preview=Box(preview_x, preview_top, x + column - preview_x, 46),
        preview_label=Words(words.preview, preview_x, preview_top + 21, 13, "muted",
                            anchor="midleft"),
        preview_x=preview_x + 90, preview_pitch=34, preview_card=(30, 42),
        toast=ToastPlace(Box(x, preview_top - 4, column, floor - preview_top + 4), 14,
                         column - 112, 18, False),
        body=14, heading=15, description_in_notes=False)


def _for_thumbs(canvas: Canvas, words: MenuWords, wrap: Wrap, measure: Measure,
                quit_button: bool, page: int, entry_count: int) -> MenuPlaces:
    """Every target a thumb: held upright one column, the steppers in lines with their labels
    above (two pages on a 1280-tall canvas); turned sideways two columns on two pages, each
    stepper's label at its left. The title row, the rule systems with the notes under them,
    the steppers, the deal code, the openers and Deal follow one another the same way."""
    width, height = canvas.size
    upright = height > width
    paged = not upright or PHONE_HEIGHT <= height < PAGED_HEIGHT
    page = min(max(page, 0), 1) if paged else 0
    tight = upright and PHONE_HEIGHT <= height < DESIGN_HEIGHT
    short = not upright and height < SHORT_MENU
    # pressed a little more than in proportion: rounding never overflows
    if tight:
        squeeze = 1.0 if height >= TIGHT_HEIGHT or paged else height / (TIGHT_HEIGHT + 20)
    else:
        squeeze = 1.0 if canvas.squeeze >= 1 else height / (DESIGN_HEIGHT + 20)

    def down(value: float) -> int:
        return round(value * squeeze)

    def gap(usual: float, tighter: float) -> int:
        return down(tighter if tight else usual)

    def font(size: int) -> int:
        return max(11, round(size * squeeze))

    inner, tall = width - 2 * MARGIN, down(THUMB_HEIGHT)
    body, heading, line_height = font(BODY), font(HEADING), font(BODY + 5)
    button = font(HEADING) if upright else BODY
    quit_below = tight and quit_button  # beside Deal, the top row left to the title
    quit_box = Box(width - MARGIN - (120 if upright else 140), max(down(4), RING_REACH),
                   120 if upright else 140, tall)
    page_right = quit_box.x - 12 if quit_button and not quit_below else width - MARGIN
    page_button = Box(page_right - 220, quit_box.y, 220, tall)
    least = canvas.px_for_css(LEAST_TEXT_CSS) if canvas.css_per_px < 1 else 0
    if upright:  # the daily deal on a line of its own under the title
        daily = Box(MARGIN, down(68) if tight and not paged else quit_box.bottom + down(8),
                    inner, tall)
        column, left = inner, Box(MARGIN, daily.bottom + gap(10, 4) + down(32), inner, 0)
        title = Words(words.title, MARGIN, gap(16, 6), max(14, gap(50, 44)), bold=True)
        suits_middle = title.y + round(title.size * 0.6)
    else:  # the daily deal right of the title, the page button only as wide as its labels
        daily_left = MARGIN + (400 if width >= 1280 else 220)  # where the daily's two lines
        if len(wrap(words.labels.get("daily", ""), max(BODY - 4, least),  # are readable
                    page_button.x - 12 - daily_left - 12)) > 2:
            need = max(measure(words.table_heading, NAME, False),
                       measure(words.settings_heading, NAME, False)) + 48
            if need < page_button.width:
                page_button = Box(page_button.right - need, quit_box.y, need, tall)
        daily = Box(daily_left, quit_box.y, page_button.x - 12 - daily_left, tall)
        column = (inner - GUTTER) // 2
        left = Box(MARGIN, HEADING_Y if short else TOP, column, 0)
        title = Words(words.title, MARGIN, daily.centre[1], TITLE, bold=True, anchor="midleft")
        suits_middle = daily.centre[1]
    right = Box(width - MARGIN - column, left.y, column, 0)
    foot = height - (4 if upright else 8) - tall  # the big button(s) of a paged menu
    pitch = tall + (gap(4, 2) if upright else PITCH - THUMB_HEIGHT)
    entries = _entry_grid(Box(left.x, left.y, column, tall), 2, 16 if upright else 12, pitch,
                          entry_count) if page == 0 else ()
    rows = -(-entry_count // 2)
    steppers: dict[str, StepperPlace] = {}
    if upright:  # the steppers in lines, their labels above them
        table_header_y = left.y + rows * pitch + down(3 * 29) + gap(8, 2)
        top = table_header_y + gap(40, 40) + down(32)
        if page == 1:  # the settings: their heading under the title row
            table_header_y, top = daily.y + 8, daily.y + 96
        stepper_pitch = tall + max(gap(36, 36), round(body * 4 / 3) + 4)  # a label's room
        lines = COLUMN_PAGES[page] if paged else COLUMN_LINES
        for index, names in enumerate(lines):
            boxes = _shared_row(Box(MARGIN, top + index * stepper_pitch, inner, tall),
                                len(names), 16)
            steppers.update({name: StepperPlace(box, 0, font(27), body, label_above=True)
                             for name, box in zip(names, boxes, strict=True)})
        below = top + len(lines) * stepper_pitch
        notes = Box(MARGIN, below if page == 1 else left.y + rows * pitch, inner,
                    down(3 * 29))
        code_field, paste = row(Box(MARGIN, below - gap(28, 32), inner, tall),
                                [inner - 236, Share()], 12)
        openers = _shared_row(Box(MARGIN, code_field.bottom + gap(8, 4), inner, tall), 4, 12)
        caption_y = foot - gap(30, 28) if paged else openers[0].bottom + gap(10, 6)
        play_top = caption_y + gap(30, 28)
        floor = table_header_y - 4 if table_header_y > notes.y else notes.bottom
        headings = ((words.rule_heading, daily.bottom + gap(10, 4)),
                    (words.table_heading, table_header_y)) \
            if page == 0 else ((words.settings_heading, table_header_y),)
        play_box = Box(MARGIN, play_top, inner - (quit_box.width + 12 if quit_below else 0),
                       tall)
        if quit_below:
            quit_box = Box(play_box.right + 12, play_top, quit_box.width, tall)
    else:  # two columns of steppers, their labels at their left
        lines = (SHORT_PAGES if short else THUMB_PAGES)[page]
        for side, names in zip((left, right), lines, strict=True):
            room, size, broken = _stepper_labels([words.labels[name] for name in names],
                                                 column, least, wrap, measure)
            for index, name in enumerate(names):
                box = Box(side.x, foot if name == "language" and page == 0
                          else side.y + index * PITCH, column, tall)
                steppers[name] = StepperPlace(box, room, STEPPER, BODY,
                                              label_font=None if size == STEPPER else size,
                                              label_wrapped=broken[index])
        below = left.y + (rows if page == 0 else len(lines[0])) * PITCH
        notes = Box(left.x, below, column,
                    (height - 8 if short and page == 0 else foot - 8) - below)
        code_field, paste = row(Box(right.x, right.y + 3 * PITCH, column, tall),
                                [Share(), min(230, column // 3)], 12)  # room for the hint
        openers_top = (foot if page == 1 else -2 * tall) if short else right.y + 4 * PITCH
        openers = _shared_row(Box(left.x if short else right.x, openers_top, column, tall),
                              4, 12)
        caption_y, floor, play_box = None, notes.bottom, Box(right.x, foot, column, tall)
        headings = () if short else ((words.rule_heading, HEADING_Y),
                                     (words.table_heading, HEADING_Y)) \
            if page == 0 else ((words.settings_heading, HEADING_Y),)
    buttons = _play_row(play_box, words, measure, button, 16, (font(PLAY), font(PLAY)))
    if paged:
        buttons["page"] = ButtonPlace(page_button, button if upright else NAME)
    if page == 0:
        buttons.update(paste=ButtonPlace(paste, button, wrap=not upright and width < 1280),
                       daily=ButtonPlace(daily, body, wrap=True))
    if (page == 0) != short:
        buttons.update(_openers(_fit_openers(openers, words, wrap, measure), button))
    if quit_button:
        buttons["quit"] = ButtonPlace(quit_box, button)
    suits = _suits_after(title, measure, 20 if upright else 18, suits_middle,
                         font(44) if upright else 40, font(52) if upright else 46,
                         font(28) if upright else NAME)
    preview_y = right.y + len(lines[-1]) * PITCH
    return MenuPlaces(
        canvas=canvas, page=page, pages=2 if paged else 1, title=title,
        suits=suits if upright or suits[0] + 4 * 46 <= daily.x else None,
        headings=tuple(Words(text, x + (0 if upright else 4), y, heading, "accent", bold=True)
                       for (text, y), x in zip(headings, (left.x, right.x), strict=False)),
        entries=entries, entry=EntryLook(font(26), body, body, 12, font(8), -font(10)),
        steppers=steppers, buttons=buttons, code_field=code_field if page == 0 else None,
        code_font=body + 1, notes=notes, notes_size=body, notes_pitch=line_height,
        caption=None if caption_y is None else (MARGIN, caption_y, body),
        preview=Box(right.x, preview_y + 4, column, PREVIEW_CARD[1])
        if page == 1 and not upright else None,
        preview_label=Words(words.preview, right.x + 4, preview_y + 39, BODY, "muted",
                            anchor="midleft"),
        preview_x=right.x + measure(words.preview, BODY, False) + 24, preview_pitch=60,
        toast=ToastPlace(Box(notes.x, notes.y, notes.width, floor - notes.y), body,
                         notes.width - 112, line_height, True),
        body=body, heading=heading)


def _suits_after(title: Words, measure: Measure, gap: int, middle: int, disc: int, pitch: int,
                 glyph: int) -> tuple[int, int, int, int, int]:
    """The suits' discs ``gap`` px right of the title (see :attr:`MenuPlaces.suits`)."""
    return (title.x + measure(title.text, title.size, True) + gap, middle, disc, pitch, glyph)


def _entry_grid(first: Box, columns: int, gap: int, pitch: int, count: int) -> tuple[Box, ...]:
    """``count`` rule systems' rows ``columns`` to a line across ``first``'s width, ``gap``
    apart, the lines ``pitch`` apart, each as tall as ``first``."""
    width = (first.width - gap * (columns - 1)) // columns
    return tuple(Box(first.x + index % columns * (width + gap), first.y + index // columns * pitch,
                     width, first.height) for index in range(count))


def _shared_row(box: Box, count: int, gap: int) -> list[Box]:
    """``count`` boxes across ``box``, ``gap`` apart, equal but for the last, which takes
    what rounding leaves."""
    return row(box, [(box.width - gap * (count - 1)) // count] * (count - 1) + [Share()], gap)


def _openers(boxes: list[Box], size: int, wrap: bool = True) -> dict[str, ButtonPlace]:
    """Rules, Statistics, House rules (and Seats) in ``boxes``; the last two may take two
    lines when ``wrap``."""
    return {name: ButtonPlace(box, size, wrap=wrap and name in ("custom", "seats"))
            for name, box in zip(OPENERS, boxes, strict=False)}


def _play_row(box: Box, words: MenuWords, measure: Measure, size: int, gap: int,
              play_sizes: tuple[int, int], online_wrap: bool = True,
              smallest: int | None = None) -> dict[str, ButtonPlace]:
    """Deal (or Continue and New match, side by side) with Play online… (issue 47) at the
    right of ``box``, as wide as its label needs at ``size``, never more than two fifths of
    the row; with ``smallest``, the label is set smaller down to it to keep to one line.
    ``play_sizes``: the type of Deal, and of Continue and New match (on two lines if need
    be)."""
    label = words.labels.get("online", "")
    room = box.width * 2 // 5
    while smallest is not None and size > smallest and measure(label, size, False) + 32 > room:
        size -= 1
    play, online = row(box, [Share(), min(room, measure(label, size, False) + 32)], gap)
    resume, new_match = _shared_row(play, 2, gap)
    return {"online": ButtonPlace(online, size, wrap=online_wrap),
            "play": ButtonPlace(play, play_sizes[0]),
            "resume": ButtonPlace(resume, play_sizes[1], wrap=True),
            "new_match": ButtonPlace(new_match, play_sizes[1], wrap=True)}


def _stepper_labels(labels: list[str], column: int, least: int, wrap: Wrap,
                    measure: Measure) -> tuple[int, int, list[tuple[str, ...]]]:
    """The labels of a column of thumb steppers: the room left of the boxes, the type size,
    and each label's lines where some take two (at the first size that lets each fit; else
    readable first, the room taken from the values')."""
    widest = max((measure(label, STEPPER, False) for label in labels), default=0)
    size = STEPPER if widest + 24 <= column - LEAST_BOX else BODY
    widest = max((measure(label, size, False) for label in labels), default=0)
    room = min(column - LEAST_BOX, widest + 24)
    if all(measure(label, size, False) + LABEL_GAP <= room for label in labels):
        return room, size, [()] * len(labels)
    room = column - LEAST_BOX
    for size in [size for size in (BODY, BODY - 2) if size >= least] or [BODY]:
        parts = [tuple(wrap(label, size, room - LABEL_GAP)) for label in labels]
        most = max((measure(part, size, False) for lines in parts for part in lines),
                   default=0)
        if most + LABEL_GAP <= room and all(len(lines) <= 2 for lines in parts):
            break
    else:
        room = max(room, min(most + LABEL_GAP, column - 2 * THUMB_HEIGHT - LEAST_VALUE))
    return room, size, [lines if len(lines) > 1 else () for lines in parts]


def _fit_openers(boxes: list[Box], words: MenuWords, wrap: Wrap, measure: Measure) -> list[Box]:
    """The openers' boxes; where one is too narrow for its label (a 960-wide canvas:
    *Statistics*), each is as wide as its label needs (the last two on two lines if need
    be), :data:`OPENER_GAP` apart, the rest shared out."""
    needs = []
    for index, name in enumerate(OPENERS):
        label = words.labels[name]
        whole = widest = measure(label, BODY, False)
        if index >= 2:  # may take two lines: as narrow as they go
            for room in range(whole - 4, 0, -4):
                lines = wrap(label, BODY, room)
                if len(lines) > 2:
                    break
                widest = min(widest, max(measure(line, BODY, False) for line in lines))
        needs.append(max(THUMB_HEIGHT, widest + 12))
    start, right = boxes[0].x, boxes[-1].right
    spare = right - start - OPENER_GAP * 3 - sum(needs)
    if spare < 0 or all(need <= box.width for need, box in zip(needs, boxes, strict=True)):
        return boxes
    fitted, x = [], start
    for index, need in enumerate(needs):
        width = need + spare // 4 if index < 3 else right - x
        fitted.append(Box(x, boxes[0].y, width, boxes[0].height))
        x += width + OPENER_GAP
    return fitted
