"""Issue 32: the message value every player-facing sentence travels as (sevens/message.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import sevens
from sevens.app.translation import english, render
from sevens.cards import Card
from sevens.message import Message, MessageError, error_message, sentences


def test_a_message_is_an_immutable_hashable_value() -> None:
    first = Message("hint.reason.fits", card=Card.parse("7S"))
    same = Message("hint.reason.fits", card=Card.parse("7S"))
    other = Message("hint.reason.fits", card=Card.parse("7H"))
    assert first == same and hash(first) == hash(same) and first != other
    assert len({first, same, other}) == 2
    assert first.params == {"card": Card.parse("7S")}
    with pytest.raises(AttributeError):
        first.key = "other"  # type: ignore[misc]
    first.params["card"] = Card.parse("2C")  # a copy: the message keeps its own
    assert first == same
    assert repr(first).startswith("Message('hint.reason.fits', card=")


def test_sentences_flatten_and_leave_out_nothing_said() -> None:
    one, two = Message("hint.reason.last_card"), Message("hint.reason.must_pass")
    assert sentences(one) is one and sentences(one, None) is one
    run = sentences(sentences(one, two), one)
    assert run.parts() == (one, two, one)
    assert english(sentences(one, two)) == ("Your last card: playing it takes you out. "
                                            "Nothing fits: you must pass.")
    assert render(sentences(one, two), "ja") == ("最後の1枚：出せば上がりです。"
                                                 "出せるカードがないのでパスです。")


def test_walk_finds_every_nested_message() -> None:
    who = Message("hint.player", player=2)
    give = Message("hint.reason.give_one", who=who, card=Card.parse("9D"), count=1)
    assert [message.key for message in sentences(give, who).walk()] == [
        "sentences", "hint.reason.give_one", "hint.player", "hint.player"]


def test_an_error_carries_its_message_or_its_own_words() -> None:
    with pytest.raises(MessageError) as refusal:
        sevens.Game.from_deal_code(sevens.preset("sevens"), "??")
    assert error_message(refusal.value).key == "notice.not_deal_code"
    plain = error_message(ValueError("disk on fire"))
    assert plain == Message("text.as_is", text="disk on fire")
    assert render(plain, "zh-Hant") == "disk on fire"


def test_the_message_module_imports_nothing_of_the_interface() -> None:
    source = Path(sevens.__file__).with_name("message.py").read_text(encoding="utf-8")
    imported = {node.module for node in ast.walk(ast.parse(source))
                if isinstance(node, ast.ImportFrom) and node.module}
    assert not any(name.startswith(("sevens.ui", "pygame")) for name in imported), imported


def test_a_message_survives_pickling_and_deep_copies() -> None:
    import copy
    import pickle

    message = Message("notice.unknown_rules", value="'xyz'", title=Message("preset.sevens.short"),
                      cards=(Card.parse("7S"), Card.parse("TD")))
    for copied in (pickle.loads(pickle.dumps(message)), copy.deepcopy(message)):
        assert copied == message and hash(copied) == hash(message)
        assert copied.params["title"] == Message("preset.sevens.short")
