"""Loudness of the shipped audio, measured (ITU-R BS.1770-4 with pyloudnorm, true peak by
4x oversampling) and checked against the targets below.

  python -m audio_src.loudness     the figures of every file in assets/audio, exit 1 on a miss

Music plays under the game: every theme's integrated loudness within +-1 LU of
MUSIC_TARGET and its true peak under PEAK_CEILING. Effects are too short for integrated
loudness (its blocks are 400 ms): each one's loudest 400 ms window (momentary loudness) is
within +-1 LU of its target in EFFECT_TARGETS, and its sample peak under -1 dBFS (no
clipping).
"""

import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyloudnorm
import soundfile
from scipy.signal import resample_poly

ROOT = Path(__file__).resolve().parent.parent
AUDIO = ROOT / "assets" / "audio"
MUSIC_TARGET = -23.0  # LUFS, music under play
# LUFS, the loudest 400 ms of each effect: a few LU under the music at most, the screens'
# click and the quiet room sounds (water, sand, a harp note) lowest
EFFECT_TARGETS = {
    "click": -28, "error": -24, "stone": -25, "sail": -27, "card_deal": -25,
    "card_flip": -27, "domino": -25, "gem": -26, "quarry": -27, "coins": -24, "sand": -27,
    "thief": -25, "priest": -26, "kingdom": -25, "temple": -26, "score": -25,
    "round_start": -25, "round_end": -25, "turn": -27, "win": -22, "lose": -24,
}
TOLERANCE = 1.0  # LU
PEAK_CEILING = -1.0  # dBTP
EFFECT_PEAK_CEILING = -1.0  # dBFS sample peak: no effect clips


def read(path: Path) -> tuple[np.ndarray, int]:
    """Samples as float64 (frames, channels) and the rate."""
    data, rate = soundfile.read(str(path), dtype="float64", always_2d=True)
    return data, rate


def integrated(data: np.ndarray, rate: int) -> float:
    return float(pyloudnorm.Meter(rate).integrated_loudness(data))


def momentary_max(data: np.ndarray, rate: int) -> float:
    """The loudest 400 ms window (100 ms apart) of a sound, padded with silence to 400 ms."""
    block = int(0.4 * rate)
    if len(data) < block:
        data = np.concatenate([data, np.zeros((block - len(data), data.shape[1]))])
    meter = pyloudnorm.Meter(rate)
    loudest = -np.inf
    for start in range(0, len(data) - block + 1, int(0.1 * rate)):
        loudest = max(loudest, meter.integrated_loudness(data[start:start + block]))
    return float(loudest)


def true_peak(data: np.ndarray) -> float:
    """The true peak in dBTP: the largest magnitude after 4x oversampling (in single
    precision: four times quicker, the same figure to a thousandth of a dB)."""
    over = resample_poly(data.astype(np.float32), 4, 1, axis=0)
    return float(20 * np.log10(max(np.max(np.abs(over)), 1e-12)))


def sample_peak(data: np.ndarray) -> float:
    return float(20 * np.log10(max(np.max(np.abs(data)), 1e-12)))


@dataclass(frozen=True)
class Figure:
    path: str
    kind: str  # "music" or "effect"
    loudness: float  # LUFS: integrated (music) or loudest 400 ms (effects)
    peak: float  # dBTP (music) or dBFS (effects)
    seconds: float

    @property
    def misses(self) -> list[str]:
        target = MUSIC_TARGET if self.kind == "music" else \
            EFFECT_TARGETS[self.path.removesuffix(".ogg")]
        ceiling = PEAK_CEILING if self.kind == "music" else EFFECT_PEAK_CEILING
        out = []
        if abs(self.loudness - target) > TOLERANCE:
            out.append(f"loudness {self.loudness:.1f} LUFS, not {target} +- {TOLERANCE}")
        if self.peak >= ceiling:
            out.append(f"peak {self.peak:.1f}, not under {ceiling}")
        return out


def measure(path: Path) -> Figure:
    data, rate = read(path)
    kind = "music" if path.parent.name == "music" else "effect"
    if kind == "music":
        return Figure(path.name, kind, integrated(data, rate), true_peak(data),
                      len(data) / rate)
    return Figure(path.name, kind, momentary_max(data, rate), sample_peak(data),
                  len(data) / rate)


def shipped(root: Path = AUDIO) -> list[Path]:
    return sorted(root.glob("music/*.ogg")) + sorted(root.glob("effects/*.ogg"))


def main() -> int:
    failed = 0
    print(f"{'file':24} {'kind':6} {'LUFS':>7} {'peak':>7} {'s':>7}")
    for path in shipped():
        f = measure(path)
        print(f"{f.path:24} {f.kind:6} {f.loudness:7.2f} {f.peak:7.2f} {f.seconds:7.2f}"
              + ("  " + "; ".join(f.misses) if f.misses else ""))
        failed += bool(f.misses)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
