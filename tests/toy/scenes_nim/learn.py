"""Nim's guided first game (scenes/learn/coach.py): one step, then free play."""

from scenes.learn.coach import Script, Step
from shell.language.i18n import N_

SCRIPT = Script(
    seed=3,
    steps=(Step(N_("{name}, drag a stone to the tray: it and the stones above it leave the "
                   "heap."), ("take",)),),
    explain=lambda event, scene: None,
    free_text=N_("{name}, take the last stone to win."),
)
