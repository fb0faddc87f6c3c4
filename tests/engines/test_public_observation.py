"""The public view (engines/core/public.py) holds nothing private: it is the same in every
world a seat may believe in (`determinize` from any seat redeals what that seat cannot see),
so it depends only on what every seat sees; a game with secrets and no public view refuses."""

import pytest

from engines import get_engine
from engines.core import Rng, canonical
from engines.core.public import public_observation

GAMES = [("archaeology", 2, {}), ("archaeology", 4, {}), ("aton", 2, {}),
         ("imhotep", 2, {"market": "B"}), ("imhotep", 4, {"market": "B"}),
         ("pyramids", 2, {}), ("pyramids", 4, {}), ("nim", 3, {})]  # the toy (tests/toy) too


def positions(game, players, options, seed, every=3, prefer=()):
    """Every `every`-th position of a random game (the end included), an action named in
    `prefer` taken whenever one is legal."""
    engine = get_engine(game)
    options = engine.spec.resolve_options(options)
    state = engine.new_game(players, options, seed)
    rng = Rng(seed)
    k = 0
    while not state.is_over():
        if k % every == 0:
            yield state
        legal = state.legal_actions()
        legal = [a for a in legal if a[0] in prefer] or legal
        state.apply(legal[rng.randrange(len(legal))])
        k += 1
    yield state


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_public_view_is_the_same_in_every_world_any_seat_may_believe(game, players, options):
    checked = 0
    for seed in range(7, 100):  # a short game (the toy's) is played again with other seeds
        for state in positions(game, players, options, seed=seed):
            for seat in range(players):
                public = public_observation(state, seat)
                assert public["public"] is True
                shown = canonical(public)
                for other in range(players):
                    world = state.determinize(other, Rng(checked + 1))
                    assert canonical(public_observation(world, seat)) == shown, (
                        f"{game}: seat {seat}'s public view tells what seat {other} cannot "
                        f"see")
                    checked += 1
        if checked > 100:
            break
    assert checked > 100


@pytest.mark.parametrize(("game", "players", "options"), GAMES[:3])
def test_public_view_shows_no_hand(game, players, options):
    hands_seen = 0
    for state in positions(game, players, options, seed=3):
        for seat in range(players):
            hands_seen += bool(state.observation(seat)["hand"])
            assert not public_observation(state, seat)["hand"]
    assert hands_seen  # the seats' own views did hold cards


def test_imhotep_market_b_peek_stays_face_down():
    peeks = 0
    for state in positions("imhotep", 2, {"market": "B"}, seed=11, every=1,
                           prefer=("take_pair",)):
        mover = state.to_move()
        if mover is not None and state.observation(mover)["peek"]:
            peeks += 1
            assert public_observation(state, mover)["peek"] is None
    assert peeks


class _Secretive:
    """Two seats that see different things, and no public view declared."""

    num_players = 2

    def observation(self, seat):
        return {"seat": seat, "hand": [seat]}


def test_a_game_with_secrets_and_no_public_view_refuses():
    with pytest.raises(LookupError):
        public_observation(_Secretive(), 0)
