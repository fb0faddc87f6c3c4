"""Spectrograms of the shipped audio as PNG pictures, to look at what cannot be heard here.

  python -m audio_src.spectrogram OUT_FOLDER [FILE ...]    (default: every shipped file)

Time runs left to right, frequency bottom to top on a log scale (40 Hz - 16 kHz), level in
dB as brightness (a 70 dB range); a strip under it shows the short-term RMS (50 ms).
"""

import sys
from pathlib import Path

import numpy as np
import pygame
from scipy.signal import stft

from audio_src import loudness

HEIGHT, STRIP = 300, 60


def picture(path: Path, width: int = 1200) -> pygame.Surface:
    data, rate = loudness.read(path)
    mono = data.mean(axis=1)
    hop = max(64, len(mono) // width)
    _f, _t, z = stft(mono, rate, nperseg=2048, noverlap=2048 - hop)
    level = 20 * np.log10(np.abs(z) + 1e-9)
    level = np.clip((level - level.max() + 70) / 70, 0, 1)
    freqs = np.geomspace(40, 16000, HEIGHT)[::-1]
    rows = np.clip((freqs / (rate / 2) * (z.shape[0] - 1)).astype(int), 0, z.shape[0] - 1)
    image = level[rows][:, :width]
    rgb = np.stack([image ** 0.8, image ** 1.6, image ** 3.0], axis=-1) * 255
    surface = pygame.Surface((image.shape[1], HEIGHT + STRIP))
    surface.fill((20, 20, 20))
    pygame.surfarray.blit_array(surface.subsurface((0, 0, image.shape[1], HEIGHT)),
                                rgb.transpose(1, 0, 2).astype(np.uint8))
    window = int(0.05 * rate)
    for x in range(image.shape[1]):
        chunk = mono[x * hop:x * hop + window]
        if len(chunk):
            db = 20 * np.log10(np.sqrt(np.mean(chunk ** 2)) + 1e-9)
            h = int(np.clip((db + 60) / 60, 0, 1) * (STRIP - 4))
            pygame.draw.line(surface, (200, 180, 90), (x, HEIGHT + STRIP - 2),
                             (x, HEIGHT + STRIP - 2 - h))
    return surface


def main(out: Path, files: list[Path]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for path in files or loudness.shipped():
        pygame.image.save(picture(path), str(out / f"{path.parent.name}-{path.stem}.png"))


if __name__ == "__main__":
    main(Path(sys.argv[1]), [Path(p) for p in sys.argv[2:]])
