"""Every game's view supplies the hooks of the table's view Protocol (scenes/kit/view.py),
each taking the same arguments as the Protocol says; the table passes none of them on (its
parts ask the view), and has a method of a hook's name only for a step of its own."""

import ast
import inspect
from pathlib import Path

import pytest

from scenes.games import app_descriptor, games
from scenes.kit.game_view import GameView
from scenes.kit.table import TableScene
from scenes.kit.view import HOOKS, TableView


def view_classes():
    for game_id in games():
        found = app_descriptor(game_id)
        if found is not None:
            assert found.view.game_id == game_id
            yield pytest.param(found.view, id=game_id)


def parameters(function) -> list[str]:
    return [name for name in inspect.signature(function).parameters if name != "self"]


def unfit_hooks(view_class, tables: bool = True, present: bool = False) -> list[str]:
    """The Protocol's hooks `view_class` lacks (unless `present`: only those it has) or
    takes other arguments for, and (when `tables`) the class tables (ANIMATE, PROMPTS...)
    it lacks."""
    unfit = [name for name in HOOKS
             if not (present and getattr(view_class, name, None) is None)
             and (not callable(hook := getattr(view_class, name, None))
                  or parameters(hook) != parameters(getattr(TableView, name)))]
    return unfit + [name for name in TableView.__annotations__
                    if tables and not hasattr(view_class, name)]


@pytest.mark.parametrize("view_class", [*view_classes(), pytest.param(GameView, id="kit")])
def test_a_view_has_every_hook_with_the_protocols_arguments(view_class):
    assert unfit_hooks(view_class) == []


# the table's own steps, whose view hooks of the same name add to them
TABLE_STEPS = {"log_events", "board_key", "draw_drag", "draw_overlay"}


def test_the_table_passes_no_hook_on_to_its_view():
    assert {name for name in HOOKS if name in vars(TableScene)} == TABLE_STEPS


def test_a_hook_taking_other_arguments_is_found():
    class Drifted(GameView):
        def tooltip(self, key, extra):
            return None

    assert unfit_hooks(Drifted) == ["tooltip"]


SCENES = Path(__file__).resolve().parents[3] / "scenes"
# a game's module that is handed a whole state on purpose: the replay viewer's open cards
# (what was hidden, shown once the game is over or to the one it belonged to)
GIVEN_THE_STATE = {"open_cards.py"}


def classes_with_more_than_one_base(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
            and len([base for base in node.bases
                     if not ast.unparse(base).startswith(("Generic", "Protocol"))]) > 1]


def state_reads(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "state"]


def test_no_class_of_scenes_is_put_together_from_several_bases():
    mixed = {str(path.relative_to(SCENES)): names for path in SCENES.rglob("*.py")
             if (names := classes_with_more_than_one_base(path))}
    assert mixed == {}


def test_no_view_module_reads_a_state():
    """A game's view sees its table's context, never the state (scenes/kit/context.py)."""
    reads = {f"{game}/{path.name}": lines for game in games()
             for path in sorted((SCENES / game).glob("*.py"))
             if path.name not in GIVEN_THE_STATE and (lines := state_reads(path))}
    assert reads == {}


def test_the_checks_find_a_mixin_and_a_state_read(tmp_path):
    module = tmp_path / "view.py"
    module.write_text("class View(Drawing, GameView[O, L]):\n"
                      "    def f(self):\n        return self.ctx.state\n")
    assert classes_with_more_than_one_base(module) == ["View"]
    assert state_reads(module) == [3]


# the lesson's, the replay's, a puzzle's and the network's tables, and the plumbing that makes
# a table: no part is handed a whole table (kit/table.py defines it)
NAME_THE_TABLE = {"learn/lesson_table.py", "replay/viewer.py", "puzzle/puzzle_table.py",
                  "net/host_table.py", "net/remote_table.py", "__init__.py", "games.py"}


def names_the_table(path: Path) -> bool:
    """The module names the class TableScene in its code (an import, a type, a string
    annotation), not only in its words."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any((isinstance(node, ast.Name) and node.id == "TableScene")
               or (isinstance(node, ast.alias) and node.name == "TableScene")
               or (isinstance(node, ast.Constant) and node.value == "TableScene")
               for node in ast.walk(tree))


def test_the_parts_of_every_table_read_a_protocol_not_the_table():
    """The kit's parts, the coach and its lessons' scripts, the replay's turning point: each
    says what it reads (a Protocol, the view's context), none takes the table."""
    naming = {path.relative_to(SCENES).as_posix() for path in SCENES.rglob("*.py")
              if names_the_table(path)}
    assert naming == NAME_THE_TABLE


def test_the_check_finds_a_part_typed_with_the_table(tmp_path):
    module = tmp_path / "coach.py"
    module.write_text('def update(scene: "TableScene") -> None:\n    pass\n')
    assert names_the_table(module)
    module.write_text('"""Reads what the TableScene shows."""\n')
    assert not names_the_table(module)
