"""Run inside the page (Pyodide) by the in-browser game harness: reads the running game.

The harness driver sends this file to the page once the game runs, then calls
``probe_state()`` between frames. It only reads (the app's scene, session, notices and
settings), except :func:`probe_watch_thinking`, which times every slice of bot thinking and
counts the hard bot's playouts in each, and :func:`probe_frame_costs`, which times frames of
a table of its own (the game stands still meanwhile).
"""

import json
import time

_found = {}
THINKING = {
    "slices": 0,
    "longest_ms": 0.0,
    "over_20_ms": 0,
    "hard_slices": 0,
    "hard_longest_ms": 0.0,
    "hard_decisions": 0,
    "slow_slices": [],  # [milliseconds, slice number within its decision, bot class]
    "hard_slice_ms": 0.0,  # the longest slice the game asked the hard bot's search for
    # Each finished hard decision that searched: its slices, the frames they ran in, its
    # playouts (the search's unit of work: one candidate move played out in one world), the
    # most playouts in one slice and the most in one slice that started after the slice's
    # time was up; whether it thought until its budget was spent; and the playouts (started
    # late) slice by slice.
    "hard_searches": [],
}
#: The slice running now (None between slices, so the hint's playouts are not counted) and
#: the frames so far (calls of App.step).
_slice = {"now": None, "frames": 0}


def probe_app():
    """The running App (main() keeps it in a local variable), found once and kept."""
    app = _found.get("app")
    if app is None or not app.running:
        from sevens.ui.app import App

        app = _found["app"] = App.latest() if App.latest is not None else None
    return app


def _mixer():
    import pygame

    try:
        return list(pygame.mixer.get_init() or []) or None
    except Exception as error:  # the mixer module itself failed
        return repr(error)


def _rect_of(scene, method, argument):
    """Where the table draws something (None when the table cannot say: keys are used)."""
    finder = getattr(scene, method, None)
    try:
        return finder(argument) if finder is not None else None
    except Exception:
        return None


def _centre(rect):
    return [int(rect.centerx), int(rect.centery)] if rect is not None else None


def _english(value):
    """A notice or a scene's message as the player reads it in English (they are Messages: a
    key and parameters); None and plain text pass through."""
    from sevens.app.translation import english
    from sevens.message import Message

    return english(value) if isinstance(value, Message) else value


def probe_state():
    """What the player would see, as JSON."""
    app = probe_app()
    if app is None:
        return json.dumps({"scene": None})
    scene = app.scene
    notices = app.notices
    state = {
        "scene": type(scene).__name__,
        "notice": _english(notices.current),
        "notices_shown": [_english(notice) for notice in notices.shown],
        "notices_queued": [_english(notice) for notice in notices.queue],
        "settings": app.settings.to_dict(),
        "stats": app.stats,
        "thinking": json.loads(json.dumps(THINKING)),
        "mixer": _mixer(),
    }
    buttons = getattr(scene, "buttons", None)
    if isinstance(buttons, list):  # where each named button is (the menu's Paste a deal …)
        state["buttons"] = {button.name: _centre(button.rect) for button in buttons
                            if hasattr(button, "rect")}
    state["message"] = _english(getattr(scene, "message", None))
    session = getattr(scene, "session", None)
    if type(scene).__name__ == "TableScene" and session is not None:
        view = session.view()
        moves = []
        for move in view.legal_moves:
            passing = move.kind == "pass"
            rect = scene.pass_button.rect if passing else None
            if not passing:
                rect = _rect_of(scene.hand_view, "card_rect", move.card)
            card = "" if passing else str(move.card)
            moves.append({"kind": move.kind, "card": card, "at": _centre(rect)})
        hint, armed = session.hint, scene.interaction.armed
        state.update(
            rules=session.rules_id,
            level=session.level,
            players=session.rules.players,
            human=session.human_to_move,
            busy=bool(getattr(scene, "busy", False)),
            over=bool(session.game.over),
            marker=[len(session.game.moves), session.game.current_player],
            moves=moves,
            hand=[str(card) for card in view.hand],
            seat=session.human_seat,
            deal_code=session.game.deal_code if session.game.seed is not None else None,
            selected=scene.interaction.selected,
            armed=[str(part) for part in armed] if armed else None,
            hint=_english(hint.reason) if hint is not None else None,
            hint_pending=bool(session.hint_pending),
            can_undo=bool(session.can_undo),
            thinking_seat=session.thinking_seat,
        )
    if type(scene).__name__ == "ResultsScene":
        # the deal's Result, scored into the match once (the session keeps it)
        state["result"] = scene.session.record_result().to_dict()
    return json.dumps(state)


