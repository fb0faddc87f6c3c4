"""Music and sound effects, at the settings' two volumes.

The files are ours, rendered by the scripts in audio_src/ (music composed in code and played
by FluidSynth with the FluidR3 GM sound font; effects synthesised) and shipped in
assets/audio/: `music/<theme>.ogg`, looping, one theme at a time, and `effects/<name>.ogg`.
Mute (the M key) silences both; so does losing the window's focus when the player asked for
quiet in the background. Without an audio device, or without a file, everything here is
silent and raises nothing.
"""

import logging
from pathlib import Path

import pygame

from shell.paths import asset_path

log = logging.getLogger(__name__)

RATE = 44100
MIXER: dict = {"frequency": RATE, "size": -16, "channels": 2, "allowedchanges": 0}
FADE_MS = 1200  # a new theme fades in over this long
MENU_THEME = "menu"


def effects_folder() -> Path:
    return asset_path("audio", "effects")


def music_path(theme: str) -> Path:
    return asset_path("audio", "music", f"{theme}.ogg")


def effect_names() -> list[str]:
    """Every shipped effect, by name."""
    return sorted(p.stem for p in effects_folder().glob("*.ogg"))


class Audio:
    """The mixer, the effects (each loaded when first played), and the theme playing now."""

    def __init__(self, music_volume: int = 50, effects_volume: int = 70,
                 enabled: bool = True, muted: bool = False):
        self.music_volume = music_volume
        self.effects_volume = effects_volume
        self.muted = muted
        self.background = False  # the window has lost its focus and that means quiet
        self.theme: str | None = None  # the theme asked for (playing unless quiet)
        self.sounds: dict[str, pygame.mixer.Sound | None] = {}  # None: cannot be loaded
        self.available = False
        if not enabled:
            return
        try:
            # Exactly this format (allowedchanges=0): SDL converts for the device, and each
            # effect is converted to it once, when loaded (an already open mixer keeps its
            # own format, and the effects are converted to that).
            pygame.mixer.init(**MIXER)
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            log.info("no audio device (%s): sound is off", exc)

    def close(self) -> None:
        """Halt every channel and the music, then close the mixer. pygame's own quit closes
        the mixer while holding the interpreter lock, and a sound ending at that moment makes
        SDL's audio thread wait for that lock while holding the audio lock the quit needs: a
        hang on exit. `mixer.stop()` lets go of the interpreter lock while it halts, and once
        nothing plays the audio thread calls back no more."""
        if not self.available:
            return
        self.available = False
        try:
            pygame.mixer.music.stop()
            pygame.mixer.stop()
            pygame.mixer.quit()
        except pygame.error as exc:
            log.info("closing the mixer: %s", exc)

    # volumes, mute, focus -------------------------------------------------------------
    @property
    def quiet(self) -> bool:
        return self.muted or self.background

    def set_volumes(self, music: int, effects: int) -> None:
        self.music_volume = max(0, min(100, music))
        self.effects_volume = max(0, min(100, effects))
        self._apply_music()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        if muted and self.available:
            pygame.mixer.stop()  # effects still ringing stop too
        self._apply_music()

    def set_background(self, background: bool) -> None:
        """The window lost (True) or got back (False) the focus, where that means quiet."""
        self.background = background
        if background and self.available:
            pygame.mixer.stop()
        self._apply_music()

    # effects --------------------------------------------------------------------------
    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """Effect `name`, loaded the first time (a millisecond or two; loading all 21 at
        start would add tens of ms to it); None without a mixer or a file."""
        if not self.available:
            return None
        if name not in self.sounds:
            path = effects_folder() / f"{name}.ogg"
            try:
                self.sounds[name] = pygame.mixer.Sound(str(path)) if path.is_file() else None
            except (pygame.error, OSError) as exc:
                log.info("cannot load sound %s: %s", name, exc)
                self.sounds[name] = None
        return self.sounds[name]

    def play(self, name: str) -> None:
        """Play effect `name` once (nothing when quiet, at volume 0 or unknown)."""
        if self.effects_volume <= 0 or self.quiet:
            return
        sound = self.sound(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.effects_volume / 100)
            sound.play()
        except pygame.error:
            pass

    # music ----------------------------------------------------------------------------
    def play_music(self, theme: str | None) -> None:
        """Play `theme` in a loop from its start (nothing changes when it is the one asked
        for already); None stops the music. A theme without a file is silence."""
        if theme == self.theme:
            return
        self.theme = theme
        if not self.available:
            return
        try:
            if theme is None or not music_path(theme).is_file():
                pygame.mixer.music.stop()
                return
            pygame.mixer.music.load(str(music_path(theme)))
            pygame.mixer.music.set_volume(self.music_volume / 100)
            pygame.mixer.music.play(loops=-1, fade_ms=FADE_MS)
        except pygame.error as exc:
            log.info("cannot play music %s: %s", theme, exc)
            return
        self._apply_music()

    def _apply_music(self) -> None:
        """Silence the music while quiet or at volume 0 (it plays on unheard), else play it
        at its volume. Never by pausing it: pygame's music pause and unpause wait for the
        audio thread while holding the interpreter's lock, which that thread waits for when a
        sound effect ends, and the app would freeze."""
        if not self.available:
            return
        try:
            heard = not self.quiet and self.music_volume > 0
            pygame.mixer.music.set_volume(self.music_volume / 100 if heard else 0.0)
        except pygame.error as exc:
            log.info("music volume: %s", exc)
