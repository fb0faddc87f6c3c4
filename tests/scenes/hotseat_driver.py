"""Play a hot-seat game through the real table scene, frame by frame, as people would, and
check every drawn frame against what the person at the screen may see.

`HotSeatDriver` keeps its own record of who is at the screen: nobody at the start and after a
load, the seat a cover named once the cover is clicked away. After every frame it checks
the scene's `drawn_viewer` (whose observation the frame showed; None for the cover):
- a cover frame must look like the cover (its blue covers most of the screen);
- a table frame must show the observation of the seat drawn; while a cover is due that seat
  is the one at the screen (the last move's animation); otherwise it is the one at the
  screen, or a seat that sees nothing the one at the screen does not (nothing secret; with
  nobody known at the screen, nothing any other human does not see);
- the turn passes clearly: the first table frame of a person's decision, after another
  seat's, names that person in the prompt over the table.
"""

import pygame
import pygame_gui

from engines.core import Rng, canonical
from scenes import open_game
from scenes.kit.hotseat_cover import COVER_BLUE
from shell.store import saves
from tests.frame_clock import FrameClock
from tests.scenes.mouse import click

CTRL_Z = dict(key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z", scancode=0)


def cover_share(surface, step=16) -> float:
    """The share of sampled pixels in the cover's blues."""
    w, h = surface.get_size()
    samples = [surface.get_at((x, y))[:3] for x in range(0, w, step) for y in range(0, h, step)]
    return sum(1 for p in samples if p in COVER_BLUE) / len(samples)


class HotSeatDriver:
    def __init__(self, app, scene, seed, *, undo_chance=0.06, shots=None):
        self.app = app
        app.clock = FrameClock()
        app.use_bot_process = False  # a bot thread: no process to start for a test game
        self.scene = scene
        self.rng = Rng(seed)
        self.undo_chance = undo_chance
        self.at_screen = None  # the seat of the person at the screen (None: unknown)
        self.frames = 0
        self.cover_frames = 0
        self.pre_cover_frames = 0  # table frames while a cover is due (animations)
        self.covers = {"start": 0, "turn": 0, "undo": 0, "load": 0}
        self.cover_reason = "start"
        self.undos = {"panel": 0, "cover": 0, "refused": 0}
        self.decisions: dict[str, set] = {}  # pending kind -> human seats that made one
        self.shots = shots  # a folder to save one picture of each kind of cover in
        self.named_mover = None  # the person the prompt last named as deciding
        self.turns_named = 0

    # frames -----------------------------------------------------------------------------
    def step(self, events=()):
        self.app.step(list(events))
        self.check_frame()

    def check_frame(self):
        scene = self.scene
        self.frames += 1
        viewer = scene.drawn_viewer
        if viewer is None:
            self.cover_frames += 1
            share = cover_share(self.app.surface)
            assert share > 0.6, f"a cover frame is only {share:.0%} cover"
            self._shoot()
            return
        if scene.covered_for is not None:  # the last move's animation before the cover
            self.pre_cover_frames += 1
            assert viewer == scene.screen_holder == self.at_screen != scene.covered_for, \
                "while a cover is due the table shows only the view of the one at the screen"
        state = scene.state
        assert canonical(scene.obs) == canonical(state.observation(viewer)), \
            "the table draws the observation of the seat it names"
        if viewer != self.at_screen:
            others = [self.at_screen] if self.at_screen is not None else [
                h for h in scene.session.human_seats() if h != viewer]
            mine = canonical(scene.view.shared_view(state.observation(viewer)))
            for other in others:
                assert mine == canonical(scene.view.shared_view(state.observation(other))), (
                    f"frame {self.frames}: seat {viewer}'s view is drawn while seat "
                    f"{self.at_screen} is at the screen")
            self.at_screen = viewer  # nothing secret: the screen passed on openly
        self._check_turn_named(scene)

    def _check_turn_named(self, scene):
        mover = scene.state.to_move()
        if scene.covered_for is not None or mover is None or not scene.session.is_human(mover):
            return
        if mover != self.named_mover:
            name = scene.session.name(mover)
            assert name in scene.prompt(), (
                f"frame {self.frames}: {name} is to decide but the prompt does not say so")
            self.named_mover = mover
            self.turns_named += 1

    def _shoot(self):
        if self.shots is None:
            return
        offer = "_takeback" if self.scene.takeback_offered() else ""
        path = self.shots / f"{self.scene.game_id}_{self.cover_reason}{offer}.png"
        if not path.exists():
            self.app.screenshot(path)

    # gestures ---------------------------------------------------------------------------
    def lift_cover(self):
        seat = self.scene.covered_for
        click(self.app, (10, 10))
        self.at_screen = seat  # the one the cover named clicked it away
        self.cover_reason = "turn"
        self.check_frame()
        assert self.scene.covered_for is None and self.scene.drawn_viewer == seat

    def take_back_on_cover(self):
        scene = self.scene
        owner = scene.session.undo_owner()
        assert owner == self.at_screen == scene.screen_holder, \
            "the cover offers the take-back to the one still at the screen, for their move"
        before = len(scene.session.replay.actions)
        click(self.app, scene.cover.takeback_rect(scene.size, scene.scale).center)
        self.cover_reason = "undo"
        self.check_frame()
        assert len(scene.session.replay.actions) < before
        self._check_undo_log(owner)
        assert scene.cover_showing and scene.covered_for == scene.state.to_move()
        self.undos["cover"] += 1

    def undo_on_panel(self):
        scene = self.scene
        owner = scene.session.undo_owner()
        assert owner == self.at_screen, "undo is offered only for the own move"
        before = len(scene.session.replay.actions)
        self.app.scenes.handle_event(pygame.event.Event(
            pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons.undo, ui_object_id=""))
        self.step()
        assert len(scene.session.replay.actions) < before
        self._check_undo_log(owner)
        assert scene.state.to_move() == owner and scene.covered_for is None
        self.undos["panel"] += 1

    def refused_undo(self):
        """Ctrl+Z by the one at the screen when the last move is not theirs changes nothing."""
        scene = self.scene
        before = list(scene.session.replay.actions)
        self.step([pygame.event.Event(pygame.KEYDOWN, **CTRL_Z)])
        assert scene.session.replay.actions == before
        self.undos["refused"] += 1

    def _check_undo_log(self, owner):
        text, seat = self.scene.log.lines[-1]
        assert seat == owner and self.scene.session.name(owner) in text

    def load(self, tmp_path):
        """Save the game, load it as the Load screen does, and play on in the new table."""
        path = tmp_path / f"hotseat-{self.frames}.json"
        saves.save_replay(self.scene.session.replay, path)
        replay, state = saves.load_game(path)
        self.scene = open_game(self.app, replay, state, replace=True)
        self.scene.session.writer = None
        self.at_screen = None  # whoever loaded it: nobody known at the screen
        self.cover_reason = "load"
        self.step()

    # play -------------------------------------------------------------------------------
    def play(self, max_actions=10_000, load_at=None, tmp_path=None):
        actions = 0
        while not self.scene.state.is_over() and actions < max_actions:
            scene = self.scene
            if load_at is not None and actions == load_at:
                load_at = None
                self.load(tmp_path)
                continue
            if scene.cover_showing:
                if scene.takeback_offered() and (self.undos["cover"] == 0
                                                 or self.rng.random() < self.undo_chance):
                    self.take_back_on_cover()
                else:
                    self.covers[self.cover_reason] += 1
                    self.lift_cover()
                continue
            if scene.covered_for is not None or not scene.human_to_move:
                self.step()  # an animation before the cover, or a bot thinking
                continue
            mover = scene.state.to_move()
            assert mover == self.at_screen, "a human decides only when at the screen"
            if scene.buttons.undo.is_enabled and self.rng.random() < self.undo_chance:
                self.undo_on_panel()
                continue
            if scene.session.undo_owner() not in (None, mover) and self.rng.random() < 0.2:
                self.refused_undo()
            pending = scene.obs.get("pending") or {}
            self.decisions.setdefault(pending.get("kind"), set()).add(mover)
            legal = scene.state.legal_actions()
            assert scene.play(legal[self.rng.randrange(len(legal))])
            actions += 1
            self.step()
        return actions
