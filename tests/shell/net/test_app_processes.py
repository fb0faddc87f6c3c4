"""Whole games between app processes on 127.0.0.1: `main.py --host` with a hot-seat pair and a
bot, `main.py --join` processes playing the remote seats, every game to its end; a joining
app killed mid-game and another started with its token takes the same seat and finishes."""

import pytest

from engines.registry import game_ids
from tests.shell.net.app_process import App, host, join


def seats_of(game: str) -> str:
    """A hot-seat pair, a bot and a remote seat; Aton (two players): a bot and a remote."""
    from engines import get_engine

    return "human,human,easy,remote" if get_engine(game).spec.max_players >= 4 \
        else "easy,remote"


def stop_all(*apps: App) -> None:
    for app in apps:
        app.kill()


@pytest.mark.slow  # two app processes play a whole game: a few seconds each
@pytest.mark.parametrize("game", game_ids())
def test_every_game_is_played_to_its_end_by_app_processes(game):
    server, port, code = host(game, seats_of(game))
    player = join(port, code, "--name", "Remy", "--seed", "4")
    try:
        joined = player.wait_for("token")
        assert joined["seat"] == seats_of(game).split(",").index("remote")
        ended = player.wait_for("over", 60)
        result = server.wait_for("over", 60)
        assert ended["over"] is True and result["over"] is True
        assert ended["ply"] == result["ply"] > 10
        assert player.finish() == 0 and server.finish() == 0
    finally:
        stop_all(player, server)


@pytest.mark.slow  # three app processes
def test_two_joining_apps_and_a_bot_finish_a_game():
    server, port, code = host("pyramids", "remote,easy,remote", seed=8)
    players = [join(port, code, "--name", name, "--seed", str(i))
               for i, name in enumerate(("Anna", "Bo"))]
    try:
        seats = sorted(p.wait_for("token")["seat"] for p in players)
        assert seats == [0, 2]
        plies = {p.wait_for("over", 60)["ply"] for p in players}
        assert plies == {server.wait_for("over", 60)["ply"]}
        assert all(p.finish() == 0 for p in players) and server.finish() == 0
    finally:
        stop_all(*players, server)


@pytest.mark.slow  # two app processes and a bot worker; a hint searches up to 2 s
def test_a_joining_app_plays_its_seat_by_the_hint_worked_out_from_its_own_view():
    """`--seat-bot hint`: each hint, from the seat's own view of the position the host sent,
    is a move the host sent as legal, with a reason, and the host plays it."""
    server, port, code = host("imhotep", "remote,easy", seed=6)
    player = join(port, code, "--name", "Hana", "--seat-bot", "hint")
    try:
        first = player.wait_for("hint", 60)
        assert first["legal"] is True and first["move"] and first["reason"]
        second = player.wait_for("hint", 60)
        assert second["ply"] > first["ply"]  # the host played it and the game went on
        assert second["legal"] is True and second["reason"]
    finally:
        stop_all(player, server)


@pytest.mark.slow  # three app processes, one killed
def test_a_joining_app_killed_mid_game_rejoins_its_seat_with_its_token():
    server, port, code = host("archaeology", "remote,random,human", seed=5)
    first = join(port, code, "--name", "Kim", "--seed", "1")
    second = None
    try:
        joined = first.wait_for("token")
        for _ in range(3):  # it has played a few moves
            first.wait_for("act")
        first.kill()  # no goodbye: the host finds the connection gone
        second = join(port, code, "--token", joined["token"], "--seed", "2")
        again = second.wait_for("token")
        assert again == {"seat": joined["seat"], "token": joined["token"]}
        ended = second.wait_for("over", 60)
        assert ended["over"] is True and ended["seat"] == joined["seat"]
        assert server.wait_for("over", 60)["ply"] == ended["ply"]
        assert second.finish() == 0 and server.finish() == 0
    finally:
        stop_all(first, *([second] if second else []), server)


@pytest.mark.slow  # two app processes
def test_a_wrong_code_is_refused_and_the_joining_app_says_why():
    server, port, code = host("aton", "easy,remote")
    wrong = "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY"
    player = join(port, wrong)
    try:
        assert player.wait_for("over") == {"over": False, "why": "bad_code"}
        assert player.finish() == 1
    finally:
        stop_all(player, server)
