"""The house-rules editor: every option, from a rule system; Apply or Cancel."""

from sevens.ui.scenes.house_rules.scene import CustomRulesScene

__all__ = ["CustomRulesScene"]
