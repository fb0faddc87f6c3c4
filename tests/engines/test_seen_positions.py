"""Seen positions (docs/notation.md, "Seen positions"): what one seat, or anyone at the table,
may see of a position, written as a line whose hidden cards are `?`, and read back with
those cards dealt again from what that viewer could know.

Over random games of every game at every player count: the line read back shows its viewer
exactly what the original did (the seat's observation, or the public one); the line depends
on nothing its viewer cannot see (any world `determinize` deals that seat writes the same
line); reading it is repeatable (the same line, the same deal). A line with a `?` too many
or too few, or naming a seat the game does not have, is refused with the reason.
"""

import re

import pytest

from engines import get_engine, notation
from engines.core import IllegalAction, Rng, canonical
from engines.core.public import public_observation
from engines.core.seen import UNKNOWN
from tests.conformance import worlds_alike_after
from tests.toy import every_game

EVERY = 9  # a position every this many random actions, and the last


def played(game_id: str, players: int, options: dict, seed: int):
    """Every state of a random game, the last one included."""
    state = get_engine(game_id).new_game(players, options, seed)
    rng = Rng(seed * 31)
    while True:
        yield state
        if state.is_over():
            return
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def positions(game_id: str, seed: int = 5):
    """States reached by random play, one game per player count, from the last option set
    (every variant on) to the first, every `EVERY` actions and the end."""
    engine = get_engine(game_id)
    option_sets = (engine.spec.all_option_sets() or [{}])[::-1]
    counts = list(engine.spec.player_counts())
    for k, players in enumerate(counts):
        options = option_sets[k * (len(option_sets) - 1) // max(1, len(counts) - 1)]
        for step, state in enumerate(played(game_id, players, options, seed + k)):
            if step % EVERY == 0 or state.is_over():
                yield state.clone()


def viewers(state) -> list:
    return [None, *range(state.num_players)]


def seen_as(state, seat):
    """What `seat` (None: anyone at the table) sees of `state`."""
    return public_observation(state, 0) if seat is None else state.observation(seat)


def without_rng(text: str) -> str:
    return re.sub(r" rng=\S+", "", text)


@pytest.mark.parametrize("game_id", every_game())
def test_a_seen_line_reads_back_to_what_its_viewer_saw(game_id):
    for state in positions(game_id):
        for seat in viewers(state):
            line = notation.format_seen(state, seat)
            back = notation.parse(line)
            assert seen_as(back, seat) == seen_as(state, seat), (seat, line)
            assert notation.format(notation.parse(line)) == notation.format(back), (
                "the same line deals the same position")


@pytest.mark.parametrize("game_id", every_game())
def test_a_seen_line_depends_only_on_what_its_seat_sees(game_id):
    """Any world consistent with the seat's view writes the same line: nothing hidden from
    the seat (another hand, a deck's order, the random source) gets into it."""
    hidden_somewhere = False
    for state in positions(game_id):
        for seat in range(state.num_players):
            line = notation.format_seen(state, seat)
            hidden_somewhere |= UNKNOWN in line
            for k in range(2):
                world = notation.format_seen(state.determinize(seat, Rng(101 + k)), seat)
                if " seen=" in line:
                    assert world == line, (seat, line, world)
                else:  # over and nothing hidden: the plain line, whose rng decides nothing
                    assert state.is_over() and without_rng(world) == without_rng(line)
    assert hidden_somewhere


@pytest.mark.parametrize("game_id", every_game())
def test_a_seen_line_is_today_s_line_with_unknowns_and_a_seen_word(game_id):
    """Every value a seen line writes is the plain line's but where it has a `?` (or, in
    Imhotep, the round cards still unseen; in Aton, the viewer's own hand in order of
    value); nothing but the viewer's seen word is added."""
    for state in positions(game_id):
        plain = notation.format(state).split()
        for seat in viewers(state):
            words = notation.format_seen(state, seat).split()
            if not words[-1].startswith("seen="):
                assert words == plain
                continue
            assert words[-1] in {"seen=-", f"seen={seat}"}
            assert [w.split("=")[0] for w in words[:-1]] == [w.split("=")[0] for w in plain]
            for mine, theirs in zip(words[:-1], plain, strict=True):
                key = mine.split("=")[0]
                assert mine == theirs or UNKNOWN in mine or key == "rounds" or (
                    key == "track") or (key == "hands" and own_hand_sorted(
                        mine, theirs, seat)), (key, mine, theirs)


def own_hand_sorted(mine: str, theirs: str, seat: int) -> bool:
    """Aton's hands value: the viewer's own hand written in order of value, the rest as
    the plain line has it (another hand is `?` anyway)."""
    seen_hands, plain_hands = mine.split("=")[1].split("/"), theirs.split("=")[1].split("/")
    return seen_hands[seat] == "".join(sorted(plain_hands[seat])) and all(
        a == b or UNKNOWN in a for k, (a, b) in enumerate(zip(seen_hands, plain_hands,
                                                              strict=True)) if k != seat)


def test_the_seat_at_the_screen_never_sees_another_hand_in_archaeology():
    """The hands of the other seats, the cards another seat is discarding and the dig deck
    are all `?`; the seat's own hand is written."""
    for state in positions("archaeology"):
        for seat in range(state.num_players):
            fields = dict(w.split("=", 1) for w in notation.format_seen(state, seat).split()[1:])
            hands = fields["hands"].split("/")
            for other, hand in enumerate(hands):
                if other != seat:
                    assert set(hand) <= {UNKNOWN, "-"}
            assert hands[seat] == notation.format(state).split("hands=")[1].split()[0] \
                .split("/")[seat]
            assert set(fields["deck"]) <= {UNKNOWN, "-"}
            assert fields["rng"] == UNKNOWN


@pytest.mark.parametrize("game_id", every_game())
def test_a_seen_line_after_a_move_depends_only_on_what_its_seat_sees(game_id):
    """A move played in a world the seat cannot tell from the true one, leaving it the same
    observation, writes it the same line: cards dealt to it show as it sees them, not in
    an order its hidden deck gave them."""
    engine = get_engine(game_id)
    players = engine.spec.max_players
    checked = 0
    state = engine.new_game(players, None, 3)
    rng = Rng(77)
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        mover = state.to_move()
        before = state.clone()
        state.apply(action)
        for seat in range(players):
            if seat == mover:
                continue
            line = notation.format_seen(state, seat)
            seeds = [1000 * k + checked for k in range(2)]
            for world, _events in worlds_alike_after(before, action, seat, seeds,
                                                     canonical(state.observation(seat))):
                assert notation.format_seen(world, seat) == line, (seat, line)
                checked += 1
    assert checked > 20


def test_aton_hides_the_other_hand_the_face_down_cards_and_the_deck_order():
    for state in positions("aton"):
        for seat in (0, 1):
            fields = dict(w.split("=", 1) for w in notation.format_seen(state, seat).split()[1:])
            if "seen" not in fields:
                continue
            other = 1 - seat
            assert set(fields["hands"].split("/")[other]) <= {UNKNOWN, "-"}
            if not state.revealed:
                assert set(fields["assigned"].split("/")[other]) <= {UNKNOWN, "0"}
            deck = fields["decks"].split("/")[other]
            assert UNKNOWN not in deck[:state.known_bottom[other]]
            assert set(deck[state.known_bottom[other]:]) <= {UNKNOWN, "-"}


def test_everyone_sees_the_same_pyramids_table():
    """Pyramids hides only what nobody sees (under the stacks' tops): every seat's line is
    the one for anyone at the table."""
    for state in positions("pyramids"):
        lines = {notation.format_seen(state, seat) for seat in viewers(state)}
        assert len(lines) == 1 and (state.is_over() or lines.pop().endswith(" seen=-"))


def test_imhotep_shows_the_cards_looked_at_to_the_one_keeping_one_only():
    """Market B: the player taking the face-down pair sees its cards, nobody else does."""
    options = {**get_engine("imhotep").spec.default_options(), "market": "B"}
    found = 0
    for seed in range(1, 40):
        for state in played("imhotep", 3, options, seed):
            if not state.peek:
                continue
            keeper = state.to_move()
            for seat in viewers(state):
                line = notation.format_seen(state, seat)
                peek = line.split(" peek=")[1].split()[0]
                assert (UNKNOWN not in peek) == (seat == keeper), (seat, keeper, line)
                assert seen_as(notation.parse(line), seat) == seen_as(state, seat)
            found += 1
        if found >= 3:
            return
    raise AssertionError("no game reached Market B's pair")


def hidden_line(game_id: str):
    for state in positions(game_id):
        line = notation.format_seen(state, 0)
        if line.count(UNKNOWN) > 2:
            return line
    raise AssertionError("no position hides anything")


@pytest.mark.parametrize("game_id", every_game())
def test_a_seen_line_with_a_card_too_many_or_too_few_is_refused(game_id):
    line = hidden_line(game_id)
    at = line.index(UNKNOWN + UNKNOWN) if UNKNOWN + UNKNOWN in line else line.index(
        UNKNOWN + "," + UNKNOWN)
    for changed in (line[:at] + line[at + 1:], line[:at] + UNKNOWN + line[at:]):
        with pytest.raises(IllegalAction):
            notation.parse(changed)


@pytest.mark.parametrize("game_id", every_game())
def test_a_seen_word_naming_no_seat_is_refused(game_id):
    line = hidden_line(game_id)
    for word in ("seen=9", "seen=x", "seen=-1", "seen="):
        with pytest.raises(IllegalAction, match="seen= names a seat"):
            notation.parse(line.rsplit(" ", 1)[0] + " " + word)


def test_seen_by_tells_the_viewer_of_a_line():
    state = get_engine("archaeology").new_game(3, None, 1)
    assert notation.seen_by(notation.format_seen(state, 2)) == (True, 2)
    assert notation.seen_by(notation.format_seen(state, None)) == (True, None)
    assert notation.seen_by(notation.format(state)) == (False, None)
