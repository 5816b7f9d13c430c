"""The web page the game runs in (pygbag's runtime in a browser), read in one place: whether
there is one (:data:`WEB`), the page's window and the one way to ask it something
(:func:`ask_page`), the questions the game asks (what the visitor's browser asks for: reduced
motion, more contrast, a device that points only by touch; the page's usable area, its address
and an online invite in it), and what it tells the page: the loading screen's
:func:`heartbeat` and the live region a screen reader reads out (:func:`announce`, issue 34).
Outside the browser each question has its plain answer and each message goes nowhere, so the
desktop game calls them freely. No pygame.

pygbag hangs the page's JavaScript ``window`` on the ``platform`` module (natively the
standard library's, which has none); :func:`page_window` alone reads it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

__all__ = ["WEB", "announce", "ask_bridge", "ask_page", "browser_viewport", "heartbeat",
           "page_address", "page_bridge", "page_invite", "page_window", "prefers_more_contrast",
           "prefers_reduced_motion", "touch_only"]

#: True in the browser build (CPython compiled to WebAssembly with Emscripten).
WEB = sys.platform == "emscripten"


def page_window(window: object | None = None) -> Any:
    """``window`` or, when None, pygbag's ``platform.window`` (None when there is none)."""
    import platform as runtime_platform  # pygbag hangs the page's window on this module

    return window if window is not None else getattr(runtime_platform, "window", None)


def ask_page(question: Callable[[Any], Any], otherwise: Any, *, web: bool = WEB,
             window: object | None = None) -> Any:
    """``question(page)`` asked of the page's ``window`` in the browser (``web``);
    ``otherwise`` outside it, without a page, or when the page lacks what is asked or its
    JavaScript throws (the game goes on regardless). The one way the game reads the page."""
    page = page_window(window) if web else None
    if page is None:
        return otherwise
    try:
        return question(page)
    except Exception:  # noqa: BLE001 - a page other than the project's template, or a throw
        return otherwise


def page_bridge(name: str, script: str, window: object | None = None) -> Any:
    """The page's ``window.<name>``, defined by running ``script`` in the page on first use;
    None without a page, or when the page refuses it (its JavaScript throws)."""
    def bridge(page: Any) -> Any:
        if getattr(page, name, None) is None:
            page.eval(script)
        return getattr(page, name, None)

    return ask_page(bridge, None, web=True, window=window)


def ask_bridge(name: str, script: str, question: Callable[[Any], Any], otherwise: Any, *,
               web: bool = WEB, window: object | None = None) -> Any:
    """``question(bridge)`` asked of the page's bridge ``window.<name>`` (installed from
    ``script`` on first use, :func:`page_bridge`); ``otherwise`` outside the browser, without
    the bridge (a page that refuses it), or when the page throws."""
    def through_bridge(page: Any) -> Any:
        bridge = page_bridge(name, script, page)
        return otherwise if bridge is None else question(bridge)

    return ask_page(through_bridge, otherwise, web=web, window=window)


def heartbeat(detail: str, *, web: bool = WEB, window: object | None = None) -> bool:
    """Tell the page's loading screen that the game is alive and busy with ``detail`` (so a
    slow start is not taken for a failure).

    Returns True when the page took the message; False outside the browser, or when the page
    has no loading screen (a page other than the project's template). Never raises.
    """
    def tell(page: Any) -> bool:
        page.sevensLoader.stage("heartbeat", str(detail))
        return True

    return ask_page(tell, False, web=web, window=window)


def announce(line: str, language: str, *, web: bool = WEB, window: object | None = None) -> bool:
    """Give ``line`` to the page's live region, spoken in ``language`` (a BCP 47 tag).

    Returns True when the page took it; False outside the browser or on a page without the
    region (``window.sevensAnnounce``). Never raises: the game goes on regardless.
    """
    def speak(page: Any) -> bool:
        page.sevensAnnounce(str(line), str(language))
        return True

    return ask_page(speak, False, web=web, window=window)


def prefers_reduced_motion(*, web: bool = WEB, window: object | None = None) -> bool:
    """Whether the visitor's browser asks for reduced motion (``prefers-reduced-motion:
    reduce``, which the page keeps in ``window.sevensReducedMotion``). False outside the
    browser or on a page that does not say. Never raises."""
    return ask_page(lambda page: bool(page.sevensReducedMotion), False, web=web,
                    window=window)


def prefers_more_contrast(*, web: bool = WEB, window: object | None = None) -> bool:
    """Whether the visitor's browser asks for more contrast (``prefers-contrast: more`` or
    ``forced-colors: active``, which the page keeps in ``window.sevensMoreContrast``). False
    outside the browser or on a page that does not say. Never raises."""
    return ask_page(lambda page: bool(page.sevensMoreContrast), False, web=web,
                    window=window)


def touch_only(*, web: bool = WEB, window: object | None = None) -> bool:
    """Whether the visitor's device points only by touch (``any-pointer: coarse`` and no
    ``any-pointer: fine``, which the page keeps in ``window.sevensTouchOnly``): a phone or a
    tablet without a keyboard or mouse: the game names taps, not keys. False outside the
    browser or on a page that does not say. Never raises."""
    return ask_page(lambda page: bool(page.sevensTouchOnly), False, web=web, window=window)


def page_invite(*, web: bool = WEB, window: object | None = None) -> str:
    """The online invite the page was opened with (``…/#join=S7I1.…``, issue 47), or ''.

    The invite rides in the address's fragment, which the browser never sends to the page's
    server; the game reads it once at the start and opens the join screen with it."""
    fragment = ask_page(lambda page: str(page.location.hash), "", web=web, window=window)
    return fragment if "join=" in fragment else ""


def page_address(*, web: bool = WEB, window: object | None = None) -> str:
    """The page's own address without its query or fragment (``origin`` + ``pathname``), or
    '' outside the browser or when the page does not say."""
    return ask_page(lambda page: f"{page.location.origin}{page.location.pathname}", "",
                    web=web, window=window)


def browser_viewport(window: Any | None = None) -> tuple[int, int] | None:
    """The page's usable area in CSS px: ``window.sevensViewport`` (kept current by the page
    template, safe areas taken off), else ``innerWidth × innerHeight``; None outside a
    browser or when the page tells nothing usable."""
    def read(page: Any) -> tuple[float, float]:
        try:
            viewport = page.sevensViewport
            return float(viewport.width), float(viewport.height)
        except Exception:  # noqa: BLE001 - no sevensViewport (another page): innerWidth/Height
            return float(page.innerWidth), float(page.innerHeight)

    width, height = ask_page(read, (0.0, 0.0), web=True, window=window)
    if not (width > 0 and height > 0):  # nothing usable (none, or not a number)
        return None
    return (round(width), round(height))
