"""pygbag's browser runtime, held locally: what a mirror holds, checking one, filling one.

``python -m sevens fetch-runtime DIR [--cdn URL]`` (or :func:`fetch_runtime`) downloads the
files of pygbag 0.9.3's runtime that the game needs into ``DIR``, laid out as pygbag's CDN
lays them out::

    DIR/0.9.3/pythons.js, cpythonrc.py, empty.ogg      the runtime's loader
    DIR/0.9.3/cpython312/main.js, main.wasm, main.data  CPython 3.12 in WebAssembly
    DIR/index-0.9.3-cp312.json                          the package index
    DIR/cp312/pygame_ce-….whl                           the pygame-ce wheel the index names

Each file is checked against a pin in :data:`RUNTIME_PINS` before it takes its place: its
size, its SHA-256 where the project had the bytes at hand, and always its git blob id (the
CDN is served from the public repository pygame-web/cdn, whose tree lists a blob id for every
file, also for the ones too large to fetch here): SHA-1 over ``blob <size>\\0`` and the bytes.
A file that does not match is removed and named; a transfer cut short stays as ``NAME.part``
and the next run asks the server for the rest. Files already in place and matching are kept,
so a rerun resumes. ``python -m sevens build-web --runtime DIR`` then makes a bundle that
needs nothing but its own host; :func:`mirror_problems` is the check it runs on a mirror.
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import json
import sys
import time
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO

__all__ = [
    "DEFAULT_CDN_ROOT",
    "PACKAGE_INDEX_FILE",
    "PYGBAG_VERSION",
    "RUNTIME_CORE_FILES",
    "RUNTIME_PINS",
    "FetchError",
    "RuntimePin",
    "add_arguments",
    "fetch_runtime",
    "git_blob_id",
    "mirror_problems",
    "missing_runtime_files",
    "run",
    "runtime_files",
    "wheel_for",
]

#: The pygbag release the page template is written for (its runtime's loader API).
PYGBAG_VERSION = "0.9.3"
#: The CPython version of the browser runtime (pygbag 0.9.3 serves 3.12 by default).
RUNTIME_PYTHON = "3.12"
RUNTIME_ABI = f"cp{RUNTIME_PYTHON.replace('.', '')}"
#: What the runtime substitutes for ``<api>`` in its package index.
RUNTIME_API = "wasm32_bi_emscripten"
#: The package-index file pygbag 0.9.3 reads for CPython 3.12 (``PYGPI`` + this name).
PACKAGE_INDEX_FILE = f"index-{PYGBAG_VERSION}-{RUNTIME_ABI}.json"
#: The runtime files, relative to the mirror, that the page loads besides the wheels.
RUNTIME_CORE_FILES = (
    f"{PYGBAG_VERSION}/pythons.js",
    f"{PYGBAG_VERSION}/cpythonrc.py",
    f"{PYGBAG_VERSION}/empty.ogg",
    f"{PYGBAG_VERSION}/cpython{RUNTIME_ABI[2:]}/main.js",
    f"{PYGBAG_VERSION}/cpython{RUNTIME_ABI[2:]}/main.wasm",
    f"{PYGBAG_VERSION}/cpython{RUNTIME_ABI[2:]}/main.data",
    PACKAGE_INDEX_FILE,
)
#: The packages the game needs from the index (pygbag's import name for pygame-ce).
RUNTIME_PACKAGES = ("pygame",)
#: pygbag's public CDN: the folder that holds ``0.9.3/`` and the package index.
DEFAULT_CDN_ROOT = "https://pygame-web.github.io/cdn/"
#: Seconds a silent connection may last before the download is called stuck.
NETWORK_TIMEOUT_SECONDS = 30.0
CHUNK_BYTES = 64 * 1024


@dataclass(frozen=True)
class RuntimePin:
    """What one runtime file must be: git blob id, and size and SHA-256 where known."""

    blob: str
    size: int | None = None
    sha256: str | None = None


#: The pins, from pygame-web/cdn at commit 5f40e45 ("optim wheels", 2026-03-01): blob ids and
#: sizes from ``git ls-tree -r -l HEAD``; SHA-256 of the bytes the repository had at hand
#: (main.wasm and main.data are only listed there, so their blob id is their pin).
#: How to refresh them for a new pygbag: README, "Hosting the browser game yourself".
RUNTIME_PINS: dict[str, RuntimePin] = {
    "0.9.3/pythons.js": RuntimePin(
        "6786bca2a234ee898fa67744ba5f8649803ce078", 73584,
        "92fbcbfbb0603ab4fdc604b4fb8951c042040de27cc290742feaa1c3e505332a"),
    "0.9.3/cpythonrc.py": RuntimePin(
        "4606a9e84554fb82f17adb1a2cfd0b20c067ee52", 50426,
        "4ed118ded521641afbd8a717ba0d5625bda0b6aace00ca6c1ac623f21f5adfdb"),
    "0.9.3/empty.ogg": RuntimePin(
        "4a7a0b5c4b6af6d4573f4969f15eb59fdf1f2be3", 4035,
        "884c20d864222b845aa78fb078ec370f4ddaa203cd92ace28440ed7733403b40"),
    "0.9.3/cpython312/main.js": RuntimePin(
        "0c2227cc30f57631eee127c4c3fbb9ab97b27205", 849923,
        "70efa7f3b0112f4912eac43637eae5bde805fba9fe8bb9619aa0bb3a48095bb8"),
    "0.9.3/cpython312/main.wasm": RuntimePin("4163f6678c272b10ee912c659e0a0a1cf9970187"),
    "0.9.3/cpython312/main.data": RuntimePin("903b24220fa0fbc3cdbda230a7f0a8785f541b5f"),
    "index-0.9.3-cp312.json": RuntimePin(
        "857d1acb787795527caaee67eca4c3dc8a17f7c7", 1109,
        "e4bfac8f1ed01b62e3110139e20d574565caa8e80492adcb92a146376f86bbeb"),
    "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl": RuntimePin(
        "45d6509244b0175f35291f12fe019d239226dd30", 1532907,
        "9c6aa80480c7f199dd024639fc1e1f6b4a5c5c6a7a888b11110ad17b35abdd27"),
}


class FetchError(RuntimeError):
    """The runtime could not be fetched; the one-line message names the file and why."""


# --- what a mirror holds ----------------------------------------------------------------


def wheel_for(entry: str) -> str:
    """The wheel path a package-index entry names, ``<abi>``/``<api>`` filled in."""
    wheel = entry.split("#", 1)[0].replace("<abi>", RUNTIME_ABI).replace("<api>", RUNTIME_API)
    return wheel.lstrip("/")


def _read_index(path: Path) -> tuple[dict | None, str | None]:
    """The package index at ``path`` and None, or None and what is wrong with it."""
    try:
        index = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None, f"{PACKAGE_INDEX_FILE} is missing"
    except (OSError, UnicodeDecodeError) as error:
        return None, f"{PACKAGE_INDEX_FILE} cannot be read ({error})"
    except ValueError as error:
        return None, f"{PACKAGE_INDEX_FILE} is not JSON ({error})"
    if not isinstance(index, dict):
        return None, f"{PACKAGE_INDEX_FILE} is not a JSON object of package names"
    return index, None


def runtime_files(mirror: Path) -> list[str]:
    """The files of a runtime mirror the bundled page loads, relative to ``mirror``.

    The core files of pygbag's runtime plus, for each package the game needs, the wheel
    its package index names (when the index is there to be read).
    """
    needed = list(RUNTIME_CORE_FILES)
    index, _ = _read_index(Path(mirror) / PACKAGE_INDEX_FILE)
    if index is None:
        return needed
    for package in RUNTIME_PACKAGES:
        entry = index.get(package)
        if isinstance(entry, str) and entry.strip():
            needed.append(wheel_for(entry))
        else:
            needed.append(f"{PACKAGE_INDEX_FILE} (an entry for '{package}')")
    return needed


def missing_runtime_files(mirror: Path) -> list[str]:
    """The files :func:`runtime_files` names that ``mirror`` lacks (empty when complete)."""
    mirror = Path(mirror)
    missing = []
    for relative in runtime_files(mirror):
        path = mirror / relative
        if " (" in relative or ".." in Path(relative).parts or not path.is_file():
            missing.append(relative)
    return missing


def mirror_problems(mirror: Path) -> list[str]:
    """What keeps ``mirror`` from serving the game, one short sentence naming the file each.

    Missing files, a package index that is not JSON or names no pygame-ce wheel, a wheel
    that is not a zip archive. Empty when the mirror is usable.
    """
    mirror = Path(mirror)
    problems = []
    for relative in RUNTIME_CORE_FILES:
        if relative != PACKAGE_INDEX_FILE and not (mirror / relative).is_file():
            problems.append(f"{relative} is missing")
    index, index_problem = _read_index(mirror / PACKAGE_INDEX_FILE)
    if index_problem:
        problems.append(index_problem)
        return problems
    assert index is not None
    for package in RUNTIME_PACKAGES:
        entry = index.get(package)
        if not (isinstance(entry, str) and entry.strip()):
            problems.append(f"{PACKAGE_INDEX_FILE} has no entry for '{package}'")
            continue
        wheel = wheel_for(entry)
        path = mirror / wheel
        if ".." in Path(wheel).parts or Path(wheel).is_absolute():
            problems.append(f"{PACKAGE_INDEX_FILE} names '{wheel}' outside the mirror")
        elif not path.is_file():
            problems.append(f"{wheel} is missing (the wheel {PACKAGE_INDEX_FILE} names)")
        elif not zipfile.is_zipfile(path):
            problems.append(f"{wheel} is not a zip archive, as a wheel must be")
    return problems


# --- checking bytes against a pin ---------------------------------------------------------


def git_blob_id(path: Path) -> str:
    """Git's id of the file's bytes: SHA-1 over ``blob <size>\\0`` followed by the bytes."""
    digest = hashlib.sha1(f"blob {path.stat().st_size}\0".encode())  # noqa: S324 - git's id
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(CHUNK_BYTES), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(CHUNK_BYTES), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _mismatch(path: Path, pin: RuntimePin) -> str | None:
    """Why the file at ``path`` is not the pinned one, or None when it is."""
    size = path.stat().st_size
    if pin.size is not None and size != pin.size:
        return f"{size:,} bytes where {pin.size:,} are pinned"
    if pin.sha256 is not None and _sha256(path) != pin.sha256:
        return "its SHA-256 differs from the pinned one"
    if git_blob_id(path) != pin.blob:
        return "its git blob id differs from the pinned one"
    return None


# --- fetching ---------------------------------------------------------------------------


def _normalise_root(cdn: str) -> str:
    """The CDN root with one trailing slash; a versioned folder (``…/0.9.3/``) is climbed."""
    root = cdn.strip()
    if not root.startswith(("http://", "https://")):
        raise FetchError(f"--cdn {cdn!r} is not an http(s) address")
    root = root.rstrip("/") + "/"
    if root.endswith(f"/{PYGBAG_VERSION}/"):
        root = root[: -len(PYGBAG_VERSION) - 1]
    return root


class _Progress:
    """One line on a stream, rewritten in place on a terminal, at most every 0.2 s."""

    def __init__(self, stream: IO[str] | None) -> None:
        self.stream = stream
        self.live = bool(stream is not None and getattr(stream, "isatty", lambda: False)())
        self.shown_at = 0.0
        self.width = 0

    def show(self, line: str, final: bool = False) -> None:
        if self.stream is None:
            return
        now = time.monotonic()
        if self.live:
            if not final and now - self.shown_at < 0.2:
                return
            self.shown_at = now
            self.stream.write("\r" + line.ljust(self.width) + ("\n" if final else ""))
            self.width = 0 if final else len(line)
        elif final:
            self.stream.write(line + "\n")
        self.stream.flush()


def _megabytes(count: int) -> str:
    return f"{count / 1_000_000:.1f} MB"


def _download(
    url: str, target: Path, label: str, progress: _Progress, opener: Callable[..., IO[bytes]]
) -> None:
    """Fetch ``url`` into ``target`` (through ``target.part``, resumed when one is there)."""
    partial = target.with_name(target.name + ".part")
    have = partial.stat().st_size if partial.is_file() else 0
    request = urllib.request.Request(url, headers={"User-Agent": "sevens-fetch-runtime"})
    if have:
        request.add_header("Range", f"bytes={have}-")
    try:
        response = opener(request, timeout=NETWORK_TIMEOUT_SECONDS)
    except urllib.error.HTTPError as error:
        if error.code == 416 and have:  # the part already holds every byte
            partial.replace(target)
            return
        raise FetchError(
            f"{label}: the server answered {error.code} {error.reason} for {url}"
        ) from None
    except (urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise FetchError(f"{label}: could not reach {url} ({reason})") from None
    with response:
        status = getattr(response, "status", 200)
        if status != 206:
            have = 0  # the server sent the whole file again
        length = response.headers.get("Content-Length")
        total = have + int(length) if length and length.isdigit() else None
        received = have
        try:
            with partial.open("ab" if have else "wb") as handle:
                for chunk in iter(lambda: response.read(CHUNK_BYTES), b""):
                    handle.write(chunk)
                    received += len(chunk)
                    shown = f" of {_megabytes(total)}" if total else ""
                    progress.show(f"{label}  {_megabytes(received)}{shown}")
        except (OSError, ValueError, http.client.HTTPException) as error:  # cut mid-file
            raise FetchError(
                f"{label}: the transfer broke off after {received:,} bytes ({error}); "
                "run again to fetch the rest"
            ) from None
    if total is not None and received < total:
        raise FetchError(
            f"{label}: the transfer broke off after {received:,} of {total:,} bytes; "
            "run again to fetch the rest"
        )
    partial.replace(target)


def _fetch_one(
    root: str,
    destination: Path,
    relative: str,
    pins: Mapping[str, RuntimePin],
    label: str,
    progress: _Progress,
    opener: Callable[..., IO[bytes]],
) -> str:
    """Put the pinned file ``relative`` in place under ``destination``; say what was done."""
    pin = pins.get(relative)
    if pin is None:
        raise FetchError(f"{label}: no pin for {relative}; refresh the pins (see the README)")
    target = destination / relative
    if target.is_file() and _mismatch(target, pin) is None:
        return "already there"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)
    _download(root + relative, target, label, progress, opener)
    problem = _mismatch(target, pin)
    if problem is not None:
        target.unlink(missing_ok=True)
        raise FetchError(f"{label}: refused and removed, {problem}")
    return _megabytes(target.stat().st_size)


def fetch_runtime(
    destination: Path,
    cdn: str = DEFAULT_CDN_ROOT,
    *,
    pins: Mapping[str, RuntimePin] | None = None,
    stream: IO[str] | None = None,
    opener: Callable[..., IO[bytes]] = urllib.request.urlopen,
    wheel_only: bool = False,
) -> list[str]:
    """Fill ``destination`` with the pinned runtime files from ``cdn``; return their paths.

    ``cdn`` is the CDN's root folder (the one holding ``0.9.3/`` and the package index).
    ``pins`` replaces :data:`RUNTIME_PINS` (tests pin their own small files). ``stream``
    receives the progress line. Files already in place and matching their pin are kept.
    ``wheel_only`` fetches only the package index and the pygame-ce wheel it names (what
    ``build-web --runtime pyodide`` bundles beside Pyodide).

    Raises:
        FetchError: a file missing on the server, a server error, a transfer cut short, or
            bytes that do not match their pin (the file is removed); one line names the file.
    """
    pins = RUNTIME_PINS if pins is None else pins
    root = _normalise_root(cdn)
    destination = Path(destination)
    if destination.exists() and not destination.is_dir():
        raise FetchError(f"{destination} is not a folder")
    destination.mkdir(parents=True, exist_ok=True)
    progress = _Progress(stream)
    wanted = [PACKAGE_INDEX_FILE] if wheel_only else list(RUNTIME_CORE_FILES)
    total = len(wanted) + len(RUNTIME_PACKAGES)
    done: list[str] = []
    for relative in wanted:
        label = f"[{len(done) + 1}/{total}] {relative}"
        outcome = _fetch_one(root, destination, relative, pins, label, progress, opener)
        progress.show(f"{label}  {outcome}", final=True)
        done.append(relative)
    index, problem = _read_index(destination / PACKAGE_INDEX_FILE)
    if problem:
        raise FetchError(problem)
    assert index is not None
    for package in RUNTIME_PACKAGES:
        entry = index.get(package)
        if not (isinstance(entry, str) and entry.strip()):
            raise FetchError(f"{PACKAGE_INDEX_FILE} has no entry for '{package}'")
        wheel = wheel_for(entry)
        label = f"[{len(done) + 1}/{total}] {wheel}"
        outcome = _fetch_one(root, destination, wheel, pins, label, progress, opener)
        progress.show(f"{label}  {outcome}", final=True)
        done.append(wheel)
    return done


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``fetch-runtime`` arguments to ``parser`` (a subcommand's parser)."""
    parser.add_argument("folder", metavar="DIR", type=Path,
                        help="where the runtime goes (created; files already there are kept)")
    parser.add_argument("--cdn", metavar="URL", default=DEFAULT_CDN_ROOT,
                        help=f"the CDN or mirror to fetch from (default: {DEFAULT_CDN_ROOT})")
    parser.add_argument("--wheel-only", action="store_true",
                        help="only the package index and the pygame-ce wheel (what "
                        "build-web --runtime pyodide bundles)")


def run(args: argparse.Namespace) -> int:
    """Carry out ``fetch-runtime`` with parsed ``args``; return an exit code."""
    try:
        files = fetch_runtime(args.folder, args.cdn, stream=sys.stderr,
                              wheel_only=getattr(args, "wheel_only", False))
    except FetchError as error:
        print(f"fetch-runtime: {error}", file=sys.stderr)
        return 1
    size = sum((args.folder / relative).stat().st_size for relative in files)
    print(f"Fetched pygbag {PYGBAG_VERSION}'s runtime into {args.folder} "
          f"({len(files)} files, {_megabytes(size)}), every file matching its pin.")
    if getattr(args, "wheel_only", False):
        print(f"Build the Pyodide bundle with it: python -m sevens build-web --runtime pyodide "
              f"--wheel {args.folder / files[-1]}")
        return 0
    print(f"Build a bundle that needs no other server: "
          f"python -m sevens build-web --runtime {args.folder}")
    return 0
