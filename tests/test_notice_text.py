"""Issue 12: the notices of the launch options and the save files in every language."""

from __future__ import annotations

import pytest

from sevens import launch_options, storage
from sevens.languages import match_language
from sevens.ui import messages
from sevens.ui.notice_text import notice_text


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    messages.set_language("en")


def launch_notices() -> list[str]:
    titles = {key: messages.ENGLISH[f"preset.{key}.title"]
              for key in launch_options.DEFAULT_PRESET_TITLES}
    query = {"rules": "xyz", "level": "expert", "deals": "0", "seed": "abc", "lang": "tlh"}
    _options, notices = launch_options.parse_launch_options(
        query, presets=titles, match_language=match_language)
    _options, more = launch_options.parse_launch_options(
        {"rules": "douque", "players": "9"}, presets=titles)
    _options, even_more = launch_options.parse_launch_options(
        {"rules": "sevens", "players": "9"}, presets=titles)
    pace = launch_options.choice_notice("pace", "warp", ("slow", "normal", "fast", "instant"),
                                        "normal")
    return notices + more + even_more + [pace]


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans", "ja"])
def test_every_launch_notice_is_translated(language: str) -> None:
    notices = launch_notices()
    assert len(notices) == 8
    messages.set_language(language)
    for notice in notices:
        shown = notice_text(notice)
        assert shown != notice, notice
        assert not any(word in shown for word in ("Unknown", "instead", "playing")), shown


def test_a_launch_notice_keeps_what_was_typed_and_names_things_in_the_language() -> None:
    notices = launch_notices()
    messages.set_language("ja")
    assert notice_text(notices[0]) == (
        "ルール'xyz'は分かりません——セブンス（イギリス式）で遊びます。")
    assert notice_text(notices[1]) == (
        "強さ'expert'は分かりません（random、easy、normal、hard から選択）——ふつうで遊びます。")
    messages.set_language("zh-Hant")
    assert notice_text(notices[5]) == "香港排七適合剛好4人，不是'9'——改用一般人數。"
    assert notice_text(notices[6]) == "英式排七適合3–7人，不是'9'——改用一般人數。"


def test_the_save_notices_are_translated() -> None:
    store = storage.Store(storage.MemoryBackend())
    store.backend.write("settings", "{not json")
    notice = store.load("settings", {}).notice
    assert notice is not None and notice.startswith("Your saved settings could not be used")
    browser = "This browser does not let the game save, so settings and statistics last " \
              "only until the page is closed."
    messages.set_language("zh-Hant")
    assert notice_text(notice).startswith("已保存的設定無法使用（")
    assert notice_text(browser) == "這個瀏覽器不讓遊戲保存資料，設定和統計只保留到關閉頁面為止。"


def test_english_and_unknown_notices_stay_as_they_are() -> None:
    notices = launch_notices()
    assert notice_text(notices[0]) == notices[0]
    messages.set_language("ja")
    assert notice_text("Something nobody wrote a template for.") == (
        "Something nobody wrote a template for.")


def test_a_bad_deal_code_is_explained_in_the_language() -> None:
    import sevens

    with pytest.raises(ValueError) as refusal:
        sevens.Game.from_deal_code(sevens.preset("douque"), "nonsense")
    messages.set_language("zh-Hant")
    assert notice_text(str(refusal.value)) == "不是牌局代碼：'nonsense'"


def test_the_table_own_notices_are_translated() -> None:
    from sevens.ui.app import parse_arguments

    options = parse_arguments(["--fresh", "--colour", "red"])
    unknown = [notice for notice in options.notices if notice.startswith("Unknown option")]
    assert unknown
    messages.set_language("ja")
    assert notice_text(unknown[0]) == (
        "オプション'--colour'は分かりません——無視しました"
        "（python main.py --help で一覧できます）。")
    assert notice_text("settings.json could not be saved (disk full).") == (
        "settings.jsonを保存できませんでした（disk full）。")


def test_the_deal_link_notices_are_translated() -> None:
    messages.set_language("zh-Hant")
    assert notice_text("'zz' is not a deal code — dealing fresh cards instead.") == (
        "'zz'不是牌局代碼——改為重新發牌。")
    assert notice_text("The seat must be a seat number from 0 to 7, not '9' — playing from "
                       "seat 0 instead.") == "位置必須是0至7的號碼，不是'9'——改由0號位開始。"
