"""Every character of every translation has a glyph in the bundled fonts (regular and
bold): none is drawn as an empty box."""

import pygame.freetype
import pytest

from shell.paths import asset_path
from shell.ui.theme import FONT_FILES
from tests.shell.language.test_catalogs import forms, read_catalog


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_every_translated_character_has_a_glyph(lang):
    pygame.freetype.init()
    faces = [pygame.freetype.Font(str(asset_path("fonts", name)), 20)
             for name in FONT_FILES.values()]
    missing = sorted({(char, text) for message in read_catalog(lang)
                      for text in forms(message) if text
                      for char in set(text) - {"\n"}
                      if any(face.get_metrics(char)[0] is None for face in faces)})
    assert missing == [], missing[:10]
