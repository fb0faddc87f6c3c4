"""Whole moves on the table: the Hint shows every step of its move on the board and stays
while the player follows it; a turning point names what differs in the game's words, opens
from its text, and the replay viewer shows both moves on the board with the chance to win."""

import dataclasses
import time

import pygame

from engines.ai.analysis import TurningPoint
from engines.ai.hint import Hint
from engines.ai.hint_phrases import describe_move
from engines.core import Message, Replay, Seat
from scenes.archaeology import layout as archaeology_layout
from scenes.charts.analysis_charts import draw_turning_points, turning_point_text
from scenes.kit.hint_ghosts import step_marks
from scenes.pyramids.keys import drop_key
from scenes.replay import open_replay
from scenes.replay.compare import comparison_lines, draw_comparison
from tests.scenes.screens.test_results_analysis import finished_table, show_results

from .test_hint_ghosts import open_vs_bot


def table(app, game, seed=5):
    return open_vs_bot(app, game, seed)


def show(app, scene, steps):
    """Show a hint of the whole move `steps` as if the worker had answered it."""
    ply, seat = len(scene.session.replay.actions), scene.state.to_move()
    hint = Hint(steps[0], 0.5, Message("x"), Message("y"), steps=tuple(steps))
    scene.hints.shown = (ply, seat, hint)
    scene.view.prepare_hint(steps[0], steps)
    app.step([])
    return hint


def test_a_pyramids_hint_lays_the_domino_at_its_place_and_turn_and_follows_the_move(app):
    scene = table(app, "pyramids")
    state = scene.state.clone()
    take = state.legal_actions()[0]
    state.apply(take)
    place = next(a for a in state.legal_actions() if a[4] == 1)
    state.apply(place)
    steps = [take, place]
    while state.to_move() == scene.state.to_move() and state.legal_actions()[0][0] != "refill":
        action = state.legal_actions()[0]
        steps.append(action)
        state.apply(action)
    show(app, scene, steps)
    assert scene.view.hand.rotation == 1, "the domino in hand turned as the move lays it"
    source, target, _button = scene.hints.places(scene.hints.current())
    assert source == ("quarry", take[1]) and target == drop_key(place)
    assert scene.areas[target] in scene.hints.first_rects
    scene.play(take)  # the player follows the first step: the hint goes on with the next
    app.step([])
    current = scene.hints.current()
    assert current is not None and current.action == place
    scene.play(place)
    app.step([])
    if len(steps) > 2:
        assert scene.hints.current().action == steps[2]


def test_a_pyramids_hint_names_the_keys_that_turn_the_domino_from_how_it_lies_now(app):
    """The hint's turn ("turned half round") is counted from the quarry, but the domino in
    hand is already turned as the hint lays it: the line names the keys from the present
    turn, and pressing them lays the domino as hinted."""
    scene = table(app, "pyramids")
    state = scene.state.clone()
    take = state.legal_actions()[0]
    state.apply(take)
    place = next(a for a in state.legal_actions() if a[4] == 2)
    hint = show(app, scene, [take, place])
    move = describe_move("pyramids", scene.state, [take, place], on_table=True)
    scene.hints.shown = (*scene.hints.shown[:2], dataclasses.replace(hint, move=move))
    app.step([])

    def line():
        return " ".join(scene.hints.text_lines)

    assert "turned half round" in line()
    assert "the domino in hand is turned so now" in line()
    r = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")
    app.step([r])
    assert "press Shift+R once to turn it so" in line()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=pygame.KMOD_SHIFT,
                                 unicode="R")])
    assert scene.view.hand.rotation == place[4]
    assert "the domino in hand is turned so now" in line()


def test_a_long_whole_move_is_never_cut_off(app):
    """A hint of many steps in a long language wraps onto as many lines as it needs (in the
    smaller type), every word of it drawn."""
    from scenes.kit.hint_ghosts import hint_line
    from shell.language import i18n

    scene = table(app, "pyramids")
    i18n.set_language("pl")
    try:
        steps = (scene.state.legal_actions()[0],)
        hint = show(app, scene, steps)
        long = Message("{first}, then {then}", {"first": Message("word " * 60),
                                              "then": Message("last")})
        scene.hints.shown = (*scene.hints.shown[:2], Hint(hint.action, 0.5, long,
                                                          Message("y"), steps=steps))
        app.step([])
        assert len(scene.hints.text_lines) > 3
        assert " ".join(scene.hints.text_lines).split() == \
            hint_line(scene.hints.current()).split()
    finally:
        i18n.set_language("en")


def test_a_pyramids_token_step_shows_the_token_on_its_square(app):
    scene = table(app, "pyramids")
    state = scene.state.clone()
    for _ in range(200):  # a position whose move places a domino and then chooses a token
        seat = state.to_move()
        legal = state.legal_actions()
        if legal[0][0] == "place" and seat == scene.viewer:
            for place in legal:
                probe = state.clone()
                probe.apply(place)
                if probe.to_move() == seat and probe.legal_actions()[0][0] == "token":
                    break
            else:
                place = None
            if place is not None:
                break
        state.apply(legal[0])
    else:
        raise AssertionError("no token choice found")
    scene.session.state = state
    scene.refresh()  # (no frame: the bot must not move on from here)
    token = probe.legal_actions()[0]
    marks = scene.view.step_marks((place, token), 0)
    assert len(marks) == 2 and marks[1][2] is not None, "the gem token's ghost"
    squares = marks[0][1]
    assert squares.contains(marks[1][1]), "the token sits on a square of the laid domino"


