"""Narration (issue 34): ``main.py --autoplay --deals 1 --narrate`` tells every event of the
deal in order, in the game's language, each card as the table writes it; the browser's live
region gets the same lines through the page bridge; R reads out your hand."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens import events as engine_events
from sevens.app import translation, webpage
from sevens.app.locales import zh_hant
from sevens.ui.app import App, AppOptions, parse_arguments
from sevens.ui.narration import Narrator
from sevens.ui.scenes.table import TableScene

ROOT = Path(__file__).resolve().parent.parent
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = {1: "A", 11: "J", 12: "Q", 13: "K"}


def written(card: sevens.Card) -> str:
    """The card as the table writes it, spelled out here independently: 7♠, 10♦, Q♣."""
    code = str(card)
    return RANKS.get(card.rank, str(card.rank)) + SUITS[code[-1]]


def autoplay_narration(language: str, rules: str) -> tuple[list[str], App]:
    """One autoplayed deal with ``--narrate``: the lines printed and the finished app."""
    options = parse_arguments(["--autoplay", "--deals", "1", "--narrate", "--rules", rules,
                               "--seed", "5", "--speed", "instant", "--lang", language])
    assert options.narrate
    app = App(options)
    printed = io.StringIO()
    app.narrator.stream = printed
    asyncio.run(app.loop(seconds=240))
    assert not app.running, "the deal did not finish"
    lines = printed.getvalue().splitlines()
    assert lines == list(app.narrator.lines)
    return lines, app


@pytest.mark.parametrize(("language", "played"), [
    ("en", "{name} played {card}"),
    ("zh-Hant", zh_hant.TABLE["log.played"]),
])
def test_autoplay_narrates_every_play_in_order(language: str, played: str) -> None:
    lines, app = autoplay_narration(language, "badam-satti")
    session = app.session
    assert session is not None
    game_plays = [event for event in session.game.events
                  if isinstance(event, engine_events.CardPlayed)]
    assert len(game_plays) > 8
    expected = [played.format(name=session.seat_name(event.seat), card=written(event.card))
                for event in game_plays]
    said = [line for line in lines if line in expected]
    assert said == expected  # every play, once, in the order the game made them
    passes = sum(isinstance(event, engine_events.Passed) for event in session.game.events)
    assert len(lines) >= len(expected) + passes
    # whose turn before the first play, the results after the last
    first = lines.index(expected[0])
    waiting = translation.LANGUAGES[language]["status.waiting"]
    assert lines[first - 1] == waiting.format(name=session.seat_name(game_plays[0].seat))
    title = translation.LANGUAGES[language]["results.title"].format(deal=1, deals=1)
    assert lines.index(title) > lines.index(expected[-1])
    pygame.quit()
    translation.set_language("en")


def test_narrate_on_the_command_line_prints_one_line_per_event() -> None:
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                       PYTHONPATH=str(ROOT))
    completed = subprocess.run(
        [sys.executable, "main.py", "--autoplay", "--deals", "1", "--narrate", "--rules",
         "douque", "--seed", "3", "--speed", "instant", "--lang", "en"],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=300, check=False)
    assert completed.returncode == 0, completed.stderr
    lines = completed.stdout.splitlines()
    plays = [line for line in lines if " played " in line]
    assert plays and plays[0].endswith(" played 7♠")  # Douque: 7♠ leads
    assert any(line.endswith(" to play…") for line in lines)
    assert "Deal 1 of 1: results" in lines
    help_text = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT,
                               env=environment, capture_output=True, text=True, timeout=60)
    assert "--narrate" in help_text.stdout


class StandInPage:
    """pygbag's ``platform.window`` as far as the live region goes."""

    def __init__(self) -> None:
        self.spoken: list[tuple[str, str]] = []

    def sevensAnnounce(self, line: str, language: str) -> None:  # noqa: N802 - the page's name
        self.spoken.append((line, language))


def test_the_browser_bridge_hands_lines_to_the_live_region() -> None:
    page = StandInPage()
    assert webpage.announce("Ada played 7♠", "en", web=True, window=page)
    assert not webpage.announce("Ada played 7♠", "en", web=False, window=page)
    assert not webpage.announce("x", "en", web=True, window=object())  # no region: no harm
    narrator = Narrator(web=True, window=page)
    translation.set_language("zh-Hant")
    try:
        narrator.say("阿明出了7♠")
    finally:
        translation.set_language("en")
    assert page.spoken == [("Ada played 7♠", "en"), ("阿明出了7♠", "zh-Hant")]
    quiet = Narrator(web=False)  # the desktop game without --narrate keeps nothing
    quiet.say("anything")
    assert not quiet.active and not quiet.lines


def test_r_reads_out_the_hand_and_the_playable_cards() -> None:
    page = StandInPage()
    app = App(AppOptions(seed=4, speed="instant", mute=True, remember=False))
    app.narrator = Narrator(web=True, window=page)
    app.start_match(sevens.preset("sevens"), "sevens")
    scene = app.scene
    assert isinstance(scene, TableScene)
    session = scene.session
    for _ in range(400):  # let the bots play up to the human seat
        if session.human_to_move:
            break
        scene.update(0.1)
    assert session.human_to_move
    scene.input.key(pygame.K_r)
    line = page.spoken[-1][0]
    view = session.view()
    assert all(written(card) in line for card in view.hand)
    playable = [move.card for move in view.legal_moves if move.kind == "play"]
    if playable:
        assert line.endswith("You can play " + " ".join(written(card) for card in playable)
                             + ".")
    else:
        assert line.endswith("Nothing fits.")
    flash = scene.status.flash
    assert flash is not None and flash[0] == line  # shown on the status line too
    assert [spoken for spoken, _ in page.spoken].count(line) == 1  # and said once
    unplayable = next(card for card in sevens.ALL_CARDS[:52] if card not in view.hand)
    assert not scene.attempt(f"play {unplayable}")  # a refusal is heard as it is shown
    assert scene.status.flash is not None and page.spoken[-1][0] == scene.status.flash[0]
    pygame.quit()
