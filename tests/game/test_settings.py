"""Settings persist as JSON; a corrupt file gives the defaults with a warning, never a crash."""

import json
import logging

from game.settings import Settings, load_settings, save_settings, settings_path


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    wanted = Settings(language="pl", fullscreen=True, window_width=1600, window_height=900,
                      animation_speed=2.0, volume=30, colour_blind=True)
    save_settings(wanted, path)
    assert load_settings(path) == wanted


def test_missing_file_gives_defaults(tmp_path):
    assert load_settings(tmp_path / "none.json") == Settings()


def test_corrupt_file_gives_defaults_with_a_warning(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "ru", ')
    with caplog.at_level(logging.WARNING):
        assert load_settings(path) == Settings()
    assert "corrupt" in caplog.text
    assert (tmp_path / "settings.corrupt").read_text() == '{"language": "ru", '


def test_json_that_is_not_an_object_is_corrupt(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2]")
    with caplog.at_level(logging.WARNING):
        assert load_settings(path) == Settings()
    assert "corrupt" in caplog.text


def test_one_bad_value_falls_back_alone(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "xx", "volume": 20, "window_width": 10,
                                "unknown": 1}))
    with caplog.at_level(logging.WARNING):
        loaded = load_settings(path)
    assert loaded.language == "en" and loaded.volume == 20 and loaded.window_width == 1280
    assert "language" in caplog.text


def test_default_path_is_in_the_per_user_config_folder(isolated_user_dirs):
    assert str(settings_path()).startswith(str(isolated_user_dirs))
    assert settings_path().parent.name == "NileTable"