def test_an_aton_hint_lays_every_card_on_its_ornament(app):
    scene = table(app, "aton")
    state = scene.state.clone()
    seat = state.to_move()
    steps = []
    while state.to_move() == seat and state.legal_actions()[-1][0] in ("keep", "assign"):
        legal = state.legal_actions()
        action = ("keep",) if ("keep",) in legal else legal[-1]
        steps.append(action)
        state.apply(action)
    assigns = [a for a in steps if a[0] == "assign"]
    assert len(assigns) == 4
    show(app, scene, steps)
    marks = step_marks(scene, steps, 0)
    targets = {m[1].center for m in marks}
    for _o, _v in [a[1:] for a in assigns]:
        assert scene.areas[("slot", seat, _o)].center in targets
    assert all(m[2] is not None for m in marks), "each card's ghost on its ornament"
    assert len(scene.hints.ghost_rects) > len(scene.hints.first_rects)


def test_an_archaeology_trade_marks_the_cards_given_and_taken(app):
    scene = table(app, "archaeology", seed=7)
    name = next(n for n, k in archaeology_layout.shown_hand(scene.obs).items() if k)
    market = next(n for n, k in scene.obs["market"].items() if k)
    steps = (("trade",), ("give", name), ("take", market), ("confirm",))
    keys = {m[0] for m in scene.view.step_marks(steps, 0)}
    assert keys == {("hand", name, 0), ("market", market)}
    assert ("hand", name, 0) in scene.areas and ("market", market) in scene.areas


def aton_point(played, preferred):
    return TurningPoint(3, 0, 0.6, 0.2, played[0], preferred[0], tuple(played),
                        tuple(preferred))


def test_a_turning_point_names_the_cell_that_differs(app):
    from engines import get_engine

    state = get_engine("aton").new_game(2, None, 1)
    point = aton_point([("place", 2, 0)], [("place", 2, 4)])
    played, preferred = turning_point_text("aton", state, point)
    assert played == "place a priest on a yellow cell of temple 2"
    assert preferred == "place a priest on a black cell of temple 2"
    same = aton_point([("place", 2, 0)], [("place", 2, 1)])
    assert turning_point_text("aton", state, same)[1] is None, "another yellow cell: agreed"
    cards = aton_point([("assign", 1, 3), ("assign", 2, 4), ("assign", 3, 1), ("assign", 4, 2)],
                       [("assign", 1, 4), ("assign", 2, 3), ("assign", 3, 1),
                        ("assign", 4, 2)])
    played, preferred = turning_point_text("aton", state, cards)
    assert played == "card 3 on cartouche 1, then card 4 on cartouche 2"
    assert preferred == "card 4 on cartouche 1, then card 3 on cartouche 2"


def test_the_turning_points_text_is_clickable(app):
    surface = pygame.Surface((400, 300))
    places = draw_turning_points(surface, pygame.Rect(0, 0, 400, 300),
                                 ["1. first line", "2. second", "3. third"], 1.0)
    assert [k for k, _r in places] == [0, 1, 2]
    assert places[0][1].bottom <= places[1][1].top
    table_scene = finished_table(app, "aton", seed=4)
    results = show_results(app, table_scene, iterations=2)
    deadline = time.monotonic() + 180
    while results.analysis is None and time.monotonic() < deadline:
        app.step([])
    app.step([])
    assert results.point_rects
    rect, point = results.point_rects[0]
    results.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center))
    viewer = app.scenes.stack[-1]
    assert viewer is not results and viewer.position == point.ply
    assert viewer.comparison is not None and viewer.comparison.ply == point.ply
    viewer.animator.clear()
    surface = pygame.Surface(app.size)
    assert draw_comparison(surface, viewer) is not None, "both moves shown at the point"
    viewer.go_to(point.ply + 1)
    assert draw_comparison(surface, viewer) is None, "a step away, the board is the game's"


def test_the_viewer_shows_both_moves_on_the_board(app):
    replay = Replay("aton", {}, [Seat("Ann", "human"), Seat("Bot", "easy")], 1, [])
    from engines import get_engine

    state = get_engine("aton").new_game(2, None, 1)
    seat = state.to_move()
    while state.to_move() == seat and state.legal_actions()[-1][0] in ("keep", "assign"):
        action = state.legal_actions()[-1]
        replay.actions.append(action)
        state.apply(action)
    viewer = open_replay(app, replay, at_action=0, seat=seat)
    app.step([])
    played = tuple(replay.actions)
    preferred = (("keep",), ("assign", 1, 4)) if ("keep",) in played else played
    viewer.comparison = TurningPoint(0, seat, 0.5, 0.3, played[0], preferred[0], played,
                                     preferred)
    surface = pygame.Surface(app.size)
    box = draw_comparison(surface, viewer)
    assert box is not None and viewer.table_rect.contains(box)
    # playtest finding 10: when and who, the white being the outline's (not a player's
    # colour), both moves quoted, the chance named; the replay counts steps played
    when, said, advice, chance = comparison_lines(viewer, viewer.comparison)
    assert when == f"Round 1, to move: {viewer.session.name(seat)}"
    assert said.startswith("Played (white outline): “") and said.endswith("”.")
    assert advice.startswith(("The bot would have played (gold): “", "The bot agrees."))
    assert chance == "Chance to win: 30% with the move played, 50% with the bot's."
    assert viewer.prompt().startswith(f"Replay: 0 of {len(replay.actions)} steps played")
    assert step_marks(viewer, played, 0), "the played move is drawn on the board"
