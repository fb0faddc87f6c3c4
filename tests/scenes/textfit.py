"""Render a screen with the text recorder on and list what does not fit.

Problems found in one frame:
- "elided": a text cut with "…" although its wrapped lines would have room below it
  (inside the window and over no other text); "cut": any other text cut with "…" (none is
  left, so a new one fails too);
- "overlap": two visible texts whose rectangles overlap (a text later covered by a panel, as
  under a dialog or a tooltip, is not visible);
- "piece": a visible text that runs partly over a piece or a slot of the table (the scene's
  areas: cards, dominoes, stones, the cells they go to), unless it stands on a backing of
  its own (a count's badge on a card's corner, a tooltip); a text wholly inside a piece is
  the piece's own label;
- "gui": a pygame_gui button, label or drop-down whose text is wider or taller than the
  element, or a drop-down row shorter than its text or outside the window;
- "controls": two visible pygame_gui elements over each other (textfit.gui_overlaps);
- "dropped": a text (or its last lines) left out for lack of room (theme.first_lines,
  theme.draw_paragraphs report it);
- "cut" also covers texts painted into images shown on the screen: cards and tiles, the
  setup screen's picture of the variants and the rules page with its pictures (their
  caches are dropped before the frame, so they are painted while the recorder is on).
"""

import re

import pygame
import pygame_gui
from pygame_gui.core.utility import translate

from shell.ui import textlog
from shell.ui.theme import wrap
from tests.frame_clock import FRAME_MS


def screen_records(scene, records, screen):
    """Recorded texts and panels in window pixels (cached table layers are placed where the
    scene blits them); records on other images (cards, tiles) are left out."""
    offsets = {id(screen): (0, 0)}
    for record in records:  # a layer as big as the window is blitted at its corner
        if record.surface.get_size() == screen.get_size():
            offsets[id(record.surface)] = (0, 0)
    cache = getattr(scene, "cache", None)  # a table's cached layers
    for name, layer in (cache.layers if cache is not None else {}).items():
        if layer.surface is not None:
            offsets[id(layer.surface)] = (scene.panel_rect.topleft if name == "panel"
                                          else (0, 0))
    placed = []
    for record in records:
        offset = offsets.get(id(record.surface))
        if offset is not None:
            placed.append((record, record.rect.move(offset)))
    return placed


def visible_texts(placed):
    """Texts not painted over by a later panel."""
    shown = []
    for k, (record, rect) in enumerate(placed):
        if record.kind != "text":
            continue
        covered = any(other.kind == "panel" and other_rect.colliderect(rect)
                      for other, other_rect in placed[k + 1:])
        if not covered:
            shown.append((record, rect))
    return shown


def ink(rect):
    """The part of a text's rectangle that holds ink (the font's line box has air above the
    capitals and below the descenders)."""
    trim = rect.h // 5
    return pygame.Rect(rect.x + 1, rect.y + trim, max(1, rect.w - 2), max(1, rect.h - 2 * trim))


def overlaps(shown):
    found = []
    for i, (a, ra) in enumerate(shown):
        for b, rb in shown[i + 1:]:
            if ink(ra).colliderect(ink(rb)) and a.text.strip() and b.text.strip():
                found.append(("overlap", f"{a.text!r} {tuple(ra)} / {b.text!r} {tuple(rb)}"))
    return found


PANEL_AREAS = ("score",)  # the side panel's rows: areas for clicks, their texts are inside


def pieces(scene):
    """The table's pieces and slots in window pixels: the scene's click areas."""
    return [(key, rect) for key, rect in getattr(scene, "areas", {}).items()
            if not (isinstance(key, tuple) and key and key[0] in PANEL_AREAS)]


def over_pieces(shown, items, chips, overlays=()):
    """Texts partly over a piece (not inside it), unless on a backing of their own: a badge
    (a chip holding the text's ink but not the whole piece), or a panel drawn over the
    table (a tooltip, the coach's card, the cover)."""
    found = []
    for record, rect in shown:
        if not record.text.strip():
            continue
        mark = ink(rect)
        for key, area in items:
            if not mark.colliderect(area) or area.contains(mark):
                continue
            if any(chip.contains(mark) and not chip.contains(area) for chip in chips) or \
                    any(panel.contains(mark) for panel in overlays):
                continue
            found.append(("piece", f"{record.text!r} {tuple(rect)} over {key} {tuple(area)}"))
    return found


