"""Options a player or a host page gives when starting the game.

In the browser build the page's query string becomes the runtime's environment: pygbag's
loader splits ``?rules=douque&players=4`` at ``&`` and puts each ``key=value`` pair into
``os.environ`` before the game starts. Natively the same options come as command-line flags
(``--rules douque --players 4`` or ``--rules=douque``).

The options:

=========  ==========================================================  =================
name       meaning                                                     default
=========  ==========================================================  =================
rules      preset id: douque, sevens, fan-tan, badam-satti,            douque
           shichinarabe, domino, family (a few aliases such as
           ``fantan`` or ``parliament`` are understood)
players    seats at the table, 3–8 and within what the rules allow    the rules' own
level      computer players: random, easy, normal or hard               normal
deals      deals in the match, a whole number from 1 to 100            the rules' own
seed       a whole number that makes the deals repeatable              random deals
deal       a deal code from a results screen (``1x3k9-2``): that deal  a fresh deal
seat       the seat to play the deal from, 0 = the first               0
daily      ``1``: the daily deal (the same cards for everyone today)   off
lang       en, zh-Hant (排七), zh-Hans or ja; also tags such as        the saved setting,
           ``zh-HK`` or ``ja-JP``                                      else the browser's
                                                                       or system's
people     pass-and-play: 2–8 names, comma-separated (``Ada,Ben``);     one player
           the first plays seat 0, the others the next seats, the
           rest are computer players
=========  ==========================================================  =================

A bad value never stops the game: it falls back to the default and adds a notice, a
:class:`~sevens.message.Message` such as ``notice.unknown_rules`` (in English: ``Unknown rules
'xyz' — playing Sevens instead.``), for the game to show in the player's language.

No engine import: the caller passes the valid presets and player counts (the engine's
``PRESET_INFO`` has both), so this module also runs in tests and tools that have no engine.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from sevens.message import Message

__all__ = [
    "DEFAULT_PLAYER_COUNTS",
    "LAUNCH_HELP",
    "DEFAULT_PRESET_TITLES",
    "DEFAULT_RULES",
    "LEVELS",
    "LaunchOptions",
    "MAX_DEALS",
    "OPTION_NAMES",
    "add_launch_arguments",
    "choice_notice",
    "given_values",
    "people_names",
    "launch_source",
    "launch_words",
    "main_parser",
    "options_from_argv",
    "parse_launch_options",
    "players_notice",
    "window_option",
]

OPTION_NAMES = ("rules", "players", "level", "deals", "seed", "deal", "seat", "daily", "lang",
                "people")
LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_RULES = "douque"  # as a fresh start selects (sevens.app.profile.Settings)
DEFAULT_LEVEL = "normal"
MAX_DEALS = 100
MAX_SEED_DIGITS = 19
DEAL_CODE = re.compile(r"^[0-9a-z]{1,16}-[0-9a-z]{1,2}$")  # Game.deal_code: seed-dealer, base 36
MAX_SEAT = 7
#: Pass-and-play (issue 34): how many people may share one device, and a name's length.
PEOPLE_RANGE = range(2, 9)
MAX_NAME_LENGTH = 16
#: The languages the game speaks (``sevens.app.languages.LANGUAGE_CODES``; issue 12).
DEFAULT_LANGUAGE_CODES = ("en", "zh-Hant", "zh-Hans", "ja")

#: Short names for notices, by preset id (SPEC §1), in English; a notice names a preset by
#: the message ``preset.<id>.short`` unless the caller passes titles of its own.
DEFAULT_PRESET_TITLES: dict[str, str] = {
    "douque": "Douque",
    "sevens": "Sevens",
    "fan-tan": "Fan Tan",
    "badam-satti": "Badam Satti",
    "shichinarabe": "Shichinarabe",
    "domino": "Domino",
    "family": "Family Sevens",
}

#: Seats each preset allows (SPEC §1–2); the engine's PRESET_INFO is the authority.
DEFAULT_PLAYER_COUNTS: dict[str, range] = {
    "douque": range(4, 5),
    "sevens": range(3, 8),
    "fan-tan": range(3, 9),
    "badam-satti": range(3, 9),
    "shichinarabe": range(3, 9),
    "domino": range(3, 9),
    "family": range(3, 9),
}

#: Other names players type for a preset. Keys are already normalised (see _normalise_name).
RULES_ALIASES: dict[str, str] = {
    "fantan": "fan-tan",
    "badam": "badam-satti",
    "badamsatti": "badam-satti",
    "parliament": "sevens",
    "british": "sevens",
    "french": "domino",
    "standard": "family",
    "七並べ": "shichinarabe",
    "排七": "douque",
}

#: What each launch option means, for ``--help`` (``metavar``, sentence).
LAUNCH_HELP: dict[str, tuple[str, str]] = {
    "rules": ("ID", "rule system: douque, sevens, fan-tan, badam-satti, shichinarabe, domino "
                    "or family (default: the one you chose last, else douque)"),
    "players": ("N", "seats at the table, 3-8 and within what the rules allow "
                     "(default: the rules' own)"),
    "level": ("LEVEL", "computer players: random, easy, normal or hard (default: normal)"),
    "deals": ("N", f"deals in the match, 1-{MAX_DEALS} (default: the rules' own)"),
    "seed": ("S", "a whole number that makes the deals repeatable (default: random deals)"),
    # deal links and the daily deal (issue 13)
    "deal": ("CODE", "a deal code from a results screen: play that deal (a bad code: a fresh "
                     "deal)"),
    "seat": ("N", "the seat to play a linked deal from, 0 = the first (default: 0)"),
    "daily": ("1", "1: the daily deal, the same cards for everyone today, against hard"),
    "lang": ("L", "language: en, zh-Hant (排七), zh-Hans or ja (default: the saved setting, "
                  "else the browser's or system's language)"),
    "people": ("NAMES", "pass-and-play: 2-8 people at this device, comma-separated (Ada,Ben); "
                        "the first plays seat 0, the rest of the table are computer players"),
}

WHOLE_NUMBER = re.compile(r"^[+]?[0-9]+$")
NOTICE_VALUE_LENGTH = 24


@dataclass(frozen=True)
class LaunchOptions:
    """The options the game starts with. ``None`` means "what the rules say".

    ``given`` names the options that were given and accepted, so the game can tell a chosen
    table (skip the menu) from the defaults.
    """

    rules: str = DEFAULT_RULES
    players: int | None = None
    level: str = DEFAULT_LEVEL
    deals: int | None = None
    seed: int | None = None
    given: frozenset[str] = field(default_factory=frozenset)
    deal: str | None = None  # deal links and the daily deal (issue 13)
    seat: int | None = None
    daily: bool = False
    language: str | None = None  # a code of sevens.app.languages.LANGUAGE_CODES (issue 12)
    #: pass-and-play (issue 34): the people at this device, seat 0 first; () for one player
    people: tuple[str, ...] = ()


PlayerCounts = Callable[[str], Collection[int]] | Mapping[str, Collection[int]]


def _normalise_name(text: str) -> str:
    """Lower-case, trimmed, with spaces and underscores as hyphens: ``Fan_Tan`` → ``fan-tan``."""
    return re.sub(r"[\s_]+", "-", text.strip().lower())


def _shown(value: str) -> str:
    """A raw value made safe and short for a notice (no control characters, ≤ 24 chars)."""
    printable = "".join(character if character.isprintable() else "?" for character in value)
    if len(printable) > NOTICE_VALUE_LENGTH:
        printable = printable[: NOTICE_VALUE_LENGTH - 1] + "…"
    return f"'{printable}'"


def _whole_number(text: str) -> int | None:
    """The ASCII whole number ``text`` spells (``+`` allowed), or None."""
    text = text.strip()
    if not WHOLE_NUMBER.match(text) or len(text.lstrip("+")) > MAX_SEED_DIGITS:
        return None
    return int(text)


def players_notice(title: str | Message, allowed: Collection[int], raw: str) -> Message:
    """``Douque is for exactly 4 players, not '6' — playing with the usual number
    instead.`` (``notice.players``)."""
    return Message("notice.players", title=title, seats=_seat_range(allowed), value=_shown(raw))


def _seat_range(counts: Collection[int]) -> Message:
    """The seat counts a rule system allows, as words: ``exactly 4 players``, ``3–7 players``."""
    ordered = sorted(counts)
    if len(ordered) == 1:
        return Message("notice.seats_exactly", count=ordered[0])
    if ordered == list(range(ordered[0], ordered[-1] + 1)):
        return Message("notice.seats_range", low=ordered[0], high=ordered[-1])
    return Message("notice.seats_list", counts=", ".join(str(count) for count in ordered[:-1]),
                   last=ordered[-1])


def parse_launch_options(
    mapping: Mapping[str, str],
    *,
    presets: Mapping[str, str] | Iterable[str] | None = None,
    player_counts: PlayerCounts | None = None,
    defaults: LaunchOptions | None = None,
    match_language: Callable[[str], str | None] | None = None,
) -> tuple[LaunchOptions, list[Message]]:
    """Read the launch options out of ``mapping`` (``os.environ`` or parsed flags).

    ``presets`` is the valid preset ids (default: those of :data:`DEFAULT_PRESET_TITLES`;
    a notice names them by the message ``preset.<id>.short``), or a mapping of id to the
    title a notice uses. ``player_counts`` gives the seat counts a preset
    allows, as a callable or a mapping (default: :data:`DEFAULT_PLAYER_COUNTS`; a preset it
    does not know allows 3–8). Keys other than :data:`OPTION_NAMES` are ignored and an empty
    value counts as not given. ``match_language`` turns a ``lang`` value into a language code
    or None (default: one of :data:`DEFAULT_LANGUAGE_CODES`, any case; the game passes
    ``sevens.app.languages.match_language``, which also reads tags such as ``zh-HK``). Returns
    the options and the notices, one :class:`~sevens.message.Message` for each value that was
    refused; never raises for bad input.
    """
    titles: dict[str, str | Message]
    if isinstance(presets, Mapping):
        titles = {str(key): str(value) for key, value in presets.items()}
    else:
        titles = {preset_id: Message(f"preset.{preset_id}.short")
                  for preset_id in (DEFAULT_PRESET_TITLES if presets is None else presets)}
    if not titles:
        raise ValueError("presets must name at least one rule system")
    options = defaults or LaunchOptions()
    if options.rules not in titles:
        options = replace(options, rules=next(iter(titles)))
    notices: list[Message] = []
    given: set[str] = set()
    values = {name: str(mapping[name]).strip() for name in OPTION_NAMES if name in mapping}
    values = {name: value for name, value in values.items() if value}

    if "rules" in values:
        raw = values["rules"]
        wanted = _normalise_name(raw)
        wanted = RULES_ALIASES.get(wanted, RULES_ALIASES.get(wanted.replace("-", ""), wanted))
        if wanted in titles:
            options = replace(options, rules=wanted)
            given.add("rules")
        else:
            notices.append(Message("notice.unknown_rules", value=_shown(raw),
                                   title=titles[options.rules]))

    if "players" in values:
        raw = values["players"]
        allowed = _allowed_players(options.rules, player_counts)
        if "rules" not in values:  # the game checks it against the rules it remembers
            allowed = sorted({count for preset_id in titles
                              for count in _allowed_players(preset_id, player_counts)})
        count = _whole_number(raw)
        if count is not None and count in allowed:
            options = replace(options, players=count)
            given.add("players")
        else:
            notices.append(
                players_notice(titles[options.rules],
                               _allowed_players(options.rules, player_counts), raw)
            )

    if "level" in values:
        raw = values["level"]
        level = _normalise_name(raw)
        if level in LEVELS:
            options = replace(options, level=level)
            given.add("level")
        else:
            notices.append(Message("notice.level", value=_shown(raw),
                                   level=Message(f"level.{options.level}")))

    if "deals" in values:
        raw = values["deals"]
        deals = _whole_number(raw)
        if deals is not None and 1 <= deals <= MAX_DEALS:
            options = replace(options, deals=deals)
            given.add("deals")
        else:
            notices.append(Message("notice.deals", most=MAX_DEALS, value=_shown(raw)))

    if "seed" in values:
        raw = values["seed"]
        seed = _whole_number(raw)
        if seed is not None:
            options = replace(options, seed=seed)
            given.add("seed")
        else:
            notices.append(Message("notice.seed", value=_shown(raw)))

    # --- deal links and the daily deal (issue 13)
    if "deal" in values:
        raw = values["deal"]
        code = raw.strip().lower()
        if DEAL_CODE.match(code):
            options = replace(options, deal=code)
            given.add("deal")
        else:
            notices.append(Message("notice.not_a_deal_code", value=_shown(raw)))

    if "seat" in values:
        raw = values["seat"]
        seat = _whole_number(raw)
        if seat is not None and seat <= MAX_SEAT:
            options = replace(options, seat=seat)
            given.add("seat")
        else:
            notices.append(Message("notice.seat", most=MAX_SEAT, value=_shown(raw)))

    if "daily" in values:
        raw = values["daily"].lower()
        if raw in ("1", "true", "yes", "on"):
            options = replace(options, daily=True)
            given.add("daily")
        elif raw not in ("0", "false", "no", "off"):
            notices.append(Message("notice.daily", value=_shown(values["daily"])))
    # --- end deal links
    if "lang" in values:  # issue 12
        raw = values["lang"]
        language = (match_language or _exact_language)(raw)
        if language is not None:
            options = replace(options, language=language)
            given.add("lang")
        else:
            notices.append(Message("notice.language", value=_shown(raw),
                                   codes=", ".join(DEFAULT_LANGUAGE_CODES)))

    if "people" in values:  # issue 34: pass-and-play
        people = people_names(values["people"])
        if people is not None:
            options = replace(options, people=people)
            given.add("people")
        else:
            notices.append(Message("notice.people", low=PEOPLE_RANGE[0], high=PEOPLE_RANGE[-1],
                                   value=_shown(values["people"])))

    return replace(options, given=frozenset(given)), notices


def people_names(raw: str) -> tuple[str, ...] | None:
    """The names of ``--people Ada,Ben`` (each trimmed, printable, at most
    :data:`MAX_NAME_LENGTH` characters), or None unless there are 2–8 different ones."""
    names = tuple(name.strip() for name in raw.split(","))
    if any(not name or len(name) > MAX_NAME_LENGTH or not name.isprintable() for name in names):
        return None
    if len(names) not in PEOPLE_RANGE or len({name.casefold() for name in names}) < len(names):
        return None
    return names


def _exact_language(text: str) -> str | None:
    """The language code ``text`` names, in any case, or None."""
    wanted = text.strip().replace("_", "-").lower()
    return next((code for code in DEFAULT_LANGUAGE_CODES if code.lower() == wanted), None)


def _allowed_players(preset_id: str, player_counts: PlayerCounts | None) -> Collection[int]:
    """The seat counts ``preset_id`` allows (3–8 when the source does not know it)."""
    fallback = range(3, 9)
    if player_counts is None:
        return DEFAULT_PLAYER_COUNTS.get(preset_id, fallback)
    if isinstance(player_counts, Mapping):
        return player_counts.get(preset_id, fallback)
    try:
        counts = player_counts(preset_id)
    except (KeyError, ValueError):
        return fallback
    return counts if counts else fallback


def add_launch_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--rules --players --level --deals --seed --deal --seat --daily --lang`` to an
    ``argparse`` parser, so that ``--help`` lists them. They are taken as plain text (an
    option given without a value reads as empty, one not given is absent):
    :func:`parse_launch_options` checks them and turns a bad value into a notice instead of
    stopping the program."""
    group = parser.add_argument_group(
        "table", "a bad value never stops the game: it falls back to the default and says so")
    for name in OPTION_NAMES:
        metavar, sentence = LAUNCH_HELP[name]
        group.add_argument(f"--{name}", metavar=metavar, nargs="?", const="",
                           default=argparse.SUPPRESS, help=sentence)


