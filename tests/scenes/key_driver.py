"""Play a table from key events only, as a keyboard player would: the focus is moved by Tab
and the arrows to a spot chosen at random among those it offers, Enter picks a piece up and
places it, Esc now and then puts it back, R turns a held domino, the hot-seat cover is
passed with Enter. Every spot the focus reaches is checked against the legal moves."""

import pygame

from engines.core import Rng, canonical
from shell.ui.keyplay import Button, PanelButton
from tests.frame_clock import FrameClock


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


TAB, ENTER, ESC = key(pygame.K_TAB), key(pygame.K_RETURN), key(pygame.K_ESCAPE)
SHIFT_TAB = key(pygame.K_TAB, pygame.KMOD_SHIFT)
ARROWS = [key(k) for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)]
R = key(pygame.K_r, unicode="r")


class KeyDriver:
    def __init__(self, app, scene, seed):
        self.app = app
        app.clock = FrameClock()
        app.use_bot_process = False
        self.scene = scene
        self.rng = Rng(seed)
        self.presses = 0
        self.moves = 0
        self.put_back = 0
        self.arrows = 0
        self.rotations = 0

    @property
    def keys(self):
        return self.scene.keyboard

    def press(self, *events):
        self.presses += len(events)
        self.app.step(list(events))

    def spots(self):
        return self.keys.play.spots(self.keys.table())

    def focused(self):
        return self.keys.play.current(self.keys.table())

    def check_legal(self):
        """The focused spot is a piece that can move, a legal target of the one held, a
        place played by a click, or a button (a choice's or the side panel's)."""
        spot, i = self.focused(), self.scene.interaction
        held = self.keys.play.held(self.keys.table())
        if spot is None or isinstance(spot.key, (Button, PanelButton)):
            return
        if held is not None:
            assert spot.key in i.targets_for(held), f"{spot.key} is no target of {held}"
        else:
            assert spot.key in i.sources() or spot.key in i.direct_targets(), spot.key

    def go_to(self, target):
        """Tab (or Shift+Tab, the shorter way) until the focus is on `target`."""
        keys = [s.key for s in self.spots()]
        here = keys.index(self.focused().key)
        ahead = (keys.index(target) - here) % len(keys)
        if ahead <= len(keys) - ahead:
            self.press(*[TAB] * ahead)
        else:
            self.press(*[SHIFT_TAB] * (len(keys) - ahead))
        assert self.focused().key == target

    def turn(self) -> None:
        """One decision of the human at the screen, by keys."""
        scene, play = self.scene, self.keys.play
        if not play.visible:
            self.press(TAB)  # the first key shows the focus
            assert play.visible
            return
        held = play.held(self.keys.table())
        spots = self.spots()
        if held is not None and self.rng.random() < 0.08:
            before = canonical(scene.state.observation(scene.state.to_move()))
            self.press(ESC)
            assert play.held(self.keys.table()) is None and self.focused().key == held
            assert canonical(scene.state.observation(scene.state.to_move())) == before
            self.put_back += 1
            return
        if held is not None and scene.game_id == "pyramids" and (
                not spots or self.rng.random() < 0.15):
            self.press(R)
            self.rotations += 1
            return
        assert spots, "the human to move has something to play"
        if self.rng.random() < 0.25:
            self.press(ARROWS[self.rng.randrange(4)])
            self.arrows += 1
            self.check_legal()
            return
        moves = [s for s in spots if not isinstance(s.key, PanelButton)]  # not Menu, Save...
        choice = moves[self.rng.randrange(len(moves))].key
        self.go_to(choice)
        self.check_legal()
        actions = len(scene.session.replay.actions)
        self.press(ENTER)
        if len(scene.session.replay.actions) > actions:
            self.moves += 1

    def play(self, max_presses=60_000):
        scene = self.scene
        while not scene.state.is_over():
            assert self.presses < max_presses, "the game ends"
            if scene.cover_showing:
                self.press(ENTER)
                assert not scene.cover_showing or scene.covered_for is not None
                continue
            if scene.covered_for is not None or not scene.human_to_move:
                self.press()
                continue
            self.turn()
        for _ in range(200):
            if self.app.scenes.top is not scene:
                break
            self.press()
        return self.app.scenes.top
