"""The table's online sessions (sevens.app.online_session, sevens.app.online_lobby): a host and
a friend joined through the lobby over the in-memory connector play a whole Douque deal, each
through the Session the table scene reads; the friend's refused move comes back in a local
refusal's words; reactions reach the other side; the friend's audit checks the deal."""

from __future__ import annotations

from typing import Any

from online_helpers import seeded_secrets  # noqa: F401 (autouse: reproducible deals)

import sevens
from sevens.app.online_lobby import GuestJoin, HostLobby
from sevens.app.translation import text
from sevens.moves import Move
from sevens.online.connector import MemoryConnector


def joined_table() -> tuple[HostLobby, GuestJoin, MemoryConnector]:
    connector = MemoryConnector()
    lobby = HostLobby(sevens.preset("douque"), "douque", friends=[2], host_name="Ada",
                      levels={1: "easy", 3: "easy"}, stand_in="easy", deals=1,
                      connector=connector, seed=5)
    join = GuestJoin(connector)
    invite = join.read_invite(lobby.invites[2])
    assert invite.seat == 2 and invite.host_name == "Ada"
    join.answer("Ben")
    assert join.answer_code.startswith("S7A1.")
    assert lobby.take_answer(join.answer_code) == 2
    lobby.pump()
    assert lobby.joined(2) and join.welcomed and not join.dealt
    return lobby, join, connector


def test_host_and_friend_play_a_whole_deal_through_their_sessions() -> None:
    lobby, join, _connector = joined_table()
    host = lobby.start(speed="instant")
    lobby.pump()
    assert join.dealt
    guest = join.start(speed="instant")
    assert guest.seat_name(0) == "Ada" and host.seat_name(2) == "Ben"
    assert host.presence_word(2) == text("online.seat.connected")
    bots = {seat: sevens.make_bot("easy", seed=seat) for seat in (0, 2)}
    shown = {0: list(host.view().events), 2: list(guest.view().events)}
    for _frame in range(4000):
        if host.game.over and guest.game.over:
            break
        shown[0] += host.update(0.1)
        shown[2] += guest.update(0.1)
        if host.human_to_move:
            shown[0] += host.apply_human(bots[0].choose(host.view()))
        if guest.human_to_move:
            guest.apply_human(bots[2].choose(guest.view()))
    assert host.game.over and guest.game.over
    assert guest.game.moves == host.game.moves  # the friend's game is the audited replay
    assert shown[2] == list(guest.view().events)  # every event shown once, in order
    assert guest.view() == host.game.view(2)
    notes = [note.words for note in guest.take_notes()]
    assert text("online.audit.ok") in notes
    assert guest.record_result().deltas == host.record_result().deltas
    assert guest.match.totals == host.match.totals


def test_a_refused_move_comes_back_in_a_local_refusals_words() -> None:
    lobby, join, _connector = joined_table()
    host = lobby.start(speed="instant")
    lobby.pump()
    guest = join.start(speed="instant")
    for _frame in range(400):
        host.update(0.1)
        guest.update(0.1)
        if host.human_to_move:
            host.apply_human(host.view().legal_moves[0])
        if guest.human_to_move:
            break
    view = guest.view()
    wrong = next(card for card in view.hand if Move("play", card) not in view.legal_moves
                 and Move("cover", card) not in view.legal_moves)
    local = sevens.Game.from_dict(host.game.to_dict())
    expected = local.refusal(Move("play", wrong))
    guest.apply_human(Move("play", wrong))
    guest.update(0.1)
    host.update(0.1)
    guest.update(0.1)
    from sevens.app.translation import refusal_text

    assert [note.words for note in guest.take_notes() if note.danger] == [
        refusal_text(expected)]
    assert not host.game.over  # the table plays on


def test_reactions_reach_the_other_side() -> None:
    lobby, join, _connector = joined_table()
    host = lobby.start()
    lobby.pump()
    guest = join.start()
    guest.take_notes()
    guest.react("well_played")
    host.update(0.0)
    assert [(note.seat, note.words) for note in host.take_notes()] == [
        (2, text("online.reaction.well_played"))]
    host.react("thanks")
    guest.update(0.0)
    assert (0, text("online.reaction.thanks")) in [
        (note.seat, note.words) for note in guest.take_notes()]


def test_a_silent_host_is_said_away_on_the_friends_status_line_and_back_again() -> None:
    lobby, join, _connector = joined_table()
    host = lobby.start()
    lobby.pump()
    guest = join.start()
    guest.update(0.0)
    guest.take_notes()
    guest.client.last_heard -= 60  # a minute without a word: the host's page froze
    guest.update(0.0)
    away = text("online.host_away", name="Ada")
    assert [(note.words, note.danger) for note in guest.take_notes()] == [(away, True)]
    assert guest.presence_word(0) == text("online.seat.away")
    host.react("thanks")  # the host's page runs again and speaks
    guest.update(0.0)
    words = [(note.words, note.danger) for note in guest.take_notes()]
    assert (text("online.host_back", name="Ada"), False) in words
    assert guest.presence_word(0) == text("online.seat.host")
    assert not guest.client.host_gone


class FailingConnector(MemoryConnector):
    """A connector whose every link fails with ``reason``, as a link's failure is worded."""

    def __init__(self, reason: str) -> None:
        super().__init__()
        self.reason = reason

    def offer(self, seat: int, ready: Any, failed: Any) -> None:
        failed(self.reason)

    def answer(self, offer: str, ready: Any, failed: Any) -> None:
        failed(self.reason)


def test_a_link_the_network_keeps_apart_says_so() -> None:
    """ICE failing (the page's link says "ice-failed", aiortc's "ice failed") is worded as
    the network keeping the devices apart; any other failure is the generic one."""
    def lobby(connector: MemoryConnector) -> HostLobby:
        return HostLobby(sevens.preset("douque"), "douque", friends=[2], host_name="Ada",
                         levels={1: "easy", 3: "easy"}, stand_in="easy", deals=1,
                         connector=connector, seed=5)

    for reason, key in (("ice-failed", "online.ui.no_route"),
                        ("ice failed", "online.ui.no_route"),
                        ("the link closed", "online.ui.failed")):
        hosting = lobby(FailingConnector(reason))
        assert hosting.problem is not None and hosting.problem.key == key
        join = GuestJoin(FailingConnector(reason))
        join.read_invite(lobby(MemoryConnector()).invites[2])
        join.answer("Ben")
        assert join.problem is not None and join.problem.key == key
