"""The menu: the table to deal, the settings, and the way to every other screen."""

from sevens.ui.scenes.menu.scene import RULE_SYSTEMS, MenuScene, match_in_progress

__all__ = ["RULE_SYSTEMS", "MenuScene", "match_in_progress"]
