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

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from sevens.app.online_lobby import GuestJoin, HostLobby, error_words
from sevens.app.online_session import GuestSession, HostSession
from sevens.app.session import LEVELS
from sevens.app.translation import render, text
from sevens.message import Message
from sevens.online.invite import InviteError
from sevens.online.qr import QrError, qr_matrix
from sevens.rules import build_rules
from sevens.ui.focus import FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, Shape
from sevens.ui.navigation import Back, Menu, OnlineTable, Table
from sevens.ui.scene import Scene
from sevens.ui.scenes.online.drawing import code_surface, draw_online
from sevens.ui.scenes.online.layout import OnlinePlaces, OnlineWords, lay_out_online
from sevens.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

__all__ = ["FRIEND", "OnlineScene"]

FRIEND = "friend"
#: What each seat but the host's may be, in the order a tap turns through them.
SEAT_CHOICES = (FRIEND, *LEVELS)


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
        self._code: tuple[str, int, pygame.Surface | None] = ("", 0, None)
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
        settings = self.app.settings
        danger = render(self.problem) if self.problem is not None else ""
        rules_line = text("online.ui.rules_line", rules=text(f"preset.{settings.rules_id}.title"),
                          players=settings.players)
        if self.step == "start":
            buttons = [("host", text("online.ui.host")), ("join", text("online.ui.join"))]
            if self.app.online.saved() is not None:
                buttons.append(("continue", text("online.ui.continue")))
            return OnlineWords(text("online.ui.title"), (text("online.ui.intro"),),
                               (*buttons, ("back", text("rules.back"))), danger)
        if self.step == "host":
            seats = tuple((f"seat{seat}", self.seat_label(seat)) for seat in self.choices)
            return OnlineWords(text("online.ui.host_title"),
                               (rules_line, text("online.ui.host_seats")),
                               (*seats, ("open", text("online.ui.open")),
                                ("back", text("rules.back"))), danger, fields=("name",))
        if self.step == "invite":
            return self.invite_words(danger)
        if self.step == "join":
            return self.join_words(danger)
        return OnlineWords(text("online.ui.title"), (text("online.ui.waiting_deal"),),
                           (("menu", text("button.menu")),), danger)

    def seat_label(self, seat: int) -> str:
        """A seat's button: who sits there."""
        choice = self.choices[seat]
        who = text("online.ui.friend") if choice == FRIEND else text(
            "online.ui.computer_level", level=text(f"level.{choice}"))
        return text("online.ui.seat_is", seat=seat + 1, who=who)

    def invite_words(self, danger: str) -> OnlineWords:
        """The invite of the friend's seat on show, and who has joined."""
        lobby = self.lobby
        assert lobby is not None
        seat = self.shown_seat
        joined = [lobby.table.seats[friend].name or str(friend + 1)
                  for friend in lobby.friends if lobby.joined(friend)]
        lines = [text("online.ui.invite_for", seat=seat + 1)]
        if lobby.joined(seat):
            lines.append(text("online.ui.joined", name=lobby.table.seats[seat].name))
        elif seat in lobby.invites:
            lines.append(text("online.ui.invite_how"))
        else:
            lines.append(text("online.ui.preparing"))
        lines.append(text("online.ui.seated", count=len(joined), friends=len(lobby.friends)))
        buttons = [("copy", text("online.ui.copy_link"))]
        if self.app.clipboard.can_share():
            buttons.append(("share", text("online.ui.share")))
        buttons.append(("paste", text("online.ui.paste_answer")))
        if len(lobby.friends) > 1:
            buttons += [("previous", "\u25c0"), ("next", "\u25b6")]
        if self.at_table:
            buttons.append(("start", text("online.ui.back_to_table")))
        else:
            buttons += [("start", text("online.ui.start")), ("cancel", text("online.ui.cancel"))]
        return OnlineWords(text("online.ui.invite_title"), tuple(lines), tuple(buttons), danger,
                           code=seat in lobby.invites and not lobby.joined(seat))

    def join_words(self, danger: str) -> OnlineWords:
        """The invite read, the name, the answer, the waiting."""
        join = self.join
        assert join is not None
        invite = join.invite
        if invite is None:
            return OnlineWords(text("online.ui.join_title"), (text("online.ui.join_how"),),
                               (("paste_invite", text("online.ui.paste_invite")),
                                ("back", text("rules.back"))), danger)
        host = invite.host_name or text("online.the_host")
        lines = [text("online.ui.invited_by", host=host, seat=invite.seat + 1,
                      rules=text(f"preset.{invite.rules_id}.title")
                      if invite.rules_id else "")]
        if not join.answer_code:
            return OnlineWords(text("online.ui.join_title"),
                               (*lines, text("online.ui.name_how")),
                               (("answer", text("online.ui.answer")),
                                ("back", text("rules.back"))), danger, fields=("name",))
        lines.append(text("online.ui.seated_wait") if join.welcomed
                      else text("online.ui.answer_how", host=host))
        buttons = []
        if not join.welcomed:  # the answer is still to be taken by the host
            buttons.append(("copy_answer", text("online.ui.copy_answer")))
            if self.app.clipboard.can_share():
                buttons.append(("share_answer", text("online.ui.share")))
        buttons.append(("back", text("online.ui.cancel")))
        return OnlineWords(text("online.ui.join_title"), tuple(lines), tuple(buttons), danger,
                           code=not join.welcomed)

    # ------------------------------------------------------------------ layout

    def relayout(self) -> None:
        """Lay the step on show out for the canvas the app handed over."""
        words = self._words = self.words()
        self.places: OnlinePlaces = lay_out_online(self.layout_canvas, words,
                                                   self.app.resources.wrap)
        actions = self.actions()
        self.buttons: list[Button] = [
            Button(self.places.buttons[name], label, actions[name], size=self.places.button_size,
                   name=name, primary=name in ("open", "start", "answer", "host"))
            for name, label in words.buttons]
        for button in self.buttons:
            button.wrap = True
        field = self.places.fields.get("name")
        if field is not None:
            self.name_field.rect = pygame.Rect(field)
            self.name_field.font = self.places.field_size

    def actions(self) -> dict[str, Any]:
        """Each button's action, by name."""
        actions: dict[str, Any] = {
            "host": self.host, "join": self.start_join, "back": self.back, "open": self.open,
            "copy": lambda: self.copy(False), "share": lambda: self.copy(True),
            "paste": self.app.clipboard.request_text, "previous": lambda: self.turn(-1),
            "next": lambda: self.turn(1), "start": self.start, "cancel": self.back,
            "paste_invite": self.app.clipboard.request_text, "answer": self.answer,
            "copy_answer": lambda: self.copy(False), "share_answer": lambda: self.copy(True),
            "menu": self.back, "continue": self.continue_saved}
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

    def open(self) -> None:
        """Open the table: an invite for each friend's seat (no friend: a table alone)."""
        connector = self.app.online.connect()
        if connector is None:
            self.fail(Message("online.ui.unavailable"))
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

    def copy(self, share: bool) -> None:
        """Copy (or share) the invite link or answer code on show."""
        shown = self.shown_text()
        if not shown:
            return
        self.app.clipboard.share(shown, text("online.ui.title") if share else "")

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
        connector = self.app.online.connect()
        if connector is None:
            self.fail(Message("online.ui.unavailable"))
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
        if self.step == "host":
            self.open()
        else:
            self.answer()

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
        """Tab and Enter (the focus ring), the buttons, the name field, Esc (one step back)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.focus_ring.handle_event(event, self.focusable())
            return
        if any(field.handle_event(event) for _name, field in self.text_fields()):
            return
        for button in list(self.buttons):
            if button.handle_event(event):
                return
        if self.focus_ring.handle_event(event, self.focusable()):
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
        if self.lobby is not None:
            self.lobby.pump()
            self.problem = self.problem or self.lobby.problem
        if self.join is not None:
            self.join.pump()
            self.problem = self.problem or self.join.problem
            if self.join.dealt:
                rejoining = self.join.rejoining
                session = None if rejoining else self.join.start(speed=self.app.settings.speed)
                self.join = None
                self.app.go(Table(resume=True) if session is None else OnlineTable(session))
                return
        if self.waiting is not None:
            self.waiting.update(dt)
            if self.waiting.deal_ready:
                self.waiting.new_deal()
                self.app.go(Table())
                return
        if self.words() != before:
            self.show()

    @property
    def animating(self) -> bool:
        """Links are waited on: the scene looks at them every frame."""
        return self.lobby is not None or self.join is not None or self.waiting is not None

    def code(self) -> pygame.Surface | None:
        """The QR code of the text on show, drawn for the code's square (kept while the
        same)."""
        shown = self.shown_text()
        if self.places.code is None or not shown:
            return None
        side = self.places.code.width
        if self._code[:2] != (shown, side):
            try:
                matrix = qr_matrix(shown, "M" if len(shown) <= 2331 else "L")
            except QrError:
                self._code = (shown, side, None)
            else:
                self._code = (shown, side, code_surface(matrix, side))
        return self._code[2]

    def draw(self, surface: pygame.Surface) -> None:
        """The step on show."""
        fields = [field for _name, field in self.text_fields()]
        draw_online(surface, self.app.resources, self.places, self.buttons, fields, self.code())
        self.focus_ring.draw(surface, self.focusable())
