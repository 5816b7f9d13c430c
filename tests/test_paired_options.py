"""The lab's paired comparison of two versions of one player on the same deals."""

from __future__ import annotations

import pytest

from sevens.tools.paired_options import option_value, paired_report


def test_option_values_read_from_the_command_line() -> None:
    assert option_value("true") is True and option_value("False") is False
    assert option_value("none") is None
    assert option_value("200") == 200 and isinstance(option_value("200"), int)
    assert option_value("1.5") == 1.5
    assert option_value("normal") == "normal"  # a word, e.g. own_style's
    with pytest.raises(ValueError):
        option_value(" ")


def test_two_values_of_an_option_meet_the_same_deals() -> None:
    report = paired_report("sevens", ["expert", "hard", "hard", "hard"], 1, 3, "prior_worlds",
                           30, values=(200, 0), hard_iterations=30)
    assert report["values"] == [200, 0] and report["hard_iterations"] == 30
    assert len(report["per_deal"]["on"]) == len(report["per_deal"]["off"]) == 1
    assert report["on_minus_off"]["mean"] == pytest.approx(
        report["per_deal"]["on"][0] - report["per_deal"]["off"][0], abs=1e-6)


def test_a_tagged_player_is_set_apart_from_the_others_of_its_level() -> None:
    report = paired_report("sevens", ["hard#probe", "hard", "hard", "hard"], 2, 5, "prior_z",
                           40, values=(0.0, 1.5), hard_iterations=40)
    # the "off" line-up is four alike hard players, each seated with its own seed in every
    # rotation, so the first gains exactly nothing over the others
    assert report["per_deal"]["off"] == pytest.approx([0.0, 0.0], abs=1e-9)
    assert report["hard_iterations"] == 40
