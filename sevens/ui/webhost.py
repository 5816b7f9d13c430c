"""The game's side of the web page it runs in (pygbag's runtime in a browser): the mixer's
buffer (:func:`prepare_audio`), the loading screen's :func:`heartbeat`, what the visitor's
browser asks for (reduced motion, more contrast, a device that points only by touch), the
page's usable area (:func:`browser_viewport`), an online invite in its address
(:func:`page_invite`), and the live region a screen reader reads out (:func:`announce`,
issue 34). All do nothing outside the browser, so the desktop game calls them freely.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import pygame

__all__ = ["WEB", "WEB_MIXER_BUFFER", "WEB_MIXER_FREQUENCY", "announce", "ask_page",
           "browser_viewport", "heartbeat", "page_bridge", "page_invite", "page_window",
           "prefers_more_contrast", "prefers_reduced_motion", "prepare_audio", "touch_only"]

#: True in the browser build (CPython compiled to WebAssembly with Emscripten).
WEB = sys.platform == "emscripten"
#: Frames per mixer buffer in the browser: what its audio thread sustains without gaps.
WEB_MIXER_BUFFER = 2048
#: Samples per second in the browser (browsers mix at 44.1 or 48 kHz).
WEB_MIXER_FREQUENCY = 44100


def prepare_audio(web: bool = WEB) -> bool:
    """Pre-initialise the mixer for the browser; call before ``pygame.init()``, which opens the
    mixer itself with a 512-frame buffer that a browser's audio thread cannot keep fed (the
    sound crackles; the game's own mixer set-up comes too late to change it).

    Returns True when it set the browser's buffer, False outside the browser (nothing done).
    """
    if not web:
        return False
    pygame.mixer.pre_init(
        frequency=WEB_MIXER_FREQUENCY, size=-16, channels=2, buffer=WEB_MIXER_BUFFER
    )
    return True


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
