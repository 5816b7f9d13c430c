// The page's side of sevens/ui/page_keyboard.py, installed once on window.sevensKeyboard.
// setFields(json) gets the game's shown text fields as
// [name, x, y, width, height, value, max_length, label] in canvas pixels; report() answers
// {"active", "value", "submits", "serial"} as JSON (`serial` counts the openings).
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
    const place = cssBox(field);
    const bottom = place.top + place.height;
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
