"""Render the themes (audio_src/compose.py) to the OGG Vorbis files the game plays.

  python -m audio_src.render_music [NAME ...]     (needs fluidsynth, fluid-soundfont-gm and
                                                  vorbis-tools: apt-get install ...)

Each theme's MIDI, two passes long, is rendered by FluidSynth with the FluidR3 General MIDI
sound font (MIT licence; assets/licenses/FluidR3_GM.txt) at 44.1 kHz. The second pass is kept
(from exactly one pass's length in to two): its start carries the first pass's reverb and
release tails, as the loop's start does when the theme comes round again, so the loop has no
seam. It is brought to the music's loudness target (audio_src/loudness.py), encoded at
Vorbis quality OGG_QUALITY, and the MIDI's and the file's SHA-256 go in the manifest
(assets/audio/manifest.json) that tests/shell/ui/test_audio_assets.py checks against the script.
"""

import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pyloudnorm
import soundfile

from audio_src import loudness
from audio_src.compose import THEMES, cycle_seconds, midi

SOUND_FONT = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
RATE = 44100
OGG_QUALITY = "-1"  # oggenc's scale: about 45 kbit/s stereo, enough for quiet music
MANIFEST = loudness.AUDIO / "manifest.json"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def render(name: str, work: Path) -> dict:
    theme = THEMES[name]
    score = midi(theme)
    mid = work / f"{name}.mid"
    mid.write_bytes(score)
    wav = work / f"{name}.wav"
    subprocess.run(["fluidsynth", "-ni", "-q", "-g", "0.6", "-r", str(RATE), "-O", "float",
                    "-F", str(wav), str(SOUND_FONT), str(mid)], check=True)
    data, rate = soundfile.read(str(wav), dtype="float64", always_2d=True)
    cycle = round(cycle_seconds(theme) * RATE)
    loop = data[cycle:2 * cycle]
    gain = loudness.MUSIC_TARGET - pyloudnorm.Meter(rate).integrated_loudness(loop)
    loop = loop * 10 ** (gain / 20)
    peak = loudness.true_peak(loop)
    if peak > loudness.PEAK_CEILING - 0.5:  # a soft ceiling, far under the music's level
        raise SystemExit(f"{name}: true peak {peak:.1f} dBTP at the target loudness")
    quiet = work / f"{name}-loop.wav"
    soundfile.write(str(quiet), np.clip(loop, -1, 1), rate, subtype="PCM_16")
    out = loudness.AUDIO / "music" / f"{name}.ogg"
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["oggenc", "-Q", "-s", "1", "-q", OGG_QUALITY, "-o", str(out), str(quiet)],
                   check=True)
    return {"midi_sha256": sha256(score), "ogg_sha256": sha256(out.read_bytes()),
            "seconds": round(cycle / RATE, 3), "frames": cycle}


def main(names: list[str]) -> None:
    manifest = json.loads(MANIFEST.read_text()) if MANIFEST.exists() else {}
    music = manifest.setdefault("music", {})
    manifest["sound_font"] = {"file": SOUND_FONT.name, "licence": "MIT",
                              "package": "fluid-soundfont-gm 3.1"}
    with tempfile.TemporaryDirectory() as folder:
        for name in names or list(THEMES):
            music[name] = render(name, Path(folder))
            print(name, music[name])
    MANIFEST.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
