"""Deal links (issue 13) at the app's level: the link that replays a session's deal from your
seat (:func:`deal_link`), the table a launch link asks for (``--deal CODE --seat N`` or
``?deal=…&seat=…``: :func:`linked_table`) and the options a deal link pasted into the menu
gives (:func:`pasted_link_options`). The buttons that move links, and a link wrapped to a
width, are the interface's (:mod:`sevens.ui.links`).
"""

from __future__ import annotations

from dataclasses import replace

import sevens
from sevens.app.daily import deal_address, deal_flags
from sevens.app.launch_options import options_from_text, program_name
from sevens.app.notices import NoticeBoard
from sevens.app.profile import Settings
from sevens.app.session import Session
from sevens.app.startup import AppOptions, preset_launch_options
from sevens.app.webpage import WEB, page_address
from sevens.message import Message, error_message
from sevens.rules import build_rules

__all__ = ["deal_link", "linked_table", "pasted_link_options"]


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
    # the page's own address, where the bridge to the page allows it (else the query alone)
    base = page_address(web=True) if full else ""
    return deal_address(*arguments, base=base, deals=session.deals)


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


def pasted_link_options(pasted: str, options: AppOptions,
                        notices: NoticeBoard) -> AppOptions | None:
    """The launch options a pasted deal link gives (its table, deal and seat over
    ``options``), or None when the text names no deal; bad values in it become notices."""
    source = options_from_text(pasted)
    if not source.get("deal"):
        return None
    launch, refusals = preset_launch_options(source)
    for notice in refusals:
        notices.add(notice)
    given = launch.given
    return replace(
        options, rules_id=launch.rules if "rules" in given else None,
        players=launch.players if "players" in given else None,
        deals=launch.deals if "deals" in given else None, deal_code=launch.deal,
        seat=launch.seat, daily=False, refused=frozenset())
