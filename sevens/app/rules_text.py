"""The rules in words, in the player's language: the rules screen's sentences and glossary,
built from a :class:`~sevens.rules.Rules` value with the message keys of
:mod:`sevens.app.translation` and :mod:`sevens.app.locales` (``rules.*``, ``term.*``,
``define.*``). No pygame: ``python -m sevens rules ID --lang xx`` prints them too.
"""

from __future__ import annotations

from typing import Any

from sevens.app.translation import card_text as card_name  # '7D' -> '7♦'
from sevens.app.translation import join_sentences, text


def describe_rules(rules: Any) -> list[str]:
    """The rules in plain words, one sentence a line, built from the Rules value."""
    lines = []
    decks = text("rules.two_packs") if rules.decks == 2 else text("rules.one_pack")
    lines.append(text("rules.players", players=rules.players, decks=decks))
    lines.append(text("rules.deal_equal") if rules.equal_hands else text("rules.deal_all"))
    start_card = card_name(rules.start_card) if rules.start_card else ""
    if rules.start == "all-sevens" and not start_card:
        lines.append(text("rules.start.all-sevens-plain"))
    else:
        lines.append(text(f"rules.start.{rules.start}", card=start_card))
    lines.append(text(f"rules.turns.{rules.turn_order}"))
    lines.append(text("rules.rows_any_rank") if rules.start == "any-rank"
                 else text("rules.rows", rank="7"))
    lines.append(text(f"rules.ace.{rules.ace}"))
    if rules.build != "plain":
        lines.append(text(f"rules.build.{rules.build}"))
    lines.append(join_sentences(text("rules.must_play"), text(f"rules.stuck.{rules.when_stuck}")))
    if rules.free_passes is None:
        lines.append(text("rules.free_passes_unlimited"))
    elif rules.free_passes:
        lines.append(text("rules.free_passes", count=rules.free_passes))
    if rules.pass_limit_out:
        lines.append(text("rules.pass_limit_out"))
    lines.append(text(f"rules.end.{rules.end}"))
    lines.append(text(f"rules.score.{rules.scoring}", stake=rules.stake, ante=rules.ante,
                      pass_chip=rules.pass_chip, card_chip=rules.card_chip,
                      top=rules.players - 1))
    lines.append(text("rules.deals", deals=rules.deals))
    return lines


#: The words each scoring uses (any other counts wins).
SCORING_TERMS: dict[str, tuple[str, ...]] = {
    "douque": ("complete_suit", "clean_hand", "last_seven", "all_covered", "loser", "bust",
               "multiplier", "stake", "money"),
    "chips": ("ante", "pool", "card_chips"),
    "penalty-pips": ("pips",),
    "penalty-count": ("penalty_count",),
    "placing-points": ("placing",),
}


def glossary(rules: Any) -> list[tuple[str, str]]:
    """(term, plain definition) for every special word the rules screen uses with these
    rules: bonuses, bust, winner multiplier, stake, ante, pips, free passes…"""
    values = {"stake": rules.stake, "ante": rules.ante, "pass_chip": rules.pass_chip,
              "card_chip": rules.card_chip, "top": rules.players - 1,
              "example": 10 * rules.stake}
    keys: list[str] = []
    if rules.when_stuck == "cover":
        keys.append("cover")
    keys += SCORING_TERMS.get(rules.scoring, ("wins",))
    if rules.free_passes is None or rules.free_passes:
        keys.append("free_pass")
    if rules.pass_limit_out:
        keys.append("put_out")
    if rules.equal_hands:
        keys.append("leftovers")
    if rules.when_stuck == "receive":
        keys.append("receive")
    keys.append("match")
    one_chip = {"ante": rules.ante == 1}  # "the chip", never "the 1 chip(s)" (issue 31)
    return [(text(f"term.{key}"),
             text(f"define.{key}_one" if one_chip.get(key) else f"define.{key}", **values))
            for key in keys]
