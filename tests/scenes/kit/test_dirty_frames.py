"""Frames by dirty regions: after every frame of a game (bots playing, animations on, a piece
dragged, a tooltip shown) the window is, pixel for pixel, what a whole repaint paints; and
frames where little changes give the window only small rects."""

import pygame
import pytest

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.games import players_range
from scenes.kit.dirty import DirtyFrames, shapes_recorded
from tests.frame_clock import FrameClock
from tests.scenes.mouse import motion, press, release
from tests.toy import every_game


def whole_repaint(app, scene) -> pygame.Surface:
    """The table's frame painted whole, on a surface of its own, from the cached layers as
    the frame left them (none repainted, none waiting)."""
    reference = pygame.Surface(app.size, 0, app.surface)
    kept = scene.frames
    scene.frames = DirtyFrames()
    cache = scene.cache
    cache.cached = lambda name, *_args, **_kw: cache.layers[name].surface
    cache.begin_frame = cache.board_drawn = lambda: None
    try:
        scene.draw(reference)
    finally:
        scene.frames = kept
        del cache.cached, cache.begin_frame, cache.board_drawn
    return reference


def same_as_whole(app, scene) -> None:
    window = pygame.image.tobytes(app.surface, "RGB")
    whole = pygame.image.tobytes(whole_repaint(app, scene), "RGB")
    if window != whole:
        w = app.size[0]
        first = next(i for i, (a, b) in enumerate(zip(window, whole, strict=True)) if a != b)
        pytest.fail(f"the window differs from a whole repaint at "
                    f"{(first // 3) % w, (first // 3) // w} (ply "
                    f"{len(scene.session.replay.actions)})")


def board_as_painted_whole(app, scene) -> None:
    """The board layer, repainted part by part over the game, equals one painted whole;
    so does the panel's, repainted a row at a time while a bot thinks."""
    whole = pygame.Surface(app.size, 0, app.surface)
    scene._paint_board(whole)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(
        scene.cache.layers["board"].surface, "RGB"), len(scene.session.replay.actions)
    panel = scene.cache.layers["panel"]
    if panel.key == scene.panel_key():
        whole = pygame.Surface(scene.panel_rect.size, 0, app.surface)
        scene._paint_panel(whole)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(panel.surface, "RGB")


def step(app, scene, events=()) -> None:
    app.step(list(events))
    if scene.frames.presented is not None and not scene.cover_showing:
        same_as_whole(app, scene)


