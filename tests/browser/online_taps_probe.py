"""Run inside the real game's page (Pyodide) by tests/browser/check_online.mjs: reads the
online screens and the table for the driver's taps, and keeps what crossed the network.

It only reads the game, except two recorders installed once (they change nothing the game
does): on the host's page, every message ``HostTable`` sends is noted with its seat, number,
kind and the cards hidden from that seat then; on a guest's page, every message the page's
link hands to the game is kept as received (``sevens.online.page_link.cut``, which each
arriving message passes). ``online_state()`` says, as JSON, the scene on show and where each
button, text field and playable card is, in the canvas's pixels (the page's, at 1280×720).
"""

import json

from sevens.cards import multiset_cards
from sevens.events import CardGiven
from sevens.online import host as host_module
from sevens.online import page_link

RECORD = {"sent": [], "received": []}


def _hidden_cards(game, seat):
    """The cards hidden from ``seat`` now (as tests/online_helpers.py counts them)."""
    others = set()
    for other in range(game.players):
        if other != seat:
            others.update(str(card) for card in game.hand(other))
            others.update(str(card) for card in multiset_cards(game.covered[other]))
    known = {str(card) for card in game.hand(seat)}
    known.update(str(card) for card in multiset_cards(game.covered[seat]))
    known.update(str(card) for row in game.rows() for card in row.cards)
    known.update(str(card) for card in multiset_cards(game.leftovers))
    known.update(str(event.card) for event in game.events
                 if isinstance(event, CardGiven) and event.giver == seat)
    return others - known


def _install():
    table_class = host_module.HostTable
    if getattr(table_class, "_probe_recording", False):
        return
    send = table_class._send

    def recorded_send(self, connection, kind, **fields):
        send(self, connection, kind, **fields)
        seat = connection.seat
        if seat is None or not connection.open:
            return
        hidden = ([] if self.game is None or kind == "reveal"
                  else sorted(_hidden_cards(self.game, seat)))
        RECORD["sent"].append([seat, connection.sent_seq, kind, hidden])

    table_class._send = recorded_send
    table_class._probe_recording = True
    cut = page_link.cut

    def recorded_cut(message, limit):
        data = cut(message, limit)
        RECORD["received"].append(data.decode("utf-8", "replace"))
        return data

    page_link.cut = recorded_cut


_install()


def _app():
    from sevens.ui.app import App

    return App.latest() if App.latest is not None else None


def _centre(rect):
    return [int(rect.centerx), int(rect.centery)] if rect is not None else None


def online_state():
    """The screen as the driver needs it (see the module's description)."""
    from sevens.ui.page_keyboard import shown_fields

    app = _app()
    if app is None:
        return json.dumps({"scene": None})
    scene = app.scene
    state = {"scene": type(scene).__name__, "notice": str(app.notices.current or "")}
    buttons = getattr(scene, "buttons", None)
    if isinstance(buttons, list):
        state["buttons"] = {button.name: _centre(button.rect) for button in buttons
                            if hasattr(button, "rect") and getattr(button, "name", "")}
    state["fields"] = shown_fields(app)
    if state["scene"] == "OnlineScene":
        lobby, join = scene.lobby, scene.join
        state.update(step=scene.step, choices={str(seat): choice for seat, choice
                                               in scene.choices.items()},
                     shown_seat=scene.shown_seat,
                     problem=repr(scene.problem) if scene.problem is not None else None)
        if lobby is not None:
            table = lobby.table
            state.update(invites=sorted(lobby.invites), friends=list(lobby.friends),
                         joined=[seat for seat in lobby.friends if lobby.joined(seat)],
                         shuffled=sorted(table.next_entropy))
        if join is not None:
            state.update(invite_read=join.invite is not None,
                         answer_ready=bool(join.answer_code), welcomed=join.welcomed)
    session = getattr(scene, "session", None)
    if state["scene"] == "TableScene" and session is not None:
        view = session.view()
        moves = []
        for move in view.legal_moves:
            rect = None
            if move.kind == "pass":
                rect = scene.pass_button.rect
            else:
                rect = scene.hand_view.card_rect(move.card)
            moves.append({"kind": move.kind, "card": "" if move.kind == "pass"
                          else str(move.card), "at": _centre(rect)})
        state.update(human=bool(session.human_to_move), busy=bool(getattr(scene, "busy", False)),
                     moves=moves, hand=len(view.hand), seat=session.human_seat)
    return json.dumps(state)


def online_record():
    """What the page sent (host) or received (guest) over its links, and how the deal ended
    on this device."""
    app = _app()
    session = getattr(app, "session", None) if app is not None else None
    report = dict(RECORD)
    game = getattr(session, "game", None)
    if game is not None:
        report["moves"] = [str(move) for move in game.moves]
        report["over"] = bool(game.over)
    client = getattr(session, "client", None)
    if client is not None:  # a friend's device: its check of the deal
        audit = client.audits.get(1)
        report.update(audit=audit.message.key if audit else None, seat=client.seat,
                      log=list(client.log), refusals=[item.key for item in client.refusals],
                      shuffled_with_you=bool(audit and audit.shuffled_with_you))
    table = getattr(session, "table", None)
    if table is not None:  # the host's device
        report.update(log=[[entry.seat, entry.key, entry.detail] for entry in table.log],
                      movers=list(table.movers),
                      names=[place.name for place in table.seats])
    return json.dumps(report)


def go_online():
    """Open the Play online screens as the menu's entry does (for a menu without one)."""
    from sevens.ui.navigation import OnlinePage

    app = _app()
    app.go(OnlinePage(app.scene))
    return "ok"


def send_junk():
    """A friend's device sends junk straight onto its link, past its client: 10 KB, bytes
    that are no JSON, JSON cut short (the host must refuse each and play on)."""
    link = _app().session.client.transport
    for data in (b"{" + b" " * 10_000 + b"}", b"\xff\xfe", b"[1, 2"):
        link.send(data)
    return "ok"
