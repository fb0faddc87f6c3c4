"""Every game's table supplies the hooks of the table's view Protocol (scenes/kit/view.py),
each taking the same arguments as the Protocol says."""

import inspect

import pytest

from engines import GAME_IDS
from scenes import game_scene_module
from scenes.kit.table import TableScene
from scenes.kit.view import HOOKS, TableView


def table_classes():
    for game_id in GAME_IDS:
        module = game_scene_module(game_id)
        if module is None:
            continue
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, TableScene) \
                    and value.game_id == game_id:
                yield pytest.param(value, id=game_id)


def parameters(function) -> list[str]:
    return [name for name in inspect.signature(function).parameters if name != "self"]


def unfit_hooks(table_class) -> list[str]:
    """The Protocol's hooks `table_class` lacks or takes other arguments for, and the
    class attributes it lacks."""
    unfit = [name for name in HOOKS if not callable(hook := getattr(table_class, name, None))
             or parameters(hook) != parameters(getattr(TableView, name))]
    return unfit + [name for name in TableView.__annotations__
                    if not hasattr(table_class, name)]


@pytest.mark.parametrize("table_class", [*table_classes(), pytest.param(TableScene, id="kit")])
def test_a_table_has_every_hook_with_the_protocols_arguments(table_class):
    assert unfit_hooks(table_class) == []


def test_a_hook_taking_other_arguments_is_found():
    class Drifted(TableScene):
        def tooltip(self, key, extra):
            return None

    assert unfit_hooks(Drifted) == ["tooltip"]
