"""An app shut down lets go of what its unread events hold (shell/app.py: App.shutdown)."""

import gc
import weakref

import pygame

from scenes.navigator import Navigator
from scenes.screens.menu import MenuScene
from shell.app import App
from shell.store.settings import Settings


class Widget:
    """Stands for a pygame_gui widget, which posts itself with each of its events."""


def test_what_unread_events_hold_is_let_go_at_shutdown(tmp_path):
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
              audio=False, navigator=Navigator())
    app.scenes.push(MenuScene(app))
    app.step()
    widget = Widget()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, ui_element=widget))
    still_there = weakref.ref(widget)
    del widget
    gc.collect()
    assert still_there() is not None, "the unread event holds the widget"
    app.shutdown()
    gc.collect()
    assert still_there() is None, "the app shut down, its event's widget still in memory"
