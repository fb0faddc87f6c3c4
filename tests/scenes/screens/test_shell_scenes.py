"""The menu, setup, settings, rules, load and about screens driven with synthetic events."""

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from scenes.screens import setup as setup_screen
from scenes.screens.about import AboutScene
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from shell.language import i18n
from shell.store import saves
from shell.store.settings import load_settings
from tests import early_run
from tests.toy.engines_nim import ENGINE as NIM

ROOT = Path(__file__).resolve().parents[3]


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def press(app, button):
    app.scenes.handle_event(pygame.event.Event(
        pygame_gui.UI_BUTTON_PRESSED, ui_element=button, ui_object_id=""))


def choose(app, menu, option_id):
    app.scenes.handle_event(pygame.event.Event(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, selected_option_id=option_id,
        text=option_id))


def test_menu_has_a_tile_per_game_and_its_buttons(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step([])
    assert list(menu.tiles) == ["imhotep", "pyramids", "archaeology", "aton"]
    assert sorted(menu.buttons.values()) == ["about", "continue", "join", "load", "puzzles",
                                             "quit", "rules", "settings", "statistics"]
    for rect in list(menu.tiles.values()) + [b.rect for b in menu.buttons]:
        assert app.surface.get_rect().contains(rect)


def test_continue_is_disabled_without_an_autosave(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    button = next(b for b, k in menu.buttons.items() if k == "continue")
    assert not button.is_enabled


def test_a_game_without_a_scene_is_coming_soon(app, monkeypatch):
    menu = MenuScene(app)
    app.scenes.push(menu)
    menu.playable["aton"] = False
    click(app, menu.tiles["aton"].center)
    assert app.scenes.top is menu
    assert menu.toast.visible and "Aton" in menu.toast.text


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (3840, 2160)])
def test_menu_fits_every_window_size(app, size):
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                 size=size)])
    assert app.size == size
    screen = pygame.Rect((0, 0), size)
    for rect in list(menu.tiles.values()) + [b.rect for b in menu.buttons]:
        assert screen.contains(rect)


def test_menu_buttons_open_their_screens(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    for key, kind in (("settings", SettingsScene), ("rules", RulesScene), ("load", LoadScene),
                      ("about", AboutScene)):
        press(app, next(b for b, k in menu.buttons.items() if k == key))
        assert isinstance(app.scenes.top, kind)
        app.scenes.pop()
    press(app, next(b for b, k in menu.buttons.items() if k == "quit"))
    assert not app.running


def test_language_switch_takes_effect_at_once_and_is_saved(app, tmp_path):
    menu = MenuScene(app)
    app.scenes.push(menu)
    settings = SettingsScene(app)
    app.scenes.push(settings)
    choose(app, settings.language_menu, "ru")
    assert app.settings.language == "ru"
    assert i18n._("Quit") == "Выход"
    assert "Выход" in [b.text for b in menu.buttons]
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["language"] == "ru"


def test_every_setting_can_be_changed(app, tmp_path):
    scene = SettingsScene(app)
    app.scenes.push(scene)
    choose(app, scene.speed_menu, "0.0")
    choose(app, scene.patterns_menu, "True")
    choose(app, scene.size_menu, "1600x900")
    choose(app, scene.background_menu, "False")
    app.scenes.handle_event(pygame.event.Event(
        pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=scene.effects_slider, value=25))
    app.scenes.handle_event(pygame.event.Event(
        pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=scene.music_slider, value=15))
    assert app.settings.animation_speed == 0.0
    assert app.settings.colour_blind is True
    assert app.settings.quiet_in_background is False
    assert app.size == (1600, 900)
    assert app.settings.effects_volume == 25 and app.audio.effects_volume == 25
    assert app.settings.music_volume == 15 and app.audio.music_volume == 15
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["effects_volume"] == 25 and saved["music_volume"] == 15
    assert saved["quiet_in_background"] is False and saved["window_width"] == 1600


@pytest.fixture
def nim_setup(monkeypatch):
    monkeypatch.setattr(setup_screen, "get_engine", lambda game_id: NIM)


def test_setup_configures_every_seat_and_option(app, nim_setup):
    scene = SetupScene(app, "nim")
    app.scenes.push(scene)
    choose(app, scene.players_menu, "3")
    assert scene.model.players == 3 and len(scene.name_entries) == 3
    choose(app, scene.kind_menus[1], "hard")
    choose(app, scene.kind_menus[2], "human")
    scene.on_text(scene.name_entries[2], "Zoë Łukasz")
    opt_menu = next(iter(scene.option_menus))
    choose(app, opt_menu, "True")
    seats = scene.model.seats()
    assert [s.kind for s in seats] == ["human", "hard", "human"]
    assert seats[2].name == "Zoë Łukasz"
    assert scene.model.options == {"big_heaps": True}
    choose(app, scene.players_menu, "2")
    assert len(scene.model.seats()) == 2


def test_setup_refuses_a_bad_seed(app, nim_setup):
    scene = SetupScene(app, "nim")
    app.scenes.push(scene)
    scene.model.seed_text = "99999999999"
    scene.start()
    assert app.scenes.top is scene
    assert scene.toast.error and "seed" in scene.toast.text.lower()


def test_rules_screen_switches_game(app):
    scene = RulesScene(app)
    app.scenes.push(scene)
    button = next(b for b, g in scene.game_buttons.items() if g == "aton")
    press(app, button)
    assert scene.game_id == "aton"


def test_load_screen_lists_saves_and_marks_damaged_ones(app, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "broken.json").write_text("{")
    scene = LoadScene(app, folder)
    app.scenes.push(scene)
    app.step([])
    scene.finish_reading()  # the rows are read in the background
    assert scene.entries[0].error
    assert not scene.load_button.is_enabled
    scene.load_selected()
    assert scene.toast.error
    assert (folder / "broken.json").read_text() == "{"


def run_main(*args, timeout=60):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_screenshot_option_writes_the_menu(tmp_path, lang):
    out = tmp_path / f"menu-{lang}.png"
    result = run_main("--screenshot", str(out), "--scene", "menu", "--size", "1280x720",
                      "--lang", lang)
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)


