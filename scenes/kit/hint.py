"""The Hint on the table: the Hard bot's move for the human seat to move, as a glowing ghost.

`HintHelper(scene)` asks the bot worker (level "hint", engines/ai/hint.py) for the seat to
move, on a determinized copy made in the worker from that seat's view; the answer shows as a
ghost of the moving piece over its target, a gold glow on the piece and the target (or on the
choice button that plays it), and one line of why in the player's language. Hints are only
for a human seat to move, never while a hot-seat cover is due, and each hint asked counts
once per decision in the session (`GameSession.count_hint`, kept in the save).
"""

import math

import pygame

from engines.ai import decision_seed
from engines.ai.hint import Hint
from game.i18n import _
from game.reasons import tr_message
from game.theme import GOLD, INK, PAPYRUS, draw_text, font, panel, wrap

HINT_SALT = 0x4A1E7  # hints are seeded apart from the Hard bot's own decisions
GHOST_ALPHA = 150


def hint_line(h: Hint) -> str:
    """The hint's one line in the player's language."""
    return _("{move}: {reason}; about {pct}% to win from here").format(
        move=tr_message(h.move), reason=tr_message(h.reason), pct=round(100 * h.win))


class HintHelper:
    def __init__(self, scene):
        self.scene = scene
        self.asked_for = None  # (ply, seat) of the request in flight
        self.shown: tuple | None = None  # (ply, seat, Hint)
        self.ghost_rects: list = []  # where the last frame drew the ghost (for tests)
        self.text_box: pygame.Rect | None = None  # where the last frame drew the line

    # when a hint may be asked ---------------------------------------------------------
    def available(self) -> bool:
        scene = self.scene
        state = scene.state
        return (not state.is_over() and scene.human_to_move and scene.covered_for is None
                and state.to_move() == scene.viewer and not getattr(scene, "learning", False))

    @property
    def thinking(self) -> bool:
        return self.asked_for is not None

    def _key(self) -> tuple:
        scene = self.scene
        return (len(scene.session.replay.actions), scene.state.to_move())

    def request(self) -> bool:
        """Ask for a hint for the seat to move; False when none may be asked now."""
        if not self.available():
            return False
        key = self._key()
        if self.current() is not None or self.asked_for == key:
            return True
        scene = self.scene
        ply, seat = key
        seed = decision_seed(scene.session.replay.seed, ply, seat) ^ HINT_SALT
        scene.app.bot_worker().request(scene.game_id, scene.state, seat, "hint", seed,
                                       key=("hint", ply))
        self.asked_for = key
        scene.session.count_hint(seat)
        return True

    def update(self) -> None:
        """Collect the worker's answer; drop a hint that no longer fits the position."""
        if self.shown is not None and self.shown[:2] != self._key():
            self.shown = None
        if self.asked_for is None:
            return
        if self.asked_for != self._key() or not self.available():
            self.cancel()
            return
        try:
            result = self.scene.app.bot_worker().poll()
        except Exception:  # noqa: BLE001 (a failed hint must never end the game)
            self.asked_for = None
            self.scene.toast.show(_("No hint could be worked out."), error=True)
            return
        if result is None:
            return
        key, value = result
        if key == ("hint", self.asked_for[0]):
            hint = Hint.from_json(value)
            if hint.action in self.scene.state.legal_actions():
                self.shown = (*self.asked_for, hint)
                self.scene.prepare_hint(hint.action)
            self.asked_for = None

    def cancel(self) -> None:
        """Drop the hint in flight (the worker is stopped only if it still thinks about it)."""
        if self.asked_for is not None:
            worker = self.scene.app.bot_worker()
            if worker.busy and worker.pending_key == ("hint", self.asked_for[0]):
                worker.cancel()
            self.asked_for = None

    def current(self) -> Hint | None:
        """The hint for this very decision, if one was shown."""
        if self.shown is None or self.shown[:2] != self._key() or not self.available():
            return None
        return self.shown[2]

    # drawing ---------------------------------------------------------------------------
    def places(self, hint: Hint) -> tuple:
        """(source key or None, target key or None, choice button or None) for the hint:
        the scene's own `hint_places` when it has one, else the first drag binding of the
        action, else its click target, else the choice button that plays it."""
        scene = self.scene
        for button, action in scene.choice_buttons.items():
            if action == hint.action:
                return None, None, button
        special = scene.hint_places(hint.action)
        if special is not None:
            return (*special, None)
        click = None
        for binding in scene.interaction.bindings:
            if binding.action != hint.action or binding.target not in scene.areas:
                continue
            if binding.source is not None and binding.source in scene.areas:
                return binding.source, binding.target, None
            click = click or (None, binding.target, None)
        return click or (None, None, None)

    def draw(self, surface) -> None:
        self.ghost_rects = []
        self.text_box = None
        hint = self.current()
        if hint is None:
            return
        scene = self.scene
        s = scene.scale
        pulse = 0.5 + 0.5 * math.sin(scene.clock * 4.0)
        source, target, button = self.places(hint)
        if button is not None:
            self._outline(surface, button.rect, pulse)
        if source is not None and source in scene.areas:
            self._outline(surface, scene.areas[source], pulse)
        else:
            source = None
        if target is not None and target in scene.areas:
            rect = scene.areas[target]
            self._outline(surface, rect, pulse)
            image = scene.drag_image(source) if source is not None else None
            if image is not None:
                ghost = image.copy()
                ghost.set_alpha(GHOST_ALPHA)
                surface.blit(ghost, ghost.get_rect(center=rect.center))
            if source is not None:
                pygame.draw.line(surface, GOLD, scene.areas[source].center, rect.center,
                                 max(2, round(3 * s)))
        self._text(surface, hint_line(hint))

    def _outline(self, surface, rect, pulse) -> None:
        s = self.scene.scale
        self.scene.glow(surface, rect, width=3 + round(2 * pulse))
        pygame.draw.rect(surface, (255, 236, 160), rect.inflate(10, 10), max(1, round(2 * s)),
                         border_radius=round(10 * s))
        self.ghost_rects.append(pygame.Rect(rect))

    def _text(self, surface, text) -> None:
        """The hint's line at the foot of the table; over the table's top, under the prompt,
        when the hinted piece, its target or a choice button is at the foot."""
        scene = self.scene
        s = scene.scale
        table = scene.table_rect
        width = min(table.w - round(40 * s), round(720 * s))
        f = font("body", s)
        lines = wrap(text, f, width - round(28 * s))[:3]
        line_h = f.get_linesize()
        box = pygame.Rect(0, 0, width, line_h * len(lines) + round(20 * s))
        box.midbottom = (table.centerx, table.bottom - round(14 * s))
        keep_clear = [r.inflate(12, 12) for r in self.ghost_rects] + [
            button.rect for button in scene.choice_buttons]
        if any(box.colliderect(r) for r in keep_clear):  # the hinted piece is down there
            prompt = getattr(scene, "prompt_box", None)
            top = box.copy()
            top.top = (prompt.bottom if prompt is not None else table.y) + round(8 * s)
            if not any(top.colliderect(r) for r in keep_clear):
                box = top
        self.text_box = box
        panel(surface, box, fill=PAPYRUS, radius=round(10 * s), border=GOLD,
              border_width=max(2, round(2 * s)), scale=s)
        y = box.y + round(10 * s)
        for line in lines:
            draw_text(surface, line, (box.centerx, y), "body", s, INK, anchor="midtop")
            y += line_h
