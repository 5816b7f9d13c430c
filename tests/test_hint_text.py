"""Issues 12 and 32: the hint's reasons are message values the bots build (a key and its cards,
suits and counts), rendered in the player's language — no English left in the others."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest

import sevens
from sevens.app import translation
from sevens.app.translation import english, render
from sevens.bots.hard import HardBot, _search_words
from sevens.bots.heuristic import explain_move
from sevens.bots.move_search import CandidateStats
from sevens.cards import Card
from sevens.message import Message, sentences
from sevens.moves import COVER, Move

TRANSLATED = ("zh-Hant", "zh-Hans", "ja")
CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")
#: Three ASCII letters in a row, once the cards are taken out: a word of English.
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def card(text: str) -> Card:
    return Card.parse(text)


def reasons(preset_id: str, seeds: range, **changes: object) -> list[Message]:
    """The bots' reasons for the first legal moves of every turn of some random deals."""
    rules = sevens.preset(preset_id)
    if changes:
        rules = rules.replace(**changes)
    found = []
    generator = random.Random(7)
    for seed in seeds:
        game = sevens.Game(rules, seed=seed)
        while not game.over:
            view = game.view(game.current_player)
            for move in view.legal_moves[:4]:
                found.append(explain_move(view, move))
            game.apply(generator.choice(game.legal_moves()))
    return found


def every_kind_of_reason() -> list[Message]:
    found = [reason for preset_id in ("douque", "sevens", "shichinarabe", "domino")
             for reason in reasons(preset_id, range(3))]
    found += reasons("family", range(3), when_stuck="receive", equal_hands=True)
    found += reasons("sevens", range(2), players=8, decks=2)
    return found


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    translation.set_language("en")


def test_the_bots_reasons_are_message_values() -> None:
    found = every_kind_of_reason()
    assert len(found) > 500
    assert all(isinstance(reason, Message) for reason in found)
    keys = {part.key for reason in found for part in reason.parts()}
    assert len(keys) >= 20, keys
    assert all(key.startswith("hint.reason.") for key in keys), keys


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_reason_renders_in_the_language_with_no_english_left(language: str) -> None:
    found = set(every_kind_of_reason())
    for reason in found:
        shown = render(reason, language)
        assert shown and "{" not in shown and "hint." not in shown, (reason, shown)
        assert not ENGLISH_WORD.search(CARD.sub("", shown)), (reason, shown)


def test_english_is_rendered_from_the_english_table() -> None:
    found = set(every_kind_of_reason())
    for reason in found:
        shown = english(reason)
        assert shown[0].isupper() and shown.endswith("."), (reason, shown)
        assert "{" not in shown and "hint." not in shown, shown
    translation.set_language("ja")  # english() does not follow the current language
    assert all(ENGLISH_WORD.search(english(reason)) for reason in found)


def test_a_reason_is_written_with_its_values_in_each_language() -> None:
    leftover = Message("hint.what_leftover", card=card("5S"))
    reason = sentences(Message("hint.reason.frees", what=leftover, count=2, suit="H"),
                       Message("hint.reason.blocks", card=card("6C"), count=5, suit="C"))
    assert english(reason) == ("Playing the leftover 5♠ frees two hearts for the others. "
                               "Holding the 6♣ blocks five clubs.")
    assert render(reason, "ja") == ("余り札の5♠を出すと、他の人のハートが2枚出せるように"
                                    "なります。6♣を止めておくとクラブ5枚をせき止められます。")
    opens = Message("hint.reason.opens_leads", suit="H",
                    cards=(card("8H"), card("9H"), card("TH")))
    assert english(opens) == "Opens hearts and leads on to your 8♥, 9♥ and 10♥."
    assert render(opens, "zh-Hant") == "開紅心，並接上你的8♥、9♥和10♥。"
    give = Message("hint.reason.give_many", who=Message("hint.player", player=3),
                   card=card("KD"), count=4)
    assert english(give) == "Hands player 3 the K♦: four cards must go down before it fits."
    assert render(give, "zh-Hant") == "把K♦給玩家3：要先出4張牌它才接得上。"


def test_a_count_agrees_with_its_suit_in_english() -> None:
    one = Message("hint.reason.blocks", card=card("6C"), count=1, suit="C")
    seven = Message("hint.reason.blocks", card=card("6C"), count=7, suit="C")
    assert english(one) == "Holding the 6♣ blocks one club."
    # never "seven clubs", which reads like the 7♣
    assert english(seven) == "Holding the 6♣ blocks seven cards of clubs."
    assert render(seven, "zh-Hant") == "留住6♣可以擋住7張梅花。"
    left = Message("hint.reason.pass_keep_left", count=2)
    assert english(left) == "Passes, keeping your cards back (two left after this one)."
    assert render(left, "ja") == "パスして手札を温存します（この後残り2回）。"


def test_a_search_finding_is_a_message_too() -> None:
    view = sevens.Game(sevens.preset("douque"), seed=1).view(0)
    noisy = [40.0, -60.0, 10.0, -30.0, 55.0, -45.0]
    favourite = CandidateStats(Move(COVER, card("AC")), 0, [v - 3.0 for v in noisy])
    spread = [20.0, -15.0, 25.0, -10.0, 18.0, -5.0]  # the same deals, noisy differences
    rival = CandidateStats(Move(COVER, card("4H")), 1,
                           [v + w for v, w in zip(noisy, spread, strict=True)])
    search = SimpleNamespace(candidates=[favourite, rival], prior_z=1.5)
    close = _search_words(view, favourite, search)  # type: ignore[arg-type]
    assert close is not None and close.key == "hint.reason.search_within_chance"
    assert english(close) == "In 6 simulated deals it was as good as covering the 4♥, within " \
                             "chance."
    assert render(close, "zh-Hant") == "在6局模擬中，它和蓋4♥差不多，差距在偶然範圍內。"
    assert render(close, "ja") == ("6回のシミュレーションで、4♥を伏せる手と偶然の範囲内で"
                                   "互角でした。")
    clear = CandidateStats(Move(COVER, card("AC")), 0, [v - 30.0 for v in rival.values])
    search = SimpleNamespace(candidates=[clear, rival], prior_z=1.5)
    worse = _search_words(view, clear, search)  # type: ignore[arg-type]
    assert worse is not None
    assert english(worse).endswith("30.0 money worse than covering the 4♥.")
    assert render(worse, "zh-Hant").endswith("錢。") and "30.0" in render(worse, "zh-Hant")


def test_the_hard_bots_hint_renders_whole_in_each_language() -> None:
    game = sevens.Game(sevens.preset("douque"), seed=4)
    while len(game.legal_moves()) < 2:
        game.apply(game.legal_moves()[0])
    bot = HardBot(seed=1, iterations=60)
    view = game.view(game.current_player)
    move = bot.choose(view)
    reason = bot.explain(view, move)
    assert any(part.key.startswith("hint.reason.search_") for part in reason.parts()), reason
    for language in TRANSLATED:
        shown = render(reason, language)
        assert not ENGLISH_WORD.search(CARD.sub("", shown)), shown
    translation.set_language("en")
    assert " simulated deals " in render(reason)
