"""What the player types or pastes is cleaned before any text field lays it out.

The scene manager passes every event through `clean_event` first. A typed text (TEXTINPUT)
keeps only what `names.clean_typed` keeps (the rule names from saves follow); nothing left,
no event. A paste (Ctrl+V or Cmd+V into a focused field) takes the clipboard's text cleaned
the same way: the cleaned text is put back on the clipboard before the field reads it.
"""

import logging

import pygame
from pygame_gui.elements import UITextEntryLine

from shell.language.names import clean_typed

log = logging.getLogger(__name__)
_PASTE_MODS = pygame.KMOD_CTRL | pygame.KMOD_META


def clean_event(event, ui):
    """`event` as the scene's widgets may see it, or None when nothing of it is left."""
    if event.type == pygame.KEYDOWN:
        mod = getattr(event, "mod", 0)
        if getattr(event, "key", None) == pygame.K_v and mod & _PASTE_MODS \
                and not mod & pygame.KMOD_ALT:
            _clean_clipboard(ui)
        return event
    if event.type != pygame.TEXTINPUT:
        return event
    raw = getattr(event, "text", "")
    if raw == "v" and pygame.key.get_mods() & _PASTE_MODS:  # a paste on macOS
        _clean_clipboard(ui)
        return event
    text = clean_typed(raw)
    if not text:
        return None
    if text == raw:
        return event
    return pygame.event.Event(pygame.TEXTINPUT, text=text,
                              window=getattr(event, "window", None))


def _clean_clipboard(ui) -> None:
    """Clean the clipboard's text when a text field of `ui` is about to paste it."""
    if not any(isinstance(element, UITextEntryLine) for element in ui.get_focus_set() or ()):
        return
    try:
        raw = pygame.scrap.get_text()
        text = clean_typed(raw)
        if text != raw:
            pygame.scrap.put_text(text)
    except (pygame.error, UnicodeError) as exc:  # no clipboard: the field pastes nothing
        log.warning("cannot read the clipboard: %s", exc)
        try:
            pygame.scrap.put_text("")
        except pygame.error:
            pass
