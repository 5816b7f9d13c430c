"""The static web build: the real pygbag packer, offline, into a temporary folder."""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import struct
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("pygbag", reason="the web build needs the 'web' extra (pygbag)")

from sevens import webbuild  # noqa: E402 - after the skip check
from sevens.webbuild import (  # noqa: E402
    ARCHIVE_SIZE_LIMIT,
    PAGE_FILES,
    WebBuildError,
    build_web,
    default_cdn,
    draw_favicon,
    staged_files,
)

REPO = Path(__file__).resolve().parent.parent
TEMPORARY_MAIN = (
    "import asyncio\n\n\nasync def main():\n    await asyncio.sleep(0)\n\n\nasyncio.run(main())\n"
)


def main_script_for(tmp_path: Path) -> Path | None:
    """The project's main.py when it exists, else a stand-in written to ``tmp_path``."""
    if (REPO / "main.py").is_file():
        return None
    stand_in = tmp_path / "stand-in-main.py"
    stand_in.write_text(TEMPORARY_MAIN, encoding="utf-8")
    return stand_in


def fingerprint(folder: Path) -> dict[str, tuple[int, int, str]]:
    """Size, modification time and content hash of every file under ``folder``."""
    result = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            stat = path.stat()
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            result[str(path.relative_to(folder))] = (stat.st_size, stat.st_mtime_ns, digest)
    return result


def copy_of_the_project(destination: Path) -> Path:
    """The game's files copied out of the work tree, plus clutter the build must leave out.

    Building from a copy keeps the test steady while people edit the real tree, and the
    copy's fingerprint shows that the build only reads its source.
    """
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(REPO / "sevens", destination / "sevens", ignore=ignore)
    shutil.copytree(REPO / "assets", destination / "assets", ignore=ignore)
    main_script = REPO / "main.py"
    (destination / "main.py").write_text(
        main_script.read_text(encoding="utf-8") if main_script.is_file() else TEMPORARY_MAIN,
        encoding="utf-8",
    )
    clutter = {
        "sevens/__pycache__/game.cpython-311.pyc": "bytecode",
        "sevens/tests/test_inside.py": "def test(): pass\n",
        "sevens/.hidden_notes.py": "secret = 1\n",
        "sevens/ui/.DS_Store": "finder",
        "sevens/game.py.orig": "merge leftover",
        "assets/tools/make_more.py": "print('tool')\n",
        "assets/.cache/thumb.png": "cache",
        "assets/art/source.xcf": "layered source art",
        "build/web/old.html": "old output",
        "tests/test_something.py": "def test(): pass\n",
        "node_modules/x/index.js": "x",
        "docs/notes.md": "notes",
        "pygbag.ini": "[DEPENDENCIES]\nignoreDirs = []\nignoreFiles = []\n",
    }
    for relative, text in clutter.items():
        path = destination / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return destination


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """One real build from a copy of the project, watched before and after."""
    source = copy_of_the_project(tmp_path_factory.mktemp("source"))
    before = fingerprint(source)
    output = tmp_path_factory.mktemp("build") / "out"
    web_folder = build_web(output, source=source, timeout=120)
    return {
        "output": output,
        "web": web_folder,
        "source": source,
        "main_script": source / "main.py",
        "staged": staged_files(source),
        "before": before,
        "after": fingerprint(source),
    }


def archive_members(built: dict) -> dict[str, bytes]:
    with tarfile.open(built["web"] / "sevens.tar.gz", "r:gz") as bundle:
        return {
            member.name: bundle.extractfile(member).read()  # type: ignore[union-attr]
            for member in bundle.getmembers()
            if member.isfile()
        }


def test_the_output_holds_the_page_files_and_the_zip_and_nothing_else(built: dict) -> None:
    output: Path = built["output"]
    assert built["web"] == output / "web"
    assert sorted(path.name for path in output.iterdir()) == ["web", "web.zip"]
    assert sorted(path.name for path in built["web"].iterdir()) == sorted(PAGE_FILES)
    assert sorted(PAGE_FILES) == ["favicon.png", "index.html", "sevens.tar.gz"]


