"""``python -m sevens fetch-runtime``: a runtime mirror filled from a local stand-in server.

The stand-in (``http.server`` on 127.0.0.1, a port the system picks) serves small fake files
in pygbag's CDN layout, and each test pins those files itself, so the project's real pins
(pygame-web/cdn's blob ids) are never needed here. It can leave a file out (404), answer
500, send other bytes than the pinned ones, or break a transfer off half-way.
"""

from __future__ import annotations

import hashlib
import http.server
import io
import json
import os
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from sevens.tools import runtime_mirror
from sevens.tools.runtime_mirror import (
    PACKAGE_INDEX_FILE,
    RUNTIME_CORE_FILES,
    RUNTIME_PINS,
    FetchError,
    RuntimePin,
    fetch_runtime,
    git_blob_id,
    mirror_problems,
)

WHEEL = "cp312/pygame_ce-9.9.9-cp312-cp312-wasm32_bi_emscripten.whl"


def small_wheel() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as wheel:
        wheel.writestr("pygame/__init__.py", "# stand-in\n")
    return buffer.getvalue()


def stand_in_files() -> dict[str, bytes]:
    """The runtime in the CDN's layout, as small fake files (main.wasm a few kilobytes)."""
    files = {relative: f"stand-in {relative}\n".encode() for relative in RUNTIME_CORE_FILES}
    files["0.9.3/cpython312/main.wasm"] = b"\0asm" + bytes(range(256)) * 40
    files[PACKAGE_INDEX_FILE] = json.dumps(
        {"-CDN-": "https://cdn.example/", "pygame": "cp312/pygame_ce-9.9.9-<abi>-<abi>-<api>.whl"}
    ).encode()
    files[WHEEL] = small_wheel()
    return files


def blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def pins_for(files: dict[str, bytes]) -> dict[str, RuntimePin]:
    """Pins as the project keeps them: blob id always, size and SHA-256 for most files."""
    pins = {}
    for relative, data in files.items():
        if relative.endswith(("main.wasm", "main.data")):  # only listed in the CDN's tree
            pins[relative] = RuntimePin(blob_id(data))
        else:
            pins[relative] = RuntimePin(blob_id(data), len(data), hashlib.sha256(data).hexdigest())
    return pins


class StandIn:
    """What the server serves and how it misbehaves; it records each request."""

    def __init__(self) -> None:
        self.files = stand_in_files()
        self.missing: set[str] = set()
        self.failing: set[str] = set()
        self.cut_off: set[str] = set()
        self.requests: list[tuple[str, str | None]] = []


class Handler(http.server.BaseHTTPRequestHandler):
    stand_in: StandIn

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        relative = self.path.split("?", 1)[0].removeprefix("/cdn/")
        self.stand_in.requests.append((relative, self.headers.get("Range")))
        data = self.stand_in.files.get(relative)
        if relative in self.stand_in.failing:
            self.send_error(500, "stand-in failure")
            return
        if data is None or relative in self.stand_in.missing:
            self.send_error(404)
            return
        start = 0
        wanted = self.headers.get("Range")
        if wanted and wanted.startswith("bytes=") and wanted.endswith("-"):
            start = int(wanted[6:-1])
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
        else:
            self.send_response(200)
        body = data[start:]
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if relative in self.stand_in.cut_off:
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body)

    def log_message(self, format: str, *arguments: object) -> None:  # noqa: A002
        """Say nothing."""


@pytest.fixture
def stand_in() -> Iterator[tuple[StandIn, str]]:
    state = StandIn()
    handler = type("BoundHandler", (Handler,), {"stand_in": state})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state, f"http://127.0.0.1:{server.server_address[1]}/cdn/"
    finally:
        server.shutdown()
        server.server_close()


