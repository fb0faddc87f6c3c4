"""Undo takes back a person's whole move: the steps the game reads as one (a Pyramids
domino taken from the quarry and laid), not only its last atomic step; a step of another
seat before them is never taken back with them."""

from engines import get_engine
from engines.core import Replay, Seat
from shell.play.session import GameSession


def session(game: str, players: int = 2) -> GameSession:
    seats = [Seat(f"P{k + 1}", "human") for k in range(players)]
    return GameSession(Replay(game, {}, seats, 11, []), autosave=False)


def test_one_undo_takes_a_laid_pyramids_domino_back_to_the_quarry():
    game = session("pyramids")
    seat = game.state.to_move()
    take = next(a for a in game.state.legal_actions() if a[0] == "take")
    game.apply(take)
    place = next(a for a in game.state.legal_actions() if a[0] == "place")
    game.apply(place)
    assert game.state.to_move() == seat  # the move goes on (the gem token)
    assert game.undo(seat) == 2
    assert game.replay.actions == []
    assert game.state == get_engine("pyramids").new_game(2, {}, 11)


def test_an_undo_stops_where_the_seat_acted_after_another_seat():
    game = session("pyramids")
    first = game.state.to_move()
    while game.state.to_move() == first:  # the first seat's whole turn
        game.apply(game.state.legal_actions()[0])
    kept = len(game.replay.actions)
    second = game.state.to_move()
    assert game.undo(second) == 0  # nothing of the second seat's yet
    game.apply(next(a for a in game.state.legal_actions() if a[0] == "take"))
    game.apply(game.state.legal_actions()[0])
    assert game.undo(second) == 2 and len(game.replay.actions) == kept
