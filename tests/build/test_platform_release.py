"""The Windows and macOS release pieces that cannot run here, checked where a check can run:
the hdiutil retry, the architecture check, the exe's version resource, the app's Info.plist,
the Inno Setup upgrade rules and the release notes."""

import sys
from pathlib import Path

import bundle_config
import pytest
from release_notes import release_notes

import build as build_script

ROOT = Path(__file__).resolve().parents[2]
ISS = (ROOT / "build" / "windows" / "NileTable.iss").read_text("utf-8")


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in command is a shell script")
def test_hdiutil_is_retried_until_it_succeeds(tmp_path, monkeypatch):
    """hdiutil fails now and then with "Resource busy": fail twice, then succeed."""
    counter = tmp_path / "tries"
    flaky = tmp_path / "flaky"
    flaky.write_text(f'#!/bin/sh\necho x >> "{counter}"\n'
                     f'[ "$(wc -l < "{counter}")" -ge 3 ]\n', encoding="utf-8")
    flaky.chmod(0o755)
    pauses = []
    monkeypatch.setattr(build_script.time, "sleep", pauses.append)
    build_script.run_with_retries([str(flaky)], attempts=5, pause=10)
    assert len(counter.read_text().splitlines()) == 3
    assert pauses == [10, 20]


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in command is a shell script")
def test_hdiutil_gives_up_after_its_attempts(monkeypatch):
    monkeypatch.setattr(build_script.time, "sleep", lambda s: None)
    with pytest.raises(SystemExit, match="failed 3 times"):
        build_script.run_with_retries(["false"], attempts=3)


def test_make_dmg_goes_through_the_retry(monkeypatch, tmp_path):
    app = tmp_path / "dist" / "NileTable.app"
    app.mkdir(parents=True)
    monkeypatch.setattr(build_script, "DIST", tmp_path / "dist")
    monkeypatch.setattr(build_script, "WORK", tmp_path / "work")
    commands = []
    monkeypatch.setattr(build_script, "run_with_retries", commands.append)
    out = build_script.make_dmg()
    assert commands and commands[0][:2] == ["hdiutil", "create"]
    assert out.name == f"{build_script.package_basename()}.dmg"


def test_a_runner_of_another_architecture_stops_the_build(monkeypatch):
    monkeypatch.setattr(build_script, "run_pyinstaller",
                        lambda clean: pytest.fail("must not build"))
    other = "arm64" if build_script.platform_tag().endswith("x86_64") else "x86_64"
    with pytest.raises(SystemExit, match=f"not {other}"):
        build_script.main(["--expect-arch", other])


def test_download_names_carry_the_architecture():
    assert build_script.platform_tag().split("-")[1] in ("x86_64", "arm64")
    assert build_script.package_basename().endswith(build_script.platform_tag())


@pytest.mark.parametrize("version, numbers", [
    ("0.1.0", (0, 1, 0, 0)), ("1.2.3rc1", (1, 2, 3, 0)), ("2", (2, 0, 0, 0)),
    ("1.x.7.8.9", (1, 0, 7, 8)),
])
def test_version_tuple_gives_four_numbers(version, numbers):
    assert bundle_config.version_tuple(version) == numbers


