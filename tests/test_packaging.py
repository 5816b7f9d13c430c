"""Installed like any Python game: the sdist and wheel carry the fonts, sounds and licences,
and the table installed from the wheel into a fresh virtual environment (not editable) plays
with the bundled font and sounds — no fallback to pygame's default font or to silence.

The module builds the distributions once from a copy of the source (so the checkout gets no
``build/`` or ``*.egg-info`` litter) with ``python -m build``, which installs setuptools into
an isolated environment from pip's cache or PyPI, as any packager's build would.
"""

from __future__ import annotations

import dataclasses
import email.parser
import json
import logging
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
#: What a source distribution is built from (the rest of the checkout is development only).
SOURCE_ITEMS = ("pyproject.toml", "setup.py", "MANIFEST.in", "LICENSE", "README.md", "main.py",
                "sevens", "assets")
FONT_NAMES = ("fonts/DejaVuSans-Sevens.ttf", "fonts/DejaVuSans-Bold-Sevens.ttf")
SUITS = "♠♥♦♣"
PROCESS_TIMEOUT = 300


def clean_environment() -> dict[str, str]:
    """The environment for child processes: headless SDL, and nothing that would make them
    import this checkout instead of what was installed."""
    environment = {key: value for key, value in os.environ.items()
                   if key not in {"PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV"}}
    environment.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                       PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1",
                       PYTHONDONTWRITEBYTECODE="1")
    return environment


def run(command: list[str], cwd: Path, environment: dict[str, str] | None = None
        ) -> subprocess.CompletedProcess[str]:
    """Run ``command`` and fail the test with its output when it does not succeed."""
    completed = subprocess.run(command, cwd=cwd, env=environment or clean_environment(),
                               capture_output=True, text=True, timeout=PROCESS_TIMEOUT,
                               check=False)
    assert completed.returncode == 0, (
        f"{' '.join(command)} failed ({completed.returncode}):\n"
        f"{completed.stdout[-4000:]}\n{completed.stderr[-4000:]}")
    return completed


def source_files(folder: Path) -> set[str]:
    """The files under ``folder`` a distribution should carry, relative to the repository,
    without caches and compiled files."""
    return {path.relative_to(ROOT).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts
            and path.suffix not in {".pyc", ".pyo"}}


@pytest.fixture(scope="module")
def distributions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``python -m build`` on a copy of the source: the sdist, then the wheel built from it."""
    work = tmp_path_factory.mktemp("package")
    source = work / "source"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for name in SOURCE_ITEMS:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=ignore)
        else:
            shutil.copy2(path, source / name)
    output = work / "dist"
    run([sys.executable, "-m", "build", "--outdir", str(output), str(source)], cwd=work)
    wheels = list(output.glob("sevens-*-py3-none-any.whl"))
    sdists = list(output.glob("sevens-*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, sorted(output.iterdir())
    return {"wheel": wheels[0], "sdist": sdists[0], "work": work}


def wheel_metadata(wheel: Path) -> tuple[set[str], email.message.Message, str]:
    """The wheel's file names, its METADATA and its entry_points.txt."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        info = next(name.split("/")[0] for name in names if name.endswith(".dist-info/METADATA"))
        metadata = email.parser.Parser().parsestr(archive.read(f"{info}/METADATA").decode())
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
    return names, metadata, entry_points


