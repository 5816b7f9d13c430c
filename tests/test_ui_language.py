"""Issue 12: choosing the language at the table — command line, saved setting, system locale,
the menu control — and the Japanese autoplay run with screenshots."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from sevens.app import translation  # noqa: E402
from sevens.app.translation import english  # noqa: E402
from sevens.ui.app import App, AppOptions, parse_arguments  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    translation.set_language("en")


def test_lang_on_the_command_line_sets_the_language() -> None:
    options = parse_arguments(["--lang", "zh-HK", "--fresh"])
    assert options.language == "zh-Hant" and options.notices == ()
    app = App(options)
    assert translation.language() == "zh-Hant" and app.settings.language == "zh-Hant"
    assert translation.text("menu.play") == "發牌"


def test_a_bad_lang_gives_the_usual_notice_and_the_usual_language(monkeypatch) -> None:
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    options = parse_arguments(["--lang", "xx", "--fresh"])
    assert options.language is None
    assert any("Unknown language 'xx'" in english(notice) for notice in options.notices)
    App(options)
    assert translation.language() == "en"


def test_without_a_choice_the_system_locale_decides(monkeypatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    app = App(AppOptions(remember=False))
    assert app.settings.language == "ja" and translation.language() == "ja"


def test_a_saved_choice_beats_the_system_locale(monkeypatch) -> None:
    from sevens.ui import app as app_module

    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    store = app_module.memory_store()
    monkeypatch.setattr(app_module, "memory_store", lambda: store)
    first = App(AppOptions(remember=False))
    assert first.settings.language == "ja"  # nothing saved yet: the system's language
    first.set_language("zh-Hans")  # the menu control saves the settings
    translation.set_language("en")
    App(AppOptions(remember=False))  # the next start reads the same store
    assert translation.language() == "zh-Hans"


def test_the_menu_control_switches_the_language_and_the_labels() -> None:
    app = App(AppOptions(remember=False, language="en"))
    menu = app.scene
    control = next(stepper for stepper in menu.steppers if stepper.name == "language")
    control.step(+1)
    assert app.settings.language == "zh-Hant" and translation.language() == "zh-Hant"
    menu = app.scene
    assert any(stepper.label == "語言" for stepper in menu.steppers)
    assert any(button.label == "發牌" for button in menu.buttons)
    control = next(stepper for stepper in menu.steppers if stepper.name == "language")
    control.step(+1)
    control = next(stepper for stepper in app.scene.steppers if stepper.name == "language")
    control.step(+1)
    assert translation.language() == "ja"


def test_japanese_autoplay_saves_screenshots(tmp_path: Path) -> None:
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    completed = subprocess.run(
        [sys.executable, "main.py", "--lang", "ja", "--autoplay", "--deals", "1", "--rules",
         "shichinarabe", "--seed", "3", "--speed", "instant", "--screenshot", str(tmp_path)],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=300, check=False)
    assert completed.returncode == 0, completed.stderr
    names = sorted(path.name for path in tmp_path.glob("*.png"))
    assert names == ["menu.png", "results-deal1.png", "table-deal1.png"]
