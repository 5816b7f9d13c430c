"""Where the menu puts its pieces, for every canvas, once: pure, no pygame.

The words and the text measures come in, frozen places (:class:`MenuPlaces`) go out. The
pieces are the same everywhere — the title row, the rule systems with the notes under them,
the steppers, the deal code and Paste, the openers (Rules, Statistics, House rules, Seats),
Deal (or Continue and New match) beside Play online…, the notice — and the canvas's measures
pick their arrangement:

- **two columns** (landscape: a desktop's window, a phone turned sideways): the rule
  systems at the left, the table's steppers at the right, each label left of its box, the
  deal code, the openers and Deal under them, the steppers the left column keeps at its
  foot; where each rule system's row has room for its description (a desktop's canvas) one
  page, the rule systems in one column, the seeing settings under them; else (a phone's)
  a thumb's targets on two pages, *Table* and *Settings*, the rule systems two to a line
  with the chosen one's description under them (under :data:`SHORT_MENU` tall no
  headings, the language and the openers on the second page);
- **one column** (a phone held upright): the pieces down the column in that order, the
  steppers in lines with their labels above, Deal at the foot (drawn for 720×1558; a
  1480-tall canvas with tighter gaps, a 1280-tall one on two pages, a tablet's shorter
  canvas pressed in proportion).

Shown under 1:1, no text is under :data:`LEAST_TEXT_CSS`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sevens.ui.button_labels import MIN_PAD, two_line_width
from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import DESIGN_HEIGHT, LANDSCAPE, PHONE_HEIGHT, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.page import MARGIN, ButtonPlace, StepperPlace
from sevens.ui.geometry.text import Measure, Words, Wrap

__all__ = ["DESCRIPTION_SIZES", "EntryLook", "MenuPlaces", "MenuWords", "lay_out_menu"]

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
# -- two columns: a thumb's, and the steppers of each page, (left, right); the left's stand
# in a row at the foot of the column on the page with the rule systems
GUTTER = 24
PITCH = THUMB_HEIGHT + 6
HEADING_Y, TOP = 98, 134
SHORT_MENU = TOP + 6 * PITCH + 2  # shorter: five rows, no headings (568×320 gives 640)
THUMB_PAGES = ((("language",), ("players", "level", "deals")),
               (("speed", "card_speed", "sound"), ("four_colour", "large_cards",
                                                   "high_contrast")))
SHORT_PAGES = (((), ("players", "level", "deals")),
               (("speed", "card_speed", "sound", "language"), THUMB_PAGES[1][1]))
DESKTOP_PAGES = ((("large_cards", "high_contrast", "language"),
                  ("players", "level", "deals", "speed", "card_speed", "sound", "four_colour")),)
BODY, NAME, STEPPER, HEADING, TITLE, PLAY = 24, 26, 28, 27, 44, 30
LABEL_GAP = 12  # the least room between a stepper's label and its box
LEAST_VALUE = 110  # the least room for a stepper's value between its arrows (a label's need)
OPENER_GAP = 8
PREVIEW_CARD = (50, 70)


#: What the menu says that its layout measures, by name: the title, the subtitle (the game's
#: other names, ' · ' between), the headings (``rule_heading``, ``table_heading``,
#: ``settings_heading``), the deal code's hint (``code_hint``), the deck's preview's label
#: (``preview``), and the label of each stepper and button.
MenuWords = Mapping[str, str]


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
class MenuPlaces:
    """The menu on one canvas and page."""

    canvas: Canvas
    page: int
    pages: int
    #: The title, the game's other names under it (where there is room) and the headings.
    words: tuple[Words, ...]
    #: The suits' discs: the first one's left, their middle's height, size, pitch, glyph.
    suits: tuple[int, int, int, int, int] | None
    entries: tuple[Box, ...]
    entry: EntryLook
    steppers: dict[str, StepperPlace]
    #: The buttons on this page by name (play: Deal; resume and new_match with a match on).
    buttons: dict[str, ButtonPlace]
    #: The deal code's box (None: not on this page) and its type.
    code_field: Box | None
    code_font: int
    #: Where a wrong code's message is written, and the chosen rule system's description
    #: where the rows have no room for it (:attr:`EntryLook.description_y` None), in the
    #: body's type; its line pitch.
    notes: Box
    notes_pitch: int
    #: Where a notice shows, in the notes' type and pitch (its height: the room down to what
    #: it must stay above).
    toast: Box
    #: The body text's and the headings' type.
    body: int = BODY
    heading: int = HEADING
    #: The match in progress's line (None: at the top of :attr:`notes`).
    caption: tuple[int, int, int] | None = None
    #: The deck's four sevens (none: not on this page), right of their label.
    preview: tuple[Box, ...] = ()
    preview_label: Words | None = None


def lay_out_menu(canvas: Canvas, words: MenuWords, wrap: Wrap, measure: Measure,
                 quit_button: bool = True, page: int = 0, entry_count: int = 8) -> MenuPlaces:
    """The menu's places on ``canvas`` (``page`` of a paged layout), with ``entry_count``
    rule systems and a Quit button when ``quit_button``: one column held upright, else two
    (see the module's words)."""
    width, height = canvas.size
    upright, touch = height > width, canvas.touch
    short = touch and not upright and height < SHORT_MENU
    if upright:
        pages = COLUMN_PAGES if PHONE_HEIGHT <= height < PAGED_HEIGHT else (COLUMN_LINES,)
    else:
        pages = (SHORT_PAGES if short else THUMB_PAGES) if touch else DESKTOP_PAGES
    page = min(max(page, 0), len(pages) - 1)
    paged = len(pages) > 1
    tight = upright and PHONE_HEIGHT <= height < DESIGN_HEIGHT
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

    if touch:  # thumb-tall targets, a phone's type, two columns half and half
        tall = play_tall = row_tall = down(THUMB_HEIGHT)
        body, size, heading, line_height = font(BODY), STEPPER, font(HEADING), font(BODY + 5)
        button, small, play_sizes = font(HEADING) if upright else BODY, body, (font(PLAY),) * 2
        left = right_margin = MARGIN
        gutter, share, row_y, card = GUTTER, 0.5, max(down(4), RING_REACH), PREVIEW_CARD
        quit_width = 120 if upright else 140
    else:  # a mouse's, the margins and the rule systems' share narrowing from 1280 to 960
        narrowing = (LANDSCAPE[0] - max(width, 960)) / (LANDSCAPE[0] - 960)
        tall, play_tall, row_tall, body, size, heading, line_height = 38, 56, 40, 14, 17, 15, 19
        button, small, play_sizes = 18, 15, (22, 20)
        left, gutter, right_margin = (56 - round(16 * narrowing), 60 - round(24 * narrowing),
                                      64 - round(24 * narrowing))
        share, row_y, card, quit_width = 0.545 - 0.025 * narrowing, 18, (30, 42), 100
    room = width - left - right_margin - gutter
    list_width = round(room * share)
    x, column = (MARGIN, width - 2 * MARGIN) if upright \
        else (left + list_width + gutter, room - list_width)
    least = canvas.least_text if canvas.css_per_px < 1 else 0
    quit_below = tight and quit_button  # beside Deal, the top row left to the title
    quit_box = Box(width - right_margin - quit_width, row_y, quit_width, row_tall)
    end = quit_box.x - 12 if quit_button and not quit_below else width - right_margin
    page_button = Box(end - 220, row_y, 220, row_tall)
    if upright:  # the daily deal on a line of its own under the title
        daily = Box(MARGIN, down(68) if tight and not paged else quit_box.bottom + down(8),
                    column, tall)
        title = Words(words["title"], MARGIN, gap(16, 6), max(14, gap(50, 44)), bold=True)
        # the suits' discs: their gap after the title, their middle, size, pitch and glyph
        suits = (20, title.y + round(title.size * 0.6), font(44), font(52), font(28))
    else:  # the daily deal right of the title; on a phone the page button only as wide as
        daily_left = MARGIN + (400 if width >= 1280 else 220) if touch else x  # its labels
        if paged and len(wrap(words.get("daily", ""), max(BODY - 4, least),  # where
                              page_button.x - 24 - daily_left)) > 2:  # the daily needs it
            need = min(220, max(measure(words["table_heading"], NAME, False),
                                measure(words["settings_heading"], NAME, False)) + 48)
            page_button = Box(end - need, row_y, need, row_tall)
        end = page_button.x - 12 if paged else end
        daily = Box(daily_left, row_y, end - daily_left, row_tall)
        title = Words(words["title"], left, daily.centre[1], TITLE, bold=True, anchor="midleft")
        suits = (18, daily.centre[1], *((40, 46, NAME) if touch else (34, 40, 22)))
    subtitle = None
    if HEADING_Y - daily.bottom >= 32:  # the game's other names, as many as fit, under it
        parts = words["subtitle"].split(" · ")
        while measure(" · ".join(parts), 16, False) > width - left - right_margin \
                and len(parts) > 1:
            parts.pop()
        subtitle = Words(" · ".join(parts), left + 2, daily.bottom + 16, 16, "muted")
    steppers: dict[str, StepperPlace] = {}
    preview, preview_label = (), None
    openers_on, pitch = len(pages) - 1 if short else 0, tall + 6
    if upright:  # one column: the rule systems, their notes, then the table's part under them
        # (its steppers in lines, labels above); the match's line and Deal at the foot
        space, label_room = gap(8, 4), max(down(36), round(body * 4 / 3) + 4)
        play_box = Box(MARGIN, height - 4 - tall, column, tall)
        if quit_below:  # Quit right of Deal
            play_box, quit_box = row(play_box, [Share(), quit_box.width], 12)
        caption = (MARGIN, play_box.y - gap(30, 28), body)
        y = daily.bottom + gap(10, 4) if page == 0 else daily.y + 8
        headings = [(words["rule_heading"], MARGIN, y)] if page == 0 else []
        entries, one_column = (), False
        if page == 0:  # the rule systems, the chosen one's description under them
            entries = _entry_grid(Box(MARGIN, y + down(32), column, tall), 2, 16,
                                  tall + gap(4, 2), entry_count)
            notes = Box(MARGIN, entries[-1].bottom + gap(4, 2), column, down(3 * 29))
            y = notes.bottom + gap(8, 2)
        headings.append((words["settings_heading"] if page else words["table_heading"], MARGIN, y))
        y += down(36)
        for names in pages[page]:
            y += label_room + tall
            steppers.update(_line(Box(MARGIN, y - tall, column, tall), names, 16, font(27), body))
        y += space
        if page:  # a message under the settings
            notes = Box(MARGIN, y, column, down(3 * 29))
        toast_box = Box(*notes[:3], notes.height + (0 if page else gap(8, 2) - 4))
    else:  # two columns, each stepper's label at its left; the left's at its foot on page 0
        space, (left_names, right_names) = 6, pages[page]
        foot = height - 8 - tall
        top = HEADING_Y if short else HEADING_Y + heading + 9
        entry_pitch = (foot - 24 - top) // entry_count  # over the foot row's labels
        one_column = entry_pitch >= tall + 20  # room for each rule system's description
        entries = () if page > 0 else _entry_grid(
            Box(left, top, list_width, entry_pitch - 5), 1, 0, entry_pitch, entry_count) \
            if one_column else _entry_grid(Box(left, top, list_width, tall), 2, 12, pitch,
                                           entry_count)
        foot_row = page == 0 and len(left_names) > 1
        if foot_row:  # a row at the foot of the left column, their labels above
            steppers.update(_line(Box(left, foot, list_width, tall), left_names, 12, size - 1, 13))
        for side, side_width, names, side_top in (
                (left, list_width, () if foot_row else left_names, foot if page == 0 else top),
                (x, column, right_names, top)):
            label_room, label_size, broken = _stepper_labels(
                [words[name] for name in names], side_width, least, size, tall, wrap,
                measure)
            for index, name in enumerate(names):
                steppers[name] = StepperPlace(
                    Box(side, side_top + index * pitch, side_width, tall), label_room, size,
                    body if touch else 13, label_wrapped=broken[index],
                    label_font=None if label_size == size else label_size)
        y = top + len(right_names) * pitch  # under the right column's steppers
        if "four_colour" in right_names:  # the deck's sevens in the colours chosen
            band = Box(x + measure(words["preview"], body, False) + 24, y + 4, column, card[1])
            preview = tuple(row(band, [card[0]] * 4, 10))
            preview_label = Words(words["preview"], x + 4, band.centre[1], body, "muted",
                                  anchor="midleft")
            y = band.bottom + 8
        play_box = Box(x, height - 8 - play_tall, column, play_tall)
        headings = [] if short else [(words["rule_heading"], left + 4, HEADING_Y),
                                     (words["table_heading"], x + 4, HEADING_Y)] \
            if page == 0 else [(words["settings_heading"], left + 4, HEADING_Y)]
    code_field, paste = row(Box(x, y, column, tall), [Share(), min(230, column // 3)], 12)
    openers = row(Box(x, code_field.bottom + space, column, tall) if openers_on == 0
                  else Box(left, foot, list_width, tall), [Share()] * 4, 12)
    if one_column:  # the match in progress and the notes between the openers and Deal
        caption = (x, openers[0].bottom + 6, 13)
        notes = Box(x, openers[0].bottom + 24, column, play_box.y - 32 - openers[0].bottom)
        toast_box = Box(x, preview[0].y - 4, column, code_field.y - preview[0].y) \
            if preview else notes
    elif not upright:  # the notes under the rule systems (or the settings on the second page)
        below = (entries[-1] if entries else steppers[left_names[-1]].box).bottom + space
        notes = toast_box = Box(left, below, list_width,
                                (height - 8 if short and page == 0 else foot - 8) - below)
        caption = None
    code_font = body + 1 if touch else 16  # smaller (to 14) while the hint overflows
    while not touch and code_font > 14 \
            and measure(words["code_hint"], code_font - 1, False) > code_field.width - 24:
        code_font -= 1
    buttons = _play_row(play_box, words, wrap, measure, button, 16, play_sizes, touch)
    if paged:
        buttons["page"] = ButtonPlace(page_button, button if upright else NAME)
    if page == 0:
        buttons.update(paste=ButtonPlace(paste, small, wrap=not upright and width < 1280
                                         and touch),
                       daily=ButtonPlace(daily, small, wrap=True))
    if page == openers_on:  # House rules and Seats may take two lines
        fitted = _fit_openers(openers, words, wrap, measure, BODY if touch else small)
        buttons.update({name: ButtonPlace(box, small, wrap=name in ("custom", "seats"))
                        for name, box in zip(OPENERS, fitted, strict=True)})
    if quit_button:
        buttons["quit"] = ButtonPlace(quit_box, button)
    suits_x = title.x + measure(title.text, title.size, True) + suits[0]  # right of the title
    return MenuPlaces(
        canvas=canvas, page=page, pages=len(pages),
        words=(title, *([subtitle] if subtitle else []),
               *(Words(text, at, y, heading, "accent", bold=True) for text, at, y in headings)),
        suits=(suits_x, *suits[1:]) if upright or suits_x + 4 * suits[3] <= daily.x else None,
        entries=entries, entry=EntryLook(19, 19, 13, 10, 2, 6, 27) if one_column
        else EntryLook(font(26), body, body, 12, down(11), -down(11)),
        steppers=steppers, buttons=buttons, code_field=code_field if page == 0 else None,
        code_font=code_font, notes=notes, notes_pitch=line_height,
        caption=caption, preview=preview, preview_label=preview_label, toast=toast_box,
        body=body, heading=heading)


def _entry_grid(first: Box, columns: int, gap: int, pitch: int, count: int) -> tuple[Box, ...]:
    """``count`` rule systems' rows ``columns`` to a line across ``first``'s width, ``gap``
    apart, the lines ``pitch`` apart, each as tall as ``first``."""
    width = (first.width - gap * (columns - 1)) // columns
    return tuple(Box(first.x + index % columns * (width + gap), first.y + index // columns * pitch,
                     width, first.height) for index in range(count))


def _line(box: Box, names: Sequence[str], gap: int, size: int,
          label: int) -> dict[str, StepperPlace]:
    """Steppers ``names`` side by side across ``box``, ``gap`` apart, their labels (in type
    ``label``) above them, their values in type ``size``."""
    return {name: StepperPlace(place, 0, size, label, label_above=True)
            for name, place in zip(names, row(box, [Share()] * len(names), gap), strict=True)}


def _play_row(box: Box, words: MenuWords, wrap: Wrap, measure: Measure, size: int, gap: int,
              play_sizes: tuple[int, int], wraps: bool = True) -> dict[str, ButtonPlace]:
    """Deal (or Continue and New match side by side, each as wide as its label on two lines
    with :data:`MIN_PAD` either side at least) with Play online… (issue 47) at the right of
    ``box``, as wide as its label needs at ``size``, never more than two fifths of the row nor
    than the others leave; a label too long takes two lines where ``wraps`` (a thumb-tall
    row), else is set smaller, down to 13 px. ``play_sizes``: the type of Deal, and of
    Continue and New match."""
    needs = [two_line_width(words[name], play_sizes[1], wrap, measure, name == "resume")
             + 2 * MIN_PAD for name in ("resume", "new_match")]  # Continue match is bold
    label = words.get("online", "")
    room = min(box.width * 2 // 5, box.width - 2 * gap - sum(needs))
    while not wraps and size > 13 and measure(label, size, False) + 32 > room:
        size -= 1
    play, online = row(box, [Share(), min(room, measure(label, size, False) + 32)], gap)
    share = round((play.width - gap) / 2)  # half each, the one that needs more taking it
    resume, new_match = row(play, [min(max(share, needs[0]), play.width - gap - needs[1]),
                                   Share()], gap)
    return {"online": ButtonPlace(online, size, wrap=wraps),
            "play": ButtonPlace(play, play_sizes[0]),
            "resume": ButtonPlace(resume, play_sizes[1], wrap=True),
            "new_match": ButtonPlace(new_match, play_sizes[1], wrap=True)}


def _stepper_labels(labels: list[str], column: int, least: int, largest: int, tall: int,
                    wrap: Wrap, measure: Measure) -> tuple[int, int, list[tuple[str, ...]]]:
    """The labels of a column of steppers ``tall`` px, left of their boxes: the room they
    take, their type size (``largest``, else 4 or 6 px less, never under ``least``) and
    each label's lines where some take two (at the first size that lets each fit; else
    readable first, the room taken from the values'). A box keeps its two arrows and 130 px
    for the value."""
    least_box, smaller = 2 * tall + 130, largest - 4
    widest = max((measure(label, largest, False) for label in labels), default=0)
    size = largest if widest + 24 <= column - least_box else smaller
    widest = max((measure(label, size, False) for label in labels), default=0)
    room = min(column - least_box, widest + 24)
    if all(measure(label, size, False) + LABEL_GAP <= room for label in labels):
        return room, size, [()] * len(labels)
    room = column - least_box
    for size in [size for size in (smaller, smaller - 2) if size >= least] or [smaller]:
        parts = [tuple(wrap(label, size, room - LABEL_GAP)) for label in labels]
        most = max((measure(part, size, False) for lines in parts for part in lines),
                   default=0)
        if most + LABEL_GAP <= room and all(len(lines) <= 2 for lines in parts):
            break
    else:
        room = max(room, min(most + LABEL_GAP, column - 2 * tall - LEAST_VALUE))
    return room, size, [lines if len(lines) > 1 else () for lines in parts]


def _fit_openers(boxes: list[Box], words: MenuWords, wrap: Wrap, measure: Measure,
                 size: int) -> list[Box]:
    """The openers' boxes; where one is too narrow for its label at ``size`` (a 960-wide
    canvas: *Statistics*), each is as wide as its label needs (the last two on two lines
    where the boxes are a thumb tall), :data:`OPENER_GAP` apart, the rest shared out."""
    two_lines = boxes[0].height >= THUMB_HEIGHT // 2  # House rules and Seats, as narrow
    needs = [max(boxes[0].height, 12 + (two_line_width(words[name], size, wrap, measure)
                                        if index >= 2 and two_lines  # as two lines let them
                                        else measure(words[name], size, False)))
             for index, name in enumerate(OPENERS)]
    start, right = boxes[0].x, boxes[-1].right
    spare = right - start - OPENER_GAP * 3 - sum(needs)
    if spare < 0 or all(need <= box.width for need, box in zip(needs, boxes, strict=True)):
        return boxes
    return row(Box(start, boxes[0].y, right - start, boxes[0].height),
               [need + spare // 4 for need in needs[:3]] + [Share()], OPENER_GAP)
