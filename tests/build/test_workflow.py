"""The release workflow (.github/workflows/release.yml): valid YAML that builds every platform
with the same build script as CI and publishes the downloads on a version tag."""

import re
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
    assert "build/build.py" in run and '--expect-arch "$EXPECT_ARCH"' in run
    assert load()["jobs"]["build"]["env"]["EXPECT_ARCH"] == "${{ matrix.arch }}"
    assert "--expect-version" in run and "--clean" in run


def test_tests_run_on_every_os_before_the_build_and_the_frozen_smoke_after():
    tests = step("Run the tests")
    assert "if" not in tests  # every matrix OS
    assert "pytest" in tests["run"]
    for folder in ("tests/engines", "tests/shell", "tests/scenes"):
        assert folder in tests["run"]
    assert load()["jobs"]["build"]["env"]["SDL_VIDEODRIVER"] == "dummy"
    assert position("Run the tests") < position("Build the bundle") < position("Smoke-test")
    smoke = step("Smoke-test")["run"]
    assert "--no-build" in smoke and "--smoke" in smoke
    assert position("Smoke-test") < position("Package the downloads") < position("Package and sign")


def test_build_job_installs_the_pinned_versions_ci_tested_and_python_311():
    setup = [s for s in build_steps(load()) if s.get("uses", "").startswith("actions/setup-python")]
    assert setup and setup[0]["with"]["python-version"] == "3.11"
    run = step("Install the game")["run"]
    assert 'pip install -e ".[test,build]" -c build/constraints.txt' in run
    assert "build/constraints.py --check" in run
    assert (ROOT / "build" / "constraints.txt").is_file()


def test_pip_cache_is_used_only_for_runs_that_publish_nothing():
    setup = [s for s in build_steps(load()) if s.get("uses", "").startswith("actions/setup-python")]
    assert setup[0]["with"]["cache"] == (
        "${{ github.event_name == 'workflow_dispatch' && 'pip' || '' }}")
    assert "build/constraints.txt" in setup[0]["with"]["cache-dependency-path"]


def test_inno_setup_is_pinned():
    inno = step("Inno Setup")
    assert re.search(r"choco install innosetup --version \d+\.\d+\.\d+", inno["run"])
    assert inno["if"] == "runner.os == 'Windows'"


def test_the_deb_is_installed_and_checked_on_linux():
    deb = step(".deb")
    assert deb["if"] == "runner.os == 'Linux'"
    assert "sudo" in deb["run"] and "build/check_deb.py" in deb["run"]
    assert position("Package") < position(".deb")


SIGNING_SECRETS = {"MACOS_CERTIFICATE_P12", "MACOS_CERTIFICATE_PASSWORD", "APPLE_APP_PASSWORD",
                   "AZURE_TENANT_ID", "AZURE_CLIENT_ID", "AZURE_CLIENT_SECRET"}


def secrets_in(mapping) -> set[str]:
    return set(re.findall(r"secrets\.(\w+)", str(mapping or {})))


def test_signing_secrets_reach_only_the_steps_that_sign():
    doc = load()
    assert not secrets_in(doc["jobs"]["build"].get("env"))  # nothing job-wide
    owners = {}
    for entry in build_steps(doc):
        for secret in secrets_in(entry.get("env")):
            owners.setdefault(secret, set()).add(entry["name"])
        assert "secrets." not in entry.get("run", "")  # secrets only through a step's env
    assert set(owners) == SIGNING_SECRETS
    for secret in ("AZURE_TENANT_ID", "AZURE_CLIENT_ID", "AZURE_CLIENT_SECRET"):
        assert owners[secret] == {"Sign the exe (Windows, optional)",
                                  "Package and sign the installer (Windows, optional)"}
    assert owners["MACOS_CERTIFICATE_P12"] == {"Import the signing certificate (macOS, optional)"}
    assert owners["APPLE_APP_PASSWORD"] == {"Notarise the disk image (macOS, optional)"}
    for name in ("Smoke-test", "Run the tests", "Install the game", "Build the bundle"):
        assert not secrets_in(step(name).get("env")), name


def test_signing_steps_are_optional_and_gated_by_repository_variables():
    import_cert, notarise = step("Import the signing certificate"), step("Notarise")
    assert "vars.MACOS_SIGN_IDENTITY != ''" in import_cert["if"]
    assert "vars.APPLE_ID != ''" in notarise["if"]
    assert "notarytool submit" in notarise["run"] and "stapler staple" in notarise["run"]
    sign_exe, sign_setup = step("Sign the exe"), step("Package and sign")
    for entry in (sign_exe, sign_setup):
        assert "vars.TRUSTED_SIGNING_ACCOUNT != ''" in entry["if"]
    assert "build\\windows\\sign.ps1" in sign_exe["run"]
    assert sign_setup["env"]["WINDOWS_SIGNING"] == "1"
    assert "vars.TRUSTED_SIGNING_ACCOUNT == ''" in step("Package the downloads")["if"]
    # the exe is signed before the smoke and the packaging; the disk image after
    assert position("Build the bundle") < position("Sign the exe") < position("Smoke-test")
    assert position("Import the signing certificate") < position("Build the bundle")
    assert position("Package") < position("Notarise")


def test_macos_signing_is_pyinstallers_not_codesign_deep():
    text = WORKFLOW.read_text("utf-8")
    assert "codesign --force --deep" not in text
    build = step("Build the bundle")
    assert "vars.MACOS_SIGN_IDENTITY" in build["env"]["MACOS_SIGN_IDENTITY"]
    spec = (ROOT / "build" / "nile_table.spec").read_text("utf-8")
    assert "macos_signing(ROOT, os.environ)" in spec and "**signing" in spec


