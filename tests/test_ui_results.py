"""Results that explain themselves: a plain sentence for every column on screen, the
winner's money as the payments that make it, the chips flow as a sum, one unit name."""

from __future__ import annotations

import os
from fractions import Fraction

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.app.names import hand_name
from sevens.app.translation import NO_BREAK_SPACE, text
from sevens.app.units import MINUS, money_text, number_text, unit_name
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.results.words import payments_with_factors as douque_payments


def results_for(rules_id: str, players: int, seed: int, language: str = "en",
                **changes: object) -> ResultsScene:
    """A finished deal of ``rules_id`` on the results screen (bots' moves for every seat)."""
    rules = sevens.preset(rules_id).replace(players=players, **changes)
    app = App(AppOptions(seed=seed, speed="instant", mute=True, remember=False,
                         language=language))
    app.start_match(rules, rules_id if not changes else "custom")
    session = app.session
    assert session is not None
    game = session.game
    while not game.over:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind != "pass"]
        game.apply(plays[-1] if plays and game.current_player % 2 else moves[-1])
    scene = ResultsScene(app, session)
    app.set_scene(scene)
    return scene


CASES = [("douque", 4, {}), ("sevens", 7, {}), ("fan-tan", 8, {}), ("badam-satti", 8, {}),
         ("badam-satti", 4, {"scoring": "penalty-count"}), ("shichinarabe", 8, {}),
         ("domino", 3, {}), ("family", 8, {"decks": 2})]


@pytest.mark.parametrize(("rules_id", "players", "changes"), CASES)
def test_every_results_column_has_its_explanation_on_screen(
        rules_id: str, players: int, changes: dict[str, object]) -> None:
    scene = results_for(rules_id, players, seed=4, **changes)
    columns = scene.wording.columns()
    explanations = scene.wording.explanations()
    assert len(explanations) == len(columns)
    for (heading, _), sentence in zip(columns, explanations, strict=True):
        assert heading and len(sentence.split()) >= 3, heading
        assert "{" not in sentence and "explain." not in sentence, sentence
    assert len(set(explanations)) == len(explanations)
    box, settlement = scene.places.parts["legend"], scene.places.parts["settlement"]
    legend = [line for line in scene.places.layers[0].words if box.y <= line.y < box.bottom]
    drawn = " ".join(line.text for line in legend)
    for (heading, _), sentence in zip(columns, explanations, strict=True):
        assert heading in drawn and sentence.split()[-1] in drawn, sentence
    assert all(line.y + line.size + 4 <= box.bottom for line in legend), \
        "the legend does not fit its box"
    assert min(line.size for line in legend) >= 12
    assert box.bottom < min(button.rect.top for button in scene.buttons)
    assert box.y >= settlement.bottom
    pygame.quit()


def test_douque_legend_says_what_the_terms_mean() -> None:
    scene = results_for("douque", 4, seed=3)
    explained = dict(zip((heading for heading, _ in scene.wording.columns()),
                         scene.wording.explanations(), strict=True))
    assert "over 55" in explained[text("results.bust")]
    assert "Runner-up" in explained[text("results.loser")]
    assert "3rd" in explained[text("results.loser")]
    assert "Clean Hand" in explained[text("results.multiplier")]
    assert "stake" in explained[text("results.heading.money")]
    assert "Last Seven +20" in explained[text("results.bonuses")]
    pygame.quit()


def test_pointing_at_a_column_picks_out_its_explanation() -> None:
    scene = results_for("douque", 4, seed=3)
    left, right = scene.places.column_spans[7]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=((left + right) // 2, 100),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    scene.app.step(1 / 60)
    assert scene.focus_column == 7
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 700), button=1))
    scene.app.step(1 / 60)
    assert scene.focus_column is None
    pygame.quit()


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_winners_money_is_the_sum_of_the_payments_shown(seed: int) -> None:
    scene = results_for("douque", 4, seed=seed)
    players = scene.wording.data["players"]
    payments = douque_payments(players, scene.session.rules.stake)
    lines = [line.replace(NO_BREAK_SPACE, " ") for line in scene.wording.money_lines()]
    for entry in players:
        received = sum((amount for _, winner, amount, _ in payments
                        if winner == entry["seat"]), Fraction(0))
        paid = sum((amount for payer, _, amount, _ in payments if payer == entry["seat"]),
                   Fraction(0))
        assert float(received - paid) == pytest.approx(entry["money"])
    if payments:
        winners = {winner for _, winner, _, _ in payments}
        assert len(lines) == len(winners)
        for _, _, amount, _ in payments:
            assert any(f"{number_text(amount)} from" in line for line in lines)
    else:
        assert lines == [text("results.nobody_pays")]
    assert " ".join(line for line, _ in scene.wording.note_lines()).replace(
        NO_BREAK_SPACE, " ").startswith(lines[0])
    pygame.quit()


