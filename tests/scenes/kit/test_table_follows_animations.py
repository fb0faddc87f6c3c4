"""The table tells what has landed, not what is decided: the prompt naming the person to move
shows once the last move before it has landed, and the side panel's scores change with the
animation that scores (never before it); a bot is said to think only until its move is
decided, then to play until that move has landed; after a keyboard move the focus is on
something to play; Esc closes what lies on top of the table before it leaves."""

import random

import pygame
import pytest

from engines import get_engine
from engines.core import Seat
from engines.registry import game_ids
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from shell.app import App
from shell.store.settings import Settings
from shell.ui.keyplay import PanelButton
from tests.frame_clock import FrameClock
from tests.scenes.key_driver import ENTER, ESC, TAB, key


class InstantBots:
    """A bot worker that answers at once with a seeded random legal action; `decided`: the
    keys (plies) of the decisions handed to the table so far. While `holding`, an answer
    waits (the bot thinks) until `holding` is turned off."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.answer = None
        self.busy = False
        self.pending_key = None
        self.decided: set = set()
        self.holding = False

    def request(self, game_id, state, seat, level, seed, key=None):
        if level == "hint":  # a test gives the hint (`open_hint`)
            self.answer = None
            return
        self.answer = (key, self.rng.choice(state.legal_actions()))

    def poll(self):
        if self.holding:
            return None
        answer, self.answer = self.answer, None
        if answer is not None:
            self.decided.add(answer[0])
        return answer

    def cancel(self):
        self.answer = None

    def progress(self):
        """Never a long think: the answer comes at once."""
        return None


@pytest.fixture
def app(tmp_path, monkeypatch):
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
                      navigator=Navigator())
    application.clock = FrameClock()  # every frame lasts 1/60 s, whatever the machine
    bots = InstantBots(7)
    monkeypatch.setattr(application, "bot_worker", lambda: bots)
    yield application
    application.shutdown()


def imhotep_with_bots(app):
    """Anna against three bots at 4 players, animations at their normal speed."""
    app.settings.animation_speed = 1.0
    seats = [Seat("Anna", "human")] + [Seat(name, "easy")
                                       for name in ("Ramses", "Hatshepsut", "Khufu")]
    scene = start_new_game(app, "imhotep", seats=seats, seed=11, autosave=False)
    app.step([])
    return scene


def count_landings(animator) -> list[int]:
    """[steps finished so far] of `animator`, counted as they finish."""
    landed = [0]
    finish = animator._finish_current

    def counted():
        landed[0] += 1
        finish()
    animator._finish_current = counted
    return landed


NAMES = ("Anna", "Bea", "Ramses", "Khufu")


def game_with_bots(app, game, people):
    """`people` people (Anna, Bea) against bots, as many seats as the game allows up to
    four, animations at their normal speed."""
    app.settings.animation_speed = 1.0
    count = min(4, get_engine(game).spec.max_players)
    seats = [Seat(NAMES[k], "human" if k < people else "easy") for k in range(count)]
    scene = start_new_game(app, game, seats=seats, seed=5, autosave=False)
    app.step([])
    return scene


def recording_movers(scene) -> list[int]:
    """[the seat of each move played], appended as the table plays it."""
    movers: list[int] = []
    play = scene.play

    def recorded(action):
        seat = scene.state.to_move()
        played = play(action)
        if played:
            movers.append(seat)
        return played
    scene.play = recorded
    return movers


@pytest.mark.parametrize("people", [1, 2], ids=["bots", "hot-seat"])
@pytest.mark.parametrize("game", game_ids())
def test_while_a_move_lands_the_table_still_shows_who_made_it(app, game, people):
    """Every game, against bots and hot-seat: while a bot's move animates the prompt says
    that bot plays and the panel marks that bot (not the next seat, not "thinking"); while
    a person's move animates the panel marks that person; no person's turn is told and no
    score changes before the animation that brings it lands."""
    scene = game_with_bots(app, game, people)
    bots = app.bot_worker()
    movers = recording_movers(scene)
    finished = count_landings(scene.animator)
    rng = random.Random(3)
    checked = {"person": 0}
    if not all(scene.session.is_human(seat) for seat in range(scene.state.num_players)):
        checked["bot"] = checked["decided"] = 0
    for _frame in range(2500):
        if scene.state.is_over() or min(checked.values()) > 60:
            break
        if scene.cover_showing:
            scene.lift_cover()
        mover = scene.state.to_move()
        if scene.session.is_human(mover) and not scene.animator.busy:
            assert scene.prompt_text == scene.view.turn_prompt(
                mover, scene.session.name(mover)), "all landed: the person's turn is told"
            scene.play(rng.choice(scene.state.legal_actions()))
            continue
        landed_before, shown = finished[0], scene.obs_scores()
        app.step([])
        if scene.obs_scores() != shown and finished[0] == landed_before:
            pytest.fail("a score changed on the panel in a frame no animation landed in")
        if scene.cover_showing:
            continue
        if not scene.animator.busy:
            bot = scene.state.to_move()
            if bot is None or scene.session.is_human(bot) \
                    or scene.session.ply not in bots.decided:
                continue
            checked["decided"] += 1
            name = scene.session.name(bot)
            assert scene.prompt_text == f"{name} plays…", \
                f"{name}'s move is decided: {scene.prompt_text!r}"
            assert scene.panel.facts.mover() == bot, f"the panel marks {name}, who plays"
            assert "thinking" not in scene.panel.detail(bot, True), \
                f"{name}'s row says it thinks after its move was decided"
            continue
        if not movers:
            continue
        seat, name = movers[-1], scene.session.name(movers[-1])
        assert scene.panel.facts.mover() == seat, \
            f"{name}'s move still lands: the panel marks {name}"
        row = scene.panel.detail(seat, True)
        if scene.session.is_human(seat):
            checked["person"] += 1
            continue
        checked["bot"] += 1
        assert scene.prompt_text == f"{name} plays…", scene.prompt_text
        assert "thinking" not in row, f"{name}'s row says it thinks while its move lands"
        to_move = scene.state.to_move()
        if to_move is not None and scene.session.is_human(to_move):
            assert scene.prompt_text != scene.view.turn_prompt(
                to_move, scene.session.name(to_move))
            assert all(not button.visible for button in scene.choice_buttons)
            assert not scene.interaction.lit_targets(), "no target glows before it lands"
    assert min(checked.values()) > 20, checked


def test_a_bot_is_said_to_think_until_its_move_is_decided_then_to_play(app):
    """Imhotep, Ramses (a bot) to move first: while his decision has not come, the prompt and
    his row say that he thinks; from the frame it comes, the prompt says that he plays (also
    while his move waits for the watchable pace) and his row stops saying that he thinks."""
    app.settings.animation_speed = 1.0
    bots = app.bot_worker()
    bots.holding = True  # Ramses thinks for as long as the test wants
    seats = [Seat("Ramses", "easy"), Seat("Anna", "human"), Seat("Khufu", "easy")]
    scene = start_new_game(app, "imhotep", seats=seats, seed=11, autosave=False)
    for _frame in range(10):  # less than the watchable pace (BOT_PAUSE)
        app.step([])
        assert scene.state.to_move() == 0
        assert scene.prompt_text == scene.view.bot_prompt(0, "Ramses") == "Ramses is thinking…"
        assert scene.panel.detail(0, True).startswith("thinking")
    bots.holding = False  # the decision comes
    app.step([])
    assert scene.state.to_move() == 0, "decided, not played yet (the watchable pace)"
    assert scene.prompt_text == "Ramses plays…"
    assert scene.panel.facts.mover() == 0
    assert "thinking" not in scene.panel.detail(0, True)
    for _frame in range(60):  # played: his move lands with the same prompt
        app.step([])
        if scene.state.to_move() != 0:
            break
    assert scene.state.to_move() != 0 and scene.animator.busy
    assert scene.prompt_text == "Ramses plays…" and scene.panel.facts.mover() == 0


def focused(scene):
    return scene.keyboard.play.current(scene.keyboard.table())


@pytest.mark.parametrize("game", game_ids())
def test_after_a_keyboard_move_the_focus_is_on_something_to_play(app, game):
    """Every game against bots, played by Enter alone: whenever it is Anna's turn the focus
    is on something to play, never on a side panel's button (Enter would press it)."""
    scene = game_with_bots(app, game, 1)
    app.step([TAB])  # the focus shows
    turns = 0
    for _frame in range(6000):
        if scene.state.is_over() or turns >= 6:
            break
        if scene.state.to_move() != 0 or scene.animator.busy:
            app.step([])
            continue
        spot = focused(scene)
        assert not isinstance(spot.key, PanelButton), \
            f"Anna's turn: the focus is on the side panel's {spot.key.name}"
        turns += 1
        plies = len(scene.session.replay.actions)
        for _press in range(20):  # Enter until a move is made
            if len(scene.session.replay.actions) != plies:
                break
            app.step([ENTER])
        assert len(scene.session.replay.actions) != plies, "Enter made no move"
    assert turns >= 6