def drag_and_drop(app, scene) -> bool:
    """The person drags a piece that may move, part of the way and then onto its target
    (a frame checked at each step); False when no piece may be dragged now."""
    binding = next((b for b in scene.interaction.bindings if b.source is not None
                    and b.source in scene.areas and b.target in scene.areas), None)
    if binding is None:
        return False
    start = scene.areas[binding.source].center
    end = scene.areas[binding.target].center
    press(app, start, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
    same_as_whole(app, scene)
    assert scene.interaction.dragging
    step(app, scene, [motion(end, (1, 0, 0))])
    release(app, end)
    same_as_whole(app, scene)
    return True


def show_a_tooltip(app, scene) -> bool:
    """Hover a place with a tooltip until it shows (each frame checked)."""
    key = next((k for k in scene.areas if scene.view.tooltip(k)), None)
    if key is None:
        return False
    step(app, scene, [motion(scene.areas[key].center)])
    for _ in range(120):
        step(app, scene)
        if scene.tooltips.showing:
            return True
    return False


@pytest.mark.parametrize("game", every_game())
def test_dirty_region_frames_match_a_whole_repaint(app, game):
    app.clock = FrameClock()
    players = min(3, players_range(game)[1])
    seats = [Seat("Anna", "human")] + [Seat(f"Bot{k}", "easy") for k in range(1, players)]
    scene = start_new_game(app, game, seats=seats, seed=5, autosave=False)
    dragged = tipped = False
    presented_in_parts = 0
    for _ in range(1500):
        if len(scene.session.replay.actions) >= 8 and dragged and tipped:
            break
        if scene.state.is_over():
            break
        step(app, scene)
        presented_in_parts += scene.frames.presented is not None
        if presented_in_parts % 25 == 0 and not scene.cache.parts_behind \
                and scene.cache.layers["board"].key == scene.board_key():
            board_as_painted_whole(app, scene)
        if scene.human_to_move and scene.covered_for is None and not scene.animator.busy:
            tipped = tipped or show_a_tooltip(app, scene)
            if drag_and_drop(app, scene):
                dragged = True
            else:
                scene.play(scene.state.legal_actions()[0])
    assert dragged and tipped, (dragged, tipped)
    assert len(scene.session.replay.actions) >= 8
    assert presented_in_parts > 50


def test_a_still_frame_presents_little(app):
    """With nothing moving, a frame gives the window a few small rects, not the window."""
    app.clock = FrameClock()
    scene = start_new_game(app, "imhotep", seats=[Seat("Anna", "human"), Seat("Ben", "human")],
                           seed=2, autosave=False)
    for _ in range(5):
        app.step([])
    rects = scene.dirty_rects()
    assert rects is not None
    area = sum(r.w * r.h for r in rects)
    assert area < app.size[0] * app.size[1] // 4, rects


def test_the_app_presents_the_table_by_rects_and_the_window_round_a_toast(app, monkeypatch):
    """A table frame updates the window's changed rects; a toast over it (drawn by the app)
    makes that frame and the next present the whole window."""
    app.clock = FrameClock()
    presented = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: presented.append(rects))
    monkeypatch.setattr(pygame.display, "flip", lambda: presented.append("whole"))
    scene = start_new_game(app, "pyramids", seats=[Seat("Anna", "human"), Seat("Ben", "human")],
                           seed=2, autosave=False)
    for _ in range(4):
        app.step([])
    assert isinstance(presented[-1], list)
    app.toast.show("Saved")
    app.step([])
    assert presented[-1] == "whole"
    app.toast.update(60)
    app.step([])
    assert presented[-1] == "whole"  # the toast's last picture goes
    app.step([])
    assert isinstance(presented[-1], list) and scene.dirty_rects() == presented[-1]


def test_a_card_hidden_in_one_aton_hand_place_changes_that_place_only(app):
    """A card flying from a hand repaints its place, not the mat it lies on."""
    scene = start_new_game(app, "aton", seats=[Seat("Anna", "human"), Seat("Ben", "human")],
                           seed=2, autosave=False)
    app.step([])
    before = {name: key for name, (_rect, key, _paint) in scene.view.board_parts().items()}
    assert scene.view.hand.slots.filled(0, 2)
    scene.animator.hidden_keys = lambda: {("hand", 0, 2)}
    after = {name: key for name, (_rect, key, _paint) in scene.view.board_parts().items()}
    assert [name for name in before if before[name] != after[name]] == [("hand", 0, 2)]


def test_the_thinking_dots_repaint_the_bots_row_not_the_panel(app):
    """While a bot thinks, its row's dots move three times a second: that row is repainted
    (and given to the window), not the whole side panel."""
    app.clock = FrameClock()
    scene = start_new_game(app, "imhotep", seats=[Seat("Bot", "easy"), Seat("Ben", "human")],
                           seed=2, autosave=False)
    scene.drive_bot = lambda seat, dt: None  # the bot thinks for ever
    row = scene.panel.row(0)
    seen = []
    for _ in range(40):
        app.step([])
        if scene.cache.panel_changed:
            seen.append(scene.cache.panel_changed)
    assert seen, "the dots moved"
    for rects in seen:
        assert len(rects) == 1 and rects[0].w * rects[0].h < 2 * row.w * row.h


