"""Issue 12: the web page's loading and failure texts in the player's language, in headless
Chromium (offline: the runtime never arrives, so the failure message shows)."""

from __future__ import annotations

import json
import os
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
    page = (Path(folder) / "index.html").resolve().as_uri()
    completed = subprocess.run([NODE, str(SCRIPT), "--page", page], cwd=REPO,
                               capture_output=True, text=True, timeout=240, check=False)
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout.strip().splitlines()[-1])


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
    assert (seen["lang"], seen["loading"], seen["heading"], seen["retry"]) == (
        lang, loading, heading, retry)
