"""The protocol's schemas: every message is checked field by field against its declared
shape and size limit, and anything else is refused with a reason code (never another
exception)."""

import json

import pytest

from shell.net import codes, protocol
from shell.net.protocol import (
    CLIENT_LIMIT,
    CLIENT_MESSAGES,
    HOST_MESSAGES,
    from_client,
    from_host,
    to_client,
    to_host,
)
from shell.net.refusals import REASONS, ProtocolError, reason_text
from tests.shell.net.hostile import TEMPLATES, hostile_frames

HELLO = {"version": protocol.VERSION, "app": "0.1.0", "code": "ABCDEF", "name": "Anna",
         "seat": None, "token": None}


def frame(kind: str, **fields) -> str:
    return json.dumps({"type": kind, **fields})


def refused_code(raw) -> str:
    with pytest.raises(ProtocolError) as caught:
        from_client(raw)
    return caught.value.code


def test_well_formed_client_messages_are_read_as_sent():
    message = from_client(to_host("hello", **HELLO))
    assert message.type == "hello" and message.fields == HELLO
    act = from_client(to_host("act", ply=12, action=["place", 1, 2, 3, 0]))
    assert act.fields == {"ply": 12, "action": ["place", 1, 2, 3, 0]}
    assert from_client(to_host("leave")).fields == {}


def test_every_template_of_the_fuzz_is_well_formed_before_it_is_broken():
    """The hostile frames break messages that would otherwise be taken."""
    for template in TEMPLATES:
        assert from_client(json.dumps(template)).type == template["type"]


@pytest.mark.parametrize("raw, code", [
    (b'{"type":"leave"}', "malformed"),  # a binary frame
    ("not json", "malformed"),
    ("[1, 2]", "malformed"),
    ('{"type":"act","ply":NaN,"action":[]}', "malformed"),
    ('{"type":"leave","type":"leave"}', "malformed"),  # a key twice
    ("[" * 2000 + "]" * 2000, "malformed"),  # nested deeper than the parser's recursion
    ('{"type":"sync"}', "unknown_type"),  # a host's message from a joining app
    ('{"type":"Leave"}', "unknown_type"),
    ('{"type":"leave","path":"/etc/passwd"}', "bad_field"),
    ('{"type":"act","ply":0}', "bad_field"),
    ('{"type":"act","ply":true,"action":["take",1]}', "bad_field"),  # a bool for an int
    ('{"type":"act","ply":1.0,"action":["take",1]}', "bad_field"),  # a float for an int
    ('{"type":"act","ply":-1,"action":["take",1]}', "bad_field"),
    ('{"type":"act","ply":0,"action":["take",1.5]}', "bad_field"),
    ('{"type":"act","ply":0,"action":["../../etc/passwd"]}', "bad_field"),
    ('{"type":"act","ply":0,"action":["os.system"]}', "bad_field"),
    ('{"type":"act","ply":0,"action":"take"}', "bad_field"),
    ('{"type":"act","ply":0,"action":[[[["deep"]]]]}', "bad_field"),
    ('{"type":"act","ply":0,"action":{"kind":"take"}}', "bad_field"),
    ("x" * (CLIENT_LIMIT + 1), "too_large"),
])
def test_a_bad_frame_is_refused_with_its_reason(raw, code):
    assert refused_code(raw) == code


@pytest.mark.parametrize("field, value", [
    ("version", "1"), ("version", -1), ("app", "x" * 33), ("code", "abcdef"),
    ("code", "ABCDE0"), ("code", "ABCDEFG"), ("name", ""), ("name", "x" * 25),
    ("name", "Anna\x00"), ("name", "\u202eAnna"), ("name", "\ud800"), ("seat", 8),
    ("seat", "0"), ("token", "short"), ("token", "/" * 32),
])
def test_each_field_of_a_hello_is_checked(field, value):
    assert refused_code(json.dumps({"type": "hello", **{**HELLO, field: value}})) == \
        "bad_field"