def test_windows_signing_uses_a_cloud_service_not_a_pfx():
    text = WORKFLOW.read_text("utf-8")
    assert ".pfx" not in text and "WINDOWS_CERTIFICATE_PFX" not in text
    script = (ROOT / "build" / "windows" / "sign.ps1").read_text("utf-8")
    assert "/dlib" in script and "/dmdf" in script and "Azure.CodeSigning.Dlib.dll" in script
    assert "/tr $Timestamp /td SHA256" in script and "/fd SHA256" in script


def test_artifacts_hold_every_platform_download():
    upload = [s for s in build_steps(load())
              if s.get("uses", "").startswith("actions/upload-artifact")][0]
    paths = upload["with"]["path"]
    for pattern in ("*.tar.gz", "*.deb", "*.AppImage", "*.AppImage.zsync", "*-setup.exe",
                    "*.dmg", "*.zip"):
        assert f"dist/{pattern}" in paths
    assert upload["with"]["if-no-files-found"] == "error"
    assert upload["with"]["name"] == "nile-table-${{ matrix.name }}"  # one per architecture


def test_the_release_is_a_draft_with_checksums_and_the_notes():
    run = load()["jobs"]["release"]["steps"][-1]["run"]
    assert "sha256sum" in run and "> SHA256SUMS" in run
    create = run[run.index("gh release create"):]
    assert "--draft" in create and "SHA256SUMS" in create
    assert "build/release_notes.py" in run and "--notes-file ../release-notes.md" in create
    assert "--generate-notes" in create and "*.deb" in run
    assert "*.AppImage.zsync" in run.split("files=(", 1)[1].split(")", 1)[0]
    assert run.index("sha256sum") < run.index("gh release create")


def test_every_step_is_named_or_uses_an_action():
    for entry in build_steps(load()):
        assert entry.get("name") or entry.get("uses"), entry


PINNED = re.compile(r"^\s*-?\s*uses: ([\w.-]+/[\w.-]+)@([0-9a-f]{40}) # (v\d+\.\d+\.\d+)\s*$")
CURRENT_MAJORS = {"actions/checkout": "v7", "actions/setup-python": "v7",
                  "actions/upload-artifact": "v7", "actions/download-artifact": "v8"}


def test_every_action_is_pinned_to_a_commit_with_its_version():
    lines = [line for line in WORKFLOW.read_text("utf-8").splitlines() if "uses:" in line]
    assert lines
    for line in lines:
        match = PINNED.match(line)
        assert match, line
        action, _sha, version = match.groups()
        assert version.startswith(CURRENT_MAJORS[action] + "."), line


def every_job() -> list:
    """The workflow's jobs (its build and release among them: a loop over none checks
    nothing)."""
    jobs = load()["jobs"]
    assert {"build", "release"} <= set(jobs)
    return list(jobs.values())


def test_checkouts_do_not_keep_credentials():
    checkouts = [entry for job in every_job() for entry in job["steps"]
                 if entry.get("uses", "").startswith("actions/checkout")]
    assert checkouts
    for entry in checkouts:
        assert entry["with"]["persist-credentials"] is False


def test_release_job_drafts_only_on_tags_with_write_permission():
    doc = load()
    assert doc["permissions"] == {"contents": "read"}
    release = doc["jobs"]["release"]
    assert release["needs"] == "build"
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert release["permissions"] == {"contents": "write"}
    assert any("gh release create" in s.get("run", "") for s in release["steps"])
    assert secrets_in(release) == set()  # only the job's own token


def test_every_job_has_a_timeout():
    for job in every_job():
        assert job["timeout-minutes"] <= 60


def test_matrix_values_reach_scripts_through_the_environment():
    """No ${{ }} inside a run script (zizmor: template-injection)."""
    for job in every_job():
        for entry in job["steps"]:
            assert "${{" not in entry.get("run", ""), entry.get("name")


NUMBERED_RELEASE = re.compile(
    r"^https://github\.com/AppImage/(appimagetool|type2-runtime)/releases/download/"
    r"(\d+(\.\d+)*)/[\w.-]+$")


def test_appimagetool_and_its_runtime_are_pinned_releases_checked_before_they_run():
    tools = step("Install appimagetool")
    env, run = tools["env"], tools["run"]
    for name in ("APPIMAGETOOL", "RUNTIME"):
        match = NUMBERED_RELEASE.match(env[f"{name}_URL"])
        assert match and match.group(2) != "continuous", env[f"{name}_URL"]
        assert re.fullmatch(r"[0-9a-f]{64}", env[f"{name}_SHA256"])
        assert f'"${name}_URL"' in run and f'"${name}_SHA256"' in run
    assert "continuous" not in run and "sha256sum --check --strict" in run
    checked = run.index("sha256sum --check")
    assert checked > run.rindex("curl ") and checked < run.index("chmod +x")
    assert checked < run.index("GITHUB_ENV"), "the tools are handed on only once checked"
    assert 'APPIMAGE_RUNTIME=$tools/runtime-x86_64' in run
    assert position("Install appimagetool") < position("Package the downloads")


def test_the_appimage_updates_itself_from_this_repositorys_releases():
    run = step("Package the downloads")["run"]
    assert '--appimage --appimage-update "$GITHUB_REPOSITORY"' in run
    assert "gh-releases-zsync" not in WORKFLOW.read_text("utf-8"), "build.py writes it"