@pytest.mark.early_run("smoke", "--smoke")
def test_smoke_mode_exits_cleanly(request):
    result = early_run.result(request.config, "smoke", timeout=180)
    assert result.returncode == 0, result.stderr
    assert "smoke ok" in result.stdout


def test_load_option_with_a_bad_file_does_not_crash(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    result = run_main("--screenshot", str(tmp_path / "x.png"), "--load", str(bad))
    assert result.returncode == 0, result.stderr
    assert "Cannot load bad.json: the file is damaged or truncated" in result.stdout


def an_imhotep_save(path, moves=3):
    from engines import get_engine
    from engines.core import Replay, Seat

    state = get_engine("imhotep").new_game(2, None, 8)
    replay = Replay("imhotep", state.options, [Seat("Anna"), Seat("Boris")], 8)
    for _ in range(moves):
        action = state.legal_actions()[0]
        state.apply(action)
        replay.actions.append(action)
    saves.save_replay(replay, path)
    return path


def test_screenshot_with_load_really_loads_the_game(tmp_path):
    good = an_imhotep_save(tmp_path / "good.json")
    result = run_main("--screenshot", str(tmp_path / "game.png"), "--load", str(good),
                      "--size", "1280x720")
    assert result.returncode == 0, result.stderr
    assert "loaded good.json" in result.stdout
    menu = run_main("--screenshot", str(tmp_path / "menu.png"), "--size", "1280x720")
    assert menu.returncode == 0, menu.stderr
    game_image = pygame.image.load(str(tmp_path / "game.png"))
    menu_image = pygame.image.load(str(tmp_path / "menu.png"))
    assert pygame.image.tobytes(game_image, "RGB") != pygame.image.tobytes(menu_image, "RGB")


def test_load_screen_tells_saves_of_one_game_apart(app, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    first = an_imhotep_save(folder / "imhotep-20260101-100000.json", moves=2)
    second = an_imhotep_save(folder / "autosave-imhotep-20260102-100000.json", moves=5)
    scene = LoadScene(app, folder)
    app.scenes.push(scene)
    app.step([])
    scene.finish_reading()
    rows = {entry.path: entry for entry in scene.entries}
    assert scene.title(rows[first]) == "Imhotep"
    assert scene.title(rows[second]) == "Imhotep (autosaved)"
    assert scene.detail(rows[first]) == "Anna, Boris · round 1 of 6 · 2 moves"
    assert scene.detail(rows[second]).endswith("· 5 moves")
    assert scene.detail(rows[first]) != scene.detail(rows[second])


def test_load_screen_names_bot_levels(app, tmp_path):
    from engines.core import Replay, Seat

    folder = tmp_path / "saves"
    folder.mkdir()
    saves.save_replay(Replay("aton", {}, [Seat("Anna"), Seat("Ramses", "hard")], 3, []),
                      folder / "aton.json")
    scene = LoadScene(app, folder)
    app.scenes.push(scene)
    app.step([])
    scene.finish_reading()
    assert scene.detail(scene.entries[0]).startswith("Anna, Ramses (Bot: Hard) · round")


def test_setup_remembers_the_last_choices_per_game(app, tmp_path):
    scene = SetupScene(app, "imhotep")
    app.scenes.push(scene)
    choose(app, scene.players_menu, "3")
    scene.on_text(scene.name_entries[0], "Zoë")
    choose(app, scene.kind_menus[1], "hard")
    opt = next(iter(scene.option_menus.values()))
    other = next(v for v in opt.values if v != scene.model.options[opt.key])
    choose(app, next(m for m, o in scene.option_menus.items() if o is opt), str(other))
    scene.start()
    app.scenes.pop()
    again = SetupScene(app, "imhotep")
    assert again.model.players == 3
    assert again.model.names[0] == "Zoë" and again.model.kinds[1] == "hard"
    assert again.model.options[opt.key] == other
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["setups"]["imhotep"]["names"][0] == "Zoë"
    fresh = SetupScene(app, "pyramids")  # another game keeps its own seat kinds
    assert fresh.model.kinds[1] == "medium"


def test_the_names_typed_last_fill_every_games_setup_after_a_restart(app, tmp_path):
    """A person's name is typed once: the next game's setup, of any game and after the app
    is started again (the settings file), names that seat so; a bot's seat keeps its
    bot's name; a seat left at its default name is remembered as none typed."""
    scene = SetupScene(app, "imhotep")
    app.scenes.push(scene)
    choose(app, scene.players_menu, "3")
    choose(app, scene.kind_menus[2], "human")
    scene.on_text(scene.name_entries[0], "Zoë")
    scene.on_text(scene.name_entries[2], "Bea")
    scene.start()
    app.scenes.pop()
    restarted = load_settings(tmp_path / "settings.json")
    assert restarted.player_names[:3] == ["Zoë", "", "Bea"]
    app.settings = restarted
    other = SetupScene(app, "pyramids")
    assert other.model.names[0] == "Zoë"
    assert other.model.kinds[2] == "medium" and other.model.names[2] != "Bea"
    app.scenes.push(other)
    other.on_text(other.name_entries[0], "Player 1")
    other.start()
    app.scenes.pop()
    assert app.settings.player_names[:3] == ["", "", "Bea"]


def test_a_damaged_setup_memory_falls_back_choice_by_choice(app):
    spec_default = SetupScene(app, "imhotep").model
    app.settings.setups = {"imhotep": {
        "players": "three", "names": [5, "Li\x00na\udc80", None], "kinds": ["alien", "easy"],
        "options": {"market": ["A"], "nonsense": 1}}}
    model = SetupScene(app, "imhotep").model
    assert model.players == spec_default.players
    assert model.names[0] == spec_default.names[0] and model.names[1] == "Lina"
    assert model.kinds[:2] == ["human", "easy"]
    assert model.options == spec_default.options


def test_autosave_folder_is_per_user(isolated_user_dirs):
    assert str(saves.autosave_path()).startswith(str(isolated_user_dirs))


def test_load_screen_keys_keep_the_selection_in_view(app, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    for n in range(20):
        (folder / f"broken-{n:02d}.json").write_text("{")
    scene = LoadScene(app, folder)
    app.scenes.push(scene)
    app.step([])
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="",
                              scancode=0)
    for _ in range(15):
        app.step([down])
    assert scene.selected == 15
    assert any(index == 15 for index, _rect in scene.rows)
