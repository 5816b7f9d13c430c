"""The application: the scenes, navigation between them, and the async frame loop.

One ``async def`` loop serves the desktop and the pygbag web build: it awaits
``asyncio.sleep`` every frame (the rest of the frame's time, never a busy wait), never blocks
and starts no threads. A still screen is not drawn again and the loop only looks for input
twenty times a second, so an idle game sleeps. The window, the logical canvas and the
letterbox are :mod:`sevens.ui.display`'s; the command line is :mod:`sevens.ui.options`';
autoplay is :mod:`sevens.ui.autoplay`'s.
"""

from __future__ import annotations

import asyncio
import datetime
import sys
import time
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame

import sevens
from sevens.ui import messages, theme, webhost
from sevens.ui.autoplay import AutoplayDriver
from sevens.ui.cardart import CardArt
from sevens.ui.display import Display
from sevens.ui.memory import settle_memory
from sevens.ui.menu import MenuScene, match_in_progress
from sevens.ui.messages import text
from sevens.ui.notices import NoticeBoard
from sevens.ui.options import AppOptions, detect_language, parse_arguments
from sevens.ui.persist import (
    SETTINGS_NAME,
    STATS_NAME,
    Settings,
    memory_store,
    open_store,
    record_abandoned,
    unpack,
)
from sevens.ui.resources import Resources
from sevens.ui.results import ResultsScene
from sevens.ui.review_scene import ReviewScene
from sevens.ui.saved import (
    SAVE_RECORD,
    SessionInfo,
    daily_session,
    note_finished,
    replay_session,
    restore,
    snapshot,
)
from sevens.ui.scene import Scene
from sevens.ui.screens import CustomRulesScene, RulesScene, StatsScene
from sevens.ui.session import LEVELS, SPEEDS, Session
from sevens.ui.sound import SoundBoard
from sevens.ui.table import TableScene
from sevens.ui.touch import FINGER_EVENTS, TouchRouter, from_touch

__all__ = ["App", "AppOptions", "main", "parse_arguments", "run"]

WEB = sys.platform == "emscripten"
IDLE_POLL_SECONDS = 1 / 20  # how often a still screen looks for input
DAILY_RECORD = "daily"  # the daily deal's results and streak (sevens.daily)


def _signed(value: Any) -> str:
    """A result with its sign: +3, -1.5, 0."""
    number = float(value)
    return f"{number:+g}" if number else "0"


