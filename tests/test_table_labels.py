"""The table's labels read whole (issue 45, item 15).

- The top bar's buttons on a phone turned sideways: "Sound off" broke into "Sound" / "off"
  (and Japanese "メニュー" mid-word); each label is drawn in one line, whole, in every
  language, whichever way the sound is set.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from helpers import make_app, record_text_sizes  # noqa: E402
from test_portrait import table_at_turn  # noqa: E402

from sevens.ui import messages  # noqa: E402
from sevens.ui.messages import text  # noqa: E402

BAR_WINDOWS = [(844, 390), (568, 320), (640, 360), (390, 844), (1280, 720)]


@pytest.mark.parametrize("language", messages.LANGUAGE_CODES)
@pytest.mark.parametrize("window", BAR_WINDOWS, ids=lambda window: "x".join(map(str, window)))
def test_the_bar_labels_are_drawn_in_one_line(window: tuple[int, int], language: str) -> None:
    app = make_app(window, "douque", language=language)
    table = table_at_turn(app)
    sound = table.buttons_top[2]
    broken = []
    for label in (text("button.sound_on"), text("button.sound_off")):
        sound.label = label
        for button in table.buttons_top:
            seen = record_text_sizes(app)
            button.draw(app.canvas, app.resources)
            del app.resources.text  # the recording undone
            if seen != [(button.label, button.size)]:
                broken.append(f"{button.label!r} at {button.size} px drawn as {seen}")
    assert not broken, broken
