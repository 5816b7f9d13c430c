"""The rules in plain words: the active rule system's sentences beside the words they use."""

from sevens.ui.scenes.rules.scene import RulesScene

__all__ = ["RulesScene"]
