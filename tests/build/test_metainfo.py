"""The AppStream metainfo (build/metainfo.py) and the desktop file it launches."""

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import metainfo
import pytest

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "build" / "linux" / "nile-table.desktop"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> dict[str, str]:
    lines = DESKTOP.read_text("utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_metainfo_names_the_desktop_file_release_rating_and_screenshots():
    root = ET.fromstring(metainfo.metainfo_xml("1.2.3", 1_800_000_000))
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == metainfo.APP_ID
    assert root.find("launchable").text == DESKTOP.name == metainfo.DESKTOP_ID
    release = root.find("releases/release")
    assert release.get("version") == "1.2.3" and release.get("date") == "2027-01-15"
    assert root.find("content_rating").get("type") == "oars-1.1"
    images = root.findall("screenshots/screenshot/image")
    assert images and all(i.text.startswith("https://") and i.get("type") == "source"
                          for i in images)
    assert root.find("screenshots/screenshot").get("type") == "default"
    summaries = {s.get(XML_LANG): s.text for s in root.findall("summary")}
    assert set(summaries) == {None, "ru", "pl"}
    paragraphs = root.findall("description/p")
    assert {p.get(XML_LANG) for p in paragraphs} == {None, "ru", "pl"}


def test_metainfo_escapes_a_version_with_markup_characters():
    ET.fromstring(metainfo.metainfo_xml("1.0<&>", 0))  # still well-formed


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="no appstreamcli here")
def test_appstreamcli_validates_the_metainfo(tmp_path):
    path = tmp_path / metainfo.METAINFO_NAME
    path.write_text(metainfo.metainfo_xml("0.1.0", 1_800_000_000), encoding="utf-8")
    proc = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_desktop_file_names_the_window_class_and_is_translated():
    entry = desktop_entry()
    assert entry["StartupWMClass"] == DESKTOP.stem == "nile-table"
    for key in ("GenericName", "Comment", "Keywords"):
        for lang in ("ru", "pl"):
            assert entry.get(f"{key}[{lang}]"), (key, lang)
    assert len(entry["Keywords[ru]"].split(";")) == len(entry["Keywords"].split(";"))


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="no desktop-file-utils")
def test_desktop_file_validate_passes():
    proc = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                          text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout
