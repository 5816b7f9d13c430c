"""``expert`` is no longer offered (issue 48: it did not beat ``hard``): not a table level, not
on the game's command line, a saved setting or game naming it plays at ``hard``, and the lab
still makes it for measurements."""

from __future__ import annotations

from sevens.app.launch_options import LEVELS as LAUNCH_LEVELS
from sevens.app.launch_options import parse_launch_options
from sevens.app.profile import check_settings
from sevens.app.session import LEVELS
from sevens.bots import BOT_LEVELS, UnknownBotLevel, make_bot
from sevens.bots.expert import ExpertBot
from sevens.tools.measurement_players import make_player


def test_expert_is_offered_nowhere_but_the_lab_keeps_it() -> None:
    assert "expert" not in BOT_LEVELS and "expert" not in LEVELS
    assert "expert" not in LAUNCH_LEVELS
    try:
        make_bot("expert")
    except UnknownBotLevel:
        pass
    else:
        raise AssertionError("make_bot made an expert")
    assert isinstance(make_player("expert", seed=1, iterations=20), ExpertBot)
    options, notices = parse_launch_options({"level": "expert"})
    assert options.level == "normal" and len(notices) == 1


def test_a_saved_expert_setting_plays_at_hard() -> None:
    checked, reset = check_settings({"level": "expert"})
    assert checked["level"] == "hard" and "level" not in reset
    checked, _ = check_settings({"level": "godlike"})
    assert checked["level"] == "normal"
