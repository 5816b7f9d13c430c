"""Sentences other parts of the program write in English, put into the chosen language.

The engine's neighbours — the bots' hint reasons (``sevens/bots``), the launch options'
notices (``sevens/launch_options.py``), the save files' notices (``sevens/storage.py``) —
write plain English sentences and never import the message tables. Each such sentence has an
English template in ``sevens.ui.messages`` (its wording, word for word, with ``{names}`` for
the values). :func:`translate` recognises a sentence by those templates and writes it again
from the same key in the current language, the values carried over (and, where a converter
is given, put into that language too). A sentence no template matches stays English: never
lost, only untranslated.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping
from functools import cache

from sevens.ui import messages

Converter = Callable[[str, str], str]


@cache
def templates(prefix: str, patterns: tuple[tuple[str, str], ...]) -> list[
        tuple[str, re.Pattern[str]]]:
    """(key, compiled English template) for every key starting with ``prefix``, longest
    template first; ``patterns`` gives the regular expression of each parameter name (any
    text, lazily, for names it does not list)."""
    known = dict(patterns)
    compiled = []
    for key, template in messages.ENGLISH.items():
        if not key.startswith(prefix):
            continue
        pattern = ""
        for literal, name, _spec, _conversion in string.Formatter().parse(template):
            pattern += re.escape(literal)
            if name is not None:
                pattern += f"(?P<{name}>{known.get(name, '.+?')})"
        compiled.append((key, re.compile(f"^{pattern}$", re.DOTALL)))
    compiled.sort(key=lambda item: -len(messages.ENGLISH[item[0]]))
    return compiled


def translate(sentence: str, prefix: str, patterns: Mapping[str, str],
              convert: Converter | None = None) -> str:
    """``sentence`` in the current language when one of the ``prefix`` templates matches it
    (``convert(name, raw)`` rewrites each value), else ``sentence`` unchanged."""
    for key, pattern in templates(prefix, tuple(sorted(patterns.items()))):
        found = pattern.match(sentence)
        if found is not None:
            values = {name: convert(name, raw) if convert else raw
                      for name, raw in found.groupdict().items()}
            return messages.text(key, **values)
    return sentence
