"""The app's own half that draws nothing: what a player's session, settings and saves are.

Between the engine (``sevens`` itself: cards, rules, games, views, bots, the online protocol)
and the interface (``sevens.ui``, the only part that imports pygame) sit the app-level
modules, pygame-free and testable without a window:

- the match a player is in: ``session`` (the table's session: seats, speed, undo, hand-over),
  ``online_session`` and ``online_lobby`` (the same for a hosted or joined table), ``seating``
  and ``names`` (who sits where, and what a seat is called);
- what is kept: ``storage`` (with ``storage_backends`` and ``store_lock``: files natively,
  ``localStorage`` in the browser), ``profile`` (settings and statistics), ``saved_match`` and
  ``autosave``, ``daily`` and ``daily_deal`` (the deal of the day and deal links);
- the web page the game runs in: ``webpage`` (all the app asks of the browser and tells it);
- the words: ``languages``, ``translation`` and its ``locales`` (every text a player reads is a
  message key and parameters looked up here), ``notices``, ``units`` and ``rules_text`` (the
  rules in sentences, for the Rules screen and the command line);
- how the program starts: ``launch_options`` and ``startup`` (the command line's or the page
  address's options, and the settings they override), ``deal_links`` (the link that replays
  a deal, the table a launch link or a pasted one asks for), ``driver`` (the one loop that
  plays a deal between bots) and ``cli``, the command line, which is the program's front door
  and alone may load the interface or the lab, inside the commands that need them.

Nothing here imports pygame or ``sevens.ui`` (tests/test_layers.py checks it).
"""