def elided_with_room(shown, window):
    found = []
    for record, rect in shown:
        if not record.elided or record.max_width is None or record.font is None:
            continue
        lines = wrap(record.wanted, record.font, record.max_width)
        if any(record.font.size(line)[0] > record.max_width for line in lines):
            continue  # one word longer than the room: wrapping cannot help
        block = pygame.Rect(rect.x, rect.y, record.max_width,
                            len(lines) * record.font.get_linesize())
        below = pygame.Rect(block.x, rect.bottom, block.w, max(1, block.bottom - rect.bottom))
        others = [ink(r) for other, r in shown if other is not record]
        if window.contains(block) and below.collidelist(others) < 0:
            found.append(("elided", f"{record.text!r} of {record.wanted!r} at {tuple(rect)}"))
    return found


def cut_texts(shown):
    """Every other elided text: none is left on any screen today, so any new one fails."""
    found = []
    for record, rect in shown:
        if record.elided:
            found.append(("cut", f"{record.text!r} of {record.wanted!r} at {tuple(rect)}"))
    return found


def dropped_texts(records):
    """Texts left out for lack of room, on any surface."""
    return [("dropped", f"{record.wanted!r} in {tuple(record.rect)}") for record in records
            if record.kind == "dropped"]


def gui_elements(manager):
    """Every element of `manager`, those inside containers and windows too."""
    stack = list(manager.get_root_container().elements)
    seen = set()
    while stack:
        element = stack.pop()
        if id(element) in seen:  # a window's own container is listed by the root too
            continue
        seen.add(id(element))
        yield element
        container = getattr(element, "get_container", None)
        if container is not None and element is not manager.get_root_container():
            inner = container()
            if inner is not None:
                stack.extend(e for e in inner.elements if e is not element)


def _text_size(element, text):
    size = element.font.size(text)
    return size[0], size[1]


def gui_problems(manager, window):
    found = []
    for element in gui_elements(manager):
        if not element.visible:
            continue
        if isinstance(element, pygame_gui.elements.UIDropDownMenu):
            state = element.current_state
            rows = []
            if element.current_state is element.menu_states["expanded"]:
                items = state.options_selection_list.item_list
                rows = [item["button_element"] for item in items if item["button_element"]]
            for row in rows:
                w, h = _text_size(row, translate(row.text))
                if row.rect.h < h or row.rect.w < w:
                    found.append(("gui", f"drop-down row {row.text!r} {tuple(row.rect)} "
                                         f"for text {w}x{h}"))
                if not window.contains(row.rect):
                    found.append(("gui", f"drop-down row {row.text!r} outside the window"))
            continue
        if isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)):
            text = translate(element.text, **getattr(element, "text_kwargs", {}) or {})
            if not text or element.font is None:
                continue
            w, h = _text_size(element, text)
            room = element.rect.inflate(-4, 0)
            if w > room.w or h > element.rect.h:
                found.append(("gui", f"{type(element).__name__} {text!r} needs {w}x{h}, "
                                     f"has {element.rect.w}x{element.rect.h}"))
    return found


CONTAINERS = (pygame_gui.core.UIContainer, pygame_gui.elements.UIWindow)

# Pairs of elements that overlap by design, by their object ids: (first, second, why).
OVERLAP_BY_DESIGN: tuple = ()


def _holders(element) -> list:
    """The containers and the controls `element` is part of (a drop-down's button, a scroll
    bar's thumb), nearest first."""
    found = []
    todo = [element]
    while todo:
        item = todo.pop()
        for holder in (getattr(item, "ui_container", None), getattr(item, "parent_element", None)):
            if holder is not None and holder is not item and holder not in found:
                found.append(holder)
                todo.append(holder)
    return found


