"""Hot-seat through the real table scene: no drawn frame shows a seat's private
view while another seat's cover is due, and undo takes back only the own move.

Every game (the registry's and the toy, tests/toy) is played by as many people as it allows,
from the first frame to the end: random legal moves, the cover clicked away by the seat it
names, takes-back on the cover and undos on the panel now and then, and a save loaded
mid-game (see hotseat_driver.py for what every frame is checked against, the prompt naming
each person whose turn comes included).
"""

import pygame
import pytest

from engines.core import Rng, Seat, canonical
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from shell.app import App
from shell.store.settings import Settings
from tests.scenes.hotseat_driver import CTRL_Z, HotSeatDriver
from tests.toy import engine_of, every_game

NAMES = ("Anna", "Boris", "Clara", "Dmitri")
SECRET_OPTIONS = {"imhotep": {"market": "B"}}  # a game whose secrets come with an option
SIMULTANEOUS = {"aton": "assign", "archaeology": "discard"}  # blind choices, seat by seat
LOAD_AT = 25  # the save is loaded after this many moves (a short game: halfway)


@pytest.fixture
def app(tmp_path):
    """The app at the smallest window it supports (cheaper frames; the cover fits there)."""
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640),
                      navigator=Navigator())
    yield application
    application.shutdown()


def seats(kinds):
    return [Seat(name, kind) for name, kind in zip(NAMES, kinds, strict=False)]


def start(app, game_id, kinds, seed, options=None):
    app.settings.animation_speed = 0.0
    return start_new_game(app, game_id, seats=seats(kinds), seed=seed, options=options,
                          autosave=False)


def drives():
    """(game, players, seed): every game at each number of people it allows."""
    for game in every_game():
        spec = engine_of(game).spec
        for players in range(spec.min_players, spec.max_players + 1):
            yield game, players, 2 * players - 1


def random_length(game_id, players, seed, options) -> int:
    """The actions of a random game from the same deal: how long the game runs."""
    engine = engine_of(game_id)
    state = engine.new_game(players, engine.spec.resolve_options(options), seed)
    rng, length = Rng(seed), 0
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        length += 1
    return length


def hands_from_the_start(scene) -> bool:
    """The seats see different tables from the first move: a hand no other seat sees."""
    view, state = scene.view, scene.state
    return len({canonical(view.shared_view(state.observation(seat)))
                for seat in range(state.num_players)}) > 1