def program_name(argv0: str | None = None) -> str:
    """The command the player started the game with: ``sevens-game`` (the installed
    command) or ``main.py`` (the script in the repository), from ``argv0`` (by default
    ``sys.argv[0]``)."""
    path = argv0 if argv0 is not None else (sys.argv[0] if sys.argv else "")
    name = os.path.basename(path).lower()
    return "sevens-game" if name.startswith("sevens-game") else "main.py"


def main_parser(speeds: Sequence[str]) -> argparse.ArgumentParser:
    """The one parser of ``main.py``'s command line: the launch options (see
    :func:`add_launch_arguments`) and the game's own (``--autoplay --screenshot --speed
    --mute --frames --fresh --window --narrate --large-cards --high-contrast``).
    ``speeds`` names the paces ``--speed``
    accepts (for ``--help``; a bad pace is the caller's notice, see
    :func:`choice_notice`)."""
    parser = argparse.ArgumentParser(prog=program_name(),
                                     description="Sevens at the card table.",
                                     allow_abbrev=False)
    add_launch_arguments(parser)
    parser.add_argument("--autoplay", action="store_true",
                        help="bots in every seat, played through the real interface")
    parser.add_argument("--screenshot", metavar="DIR", type=Path,
                        help="save screenshots (menu, mid-deal, results) into DIR")
    parser.add_argument("--speed", metavar="PACE", nargs="?",
                        help=f"pace of the computer players: {', '.join(speeds)}")
    parser.add_argument("--mute", action="store_true", help="no sound")
    parser.add_argument("--frames", type=int, help="quit after this many frames")
    parser.add_argument("--fresh", action="store_true",
                        help="do not read or write saved settings and statistics")
    parser.add_argument("--window", metavar=WINDOW_HELP[0], nargs="?", help=WINDOW_HELP[1])
    parser.add_argument("--narrate", action="store_true",
                        help="print what happens at the table on stdout, one line per "
                             "event (plays, passes, whose turn, results), for a screen "
                             "reader")
    parser.add_argument("--large-cards", action="store_true",
                        help="the hand and the rows at one and a half times the usual size "
                             "(remembered with the settings)")
    parser.add_argument("--high-contrast", action="store_true",
                        help="a black table, white cards and text, thick outlines "
                             "(remembered with the settings)")
    return parser


