"""The application shell: async entry point, letterboxed scaling, autoplay screenshots,
the frame-time benchmark, and the screens reachable from the menu."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

import sevens
from sevens.app import translation
from sevens.app.rules_text import describe_rules
from sevens.rules import build_rules
from sevens.ui.app import App, AppOptions, main
from sevens.ui.scenes.house_rules.scene import CustomRulesScene
from sevens.ui.scenes.rules import RulesScene
from sevens.ui.scenes.statistics import StatsScene

ROOT = Path(__file__).resolve().parents[1]


def test_async_main_runs_frames_and_returns() -> None:
    asyncio.run(main(["--frames", "5", "--fresh", "--mute"]))


def test_window_scaling_maps_clicks_to_the_logical_canvas() -> None:
    app = App(AppOptions(remember=False, mute=True))
    pygame.display.set_mode((1920, 1200))
    app.display.present()
    assert app.display.to_logical((960, 600)) == (640, 360)
    assert app.display.to_logical((0, 0)) == (0, 0)  # in the letterbox band: clamped
    pygame.display.set_mode((1280, 720))
    app.display.present()
    assert app.display.to_logical((10, 20)) == (10, 20)
    pygame.quit()


def test_autoplay_command_line_saves_screenshots(tmp_path: Path) -> None:
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    completed = subprocess.run(
        [sys.executable, "main.py", "--autoplay", "--deals", "1", "--rules", "sevens",
         "--seed", "3", "--speed", "instant", "--screenshot", str(tmp_path)],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=300, check=False)
    assert completed.returncode == 0, completed.stderr
    names = sorted(path.name for path in tmp_path.glob("*.png"))
    assert names == ["menu.png", "results-deal1.png", "table-deal1.png"]


def test_frame_time_benchmark_reports_mean_and_worst() -> None:
    from sevens.ui.tools.frame_bench import frame_times

    report = frame_times(frames=20, idle_seconds=0)
    assert report["frames"] == 20
    assert 0 < report["mean_ms"] <= report["worst_ms"]
    assert report["size"] == [1280, 720]


def test_rules_text_comes_from_the_rules_value() -> None:
    for rules_id, rules in sevens.PRESETS.items():
        lines = describe_rules(rules)
        assert len(lines) >= 8, rules_id
        assert all(line and "{" not in line for line in lines), rules_id
    douque = describe_rules(sevens.preset("douque"))
    assert any("cover" in line for line in douque)
    assert any("7♠" in line for line in douque)


def test_every_screen_draws() -> None:
    app = App(AppOptions(remember=False, mute=True))
    app.stats = {"douque": {"deals": 3, "matches": 1, "wins": 1, "result_sum": 12.5}}
    menu = app.scene
    for scene in (RulesScene(app, build_rules(app.settings), app.settings.rules_id, menu),
                  StatsScene(app, menu), CustomRulesScene(app, menu)):
        scene.draw(app.canvas)
    pygame.quit()


def test_message_table_has_every_key_used_for_presets_and_options() -> None:
    for rules_id in (*sevens.PRESETS, "custom"):
        assert translation.has(f"preset.{rules_id}.title")
        assert translation.has(f"preset.{rules_id}.line")
    for name, values in sevens.OPTION_CHOICES.items():
        assert translation.has(f"option.{name}")
        for value in values:
            if isinstance(value, str) and name not in ("start_card",):
                assert translation.has(f"value.{name}.{value}"), (name, value)


def test_menu_replays_a_deal_from_its_code() -> None:
    rules = sevens.preset("badam-satti")
    code = sevens.Game(rules, seed=12345, dealer=2).deal_code
    app = App(AppOptions(rules_id="badam-satti", remember=False, mute=True, speed="instant"))
    field = app.scene.code_field
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field.rect.center,
                                         button=1))
    for character in code:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=character))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.step(1 / 60)
    assert app.session is not None
    assert app.session.game.deal_code == code
    assert app.session.game.initial_hands() == sevens.Game.from_deal_code(
        rules.replace(players=app.settings.players, deals=app.settings.deals),
        code).initial_hands()
    pygame.quit()
