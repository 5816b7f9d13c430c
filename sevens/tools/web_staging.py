"""What the game archive holds: the files staged for pygbag, and the checks on its entry point.

The web build (:mod:`sevens.tools.webbuild`) packs exactly :func:`staged_files`: ``main.py``,
the ``sevens`` package without its lab (``sevens/tools/``), tests or caches, and ``assets/``
without the art sources.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

GAME_PACKAGE = "sevens"
ASSETS_FOLDER = "assets"
MAIN_SCRIPT = "main.py"
SOURCE_ROOT = Path(__file__).resolve().parents[2]

#: Folder names never copied, wherever they are. ``tools`` is the lab (``sevens/tools/``:
#: measurement, fitting and build tools, this module among them) and the art sources
#: (``assets/tools/``): neither ships with the game.
EXCLUDED_FOLDERS = frozenset(
    {
        "__pycache__",
        "tests",
        "tools",
        "docs",
        "build",
        "dist",
        "node_modules",
        "venv",
    }
)
#: File endings never copied: bytecode, editor and merge leftovers, art sources.
EXCLUDED_SUFFIXES = frozenset(
    {
        ".pyc",
        ".pyo",
        ".pyi",
        ".orig",
        ".rej",
        ".swp",
        ".bak",
        ".tmp",
        ".log",
        ".xcf",
        ".psd",
        ".kra",
        ".blend",
        ".blend1",
        ".sfd",
        ".aup3",
    }
)


class WebBuildError(RuntimeError):
    """The web build could not be made; the message says why and what to do."""


class WebBuildWarning(UserWarning):
    """The bundle was built, but something in it will likely fail in the browser."""


@dataclass(frozen=True)
class StagedFile:
    """One file of the game archive: where it comes from and its path inside the archive."""

    source: Path
    archive_path: str


def _excluded(relative: Path) -> bool:
    """True when a path (relative to a copied folder) must stay out of the archive."""
    for part in relative.parts[:-1]:
        if part.startswith(".") or part in EXCLUDED_FOLDERS or part.endswith(".egg-info"):
            return True
    name = relative.name
    return name.startswith(".") or relative.suffix.lower() in EXCLUDED_SUFFIXES


def staged_files(source: Path = SOURCE_ROOT, main_script: Path | None = None) -> list[StagedFile]:
    """The files the game archive holds, in a stable order.

    ``main.py``; the ``sevens`` package's Python files (no tests, caches, nor the lab in
    ``sevens/tools/``);
    and ``assets/`` without its ``tools/`` folder. Raises WebBuildError when ``main.py`` or
    the package is missing.
    """
    source = Path(source)
    main_script = Path(main_script) if main_script is not None else source / MAIN_SCRIPT
    if not main_script.is_file():
        raise WebBuildError(
            f"There is no {MAIN_SCRIPT} at {main_script}: the browser runs that file. "
            "It starts the game with asyncio.run(main())."
        )
    package = source / GAME_PACKAGE
    if not (package / "__init__.py").is_file():
        raise WebBuildError(f"The game package {package} is missing.")
    files = [StagedFile(main_script, MAIN_SCRIPT)]
    for path in sorted(package.rglob("*")):
        relative = path.relative_to(source)
        if not path.is_file() or _excluded(relative.relative_to(GAME_PACKAGE)):
            continue
        files.append(StagedFile(path, relative.as_posix()))
    assets = source / ASSETS_FOLDER
    if assets.is_dir():
        for path in sorted(assets.rglob("*")):
            relative = path.relative_to(source)
            if path.is_file() and not _excluded(relative.relative_to(ASSETS_FOLDER)):
                files.append(StagedFile(path, relative.as_posix()))
    return files


def _imports_pygame(source_text: str) -> bool:
    """True when Python source imports pygame (any form) or names pygame-ce in a PEP 723 block."""
    try:
        tree = ast.parse(source_text)
    except SyntaxError:
        return False
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(
            alias.name.split(".")[0] == "pygame" for alias in node.names
        ):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pygame":
            return True
    return False


def check_main_script(files: list[StagedFile]) -> list[str]:
    """Warnings about the entry point that would only show up in a browser.

    pygbag installs the packages it finds imported *in main.py* (or listed in its PEP 723
    ``# /// script`` block) before running it; an ``import pygame`` buried in the package
    is not seen, and the game then stops at start-up with ``No module named 'pygame'``.
    """
    warnings: list[str] = []
    main_text = files[0].source.read_text(encoding="utf-8", errors="replace")
    package_uses_pygame = any(
        item.archive_path.endswith(".py")
        and _imports_pygame(item.source.read_text(encoding="utf-8", errors="replace"))
        for item in files[1:]
    )
    declared = _imports_pygame(main_text) or (
        "# /// script" in main_text and "pygame-ce" in main_text
    )
    if package_uses_pygame and not declared:
        warnings.append(
            f"{MAIN_SCRIPT} does not import pygame. In the browser pygbag only fetches the "
            f"packages that {MAIN_SCRIPT} itself imports, so add 'import pygame' near its top "
            "(before the game's own imports)."
        )
    if "asyncio.run(" not in main_text:
        warnings.append(
            f"{MAIN_SCRIPT} does not call asyncio.run(...): in the browser the game loop must "
            "be an async function that awaits asyncio.sleep(0) once a frame."
        )
    return warnings
