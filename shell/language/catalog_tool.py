"""Keep the translation catalogs in step with the code: a thin wrapper of `pybabel`.

    python -m shell.language.catalog_tool extract  # engines/ shell/ scenes/ -> messages.pot
    python -m shell.language.catalog_tool update   # extract, then merge the .pot into each .po
    python -m shell.language.catalog_tool compile  # .po -> .mo (catalog_build, as the app does)
    python -m shell.language.catalog_tool check    # exit 1 when a message lacks a translation

(messages.pot is assets/locale/messages.pot; each .po assets/locale/<lang>/LC_MESSAGES/.)

The same as running, from the project root:

    pybabel extract -F babel.cfg -k N_ -k ngettext:1,2 -k NP_:1,2 -k pgettext:1c,2 \
        -k npgettext:1c,2,3 -k NC_:1c,2 --add-comments=TRANSLATORS: \
        --sort-by-file --add-location=file \
        -o assets/locale/messages.pot .
    pybabel update -i assets/locale/messages.pot -d assets/locale --no-fuzzy-matching

Messages are the string arguments of `_()`, `N_()`, `ngettext()` and `NP_()`, and with a
context (msgctxt) of `pgettext()`, `npgettext()` and `NC_()`. A new language:
`pybabel init -i assets/locale/messages.pot -d assets/locale -l <lang>`.
"""

import contextlib
import sys

from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from shell.language import catalog_build
from shell.paths import project_root

KEYWORDS = ("_", "N_", "ngettext:1,2", "NP_:1,2", "pgettext:1c,2", "npgettext:1c,2,3",
            "NC_:1c,2")


def template_path():
    return catalog_build.source_dir() / "messages.pot"


def _pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])


def extract(output=None) -> None:
    """Write the template (default assets/locale/messages.pot) from the sources."""
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    with contextlib.chdir(project_root()):  # file references relative to the project
        _pybabel("extract", "-F", "babel.cfg", *keywords, "--add-comments=TRANSLATORS:",
                 "--sort-by-file", "--add-location=file", "--project=Nile Table", "--width=100",
                 "-o", str(output or template_path()), ".")


def update() -> None:
    extract()
    _pybabel("update", "-i", str(template_path()), "-d", str(catalog_build.source_dir()),
             "--no-fuzzy-matching", "--width=100", "--ignore-obsolete")


def untranslated(template=None) -> dict[str, list[str]]:
    """Per language, the template's msgids (singular of a plural; "context|msgid" for a
    message with a context) that lack a translation."""
    with open(template or template_path(), "rb") as handle:
        template = read_po(handle)
    wanted = {(m.context, m.id) for m in template if m.id}
    result = {}
    for lang in catalog_build.languages():
        with open(catalog_build.po_path(lang), "rb") as handle:
            catalog = read_po(handle, locale=lang)
        done = {(m.context, m.id) for m in catalog if m.id and not m.fuzzy
                and (all(m.string) if isinstance(m.string, tuple) else m.string)}
        result[lang] = sorted(_name(context, msgid) for context, msgid in wanted
                              if (context, msgid) not in done)
    return result


def _name(context, msgid) -> str:
    text = msgid if isinstance(msgid, str) else msgid[0]
    return text if context is None else f"{context}|{text}"


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv else "update"
    if command == "extract":
        extract()
    elif command == "update":
        update()
    elif command == "compile":
        for path in catalog_build.compile_catalogs():
            print(path)
    elif command == "check":
        gaps = untranslated()
        for lang, items in gaps.items():
            for msgid in items:
                print(f"{lang}: {msgid!r}")
        return 1 if any(gaps.values()) else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
