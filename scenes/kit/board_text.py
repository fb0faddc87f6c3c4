"""How large the board's own texts are: its labels and captions, the names on its mats and
the rules printed on it (not the side panel, the prompt or the buttons, which follow the
player's text size, nor a piece's own label inside its picture).

A larger text size widens the side panel and the board takes less room, so a text sized
by the board's scale would get smaller as the player asks for larger text. The rule, once
for every game: a board text is never smaller than at the design's text size in the same
window (`floor`: the board's scale there), and grows with the player's text size, as far
as the board's scale times it (`grown`), where its place has room for it (`wording`); a
label or a rule printed on the board may have a shorter wording for a place too small for
its full one at the floor's size (`label` on one line, `wording` wrapped). A game says
only where its places are.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.kit.panel import board_scale
from shell.ui.theme import font_of, font_px, smallest_px, text_factor, wrap


@dataclass(frozen=True)
class BoardText:
    floor: float = 1.0  # the board's scale at the design's text size (its texts' least)
    grown: float = 1.0  # the board's scale times the player's text size (at most)

    @classmethod
    def of(cls, size: tuple[int, int]) -> "BoardText":
        """The board's text in a window of `size` at the player's text size."""
        floor = board_scale(size, 1.0)
        return cls(floor, max(floor, board_scale(size) * text_factor()))

    @property
    def scale(self) -> float:
        """The scale a board text is drawn at where its place does not grow with it."""
        return self.floor

    def px(self, role: str, factor: float = 1.0) -> int:
        """A role's size at the floor (times `factor`: the fine print of a role). Drawn
        with `draw_text(..., role, board_scale, px=...)` and a `max_width`, a label shrinks
        where even this does not fit as far as any label of the board's scale may."""
        return font_px(role, self.floor * factor)

    def taller(self, role: str, scale: float, bold: bool = False) -> int:
        """How much taller a line of `role` is on the board than at the board's `scale`
        (a text that keeps its foot where the design has it rises by this much)."""
        return font_of(self.px(role), bold).get_height() - \
            font_of(font_px(role, scale), bold).get_height()

    def sizes(self, role: str) -> range:
        """The sizes a text of `role` may take, the largest first: from the grown size
        down to the floor's."""
        return range(font_px(role, self.grown), self.px(role) - 1, -1)

    def label(self, wordings: Sequence[str], room: int, role: str = "small",
              bold: bool = False, factor: float = 1.0) -> str:
        """Which of `wordings` (a label, the fullest first, then shorter ones) a place
        `room` wide shows: the first that fits on one line at the floor's size (times
        `factor`), else the last (which `draw_text`'s `max_width` shrinks as any label)."""
        px = self.px(role, factor)
        for text in wordings:
            if font_of(px, bold).size(text)[0] <= room:
                return text
        return wordings[-1]

    def least(self, role: str = "small") -> int:
        """The least size a board text of `role` shrinks to where even the floor's size
        does not fit (as any label: `smallest_px`)."""
        return smallest_px(self.px(role), self.floor)

    def wording(self, wordings: Sequence[str], room: pygame.Rect,
                role: str = "small") -> tuple[str, int]:
        """Which of `wordings` (a rule printed on the board, the fullest first, then
        shorter ones) to draw in `room`, wrapped, and at what size: the first that fits at
        a size from the grown one down to `least`, at the largest such size; the last
        wording at `least` where none fits (worked out once for each place and text)."""
        return _wording(self, tuple(wordings), room.size, role)


@lru_cache(maxsize=256)
def _wording(text: BoardText, wordings: tuple[str, ...], room: tuple[int, int],
             role: str) -> tuple[str, int]:
    """`BoardText.wording`, kept: a board part repaints it at every change it shows."""
    for wording in wordings:
        for px in range(font_px(role, text.grown), text.least(role) - 1, -1):
            f = font_of(px)
            if len(wrap(wording, f, room[0])) * f.get_linesize() <= room[1]:
                return wording, px
    return wordings[-1], text.least(role)