def test_a_message_of_many_bytes_but_few_characters_is_measured_in_bytes():
    name = "\U0001F600" * (CLIENT_LIMIT // 4 + 1)  # 4 bytes each in UTF-8
    assert len(name) < CLIENT_LIMIT
    assert refused_code(json.dumps({"type": "hello", **HELLO, "name": name},
                                   ensure_ascii=False)) == "too_large"


def test_thousands_of_hostile_frames_are_refused_or_taken_and_nothing_else():
    """Only a ProtocolError (with a known code) or a message that fits its schema."""
    taken = refused = 0
    for raw in hostile_frames(5000):
        try:
            message = from_client(raw)
        except ProtocolError as exc:
            assert exc.code in REASONS
            refused += 1
        else:
            CLIENT_MESSAGES[message.type].check(message.fields, "")
            taken += 1
    assert refused > 4000 and taken > 0  # most are broken; a few mutations stay well formed


def test_what_this_side_sends_is_checked_before_it_leaves():
    with pytest.raises(ValueError):
        to_host("act", ply=0, action=["take", 1.5])
    with pytest.raises(ValueError):
        to_client("seats", seats=[{"name": "A", "kind": "alien", "present": True,
                                   "bot": False}], started=False)


def test_host_messages_round_trip_and_are_checked_on_arrival():
    seats = [{"name": "Anna", "kind": "person", "present": True, "bot": False},
             {"name": "Bo", "kind": "remote", "present": False, "bot": True},
             {"name": "Ramses", "kind": "hard", "present": True, "bot": True}]
    sent = to_client("welcome", version=protocol.VERSION, seat=1, token=codes.new_token(),
                     game="imhotep", options={"market": "A"}, seats=seats, started=False)
    assert from_host(sent).fields["seats"] == seats
    with pytest.raises(ProtocolError):
        from_host(json.dumps({"type": "welcome", "version": 1, "seat": 1,
                              "token": "x", "game": "../imhotep", "options": {},
                              "seats": [], "started": False}))
    with pytest.raises(ProtocolError):  # an observation nested without end
        deep: dict = {}
        node = deep
        for _i in range(20):
            node["a"] = {}
            node = node["a"]
        from_host(json.dumps({"type": "update", "ply": 1, "mover": 0, "events": [],
                              "obs": deep, "to_move": 0, "legal": [], "previews": [],
                              "can_undo": False, "position": None}))


UPDATE = {"ply": 1, "mover": 1, "events": [], "obs": {"scores": [0, 0]}, "to_move": 0,
          "legal": [["take", 1]], "previews": [], "can_undo": False,
          "position": "aton round=1 hands=-/???? rng=? seen=0"}


@pytest.mark.parametrize("position, taken", [
    (UPDATE["position"], True), (None, True), ("x" * protocol.SEEN_LIMIT, True),
    ("", False), ("x" * (protocol.SEEN_LIMIT + 1), False), ("aton\x00", False),
    ("aton\n", False), ("aton \u202e", False), ("aton é", False), (5, False),
    (["aton"], False), ({"line": "aton"}, False),
])
def test_the_position_the_host_sends_is_printable_ascii_of_bounded_length(position, taken):
    frame = json.dumps({"type": "update", **UPDATE, "position": position})
    if taken:
        assert from_host(frame).fields["position"] == position
        assert from_host(to_client("update", **{**UPDATE, "position": position}))
    else:
        with pytest.raises(ProtocolError) as caught:
            from_host(frame)
        assert caught.value.code == "bad_field"
        with pytest.raises(ValueError):  # nor does this side send it
            to_client("update", **{**UPDATE, "position": position})
    without = {key: value for key, value in UPDATE.items() if key != "position"}
    with pytest.raises(ProtocolError):  # the field is always there
        from_host(json.dumps({"type": "update", **without}))


def test_every_message_type_has_a_schema_and_every_reason_a_text():
    assert set(CLIENT_MESSAGES) == {"hello", "act", "undo", "leave"}
    assert {"welcome", "seats", "sync", "update", "final", "refused", "bye"} == \
        set(HOST_MESSAGES)
    for code in REASONS:
        assert reason_text(code)


def test_table_codes_and_tokens():
    code = codes.new_code()
    assert codes.typed_code(code.lower()) == code
    assert codes.typed_code(f" {code[:3]}-{code[3:]} ") == code
    assert codes.typed_code("ABC") is None and codes.typed_code("ABCDE0") is None
    token = codes.new_token()
    assert len(token) == protocol.TOKEN_LENGTH and codes.same(token, token)
    assert not codes.same(token, codes.new_token())
    assert len({codes.new_code() for _ in range(50)}) > 45


def test_a_seat_token_can_be_given_on_the_command_line(monkeypatch):
    """A token never begins with "-", which `--token` would read as an option (one random
    token in 64 would)."""
    from shell.cli import build_parser

    drawn = iter(["-X3CJnSx3_VHl1Y58STiCSOqVm1O7Bif" + "A" * 40, "Zq" + "B" * 60])
    monkeypatch.setattr(codes.secrets, "token_urlsafe", lambda _n: next(drawn))
    token = codes.new_token()
    assert token.startswith("Zq") and len(token) == protocol.TOKEN_LENGTH
    args = build_parser().parse_args(["--join", "127.0.0.1:1", "--token", token])
    assert args.token == token