def test_payments_split_between_tied_winners_and_count_bust_and_multipliers() -> None:
    players = [
        {"seat": 0, "place": 1, "total": 10, "winner_multiplier": 2, "money": 0},
        {"seat": 1, "place": 1, "total": 10, "winner_multiplier": 1, "money": 0},
        {"seat": 2, "place": 3, "total": -60, "rank_penalty": "biggest", "bust": True},
        {"seat": 3, "place": 4, "total": 5},
    ]
    payments = douque_payments(players, 1)
    assert [(payer, winner, amount) for payer, winner, amount, _ in payments] == [
        (2, 0, Fraction(60 * 3 * 2 * 2, 2)), (2, 1, Fraction(60 * 3 * 2, 2))]
    assert payments[0][3] == ["Total 60", "Loser 3", "Bust 2", "Win 2", "\u00f7 2 winners"]


def test_chips_line_is_the_sum_that_makes_the_winners_chips() -> None:
    scene = results_for("sevens", 5, seed=7)
    winner = next(entry for entry in scene.wording.data["players"] if entry["place"] == 1)
    line = scene.wording.note_lines()[0][0]
    rules = scene.session.rules
    pool = next(entry["pool"] for entry in scene.wording.data["players"] if "pool" in entry)
    cards = sum(entry["cards_left"] for entry in scene.wording.data["players"]
                if entry["seat"] != winner["seat"]) * rules.card_chip
    paid = rules.ante + winner["passes"] * rules.pass_chip
    assert pool + cards - paid == winner["chips"]
    assert f"{pool} + {cards} for cards {MINUS} {paid} paid in = {money_text(winner['chips'])}" \
        in line
    assert line.endswith(unit_name("chips"))
    pygame.quit()


@pytest.mark.parametrize(("rules_id", "players", "changes"), CASES)
def test_the_unit_is_named_the_same_way_everywhere(
        rules_id: str, players: int, changes: dict[str, object]) -> None:
    scene = results_for(rules_id, players, seed=2, **changes)
    unit = unit_name(scene.wording.scoring)
    headings = [heading.lower() for heading, _ in scene.wording.columns()]
    assert unit.lower() in headings
    explanations = scene.wording.explanations()
    assert unit in explanations[-1]  # the match total names it
    line, banner = scene.wording.summary_line()
    assert not banner and f" {unit} " in line
    scene.draw(scene.app.canvas)
    pygame.quit()


def test_signs_use_a_real_minus() -> None:
    assert money_text(-20) == f"{MINUS}20"
    assert money_text(12.5) == "+12.50"
    assert money_text(0) == "0"
    assert "-" not in money_text(-3)


SPECIAL_WORDS = {"Clean Hand": "Clean Hand", "Last Seven": "Last Seven", "bust": "Bust",
                 "stake": "Stake", "winner's multiplier": "Winner multiplier",
                 "Biggest Loser": "Biggest / Runner-up Loser", "ante": "Ante",
                 "pool": "Pool", "penalty pips": "Penalty pips", "free pass": "Free pass",
                 "Placing points": "Placing points", "cover": "Cover"}


