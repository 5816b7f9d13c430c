"""A native guest (aiortc, the extra ``online``) at a table a browser page hosts, for
tests/browser/check_online.mjs (issue 47).

``python tests/browser/online_native_guest.py`` reads the invite from its first input line,
prints its answer (JSON text) on a line, plays its seat with an easy bot over the real data
channel until the deal is revealed and audited (or ``SECONDS`` pass), and prints its report
(tests/browser/online_guest_side.py) as the last line.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from online_guest_side import GuestSide  # noqa: E402

SECONDS = 240.0


async def main() -> None:
    invite = sys.stdin.readline().strip()
    guest = GuestSide(invite, seed=13, web=False)
    until = time.monotonic() + SECONDS
    while guest.answer() is None and time.monotonic() < until:
        await asyncio.sleep(0.01)
    print(json.dumps(guest.answer()), flush=True)
    while not guest.done and not guest.errors and time.monotonic() < until:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.2)
    print(json.dumps({"done": guest.done, **guest.report()}), flush=True)
    guest.task.cancel()
    guest.link.close()
    await asyncio.sleep(0.2)


if __name__ == "__main__":
    asyncio.run(main())
