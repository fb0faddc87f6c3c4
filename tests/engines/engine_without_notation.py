"""A game's engine module with no notation beside it (the toy Nim's engine, tests/toy): what
a registered game without written positions looks like to engines.notation."""

from tests.toy.engines_nim import DESCRIPTOR, ENGINE

__all__ = ["DESCRIPTOR", "ENGINE"]