def test_the_itch_zip_has_the_same_files_at_its_root(built: dict) -> None:
    with zipfile.ZipFile(built["output"] / "web.zip") as bundle:
        assert sorted(bundle.namelist()) == sorted(PAGE_FILES)
        for name in PAGE_FILES:
            assert bundle.read(name) == (built["web"] / name).read_bytes(), name
        assert bundle.testzip() is None


def test_the_archive_is_small(built: dict) -> None:
    size = (built["web"] / "sevens.tar.gz").stat().st_size
    assert size <= ARCHIVE_SIZE_LIMIT == 1_500_000
    print(f"\narchive: {size:,} bytes")


def test_the_archive_holds_the_game_byte_for_byte(built: dict) -> None:
    members = archive_members(built)
    # Everything sits under assets/, which the loader mounts as the game's working folder.
    assert all(name.startswith("assets/") for name in members), sorted(members)
    assert members["assets/main.py"] == built["main_script"].read_bytes()
    expected = {f"assets/{item.archive_path}": item.source for item in built["staged"]}
    assert set(members) == set(expected)
    for name, source in expected.items():
        # pygbag would reformat with black if it could import it: it must not have.
        assert members[name] == source.read_bytes(), f"{name} differs from {source}"


def test_the_archive_has_the_whole_engine_and_the_assets(built: dict) -> None:
    members = archive_members(built)
    source: Path = built["source"]
    engine_sources = {
        f"assets/{path.relative_to(source).as_posix()}"
        for path in (source / "sevens").rglob("*.py")
        if not {"__pycache__", "tests"} & set(path.parts)
        and not path.name.startswith(".")
        and path.name not in {"webbuild.py", "wasm_bench.py"}
    }
    missing = engine_sources - set(members)
    assert not missing, f"left out of the archive: {sorted(missing)}"
    assert {"assets/sevens/__init__.py", "assets/sevens/game.py"} <= set(members)
    real_assets = [
        path
        for path in (REPO / "assets").rglob("*")
        if path.is_file() and "tools" not in path.relative_to(REPO / "assets").parts
    ]
    for path in real_assets:
        assert f"assets/{path.relative_to(REPO).as_posix()}" in members, path


@pytest.mark.parametrize(
    "pattern",
    [
        r"(^|/)tests?/",
        r"__pycache__",
        r"\.py[co]$",
        r"(^|/)\.",
        r"(^|/)build/",
        r"(^|/)node_modules/",
        r"(^|/)docs/",
        r"\.egg-info",
        r"^assets/assets/tools/",
        r"(^|/)(webbuild|wasm_bench)\.py$",
        r"(^|/)pygbag\.ini$",
        r"-pygbag\.",
        r"(^|/)(package(-lock)?\.json|pyproject\.toml)$",
        r"\.(orig|xcf)$",
    ],
)
def test_the_archive_leaves_out_what_the_game_does_not_need(built: dict, pattern: str) -> None:
    offenders = [name for name in archive_members(built) if re.search(pattern, name)]
    assert offenders == []


def test_the_source_tree_is_untouched(built: dict) -> None:
    assert built["after"] == built["before"], "the build wrote into its source tree"
    assert not (Path.cwd() / "pygbag.ini").exists()


def test_the_staging_copy_is_cleaned_up(built: dict) -> None:
    assert not (built["output"] / "staging").exists()


def test_the_page_names_the_archive_the_title_and_the_runtime(built: dict) -> None:
    page = (built["web"] / "index.html").read_text(encoding="utf-8")
    assert "{{" not in page and "cookiecutter" not in page
    assert "<title>Sevens</title>" in page
    assert 'ARCHIVE = "sevens"' in page
    assert 'fopen(f"{ARCHIVE}.tar.gz"' in page
    assert f'src="{default_cdn()}pythons.js"' in page
    assert 'width="1280" height="720"' in page
    assert "The game runtime could not be loaded." in page
    assert page.startswith("<!DOCTYPE html>")


