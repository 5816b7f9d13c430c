"""The lab: measurement, fitting and build tools. None of it ships with the game.

The web build leaves this folder out by name (:data:`sevens.tools.web_staging.EXCLUDED_FOLDERS`);
the command line reaches these modules only inside the commands that need them
(``bench``, ``simulate --gap``, ``build-web``, ``fetch-runtime``).

* :mod:`~sevens.tools.measurement_players`: players for measurements only (``clairvoyant``
  and the sparring partners), beside the table levels;
* :mod:`~sevens.tools.gap_benchmark`: the share of the ``normal``-to-``clairvoyant`` gap
  ``hard`` closes (``simulate --gap``);
* :mod:`~sevens.tools.decision_speed` and :mod:`~sevens.ui.tools.frame_bench`: how long a bot
  takes to decide and how long a frame takes to draw (``bench``);
* :mod:`~sevens.tools.fit_model` and :mod:`~sevens.tools.fit_weights`: the fits behind
  ``hard``'s opponent model and ``normal``'s weights;
* :mod:`~sevens.tools.webbuild` and :mod:`~sevens.tools.wasm_bench`: the browser build and
  the engine's speed in WebAssembly;
* :mod:`~sevens.ui.tools.screenshots`: the README's and the docs' pictures.
"""
