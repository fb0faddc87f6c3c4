"""A screen's pygame_gui manager loads its fonts and images in the thread that makes it,
without pygame_gui's loading threads (shell/ui/gui_loader.py)."""

import threading

import pytest
from pygame_gui.core.utility import FontResource, ImageResource, SurfaceResource

from shell.ui.gui_loader import InlineResourceLoader
from shell.ui.scene import make_ui


def test_a_screen_parsing_its_theme_starts_no_thread_and_loads_its_fonts(fresh_themes, monkeypatch):
    started = []
    start = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start",
                        lambda thread: (started.append(thread), start(thread)))
    manager = make_ui((1280, 720))  # a new theme: its fonts are queued, then loaded
    assert started == []
    fonts = manager.get_theme().get_font_dictionary().loaded_fonts
    assert fonts and all(font.loaded_font is not None for font in fonts.values())
    assert make_ui((1280, 720)).get_theme() is manager.get_theme()
    assert started == []


def recorded(kind, loads: list, error=None):
    """A resource of `kind` whose load is written down in `loads` and returns `error`."""

    class Resource(kind):
        def __init__(self):  # nothing to load from
            pass

        def load(self):
            loads.append(kind)
            return error

    return Resource()


def test_surfaces_load_after_the_images_they_are_cut_from_and_errors_are_warned():
    loads: list = []
    loader = InlineResourceLoader()
    for kind in (SurfaceResource, ImageResource, FontResource):
        loader.add_resource(recorded(kind, loads))
    loader.add_resource(recorded(ImageResource, loads, error="no such file"))
    loader.start()
    with pytest.raises(ValueError, match="Too late"):
        loader.add_resource(recorded(FontResource, loads))
    with pytest.warns(UserWarning, match="no such file"):
        assert loader.update() == (True, 1.0)
    assert loads == [ImageResource, FontResource, ImageResource, SurfaceResource]
    assert loader.started()
