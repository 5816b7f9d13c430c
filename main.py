"""Sevens at the card table: ``python main.py`` (also the pygbag web build's entry point).

Options: ``--rules ID --players N --level random|easy|normal|hard --deals N --seed S``,
``--autoplay --screenshot DIR`` for a demo with bots in every seat, ``--speed``, ``--mute``.
"""

import asyncio

import pygame  # noqa: F401 - named here so pygbag fetches pygame-ce in the browser

from sevens.ui import main

asyncio.run(main())
