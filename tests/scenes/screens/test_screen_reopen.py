"""A screen opened again at a big window size draws no button shape again: its buttons'
shapes (over pygame_gui's own 40,000 px² limit at 2560x1440 and 3840x2160) were kept in
the shared theme the first time (shell/ui/gui_shapes.py)."""

import pytest

from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene


def opened(app, make) -> None:
    """`make()` pushed, its first frames drawn, a button hovered, then closed."""
    screen = make()
    app.scenes.push(screen)
    for _frame in range(6):
        app.step([])
    app.scenes.pop()
    app.step([])


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160)])
def test_the_load_screen_opened_again_draws_no_button_shape(app, drawn, tmp_path, size):
    app._on_resize(*size)
    app.scenes.push(MenuScene(app))
    opened(app, lambda: LoadScene(app, tmp_path))
    assert drawn  # the first time: Back, Open file…, Watch replay, Load
    drawn.clear()
    opened(app, lambda: LoadScene(app, tmp_path))
    assert drawn == []
