"""Issue 46: ``build-web --runtime pyodide`` makes build/web/ self-contained.

The page, the game archive (packed by pygbag), Pyodide's files from the pinned npm package
and the pinned pygame-ce wheel, each checked against its pin; a piece not at hand is named
with the one command that brings it. The page in Chromium is
tests/browser/test_browser_pyodide_page.py's part.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import warnings
from pathlib import Path

import pytest

from sevens.tools import pyodide_runtime
from sevens.tools.pyodide_runtime import (
    PYODIDE_FILES,
    PYODIDE_FOLDER,
    WHEEL_NAME,
    check_pyodide_runtime,
    pyodide_problems,
    wheel_problem,
)
from sevens.tools.webbuild import WebBuildError, WebBuildWarning, build_web, page_for_runtime
from sevens.tools.webbuild import run as run_build

REPO = Path(__file__).resolve().parents[1]
#: ../shared/wasm beside the project (as CI lays it out), or the folder SEVENS_WASM_FOLDER names.
WHEEL = Path(os.environ.get("SEVENS_WASM_FOLDER") or REPO.parent / "shared" / "wasm") / WHEEL_NAME
HAVE_PIECES = WHEEL.is_file() and not pyodide_problems()
needs_pieces = pytest.mark.skipif(not HAVE_PIECES, reason="the wheel or npm's pyodide is missing")
MAIN = "import asyncio\nimport pygame\n\n\nasync def main():\n    await asyncio.sleep(0)\n\n\n" \
       "asyncio.run(main())\n"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("pygbag", reason="the web build needs the 'web' extra (pygbag)")
    if not HAVE_PIECES:
        pytest.skip("the wheel or npm's pyodide is missing")
    root = tmp_path_factory.mktemp("pyodide-build")
    main_script = root / "main.py"
    main_script.write_text(MAIN, encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", WebBuildWarning)
        return build_web(root / "out", runtime="pyodide", wheel=WHEEL, main_script=main_script,
                         timeout=120)


def test_the_bundle_holds_the_page_the_archive_pyodide_and_the_wheel(built: Path) -> None:
    for name in ("index.html", "sevens.tar.gz", "sevens.apk", "sw.js", "manifest.webmanifest"):
        assert (built / name).is_file(), name
    for name, pin in PYODIDE_FILES.items():
        copied = built / "runtime" / "pyodide" / name
        assert copied.stat().st_size == pin.size
        assert hashlib.sha256(copied.read_bytes()).hexdigest() == pin.sha256
    assert (built / "runtime" / WHEEL_NAME).read_bytes() == WHEEL.read_bytes()
    assert (built.parent / "web.zip").is_file()


def test_the_page_boots_pyodide_from_its_own_folder_and_names_no_other_host(built: Path) -> None:
    page = (built / "index.html").read_text(encoding="utf-8")
    assert 'id="site"' not in page and "BUILT_INDEX" not in page  # pygbag's loader left out
    assert "<!--sevens:" not in page and "%%SEVENS" not in page
    settings = json.loads(re.search(r"window\.sevensPyodide = (\{.*?\});", page).group(1))
    assert settings["pyodide"] == "runtime/pyodide/"
    assert settings["wheel"] == f"runtime/{WHEEL_NAME}"
    assert 'id="sevens-boot-python"' in page and "emscripten_compute_dom_pk_code" in page
    # Every address the page could fetch is its own: the one http URL in it is the example
    # the "needs a web server" message gives.
    addresses = set(re.findall(r"https?://[^\s\"'<>)]+", page))
    assert addresses == {"http://localhost:8000/"}, addresses
    worker = (built / "sw.js").read_text(encoding="utf-8")
    worker_settings = json.loads(re.search(r"^const SETTINGS = (\{.*?^\});$", worker,
                                           re.MULTILINE | re.DOTALL).group(1))
    assert worker_settings["runtimeBase"] == "runtime/"
    assert not re.findall(r"https?://", worker)


def test_the_pygbag_page_keeps_its_loader_and_leaves_pyodide_out() -> None:
    template = (REPO / "web" / "template.html").read_text(encoding="utf-8")
    pygbag_page = page_for_runtime(template, "pygbag")
    assert 'id="site"' in pygbag_page and "%%SEVENS_PACKAGE_INDEX%%" in pygbag_page
    assert "sevensPyodide" not in pygbag_page and "<!--sevens:" not in pygbag_page
    pyodide_page = page_for_runtime(template, "pyodide")
    assert 'id="site"' not in pyodide_page and "%%SEVENS_PYODIDE_SETTINGS%%" in pyodide_page
    # The loading screen, failure messages, service worker and fitting are the same page.
    for shared in ("window.sevensLoader =", "window.sevensOffline =", "window.sevensFit =",
                   "The game runtime could not be loaded.", "window.sevensAnnounce ="):
        assert shared in pygbag_page and shared in pyodide_page, shared
    with pytest.raises(WebBuildError, match="no part for the other runtime"):
        page_for_runtime(template, "other")


def test_a_wheel_not_at_hand_names_the_command_that_brings_it(tmp_path: Path) -> None:
    missing = tmp_path / "no.whl"
    with pytest.raises(WebBuildError) as refused:
        build_web(tmp_path / "out", runtime="pyodide", wheel=missing)
    message = str(refused.value)
    assert "python -m sevens fetch-runtime build/runtime --wheel-only" in message
    assert str(missing) in message
    assert not (tmp_path / "out").exists()  # refused before anything was built


@needs_pieces
def test_a_wheel_with_other_bytes_is_refused(tmp_path: Path) -> None:
    other = tmp_path / WHEEL_NAME
    data = bytearray(WHEEL.read_bytes())
    data[-1] ^= 1
    other.write_bytes(bytes(data))
    assert "SHA-256 differs" in (wheel_problem(other) or "")
    with pytest.raises(WebBuildError, match="fetch-runtime"):
        check_pyodide_runtime(other)
    assert check_pyodide_runtime(WHEEL) == WHEEL


@needs_pieces
def test_pyodide_files_are_checked_against_their_pins(tmp_path: Path) -> None:
    copy = tmp_path / "node_modules" / "pyodide"
    copy.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name != "pyodide.asm.wasm":
            shutil.copyfile(PYODIDE_FOLDER / name, copy / name)
    (copy / "pyodide.mjs").write_text("export const tampered = 1;\n", encoding="utf-8")
    problems = pyodide_problems(copy)
    assert "pyodide.asm.wasm is missing" in problems
    assert any(problem.startswith("pyodide.mjs is ") for problem in problems), problems
    with pytest.raises(WebBuildError, match="npm ci"):
        check_pyodide_runtime(WHEEL, pyodide=copy)
    # A package-lock.json that pins another release is named too.
    (tmp_path / "package-lock.json").write_text(json.dumps(
        {"packages": {"node_modules/pyodide": {"version": "0.28.0", "integrity": "sha512-x"}}}))
    assert any("package-lock.json" in problem for problem in pyodide_problems(copy))
    assert pyodide_problems() == []  # the project's own is the pinned one


def test_the_command_line_refuses_wheel_without_pyodide(tmp_path: Path, capsys) -> None:
    import argparse

    from sevens.tools.webbuild import add_arguments

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    arguments = parser.parse_args(["--output", str(tmp_path / "out"), "--wheel", str(WHEEL)])
    assert run_build(arguments) == 1
    assert "--wheel goes with --runtime pyodide" in capsys.readouterr().err
    assert pyodide_runtime.default_wheel() == Path("build/runtime/cp312") / WHEEL_NAME
