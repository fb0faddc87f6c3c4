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
        """The coach card instead of the prompt: at the prompt's place, at the foot of the
        table, or next to the choice buttons, wherever it hides least of what matters."""
        s = self.scale
        regions = self.table_layout.regions if self.table_layout is not None else {}
        band = regions.get("prompt")
        gap = round(8 * s)
        lines = [self.coach.text(self)]
        rect = coach_rect(lines, self.coach.notes, self.table_rect, s,
                          band.y + gap if band is not None else gap)
        places = [rect.copy(), rect.copy()]
        places[1].bottom = self.table_rect.bottom - gap
        for button in self.choice_buttons:
            below, above = rect.copy(), rect.copy()
            below.top = button.rect.bottom + gap
            above.bottom = button.rect.top - gap
            places += [below, above]
        places = [p for p in places if self.table_rect.contains(p)] or [rect]
        self.coach_card = min(places, key=self.hidden_under)
        draw_coach(surface, lines, self.coach.notes, self.coach_card, s)

    def hidden_under(self, rect) -> int:
        """How much of what matters `rect` would cover, in pixels: the piece and target the
        coach points at and the choice buttons count most, this turn's pieces and targets
        more than the rest; areas as big as a quarter of the table (boards, regions) not."""
        h = self.coach.highlight
        pointed = {h.source, h.target} if h is not None else set()
        active = self.interaction.sources() | {b.target for b in self.interaction.bindings}
        big = self.table_rect.w * self.table_rect.h // 4
        total = 0
        for key, area in self.areas.items():
            if area.w * area.h >= big or not area.colliderect(rect):
                continue
            clip = area.clip(rect)
            weight = 20 if key in pointed else 3 if key in active else 1
            total += clip.w * clip.h * weight
        for button in self.choice_buttons:
            clip = button.rect.clip(rect)
            total += clip.w * clip.h * 20
        return total

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)
        h = self.coach.highlight
        if h is not None and not self.animator.busy:
            source = self.areas.get(h.source) if h.source is not None else None
            target = h.button.rect if h.button is not None else self.areas.get(h.target)
            draw_pointer(surface, source, target, self.scale, self.clock)
