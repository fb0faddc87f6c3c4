"""Compiled translation catalogs: `.po` sources -> `.mo` files that `gettext` reads.

Sources live in the standard layout, assets/locale/<lang>/LC_MESSAGES/messages.po. The `.mo`
files are never committed: `compile_catalogs()` writes them with Babel's API. It is called by
the build script before freezing (the bundle then carries the `.mo` files and needs no Babel),
by the test setup, and by the app at first use from a source checkout (`locale_dir()`), next to
the sources when that folder is writable, else in the per-user cache folder. A game package's
own catalogs (`AppDescriptor.locale`, in the same layout) are compiled the same way
(`locale_dir(folder)`).
"""

import hashlib
import logging
import os
import sys
import tempfile
from pathlib import Path

import platformdirs

from shell.paths import APP_AUTHOR, APP_NAME, asset_path

DOMAIN = "messages"
log = logging.getLogger(__name__)


def source_dir() -> Path:
    """The bundled catalogs folder (holds messages.pot and <lang>/LC_MESSAGES/messages.po)."""
    return asset_path("locale")


def po_path(lang: str, root: Path | None = None) -> Path:
    return (root or source_dir()) / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str, root: Path) -> Path:
    return root / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def languages(root: Path | None = None) -> list[str]:
    """Languages that have a `.po` source."""
    root = root or source_dir()
    return sorted(p.parent.parent.name for p in root.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compile_catalogs(out_dir: Path | None = None, src_dir: Path | None = None) -> list[Path]:
    """Compile every `.po` under `src_dir` into `out_dir` (default: next to the sources).

    Fuzzy entries are left out, as `pybabel compile` does. Each file is written to a temporary
    name and renamed, so a reader never sees half a catalog. Returns the `.mo` paths.
    """
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    src_dir = src_dir or source_dir()
    out_dir = out_dir or src_dir
    written = []
    for lang in languages(src_dir):
        with open(po_path(lang, src_dir), "rb") as handle:
            catalog = read_po(handle, locale=lang, domain=DOMAIN)
        target = mo_path(lang, out_dir)
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                write_mo(handle, catalog, use_fuzzy=False)
            os.chmod(tmp, 0o644)  # mkstemp makes it private; every user reads the bundle
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        written.append(target)
    return written


def _up_to_date(out_dir: Path, src_dir: Path) -> bool:
    for lang in languages(src_dir):
        mo = mo_path(lang, out_dir)
        if not mo.exists() or mo.stat().st_mtime < po_path(lang, src_dir).stat().st_mtime:
            return False
    return True


def cache_dir(src: Path | None = None) -> Path:
    """The per-user folder of compiled catalogs: the app's, or (`src`) those of a game
    package's own catalogs folder (one folder each)."""
    root = Path(platformdirs.user_cache_dir(APP_NAME, APP_AUTHOR)) / "locale"
    if src is None:
        return root
    return root / "games" / hashlib.sha256(str(src.resolve()).encode()).hexdigest()[:16]


def locale_dir(src: Path | None = None) -> Path:
    """The folder `gettext` reads `.mo` files from, compiling them first when needed: the
    app's catalogs, or those of the folder `src` (a game package's own).

    Frozen app: the bundled folder as built. Source checkout: next to the `.po` files when
    they are current or can be written there, else the per-user cache; the bundled folder (and
    English) when Babel is missing.
    """
    own = src is not None
    src = src if src is not None else source_dir()
    if getattr(sys, "frozen", False) or _up_to_date(src, src):
        return src
    for target in (src, cache_dir(src if own else None)):
        if _up_to_date(target, src):
            return target
        try:
            compile_catalogs(target, src)
            return target
        except OSError as exc:
            log.info("cannot write catalogs to %s: %s", target, exc)
        except ImportError:
            log.warning("Babel is not installed: translations cannot be compiled")
            break
    return src


def main(argv=None) -> int:
    """`python -m shell.language.catalog_build [OUT_DIR]`: compile the catalogs (the build
    script's step)."""
    argv = sys.argv[1:] if argv is None else argv
    for path in compile_catalogs(Path(argv[0]) if argv else None):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
