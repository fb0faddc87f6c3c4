"""The sound effects, synthesised (ours): struck materials as decaying resonances (modal
synthesis), rubbed and poured ones as filtered noise, plucked strings by Karplus-Strong.

  python -m audio_src.synth_effects      writes assets/audio/effects/*.ogg (needs oggenc)

Each effect is brought to its loudness in `loudness.EFFECT_TARGETS` (its loudest 400 ms),
kept under -3 dBFS before encoding, and its samples' and file's SHA-256 go in the manifest;
tests/shell/ui/test_audio_assets.py synthesises them again and compares.
"""

import hashlib
import json
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
import soundfile
from scipy.signal import butter, sosfilt

from audio_src import loudness

RATE = 44100
OGG_QUALITY = "3"
MANIFEST = loudness.AUDIO / "manifest.json"


def seconds(n: float) -> np.ndarray:
    return np.arange(int(n * RATE)) / RATE


def modes(partials, length: float, at: float = 0.0, total: float | None = None) -> np.ndarray:
    """A struck body: (frequency Hz, decay s, amplitude) partials from `at` seconds on."""
    out = np.zeros(int((total or at + length) * RATE))
    t = seconds(length)
    start = int(at * RATE)
    for freq, decay, amp in partials:
        part = amp * np.sin(2 * np.pi * freq * t) * np.exp(-t / decay)
        part[:40] *= np.linspace(0, 1, 40)  # a 1 ms attack, no click
        out[start:start + len(t)] += part[:len(out) - start]
    return out


def noise(rng: np.random.Generator, length: float, low: float, high: float,
          decay: float | None = None, rise: float = 0.002) -> np.ndarray:
    """Band-passed noise with a short rise and an exponential decay (or flat)."""
    sos = butter(2, [low, high], btype="band", fs=RATE, output="sos")
    t = seconds(length)
    env = np.minimum(1, t / rise) * (np.exp(-t / decay) if decay else 1.0)
    return sosfilt(sos, rng.standard_normal(len(t))) * env


def pluck(freq: float, length: float, damping: float = 0.996, seed: int = 1) -> np.ndarray:
    """A plucked string (Karplus-Strong): a noise burst through a delay line that loses a
    little of its brightness on every pass."""
    rng = np.random.default_rng(seed)
    period = int(RATE / freq)
    line = rng.uniform(-1, 1, period)
    line = np.convolve(line, np.ones(4) / 4, mode="same")  # a softer pluck (a finger)
    out = np.zeros(int(length * RATE))
    for i in range(len(out)):
        j = i % period
        out[i] = line[j]
        line[j] = damping * 0.5 * (line[j] + line[(j + 1) % period])
    return fade_tail(out * np.exp(-seconds(length) / (length / 2.5)), 40)  # no click at its end


def place(parts, total: float) -> np.ndarray:
    """Mix (start s, samples) parts into one buffer `total` seconds long."""
    out = np.zeros(int(total * RATE))
    for at, part in parts:
        start = int(at * RATE)
        n = min(len(part), len(out) - start)
        out[start:start + n] += part[:n]
    return out


def fade_tail(x: np.ndarray, ms: float = 15) -> np.ndarray:
    n = int(ms / 1000 * RATE)
    x = x.copy()
    x[-n:] *= np.linspace(1, 0, n)
    return x


# the effects -----------------------------------------------------------------------------
def click(rng):  # a soft wooden tick for the screens' controls
    return modes([(1750, 0.012, 1), (3300, 0.006, 0.4)], 0.06) + 0.15 * noise(
        rng, 0.06, 2500, 7000, 0.004)


def error(rng):  # a muted double knock, low
    knock = modes([(210, 0.03, 1), (520, 0.015, 0.4)], 0.12)
    return place([(0, knock), (0.11, 0.8 * modes([(170, 0.035, 1), (430, 0.015, 0.4)],
                                                   0.14))], 0.28)


def stone(rng):  # Imhotep: a stone set down on wood
    thud = modes([(150, 0.05, 1), (390, 0.03, 0.5), (720, 0.02, 0.3)], 0.22)
    grit = noise(rng, 0.22, 300, 2500, 0.018)
    tick = modes([(2600, 0.008, 0.25)], 0.05)
    return place([(0, thud + 0.6 * grit), (0.002, tick)], 0.24)


