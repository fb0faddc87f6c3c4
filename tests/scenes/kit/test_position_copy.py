"""Copying and saving a table's position (docs/notation.md, "Seen positions"): Ctrl+C at a
table or in the replay viewer, and the panel's Save… dialog (Copy position, Save position…)
write what the one at the screen sees. A position copied at a table opens with Ctrl+V on the
Load screen to the same position as that seat saw it; one copied in a hot-seat game holds no
card of another person's hand; under a hot-seat cover nobody's hand is copied."""

import pygame
import pytest

from engines import notation
from engines.core import Seat
from engines.core.public import public_observation
from engines.core.seen import UNKNOWN
from scenes.game_start import start_new_game
from scenes.kit.table import TableScene
from scenes.replay import open_replay
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from scenes.screens.position_setup import PositionSetupScene
from scenes.screens.position_share import PositionShareScene
from shell.store.position_file import position_text
from shell.ui.keyplay import PanelButton
from tests.scenes.hotseat_driver import FrameClock
from tests.scenes.mouse import lift_cover

GAMES = ("imhotep", "pyramids", "archaeology", "aton")
PLAYERS = {"imhotep": 3, "pyramids": 2, "archaeology": 3, "aton": 2}


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


CTRL_C = key(pygame.K_c, pygame.KMOD_CTRL, "c")
CTRL_V = key(pygame.K_v, pygame.KMOD_CTRL, "v")


def clipboard() -> str:
    return pygame.scrap.get_text() or ""


def fields(line: str) -> dict[str, str]:
    return dict(word.split("=", 1) for word in line.split()[1:])


def table_with(app, game_id, kinds, moves=20, seed=6) -> TableScene:
    app.clock = FrameClock()
    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    seats = [Seat(f"P{k}", kind) for k, kind in enumerate(kinds)]
    table = start_new_game(app, game_id, seats=seats, seed=seed, pre_moves=moves,
                           autosave=False)
    app.step([])
    return table


def paste_on_load(app) -> PositionSetupScene:
    app.scenes.push(LoadScene(app))
    app.step([])
    app.step([CTRL_V])
    seats = app.scenes.top
    assert isinstance(seats, PositionSetupScene), getattr(seats, "toast", None) and \
        seats.toast.text
    return seats


@pytest.mark.parametrize("game_id", GAMES)
def test_a_position_copied_at_a_table_opens_with_ctrl_v_on_the_load_screen(app, game_id):
    """One person against bots: Ctrl+C copies that person's sight of the table; the Load
    screen's Ctrl+V opens a position that seat sees exactly as it did, and that everyone at
    the table sees as they did."""
    kinds = ["human"] + ["easy"] * (PLAYERS[game_id] - 1)
    table = table_with(app, game_id, kinds)
    seat = table.viewer
    assert seat == 0
    pygame.scrap.put_text("")
    shown = table.state.clone()  # the bots may play on after the key's frame
    app.step([CTRL_C])
    copied = clipboard()
    assert notation.game_of(copied) == game_id
    assert table.toast.visible and "copied" in table.toast.text
    seen = paste_on_load(app).position
    assert seen.observation(seat) == shown.observation(seat)
    assert public_observation(seen, seat) == public_observation(shown, seat)
    assert UNKNOWN in copied and " rng=? " in copied, "what nobody sees is not copied"


@pytest.mark.parametrize("game_id", ["archaeology", "aton"])
def test_a_copy_in_a_two_person_hot_seat_game_holds_no_card_of_the_other_hand(app, game_id):
    """Two people share the screen: each one's copy writes the other's hand as unknown, and
    a copy made while the cover is up writes no hand at all."""
    table = table_with(app, game_id, ["human", "human"], moves=9)
    hands = "hands"
    app.step([CTRL_C])
    covered = clipboard()
    assert table.covered_for is not None and covered.endswith(" seen=-")
    assert "everyone at the table" in app.toast.text, "told over the cover"
    assert all(set(hand) <= {UNKNOWN, "-"} for hand in fields(covered)[hands].split("/"))
    lift_cover(app, table)
    seat = table.viewer
    other = 1 - seat
    shown = table.state.clone()
    app.step([CTRL_C])
    copied = clipboard()
    assert copied.endswith(f" seen={seat}")
    written = fields(copied)[hands].split("/")
    whole = fields(notation.format(shown))[hands].split("/")
    assert set(written[other]) <= {UNKNOWN, "-"}, "the other person's hand is unknown"
    assert written[seat] == whole[seat], "the own hand is written"
    if game_id == "aton" and not shown.revealed:
        assert set(fields(copied)["assigned"].split("/")[other]) <= {UNKNOWN, "0"}
    opened = notation.parse(copied)
    assert opened.observation(seat) == shown.observation(seat)


