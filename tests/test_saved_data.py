"""Nothing lost, nothing miscounted (issue 45): a match saved on the results screen continues
with the same totals."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import sevens  # noqa: E402
from sevens.storage import DATA_DIRECTORY_VARIABLE  # noqa: E402
from sevens.ui.app import App, AppOptions  # noqa: E402
from sevens.ui.results import ResultsScene  # noqa: E402


def play_to_results(app: App) -> None:
    """Play the deal at the table to its end (a random player for the human seats)."""
    session = app.session
    assert session is not None
    chooser = sevens.make_bot("random", seed=5)
    for _ in range(5000):
        if session.game.over:
            break
        if session.person_waiting is not None:
            session.hand_over(session.person_waiting)
        if session.human_to_move:
            session.apply_human(chooser.choose(session.view()))
        else:
            session.update(5.0)
    for _ in range(400):
        app.step(0.05)
        if isinstance(app.scene, ResultsScene):
            return
    raise AssertionError("the results screen never came")


# ---------------------------------------------------------------- a save on the results screen


def test_a_match_saved_on_the_results_screen_continues_with_the_next_deal_and_same_totals(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIRECTORY_VARIABLE, str(tmp_path))
    app = App(AppOptions(mute=True, speed="instant", seed=11))
    app.start_match(sevens.preset("douque").replace(deals=4), "douque")
    play_to_results(app)
    app.step(1 / 60)  # the frame keeps the match, as it is on the results screen
    session = app.session
    assert session is not None and session.deal_number == 1 and session.deals == 4
    totals = list(session.match.totals)
    assert any(totals)
    pygame.quit()  # quit at the results of deal 1 of 4

    again = App(AppOptions(mute=True, speed="instant"))
    restored = again.session
    assert restored is not None and not restored.match_over
    assert (restored.deal_number, restored.deals) == (2, 4)
    assert list(restored.match.totals) == totals
    assert "2" in again.scene.spoken_title() and "4" in again.scene.spoken_title()
    next(button for button in again.scene.buttons if button.name == "resume").action()
    play_to_results(again)  # deal 2 of 4 is played, and the match goes on to deal 3
    assert restored.deal_number == 2 and not restored.match_over
    assert len(restored.match.results) == 2
    pygame.quit()
