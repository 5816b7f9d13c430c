"""Property tests: random valid Rules × random legal play (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sevens
from sevens.cards import multiset_cards
from sevens.events import PlayerOut
from sevens.rules import OPTION_CHOICES

SETTINGS = settings(max_examples=120, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def _valid(options: dict) -> bool:
    try:
        sevens.Rules(**options)
    except ValueError:
        return False
    return True


rules_strategy = st.one_of(
    st.sampled_from(list(sevens.PRESETS.values())),
    st.fixed_dictionaries({key: st.sampled_from(values) for key, values in OPTION_CHOICES.items()})
    .filter(_valid).map(lambda options: sevens.Rules(**options)),
)


def card_places(game: sevens.Game) -> int:
    """How many cards are accounted for, each in exactly one place."""
    count = sum(len(game.hand(seat)) for seat in range(game.players))
    count += sum(len(multiset_cards(covered)) for covered in game.covered)
    count += len(multiset_cards(game.laid)) + len(multiset_cards(game.leftovers))
    count += sum(row.bit_count() for row in game.table_cards)
    return count


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 2**32), move_seed=st.integers(0, 2**32))
def test_random_play_keeps_the_invariants(rules: sevens.Rules, seed: int, move_seed: int) -> None:
    game = sevens.Game(rules, seed=seed, dealer=seed % rules.players)
    rng = random.Random(move_seed)
    total_cards = 52 * rules.decks
    steps = 0
    save_at = rng.randrange(1, 60)
    while not game.over:
        moves = game.legal_moves()
        assert moves
        for move in moves:
            assert game.check(move) is None
        game.apply(rng.choice(moves))
        assert card_places(game) == total_cards
        steps += 1
        assert steps < 2000, "every deal ends"
        if steps == save_at:
            loaded = sevens.Game.from_json(game.to_json())
            assert loaded.view(0) == game.view(0)
            assert loaded.current_player == game.current_player
    result = game.result().to_dict()["players"]
    assert sorted(entry["place"] for entry in result)[0] == 1
    if rules.scoring in ("douque", "chips"):
        assert abs(sum(entry[rules.delta_key] for entry in result)) < 1e-6
    # same seed, same moves: same deal and same result
    again = sevens.Game(rules, seed=seed, dealer=seed % rules.players)
    for move in game.moves:
        again.apply(move)
    assert again.result().to_dict() == game.result().to_dict()
    assert sevens.Game.from_json(game.to_json()).result().to_dict() == game.result().to_dict()


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 2**32), move_seed=st.integers(0, 2**32),
       watcher=st.integers(0, 7))
def test_a_view_does_not_depend_on_other_hidden_cards(rules: sevens.Rules, seed: int,
                                                      move_seed: int, watcher: int) -> None:
    """Shuffle the cards the watcher cannot see among the other seats (same hand sizes): as
    long as the same public moves stay legal in both deals, the watcher's views are equal."""
    watcher %= rules.players
    game = sevens.Game(rules, seed=seed)
    hands = [[str(card) for card in hand] for hand in game.initial_hands()]
    # sevens stay put: who leads or lays out a seven is public
    hidden = [card for seat, hand in enumerate(hands) if seat != watcher for card in hand
              if card[0] != "7"]
    random.Random(seed + 1).shuffle(hidden)
    swapped = []
    for seat, hand in enumerate(hands):
        if seat == watcher:
            swapped.append(hand)
        else:
            kept = [card for card in hand if card[0] == "7"]
            take = len(hand) - len(kept)
            swapped.append(kept + hidden[:take])
            hidden = hidden[take:]
    leftovers = [str(card) for card in multiset_cards(game._initial_leftovers)]
    other = sevens.Game(rules, hands=swapped, leftovers=leftovers, dealer=game.dealer)
    rng = random.Random(move_seed)
    while not game.over:
        assert game.view(watcher) == other.view(watcher)
        move = rng.choice(game.legal_moves())
        if move.kind in ("cover", "give") and game.current_player != watcher:
            # a hidden card leaves the hand: mirror it with one the other deal's seat holds
            options = [m for m in other.legal_moves() if m.kind == move.kind]
            if not options:
                return
            game.apply(move)
            other.apply(options[0])
            view_a, view_b = game.view(watcher), other.view(watcher)
            if move.kind == "give" and watcher in (game.pending_give, ):
                return
            assert view_a.covered_counts == view_b.covered_counts
            assert view_a.hand_sizes == view_b.hand_sizes
            if view_a.hand != view_b.hand:
                return  # the watcher received a different card: the deals may now differ
            continue
        if other.check(move) is not None:
            return
        if move.kind == "pass" and rules.when_stuck == "receive":
            seat = game.current_player
            assert seat is not None
            stuck_here = not game.hands[seat] & game.playable
            stuck_there = not other.hands[seat] & other.playable
            if stuck_here != stuck_there:
                return  # a stuck player asks for a card: that declaration is public
        events = game.apply(move)
        other.apply(move)
        if any(isinstance(event, PlayerOut) for event in events):
            return  # the cards of a player put out are laid face up: public from now on
