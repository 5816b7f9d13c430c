"""Build the browser version of Sevens: a folder of static files and a zip for itch.io.

``python -m sevens build-web [--cdn URL | --runtime MIRROR]`` (or :func:`build_web`) makes::

    build/web/index.html        the page: loading screen, runtime watchdog, Python loader
    build/web/sevens.tar.gz     the game: main.py, the sevens package, assets/
    build/web/sevens.apk        the same files as a zip (itch.io unpacks .gz files it serves)
    build/web/favicon.png
    build/web/manifest*.webmanifest, icon-192.png, icon-512.png, sw.js
                                the installable, offline web app (sevens.tools.webapp)
    build/web/runtime/          with --runtime only: pygbag's runtime and pygame-ce, copied
    build/web.zip               the same files at the zip's root (itch.io's format)

pygbag (0.9.3, the ``web`` extra) does the packing. It works on a *staging copy*
(``build/staging/sevens/``) that holds only what the game needs, because pygbag packs whatever
is in the app folder, writes its own ``build/`` inside it, and reformats it in place with
``black`` when black is importable (the build also hides black from it, so the archive holds
the game's files byte for byte). The source tree is only ever read.

The page loads pygbag's WebAssembly Python runtime from a CDN when a player opens it; the
runtime is not part of the bundle. ``--cdn`` points the page at a self-hosted copy instead,
and the package index (where the runtime fetches pygame-ce) follows it: the folder above the
runtime folder. ``--runtime MIRROR`` copies a local mirror of the CDN into the bundle and
points the page and the package index at that copy, so the game needs no other server
(``python -m sevens fetch-runtime MIRROR`` fills one: sevens.tools.runtime_mirror).
Both the page template and the favicon are local, so the build itself needs no network.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import warnings as warning_channel
import zipfile
from pathlib import Path

from sevens.tools import pyodide_runtime
from sevens.tools.favicon import draw_favicon
from sevens.tools.runtime_mirror import (  # the runtime's layout lives with fetch-runtime
    PACKAGE_INDEX_FILE,
    PYGBAG_VERSION,
    RUNTIME_ABI,
    RUNTIME_CORE_FILES,
    RUNTIME_PYTHON,
    mirror_problems,
    missing_runtime_files,
    runtime_files,
)
from sevens.tools.web_staging import (  # what the archive holds, and the entry point's checks
    ASSETS_FOLDER,
    EXCLUDED_FOLDERS,
    GAME_PACKAGE,
    MAIN_SCRIPT,
    SOURCE_ROOT,
    WebBuildError,
    WebBuildWarning,
    check_main_script,
    staged_files,
)
from sevens.tools.webapp import write_web_app

__all__ = [
    "ARCHIVE_SIZE_LIMIT",
    "PYGBAG_VERSION",
    "RUNTIME_CORE_FILES",
    "WebBuildError",
    "WebBuildWarning",
    "check_main_script",
    "mirror_problems",
    "missing_runtime_files",
    "package_index_for",
    "runtime_files",
    "add_arguments",
    "build_web",
    "default_cdn",
    "draw_favicon",
    "run",
    "staged_files",
]

#: The name pygbag gives the archive: the app folder's name, lower-cased.
APP_NAME = "sevens"
TITLE = "Sevens"
CANVAS_WIDTH = 1280
CANVAS_HEIGHT = 720
#: The game archive may not grow past this (bytes); players download it on every visit.
ARCHIVE_SIZE_LIMIT = 1_500_000
#: Seconds the pygbag packer may take before the build is called stuck.
BUILD_TIMEOUT_SECONDS = 180

#: The files the finished page consists of.
PAGE_FILES = ("index.html", f"{APP_NAME}.tar.gz", f"{APP_NAME}.apk", "favicon.png")
#: Where ``--runtime`` puts the runtime mirror inside the bundle, relative to the page.
RUNTIME_FOLDER = "runtime"
#: The page's own placeholder for the package index (pygbag fills only its own).
PACKAGE_INDEX_PLACEHOLDER = "%%SEVENS_PACKAGE_INDEX%%"
#: The page's placeholder for the bundled Pyodide runtime's settings (``--runtime pyodide``).
PYODIDE_PLACEHOLDER = "%%SEVENS_PYODIDE_SETTINGS%%"
#: The page's placeholder for online play's network script (``web/online.js``, put in whole).
ONLINE_PLACEHOLDER = "%%SEVENS_ONLINE_SCRIPT%%"
ONLINE_SCRIPT_PATH = SOURCE_ROOT / "web" / "online.js"
#: ``--runtime pyodide``: the page boots the game on Pyodide, bundled with pygame-ce's wheel.
PYODIDE_RUNTIME = "pyodide"
#: The template's parts for one runtime only: ``<!--sevens:KIND-->`` … ``<!--/sevens:KIND-->``.
RUNTIME_BLOCK = re.compile(r"<!--sevens:(\w+)-->\n?(.*?)<!--/sevens:\1-->\n?", re.DOTALL)

TEMPLATE_PATH = SOURCE_ROOT / "web" / "template.html"

#: Runs pygbag as ``python -m pygbag`` would, but with ``black`` made unimportable: pygbag
#: reformats the app folder with black when it can import it, and the archive should hold the
#: game's files byte for byte.
PACKER_LAUNCHER = (
    "import runpy, sys; sys.modules['black'] = None; sys.argv[0] = 'pygbag'; "
    "runpy.run_module('pygbag', run_name='__main__', alter_sys=True)"
)

CDN_PATTERN = re.compile(r"^(?:https?://[^\s\"'<>\\`]+|[A-Za-z0-9._~/-]+)/$")


def default_cdn(version: str = PYGBAG_VERSION) -> str:
    """pygbag's public runtime folder for ``version`` (what a plain ``pygbag`` build uses)."""
    return f"https://pygame-web.github.io/cdn/{version}/"


