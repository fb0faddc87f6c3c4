"""The release workflow (.github/workflows/release.yml): valid YAML that builds every platform
with the same build script as CI and publishes the downloads on a version tag."""

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def load():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def triggers(doc):
    return doc.get("on", doc.get(True))  # YAML 1.1 reads a bare `on` key as True


def build_steps(doc):
    return doc["jobs"]["build"]["steps"]


def test_workflow_runs_on_version_tags():
    on = triggers(load())
    assert on["push"]["tags"] == ["v*"]
    assert "workflow_dispatch" in on


def matrix():
    return load()["jobs"]["build"]["strategy"]["matrix"]["include"]


def step(name_part):
    """The build step whose name contains `name_part` (exactly one)."""
    found = [s for s in build_steps(load()) if name_part in s.get("name", "")]
    assert len(found) == 1, name_part
    return found[0]


def position(name_part):
    names = [s.get("name", "") for s in build_steps(load())]
    return next(i for i, name in enumerate(names) if name_part in name)


def test_build_matrix_covers_linux_windows_and_both_macs_with_arch_in_names():
    entries = {entry["name"]: entry for entry in matrix()}
    assert set(entries) == {"linux-x86_64", "windows-x86_64", "macos-arm64", "macos-x86_64"}
    assert entries["macos-arm64"]["os"] == "macos-latest"  # GitHub's macos-latest is arm64
    assert entries["macos-x86_64"]["os"] == "macos-15-intel"  # an Intel image
    for name, entry in entries.items():
        assert name.endswith("-" + entry["arch"])
    assert load()["jobs"]["build"]["runs-on"] == "${{ matrix.os }}"
    assert load()["jobs"]["build"]["name"] == "build (${{ matrix.name }})"


def test_build_job_calls_the_build_script_with_smoke_and_package():
    runs = [entry.get("run", "") for entry in build_steps(load())]
    command = " ".join(run for run in runs if "build/build.py" in run)
    for flag in ("--smoke", "--package", "--appimage", "--expect-version", "--report"):
        assert flag in command


def test_the_build_checks_the_runners_architecture():
    run = step("Build the bundle")["run"]
    assert "build/build.py" in run and '--expect-arch "${{ matrix.arch }}"' in run
    assert "--expect-version" in run and "--clean" in run


def test_tests_run_on_every_os_before_the_build_and_the_frozen_smoke_after():
    tests = step("Run the tests")
    assert "if" not in tests  # every matrix OS
    assert "pytest" in tests["run"]
    for folder in ("tests/engines", "tests/game", "tests/scenes"):
        assert folder in tests["run"]
    assert load()["jobs"]["build"]["env"]["SDL_VIDEODRIVER"] == "dummy"
    assert position("Run the tests") < position("Build the bundle") < position("Smoke-test")
    smoke = step("Smoke-test")["run"]
    assert "--no-build" in smoke and "--smoke" in smoke and "--package" in smoke


def test_build_job_installs_the_pinned_versions_ci_tested_and_python_311():
    setup = [s for s in build_steps(load()) if s.get("uses", "").startswith("actions/setup-python")]
    assert setup and setup[0]["with"]["python-version"] == "3.11"
    run = step("Install the game")["run"]
    assert 'pip install -e ".[test,build]" -c build/constraints.txt' in run
    assert "build/constraints.py --check" in run
    assert (ROOT / "build" / "constraints.txt").is_file()
    inno = step("Inno Setup")
    assert "innosetup" in inno["run"] and inno["if"] == "runner.os == 'Windows'"


def test_the_deb_is_installed_and_checked_on_linux():
    deb = step(".deb")
    assert deb["if"] == "runner.os == 'Linux'"
    assert "sudo" in deb["run"] and "build/check_deb.py" in deb["run"]
    assert position("Smoke-test") < position(".deb")


def test_signing_steps_are_optional_and_driven_by_secrets():
    env = load()["jobs"]["build"]["env"]
    for secret in ("MACOS_CERTIFICATE_P12", "MACOS_SIGN_IDENTITY", "APPLE_ID", "APPLE_TEAM_ID",
                   "APPLE_APP_PASSWORD", "WINDOWS_CERTIFICATE_PFX"):
        assert env[secret] == "${{ secrets." + secret + " }}"
    mac_sign, notarise = step("Sign the app (macOS"), step("Notarise")
    assert "env.MACOS_CERTIFICATE_P12 != ''" in mac_sign["if"]
    assert "codesign" in mac_sign["run"] and "build/macos/entitlements.plist" in mac_sign["run"]
    assert (ROOT / "build" / "macos" / "entitlements.plist").is_file()
    assert "notarytool submit" in notarise["run"] and "stapler staple" in notarise["run"]
    assert "env.APPLE_ID != ''" in notarise["if"]
    for name in ("Sign the exe", "Sign the installer"):
        assert "env.WINDOWS_CERTIFICATE_PFX != ''" in step(name)["if"]
        assert "signtool" in step(name)["run"].lower()
    # the app is signed before the smoke and the packaging, the installer and disk image after
    assert position("Build the bundle") < position("Sign the app") < position("Smoke-test")
    assert position("Sign the exe") < position("Smoke-test") < position("Sign the installer")
    assert position("Smoke-test") < position("Notarise")


def test_artifacts_hold_every_platform_download():
    upload = [s for s in build_steps(load())
              if s.get("uses", "").startswith("actions/upload-artifact")][0]
    paths = upload["with"]["path"]
    for pattern in ("*.tar.gz", "*.deb", "*.AppImage", "*-setup.exe", "*.dmg", "*.zip"):
        assert f"dist/{pattern}" in paths
    assert upload["with"]["if-no-files-found"] == "error"
    assert upload["with"]["name"] == "nile-table-${{ matrix.name }}"  # one per architecture


def test_release_notes_say_how_to_open_unsigned_downloads():
    run = load()["jobs"]["release"]["steps"][-1]["run"]
    assert "build/release_notes.py" in run and "--notes-file release-notes.md" in run
    assert "--generate-notes" in run and "downloads/*.deb" in run


def test_every_step_is_named_or_uses_an_action():
    for entry in build_steps(load()):
        assert entry.get("name") or entry.get("uses"), entry


def test_release_job_publishes_only_on_tags_with_write_permission():
    doc = load()
    assert doc["permissions"] == {"contents": "read"}
    release = doc["jobs"]["release"]
    assert release["needs"] == "build"
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert release["permissions"] == {"contents": "write"}
    assert any("gh release create" in s.get("run", "") for s in release["steps"])


def test_every_job_has_a_timeout_or_is_tiny():
    assert load()["jobs"]["build"]["timeout-minutes"] <= 60
