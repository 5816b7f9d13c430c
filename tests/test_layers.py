"""The package's layers, read with ``ast``: no runtime import cycle anywhere in ``sevens``
(imports inside functions count, ``if TYPE_CHECKING:`` blocks do not), no module over about
600 lines outside the locale tables, and the lab (``sevens/tools``) never loaded by what the
game runs."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "sevens"
#: Lines a module may have ("no module over about 600 lines", STYLE).
MAX_LINES = 600
#: The locale tables (one message per line, a module per language) are data, whatever their size.
TABLES = "sevens/ui/locales/"
#: The lab's packages (the web build leaves every folder named ``tools`` out).
LAB = ("sevens.tools", "sevens.ui.tools")
#: Other modules allowed over MAX_LINES, each with its reason; each leaves the list when split.
LONG_MODULES = {
    # grown by work landing in parallel with this test; each leaves the list when split
}


def module_name(path: Path) -> str:
    """``sevens/bots/hard.py`` -> ``sevens.bots.hard``; a package is its ``__init__``."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))
            if "__pycache__" not in path.parts}


def type_checking_nodes(tree: ast.AST) -> set[int]:
    """The nodes inside ``if TYPE_CHECKING:`` blocks (never run)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(child) for child in ast.walk(inner))
    return skipped


def runtime_imports(path: Path, known: set[str]) -> set[str]:
    """The ``sevens`` modules ``path`` imports when it runs, wherever the import sits (at the
    top, inside a function or a class), ``TYPE_CHECKING`` blocks left out. ``from a import
    b`` is the module ``a.b`` when that is a module, else ``a`` itself. A package's parent
    packages are not counted: Python initialises them first, whatever imports what."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skipped = type_checking_nodes(tree)
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                target = f"{base}.{alias.name}"
                if target in known:
                    found.add(target)
                elif base in known:
                    found.add(base)
    return found


def import_graph() -> dict[str, set[str]]:
    table = modules()
    known = set(table)
    return {name: {target for target in runtime_imports(path, known) if target != name}
            for name, path in table.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path of module names, or None."""
    state: dict[str, str] = {}
    stack: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = "open"
        stack.append(module)
        for target in sorted(graph.get(module, ())):
            if state.get(target) == "open":
                return [*stack[stack.index(target):], target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        stack.pop()
        state[module] = "done"
        return None

    for module in sorted(graph):
        if module not in state:
            cycle = visit(module)
            if cycle:
                return cycle
    return None


def test_the_cycle_finder_finds_a_cycle_and_the_graph_reads_imports_inside_functions() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
    graph = import_graph()
    # cli imports the review module inside a function: it still counts
    assert "sevens.review" in graph["sevens.cli"]
    assert "sevens.game" in graph["sevens.fastloop.state"]


def test_no_runtime_import_cycle_in_sevens() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_no_module_over_about_600_lines_outside_the_tables() -> None:
    too_long = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE.parent).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES and relative not in LONG_MODULES and not relative.startswith(TABLES):
            too_long[relative] = lines
    assert not too_long, f"split these modules (over {MAX_LINES} lines): {too_long}"
    for relative in LONG_MODULES:
        assert (PACKAGE.parent / relative).is_file(), f"{relative} is gone: drop it from the list"


def test_what_the_game_runs_never_imports_the_lab() -> None:
    graph = import_graph()
    shipped = [name for name in graph if not name.startswith(LAB)]
    # the command line reaches a tool only inside the command that needs it
    allowed = {"sevens.cli"}
    for name in shipped:
        if name in allowed:
            continue
        lab = sorted(target for target in graph[name] if target.startswith(LAB))
        assert not lab, f"{name} imports {lab}"


def test_the_bots_load_no_measurement_player() -> None:
    graph = import_graph()
    seen, pending = set(), ["sevens.bots"]
    while pending:
        name = pending.pop()
        if name not in seen:
            seen.add(name)
            pending.extend(graph[name])
    assert not {name for name in seen if name.startswith(LAB)}
    assert "sevens.bots.hard" in seen and "sevens.bots.easy" in seen


def test_every_rule_conflict_has_its_message_in_every_language() -> None:
    from sevens import rules
    from sevens.ui.messages import LANGUAGES as TABLES

    values = {name: getattr(rules.preset("family"), name) for name in rules.RULE_OPTIONS}
    values.update(decks=2, players=5, scoring="douque", when_stuck="receive", end="all-hands",
                  start="card", start_card=None, pass_limit_out=True, free_passes=None)
    conflicts = rules.rule_conflicts(values)
    conflicts += rules.rule_conflicts({**values, "end": "play-on"})  # Douque's own end
    assert len({conflict.key for conflict in conflicts}) == 8
    douque = rules.preset("douque")
    assert rules.rule_conflicts({name: getattr(douque, name) for name in rules.RULE_OPTIONS}) == []
    for conflict in conflicts:
        assert set(conflict.options) <= set(rules.RULE_OPTIONS)
        for language, table in TABLES.items():
            assert conflict.key in table, (language, conflict.key)


def test_only_the_interface_imports_pygame() -> None:
    outside = []
    for name, path in modules().items():
        if name.startswith("sevens.ui"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(imported.split(".")[0] == "pygame" for imported in names):
                outside.append(name)
    assert not outside, f"pygame imported outside sevens/ui: {sorted(set(outside))}"
