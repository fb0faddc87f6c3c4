"""Sound effects (game/audio.py): each lasts as long as its notes whatever format the mixer
runs in (a stereo device must not play them at half length, an octave high)."""

import pygame
import pytest

from game import audio
from game.audio import EFFECTS, RATE, Audio, notes_length


@pytest.fixture
def mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def assert_lengths_match_notes(sounds):
    rate, size, channels = pygame.mixer.get_init()
    assert set(sounds) == set(EFFECTS)
    for name, sound in sounds.items():
        assert sound.get_length() == pytest.approx(notes_length(EFFECTS[name]), abs=2e-3), name
        frames = sum(int(rate * duration) for _freq, duration, _shape in EFFECTS[name])
        assert len(sound.get_raw()) == frames * channels * abs(size) // 8, name


def test_the_mixer_is_asked_for_exactly_the_samples_format(mixer, monkeypatch):
    calls = []
    real_init = pygame.mixer.init

    def spy(*args, **kwargs):
        calls.append(kwargs)
        return real_init(*args, **kwargs)

    monkeypatch.setattr(pygame.mixer, "init", spy)
    sounds = Audio().sounds
    assert calls == [{"frequency": RATE, "size": -16, "channels": 1, "allowedchanges": 0}]
    assert pygame.mixer.get_init() == (RATE, -16, 1)
    assert_lengths_match_notes(sounds)


@pytest.mark.parametrize("frequency, size, channels", [
    (44100, -16, 2),  # what WASAPI opens when SDL may change the channels
    (48000, 32, 2),  # float samples
    (22050, 16, 1),  # unsigned
    (11025, 8, 2),
])
def test_an_already_open_mixer_gets_sounds_made_for_its_format(mixer, frequency, size,
                                                               channels):
    pygame.mixer.init(frequency=frequency, size=size, channels=channels)
    assert pygame.mixer.get_init()[::2] == (frequency, channels)
    assert_lengths_match_notes(Audio().sounds)


def test_samples_repeat_each_value_on_every_channel():
    mono = audio._samples(EFFECTS["click"], 44100, -16, 1)
    stereo = audio._samples(EFFECTS["click"], 44100, -16, 2)
    assert len(stereo) == 2 * len(mono) == 2 * int(44100 * 0.02)
    assert list(stereo[0::2]) == list(mono) == list(stereo[1::2])
    assert max(mono) > 5000  # a real tone, not silence


def test_without_a_device_sound_is_off_and_quiet(mixer, monkeypatch):
    def no_device(**_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Audio()
    assert not sound.available and sound.sounds == {}
    sound.play("click")  # nothing to play, nothing raised


def test_closing_halts_every_channel_before_the_mixer_closes(mixer, monkeypatch):
    """pygame.quit() closes the mixer holding the interpreter lock; a sound ending then hung
    the app on exit (seen in the suite). Audio.close halts the channels first."""
    calls = []
    real_stop, real_quit = pygame.mixer.stop, pygame.mixer.quit
    sound = Audio()
    assert sound.available
    sound.play("click")
    monkeypatch.setattr(pygame.mixer, "stop", lambda: (calls.append("stop"), real_stop()))
    monkeypatch.setattr(pygame.mixer, "quit", lambda: (calls.append("quit"), real_quit()))
    sound.close()
    assert calls == ["stop", "quit"] and pygame.mixer.get_init() is None
    sound.play("click")  # a closed mixer plays nothing and raises nothing
    sound.close()
    assert calls == ["stop", "quit"]


def test_the_app_closes_its_sound_before_pygame_quits(tmp_path, monkeypatch):
    from game.app import App
    from game.settings import Settings

    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640))
    order = []
    monkeypatch.setattr(app.audio, "close", lambda: order.append("audio"))
    real_quit = pygame.quit
    monkeypatch.setattr(pygame, "quit", lambda: (order.append("pygame"), real_quit()))
    app.shutdown()
    assert order == ["audio", "pygame"]
