"""Issues 12 and 32: the notices of the launch options, the save files, the deal links and the
table itself are message values, shown in the player's language."""

from __future__ import annotations

import re

import pytest

import sevens
from sevens.app import launch_options, storage, translation
from sevens.app.languages import match_language
from sevens.app.translation import english, render
from sevens.message import Message, MessageError

TRANSLATED = ("zh-Hant", "zh-Hans", "ja")
#: Words of the English notices that must not survive in another language (what the player
#: typed — 'xyz', '--colour' — and option values such as "random, easy" are kept as typed).
ENGLISH_WORDS = re.compile(r"\b(Unknown|instead|playing|could not|saved|players|must|"
                           r"defaults|browser|ignored|is not|dealing)\b")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    translation.set_language("en")


def launch_notices() -> list[Message]:
    query = {"rules": "xyz", "level": "genius", "deals": "0", "seed": "abc", "lang": "tlh",
             "deal": "zz", "seat": "9", "daily": "maybe"}
    _options, notices = launch_options.parse_launch_options(query,
                                                            match_language=match_language)
    _options, more = launch_options.parse_launch_options({"rules": "douque", "players": "9"})
    _options, even_more = launch_options.parse_launch_options({"rules": "sevens",
                                                               "players": "9"})
    pace = launch_options.choice_notice("pace", "warp", ("slow", "normal", "fast", "instant"),
                                        "normal")
    return notices + more + even_more + [pace]


def save_notices() -> list[Message]:
    found = []
    store = storage.Store(storage.MemoryBackend())
    for raw in ("{not json", '{"format": "other"}', '{"format": "sevens", "record": "stats"}',
                '{"format": "sevens", "record": "settings", "version": 99, "data": {}}'):
        store.backend.write("settings", raw)
        found.append(store.load("settings", {}).notice)
    store.backend.write("stats", storage.Store._encode("stats", {"games": "many"}))
    found.append(store.load("stats", {"games": 0}).notice)
    found.append(storage.open_store(platform="emscripten", local_storage=None).notice)
    return [notice for notice in found if notice is not None]


def test_notices_are_message_values_not_sentences() -> None:
    notices = launch_notices() + save_notices()
    assert len(notices) == 17
    assert all(isinstance(notice, Message) for notice in notices)
    assert {notice.key for notice in notices} >= {
        "notice.unknown_rules", "notice.players", "notice.level", "notice.deals",
        "notice.seed", "notice.language", "notice.not_a_deal_code", "notice.seat",
        "notice.daily", "notice.pace", "notice.unusable_kept", "notice.browser_no_save"}


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_notice_is_in_the_language_with_no_english_left(language: str) -> None:
    notices = launch_notices() + save_notices()
    for notice in notices:
        shown = render(notice, language)
        assert shown != english(notice), notice
        assert not ENGLISH_WORDS.search(shown), (notice, shown)
        assert "{" not in shown and "notice." not in shown, shown


def test_a_launch_notice_keeps_what_was_typed_and_names_things_in_the_language() -> None:
    notices = launch_notices()
    translation.set_language("ja")
    assert render(notices[0]) == (
        "ルール'xyz'は分かりません——排七（香港式）で遊びます。")
    assert render(notices[1]) == (
        "強さ'genius'は分かりません（random、easy、normal、hard から選択）——"
        "ふつうで遊びます。")
    translation.set_language("zh-Hant")
    assert render(notices[-3]) == "香港排七適合剛好4人，不是'9'——改用一般人數。"
    assert render(notices[-2]) == "英式排七適合3–7人，不是'9'——改用一般人數。"
    assert render(notices[4]) == "'zz'不是牌局代碼——改為重新發牌。"
    assert render(notices[5]) == "位置必須是0至7的號碼，不是'9'——改由0號位開始。"


