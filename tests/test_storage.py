"""Settings and statistics persistence: files natively, localStorage in the browser."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from sevens.app import storage
from sevens.app.storage import (
    BrowserBackend,
    FileBackend,
    LoadResult,
    MemoryBackend,
    Store,
    data_directory,
    open_store,
)
from sevens.app.translation import english

DEFAULT_SETTINGS = {"volume": 0.8, "animations": True, "rules": "sevens", "players": 4}
FIXED_CLOCK = 1_735_732_800.0  # 2025-01-01 12:00:00 UTC
FIXED_STAMP = "20250101T120000Z"


class FakeLocalStorage:
    """Stands in for ``window.localStorage``: getItem returns None for a missing key."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items = dict(items or {})

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the browser's spelling
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        assert isinstance(value, str), "localStorage only holds strings"
        self.items[key] = value


class RefusingLocalStorage(FakeLocalStorage):
    """A browser that throws on writes (full quota) and optionally on reads (blocked)."""

    def __init__(self, items: dict[str, str] | None = None, refuse_reads: bool = False) -> None:
        super().__init__(items)
        self.refuse_reads = refuse_reads

    def getItem(self, key: str) -> str | None:  # noqa: N802
        if self.refuse_reads:
            raise RuntimeError("SecurityError: The operation is insecure.")
        return super().getItem(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        raise RuntimeError("QuotaExceededError")


@pytest.fixture
def file_store(tmp_path: Path) -> Store:
    return open_store(platform="linux", environ={"SEVENS_DATA_DIR": str(tmp_path / "data")})


def browser_store(local_storage: FakeLocalStorage) -> Store:
    return Store(BrowserBackend(local_storage), clock=lambda: FIXED_CLOCK)


# --- where files go -------------------------------------------------------------------------


def test_data_directory_override_wins_everywhere(tmp_path: Path) -> None:
    for platform in ("linux", "win32", "darwin"):
        environ = {"SEVENS_DATA_DIR": str(tmp_path), "APPDATA": "C:/x", "XDG_DATA_HOME": "/x"}
        assert data_directory(environ, platform, home=Path("/home/p")) == tmp_path


def test_data_directory_per_platform() -> None:
    home = Path("/home/player")
    assert data_directory({}, "linux", home) == home / ".local" / "share" / "sevens"
    assert data_directory({"XDG_DATA_HOME": "/data/xdg"}, "linux", home) == Path("/data/xdg/sevens")
    # The XDG spec says a relative XDG_DATA_HOME is to be ignored.
    assert data_directory({"XDG_DATA_HOME": "relative"}, "linux", home) == (
        home / ".local" / "share" / "sevens"
    )
    assert data_directory({}, "darwin", home) == (
        home / "Library" / "Application Support" / "sevens"
    )
    assert data_directory({"APPDATA": "/appdata"}, "win32", home) == Path("/appdata/sevens")
    assert data_directory({}, "win32", home) == home / "AppData" / "Roaming" / "sevens"


def test_open_store_uses_files_natively_and_local_storage_in_the_browser(tmp_path: Path) -> None:
    native = open_store(platform="linux", environ={"SEVENS_DATA_DIR": str(tmp_path)})
    assert isinstance(native.backend, FileBackend)
    assert native.backend.directory == tmp_path
    assert native.persistent and native.notice is None

    fake = FakeLocalStorage()
    browser = open_store(platform="emscripten", local_storage=fake)
    assert isinstance(browser.backend, BrowserBackend)
    assert browser.save("settings", {"volume": 0.5}) is None
    assert "sevens.settings" in fake.items


def test_blocked_browser_storage_falls_back_to_memory_with_a_notice() -> None:
    # Natively there is no platform.window, which is what a blocked localStorage looks like.
    store = open_store(platform="emscripten")
    assert isinstance(store.backend, MemoryBackend)
    assert not store.persistent
    assert store.notice and "does not let the game save" in english(store.notice)
    assert store.save("stats", {"games": 1}) is None
    assert store.load("stats", {}).value == {"games": 1}


# --- the happy path -------------------------------------------------------------------------


def test_missing_record_gives_the_default_without_a_notice(file_store: Store) -> None:
    result = file_store.load("settings", DEFAULT_SETTINGS)
    assert result == LoadResult(DEFAULT_SETTINGS, None)
    result.value["volume"] = 0.0
    assert DEFAULT_SETTINGS["volume"] == 0.8, "the default must not be shared"


def test_file_round_trip_is_plain_json_in_the_data_folder(file_store: Store) -> None:
    saved = {"volume": 0.25, "animations": False, "rules": "douque", "players": 4}
    assert file_store.save("settings", saved) is None
    path = file_store.backend.path("settings")  # type: ignore[attr-defined]
    envelope = json.loads(path.read_text(encoding="utf-8"))
    assert envelope == {"format": "sevens", "record": "settings", "version": 1, "data": saved}
    assert file_store.load("settings", DEFAULT_SETTINGS) == LoadResult(saved, None)
    leftovers = [p.name for p in path.parent.iterdir()
                 if p.name not in ("settings.json", "sevens.lock")]  # the lock: issue 45
    assert leftovers == [], "the atomic write must not leave temporary files"


def test_stats_are_a_separate_record(file_store: Store) -> None:
    file_store.save("settings", DEFAULT_SETTINGS)
    file_store.save("stats", {"deals_played": 12, "wins": {"sevens": 3}})
    assert file_store.load("stats", {}).value == {"deals_played": 12, "wins": {"sevens": 3}}
    assert file_store.load("settings", {}).value == DEFAULT_SETTINGS


def test_missing_keys_come_from_the_default_and_unknown_keys_are_kept(file_store: Store) -> None:
    file_store.save("settings", {"volume": 0.1, "from_a_newer_game": [1, 2]})
    result = file_store.load("settings", DEFAULT_SETTINGS)
    assert result.notice is None
    assert result.value == {**DEFAULT_SETTINGS, "volume": 0.1, "from_a_newer_game": [1, 2]}


def test_browser_round_trip_uses_prefixed_keys() -> None:
    fake = FakeLocalStorage()
    store = browser_store(fake)
    assert store.save("settings", {"volume": 1}) is None
    assert store.save("stats", {"games": 2}) is None
    assert sorted(fake.items) == ["sevens.settings", "sevens.stats"]
    assert json.loads(fake.items["sevens.stats"])["data"] == {"games": 2}
    # An int volume is fine where the default holds a float.
    assert store.load("settings", DEFAULT_SETTINGS).value["volume"] == 1
    assert store.load("stats", {"games": 0}) == LoadResult({"games": 2}, None)


# --- damaged or foreign values --------------------------------------------------------------

BAD_VALUES = {
    "not json": "{this is not json",
    "foreign json": json.dumps({"volume": 3, "theme": "dark"}),
    "another record": json.dumps({"format": "sevens", "record": "stats", "version": 1, "data": {}}),
    "newer version": json.dumps(
        {"format": "sevens", "record": "settings", "version": 99, "data": {}}
    ),
    "no version": json.dumps({"format": "sevens", "record": "settings", "data": {}}),
    "wrong shape": json.dumps(
        {"format": "sevens", "record": "settings", "version": 1, "data": [1, 2, 3]}
    ),
    "no data": json.dumps({"format": "sevens", "record": "settings", "version": 1}),
    "a bare string": json.dumps("hello"),
}


@pytest.mark.parametrize("label", sorted(BAD_VALUES))
def test_bad_browser_value_gives_defaults_a_notice_and_a_backup(label: str) -> None:
    raw = BAD_VALUES[label]
    fake = FakeLocalStorage({"sevens.settings": raw, "other.site.key": "untouched"})
    store = browser_store(fake)

    result = store.load("settings", DEFAULT_SETTINGS)

    assert result.value == DEFAULT_SETTINGS
    assert result.notice is not None
    assert "could not be used" in english(result.notice)
    assert "defaults" in english(result.notice)
    backup_key = f"sevens.settings.backup-{FIXED_STAMP}"
    assert fake.items[backup_key] == raw, "the old raw value must be kept byte for byte"
    assert backup_key in english(result.notice)
    assert fake.items["other.site.key"] == "untouched"
    # The record itself starts afresh, so the next load is quiet and makes no second backup.
    again = store.load("settings", DEFAULT_SETTINGS)
    assert again == LoadResult(DEFAULT_SETTINGS, None)
    assert [key for key in fake.items if ".backup-" in key] == [backup_key]


def test_bad_file_is_backed_up_beside_it(file_store: Store) -> None:
    backend = file_store.backend
    assert isinstance(backend, FileBackend)
    backend.directory.mkdir(parents=True, exist_ok=True)  # the store's lock made it
    backend.path("stats").write_bytes(b"\xff\xfe garbage \x00")
    file_store.clock = lambda: FIXED_CLOCK

    result = file_store.load("stats", {"games": 0})

    assert result.value == {"games": 0}
    backup = backend.directory / f"stats.backup-{FIXED_STAMP}.json"
    assert backup.is_file()
    assert result.notice is not None and backup.name in english(result.notice)
    assert "statistics" in english(result.notice)
    assert backup.read_bytes() == b"\xff\xfe garbage \x00"  # the original bytes (issue 45)


def test_two_backups_in_the_same_second_do_not_overwrite_each_other() -> None:
    fake = FakeLocalStorage({"sevens.settings": "first damage"})
    store = browser_store(fake)
    store.load("settings", DEFAULT_SETTINGS)
    fake.items["sevens.settings"] = "second damage"
    store.load("settings", DEFAULT_SETTINGS)
    backups = {key: value for key, value in fake.items.items() if ".backup-" in key}
    assert backups == {
        f"sevens.settings.backup-{FIXED_STAMP}": "first damage",
        f"sevens.settings.backup-{FIXED_STAMP}-2": "second damage",
    }


def test_a_value_of_the_wrong_kind_resets_only_that_key_and_keeps_a_backup() -> None:
    raw = json.dumps(
        {
            "format": "sevens",
            "record": "settings",
            "version": 1,
            "data": {"volume": "loud", "animations": 1, "rules": "douque"},
        }
    )
    fake = FakeLocalStorage({"sevens.settings": raw})
    result = browser_store(fake).load("settings", DEFAULT_SETTINGS)
    assert result.value == {**DEFAULT_SETTINGS, "rules": "douque"}
    assert result.notice is not None
    assert "animations, volume" in english(result.notice)
    assert fake.items[f"sevens.settings.backup-{FIXED_STAMP}"] == raw


def test_validate_can_refuse_a_value_of_the_right_kind() -> None:
    fake = FakeLocalStorage()
    store = browser_store(fake)
    store.save("stats", {"games": -5})

    def plausible(stats: dict) -> bool:
        return stats.get("games", 0) >= 0

    result = store.load("stats", {"games": 0}, validate=plausible)
    assert result.value == {"games": 0}
    assert result.notice is not None and "not valid" in english(result.notice)


def test_a_validator_that_crashes_counts_as_a_refusal() -> None:
    store = browser_store(FakeLocalStorage())
    store.save("stats", {"games": 1})
    result = store.load("stats", {"games": 0}, validate=lambda value: 1 / 0)
    assert result.value == {"games": 0} and result.notice


# --- storage that refuses ------------------------------------------------------------------


def test_full_browser_storage_gives_a_save_notice_instead_of_crashing() -> None:
    store = browser_store(RefusingLocalStorage())
    notice = store.save("settings", DEFAULT_SETTINGS)
    assert notice is not None
    assert "could not be saved" in english(notice) and "Quota" in english(notice)


def test_blocked_reads_give_defaults_and_a_notice() -> None:
    store = browser_store(RefusingLocalStorage(refuse_reads=True))
    result = store.load("settings", DEFAULT_SETTINGS)
    assert result.value == DEFAULT_SETTINGS
    assert result.notice is not None and "could not be read" in english(result.notice)


def test_failed_backup_leaves_the_old_value_in_place() -> None:
    raw = "{damaged"
    fake = RefusingLocalStorage({"sevens.settings": raw})
    result = browser_store(fake).load("settings", DEFAULT_SETTINGS)
    assert result.value == DEFAULT_SETTINGS
    assert result.notice is not None and "left untouched" in english(result.notice)
    assert fake.items == {"sevens.settings": raw}


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_folder_gives_a_save_notice(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        notice = Store(FileBackend(folder)).save("settings", {})
    finally:
        folder.chmod(0o700)
    assert notice is not None and "could not be saved" in english(notice)


def test_a_file_in_place_of_the_data_folder_gives_a_save_notice(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    notice = Store(FileBackend(blocker / "sevens")).save("settings", {})
    assert notice is not None and "could not be saved" in english(notice)


# --- programming errors stay loud -----------------------------------------------------------


@pytest.mark.parametrize("name", ["", "Settings", "../escape", "a b", "x" * 60])
def test_badly_formed_record_names_are_refused(name: str) -> None:
    store = Store(MemoryBackend())
    with pytest.raises(ValueError):
        store.load(name, {})
    with pytest.raises(ValueError):
        store.save(name, {})


def test_values_json_cannot_hold_are_refused() -> None:
    store = Store(MemoryBackend())
    with pytest.raises(TypeError):
        store.save("settings", {"when": object()})
    with pytest.raises(ValueError):
        store.save("settings", {"volume": float("nan")})


def test_the_module_stays_free_of_pygame() -> None:
    source = Path(storage.__file__).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import|from)\s+pygame", source, re.MULTILINE)


# --- checked fields, deep nesting, set aside (issue 45) -------------------------------------


def test_a_check_resets_refused_fields_once_and_keeps_the_original_bytes(
        file_store: Store) -> None:
    from sevens.record_checks import check_fields, number, whole

    schema = {"deals": whole(0, 0, 100), "result_sum": number(0.0)}

    def check(data: dict) -> tuple[dict, list[str]]:
        return check_fields(data, schema)

    backend = file_store.backend
    backend.directory.mkdir(parents=True, exist_ok=True)
    raw = (b'{"format": "sevens", "record": "stats", "version": 1, '
           b'"data": {"deals": 3, "result_sum": NaN, "kept": "x"}}')
    backend.path("stats").write_bytes(raw)
    result = file_store.load("stats", {}, check=check)
    assert result.value == {"deals": 3, "result_sum": 0.0, "kept": "x"}
    assert result.notice is not None and "result_sum" in english(result.notice)
    backups = list(backend.directory.glob("stats.backup-*.json"))
    assert [path.read_bytes() for path in backups] == [raw]
    again = file_store.load("stats", {}, check=check)  # the repaired record: reported once
    assert again == LoadResult({"deals": 3, "result_sum": 0.0, "kept": "x"}, None)


def test_a_record_nested_too_deep_is_set_aside_with_its_bytes() -> None:
    raw = '{"format": "sevens", "record": "settings", "version": 1, "data": ' + \
        "[" * 100_000 + "]" * 100_000 + "}"
    backend = MemoryBackend({"settings": raw})
    result = Store(backend, clock=lambda: FIXED_CLOCK).load("settings", {})
    assert result.value == {} and result.notice is not None
    assert backend.records[f"settings.backup-{FIXED_STAMP}"] == raw


def test_set_aside_keeps_the_bytes_empties_the_record_and_says_where(
        file_store: Store) -> None:
    from sevens.message import Message

    backend = file_store.backend
    backend.directory.mkdir(parents=True, exist_ok=True)
    raw = bytes(range(256)) * 4
    backend.path("saved-game").write_bytes(raw)
    notice = file_store.set_aside("saved-game", Message("saved.damaged", reason="x"))
    backups = list(backend.directory.glob("saved-game.backup-*.json"))
    assert [path.read_bytes() for path in backups] == [raw]
    assert backups[0].name in english(notice)
    assert file_store.load("saved-game", {}) == LoadResult({}, None)
