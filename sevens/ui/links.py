"""Deal links (issue 13): the link that replays a deal from your seat, and the table a link
asks for — given at launch (``--deal CODE --seat N``, ``?deal=…&seat=…``) or pasted into
the menu."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import sevens
from sevens.app.daily import deal_flags
from sevens.app.daily import deal_link as page_link
from sevens.app.launch_options import options_from_text, program_name
from sevens.app.notices import NoticeBoard
from sevens.app.profile import Settings
from sevens.app.session import Session
from sevens.app.translation import render
from sevens.message import Message, error_message
from sevens.rules import build_rules
from sevens.ui import theme
from sevens.ui.options import AppOptions, read_launch_options
from sevens.ui.webhost import WEB, page_window


def deal_link(session: Session | None, full: bool = True) -> str:
    """The link that replays the session's deal from your seat ('' for house rules or
    an unseeded deal): the page address with its query in the browser (``full=False``:
    the query alone), the command line natively."""
    if session is None or session.game.seed is None or session.rules_id not in sevens.PRESETS:
        return ""
    arguments = (session.rules_id, session.rules.players, session.game.deal_code,
                 session.human_seat)
    if not WEB:
        return deal_flags(*arguments, deals=session.deals, program=program_name())
    base = ""
    try:  # the page's own address, where the bridge to the page allows it
        location = page_window().location
        base = f"{location.origin}{location.pathname}" if full else ""
    except Exception:  # noqa: BLE001 - no page: the query alone
        base = ""
    return page_link(*arguments, base=base, deals=session.deals)


def linked_table(options: AppOptions, settings: Settings,
                 notices: NoticeBoard) -> tuple[sevens.Rules, int] | None:
    """The rules and seat of the deal a launch link names, or None when none was given or
    its code does not fit the table (a notice says why; the menu then deals fresh). A seat
    the table does not have is seat 0, with a notice."""
    if not options.deal_code:
        return None
    try:
        rules = build_rules(settings)
        sevens.Game.from_deal_code(rules, options.deal_code)
    except ValueError as error:
        notices.add(Message("link.bad_code", code=options.deal_code,
                            reason=error_message(error)))
        return None
    seat = options.seat or 0
    if not 0 <= seat < rules.players:
        notices.add(Message("link.bad_seat", seat=seat, players=rules.players))
        seat = 0
    return rules, seat


def say_at_table(table: Any, notices: NoticeBoard) -> None:
    """A deal link opens straight to the table, where the menu's toasts are not shown: the
    notices waiting (a refused seat, a table of people sitting the deal out …) are said on
    the table's status line instead, long enough to read, and count as shown."""
    say = getattr(table, "say", None)
    if say is None or not notices.queue:
        return
    waiting = list(notices.queue)
    notices.queue.clear()
    notices.shown.extend(waiting)
    say(" ".join(render(notice) for notice in waiting), theme.ACCENT,
        sum(NoticeBoard.duration(notice) for notice in waiting))


def pasted_link_options(pasted: str, options: AppOptions,
                        notices: NoticeBoard) -> AppOptions | None:
    """The launch options a pasted deal link gives (its table, deal and seat over
    ``options``), or None when the text names no deal; bad values in it become notices."""
    source = options_from_text(pasted)
    if not source.get("deal"):
        return None
    launch, refusals = read_launch_options(source)
    for notice in refusals:
        notices.add(notice)
    given = launch.given
    return replace(
        options, rules_id=launch.rules if "rules" in given else None,
        players=launch.players if "players" in given else None,
        deals=launch.deals if "deals" in given else None, deal_code=launch.deal,
        seat=launch.seat, daily=False, refused=frozenset())