def test_the_wheel_carries_the_whole_package_with_its_assets_and_licences(
        distributions: dict[str, Path]) -> None:
    names, metadata, entry_points = wheel_metadata(distributions["wheel"])
    # the modules, and the page's scripts they install (sevens/ui/page/*.js)
    modules = {name for name in source_files(ROOT / "sevens") if name.endswith((".py", ".js"))}
    assert modules, "no modules found in the checkout"
    assert modules <= names, sorted(modules - names)
    shipped_assets = {name for name in source_files(ROOT / "assets")
                      if not name.startswith("assets/tools/")}
    assert {"assets/CREDITS.md", "assets/fonts/DejaVuSans-Sevens.ttf",
            "assets/fonts/NotoSansCJKjp-Sevens.otf", "assets/sounds/play.ogg"} <= shipped_assets
    # assets/ ships inside the package as sevens/assets, byte for byte; the tools stay behind.
    with zipfile.ZipFile(distributions["wheel"]) as archive:
        for name in shipped_assets:
            assert archive.read(f"sevens/{name}") == (ROOT / name).read_bytes(), name
    assert not any(name.startswith(("sevens/assets/tools", "assets/")) for name in names)
    licences = {name.split(".dist-info/licenses/")[1] for name in names
                if ".dist-info/licenses/" in name}
    assert licences == {"LICENSE", "assets/CREDITS.md", "assets/fonts/LICENSE-DejaVu.txt",
                        "assets/fonts/LICENSE-NotoSansCJK.txt"}
    assert metadata["License-Expression"] == "MIT"
    assert "Topic :: Games/Entertainment" in metadata.get_all("Classifier")
    assert metadata.get_all("Project-URL"), "no project URLs"
    assert "sevens-game = sevens.ui:run" in entry_points
    assert "sevens = sevens.app.cli:main" in entry_points


def test_the_sdist_keeps_assets_at_the_top_level(distributions: dict[str, Path]) -> None:
    with tarfile.open(distributions["sdist"]) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    expected = source_files(ROOT / "assets") | source_files(ROOT / "sevens")
    assert expected <= members, sorted(expected - members)
    assert {"main.py", "setup.py", "pyproject.toml", "LICENSE", "README.md"} <= members


#: Runs the installed console script through runpy (exactly as its launcher would), then
#: prints what the game opened and whether the regular font draws four different suits.
DRIVER = """
import dataclasses, json, runpy, sys
script = sys.argv[1]
sys.argv = [script, *sys.argv[2:]]
try:
    runpy.run_path(script, run_name="__main__")
except SystemExit as stop:
    if stop.code:
        raise
import pygame
import sevens
from sevens.ui import resources
pygame.font.init()
font = resources.load_font(resources.FONT_REGULAR_NAME, 24)
suits = [pygame.image.tobytes(font.render(suit, True, (0, 0, 0)), "RGBA").hex()
         for suit in {suits!r}]
print(json.dumps({{
    "package": sevens.__file__,
    "assets": [dataclasses.asdict(asset) for asset in resources.loaded_assets()],
    "distinct_suit_images": len(set(suits)),
}}))
"""


def assert_bundled_assets_loaded(assets: list[dict], inside: Path) -> None:
    """Both fonts and every sound were opened, from inside ``inside``, with no stand-in."""
    from sevens.ui.sound import SOUND_NAMES

    fallbacks = [asset for asset in assets if not asset["bundled"]]
    assert not fallbacks, fallbacks
    fonts = {asset["name"] for asset in assets if asset["kind"] == "font"}
    sounds = {asset["name"] for asset in assets if asset["kind"] == "sound"}
    assert fonts == set(FONT_NAMES)
    assert sounds == {f"sounds/{name}.ogg" for name in SOUND_NAMES}
    for asset in assets:
        assert asset["location"].startswith(str(inside)), asset


def test_the_installed_game_plays_with_the_bundled_font_and_sounds(
        distributions: dict[str, Path]) -> None:
    work = distributions["work"]
    environment = work / "venv"
    run([sys.executable, "-m", "venv", str(environment)], cwd=work)
    scripts = environment / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / "python"
    run([str(python), "-m", "pip", "install", "--quiet", str(distributions["wheel"])], cwd=work)
    site_packages = Path(run([str(python), "-c", "import sysconfig; print(sysconfig.get_path("
                              "'purelib'))"], cwd=work).stdout.strip())
    assert not list(site_packages.glob("__editable__*")), "the wheel was installed editable"
    script = scripts / "sevens-game"
    assert script.is_file()
    shots = work / "shots"
    completed = run([str(python), "-c", DRIVER.format(suits=SUITS), str(script), "--autoplay",
                     "--deals", "1", "--rules", "sevens", "--seed", "3", "--speed", "instant",
                     "--screenshot", str(shots)], cwd=work)
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    assert report["package"].startswith(str(site_packages / "sevens")), report["package"]
    assert_bundled_assets_loaded(report["assets"], site_packages / "sevens" / "assets")
    assert report["distinct_suit_images"] == 4, "the suits are drawn as identical boxes"
    assert "stand-in" not in completed.stderr
    assert sorted(path.name for path in shots.glob("*.png")) == [
        "menu.png", "results-deal1.png", "table-deal1.png"]


