"""The hint's reason in the chosen language (issue 12).

The bots (``sevens/bots``) explain a move in English sentences. Each sentence is recognised
by the English templates ``hint.reason.*`` of the message table — the bots' own wording, word
for word — and written again in the current language (:mod:`sevens.ui.english_text`), its
values carried over: cards, lists of cards, numbers written as words, suit names, the player
handed a card. A sentence no template matches (a new wording in the bots) stays in English,
so a hint is never lost, only untranslated.
"""

from __future__ import annotations

import re

from sevens.ui import messages
from sevens.ui.english_text import translate

CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"
#: What each parameter of a hint template looks like in the bots' English.
PARAMETER_PATTERNS = {
    "card": CARD,
    "cards": rf"{CARD}(?:(?:, | and ){CARD})*",
    "what": rf"the (?:leftover )?{CARD}",
    "count": r"[a-z]+|\d+",
    "suit": r"(?:cards of )?(?:spades?|hearts?|diamonds?|clubs?)",
    "value": r"\d+",
    "who": r"player \d+|them",
    "percent": r"\d+",
    "worlds": r"\d+",
    "mean": r"[+\-−]?\d+(?:\.\d+)?",
    "unit": r"money|chips|points",
    "move": r"\S+(?: \S+)?",
    "other_percent": r"\d+",
    "amount": r"\d+(?:\.\d+)?",
    "alternative": rf"passing|(?:covering|handing over|playing(?: the face-up)?) (?:the )?{CARD}"
                   r"(?: on the second row)?",
}
#: The other move a search compares with ("covering the Q♣"): English words -> message key.
ALTERNATIVES = (("covering", "hint.alternative.cover"), ("handing over", "hint.alternative.give"),
                ("playing the face-up", "hint.alternative.leftover"),
                ("playing", "hint.alternative.play"))
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen")
SUIT_LETTERS = {"spade": "S", "heart": "H", "diamond": "D", "club": "C"}
UNIT_KEYS = {"money": "unit.money", "chips": "unit.chips", "points": "results.unit.points"}
SENTENCE_END = re.compile(r"(?<=[.)])\s+(?=[A-Z])")


def _value(name: str, raw: str) -> str:
    """One matched value written for the current language."""
    if name == "cards":
        cards = re.findall(CARD, raw)
        if len(cards) <= 1:
            return raw
        return messages.text("list.comma").join(cards[:-1]) + messages.text("list.and") + cards[-1]
    if name == "what":
        card = re.findall(CARD, raw)[0]
        key = "hint.what_leftover" if "leftover" in raw else "hint.what"
        return messages.text(key, card=card)
    if name == "count":
        return str(NUMBER_WORDS.index(raw)) if raw in NUMBER_WORDS else raw
    if name == "suit":
        return messages.text(f"suit.{SUIT_LETTERS[raw.removeprefix('cards of ').rstrip('s')]}")
    if name == "alternative":
        if raw == "passing":
            return messages.text("hint.alternative.pass")
        card = re.findall(CARD, raw)[0]
        key = next(key for words, key in ALTERNATIVES if raw.startswith(words))
        move = messages.text(key, card=card)
        if raw.endswith(" on the second row"):
            move = messages.text("hint.alternative.second_row", move=move)
        return move
    if name == "who":
        number = re.findall(r"\d+", raw)
        return (messages.text("hint.player", player=number[0]) if number
                else messages.text("hint.them"))
    if name == "unit":
        return messages.text(UNIT_KEYS[raw])
    return raw


def sentence_text(sentence: str) -> str:
    """One of the bots' English sentences in the current language (unchanged when no
    template matches it)."""
    # The bots may keep the last two words together with a no-break space.
    return translate(sentence.replace("\u00a0", " "), "hint.reason.", PARAMETER_PATTERNS,
                     _value)


def hint_reason_text(reason: str) -> str:
    """A bot's reason (one or more English sentences) in the current language."""
    if messages.language() == "en" or not reason:
        return reason
    return messages.join_sentences(*(sentence_text(part)
                                     for part in SENTENCE_END.split(reason.strip())))