def test_the_page_has_no_debug_console_and_waits_only_a_few_seconds(built: dict) -> None:
    page = (built["web"] / "index.html").read_text(encoding="utf-8")
    data_os = re.search(r'data-os="([^"]*)"', page)
    assert data_os is not None
    assert "vt" not in data_os.group(1).split(","), "no terminal feature"
    assert "vtx" not in data_os.group(1) and "stdout" not in data_os.group(1)
    assert 'id="terminal"' not in page and "pyconsole" not in page
    first_wait = re.search(r"FIRST_WAIT_SECONDS = Number\([^)]*\) \|\| (\d+);", page)
    assert first_wait is not None and int(first_wait.group(1)) <= 10


def test_the_favicon_is_a_real_png(built: dict) -> None:
    icon = (built["web"] / "favicon.png").read_bytes()
    assert icon == draw_favicon()
    assert icon.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", icon[16:24])
    assert (width, height) == (64, 64)


def test_cdn_option_points_the_page_at_a_mirror(tmp_path: Path) -> None:
    web_folder = build_web(
        tmp_path / "out",
        cdn="http://127.0.0.1:8123/pygbag/0.9.3",  # the missing slash is added
        main_script=main_script_for(tmp_path),
        timeout=120,
    )
    page = (web_folder / "index.html").read_text(encoding="utf-8")
    assert 'src="http://127.0.0.1:8123/pygbag/0.9.3/pythons.js"' in page
    assert 'cdn: "http://127.0.0.1:8123/pygbag/0.9.3/"' in page
    assert "pygame-web.github.io" not in page


def test_a_rebuild_replaces_stale_files(tmp_path: Path) -> None:
    output = tmp_path / "out"
    (output / "web").mkdir(parents=True)
    (output / "web" / "stale.js").write_text("old")
    (output / "web.zip").write_text("not a zip")
    build_web(output, main_script=main_script_for(tmp_path), timeout=120)
    assert sorted(path.name for path in (output / "web").iterdir()) == sorted(PAGE_FILES)
    assert zipfile.is_zipfile(output / "web.zip")


@pytest.mark.parametrize(
    "cdn", ["javascript:alert(1)", 'https://x.org/"><script>', "https://x .org/", "../../etc/"]
)
def test_unsafe_cdn_values_are_refused(tmp_path: Path, cdn: str) -> None:
    with pytest.raises(WebBuildError, match="--cdn"):
        build_web(tmp_path, cdn=cdn, main_script=main_script_for(tmp_path))


def test_a_missing_main_script_is_explained(tmp_path: Path) -> None:
    with pytest.raises(WebBuildError, match="main.py"):
        build_web(tmp_path / "out", main_script=tmp_path / "nowhere.py")


def test_an_archive_over_budget_fails_and_names_the_largest_files(tmp_path: Path) -> None:
    with pytest.raises(WebBuildError, match="budget") as failure:
        build_web(
            tmp_path / "out", main_script=main_script_for(tmp_path), size_limit=1000, timeout=120
        )
    assert "Largest files: assets/" in str(failure.value)


def test_output_inside_the_package_is_refused(tmp_path: Path) -> None:
    with pytest.raises(WebBuildError, match="must not be inside"):
        build_web(REPO / "sevens" / "build", main_script=main_script_for(tmp_path))


def test_a_stuck_packer_is_stopped(tmp_path: Path) -> None:
    log = tmp_path / "packer.log"
    with pytest.raises(WebBuildError, match="did not finish"):
        webbuild._run_packer(
            [sys.executable, "-c", "import time; time.sleep(60)"], tmp_path, log, timeout=1
        )


def test_the_command_line_entry_builds_and_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parser = argparse.ArgumentParser()
    webbuild.add_arguments(parser)
    arguments = ["--output", str(tmp_path / "out"), "--json", "--timeout", "120"]
    main_script = main_script_for(tmp_path)
    if main_script is not None:
        arguments += ["--main", str(main_script)]
    root_before = {path.name for path in REPO.iterdir()}
    assert webbuild.run(parser.parse_args(arguments)) == 0
    # This build read the real project: it left nothing behind in it.
    assert {path.name for path in REPO.iterdir()} - root_before == set()
    assert not (REPO / "sevens" / "build").exists() and not (REPO / "pygbag.ini").exists()
    report = json.loads(capsys.readouterr().out)
    assert set(report["files"]) == set(PAGE_FILES)
    assert Path(report["zip"]).is_file()

    assert webbuild.run(parser.parse_args(["--output", str(tmp_path), "--cdn", "bad url"])) == 1
    assert "--cdn" in capsys.readouterr().err