def _normalise_cdn(cdn: str | None) -> str:
    """The runtime base URL with one trailing slash; raises WebBuildError when unsafe."""
    if cdn is None:
        return default_cdn()
    cdn = cdn.strip()
    if not cdn.endswith("/"):
        cdn += "/"
    if not CDN_PATTERN.match(cdn) or ".." in cdn.split("/"):
        raise WebBuildError(
            f"--cdn {cdn!r} is not usable: give an http(s) URL or a relative folder such as "
            "'runtime/0.9.3/', without spaces, quotes or angle brackets."
        )
    return cdn


def package_index_for(cdn: str) -> str:
    """The package-index base the page hands the runtime for a runtime folder ``cdn``.

    pygbag's own CDN keeps its wheels and ``index-….json`` one folder above the versioned
    runtime folder (``…/cdn/0.9.3/`` → ``…/cdn/``); a mirror keeps that layout.
    """
    trimmed = cdn.rstrip("/")
    if "/" not in trimmed:
        return "./"
    parent = trimmed.rsplit("/", 1)[0]
    if parent.endswith(":/") or parent.endswith(":"):  # "https://host" has no parent folder
        return cdn
    return parent + "/"


def page_for_runtime(page: str, kind: str) -> str:
    """The page with the template's parts for runtime ``kind`` ("pygbag" or "pyodide") kept
    and the other runtime's parts left out (their markers go too)."""
    kinds = {found[0] for found in RUNTIME_BLOCK.findall(page)}
    if kind not in kinds:
        raise WebBuildError(f"The page template has no part for the {kind} runtime.")
    return RUNTIME_BLOCK.sub(lambda found: found.group(2) if found.group(1) == kind else "", page)


