"""What a scene may ask of the application: the places it can go, and :class:`Navigator`,
what every scene is handed (never the application class itself): five small services.

Scenes never import one another. To go somewhere a scene names the place
(``self.app.go(Table(resume=True))``, ``go(Back(self.back_to))``) and the application, the
only module that knows every scene, builds it (a page's fields are its scene's arguments, in
order): :class:`Places`, the navigation service. The other four are in
:mod:`sevens.ui.services`; a helper that needs only one is typed against it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from sevens.ui.services import CanvasService, Device, Looks, Records

if TYPE_CHECKING:
    import sevens
    from sevens.app.session import Session
    from sevens.ui.clipboard import Clipboard
    from sevens.ui.scene import Scene


@dataclass(frozen=True)
class Menu:
    """The menu (a match in progress stays paused behind it)."""


@dataclass(frozen=True)
class Table:
    """The table for the match's current deal; ``resume`` returns to a deal in progress
    without replaying its moves as flights."""

    resume: bool = False


@dataclass(frozen=True)
class HandOver:
    """Pass-and-play: the screen that hides every hand until the next person takes the
    device (``session.person_waiting``), then the table for them."""


@dataclass(frozen=True)
class Results:
    """The results of the deal just finished (``just_ended``: straight from the table, so a
    key still meant for the table does not skip them)."""

    just_ended: bool = False


@dataclass(frozen=True)
class RulesPage:
    """The rules of ``rules`` in plain words; Back returns to ``back_to``."""

    rules: sevens.Rules
    rules_id: str
    back_to: Scene


@dataclass(frozen=True)
class Statistics:
    """The statistics; Back returns to ``back_to``."""

    back_to: Scene


@dataclass(frozen=True)
class HouseRules:
    """Every option of the rules model, from the chosen system; Done returns to ``menu``."""

    menu: Scene


@dataclass(frozen=True)
class Review:
    """The review of your decisions in the deal just finished; Back returns to ``back_to``.
    At a table of people, ``seat`` names whose decisions (None: the last to hold it)."""

    back_to: Scene
    seat: int | None = None


@dataclass(frozen=True)
class NewMatch:
    """A new match with the menu's choices, at its table (a deal code replays that deal
    first, played from ``seat``)."""

    rules: sevens.Rules
    rules_id: str
    deal_code: str | None = None
    seat: int = 0


@dataclass(frozen=True)
class SeatsPage:
    """Who sits where (pass-and-play): you, people at this device, the computer's levels;
    Done returns to ``menu``."""

    menu: Scene


@dataclass(frozen=True)
class TodaysDeal:
    """Today's daily deal (once a day; over another match in progress the menu asks first)."""


@dataclass(frozen=True)
class Replay:
    """The deal just finished again, played from ``seat``."""

    seat: int


@dataclass(frozen=True)
class OnlinePage:
    """Play online: host a table or join one; Back returns to ``back_to``."""

    back_to: Scene


@dataclass(frozen=True)
class OnlineTable:
    """An online table's first deal, for ``session`` (a host's or a friend's; see
    :mod:`sevens.app.online_session`), over another match in progress after asking."""

    session: Session


@dataclass(frozen=True)
class Back:
    """Back to a scene one was handed (the menu behind the rules, the table behind them)."""

    scene: Scene


@dataclass(frozen=True)
class Quit:
    """Close the game; a match that would be lost is only left after the menu asked."""


Place = (Menu | Table | HandOver | Results | RulesPage | Statistics | HouseRules | Review | NewMatch
         | SeatsPage | TodaysDeal | Replay | OnlinePage | OnlineTable | Back | Quit)


class Places(Protocol):
    """The navigation service: where the player is, and going elsewhere."""

    #: The scene on show.
    scene: Scene
    #: The match in progress (None before the first or after one is given up).
    session: Session | None
    #: Share, copy and paste deal links (answers may come frames later in the browser).
    clipboard: Clipboard

    def go(self, place: Place) -> None:
        """Show ``place`` from the next frame on."""

    def open_pasted_link(self, pasted: str) -> bool:
        """Open the deal a pasted link names (its table and seat); False when it names none."""

    def invalidate(self) -> None:
        """Draw the next frame even if nothing moves (a change made outside input)."""


class Navigator(CanvasService, Looks, Records, Device, Places, Protocol):
    """What every scene is handed: the five services as one object (the app)."""