def test_english_is_rendered_through_the_english_table() -> None:
    notices = launch_notices()
    assert english(notices[0]) == "Unknown rules 'xyz' — playing Douque instead."
    assert english(notices[1]) == ("Unknown level 'genius' (choose random, easy, normal or "
                                   "hard) — playing at normal instead.")
    assert english(notices[-1]) == ("Unknown pace 'warp' (choose slow, normal, fast or "
                                    "instant) — playing at normal instead.")
    translation.set_language("ja")  # english() does not follow the current language
    assert english(notices[-3]).startswith("Douque is for exactly 4 players, not '9'")


def test_the_save_notices_are_in_the_language() -> None:
    notices = save_notices()
    assert english(notices[0]).startswith("Your saved settings could not be used (it is not "
                                          "readable)")
    translation.set_language("zh-Hant")
    assert render(notices[0]).startswith("已保存的設定無法使用（內容無法讀取）")
    assert render(notices[-1]) == "這個瀏覽器不讓遊戲保存資料，設定和統計只保留到關閉頁面為止。"
    translation.set_language("ja")
    assert "統計" not in render(notices[-2]) and "成績" in render(notices[-2])


def test_a_bad_deal_code_is_explained_in_the_language() -> None:
    with pytest.raises(MessageError) as refusal:
        sevens.Game.from_deal_code(sevens.preset("douque"), "nonsense")
    assert str(refusal.value) == "not a deal code: 'nonsense'"
    translation.set_language("zh-Hant")
    assert render(refusal.value.message) == "不是牌局代碼：'nonsense'"
    with pytest.raises(MessageError) as seat:
        sevens.Game.from_deal_code(sevens.preset("douque"), "abc-9")
    assert render(seat.value.message) == "發牌位置9不在4人的牌桌上"


def test_the_table_own_notices_are_in_the_language() -> None:
    from sevens.ui.app import parse_arguments

    options = parse_arguments(["--fresh", "--colour", "red"])
    unknown = [notice for notice in options.notices if notice.key == "notice.unknown_option"]
    assert unknown
    assert english(unknown[0]) == ("Unknown option '--colour' — ignored (python main.py "
                                   "--help lists them).")
    translation.set_language("ja")
    assert render(unknown[0]) == (
        "オプション'--colour'は分かりません——無視しました"
        "（python main.py --help で一覧できます）。")
    unsaved = Message("notice.save_failed", record=Message("notice.record.settings"),
                      error="disk full")
    assert render(unsaved) == "設定を保存できませんでした：disk full。"


#: The word for keeping a record, by language: a notice about a record says it once
#: (never "Your saved saved game", issue 45).
SAVE_WORD = {"en": re.compile(r"\bsav", re.IGNORECASE), "ja": re.compile("保存"),
             "zh-Hans": re.compile("保存"), "zh-Hant": re.compile("保存")}


class FailingBackend(storage.MemoryBackend):
    """A store whose reads and writes fail, as a full or locked disk's do."""

    def read(self, name: str) -> str | None:
        raise OSError("no access")

    def write(self, name: str, text: str) -> None:
        raise OSError("no room")


def record_notices() -> list[Message]:
    """Every notice the store gives about each record the game keeps: it could not be read,
    could not be saved, or was damaged and set aside (its backup's name and the system's
    error left out: they are not the game's words)."""
    found: list[Message | None] = []
    for name in storage.RECORD_KEYS:
        failing = storage.Store(FailingBackend())
        found += [failing.load(name, {}).notice, failing.save(name, {})]
        found.append(storage.Store(storage.MemoryBackend({name: "{not json"})).load(
            name, {}).notice)
    return [Message(notice.key, **{key: "X" if key in ("where", "error") else value
                                   for key, value in notice.params.items()})
            for notice in found if notice is not None]


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_a_record_notice_says_saved_once(language: str) -> None:
    notices = record_notices()
    assert {notice.key for notice in notices} >= {"notice.read_failed", "notice.save_failed",
                                                  "notice.set_aside_kept",
                                                  "notice.unusable_kept"}
    translation.set_language(language)
    doubled = [shown for shown in map(render, notices)
               if len(SAVE_WORD[language].findall(shown)) > 1]
    assert not doubled, "\n".join(doubled)
