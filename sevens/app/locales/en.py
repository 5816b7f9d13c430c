"""The English message table: every player-facing string, by key (issue 32), gathered from
four modules by where the player reads it: :mod:`~sevens.app.locales.en_screens` (menu,
house rules, rules, statistics, results, Review), :mod:`~sevens.app.locales.en_table` (the
table, narration, refusals, touch, links), :mod:`~sevens.app.locales.en_advice` (hints,
notices, suits) and :mod:`~sevens.app.locales.en_online` (online play).

English is a locale like the others (:mod:`sevens.app.locales`): the same keys with the same
``{parameters}`` as ``zh_hant``, ``zh_hans`` and ``ja``. Parameters are filled by
:func:`sevens.app.translation.text` / :func:`sevens.app.translation.render`; a whole number may be
written in words with ``{count:words}`` (:data:`NUMBER_WORDS`), a nested name in lower case
with ``{level:lower}``, and a suit agreeing with a count beside it with ``{suit:counted}``
(``suit.X.one`` for one, ``suit.X.seven`` for seven, else ``suit.X``).
"""

from __future__ import annotations

from sevens.app.locales.en_advice import ADVICE_AND_NOTICES
from sevens.app.locales.en_online import ONLINE
from sevens.app.locales.en_screens import SCREENS
from sevens.app.locales.en_table import AT_THE_TABLE

#: Small numbers in words, for ``{count:words}`` (larger ones are written in digits).
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen")

TABLE: dict[str, str] = {**SCREENS, **AT_THE_TABLE, **ADVICE_AND_NOTICES, **ONLINE}