#: Imports the game from wherever PYTHONPATH points (a wheel file, a web bundle folder) and
#: opens the fonts and the sounds.
OPEN_ASSETS_DRIVER = """
import dataclasses, json, pygame
import sevens
from sevens.ui import resources
from sevens.ui.sound import SoundBoard
pygame.init()
pygame.display.set_mode((64, 64))
fonts = resources.Resources()
fonts.font(20)
fonts.font(20, bold=True)
board = SoundBoard(muted=True)
print(json.dumps({
    "package": sevens.__file__,
    "assets": [dataclasses.asdict(asset) for asset in resources.loaded_assets()],
    "sound_available": board.available,
}))
"""


def test_the_game_finds_its_assets_inside_a_zipped_package(
        distributions: dict[str, Path]) -> None:
    wheel = distributions["wheel"]
    environment = clean_environment()
    environment["PYTHONPATH"] = str(wheel)
    completed = run([sys.executable, "-c", OPEN_ASSETS_DRIVER], cwd=distributions["work"],
                    environment=environment)
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    assert report["package"].startswith(str(wheel)), report["package"]
    assert_bundled_assets_loaded(report["assets"], wheel)
    assert report["sound_available"] is True


def test_the_browser_bundle_layout_finds_its_assets(tmp_path: Path) -> None:
    """The web archive holds main.py, sevens/ and assets/ side by side in the folder the page
    runs the game from (see sevens.tools.webbuild); the game opens the bundled files there."""
    from sevens.tools.webbuild import staged_files

    game_folder = tmp_path / "app" / "assets"
    for item in staged_files(ROOT):
        destination = game_folder / item.archive_path
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(item.source, destination)
    environment = clean_environment()
    environment["PYTHONPATH"] = str(game_folder)
    completed = run([sys.executable, "-c", OPEN_ASSETS_DRIVER], cwd=game_folder,
                    environment=environment)
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    assert report["package"] == str(game_folder / "sevens" / "__init__.py")
    assert_bundled_assets_loaded(report["assets"], game_folder / "assets")
    assert report["sound_available"] is True


def test_a_missing_font_is_reported_and_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    from sevens.ui import resources

    monkeypatch.setattr(resources, "ASSETS_FOLDER", tmp_path)
    monkeypatch.setattr(resources, "_loaded", {})
    pygame.font.init()
    with caplog.at_level(logging.WARNING, logger=resources.__name__):
        font = resources.load_font(resources.FONT_BOLD_NAME, 18)
    assert font.get_height() > 0
    missing = [dataclasses.asdict(asset) for asset in resources.loaded_assets()]
    assert missing == [{"kind": "font", "name": resources.FONT_BOLD_NAME,
                        "location": str(tmp_path / "fonts" / "DejaVuSans-Bold-Sevens.ttf"),
                        "bundled": False}]
    assert "stand-in" in caplog.text
    with pytest.raises(AssertionError):
        assert_bundled_assets_loaded(missing, tmp_path)


def test_missing_sounds_are_reported_and_the_board_stays_silent(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from sevens.ui import resources, sound

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setattr(resources, "ASSETS_FOLDER", tmp_path)
    monkeypatch.setattr(resources, "_loaded", {})
    board = sound.SoundBoard(muted=False)
    board.play("play")  # silence, no error
    assert board.available is False
    noted = resources.loaded_assets()
    assert [asset.name for asset in noted] == [f"sounds/{name}.ogg" for name in sound.SOUND_NAMES]
    assert not any(asset.bundled for asset in noted)


def test_the_checkout_reads_assets_beside_the_package() -> None:
    from sevens.ui import resources

    folder = resources.assets_folder()
    assert Path(str(folder)) == ROOT / "assets"
    assert resources.asset_location(resources.FONT_REGULAR_NAME).is_file()
    assert resources.open_asset("sounds/play.ogg") == str(ROOT / "assets" / "sounds" / "play.ogg")
    with pytest.raises(FileNotFoundError):
        resources.open_asset("sounds/no-such-sound.ogg")
