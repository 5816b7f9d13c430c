"""Issue 12: every message table has every English key with the same parameters, and the
language is chosen from a setting, a tag or a locale name."""

from __future__ import annotations

import re
import string

import pytest

import sevens
from sevens.app import languages, locales, translation


def parameters(template: str) -> set[str]:
    """The ``{names}`` a template fills."""
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(template)
            if name is not None}


@pytest.mark.parametrize("code", [code for code in locales.LANGUAGE_CODES if code != "en"])
def test_every_english_key_is_translated_with_the_same_parameters(code: str) -> None:
    table = translation.LANGUAGES[code]
    missing = sorted(set(translation.ENGLISH) - set(table))
    assert not missing, f"{code} lacks {missing}"
    # Keys English does not have yet are allowed: translations made ahead of a branch that
    # adds the English (the review screen's keys), harmless until then.
    for key, english in translation.ENGLISH.items():
        assert parameters(table[key]) == parameters(english), (code, key, table[key])


@pytest.mark.parametrize("code", [code for code in locales.LANGUAGE_CODES if code != "en"])
def test_translations_are_not_english_copies(code: str) -> None:
    table = translation.LANGUAGES[code]
    same = [key for key, english in translation.ENGLISH.items()
            if table[key] == english and not key.startswith("language.")
            and any(character.isalpha() and character.isascii()
                    for character in re.sub(r"\{[^}]*\}", "", english))]
    assert not same, f"{code} copies English for {same}"