def test_a_move_repaints_the_panel_by_parts_and_scrolls_its_log(app):
    """A move changes the log and a row or two: the panel's layer is repainted there only
    (the log's old rows scrolled in place), and equals the panel painted whole."""
    app.clock = FrameClock()
    scene = start_new_game(app, "imhotep", seats=[Seat("Anna", "human"), Seat("Bot", "easy")],
                           seed=2, autosave=False)
    scene.drive_bot = lambda seat, dt: None  # the test plays the bot's moves too
    for _ in range(3):
        app.step([])
    panel = scene.cache.layers["panel"]
    seen, scrolled = [], False
    for _ in range(4):
        scene.play(scene.state.legal_actions()[0])
        while scene.animator.busy or panel.key != scene.panel_key():
            app.step([])
            if scene.cache.panel_changed:
                seen.append(sum(r.w * r.h for r in scene.cache.panel_changed))
            scrolled = scrolled or bool(scene._panel_moved)
        whole = pygame.Surface(scene.panel_rect.size, 0, app.surface)
        scene._paint_panel(whole)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(panel.surface, "RGB")
    assert seen and max(seen) < scene.panel_rect.w * scene.panel_rect.h // 3, seen
    assert scrolled


def test_another_players_steps_leave_the_archaeology_own_panel_alone(app):
    """The own panel shows of another player's turn only what touches the viewer: while a
    bot's steps change the pending step, the own panel's key stays."""
    scene = start_new_game(app, "archaeology",
                           seats=[Seat("Anna", "human"), Seat("Bot", "easy")], seed=3,
                           autosave=False)
    app.step([])
    keys, steps = set(), 0
    while steps < 6 and not scene.state.is_over():
        if scene.state.to_move() == 0:
            if keys:
                break
            scene.play(scene.state.legal_actions()[0])
            continue
        if scene.obs["pending"].get("kind") == "discard":
            break  # a sandstorm: the viewer discards too
        keys.add(scene.view.board_parts()["own"][1])
        scene.play(scene.state.legal_actions()[0])
        steps += 1
    assert steps >= 2 and len(keys) == 1, (steps, len(keys))


def test_a_domino_laid_leaves_the_pyramids_supply_column_alone(app):
    """The supply column shows the viewer's tokens, cards and scores, not the pyramid: the
    viewer's domino laid (nothing else of theirs changed) keeps its key, the big pyramid's
    changes."""
    scene = start_new_game(app, "pyramids", seats=[Seat("Anna", "human"), Seat("Ben", "human")],
                           seed=3, autosave=False)
    app.step([])
    laid = 0
    for _ in range(40):
        if scene.state.is_over() or laid >= 2:
            break
        me = scene.viewer
        before = scene.view.board_parts()
        shown = scene.view.drawing.supply.shown(me)
        pieces = len(scene.view.drawing.pyramid(me)["pieces"])
        scene.play(scene.state.legal_actions()[0])
        if scene.viewer == me and len(scene.view.drawing.pyramid(me)["pieces"]) > pieces \
                and scene.view.drawing.supply.shown(me) == shown:
            after = scene.view.board_parts()
            assert after["left"][1] == before["left"][1]
            assert after["big"][1] != before["big"][1]
            laid += 1
    assert laid >= 2


def test_the_canvas_records_blits_fills_and_shapes_while_drawing():
    """Where a frame drew is known whatever drew it: blits (also without their rects back),
    fills and `pygame.draw` shapes; nothing is recorded outside `drawing()`."""
    frames = DirtyFrames()
    frames.begin((200, 100))
    dot = pygame.Surface((4, 4))
    frames.canvas.fill((0, 0, 0), (0, 0, 5, 5))
    with frames.drawing() as canvas:
        canvas.blit(dot, (10, 10))
        canvas.fill((1, 2, 3), (50, 50, 6, 6))
        pygame.draw.circle(canvas, (9, 9, 9), (150, 20), 5)
    assert sorted(tuple(r) for r in frames.drawn) == [(10, 10, 4, 4), (50, 50, 6, 6),
                                                      (145, 15, 10, 10)]
    with frames.drawing() as canvas:
        canvas.blits([(dot, (0, 0))], doreturn=False)
    assert [tuple(r) for r in frames.drawn] == [(0, 0, 200, 100)]
    assert pygame.draw.circle.__name__ == "circle"  # the shapes are pygame's again


