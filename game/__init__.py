"""The application shell: App loop, scenes, settings, i18n, saves, theme and the UI kit."""
