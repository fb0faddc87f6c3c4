"""The per-user folders platformdirs finds through XDG on Linux, pointed into one folder
(the tests, the processes they start, the benchmarks: never the player's own)."""

from pathlib import Path

XDG_FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")


def user_folders_in(folder: Path | str) -> dict[str, str]:
    """Each XDG variable -> its own folder inside `folder`."""
    return {variable: str(Path(folder) / variable.lower()) for variable in XDG_FOLDERS}
