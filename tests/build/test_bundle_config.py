"""What the PyInstaller spec puts into the bundle and what it keeps out."""

import re
from pathlib import Path

import bundle_config as bc

ROOT = Path(__file__).resolve().parents[2]
SPEC = (ROOT / "build" / "nile_table.spec").read_text(encoding="utf-8")


def test_spec_bundles_the_whole_assets_folder_and_the_generated_version():
    assert '(str(ROOT / "assets"), "assets")' in SPEC
    assert '(str(stage / "VERSION"), "assets")' in SPEC
    assert 'tomllib.loads((ROOT / "pyproject.toml")' in SPEC


def test_spec_uses_the_shared_config_and_the_worker_runtime_hook():
    for name in ("EXCLUDES", "HIDDEN_PACKAGES", "keep_data", "icon_for_platform", "STRIP"):
        assert name in SPEC
    hooks = re.findall(r'"build" / "rthooks" / "([^"]+)"', SPEC)
    assert hooks and all((ROOT / "build" / "rthooks" / hook).exists() for hook in hooks)


def test_spec_makes_a_onedir_windowed_bundle_and_a_mac_app():
    assert "exclude_binaries=True" in SPEC and "COLLECT(" in SPEC  # onedir, not onefile
    assert "console=False" in SPEC
    assert "BUNDLE(" in SPEC and 'sys.platform == "darwin"' in SPEC


def test_assets_the_game_loads_exist_in_the_source_tree():
    for rel in ("theme.json", "fonts/NotoSans-Regular.ttf", "fonts/NotoSans-Bold.ttf",
                "locale/en/LC_MESSAGES/messages.po", "locale/ru/LC_MESSAGES/messages.po",
                "locale/pl/LC_MESSAGES/messages.po", "icons/icon-64.png"):
        assert (ROOT / "assets" / rel).is_file(), rel


def test_excludes_keep_numpy_and_test_tools_out():
    for module in ("numpy", "pytest", "_pytest", "hypothesis", "ruff", "yaml", "tkinter",
                   "PyInstaller", "setuptools", "pygame.tests", "pygame.examples"):
        assert module in bc.EXCLUDES


# Imported only by the catalog compiler and tool, which run from source at build/test time.
BUILD_TIME_ONLY = {"babel.messages.mofile", "babel.messages.pofile",
                   "babel.messages.frontend"}