def shown_rect(element) -> pygame.Rect:
    """The part of `element` its containers do not clip away (a scrolled view's edges)."""
    rect = pygame.Rect(element.rect)
    for holder in _holders(element):
        if isinstance(holder, pygame_gui.core.UIContainer):
            rect = rect.clip(holder.get_rect())
    return rect


def _window(element):
    return next((h for h in _holders(element) if isinstance(h, pygame_gui.elements.UIWindow)),
                None)


def _by_design(a, b) -> bool:
    ids = {a.most_specific_combined_id, b.most_specific_combined_id}
    return any({first, second} <= ids or (first == second and ids == {first})
               for first, second, _why in OVERLAP_BY_DESIGN)


def gui_overlaps(manager) -> list:
    """Two visible pygame_gui elements whose shown rects intersect: not a container and what
    it holds, not two parts of one control (a drop-down's buttons, a scroll bar's), not a
    dialog window over the screen (only elements in one window, or none, are compared), and
    not a pair named in OVERLAP_BY_DESIGN."""
    placed = []
    for element in gui_elements(manager):
        if not element.visible or isinstance(element, CONTAINERS):
            continue
        rect = shown_rect(element)
        if rect.w > 0 and rect.h > 0:
            placed.append((element, rect, _holders(element)))
    found = []
    for i, (a, ra, holders_a) in enumerate(placed):
        for b, rb, holders_b in placed[i + 1:]:
            if not ra.colliderect(rb) or a in holders_b or b in holders_a:
                continue
            shared = [h for h in holders_a if h in holders_b and not isinstance(h, CONTAINERS)]
            if shared or _window(a) is not _window(b) or _by_design(a, b):
                continue
            found.append(("controls", f"{_named(a)} {tuple(ra)} / {_named(b)} {tuple(rb)}"))
    return found


def _named(element) -> str:
    text = getattr(element, "text", None) or getattr(element, "selected_option", None)
    if isinstance(text, tuple):
        text = text[0]
    shown = translate(text) if isinstance(text, str) else ""
    return f"{type(element).__name__}({shown!r})" if shown else type(element).__name__


def over_marks(shown, marks):
    """Texts touching a sign drawn with shapes (theme.sign_area)."""
    return [("mark", f"{record.text!r} {tuple(rect)} over a sign {tuple(area)}")
            for record, rect in shown if record.text.strip()
            for area in marks if ink(rect).colliderect(area)]


def frame_problems(app, scene):
    """Draw one frame of `scene` (caches repainted) and return its problems."""
    screen = app.surface
    records, first = drawn_records(app, scene)
    window = screen.get_rect()
    shown = visible_texts(screen_records(scene, records[first:], screen))
    problems = overlaps(shown) + elided_with_room(shown, window) + cut_texts(shown)
    placed = screen_records(scene, records[first:], screen)
    chips = [rect for record, rect in placed if record.kind == "chip"]
    # the table's pieces are on its cached layers: a panel drawn on the window, or on the
    # canvas a table composes its frame on, is over them
    frames = getattr(scene, "frames", None)
    canvas = frames.canvas if frames is not None else None
    overlays = [rect for record, rect in placed if record.kind == "panel"
                and (record.surface is screen or record.surface is canvas)]
    problems += over_pieces(shown, pieces(scene), chips, overlays)
    problems += over_marks(shown, [rect for record, rect in placed if record.kind == "mark"])
    # texts painted into pieces' images (card faces, tiles) during these frames
    panel_rect = getattr(scene, "panel_rect", None)
    problems += cut_texts([(r, r.rect) for r in records if r.kind == "text"
                           and r.surface.get_size() != screen.get_size()
                           and (panel_rect is None
                                or r.surface.get_size() != panel_rect.size)])
    problems += dropped_texts(records)
    for layer in drawn_scenes(app):
        problems += gui_problems(layer.ui, window) + gui_overlaps(layer.ui)
    return problems, shown


