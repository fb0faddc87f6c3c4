"""Files that are not ours are only read: a save opened from outside the saves folder (even
one named like an autosave) is copied into a new autosave of ours before play, and is never
written after a move nor removed when the game ends; the Open file… dialog cannot delete."""

import random

from engines import get_engine
from engines.core import Replay, Seat
from scenes.screens.load import open_saved_game
from shell.paths import saves_dir
from shell.store import finished, saves


def outside_backup(tmp_path):
    """A hot-seat Aton game of a few moves, kept by the player as
    ~/Documents/autosave-my-backup.json."""
    engine = get_engine("aton")
    options = engine.spec.resolve_options({})
    replay = Replay("aton", options, [Seat("Anna", "human"), Seat("Boris", "human")], 5, [])
    state = engine.new_game(2, options, 5)
    rng = random.Random(5)
    for _move in range(6):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        replay.actions.append(action)
    path = tmp_path / "Documents" / "autosave-my-backup.json"
    path.parent.mkdir()
    saves.save_replay(replay, path)
    return path


def test_a_save_from_elsewhere_is_copied_and_never_written_or_removed(app, tmp_path):
    app.settings.animation_speed = 0.0
    backup = outside_backup(tmp_path)
    before = backup.read_bytes()
    assert open_saved_game(app, backup) is None
    scene = app.scenes.top
    writer = scene.session.writer
    writer.flush()
    assert writer.path is not None and writer.path.parent == saves_dir()  # our own copy
    assert saves.load_game(writer.path)[0].actions == saves.load_game(backup)[0].actions
    rng = random.Random(1)
    while not scene.state.is_over():
        scene.play(rng.choice(scene.state.legal_actions()))
        for _frame in range(3):
            app.step([])
    for _frame in range(5):
        app.step([])
    finished.flush()
    assert backup.read_bytes() == before  # neither written after a move nor removed
    assert not writer.path.exists()  # our copy went once the finished game was kept
    assert finished.kept_replays()


def test_a_writer_never_takes_a_file_outside_its_folder(tmp_path):
    outside = tmp_path / "elsewhere" / "autosave-aton-20261128-120000-abcdef.json"
    outside.parent.mkdir()
    outside.write_text("{}")
    link = tmp_path / "saves" / "autosave-aton-20261128-120001-abcdef.json"
    link.parent.mkdir()
    writer = saves.AutosaveWriter(folder=tmp_path / "saves")
    assert not writer.use_path(outside)
    try:
        link.symlink_to(outside)
    except OSError:  # Windows without the right to make links
        pass
    else:
        assert not writer.use_path(link)  # a link in the folder to a file elsewhere
    assert writer.path is None
    own = tmp_path / "saves" / "autosave-aton-20261128-120002-abcdef.json"
    assert writer.use_path(own) and writer.path == own


def test_the_open_file_dialog_cannot_delete_a_file(app, tmp_path):
    import pygame
    import pygame_gui

    from tests.scenes.mouse import click
    from tests.scenes.screens.test_load_position import load_screen

    folder = tmp_path / "Documents"
    folder.mkdir()
    victim = folder / "notes.txt"
    victim.write_text("not a position, and not ours")
    load = load_screen(app, folder)
    load.on_button(load.open_button)
    app.step([])
    dialog = load.file_dialog
    dialog.process_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, {
        "text": "notes.txt", "ui_element": dialog.file_selection_list}))  # the player picks it
    assert dialog.current_file_path == victim
    assert not dialog.delete_button.alive()  # no trash button to see or click
    click(app, dialog.delete_button.rect.center)
    dialog.process_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
        "ui_element": dialog.delete_button}))  # and one pressed anyway asks nothing
    confirm = dialog.delete_confirmation_dialog
    assert confirm is None
    dialog.process_event(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, {
        "ui_element": confirm}))
    app.step([])
    assert victim.read_text() == "not a position, and not ours"
