"""The hint at the table and Review after the deal say the same thing (issue 31)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.app import translation
from sevens.app.translation import text
from sevens.moves import Move
from sevens.rules import build_rules
from sevens.ui.advice import amount_text, finding_text, option_phrase
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.review.scene import ReviewScene
from sevens.ui.scenes.table import TableScene


def key(scene: object, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                          scancode=0))


def until_human_or_over(app: App) -> TableScene | None:
    for _ in range(20000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return None
        assert isinstance(scene, TableScene)
        if scene.human_may_act():
            return scene
        app.step(1 / 30)
    raise AssertionError("the deal never came back to the human")


def test_hint_can_be_stopped_and_its_figure_is_the_reviews() -> None:
    app = App(AppOptions(rules_id="douque", seed=4, speed="instant", mute=True,
                         remember=False, deals=1))
    app.start_match(build_rules(app.settings), "douque")
    scene = until_human_or_over(app)
    assert scene is not None
    key(scene, pygame.K_h)
    assert scene.session.hint_pending
    assert scene.status_line(scene.session.view())[0] == text("hint.thinking")
    key(scene, pygame.K_ESCAPE)  # stops the thinking, stays at the table
    assert not scene.session.hint_pending and app.scene is scene
    hints = []
    while scene is not None:
        key(scene, pygame.K_h)
        for _ in range(2000):
            app.step(1 / 60)
            if scene.session.hint is not None:
                break
        hint = scene.session.hint
        assert hint is not None and hint.judgement is not None
        line = scene.status_line(scene.session.view())[0]
        finding = finding_text(hint.judgement, scene.session.rules)
        assert finding in line
        hints.append(hint.judgement)
        key(scene, pygame.K_RETURN)  # Enter plays the hinted move
        scene = until_human_or_over(app)
    app.step(1 / 60)
    results = app.scene
    assert isinstance(results, ResultsScene)
    app.show_review(results)
    review_scene = app.scene
    assert isinstance(review_scene, ReviewScene)
    for _ in range(5000):
        app.step(1 / 60)
        if review_scene.review.done:
            break
    by_index = {decision.index: decision for decision in review_scene.review.decisions}
    for judgement in hints:
        decision = by_index[judgement.index]
        assert decision.options == judgement.options and decision.best == judgement.best
        assert not decision.mistake
        if judgement.close_call:  # the hint said "a close call", and so does Review
            assert amount_text(judgement.options[str(judgement.best)]
                               - judgement.options[judgement.runner_up()]) in finding_text(
                judgement, review_scene.session.rules)
    surface = pygame.Surface((1280, 720))
    review_scene.draw(surface)
    pygame.quit()


# ---------------------------------------------------------------- replays keep the people


def finish(app: App) -> ResultsScene:
    """Play the deal out: the human's moves by a random bot, the others' by theirs."""
    import sevens

    chooser = sevens.make_bot("random", seed=2)
    for _ in range(40000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return scene
        session = app.session
        if session.human_to_move and not scene.busy:
            session.apply_human(chooser.choose(session.view()))
        app.step(1 / 30)
    raise AssertionError("the deal never ended")


def test_play_it_as_ada_keeps_every_name_on_its_cards() -> None:
    from sevens.app.names import hand_name
    from sevens.app.saved_match import restore, snapshot

    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=21, deals=1))
    app.start_match(build_rules(app.settings).replace(deals=1), "douque")
    first = app.session
    results = finish(app)
    names = {seat: first.seat_name(seat) for seat in range(first.rules.players)}
    assert names[0] == text("seat.you") and names[1] == hand_name(1)
    other = next(button for button in results.buttons if button.name == "other_seat")
    assert other.label == text("results.other_seat", name=hand_name(1))
    other.action()  # Play it as Ada
    replay = app.session
    assert replay.human_seat == 1 and replay.home_seat == 0
    assert replay.game.initial_hands() == first.game.initial_hands()
    assert replay.seat_name(1) == text("seat.you")
    assert replay.seat_name(0) == text("seat.home")  # your old seat, played by hard
    assert replay.bots[0].name == "hard"
    for seat in range(2, replay.rules.players):  # everyone else: same name, seat, cards
        assert replay.seat_name(seat) == names[seat]
    # a restart keeps the people too
    again, _info = restore(snapshot(replay, app.session_info))
    assert again.home_seat == 0 and again.seat_name(0) == text("seat.home")
    table = app.scene
    results = finish(app)
    # the move log names the hand that played each card
    from sevens.app.session import card_text
    from sevens.events import CardPlayed

    log = {line for line, _ in table.move_log.lines(replay.view())}
    plays = [event for event in replay.game.events if isinstance(event, CardPlayed)
             and not event.from_leftover]
    assert plays
    for event in plays:
        who = text("seat.you") if event.seat == 1 else (
            text("seat.home") if event.seat == 0 else names[event.seat])
        assert text("log.played", name=who, card=card_text(event.card)) in log
    lines = [line for line, _tone in results.wording.note_lines()]
    assert text("results.held", name=hand_name(1)) in lines
    back = next(button for button in results.buttons if button.name == "other_seat")
    assert back.label == text("results.other_seat", name=hand_name(2))
    pygame.quit()


def test_a_link_opened_in_another_seat_keeps_the_names() -> None:
    import sevens

    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=5, deals=1))
    rules = sevens.preset("douque")
    code = sevens.Game(rules, seed=99).deal_code
    app.start_match(rules, "douque", deal_code=code, seat=1)
    session = app.session
    assert session.human_seat == 1 and session.home_seat is None
    from sevens.app.names import hand_name

    assert [session.seat_name(seat) for seat in range(4)] == [
        hand_name(0), text("seat.you"), hand_name(2), hand_name(3)]
    pygame.quit()


# ---------------------------------------------------------------- trust in the deal


def recorded_cards(app: App, scene: object, surface: pygame.Surface) -> list:
    """The cards ``scene`` draws (face up), in drawing order."""
    drawn = []
    original = app.art.draw_card

    def spy(target, card, size, position, **keywords):
        if card is not None:
            drawn.append(card)
        return original(target, card, size, position, **keywords)

    app.art.draw_card = spy
    try:
        scene.draw(surface)
    finally:
        app.art.draw_card = original
    return drawn


def test_show_all_hands_on_the_results_and_in_review() -> None:
    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=33, deals=1))
    app.start_match(build_rules(app.settings).replace(deals=1), "douque")
    results = finish(app)
    game = app.session.game
    surface = pygame.Surface((1280, 720))
    hidden = recorded_cards(app, results, surface)
    key(results, pygame.K_a)
    assert results.sheet == "hands"
    shown = recorded_cards(app, results, surface)
    dealt = [card for hand in game.initial_hands() for card in hand]
    extra = list(shown)
    for card in hidden:  # the settlement's own cards are drawn either way
        if card in extra:
            extra.remove(card)
    assert sorted(map(str, extra)) == sorted(map(str, dealt))
    app.show_review(results)
    review = app.scene
    for _ in range(3000):
        app.step(1 / 60)
        if review.review.done:
            break
    review.select(1)
    index = review.review.points[1][0]
    key(review, pygame.K_a)
    shown = recorded_cards(app, review, surface)
    replay = game.clone()
    replay.undo_to(index)
    others = [card for seat in range(game.players) if seat != review.review.seat
              for card in replay.hand(seat)]
    assert sorted(map(str, shown)) == sorted(map(str, others))
    key(review, pygame.K_ESCAPE)  # Esc hides the hands first
    assert not review.show_hands and app.scene is review
    pygame.quit()


def test_enter_right_after_the_deal_does_not_skip_the_results() -> None:
    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=34, deals=2))
    app.start_match(build_rules(app.settings).replace(deals=2), "douque")
    results = finish(app)
    key(results, pygame.K_RETURN)  # a key still down from the last card
    assert app.scene is results
    for _ in range(30):
        app.step(1 / 30)
    key(results, pygame.K_RETURN)
    assert app.scene is not results


def test_the_rules_screen_says_the_bots_see_only_their_own_cards() -> None:
    from sevens.app import translation
    from sevens.ui.scenes.rules import RulesScene

    app = App(AppOptions(mute=True, remember=False))
    for code in translation.LANGUAGES:
        translation.set_language(code)
        scene = RulesScene(app, build_rules(app.settings), "douque", app.scene)
        assert text("rules.fair") in scene.lines
        assert "L " in text("rules.keys")  # the move log's key is listed
    translation.set_language("en")
    pygame.quit()


def test_review_lines_the_table_up_by_rank_and_never_cuts_a_reason_short() -> None:
    from sevens.ui.scenes.review.words import reason_text

    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=35, deals=1,
                         rules_id="sevens"))
    app.start_match(build_rules(app.settings).replace(deals=1), "sevens")
    results = finish(app)
    app.show_review(results)
    review = app.scene
    for _ in range(5000):
        app.step(1 / 60)
        if review.review.done:
            break
    surface = pygame.Surface((1280, 720))
    resources = app.resources
    original_text = resources.text
    original_card = app.art.draw_card
    checked_rows = checked_reasons = 0
    for number, decision in enumerate(review.review.decisions):
        if decision.forced:
            continue
        review.select(number)
        drawn: list[str] = []
        cards: list[tuple[object, int, int]] = []

        def spy_text(string, *arguments, drawn=drawn, **keywords):
            drawn.append(string)
            return original_text(string, *arguments, **keywords)

        def spy_card(target, card, size, position, cards=cards, **keywords):
            cards.append((card, *position))
            return original_card(target, card, size, position, **keywords)

        resources.text, app.art.draw_card = spy_text, spy_card
        try:
            review.draw(surface)
        finally:
            resources.text, app.art.draw_card = original_text, original_card
        # every reason is readable whole: on its line, or in the full text below
        words = " ".join(drawn)
        for option in decision.reasons:
            shown = reason_text(decision, option)
            if shown:
                assert shown.split()[-1] in words, shown
                checked_reasons += 1
        # the same rank sits in the same column in every row of "the table then"
        by_rank: dict[int, set[int]] = {}
        table = [(card, x) for card, x, _y in cards if card is not None]
        for row in decision.view.rows:
            for card in row.cards:
                xs = [x for drawn_card, x in table if drawn_card == card]
                if xs and card.rank != 1:
                    by_rank.setdefault(card.rank, set()).add(xs[0])
        assert all(len(xs) == 1 for xs in by_rank.values()), by_rank
        checked_rows += len(by_rank) > 1
    assert checked_rows and checked_reasons
    pygame.quit()


# ---------------------------------------------------------------- smaller breaks


def test_cjk_lines_never_leave_a_word_end_alone() -> None:
    from sevens.ui.resources import break_tokens

    chinese = break_tokens("你付了十籌碼。")
    assert "籌碼。" in chinese and "碼。" not in chinese
    japanese = break_tokens("ここで止められます。次へ")
    assert any(token.endswith("ます。") for token in japanese)
    assert "す。" not in japanese
    assert "".join(japanese) == "ここで止められます。次へ"


def test_a_long_vowel_mark_keeps_its_own_kana_and_no_more() -> None:
    from sevens.ui.resources import break_tokens

    # "ー" may not start a line, but it is part of the word, not its end: "ルー" stays
    # together and the "ス" before it is free to end the line above ("ハウス / ルール…",
    # which a 123-px button holds at 24 px; "ハウスルー / ル…" it did not)
    tokens = break_tokens("ハウスルール…")
    assert "ルー" in tokens and "スルー" not in tokens
    assert "".join(tokens) == "ハウスルール…"


def test_every_screen_line_of_the_issue_fits_in_every_language() -> None:
    import sevens
    from sevens.app import translation
    from sevens.app.rules_text import glossary
    from sevens.ui.scenes.menu.scene import MenuScene

    app = App(AppOptions(mute=True, remember=False, seed=3, deals=5))
    resources = app.resources
    try:
        for code in translation.LANGUAGES:
            translation.set_language(code)
            menu = MenuScene(app)  # every rule system's line fits its entry uncut
            for rules_id in ("douque", "sevens", "fan-tan", "badam-satti", "shichinarabe",
                             "domino", "family", "custom"):
                line = text(f"preset.{rules_id}.line")
                width = resources.text(line, 12, (0, 0, 0)).get_width()
                assert width <= menu.entry_rect(0).width - 34, (code, rules_id, width)
            # the results title ends before your line beside it and the rule system's name
            app.start_match(build_rules(app.settings).replace(deals=5), "douque")
            results = finish(app)
            words = [line for layer in results.places.layers for line in layer.words]
            placed = next(line for line in words if line.text == results.words.title)
            width = resources.text(text("results.title", deal=2, deals=5), placed.size,
                                   bold=True).get_width()
            rules = next(line for line in words if line.text == results.words.rules_name)
            rules_left = rules.x - resources.text(rules.text, rules.size, bold=True).get_width()
            summary = results.places.parts["summary"]
            right = summary.x if summary.y < placed.y + placed.size else rules_left
            assert placed.x + width < min(right, rules_left), code
            # no "chip(s)": one chip is said as one
            words = " ".join(definition for _term, definition in
                             glossary(sevens.preset("sevens").replace(ante=1)))
            assert "(s)" not in words
    finally:
        translation.set_language("en")
        pygame.quit()


def test_seat_panels_count_this_deals_chips_and_say_hand_empty_once() -> None:
    import sevens

    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=8, deals=1))
    app.start_match(sevens.preset("sevens").replace(deals=1), "sevens")
    scene = app.scene
    session = app.session
    rules = session.rules
    view = session.view()
    for seat in range(rules.players):  # the ante is in the pool, and in every panel
        lines = [line for line, _ in scene.seats_view.seat_lines(view, seat)]
        assert lines[-1].endswith(f"\u2212{rules.ante}"), lines
    pygame.quit()
    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=8, deals=1))
    app.start_match(sevens.preset("douque").replace(deals=1), "douque")
    scene = app.scene
    chooser = sevens.make_bot("random", seed=1)
    checked = 0
    for _ in range(20000):
        if not isinstance(app.scene, TableScene):
            break
        view = app.session.view()
        for seat in view.finished_order:
            status = scene.seats_view.seat_status(view, seat, scene.time)
            lines = [line for line, _ in scene.seats_view.seat_lines(view, seat)]
            words = [status[0], *lines] if status else lines
            assert words.count(text("seat.done")) + sum(
                text("seat.done").lower() == line.lower() for line in lines) == 1, words
            checked += 1
        if app.session.human_to_move and not scene.busy:
            app.session.apply_human(chooser.choose(view))
        app.step(1 / 30)
    assert checked
    pygame.quit()


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_a_close_call_between_equal_figures_says_so_not_within_nothing(language: str) -> None:
    """Two moves whose figures print the same are "equally good", not "within 0.00"; a real
    gap is still said with its figure."""
    from sevens.review import Judgement
    from sevens.ui.advice import close_call_text

    rules = sevens.PRESETS["shichinarabe"]  # every 7 laid out: a choice from the first turn
    game = sevens.Game(rules, seed=3)
    view = game.view(game.current_player)
    best, other = sorted(str(move) for move in view.legal_moves)[:2]
    translation.set_language(language)
    try:
        def said(gap: float) -> str:
            judgement = Judgement(0, view, Move.parse(best), {best: 0.5, other: 0.5 - gap},
                                  {other: (gap, 0.1)}, {}, 400)
            return close_call_text(judgement, rules)

        even, near = said(0.001), said(0.04)
        assert "0.00" not in even and even == translation.text(
            "advice.even", first=option_phrase(Move.parse(best)),
            second=option_phrase(Move.parse(other)))
        assert "0.04" in near and near != even
    finally:
        translation.set_language("en")
