"""Sevens at the card table: ``python main.py`` (also the pygbag web build's entry point).

Options (``python main.py --help`` lists them all):

  --rules ID        douque, sevens, fan-tan, badam-satti, shichinarabe, domino or family
  --players N       seats at the table, within what the rules allow
  --level LEVEL     computer players: random, easy, normal or hard
  --deals N         deals in the match, 1-100
  --seed S          a whole number that makes the deals repeatable
  --deal CODE       play the deal a results screen's code names (with --rules, --players)
  --seat N          the seat to play that deal from, 0 = the first
  --daily 1         the daily deal: the same cards for everyone today, against hard
  --lang L          language: en, zh-Hant (排七), zh-Hans or ja (default: the saved setting,
                    else the system's language)
  --people NAMES    pass-and-play: 2-8 people at this device (Ada,Ben), the rest are bots
  --speed PACE      pace of the computer players: slow, normal, fast or instant
  --mute            no sound
  --fresh           do not read or write saved settings and statistics
  --autoplay        bots in every seat, played through the real interface
  --screenshot DIR  with --autoplay: save the menu, a mid-deal table and each result
  --frames N        quit after N frames (for tests)
  --window WxH      open the window at this size (390x844: the portrait table)
  --narrate         print what happens at the table, one line per event (screen readers)
  --large-cards     the hand and the rows one and a half times the usual size
  --high-contrast   a black table, white cards and text, thick outlines

A bad value (``--seed abc``) never stops the game: it plays with the default and the menu
says so. In the browser the same options come from the page address
(``index.html?rules=douque&players=4``).
"""

import asyncio
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # --help without pygame's banner

import pygame  # noqa: E402, F401 - named here so pygbag fetches pygame-ce in the browser

from sevens.ui import main

asyncio.run(main())