@pytest.mark.parametrize("rules_id", list(sevens.PRESETS))
def test_the_rules_screen_defines_every_term_it_uses(rules_id: str) -> None:
    from sevens.app.rules_text import describe_rules, glossary
    from sevens.ui.scenes.rules import RulesScene

    rules = sevens.preset(rules_id)
    words = " ".join(describe_rules(rules))
    terms = {term: definition for term, definition in glossary(rules)}
    for word, term in SPECIAL_WORDS.items():
        if word.lower() in words.lower():
            defined = [name for name in terms if name.startswith(term)]
            assert defined, (rules_id, word)
            assert len(terms[defined[0]].split()) >= 4
    if rules.scoring == "douque":
        assert "over 55" in terms["Bust"]
        assert "Clean Hand" in terms["Winner multiplier"]
        assert "Last Seven +20" in terms and "Stake" in terms
    app = App(AppOptions(remember=False, mute=True))
    scene = RulesScene(app, rules, rules_id, app.scene)
    assert scene.places.panels == ((56, 77, 560, 559), (628, 77, 596, 559))
    assert min(words.size for words in scene.places.pages[0]) >= 14  # the type that fits
    scene.draw(app.canvas)
    pygame.quit()


def test_the_match_winner_banner_does_not_look_like_a_button() -> None:
    """The last deal's winner line is a gold-edged dark panel with gold text, not the gold
    fill of the New match button."""
    from sevens.ui import theme

    app = App(AppOptions(seed=3, speed="instant", mute=True, remember=False, deals=1))
    app.start_match(sevens.preset("sevens"), "sevens")
    session = app.session
    assert session is not None
    while not session.game.over:
        session.game.apply(session.game.legal_moves()[-1])
    scene = ResultsScene(app, session)
    app.set_scene(scene)
    line, banner = scene.wording.summary_line()
    assert banner and "wins the match" in line
    scene.draw(app.canvas)

    def distance(colour: tuple[int, ...], other: tuple[int, ...]) -> int:
        return sum(abs(a - b) for a, b in zip(colour[:3], other[:3], strict=True))

    new_match = scene.buttons[0]
    assert new_match.label == text("results.new_match")
    button_fill = app.canvas.get_at((new_match.rect.x + 12, new_match.rect.centery))
    box = scene.places.parts["summary"]
    middle = box.y + box.height // 2
    banner_fill = app.canvas.get_at((box.x + 20, middle))  # inside, left of its text
    assert distance(button_fill, banner_fill) > 200
    assert distance(app.canvas.get_at((box.x + 1, middle)), theme.ACCENT) < 60  # its edge
    gold = sum(distance(app.canvas.get_at((x, y)), theme.ACCENT) < 40
               for x in range(box.x + 20, box.right - 20, 2)
               for y in range(box.y + 6, box.bottom - 6, 2))
    assert gold > 60  # the words and the stars, in gold
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
def test_a_heading_and_its_value_never_say_the_same_sign_twice(language: str) -> None:
    """A phone shows each column as *heading value* ("Win ×2", not "Win × ×2")."""
    from sevens.app import translation

    try:
        scene = results_for("douque", 4, seed=3, language=language)
        assert translation.language() == language
        headings = [heading for heading, _ in scene.wording.columns()]
        doubled = [f"{heading} {value}" for entry in scene.wording.data["players"]
                   for heading, value in zip(headings, scene.wording.cells(entry), strict=True)
                   if isinstance(value, str) and value and heading
                   and heading.split()[-1][-1] == value[0] and not value[0].isalnum()]
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not doubled, doubled


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
@pytest.mark.parametrize(("rules_id", "seed"), [("shichinarabe", 2), ("fan-tan", 5)])
def test_put_out_and_first_out_are_coloured_from_the_deal_not_from_the_words(
        rules_id: str, seed: int, language: str) -> None:
    """Only a player put out has red cards left and only the first out a gold place, whatever
    the cells say: at a table of people named after those very words, the names stay plain."""
    from sevens.app import translation

    try:
        scene = results_for(rules_id, 8, seed=seed, language=language)
        session, wording = scene.session, scene.wording
        marks = (text("results.put_out"), text("results.first_out"))
        session.people = {seat: f"{hand_name(seat)} {marks[seat % 2]}" for seat in range(8)}
        rows = {row.cells[0]: row for row in wording.words(()).rows}
        for seat in range(8):
            tones = dict(zip(wording.keys, rows[session.seat_name(seat)].tones, strict=True))
            assert tones["player"] == "text", seat
            assert tones["cards_left"] == ("danger" if seat in wording.put_out else "text"), seat
            assert tones["place"] == ("accent" if seat == wording.first_out else "text"), seat
        assert wording.put_out if rules_id == "shichinarabe" else wording.first_out is not None
    finally:
        translation.set_language("en")
        pygame.quit()
