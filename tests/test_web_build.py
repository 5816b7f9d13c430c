"""The static web build: the real pygbag packer, offline, into a temporary folder."""

from __future__ import annotations

import argparse
import ast
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

from sevens.tools import webbuild  # noqa: E402 - after the skip check
from sevens.tools.webbuild import (  # noqa: E402
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
    web_app = ["icon-192.png", "icon-512.png", "sw.js", "manifest.webmanifest"] + [
        f"manifest-{language}.webmanifest" for language in ("ja", "zh-Hans", "zh-Hant")
    ]
    names = sorted(path.name for path in built["web"].iterdir())
    assert names == sorted(PAGE_FILES + tuple(web_app))
    assert sorted(PAGE_FILES) == ["favicon.png", "index.html", "sevens.apk", "sevens.tar.gz"]


def test_the_manifests_name_the_game_in_each_language(built: dict) -> None:
    from sevens.app.translation import LANGUAGES

    web: Path = built["web"]
    page = (web / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" id="manifest" href="manifest.webmanifest">' in page
    for language, table in LANGUAGES.items():
        name = "manifest.webmanifest" if language == "en" else f"manifest-{language}.webmanifest"
        manifest = json.loads((web / name).read_text(encoding="utf-8"))
        assert manifest["name"] == manifest["short_name"] == table["app.title"]
        assert manifest["lang"] == language
        assert manifest["display"] in {"fullscreen", "standalone"}
        assert manifest["orientation"] == "any"
        assert manifest["theme_color"] == "#0b3321"
        assert manifest["scope"] == "./" and manifest["start_url"].startswith("./index.html")
        for icon in manifest["icons"]:
            data = (web / icon["src"]).read_bytes()
            assert data == draw_favicon(int(icon["sizes"].split("x")[0]))
            assert "x".join(map(str, struct.unpack(">II", data[16:24]))) == icon["sizes"]
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}
    # The page's own table of texts names the game as the manifests do.
    for language, table in LANGUAGES.items():
        assert re.search(rf'"{language}": \{{\s*title: "{table["app.title"]}"', page), language


def worker_settings(web: Path) -> dict:
    text = (web / "sw.js").read_text(encoding="utf-8")
    found = re.search(r"^const SETTINGS = (\{.*?^\});$", text, re.S | re.M)
    assert found is not None and "%%" not in text
    return json.loads(found.group(1))


def test_the_service_worker_keeps_this_build_and_its_runtime(built: dict) -> None:
    web: Path = built["web"]
    settings = worker_settings(web)
    assert {"index.html", "sevens.tar.gz", "favicon.png", "icon-512.png"} <= set(
        settings["gameFiles"]
    )
    assert all((web / name).is_file() for name in settings["gameFiles"] + settings["laterFiles"])
    assert settings["runtimeBase"] == default_cdn()
    assert settings["packageIndex"] == "https://pygame-web.github.io/cdn/"
    assert settings["indexFile"] == "index-0.9.3-cp312.json" and settings["wheelFolder"] == "cp312/"
    digest = hashlib.sha256()
    for name in settings["gameFiles"]:
        digest.update(name.encode() + b"\0" + (web / name).read_bytes())
    assert settings["build"] == digest.hexdigest()[:16]


def test_the_apk_holds_the_same_files_as_the_tar_archive(built: dict) -> None:
    with zipfile.ZipFile(built["web"] / "sevens.apk") as bundle:
        zipped = {name: bundle.read(name) for name in bundle.namelist() if not name.endswith("/")}
    assert zipped == archive_members(built)
    assert "assets/main.py" in zipped


def test_the_itch_zip_has_the_same_files_at_its_root(built: dict) -> None:
    with zipfile.ZipFile(built["output"] / "web.zip") as bundle:
        on_disk = sorted(path.name for path in built["web"].iterdir())
        assert sorted(bundle.namelist()) == on_disk
        for name in on_disk:
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
        and "tools" not in path.relative_to(source / "sevens").parts
    }
    missing = engine_sources - set(members)
    assert not missing, f"left out of the archive: {sorted(missing)}"
    assert {"assets/sevens/__init__.py", "assets/sevens/game.py"} <= set(members)
    # the page's side of the clipboard and the phone's keyboard, which the game installs
    bridges = {f"assets/sevens/ui/page/{name}.js" for name in ("clipboard", "keyboard")}
    assert bridges <= set(members), sorted(bridges - set(members))
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
        r"(^|/)(webbuild|wasm_bench|runtime_mirror|webapp)\.py$",
        r"(^|/)pygbag\.ini$",
        r"-pygbag\.",
        r"(^|/)(package(-lock)?\.json|pyproject\.toml)$",
        r"\.(orig|xcf)$",
    ],
)
def test_the_archive_leaves_out_what_the_game_does_not_need(built: dict, pattern: str) -> None:
    offenders = [name for name in archive_members(built) if re.search(pattern, name)]
    assert offenders == []


