"""The suite collects every folder of tests (pytest skips folders named `build` by default)."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_every_folder_with_tests_is_collected(pytestconfig):
    folders = sorted({path.parent for path in TESTS.rglob("test_*.py")})
    assert TESTS / "build" in folders
    ignored = [folder.relative_to(TESTS) for folder in folders
               if pytestconfig.hook.pytest_ignore_collect(collection_path=folder,
                                                          config=pytestconfig)]
    assert ignored == []
