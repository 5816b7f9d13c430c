"""The page's JavaScript that ships in the package (``sevens/ui/page/*.js``: the clipboard's,
the phone keyboard's and the text's bridges, installed into the page by
``webpage.page_bridge``) is real JavaScript: ``node --check`` parses each file, so a syntax
error fails here, not in a visitor's browser."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from sevens.ui import clipboard, page_keyboard, resources

PAGE_SCRIPTS = Path(__file__).resolve().parents[1] / "sevens" / "ui" / "page"
NODE = shutil.which("node")


def test_each_bridge_is_its_file_and_defines_its_window_name() -> None:
    for module, name, window_name in ((clipboard, "clipboard.js", "sevensClipboard"),
                                      (page_keyboard, "keyboard.js", "sevensKeyboard"),
                                      (resources, "text.js", "sevensText")):
        script = (PAGE_SCRIPTS / name).read_text(encoding="utf-8")
        assert script == module.PAGE_BRIDGE
        assert f"window.{window_name} = box;" in script


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@pytest.mark.parametrize("script", sorted(PAGE_SCRIPTS.glob("*.js")), ids=lambda path: path.name)
def test_the_page_script_parses_as_javascript(script: Path) -> None:
    checked = subprocess.run([str(NODE), "--check", str(script)], capture_output=True,
                             text=True, timeout=60, check=False)
    assert checked.returncode == 0, checked.stderr
