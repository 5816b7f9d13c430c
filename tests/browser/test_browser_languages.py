"""Issues 12 and 33: the web page's loading and failure screens and its tab title in the
player's language, in headless Chromium (offline: the runtime never arrives, so the failure
message shows), and the address without the runtime's PYGPI word once it failed.

Screenshots go to ``$SEVENS_SCREENSHOTS`` when set (to look at them)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("SEVENS_CHROMIUM", "/usr/bin/chromium"))
NODE = shutil.which("node")
SCRIPT = Path(__file__).with_name("check_languages.mjs")

pytestmark = [
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM}"),
]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    from sevens.tools.webbuild import build_web

    output = tmp_path_factory.mktemp("web")
    folder = build_web(output=output)
    shots = os.environ.get("SEVENS_SCREENSHOTS") or str(tmp_path_factory.mktemp("shots"))
    completed = subprocess.run(
        [NODE, str(SCRIPT), "--page", str(Path(folder) / "index.html"), "--screenshots", shots],
        cwd=REPO, capture_output=True, text=True, timeout=240, check=False)
    assert completed.returncode == 0, completed.stderr
    found = json.loads(completed.stdout.strip().splitlines()[-1])
    assert "error" not in found, found["error"]
    return found


@pytest.mark.parametrize(("case", "lang", "loading", "heading", "retry"), [
    ("browser-ja", "ja", "テーブルを準備中…", "ゲームの実行環境を読み込めませんでした。",
     "もう一度"),
    ("browser-zh-HK", "zh-Hant", "正在載入牌桌…", "無法載入遊戲執行環境。", "再試一次"),
    ("browser-zh-CN", "zh-Hans", "正在加载牌桌…", "无法加载游戏运行环境。", "再试一次"),
    ("browser-fr", "en", "Loading the card table…", "The game runtime could not be loaded.",
     "Try again"),
    ("query-zh-Hant", "zh-Hant", "正在載入牌桌…", "無法載入遊戲執行環境。", "再試一次"),
])
def test_the_page_speaks_the_players_language(report: dict, case: str, lang: str, loading: str,
                                             heading: str, retry: str) -> None:
    seen = report[case]
    assert (seen["lang"], seen["before"]["loading"], seen["heading"], seen["retry"]) == (
        lang, loading, heading, retry)


@pytest.mark.parametrize("case", ["query-ja", "query-zh-Hant", "query-zh-Hans", "query-en"])
def test_every_text_of_the_screens_and_the_title_is_in_one_language(
    report: dict, case: str
) -> None:
    from sevens.app.translation import LANGUAGES

    seen = report[case]
    language = seen["lang"]
    title = LANGUAGES[language]["app.title"]
    assert seen["before"]["title"] == seen["before"]["bigTitle"] == title
    assert seen["title"].startswith(title + " — ")
    assert seen["canvasLabel"].startswith(title)
    assert seen["manifest"] == (
        "manifest.webmanifest" if language == "en" else f"manifest-{language}.webmanifest")
    # The detail line: the prefix and the reason in the page's language, the address as is.
    detail = seen["detail"]
    url = "https://pygame-web.github.io/cdn/0.9.3/pythons.js"
    assert url in detail
    words = detail.replace(url, "")
    if language == "en":
        assert words == "Details: could not fetch "
        assert seen["title"] == "Sevens — could not load"
    else:
        assert not re.search(r"[A-Za-z]{3,}", words), words  # no English words left
        everything = " ".join(
            str(seen[key]) for key in ("heading", "text", "retry", "alsoKnown") if seen[key])
        assert not re.search(r"\b(the|could|not|loaded|again)\b", everything), everything


@pytest.mark.parametrize("case", ["query-ja", "query-en", "browser-ja"])
def test_the_address_loses_the_runtime_word_when_the_runtime_fails(
    report: dict, case: str
) -> None:
    seen = report[case]
    assert "PYGPI" not in seen["address"], seen["address"]
    assert "PYGPI" in seen["before"]["address"]  # there for the runtime to read, then gone
    query = {"query-ja": "?lang=ja&rules=douque", "query-en": "?lang=en&rules=douque"}
    assert seen["address"] == "/web/index.html" + query.get(case, "")


@pytest.mark.parametrize(("case", "heading"), [
    ("file-ja", "このページにはウェブサーバーが必要です。"),
    ("file-en", "This page needs a web server."),
])
def test_a_page_opened_as_a_file_says_it_needs_a_web_server(
    report: dict, case: str, heading: str
) -> None:
    seen = report[case]
    assert seen["heading"] == heading
    assert "python -m http.server" in seen["text"]
    assert seen["retry"] is None  # trying again would not help
    assert seen["failedAfterMs"] < 5000
