"""Open file…: pygame_gui's file dialog, made safe against any path the player types.

The dialog looks at the typed path on every change; a path the system refuses to look at
(a name too long, a folder that cannot be read) raises OSError there. Such a path is simply
not a file to open: the dialog stays, its OK button off. The path field takes at most
`MAX_PATH_CHARS` characters (more than Windows allows; each typed character lays the whole
line out again, so a paragraph pasted in would take seconds).
"""

import logging

from pygame_gui.windows import UIFileDialog

log = logging.getLogger(__name__)
MAX_PATH_CHARS = 260


class SafeFileDialog(UIFileDialog):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        line = self.file_path_text_line
        line.set_text_length_limit(max(MAX_PATH_CHARS, len(line.get_text())))

    def process_event(self, event) -> bool:
        try:
            return super().process_event(event)
        except (OSError, ValueError) as exc:
            log.info("file dialog: %s", exc.__class__.__name__)
            self.current_file_path = None
            self.ok_button.disable()
            self.delete_button.disable()
            return True
