"""The music's scores, composed in code: one theme for the menu and one for each game, written
as Standard MIDI files for FluidSynth to render (audio_src/render_music.py).

Each theme is twelve four-bar phrases in 4/4 over a drone, in a mode of the Near East
(Hijaz / Phrygian dominant, the double harmonic scale, Kurd), with a harp, an oud-like plucked
string, a ney-like flute and a frame drum. Phrases differ in who plays (intro, melody,
ostinato, break, full, outro) and in harmony, so the two minutes before a theme repeats are
no four-bar loop. Every choice is drawn from the theme's own seed: the same script always
writes the same files. A theme ends on its tonic and its last phrase leads back into its
first, so the music loops (render_music.py renders it twice and keeps the second pass, with
the first pass's tails under its start).
"""

import random
from dataclasses import dataclass

from audio_src.midi_file import TICKS, Track, write

# modes as semitones above the tonic
HIJAZ = (0, 1, 4, 5, 7, 8, 10)  # Phrygian dominant
DOUBLE_HARMONIC = (0, 1, 4, 5, 7, 8, 11)
KURD = (0, 1, 3, 5, 7, 8, 10)  # Phrygian

# General MIDI programs (0-based)
HARP, NYLON, SITAR, KOTO, FLUTE, PAN_FLUTE, SHAKUHACHI = 46, 24, 104, 107, 73, 75, 77
WARM_PAD, SLOW_STRINGS, CHOIR, CELLO, DULCIMER = 89, 49, 52, 42, 15
DUM, TEK, KA, RIQ, ZILL = 64, 63, 62, 54, 81  # GM drum keys: congas, tambourine, triangle

BAR = 4 * TICKS
PHRASE_BARS = 4

# drum patterns, eight eighths a bar: D dum, T tek, K ka, . rest
RHYTHMS = {
    "maqsum": "DT.TD.T.",
    "baladi": "DD.TD.T.",
    "saidi": "DT.DD.T.",
    "wahda": "D...T.K.",
}

# what plays in each kind of phrase, and the bar roots (scale degrees) under it
SECTIONS = {
    "intro": ({"drone", "harp_slow", "zill"}, (0, 0, 0, 0)),
    "a": ({"drone", "harp", "lead"}, (0, 0, 1, 0)),
    "a2": ({"drone", "harp", "pluck", "lead"}, (0, 3, 1, 0)),
    "b": ({"drone", "pluck", "drum", "lead"}, (3, 3, 0, 0)),
    "c": ({"drone", "harp_slow", "pluck_lead", "drum"}, (0, 6, 1, 0)),
    "d": ({"drone", "lead_slow"}, (0, 0, 0, 0)),
    "e": ({"drone", "harp", "pluck", "drum", "riq", "lead"}, (3, 1, 0, 0)),
    "outro": ({"drone", "harp_slow", "lead_slow"}, (1, 1, 0, 0)),
}

# motif rhythms: (rest before, durations in beats), eight beats in all
MOTIF_RHYTHMS = (
    (0, (2, 1, 1, 4)), (0, (1.5, 0.5, 2, 4)), (1, (1, 1, 1, 4)), (0, (3, 1, 2, 2)),
    (0, (1, 1, 2, 1, 3)), (0.5, (0.5, 1, 2, 4)), (1, (2, 1, 4)),
)


@dataclass(frozen=True)
class Theme:
    """One piece: its tonic (the lead's, as a MIDI note), mode, tempo (microseconds a
    quarter, a multiple of 10,000 so a beat is a whole number of samples at 44.1 kHz),
    instruments, drum rhythm, phrase plan and seed."""

    tonic: int
    mode: tuple[int, ...]
    tempo_us: int
    lead: int
    pluck: int
    harp: int
    drone: int
    rhythm: str
    plan: tuple[str, ...]
    seed: int


THEMES = {
    "menu": Theme(62, DOUBLE_HARMONIC, 800_000, PAN_FLUTE, NYLON, HARP, WARM_PAD, "wahda",
                  ("intro", "a", "a2", "d", "b", "c", "a", "d", "e", "b", "a2", "outro"), 11),
    "river": Theme(64, HIJAZ, 700_000, FLUTE, NYLON, HARP, SLOW_STRINGS, "maqsum",
                     ("intro", "a", "b", "a2", "c", "d", "e", "b", "c", "a2", "e", "outro"),
                     23),
    "terraces": Theme(69, KURD, 720_000, SHAKUHACHI, KOTO, HARP, WARM_PAD, "saidi",
                      ("intro", "a2", "b", "d", "a", "c", "e", "d", "b", "a2", "c", "outro"),
                      37),
    "dunes": Theme(67, DOUBLE_HARMONIC, 760_000, PAN_FLUTE, SITAR, DULCIMER, CELLO,
                         "baladi",
                         ("intro", "d", "a", "b", "c", "a2", "d", "e", "c", "b", "a",
                          "outro"), 53),
    "sun": Theme(65, HIJAZ, 880_000, FLUTE, NYLON, HARP, CHOIR, "wahda",
                  ("intro", "a", "d", "a2", "b", "d", "c", "e", "a", "b", "d", "outro"), 71),
}