def sail(rng):  # Imhotep: a ship under way, water along the hull
    t = seconds(0.75)
    swell = np.sin(np.pi * t / 0.75) ** 2
    wash = noise(rng, 0.75, 350, 1400) * swell
    lap = noise(rng, 0.75, 150, 500) * swell * (0.6 + 0.4 * np.sin(2 * np.pi * 5 * t))
    return fade_tail(wash + 0.8 * lap)


def card_deal(rng):  # a card slid off the deck and laid down
    slide = noise(rng, 0.12, 2000, 8000, 0.04, rise=0.02)
    tap = modes([(900, 0.01, 0.5)], 0.04) + 0.5 * noise(rng, 0.04, 1000, 5000, 0.006)
    return place([(0, slide), (0.1, tap)], 0.16)


def card_flip(rng):  # a card turned over: a quick snap
    snap = noise(rng, 0.05, 2500, 9000, 0.007) + modes([(3100, 0.006, 0.3)], 0.05)
    return place([(0, snap), (0.03, 0.6 * noise(rng, 0.06, 1500, 6000, 0.01))], 0.11)


def domino(rng):  # Pyramids: a domino laid against another, a hard clack and its settle
    clack = modes([(2150, 0.02, 1), (3420, 0.012, 0.6), (5200, 0.008, 0.3)], 0.1) + \
        0.4 * noise(rng, 0.1, 2000, 8000, 0.003)
    settle = 0.35 * modes([(2300, 0.012, 1), (3600, 0.008, 0.5)], 0.06)
    return place([(0, clack), (0.045, settle)], 0.14)


def gem(rng):  # Pyramids: a gem token, a glassy ping
    return modes([(2637, 0.25, 1), (3951, 0.12, 0.35), (7280, 0.05, 0.2)], 0.5) + \
        0.1 * noise(rng, 0.5, 4000, 10000, 0.004)


def quarry(rng):  # Pyramids: the quarry refilled, stone sliding on stone
    grind = noise(rng, 0.3, 200, 1800) * np.sin(np.pi * seconds(0.3) / 0.3) ** 1.5
    return grind + 0.6 * modes([(260, 0.04, 1), (610, 0.02, 0.4)], 0.3, 0.0)


def coins(rng):  # Archaeology: coins counted out on a sale
    parts = []
    at = 0.0
    for k in range(4):
        base = 3000 + rng.uniform(-300, 500)
        parts.append((at, (0.8 - 0.1 * k) * modes(
            [(base, 0.09, 1), (base * 1.48, 0.05, 0.6), (base * 2.31, 0.03, 0.3)], 0.25)))
        at += rng.uniform(0.05, 0.08)
    return place(parts, at + 0.25)


def sand(rng):  # Archaeology: a sandstorm, a gust with sand in it
    t = seconds(1.2)
    gust = np.sin(np.pi * t / 1.2) ** 2
    wind = noise(rng, 1.2, 250, 900) * gust
    grains = noise(rng, 1.2, 3000, 9000) * gust * (rng.random(len(t)) < 0.02) * 2
    return fade_tail(wind + 0.3 * noise(rng, 1.2, 1200, 4000) * gust + grains)


def thief(rng):  # Archaeology: the thief, two low plucks falling a half step, and a rush
    low = place([(0, pluck(98, 0.45, seed=3)), (0.22, 0.8 * pluck(92.5, 0.55, seed=4))], 0.8)
    rush = 0.15 * noise(rng, 0.8, 1500, 5000, 0.12, rise=0.08)
    return fade_tail(low + rush)


def priest(rng):  # Aton: a wooden priest set in a temple, softer and higher than a stone
    return modes([(330, 0.035, 1), (880, 0.02, 0.5), (1420, 0.012, 0.3)], 0.16) + \
        0.3 * noise(rng, 0.16, 600, 3000, 0.01)


def kingdom(rng):  # Aton: a priest to the Kingdom of the Dead, a hollow low knock
    return modes([(120, 0.12, 1), (300, 0.06, 0.35), (505, 0.03, 0.2)], 0.45) + \
        0.2 * noise(rng, 0.45, 100, 600, 0.03)


def temple(rng):  # Aton: a temple scored, a small bell
    return fade_tail(modes([(587, 0.6, 1), (1410, 0.3, 0.4), (2230, 0.12, 0.25),
                            (3010, 0.06, 0.15)], 1.1))