#: The lab: what measures, fits and builds the game, never what it runs.
LAB_MODULES = (
    "card_data", "card_fit", "clairvoyant", "decision_speed", "fit_model", "fit_weights",
    "frame_bench", "gap_benchmark",
    "measurement_players", "screenshots", "sparring", "wasm_bench",
    "webbuild", "runtime_mirror", "webapp",
)


def test_the_archive_holds_none_of_the_lab(built: dict) -> None:
    members = archive_members(built)
    source: Path = built["source"]
    lab = sorted(path.stem for folder in (source / "sevens" / "tools", source / "sevens" / "ui" /
                 "tools") for path in folder.glob("*.py"))
    assert set(LAB_MODULES) <= set(lab), "the lab lives in sevens/tools/ and sevens/ui/tools/"
    assert [name for name in members if "/tools/" in name] == []
    assert [name for name in members if Path(name).stem in LAB_MODULES] == []
    # and nothing the game loads reaches into the lab at import (it would fail in the browser;
    # the command line's tool commands import their tool inside the command)
    for name, data in members.items():
        if name.endswith(".py"):
            for module in _imported_at_load(ast.parse(data, filename=name)):
                assert not module.startswith(("sevens.tools", "sevens.ui.tools")), (name, module)


def _imported_at_load(tree: ast.Module) -> list[str]:
    """The modules a file imports when it is loaded (not inside its functions or classes)."""
    found: list[str] = []
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            pending.extend(child for child in ast.iter_child_nodes(node)
                           if isinstance(child, ast.stmt))
    return found


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
    assert 'f"{ARCHIVE}.tar.gz", f"{ARCHIVE}.apk"' in page
    assert f'src="{default_cdn()}pythons.js"' in page
    # The package index follows the runtime: the folder above pygbag's 0.9.3 folder.
    assert 'var BUILT_INDEX = "https://pygame-web.github.io/cdn/";' in page
    assert "%%SEVENS" not in page
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
    assert 'var BUILT_INDEX = "http://127.0.0.1:8123/pygbag/";' in page
    assert "pygame-web.github.io" not in page


def test_the_package_index_is_the_folder_above_the_runtime() -> None:
    assert webbuild.package_index_for(default_cdn()) == "https://pygame-web.github.io/cdn/"
    assert webbuild.package_index_for("runtime/0.9.3/") == "runtime/"
    assert webbuild.package_index_for("0.9.3/") == "./"
    assert webbuild.package_index_for("https://mirror.example/") == "https://mirror.example/"


# --- a self-contained bundle: --runtime MIRROR ----------------------------------------------

WHEEL = "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"


def fake_mirror(folder: Path, leave_out: tuple[str, ...] = ()) -> Path:
    """A mirror laid out like pygbag's CDN, with small stand-in files."""
    files = {
        "0.9.3/pythons.js": "// stand-in\n",
        "0.9.3/cpythonrc.py": "# stand-in\n",
        "0.9.3/empty.ogg": "OggS",
        "0.9.3/cpython312/main.js": "// stand-in\n",
        "0.9.3/cpython312/main.wasm": "\0asm",
        "0.9.3/cpython312/main.data": "data",
        "index-0.9.3-cp312.json": json.dumps(
            {
                "-CDN-": "https://pygame-web.github.io/cdn/",
                "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl",
                "numpy": "cp312/numpy-2.0.2-<abi>-<abi>-pyodide_2024_0_wasm32.whl",
            }
        ),
        WHEEL: "",  # written as a small zip below
        "cp312/unrelated-1.0-cp312-cp312-wasm32_bi_emscripten.whl": "not needed",
    }
    for relative, text in files.items():
        if relative in leave_out:
            continue
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if relative == WHEEL:
            with zipfile.ZipFile(path, "w") as wheel:
                wheel.writestr("pygame/__init__.py", "# stand-in\n")
        else:
            path.write_text(text, encoding="utf-8")
    return folder