def test_main_script_checks_warn_about_what_breaks_only_in_the_browser(tmp_path: Path) -> None:
    drawing = tmp_path / "drawing.py"
    drawing.write_text("import pygame.freetype\n", encoding="utf-8")
    main = tmp_path / "main.py"

    def warnings_for(text: str) -> list[str]:
        main.write_text(text, encoding="utf-8")
        return webbuild.check_main_script(
            [webbuild.StagedFile(main, "main.py"), webbuild.StagedFile(drawing, "sevens/ui/x.py")]
        )

    good = "import asyncio\nimport pygame\nfrom sevens.ui import main\nasyncio.run(main())\n"
    assert warnings_for(good) == []
    declared = (
        "# /// script\n# dependencies = ['pygame-ce']\n# ///\n"
        "import asyncio\nfrom sevens.ui import main\nasyncio.run(main())\n"
    )
    assert warnings_for(declared) == []
    silent = "import asyncio\nfrom sevens.ui import main\nasyncio.run(main())\n"
    assert [w for w in warnings_for(silent) if "import pygame" in w]
    synchronous = "import pygame\nwhile True:\n    pygame.display.flip()\n"
    assert [w for w in warnings_for(synchronous) if "asyncio.run" in w]


def test_the_build_passes_main_script_warnings_on(tmp_path: Path) -> None:
    source = copy_of_the_project(tmp_path / "source")
    (source / "main.py").write_text(
        "import asyncio\nfrom sevens.ui import main\nasyncio.run(main())\n", encoding="utf-8"
    )
    if not any(
        "pygame" in path.read_text(encoding="utf-8") for path in (source / "sevens").rglob("*.py")
    ):
        pytest.skip("the package does not use pygame yet")
    with pytest.warns(webbuild.WebBuildWarning, match="import pygame"):
        build_web(tmp_path / "out", source=source, timeout=120)


# --- the page's Python loader, run natively against stand-ins for the pygbag runtime --------

LOADER_DRIVER = r"""
import asyncio, json, os, re, sys, types, platform
from pathlib import Path

page_path, web_folder, scenario, app_folder = sys.argv[1:5]
page = open(page_path, encoding="utf-8").read()
block = re.search(r'<script src="[^"]*pythons\.js"[^>]*>(.*?)</script>', page, re.S).group(1)
assert block.count("\nasyncio.run(custom_site())\n") == 1
block = block.replace("\nasyncio.run(custom_site())\n", "\n")  # this driver runs it itself

stages, run_main_calls, sources = [], [], []


class MediaManager:
    UME = False


class LoadingScreen:
    def stage(self, name, detail=""):
        stages.append([name, detail])
        if name == "waiting-for-tap":  # the player taps a moment later
            asyncio.get_running_loop().call_later(0.2, setattr, MediaManager, "UME", True)


class fopen:
    def __init__(self, url, mode="r"):
        self.path = os.path.join(web_folder, url)

    async def __aenter__(self):
        self.handle = open(self.path, "rb")
        return self.handle

    async def __aexit__(self, *exc):
        self.handle.close()


def run_main(config, loaderhome=None, loadermain="main.py"):
    run_main_calls.append(str(loaderhome))
    sys.path.insert(0, str(loaderhome))
    os.chdir(loaderhome)


platform.window = types.SimpleNamespace(sevensLoader=LoadingScreen(), MM=MediaManager)
platform.fopen = fopen
platform.run_main = run_main
platform.shell = object()
sys.modules["embed"] = types.SimpleNamespace(counter=lambda: 0)


class TopLevel:
    @staticmethod
    async def start_toplevel(shell, console=False):
        assert console is False


class Shell:
    @staticmethod
    async def source(main, callback=None):
        sources.append(str(main))
        assert Path(main).is_file()
        if scenario != "good":
            return
        import sevens  # from the unpacked archive, first on sys.path

        assert sevens.__file__.startswith(app_folder), sevens.__file__
        game = sevens.Game(sevens.preset("sevens"), seed=3)
        while not game.over:
            game.apply(game.legal_moves()[0])
        callback("pygame-ce")
        display = types.SimpleNamespace(get_init=lambda: True, get_surface=lambda: None)
        sys.modules["pygame"] = types.SimpleNamespace(display=display)
        # main.py's asyncio.run only schedules the game; it opens its window a moment later.
        asyncio.get_running_loop().call_later(0.3, setattr, display, "get_surface", object)


loader = types.ModuleType("sevens_page_loader")
loader.__dict__.update(PyConfig={}, TopLevel_async_handler=TopLevel, shell=Shell)
sys.modules[loader.__name__] = loader
exec(compile(block, "index.html", "exec"), loader.__dict__)
loader.APP_FOLDER = Path(app_folder)
loader.WINDOW_PATIENCE_SECONDS = 1.0


async def main():
    await loader.custom_site()
    for _ in range(100):
        if stages and stages[-1][0] in ("running", "startup-failed", "game-files-missing"):
            break
        await asyncio.sleep(0.05)


asyncio.run(main())
extracted = sorted(
    str(path.relative_to(app_folder)) for path in Path(app_folder).rglob("*") if path.is_file()
)
print(json.dumps({
    "stages": stages, "run_main": run_main_calls, "sources": sources,
    "package_index": os.environ.get("PYGPI"), "extracted": extracted,
}))
"""


