"""Settings persist as JSON; a corrupt file gives the defaults with a warning, never a crash."""

import json
import logging
import os

import pytest

from shell.store.settings import Settings, load_settings, save_settings, settings_path


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    wanted = Settings(language="pl", fullscreen=True, window_width=1600, window_height=900,
                      animation_speed=2.0, music_volume=30, effects_volume=40, muted=True,
                      quiet_in_background=False, colour_blind=True, text_size=150)
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
    assert (tmp_path / "settings.json.corrupt").read_text() == '{"language": "ru", '


def test_json_that_is_not_an_object_is_corrupt(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2]")
    with caplog.at_level(logging.WARNING):
        assert load_settings(path) == Settings()
    assert "corrupt" in caplog.text


def test_one_bad_value_falls_back_alone(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "xx", "effects_volume": 20, "window_width": 10,
                                "unknown": 1}))
    with caplog.at_level(logging.WARNING):
        loaded = load_settings(path)
    assert loaded.language is None and loaded.effects_volume == 20 and loaded.window_width == 1280
    assert "language" in caplog.text


def test_default_path_is_in_the_per_user_config_folder(isolated_user_dirs):
    assert str(settings_path()).startswith(str(isolated_user_dirs))
    assert settings_path().parent.name == "NileTable"


BAD_FILES = {
    "binary": b"\x00\x01\x02\xff" * 100,
    "not UTF-8": '{"language": "pl"}'.encode("utf-16"),
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "not JSON": b'{"language": "ru", ',
    "a list": b"[1, 2]",
    "too large": b'{"language": "' + b"x" * 400_000 + b'"}',
    "a number of 5,000 digits": b'{"effects_volume": ' + b"9" * 5000 + b"}",
}


def test_every_bad_file_is_set_aside_and_the_defaults_used(tmp_path, caplog):
    """Each damaged file in turn is kept beside the others: none replaces an older one."""
    path = tmp_path / "settings.json"
    for n, (kind, content) in enumerate(BAD_FILES.items(), start=1):
        path.write_bytes(content)
        with caplog.at_level(logging.WARNING):
            assert load_settings(path) == Settings(), kind
        assert not path.exists(), kind
        kept = tmp_path / ("settings.json.corrupt" + (str(n) if n > 1 else ""))
        assert kept.read_bytes() == content, kind
    for n, content in enumerate(BAD_FILES.values(), start=1):
        kept = tmp_path / ("settings.json.corrupt" + (str(n) if n > 1 else ""))
        assert kept.read_bytes() == content


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX file kinds (FIFO, /dev/zero)")
def test_special_files_are_set_aside_without_blocking(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    assert load_settings(path) == Settings()
    assert not path.exists()
    assert (tmp_path / "settings.json.corrupt").exists()
    path.symlink_to("/dev/zero")
    assert load_settings(path) == Settings()
    assert (tmp_path / "settings.json.corrupt2").is_symlink()


def test_a_folder_in_the_way_gives_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()
    assert load_settings(path) == Settings()


def test_wrongly_typed_values_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "language": ["pl"], "fullscreen": 1, "window_width": 1600.0, "window_height": True,
        "animation_speed": True, "effects_volume": {"a": 1}, "colour_blind": "yes",
        "setups": {"imhotep": [1]}}))
    assert load_settings(path) == Settings()
    path.write_text(json.dumps({"language": {"pl": 1}, "effects_volume": 5, "animation_speed": 2}))
    loaded = load_settings(path)
    assert loaded.language is None and loaded.effects_volume == 5 and loaded.animation_speed == 2.0
    assert path.exists()  # one bad key does not set the file aside


def test_a_bom_settings_file_is_read(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"language": "ru"}).encode())
    assert load_settings(path).language == "ru"


@pytest.mark.parametrize("bad", [175, "150", 150.0, True, None, 50])
def test_a_text_size_not_offered_falls_back_to_100(tmp_path, bad):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"text_size": bad, "effects_volume": 5}))
    loaded = load_settings(path)
    assert loaded.text_size == 100 and loaded.effects_volume == 5


# the two volumes that replaced the single one ----------------------------------------------
@pytest.mark.parametrize("old, music, effects", [(70, 50, 70), (0, 0, 0), (100, 71, 100),
                                                 (35, 25, 35)])
def test_an_older_files_single_volume_becomes_both_volumes(tmp_path, old, music, effects):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": old, "language": "pl"}))
    loaded = load_settings(path)
    assert (loaded.music_volume, loaded.effects_volume) == (music, effects)
    assert loaded.language == "pl" and not loaded.muted and loaded.quiet_in_background
    save_settings(loaded, path)
    saved = json.loads(path.read_text())
    assert "volume" not in saved and saved["music_volume"] == music


def test_the_new_volumes_win_over_an_old_one_and_a_bad_old_one_is_dropped(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": 10, "effects_volume": 90}))
    loaded = load_settings(path)
    assert (loaded.music_volume, loaded.effects_volume) == (Settings().music_volume, 90)
    path.write_text(json.dumps({"volume": "loud"}))
    assert load_settings(path) == Settings()


@pytest.mark.parametrize("field, bad", [("music_volume", 101), ("effects_volume", -1),
                                        ("muted", 1), ("quiet_in_background", "yes")])
def test_a_bad_sound_setting_falls_back_alone(tmp_path, field, bad):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({field: bad, "text_size": 150}))
    loaded = load_settings(path)
    assert getattr(loaded, field) == getattr(Settings(), field) and loaded.text_size == 150