def test_a_runtime_mirror_is_copied_into_the_bundle(tmp_path: Path) -> None:
    mirror = fake_mirror(tmp_path / "mirror")
    output = tmp_path / "out"
    web_folder = build_web(
        output, runtime=mirror, main_script=main_script_for(tmp_path), timeout=120
    )
    copied = sorted(
        path.relative_to(web_folder / "runtime").as_posix()
        for path in (web_folder / "runtime").rglob("*")
        if path.is_file()
    )
    assert copied == sorted(webbuild.RUNTIME_CORE_FILES + (WHEEL,))
    assert (web_folder / "runtime" / WHEEL).read_bytes() == (mirror / WHEEL).read_bytes()
    index = json.loads((web_folder / "runtime" / "index-0.9.3-cp312.json").read_text())
    assert index["-CDN-"] == "" and index["pygame"].endswith("<api>.whl")
    page = (web_folder / "index.html").read_text(encoding="utf-8")
    assert 'src="runtime/0.9.3/pythons.js"' in page
    assert 'cdn: "runtime/0.9.3/"' in page
    assert 'var BUILT_INDEX = "runtime/";' in page
    assert "pygame-web.github.io" not in page
    sources = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert sources and all("//" not in source for source in sources), sources
    with zipfile.ZipFile(output / "web.zip") as bundle:
        assert f"runtime/{WHEEL}" in bundle.namelist()
        assert "runtime/0.9.3/pythons.js" in bundle.namelist()
    settings = worker_settings(web_folder)
    assert settings["runtimeBase"] == "runtime/0.9.3/" and settings["packageIndex"] == "runtime/"
    # The runtime cache is named for the bundled runtime's bytes: other bytes, another name.
    (mirror / "0.9.3/cpythonrc.py").write_text("# another runtime\n", encoding="utf-8")
    again = build_web(tmp_path / "again", runtime=mirror, main_script=main_script_for(tmp_path))
    assert worker_settings(again)["runtime"] != settings["runtime"]
    # The game archive itself stays within its budget; the runtime is counted apart.
    assert (web_folder / "sevens.tar.gz").stat().st_size <= ARCHIVE_SIZE_LIMIT


