"""Music and effects (shell/ui/audio.py): the shipped files load in whatever format the mixer
runs, effects play at their volume and not when quiet, one theme loops at a time, mute and
the background silence the music (never a pause), and without a device nothing raises."""

import pygame
import pytest
import soundfile

from shell.ui import audio
from shell.ui.audio import MIXER, Audio, effect_names, effects_folder, music_path

pytestmark = pytest.mark.sound_device


@pytest.fixture
def mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def assert_lengths_match_files(player):
    names = effect_names()
    assert len(names) >= 20 and player.sounds == {}  # none loaded before it is played
    for name in names:
        sound = player.sound(name)
        info = soundfile.info(str(effects_folder() / f"{name}.ogg"))
        assert sound.get_length() == pytest.approx(info.frames / info.samplerate,
                                                   abs=2e-3), name


def test_the_mixer_is_asked_for_exactly_its_format(mixer, monkeypatch):
    calls = []
    real_init = pygame.mixer.init

    def spy(*args, **kwargs):
        calls.append(kwargs)
        return real_init(*args, **kwargs)

    monkeypatch.setattr(pygame.mixer, "init", spy)
    player = Audio()
    assert calls == [MIXER]
    assert pygame.mixer.get_init() == (44100, -16, 2)
    assert_lengths_match_files(player)


@pytest.mark.parametrize("frequency, size, channels", [
    (48000, 32, 2),  # float samples
    (22050, 16, 1),  # unsigned, mono
    (22050, 8, 1),
    (44100, 8, 2),  # (at 11025 Hz SDL_mixer decodes the files to nothing: no device opens so)
])
def test_an_already_open_mixer_plays_the_effects_at_their_length(mixer, frequency, size,
                                                                 channels):
    pygame.mixer.init(frequency=frequency, size=size, channels=channels)
    assert pygame.mixer.get_init()[::2] == (frequency, channels)
    assert_lengths_match_files(Audio())


def test_an_effect_plays_at_the_effects_volume_and_not_when_quiet(mixer):
    sound = Audio(effects_volume=40)
    sound.play("stone")
    assert pygame.mixer.get_busy()
    assert sound.sounds["stone"].get_volume() == pytest.approx(0.4, abs=0.01)
    pygame.mixer.stop()
    for quiet in ("muted", "background", "volume 0"):
        if quiet == "muted":
            sound.set_muted(True)
        elif quiet == "background":
            sound.set_muted(False)
            sound.set_background(True)
        else:
            sound.set_background(False)
            sound.set_volumes(50, 0)
        sound.play("stone")
        assert not pygame.mixer.get_busy(), quiet
    sound.play("no such effect")  # unknown: nothing, nothing raised


def test_muting_stops_an_effect_still_ringing(mixer):
    sound = Audio()
    sound.play("win")
    assert pygame.mixer.get_busy()
    sound.set_muted(True)
    assert not pygame.mixer.get_busy()


def test_one_theme_loops_and_a_new_one_replaces_it(mixer, monkeypatch):
    loads, plays = [], []
    real_load, real_play = pygame.mixer.music.load, pygame.mixer.music.play
    monkeypatch.setattr(pygame.mixer.music, "load",
                        lambda path: (loads.append(path), real_load(path)))
    monkeypatch.setattr(pygame.mixer.music, "play",
                        lambda **kw: (plays.append(kw), real_play(**kw)))
    sound = Audio(music_volume=30)
    sound.play_music("menu")
    sound.play_music("menu")  # asked again every frame: nothing changes
    assert loads == [str(music_path("menu"))] and plays == [{"loops": -1, "fade_ms": 1200}]
    assert pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.3, abs=0.01)
    sound.play_music("river")
    assert loads[-1] == str(music_path("river")) and len(plays) == 2
    sound.play_music(None)
    assert not pygame.mixer.music.get_busy()
    sound.play_music("no such theme")  # silence, nothing raised
    assert not pygame.mixer.music.get_busy() and len(loads) == 2


def test_mute_and_the_background_silence_the_music_and_let_it_go_on(mixer, monkeypatch):
    """Quiet is the music's volume at 0, never a pause (pygame's pause and unpause can
    deadlock with the audio thread when a sound effect ends)."""
    def refused():
        raise AssertionError("the music is never paused or unpaused")

    monkeypatch.setattr(pygame.mixer.music, "pause", refused)
    monkeypatch.setattr(pygame.mixer.music, "unpause", refused)
    sound = Audio()
    sound.play_music("menu")

    def heard() -> float:
        assert pygame.mixer.music.get_busy(), "the theme plays on"
        return pygame.mixer.music.get_volume()

    assert heard() == pytest.approx(sound.music_volume / 100, abs=0.01)
    sound.set_muted(True)
    assert heard() == 0.0
    sound.set_background(True)
    sound.set_muted(False)
    assert heard() == 0.0  # still away
    sound.set_background(False)
    assert heard() == pytest.approx(sound.music_volume / 100, abs=0.01)
    sound.set_volumes(0, 70)
    assert heard() == 0.0
    sound.set_volumes(60, 70)
    assert heard() == pytest.approx(0.6, abs=0.01)
    sound.play("click")  # an effect ending while the volume changes: nothing waits
    sound.set_muted(True)
    sound.set_muted(False)
    assert heard() == pytest.approx(0.6, abs=0.01)


def test_without_a_device_sound_is_off_and_quiet(mixer, monkeypatch):
    def no_device(**_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Audio()
    assert not sound.available and sound.sounds == {}
    sound.play("click")  # nothing to play, nothing raised
    sound.play_music("menu")
    sound.set_muted(True)
    sound.set_background(True)
    sound.set_volumes(10, 10)
    sound.close()


def test_a_missing_effects_folder_leaves_the_effects_silent(mixer, monkeypatch, tmp_path):
    monkeypatch.setattr(audio, "effects_folder", lambda: tmp_path)
    sound = Audio()
    sound.play("click")
    assert sound.available and sound.sounds == {"click": None}
    assert not pygame.mixer.get_busy()


def test_closing_halts_every_channel_before_the_mixer_closes(mixer, monkeypatch):
    """pygame.quit() closes the mixer holding the interpreter lock; a sound ending then hung
    the app on exit (seen in the suite). Audio.close halts the channels first."""
    calls = []
    real_stop, real_quit = pygame.mixer.stop, pygame.mixer.quit
    sound = Audio()
    assert sound.available
    sound.play("click")
    sound.play_music("menu")
    monkeypatch.setattr(pygame.mixer, "stop", lambda: (calls.append("stop"), real_stop()))
    monkeypatch.setattr(pygame.mixer, "quit", lambda: (calls.append("quit"), real_quit()))
    sound.close()
    assert calls == ["stop", "quit"] and pygame.mixer.get_init() is None
    sound.play("click")  # a closed mixer plays nothing and raises nothing
    sound.close()
    assert calls == ["stop", "quit"]


def test_the_app_closes_its_sound_before_pygame_quits(tmp_path, monkeypatch):
    from shell.app import App
    from shell.store.settings import Settings

    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640))
    order = []
    monkeypatch.setattr(app.audio, "close", lambda: order.append("audio"))
    real_quit = pygame.quit
    monkeypatch.setattr(pygame, "quit", lambda: (order.append("pygame"), real_quit()))
    app.shutdown()
    assert order == ["audio", "pygame"]
