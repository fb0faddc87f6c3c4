"""A game being played: its session (replay, autosave, undo) and the hot-seat rule."""
