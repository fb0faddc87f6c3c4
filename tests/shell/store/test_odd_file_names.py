"""A save whose file name is not UTF-8 (a Latin-2 name copied from another system) is listed,
noted in the saves' index like any other, and Continue finds it."""

import os
import sys

import pytest

from shell.store import saves
from shell.store.save_index import SaveIndex, forget_indexes, index_for
from tests.shell.store.test_saves import a_replay, folder, nim_is_a_game  # noqa: F401 (fixtures)

LATIN2 = b"autosave-nim-gra\xb1-\xbfaba.json"  # "autosave-nim-grą-żaba.json" in ISO 8859-2


@pytest.mark.skipif(sys.platform == "win32", reason="Windows file names are always Unicode")
def test_a_name_that_is_not_utf8_is_kept_in_the_index(folder):  # noqa: F811
    path = folder / os.fsdecode(LATIN2)
    saves.save_replay(a_replay(2), path)
    candidate, damaged = saves.continue_candidates(folder)  # writes the index
    assert candidate is not None and candidate.path == path and damaged == []
    index = index_for(folder)
    assert index.path.is_file()
    forget_indexes()  # a new start: the index is read from its file
    reread = SaveIndex(folder)
    stat = os.stat(path)
    noted = reread.get(path.name, stat.st_size, stat.st_mtime_ns)
    assert noted is not None and noted["game"] == "nim" and noted["actions"] == 2
    assert [info.path for info in saves.list_saves(folder)] == [path]
