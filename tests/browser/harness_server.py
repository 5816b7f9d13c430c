"""A static server for the browser tests that play the real game on the page that ships.

``python tests/browser/harness_server.py BUNDLE_FOLDER [PORT]`` serves a built ``build/web``
folder at the root of 127.0.0.1:PORT. :func:`play` builds it with ``--runtime pyodide``
(issue 46), so its ``index.html`` boots the game on its own bundled Pyodide and pygame-ce's
WebAssembly wheel (``../shared/wasm`` beside the project, or the folder
``$SEVENS_WASM_FOLDER`` names); tests/browser/real_page_probe.js gives the drivers their
handles on it.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
#: ``../shared/wasm`` beside the project (as CI lays it out); SEVENS_WASM_FOLDER overrides it.
WASM_FOLDER = Path(os.environ.get("SEVENS_WASM_FOLDER") or REPO.parent / "shared" / "wasm")
PYODIDE_FOLDER = REPO / "node_modules" / "pyodide"
CHROMIUM = Path(os.environ.get("SEVENS_CHROMIUM", "/usr/bin/chromium"))
NODE = shutil.which("node")
#: pygame-ce's WebAssembly wheel, the one pygbag 0.9.3's runtime installs.
WHEEL = WASM_FOLDER / "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"


def missing() -> str:
    """What the real game in Chromium lacks on this machine ("" when nothing): node,
    Chromium, the wheel or the pyodide npm package."""
    if NODE is None:
        return "node is not installed"
    if not CHROMIUM.exists():
        return f"no Chromium at {CHROMIUM}"
    if not WHEEL.is_file():
        return f"no pygame-ce WebAssembly wheel at {WHEEL}"
    if not PYODIDE_FOLDER.is_dir():
        return "the pyodide npm package is missing (npm ci)"
    return ""


def real_game_marks() -> list:
    """The marks of a test module that plays the real game in Chromium: skipped where
    :func:`missing` names what this machine lacks, unless ``$SEVENS_REQUIRE_WASM`` asks for
    a failure instead (as CI does)."""
    import pytest  # the tests' helper; the server itself runs without pytest

    lacking = missing()
    required = bool(os.environ.get("SEVENS_REQUIRE_WASM"))
    return [pytest.mark.skipif(bool(lacking) and not required, reason=lacking or "ready")]


#: The variable naming a folder that every process of one test run shares (tests/conftest.py
#: makes it): :func:`built_bundle` builds the web bundle there once a run, for every worker.
SHARED_VARIABLE = "SEVENS_TEST_SHARED_FOLDER"
#: The web bundle this process found or built, reused by its next browser test file (the pages
#: only read it; each file still gets its own server and browser).
_BUILT: list[Path] = []


def built_bundle(build_folder: Path) -> Path:
    """The web bundle (``--runtime pyodide``): built once a run into the run's shared folder
    (the first worker to ask builds it while the others wait on a lock), or into
    ``build_folder`` when there is no shared folder (this file run by hand)."""
    from sevens.tools.webbuild import build_web

    if _BUILT and (_BUILT[0] / "index.html").is_file():
        return _BUILT[0]
    shared = os.environ.get(SHARED_VARIABLE)
    if not shared:
        _BUILT[:] = [build_web(build_folder, timeout=120, runtime="pyodide", wheel=WHEEL)]
        return _BUILT[0]
    output = Path(shared) / "pyodide-bundle"
    with open(Path(shared) / "pyodide-bundle.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        finished = output / "built"  # written last: a failed build is made again
        if not finished.is_file():
            web = build_web(output, timeout=120, runtime="pyodide", wheel=WHEEL)
            finished.write_text(str(web))
        _BUILT[:] = [Path(finished.read_text())]
    return _BUILT[0]


def play(build_folder: Path, driver: Path, arguments: list[str], timeout: float) -> dict:
    """Build the web bundle (:func:`built_bundle`: once a run), serve it with the harness, run
    the node ``driver`` on it (``--site URL`` then ``arguments``) and return the report it
    prints as JSON (failing, with its words, when it fails or reports an error). The browser
    tests' fixtures all start this way."""
    import pytest

    assert not missing(), missing()
    pytest.importorskip("pygbag", reason="the web build needs the 'web' extra (pygbag)")
    bundle = built_bundle(build_folder)
    server, url = serve(bundle)
    try:
        completed = subprocess.run([str(NODE), str(driver), "--site", url, *arguments],
                                   cwd=REPO, capture_output=True, text=True, timeout=timeout,
                                   check=False)
    finally:
        server.shutdown()
        server.server_close()
    assert completed.returncode == 0, completed.stderr[-3000:]
    output = completed.stdout.strip()
    try:
        observed = json.loads(output)
    except ValueError:  # words before the report: the report is its last line
        observed = json.loads(output.splitlines()[-1])
    assert "error" not in observed, observed["error"]
    return observed


class Handler(http.server.SimpleHTTPRequestHandler):
    """Maps the URL folders onto their places on disk; quiet."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".whl": "application/octet-stream",
        ".gz": "application/octet-stream",
    }

    def __init__(self, *arguments, folders: dict[str, Path], **options) -> None:
        self.folders = folders
        super().__init__(*arguments, **options)

    def translate_path(self, path: str) -> str:
        """The file for ``path``, or a path that does not exist."""
        clean = path.split("?", 1)[0].split("#", 1)[0]
        for prefix, folder in self.folders.items():
            if clean.startswith(prefix):
                relative = Path(clean[len(prefix) :])
                if ".." in relative.parts:
                    break
                return str(folder / relative)
        return str(HERE / "no-such-file")

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *arguments: object) -> None:  # noqa: A002
        """Say nothing."""


def serve(bundle: Path, port: int = 0) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start the server in a thread; return it and its base URL."""
    folders = {"/": Path(bundle)}
    handler = functools.partial(Handler, folders=folders)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


if __name__ == "__main__":
    running, url = serve(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 0)
    print(url, flush=True)
    threading.Event().wait()
