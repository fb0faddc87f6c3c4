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


def test_build_matrix_covers_linux_windows_and_macos():
    matrix = load()["jobs"]["build"]["strategy"]["matrix"]["include"]
    systems = {entry["os"].split("-")[0] for entry in matrix}
    assert systems == {"ubuntu", "windows", "macos"}
    assert load()["jobs"]["build"]["runs-on"] == "${{ matrix.os }}"


def test_build_job_calls_the_build_script_with_smoke_and_package():
    runs = [step.get("run", "") for step in build_steps(load())]
    build_runs = [run for run in runs if "build/build.py" in run]
    assert len(build_runs) == 1
    command = build_runs[0]
    for flag in ("--smoke", "--package", "--appimage", "--expect-version", "--report"):
        assert flag in command


def test_build_job_installs_the_build_extra_and_python_311():
    steps = build_steps(load())
    setup = [s for s in steps if s.get("uses", "").startswith("actions/setup-python")]
    assert setup and setup[0]["with"]["python-version"] == "3.11"
    assert any('pip install -e ".[build]"' in s.get("run", "") for s in steps)
    inno = [s for s in steps if "innosetup" in s.get("run", "")]
    assert inno and inno[0]["if"] == "runner.os == 'Windows'"


def test_artifacts_hold_every_platform_download():
    steps = build_steps(load())
    upload = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact")][0]
    paths = upload["with"]["path"]
    for pattern in ("*.tar.gz", "*.AppImage", "*-setup.exe", "*.dmg", "*.zip"):
        assert f"dist/{pattern}" in paths
    assert upload["with"]["if-no-files-found"] == "error"


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
