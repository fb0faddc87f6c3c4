"""The application around the games: the App (window, loop, command line, crash log,
paths, version) at this package's root, and its rooms: store/ (files: saves, statistics,
settings), ui/ (the screens' toolkit), play/ (a game being played), workers/ (processes that
think off the frame) and language/ (translations and text from outside)."""
