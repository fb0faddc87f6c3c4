"""The results name why a game went to its winners where the score alone does not say: a
Pyramids elimination (a 0-0 win), Aton's instant wins, and the tie-breaks of Pyramids,
Imhotep and Archaeology; a game won on points says nothing more."""

from engines import get_engine
from engines.ai.hint_phrases import phrasing
from engines.aton.state import END_AFTER_SCORING, END_ROUND_LIMIT, MAX_ROUNDS
from engines.core import Rng, Seat
from scenes.game_start import start_new_game
from scenes.screens.results import ResultsScene
from shell.language import i18n
from tests.engines.aton.helpers import RED, fill_temple, fresh, play_cards


def random_game(game, players, seed):
    state = get_engine(game).new_game(players, None, seed)
    rng = Rng(seed)
    actions = []
    while not state.is_over():
        legal = state.legal_actions()
        actions.append(legal[rng.randrange(len(legal))])
        state.apply(actions[-1])
    return state, actions


def ending(game, state):
    return [m.english() for m in phrasing(game).ending(state)]


def test_a_pyramids_elimination_is_named_with_the_last_player_left():
    state, _ = random_game("pyramids", 2, 0)
    assert state.scores() == [0, 0] and state.winners() == [0]
    assert ending("pyramids", state) == [
        "1 was eliminated on level 1 (too few single-tile cards to fill the holes), so 0 wins "
        "as the last player left."]
    four, _ = random_game("pyramids", 4, 6)
    assert sum(p.eliminated for p in four.pyramids) == 3
    assert ending("pyramids", four) == [
        f"The others were eliminated (too few single-tile cards to fill the holes), so "
        f"{four.winners()[0]} wins as the last player left."]
    out = [seat for seat, p in enumerate(four.pyramids) if p.eliminated]
    four.pyramids[out[0]].eliminated = False  # two left: play would have gone on
    assert ending("pyramids", four)[:2] == [
        f"{seat} was eliminated on level 1 (too few single-tile cards to fill the holes) and "
        "cannot win." for seat in out[1:]]


def test_a_pyramids_tie_on_points_names_the_tie_break():
    """Both at 0 points and not eliminated: fewer single-tile cards used wins, then the best
    single level."""
    state, _ = random_game("pyramids", 2, 0)
    for p in state.pyramids:
        p.eliminated = False
    assert len(state.pyramids[0].cards) == len(state.pyramids[1].cards) == 3
    state.pyramids[1].cards.pop()
    assert state.winners() == [1]
    assert ending("pyramids", state) == ["Tied on points: 1 used fewer single-tile cards."]
    state.pyramids[0].cards.pop()
    state.pyramids[0].results += [((), 0, 2), ((), 0, 0)]
    state.pyramids[1].results += [((), 0, 1), ((), 0, 1)]
    assert state.scores() == [2, 2] and state.winners() == [0]
    assert ending("pyramids", state) == [
        "Tied on points and single-tile cards: 0 scored the best single level."]


def test_aton_instant_wins_are_named():
    state = fill_temple(fresh(), RED, 2, 11)
    state, _ = play_cards(state, [1, 1, 2, 3], [4, 2, 1, 1])
    state.apply(("place", 2, 11))
    assert state.scores() == [0, 6]
    assert ending("aton", state) == ["0 wins at once: A full temple (temple 2)."]
    state.end_reason, state.end_temple = END_ROUND_LIMIT, None
    assert ending("aton", state) == [
        f"The game stopped after round {MAX_ROUNDS}, the round limit, with nobody at 40 "
        "points: the higher total wins."]
    state.end_reason = END_AFTER_SCORING
    assert ending("aton", state) == []  # won on points after a scoring


def test_tie_breaks_of_imhotep_and_archaeology():
    imhotep, _ = random_game("imhotep", 2, 1)
    imhotep.points = [[10], [10]]
    imhotep.sled = [3, 1]
    assert imhotep.winners() == [0]
    assert ending("imhotep", imhotep) == ["Tied on points: 0 has more stones on the sled."]
    imhotep.sled = [1, 1]
    assert ending("imhotep", imhotep) == []  # a shared win: the title says it
    imhotep.points = [[12], [10]]
    assert ending("imhotep", imhotep) == []  # won on points
    dig, _ = random_game("archaeology", 2, 1)
    dig.money, dig.sold = [20, 20], [5, 7]
    assert ending("archaeology", dig) == ["Tied on money: 0 sold fewer cards."]


def test_the_results_screen_shows_the_reason_under_the_title(app):
    app.settings.animation_speed = 0.0
    app.use_bot_process = False
    table = start_new_game(app, "pyramids", seats=[Seat("Ann", "human"), Seat("Ramses", "easy")],
                           seed=0, autosave=False)
    app.step([])
    _, actions = random_game("pyramids", 2, 0)
    for action in actions:
        table.session.apply(action)
    table.results_shown = True
    table.refresh()
    assert table.state.is_over()
    results = ResultsScene(app, table)
    results.analysis_iterations = 2
    app.scenes.push(results)
    app.step([])
    lines = " ".join(results.ending_lines())
    assert results.title() == "Ann wins!"
    assert lines == ("Ramses was eliminated on level 1 (too few single-tile cards to fill the "
                     "holes), so Ann wins as the last player left.")
    assert results.content_top() > results.title_bottom() + 2 * len(results.ending_lines())
    i18n.set_language("ru")
    try:
        assert "Ramses выбывает на уровне\u00a01" in " ".join(results.ending_lines())
        assert "побеждает Ann" in " ".join(results.ending_lines())
    finally:
        i18n.set_language("en")
