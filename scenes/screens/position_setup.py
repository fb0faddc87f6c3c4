"""Who plays a written position (docs/notation.md): the setup screen with the game, the
number of players and the variants fixed by the position, opened from the Load screen.

The seats (names, human or bot level) and the seed (the bots' choices; blank = random) are
chosen as for a new game (a seen position's note says from whose sight its hidden cards were
dealt again), from the game's remembered setup, which is left as it was. Play
from here opens the table at the position in place of this screen and the Load screen under
it (leaving it goes to the menu, as a loaded game's table does); View only opens it in the
replay viewer over this screen.
"""

import logging
import random
from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from engines.core import State
from engines.notation import game_of, seen_by
from scenes.game_start import MAX_SEED
from scenes.games import game_title
from scenes.position import open_position
from scenes.screens.setup import SetupModel, SetupScene
from shell.language.i18n import _
from shell.language.reasons import reason_text
from shell.ui.theme import button_widths, control_height

log = logging.getLogger(__name__)


class PositionSetupScene(SetupScene):
    remote_seats = False  # a position is played at one screen (nor hosted, nor autosaved)

    def __init__(self, app, state: State, text: str):
        super().__init__(app, game_of(text))
        self.position, self.text = state, text
        players = state.num_players
        self.spec = replace(self.spec, min_players=players, max_players=players)
        self.model = SetupModel(self.spec, app.settings.setups.get(self.game_id),
                                app.settings.player_names)
        self.model.kinds = ["medium" if kind == "remote" else kind for kind in self.model.kinds]
        self.model.options = {**self.spec.default_options(), **state.options}

    def heading(self) -> str:
        return _("Play a position: {game}").format(game=game_title(self.game_id))

    def note(self) -> str:
        """A seen position's hidden cards were dealt again (docs/notation.md): from whose
        sight."""
        is_seen, seat = seen_by(self.text)
        if not is_seen:
            return ""
        if seat is None:
            return _("Hidden cards were dealt again from what everyone at the table could "
                     "see.")
        return _("Hidden cards were dealt again from what seat {number} could "
                 "see.").format(number=seat + 1)

    def build(self) -> None:
        """The setup screen's controls, the variants shown as the position has them (not to
        be changed), and a row of Back, View only and Play from here in place of its own."""
        super().build()
        for menu in self.option_menus:
            menu.disable()
        for button in (self.back_button, self.start_button, self.learn_button):
            if button is not None:
                button.kill()
        s = self.scale
        gap = round(20 * s)
        back_w, view_w, play_w = button_widths(
            200, s, [_("Back"), _("View only"), _("Play from here")], self.box.w, gap, 20,
            bold=True)
        bh = control_height(50, s, 20)
        by = self.back_button.rect.y
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, by, back_w, bh), _("Back"), self.ui)
        play = pygame.Rect(self.box.right - play_w, by, play_w, bh)
        self.start_button = pygame_gui.elements.UIButton(
            play, _("Play from here"), self.ui, object_id=ObjectID(class_id="@primary"))
        self.learn_button = pygame_gui.elements.UIButton(
            pygame.Rect(play.x - gap - view_w, by, view_w, bh), _("View only"), self.ui,
            tool_tip_text=_("Open the position in the replay viewer, without playing"))

    def on_button(self, element) -> None:
        if element is self.learn_button:
            self.open(viewer=True)
        else:
            super().on_button(element)

    def start(self) -> None:
        self.open(viewer=False)

    def open(self, viewer: bool) -> None:
        """The table (or the viewer) at the position, played by the seats chosen."""
        try:
            seed = self.model.seed()
            if seed is None:
                seed = random.SystemRandom().randrange(MAX_SEED)
            scene = open_position(self.app, self.position.clone(), self.text,
                                  seats=self.model.seats(), seed=seed, viewer=viewer,
                                  push=False)
        except (ValueError, LookupError) as exc:
            self.toast.show(reason_text(exc), error=True)
            return
        except Exception:  # a table that trips on a strange position must not end the app
            log.exception("opening a %s position failed", self.game_id)
            self.toast.show(_("The position cannot be opened."), error=True)
            return
        if viewer:
            self.app.scenes.push(scene)
        else:
            self.app.scenes.pop()
            self.app.scenes.replace(scene)
