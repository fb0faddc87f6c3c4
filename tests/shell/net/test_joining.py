"""What a joining app reads from its player and keeps: an address as typed, and the seats it
took (a damaged file of them is taken as empty)."""

import pytest

from shell.net import seat_tokens
from shell.net.client import parse_address
from shell.net.codes import new_token


@pytest.mark.parametrize("text, found", [
    ("192.168.1.20", ("192.168.1.20", 47474)),
    (" 192.168.1.20:5000 ", ("192.168.1.20", 5000)),
    ("nile.example.org", ("nile.example.org", 47474)),
    ("[fe80::1]:6000", ("fe80::1", 6000)),
    ("[::1]", ("::1", 47474)),
    ("", None), ("host:0", None), ("host:65536", None), ("host:http", None),
    ("ws://host", None), ("a b", None), ("user@host", None), ("[::1]x", None),
    ("x" * 300, None),
])
def test_an_address_as_typed(text, found):
    assert parse_address(text) == found


def test_a_seat_taken_is_found_again_by_address_and_code_and_forgotten():
    token = new_token()
    assert seat_tokens.token_for("10.0.0.2", 47474, "ABCDEF") is None
    seat_tokens.remember("10.0.0.2", 47474, "ABCDEF", token)
    assert seat_tokens.token_for("10.0.0.2", 47474, "ABCDEF") == token
    assert seat_tokens.token_for("10.0.0.2", 47474, "ABCDEG") is None  # another table
    seat_tokens._memory.clear()  # a new run of the app reads the file
    assert seat_tokens.token_for("10.0.0.2", 47474, "ABCDEF") == token
    seat_tokens.forget("10.0.0.2", 47474, "ABCDEF")
    assert seat_tokens.token_for("10.0.0.2", 47474, "ABCDEF") is None


def test_only_the_newest_tables_are_kept():
    seat_tokens._memory.clear()
    for k in range(seat_tokens.KEPT + 3):
        seat_tokens.remember(f"10.0.0.{k}", 47474, "ABCDEF", new_token())
    seat_tokens._memory.clear()
    assert seat_tokens.token_for("10.0.0.0", 47474, "ABCDEF") is None
    assert seat_tokens.token_for(f"10.0.0.{seat_tokens.KEPT + 2}", 47474, "ABCDEF")


@pytest.mark.parametrize("content", [b"not json", b"[" * 9000, b'[{"address": 1}]',
                                     b'{"a": 1}', b"\xff\xfe", b"x" * 20000])
def test_a_damaged_file_of_seats_is_taken_as_empty(content):
    seat_tokens._memory.clear()
    path = seat_tokens.tokens_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    assert seat_tokens.token_for("10.0.0.2", 47474, "ABCDEF") is None
    seat_tokens.remember("10.0.0.2", 47474, "ABCDEF", new_token())  # and written anew
    seat_tokens._memory.clear()
    assert seat_tokens.token_for("10.0.0.2", 47474, "ABCDEF") is not None