def choice_notice(what: str, raw: str, choices: Sequence[str], fallback: str) -> Message:
    """The notice for a value that is not one of ``choices``, worded like the others:
    ``Unknown pace 'abc' (choose slow, normal, fast or instant) — playing at normal instead.``
    (``notice.pace`` for the bots' pace, its fallback named in the player's language;
    ``notice.choice`` with the words as given for anything else)."""
    if what == "pace":
        return Message("notice.pace", value=_shown(raw), speed=Message(f"speed.{fallback}"))
    listed = ", ".join(choices[:-1]) + f" or {choices[-1]}" if len(choices) > 1 else choices[0]
    return Message("notice.choice", what=what, value=_shown(raw), choices=listed,
                   fallback=fallback)


def launch_words(argv: Sequence[str]) -> list[str]:
    """``argv`` with the launch options' names in lower case (``--LEVEL=hard`` is
    ``--level=hard``), so that they are matched without regard to case."""
    words = []
    for word in argv:
        name, equals, value = word[2:].partition("=") if word.startswith("--") else ("", "", "")
        if name and name.lower() in OPTION_NAMES:
            word = f"--{name.lower()}{equals}{value}"
        words.append(word)
    return words


def given_values(namespace: argparse.Namespace) -> dict[str, str]:
    """The launch options a parsed command line gave, by name (an option given without a
    value reads as empty, which :func:`parse_launch_options` treats as not given)."""
    found = vars(namespace)
    return {name: "" if found[name] is None else str(found[name])
            for name in OPTION_NAMES if name in found}