class App:
    """Owns the window, the shared resources, the settings and the current scene."""

    #: The most recently opened app (for diagnostics and the browser test's probe).
    latest: weakref.ref[App] | None = None

    def __init__(self, options: AppOptions | None = None) -> None:
        self.options = options or AppOptions()
        webhost.prepare_audio()  # the browser needs its mixer buffer before pygame.init()
        pygame.init()
        pygame.display.set_caption(text("app.title"))
        self.display = Display()
        webhost.heartbeat("Dealing…")
        pygame.key.set_repeat(350, 60)
        self.resources = Resources()
        self.store = open_store() if self.options.remember else memory_store()
        self.notices = NoticeBoard(self.options.notices)
        self.notices.add(getattr(self.store, "notice", None))
        settings_data, notice = unpack(self.store.load(SETTINGS_NAME, Settings().to_dict()))
        self.notices.add(notice)
        self.settings = Settings.from_dict(settings_data)
        self.stats, notice = unpack(self.store.load(STATS_NAME, {}))
        self.notices.add(notice)
        if not isinstance(self.stats, dict):
            self.stats = {}
        self.apply_launch_options()
        messages.set_language(self.settings.language)
        pygame.display.set_caption(text("app.title"))
        self.art = CardArt(self.resources, self.settings.four_colour)
        self.art.prewarm(list(sevens.ALL_CARDS[:52]))
        self.sound = SoundBoard(muted=self.settings.muted or self.options.mute)
        self.session: Session | None = None
        self.running = True
        self.frames = 0
        self.draws = 0
        self.dirty = True  # draw on the next frame even if nothing moved
        self._was_animating = False
        self._drawn_scene: Scene | None = None
        self.time = 0.0
        self.touch = TouchRouter(pygame.display.get_window_size, self.display.to_logical)
        self.autoplay = AutoplayDriver(self) if self.options.autoplay else None
        # --- review, deal links, daily deal, saved games (issue 13)
        self.session_info = SessionInfo()
        self.reviews: dict[tuple[str, int], Any] = {}  # cached DealReviews, by deal and seat
        self._saved_key: tuple[int, int, bool] | None = None
        self._saved_over = False  # the saved match is finished (kept for `review`)
        self.daily_record, notice = unpack(self.store.load(DAILY_RECORD, {}))
        self.notices.add(notice)
        if not isinstance(self.daily_record, dict):
            self.daily_record = {}
        if not self.options.autoplay:
            self.restore_saved_game()
        self.scene: Scene = MenuScene(self)
        if not self.options.autoplay:
            self.start_from_launch_options()
        # --- end issue 13
        App.latest = weakref.ref(self)
        settle_memory()

    # ----------------------------------------------------------------- settings

    def apply_launch_options(self) -> None:
        """Let the command line / URL override the remembered menu choices."""
        options = self.options
        if options.rules_id and options.rules_id in sevens.PRESETS:
            self.settings.rules_id = options.rules_id
            info = sevens.PRESET_INFO[options.rules_id]
            if not info.min_players <= self.settings.players <= info.max_players:
                self.settings.players = info.rules.players
            if options.deals is None:
                self.settings.deals = info.rules.deals
        if options.players:
            self.settings.players = options.players
        if options.level in LEVELS:
            self.settings.level = options.level
        if options.deals:
            self.settings.deals = options.deals
        usual = sevens.PRESETS.get(self.settings.rules_id) or sevens.PRESETS.get(
            self.settings.custom_base, sevens.PRESETS["sevens"])
        if "players" in options.refused:
            self.settings.players = usual.players
        if "deals" in options.refused:
            self.settings.deals = usual.deals
        if options.speed in SPEEDS:
            self.settings.speed = options.speed
        if options.language in messages.LANGUAGES:
            self.settings.language = options.language
        elif self.settings.language not in messages.LANGUAGES:
            self.settings.language = detect_language()

    def save_settings(self) -> None:
        """Remember the menu choices (a failure becomes a notice, never a crash)."""
        self.notices.add(self.store.save(SETTINGS_NAME, self.settings.to_dict()))

    def save_stats(self) -> None:
        """Write the statistics."""
        self.notices.add(self.store.save(STATS_NAME, self.stats))

    def set_four_colour(self, value: bool) -> None:
        """Switch the deck's colours (card faces are redrawn lazily)."""
        self.settings.four_colour = value
        self.art = CardArt(self.resources, value)
        self.art.prewarm(list(sevens.ALL_CARDS[:52]))

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on (remembered with the settings); the scenes build their
        labels again when they are next shown."""
        self.settings.language = code if code in messages.LANGUAGES else "en"
        messages.set_language(self.settings.language)
        pygame.display.set_caption(text("app.title"))
        self.save_settings()
        self.dirty = True

    def set_muted(self, value: bool) -> None:
        """Mute or unmute the effects."""
        self.settings.muted = value
        self.sound.muted = value

    # ----------------------------------------------------------------- scenes

    # Navigation lives here: scenes ask the app to go somewhere and never import one another.

    def set_scene(self, scene: Scene) -> None:
        """Show ``scene`` from the next frame on (also: go back to a scene one was handed)."""
        self.scene = scene
        self.dirty = True
        settle_memory()

    def invalidate(self) -> None:
        """Draw the next frame even if nothing moves (a change made outside input)."""
        self.dirty = True

    def show_menu(self) -> None:
        """The menu (a match in progress stays paused behind it)."""
        self.set_scene(MenuScene(self))

    def show_table(self, resume: bool = False) -> None:
        """The table for the session's current deal; ``resume`` returns to a deal in
        progress without replaying its moves as flights.

        Raises:
            RuntimeError: there is no match (call :meth:`start_match` first).
        """
        if self.session is None:
            raise RuntimeError("no match to show: start one first")
        self.set_scene(TableScene(self, self.session, resume=resume))

    def show_results(self, just_ended: bool = False) -> None:
        """The results of the session's deal just finished (``just_ended``: straight from
        the table, so a key still meant for the table does not skip them).

        Raises:
            RuntimeError: there is no match.
        """
        if self.session is None:
            raise RuntimeError("no match to show: start one first")
        self.set_scene(ResultsScene(self, self.session, just_ended=just_ended))

    def show_rules(self, rules: sevens.Rules, rules_id: str, back_to: Scene) -> None:
        """The rules of ``rules`` in plain words; Back returns to ``back_to``."""
        self.set_scene(RulesScene(self, rules, rules_id, back_to))

    def show_stats(self, back_to: Scene) -> None:
        """The statistics; Back returns to ``back_to``."""
        self.set_scene(StatsScene(self, back_to))

    def show_house_rules(self, menu: Scene) -> None:
        """Every option of the rules model, starting from the chosen system; Done returns
        to ``menu``."""
        self.set_scene(CustomRulesScene(self, menu))

    def start_match(self, rules: sevens.Rules, rules_id: str,
                    deal_code: str | None = None, seat: int = 0) -> None:
        """Start a new match with the menu's choices and go to the table (a deal code
        replays that deal first, played from ``seat``)."""
        self.session = Session(
            rules, rules_id, level=self.settings.level, deals=self.settings.deals,
            seed=self.options.seed, speed=self.settings.speed,
            autoplay=self.options.autoplay, deal_code=deal_code, human_seat=seat)
        self.session_info = SessionInfo(kind="link" if deal_code else "match",
                                        opening_code=deal_code)
        self.show_table()

    # ----------------------------------------------------------------- issue 13: review,
    # replay from another seat, deal links, the daily deal, saved games

    def show_review(self, back_to: Scene) -> None:
        """The review of your decisions in the deal just finished; Back returns to
        ``back_to``. The review is computed in slices and kept for the deal.

        Raises:
            RuntimeError: there is no finished deal to review.
        """
        session = self.session
        if session is None or not session.game.over:
            raise RuntimeError("no finished deal to review")
        from sevens.review import DealReview

        key = (session.game.to_json(), session.human_seat)
        review = self.reviews.get(key)
        if review is None:
            review = DealReview(session.game, session.human_seat, session.hint_iterations)
            for judgement in session.known_judgements():  # the hints: the same analysis
                review.adopt(judgement)
            self.reviews = {key: review}
        self.set_scene(ReviewScene(self, session, review, back_to))

    def replay_from_seat(self, seat: int) -> None:
        """Play the deal just finished again from ``seat`` (one deal, the same bots); its
        results show your score beside the bot's score from that seat on these cards."""
        if self.session is None or not self.session.game.over:
            return
        try:
            self.session, self.session_info = replay_session(self.session, seat)
        except ValueError as error:
            self.notices.add(str(error))
            return
        self.sound.play("deal")
        self.show_table()

    def deal_link(self, full: bool = True) -> str:
        """The link that replays the session's deal from your seat ('' for house rules or
        an unseeded deal): the page address with its query in the browser (``full=False``:
        the query alone), the command line natively."""
        from sevens.daily import deal_flags, deal_link

        session = self.session
        if session is None or session.game.seed is None or session.rules_id not in sevens.PRESETS:
            return ""
        arguments = (session.rules_id, session.rules.players, session.game.deal_code,
                     session.human_seat)
        if not WEB:
            from sevens.launch_options import program_name

            return deal_flags(*arguments, deals=session.deals, program=program_name())
        base = ""
        try:  # the page's own address, where the bridge to the page allows it
            import platform

            location = platform.window.location  # type: ignore[attr-defined]
            base = f"{location.origin}{location.pathname}" if full else ""
        except Exception:
            base = ""
        return deal_link(*arguments, base=base, deals=session.deals)

    def daily_played(self) -> dict[str, Any] | None:
        """Today's kept daily result, or None while today's deal is still to play."""
        from sevens.daily import local_date, played_on

        return played_on(self.daily_record, local_date())

    def daily_label(self) -> str:
        """The menu entry of the daily deal: today's table, or today's result, and the streak."""
        from sevens.daily import daily_rules_id, daily_streak, local_date

        today = local_date()
        streak = daily_streak(self.daily_record, today)
        played = self.daily_played()
        if played is not None and played.get("result") is None:
            return text("daily.left", streak=streak)
        if played is not None:
            return text("daily.done", result=_signed(played.get("result", 0)),
                        place=played.get("place", "?"), streak=streak)
        return text("daily.play", rules=text(f"preset.{daily_rules_id(today)}.title"),
                    streak=streak)

    def daily_summary(self) -> str:
        """The daily deal in the statistics: days played, the streak, the best streak."""
        from sevens.daily import daily_streak, local_date

        days = self.daily_record.get("days")
        if not isinstance(days, dict) or not days:
            return ""
        return text("daily.summary", days=len(days),
                    streak=daily_streak(self.daily_record, local_date()),
                    best=int(self.daily_record.get("best_streak", 0) or 0))

    def start_daily(self) -> None:
        """Today's daily deal against hard (once a day); a deal in progress is resumed."""
        from sevens.daily import local_date

        today = local_date()
        info, session = self.session_info, self.session
        if (session is not None and info.kind == "daily" and info.daily_date == today.isoformat()
                and not session.game.over):
            self.show_table(resume=True)
            return
        from sevens.daily import mark_started, record_left, started_on

        played = self.daily_played()
        if played is None and started_on(self.daily_record, today):
            # dealt before and left unfinished: that was today's one go
            record_left(self.daily_record, today)
            self.notices.add(self.store.save(DAILY_RECORD, self.daily_record))
            played = self.daily_played()
        if played is not None:
            if played.get("result") is None:
                self.notices.add(text("daily.already_left"))
            else:
                self.notices.add(text("daily.already",
                                      result=_signed(played.get("result", 0))))
            self.invalidate()
            return
        self.session, self.session_info = daily_session(today, self.settings.speed)
        mark_started(self.daily_record, today)
        self.notices.add(self.store.save(DAILY_RECORD, self.daily_record))
        self.sound.play("deal")
        self.show_table()

    def start_from_launch_options(self) -> None:
        """A deal link (``--deal CODE --seat N``) or ``daily=1`` goes straight to the table;
        a code that does not fit the table gives a notice and leaves the menu to deal fresh.
        With a saved match in progress, the menu asks first (as leaving a match does): the
        match is kept, or given up and counted as abandoned."""
        from sevens.daily import local_date

        options = self.options
        if options.daily:
            info = self.session_info
            todays = info.kind == "daily" and info.daily_date == local_date().isoformat()
            if todays:
                self.start_daily()
            else:
                self._ask_before_replacing("confirm.daily_title", "confirm.daily_leave",
                                           self.start_daily)
            return
        if not options.deal_code:
            return
        from sevens.ui.menu import build_rules

        try:
            rules = build_rules(self.settings)
            sevens.Game.from_deal_code(rules, options.deal_code)
        except ValueError as error:
            self.notices.add(text("link.bad_code", code=options.deal_code, reason=str(error)))
            return
        seat = options.seat or 0
        if not 0 <= seat < rules.players:
            self.notices.add(text("link.bad_seat", seat=seat, players=rules.players))
            seat = 0

        def open_link() -> None:
            self.start_match(rules, self.settings.rules_id, deal_code=options.deal_code,
                             seat=seat)

        self._ask_before_replacing("confirm.link_title", "confirm.link_leave", open_link)

    def _ask_before_replacing(self, title_key: str, leave_key: str,
                              then: Callable[[], None]) -> None:
        """Run ``then`` at once, or, with a match in progress, after the menu asked."""
        scene = self.scene
        if match_in_progress(self.session) and isinstance(scene, MenuScene):
            scene.ask_to_leave(title_key, leave_key, then)
            return
        then()

    def restore_saved_game(self) -> None:
        """Rebuild the match saved by the last run, at the same move (the menu then offers
        to continue it); a damaged save gives a notice and is dropped."""
        data, notice = unpack(self.store.load(SAVE_RECORD, {}))
        self.notices.add(notice)
        try:
            restored = restore(data)
        except Exception as error:  # a damaged save never stops the game from starting
            self.notices.add(text("saved.damaged", reason=str(error)))
            self.store.save(SAVE_RECORD, {})
            return
        if restored is not None:
            self.session, self.session_info = restored
            game = self.session.game
            self._saved_key = (id(game), len(game.moves), self.session.recorded is not None)
            self.notices.add(text("saved.restored"))

    def keep_session(self) -> None:
        """After each move: save the match as played (a finished match clears the save), and
        keep a finished daily deal's result in the daily statistics."""
        session, info = self.session, self.session_info
        if session is None and self._saved_key is not None:  # the match was left: forget it
            self._saved_key = None
            if not self._saved_over:  # a finished match stays, for `python -m sevens review`
                self.notices.add(self.store.save(SAVE_RECORD, {}))
        if session is None or self.options.autoplay:
            return
        changed = note_finished(session, info)
        if info.kind == "daily" and session.recorded is not None and not info.daily_kept:
            from sevens.daily import record_daily

            human = session.human_seat
            day = datetime.date.fromisoformat(info.daily_date or "1970-01-01")
            record_daily(self.daily_record, day, float(session.recorded.deltas[human]),
                         session.recorded.players[human].place)
            info.daily_kept = changed = True
            self.notices.add(self.store.save(DAILY_RECORD, self.daily_record))
        key = (id(session.game), len(session.game.moves), session.recorded is not None)
        if key == self._saved_key and not changed:
            return
        self._saved_key = key
        # a finished match stays in the record (never offered to continue: restore() gives
        # None for it) so that `python -m sevens review` can read its last deal
        self._saved_over = session.match_over
        self.notices.add(self.store.save(SAVE_RECORD, snapshot(session, info)))

    # ----------------------------------------------------------------- frame loop

    @property
    def canvas(self) -> pygame.Surface:
        """The logical canvas the scenes draw on (see :class:`~sevens.ui.display.Display`)."""
        return self.display.canvas

    def to_logical(self, position: tuple[int, int]) -> tuple[int, int]:
        """Map a window position to the logical canvas (see :meth:`Display.to_logical`)."""
        return self.display.to_logical(position)

    def present(self) -> None:
        """Scale the canvas into the window and flip (see :meth:`Display.present`)."""
        self.display.present()

    def match_kept(self) -> bool:
        """True when the match in progress is in a lasting save, so quitting loses nothing:
        the next start offers to continue it."""
        return self._saved_key is not None and bool(getattr(self.store, "persistent", False))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one raw event: quit, window changes, then the scene."""
        if event.type == pygame.QUIT:
            # Closing the window abandons the match, unless it is kept to continue (issue 13)
            if match_in_progress(self.session) and not self.match_kept():
                record_abandoned(self.stats, self.session.rules_id)
                self.save_stats()
            self.running = False
            return
        if event.type in FINGER_EVENTS or from_touch(event):
            accepts = getattr(self.scene, "accepts_touch", False)
            for routed in self.touch.route(event, accepts):  # positions already logical
                self.scene.handle_event(routed)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if not hasattr(event, "pos"):
                return
            event = self.display.translate(event)
        self.scene.handle_event(event)

    def step(self, dt: float) -> bool:
        """One frame: events, update, and — only when something changed — draw and present.

        The scene is drawn after any input, when the scene changed, while it is
        :attr:`~sevens.ui.scene.Scene.animating` and on the frame after it stops (so the
        last change shows). Returns True when the frame was drawn.
        """
        events = pygame.event.get()
        for event in events:
            self.handle_event(event)
        dt = min(dt, 0.1)
        self.time += dt
        self.scene.update(dt)
        self.keep_session()
        if self.autoplay is not None:
            self.autoplay.update(dt)
        animating = self.autoplay is not None or self.scene.animating
        drawn = bool(events) or animating or self._was_animating or self.dirty \
            or self.scene is not self._drawn_scene
        if drawn:
            self.scene.draw(self.canvas)
            self.display.present()
            self.draws += 1
            self._drawn_scene = self.scene
            self.dirty = False
        self._was_animating = animating
        self.frames += 1
        if self.options.max_frames is not None and self.frames >= self.options.max_frames:
            self.running = False
        return drawn

    async def run(self) -> None:
        """The frame loop until the window closes (see :meth:`loop`), then quit pygame."""
        await self.loop()
        pygame.quit()

    async def loop(self, seconds: float | None = None) -> None:
        """Run frames until :attr:`running` turns False (or ``seconds`` have passed).

        Never blocks and yields to the browser every frame. While something moves the loop
        runs at :data:`theme.FRAMES_PER_SECOND`; while nothing does it only looks for input,
        :data:`IDLE_POLL_SECONDS` apart, and draws nothing. Frames are capped with
        ``await asyncio.sleep(remaining)`` (never a busy-waiting ``Clock.tick``), natively
        and in the browser alike.
        """
        frame = 1.0 / theme.FRAMES_PER_SECOND
        last = begun = time.perf_counter()
        while self.running and (seconds is None or last - begun < seconds):
            started = time.perf_counter()
            dt, last = started - last, started
            self.step(dt)
            still = not (self._was_animating or self.dirty)
            budget = IDLE_POLL_SECONDS if still else frame
            await asyncio.sleep(max(0.0, budget - (time.perf_counter() - started)))

    def screenshot(self, name: str) -> Path | None:
        """Save the logical canvas as ``name``.png in the screenshot folder (if one is set)."""
        folder = self.options.screenshot_folder
        if folder is None:
            return None
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{name}.png"
        pygame.image.save(self.canvas, str(path))
        return path


async def main(argv: Sequence[str] | None = None) -> None:
    """Run the game until the window closes (the entry point of main.py and the web build)."""
    options = parse_arguments(sys.argv[1:] if argv is None else argv)
    app = App(options)
    await app.run()


def run(argv: Sequence[str] | None = None) -> None:
    """Blocking wrapper for the command line."""
    asyncio.run(main(argv))