def test_excludes_name_no_module_the_game_imports():
    imported = set()
    for folder in ("shell", "scenes", "engines"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in re.finditer(r"^\s*(?:import|from)\s+([\w.]+)", path.read_text("utf-8"),
                                     re.MULTILINE):
                imported.add(match.group(1))
    clash = {m for m in imported for ex in bc.EXCLUDES if m == ex or m.startswith(ex + ".")}
    clash -= BUILD_TIME_ONLY
    assert not clash


def test_hidden_packages_cover_the_packages_imported_by_name():
    assert set(bc.HIDDEN_PACKAGES) >= {"engines", "scenes"}


def test_keep_data_drops_pygame_gui_cjk_arabic_hebrew_fonts():
    for name in ("NotoSansSC-Regular.otf", "NotoSansJP-Bold.otf", "NotoSansKR-Regular.ttf",
                 "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Bold.ttf",
                 "NotoSansGeorgian-Regular.ttf"):
        assert not bc.keep_data(f"pygame_gui/data/{name}")


def test_keep_data_keeps_pygame_gui_defaults_translations_and_our_assets():
    for dest in ("pygame_gui/data/NotoSans-Regular.ttf", "pygame_gui/data/FiraCode-Regular.ttf",
                 "pygame_gui/data/default_theme.json",
                 "pygame_gui/data/translations/pygame-gui.ru.json",
                 "pygame_gui\\data\\translations\\pygame-gui.pl.json",
                 "assets/fonts/NotoSans-Regular.ttf", "pygame/freesansbold.ttf"):
        assert bc.keep_data(dest), dest


def test_keep_data_drops_pygame_docs_examples_and_tests():
    for dest in ("pygame/docs/generated/index.html", "pygame/examples/data/arraydemo.bmp",
                 "pygame/tests/fixtures/fonts/A_PyGameMono-8.png"):
        assert not bc.keep_data(dest)


def test_every_font_pygame_gui_knows_for_our_languages_is_kept():
    """pygame_gui loads its default fonts from its package data at start-up (whatever our theme
    says): every file it can ask for in en/ru/pl must be in the bundle."""
    import pygame
    import pygame_gui

    was_initialised = pygame.get_init()
    pygame.init()
    try:
        for language in ("en", "ru", "pl"):
            manager = pygame_gui.UIManager((320, 240), starting_language=language)
            fonts = manager.get_theme().get_font_dictionary()
            wanted = {location.resource
                      for paths in fonts.known_font_paths.values()
                      for location, _flag in paths
                      if getattr(location, "package", None) == "pygame_gui.data"}
            assert wanted, language
            for name in wanted:
                assert bc.keep_data(f"pygame_gui/data/{name}"), (language, name)
    finally:
        if not was_initialised:
            pygame.quit()


def test_icon_for_each_platform():
    assert bc.icon_for_platform(ROOT, "win32").name == "NileTable.ico"
    assert bc.icon_for_platform(ROOT, "darwin").name == "NileTable.icns"
    assert bc.icon_for_platform(ROOT, "linux").name == "icon-256.png"


def test_size_budget_matches_the_issue_targets():
    assert bc.MAX_BUNDLE_MB <= 50 and bc.MAX_ARCHIVE_MB <= 25


def test_linux_bundle_leaves_out_the_build_machines_libstdcxx_and_libgcc():
    for dest in ("libstdc++.so.6", "libgcc_s.so.1", "sub/libstdc++.so.6.0.30"):
        assert not bc.keep_binary(dest, "linux"), dest
        assert bc.keep_binary(dest, "win32") and bc.keep_binary(dest, "darwin")
    for dest in ("libpython3.11.so.1.0", "pygame_ce.libs/libSDL2-2-x.so.0", "libz.so.1"):
        assert bc.keep_binary(dest, "linux"), dest
    assert "a.binaries = [entry for entry in a.binaries if keep_binary(entry[0])]" in SPEC


def test_keep_data_drops_po_sources_build_only_icons_and_the_games_metadata():
    for dest in ("assets/locale/ru/LC_MESSAGES/messages.po", "assets/locale/messages.pot",
                 "assets/icons/icon-1024.png", "assets/icons/NileTable.icns",
                 "assets/icons/NileTable.ico", "nile_table.egg-info/PKG-INFO",
                 "nile_table-0.1.0.dist-info/METADATA"):
        assert not bc.keep_data(dest), dest
    for dest in ("assets/locale/ru/LC_MESSAGES/messages.mo", "assets/icons/icon-64.png",
                 "assets/licenses/THIRD-PARTY-NOTICES.txt", "assets/rules/aton.pl.txt",
                 "pygame_gui/data/licenses/NotoSans-LICENSE.txt",
                 "platformdirs-4.0.dist-info/METADATA"):
        assert bc.keep_data(dest), dest


def test_east_asian_codecs_stay_out():
    for module in ("_multibytecodec", "_codecs_jp", "_codecs_cn", "_codecs_kr", "_codecs_tw",
                   "_codecs_hk", "_codecs_iso2022"):
        assert module in bc.EXCLUDES


def test_the_window_icon_is_not_left_out():
    app = (ROOT / "shell" / "app.py").read_text("utf-8")
    for name in re.findall(r'asset_path\("icons", "([^"]+)"\)', app):
        assert bc.keep_data(f"assets/icons/{name}"), name


def test_bundle_carries_the_projects_licence_and_the_packages_licence_files():
    assert '(str(ROOT / "LICENSE"), ".")' in SPEC and "package_licence_files()" in SPEC
    files = bc.package_licence_files()
    folders = {folder for _source, folder in files}
    assert {"pygame_gui/data/licenses", "licenses/pygame_gui", "licenses/platformdirs"} <= folders
    assert all(Path(source).is_file() for source, _folder in files)
    names = {Path(source).name for source, folder in files if folder == "licenses/pygame_gui"}
    assert "LICENSE.txt" in names
