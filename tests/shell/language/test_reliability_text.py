"""Text from outside (names, file names) is cleaned, and long text is elided quickly."""


import pygame
import pytest

from shell.language import i18n
from shell.language.names import MAX_NAME_CHARS, clean_name, clean_typed
from shell.ui.theme import elide, font


@pytest.fixture(scope="module")
def body_font():
    pygame.init()
    return font("body", 1.0)


def test_elide_keeps_text_that_fits_and_cuts_text_that_does_not(body_font):
    assert elide("Anna", body_font, 300) == "Anna"
    cut = elide("Hatshepsut the Great of the Two Lands", body_font, 120)
    assert cut.endswith("…") and body_font.size(cut)[0] <= 120
    longer = "Hatshepsut the Great of the Two Lands"[: len(cut)] + "…"
    assert body_font.size(longer)[0] > 120  # the longest prefix that fits


def test_elide_of_a_4_million_character_text_is_logarithmic(body_font):
    calls = []
    real_size = body_font.size

    class Counting:
        def size(self, text):
            calls.append(len(text))
            return real_size(text)

    cut = elide("x" * 4_000_000, Counting(), 300)
    assert body_font.size(cut)[0] <= 300
    assert len(calls) <= 12 and max(calls) <= 302  # log2(301) measurements of short text


def test_clean_name_drops_what_cannot_be_shown():
    assert clean_name("An\udc80na") == "Anna"
    assert clean_name("Bo\x00ris\u202e") == "Boris"
    assert clean_name("Zoë\tŁukasz\n") == "Zoë Łukasz"
    assert clean_name("x" * 4_000_000) == "x" * MAX_NAME_CHARS
    assert clean_name("\x07", "Player 2") == "Player 2"
    assert clean_name(["not", "text"], "Player 1") == "Player 1"


def test_invisible_characters_are_dropped_from_names_and_typed_text(body_font):
    invisible = "\u200b\u200d\u202e\ufeff\u2060\u00ad\u034f\ufe0f\U000e0001\u3164"
    assert clean_name(invisible, "Player 1") == "Player 1"
    assert clean_name("An\u200bna\u2060") == "Anna"
    assert clean_typed(invisible) == ""
    assert clean_typed(" B\u200do\nris ") == " Bo ris "  # typed spaces stay as typed
    assert clean_typed("\ud800x") == "x" and clean_typed(None) == ""
    for text in ("\u0301", "\u0301\u0308", " ", "\U0001f469\U0001f469"):  # all can be drawn
        assert body_font.size(clean_typed(text))[0] > 0


def test_load_screen_reasons_are_in_the_players_language(tmp_path):
    from scenes.screens.load import LoadScene
    from shell.app import App
    from shell.store.settings import Settings

    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "broken.json").write_text("{")
    app = App(Settings(language="ru"), size=(1280, 720), persist_settings=False, audio=False)
    try:
        scene = LoadScene(app, folder)
        app.scenes.push(scene)
        app.step([])
        scene.load_selected()
        assert scene.toast.text == ("Не удаётся загрузить broken.json: "
                                    "файл повреждён или обрезан")
    finally:
        app.shutdown()
        i18n.set_language("en")