def _copy_runtime(mirror: Path, destination: Path) -> None:
    """Copy the runtime files of ``mirror`` to ``destination``; the index points at the copy."""
    for relative in runtime_files(mirror):
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(mirror / relative, target)
    # The index names its own server; the page overrides that through PYGPI, but the copy
    # should not point anywhere else either.
    index_path = destination / PACKAGE_INDEX_FILE
    index = json.loads(index_path.read_text(encoding="utf-8"))
    index["-CDN-"] = ""
    index_path.write_text(json.dumps(index, indent=4, sort_keys=True) + "\n", encoding="utf-8")


def _installed_pygbag_version() -> str:
    try:
        return importlib.metadata.version("pygbag")
    except importlib.metadata.PackageNotFoundError:
        raise WebBuildError(
            "pygbag is not installed. Install the web extra: pip install -e '.[web]'"
        ) from None


def _run_packer(command: list[str], working_folder: Path, log_path: Path, timeout: float) -> None:
    """Run pygbag in its own process group; kill the whole group if it overstays."""
    environment = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONIOENCODING="utf-8")
    with log_path.open("w", encoding="utf-8") as log:
        process = subprocess.Popen(
            command,
            cwd=working_folder,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=environment,
            start_new_session=True,
        )
        try:
            return_code = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            raise WebBuildError(
                f"pygbag did not finish within {timeout:.0f} s (it retries forever when it "
                f"needs the network, e.g. for a missing template or icon). Log: {log_path}"
            ) from None
    if return_code != 0:
        tail = log_path.read_text(encoding="utf-8", errors="replace").splitlines()[-15:]
        raise WebBuildError(
            f"pygbag failed with exit code {return_code}. Last lines of {log_path}:\n"
            + "\n".join(tail)
        )


def _write_pygbag_settings(folder: Path) -> None:
    """pygbag.ini for the packer's working folder: belt and braces over the clean staging."""
    ignored_folders = sorted(f"/{name}" for name in EXCLUDED_FOLDERS | {".git", ".github"})
    ignored_files = [".DS_Store", "Thumbs.db"]
    (folder / "pygbag.ini").write_text(
        "[DEPENDENCIES]\n"
        f"ignoreDirs = {json.dumps(ignored_folders)}\n"
        f"ignoreFiles = {json.dumps(ignored_files)}\n",
        encoding="utf-8",
    )


def _describe_largest(archive: Path, count: int = 5) -> str:
    with tarfile.open(archive, "r:gz") as bundle:
        members = sorted(bundle.getmembers(), key=lambda member: member.size, reverse=True)
    return ", ".join(f"{member.name} ({member.size:,} B)" for member in members[:count])


