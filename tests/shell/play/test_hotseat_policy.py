"""The hot-seat rules of shell/play/hotseat.py: who is at the screen and when the cover is due."""

from shell.play.hotseat import HotSeat


def secret(a, b):
    """Every seat sees something the others do not (a card game with hands)."""
    return a != b


def public(a, b):
    """Nothing is secret (every seat sees the same table)."""
    return False


def test_a_single_human_never_gets_a_cover_and_always_sees_their_own_view():
    hot = HotSeat([1], 3)
    for mover in (0, 1, 2, None):
        assert hot.settle(mover, secret) == 1 and hot.due is None
    assert hot.holder == 1


def test_a_bot_only_table_shows_seat_0():
    hot = HotSeat([], 2)
    assert hot.settle(1, secret) == 0 and hot.due is None


def test_at_the_start_with_two_humans_the_first_players_view_waits_for_the_cover():
    hot = HotSeat([0, 1], 2)
    hot.settle(0, secret)
    assert hot.due == 0 and hot.holder is None
    hot.lift()
    assert hot.holder == 0 and hot.due is None
    assert hot.settle(0, secret) == 0 and hot.due is None


def test_between_turns_the_cover_is_due_and_the_last_players_view_stays():
    hot = HotSeat([0, 1], 2)
    hot.settle(0, secret)
    hot.lift()
    assert hot.settle(1, secret) == 0, "the table keeps Anna's view under Boris's cover"
    assert hot.due == 1
    assert hot.settle(1, secret) == 0 and hot.due == 1  # settling again changes nothing
    hot.lift()
    assert hot.holder == 1 and hot.settle(1, secret) == 1


def test_without_secrets_the_screen_passes_openly():
    hot = HotSeat([0, 1, 2], 3)
    assert hot.settle(2, public) == 2 and hot.due is None and hot.holder == 2
    assert hot.settle(0, public) == 0 and hot.due is None and hot.holder == 0


def test_while_bots_decide_the_table_keeps_the_view_of_the_one_at_the_screen():
    hot = HotSeat([0, 2], 3)
    hot.settle(0, secret)
    hot.lift()
    assert hot.settle(1, secret) == 0 and hot.due is None
    assert hot.settle(2, secret) == 0 and hot.due == 2


def test_a_bot_moving_first_covers_for_the_next_human_in_seat_order():
    hot = HotSeat([0, 2], 3)
    assert hot.settle(1, secret) == 2 and hot.due == 2
    assert hot.settle(0, secret) == 0 and hot.due == 0  # the bots played on: now seat 0


def test_after_forget_the_cover_is_due_even_for_the_same_seat():
    hot = HotSeat([0, 1], 2)
    hot.settle(0, secret)
    hot.lift()
    hot.forget()
    hot.settle(0, secret)
    assert hot.due == 0 and hot.holder is None


def test_forget_does_not_hide_a_single_humans_table():
    hot = HotSeat([0], 2)
    hot.forget()
    assert hot.settle(0, secret) == 0 and hot.due is None


def test_at_the_end_of_the_game_the_last_view_stays():
    hot = HotSeat([0, 1], 2)
    hot.settle(1, secret)
    hot.lift()
    assert hot.settle(None, secret) == 1 and hot.due is None