def test_windows_version_resource_names_the_game_and_its_version():
    """Evaluated with stand-ins for PyInstaller's classes (which need Windows' pefile)."""
    def record(kind):
        return lambda *args, **kwargs: (kind, args, kwargs)

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
             "StringStruct", "VarFileInfo", "VarStruct")
    info = eval(bundle_config.windows_version_info("1.2.3"), {n: record(n) for n in names})
    ffi = info[2]["ffi"][2]
    assert ffi["filevers"] == ffi["prodvers"] == (1, 2, 3, 0)
    table = info[2]["kids"][0][1][0][0][1][1]
    strings = {entry[1][0]: entry[1][1] for entry in table}
    assert strings["ProductName"] == strings["FileDescription"] == "Nile Table"
    assert strings["FileVersion"] == "1.2.3.0" and strings["ProductVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "NileTable.exe"


def test_the_spec_uses_the_version_resource_target_arch_and_info_plist():
    spec = (ROOT / "build" / "nile_table.spec").read_text("utf-8")
    assert "windows_version_info(VERSION)" in spec and "version=str(stage" in spec
    assert "target_arch=TARGET_ARCH" in spec and "platform.machine()" in spec
    assert "info_plist=macos_info_plist(VERSION)" in spec


def test_macos_bundle_names_nile_table_with_its_version():
    plist = bundle_config.macos_info_plist("1.2.3")
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Nile Table"
    assert plist["CFBundleVersion"] == plist["CFBundleShortVersionString"] == "1.2.3"
    assert plist["NSHighResolutionCapable"] is True


def test_inno_setup_replaces_the_old_internal_folder_and_needs_windows_10():
    section = ISS.split("[InstallDelete]", 1)[1].split("\n[", 1)[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in section
    assert ISS.index("[InstallDelete]") < ISS.index("[Files]")
    assert "\nMinVersion=10.0\n" in ISS
    assert "VersionInfoVersion={#NumericVersion}" in ISS and "#ifndef NumericVersion" in ISS


def test_windows_installer_is_named_with_the_architecture(monkeypatch, tmp_path):
    calls = []
    monkeypatch.setattr(build_script, "find_iscc", lambda: "ISCC.exe")
    monkeypatch.setattr(build_script.subprocess, "run", lambda cmd, **kw: calls.append(cmd))
    out = build_script.make_windows_installer()
    assert out.name == f"{build_script.package_basename()}-setup.exe"
    numeric = ".".join(map(str, bundle_config.version_tuple(build_script.project_version())))
    assert f"/DNumericVersion={numeric}" in calls[0]


def test_release_notes_tell_how_to_open_each_unsigned_download():
    notes = release_notes("v1.2.3")
    assert "## Nile Table 1.2.3" in notes
    for name in ("NileTable-1.2.3-windows-x86_64-setup.exe", "NileTable-1.2.3-macos-arm64.dmg",
                 "NileTable-1.2.3-macos-x86_64.dmg", "nile-table_1.2.3_amd64.deb"):
        assert name in notes
    assert "**More info**, then **Run anyway**" in notes  # SmartScreen
    assert "System Settings > Privacy & Security" in notes and "**Open Anyway**" in notes
    assert "macOS 15" in notes
    assert "sudo apt install ./nile-table_1.2.3_amd64.deb" in notes


@pytest.mark.parametrize("base_var, folder", [
    ("ProgramFiles(x86)", "Inno Setup 6"), ("ProgramFiles", "Inno Setup 7"),
    ("LOCALAPPDATA", "Programs/Inno Setup 7"), ("ProgramFiles", "Inno Setup 8"),
])
def test_iscc_of_inno_setup_6_or_7_is_found_where_it_installs(tmp_path, monkeypatch,
                                                              base_var, folder):
    monkeypatch.setattr(build_script.shutil, "which", lambda name: None)
    iscc = tmp_path / base_var / folder / "ISCC.exe"
    iscc.parent.mkdir(parents=True)
    iscc.write_bytes(b"")
    assert build_script.find_iscc({base_var: str(tmp_path / base_var)}) == str(iscc)
    assert build_script.find_iscc({}) is None


def test_iscc_prefers_inno_setup_7_and_an_explicit_path(tmp_path, monkeypatch):
    monkeypatch.setattr(build_script.shutil, "which", lambda name: None)
    for folder in ("Inno Setup 6", "Inno Setup 7"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "ISCC.exe").write_bytes(b"")
    env = {"ProgramFiles": str(tmp_path)}
    assert build_script.find_iscc(env) == str(tmp_path / "Inno Setup 7" / "ISCC.exe")
    env["ISCC"] = str(tmp_path / "Inno Setup 6" / "ISCC.exe")
    assert build_script.find_iscc(env) == env["ISCC"]


def test_inno_setup_signs_setup_and_uninstaller_only_when_the_release_signs():
    assert build_script.iscc_signing_args({}) == []
    args = build_script.iscc_signing_args({"WINDOWS_SIGNING": "1"})
    assert "/DSignToolName=niletable" in args
    command = next(a for a in args if a.startswith("/Sniletable="))
    assert "sign.ps1$q $f" in command and "powershell.exe" in command
    section = ISS.split("#ifdef SignToolName", 1)[1].split("#endif", 1)[0]
    assert "SignTool={#SignToolName}" in section and "SignedUninstaller=yes" in section


def test_windows_installer_passes_the_signing_defines(monkeypatch):
    calls = []
    monkeypatch.setattr(build_script, "find_iscc", lambda: "ISCC.exe")
    monkeypatch.setattr(build_script.subprocess, "run", lambda cmd, **kw: calls.append(cmd))
    monkeypatch.setenv("WINDOWS_SIGNING", "1")
    build_script.make_windows_installer()
    assert "/DSignToolName=niletable" in calls[0]
    assert calls[0][-1].endswith("NileTable.iss")


def test_inno_comment_names_the_real_windows_data_folder():
    assert "%LOCALAPPDATA%\\NileTable\\NileTable" in ISS


def test_macos_signing_goes_through_pyinstaller_with_the_entitlements():
    assert bundle_config.macos_signing(ROOT, {}) == {}
    assert bundle_config.macos_signing(ROOT, {"MACOS_SIGN_IDENTITY": " "}) == {}
    signing = bundle_config.macos_signing(ROOT, {"MACOS_SIGN_IDENTITY": "Developer ID X"})
    assert signing["codesign_identity"] == "Developer ID X"
    assert Path(signing["entitlements_file"]).is_file()


def test_release_notes_cover_defender_and_the_checksums():
    notes = release_notes("v1.2.3")
    assert "Defender" in notes and "Protection history" in notes and "Restore" in notes
    assert "https://www.microsoft.com/wdsi/filesubmission" in notes
    assert "SHA256SUMS" in notes and "Get-FileHash" in notes and "sha256sum -c" in notes
