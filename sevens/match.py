"""A match: several deals under one set of rules, the dealer moving one seat each deal."""

from __future__ import annotations

import random
from fractions import Fraction

from sevens.game import Game
from sevens.rules import Rules, is_whole_number
from sevens.scoring import Result, competition_places


class Match:
    """Deals, running totals and standings for ``rules.deals`` deals (or ``deals``)."""

    def __init__(self, rules: Rules, seed: int | None = None, deals: int | None = None,
                 first_dealer: int = 0) -> None:
        """Raises:
            ValueError: rules that are not a :class:`Rules`, a seed that is not a whole number
                of 0 or more, fewer than one deal, or a first dealer who is not a seat.
        """
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value, not {type(rules).__name__}")
        if seed is not None and (not is_whole_number(seed) or seed < 0):
            raise ValueError(f"seed must be a whole number of 0 or more, not {seed!r}")
        if deals is not None and (not is_whole_number(deals) or deals < 1):
            raise ValueError(f"deals must be a whole number of 1 or more, not {deals!r}")
        if not is_whole_number(first_dealer) or not 0 <= first_dealer < rules.players:
            raise ValueError(f"first_dealer must be a seat from 0 to {rules.players - 1}, "
                             f"not {first_dealer!r}")
        self.rules = rules
        self.deals = deals if deals is not None else rules.deals
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 40)
        self._seeds = random.Random(self.seed)
        self.first_dealer = first_dealer
        self.totals: list[Fraction | int] = [0] * rules.players
        self.results: list[Result] = []
        self.deal_codes: list[str] = []

    @property
    def deal_number(self) -> int:
        """How many deals have been recorded."""
        return len(self.results)

    @property
    def over(self) -> bool:
        """True when every deal of the match has been recorded."""
        return self.deal_number >= self.deals

    @property
    def dealer(self) -> int:
        """The dealer of the next deal."""
        return (self.first_dealer + self.deal_number) % self.rules.players

    def new_deal(self) -> Game:
        """The next deal (its seed drawn from the match seed, so a match replays)."""
        return Game(self.rules, seed=self._seeds.randrange(1 << 40), dealer=self.dealer)

    def record(self, game: Game | Result) -> Result:
        """Add a finished deal's result to the running totals.

        Raises:
            ValueError: the match is already over, or the deal is not finished.
        """
        if self.over:
            raise ValueError("the match is over")
        if not isinstance(game, Game | Result):
            raise ValueError(f"record takes a finished Game or its Result, not "
                             f"{type(game).__name__}")
        result = game.result() if isinstance(game, Game) else game
        if len(result.players) != self.rules.players:
            raise ValueError(f"the deal has {len(result.players)} seats; this match has "
                             f"{self.rules.players}")
        if isinstance(game, Game) and game.seed is not None:
            self.deal_codes.append(game.deal_code)
        self.results.append(result)
        for seat, delta in enumerate(result.deltas):
            self.totals[seat] += delta
        return result

    def standings(self) -> list[tuple[int, int, Fraction | int]]:
        """(place, seat, total) best first; penalty scorings rank the lowest total first."""
        keys = [-total if self.rules.lower_is_better else total for total in self.totals]
        places = competition_places(keys)
        return sorted(((places[seat], seat, self.totals[seat]) for seat in range(len(keys))),
                      key=lambda item: (item[0], item[1]))

    def winners(self) -> list[int]:
        """Seats leading the match (the match winners once it is over)."""
        return [seat for place, seat, _ in self.standings() if place == 1]
