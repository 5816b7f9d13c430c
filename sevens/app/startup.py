"""How the application starts: :class:`AppOptions`, read from the command line or, in the
browser, from the page address (see :mod:`sevens.app.launch_options`, which holds the one parser
of ``main.py``'s options), the settings they override, and the player's language when none was
chosen. No pygame: the interface starts from what this module read.

A bad value never stops the game: it becomes a notice and the usual value is played.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import sevens
from sevens.app import launch_options, translation, webpage
from sevens.app.languages import match_language, pick_language, system_language
from sevens.app.notices import NoticeBoard
from sevens.app.profile import Settings
from sevens.app.seating import seat_people
from sevens.app.session import LEVELS, SPEEDS
from sevens.app.translation import text
from sevens.app.webpage import WEB
from sevens.message import Message


@dataclass
class AppOptions:
    """How the application starts (from the command line, the URL or a test)."""

    autoplay: bool = False
    deals: int | None = None
    screenshot_folder: Path | None = None
    rules_id: str | None = None
    players: int | None = None
    level: str | None = None
    seed: int | None = None
    speed: str | None = None
    mute: bool = False
    remember: bool = True
    max_frames: int | None = None
    notices: tuple[Message, ...] = ()
    #: ``--lang`` / ``?lang=``: a code of sevens.app.languages.LANGUAGE_CODES (None: the saved
    #: setting, else the browser's or the system's language).
    language: str | None = None
    # Launch options that were given but refused: the notice promised the usual value, so
    # the remembered menu choice gives way to it.
    refused: frozenset[str] = frozenset()
    # Deal links and the daily deal (issue 13): the deal code and seat to play it from.
    deal_code: str | None = None
    seat: int | None = None
    daily: bool = False
    #: ``--window WxH``: the native window's size in pixels (None: 1280×720). Its shape
    #: decides the logical canvas's (sevens.ui.geometry.canvas.logical_size_for).
    window: tuple[int, int] | None = None
    #: ``--narrate``: the deal told in words on stdout, one line per event (issue 34).
    narrate: bool = False
    #: ``--people Ada,Ben`` / ``?people=``: pass-and-play, the people at this device from
    #: seat 0 on (issue 34); () for one player. Deal links and the daily deal ignore it.
    people: tuple[str, ...] = ()
    #: ``--large-cards`` / ``--high-contrast``: switch a seeing setting on (issue 34); it is
    #: then remembered with the settings like a choice in the menu.
    large_cards: bool = False
    high_contrast: bool = False


def parse_arguments(argv: Sequence[str]) -> AppOptions:
    """Read the command line: ``--autoplay --deals N --screenshot DIR`` and the launch options
    ``--rules --players --level --deals --seed --lang`` (bad values become notices)."""
    parser = launch_options.main_parser(SPEEDS)
    known, unknown = parser.parse_known_args(launch_options.launch_words(list(argv)))
    source = launch_options.launch_source(launch_options.given_values(known), web=WEB)
    launch, notices = preset_launch_options(source)
    refused = asked(source) - launch.given
    window, window_notice = launch_options.window_option(known.window)
    if window_notice:
        notices.append(window_notice)
    speed = known.speed and known.speed.strip().lower()
    if speed is not None and speed not in SPEEDS:
        notices.append(launch_options.choice_notice("pace", known.speed, SPEEDS, "normal"))
        speed = "normal"
    screenshots = known.screenshot
    if screenshots is not None and screenshots.exists() and not screenshots.is_dir():
        notices.append(screenshot_notice(screenshots, Message("notice.not_a_folder")))
        screenshots = None
    for word in unknown:
        if word.startswith("--"):
            notices.append(Message("notice.unknown_option", value=repr(word.split("=")[0])))
    return AppOptions(
        autoplay=known.autoplay,
        deals=launch.deals,
        screenshot_folder=screenshots,
        rules_id=launch.rules if {"rules"} & (launch.given | refused) else None,
        players=launch.players,
        level=launch.level if {"level"} & (launch.given | refused) else None,
        seed=launch.seed,
        speed=speed or ("fast" if known.autoplay else None),
        mute=known.mute or known.autoplay,
        remember=not (known.fresh or known.autoplay),
        max_frames=known.frames,
        notices=tuple(notices),
        refused=frozenset(refused),
        deal_code=launch.deal,
        seat=launch.seat,
        daily=launch.daily,
        language=launch.language,
        window=window,
        narrate=known.narrate,
        people=launch.people,
        large_cards=known.large_cards,
        high_contrast=known.high_contrast,
    )


def screenshot_notice(folder: Path, reason: Message | str) -> Message:
    """``Screenshots cannot be saved in '/etc/passwd' (not a folder) — playing on without
    them.`` (``notice.screenshots``; ``reason`` a message or the system's words)."""
    shown = str(folder)
    if len(shown) > 60:
        shown = "…" + shown[-59:]
    return Message("notice.screenshots", folder=f"'{shown}'", reason=reason)


def asked(source: Mapping[str, str]) -> set[str]:
    """The launch options given a value at all."""
    return {name for name, value in source.items() if str(value).strip()}


def preset_launch_options(
        source: Mapping[str, str]) -> tuple[launch_options.LaunchOptions, list[Message]]:
    """The launch options ``source`` gives, checked against the engine's presets and their
    player counts (:func:`sevens.app.launch_options.parse_launch_options`), and the notices
    for what was refused."""
    titles = {key: text(f"preset.{key}.title") for key in sevens.PRESETS}
    counts = {key: range(info.min_players, info.max_players + 1)
              for key, info in sevens.PRESET_INFO.items()}
    return launch_options.parse_launch_options(source, presets=titles, player_counts=counts,
                                               match_language=match_language)


def apply_launch_options(options: AppOptions, settings: Settings, notices: NoticeBoard,
                         chosen: object = None) -> None:
    """Let the command line / URL override the remembered menu choices (a player count the
    remembered rules do not allow is a notice); before them, the browser's wishes for what
    the player has not chosen (``chosen``: the settings as saved, at start; see
    :func:`apply_page_preferences`)."""
    if chosen is not None:
        apply_page_preferences(settings, chosen)
    if options.rules_id in sevens.PRESETS:
        settings.rules_id = options.rules_id
    info = sevens.PRESET_INFO.get(settings.rules_id)
    seats = range(info.min_players, info.max_players + 1) if info is not None else None
    if options.rules_id in sevens.PRESETS and info is not None:
        if settings.players not in seats:
            settings.players = info.rules.players
        if options.deals is None:
            settings.deals = info.rules.deals
    if options.players:
        settings.players = options.players
        if not options.rules_id and seats is not None and options.players not in seats:
            # --players without --rules: checked against the rules the menu shows
            notices.add(launch_options.players_notice(
                Message(f"preset.{settings.rules_id}.title"), seats, str(options.players)))
            settings.players = info.rules.players
    if options.level in LEVELS:
        settings.level = options.level
    if options.people:
        seat_people(settings, options.people)
    if len(options.people) > settings.players:  # pass-and-play: a seat for every person
        most = info.max_players if info is not None else settings.players
        settings.players = max(settings.players, min(len(options.people), most))
        if len(options.people) > settings.players:
            notices.add(Message("notice.people_seats",
                                title=Message(f"preset.{settings.rules_id}.title"),
                                count=settings.players,
                                names=", ".join(options.people[settings.players:])))
    if options.deals:
        settings.deals = options.deals
    usual = sevens.PRESETS.get(settings.rules_id) or sevens.PRESETS.get(
        settings.custom_base, sevens.PRESETS["sevens"])
    for name in options.refused & {"players", "deals"}:  # the usual value, as promised
        setattr(settings, name, getattr(usual, name))
    if options.speed in SPEEDS:
        settings.speed = options.speed
    settings.large_cards = settings.large_cards or options.large_cards
    settings.high_contrast = settings.high_contrast or options.high_contrast
    if options.language in translation.LANGUAGES:
        settings.language = options.language
    elif settings.language not in translation.LANGUAGES:
        settings.language = detect_language()


def apply_page_preferences(settings: Settings, chosen: object) -> None:
    """The browser's wishes (issue 34) for what the player has not chosen in the menu
    (``chosen``: the saved settings as stored, or nothing): still cards for a visitor who asks
    for less motion, high contrast for one who asks for more contrast."""
    saved = chosen if isinstance(chosen, dict) else {}
    if "card_speed" not in saved and webpage.prefers_reduced_motion():
        settings.card_speed = "still"
    if "high_contrast" not in saved and webpage.prefers_more_contrast():
        settings.high_contrast = True


def detect_language() -> str:
    """The player's language when none was chosen: the browser's ``navigator.languages``
    on the web (the page may also pass them as ``SEVENS_LANGUAGES`` in the environment),
    else the system locale; English when the game does not speak any of them."""
    if WEB:
        tags = os.environ.get("SEVENS_LANGUAGES", "")
        if not tags:  # without a browser bridge: English
            tags = webpage.ask_page(lambda page: str(page.navigator.languages.join(","))
                                    or str(page.navigator.language), "", web=True)
        return pick_language(tags)
    return system_language()
