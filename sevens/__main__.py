"""``python -m sevens``: see :mod:`sevens.cli`."""

import sys

from sevens.cli import main

sys.exit(main())