def probe_watch_thinking():
    """Time every slice of bot thinking (and of the hint's) from now on, and count the
    playouts the hard bot's search starts in each slice (before and after its time is up)."""
    import inspect

    from sevens.app import session as session_module
    from sevens.bots import move_search
    from sevens.bots.move_search import Search
    from sevens.ui.app import App

    thinker = session_module.SlicedThinker
    if getattr(thinker, "_probe_timed", False):
        return
    original, signature = thinker.advance, inspect.signature(thinker.advance)
    step, frame, search_advance = Search._step, App.step, Search.advance

    class SearchClock:
        """The clock the search reads, noting each reading: a playout is late when the
        search's last reading before it was already past the slice's end, which the search
        works out from its first reading. (Timed from anywhere else, a browser's coarse clock
        and playouts of a few microseconds near a deal's end put several playouts between the
        two readings: 3 and once 9 on CI.)"""

        def __getattr__(self, name):
            return getattr(time, name)

        def perf_counter(self):
            reading = time.perf_counter()
            now = _slice["now"]
            if now is not None:
                if now["deadline"] is None:
                    now["deadline"] = reading + now["seconds"]
                now["read"] = reading
            return reading

    def clocked_search(self, seconds, *arguments, **options):
        now = _slice["now"]
        if now is not None:  # the slice's end: the search's first reading plus ``seconds``
            now["deadline"], now["seconds"], now["read"] = None, seconds, None
        return search_advance(self, seconds, *arguments, **options)

    def counted_step(self, *arguments, **options):
        now = _slice["now"]
        if now is not None:
            now["playouts"] += 1
            now["late"] += now["deadline"] is not None and now["read"] >= now["deadline"]
        return step(self, *arguments, **options)

    def counted_frame(self, *arguments, **options):
        _slice["frames"] += 1
        return frame(self, *arguments, **options)

    def timed(self, *arguments, **options):
        number = self.__dict__.get("_probe_slices", 0) + 1
        self._probe_slices = number
        bound = signature.bind(self, *arguments, **options)
        bound.apply_defaults()
        seconds = bound.arguments["seconds"]
        move = None
        start = time.perf_counter()
        now = _slice["now"] = {"playouts": 0, "late": 0, "deadline": start + seconds}
        try:
            move = original(self, *arguments, **options)
            return move
        finally:
            spent = (time.perf_counter() - start) * 1000
            _slice["now"] = None
            name = type(self.bot).__name__
            THINKING["slices"] += 1
            THINKING["longest_ms"] = max(THINKING["longest_ms"], spent)
            if spent > 20:
                THINKING["over_20_ms"] += 1
                THINKING["slow_slices"].append([round(spent, 1), number, name])
            if name == "HardBot":
                THINKING["hard_slices"] += 1
                THINKING["hard_decisions"] += number == 1
                THINKING["hard_longest_ms"] = max(THINKING["hard_longest_ms"], spent)
                THINKING["hard_slice_ms"] = max(THINKING["hard_slice_ms"], seconds * 1000)
                work = self.__dict__.setdefault("_probe_work", [])
                work.append([_slice["frames"], now["playouts"], now["late"]])
                search = self.bot.last_search
                if move is not None and search is not None and any(item[1] for item in work):
                    THINKING["hard_searches"].append({
                        "slices": len(work),
                        "frames": len({item[0] for item in work}),
                        "playouts": sum(item[1] for item in work),
                        "most": max(item[1] for item in work),
                        "most_late": max(item[2] for item in work),
                        "whole_budget": search.seconds_used >= search.budget,
                        "per_slice": [item[1:] for item in work]})

    thinker.advance = timed
    thinker._probe_timed = True
    Search._step = counted_step
    Search.advance = clocked_search
    move_search.time = SearchClock()
    App.step = counted_frame


def _frame_summary(timings):
    ordered = sorted(timings)
    return {"frames": len(ordered),
            "median_ms": round(ordered[len(ordered) // 2], 3) if ordered else None,
            "p95_ms": round(ordered[max(0, int(len(ordered) * 0.95) - 1)], 3) if ordered else None,
            "worst_ms": round(ordered[-1], 3) if ordered else None}


def probe_frame_costs(frames=120, rules_id="douque", seed=7):
    """Frames while cards fly in WebAssembly, as JSON: ``animation`` (the table's
    draw_frame from its cached still layer, presenting the dirty rectangles) against
    ``full_redraw`` (the whole table drawn and flipped), timed on the very same frames, as
    ``python -m sevens bench`` does natively (its code lives with the tools, outside the
    bundle, so the page times them here). A table of its own, bots in every seat; the
    game's own scene stands still meanwhile."""
    import pygame

    import sevens
    from sevens.app.session import Session
    from sevens.ui.scenes.table import TableScene

    app = probe_app()
    rules = sevens.PRESETS[rules_id]
    window = pygame.display.get_surface()
    canvas = pygame.Surface(app.canvas.get_size()).convert()
    whole = pygame.Surface(app.canvas.get_size()).convert()

    def table(seed):
        session = Session(rules, rules_id, level="normal", deals=1, seed=seed, speed="fast",
                          autoplay=True)
        return TableScene(app, session)

    def present(rects):
        if rects is None:
            window.blit(canvas, (0, 0))
            pygame.display.flip()
        elif rects:
            pygame.display.update([window.blit(canvas, rect, rect) for rect in rects])

    scene = table(seed)
    for _ in range(20):
        scene.update(1 / 60)
        scene.draw(whole)
        scene.draw_frame(canvas)
    cached, full = [], []
    for _ in range(frames * 40):
        if len(cached) >= frames:
            break
        if scene.session.game.over and not scene.busy:
            seed += 1
            scene = table(seed)
            present(scene.draw_frame(canvas, full=True))
        scene.update(1 / 60)
        if not scene.busy:
            present(scene.draw_frame(canvas))
            continue
        start = time.perf_counter()
        scene.draw(whole)
        window.blit(whole, (0, 0))
        pygame.display.flip()
        middle = time.perf_counter()
        present(scene.draw_frame(canvas))
        end = time.perf_counter()
        full.append((middle - start) * 1000)
        cached.append((end - middle) * 1000)
    animation, full_redraw = _frame_summary(cached), _frame_summary(full)
    speedup = None
    if animation["p95_ms"] and full_redraw["p95_ms"]:
        speedup = round(full_redraw["p95_ms"] / animation["p95_ms"], 2)
    return json.dumps({"animation": animation, "full_redraw": full_redraw,
                       "speedup_p95": speedup})