class Composer:
    """Writes one theme's notes into its tracks."""

    def __init__(self, theme: Theme):
        self.t = theme
        self.rng = random.Random(theme.seed)
        self.drone, self.harp, self.pluck, self.lead = (Track(c) for c in range(4))
        self.drums = Track(9)
        self.motifs = [self.motif() for _ in range(3)]

    # pitches ----------------------------------------------------------------------------
    def pitch(self, degree: int, octave: int = 0) -> int:
        """The MIDI note of a scale degree (any integer) counted from the tonic."""
        mode = self.t.mode
        return self.t.tonic + 12 * (degree // len(mode) + octave) + mode[degree % len(mode)]

    def jitter(self, tick: int) -> int:
        return max(0, tick + self.rng.randint(-8, 8))

    # material -----------------------------------------------------------------------------
    def motif(self) -> list[tuple[float, float, int]]:
        """Two bars of melody: (beat, length in beats, degree), ending on a chord tone."""
        rest, lengths = self.rng.choice(MOTIF_RHYTHMS)
        degree = self.rng.choice((0, 2, 4, 4, 7))
        notes, beat = [], float(rest)
        for k, length in enumerate(lengths):
            if k:
                degree += self.rng.choice((-2, -1, -1, 1, 1, 1, 2, 0))
                degree = max(-2, min(9, degree))
            notes.append((beat, float(length), degree))
            beat += length
        last_beat, last_length, last = notes[-1]
        notes[-1] = (last_beat, last_length, min((0, 2, 4, 7), key=lambda d: abs(d - last)))
        return notes

    def varied(self, motif, how: str):
        if how == "up":
            return [(b, n, d + 1) for b, n, d in motif[:-1]] + [motif[-1]]
        if how == "down":
            return [(b, n, d - 1) for b, n, d in motif[:-1]] + [motif[-1]]
        if how == "invert":
            first = motif[0][2]
            return [(b, n, max(-2, 2 * first - d)) for b, n, d in motif[:-1]] + [motif[-1]]
        return list(motif)

    def answer(self, root: int) -> list[tuple[float, float, int]]:
        """Two bars closing on the phrase's root: a short rise or fall, then a long note."""
        start = root + self.rng.choice((2, 3, 4, -2))
        step = -1 if start > root else 1
        lengths = self.rng.choice(((1, 1, 2), (0.5, 0.5, 1, 2), (2, 1, 1), (1.5, 0.5, 2)))
        notes, beat, degree = [], 0.0, start
        for length in lengths:
            notes.append((beat, float(length), degree))
            beat += length
            if degree != root:
                degree += step
        notes.append((beat, 8.0 - beat, root))
        return notes

    # layers ---------------------------------------------------------------------------
    def play_melody(self, track: Track, start: int, notes, octave: int, velocity: int,
                    grace: bool, legato: float = 0.95) -> None:
        for beat, length, degree in notes:
            tick = start + round(beat * TICKS)
            dur = round(length * TICKS * legato)
            pitch = self.pitch(degree, octave)
            if grace and length >= 2 and self.rng.random() < 0.4:
                ornament = round(TICKS / 6)  # a quick neighbour from above, as a ney sings
                track.note(tick, ornament, self.pitch(degree + 1, octave), velocity - 8)
                tick, dur = tick + ornament, dur - ornament
            track.note(self.jitter(tick), dur, pitch,
                       velocity + self.rng.randint(-5, 5) + (6 if beat == 0 else 0))

    def phrase_melody(self, index: int) -> list:
        """Four bars for the lead: a motif (as is, or moved) and an answer on the root."""
        motif = self.motifs[index % len(self.motifs)]
        how = self.rng.choice(("same", "up", "down", "invert", "same"))
        second = [(b + 8, n, d) for b, n, d in self.answer(self.rng.choice((0, 0, 4)))]
        return self.varied(motif, how) + second

    def section(self, kind: str, start: int, index: int) -> None:
        """One phrase of the plan: its accompaniment bar by bar, then its melody."""
        layers, roots = SECTIONS[kind]
        for bar, root in enumerate(roots):
            at = start + bar * BAR
            if "drone" in layers and (bar == 0 or root != roots[bar - 1]):
                self.drone_bar(at, bar, roots)
            if "harp" in layers or "harp_slow" in layers:
                self.harp_bar(at, bar, root, slow="harp_slow" in layers)
            if "pluck" in layers:
                self.pluck_bar(at, bar, root)
            if "drum" in layers:
                self.drum_bar(at)
            if "riq" in layers:
                for k in range(1, 8, 2):
                    self.drums.note(self.jitter(at + k * TICKS // 2), TICKS // 4, RIQ,
                                    22 + self.rng.randint(-3, 3))
        if "zill" in layers:
            self.drums.note(start, TICKS, ZILL, 30)
        if "lead" in layers:
            self.play_melody(self.lead, start, self.phrase_melody(index), 0, 60, True)
        if "lead_slow" in layers:  # the break: the motif at half speed, alone
            motif = self.motifs[index % len(self.motifs)]
            slow = [(2 * b, 2 * n, d) for b, n, d in motif if 2 * b < 16]
            self.play_melody(self.lead, start, slow, 0, 54, True)
        if "pluck_lead" in layers:
            notes = self.phrase_melody(index + 1)
            self.play_melody(self.pluck, start, notes, -1, 60, False, legato=0.7)

    def drone_bar(self, at: int, bar: int, roots) -> None:
        """The root and its fifth, held while the root stays (to the phrase's end at most)."""
        root = roots[bar]
        length = BAR * (1 + sum(1 for r in roots[bar + 1:] if r == root))
        length = min(length, BAR * (PHRASE_BARS - bar)) - 10
        for pitch in (self.pitch(root, -2), self.pitch(root, -2) + 7):
            self.drone.note(at, length, pitch, 44)

    def harp_bar(self, at: int, bar: int, root: int, slow: bool) -> None:
        """A rising and falling arpeggio in eighths, or in quarters with gaps (`slow`)."""
        shape = (0, 2, 4, 7, 9, 7, 4, 2) if bar % 2 == 0 else (0, 4, 7, 9, 11, 9, 7, 4)
        step = TICKS if slow else TICKS // 2
        for k in range(BAR // step):
            if slow and k % 2 and self.rng.random() < 0.5:
                continue
            degree = root + shape[k % len(shape)]
            self.harp.note(self.jitter(at + k * step), step * 2, self.pitch(degree, -1),
                           38 + self.rng.randint(-4, 6) + (8 if k == 0 else 0))

    def pluck_bar(self, at: int, bar: int, root: int) -> None:
        """The plucked figure around the root, its first note the strongest."""
        figure = (0, None, 0, 1, 0, None, -1, None) if bar % 2 == 0 else \
            (0, 0, None, 4, 3, None, 1, None)
        for k, offset in enumerate(figure):
            if offset is not None:
                self.pluck.note(self.jitter(at + k * TICKS // 2), TICKS // 2,
                                self.pitch(root + offset, -1),
                                (58 if k == 0 else 46) + self.rng.randint(-4, 4))

    def drum_bar(self, at: int) -> None:
        """The theme's rhythm: dum, tek and ka in eighths."""
        for k, hit in enumerate(RHYTHMS[self.t.rhythm]):
            key = {"D": DUM, "T": TEK, "K": KA}.get(hit)
            if key:
                velocity = (62 if hit == "D" else 40) + self.rng.randint(-5, 5)
                self.drums.note(self.jitter(at + k * TICKS // 2), TICKS // 4, key, velocity)

    def compose(self) -> list[Track]:
        t = self.t
        setup = ((self.drone, t.drone, 70, 64, 70), (self.harp, t.harp, 88, 40, 70),
                 (self.pluck, t.pluck, 92, 90, 55), (self.lead, t.lead, 86, 66, 80))
        for track, program, volume, pan, reverb in setup:
            track.program(0, program)
            for number, value in ((7, volume), (10, pan), (91, reverb), (93, 16)):
                track.control(0, number, value)
        for number, value in ((7, 80), (10, 58), (91, 60)):
            self.drums.control(0, number, value)
        for index, kind in enumerate(t.plan):
            self.section(kind, index * PHRASE_BARS * BAR, index)
        end = self.cycle_ticks
        tracks = [self.drone, self.harp, self.pluck, self.lead, self.drums]
        for track in tracks:  # nothing sounds past the loop point
            track.events = [(min(tick, end - 1), order, data)
                            for tick, order, data in track.events]
        return tracks

    @property
    def cycle_ticks(self) -> int:
        return len(self.t.plan) * PHRASE_BARS * BAR


def cycle_seconds(theme: Theme) -> float:
    """How long one pass of the theme lasts."""
    return len(theme.plan) * PHRASE_BARS * 4 * theme.tempo_us / 1e6


def midi(theme: Theme, passes: int = 2) -> bytes:
    """The theme played `passes` times in a row, as a MIDI file."""
    composer = Composer(theme)
    tracks = composer.compose()
    cycle = composer.cycle_ticks
    for track in tracks:
        first = [e for e in track.events]
        for k in range(1, passes):
            track.events += [(tick + k * cycle, order, data) for tick, order, data in first
                             if (tick, order) != (0, 0) or data[0] & 0xF0 == 0x90]
    return write(theme.tempo_us, tracks, passes * cycle + 8 * TICKS)
