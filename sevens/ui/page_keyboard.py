"""A phone's keyboard for the game's text fields (the menu's deal code, a seat's name).

A phone opens its on-screen keyboard only for a text input of the page focused by the tap
itself, never for a canvas. So the game tells the page, through ``window.sevensKeyboard`` (a
few lines of JavaScript put on pygbag's ``platform.window``, as :mod:`sevens.ui.clipboard`
does), where its text fields are and what they hold. The page's listeners see a tap on a
field and, in that same gesture, focus a hidden ``<input>`` over it; what is typed there (a
Chinese or Japanese IME's composition included) comes back to the field every frame, Enter
submits it, and when the keyboard closes (the input loses the focus, or the page's visible
height grows back) the field lets go. Keys pressed in that input stay in it, so SDL never
types them twice; a field the game focuses itself (Tab) gets the page's input as well.
Natively, and on a page without the bridge, SDL's TEXTINPUT events type as before.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sevens.app.webpage import WEB, page_bridge
from sevens.ui.widgets import TextField

__all__ = ["PAGE_BRIDGE", "PageKeyboard", "shown_fields", "text_fields"]


#: The page's side, installed once. ``setFields(json)`` gets the shown fields as
#: ``[name, x, y, width, height, value, max_length, label]`` in canvas pixels; ``report()`` answers
#: ``{"active", "value", "submits", "serial"}`` as JSON (``serial`` counts the openings).
PAGE_BRIDGE = r"""
(function () {
  if (window.sevensKeyboard) return;
  const box = { fields: [], active: null, value: "", submits: 0, serial: 0 };
  let input = null;
  let lastName = null;
  let openHeight = 0;
  let shrunk = false;
  const canvas = () => document.getElementById("canvas");
  const viewHeight = () =>
    (window.visualViewport ? window.visualViewport.height : window.innerHeight);

  function cssBox(field) {
    const element = canvas();
    const rect = element.getBoundingClientRect();
    const scaleX = rect.width / element.width;
    const scaleY = rect.height / element.height;
    return { left: rect.left + field.x * scaleX, top: rect.top + field.y * scaleY,
             width: field.w * scaleX, height: field.h * scaleY };
  }

  // The canvas moved up while the keyboard covers the field; back when it closes.
  function lift() {
    const element = canvas();
    const field = box.fields.find((entry) => entry.name === box.active);
    if (!element || !field) return;
    element.style.transform = "";
    const bottom = cssBox(field).top + cssBox(field).height;
    const room = viewHeight() - 12;
    if (bottom > room) element.style.transform = `translateY(${Math.round(room - bottom)}px)`;
  }

  function letGo() {
    if (box.active !== null) lastName = box.active;
    box.active = null;
    shrunk = false;
    const element = canvas();
    if (element) element.style.transform = "";
  }

  function ensureInput() {
    if (input) return input;
    input = document.createElement("input");
    input.id = "sevens-keyboard";
    input.type = "text";
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("autocapitalize", "off");
    input.setAttribute("autocorrect", "off");
    input.setAttribute("enterkeyhint", "done");
    // Over the field, unseen: the canvas draws the text; 16 px keeps phones from zooming.
    Object.assign(input.style, {
      position: "fixed", opacity: "0", border: "0", padding: "0", margin: "0",
      fontSize: "16px", color: "transparent", background: "transparent",
      caretColor: "transparent", pointerEvents: "none", zIndex: "1",
    });
    document.body.appendChild(input);
    ["input", "compositionend"].forEach((kind) =>
      input.addEventListener(kind, () => { box.value = input.value; }));
    input.addEventListener("keydown", (event) => {
      if (!event.isComposing && (event.key === "Escape" || event.key === "Tab")) {
        event.preventDefault();  // the game hears these too: the field lets go, Tab moves on
        input.blur();
        return;
      }
      event.stopPropagation();  // the field's keys are not the game's (SDL listens on window)
      if (event.isComposing || event.keyCode === 229) return;
      if (event.key === "Enter") {
        event.preventDefault();
        box.value = input.value;
        box.submits += 1;
      }
    });
    ["keyup", "keypress"].forEach((kind) =>
      input.addEventListener(kind, (event) => event.stopPropagation()));
    input.addEventListener("blur", () => {
      letGo();
      // The keyboard closed on the page: the game's canvas has the keys again.
      const element = canvas();
      if (element && document.hasFocus() && document.activeElement !== input) element.focus();
    });
    // Back from another window or tab: the input has the focus again, and its field.
    input.addEventListener("focus", () => {
      if (box.active === null && box.fields.some((field) => field.name === lastName)) {
        box.active = lastName;
        box.serial += 1;
      }
    });
    return input;
  }

  // The game's text field a pointer event (a finger's, else the mouse's) lands on, or null.
  function fieldAt(event) {
    const touch = event.changedTouches && event.changedTouches[0];
    const at = touch || (typeof event.clientX === "number" ? event : null);
    const element = canvas();
    if (!at || !element || !element.width || !element.height) return null;
    const rect = element.getBoundingClientRect();
    if (!rect.width || !rect.height) return null;
    const x = ((at.clientX - rect.left) * element.width) / rect.width;
    const y = ((at.clientY - rect.top) * element.height) / rect.height;
    return box.fields.find((field) => x >= field.x && x < field.x + field.w
                                      && y >= field.y && y < field.y + field.h) || null;
  }

  box.open = function (name) {
    const field = box.fields.find((entry) => entry.name === name);
    if (!field) return false;
    const element = ensureInput();
    const place = cssBox(field);
    Object.assign(element.style, {
      left: `${Math.round(place.left)}px`, top: `${Math.round(place.top)}px`,
      width: `${Math.max(1, Math.round(place.width))}px`,
      height: `${Math.max(1, Math.round(place.height))}px`,
    });
    element.maxLength = field.max;
    element.value = field.value;
    element.setAttribute("aria-label", field.label || name);
    box.value = field.value;
    box.active = name;
    box.serial += 1;
    openHeight = viewHeight();
    shrunk = false;
    element.focus({ preventScroll: true });
    return true;
  };
  box.close = function () {
    if (input && document.activeElement === input) input.blur();
    letGo();
  };
  box.setFields = function (text) {
    box.fields = JSON.parse(text).map(([name, x, y, w, h, value, max, label]) =>
      ({ name, x, y, w, h, value, max, label }));
    if (box.active && !box.fields.some((field) => field.name === box.active)) box.close();
  };
  box.report = function () {
    return JSON.stringify({ active: box.holds() ? box.active : null, value: box.value,
                            submits: box.submits, serial: box.serial });
  };
  /** Whether a pointer event lands on one of the game's text fields. */
  box.hits = function (event) { return Boolean(fieldAt(event)); };
  /** Whether the page's input has the focus (the keyboard is the field's). */
  box.holds = function () { return Boolean(input) && document.activeElement === input; };

  // The tap itself focuses the input: a phone opens its keyboard only for that. A press on a
  // field keeps the focus from moving to the canvas.
  window.addEventListener("mousedown", (event) => {
    if (box.hits(event)) event.preventDefault();
  }, true);
  ["touchend", "click"].forEach((kind) => window.addEventListener(kind, (event) => {
    const field = fieldAt(event);
    if (field && !(box.active === field.name && box.holds())) box.open(field.name);
  }, true));
  // A keyboard closed without the input losing the focus (a phone's back key): the visible
  // height grows back. While it is open, the canvas keeps its place, lifted over it.
  if (window.visualViewport) {
    window.visualViewport.addEventListener("resize", () => {
      if (!box.holds()) return;
      if (viewHeight() < openHeight * 0.85) { shrunk = true; lift(); }
      else if (shrunk) input.blur();
    });
  }
  window.sevensKeyboard = box;
})();
"""


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
        if bridge is None:
            return
        try:
            self._sync(bridge, fields)
        except Exception:  # noqa: BLE001 - the page went away: the game goes on
            return

    def _sync(self, bridge: Any,
              fields: Sequence[tuple[str, TextField, tuple[int, int, int, int]]]) -> None:
        published = json.dumps([[name, *box, field.value, field.max_length, field.placeholder]
                                for name, field, box in fields], ensure_ascii=False)
        if published != self._published:
            bridge.setFields(published)
            self._published = published
        last, state = self._report, json.loads(str(bridge.report()))
        self._report = state
        by_name = {name: field for name, field, _box in fields}
        opened = last is not None and state["serial"] != last["serial"]
        submitted = last is not None and state["submits"] != last["submits"]
        active = state["active"]
        field = by_name.get(active)
        if field is not None:
            if opened:  # a tap on the field: it takes the typing
                for other in by_name.values():
                    other.focused = other is field
            if field.focused:
                self.held = active
                field.value = str(state["value"])[: field.max_length]
                if submitted and field.on_submit is not None:
                    field.on_submit(field.value)
                return
            bridge.close()  # the game let go of the field (a tap elsewhere)
            self.held = None
            return
        held = by_name.get(self.held)
        if held is not None and held.focused:
            held.focused = False  # the keyboard closed: the field lets go
        self.held = None
        for name, candidate in by_name.items():
            if candidate.focused and bridge.open(name):  # focused by the game itself (Tab)
                self.held = name
                self._report = json.loads(str(bridge.report()))
                return