def run_loader(built: dict, tmp_path: Path, scenario: str, web_folder: Path | None = None) -> dict:
    import subprocess

    app_folder = tmp_path / "data" / "sevens"
    completed = subprocess.run(
        [
            sys.executable,
            "-c",
            LOADER_DRIVER,
            str(built["web"] / "index.html"),
            str(web_folder or built["web"]),
            scenario,
            str(app_folder),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    report["app_folder"] = str(app_folder)
    return report


def test_the_page_loader_unpacks_the_game_and_hands_over_once_the_window_opens(
    built: dict, tmp_path: Path
) -> None:
    report = run_loader(built, tmp_path, "good")
    names = [name for name, _ in report["stages"]]
    assert names == [
        "python-started",
        "unpacking",
        "waiting-for-tap",
        "starting",
        "installing",
        "running",
    ]
    assert ["installing", "pygame-ce"] in report["stages"]
    assert report["run_main"] == [f"{report['app_folder']}/assets"]
    assert report["sources"] == [f"{report['app_folder']}/assets/main.py"]
    assert report["package_index"] == "https://pygame-web.github.io/cdn/"
    members = {f"{name}" for name in archive_members(built)}
    assert set(report["extracted"]) == members


def test_the_page_loader_reports_a_game_that_never_opens_its_window(
    built: dict, tmp_path: Path
) -> None:
    report = run_loader(built, tmp_path, "no-window")
    assert [name for name, _ in report["stages"]][-1] == "startup-failed"
    assert "did not open its window" in report["stages"][-1][1]
    assert "running" not in [name for name, _ in report["stages"]]


def test_the_page_loader_reports_missing_game_files(built: dict, tmp_path: Path) -> None:
    empty = tmp_path / "empty-site"
    empty.mkdir()
    report = run_loader(built, tmp_path, "good", web_folder=empty)
    assert [name for name, _ in report["stages"]] == [
        "python-started",
        "unpacking",
        "game-files-missing",
    ]
    assert "sevens.tar.gz" in report["stages"][-1][1]


def test_the_page_loader_copes_with_a_server_that_unzipped_the_archive(
    built: dict, tmp_path: Path
) -> None:
    import gzip

    site = tmp_path / "site"
    site.mkdir()
    plain_tar = gzip.decompress((built["web"] / "sevens.tar.gz").read_bytes())
    (site / "sevens.tar.gz").write_bytes(plain_tar)
    report = run_loader(built, tmp_path, "good", web_folder=site)
    assert [name for name, _ in report["stages"]][-1] == "running"
    assert set(report["extracted"]) == set(archive_members(built))
