"""The game's screens' WebRTC: a :class:`~sevens.online.connector.Connector` over real links,
and the choice of the stack that makes them.

:func:`host_link` and :func:`guest_link` make one :class:`~sevens.online.network.Link` with
this device's stack: the page's (:mod:`sevens.online.page_link`) in the browser, aiortc's
(:mod:`sevens.online.native_link`) natively; :func:`unavailable` says why neither can be used.

:class:`WebRTCConnector` makes one :class:`~sevens.online.network.Link` a friend's seat on
the host's device (its offer goes into the invite) and one a join on a guest's device (its
answer goes back to the host); :meth:`WebRTCConnector.pump`, once a frame, polls every link,
hands over what arrived, and tells the screens when an offer or answer is written.
:func:`default_connector` is this device's: the page's ``RTCPeerConnection`` in the browser,
aiortc natively (the extra ``online``), or None when neither is there.

The ICE servers come from :func:`settings_from_environment`: ``SEVENS_STUN`` (addresses,
comma-separated; ``none`` for no STUN server at all), ``SEVENS_TURN``, ``SEVENS_TURN_USER``
and ``SEVENS_TURN_CREDENTIAL``. In the browser the page's address sets them
(``index.html?SEVENS_STUN=none``), as it sets every launch option.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import Protocol

from sevens.online import native_link, page_link
from sevens.online.connector import AnswerReady, Failed, OfferReady
from sevens.online.network import DEFAULT_STUN_SERVERS, Link, NetworkSettings
from sevens.online.protocol import GUEST_MESSAGE_LIMIT, HOST_MESSAGE_LIMIT
from sevens.online.transport import Transport

__all__ = ["WebRTCConnector", "default_connector", "guest_link", "host_link",
           "settings_from_environment", "unavailable"]


def _on_page() -> bool:
    return sys.platform == "emscripten"


def unavailable(*, web: bool | None = None) -> str | None:
    """Why this device cannot make links, in English for the log (the screens say
    ``online.ui.unavailable``); None when it can.

    In the browser: a page without the bridge or a browser without WebRTC. Natively: aiortc,
    the extra ``online``, is not installed.
    """
    if web if web is not None else _on_page():
        return None if page_link.page_ready() else "this page has no WebRTC"
    return None if native_link.installed() else (
        'online play needs aiortc: pip install "sevens[online]"')


def host_link(settings: NetworkSettings | None = None, *, web: bool | None = None) -> Link:
    """A new link on the host's side: it makes the data channel and the offer (its
    :attr:`Link.description` once gathered); the guest's answer goes to :meth:`Link.accept`.

    Raises:
        RuntimeError: this device cannot make links (:func:`unavailable` says why).
    """
    return _stack(web).host(settings or NetworkSettings(), GUEST_MESSAGE_LIMIT)


def guest_link(offer: str, settings: NetworkSettings | None = None, *,
               web: bool | None = None) -> Link:
    """A new link on a guest's side, answering the host's ``offer`` (from an
    :class:`~sevens.online.invite.Invite`); its answer is :attr:`Link.description` once
    gathered.

    Raises:
        RuntimeError: this device cannot make links (:func:`unavailable` says why).
    """
    return _stack(web).guest(settings or NetworkSettings(), offer, HOST_MESSAGE_LIMIT)


class _Stack(Protocol):
    def host(self, settings: NetworkSettings, limit: int) -> Link: ...

    def guest(self, settings: NetworkSettings, offer: str, limit: int) -> Link: ...


def _stack(web: bool | None) -> _Stack:
    reason = unavailable(web=web)
    if reason is not None:
        raise RuntimeError(reason)
    if web if web is not None else _on_page():
        return page_link
    return native_link




def settings_from_environment(environment: Mapping[str, str] | None = None) -> NetworkSettings:
    """The network settings the environment (or the page's address) gives; the defaults
    where it says nothing, or says something that is not an address (the default STUN
    servers, no TURN server)."""
    environment = os.environ if environment is None else environment
    stun_text = environment.get("SEVENS_STUN", "").strip()
    if stun_text.lower() == "none":
        stun: tuple[str, ...] = ()
    elif stun_text:
        stun = tuple(part.strip() for part in stun_text.split(",") if part.strip())
    else:
        stun = DEFAULT_STUN_SERVERS
    try:
        return NetworkSettings(stun=stun, turn=environment.get("SEVENS_TURN", "").strip(),
                               turn_user=environment.get("SEVENS_TURN_USER", ""),
                               turn_credential=environment.get("SEVENS_TURN_CREDENTIAL", ""))
    except ValueError:
        return NetworkSettings()


class WebRTCConnector:
    """Real links for the screens (see the module's description). ``web`` chooses the stack
    (None: the page's in the browser, aiortc natively)."""

    def __init__(self, settings: NetworkSettings | None = None, *,
                 web: bool | None = None) -> None:
        self.settings = settings or NetworkSettings()
        self.web = web
        #: the host's links by friend's seat (the newest offer of each seat)
        self.offered: dict[int, Link] = {}
        #: every link still polled, with what to tell when its description is written
        self.links: list[tuple[Link, OfferReady | None, AnswerReady | None, Failed]] = []

    def offer(self, seat: int, ready: OfferReady, failed: Failed) -> None:
        """Make ``seat``'s link and its offer; ``ready`` gets the SDP once ICE gathering
        has finished (some frames later), ``failed`` a reason if it cannot be made."""
        try:
            link = host_link(self.settings, web=self.web)
        except Exception as error:  # noqa: BLE001 - no WebRTC after all: the screen says so
            failed(f"no link: {error}")
            return
        old = self.offered.get(seat)
        if old is not None:
            old.close()
        self.offered[seat] = link
        self.links.append((link, ready, None, failed))

    def accept(self, seat: int, answer: str) -> Transport:
        """Finish ``seat``'s link with the guest's SDP ``answer``; returns the host's end,
        which opens a moment later (messages sent before wait).

        Raises:
            ValueError: no offer of this seat is waiting for an answer.
        """
        link = self.offered.get(seat)
        if link is None or link.state != "waiting":
            raise ValueError(f"seat {seat} has no offer waiting for an answer")
        link.accept(answer)
        return link

    def answer(self, offer: str, ready: AnswerReady, failed: Failed) -> None:
        """A guest's side: answer the host's ``offer``; ``ready`` gets the SDP answer and
        this side's end of the link once ICE gathering has finished."""
        try:
            link = guest_link(offer, self.settings, web=self.web)
        except Exception as error:  # noqa: BLE001 - no WebRTC after all: the screen says so
            failed(f"no link: {error}")
            return
        self.links.append((link, None, ready, failed))

    def pump(self) -> None:
        """Once a frame: poll every link (messages, opening, closing), and tell the screens
        of each description written or link failed."""
        waiting = []
        for entry in self.links:
            link, offered, answered, failed = entry
            link.poll()
            if link.description is not None:
                if offered is not None:
                    offered(link.description)
                elif answered is not None:
                    answered(link.description, link)
                entry = (link, None, None, failed)
            elif link.state == "closed":
                failed(link.error or "the link closed")
                continue
            if link.state != "closed":
                waiting.append(entry)
        self.links = waiting


def default_connector() -> WebRTCConnector | None:
    """This device's connector, or None when it has no WebRTC (natively: aiortc, the extra
    ``online``, is not installed; :func:`sevens.online.network.unavailable` says why)."""
    if unavailable() is not None:
        return None
    return WebRTCConnector(settings_from_environment())