def test_the_save_dialog_copies_and_saves_the_position_from_the_keyboard(app, tmp_path):
    """Save… on the panel opens the dialog: the keys alone copy the position and write it
    to a new .txt file, which opens as the copy does; a file already there is refused."""
    table = table_with(app, "archaeology", ["human", "easy", "easy"], moves=3)
    assert any(table.state.observation(0)["hand"].values())
    for _ in range(80):  # keyboard play's focus walks to the panel's Save…
        app.step([key(pygame.K_TAB)])
        spot = table.keyboard.spot()
        if spot is not None and spot.key == PanelButton("save"):
            break
    assert table.keyboard.spot().key == PanelButton("save")
    app.step([key(pygame.K_RETURN)])
    dialog = app.scenes.top
    assert isinstance(dialog, PositionShareScene)
    shown = table.state.clone()  # the dialog keeps it while the bots wait under it
    assert "as P0 sees it" in " ".join(dialog.text_lines)
    app.step([key(pygame.K_TAB)])  # the first key shows the focus ring
    while dialog.buttons.get(dialog.focus.current) != "copy":
        app.step([key(pygame.K_TAB)])
    pygame.scrap.put_text("")
    app.step([key(pygame.K_RETURN)])
    assert app.scenes.top is table and clipboard() == notation.format_seen(shown, 0)
    assert "copied as P0 sees it" in table.toast.text
    shown = table.state.clone()
    table.on_button(table.buttons.save)
    app.step([])
    dialog = app.scenes.top
    while dialog.buttons.get(dialog.focus.current) != "file":
        app.step([key(pygame.K_TAB)])
    app.step([key(pygame.K_RETURN)])
    assert dialog.dialog_open and dialog.focus.current is dialog.file_dialog.file_path_text_line
    target = tmp_path / "dig"
    dialog.file_dialog.file_path_text_line.set_text(str(target))
    app.step([key(pygame.K_RETURN)])  # Enter in the path field takes the name
    app.step(pygame.event.get())  # what the field posted, as the app's loop takes it
    app.step(pygame.event.get())  # what the dialog posted
    assert app.scenes.top is table and "saved as dig.txt" in table.toast.text
    text = position_text(tmp_path / "dig.txt")
    assert text == notation.format_seen(shown, 0)
    table.on_button(table.buttons.save)
    app.step([])
    dialog = app.scenes.top
    dialog.write(str(tmp_path / "dig.txt"))
    assert app.scenes.top is dialog and dialog.toast.error
    assert "there already" in dialog.toast.text
    app.step([key(pygame.K_ESCAPE)])
    assert app.scenes.top is table


def test_save_the_game_in_the_dialog_keeps_a_copy_of_the_game(app):
    from shell.store import saves

    table = table_with(app, "pyramids", ["human", "easy"])
    before = {info.path for info in saves.list_saves()}
    table.on_button(table.buttons.save)
    app.step([])
    dialog = app.scenes.top
    button = next(b for b, command in dialog.buttons.items() if command == "game")
    dialog.on_button(button)
    assert app.scenes.top is table and "Saved as" in table.toast.text
    assert len({info.path for info in saves.list_saves()} - before) == 1


def test_without_a_clipboard_the_copy_says_so_and_nothing_breaks(app, monkeypatch):
    table = table_with(app, "aton", ["human", "easy"])

    def refuse(text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    app.step([CTRL_C])
    assert table.toast.error and "no clipboard" in table.toast.text
    assert app.scenes.top is table


def test_the_replay_viewer_copies_what_it_shows(app):
    """A replay of a game two people still play shows open cards only, and so is copied;
    a finished game's replay with all cards open is copied whole."""
    table = table_with(app, "archaeology", ["human", "human", "easy"], moves=12)
    replay = table.session.replay
    viewer = open_replay(app, replay, len(replay.actions), push=True)
    app.step([])
    app.step([CTRL_C])
    assert clipboard().endswith(" seen=-")
    assert "everyone at the table" in viewer.toast.text
    share = next(b for b, command in viewer.replay_buttons.items() if command == "share")
    viewer.on_button(share)
    app.step([])
    assert isinstance(app.scenes.top, PositionShareScene)
    assert not any(command == "game" for command in app.scenes.top.buttons.values())


def test_a_finished_game_with_all_cards_open_is_copied_whole(app):
    table = table_with(app, "pyramids", ["easy", "easy"], moves=400)
    assert table.state.is_over()
    replay = table.session.replay
    viewer = open_replay(app, replay, len(replay.actions) - 3, push=True)
    app.step([])
    viewer.open_all()
    app.step([CTRL_C])
    assert clipboard() == notation.format(viewer.state)
    assert "every card" in viewer.toast.text
    assert paste_on_load(app).note() == "", "nothing was dealt again"


def test_the_seats_screen_says_the_hidden_cards_were_dealt_again(app):
    table = table_with(app, "archaeology", ["human", "easy", "easy"], moves=3)
    app.step([CTRL_C])
    seats = paste_on_load(app)
    note = "Hidden cards were dealt again from what seat 1 could see."
    assert seats.note() == note
    shown = [label.text for label in seats.ui.get_sprite_group().sprites()
             if getattr(label, "text", None) and label.text in note]
    assert " ".join(shown) == note, "the note stands on the seats screen"
    app.scenes.reset(MenuScene(app))
    table = table_with(app, "aton", ["human", "human"], moves=2)
    assert table.covered_for is not None
    app.step([CTRL_C])
    assert paste_on_load(app).note() == ("Hidden cards were dealt again from what everyone at "
                                         "the table could see.")


def test_a_game_without_written_positions_says_so_and_save_still_saves(app):
    """A registered game with no notation: Ctrl+C tells why nothing was copied; Save…
    saves the game, as it did before positions could be shared."""
    from engines.registry import Listing, register, unregister
    from shell.store import saves

    register(Listing("nim", engine="tests.engines.engine_without_notation",
                     app="tests.toy.scenes_nim"))
    try:
        table = table_with(app, "nim", ["human", "easy"], moves=1)
        pygame.scrap.put_text("before")
        app.step([CTRL_C])
        assert clipboard() == "before"
        assert table.toast.error and table.toast.text == "This game cannot write its positions."
        before = {info.path for info in saves.list_saves()}
        table.on_button(table.buttons.save)
        assert app.scenes.top is table
        assert len({info.path for info in saves.list_saves()} - before) == 1
    finally:
        unregister("nim")