def test_the_replay_viewer_frames_match_a_whole_repaint(app):
    """The viewer's own drawings over the table (its open cards, the comparison) are on
    the canvas too: stepping through a game, every frame equals a whole repaint."""
    from scenes.replay import open_replay
    from tests.scenes.replay.test_replay_viewer import play_live

    table, _record = play_live(app, "archaeology")
    viewer = open_replay(app, table.session.replay, at_action=0, seat=0)
    app.clock = FrameClock()
    opened = False
    for command in ("forward", "forward", "view", "back", "end", "all", "back", "forward"):
        viewer.command(command)
        for _ in range(3):
            step(app, viewer)
        opened = opened or viewer.all_open
    assert opened and viewer.frames.presented is not None


def test_an_aton_ornament_text_stays_inside_its_part(app):
    """An ornament row's text (its rules, then what the revealed cards do) is drawn inside
    the rect its board part repaints."""
    from scenes.kit.dirty import Canvas

    app.clock = FrameClock()
    scene = start_new_game(app, "aton", seats=[Seat("Anna", "human"), Seat("Ben", "human")],
                           seed=2, autosave=False)
    app.step([])
    seen = set()
    for _ in range(40):
        parts = scene.view.board_parts()
        for ornament in range(1, 5):
            rect, shown, paint = parts[("ornament", ornament)]
            canvas = Canvas(app.size)
            canvas.recording = []
            with shapes_recorded():
                paint(canvas)
            assert all(rect.contains(drawn) for drawn in canvas.recording), (shown, rect)
            seen.add(shown[0])
        if "outcome" in seen or scene.state.is_over():
            break
        scene.play(scene.state.legal_actions()[0])
        for _ in range(600):  # the cards turn over
            if not scene.animator.busy:
                break
            app.step([])
    assert seen >= {"rules", "outcome"}, seen


def test_an_imhotep_stone_in_flight_leaves_its_site_as_it_was(app):
    """A site's key is what its board shows: a stone hidden while it flies there keys the
    site as it was without it (the landing frame leaves the site be), a stone shown does
    not; and a docked ship's place keeps clear of the sites (a ship repainted leaves them
    be, and they may catch up after it)."""
    import copy

    scene = start_new_game(app, "imhotep", seats=[Seat("Anna", "human"), Seat("Ben", "human")],
                           seed=1, autosave=False)
    app.step([])
    site = scene.obs["sites"]["pyramids"]
    place = ("cell", "pyramids", 0 if site["side"] == "A" else (0, 0))
    hidden: set = set()
    scene.animator.hidden_keys = lambda: hidden

    def key(stones: bool):
        obs = copy.deepcopy(scene.obs)
        if stones:
            cells = obs["sites"]["pyramids"]
            if site["side"] == "A":
                cells["cells"] = [0]
            else:
                cells["pyramids"][0] = [0]
        scene.obs = obs
        return scene.view.board_parts()["pyramids"][1]

    empty = key(False)
    shown = key(True)
    hidden.add(place)
    assert key(True) == empty != shown
    del scene.animator.hidden_keys
    scene.refresh()
    for _ in range(12):  # the last action sails a ship once one is loaded
        if any(ship["site"] is not None for ship in scene.obs["ships"]):
            break
        scene.play(scene.state.legal_actions()[-1])
    parts = scene.view.board_parts()
    docked = [k for k, ship in enumerate(scene.obs["ships"]) if ship["site"] is not None]
    assert docked
    for k in docked:
        assert not any(parts[name][0].colliderect(parts[("ship", k)][0]) for name in
                       ("market", "pyramids", "temple", "tomb", "obelisks")), k


def test_a_domino_taken_repaints_its_quarry_place_not_the_quarry(app):
    """The quarry is keyed by its places: a domino taken changes the place it was in (and
    the one its "in hand" shows at), not the stacks' places."""
    scene = start_new_game(app, "pyramids", seats=[Seat("Anna", "human"), Seat("Ben", "human")],
                           seed=3, autosave=False)
    app.step([])
    rect, before, _paint = scene.view.board_parts()["quarry"]
    scene.play(scene.state.legal_actions()[0])
    after = scene.view.board_parts()["quarry"][1]
    changed = after.changed(before)
    assert changed, (before, after)
    assert sum(r.w * r.h for r in changed) < rect.w * rect.h // 3
