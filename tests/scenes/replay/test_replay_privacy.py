"""The replay viewer of a game that is not over shows no seat's private view to someone who
may not be that seat: with two people playing, only what every player may see (the engine's
public view), whatever view key is pressed; with one person, that person's view only; a
finished game keeps the free choice of views and all cards open. The unfinished save is
opened as a player would: a click on its row of the Load screen, a click on Watch replay.
Every game with secrets (the registry's and the toy, tests/toy) is checked."""

from collections.abc import Callable
from typing import NamedTuple

import pygame
import pytest

from engines import get_engine
from engines.core import Replay, Rng, Seat, canonical
from engines.core.public import public_observation
from scenes.replay.viewer import OPEN, OWN, PUBLIC
from scenes.screens.load import LoadScene
from shell.store import saves
from tests.scenes.mouse import click
from tests.toy import engine_of, every_game

VIEW_KEYS = (pygame.K_TAB, pygame.K_v, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4,
             pygame.K_a)
NAMES = ("Anna", "Boris", "Clara", "Dmitri")


def peeking(state) -> bool:
    mover = state.to_move()
    return mover is not None and bool(state.observation(mover)["peek"])


class Unfinished(NamedTuple):
    """Where a game's unfinished save stops: after `moves` random legal actions (None:
    halfway through a random game from the deal; those named in `prefer` first), or at the
    first position where `until(state)` holds."""

    options: dict = {}
    moves: int | None = None
    prefer: tuple = ()
    until: Callable | None = None


UNFINISHED = {  # a game with a position to stop at (the others stop halfway)
    "archaeology": Unfinished(moves=60),
    "aton": Unfinished(moves=45),
    "imhotep": Unfinished({"market": "B"}, prefer=("take_pair",), until=peeking),  # a peek
}


def keeps_secrets(game: str) -> bool:
    """The game's seats may see different things: its state says what is public
    (engines/core/public.py; a game without `public_observation` is checked to have none)."""
    engine = engine_of(game)
    state = engine.new_game(engine.spec.min_players, {}, 0)
    return callable(getattr(state, "public_observation", None))


SECRET_GAMES = [game for game in every_game() if keeps_secrets(game)]


def played(game, kinds, seed, moves, options=None, prefer=(), until=None):
    """A replay of `moves` random legal actions (those named in `prefer` first; with
    `until`, stopping at the first position where until(state) holds)."""
    engine = get_engine(game)
    options = engine.spec.resolve_options(options or {})
    state = engine.new_game(len(kinds), options, seed)
    rng, actions = Rng(seed), []
    while not state.is_over() and (until(state) is False if until else len(actions) < moves):
        legal = state.legal_actions()
        legal = [a for a in legal if a[0] in prefer] or legal
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        actions.append(action)
    seats = [Seat(NAMES[k], kind) for k, kind in enumerate(kinds)]
    return Replay(game, options, seats, seed, actions), state


def halfway(game, kinds, seed, options=None, prefer=()) -> int:
    """Half the actions of the random game `played` makes from this deal to its end."""
    whole, _state = played(game, kinds, seed, 10_000, options, prefer)
    return len(whole.actions) // 2


def unfinished_save(game, kinds, seed=5):
    where = UNFINISHED.get(game, Unfinished())
    moves = where.moves
    if moves is None and where.until is None:
        moves = halfway(game, kinds, seed, where.options, where.prefer)
    replay, state = played(game, kinds, seed, moves or 0, where.options, where.prefer,
                           until=where.until)
    assert not state.is_over()
    return saves.autosave(replay), state


def watch_through_the_load_screen(app):
    """Click the first row of the Load screen, then Watch replay; the viewer it opens."""
    load = LoadScene(app)
    app.scenes.push(load)
    load.finish_reading()  # as a player waits for the rows to show
    app.step([])
    _index, row = load.rows[0]
    click(app, row.center)
    assert load.selected == 0
    click(app, load.replay_button.rect.center)
    app.step()  # the button's press, posted by the UI
    viewer = app.scenes.top
    assert viewer is not load and viewer.read_only
    return viewer


def key(app, k):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def frame(viewer):
    """The viewer's whole picture (painted whole on a surface of its own)."""
    surface = pygame.Surface(viewer.size)
    viewer.frames.forget()
    viewer.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def worlds(state, seed):
    """The state and, for every seat, a world that seat may believe in (the other seats'
    hands and everything it has not seen dealt anew)."""
    return [state] + [state.determinize(seat, Rng(seed + seat)) for seat in
                      range(state.num_players)]


def private(state, seat) -> bool:
    """`seat` sees something not every player sees."""
    own = canonical(state.observation(seat))
    shared = dict(public_observation(state, seat))
    shared.pop("public")
    return own != canonical(shared)


