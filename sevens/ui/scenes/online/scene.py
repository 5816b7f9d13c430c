"""The "Play online" scene: host a table or join one, step by step (issue 47).

Steps (:attr:`OnlineScene.step`):

- ``start`` — Host a table, or Join a table.
- ``host`` — the menu's rules; your name; each seat but yours waits for a friend or is a
  computer at a level (a tap turns it through the choices); Open the table.
- ``invite`` — for each friend's seat in turn (◀ ▶): the invite as a QR code drawn here,
  Copy link, Share (where the page offers it), Paste answer; who has joined; Start.
- ``join`` — Paste invite (or open the game with the invite's link), type your name,
  Answer: the answer as a QR code, Copy answer, Share; then waiting for the host to take it
  and to deal.
- ``wait`` — a friend between two deals: waiting for the host to deal the next.

The places come from :mod:`.layout`, the painting from :mod:`.drawing`; the lobby's state
machines (:mod:`sevens.app.online_lobby`) do the work, without pygame; the app's online
service (:class:`~sevens.app.online_lobby.OnlinePlay`) gives the connector and keeps the hosted
match. The scene goes to the table with :class:`~sevens.ui.navigation.OnlineTable`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from sevens.app.online_lobby import GuestJoin, HostLobby, error_words
from sevens.app.online_session import GuestSession, HostSession
from sevens.app.session import LEVELS
from sevens.app.translation import render, text
from sevens.message import Message
from sevens.online.invite import InviteError
from sevens.rules import build_rules
from sevens.ui.focus import FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, Shape
from sevens.ui.navigation import Back, Menu, OnlineTable, Table
from sevens.ui.scene import Scene
from sevens.ui.scenes.online.drawing import draw_online
from sevens.ui.scenes.online.layout import OnlinePlaces, OnlineWords, lay_out_online
from sevens.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from sevens.online.connector import Connector
    from sevens.ui.navigation import Navigator

__all__ = ["FRIEND", "OnlineScene"]

FRIEND = "friend"
#: What each seat but the host's may be, in the order a tap turns through them.
SEAT_CHOICES = (FRIEND, *LEVELS)
#: A button's label is the message ``online.ui.`` + its name, but for these.
LABELS = {"back": "rules.back", "copy": "online.ui.copy_link", "menu": "button.menu",
          "paste": "online.ui.paste_answer", "share_answer": "online.ui.share"}
#: The buttons that turn through the friends' invites.
ARROWS = {"previous": "\u25c0", "next": "\u25b6"}
#: The buttons of each step's main action, drawn brighter.
PRIMARY = frozenset({"open", "start", "answer", "host"})


class OnlineScene(Scene):
    """Hosting and joining online tables (see the module's description)."""

    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE
    spoken_keys = ("online.ui.title", "online.ui.keys")

    def __init__(self, app: Navigator, back_to: Scene | None = None,
                 waiting: GuestSession | None = None, invite: str = "") -> None:
        super().__init__(app)
        self.back_to = back_to
        self.step = "wait" if waiting is not None else "start"
        self.waiting = waiting
        self.problem: Message | None = None
        settings = app.settings
        self.choices: dict[int, str] = {seat: FRIEND if seat == 1 else settings.level
                                        for seat in range(1, settings.players)}
        self.lobby: HostLobby | None = None
        self.join: GuestJoin | None = None
        self.shown_seat = 0
        self.name_field = TextField((0, 0, 10, 10), text("online.ui.your_name"),
                                    on_submit=lambda _value: self.submit_name(), max_length=40)
        self.focus_ring = FocusRing(app.narrator.say)  # Tab walks the controls (issue 34)
        self.at_table = self.table_in_progress()
        self.relayout()
        if invite:  # opened with an invite link: straight to joining with it
            self.start_join()
            if self.join is not None:
                self.take_pasted(invite)

    def table_in_progress(self) -> bool:
        """Opened from an online table this device hosts: its invites again (a friend who
        dropped comes back with a new one), and Back to the table."""
        session = self.app.session
        lobby = session.lobby if isinstance(session, HostSession) else None
        if lobby is None or self.waiting is not None:
            return False
        self.lobby = lobby
        lobby.invite_again()
        self.shown_seat = next((seat for seat in lobby.friends if not lobby.joined(seat)),
                               lobby.friends[0])
        self.step = "invite"
        return True

    # ------------------------------------------------------------------ words per step

    def words(self) -> OnlineWords:
        """What the step on show says, in the player's language."""
        if self.step == "start":
            saved = ["continue"] if self.app.online.saved() is not None else []
            return self.said("online.ui.title", [text("online.ui.intro")],
                             ["host", "join", *saved, "back"])
        if self.step == "host":
            settings = self.app.settings
            rules = text("online.ui.rules_line", players=settings.players,
                         rules=text(f"preset.{settings.rules_id}.title"))
            seats = [f"seat{seat}" for seat in self.choices]
            return self.said("online.ui.host_title", [rules, text("online.ui.host_seats")],
                             [*seats, "open", "back"], fields=("name",))
        if self.step == "invite":
            return self.invite_words()
        if self.step == "join":
            return self.join_words()
        return self.said("online.ui.title", [text("online.ui.waiting_deal")], ["menu"])

    def said(self, title: str, lines: list[str], names: list[str], *, code: bool = False,
             fields: tuple[str, ...] = ()) -> OnlineWords:
        """A step's words: the key of its title, its lines, its buttons by name (labelled
        here), whether it shows a QR code, its text fields, and the failure on show."""
        danger = render(self.problem) if self.problem is not None else ""
        buttons = tuple((name, self.label(name)) for name in names)
        return OnlineWords(text(title), tuple(lines), buttons, danger, code, fields)

    def label(self, name: str) -> str:
        """A button's label: who sits at a seat, an arrow, Back to the table, or its
        :data:`LABELS`."""
        if name.startswith("seat"):
            seat = int(name.removeprefix("seat"))
            who = text("online.ui.friend") if self.choices[seat] == FRIEND else text(
                "online.ui.computer_level", level=text(f"level.{self.choices[seat]}"))
            return text("online.ui.seat_is", seat=seat + 1, who=who)
        if name == "start" and self.at_table:
            return text("online.ui.back_to_table")
        return ARROWS[name] if name in ARROWS else text(LABELS.get(name, f"online.ui.{name}"))

    def sharing(self, name: str) -> list[str]:
        """The share button ``name`` where the page offers a share sheet (else none)."""
        return [name] if self.app.clipboard.can_share() else []

    def invite_words(self) -> OnlineWords:
        """The invite of the friend's seat on show, and who has joined."""
        lobby = self.lobby
        assert lobby is not None
        seat = self.shown_seat
        if lobby.joined(seat):
            how = text("online.ui.joined", name=lobby.table.seats[seat].name)
        else:
            how = text("online.ui.invite_how" if seat in lobby.invites else "online.ui.preparing")
        joined = sum(lobby.joined(friend) for friend in lobby.friends)
        lines = [text("online.ui.invite_for", seat=seat + 1), how,
                 text("online.ui.seated", count=joined, friends=len(lobby.friends))]
        names = ["copy", *self.sharing("share"), "paste"]
        if len(lobby.friends) > 1:
            names += ["previous", "next"]
        names += ["start"] if self.at_table else ["start", "cancel"]
        return self.said("online.ui.invite_title", lines, names,
                         code=seat in lobby.invites and not lobby.joined(seat))

    def join_words(self) -> OnlineWords:
        """The invite read, the name, the answer, the waiting."""
        join = self.join
        assert join is not None
        invite = join.invite
        if invite is None:
            return self.said("online.ui.join_title", [text("online.ui.join_how")],
                             ["paste_invite", "back"])
        host = invite.host_name or text("online.the_host")
        rules = text(f"preset.{invite.rules_id}.title") if invite.rules_id else ""
        lines = [text("online.ui.invited_by", host=host, seat=invite.seat + 1, rules=rules)]
        if not join.answer_code:
            return self.said("online.ui.join_title", [*lines, text("online.ui.name_how")],
                             ["answer", "back"], fields=("name",))
        if join.welcomed:
            return self.said("online.ui.join_title", [*lines, text("online.ui.seated_wait")],
                             ["cancel"])
        # the answer is still to be taken by the host
        return self.said("online.ui.join_title",
                         [*lines, text("online.ui.answer_how", host=host)],
                         ["copy_answer", *self.sharing("share_answer"), "cancel"], code=True)

    # ------------------------------------------------------------------ layout

    def relayout(self, words: OnlineWords | None = None) -> None:
        """Lay the step on show out for the canvas the app handed over (saying ``words``,
        when they are already built)."""
        words = self._words = words or self.words()
        self.places: OnlinePlaces = lay_out_online(self.layout_canvas, words,
                                                   self.app.resources.wrap)
        actions = self.actions()
        self.buttons: list[Button] = [
            Button(self.places.buttons[name], label, actions[name], size=self.places.button_size,
                   name=name, primary=name in PRIMARY)
            for name, label in words.buttons]
        for button in self.buttons:
            button.wrap = True
        field = self.places.fields.get("name")
        if field is not None:
            self.name_field.rect = pygame.Rect(field)
            self.name_field.font = self.places.field_size

    def actions(self) -> dict[str, Callable[[], None]]:
        """Each button's action, by name."""
        request_text = self.app.clipboard.request_text
        actions: dict[str, Callable[[], None]] = {
            "host": self.host, "join": self.start_join, "open": self.open,
            "continue": self.continue_saved, "copy": self.copy, "copy_answer": self.copy,
            "share": self.share, "share_answer": self.share, "paste": request_text,
            "paste_invite": request_text, "previous": lambda: self.turn(-1),
            "next": lambda: self.turn(1), "start": self.start, "answer": self.answer,
            **dict.fromkeys(("back", "cancel", "menu"), self.back)}
        for seat in self.choices:
            actions[f"seat{seat}"] = lambda seat=seat: self.turn_seat(seat)
        return actions

    def show(self, step: str | None = None) -> None:
        """Show ``step`` (the same one again: its words changed)."""
        if step is not None and step != self.step:
            self.step, self.problem = step, None
        self.relayout()
        self.app.invalidate()

    def fail(self, problem: Message) -> None:
        """Say what went wrong on the step on show."""
        self.problem = problem
        self.show()

    # ------------------------------------------------------------------ actions

    def host(self) -> None:
        """Choose the seats of a new table."""
        self.show("host")

    def turn_seat(self, seat: int) -> None:
        """Turn a seat through friend and the computer's levels."""
        choice = self.choices[seat]
        self.choices[seat] = SEAT_CHOICES[(SEAT_CHOICES.index(choice) + 1) % len(SEAT_CHOICES)]
        self.show()

    def connect(self) -> Connector | None:
        """The connector to link through, or None (and a word on the step) without one."""
        connector = self.app.online.connect()
        if connector is None:
            self.fail(Message("online.ui.unavailable"))
        return connector

    def open(self) -> None:
        """Open the table: an invite for each friend's seat (no friend: a table alone)."""
        connector = self.connect()
        if connector is None:
            return
        friends = [seat for seat, choice in self.choices.items() if choice == FRIEND]
        if not friends:
            self.fail(Message("online.ui.no_friend"))
            return
        settings = self.app.settings
        rules = build_rules(settings)
        levels = {seat: choice for seat, choice in self.choices.items() if choice != FRIEND}
        host_name = self.name_field.value.strip() or text("online.ui.host_name")
        self.lobby = HostLobby(rules, settings.rules_id, friends=friends,
                               host_name=host_name, levels=levels,
                               stand_in=settings.level, deals=settings.deals,
                               connector=connector, table_options={"on_save": self.keep_table})
        self.shown_seat = friends[0]
        self.show("invite")

    def keep_table(self, data: dict[str, Any]) -> None:
        """The host's match, saved after every move (none once it is over)."""
        lobby = self.lobby
        self.app.online.keep(None if lobby is not None and lobby.table.match.over else data)

    def continue_saved(self) -> None:
        """Continue the saved online match: new invites for the friends."""
        connector, data = self.app.online.connect(), self.app.online.saved()
        if connector is None or data is None:
            self.fail(Message("online.ui.unavailable"))
            return
        try:
            self.lobby = HostLobby.resume(data, connector=connector, on_save=self.keep_table)
        except ValueError as error:
            self.fail(error_words(error))
            return
        self.shown_seat = self.lobby.friends[0]
        self.show("invite")

    def turn(self, direction: int) -> None:
        """Show the next (or previous) friend's invite."""
        assert self.lobby is not None
        friends = self.lobby.friends
        self.shown_seat = friends[(friends.index(self.shown_seat) + direction) % len(friends)]
        self.show()

    def shown_text(self) -> str:
        """The invite link or answer code on show ('' while none is ready)."""
        if self.step == "invite" and self.lobby is not None:
            return self.lobby.invites.get(self.shown_seat, "")
        if self.step == "join" and self.join is not None:
            return self.join.answer_code
        return ""

    def copy(self) -> None:
        """Copy the invite link or answer code on show."""
        if shown := self.shown_text():
            self.app.clipboard.copy(shown)

    def share(self) -> None:
        """Share the invite link or answer code on show (where the page has a share sheet)."""
        if shown := self.shown_text():
            self.app.clipboard.share(shown, text("online.ui.title"))

    def start(self) -> None:
        """Deal the first hand and go to the table (friends not here yet: a bot for now)."""
        assert self.lobby is not None
        if self.at_table:
            self.app.go(Table(resume=True))
            return
        session = self.lobby.start(speed=self.app.settings.speed)
        self.app.go(OnlineTable(session))

    def start_join(self) -> None:
        """Join a table with an invite."""
        connector = self.connect()
        if connector is None:
            return
        session = self.app.session
        self.join = GuestJoin(connector, session if isinstance(session, GuestSession) else None)
        self.show("join")

    def take_pasted(self, pasted: str) -> None:
        """The clipboard's text: an answer for the host, an invite for a friend."""
        self.problem = None
        try:
            if self.step == "invite" and self.lobby is not None:
                self.shown_seat = self.lobby.take_answer(pasted)
            elif self.step == "join" and self.join is not None:
                self.join.read_invite(pasted)
                if self.join.invite is not None and self.join.invite.guest_name:
                    self.name_field.value = self.join.invite.guest_name
        except (InviteError, ValueError) as error:
            self.problem = error_words(error)
        self.show()

    def submit_name(self) -> None:
        """Enter in the name field: open the table (hosting) or answer the invite."""
        (self.open if self.step == "host" else self.answer)()

    def answer(self) -> None:
        """Answer the invite under the typed name."""
        if self.join is None or self.join.invite is None:
            return
        self.join.answer(self.name_field.value)
        self.show()

    def back(self) -> None:
        """One step back (leaving a table being hosted or joined); from the first step,
        back where the scene was opened."""
        if self.at_table:
            self.app.go(Table(resume=True))
        elif self.step in ("host", "invite", "join"):
            self.lobby = self.join = None
            self.show("start")
        elif self.back_to is not None and self.step == "start":
            self.app.go(Back(self.back_to))
        else:
            self.app.go(Menu())

    # ------------------------------------------------------------------ frames

    def text_fields(self) -> list[tuple[str, TextField]]:
        """The name field while it is on show (a phone's keyboard types into it)."""
        return [("name", self.name_field)] if "name" in self._words.fields else []

    def focusable(self) -> list[Any]:
        """What Tab walks, in reading order: the name field, then the buttons."""
        return [*(field for _name, field in self.text_fields()), *self.buttons]

    def handle_event(self, event: pygame.event.Event) -> None:
        """The focus ring first (a click takes it away; Tab, Enter), then the name field and
        the buttons, then Esc (one step back)."""
        if self.focus_ring.handle_event(event, self.focusable()):
            return
        if any(control.handle_event(event) for control in self.focusable()):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def update(self, dt: float) -> None:
        """The clipboard's answers, the links' messages, and moving on when the table is
        ready (a friend: the host dealt)."""
        outcome = self.app.clipboard.poll()
        if outcome is not None:
            if outcome.state == "pasted":
                self.take_pasted(outcome.text)
            elif outcome.state == "failed":
                self.fail(Message("online.ui.clipboard_failed"))
        before = self._words
        for link in (self.lobby, self.join):  # the host's table, or the friend's joining
            if link is not None:
                link.pump()
                self.problem = self.problem or link.problem
        if self.join is not None and self.join.dealt:  # to the table (back to it, for a
            join, self.join = self.join, None  # friend who dropped)
            self.app.go(Table(resume=True) if join.rejoining
                        else OnlineTable(join.start(speed=self.app.settings.speed)))
            return
        if self.waiting is not None:
            self.waiting.update(dt)
            if self.waiting.deal_ready:
                self.waiting.new_deal()
                self.app.go(Table())
                return
        words = self.words() if self.animating else before  # else nothing changed unasked
        if words != before:
            self.relayout(words)
            self.app.invalidate()

    @property
    def animating(self) -> bool:
        """Links are waited on: the scene looks at them every frame."""
        return self.lobby is not None or self.join is not None or self.waiting is not None

    def draw(self, surface: pygame.Surface) -> None:
        """The step on show."""
        fields = [field for _name, field in self.text_fields()]
        draw_online(surface, self.app.resources, self.places, self.buttons, fields,
                    self.shown_text())
        self.focus_ring.draw(surface, self.focusable())
