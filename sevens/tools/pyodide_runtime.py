"""The self-contained browser runtime: Pyodide from its pinned npm package, and pygame-ce.

``python -m sevens build-web --runtime pyodide [--wheel FILE]`` bundles, beside the page and
the game archive::

    build/web/runtime/pyodide/pyodide.mjs, pyodide.asm.js, pyodide.asm.wasm,
                              python_stdlib.zip, pyodide-lock.json
                                        CPython 3.12 in WebAssembly (Pyodide 0.27.7, from
                                        node_modules/pyodide, which ``npm ci`` fills from the
                                        registry with package-lock.json's integrity hash)
    build/web/runtime/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl
                                        pygame-ce's WebAssembly wheel, the one pygbag's
                                        runtime installs (fetch-runtime's pin)

Each file is checked against its pin here (size and SHA-256) before it is copied, so a page
never ships with other bytes than the ones the project tested; a piece that is missing or
differs is named with the one command that brings the pinned one. When the page plays, it
asks nothing of any other host.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from sevens.tools.runtime_mirror import (
    RUNTIME_ABI,
    RUNTIME_API,
    RUNTIME_PINS,
    git_blob_id,
)
from sevens.tools.web_staging import SOURCE_ROOT, WebBuildError

__all__ = [
    "PYODIDE_FILES",
    "PYODIDE_FOLDER",
    "PYODIDE_VERSION",
    "WHEEL_NAME",
    "FilePin",
    "check_pyodide_runtime",
    "copy_pyodide_runtime",
    "default_wheel",
    "page_settings",
    "pyodide_problems",
    "wheel_problem",
]

#: The Pyodide release the page is written for (package.json and package-lock.json pin it).
PYODIDE_VERSION = "0.27.7"
#: npm's integrity hash of that release's package (package-lock.json names the same one).
PYODIDE_INTEGRITY = (
    "sha512-RUSVJlhQdfWfgO9hVHCiXoG+nVZQRS5D9FzgpLJ/VcgGBLSAKoPL8kTiOikxbHQm1kRISeWUBdulEgO26qpSRA=="
)
#: Where ``npm ci`` puts the package.
PYODIDE_FOLDER = SOURCE_ROOT / "node_modules" / "pyodide"
#: The folder ``fetch-runtime`` fills by default, where the build looks for the wheel.
DEFAULT_RUNTIME_MIRROR = Path("build") / "runtime"
#: The pygame-ce wheel pygbag 0.9.3's runtime installs (its package index names it).
WHEEL_NAME = f"pygame_ce-2.5.7.dev1-{RUNTIME_ABI}-{RUNTIME_ABI}-{RUNTIME_API}.whl"
WHEEL_PIN_KEY = f"{RUNTIME_ABI}/{WHEEL_NAME}"
#: Inside the bundle: the runtime's folder, Pyodide's files under it, the wheel beside them.
BUNDLE_FOLDER = "runtime"
PYODIDE_SUBFOLDER = "pyodide"


@dataclass(frozen=True)
class FilePin:
    """What one file of the npm package must be: its size and SHA-256."""

    size: int
    sha256: str


#: The files of Pyodide 0.27.7's npm package the page loads, with their pins (read from the
#: package npm installed against PYODIDE_INTEGRITY).
PYODIDE_FILES: dict[str, FilePin] = {
    "pyodide.mjs": FilePin(
        13931, "04c052c815abb0bf2981fa38c2dfa58e3120ee5288c956df2b2a15e301782c5f"),
    "pyodide.asm.js": FilePin(
        1255688, "6b4c90de5b7172873f04f21884d0e9d2274e305fe32116558fe3e4fbe3618d51"),
    "pyodide.asm.wasm": FilePin(
        10105545, "a50dd1843f805a0b7c45b61037ee0d7b26dfe85efe0e18ef95a34ad24e401f5f"),
    "python_stdlib.zip": FilePin(
        2360737, "16611534726e5d8ac2bd8f926410b2dcb8d6f49aa24913463533b457a2115c16"),
    "pyodide-lock.json": FilePin(
        112205, "9c45b916001a750f4102fc287494f3eab215909c7535c626a20db80fd6333e2c"),
}

NPM_COMMAND = "npm ci"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 16), b""):
            digest.update(chunk)
    return digest.hexdigest()


def pyodide_problems(folder: Path = PYODIDE_FOLDER, lock_file: Path | None = None) -> list[str]:
    """What keeps ``folder`` (an installed ``pyodide`` npm package) from being bundled, one
    short sentence per file; empty when every file matches its pin.

    ``lock_file`` is the project's package-lock.json (default: beside node_modules); when it
    is there it must pin the same release and integrity hash as this module.
    """
    folder = Path(folder)
    problems = []
    lock_file = lock_file if lock_file is not None else folder.parent.parent / "package-lock.json"
    if lock_file.is_file():
        try:
            entry = json.loads(lock_file.read_text(encoding="utf-8"))["packages"][
                "node_modules/pyodide"]
        except (ValueError, KeyError, TypeError):
            entry = {}
        if (entry.get("version"), entry.get("integrity")) != (PYODIDE_VERSION, PYODIDE_INTEGRITY):
            problems.append(
                f"{lock_file.name} pins pyodide {entry.get('version')!r}, not {PYODIDE_VERSION} "
                "with this build's integrity hash")
    if not folder.is_dir():
        return [*problems, f"{folder} is missing"]
    for name, pin in PYODIDE_FILES.items():
        path = folder / name
        if not path.is_file():
            problems.append(f"{name} is missing")
        elif (size := path.stat().st_size) != pin.size:
            problems.append(f"{name} is {size:,} bytes where {pin.size:,} are pinned")
        elif _sha256(path) != pin.sha256:
            problems.append(f"{name}: its SHA-256 differs from the pinned one")
    return problems


def default_wheel(mirror: Path = DEFAULT_RUNTIME_MIRROR) -> Path:
    """Where ``fetch-runtime`` keeps the pygame-ce wheel in ``mirror`` (its CDN layout)."""
    return Path(mirror) / RUNTIME_ABI / WHEEL_NAME


def wheel_problem(path: Path) -> str | None:
    """Why the file at ``path`` is not the pinned pygame-ce wheel, or None when it is."""
    pin = RUNTIME_PINS[WHEEL_PIN_KEY]
    path = Path(path)
    if not path.is_file():
        return f"{path} is missing"
    size = path.stat().st_size
    if pin.size is not None and size != pin.size:
        return f"{path} is {size:,} bytes where {pin.size:,} are pinned"
    if pin.sha256 is not None and _sha256(path) != pin.sha256:
        return f"{path}: its SHA-256 differs from the pinned one"
    if git_blob_id(path) != pin.blob:
        return f"{path}: its git blob id differs from the pinned one"
    return None


def check_pyodide_runtime(wheel: Path | None = None, pyodide: Path = PYODIDE_FOLDER) -> Path:
    """Check Pyodide's files and the pygame-ce wheel (``wheel``, default the one
    ``fetch-runtime`` keeps) against their pins; return the wheel's path.

    Raises:
        WebBuildError: a file missing or not the pinned one; the message names the one
            command that brings the pinned file (``npm ci``, ``python -m sevens fetch-runtime``).
    """
    problems = pyodide_problems(pyodide)
    if problems:
        raise WebBuildError(
            f"Pyodide {PYODIDE_VERSION} cannot be bundled from {pyodide}: {'; '.join(problems)}. "
            f"Bring the pinned package with: {NPM_COMMAND}"
        )
    wheel = Path(wheel) if wheel is not None else default_wheel()
    problem = wheel_problem(wheel)
    if problem is not None:
        raise WebBuildError(
            f"The pygame-ce wheel cannot be bundled: {problem}. Bring the pinned one with: "
            f"python -m sevens fetch-runtime {DEFAULT_RUNTIME_MIRROR} --wheel-only "
            "(or give --wheel FILE)"
        )
    return wheel


def page_settings() -> dict[str, object]:
    """What the page's loader needs to know of the bundled runtime: where Pyodide's files
    and the wheel are (relative to the page) and how many bytes the page fetches of them (its
    progress; the two scripts come through ``import()``, which it does not count)."""
    fetched = [name for name in PYODIDE_FILES if not name.endswith((".js", ".mjs"))]
    return {
        "pyodide": f"{BUNDLE_FOLDER}/{PYODIDE_SUBFOLDER}/",
        "wheel": f"{BUNDLE_FOLDER}/{WHEEL_NAME}",
        "version": PYODIDE_VERSION,
        "bytes": sum(PYODIDE_FILES[name].size for name in fetched)
        + (RUNTIME_PINS[WHEEL_PIN_KEY].size or 0),
    }


def copy_pyodide_runtime(web_folder: Path, wheel: Path, pyodide: Path = PYODIDE_FOLDER) -> None:
    """Copy Pyodide's files and the wheel (checked by :func:`check_pyodide_runtime`) into
    ``web_folder/runtime/``."""
    runtime = Path(web_folder) / BUNDLE_FOLDER
    target = runtime / PYODIDE_SUBFOLDER
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(Path(pyodide) / name, target / name)
    shutil.copyfile(wheel, runtime / WHEEL_NAME)


def runtime_bytes(web_folder: Path) -> int:
    """The bytes of the bundled runtime (Pyodide and the wheel) in ``web_folder``."""
    runtime = Path(web_folder) / BUNDLE_FOLDER
    return sum(path.stat().st_size for path in runtime.rglob("*") if path.is_file())