@pytest.mark.parametrize("game", SECRET_GAMES)
def test_an_unfinished_two_player_save_shows_no_hand_at_any_move_in_any_view(app, game):
    app.settings.animation_speed = 0.0
    _path, _state = unfinished_save(game, ["human", "human"])
    viewer = watch_through_the_load_screen(app)
    assert viewer.rule == PUBLIC and viewer.position == 0
    seat = viewer.viewer
    hands = 0
    while True:
        k = viewer.position
        truth = viewer.timeline.state_at(k)
        hands += sum(private(truth, s) for s in range(truth.num_players))
        shown = canonical(viewer.obs)
        # what is drawn is the same in every world a seat may believe in: it holds nothing
        # any seat cannot see
        for world in worlds(truth, k):
            assert canonical(public_observation(world, seat)) == shown
        assert not viewer.obs.get("hand") and not viewer.obs.get("peek")
        for view_key in VIEW_KEYS:
            key(app, view_key)
            assert canonical(viewer.obs) == shown and viewer.viewer == seat
            assert not viewer.all_open
        if k % 15 == 0 or k == len(viewer.timeline):  # the picture, not only the data
            picture = frame(viewer)
            for world in worlds(truth, k)[1:]:
                viewer.session.state = world
                viewer.refresh()
                assert frame(viewer) == picture, f"move {k}: the frame shows a hidden card"
            viewer.put(k)
        if k == len(viewer.timeline):
            break
        key(app, pygame.K_RIGHT)
        assert viewer.position == k + 1
    assert hands, "the seats held private cards the viewer did not show"
    assert "not over" in viewer.toast.text


def test_the_log_of_an_unfinished_two_player_game_keeps_each_dig_secret(app):
    app.settings.animation_speed = 0.0
    unfinished_save("archaeology", ["human", "human"])
    viewer = watch_through_the_load_screen(app)
    key(app, pygame.K_END)
    lines = [text for text, _seat in viewer.log.lines]
    assert any("digs up a treasure" in text for text in lines)
    assert not any("digs up:" in text for text in lines), "a dug card is named in the log"


@pytest.mark.parametrize("game", SECRET_GAMES)
def test_with_one_person_the_replay_shows_only_that_persons_view(app, game):
    app.settings.animation_speed = 0.0
    unfinished_save(game, ["easy", "human"])
    viewer = watch_through_the_load_screen(app)
    assert viewer.rule == OWN and viewer.viewer == 1
    while viewer.position < len(viewer.timeline):
        for view_key in VIEW_KEYS:
            key(app, view_key)
            assert viewer.viewer == 1 and not viewer.all_open
            assert canonical(viewer.obs) == canonical(viewer.state.observation(1))
        key(app, pygame.K_RIGHT)
    assert "Boris" in viewer.toast.text


def test_with_one_person_the_log_names_that_persons_digs_only(app):
    app.settings.animation_speed = 0.0
    unfinished_save("archaeology", ["easy", "human"])
    viewer = watch_through_the_load_screen(app)
    key(app, pygame.K_END)
    named = [text for text, _seat in viewer.log.lines if "digs up:" in text]
    assert named and all(text.startswith("Boris") for text in named)  # Boris's own digs


def test_the_view_button_of_a_game_not_over_is_off_and_its_tooltip_says_why(app):
    """The view cannot change, so its button cannot be pressed, and says why when pointed
    at; a finished game's button changes the view and says so."""
    unfinished_save("archaeology", ["human", "human"])
    viewer = watch_through_the_load_screen(app)
    assert viewer.view_button.text == "Open cards"
    assert not viewer.view_button.is_enabled
    assert viewer.view_button.tool_tip_text == ("The game is not over: its replay shows only "
                                                "what every player may see.")
    app.scenes.pop()
    replay, state = played("archaeology", ["human", "human"], 9, 10_000)
    saves.autosave(replay)
    viewer = watch_through_the_load_screen(app)
    assert viewer.view_button.is_enabled
    assert viewer.view_button.tool_tip_text == "Show the next player's view (V)"


def test_a_finished_hotseat_game_keeps_every_view_and_all_cards_open(app):
    replay, state = played("archaeology", ["human", "human"], 9, 10_000)
    assert state.is_over()
    saves.autosave(replay)
    viewer = watch_through_the_load_screen(app)
    assert viewer.rule == OPEN
    for _k in range(10):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_2)
    assert viewer.viewer == 1 and viewer.obs == viewer.state.observation(1)
    assert viewer.obs["hand"], "Boris's hand is shown once the game is over"
    key(app, pygame.K_a)
    assert viewer.all_open


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
@pytest.mark.parametrize(("game", "kinds"), (("archaeology", ["human", "human"]),
                                             ("aton", ["human", "human"]),
                                             ("archaeology", ["easy", "human"])))
def test_the_replay_of_a_game_not_over_fits_the_smallest_window(tmp_path, lang, game, kinds):
    from scenes.navigator import Navigator
    from scenes.replay import open_replay
    from shell.app import App
    from shell.language import i18n
    from shell.store.settings import Settings
    from tests.scenes import textfit

    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640),
              navigator=Navigator())
    try:
        i18n.set_language(lang)
        replay, _state = played(game, kinds, 5, 30)
        if "easy" in kinds:  # the toast names the one person
            replay.seats[1] = Seat("Alexandra", "human")
        viewer = open_replay(app, replay)
        viewer.rebuild()
        key(app, pygame.K_v)  # the reason the view stays, in a toast
        assert viewer.toast.visible
        problems, _shown = textfit.frame_problems(app, viewer)
        assert problems == []
    finally:
        app.shutdown()
