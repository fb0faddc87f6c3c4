"""The table's protocol: its version, its size limits and the declared schema of every
message each side may send (docs/network.md).

A message is one WebSocket text frame holding a JSON object whose "type" names its schema.
`decode` reads a frame the other side sent and answers a `Message` or raises `ProtocolError`
with a reason code (`shell/net/refusals.py`): not text, larger than its limit, not JSON, not
an object, an unknown type, or a field that does not fit (each field's type, range, length
and characters, `shell/net/schema.py`). `encode` checks what this side sends against the same
schemas, so a message that leaves is one the other side takes.

What a joining app sends names no file, path or module: a version, the table code, a name, a
seat number, a token, an action in the engines' JSON form (words, numbers, true/false) and
the number of moves it has seen. What the host sends a seat is that seat's side of the game
only, its view of the position written as a seen line among it (what the joining app works
out its Hint and the engine's reasons from: `shell/net/seat_position.py`).
"""

import json
from dataclasses import dataclass
from typing import Any

from shell.net.refusals import ProtocolError
from shell.net.schema import (
    ActionValue,
    Bool,
    FreeJson,
    Int,
    ListOf,
    Maybe,
    OneOf,
    Record,
    SchemaError,
    Text,
)

VERSION = 2  # raised on every change of a message's meaning or shape
SUBPROTOCOL = "nile-table.v1"  # the WebSocket subprotocol both sides ask for
DEFAULT_PORT = 47474  # the port a host listens on unless told another (TCP)
SERVICE_TYPE = "_niletable._tcp.local."  # DNS-SD service type of a table on the network

# sizes in bytes of one message as UTF-8: a joining app sends little; the host sends a seat's
# whole view, its log's events since the start, and at the end the game's replay
CLIENT_LIMIT = 4 * 1024
HOST_LIMIT = 2 * 1024 * 1024
# what the WebSocket layer takes at most before it closes the connection (code 1009); a
# message between the protocol's limit and this one is refused and the connection kept
CLIENT_FRAME_LIMIT = 64 * 1024
HOST_FRAME_LIMIT = 4 * 1024 * 1024

MAX_SEATS = 8
MAX_PLY = 100_000  # actions in one game
MAX_LEGAL = 4_000  # legal actions at one decision
CODE_LENGTH = 6
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud, typed
TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
TOKEN_LENGTH = 32
NAME_LENGTH = 16  # as the setup screen takes a seat's name
GAME_ID = Text(32, 1, "abcdefghijklmnopqrstuvwxyz0123456789_")

SEAT = Int(0, MAX_SEATS - 1)
PLY = Int(0, MAX_PLY)
ACTION = ActionValue()
NAME = Text(NAME_LENGTH, 1)
CODE = Text(CODE_LENGTH, CODE_LENGTH, CODE_ALPHABET)
TOKEN = Text(TOKEN_LENGTH, TOKEN_LENGTH, TOKEN_ALPHABET)
REASON_CODE = Text(32, 1, "abcdefghijklmnopqrstuvwxyz_")
# a seat's kind: a person at the host's screen, a person at another computer, a bot's level
SEAT_KIND = OneOf(frozenset({"person", "remote", "random", "easy", "medium", "hard", "expert"}))

# an engine's reason (engines/core/errors.py Message): msgid (or a plural pair) and its
# parameters, numbers and words; one level of a nested reason
PARAMS = FreeJson(max_depth=3, max_nodes=40, max_text=200)
MESSAGE = Record({"msgid": FreeJson(max_depth=2, max_nodes=3, max_text=400), "params": PARAMS})
EVENT = Record({"kind": Text(40, 1, "abcdefghijklmnopqrstuvwxyz0123456789_"),
                "seat": Maybe(SEAT), "data": FreeJson(max_depth=8, max_nodes=2_000),
                "reveals": Bool()})
EVENTS = ListOf(EVENT, 200)  # the events of one action
SEAT_ROW = Record({"name": NAME, "kind": SEAT_KIND, "present": Bool(), "bot": Bool()})
SEATS = ListOf(SEAT_ROW, MAX_SEATS)
PREVIEW = Record({"step": ACTION, "legal": ListOf(ACTION, MAX_LEGAL)})
OBSERVATION = FreeJson(max_depth=10, max_nodes=20_000)
# the seat's own view of the position written as a seen line (engines/notation.py
# `format_seen`: every card it may not see a `?`), or null for a game without written
# positions; its lines are printable ASCII of about 400-1,200 characters
SEEN_LIMIT = 16 * 1024
SEEN_LINE = Maybe(Text(SEEN_LIMIT, 1, "".join(map(chr, range(0x20, 0x7F)))))

