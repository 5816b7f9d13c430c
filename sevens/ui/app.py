"""The application: the scenes, navigation between them, and the async frame loop.

One ``async def`` loop serves the desktop and the pygbag web build: it awaits
``asyncio.sleep`` every frame (the rest of the frame's time, never a busy wait), never blocks
and starts no threads. A still screen is not drawn again and the loop only looks for input
twenty times a second, so an idle game sleeps. The window, the logical canvas and the
letterbox are :mod:`sevens.ui.display`'s; the command line is :mod:`sevens.app.startup`';
autoplay is :mod:`sevens.ui.autoplay`'s.
"""

from __future__ import annotations

import asyncio
import gc
import sys
import time
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame

import sevens
from sevens.app import translation, webpage
from sevens.app.autosave import SavedMatch
from sevens.app.daily_deal import DailyDeal
from sevens.app.deal_links import linked_table, pasted_link_options
from sevens.app.notices import NoticeBoard
from sevens.app.online_lobby import OnlinePlay
from sevens.app.online_session import GuestSession, OnlineSession
from sevens.app.profile import (
    SETTINGS_NAME,
    STATS_NAME,
    Settings,
    check_settings,
    check_stats,
    memory_store,
    record_abandoned,
)
from sevens.app.saved_match import SessionInfo, replay_session
from sevens.app.seating import lone_player_notice, table_levels, table_people
from sevens.app.session import Session
from sevens.app.startup import (
    AppOptions,
    apply_launch_options,
    parse_arguments,
    screenshot_notice,
)
from sevens.app.storage import open_store
from sevens.app.translation import text
from sevens.message import Message, error_message
from sevens.ui import navigation, page_keyboard, theme
from sevens.ui.autoplay import AutoplayDriver
from sevens.ui.cardart import CardArt
from sevens.ui.clipboard import Clipboard
from sevens.ui.display import Display
from sevens.ui.geometry.canvas import Canvas, Shape, describe
from sevens.ui.links import say_at_table
from sevens.ui.narration import Narrator
from sevens.ui.raw_input import FINGER_EVENTS, HeldKeys, TouchRouter, from_touch
from sevens.ui.resources import Resources
from sevens.ui.scene import Scene
from sevens.ui.scenes.hand_over import HandOverScene
from sevens.ui.scenes.house_rules import CustomRulesScene
from sevens.ui.scenes.menu import MenuScene, match_in_progress
from sevens.ui.scenes.online import OnlineScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.review import ReviewScene
from sevens.ui.scenes.rules import RulesScene
from sevens.ui.scenes.seats import SeatsScene
from sevens.ui.scenes.statistics import StatsScene
from sevens.ui.scenes.table import TableScene
from sevens.ui.services import Record
from sevens.ui.sound import SoundBoard, prepare_audio

__all__ = ["App", "AppOptions", "main", "parse_arguments", "run"]

#: The places that are a scene of their own, made from the app, the match in progress for
#: the match's own (:data:`OF_THE_MATCH`), and the place's fields in order.
PAGES: dict[type, Callable[..., Scene]] = {
    navigation.Menu: MenuScene, navigation.RulesPage: RulesScene,
    navigation.Statistics: StatsScene, navigation.HouseRules: CustomRulesScene,
    navigation.SeatsPage: SeatsScene, navigation.OnlinePage: OnlineScene,
    navigation.HandOver: HandOverScene, navigation.Results: ResultsScene,
}
OF_THE_MATCH = (navigation.HandOver, navigation.Results)

IDLE_POLL_SECONDS = 1 / 20  # how often a still screen looks for input


