"""The ``expert`` level: hard's search with a long budget that stops once the move is settled."""

from __future__ import annotations

import random

import pytest

import sevens
from sevens.app.cli import simulate
from sevens.app.driver import play_deal
from sevens.bots import BOT_LEVELS, ExpertBot, make_bot
from sevens.bots.move_search import (
    DEFAULT_BUDGET,
    DROP_Z,
    EXPERT_BUDGET,
    EXPERT_PRIOR_WORLDS,
    MIN_WORLDS,
    PRIOR_Z,
    CandidateStats,
    Search,
)
from sevens.moves import PLAY
from sevens.tools.measurement_players import make_player


def test_expert_is_a_lab_player_thinking_far_longer_than_hard() -> None:
    assert "expert" not in BOT_LEVELS  # no longer offered (issue 48)
    bot = make_player("Expert", seed=2)
    assert isinstance(bot, ExpertBot) and bot.name == "expert"
    assert bot.budget == EXPERT_BUDGET >= 10 * DEFAULT_BUDGET
    assert make_bot("hard", seed=2).budget == DEFAULT_BUDGET


@pytest.mark.parametrize("preset_id", ["sevens", "douque", "shichinarabe"])
def test_expert_plays_legal_moves(preset_id: str) -> None:
    rules = sevens.preset(preset_id)
    game = sevens.Game(rules, seed=5)
    bots = [make_player("expert", seed=seat, iterations=60) if seat == 0 else
            make_bot("normal", seed=seat) for seat in range(rules.players)]
    play_deal(game, bots)
    assert game.over


def _position_with_choice(seed: int) -> sevens.View:
    rules = sevens.preset("sevens")
    game = sevens.Game(rules, seed=seed)
    rng = random.Random(seed)
    while True:
        view = game.view(game.current_player)
        if sum(1 for move in view.legal_moves if move.kind == PLAY) >= 3:
            return view
        game.apply(rng.choice(game.legal_moves()))


def _search_with(values: list[list[float]], prior_worlds: int | None = None) -> Search:
    view = _position_with_choice(3)
    search = Search(view, random.Random(1), None, 10_000, settle=True,
                    prior_worlds=prior_worlds)
    search.candidates = [CandidateStats(move, order, list(results))
                         for order, (move, results) in enumerate(zip(view.legal_moves, values,
                                                                     strict=False))]
    search.worlds = len(values[0])
    return search


def test_the_search_is_settled_only_when_the_rest_are_within_a_whisker_of_the_leader() -> None:
    rng = random.Random(4)
    worlds = 4 * MIN_WORLDS
    base = [rng.gauss(0, 5) for _ in range(worlds)]
    same = _search_with([base, list(base), [value + 1e-4 for value in base]])
    assert same.settled()
    apart = _search_with([base, [value + rng.gauss(0, 5) for value in base]])
    assert not apart.settled()  # a noisy difference: more worlds could change the move
    early = _search_with([base[:MIN_WORLDS - 4], list(base[:MIN_WORLDS - 4])])
    assert not early.settled()  # too few worlds to judge


def test_expert_stops_before_its_cap_when_the_move_is_settled_and_hard_does_not() -> None:
    stopped = 0
    for seed in range(6):
        view = _position_with_choice(seed)
        expert = ExpertBot(seed=1, iterations=4000)
        expert.choose(view)
        hard = make_bot("hard", seed=1, iterations=4000)
        hard.choose(view)
        assert expert.last_search is not None and hard.last_search is not None
        assert hard.last_search.playouts >= 4000 or sum(
            1 for candidate in hard.last_search.candidates if candidate.active) == 1
        stopped += expert.last_search.playouts < 4000
    assert stopped >= 3


def test_expert_thinks_in_slices() -> None:
    view = _position_with_choice(7)
    bot = ExpertBot(seed=3, iterations=400)
    bot.begin(view)
    slices = 0
    move = None
    while move is None:
        move = bot.advance(0.002)
        slices += 1
    assert slices > 1 and move in view.legal_moves
    assert ExpertBot(seed=3, iterations=400).choose(view) == move


def test_simulate_fixes_expert_with_its_iterations() -> None:
    def run() -> dict:
        return simulate(sevens.preset("sevens"), ["expert", "normal", "normal", "normal"],
                        deals=1, seed=8, bot_options={"expert": {"iterations": 80}})

    assert run()["bots"] == run()["bots"]


