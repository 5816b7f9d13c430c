"""The one driver loop shared by the UI, tournaments and tests: ask the seat to move for a
move (from its view only) and apply it through the checked path."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sevens.bots import Bot
from sevens.events import Event
from sevens.game import Game
from sevens.match import Match
from sevens.rules import Rules
from sevens.scoring import Result


def play_turn(game: Game, bots: Sequence[Bot]) -> list[Event]:
    """Let the current seat's bot choose from its view, apply the move, tell every bot.

    Raises:
        sevens.IllegalMove: a bot chose a move the rules refuse.
    """
    seat = game.current_player
    if seat is None:
        raise ValueError("the deal is over")
    move = bots[seat].choose(game.view(seat))
    events = game.apply(move)
    for index, bot in enumerate(bots):
        for event in events:
            bot.observe(event.seen_by(index))
    return events


def play_deal(game: Game, bots: Sequence[Bot],
              on_events: Callable[[list[Event]], None] | None = None) -> Result:
    """Play a deal to its end with one bot per seat; return its result."""
    if len(bots) != game.players:
        raise ValueError(f"{game.players} bots are needed, not {len(bots)}")
    while not game.over:
        events = play_turn(game, bots)
        if on_events is not None:
            on_events(events)
    return game.result()


def play_match(rules: Rules, bots: Sequence[Bot], seed: int | None = None,
               deals: int | None = None) -> Match:
    """Play a whole match between bots; return the finished :class:`Match`."""
    match = Match(rules, seed=seed, deals=deals)
    while not match.over:
        game = match.new_deal()
        play_deal(game, bots)
        match.record(game)
    return match
