"""A game's engine module whose descriptor names no notation (the toy Nim's engine,
tests/toy, without its `notation`): what a registered game without written positions looks
like to engines.notation."""

from dataclasses import replace

from tests.toy.engines_nim import DESCRIPTOR as NIM
from tests.toy.engines_nim import ENGINE

DESCRIPTOR = replace(NIM, notation=None)

__all__ = ["DESCRIPTOR", "ENGINE"]
