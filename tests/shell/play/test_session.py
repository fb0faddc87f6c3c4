"""The undo rules of a game session, on the test-only Nim with hidden cards.

Nim: three heaps (3, 4, 5), turns go round the seats, a take of 1-3 stones; emptying a heap
draws a secret card (a chance event that `reveals`); the last take ends the game.
"""

import pytest

from engines.core import Engine, Replay, Seat
from shell.play import session as session_module
from shell.play.session import GameSession
from tests.toy import engines_nim as toy_nim


@pytest.fixture(autouse=True)
def nim_engine(monkeypatch):
    monkeypatch.setattr(session_module, "get_engine", lambda game_id: toy_nim.ENGINE)


def start(kinds, actions=()):
    seats = [Seat(name, kind) for name, kind in zip(("Anna", "Boris", "Clara"), kinds,
                                                    strict=False)]
    return GameSession(Replay("nim", {}, seats, 7, list(actions)), autosave=False)


def fresh(session, keep):
    """The state a new game reaches with the first `keep` actions of `session`."""
    state = toy_nim.new_game(len(session.seats), {}, 7)
    for action in session.replay.actions[:keep]:
        state.apply(action)
    return state


ANNA, BORIS, CLARA = 0, 1, 2


def test_a_person_takes_back_their_own_last_move():
    game = start(["human", "human"])
    game.apply(("take", 2, 1))  # Anna
    assert game.undo_owner() == ANNA
    assert game.undo(ANNA) == 1
    assert game.replay.actions == [] and game.state == fresh(game, 0)
    assert game.state.to_move() == ANNA


def test_the_next_player_cannot_take_back_the_previous_players_move():
    game = start(["human", "human"])
    game.apply(("take", 2, 1))  # Anna; Boris is to move
    before = game.state.clone()
    assert not game.can_undo(BORIS)
    assert game.undo(BORIS) == 0
    assert game.state == before and game.replay.actions == [("take", 2, 1)]


def test_no_undo_once_another_human_has_acted_since():
    game = start(["human", "human"])
    game.apply(("take", 2, 1))  # Anna
    game.apply(("take", 1, 1))  # Boris
    assert game.undo_owner() == BORIS
    assert not game.can_undo(ANNA)
    assert game.undo(ANNA) == 0 and len(game.replay.actions) == 2
    assert game.undo(BORIS) == 1  # Boris may take back his own
    assert game.replay.actions == [("take", 2, 1)]


def test_against_bots_the_bots_replies_are_taken_back_too():
    game = start(["human", "easy", "easy"])
    for action in [("take", 2, 1), ("take", 1, 1), ("take", 0, 1)]:  # Anna, bot, bot
        game.apply(action)
    assert game.undo_owner() == ANNA
    assert game.undo(ANNA) == 3
    assert game.replay.actions == [] and game.state == fresh(game, 0)


def test_a_human_move_between_bots_keeps_the_other_humans_move():
    game = start(["human", "easy", "human"])
    for action in [("take", 2, 1), ("take", 1, 1), ("take", 0, 1)]:  # Anna, bot, Clara
        game.apply(action)
    assert game.undo_owner() == CLARA
    assert not game.can_undo(ANNA)
    assert game.undo(CLARA) == 1
    assert game.replay.actions == [("take", 2, 1), ("take", 1, 1)]
    assert game.movers == [ANNA, BORIS] and len(game.history) == 2


def test_never_past_a_move_that_drew_a_card():
    game = start(["human", "human"])
    game.apply(("take", 0, 3))  # Anna empties heap 0 and draws a secret card
    assert game.reveals == [True]
    assert game.undo_owner() is None and game.undo(ANNA) == 0
    assert game.replay.actions == [("take", 0, 3)]


def test_never_past_a_bot_reply_that_drew_a_card():
    game = start(["human", "easy"])
    game.apply(("take", 2, 1))  # Anna
    game.apply(("take", 0, 3))  # the bot empties heap 0: a card is drawn
    assert not game.can_undo(ANNA) and game.undo(ANNA) == 0
    assert len(game.replay.actions) == 2


def quiet_new_game(players, options=None, seed=0):
    """Nim whose draw pile is empty: emptying a heap draws nothing (no chance at all)."""
    state = toy_nim.new_game(players, options, seed)
    state.deck = []
    return state


def test_never_after_the_game_has_ended(monkeypatch):
    quiet = Engine(toy_nim.SPEC, quiet_new_game, toy_nim.NimState.from_json)
    monkeypatch.setattr(session_module, "get_engine", lambda game_id: quiet)
    game = start(["human", "human"])
    for action in [("take", 0, 3), ("take", 1, 3), ("take", 1, 1), ("take", 2, 3),
                   ("take", 2, 2)]:
        game.apply(action)
    assert game.state.is_over() and game.movers[-1] == ANNA and not any(game.reveals)
    assert game.undo_owner() is None
    assert game.undo(ANNA) == 0 and game.state.is_over()


def test_nobody_known_at_the_screen_cannot_undo():
    game = start(["human", "human"])
    game.apply(("take", 2, 1))
    assert not game.can_undo(None) and game.undo(None) == 0


def test_undo_of_a_loaded_game_respects_the_same_rules():
    game = start(["human", "human"], actions=[("take", 2, 1), ("take", 1, 1)])
    assert game.movers == [ANNA, BORIS]
    assert not game.can_undo(ANNA) and game.can_undo(BORIS)
