"""The shipped audio (assets/audio) is what the scripts in audio_src/ make, loops without a
seam, meets its loudness targets, and every sound the code asks for exists."""

import hashlib
import json
import re
from pathlib import Path

import numpy as np
import pytest
import soundfile

from audio_src import loudness
from audio_src.compose import THEMES, cycle_seconds, midi
from audio_src.synth_effects import EFFECTS, samples
from engines.registry import game_ids
from scenes.games import app_descriptor
from scenes.pyramids.animations import SOUND_OF
from shell.ui.audio import MENU_THEME, effect_names, music_path

ROOT = Path(__file__).resolve().parents[3]
MANIFEST = json.loads((loudness.AUDIO / "manifest.json").read_text())


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_a_theme_is_the_score_the_script_writes_rendered(theme):
    entry = MANIFEST["music"][theme]
    assert sha256(midi(THEMES[theme])) == entry["midi_sha256"]
    path = music_path(theme)
    assert sha256(path.read_bytes()) == entry["ogg_sha256"]
    info = soundfile.info(str(path))
    assert (info.samplerate, info.channels) == (44100, 2)
    assert info.frames == entry["frames"] == round(cycle_seconds(THEMES[theme]) * 44100)
    assert info.frames / info.samplerate >= 120  # two minutes at least before it repeats


def test_the_menu_and_every_game_have_a_theme_of_their_own():
    themes = [MENU_THEME] + [app_descriptor(g).view.music for g in game_ids()
                             if app_descriptor(g) is not None]
    assert len(set(themes)) == len(themes) == 5
    assert set(themes) == set(MANIFEST["music"]) == {p.stem for p in
                                                     (loudness.AUDIO / "music").glob("*.ogg")}


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_an_effect_is_what_the_synthesiser_makes(name):
    entry = MANIFEST["effects"][name]
    pcm = samples(name)
    assert sha256(pcm.tobytes()) == entry["pcm_sha256"]
    path = loudness.AUDIO / "effects" / f"{name}.ogg"
    assert sha256(path.read_bytes()) == entry["ogg_sha256"]
    decoded, rate = soundfile.read(str(path), dtype="int16")
    assert rate == 44100 and len(decoded) == len(pcm)
    assert set(effect_names()) == set(EFFECTS) == set(MANIFEST["effects"])


def rms_db(x: np.ndarray) -> float:
    return float(20 * np.log10(np.sqrt(np.mean(x ** 2)) + 1e-9))


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_a_theme_loops_without_a_seam(theme):
    """From its last sample back to its first the music moves no more than it does from one
    sample to the next anywhere else (99.9th percentile), and the loudness of the 50 ms
    either side of the loop point (a phrase's start, the first) differs no more than it does
    at the piece's other phrase starts (at most their largest change)."""
    data, rate = loudness.read(music_path(theme))
    steps = np.abs(np.diff(data, axis=0))
    jump = np.abs(data[0] - data[-1])
    assert np.all(jump <= np.percentile(steps, 99.9, axis=0)), (jump, theme)
    window = int(0.05 * rate)
    phrase = len(data) // len(THEMES[theme].plan)
    assert phrase * len(THEMES[theme].plan) == len(data)
    starts = [abs(rms_db(data[k * phrase - window:k * phrase])
                  - rms_db(data[k * phrase:k * phrase + window]))
              for k in range(1, len(THEMES[theme].plan))]
    seam = abs(rms_db(data[-window:]) - rms_db(data[:window]))
    assert seam <= max(starts), (seam, starts, theme)


@pytest.mark.parametrize("path", loudness.shipped(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_file_meets_its_loudness_target(path):
    figure = loudness.measure(path)
    assert not figure.misses, (path.name, figure)


SOUND_CALL = re.compile(r"""(?:\b_sound|motion\.sound|audio\.play)\((?:\w+, )?"(\w+)"\)""")
SOUND_ARG = re.compile(r"""sound="(\w+)"|_sound\("(\w+)" if [^\n]* else "(\w+)"\)""")


def test_every_sound_the_code_asks_for_is_shipped():
    asked: set[str] = set()
    for folder in ("scenes", "shell"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            asked |= set(SOUND_CALL.findall(text))
            asked |= {n for groups in SOUND_ARG.findall(text) for n in groups if n}
    asked |= set(SOUND_OF.values())  # Pyramids' pieces' sounds, by event kind
    assert len(asked) >= 18
    assert asked <= set(effect_names()), asked - set(effect_names())
