"""The Play online screens' places (sevens.ui.scenes.online.layout), read without pygame on
every shape of canvas: every button and field inside the canvas, a thumb tall, none over
another or over the QR code; the code a square that keeps to the canvas and is as large as
the room allows; the words at least 12 CSS px."""

from __future__ import annotations

import pytest

from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.canvas import EVERY_SHAPE, describe, logical_size_for
from sevens.ui.scenes.online.layout import OnlineWords, lay_out_online

WINDOWS = {"desktop": (1280, 720), "phone upright": (390, 844), "phone sideways": (844, 390),
           "small sideways": (568, 320), "narrow desktop": (1024, 768), "tablet": (820, 1180)}


def wrap(text: str, size: int, width: int) -> list[str]:
    """A fixed-pitch stand-in for the fonts: a character is 0.6 of the type size wide."""
    per_line = max(1, int(width / (0.6 * size)))
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > per_line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line] if line else lines


STEPS = {
    "start": OnlineWords("Play online", ("Play with friends on their own phones. " * 3,),
                         (("host", "Host a table"), ("join", "Join a table"),
                          ("continue", "Continue the online match"), ("back", "Back"))),
    "host": OnlineWords("Host a table", ("Douque, 4 players.", "Tap a seat."),
                        (("seat1", "Seat 2: a friend"), ("seat2", "Seat 3: Normal"),
                         ("seat3", "Seat 4: Normal"), ("open", "Open the table"),
                         ("back", "Back")), danger="Choose at least one seat for a friend.",
                        fields=("name",)),
    "invite": OnlineWords("Invite your friends", ("The invite for seat 2:",
                                                  "Send the link, or let them scan. " * 2),
                          (("copy", "Copy link"), ("share", "Share"), ("paste", "Paste answer"),
                           ("previous", "<"), ("next", ">"), ("start", "Start"),
                           ("cancel", "Cancel")), code=True),
    "name": OnlineWords("Join a table", ("Ada invites you to seat 3.", "Type your name."),
                        (("answer", "Make my answer"), ("back", "Back")), fields=("name",)),
}


def overlapping(first: Box, second: Box) -> bool:
    return (first.x < second.right and second.x < first.right and first.y < second.bottom
            and second.y < first.bottom)


@pytest.mark.parametrize("window", list(WINDOWS))
@pytest.mark.parametrize("step", list(STEPS))
def test_every_step_fits_every_shape(window: str, step: str) -> None:
    size = WINDOWS[window]
    canvas = describe(logical_size_for(*size), size, EVERY_SHAPE)
    places = lay_out_online(canvas, STEPS[step], wrap)
    screen = Box(0, 0, canvas.width, canvas.height)
    targets = [*places.buttons.items(), *places.fields.items()]
    assert [name for name, _box in places.buttons.items()] == [
        name for name, _label in STEPS[step].buttons]
    for name, box in targets:
        assert screen.contains(box), (name, box)
        assert box.height >= canvas.thumb, (name, box.height, canvas.thumb)
        assert box.height * canvas.css_per_px >= 44 - 0.5, (name, box)
    for index, (name, box) in enumerate(targets):
        for other, other_box in targets[index + 1:]:
            assert not overlapping(box, other_box), (name, other)
    if STEPS[step].code:
        code = places.code
        assert code is not None and code.width == code.height and screen.contains(code)
        assert code.width >= min(canvas.width, canvas.height) * 0.35, code
        assert not any(overlapping(code, box) for _name, box in targets)
        assert not any(overlapping(code, Box(words.x, words.y, 1, words.size))
                       for words in places.words)
    else:
        assert places.code is None
    for words in places.words:
        assert words.size * canvas.css_per_px >= 12 - 0.01, (words.text, words.size)
        assert words.y + words.size <= min(box.y for _name, box in targets)
