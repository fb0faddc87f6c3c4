"""The repository is self-contained: no file points outside it (the shared folder of the
machine it was written on, absolute machine paths, issue numbers of a tracker), the README
carries no development history ("session N"), and every relative link in the Markdown files
leads to a file (and heading) in the repository."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SELF = "tests/test_docs.py"  # quotes what it looks for
# folders that are never part of the repository, for a tree without git
LOCAL = {".git", ".venv", "dist", "work", "__pycache__", ".pytest_cache", ".ruff_cache"}

# Places outside the repository (the design's old home, the rulebook texts, machine paths).
OUTSIDE = re.compile(
    r"\.\./shared|(?<![\w.])/work/|shared/(rules|seeds)|\b(DESIGN|GLOSSARY|ART)\.md\b"
    r"|(?<![\w/])seeds/[\w-]+\.txt")
ISSUE = re.compile(r"\b[Ii]ssues? #?[0-9]+")
SESSION = re.compile(r"\b[Ss]essions? [0-9]+")
LINK = re.compile(r"(?<!\!)\[[^\]]*\]\(([^)\s]+)\)|\!\[[^\]]*\]\(([^)\s]+)\)")


def tracked_files() -> list[Path]:
    """The files git tracks (every file under ROOT but local folders when git cannot say)."""
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                             check=True, timeout=60).stdout
        return [ROOT / name for name in out.decode("utf-8").split("\0") if name]
    except (OSError, subprocess.SubprocessError):
        return [path for path in ROOT.rglob("*") if path.is_file()
                and not LOCAL & set(path.relative_to(ROOT).parts[:-1])
                and not any(part.endswith(".egg-info") for part in path.parts)]


def is_self(path: Path) -> bool:
    return path.relative_to(ROOT).as_posix() == SELF


def text_of(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None  # binary (fonts, icons) or gone


def offending_lines(paths, pattern) -> list[str]:
    found = []
    for path in paths:
        text = text_of(path)
        if text is None:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def heading_anchors(markdown: str) -> set[str]:
    """The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces
    as hyphens, repeats numbered."""
    anchors: set[str] = set()
    for line in without_code(markdown).splitlines():
        match = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).lower()).replace(" ", "-")
        anchor, n = slug, 1
        while anchor in anchors:
            anchor, n = f"{slug}-{n}", n + 1
        anchors.add(anchor)
    return anchors


def without_code(markdown: str) -> str:
    """The text outside fenced code blocks and inline code (a link in code is no link)."""
    markdown = re.sub(r"^```.*?^```", "", markdown, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", markdown)


def broken_links(md: Path) -> list[str]:
    """Relative links of `md` that lead to no file inside ROOT, or to no heading there."""
    broken = []
    for match in LINK.finditer(without_code(md.read_text(encoding="utf-8"))):
        target = match.group(1) or match.group(2)
        if re.match(r"[a-z][a-z0-9+.-]*:", target):
            continue  # https:, mailto: ...
        path_part, _, anchor = target.partition("#")
        dest = (md.parent / path_part).resolve() if path_part else md
        inside = dest == ROOT or ROOT in dest.parents
        if not inside or not dest.exists():
            broken.append(f"{md.relative_to(ROOT)}: {target}")
        elif anchor and dest.suffix == ".md" and anchor not in heading_anchors(
                dest.read_text(encoding="utf-8")):
            broken.append(f"{md.relative_to(ROOT)}: {target} (no such heading)")
    return broken


def test_no_file_points_outside_the_repository():
    files = [path for path in tracked_files() if not is_self(path)]
    assert offending_lines(files, OUTSIDE) == []


def test_code_and_docs_cite_rules_not_issue_numbers():
    files = [path for path in tracked_files()
             if path.suffix in (".py", ".md") and not is_self(path)]
    assert offending_lines(files, ISSUE) == []


def test_the_readme_and_docs_carry_no_session_history():
    files = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
    assert offending_lines(files, SESSION) == []


def test_every_relative_link_in_the_markdown_files_resolves():
    markdown = [path for path in tracked_files() if path.suffix == ".md" and path.exists()]
    assert ROOT / "README.md" in markdown and ROOT / "docs" / "architecture.md" in markdown
    assert [line for md in markdown for line in broken_links(md)] == []


def test_the_checks_themselves_see_what_they_look_for(tmp_path, monkeypatch):
    shared = "shared" + "/"  # spelt apart, so this file names no outside path itself
    for bad in (f"see ../{shared}DESIGN.md", f"Values from /work/{shared}rules/aton.md",
                "(GLOSSARY.md)", "the rulebook (seeds/pyramids-rules-ru.txt)", "issue 19"):
        assert OUTSIDE.search(bad) or ISSUE.search(bad), bad
    for fine in ("build/work/ is ignored", "docs/rules/aton.md", "docs/art.md", "reissue 3x"):
        assert not OUTSIDE.search(fine) and not ISSUE.search(fine), fine
    assert SESSION.search("Session 9 changed Hard") and not SESSION.search("the game session")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    (tmp_path / "a.md").write_text("# The engine contract (engines/core)\n", encoding="utf-8")
    md = tmp_path / "b.md"
    md.write_text("[ok](a.md) [ok](a.md#the-engine-contract-enginescore) [web](https://x.org)"
                  " `[code](gone.md)` [gone](gone.md) [up](../../etc/passwd) [h](a.md#nope)\n",
                  encoding="utf-8")
    assert broken_links(md) == ["b.md: gone.md", "b.md: ../../etc/passwd",
                                "b.md: a.md#nope (no such heading)"]
