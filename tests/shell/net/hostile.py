"""Malformed and hostile frames a joining app might send, made from a seeded generator: the
same list every run. Each is a str (a text frame) or bytes (a binary frame)."""

import json
import random

from shell.net.protocol import CLIENT_LIMIT, CODE_LENGTH

# values that are wrong almost anywhere, or that name a file, a path or a module
ODD_VALUES = [
    None, True, False, 0, -1, 1.5, 2**63, -(2**70), "", "x" * 5000, [], {}, [[[]]],
    {"a": 1}, "../../etc/passwd", "/etc/shadow", "C:\\Windows\\system32", "os.system",
    "__import__('os')", "engines.imhotep", "file:///etc/passwd", "\x00\x01\x02", "\u202e",
    "\ud800", "take\n", "TAKE", "take; rm -rf /", ["take", 0], ["take", True],
    ["take", 1.0], ["take", "0"], [["take", 0]], [0, 1, 2], list(range(100)),
    "a" * 33, "é", 10**20, float("inf"),
]
# templates of well-formed messages that the generator breaks one field at a time
TEMPLATES = [
    {"type": "hello", "version": 1, "app": "0.1.0", "code": "A" * CODE_LENGTH,
     "name": "Anna", "seat": None, "token": None},
    {"type": "act", "ply": 0, "action": ["take", 1]},
    {"type": "undo", "ply": 0},
    {"type": "leave"},
]
RAW = [
    "", " ", "null", "[]", "{}", "\"hello\"", "1", "true", "{\"type\":null}",
    "{\"type\":\"hello\"", "{\"type\":\"act\",\"ply\":0,\"action\":[\"take\",1],\"ply\":1}",
    "{\"type\":\"act\",\"ply\":NaN,\"action\":[]}",
    "{\"type\":\"act\",\"ply\":Infinity,\"action\":[]}",
    "{\"type\":\"act\",\"ply\":" + "9" * 5000 + ",\"action\":[]}",
    "[" * 3000 + "]" * 3000, "{\"a\":" * 1500 + "1" + "}" * 1500,
    "{\"type\":\"act\",\"ply\":0,\"action\":" + "[" * 50 + "]" * 50 + "}",
    "{\"type\":\"welcome\",\"version\":1}", "{\"type\":\"final\",\"replay\":{}}",
    "{\"type\":\"__class__\"}", "{\"type\":\"hello\",\"__proto__\":{}}",
    "\ufeff{\"type\":\"leave\"}", "{\"type\":\"leave\"}\x00", "{\"type\":\"leave\"} {}",
    "x" * (CLIENT_LIMIT + 1), json.dumps({"type": "act", "ply": 0, "action": ["a" * 4000]}),
]


def _mutate(rng: random.Random, template: dict) -> str | bytes:
    message = dict(template)
    choice = rng.randrange(8)
    keys = [key for key in message if key != "type"] or ["type"]
    if choice == 0:  # a field's value replaced by an odd one
        message[rng.choice(keys)] = rng.choice(ODD_VALUES)
    elif choice == 1:  # a field left out
        message.pop(rng.choice(keys), None)
    elif choice == 2:  # a field more
        message[rng.choice(["extra", "path", "module", "file", "__init__"])] = \
            rng.choice(ODD_VALUES)
    elif choice == 3:  # another type's name on these fields
        message["type"] = rng.choice(["hello", "act", "undo", "leave", "sync", "update",
                                      "welcome", "bye", "refused", "Act", "ACT", ""])
    elif choice == 4:  # the frame cut short or with bytes flipped
        text = json.dumps(message, default=str)
        cut = rng.randrange(len(text))
        return text[:cut] if rng.random() < 0.5 else \
            text[:cut] + chr(rng.randrange(0x20, 0x2FF)) + text[cut + 1:]
    elif choice == 5:  # a binary frame
        return json.dumps(message, default=str).encode("utf-8")
    elif choice == 6:  # random bytes as text
        return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(1, 200)))
    else:  # an action of random words and numbers, legal looking or not
        message = {"type": "act", "ply": rng.randrange(-2, 400),
                   "action": [rng.choice(["take", "place", "sail", "dig", "assign", "x",
                                          "../x", "os"]),
                              *(rng.choice([rng.randrange(-3, 30), True, "a", [1]])
                                for _ in range(rng.randrange(0, 5)))]}
    try:
        return json.dumps(message, default=str, allow_nan=True)
    except (ValueError, OverflowError):
        return "{}"


def hostile_frames(count: int, seed: int = 7) -> list[str | bytes]:
    """`count` frames: the fixed odd ones, then mutations of well-formed messages."""
    rng = random.Random(seed)
    frames: list[str | bytes] = list(RAW)
    while len(frames) < count:
        frames.append(_mutate(rng, rng.choice(TEMPLATES)))
    return frames[:count]