#: ``--window WxH`` (native only; a page's size is the browser's): the window in pixels.
WINDOW_SIZE = re.compile(r"^\s*(\d{1,5})\s*[x×X*]\s*(\d{1,5})\s*$")
WINDOW_SIDES = (200, 8192)
WINDOW_HELP = ("WxH", "open the window at this size in pixels, e.g. 390x844 (taller than wide: "
                      "the portrait table); default 1280x720")


def window_option(raw: str | None) -> tuple[tuple[int, int] | None, Message | None]:
    """Read ``--window WxH``: the size, or None and a notice for a bad value (the game then
    opens its usual 1280×720 window; a bad value never stops it). Nothing given: (None, None).
    """
    if raw is None or not raw.strip():
        return None, None
    found = WINDOW_SIZE.match(raw)
    low, high = WINDOW_SIDES
    if found is not None:
        width, height = int(found.group(1)), int(found.group(2))
        if low <= width <= high and low <= height <= high:
            return (width, height), None
    return None, Message("notice.window", low=low, high=high, value=_shown(raw))


def options_from_argv(argv: Sequence[str]) -> dict[str, str]:
    """Pick ``--rules X`` / ``--rules=X`` style options out of command-line words.

    Read with the launch options of :func:`main_parser`'s parser. Option names are matched
    without regard to case; other words are left alone. A flag with nothing after it gives
    an empty value, which :func:`parse_launch_options` treats as not given.
    """
    parser = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    add_launch_arguments(parser)
    known, _unknown = parser.parse_known_args(launch_words(argv))
    return given_values(known)