@pytest.mark.parametrize("game_id, players, seed", list(drives()))
def test_no_frame_shows_a_private_view_before_its_cover(app, tmp_path, game_id, players, seed):
    options = SECRET_OPTIONS.get(game_id)
    scene = start(app, game_id, ["human"] * players, seed, options=options)
    secret = hands_from_the_start(scene)
    driver = HotSeatDriver(app, scene, seed)
    driver.step()
    if secret:
        assert driver.scene.cover_showing, "the first player's hand is covered at the start"
    load_at = min(LOAD_AT, random_length(game_id, players, seed, options or {}) // 2)
    actions = driver.play(load_at=load_at, tmp_path=tmp_path)
    scene = driver.scene
    assert scene.state.is_over(), "the game was played to its end"
    assert driver.frames > actions, "every move was drawn"
    deciders = set().union(*driver.decisions.values())
    assert deciders == set(range(players)), "every person made decisions"
    assert driver.turns_named > min(3 * players, actions // 2), \
        "the prompt named each person whose turn came"
    if secret:
        assert driver.covers["start"] == 1 and driver.covers["load"] == 1
        assert driver.covers["turn"] > min(5, actions // 3) and driver.covers["undo"] >= 1
        assert driver.cover_frames > min(5, actions // 3)
    if game_id in SIMULTANEOUS:  # the blind choices were made, seat by seat, in the drive
        assert driver.decisions[SIMULTANEOUS[game_id]] >= {players - 1}
    # never after the game has ended
    assert scene.session.undo_owner() is None
    assert not scene.buttons.undo.is_enabled


def test_with_animations_the_cover_waits_and_frames_show_the_last_players_view(app):
    scene = start(app, "archaeology", ["human", "human"], 6)
    app.settings.animation_speed = 1.0
    driver = HotSeatDriver(app, scene, 6, undo_chance=0)
    driver.step()
    driver.play(max_actions=40)
    assert driver.covers["turn"] >= 2
    assert driver.frames > 3 * 40, "the moves were animated over several frames"
    assert driver.pre_cover_frames > 10, "the cover waited for the last move's animation"


def test_aton_blind_assignments_are_each_made_behind_a_cover(app, tmp_path):
    driver = HotSeatDriver(app, start(app, "aton", ["human", "human"], 8), 8, undo_chance=0)
    driver.step()
    driver.play(max_actions=30)
    assert driver.decisions.get("assign") == {0, 1}


def test_archaeology_with_a_bot_between_two_people(app, tmp_path):
    scene = start(app, "archaeology", ["human", "easy", "human"], 11)
    driver = HotSeatDriver(app, scene, 11)
    driver.step()
    assert scene.cover_showing and scene.covered_for == 0
    driver.play(max_actions=60)
    assert driver.covers["turn"] >= 2


def test_the_next_player_cannot_undo_anothers_move(app):
    scene = start(app, "archaeology", ["human", "human"], 4)
    driver = HotSeatDriver(app, scene, 4, undo_chance=0)
    driver.step()
    first = scene.covered_for
    second = 1 - first
    driver.lift_cover()
    scene.play(("dig",))
    driver.step()
    while scene.covered_for is None:  # the first player's turn goes on until they end it
        legal = scene.state.legal_actions()
        scene.play(("end_turn",) if ("end_turn",) in legal else legal[0])
        driver.step()
    assert scene.covered_for == second and scene.cover_showing
    assert scene.session.undo_owner() == first and scene.takeback_offered()
    driver.lift_cover()
    assert scene.screen_holder == second and not scene.buttons.undo.is_enabled
    assert not scene.takeback_offered()
    before = list(scene.session.replay.actions)
    driver.refused_undo()  # Ctrl+Z
    scene.undo()
    assert scene.session.replay.actions == before, "the second cannot take back the first's"
    assert not any("takes back" in text for text, _seat in scene.log.lines)
    scene.play(("dig",))  # a card is drawn: nothing before it can be taken back
    driver.step()
    assert scene.session.undo_owner() is None and not scene.buttons.undo.is_enabled


def test_undo_on_the_cover_takes_back_anna_move_and_covers_for_anna(app):
    scene = start(app, "aton", ["human", "human"], 4)
    driver = HotSeatDriver(app, scene, 4, undo_chance=0)
    driver.step()
    driver.lift_cover()  # Anna (red) at the screen
    scene.play(("keep",))
    driver.step()
    for ornament, value in enumerate(list(scene.obs["hand"]), start=1):
        scene.play(("assign", ornament, value))
        driver.step()
    assert scene.cover_showing and scene.covered_for == 1
    assert scene.takeback_offered()
    driver.take_back_on_cover()
    assert scene.state.to_move() == 0 and scene.covered_for == 0
    assert scene.log.lines[-1] == ("Anna takes back a move.", 0)
    assert scene.cover.note == "Anna takes back a move.", "the cover says why it is up again"
    driver.lift_cover()
    assert scene.cover.note == ""
    assert scene.viewer == 0 and scene.obs["assignment"].count(None) == 1
    # her own move again, at the screen: the panel's undo takes back the next one
    assert scene.buttons.undo.is_enabled
    driver.undo_on_panel()
    assert scene.obs["assignment"].count(None) == 2 and scene.covered_for is None


def test_ctrl_z_on_the_cover_takes_back_and_space_lifts_the_next_cover(app):
    scene = start(app, "aton", ["human", "human"], 4)
    driver = HotSeatDriver(app, scene, 4, undo_chance=0)
    driver.step()
    driver.lift_cover()
    scene.play(("keep",))
    for ornament, value in enumerate(list(scene.obs["hand"]), start=1):
        scene.play(("assign", ornament, value))
    driver.step()
    assert scene.cover_showing and scene.covered_for == 1
    driver.step([pygame.event.Event(pygame.KEYDOWN, **CTRL_Z)])
    assert scene.state.to_move() == 0 and scene.cover_showing and scene.covered_for == 0
    assert scene.drawn_viewer is None, "after the undo the cover is up, for red"
    driver.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                    scancode=0)])
    assert scene.covered_for is None and scene.drawn_viewer == 0


def test_esc_on_the_cover_leaves_the_table_without_showing_it(app):
    scene = start(app, "archaeology", ["human", "human"], 4)
    driver = HotSeatDriver(app, scene, 4)
    driver.step()
    assert scene.cover_showing
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                 scancode=0)])
    assert app.scenes.top is not scene and scene.drawn_viewer is None


def test_against_a_bot_undo_takes_back_the_bots_reply_too(app):
    scene = start(app, "imhotep", ["human", "easy"], 4)
    driver = HotSeatDriver(app, scene, 4)
    driver.step()
    assert scene.screen_holder == 0 and scene.covered_for is None  # one human: no cover
    while scene.state.to_move() != 0:
        driver.step()
    before = scene.state.clone()
    scene.play(("get_stones",))
    for _frame in range(600):  # the bot replies
        driver.step()
        if scene.state.to_move() == 0:
            break
    assert len(scene.session.replay.actions) >= 2 and scene.session.movers[-1] == 1
    assert scene.buttons.undo.is_enabled
    driver.undo_on_panel()
    assert scene.state == before
    assert scene.log.lines[-1] == ("Anna takes back a move.", 0)


def test_a_bot_moving_first_plays_under_the_start_cover(app):
    scene = start(app, "archaeology", ["easy", "human", "human"], 2)
    assert scene.state.to_move() == 0
    driver = HotSeatDriver(app, scene, 2)
    driver.step()
    assert scene.cover_showing and scene.covered_for == 1, "the next human's name"
    driver.play(max_actions=20)
    assert driver.covers["start"] == 1 and driver.covers["turn"] >= 1