@pytest.mark.parametrize(("tag", "code"), [
    ("en-GB", "en"), ("ja", "ja"), ("ja-JP", "ja"), ("ja_JP.UTF-8", "ja"),
    ("zh", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh_HK.UTF-8", "zh-Hant"),
    ("zh-CN", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh-Hans-SG", "zh-Hans"),
    ("zh-Hant", "zh-Hant"), ("yue-HK", "zh-Hant"), ("fr-FR", None), ("", None), (None, None),
])
def test_match_language(tag: str | None, code: str | None) -> None:
    assert locales.match_language(tag) == code


def test_system_language_reads_the_locale_variables() -> None:
    assert languages.system_language({"LANG": "ja_JP.UTF-8"}) == "ja"
    assert languages.system_language({"LANGUAGE": "zh_CN:en", "LANG": "ja_JP"}) == "zh-Hans"
    assert languages.system_language({"LC_ALL": "C.UTF-8", "LANG": "zh_HK.UTF-8"}) == "zh-Hant"
    assert languages.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert languages.system_language({}) == "en"


def test_pick_language_takes_the_first_spoken_tag() -> None:
    assert locales.pick_language("fr-FR,de,zh-CN,ja") == "zh-Hans"
    assert locales.pick_language(["de", "ja-JP", "en"]) == "ja"
    assert locales.pick_language("fr,de") == "en"
    assert locales.pick_language(None) == "en"


@pytest.mark.parametrize("code", locales.LANGUAGE_CODES)
def test_engine_refusals_render_in_every_language(code: str) -> None:
    game = sevens.Game(sevens.preset("douque"), seed=3)
    lead = game.legal_moves()[0]
    other = next(card for card in game.hand(game.current_player) if str(card) != str(lead))
    error = game.refusal(str(other))
    assert error is not None and error.key == "refusal.first_card"
    assert error.params == {"card": "7S"}
    assert str(error) == "The first card must be the 7♠."  # English stays the default
    translation.set_language(code)
    try:
        shown = translation.refusal_text(error)
    finally:
        translation.set_language("en")
    assert "7♠" in shown
    assert shown == translation.LANGUAGES[code]["refusal.first_card"].format(card="7♠")


def test_every_refusal_key_of_the_engine_is_in_the_table() -> None:
    import re
    from pathlib import Path

    core = Path(sevens.__file__).parent
    # The refusals are worded where moves are checked (move_checks, once part of game.py).
    source = "".join((core / name).read_text(encoding="utf-8")
                     for name in ("game.py", "move_checks.py", "two_pack_rows.py", "moves.py"))
    keys = set(re.findall(r'"(refusal\.[a-z_]+)"', source))
    assert len(keys) >= 20
    assert keys <= set(translation.ENGLISH), keys - set(translation.ENGLISH)


def test_several_cards_are_joined_in_the_language() -> None:
    error = sevens.IllegalMove("x", "refusal.does_not_fit", card="2S", suit="S", cards="5S 9S")
    translation.set_language("ja")
    try:
        assert translation.refusal_text(error) == ("2♠は置けません：スペードで次に置けるのは"
                                                "5♠か9♠だけです。")
    finally:
        translation.set_language("en")
    assert translation.refusal_text(error) == ("The 2♠ doesn't fit: on spades only the 5♠ or 9♠ "
                                            "can go next.")


def run_rules(*arguments: str) -> dict:
    import json
    import subprocess
    import sys

    completed = subprocess.run([sys.executable, "-m", "sevens", "rules", *arguments, "--json"],
                               capture_output=True, text=True, timeout=120, check=True)
    return json.loads(completed.stdout)


def test_the_command_line_prints_the_rules_in_a_language() -> None:
    japanese = run_rules("shichinarabe", "--lang", "ja")
    assert japanese["language"] == "ja" and japanese["title"] == "七並べ"
    assert "始める前に7を4枚とも並べます。7♦を持っている人から始めます。" in japanese["description"]
    chinese = run_rules("douque", "--lang", "zh-HK")
    assert chinese["language"] == "zh-Hant" and chinese["title"] == "香港排七"
    assert "持有7♠的玩家必須先出它。" in chinese["description"]
    assert "有牌可出就必須出。不可過牌" in " ".join(chinese["description"])
    listed = run_rules("--lang", "zh-Hans")
    assert listed["douque"]["description"].startswith("7♠先出，逆时针轮流")


def test_the_command_line_refuses_an_unknown_language() -> None:
    import subprocess
    import sys

    completed = subprocess.run([sys.executable, "-m", "sevens", "rules", "douque", "--lang",
                                "xx"], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 2
    assert "unknown language 'xx' (choose en, zh-Hant, zh-Hans, ja)" in completed.stderr


def test_the_web_page_speaks_every_language() -> None:
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "web" / "template.html").read_text(
        encoding="utf-8")
    table = page[page.index("var TEXTS = {"):]
    blocks = {}
    codes = ("en", "zh-Hant", "zh-Hans", "ja")
    for code, following in zip(codes, (*codes[1:], None), strict=True):
        block = table[table.index(f'"{code}": {{'):]
        if following is not None:
            block = block[:block.index(f'"{following}": {{')]
        blocks[code] = block
    english_stages = set(re.findall(r'"([a-z-]+)":', re.search(
        r"stages: \{(.*?)\}", blocks["en"], re.DOTALL).group(1)))
    assert {"page", "runtime-script", "starting"} <= english_stages
    for code, block in blocks.items():
        stages = re.search(r"stages: \{(.*?)\}", block, re.DOTALL)
        assert stages is not None, code
        assert set(re.findall(r'"([a-z-]+)":', stages.group(1))) == english_stages, code
        for failure in ('"runtime"', '"game-files"', '"startup"', '"needs-server"'):
            assert failure in block, (code, failure)
    assert 'new URLSearchParams(window.location.search).get("lang")' in page
    assert "navigator.languages" in page


def test_the_language_codes_agree_everywhere() -> None:
    from sevens.app import launch_options

    assert launch_options.DEFAULT_LANGUAGE_CODES == languages.LANGUAGE_CODES
    assert translation.LANGUAGE_CODES == languages.LANGUAGE_CODES


#: A message key written in the code: ``Message("key", …)``, ``text("key", …)``,
#: ``translation.text("key")``, or an f-string key (``Message(f"level.{level}")``).
KEY_IN_CODE = re.compile(r'(?:(?<![\w.])|messages\.)(?:Message|text)\(\s*(f?)"([^"]+)"')


def keys_in_code() -> tuple[set[str], set[str]]:
    """(keys, prefixes of f-string keys) that the package's code names."""
    from pathlib import Path

    root = Path(sevens.__file__).parent
    keys: set[str] = set()
    prefixes: set[str] = set()
    for path in root.rglob("*.py"):
        if "locales" in path.parts:
            continue
        for formatted, key in KEY_IN_CODE.findall(path.read_text(encoding="utf-8")):
            if formatted:
                prefixes.add(key.split("{")[0])
            else:
                keys.add(key)
    return keys, prefixes


@pytest.mark.parametrize("code", locales.LANGUAGE_CODES)
def test_every_key_the_code_uses_is_in_every_locale(code: str) -> None:
    table = translation.LANGUAGES[code]
    keys, prefixes = keys_in_code()
    assert len(keys) > 250 and "notice.unknown_rules" in keys
    missing = sorted(key for key in keys if key not in table)
    assert not missing, f"{code} lacks {missing}"
    unmatched = sorted(prefix for prefix in prefixes
                       if prefix and not any(key.startswith(prefix) for key in table))
    assert not unmatched, f"{code} has no key starting {unmatched}"


def test_every_locale_has_the_same_keys() -> None:
    english = set(translation.ENGLISH)
    for code in locales.LANGUAGE_CODES:
        assert set(translation.LANGUAGES[code]) == english, code
