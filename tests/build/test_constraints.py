"""build/constraints.py and build/constraints.txt: exact pins of what CI tested, used by CI
and the release workflow."""

import constraints
import pytest


def test_committed_file_pins_exact_versions_of_the_projects_dependencies():
    pins = constraints.read_pins()
    for name in ("pygame-ce", "pygame-gui", "platformdirs", "polib", "pytest", "pyinstaller",
                 "pyyaml", "ruff", "hypothesis"):
        assert name in pins, name
        assert all(part.isdigit() for part in pins[name].split(".")[:2]), pins[name]
    assert "nile-table" not in pins and "pip" not in pins


def test_read_pins_refuses_ranges(tmp_path):
    path = tmp_path / "c.txt"
    path.write_text("# note\nfoo==1.0  # ok\n", encoding="utf-8")
    assert constraints.read_pins(path) == {"foo": "1.0"}
    path.write_text("foo>=1.0\n", encoding="utf-8")
    with pytest.raises(ValueError, match="exact pin"):
        constraints.read_pins(path)


def test_problems_name_a_version_drift_and_with_strict_an_unpinned_package():
    installed = {"foo": ("Foo", "1.1"), "bar": ("bar", "2.0"), "new-pkg": ("new_pkg", "0.1")}
    pins = {"foo": "1.0", "bar": "2.0"}
    assert constraints.problems(pins, installed, strict=False) == [
        "Foo 1.1 installed, pinned 1.0"]
    assert constraints.problems(pins, installed, strict=True) == [
        "Foo 1.1 installed, pinned 1.0", "new_pkg 0.1 installed but not pinned"]


def test_render_round_trips_through_read_pins(tmp_path):
    path = tmp_path / "c.txt"
    path.write_text(constraints.render({"pyyaml": ("PyYAML", "6.0"), "a-b": ("a_b", "1")}),
                    encoding="utf-8")
    assert constraints.read_pins(path) == {"a-b": "1", "pyyaml": "6.0"}


def test_this_environment_runs_the_pinned_versions():
    """The test venv (made with -c build/constraints.txt) holds exactly the pinned versions."""
    drift = constraints.problems(constraints.read_pins(), constraints.installed(), strict=False)
    assert drift == []