def test_the_command_line_caps_expert_and_plays_the_styles(
        capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from sevens.app.cli import main

    arguments = ["simulate", "--rules", "sevens", "--bots", "expert,end-case,hoarder,runner",
                 "--deals", "1", "--seed", "3", "--expert-iterations", "40", "--json", "--quiet"]
    reports = []
    for _ in range(2):
        assert main(arguments) == 0
        reports.append(json.loads(capsys.readouterr().out))
    assert set(reports[0]["bots"]) == {"expert", "end-case", "hoarder", "runner"}
    assert reports[0]["bots"] == reports[1]["bots"]  # with its playouts capped, it repeats


def _favourite_and_rival(worlds: int, lead: float, seed: int = 6) -> list[list[float]]:
    """The heuristic's favourite and a rival ``lead`` ahead of it on the same worlds (their
    paired difference has a spread of exactly 1)."""
    rng = random.Random(seed)
    base = [rng.gauss(0, 5) for _ in range(worlds)]
    signs = [1.0 if index % 2 else -1.0 for index in range(worlds)]
    return [base, [value + lead + sign for value, sign in zip(base, signs, strict=True)]]


def test_experts_overrule_bar_does_not_shrink_with_its_worlds() -> None:
    worlds = 4 * EXPERT_PRIOR_WORLDS
    # ahead by 2 standard errors on these worlds, under PRIOR_Z on EXPERT_PRIOR_WORLDS worlds
    lead = 2.0 / worlds ** 0.5
    assert PRIOR_Z / worlds ** 0.5 < lead < PRIOR_Z / EXPERT_PRIOR_WORLDS ** 0.5
    values = _favourite_and_rival(worlds, lead)
    as_hard = _search_with(values)
    assert as_hard._final_choice() is as_hard.candidates[1]  # hard's bar: on the worlds searched
    as_expert = _search_with(values, EXPERT_PRIOR_WORLDS)
    assert as_expert._final_choice() is as_expert.candidates[0]  # the heuristic keeps its move
    clear = _search_with(_favourite_and_rival(worlds, 1.2 * PRIOR_Z / EXPERT_PRIOR_WORLDS ** 0.5),
                         EXPERT_PRIOR_WORLDS)
    assert clear._final_choice() is clear.candidates[1]  # clearly ahead: overruled
    few = EXPERT_PRIOR_WORLDS // 4  # on fewer worlds the bar is hard's
    within = _search_with(_favourite_and_rival(few, 2.0 / few ** 0.5), EXPERT_PRIOR_WORLDS)
    assert within._final_choice() is within.candidates[1]


def test_expert_keeps_the_favourite_in_play_until_the_leader_clears_the_bar() -> None:
    worlds = 9 * EXPERT_PRIOR_WORLDS
    lead = 4.0 / worlds ** 0.5  # past DROP_Z standard errors, short of the overrule bar
    assert DROP_Z / worlds ** 0.5 < lead < PRIOR_Z / EXPERT_PRIOR_WORLDS ** 0.5
    values = _favourite_and_rival(worlds, lead)
    as_hard = _search_with(values)
    as_hard._drop_losers()
    assert not as_hard.candidates[0].active
    as_expert = _search_with(values, EXPERT_PRIOR_WORLDS)
    as_expert._drop_losers()
    assert as_expert.candidates[0].active
    assert as_expert._final_choice() is as_expert.candidates[0]


def test_only_expert_sets_the_fixed_overrule_bar() -> None:
    view = _position_with_choice(2)
    hard = make_bot("hard", seed=1, iterations=300)
    hard.begin(view)
    assert hard.prior_worlds == 0 and hard.search is not None
    assert hard.search.prior_worlds is None
    expert = make_player("expert", seed=1, iterations=300)
    expert.begin(view)
    assert expert.search is not None and expert.search.prior_worlds == EXPERT_PRIOR_WORLDS
    expert_off = make_player("expert", seed=1, iterations=300, prior_worlds=0)
    expert_off.begin(view)
    assert expert_off.search is not None and expert_off.search.prior_worlds is None
    with pytest.raises(ValueError):
        make_bot("hard", seed=1, prior_worlds=-1)
