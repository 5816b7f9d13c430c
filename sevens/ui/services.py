"""Four of the five small services the application hands every scene (as one object,
:class:`sevens.ui.navigation.Navigator`): the canvas, the shared look and sound, the player's
records and the device. The fifth, going places, is :class:`sevens.ui.navigation.Places`.
No scene here: this module sits below :mod:`sevens.ui.scene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from sevens.app.daily_deal import DailyDeal
    from sevens.app.notices import NoticeBoard
    from sevens.app.online_lobby import OnlinePlay
    from sevens.app.profile import Settings
    from sevens.app.saved_match import SessionInfo
    from sevens.ui.cardart import CardArt
    from sevens.ui.geometry.canvas import Canvas, Shape
    from sevens.ui.narration import Narrator
    from sevens.ui.resources import Resources
    from sevens.ui.sound import SoundBoard

#: The records a scene may save.
Record = Literal["settings", "stats"]


class CanvasService(Protocol):
    """The canvas: what a scene is laid out for."""

    def describe_canvas(self, shapes: frozenset[Shape]) -> Canvas:
        """The canvas a scene that lays itself out for ``shapes`` is laid out for (the shape
        rules of :mod:`sevens.ui.geometry.canvas`)."""


class Looks(Protocol):
    """The shared look, sound and voice of every scene."""

    resources: Resources
    art: CardArt
    sound: SoundBoard
    narrator: Narrator


class Records(Protocol):
    """The player's records: what a scene reads, changes and has written."""

    settings: Settings
    stats: dict[str, Any]
    notices: NoticeBoard
    daily: DailyDeal
    session_info: SessionInfo

    def save(self, record: Record) -> None:
        """Write a record (a failure becomes a notice, never a crash)."""

    def change_setting(self, name: str, value: Any) -> None:
        """Set a setting, with its effect at once where it has one (``muted``,
        ``language``, the seeing settings)."""

    def abandon_match(self) -> None:
        """Give up the match in progress: it counts as abandoned in the statistics."""


class Device(Protocol):
    """The device the game runs on: how the player points, and its links to other devices."""

    #: Online play: the connector and the hosted match's save (:mod:`sevens.app.online_lobby`).
    online: OnlinePlay

    @property
    def fingers_used(self) -> bool:
        """True once a finger has touched the screen here (the table's words then name taps
        where no key has been pressed)."""