# what a joining app sends ------------------------------------------------------------------
CLIENT_MESSAGES: dict[str, Record] = {
    # the first message: the table code and a name, or the token of a seat taken before;
    # `seat` asks for one remote seat (None: any free one)
    "hello": Record({"version": Int(0, 2**31 - 1), "app": Text(32, 0), "code": CODE,
                     "name": NAME, "seat": Maybe(SEAT), "token": Maybe(TOKEN)}),
    # play `action` in the position after `ply` actions (one played since is refused)
    "act": Record({"ply": PLY, "action": ACTION}),
    # take back this seat's last move, seen after `ply` actions
    "undo": Record({"ply": PLY}),
    # leaving the table on purpose (the seat is shown away, kept for a rejoin)
    "leave": Record({}),
}

# what the host sends ---------------------------------------------------------------------
HOST_MESSAGES: dict[str, Record] = {
    # the seat given, its token for a rejoin, and the table
    "welcome": Record({"version": Int(0, 2**31 - 1), "seat": SEAT, "token": TOKEN,
                       "game": GAME_ID, "options": FreeJson(max_depth=3, max_nodes=200),
                       "seats": SEATS, "started": Bool()}),
    # who sits where, who is here (each change)
    "seats": Record({"seats": SEATS, "started": Bool()}),
    # the seat's whole view: at the start, at a rejoin and after an undo
    "sync": Record({"ply": PLY, "obs": OBSERVATION, "to_move": Maybe(SEAT),
                    "legal": ListOf(ACTION, MAX_LEGAL), "previews": ListOf(PREVIEW, 64),
                    "history": ListOf(ListOf(EVENT, 200), MAX_PLY),
                    "can_undo": Bool(), "position": SEEN_LINE}),
    # one action played: its events as this seat may see them, and the view after it
    "update": Record({"ply": PLY, "mover": SEAT, "events": EVENTS, "obs": OBSERVATION,
                      "to_move": Maybe(SEAT), "legal": ListOf(ACTION, MAX_LEGAL),
                      "previews": ListOf(PREVIEW, 64), "can_undo": Bool(),
                      "position": SEEN_LINE}),
    # the game is over: the whole game, every card open (the replay, as a save holds it)
    "final": Record({"replay": FreeJson(max_depth=8, max_nodes=200_000)}),
    # a message or a request refused, and why; nothing changed
    "refused": Record({"code": REASON_CODE, "message": Maybe(MESSAGE),
                       "detail": Text(200, 0)}),
    # the host ends this connection (table closed, replaced by a rejoin, refused hello)
    "bye": Record({"code": REASON_CODE}),
}


@dataclass(frozen=True)
class Message:
    """A decoded message: its type and its fields (checked against the type's schema)."""

    type: str
    fields: dict[str, Any]


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError("a key given twice")
        result[key] = value
    return result


def parse_json(raw: str | bytes, limit: int) -> Any:
    """The JSON value of one frame: a text frame of at most `limit` bytes as UTF-8 (a
    binary frame is refused); NaN, Infinity and a key given twice are refused."""
    if not isinstance(raw, str):
        raise ProtocolError("malformed", "a binary frame")
    if len(raw) > limit or len(raw.encode("utf-8", "surrogatepass")) > limit:
        raise ProtocolError("too_large", f"more than {limit} bytes")
    try:
        return json.loads(raw, parse_constant=_refuse_constant,
                          object_pairs_hook=_no_duplicate_keys)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise ProtocolError("malformed", "not JSON") from exc


def decode(raw: str | bytes, schemas: dict[str, Record], limit: int) -> Message:
    """The message in frame `raw`, checked against `schemas` (see the module doc)."""
    value = parse_json(raw, limit)
    if value.__class__ is not dict:
        raise ProtocolError("malformed", "not an object")
    kind = value.get("type")
    if kind.__class__ is not str or kind not in schemas:
        raise ProtocolError("unknown_type", "no such message")
    fields = {key: item for key, item in value.items() if key != "type"}
    try:
        schemas[kind].check(fields, "")
    except SchemaError as exc:
        raise ProtocolError("bad_field", str(exc)[:200]) from exc
    return Message(kind, fields)


def encode(kind: str, schemas: dict[str, Record], limit: int, **fields: Any) -> str:
    """The frame of message `kind` with `fields`; a ValueError when they do not fit its
    schema or the frame its limit (a defect of this side, never sent)."""
    schemas[kind].check(fields, kind)
    text = json.dumps({"type": kind, **fields}, ensure_ascii=False, allow_nan=False,
                      separators=(",", ":"))
    if len(text.encode("utf-8")) > limit:
        raise ValueError(f"a {kind!r} message of more than {limit} bytes")
    return text


def from_client(raw: str | bytes) -> Message:
    return decode(raw, CLIENT_MESSAGES, CLIENT_LIMIT)


def from_host(raw: str | bytes) -> Message:
    return decode(raw, HOST_MESSAGES, HOST_LIMIT)


def to_host(kind: str, **fields: Any) -> str:
    return encode(kind, CLIENT_MESSAGES, CLIENT_LIMIT, **fields)


def to_client(kind: str, **fields: Any) -> str:
    return encode(kind, HOST_MESSAGES, HOST_LIMIT, **fields)