def gui_frame_problems(app):
    """Update the scenes one frame (an open drop-down scrolled into view) and return the
    problems of the pygame_gui elements alone (an open drop-down's rows: their rects and
    texts; no frame is drawn, as nothing drawn is read)."""
    app.scenes.update(FRAME_MS / 1000)
    window = app.surface.get_rect()
    return [problem for layer in drawn_scenes(app) for problem in gui_problems(layer.ui, window)]


def repaint(scene) -> None:
    """Drop the scene's cached drawings, so the next frame paints (and records) them."""
    if hasattr(scene, "cache"):  # a table's cached layers
        scene.cache.forget()
    if getattr(scene, "_charts", None) is not None:  # the results' analysis charts
        scene._charts = None
    if hasattr(scene, "_picture"):  # the setup screen's picture of the variants
        scene._picture = (None, None)
    if hasattr(scene, "lay_out_page"):  # the rules page and its pictures, every line of it
        scene.lay_out_page()  # (a frame paints only the bands it shows: the recorder sees
        scene.page.whole()  # the rest painted here)


def drawing_problems(size, draw) -> list:
    """Problems of what `draw(surface)` paints on a bare window-sized surface."""
    surface = pygame.Surface(size)
    records = textlog.start()
    try:
        draw(surface)
    finally:
        textlog.stop()
    shown = visible_texts([(r, r.rect) for r in records if r.surface is surface])
    return overlaps(shown) + elided_with_room(shown, surface.get_rect()) + cut_texts(shown) \
        + dropped_texts(records)


def tooltip_keys(scene, count=3) -> list:
    """The targets whose tooltips are worth a look: the longest texts, and the target
    nearest the window's bottom right corner (its tooltip is pushed back on screen)."""
    texts = {key: scene.view.tooltip(key) for key in scene.areas}
    keys = sorted((key for key, text in texts.items() if text),
                  key=lambda key: -len(texts[key]))[:count]
    corner = max((key for key, text in texts.items() if text and key not in keys),
                 key=lambda key: scene.areas[key].right + scene.areas[key].bottom,
                 default=None)
    return keys + ([corner] if corner is not None else [])


def tooltip_problems(app, scene, key) -> list:
    """The frame with `key`'s tooltip up: its problems, and whether the tooltip showed."""
    rect = scene.areas[key]
    text = scene.view.tooltip(key)
    scene.tooltips.arm(key, rect, text, rect.center, scene.version)
    scene.input.tip_mouse = scene.interaction.mouse  # the mouse stays: the tooltip stays
    box, lines = scene.tooltips.box(scene.text_scale, app.surface.get_rect())
    scene.drive_bot = lambda seat, dt: None  # a bot's move would take the tooltip away
    try:
        found, shown = frame_problems(app, scene)
        drawn = scene.tooltips.showing and any(r.text == lines[0] for r, _rect in shown)
    finally:
        del scene.drive_bot
        scene.tooltips.dismiss()
    if drawn and not app.surface.get_rect().contains(box):
        found.append(("tooltip", f"{text!r} at {tuple(box)} leaves the window"))
    return found, drawn


def drawn_scenes(app):
    """The scenes drawn this frame: the top one and the overlays' scenes below it."""
    stack = app.scenes.stack
    first = len(stack) - 1
    while first > 0 and stack[first].overlay:
        first -= 1
    return stack[first:]


def open_drop_down(menu) -> None:
    menu.current_state.finish()
    menu.current_state = menu.menu_states["expanded"]
    menu.current_state.start()


def close_drop_down(menu) -> None:
    menu.current_state.finish()
    menu.current_state = menu.menu_states["closed"]
    menu.current_state.start()


def drop_downs(scene):
    return [e for e in gui_elements(scene.ui)
            if isinstance(e, pygame_gui.elements.UIDropDownMenu) and e.is_enabled]