def settle_memory() -> None:
    """Collect garbage now, at a scene change where a pause goes unseen, then freeze what is
    left (fonts, card art, the engine's tables, the scenes) out of the collector's reach.

    Python's full collections walk every tracked object: with the game loaded that is a few
    milliseconds natively and 15-30 ms in WebAssembly, and it used to land in the middle of a
    bot's 10 ms thinking slice. Frozen objects are never walked again, so the collections that
    happen during play only look at what play allocated since. Each settle first thaws the
    frozen objects, so what an earlier scene left behind is still collected.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class App:
    """Owns the window, the shared resources, the settings and the current scene."""

    #: The most recently opened app (for diagnostics and the browser test's probe).
    latest: weakref.ref[App] | None = None

    def __init__(self, options: AppOptions | None = None) -> None:
        self.options = options or AppOptions()
        prepare_audio()  # the browser needs its mixer buffer before pygame.init()
        pygame.init()
        pygame.display.set_caption(text("app.title"))
        self.display = Display(self.options.window)
        webpage.heartbeat("Dealing…")
        pygame.key.set_repeat(350, 60)  # arrows only: see raw_input
        self.held_keys = HeldKeys()
        self.resources = Resources()
        self.resources.set_canvas_size(self.display.size)
        self.store = open_store() if self.options.remember else memory_store()
        self.notices = NoticeBoard(self.options.notices)
        self.notices.add(self.store.notice)
        self.online = OnlinePlay(self.store, self.notices)
        settings, stats = (self.store.load(name, {}, check=check) for name, check
                           in ((SETTINGS_NAME, check_settings), (STATS_NAME, check_stats)))
        self.notices.add(settings.notice)
        self.notices.add(stats.notice)
        self.settings, self.stats = Settings.from_dict(settings.value), stats.value
        # the settings as the player saved them (none at first): what the page may not override
        apply_launch_options(self.options, self.settings, self.notices, settings.value)
        translation.set_language(self.settings.language)
        pygame.display.set_caption(text("app.title"))
        self.see_anew()  # the faces' suit letters are the language's
        self.sound = SoundBoard(muted=self.settings.muted or self.options.mute)
        self.narrator = Narrator(to_stdout=self.options.narrate, scenes=not self.options.autoplay)
        self.clipboard, self.page_keyboard = Clipboard(), page_keyboard.PageKeyboard()
        self.session: Session | None = None
        self.running = True
        self.frames = 0
        self.draws = 0
        self.dirty = True  # draw on the next frame even if nothing moved
        self._was_animating = False
        self._drawn_scene: Scene | None = None
        self.touch = TouchRouter(pygame.display.get_window_size, self.display.to_logical)
        self.autoplay = AutoplayDriver(self, self.options.deals) if self.options.autoplay \
            else None
        self.session_info = SessionInfo()
        self.reviews: dict[tuple[str, int], Any] = {}  # cached DealReviews, by deal and seat
        self.saved = SavedMatch(self.store, self.notices)
        self.daily = DailyDeal(self.store, self.notices)
        restored = None if self.options.autoplay else self.saved.restore()
        if restored is not None:
            self.session, self.session_info = restored
        self.scene: Scene = MenuScene(self)
        if not self.options.autoplay:
            self.start_from_launch_options()
        invite = webpage.page_invite()
        if invite and not self.options.autoplay:  # an invite link opened (issue 47): join
            self.set_scene(OnlineScene(self, self.scene, invite=invite))
        App.latest = weakref.ref(self)
        settle_memory()

    # ----------------------------------------------------------------- settings

    def save(self, record: Record) -> None:
        """Write the settings (the menu's choices) or the statistics (a failure becomes a
        notice, never a crash)."""
        if record not in (SETTINGS_NAME, STATS_NAME):
            raise ValueError(f"no such record: {record!r}")
        data = self.settings.to_dict() if record == SETTINGS_NAME else self.stats
        self.notices.add(self.store.save(record, data))

    def change_setting(self, name: str, value: Any) -> None:
        """Set the setting ``name`` with its effect at once where it has one: the language,
        the sound, the faces and the felt drawn anew for four colours and high contrast
        (issue 34; large cards lay the table out when next shown)."""
        if name == "language":
            self.set_language(value)
            return
        if not hasattr(self.settings, name):
            raise ValueError(f"no such setting: {name!r}")
        setattr(self.settings, name, value)
        if name == "muted":
            self.sound.muted = value
        elif name in ("four_colour", "high_contrast"):
            self.see_anew()

    def abandon_match(self) -> None:
        """Give up the match in progress: counted as abandoned in the statistics."""
        if self.session is not None:
            record_abandoned(self.stats, self.session.rules_id, self.session.people.values())
            self.save("stats")
        self.session = None

    def see_anew(self) -> None:
        """The felt and the card faces drawn for the seeing settings (issue 34: high contrast,
        four colours)."""
        theme.use_high_contrast(self.settings.high_contrast)
        self.resources.remake_felt()
        self.art = CardArt(self.resources, self.settings.four_colour)
        self.art.prewarm(list(sevens.ALL_CARDS[:52]))

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on (remembered with the settings); the scenes build their
        labels again when they are next shown."""
        self.settings.language = code if code in translation.LANGUAGES else "en"
        if self.settings.four_colour:  # the suit letters on the faces are the language's
            self.art = CardArt(self.resources, True)
        translation.set_language(self.settings.language)
        pygame.display.set_caption(text("app.title"))
        self.save("settings")
        self.dirty = True

    # Navigation lives here: scenes ask the app to go somewhere and never import one another.

    def go(self, place: navigation.Place) -> None:
        """Show ``place`` (see :mod:`sevens.ui.navigation`): the one way scenes move on."""
        page = PAGES.get(type(place))
        if page is not None:
            match = (self.current_session(),) if isinstance(place, OF_THE_MATCH) else ()
            self.set_scene(page(self, *match, *vars(place).values()))
            return
        match place:
            case navigation.Back(scene=scene):
                self.set_scene(scene)
            case navigation.Table(resume=resume):  # a person waiting sees no hand first
                session = self.current_session()
                if isinstance(session, GuestSession) and not session.deal_ready:  # online
                    self.set_scene(OnlineScene(self, waiting=session))
                    return
                self.set_scene(HandOverScene(self, session) if session.person_waiting is not None
                               else TableScene(self, session, resume=resume))
            case navigation.Review(back_to=back_to, seat=seat):
                self.show_review(back_to, seat)
            case navigation.NewMatch(rules=rules, rules_id=rules_id, deal_code=code, seat=seat):
                self._ask_before_replacing(
                    "new", lambda: self.start_match(rules, rules_id, deal_code=code, seat=seat))
            case navigation.TodaysDeal():
                self.open_daily()
            case navigation.Replay(seat=seat):  # the deal just finished, from another seat
                if self.session is None or not self.session.game.over:
                    return
                try:
                    replayed = replay_session(self.session, seat)
                except ValueError as error:
                    self.notices.add(error_message(error))
                    return
                self._ask_before_replacing("replay", lambda: self._play_replay(replayed))
            case navigation.OnlineTable(session=session):  # issue 47: the online core's
                self._ask_before_replacing("new", lambda: self._sit_online(session))
            case navigation.Quit():
                if self.saved.kept:
                    self.close()
                else:
                    self._ask_before_replacing("quit", self.close)
            case _:
                raise ValueError(f"no such place: {place!r}")

    def current_session(self) -> Session:
        """The match in progress.

        Raises:
            RuntimeError: there is no match (start one first).
        """
        if self.session is None:
            raise RuntimeError("no match to show: start one first")
        return self.session

    def close(self) -> None:
        """End the frame loop."""
        self.running = False

    def set_scene(self, scene: Scene) -> None:
        """Show ``scene`` from the next frame on (also: go back to a scene one was handed)."""
        self.scene = scene
        self.dirty = True
        settle_memory()

    def invalidate(self) -> None:
        """Draw the next frame even if nothing moves (a change made outside input)."""
        self.dirty = True

    def start_match(self, rules: sevens.Rules, rules_id: str,
                    deal_code: str | None = None, seat: int = 0) -> None:
        """Start a new match with the menu's choices and go to the table (a deal code
        replays that deal first, played from ``seat``)."""
        if deal_code:  # a deal link is one player's: the people at the table sit it out
            self.notices.add(lone_player_notice(self.settings, rules.players))
        session = Session(
            rules, rules_id, level=self.settings.level, deals=self.settings.deals,
            seed=self.options.seed, speed=self.settings.speed,
            autoplay=self.options.autoplay, deal_code=deal_code, human_seat=seat,
            people={} if deal_code else table_people(self.settings, rules.players),
            levels={} if deal_code else table_levels(self.settings, rules.players))
        info = SessionInfo(kind="link" if deal_code else "match", opening_code=deal_code)
        self._sit(session, info, say=bool(deal_code))

    def _sit(self, session: Session, info: SessionInfo, *, sound: bool = False,
             say: bool = False) -> None:
        """Make ``session`` the match (``info``: its kind) and go to its table, with the deal's
        sound where the caller made none; ``say``: what was refused is said there."""
        self.session, self.session_info = session, info
        if sound:
            self.sound.play("deal")
        self.go(navigation.Table())
        if say:
            say_at_table(self.scene, self.notices)

    # ----------------------------------------------------------------- review, replays, saves

    def show_review(self, back_to: Scene, seat: int | None = None) -> None:
        """The review of your decisions in the deal just finished; Back returns to
        ``back_to``. The review is computed in slices and kept for the deal.

        Raises:
            RuntimeError: there is no finished deal to review.
        """
        session = self.session
        if session is None or not session.game.over:
            raise RuntimeError("no finished deal to review")
        from sevens.review import DealReview

        seat = session.human_seat if seat is None else seat  # a person's, by name
        key = (session.game.to_json(), seat)
        review = self.reviews.get(key)
        if review is None:
            review = DealReview(session.game, seat, session.hint_iterations)
            for judgement in session.known_judgements():  # the hints: the same analysis
                review.adopt(judgement)
            self.reviews = {key: review}
        self.set_scene(ReviewScene(self, session, review, back_to))

    def open_pasted_link(self, pasted: str) -> bool:
        """A deal link read from the clipboard (the menu's Paste a deal): its table and deal
        open as the same link given at launch would (asking first over a match in
        progress). False when the text names no deal."""
        options = pasted_link_options(pasted, self.options, self.notices)
        if options is None:
            return False
        self.options = options
        apply_launch_options(self.options, self.settings, self.notices)
        self.start_from_launch_options()
        return True

    def open_daily(self) -> None:
        """Today's daily deal: at once when the match in progress is today's, else after the
        menu asked (:meth:`start_daily`)."""
        if self.daily.is_todays(self.session_info):
            self.start_daily()
        else:
            self._ask_before_replacing("daily", self.start_daily)

    def start_daily(self) -> None:
        """Today's daily deal against hard (once a day); a deal in progress is resumed."""
        if (self.session is not None and self.daily.is_todays(self.session_info)
                and not self.session.game.over):
            self.go(navigation.Table(resume=True))
            return
        dealt = self.daily.deal(self.settings.speed)
        if dealt is None:
            self.invalidate()
            return
        # the daily deal is one player's: the people at the table sit it out
        self.notices.add(lone_player_notice(self.settings, self.settings.players))
        self._sit(*dealt, sound=True)

    def start_from_launch_options(self) -> None:
        """A deal link (``--deal CODE --seat N``) or ``daily=1`` goes straight to the table;
        a code that does not fit the table gives a notice and leaves the menu to deal fresh.
        With a saved match in progress, the menu asks first (as leaving a match does): the
        match is kept, or given up and counted as abandoned."""
        options = self.options
        if options.daily:
            self.open_daily()
            return
        linked = linked_table(options, self.settings, self.notices)
        if linked is None:
            return
        rules, seat = linked
        self._ask_before_replacing("link", lambda: self.start_match(
            rules, self.settings.rules_id, deal_code=options.deal_code, seat=seat))

    def _ask_before_replacing(self, question: str, then: Callable[[], None]) -> None:
        """Run ``then`` at once, or, with a match in progress, after the menu asked
        ``question`` (``confirm.QUESTION_title`` and ``_leave``: the one question before any
        deal replaces a match; leaving counts it as abandoned). Asked from another screen
        (results, review), keeping the match goes back there."""
        if not match_in_progress(self.session):
            then()
            return
        keys = f"confirm.{question}_title", f"confirm.{question}_leave"
        scene = self.scene
        if isinstance(scene, MenuScene):
            scene.ask_to_leave(*keys, then)
            return
        menu = MenuScene(self)
        self.set_scene(menu)
        menu.ask_to_leave(*keys, then, back_to=scene)

    def _play_replay(self, replayed: tuple[Session, SessionInfo]) -> None:
        """Play the deal again from another seat (see :func:`replay_session`); from a table of
        people, one player's game (issue 45: a notice says so)."""
        if self.session is not None and self.session.people:
            self.notices.add(Message("notice.people_replay"))
        self._sit(*replayed, sound=True, say=True)

    def _sit_online(self, session: Session) -> None:
        """Sit at an online table: its session is the match from now on (never kept as a
        local match: the host's table saves itself). A local match left for it is not
        offered again."""
        self.saved.keep(None, self.session_info, self.daily)
        self._sit(session, SessionInfo())

    def keep_session(self) -> None:
        """After each move: save the match as played and keep a finished daily deal's result
        (see :meth:`SavedMatch.keep`); autoplay keeps nothing."""
        if not self.options.autoplay and not isinstance(self.session, OnlineSession):
            self.saved.keep(self.session, self.session_info, self.daily)

    # ----------------------------------------------------------------- frame loop

    @property
    def canvas(self) -> pygame.Surface:
        """The logical canvas the scenes draw on (see :class:`~sevens.ui.display.Display`)."""
        return self.display.canvas

    @canvas.setter
    def canvas(self, surface: pygame.Surface) -> None:
        """Draw on ``surface`` from now on (the layout tests swap in a recording canvas)."""
        self.display.canvas = surface

    @property
    def size(self) -> tuple[int, int]:
        """The logical canvas's size (the short side 720; see
        :func:`~sevens.ui.geometry.canvas.logical_size_for`)."""
        return self.display.size

    def describe_canvas(self, shapes: frozenset[Shape]) -> Canvas:
        """The canvas a scene laid out for ``shapes`` gets: its size, shape class, scale, thumb
        and the seeing settings (:func:`sevens.ui.geometry.canvas.describe`)."""
        return describe(self.size, self.display.shown_size, shapes,
                        large_cards=self.settings.large_cards,
                        high_contrast=self.settings.high_contrast)

    def canvas_changed(self) -> None:
        """The canvas has a new size: a felt for it, and the scene laid out again."""
        self.resources.set_canvas_size(self.size)
        self.dirty = True
        self.lay_out_scene()

    def lay_out_scene(self) -> None:
        """Hand the scene its canvas, laid out again if another (:meth:`Scene.take_canvas`)."""
        self.display.scene_size = self.scene.size
        self.dirty = self.scene.take_canvas() or self.dirty

    def draw_scene(self, full: bool = True) -> list[pygame.Rect] | None:
        """Draw the scene on the canvas, whole (``full``) or only what moved; returns the
        rectangles that changed, or None when the whole canvas may have. A scene drawn at
        another size (landscape-only on a portrait canvas, 1280 wide on a wider one) is drawn
        apart and fitted in, centred."""
        self.lay_out_scene()
        if self.scene.size == self.size:
            return self.scene.draw_frame(self.canvas, full)
        self.display.draw_fitted(self.scene.draw, self.resources)
        return None

    @property
    def fingers_used(self) -> bool:
        """True once a finger has touched the screen (see :class:`TouchRouter`)."""
        return self.touch.fingers_used

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one raw event: quit, window changes, then the scene."""
        if event.type == pygame.QUIT:
            # Closing the window abandons the match, unless it is kept to continue (issue 13):
            # the next start offers a match in a lasting save again
            if match_in_progress(self.session) and not self.saved.kept:
                self.abandon_match()
            self.running = False
            return
        if not self.held_keys.passes(event):
            return  # a held key's repeat where repeating means nothing (Enter, M, P …)
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if self.display.window_resized():
                self.canvas_changed()
            self.dirty = True
            return
        if event.type in FINGER_EVENTS or from_touch(event):
            # the routed events' positions are already logical
            for routed in self.touch.route(event, self.scene.accepts_touch):
                self.scene.handle_event(routed)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if not hasattr(event, "pos"):
                return
            event = pygame.event.Event(event.type, {**event.dict,
                                                    "pos": self.display.to_logical(event.pos)})
        self.scene.handle_event(event)

    def step(self, dt: float) -> bool:
        """One frame: events, update, and — only when something changed — draw and present.

        The scene is drawn after any input, when the scene changed, while it is
        :attr:`~sevens.ui.scene.Scene.animating` and on the frame after it stops (so the
        last change shows). Returns True when the frame was drawn.
        """
        if self.display.watch_viewport(dt):
            self.canvas_changed()
        self.lay_out_scene()
        events = pygame.event.get()
        for event in events:
            self.handle_event(event)
            self.lay_out_scene()
        dt = min(dt, 0.1)
        self.scene.update(dt)
        self.lay_out_scene()
        self.page_keyboard.follow(self.scene, self.display)
        self.narrator.watch(self.scene)
        self.keep_session()
        if self.autoplay is not None:
            self.autoplay.update(dt)
        animating = self.autoplay is not None or self.scene.animating
        drawn = bool(events) or animating or self._was_animating or self.dirty \
            or self.scene is not self._drawn_scene
        if drawn:
            # After input or a change of scene the frame is drawn whole; otherwise the scene
            # may redraw (and the display present) only what moved.
            full = bool(events) or self.dirty or self.scene is not self._drawn_scene
            self.display.present(self.draw_scene(full))
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
        """Draw the scene now and save the logical canvas as ``name``.png in the screenshot
        folder, if one is set. A folder that cannot take it (a file of that name, no
        permission, a full disk) is a notice, never a crash: the screenshots stop (the folder
        is taken out of the options) and the game plays on."""
        self.draw_scene()
        folder = self.options.screenshot_folder
        if folder is None:
            return None
        path = folder / f"{name}.png"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.canvas, str(path))
        except (OSError, pygame.error) as error:
            self.options.screenshot_folder = None
            reason = str(getattr(error, "strerror", None) or error)
            self.notices.add(screenshot_notice(folder, reason))
            return None
        return path


async def main(argv: Sequence[str] | None = None) -> None:
    """Run the game until the window closes (the entry point of main.py and the web build)."""
    options = parse_arguments(sys.argv[1:] if argv is None else argv)
    app = App(options)
    await app.run()


def run(argv: Sequence[str] | None = None) -> None:
    """Blocking wrapper for the command line."""
    asyncio.run(main(argv))
