"""The AppStream metainfo of Nile Table (software centres, Flathub): one XML file.

The component id is reverse-DNS like the macOS bundle id; the desktop file it launches is
nile-table.desktop (whose basename is also the window class the app sets). Installed by the .deb
into /usr/share/metainfo; `appstreamcli validate` checks it in CI.
"""

from __future__ import annotations

import time
from xml.sax.saxutils import escape

APP_ID = "org.niletable.NileTable"
METAINFO_NAME = f"{APP_ID}.metainfo.xml"
DESKTOP_ID = "nile-table.desktop"
HOMEPAGE = "https://niletable.org/"
DEVELOPER = "Nile Table studio"

SUMMARY = {
    None: "Four Egyptian board and card games against bots or at one screen",
    "ru": "Четыре египетские настольные и карточные игры против ботов или за одним экраном",
    "pl": "Cztery egipskie gry planszowe i karciane z botami lub przy jednym ekranie",
}
DESCRIPTION = {
    None: ("Nile Table brings Imhotep, Pyramids, Archaeology and Aton to your computer. Play "
           "offline against bots at three levels, or with friends taking turns at one screen.",
           "Every game has its rules built in, saves itself as you play, and can be replayed "
           "move by move afterwards. The app speaks English, Russian and Polish."),
    "ru": ("Nile Table — это Имхотеп, Пирамиды, Археология и Атон на вашем компьютере. "
           "Играйте без интернета против ботов трёх уровней или с друзьями по очереди за "
           "одним экраном.",
           "В каждой игре есть её правила, партия сохраняется сама, а после её можно "
           "просмотреть ход за ходом. Приложение говорит по-английски, по-русски и "
           "по-польски."),
    "pl": ("Nile Table to Imhotep, Piramidy, Archeologia i Aton na komputerze. Grajcie offline "
           "z botami na trzech poziomach albo ze znajomymi na zmianę przy jednym ekranie.",
           "Każda gra ma wbudowane zasady, zapisuje się sama w trakcie rozgrywki, a potem "
           "można ją obejrzeć ruch po ruchu. Aplikacja jest po angielsku, rosyjsku i polsku."),
}
SCREENSHOTS = (  # (file under <homepage>screenshots/, caption, width, height)
    ("menu.png", "The menu: pick a game, load a save or read the rules", 1280, 800),
    ("imhotep.png", "Imhotep against three bots", 1280, 800),
)


def localised(tag: str, texts: dict, indent: str = "  ") -> list[str]:
    out = []
    for lang, text in texts.items():
        attribute = "" if lang is None else f' xml:lang="{lang}"'
        out.append(f"{indent}<{tag}{attribute}>{escape(text)}</{tag}>")
    return out


def release_date(when: float) -> str:
    return time.strftime("%Y-%m-%d", time.gmtime(when))


def metainfo_xml(version: str, when: float) -> str:
    """The metainfo document for `version`, released at the time `when` (seconds)."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<component type="desktop-application">',
             f"  <id>{APP_ID}</id>",
             "  <metadata_license>CC0-1.0</metadata_license>",
             "  <project_license>LicenseRef-proprietary</project_license>",
             "  <name>Nile Table</name>",
             *localised("summary", SUMMARY),
             f"  <developer_name>{escape(DEVELOPER)}</developer_name>",
             "  <description>"]
    for index in range(len(DESCRIPTION[None])):  # each paragraph, then its translations
        lines += localised("p", {lang: texts[index] for lang, texts in DESCRIPTION.items()},
                           "    ")
    lines += ["  </description>",
              f'  <launchable type="desktop-id">{DESKTOP_ID}</launchable>',
              f'  <url type="homepage">{HOMEPAGE}</url>',
              "  <screenshots>"]
    for index, (name, caption, width, height) in enumerate(SCREENSHOTS):
        kind = ' type="default"' if index == 0 else ""
        lines += [f"    <screenshot{kind}>",
                  f"      <caption>{escape(caption)}</caption>",
                  f'      <image type="source" width="{width}" height="{height}">'
                  f"{HOMEPAGE}screenshots/{name}</image>",
                  "    </screenshot>"]
    lines += ["  </screenshots>",
              '  <content_rating type="oars-1.1"/>',
              "  <supports>",
              "    <control>pointing</control>",
              "  </supports>",
              "  <provides>",
              "    <binary>nile-table</binary>",
              "  </provides>",
              "  <releases>",
              f'    <release version="{escape(version)}" date="{release_date(when)}"/>',
              "  </releases>",
              "</component>"]
    return "\n".join(lines) + "\n"
