"""Issue 30, deal links without typing: the page's side of Share / Copy link and Paste a deal
(sevens/ui/page/clipboard.js) in headless Chromium, with the clipboard permissions a tap
grants: the link is shared through navigator.share where there is one, else copied; a closed
share sheet is told apart; the clipboard is read back, the answer arriving after the call
returns (the game polls it across frames)."""

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
SCRIPT = Path(__file__).with_name("check_clipboard.mjs")
BRIDGE = REPO / "sevens" / "ui" / "page" / "clipboard.js"

pytestmark = [
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM}"),
]


@pytest.fixture(scope="module")
def report() -> dict:
    completed = subprocess.run([NODE, str(SCRIPT), "--bridge", str(BRIDGE)], cwd=REPO,
                               capture_output=True, text=True, timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    found = json.loads(completed.stdout.strip().splitlines()[-1])
    assert "error" not in found, found["error"]
    return found


def test_without_a_share_sheet_the_link_is_copied(report: dict) -> None:
    assert report["copied"]["state"] == "copied"
    assert report["onClipboard"] == "https://example.org/?deal=7h2px33k-0&seat=1"


def test_the_clipboard_is_read_back_after_the_call_returns(report: dict) -> None:
    assert report["pendingRightAway"] == "pending"
    assert report["pasted"] == {
        "state": "pasted", "text": "main.py --rules douque --players 4 --deal ab-1 --seat 2"}


def test_with_a_share_sheet_the_link_is_shared_and_a_closed_sheet_is_told_apart(
        report: dict) -> None:
    assert report["canShareWith"] is True
    assert report["shared"]["state"] == "shared"
    assert report["sharedData"]["url"] == "https://example.org/?deal=1-0"
    assert report["cancelled"]["state"] == "cancelled"
