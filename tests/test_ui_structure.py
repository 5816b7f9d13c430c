"""The interface's module structure: no import circles, and scenes never import one another
(the app owns navigation)."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "sevens" / "ui"
SCENE_MODULES = {"sevens.ui.scenes.table",
                 *(f"sevens.ui.scenes.{path.name}" for path in (UI / "scenes").iterdir()
                   if (path / "scene.py").exists())}


def module_name(path: Path) -> str:
    parts = path.relative_to(UI.parent.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def runtime_imports(path: Path) -> set[str]:
    """The sevens.ui modules ``path`` imports when it runs (imports inside functions
    included, ``if TYPE_CHECKING:`` blocks left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(child) for child in ast.walk(inner))
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            # "from sevens.ui import theme" imports the module sevens.ui.theme
            names = [f"{node.module}.{alias.name}" for alias in node.names]
            if node.module != "sevens.ui":
                names.append(node.module)
            found.update(name for name in names if name.startswith("sevens.ui"))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names
                         if alias.name.startswith("sevens.ui"))
    return found


def ui_graph() -> dict[str, set[str]]:
    modules = {module_name(path): path for path in UI.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        graph[name] = {target for target in runtime_imports(path)
                       if target in modules and target != name}
    return graph


def owner(module: str) -> str:
    """The scene a module belongs to (every part of the table package is 'the table')."""
    for scene in SCENE_MODULES:
        if module == scene or module.startswith(scene + "."):
            return scene
    return module


def test_scenes_never_import_one_another_or_the_app() -> None:
    graph = ui_graph()
    assert "sevens.ui.scenes.table.table_scene" in graph  # the table is a package of parts
    for module, targets in graph.items():
        if owner(module) not in SCENE_MODULES:
            continue
        for target in targets:
            assert target != "sevens.ui.app", f"{module} imports the app"
            assert owner(target) == owner(module) or owner(target) not in SCENE_MODULES, \
                f"{module} imports the scene {target}"


def test_no_import_circles_in_the_interface() -> None:
    graph = ui_graph()
    state: dict[str, str] = {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for target in sorted(graph[module]):
            if state.get(target) == "open":
                raise AssertionError(" -> ".join([*path, module, target]))
            if target not in state:
                visit(target, [*path, module])
        state[module] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module, [])


def test_the_row_geometry_module_is_not_called_table() -> None:
    core = UI.parent
    assert (core / "row_positions.py").exists()
    assert not (core / "table.py").exists()


#: Every scene of the interface (a package counts as one scene with its parts).
ALL_SCENES = set(SCENE_MODULES)


def scene_owner(module: str) -> str | None:
    """The scene ``module`` is (a part of), or None for a module that is no scene."""
    for scene in ALL_SCENES:
        if module == scene or module.startswith(scene + "."):
            return scene
    return None


def test_no_scene_imports_the_app_or_another_scene_at_runtime() -> None:
    graph = ui_graph()
    scenes = {module for module in graph if scene_owner(module) is not None}
    assert {"sevens.ui.scenes.menu.scene", "sevens.ui.scenes.results.scene",
            "sevens.ui.scenes.review", "sevens.ui.scenes.table.table_scene"} <= scenes
    for module in scenes:
        for target in graph[module]:
            assert target != "sevens.ui.app", f"{module} imports the app"
            other = scene_owner(target)
            assert other is None or other == scene_owner(module), \
                f"{module} imports the scene {target}"


def test_scenes_are_typed_against_the_navigation_protocol_not_the_app() -> None:
    """Not even for type checking does a scene name the application class: it knows only
    :class:`sevens.ui.navigation.Navigator`."""
    for path in UI.rglob("*.py"):
        module = module_name(path)
        if scene_owner(module) is None and module != "sevens.ui.scene":
            continue
        source = path.read_text(encoding="utf-8")
        assert "sevens.ui.app" not in source, module


#: The scene packages laid out by the toolkit (``sevens/ui/scenes/NAME/``).
SCENE_PACKAGES = sorted(path for path in (UI / "scenes").iterdir() if (path / "scene.py").exists())


def every_import(path: Path) -> set[str]:
    """Every module ``path`` names in an import, ``if TYPE_CHECKING:`` blocks included."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_a_scene_packages_layout_and_drawing_never_import_its_scene() -> None:
    """Issue 44: one package per scene — its scene (state, input), its pure layout and its
    drawing; the layout and the drawing never import the scene back, not even for type
    checking, and the layout never imports pygame (nor the drawing)."""
    assert {path.name for path in SCENE_PACKAGES} >= {
        "hand_over", "house_rules", "menu", "rules", "seats", "statistics"}
    for package in SCENE_PACKAGES:
        scene = f"sevens.ui.scenes.{package.name}.scene"
        assert (package / "layout.py").exists() and (package / "drawing.py").exists(), package
        for path in package.glob("*.py"):
            if path.name in ("scene.py", "__init__.py"):
                continue
            imports = every_import(path)
            assert scene not in imports and f"sevens.ui.scenes.{package.name}" not in imports, \
                f"{module_name(path)} imports its scene"
            if path.name == "layout.py":
                assert not any(name == "pygame" or name.startswith("pygame.")
                               for name in imports), f"{module_name(path)} imports pygame"
                assert f"sevens.ui.scenes.{package.name}.drawing" not in imports


def test_the_scene_packages_are_rid_of_the_per_shape_copies_they_replace() -> None:
    for gone in ("rules_portrait.py", "stats_portrait.py", "stats_chart.py", "menu.py",
                 "menu_compact.py", "menu_desktop.py", "menu_layout.py", "menu_portrait.py",
                 "menu_toast.py", "screens.py", "house_rules_compact.py",
                 "house_rules_portrait.py", "house_rules_notes.py", "pages_desktop.py",
                 "seats_scene.py", "hand_over.py"):
        assert not (UI / gone).exists(), gone
