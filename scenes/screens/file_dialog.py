"""Open file…: pygame_gui's file dialog, made safe against any path the player types, and
able only to pick a file.

The dialog looks at the typed path on every change; a path the system refuses to look at
(a name too long, a folder that cannot be read) raises OSError there. Such a path is simply
not a file to open: the dialog stays, its OK button off. The path field takes at most
`MAX_PATH_CHARS` characters (more than Windows allows; each typed character lays the whole
line out again, so a paragraph pasted in would take seconds).

Files that are not ours are only read: pygame_gui's dialog has a trash button that deletes
the selected file; here it is removed, and its confirmation does nothing. The dialog cannot
delete, rename or create anything. `SaveFileDialog` names a new file for the caller to write
(Save position…), and deletes nothing either.
"""

import logging

import pygame
import pygame_gui
from pygame_gui.windows import UIFileDialog

log = logging.getLogger(__name__)
MAX_PATH_CHARS = 260


class SafeFileDialog(UIFileDialog):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        line = self.file_path_text_line
        line.set_text_length_limit(max(MAX_PATH_CHARS, len(line.get_text())))
        self.delete_button.kill()  # never drawn, never clicked (the dialog still calls it)

    def process_event(self, event) -> bool:
        try:
            return super().process_event(event)
        except (OSError, ValueError) as exc:
            log.info("file dialog: %s", exc.__class__.__name__)
            self.current_file_path = None
            self.ok_button.disable()
            self.delete_button.disable()
            return True

    def _process_mini_file_operation_button_events(self, event) -> None:
        if getattr(event, "ui_element", None) is self.delete_button:
            return  # no file is ever deleted from here
        super()._process_mini_file_operation_button_events(event)

    def _process_confirmation_dialog_events(self, event) -> None:
        """The delete confirmation of pygame_gui: never asked here, never acted on."""


class SaveFileDialog(SafeFileDialog):
    """The file dialog naming a new file to write (Save position…): a name typed in a folder
    that exists, taken by OK or by Enter in the path field. As the one it extends, it
    deletes nothing; whether the name may be written is the caller's to say."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, allow_existing_files_only=False, **kwargs)

    def process_event(self, event) -> bool:
        taken = super().process_event(event)
        if (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
                and getattr(event, "ui_element", None) is self.file_path_text_line
                and self.alive() and self.ok_button.is_enabled):
            self._process_ok_cancel_events(pygame.event.Event(
                pygame_gui.UI_BUTTON_PRESSED, ui_element=self.ok_button))
        return taken
