"""The installable, offline web app around the browser build (issue 33).

:func:`write_web_app` adds to a built ``build/web`` folder:

- ``manifest.webmanifest`` (English) and ``manifest-<language>.webmanifest`` for each other
  language the game speaks: name and short name are the game's own title in that language
  (``app.title``), full screen (standalone where a browser has no full screen), any
  orientation, the felt's theme colour; the page links the one of the visitor's language;
- ``icon-192.png`` and ``icon-512.png``, drawn by the favicon drawer;
- ``sw.js``, the service worker (``web/service-worker.js`` with this build's settings): it
  keeps the page and the game archive, and the runtime files once the game has started, in
  caches named for this build and this runtime, so a second visit plays offline and a new
  build replaces the old files whole.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

__all__ = [
    "ICON_SIZES",
    "THEME_COLOUR",
    "WORKER_FILE",
    "app_titles",
    "manifest_file",
    "manifest_for",
    "write_web_app",
]

#: The felt's dark green: the browser's bar and the installed app's splash screen.
THEME_COLOUR = "#0b3321"
#: The icon sizes browsers want for an installable app.
ICON_SIZES = (192, 512)
#: The service worker's file name, beside index.html (its folder is its scope).
WORKER_FILE = "sw.js"
WORKER_TEMPLATE = Path(__file__).resolve().parents[2] / "web" / "service-worker.js"
WORKER_PLACEHOLDER = "%%SEVENS_WORKER_SETTINGS%%"
#: Files fetched only when asked for (the zip archive that itch.io pages load).
LATER_FILES = ("sevens.apk",)


def app_titles() -> dict[str, str]:
    """The game's title in each language it speaks (``app.title``), by language code."""
    from sevens.app.translation import LANGUAGES

    return {code: table["app.title"] for code, table in LANGUAGES.items()}


def manifest_file(language: str) -> str:
    """The manifest's file name for ``language`` (English has the plain name)."""
    return "manifest.webmanifest" if language == "en" else f"manifest-{language}.webmanifest"


def manifest_for(language: str, title: str) -> dict:
    """The web app manifest for ``language``: names, icons, display, orientation, colours."""
    return {
        "name": title,
        "short_name": title,
        "lang": language,
        "id": "./",
        "start_url": "./index.html" + ("" if language == "en" else f"?lang={language}"),
        "scope": "./",
        "display": "fullscreen",
        "display_override": ["fullscreen", "standalone"],
        "orientation": "any",
        "theme_color": THEME_COLOUR,
        "background_color": THEME_COLOUR,
        "icons": [
            {"src": f"icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
             "purpose": "any"}
            for size in ICON_SIZES
        ],
        "categories": ["games"],
    }


def _digest(folder: Path, names: list[str]) -> str:
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + b"\0")
        digest.update((folder / name).read_bytes())
    return digest.hexdigest()[:16]


def write_web_app(
    web_folder: Path,
    *,
    draw_icon: Callable[[int], bytes],
    runtime_base: str,
    package_index: str,
    index_file: str,
    wheel_folder: str,
    runtime_folder: str | None = None,
) -> list[str]:
    """Write the manifests, icons and service worker into ``web_folder``; return their names.

    ``runtime_base`` and ``package_index`` are where the page loads the runtime and the
    package index from (absolute, or relative to the page); ``runtime_folder`` names the
    bundled runtime's folder when the build has one (its bytes then name the runtime cache;
    otherwise its addresses do, as a CDN's versioned files do not change).
    """
    web_folder = Path(web_folder)
    written = []
    for size in ICON_SIZES:
        name = f"icon-{size}.png"
        (web_folder / name).write_bytes(draw_icon(size))
        written.append(name)
    for language, title in app_titles().items():
        name = manifest_file(language)
        text = json.dumps(manifest_for(language, title), ensure_ascii=False, indent=2)
        (web_folder / name).write_text(text + "\n", encoding="utf-8")
        written.append(name)
    game_files = ["index.html", "sevens.tar.gz", "favicon.png", *written]
    if runtime_folder is not None:
        runtime = web_folder / runtime_folder
        names = sorted(
            path.relative_to(web_folder).as_posix() for path in runtime.rglob("*") if path.is_file()
        )
        runtime_id = _digest(web_folder, names)
    else:
        identity = f"{runtime_base} {package_index} {index_file}"
        runtime_id = hashlib.sha256(identity.encode()).hexdigest()[:16]
    settings = {
        "build": _digest(web_folder, game_files),
        "runtime": runtime_id,
        "gameFiles": game_files,
        "laterFiles": list(LATER_FILES),
        "runtimeBase": runtime_base,
        "packageIndex": package_index,
        "indexFile": index_file,
        "wheelFolder": wheel_folder,
    }
    worker = WORKER_TEMPLATE.read_text(encoding="utf-8")
    if worker.count(WORKER_PLACEHOLDER) != 1:
        raise ValueError(f"{WORKER_TEMPLATE} must name {WORKER_PLACEHOLDER} once")
    worker = worker.replace(WORKER_PLACEHOLDER, json.dumps(settings, indent=2))
    (web_folder / WORKER_FILE).write_text(worker, encoding="utf-8")
    return [*written, WORKER_FILE]
