"""The package's layers, read with ``ast``: no import circle anywhere in ``sevens`` (imports
inside functions count, and so do type-only ones under ``if TYPE_CHECKING:``), no branch on
the canvas's shape outside the layout rules, and the lab (``sevens/tools``) never loaded by
what the game runs. Module size is a guideline in docs/architecture.md, not a test.

Two lists hold today's offenders while the interface is rebuilt as one package per scene
(issue 44): each entry leaves its list when it is fixed, and a test fails when an entry no
longer offends, so the lists only shrink.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "sevens"
#: The lab's packages (the web build leaves every folder named ``tools`` out).
LAB = ("sevens.tools", "sevens.ui.tools")

#: The words of a shape branch: a condition that names one of them decides a layout for a
#: shape class (``if self.portrait:``, ``x if compact else y``, ``canvas.shape == NARROW``,
#: ``if settings.large_cards:``).
SHAPE_WORDS = frozenset({"portrait", "compact", "narrow", "wide", "large"})
#: The layout rules, the only places that may branch on a shape: the canvas contract (which
#: decides the shape class) and each scene package's pure layout.
LAYOUT_RULES = ("sevens/ui/geometry/canvas.py", "sevens/ui/scenes/*/layout.py",
                "sevens/ui/scenes/*/layout/*.py")
#: Modules whose conditions name a shape word without laying anything out, with the reason.
NOT_LAYOUT: dict[str, str] = {}


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


def imports_of(path: Path, known: set[str], *, type_only: bool = True) -> set[str]:
    """The ``sevens`` modules ``path`` imports, wherever the import sits (at the top, inside
    a function or a class, under ``if TYPE_CHECKING:`` unless ``type_only`` is False).
    ``from a import b`` is the module ``a.b`` when that is a module, else ``a`` itself. A
    package's parent packages are not counted: Python initialises them first, whatever
    imports what."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skipped = set() if type_only else type_checking_nodes(tree)
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


def import_graph(*, type_only: bool = True) -> dict[str, set[str]]:
    """Every ``sevens`` module -> the ``sevens`` modules it imports (type-only imports
    included unless ``type_only`` is False)."""
    table = modules()
    known = set(table)
    return {name: {target for target in imports_of(path, known, type_only=type_only)
                   if target != name}
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


def shape_words(text: str) -> set[str]:
    """The shape words among the parts of an identifier (``large_cards``, ``isPortrait``)."""
    parts = re.split(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])", text)
    return {part.lower() for part in parts} & SHAPE_WORDS


def names_a_shape(condition: ast.AST) -> bool:
    """Whether a condition names a shape: a name or attribute with a shape word among its
    parts (also one read with ``getattr``), or a string that is one (``"portrait"``)."""
    for node in ast.walk(condition):
        if isinstance(node, ast.Name) and shape_words(node.id):
            return True
        if isinstance(node, ast.Attribute) and shape_words(node.attr):
            return True
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.lower() in SHAPE_WORDS:
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "hasattr") and len(node.args) > 1 \
                and isinstance(node.args[1], ast.Constant) \
                and shape_words(str(node.args[1].value)):
            return True  # getattr(self.app, "compact") is an attribute by another name
    return False


