"""Short sound effects synthesised in code (our own), played at the settings' volume.

Without an audio device everything here is silent and raises nothing.
"""

import logging
import math
from array import array

import pygame

log = logging.getLogger(__name__)
RATE = 22050

# name: list of (frequency Hz, duration s, shape) notes
EFFECTS = {
    "stone": [(180, 0.05, "thud"), (120, 0.06, "thud")],
    "sail": [(330, 0.08, "sine"), (392, 0.08, "sine"), (494, 0.12, "sine")],
    "score": [(660, 0.06, "sine"), (880, 0.10, "sine")],
    "card": [(2400, 0.03, "noise"), (1800, 0.04, "noise")],
    "click": [(1000, 0.02, "sine")],
    "error": [(220, 0.09, "square"), (180, 0.12, "square")],
    "win": [(523, 0.12, "sine"), (659, 0.12, "sine"), (784, 0.24, "sine")],
}


def _samples(notes) -> array:
    out = array("h")
    seed = 12345
    for freq, duration, shape in notes:
        n = int(RATE * duration)
        for i in range(n):
            t = i / RATE
            envelope = min(1.0, i / (RATE * 0.005)) * (1 - i / n) ** 2
            if shape == "sine":
                v = math.sin(2 * math.pi * freq * t)
            elif shape == "square":
                v = 0.5 if math.sin(2 * math.pi * freq * t) >= 0 else -0.5
            elif shape == "thud":
                v = math.sin(2 * math.pi * freq * t * (1 - 0.5 * i / n))
            else:  # noise, band-limited by a crude low-pass
                seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
                v = (seed / 0x3FFFFFFF - 1) * 0.6
            out.append(int(12000 * envelope * v))
    return out


class Audio:
    def __init__(self, volume: int = 70, enabled: bool = True):
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        if not enabled:
            return
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            log.info("no audio device (%s): sound is off", exc)
        if self.available:
            for name, notes in EFFECTS.items():
                try:
                    self.sounds[name] = pygame.mixer.Sound(buffer=_samples(notes).tobytes())
                except pygame.error as exc:
                    log.info("cannot build sound %s: %s", name, exc)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, volume))

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if not sound or self.volume <= 0:
            return
        try:
            sound.set_volume(self.volume / 100)
            sound.play()
        except pygame.error:
            pass
