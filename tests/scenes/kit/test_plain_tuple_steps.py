"""A move that arrives as plain tuples (a save, a hint from the worker: JSON lists made
tuples) is drawn and named as the same move made of the game's action records."""

import pytest

from engines.ai.hint_phrases import describe_move
from engines.core import action_from_json, action_to_json
from scenes.archaeology import layout as archaeology_layout
from scenes.pyramids.keys import drop_key

from .test_move_explained import table


def plain(steps):
    """`steps` as they come back from JSON: plain tuples, no records."""
    found = tuple(action_from_json(action_to_json(a)) for a in steps)
    assert all(type(a) is tuple for a in found)
    return found


def whole_move(state):
    """The mover's steps from `state` (first legal action each time) until another seat moves
    or chance acts; `state` is not changed."""
    world, seat, steps = state.clone(), state.to_move(), []
    while world.to_move() == seat and len(steps) < 8:
        action = world.legal_actions()[-1]
        steps.append(action)
        if any(e.reveals for e in world.apply(action)):
            break
    return steps


def trade(scene):
    """A trade of the mover's first card for the market's first card, as records."""
    from engines.archaeology.actions import Confirm, Give, Take, Trade

    name = next(n for n, k in archaeology_layout.shown_hand(scene.obs).items() if k)
    market = next(n for n, k in scene.obs["market"].items() if k)
    return [Trade("trade"), Give("give", name), Take("take", market), Confirm("confirm")]


def seen(marks):
    """What a step mark shows, pictures reduced to whether there is one."""
    return [(tuple(s) if hasattr(s, "w") else s, tuple(t) if hasattr(t, "w") else t,
             image is not None) for s, t, image in marks]


@pytest.mark.parametrize("game", ["imhotep", "pyramids", "aton", "archaeology"])
def test_plain_steps_are_drawn_and_named_as_records(app, game):
    scene = table(app, game)
    steps = whole_move(scene.state) if game != "archaeology" else trade(scene)
    assert steps and all(type(a) is not tuple for a in steps), "records from the engine"
    marks = seen(scene.view.step_marks(steps, 0))
    assert marks, "the move shows on the board"
    assert seen(scene.view.step_marks(plain(steps), 0)) == marks
    named = describe_move(game, scene.state, steps).english()
    assert describe_move(game, scene.state, plain(steps)).english() == named
    assert "highlighted" not in named, "each step named in the game's words"


def test_a_plain_pyramids_hint_turns_the_domino_in_hand(app):
    scene = table(app, "pyramids")
    state = scene.state.clone()
    take = state.legal_actions()[0]
    state.apply(take)
    place = next(a for a in state.legal_actions() if a.orient == 3)
    steps = plain([take, place])
    scene.view.prepare_hint(steps[0], steps)
    assert scene.view.hand.rotation == 3
    assert scene.view.hint_places(steps[0], steps) == (("quarry", take.slot),
                                                        drop_key(place))