def test_an_incomplete_mirror_is_refused_naming_each_missing_file(tmp_path: Path) -> None:
    leave_out = ("0.9.3/cpython312/main.wasm", WHEEL)
    mirror = fake_mirror(tmp_path / "mirror", leave_out=leave_out)
    with pytest.raises(WebBuildError) as failure:
        build_web(tmp_path / "out", runtime=mirror, main_script=main_script_for(tmp_path))
    message = str(failure.value)
    assert "\n" not in message
    assert "0.9.3/cpython312/main.wasm is missing" in message
    assert f"{WHEEL} is missing" in message
    assert "fetch-runtime" in message
    assert not (tmp_path / "out").exists(), "nothing is built from an incomplete mirror"
    no_index = fake_mirror(tmp_path / "no-index", leave_out=("index-0.9.3-cp312.json",))
    assert webbuild.missing_runtime_files(no_index) == ["index-0.9.3-cp312.json"]
    with pytest.raises(WebBuildError, match="not both"):
        build_web(tmp_path / "out", cdn="https://x.org/", runtime=no_index)


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        ("index-not-json", "index-0.9.3-cp312.json is not JSON"),
        ("index-a-list", "index-0.9.3-cp312.json is not a JSON object"),
        ("index-without-pygame", "index-0.9.3-cp312.json has no entry for 'pygame'"),
        ("index-missing", "index-0.9.3-cp312.json is missing"),
        ("wheel-not-a-zip", f"{WHEEL} is not a zip archive"),
        ("wheel-missing", f"{WHEEL} is missing"),
        ("index-climbs-out", "outside the mirror"),
    ],
)
def test_the_command_line_refuses_a_damaged_mirror_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str, expected: str
) -> None:
    mirror = fake_mirror(tmp_path / "mirror")
    index = mirror / "index-0.9.3-cp312.json"
    if damage == "index-not-json":
        index.write_text('{"pygame": "cp312/pygame_ce', encoding="utf-8")
    elif damage == "index-a-list":
        index.write_text("[1, 2]", encoding="utf-8")
    elif damage == "index-without-pygame":
        index.write_text('{"numpy": "cp312/numpy.whl"}', encoding="utf-8")
    elif damage == "index-missing":
        index.unlink()
    elif damage == "wheel-not-a-zip":
        (mirror / WHEEL).write_text("<html>404 page from a proxy</html>", encoding="utf-8")
    elif damage == "wheel-missing":
        (mirror / WHEEL).unlink()
    elif damage == "index-climbs-out":
        index.write_text('{"pygame": "../../etc/passwd"}', encoding="utf-8")
    parser = argparse.ArgumentParser()
    webbuild.add_arguments(parser)
    arguments = ["--output", str(tmp_path / "out"), "--runtime", str(mirror)]
    assert webbuild.run(parser.parse_args(arguments)) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and error.startswith("build-web: "), error
    assert expected in error and "Traceback" not in error
    assert not (tmp_path / "out").exists()


