"""The table's input: what a key, a click or a drag at the table does, and the tooltips
armed by the mouse.

An event reaches, in turn: the widgets, Ctrl+C (the table's `copy_position`), the game log
(wheel, drag, paging), the hot-seat cover while one is due (the table's `cover_event`),
keyboard play (`keyboard.TableKeys`), the table's keys (Esc, Ctrl+Z, H), and drag and drop
(`shell.ui.dragdrop.Interaction`), whose outcome the view's `on_outcome` gets (by default
`on_outcome` here: play, refuse, say why a piece is stuck, spring a dropped piece back)."""

from collections.abc import Callable, Hashable
from typing import Protocol

import pygame
from pygame_gui import UIManager
from pygame_gui.elements import UIButton, UIWindow

from engines.core import State
from scenes.kit import motion
from scenes.kit.gamelog import GameLog
from scenes.kit.hint_ghosts import HintHelper
from scenes.kit.keyboard import KeyTable, TableKeys
from scenes.kit.layout import AreaKey, area_key
from scenes.kit.panel import SidePanel
from scenes.kit.pointer_hold import PointerHold
from scenes.kit.position_copy import is_copy_key
from shell.language.i18n import _
from shell.play.session import GameSession
from shell.ui.anim import Step
from shell.ui.dragdrop import Outcome
from shell.ui.toast import Toast


class InputTable(KeyTable, Protocol):
    """What the input reads of its table and asks of it, beyond keyboard play's (the table
    scene is one)."""

    @property
    def state(self) -> State: ...

    @property
    def session(self) -> GameSession: ...

    @property
    def hold(self) -> PointerHold: ...

    @property
    def hints(self) -> HintHelper: ...

    @property
    def log(self) -> GameLog: ...

    @property
    def panel(self) -> SidePanel: ...

    @property
    def ui(self) -> UIManager: ...

    @property
    def toast(self) -> Toast: ...

    @property
    def built(self) -> bool: ...

    @property
    def human_to_move(self) -> bool: ...

    @property
    def text_scale(self) -> float: ...

    def widget_event(self, event: pygame.event.Event) -> None:
        """The widgets' share of `event` (a button's press reaches `on_button`)."""

    def cover_event(self, event: pygame.event.Event) -> None: ...

    def refresh(self) -> None: ...

    def play(self, action: tuple) -> bool: ...

    def refused(self, reason: str) -> None: ...

    def back_to_menu(self) -> None: ...

    def undo(self) -> None: ...

    def toggle_log(self) -> None: ...

    def copy_position(self) -> None: ...


