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


# array typecode and scale of each mixer sample size (pygame.mixer.get_init()'s second value)
_FORMATS = {-16: ("h", 1.0, 0), 16: ("H", 1.0, 32768), -8: ("b", 1 / 256, 0),
            8: ("B", 1 / 256, 128), 32: ("f", 1 / 32768, 0), -32: ("f", 1 / 32768, 0)}


def _wave(notes, rate: int) -> list[float]:
    """The effect's mono samples at `rate` Hz, in 16-bit units."""
    out: list[float] = []
    seed = 12345
    for freq, duration, shape in notes:
        n = int(rate * duration)
        for i in range(n):
            t = i / rate
            envelope = min(1.0, i / (rate * 0.005)) * (1 - i / n) ** 2
            if shape == "sine":
                v = math.sin(2 * math.pi * freq * t)
            elif shape == "square":
                v = 0.5 if math.sin(2 * math.pi * freq * t) >= 0 else -0.5
            elif shape == "thud":
                v = math.sin(2 * math.pi * freq * t * (1 - 0.5 * i / n))
            else:  # noise, band-limited by a crude low-pass
                seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
                v = (seed / 0x3FFFFFFF - 1) * 0.6
            out.append(12000 * envelope * v)
    return out


def _samples(notes, rate: int = RATE, size: int = -16, channels: int = 1) -> array:
    """The effect as a buffer in the mixer's own format: `rate` Hz, sample `size` (as
    pygame.mixer.get_init() gives it), every channel the same. Played by a mixer of that
    format it lasts exactly as long as its notes."""
    code, scale, offset = _FORMATS[size]
    out: array = array(code)
    for value in _wave(notes, rate):
        sample = value * scale + offset
        out.extend([sample if code == "f" else int(sample)] * channels)
    return out


def notes_length(notes) -> float:
    """Seconds an effect's notes last."""
    return sum(duration for _freq, duration, _shape in notes)


class Audio:
    def __init__(self, volume: int = 70, enabled: bool = True):
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        if not enabled:
            return
        try:
            # Exactly this format (allowedchanges=0): SDL converts for the device. Without it
            # WASAPI opens stereo and mono buffers play at half length, an octave high.
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, allowedchanges=0)
            mixer = pygame.mixer.get_init()
        except pygame.error as exc:
            log.info("no audio device (%s): sound is off", exc)
            mixer = None
        if mixer is not None and mixer[1] not in _FORMATS:
            log.info("mixer sample size %s not supported: sound is off", mixer[1])
            mixer = None
        self.available = mixer is not None
        if mixer is not None:
            rate, size, channels = mixer  # an already open mixer keeps its own format
            for name, notes in EFFECTS.items():
                try:
                    buffer = _samples(notes, rate, size, channels).tobytes()
                    self.sounds[name] = pygame.mixer.Sound(buffer=buffer)
                except pygame.error as exc:
                    log.info("cannot build sound %s: %s", name, exc)

    def close(self) -> None:
        """Halt every channel, then close the mixer. pygame's own quit closes the mixer while
        holding the interpreter lock, and a sound ending at that moment makes SDL's audio
        thread wait for that lock while holding the audio lock the quit needs: a hang on exit.
        `mixer.stop()` lets go of the interpreter lock while it halts, and once nothing plays
        the audio thread calls back no more."""
        if not self.available:
            return
        self.available = False
        try:
            pygame.mixer.stop()
            pygame.mixer.quit()
        except pygame.error as exc:
            log.info("closing the mixer: %s", exc)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, volume))

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if not sound or self.volume <= 0 or not self.available:
            return
        try:
            sound.set_volume(self.volume / 100)
            sound.play()
        except pygame.error:
            pass