def test_the_command_line_refuses_an_incomplete_mirror(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parser = argparse.ArgumentParser()
    webbuild.add_arguments(parser)
    mirror = fake_mirror(tmp_path / "mirror", leave_out=("0.9.3/pythons.js",))
    arguments = ["--output", str(tmp_path / "out"), "--runtime", str(mirror)]
    assert webbuild.run(parser.parse_args(arguments)) == 1
    error = capsys.readouterr().err
    assert "0.9.3/pythons.js is missing" in error
    assert error.count("missing") == 1 and error.count("\n") == 1


# "-CDN-" is rewritten to PYGPI, or to http://localhost:8000/cdn/ on a localhost:8… page;
# shell.source installs what main.py imports from that index and never calls the callback
# it is given. Nothing of pygbag's code is used.

LOADER_DRIVER = r"""
import asyncio, json, os, re, sys, types, platform
from pathlib import Path
from urllib.parse import urlsplit

page_path, web_folder, scenario, app_folder, page_url = sys.argv[1:6]
page = open(page_path, encoding="utf-8").read()
block = re.search(r'<script src="[^"]*pythons\.js"[^>]*>(.*?)</script>', page, re.S).group(1)
assert block.count("\nasyncio.run(custom_site())\n") == 1
block = block.replace("\nasyncio.run(custom_site())\n", "\n")  # this driver runs it itself

stages, run_main_calls, sources, wheel_requests, fetched = [], [], [], [], []
PUBLIC_INDEX = "https://pygame-web.github.io/cdn/"
INDEXES = {  # what each package-index server answers for index-0.9.3-cp312.json
    PUBLIC_INDEX: {
        "-CDN-": PUBLIC_INDEX, "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl"
    },
}

# pythons.js + cpythonrc.py: ?NAME=value words of the address become the environment.
query = urlsplit(page_url).query
for word in query.split("&") if query else []:
    if "=" in word:
        name, value = word.split("=", 1)
        os.environ[name] = value

# pep0723.async_repos, run by the preload of the loader block itself: before the block runs.
index_base = os.environ.get("PYGPI", "") or PUBLIC_INDEX
index = dict(INDEXES.get(index_base, {}))
if os.environ.get("PYGPI", ""):
    index["-CDN-"] = os.environ["PYGPI"]
elif page_url.startswith("http://localhost:8"):
    index["-CDN-"] = "http://localhost:8000/cdn/"
package_indexes = [index] if index else []


class MediaManager:
    UME = False


class LoadingScreen:
    def stage(self, name, detail=""):
        if name == "heartbeat" and stages and stages[-1][0] == "heartbeat":
            stages[-1][2] += 1
            return
        stages.append([name, detail, 1])
        if name == "waiting-for-tap":  # the player taps a moment later
            asyncio.get_running_loop().call_later(0.2, setattr, MediaManager, "UME", True)


class fopen:
    def __init__(self, url, mode="r"):
        self.path = os.path.join(web_folder, url)
        fetched.append(url)

    async def __aenter__(self):
        await asyncio.sleep(0.01)
        self.handle = open(self.path, "rb")
        return self.handle

    async def __aexit__(self, *exc):
        self.handle.close()


def run_main(config, loaderhome=None, loadermain="main.py"):
    run_main_calls.append(str(loaderhome))
    sys.path.insert(0, str(loaderhome))
    os.chdir(loaderhome)


platform.window = types.SimpleNamespace(
    sevensLoader=LoadingScreen(), MM=MediaManager,
    location=types.SimpleNamespace(host=urlsplit(page_url).netloc, href=page_url),
)
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
    async def source(main, *arguments, **options):
        # Like pygbag: fetch the wheels main.py imports from the index (slowly), never call
        # options["callback"], then run main.py, whose asyncio.run only schedules the game.
        sources.append(str(main))
        assert Path(main).is_file()
        for repository in package_indexes:
            if "pygame" in repository:
                wheel = repository["pygame"].replace("<abi>", "cp312")
                wheel = wheel.replace("<api>", "wasm32_bi_emscripten")
                wheel_requests.append(repository["-CDN-"] + wheel)
        await asyncio.sleep(1.0)  # the wheel download: the runtime says nothing meanwhile
        if scenario != "good":
            return
        import sevens  # from the unpacked archive, first on sys.path

        assert sevens.__file__.startswith(app_folder), sevens.__file__
        game = sevens.Game(sevens.preset("sevens"), seed=3)
        while not game.over:
            game.apply(game.legal_moves()[0])
        display = types.SimpleNamespace(get_init=lambda: True, get_surface=lambda: None)
        sys.modules["pygame"] = types.SimpleNamespace(display=display)
        asyncio.get_running_loop().call_later(0.5, setattr, display, "get_surface", object)


loader = types.ModuleType("sevens_page_loader")
loader.__dict__.update(PyConfig={}, TopLevel_async_handler=TopLevel, shell=Shell)
sys.modules[loader.__name__] = loader
exec(compile(block, "index.html", "exec"), loader.__dict__)
loader.APP_FOLDER = Path(app_folder)
loader.WINDOW_PATIENCE_SECONDS = 1.0
loader.HEARTBEAT_SECONDS = 0.1


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
    "stages": stages, "run_main": run_main_calls, "sources": sources, "fetched": fetched,
    "wheel_requests": wheel_requests, "extracted": extracted,
}))
"""

DEFAULT_PAGE_URL = "https://example.org/sevens/index.html?PYGPI=https://pygame-web.github.io/cdn/"


def run_loader(
    built: dict,
    tmp_path: Path,
    scenario: str,
    web_folder: Path | None = None,
    page_url: str = DEFAULT_PAGE_URL,
) -> dict:
    import subprocess

    tmp_path.mkdir(parents=True, exist_ok=True)
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
            page_url,
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


def stage_names(report: dict) -> list[str]:
    return [name for name, _, _ in report["stages"]]


def test_the_page_loader_unpacks_the_game_and_hands_over_once_the_window_opens(
    built: dict, tmp_path: Path
) -> None:
    report = run_loader(built, tmp_path, "good")
    assert stage_names(report) == [
        "python-started",
        "unpacking",
        "waiting-for-tap",
        "starting",
        "heartbeat",
        "running",
    ]
    # The runtime is silent while it fetches pygame-ce and runs main.py: the loader's own
    # heartbeat fills that second and a half, with what is happening.
    heartbeat = report["stages"][4]
    assert heartbeat[2] >= 5, heartbeat
    assert heartbeat[1] in {"downloading-pygame", "opening-table"}
    assert report["run_main"] == [f"{report['app_folder']}/assets"]
    assert report["sources"] == [f"{report['app_folder']}/assets/main.py"]
    assert report["fetched"] == ["sevens.tar.gz"]
    assert report["wheel_requests"] == [
        "https://pygame-web.github.io/cdn/cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"
    ]
    assert set(report["extracted"]) == set(archive_members(built))


def test_without_pygpi_a_localhost_page_asks_its_own_server_for_pygame(
    built: dict, tmp_path: Path
) -> None:
    # What pygbag does when nothing sets PYGPI before the loader block: the README's local
    # test (http://localhost:8000/) would ask the local server for the wheel. The page puts
    # PYGPI into the address before the runtime reads it (checked in Chromium by
    # tests/browser), and then the wheel comes from the index the build chose.
    bare = run_loader(built, tmp_path, "good", page_url="http://localhost:8000/")
    assert bare["wheel_requests"][0].startswith("http://localhost:8000/cdn/cp312/")
    fixed = run_loader(
        built,
        tmp_path / "second",
        "good",
        page_url="http://localhost:8000/?PYGPI=https://pygame-web.github.io/cdn/",
    )
    assert fixed["wheel_requests"][0].startswith("https://pygame-web.github.io/cdn/cp312/")


def test_on_itch_io_the_loader_takes_the_zip_archive(built: dict, tmp_path: Path) -> None:
    report = run_loader(
        built, tmp_path, "good", page_url="https://html-classic.itch.zone/html/1/index.html"
    )
    assert report["fetched"] == ["sevens.apk"]
    assert stage_names(report)[-1] == "running"
    assert set(report["extracted"]) == set(archive_members(built))


def test_the_loader_falls_back_from_one_archive_to_the_other(built: dict, tmp_path: Path) -> None:
    only_zip = tmp_path / "only-zip"
    only_zip.mkdir()
    shutil.copyfile(built["web"] / "sevens.apk", only_zip / "sevens.apk")
    (only_zip / "sevens.tar.gz").write_bytes(b"<html>itch.io unpacked this</html>")
    report = run_loader(built, tmp_path / "a", "good", web_folder=only_zip)
    assert report["fetched"] == ["sevens.tar.gz", "sevens.apk"]
    assert stage_names(report)[-1] == "running"
    assert set(report["extracted"]) == set(archive_members(built))

    only_tar = tmp_path / "only-tar"
    only_tar.mkdir()
    shutil.copyfile(built["web"] / "sevens.tar.gz", only_tar / "sevens.tar.gz")
    report = run_loader(
        built,
        tmp_path / "b",
        "good",
        web_folder=only_tar,
        page_url="https://html-classic.itch.zone/html/1/index.html",
    )
    assert report["fetched"] == ["sevens.apk", "sevens.tar.gz"]
    assert stage_names(report)[-1] == "running"


def test_the_page_loader_reports_a_game_that_never_opens_its_window(
    built: dict, tmp_path: Path
) -> None:
    report = run_loader(built, tmp_path, "no-window")
    assert stage_names(report)[-1] == "startup-failed"
    assert "did not open its window" in report["stages"][-1][1]
    assert "running" not in stage_names(report)


def test_the_page_loader_reports_missing_game_files(built: dict, tmp_path: Path) -> None:
    empty = tmp_path / "empty-site"
    empty.mkdir()
    report = run_loader(built, tmp_path, "good", web_folder=empty)
    assert stage_names(report) == ["python-started", "unpacking", "game-files-missing"]
    assert "sevens.tar.gz" in report["stages"][-1][1]
    assert "sevens.apk" in report["stages"][-1][1]


def test_the_page_loader_copes_with_a_server_that_unzipped_the_archive(
    built: dict, tmp_path: Path
) -> None:
    import gzip

    site = tmp_path / "site"
    site.mkdir()
    plain_tar = gzip.decompress((built["web"] / "sevens.tar.gz").read_bytes())
    (site / "sevens.tar.gz").write_bytes(plain_tar)
    report = run_loader(built, tmp_path, "good", web_folder=site)
    assert stage_names(report)[-1] == "running"
    assert report["fetched"] == ["sevens.tar.gz"]
    assert set(report["extracted"]) == set(archive_members(built))