def test_a_complete_fetch_fills_a_mirror_that_build_web_accepts(
    stand_in: tuple[StandIn, str], tmp_path: Path
) -> None:
    state, url = stand_in
    progress = io.StringIO()
    fetched = fetch_runtime(tmp_path / "runtime", url, pins=pins_for(state.files), stream=progress)
    assert fetched == [*RUNTIME_CORE_FILES, WHEEL]
    for relative, data in state.files.items():
        assert (tmp_path / "runtime" / relative).read_bytes() == data, relative
    assert mirror_problems(tmp_path / "runtime") == []
    assert not list((tmp_path / "runtime").rglob("*.part"))
    lines = progress.getvalue().splitlines()
    assert len(lines) == 8 and lines[0].startswith("[1/8] 0.9.3/pythons.js")
    assert lines[-1].startswith(f"[8/8] {WHEEL}")
    # A rerun finds every file in place and asks the server for nothing.
    state.requests.clear()
    again = io.StringIO()
    fetch_runtime(tmp_path / "runtime", url, pins=pins_for(state.files), stream=again)
    assert state.requests == []
    assert again.getvalue().count("already there") == 8


def test_the_bundle_builds_from_the_fetched_mirror(
    stand_in: tuple[StandIn, str], tmp_path: Path
) -> None:
    pytest.importorskip("pygbag", reason="the web build needs the 'web' extra (pygbag)")
    from sevens.tools.webbuild import build_web

    state, url = stand_in
    fetch_runtime(tmp_path / "runtime", url, pins=pins_for(state.files))
    web = build_web(tmp_path / "out", runtime=tmp_path / "runtime", timeout=120)
    assert (web / "runtime" / WHEEL).read_bytes() == state.files[WHEEL]
    assert (web / "runtime" / "0.9.3/cpython312/main.wasm").is_file()


def test_wrong_bytes_are_refused_and_removed_naming_the_file(
    stand_in: tuple[StandIn, str], tmp_path: Path
) -> None:
    state, url = stand_in
    pins = pins_for(state.files)
    for relative in ("0.9.3/cpython312/main.wasm", "0.9.3/cpythonrc.py"):
        state.files[relative] = state.files[relative][:-1] + b"!"  # same size, other bytes
    with pytest.raises(FetchError) as failure:
        fetch_runtime(tmp_path / "runtime", url, pins=pins)
    message = str(failure.value)
    assert "0.9.3/cpythonrc.py" in message and "refused and removed" in message
    assert "SHA-256" in message and "\n" not in message
    assert not (tmp_path / "runtime" / "0.9.3/cpythonrc.py").exists()
    assert (tmp_path / "runtime" / "0.9.3/pythons.js").is_file()  # what matched stays
    # The blob id alone (no size, no SHA-256 pinned) catches main.wasm.
    state.files["0.9.3/cpythonrc.py"] = stand_in_files()["0.9.3/cpythonrc.py"]
    with pytest.raises(FetchError, match=r"main\.wasm: refused and removed, its git blob id"):
        fetch_runtime(tmp_path / "runtime", url, pins=pins)
    assert not (tmp_path / "runtime" / "0.9.3/cpython312/main.wasm").exists()


def test_a_damaged_file_already_in_the_mirror_is_replaced(
    stand_in: tuple[StandIn, str], tmp_path: Path
) -> None:
    state, url = stand_in
    pins = pins_for(state.files)
    fetch_runtime(tmp_path / "runtime", url, pins=pins)
    damaged = tmp_path / "runtime" / "0.9.3/pythons.js"
    damaged.write_bytes(b"tampered")
    state.requests.clear()
    fetch_runtime(tmp_path / "runtime", url, pins=pins)
    assert damaged.read_bytes() == state.files["0.9.3/pythons.js"]
    assert [relative for relative, _ in state.requests] == ["0.9.3/pythons.js"]


@pytest.mark.parametrize(
    ("trouble", "expected"),
    [("missing", "answered 404"), ("failing", "answered 500")],
)
def test_a_missing_file_or_a_server_error_names_the_file(
    stand_in: tuple[StandIn, str], tmp_path: Path, trouble: str, expected: str
) -> None:
    state, url = stand_in
    getattr(state, trouble).add("0.9.3/empty.ogg")
    with pytest.raises(FetchError) as failure:
        fetch_runtime(tmp_path / "runtime", url, pins=pins_for(state.files))
    message = str(failure.value)
    assert message.startswith("[3/8] 0.9.3/empty.ogg: ") and expected in message
    assert not (tmp_path / "runtime" / "0.9.3/empty.ogg").exists()
    assert not (tmp_path / "runtime" / "0.9.3/empty.ogg.part").exists()


