"""``python -m sevens``: see :mod:`sevens.app.cli`."""

import os
import sys

# before anything can import pygame: pygame-ce's banner must not reach stdout (bench --json)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from sevens.app.cli import main  # noqa: E402

sys.exit(main())
