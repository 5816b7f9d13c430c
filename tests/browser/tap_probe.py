"""Run inside the page (Pyodide) by tests/browser/phone_deals.mjs, after game_probe.py: where
a finger may touch the running game, read from the scenes' own layout.

``tap_state()`` returns, as JSON, the scene on show and every rectangle a player could tap
there (buttons, the menu's rule systems and steppers, the table's hand cards (the strip of
each in sight: a hand held in two lines to choose a card to cover from, a thumb each way on
a compact table), the leftovers you may play and the lit places of their moves — a leftover
and a lifted card's place by its touch area, larger than the card drawn on a compact
table —, a dialog's buttons) in pixels of the game's canvas: a scene drawn
apart at 1280×720 and fitted into a portrait canvas (one not yet laid out for a phone held
upright) is mapped through the same letterbox the app draws it with, so the rectangles stay
right whatever layout a scene has. The driver maps the canvas onto the page (the canvas
element's box). Nothing here changes the game.
"""

import json

from sevens.ui.display import letterbox


def _box(rect, scene_size, canvas_size):
    """``rect`` in the scene's coordinates as [x, y, width, height] on the canvas."""
    if rect is None:
        return None
    if tuple(scene_size) == tuple(canvas_size):
        return [int(rect.x), int(rect.y), int(rect.width), int(rect.height)]
    fitted = letterbox(canvas_size, scene_size)
    scale_x = fitted.width / scene_size[0]
    scale_y = fitted.height / scene_size[1]
    return [round(fitted.x + rect.x * scale_x), round(fitted.y + rect.y * scale_y),
            round(rect.width * scale_x), round(rect.height * scale_y)]


def _buttons(buttons, place):
    """Named buttons: their box and whether they are enabled."""
    found = {}
    for button in buttons or []:
        rect = getattr(button, "rect", None)
        if rect is None or rect.width <= 0 or rect.height <= 0:
            continue
        found[str(getattr(button, "name", "") or getattr(button, "label", ""))] = {
            "box": place(rect), "enabled": bool(getattr(button, "enabled", True)),
            "label": str(getattr(button, "label", ""))}
    return found


def _menu(scene, place):
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

    steppers = {}
    for stepper in scene.steppers:
        steppers[stepper.name] = {
            "value": stepper.value if isinstance(stepper.value, (int, str, bool)) else
            str(stepper.value),
            "choices": [choice if isinstance(choice, (int, str, bool)) else str(choice)
                        for choice in stepper.choices],
            "left": place(stepper.left_rect), "right": place(stepper.right_rect),
            "enabled": bool(stepper.enabled)}
    return {
        "rules_id": scene.app.settings.rules_id,
        "settings": scene.app.settings.to_dict(),
        "entries": {rules_id: place(scene.entry_rect(index))
                    for index, rules_id in enumerate(RULE_SYSTEMS)},
        "steppers": steppers,
    }


def _table(scene, place):
    session = scene.session
    view = session.view()
    scene.refresh_buttons()
    # a lifted card's lit places take taps in a thumb-sized area around the place drawn
    lit = {(row, str(card)): area for row, card, area in scene.input.lit_places()}
    moves = []
    for move in view.legal_moves:
        entry = {"kind": move.kind, "card": "" if move.card is None else str(move.card),
                 "move": str(move), "card_box": None, "places": []}
        if move.kind == "pass":
            entry["card_box"] = place(scene.pass_button.rect)
        elif move.card is not None:
            box = scene.hand_view.card_rect(move.card)
            if move.kind == "leftover":
                # a leftover you may play takes taps in its touch area (a thumb each way on
                # a compact table), larger than the small card drawn
                box = scene.hand_view.leftover_rects(touch=True).get(str(move.card))
            entry["card_box"] = place(box)
            if move.kind in ("play", "leftover"):
                target = view.target(move)
                if target is not None:
                    row = target.row
                    area = lit.get((row, str(move.card))) or scene.card_slot(row, move.card)
                    entry["places"].append(place(area))
        moves.append(entry)
    hand_boxes = [place(rect) for rect in
                  (scene.hand_view.card_rect(card) for card in view.hand) if rect is not None]
    message, _colour = scene.status_line(view)
    armed = scene.interaction.armed
    return {
        "rules": session.rules_id,
        "players": session.rules.players,
        "level": session.level,
        "speed": session.speed,
        "human": bool(session.human_to_move),
        "may_act": bool(scene.human_may_act()),
        "busy": scene.busy,
        "over": bool(session.game.over),
        "marker": [len(session.game.moves), session.game.current_player],
        "moves": moves,
        "hand": [str(card) for card in view.hand],
        "hand_boxes": hand_boxes,
        "armed": [str(part) for part in armed] if armed else None,
        "selected": scene.interaction.selected,
        "status": str(message),
        "covers": sum(1 for move in session.game.moves if move.kind == "cover"),
    }


def _review(scene):
    review = scene.review
    return {"points": len(review.points), "done": bool(review.done),
            "seat": scene.session.human_seat}


def tap_state():
    """The scene on show and where it may be tapped, in canvas pixels, as JSON."""
    app = probe_app()  # noqa: F821 - game_probe.py runs first in the same namespace
    if app is None:
        return json.dumps({"scene": None})
    scene = app.scene
    canvas_size = tuple(app.size)
    scene_size = tuple(scene.size)

    def place(rect):
        return _box(rect, scene_size, canvas_size)

    name = type(scene).__name__
    buttons = list(getattr(scene, "buttons", None) or [])
    if name == "TableScene":
        scene.refresh_buttons()
        buttons = [*scene.buttons_top, *scene.action_buttons()]
    if name == "ReviewScene":
        buttons = [*buttons, scene.seat_stepper]
    state = {
        "scene": name,
        "canvas": list(canvas_size),
        "scene_size": list(scene_size),
        "fitted_in": scene_size != canvas_size,
        "notice": _english(app.notices.current),  # noqa: F821 - from game_probe.py
        "message": _english(getattr(scene, "message", None)) or None,  # noqa: F821
        "buttons": _buttons(buttons, place),
    }
    dialog = getattr(scene, "dialog", None)
    if dialog is not None:
        state["dialog"] = _buttons(dialog.buttons, place)
    if name == "MenuScene":
        state["menu"] = _menu(scene, place)
    elif name == "TableScene":
        state["table"] = _table(scene, place)
    elif name == "ResultsScene":
        state["result"] = scene.session.record_result().to_dict()
    elif name == "ReviewScene":
        state["review"] = _review(scene)
    return json.dumps(state)
