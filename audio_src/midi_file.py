"""A small Standard MIDI File writer (format 1): notes, programs, controllers and one tempo.

Only what the composer needs; the bytes follow the SMF 1.0 specification (header chunk
`MThd`, one `MTrk` chunk per track, variable-length delta times, running status unused).
"""

from dataclasses import dataclass, field

TICKS = 480  # ticks per quarter note


@dataclass
class Track:
    """One channel's events as (tick, order, bytes); `order` puts note-offs before note-ons
    at the same tick so a repeated note is not cut."""

    channel: int
    events: list[tuple[int, int, bytes]] = field(default_factory=list)

    def program(self, tick: int, program: int) -> None:
        self.events.append((tick, 0, bytes([0xC0 | self.channel, program])))

    def control(self, tick: int, number: int, value: int) -> None:
        self.events.append((tick, 0, bytes([0xB0 | self.channel, number, value])))

    def note(self, tick: int, length: int, pitch: int, velocity: int) -> None:
        pitch, velocity = max(0, min(127, pitch)), max(1, min(127, velocity))
        self.events.append((tick, 2, bytes([0x90 | self.channel, pitch, velocity])))
        self.events.append((tick + max(1, length), 1, bytes([0x80 | self.channel, pitch, 0])))


def _varlen(value: int) -> bytes:
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.append(0x80 | (value & 0x7F))
        value >>= 7
    return bytes(reversed(out))


def _chunk(kind: bytes, body: bytes) -> bytes:
    return kind + len(body).to_bytes(4, "big") + body


def _track_chunk(events: list[tuple[int, int, bytes]], end: int) -> bytes:
    body = bytearray()
    now = 0
    for tick, _order, data in sorted(events, key=lambda e: (e[0], e[1])):
        body += _varlen(tick - now) + data
        now = tick
    body += _varlen(max(0, end - now)) + b"\xff\x2f\x00"  # end of track
    return _chunk(b"MTrk", bytes(body))


def write(tempo_us: int, tracks: list[Track], end: int) -> bytes:
    """The file's bytes: a tempo track (`tempo_us` microseconds a quarter, 4/4) and
    `tracks`, every track ending at tick `end`."""
    tempo = b"\x00\xff\x51\x03" + tempo_us.to_bytes(3, "big") + \
        b"\x00\xff\x58\x04\x04\x02\x18\x08"
    head = _chunk(b"MThd", (1).to_bytes(2, "big") + (len(tracks) + 1).to_bytes(2, "big")
                  + TICKS.to_bytes(2, "big"))
    first = _chunk(b"MTrk", tempo + _varlen(end) + b"\xff\x2f\x00")
    return head + first + b"".join(_track_chunk(t.events, end) for t in tracks)