def score(rng):  # points counted: three bead ticks rising
    ticks = [(0.0, modes([(1320, 0.03, 1), (2900, 0.012, 0.3)], 0.1)),
             (0.07, modes([(1480, 0.03, 1), (3200, 0.012, 0.3)], 0.1)),
             (0.14, modes([(1760, 0.04, 1), (3700, 0.012, 0.3)], 0.12))]
    return place(ticks, 0.28)


def round_start(rng):  # a round opens: a frame drum's dum and a finger cymbal
    t = seconds(0.5)
    dum = np.sin(2 * np.pi * (95 * t - 30 * t ** 2)) * np.exp(-t / 0.12)
    skin = noise(rng, 0.5, 150, 900, 0.03)
    zill = modes([(3520, 0.3, 0.25), (5270, 0.15, 0.12)], 0.5)
    return fade_tail(dum + 0.3 * skin + zill)


def round_end(rng):  # a round ends: two dums, the second lower and longer
    t = seconds(0.6)

    def dum(f, d):
        return np.sin(2 * np.pi * (f * t - 25 * t ** 2)) * np.exp(-t / d) + \
            0.25 * noise(rng, 0.6, 150, 900, 0.03)
    return fade_tail(place([(0, 0.8 * dum(110, 0.08)), (0.2, dum(85, 0.16))], 0.8))


def turn(rng):  # someone else's turn: one soft harp note
    return fade_tail(0.8 * pluck(587.3, 0.6, 0.997, seed=5))


HIJAZ_UP = (293.7, 311.1, 370.0, 392.0, 440.0, 587.3)  # D Eb F# G A d
KURD_DOWN = (440.0, 392.0, 349.2, 311.1, 293.7)  # A G F Eb D


def win(rng):  # a game won: the harp runs up the Hijaz scale
    parts = [(0.09 * k, pluck(f, 0.9, 0.997, seed=10 + k)) for k, f in enumerate(HIJAZ_UP)]
    return fade_tail(place(parts, 0.09 * len(HIJAZ_UP) + 0.9))


def lose(rng):  # a game lost: a slower run down, in Kurd, low and soft
    parts = [(0.16 * k, pluck(f / 2, 0.9, 0.996, seed=20 + k))
             for k, f in enumerate(KURD_DOWN)]
    return fade_tail(place(parts, 0.16 * len(KURD_DOWN) + 0.9))


EFFECTS: dict[str, Callable[[np.random.Generator], np.ndarray]] = {
    "click": click, "error": error, "stone": stone, "sail": sail, "card_deal": card_deal,
    "card_flip": card_flip, "domino": domino, "gem": gem, "quarry": quarry, "coins": coins,
    "sand": sand, "thief": thief, "priest": priest, "kingdom": kingdom, "temple": temple,
    "score": score, "round_start": round_start, "round_end": round_end, "turn": turn,
    "win": win, "lose": lose,
}


def samples(name: str) -> np.ndarray:
    """The effect's 16-bit samples at its loudness target, the same on every run."""
    raw = EFFECTS[name](np.random.default_rng(sum(map(ord, name))))
    raw = raw / max(np.max(np.abs(raw)), 1e-9)
    block = np.zeros((max(len(raw), int(0.4 * RATE)), 1))
    block[:len(raw), 0] = raw
    now = loudness.momentary_max(block, RATE)
    gain = 10 ** ((loudness.EFFECT_TARGETS[name] - now) / 20)
    out = raw * gain
    ceiling = 10 ** (-3 / 20)
    if np.max(np.abs(out)) > ceiling:
        raise SystemExit(f"{name}: peak over -3 dBFS at its loudness target")
    return np.round(out * 32767).astype(np.int16)


def main() -> None:
    manifest = json.loads(MANIFEST.read_text()) if MANIFEST.exists() else {}
    table = manifest["effects"] = {}
    folder = loudness.AUDIO / "effects"
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        for name in EFFECTS:
            pcm = samples(name)
            wav = Path(work) / f"{name}.wav"
            soundfile.write(str(wav), pcm, RATE, subtype="PCM_16")
            out = folder / f"{name}.ogg"
            subprocess.run(["oggenc", "-Q", "-s", "1", "-q", OGG_QUALITY, "-o", str(out), str(wav)],
                           check=True)
            table[name] = {"pcm_sha256": hashlib.sha256(pcm.tobytes()).hexdigest(),
                           "ogg_sha256": hashlib.sha256(out.read_bytes()).hexdigest(),
                           "seconds": round(len(pcm) / RATE, 3)}
    MANIFEST.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
