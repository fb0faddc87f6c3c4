"""The pygame_gui theme: drop-down rows and the file dialog readable at every window size,
in the palette of docs/art.md."""

import pygame
import pygame_gui
import pytest

from shell.ui import theme
from shell.ui.scene import make_ui

SIZES = [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440)]
PALETTE = {"#E9D8A6", "#F4EBD0", "#1F4E79", "#3A7CA5", "#C9A227", "#B5532D", "#2B2118",
           "#4F7A3A"}


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


def expanded_rows(manager, options, rect):
    menu = pygame_gui.elements.UIDropDownMenu(options, options[0], pygame.Rect(rect), manager)
    menu.current_state.finish()
    menu.current_state = menu.menu_states["expanded"]
    menu.current_state.start()
    manager.update(0.01)
    rows = [item["button_element"] for item in
            menu.current_state.options_selection_list.item_list]
    return [row for row in rows if row is not None]


def luminance(colour):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b):
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("size", SIZES)
def test_drop_down_rows_are_as_tall_as_their_text(size):
    scale = theme.ui_scale(size)
    manager = make_ui(size, scale)
    options = [("Bot: Easy", "a"), ("Bot: średni", "b"), ("Бот: сильный", "c"), ("Człowiek", "d")]
    rows = expanded_rows(manager, options, (20, 20, round(220 * scale), round(42 * scale)))
    assert len(rows) == 4
    for row in rows:
        text_h = row.font.size(row.text)[1] if hasattr(row.font, "size") \
            else row.font.get_rect(row.text).height
        assert row.rect.height >= text_h, (size, row.text, row.rect.height, text_h)
    tops = [row.rect.top for row in rows]
    assert all(b - a >= rows[0].rect.height for a, b in zip(tops, tops[1:])), "rows overlap"


@pytest.mark.parametrize("size", SIZES)
def test_list_row_height_grows_with_the_font(size):
    scale = theme.ui_scale(size)
    gui = theme.gui_theme(scale)
    row = int(gui["drop_down_menu"]["misc"]["list_item_height"])
    px = int(gui["button"]["font"]["size"])
    assert row >= theme.line_height(px) >= px
    assert gui["selection_list"]["misc"]["list_item_height"] == str(row)


def test_file_dialog_list_reads_dark_on_light_in_the_palette():
    manager = make_ui((1280, 720), 1.0)
    gui_theme = manager.get_theme()
    for item in ("#file_list_item", "#directory_list_item"):
        ids = ["file_dialog", "file_dialog.#file_display_list",
               f"file_dialog.#file_display_list.{item}"]
        bg = gui_theme.get_colour("normal_bg", ids)
        text = gui_theme.get_colour("normal_text", ids)
        assert contrast(bg, text) >= 7, (item, bg, text)
        assert "#{:02X}{:02X}{:02X}".format(*bg[:3]) in PALETTE
        assert "#{:02X}{:02X}{:02X}".format(*text[:3]) in PALETTE


def test_a_label_shrinks_a_little_before_it_is_cut():
    text = "Kamieniołom gracza"
    full = theme._font("regular", 15).size(text)[0]
    px = theme.fitting_px(text, "regular", 15, full - 4, scale=1.0)
    assert px == 14  # one size smaller fits
    assert theme._font("regular", px).size(text)[0] <= full - 4
    # never below 14 px at the 1280x720 design size (docs/art.md), however narrow the room
    assert theme.fitting_px(text, "regular", 15, 10, scale=1.0) == 14
    assert theme.fitting_px(text, "regular", 15, full, scale=1.0) == 15


def test_draw_text_reports_what_it_drew():
    from shell.ui import textlog

    surface = pygame.Surface((300, 100))
    records = textlog.start()
    try:
        rect = theme.draw_text(surface, "a label far too long for forty pixels", (5, 5),
                               "small", 1.0, max_width=40)
    finally:
        textlog.stop()
    assert [r.kind for r in records] == ["text"]
    assert records[0].rect == rect and records[0].elided
    assert records[0].text.endswith("…") and records[0].wanted.startswith("a label")
    assert not textlog.recording()


def test_fast_keeps_an_image_already_in_the_display_format_and_converts_others():
    alpha = pygame.Surface((8, 8), pygame.SRCALPHA).convert_alpha()
    opaque = pygame.Surface((8, 8)).convert()
    assert theme.fast(alpha) is alpha and theme.fast(opaque) is opaque
    odd = pygame.Surface((8, 8), 0, 16)  # 16-bit: not the display's format
    converted = theme.fast(odd)
    assert converted is not odd
    assert converted.get_bitsize() == pygame.display.get_surface().get_bitsize()
    odd.fill((200, 100, 50))
    assert theme.fast(odd).get_at((3, 3))[:3] == odd.get_at((3, 3))[:3]


def test_wrapped_lines_are_kept_per_text_font_and_width_and_go_with_the_window_size():
    """wrap() measures a text once per font and width: the caller gets its own list (changing
    it changes no later answer), another width wraps anew, and a resize or a new font empties
    what was kept."""
    from shell.ui import pictures

    text = "the quarry holds two stones and the sled holds five"
    f = theme.font("body", 1.0)
    first = theme.wrap(text, f, 160)
    assert len(first) > 1 and " ".join(first) == text
    first.append("changed by its caller")
    misses = theme._wrapped.cache_info().misses
    again = theme.wrap(text, f, 160)
    assert again == first[:-1] and theme._wrapped.cache_info().misses == misses
    assert len(theme.wrap(text, f, 2000)) == 1
    assert theme._wrapped.cache_info().misses == misses + 1
    size = pictures._window
    pictures.window_resized((321, 123))
    assert len(theme._wrapped) == 0
    if size is not None:
        pictures.window_resized(size)
    theme.wrap(text, f, 160)
    theme.reset_font_cache()
    assert len(theme._wrapped) == 0