def test_an_interrupted_transfer_is_refused_and_a_rerun_fetches_the_rest(
    stand_in: tuple[StandIn, str], tmp_path: Path
) -> None:
    state, url = stand_in
    pins = pins_for(state.files)
    wasm = "0.9.3/cpython312/main.wasm"
    state.cut_off.add(wasm)
    with pytest.raises(FetchError) as failure:
        fetch_runtime(tmp_path / "runtime", url, pins=pins)
    assert wasm in str(failure.value) and "broke off" in str(failure.value)
    assert not (tmp_path / "runtime" / wasm).exists(), "no half file takes the file's place"
    partial = tmp_path / "runtime" / (wasm + ".part")
    half = len(state.files[wasm]) // 2
    assert partial.stat().st_size == half
    # The rerun skips what is in place and asks only for the bytes it lacks.
    state.cut_off.clear()
    state.requests.clear()
    fetch_runtime(tmp_path / "runtime", url, pins=pins)
    asked = dict(state.requests)
    assert "0.9.3/pythons.js" not in asked
    assert asked[wasm] == f"bytes={half}-"
    assert (tmp_path / "runtime" / wasm).read_bytes() == state.files[wasm]
    assert not partial.exists()


def test_an_index_naming_an_unpinned_wheel_is_refused(
    stand_in: tuple[StandIn, str], tmp_path: Path
) -> None:
    state, url = stand_in
    pins = pins_for(state.files)
    del pins[WHEEL]
    with pytest.raises(FetchError, match=r"\[8/8\] cp312/pygame_ce-9\.9\.9.*no pin"):
        fetch_runtime(tmp_path / "runtime", url, pins=pins)


def test_the_command_line_reports_in_one_line(
    stand_in: tuple[StandIn, str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from sevens.app.cli import main

    state, url = stand_in
    monkeypatch.setattr(runtime_mirror, "RUNTIME_PINS", pins_for(state.files))
    state.files[PACKAGE_INDEX_FILE] = b"{not json"
    status = main(["fetch-runtime", str(tmp_path / "runtime"), "--cdn", url])
    error = capsys.readouterr().err.strip().splitlines()
    assert status == 1
    assert error[-1].startswith("fetch-runtime: [7/8] index-0.9.3-cp312.json: refused")
    state.files[PACKAGE_INDEX_FILE] = stand_in_files()[PACKAGE_INDEX_FILE]
    assert main(["fetch-runtime", str(tmp_path / "runtime"), "--cdn", url + "0.9.3/"]) == 0
    output = capsys.readouterr().out
    assert "build-web --runtime" in output and "8 files" in output


def test_the_project_pins_every_file_the_game_needs() -> None:
    for relative in RUNTIME_CORE_FILES:
        pin = RUNTIME_PINS[relative]
        assert len(pin.blob) == 40 and int(pin.blob, 16) >= 0
    wheels = [relative for relative in RUNTIME_PINS if relative.endswith(".whl")]
    assert wheels == ["cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"]
    # The wheel the tests run the real game with is the pinned one, byte for byte.
    beside = Path(__file__).resolve().parents[2] / "shared" / "wasm"
    folder = os.environ.get("SEVENS_WASM_FOLDER") or beside
    fixture = Path(folder) / Path(wheels[0]).name
    if fixture.is_file():
        pin = RUNTIME_PINS[wheels[0]]
        assert git_blob_id(fixture) == pin.blob
        assert hashlib.sha256(fixture.read_bytes()).hexdigest() == pin.sha256


def test_wheel_only_fetches_the_index_and_the_wheel_alone(
    stand_in: tuple[StandIn, str], tmp_path: Path
) -> None:
    # Issue 46: build-web --runtime pyodide bundles only the wheel of pygbag's runtime.
    state, url = stand_in
    fetched = fetch_runtime(tmp_path / "runtime", url, pins=pins_for(state.files),
                            wheel_only=True)
    assert fetched == [PACKAGE_INDEX_FILE, WHEEL]
    assert {relative for relative, _ in state.requests} == {PACKAGE_INDEX_FILE, WHEEL}
    assert (tmp_path / "runtime" / WHEEL).read_bytes() == state.files[WHEEL]