def build_web(
    output: Path = Path("build"),
    cdn: str | None = None,
    *,
    source: Path = SOURCE_ROOT,
    main_script: Path | None = None,
    icon: Path | None = None,
    template: Path = TEMPLATE_PATH,
    title: str = TITLE,
    size_limit: int = ARCHIVE_SIZE_LIMIT,
    timeout: float = BUILD_TIMEOUT_SECONDS,
    keep_staging: bool = False,
    runtime: Path | str | None = None,
    wheel: Path | None = None,
) -> Path:
    """Build the static web bundle into ``output/web`` and ``output/web.zip``; return the folder.

    ``cdn`` is the base URL (or page-relative folder) of the pygbag runtime, default pygbag's
    public CDN for 0.9.3. ``source`` is the project folder to read; ``main_script`` replaces
    its ``main.py``; ``icon`` is a PNG favicon (default: drawn in code). The source tree is
    never written. ``output/web`` and ``output/web.zip`` are replaced as a whole.
    ``runtime`` is a local mirror of pygbag's CDN (its layout: ``0.9.3/pythons.js``, …,
    ``index-0.9.3-cp312.json``, ``cp312/pygame_ce-….whl``): its files are copied into
    ``output/web/runtime/`` and the page loads everything from there (``cdn`` must be unset).
    ``runtime="pyodide"`` makes the page boot the game on Pyodide instead, bundled from the
    pinned npm package with the pinned pygame-ce ``wheel`` (default: the one fetch-runtime
    keeps), each checked against its pin (:mod:`sevens.tools.pyodide_runtime`).

    Raises:
        WebBuildError: pygbag missing or of another version, main.py missing, an unusable
            ``cdn``, a runtime mirror lacking files (one line names each), Pyodide or the wheel
            not at hand or not the pinned bytes (the message names the command that brings
            them), the packer failing or stuck, or the archive over ``size_limit`` bytes.
    """
    version = _installed_pygbag_version()
    if version != PYGBAG_VERSION:
        raise WebBuildError(
            f"pygbag {version} is installed, but the page template is written for pygbag "
            f"{PYGBAG_VERSION}'s runtime. Install it with: pip install pygbag=={PYGBAG_VERSION}"
        )
    on_pyodide = runtime is not None and str(runtime) == PYODIDE_RUNTIME
    if wheel is not None and not on_pyodide:
        raise WebBuildError("--wheel goes with --runtime pyodide.")
    if runtime is not None and cdn is not None:
        raise WebBuildError("Give --cdn or --runtime, not both: --runtime sets the page's runtime.")
    if on_pyodide:
        wheel = pyodide_runtime.check_pyodide_runtime(wheel)
        runtime = None
        cdn = pyodide_runtime.page_settings()["pyodide"]  # type: ignore[assignment]
    if runtime is not None:
        runtime = Path(runtime).resolve()
        if not runtime.is_dir():
            raise WebBuildError(f"The runtime mirror {runtime} is not a folder.")
        problems = mirror_problems(runtime)
        if problems:
            raise WebBuildError(
                f"The runtime mirror {runtime} cannot be used: {'; '.join(problems)}. "
                f"Fill it with: python -m sevens fetch-runtime {runtime}"
            )
        cdn = f"{RUNTIME_FOLDER}/{PYGBAG_VERSION}/"
    cdn = _normalise_cdn(cdn)
    package_index = f"{RUNTIME_FOLDER}/" if runtime is not None or on_pyodide \
        else package_index_for(cdn)
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9 .,:!'&-]{0,60}", title):
        raise WebBuildError(f"The title {title!r} must be plain words (letters, digits, spaces).")
    source = Path(source).resolve()
    output = Path(output).resolve()
    for folder in (source / GAME_PACKAGE, source / ASSETS_FOLDER):
        if output == folder or folder in output.parents:
            raise WebBuildError(f"The output folder {output} must not be inside {folder}.")
    template = Path(template).resolve()
    if not template.is_file():
        raise WebBuildError(f"The page template {template} is missing.")
    files = staged_files(source, main_script)
    for message in check_main_script(files):
        warning_channel.warn(message, WebBuildWarning, stacklevel=2)

    staging_root = output / "staging"
    app_folder = staging_root / APP_NAME
    if staging_root.exists():
        shutil.rmtree(staging_root)
    app_folder.mkdir(parents=True)
    for item in files:
        target = app_folder / item.archive_path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(item.source, target)
    _write_pygbag_settings(staging_root)
    icon_path = staging_root / "favicon.png"
    if icon is not None:
        if not Path(icon).is_file():
            raise WebBuildError(f"The icon {icon} is missing.")
        shutil.copyfile(icon, icon_path)
    else:
        icon_path.write_bytes(draw_favicon())

    command = [
        sys.executable,
        "-c",
        PACKER_LAUNCHER,
        "--build",
        "--no_opt",  # keep the assets exactly as the game ships them (no lossy pngquant)
        "--template",
        str(template),
        "--icon",
        str(icon_path),
        "--cdn",
        cdn,
        "--title",
        title,
        "--width",
        str(CANVAS_WIDTH),
        "--height",
        str(CANVAS_HEIGHT),
        "--PYBUILD",
        RUNTIME_PYTHON,
        "--ume_block",
        "1",
        "--can_close",
        "1",
        "--package",
        f"org.{APP_NAME}.game",
        str(app_folder),
    ]
    _run_packer(command, staging_root, staging_root / "pygbag.log", timeout)

    packed = app_folder / "build" / "web"
    missing = [name for name in PAGE_FILES if not (packed / name).is_file()]
    if missing:
        raise WebBuildError(f"pygbag left out {', '.join(missing)} (see {staging_root}/pygbag.log)")
    page = page_for_runtime((packed / "index.html").read_text(encoding="utf-8"),
                            PYODIDE_RUNTIME if on_pyodide else "pygbag")
    placeholder, value = PACKAGE_INDEX_PLACEHOLDER, package_index
    if on_pyodide:
        placeholder = PYODIDE_PLACEHOLDER
        value = json.dumps(pyodide_runtime.page_settings())
    if page.count(placeholder) != 1:
        raise WebBuildError(f"The page template must name {placeholder} once.")
    page = page.replace(placeholder, value)
    if page.count(ONLINE_PLACEHOLDER) > 1:
        raise WebBuildError(f"The page template may name {ONLINE_PLACEHOLDER} once at most.")
    # A template of one's own may leave online play out; the project's page has it.
    page = page.replace(ONLINE_PLACEHOLDER, ONLINE_SCRIPT_PATH.read_text(encoding="utf-8"))
    (packed / "index.html").write_text(page, encoding="utf-8")
    leftover = sorted(set(re.findall(r"\{\{\s*cookiecutter\.[A-Za-z_]+\s*\}\}", page)))
    if leftover:
        raise WebBuildError(f"The page template uses placeholders pygbag does not fill: {leftover}")
    archive = packed / f"{APP_NAME}.tar.gz"
    archive_size = archive.stat().st_size
    if archive_size > size_limit:
        raise WebBuildError(
            f"The game archive is {archive_size:,} bytes, over the {size_limit:,} byte budget. "
            f"Largest files: {_describe_largest(archive)}"
        )

    web_folder = output / "web"
    if web_folder.exists():
        shutil.rmtree(web_folder)
    web_folder.mkdir(parents=True)
    for name in PAGE_FILES:
        shutil.copyfile(packed / name, web_folder / name)
    if runtime is not None:
        _copy_runtime(runtime, web_folder / RUNTIME_FOLDER)
    if on_pyodide:
        assert wheel is not None
        pyodide_runtime.copy_pyodide_runtime(web_folder, wheel)
    write_web_app(
        web_folder,
        draw_icon=draw_favicon,
        # The bundled Pyodide: everything under runtime/ is the runtime's.
        runtime_base=f"{RUNTIME_FOLDER}/" if on_pyodide else cdn,
        package_index=package_index,
        index_file="pyodide/pyodide-lock.json" if on_pyodide else PACKAGE_INDEX_FILE,
        wheel_folder="" if on_pyodide else f"{RUNTIME_ABI}/",
        runtime_folder=RUNTIME_FOLDER if runtime is not None or on_pyodide else None,
    )
    zip_path = output / "web.zip"
    zip_path.unlink(missing_ok=True)
    with zipfile.ZipFile(zip_path, "w") as bundle:
        for path in sorted(web_folder.rglob("*")):
            if not path.is_file():
                continue
            name = path.relative_to(web_folder).as_posix()
            already_compressed = name.endswith((".gz", ".png", ".apk", ".whl", ".ogg"))
            bundle.write(
                path,
                name,
                compress_type=zipfile.ZIP_STORED if already_compressed else zipfile.ZIP_DEFLATED,
            )
    if not keep_staging:
        shutil.rmtree(staging_root)
    return web_folder


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``build-web`` options to ``parser`` (a subcommand's parser)."""
    parser.add_argument(
        "--cdn",
        metavar="URL",
        default=None,
        help="where the page loads pygbag's Python runtime from: an http(s) URL or a folder "
        f"relative to the page (default: {default_cdn()})",
    )
    parser.add_argument(
        "--runtime",
        metavar="MIRROR|pyodide",
        default=None,
        help="a local mirror of pygbag's CDN (0.9.3/pythons.js, …, index-0.9.3-cp312.json, "
        "cp312/pygame_ce-….whl): copied into the bundle, which then loads nothing from "
        "another server; or the word pyodide: the page boots on Pyodide from the pinned npm "
        "package (npm ci) with the pinned pygame-ce wheel, all bundled",
    )
    parser.add_argument(
        "--wheel",
        metavar="FILE",
        type=Path,
        default=None,
        help="with --runtime pyodide: the pygame-ce wheel to bundle (default: the one "
        f"python -m sevens fetch-runtime keeps in {pyodide_runtime.DEFAULT_RUNTIME_MIRROR})",
    )
    parser.add_argument(
        "--output",
        metavar="FOLDER",
        type=Path,
        default=Path("build"),
        help="folder that receives web/ and web.zip (default: build)",
    )
    parser.add_argument(
        "--icon", metavar="PNG", type=Path, default=None, help="favicon (default: drawn in code)"
    )
    parser.add_argument(
        "--main",
        metavar="SCRIPT",
        type=Path,
        default=None,
        help=f"ship this file as {MAIN_SCRIPT} instead of the project's own",
    )
    parser.add_argument(
        "--keep-staging",
        action="store_true",
        help="keep the staging copy and pygbag's log in OUTPUT/staging",
    )
    parser.add_argument(
        "--timeout",
        metavar="SECONDS",
        type=float,
        default=BUILD_TIMEOUT_SECONDS,
        help=f"give up on the packer after this long (default: {BUILD_TIMEOUT_SECONDS})",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def run(args: argparse.Namespace) -> int:
    """Carry out ``build-web`` with parsed ``args``; print what was made; return an exit code."""
    try:
        with warning_channel.catch_warnings(record=True) as caught:
            warning_channel.simplefilter("always", WebBuildWarning)
            web_folder = build_web(
                args.output,
                args.cdn,
                icon=args.icon,
                main_script=args.main,
                timeout=args.timeout,
                keep_staging=args.keep_staging,
                runtime=getattr(args, "runtime", None),
                wheel=getattr(args, "wheel", None),
            )
    except WebBuildError as error:
        print(f"build-web: {error}", file=sys.stderr)
        return 1
    for warning in caught:
        print(f"build-web: warning: {warning.message}", file=sys.stderr)
    sizes = {name: (web_folder / name).stat().st_size for name in PAGE_FILES}
    if (web_folder / RUNTIME_FOLDER).is_dir():
        sizes[f"{RUNTIME_FOLDER}/"] = sum(
            path.stat().st_size
            for path in (web_folder / RUNTIME_FOLDER).rglob("*")
            if path.is_file()
        )
    zip_path = web_folder.parent / "web.zip"
    if getattr(args, "json", False):
        report = {"web": str(web_folder), "zip": str(zip_path), "files": sizes}
        report["zip_bytes"] = zip_path.stat().st_size
        print(json.dumps(report, indent=2))
        return 0
    print(f"Built {web_folder}")
    for name, size in sizes.items():
        print(f"  {name:<18} {size:>10,} bytes")
    print(f"Built {zip_path} ({zip_path.stat().st_size:,} bytes) for itch.io")
    if (web_folder / RUNTIME_FOLDER / "pyodide").is_dir():
        print(f"Try it: python -m http.server -d {web_folder} 8000  (Pyodide and pygame-ce "
              "are bundled: nothing comes from another host)")
    elif (web_folder / RUNTIME_FOLDER).is_dir():
        print(f"Try it: python -m http.server -d {web_folder} 8000  (the runtime is bundled)")
    else:
        print(
            f"Try it: python -m http.server -d {web_folder} 8000  (the runtime comes from its CDN)"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    """``python -m sevens.tools.webbuild`` for when the CLI hook is not there."""
    parser = argparse.ArgumentParser(prog="python -m sevens.tools.webbuild", description=__doc__)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
