"""The table of a guided first game: the game's real table scene with a coach on it.

`LearnTable` is mixed in front of a game's scene class: after every change it asks the coach
what to say and what to point at; after every move it lets the coach hear the events (the
scorings it explains). The game is the real engine's, against an Easy bot, not autosaved;
Esc or the Menu button leaves it at any time.
"""

from scenes.kit.coach import coach_rect, draw_coach, draw_pointer

from .coach import Coach


class LearnTable:
    """Mixed in before a game's TableScene subclass (see `learn_scene_class`)."""

    learning = True

    def __init__(self, app, replay, state=None, *, script, autosave: bool = False):
        self.coach = Coach(script)
        super().__init__(app, replay, state, autosave=autosave)

    def refresh(self) -> None:
        super().refresh()
        self.coach.update(self)

    def play(self, action) -> bool:
        by_human = self.human_to_move
        before = len(self.session.history)
        if not super().play(action):
            return False
        events = [e for batch in self.session.history[before:] for e in batch]
        self.coach.played(self, action, by_human, events)
        self.coach.update(self)
        return True

    def draw_prompt(self, surface) -> None:
        """The coach card takes the prompt's place (below any choice buttons)."""
        s = self.scale
        regions = self.table_layout.regions if self.table_layout is not None else {}
        band = regions.get("prompt")
        top = band.y + round(8 * s) if band is not None else round(8 * s)
        if self.choice_buttons:
            top = max(top, max(b.rect.bottom for b in self.choice_buttons) + round(8 * s))
        lines = [self.coach.text(self)]
        rect = coach_rect(lines, self.coach.notes, self.table_rect, s, top)
        self.coach_card = rect
        draw_coach(surface, lines, self.coach.notes, rect, s)

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)
        h = self.coach.highlight
        if h is not None and not self.animator.busy:
            source = self.areas.get(h.source) if h.source is not None else None
            target = h.button.rect if h.button is not None else self.areas.get(h.target)
            draw_pointer(surface, source, target, self.scale, self.clock)
