"""A phone's keyboard for the game's text fields (the menu's deal code, a seat's name).

A phone opens its on-screen keyboard only for a text input of the page focused by the tap
itself, never for a canvas. So the game tells the page, through ``window.sevensKeyboard``
(``page/keyboard.js``, put on pygbag's ``platform.window`` as :mod:`sevens.ui.clipboard` does),
where its text fields are and what they hold. The page's listeners see a tap on a field and,
in that same gesture, focus a hidden ``<input>`` over it; what is typed there (a Chinese or
Japanese IME's composition included) comes back to the field every frame, Enter submits it,
and when the keyboard closes (the input loses the focus, or the page's visible height grows
back) the field lets go. Keys pressed in that input stay in it, so SDL never
types them twice; a field the game focuses itself (Tab) gets the page's input as well.
Natively, and on a page without the bridge, SDL's TEXTINPUT events type as before.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from importlib import resources
from typing import Any

from sevens.app.webpage import WEB, page_bridge
from sevens.ui.widgets import TextField

__all__ = ["PAGE_BRIDGE", "PageKeyboard", "shown_fields", "text_fields"]


#: The page's side (``page/keyboard.js``), installed once as ``window.sevensKeyboard``.
PAGE_BRIDGE = resources.files("sevens.ui").joinpath("page/keyboard.js").read_text(encoding="utf-8")


def text_fields(scene: object) -> list[tuple[str, TextField]]:
    """The text fields ``scene`` shows now, by name (``scene.text_fields()``; none if it has
    no such method)."""
    finder = getattr(scene, "text_fields", None)
    return list(finder()) if finder is not None else []


def shown_fields(app: Any) -> list[dict[str, object]]:
    """The current scene's text fields with their boxes in window pixels (what the page is
    told; the browser tests tap them)."""
    return [{"name": name, "box": list(app.display.window_box(field.rect)),
             "value": field.value, "focused": field.focused}
            for name, field in text_fields(app.scene)]


class PageKeyboard:
    """The page's keyboard input for the game's text fields (see the module's words).

    ``window`` is the page's ``window`` (found by itself in the browser); ``web`` says whether
    there is a page at all (tests pass both).
    """

    def __init__(self, web: bool = WEB, window: Any = None) -> None:
        self.web = web
        self._window = window
        self._published = ""
        #: The page's last report (None before the first): what changed since is news.
        self._report: dict[str, Any] | None = None
        #: The field the page's input types into (by name), None when none.
        self.held: str | None = None

    def page(self) -> Any:
        """The page's bridge (installed on first use), or None without a page."""
        if not self.web:
            return None
        bridge = page_bridge("sevensKeyboard", PAGE_BRIDGE, self._window)
        self.web = bridge is not None  # none, or a page that refuses: SDL's typing only
        return bridge

    def follow(self, scene: object, display: Any) -> None:
        """Once a frame: :meth:`sync` with the text fields ``scene`` shows now (nothing to
        do outside the browser)."""
        if not self.web:
            return
        self.sync([(name, field, display.window_box(field.rect))
                   for name, field in text_fields(scene)])

    def sync(self, fields: Sequence[tuple[str, TextField, tuple[int, int, int, int]]]) -> None:
        """Once a frame: tell the page the shown ``fields`` (name, field, box in window
        pixels), and bring what the page's input holds into the field it types for."""
        bridge = self.page()
        if bridge is not None:
            with contextlib.suppress(Exception):  # the page went away: the game goes on
                self._sync(bridge, fields)

    def _sync(self, bridge: Any,
              fields: Sequence[tuple[str, TextField, tuple[int, int, int, int]]]) -> None:
        published = json.dumps([[name, *box, field.value, field.max_length, field.placeholder]
                                for name, field, box in fields], ensure_ascii=False)
        if published != self._published:
            bridge.setFields(published)
            self._published = published
        report = json.loads(str(bridge.report()))
        last, self._report = self._report or report, report  # the first report is no news
        by_name = {name: field for name, field, _box in fields}
        field = by_name.get(report["active"])
        if field is None:
            self._hand_over(bridge, by_name)
            return
        if report["serial"] != last["serial"]:  # a tap on the field: it takes the typing
            for other in by_name.values():
                other.focused = other is field
        if not field.focused:  # the game let go of the field (a tap elsewhere)
            bridge.close()
            self.held = None
            return
        self.held = report["active"]
        field.value = str(report["value"])[: field.max_length]
        if report["submits"] != last["submits"] and field.on_submit is not None:
            field.on_submit(field.value)

    def _hand_over(self, bridge: Any, by_name: dict[str, TextField]) -> None:
        """The page's input types for no shown field: the field it typed for lets go (the
        keyboard closed), and a field the game focused itself (Tab) gets the input."""
        held = by_name.get(self.held)
        if held is not None:
            held.focused = False
        self.held = None
        for name, field in by_name.items():
            if field.focused and bridge.open(name):
                self.held = name
                self._report = json.loads(str(bridge.report()))  # its opening is not a tap
                return
