import pygame
import pytest

from shell.ui.scene import forget_themes


@pytest.fixture
def fresh_themes():
    """A 1280x720 window, and no shared pygame_gui theme kept from before or after."""
    pygame.init()
    pygame.display.set_mode((1280, 720))
    forget_themes()
    yield
    forget_themes()
