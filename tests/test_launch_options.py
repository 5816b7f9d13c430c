"""Launch options from the URL query (browser) or the command line (desktop)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sevens.app import launch_options
from sevens.app.launch_options import (
    DEFAULT_PLAYER_COUNTS,
    DEFAULT_PRESET_TITLES,
    LaunchOptions,
    options_from_argv,
)
from sevens.app.translation import english


def parse_launch_options(*arguments: object, **keywords: object) -> tuple[LaunchOptions,
                                                                          list[str]]:
    """``launch_options.parse_launch_options`` with its notices rendered in English (the
    other languages: tests/test_notice_text.py)."""
    options, notices = launch_options.parse_launch_options(
        *arguments, **keywords)  # type: ignore[arg-type]
    return options, [english(notice) for notice in notices]


def test_nothing_given_means_the_defaults_and_no_notice() -> None:
    options, notices = parse_launch_options({})
    # douque: the rule system a fresh start selects (issue 31: --help said sevens)
    assert options == LaunchOptions("douque", None, "normal", None, None, frozenset())
    assert notices == []


def test_every_option_is_read() -> None:
    query = {"rules": "douque", "players": "4", "level": "hard", "deals": "8", "seed": "1234"}
    options, notices = parse_launch_options(query)
    assert notices == []
    assert (options.rules, options.players, options.level, options.deals, options.seed) == (
        "douque",
        4,
        "hard",
        8,
        1234,
    )
    assert options.given == {"rules", "players", "level", "deals", "seed"}


def test_unrelated_environment_keys_are_ignored() -> None:
    environ = {"HOME": "/home/web_user", "USER": "web_user", "PYGPI": "x", "rules": "domino"}
    options, notices = parse_launch_options(environ)
    assert options.rules == "domino" and notices == []
    assert options.given == {"rules"}


@pytest.mark.parametrize(
    ("text", "preset_id"),
    [
        ("fan-tan", "fan-tan"),
        ("Fan_Tan", "fan-tan"),
        ("FAN TAN", "fan-tan"),
        ("fantan", "fan-tan"),
        (" badam-satti ", "badam-satti"),
        ("Badam_Satti", "badam-satti"),
        ("parliament", "sevens"),
        ("shichinarabe", "shichinarabe"),
        ("七並べ", "shichinarabe"),
        ("family", "family"),
    ],
)
def test_rules_names_are_forgiving(text: str, preset_id: str) -> None:
    options, notices = parse_launch_options({"rules": text})
    assert (options.rules, notices) == (preset_id, [])


def test_unknown_rules_fall_back_to_douque_with_the_promised_sentence() -> None:
    options, notices = parse_launch_options({"rules": "xyz"})
    assert options.rules == "douque"
    assert "rules" not in options.given
    assert notices == ["Unknown rules 'xyz' — playing Douque instead."]


@pytest.mark.parametrize(
    ("rules", "players", "accepted"),
    [
        ("douque", "4", True),
        ("douque", "3", False),
        ("douque", "5", False),
        ("sevens", "7", True),
        ("sevens", "8", False),
        ("fan-tan", "8", True),
        ("fan-tan", "3", True),
        ("fan-tan", "2", False),
        ("family", "9", False),
        ("family", "four", False),
        ("family", "4.0", False),
        ("family", "-4", False),
        ("family", "٤", False),  # a non-ASCII digit int() would take
        ("family", "+4", True),
    ],
)
def test_players_must_fit_the_rules(rules: str, players: str, accepted: bool) -> None:
    options, notices = parse_launch_options({"rules": rules, "players": players})
    if accepted:
        assert options.players == int(players) and notices == []
    else:
        assert options.players is None
        assert len(notices) == 1
        assert f"not '{players}'" in notices[0]
        assert "playing with the usual number instead" in notices[0]


def test_players_notice_names_the_allowed_seats() -> None:
    _, notices = parse_launch_options({"rules": "douque", "players": "6"})
    assert notices == [
        "Douque is for exactly 4 players, not '6' — playing with the usual number instead."
    ]
    _, notices = parse_launch_options({"rules": "sevens", "players": "8"})
    assert notices[0].startswith("Sevens is for 3–7 players, not '8'")


def test_players_are_checked_against_the_fallback_rules_when_the_rules_are_bad() -> None:
    options, notices = parse_launch_options({"rules": "nope", "players": "8"})
    assert options.rules == "douque" and options.players is None
    assert len(notices) == 2


def test_the_caller_supplies_presets_titles_and_seat_counts() -> None:
    titles = {"alpha": "Alpha Sevens", "beta": "Beta"}

    def seats(preset_id: str) -> range:
        return {"alpha": range(5, 6), "beta": range(3, 5)}[preset_id]

    options, notices = parse_launch_options(
        {"rules": "beta", "players": "4"}, presets=titles, player_counts=seats
    )
    assert (options.rules, options.players, notices) == ("beta", 4, [])

    # The default preset is not among the caller's: the first of theirs is the fallback.
    options, notices = parse_launch_options(
        {"rules": "sevens", "players": "4"}, presets=titles, player_counts=seats
    )
    assert options.rules == "alpha" and options.players is None
    assert notices[0] == "Unknown rules 'sevens' — playing Alpha Sevens instead."
    assert notices[1].startswith("Alpha Sevens is for exactly 5 players")

    options, _ = parse_launch_options(
        {"rules": "beta", "players": "3"}, presets=["alpha", "beta"], player_counts={"beta": {3}}
    )
    assert (options.rules, options.players) == ("beta", 3)


def test_the_engine_presets_plug_in_when_the_engine_is_there() -> None:
    sevens = pytest.importorskip("sevens")
    info = getattr(sevens, "PRESET_INFO", None)
    if info is None:
        pytest.skip("the engine has no PRESET_INFO yet")
    assert set(info) == set(DEFAULT_PRESET_TITLES), "the preset ids drifted from the SPEC"
    for preset_id, preset in info.items():
        engine_seats = range(preset.min_players, preset.max_players + 1)
        assert list(DEFAULT_PLAYER_COUNTS[preset_id]) == list(engine_seats), preset_id
    options, notices = parse_launch_options(
        {"rules": "badam-satti", "players": "8"},
        presets={pid: item.title for pid, item in info.items()},
        player_counts=lambda pid: range(info[pid].min_players, info[pid].max_players + 1),
    )
    assert (options.rules, options.players, notices) == ("badam-satti", 8, [])


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard", "HARD", " Easy "])
def test_levels(level: str) -> None:
    options, notices = parse_launch_options({"level": level})
    assert options.level == level.strip().lower() and notices == []


def test_unknown_level_falls_back_to_normal() -> None:
    options, notices = parse_launch_options({"level": "godlike"})
    assert options.level == "normal"
    assert notices == [
        "Unknown level 'godlike' (choose random, easy, normal or hard) — playing at "
        "normal instead."
    ]


@pytest.mark.parametrize(
    ("deals", "expected"),
    [("1", 1), ("5", 5), ("100", 100), ("0", None), ("101", None), ("x", None), ("2.5", None)],
)
def test_deals(deals: str, expected: int | None) -> None:
    options, notices = parse_launch_options({"deals": deals})
    assert options.deals == expected
    assert (notices == []) == (expected is not None)
    if expected is None:
        assert "playing the usual number of deals instead" in notices[0]


@pytest.mark.parametrize(
    ("seed", "expected"),
    [
        ("0", 0),
        ("42", 42),
        ("9" * 19, int("9" * 19)),
        ("9" * 20, None),
        ("-1", None),
        ("abc", None),
    ],
)
def test_seed(seed: str, expected: int | None) -> None:
    options, notices = parse_launch_options({"seed": seed})
    assert options.seed == expected
    assert (notices == []) == (expected is not None)
    if expected is None:
        assert "dealing at random instead" in notices[0]


def test_empty_values_count_as_not_given() -> None:
    options, notices = parse_launch_options({"rules": "", "players": " ", "seed": ""})
    assert options == LaunchOptions() and notices == []


def test_hostile_values_are_shortened_and_made_printable_in_notices() -> None:
    _, notices = parse_launch_options({"rules": "<script>\n" + "a" * 200})
    assert len(notices) == 1
    assert "\n" not in notices[0]
    assert len(notices[0]) < 80
    assert "…" in notices[0]


def test_all_bad_values_give_one_notice_each_and_never_raise() -> None:
    query = {"rules": "x", "players": "x", "level": "x", "deals": "x", "seed": "x"}
    options, notices = parse_launch_options(query)
    assert options == LaunchOptions()
    assert len(notices) == 5


def test_defaults_can_be_changed_by_the_caller() -> None:
    mine = LaunchOptions(rules="family", level="easy")
    options, notices = parse_launch_options({"level": "bogus"}, defaults=mine)
    assert (options.rules, options.level) == ("family", "easy")
    assert "playing at easy instead" in notices[0]


# --- command line ---------------------------------------------------------------------------


def test_argv_accepts_both_flag_spellings_and_ignores_the_rest() -> None:
    argv = ["--fullscreen", "--rules", "douque", "--players=4", "pos", "--LEVEL=hard", "--x", "1"]
    assert options_from_argv(argv) == {"rules": "douque", "players": "4", "level": "hard"}


def test_argv_flag_without_a_value() -> None:
    assert options_from_argv(["--seed"]) == {"seed": ""}
    assert options_from_argv(["--seed", "--rules", "domino"]) == {"seed": "", "rules": "domino"}


def test_the_game_reads_flags_natively_and_the_query_in_the_browser(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from sevens.app import startup

    for name in launch_options.OPTION_NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("rules", "domino")  # as pygbag puts ?rules=domino
    monkeypatch.setattr(startup, "WEB", False)
    assert startup.parse_arguments(["--rules", "fan-tan"]).rules_id == "fan-tan"
    # Natively the environment is not a source of options.
    assert startup.parse_arguments([]).rules_id is None
    # In the browser the page's query is, and a command line is not.
    monkeypatch.setattr(startup, "WEB", True)
    monkeypatch.setenv("rules", "fan-tan")
    monkeypatch.setenv("players", "9")
    browser = startup.parse_arguments(["--rules", "domino"])
    assert browser.rules_id == "fan-tan" and browser.players is None
    assert [notice.key for notice in browser.notices] == ["notice.players"]


def test_the_module_stays_free_of_pygame_and_of_the_engine() -> None:
    source = Path(launch_options.__file__).read_text(encoding="utf-8")
    # its notices are message values (sevens.message, which imports nothing of the engine)
    assert not re.search(r"^\s*(import|from)\s+(pygame|sevens(?!\.message\b))", source,
                         re.MULTILINE)


def test_the_language_is_read_and_a_bad_one_gives_a_notice() -> None:
    from sevens.app.languages import match_language

    options, notices = parse_launch_options({"lang": "zh-hant"})
    assert (options.language, notices, "lang" in options.given) == ("zh-Hant", [], True)
    options, notices = parse_launch_options({"lang": "ja-JP"}, match_language=match_language)
    assert (options.language, notices) == ("ja", [])
    options, notices = parse_launch_options({"lang": "klingon"}, match_language=match_language)
    assert options.language is None and "lang" not in options.given
    assert notices == ["Unknown language 'klingon' (choose en, zh-Hant, zh-Hans, ja) — using "
                       "the usual language instead."]
    assert options_from_argv(["--lang", "ja"]) == {"lang": "ja"}


def test_main_help_lists_every_option() -> None:
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    completed = subprocess.run([sys.executable, "main.py", "--help"], cwd=root,
                               env=environment, capture_output=True, text=True, timeout=60,
                               check=False)
    assert completed.returncode == 0, completed.stderr
    for option in ("--rules", "--players", "--level", "--deals", "--seed", "--speed",
                   "--mute", "--fresh", "--autoplay", "--screenshot"):
        assert option in completed.stdout, option
    main_doc = (root / "main.py").read_text(encoding="utf-8")
    for name in launch_options.OPTION_NAMES:
        assert f"--{name}" in main_doc


def test_bad_launch_values_become_notices_of_one_kind() -> None:
    from sevens.ui.app import parse_arguments

    seen = {}
    for argv in (["--seed", "abc"], ["--players", "12"], ["--level", "genius"],
                 ["--deals", "x"], ["--rules", "xyz"], ["--speed", "warp"]):
        options = parse_arguments(argv)
        assert len(options.notices) == 1, argv
        seen[argv[0]] = english(options.notices[0])
    for notice in seen.values():
        assert "'" in notice and " — " in notice and notice.endswith("instead."), notice
    assert seen["--seed"].startswith("The seed must be a whole number, not 'abc'")
    assert seen["--speed"] == ("Unknown pace 'warp' (choose slow, normal, fast or instant) "
                               "— playing at normal instead.")
    assert parse_arguments(["--speed", "warp"]).speed == "normal"
    assert parse_arguments(["--speed", "Slow"]).speed == "slow"
    typo = parse_arguments(["--sed", "5"])
    assert tuple(map(english, typo.notices)) == (
        "Unknown option '--sed' — ignored (python main.py --help lists them).",)
    assert parse_arguments(["--seed"]).notices == ()  # a flag without a value: not given


def test_a_bad_seed_is_shown_on_the_menu() -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from sevens.ui.app import App, parse_arguments

    app = App(parse_arguments(["--seed", "abc", "--fresh", "--mute"]))
    for _ in range(30):
        app.step(1 / 60)
    assert english(app.notices.current) == (
        "The seed must be a whole number, not 'abc' — dealing at random instead.")
    assert app.session is None or app.session.seed is not None
    pygame.quit()


def test_players_without_rules_are_checked_against_the_rules_the_menu_shows() -> None:
    # issue 31: --players 12 named British Sevens while a fresh menu highlights Douque
    from sevens.app import translation
    from sevens.ui.app import App, parse_arguments

    assert "default: the one you chose last, else douque" in \
        launch_options.LAUNCH_HELP["rules"][1]
    options = parse_arguments(["--players", "12", "--fresh", "--mute"])
    app = App(options)
    assert app.settings.rules_id == "douque"
    words = " ".join(english(notice) for notice in app.notices.queue)
    assert translation.text("preset.douque.title") in words and "'12'" in words
    assert "Sevens (British)" not in words
    options = parse_arguments(["--players", "6", "--fresh", "--mute"])
    app = App(options)  # Douque seats four: the menu keeps its usual number, and says so
    assert app.settings.players == 4
    assert any("'6'" in english(notice) for notice in app.notices.queue)