class TableInput:
    """The input part of one table (`table`); `sound` plays an effect by name."""

    def __init__(self, table: InputTable, sound: Callable[[str], None]) -> None:
        self.table = table
        self.sound = sound
        self.keys = TableKeys(table)  # keyboard play (scenes/kit/keyboard.py)
        # where the mouse was when the tooltip was last armed
        self.tip_mouse: tuple[int, int] | None = None
        interaction = table.interaction
        interaction.rect_of = lambda key: table.areas.get(key)
        interaction.reach = self.snap_reach
        interaction.click_selects = table.view.click_selects

    # events -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """One event at the table (see the module doc for the order)."""
        t = self.table
        t.widget_event(event)  # the widgets, and a button's press (`on_button`)
        if is_copy_key(event):  # under a cover too: no hand is copied then
            t.copy_position()
            return
        if t.covered_for is None and self.scroll_log(event):
            return
        if t.covered_for is not None:
            t.cover_event(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                and self.close_on_top():
            return
        if self.keys.handle_event(event):  # keyboard play
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if event.type == pygame.MOUSEMOTION and t.hold.left(event.pos):
                t.refresh()  # the pointer left the places kept under it: they may move
            if t.animator.busy and event.type != pygame.MOUSEMOTION:
                t.animator.clear()  # a click finishes the animation at once
                t.landed()
            if event.type != pygame.MOUSEMOTION and self.ui_under(event.pos):
                return
            outcome = t.interaction.handle_event(event, t.view.keys_at)
            if outcome is not None:
                t.on_outcome(outcome)

    def close_on_top(self) -> bool:
        """Esc closes what lies on top of the table first: the hint shown, then a tooltip
        (with a piece held, its target's tooltip goes with the piece, put back next);
        True when it closed one. Only with nothing on top does Esc leave the table."""
        t = self.table
        if t.hints.close():
            return True
        held = t.interaction.selected is not None
        if t.tooltips.showing and not held:
            t.tooltips.dismiss()
            return True
        return False

    def _key(self, event: pygame.event.Event) -> None:
        """The table's own keys: Esc puts a selected piece down (else leaves), Ctrl+Z
        takes back, H asks for a hint, L shows the game log where it has no room of its own
        (or the players again)."""
        t = self.table
        if event.key == pygame.K_ESCAPE:
            if t.interaction.selected is not None:
                t.interaction.selected = None
            else:
                t.back_to_menu()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            t.undo()
        elif event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            t.hints.request()
        elif event.key == pygame.K_l and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            t.toggle_log()

    def scroll_log(self, event: pygame.event.Event) -> bool:
        """The game log takes wheel, drag and Page Up/Down/Home/End; True if it did."""
        t = self.table
        if not t.built or t.interaction.dragging:
            return False
        return t.log.handle_event(event, t.panel.log_rect, t.text_scale, t.interaction.mouse)

    def ui_under(self, pos: tuple[int, int]) -> bool:
        """Whether a button (or another widget window) lies under `pos` now. pygame_gui's
        own hover state is the last frame's: a press that comes in the same frame as a quick
        move (the slow first frames of a table, under the pointer that pressed Start game
        where the Menu button now stands) must reach the table, not be taken for a button's."""
        return any(element.visible and element.rect.collidepoint(pos)
                   for element in self.table.ui.get_sprite_group().sprites()
                   if isinstance(element, (UIButton, UIWindow)))

    # drag and drop ------------------------------------------------------------------------
    def on_outcome(self, outcome: Outcome) -> None:
        """What a drag or click came to (`shell.ui.dragdrop`): play it, refuse it, say why a
        piece is stuck; a piece dropped where it cannot go springs back."""
        t = self.table
        if outcome.kind == "stuck":
            reason = next((r for key in outcome.keys if (r := self.stuck_reason(key))), None)
            if reason:
                t.toast.show(reason, error=True)
                self.sound("error")
            return
        if outcome.kind == "play":
            assert outcome.action is not None  # a "play" outcome names its action
            t.play(outcome.action)
            return
        if outcome.kind == "refused":
            t.refused(self.refusal_reason(outcome) or _("that piece cannot go there"))
        source = area_key(outcome.source)
        if outcome.pos is not None and source is not None and source in t.areas:
            self.spring_back(source, outcome.pos)

    def refusal_reason(self, outcome: Outcome) -> str | None:
        """The engine's reason against the move a refused drop meant: the first area under
        the drop (the target, then the others, top first: a ship docked on a site lies over
        the site's dock) that the view reads as a move."""
        t = self.table
        keys = [area_key(outcome.target)]
        if outcome.pos is not None:
            keys += [key for key in t.view.keys_at(outcome.pos) if key != outcome.target]
        for key in keys:
            action = t.view.propose(area_key(outcome.source), key)
            if action is not None:
                return t.session.why_illegal(action)
        return None

    def stuck_reason(self, key: Hashable) -> str | None:
        """Why the piece at `key` cannot be moved now (None: it is no piece, say nothing):
        a drag while another player is to move, else what the game says of its piece."""
        t = self.table
        if not t.state.is_over() and not t.human_to_move:
            return _("Wait: it is {name}'s turn.").format(name=t.session.name(t.state.to_move()))
        area = area_key(key)
        return t.view.piece_stuck_reason(area) if area is not None else None

    def spring_back(self, source: AreaKey, pos: tuple[int, int]) -> None:
        """The piece at `source`, dropped at `pos`, flies back home."""
        t = self.table
        piece = t.view.drag_image(source)
        if piece is None:
            return
        t.animator.add(Step([motion.fly(piece, pos, t.areas[source].center, duration=0.25)]))

    def snap_reach(self, key: Hashable) -> int:
        """How far from a legal target a dropped piece still snaps to it: its own size."""
        t = self.table
        source = area_key(key)
        if source is None:
            return 0
        image = t.view.drag_image(source)
        if image is not None:
            return min(image.get_size())
        rect = t.areas.get(source)
        return min(rect.size) if rect is not None else 0

    # every frame --------------------------------------------------------------------------
    def update(self) -> None:
        """The tooltips follow the mouse, and the focused piece's tooltip (keyboard play)."""
        self.track_tooltip()
        self.keys.update()

    def track_tooltip(self) -> None:
        """Arm the tooltip when the mouse moves; drop it when its target changed or went."""
        t = self.table
        i = t.interaction
        if i.mouse != self.tip_mouse:
            self.tip_mouse = i.mouse
            key = None if i.dragging else area_key(i.hovered)
            t.tooltips.arm(key, t.areas.get(key) if key is not None else None,
                           t.view.tooltip(key) if key else None, i.mouse, t.version)
        if i.dragging:
            t.tooltips.dismiss()
        t.tooltips.check(t.areas, t.view.tooltip, t.version)
