"""Play online: host a table or join one (issue 47), laid out once for every shape."""

from sevens.ui.scenes.online.scene import OnlineScene

__all__ = ["OnlineScene"]