def options_from_text(text: str) -> dict[str, str]:
    """The launch options in a deal link someone pasted: a page address or its query
    (``…?rules=douque&players=4&deal=CODE&seat=1``), a command line (``main.py --rules douque
    --deal CODE``), or a bare deal code (``{"deal": CODE}``). Empty when there is none."""
    import shlex
    from urllib.parse import parse_qsl, urlsplit

    text = text.strip()
    if not text:
        return {}
    if "--" in text:
        try:
            words = shlex.split(text)
        except ValueError:
            words = text.split()
        return {name: value for name, value in options_from_argv(words).items() if value}
    if "=" in text:
        query = urlsplit(text).query if "?" in text else text.lstrip("?")
        if "#" in query:
            query = query.split("#", 1)[0]
        return {key.strip().lower(): value.strip() for key, value in parse_qsl(query)
                if key.strip().lower() in OPTION_NAMES and value.strip()}
    word = text.split()[0]
    if len(text.split()) == 1 and all(char.isalnum() or char == "-" for char in word):
        return {"deal": word}
    return {}


def launch_source(flags: Mapping[str, str], *, web: bool) -> Mapping[str, str]:
    """Where the launch options come from: in the browser (``web``) the page's query, which
    pygbag puts into ``os.environ``; natively the command line's ``flags`` (the game's one
    reading of both: ``sevens.app.startup.parse_arguments``)."""
    if web:
        return {name: os.environ.get(name, "") for name in OPTION_NAMES}
    return flags
