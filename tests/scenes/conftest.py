import pytest

from scenes.navigator import Navigator
from shell.app import App
from shell.store.settings import Settings


@pytest.fixture
def app(tmp_path):
    application = App(Settings(), settings_path=tmp_path / "settings.json",
                      size=(1280, 720), navigator=Navigator())
    yield application
    application.shutdown()