def conditions(tree: ast.AST) -> Iterator[ast.AST]:
    """Every condition a module branches on: ``if``, ``while``, ``x if c else y``, a
    comprehension's ``if`` and a ``match`` (its subject, patterns and guards)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.IfExp, ast.While)):
            yield node.test
        elif isinstance(node, ast.comprehension):
            yield from node.ifs
        elif isinstance(node, ast.Match):
            yield node.subject
            for case in node.cases:
                yield case.pattern
                if case.guard is not None:
                    yield case.guard


def shape_branches(source: str) -> list[int]:
    """The lines of the conditions in ``source`` that name a shape, in order."""
    return sorted(condition.lineno for condition in conditions(ast.parse(source))
                  if names_a_shape(condition))


def shape_branches_outside_the_layout_rules() -> dict[str, list[int]]:
    """Every module outside the layout rules (and :data:`NOT_LAYOUT`) that branches on a
    shape -> the lines of its shape branches."""
    found: dict[str, list[int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE.parent)
        if relative.as_posix() in NOT_LAYOUT or any(relative.match(rule)
                                                    for rule in LAYOUT_RULES):
            continue
        lines = shape_branches(path.read_text(encoding="utf-8"))
        if lines:
            found[relative.as_posix()] = lines
    return found


def test_the_cycle_finder_finds_a_cycle_and_the_graph_reads_every_import() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
    assert find_cycle({"a": {"b"}, "b": {"a"}}) == ["a", "b", "a"]
    graph = import_graph()
    runtime = import_graph(type_only=False)
    # cli imports the review module inside a function: it still counts
    command_line = "sevens.app.cli"
    assert "sevens.review" in graph[command_line] and "sevens.review" in runtime[command_line]
    assert "sevens.game" in graph["sevens.fastloop.state"]
    # an online seat names the transport only for its type hints: counted, but not as run
    assert "sevens.online.transport" in graph["sevens.online.seats"]
    assert "sevens.online.transport" not in runtime["sevens.online.seats"]


def test_no_runtime_import_cycle_in_sevens() -> None:
    cycle = find_cycle(import_graph(type_only=False))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_no_import_circle_even_type_only() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, ("import circle (type-only imports count; a layout or helper never "
                           "imports its scene back): " + " -> ".join(cycle or []))


def test_the_shape_branch_finder_reads_every_kind_of_condition() -> None:
    source = """
if self.portrait:
    pass
size = 24 if canvas.shape == COMPACT else 18
rows = [row for row in rows if not wide_ready]
while settings.large_cards:
    break
match canvas.shape:
    case "narrow":
        pass
if name == "large_cards" or canvas.touch or width > 1280:
    pass
elif getattr(self.app, "compact", False):
    pass
"""
    assert shape_branches(source) == [2, 4, 5, 6, 9, 13]
    assert shape_words("isPortrait") == {"portrait"} and not shape_words("widths")


def test_no_shape_branch_outside_the_layout_rules() -> None:
    found = shape_branches_outside_the_layout_rules()
    assert not found, ("a shape is decided outside the layout rules (the canvas contract in "
                       "sevens/ui/geometry/canvas.py, a scene's layout.py): module -> lines of "
                       f"its shape branches: {found}")


def test_what_the_game_runs_never_imports_the_lab() -> None:
    graph = import_graph()
    shipped = [name for name in graph if not name.startswith(LAB)]
    # the command line reaches a tool only inside the command that needs it
    allowed = {"sevens.app.cli"}
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
    from sevens.app.translation import LANGUAGES as TABLES

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


#: The layers below the interface, lowest first: the engine (``sevens`` outside the other
#: packages), then the app's pygame-free half (``sevens.app``). A module may import its own
#: layer and the ones below it. The command line is the program's front door: it alone loads
#: the interface and the lab, inside the commands that need them.
FRONT_DOORS = frozenset({"sevens.app.cli", "sevens.__main__"})


def layer(name: str) -> int:
    """0 the engine, 1 the app, 2 the interface, 3 the lab (and the front doors)."""
    if name.startswith(LAB) or name in FRONT_DOORS:
        return 3
    if name.startswith("sevens.ui"):
        return 2
    return 1 if name.startswith("sevens.app") else 0


def test_the_layer_finder_puts_each_module_in_its_place() -> None:
    assert [layer(name) for name in ("sevens.game", "sevens.bots.hard", "sevens.app.session",
                                     "sevens.ui.app", "sevens.ui.tools.screenshots",
                                     "sevens.app.cli")] == [0, 0, 1, 2, 3, 3]


def test_imports_only_run_down_the_layers() -> None:
    graph = import_graph()
    upward = sorted(f"{name} -> {target}" for name, targets in graph.items()
                    for target in targets
                    if target.startswith("sevens") and layer(target) > layer(name))
    assert not upward, upward
    app = [name for name in modules() if layer(name) == 1]
    assert len(app) > 20 and "sevens.app.translation" in app  # the app's half is read