def open_hint(app, scene):
    """A hint for Anna, shown (the worker answers with a Hint of the first legal move)."""
    from engines.ai.hint import Hint
    from engines.core.errors import message

    action = scene.state.legal_actions()[0]
    hint = Hint(action=action, steps=(action,), win=0.5, move=message("Play"),
                reason=message("Why"))
    scene.hints.request()
    bots = app.bot_worker()
    bots.answer = (("hint", len(scene.session.replay.actions)), hint.to_json())
    app.step([])
    assert scene.hints.current() is not None


def test_esc_closes_the_hint_then_a_tooltip_and_only_then_leaves(app):
    scene = imhotep_with_bots(app)
    open_hint(app, scene)
    app.step([ESC])
    assert app.scenes.top is scene, "Esc with a hint open stays at the table"
    assert scene.hints.current() is None, "and closes the hint"
    app.step([TAB])  # the focus shows, with its spot's tooltip
    assert scene.tooltips.showing
    app.step([ESC])
    assert app.scenes.top is scene and not scene.tooltips.showing
    app.step([key(pygame.K_h, unicode="h")])  # H shows the hint put away again
    assert scene.hints.current() is not None
    app.step([ESC, ESC])
    assert app.scenes.top is not scene, "with nothing on top, Esc leaves the table"
