"""Keep the translation catalogs in step with the code.

    python -m game.catalog_tool            # add new messages, drop vanished ones
    python -m game.catalog_tool --check    # exit 1 when a message lacks a translation

Messages are the string arguments of `_()` and `N_()` calls in engines/, game/ and scenes/.
English entries are filled with the source text; Russian and Polish are left for a translator.
"""

import argparse
import ast
import sys
from pathlib import Path

import polib

from .i18n import LANGUAGES
from .paths import asset_path, project_root

SOURCE_DIRS = ("engines", "game", "scenes")
MARKERS = {"_", "N_"}


def extract_messages(root: Path | None = None) -> dict[str, str]:
    """msgid -> 'file:line' of its first use."""
    root = root or project_root()
    found: dict[str, str] = {}
    for folder in SOURCE_DIRS:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id in MARKERS and node.args
                        and isinstance(node.args[0], ast.Constant)
                        and isinstance(node.args[0].value, str)):
                    where = f"{path.relative_to(root)}:{node.lineno}"
                    found.setdefault(node.args[0].value, where)
    return found


def catalog_path(lang: str) -> Path:
    return asset_path("locale", f"{lang}.po")


def update_catalogs() -> dict[str, int]:
    messages = extract_messages()
    missing: dict[str, int] = {}
    for lang in LANGUAGES:
        path = catalog_path(lang)
        po = polib.pofile(str(path)) if path.exists() else polib.POFile()
        po.metadata.setdefault("Content-Type", "text/plain; charset=UTF-8")
        po.metadata["Language"] = lang
        existing = {entry.msgid: entry for entry in po}
        for entry in list(po):
            if entry.msgid not in messages:
                po.remove(entry)
        for msgid, where in messages.items():
            entry = existing.get(msgid)
            if entry is None:
                entry = polib.POEntry(msgid=msgid, msgstr=msgid if lang == "en" else "")
                po.append(entry)
            entry.occurrences = [tuple(where.rsplit(":", 1))]
            if lang == "en" and not entry.msgstr:
                entry.msgstr = msgid
        po.sort(key=lambda e: e.msgid)
        po.save(str(path))
        missing[lang] = sum(1 for e in po if not e.msgstr)
    return missing


def untranslated() -> dict[str, list[str]]:
    messages = extract_messages()
    result = {}
    for lang in LANGUAGES:
        po = polib.pofile(str(catalog_path(lang)))
        done = {e.msgid for e in po if e.msgstr and "fuzzy" not in e.flags}
        result[lang] = sorted(m for m in messages if m not in done)
    return result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        gaps = untranslated()
        for lang, items in gaps.items():
            for msgid in items:
                print(f"{lang}: {msgid!r}")
        return 1 if any(gaps.values()) else 0
    for lang, count in update_catalogs().items():
        print(f"{lang}: {count} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
