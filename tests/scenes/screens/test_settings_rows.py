"""The Settings screen's nine rows: they fit at the design's text size, and where large text
leaves them no room they scroll, each reachable in view."""

from dataclasses import replace

from scenes.screens.settings import SettingsScene


def test_the_rows_fit_at_normal_text(app):
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.step([])
    assert scene.scroll.bar is None
    assert all(scene.scroll.rect.contains(c.rect) for c in scene.controls)


def test_at_large_text_the_rows_scroll_and_each_comes_into_view(app):
    app.apply_settings(replace(app.settings, text_size=200))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.step([])
    assert scene.scroll.bar is not None
    assert scene.scroll.rect.bottom <= scene.back_button.rect.top
    last = scene.patterns_menu
    assert not scene.scroll.rect.contains(last.rect)
    scene.reveal(last)
    app.step([])
    assert scene.scroll.rect.contains(last.rect)
    scene.reveal(scene.music_slider)
    app.step([])
    assert scene.scroll.rect.contains(scene.music_slider.rect)
