import pytest

from game.app import App
from game.settings import Settings
from scenes.navigator import Navigator


@pytest.fixture
def app(tmp_path):
    application = App(Settings(), settings_path=tmp_path / "settings.json",
                      size=(1280, 720), navigator=Navigator())
    yield application
    application.shutdown()