def gui_texts(app, own_words=False):
    """The texts pygame_gui elements show now (labels, buttons, drop-down rows, entries);
    with `own_words`, not pygame_gui's own (its file dialog's buttons, from its catalogs)."""
    texts = []
    for layer in drawn_scenes(app):
        for element in gui_elements(layer.ui):
            if not element.visible:
                continue
            text = getattr(element, "text", None)
            if isinstance(text, str) and text and not (own_words and text.startswith(
                    "pygame-gui.")):
                texts.append(translate(text, **getattr(element, "text_kwargs", {}) or {}))
            html = getattr(element, "html_text", None)
            if isinstance(html, str) and html:
                texts.append(re.sub(r"<[^>]+>", "", html))
    return texts


def under_buttons(shown, buttons) -> list:
    """Drawn texts under one of the visible pygame_gui `buttons` (the button hides them)."""
    buttons = [(e, shown_rect(e)) for e in buttons if e.visible]
    return [("button", f"{record.text!r} {tuple(rect)} under {_named(e)} {tuple(area)}")
            for record, rect in shown if record.text.strip()
            for e, area in buttons if ink(rect).colliderect(area)]


def out_of_window(shown, window) -> list:
    """Drawn texts that run out of the window."""
    return [("window", f"{record.text!r} {tuple(rect)}") for record, rect in shown
            if record.text.strip() and not window.contains(ink(rect))]


def crowded(shown) -> list:
    """Two texts on one line closer than a space of their font: they read as one word
    («У119+2», «1/2карта1/2»), though their rectangles need not overlap."""
    found = []
    for i, (a, ra) in enumerate(shown):
        for b, rb in shown[i + 1:]:
            if not (a.text.strip() and b.text.strip()) or a.font is None or b.font is None:
                continue
            ia, ib = ink(ra), ink(rb)
            if min(ia.bottom, ib.bottom) - max(ia.top, ib.top) < min(ia.h, ib.h) / 2:
                continue  # not on one line
            first, second = (ra, rb) if ra.centerx <= rb.centerx else (rb, ra)
            space = min(a.font.size(" ")[0], b.font.size(" ")[0])
            if second.x - first.right < space:
                found.append(("crowded", f"{a.text!r} {tuple(ra)} / {b.text!r} {tuple(rb)}"))
    return found


def spilling(texts, boards, margin=3) -> list:
    """Texts that stand on one of the named `boards` (a site, a panel) but run off it, or
    come within `margin` pixels of its edge."""
    found = []
    for record, rect in texts:
        if not record.text.strip():
            continue
        mark = ink(rect)
        for name, board in boards:
            inner = board.inflate(-2 * margin, -2 * margin)
            if mark.colliderect(board) and not inner.contains(mark):
                found.append(("spill", f"{record.text!r} {tuple(rect)} off {name} "
                                       f"{tuple(board)}"))
    return found


def badges_on_pieces(placed, items, boards) -> list:
    """Badges on one of the `boards` (a chip and the text on it) that run over a piece by
    their backing alone: a tag whose backing only grazes the cells under it stands in the
    wrong place. (A count's badge on a card's corner may stick out onto its neighbour.)"""
    texts = [ink(rect) for record, rect in placed if record.kind == "text"
             and record.text.strip()]
    found = []
    for record, rect in placed:
        if record.kind != "chip" or not any(board.contains(rect) for _name, board in boards):
            continue
        inside = [mark for mark in texts if rect.contains(mark)]
        for key, area in items:
            if rect.colliderect(area) and not area.contains(rect) and inside \
                    and not any(mark.colliderect(area) for mark in inside):
                found.append(("badge", f"{tuple(rect)} over {key} {tuple(area)}"))
    return found


def frame_records(app, scene) -> list:
    """One frame of `scene` (caches repainted): every record placed in window pixels, the
    texts later covered by a panel too (a label under a neighbour's board is still cut)."""
    records, first = drawn_records(app, scene)
    return screen_records(scene, records[first:], app.surface)


def drawn_records(app, scene) -> tuple[list, int]:
    """What the recorder saw (texts, panels, marks) while `scene`'s caches were dropped and
    one frame stepped (so it paints them all), and the index where that frame's records
    begin."""
    records = textlog.start()
    try:
        repaint(scene)
        first = len(records)
        app.step([])
    finally:
        textlog.stop()
    return records, first
