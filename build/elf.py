"""Read and trim the library search paths (RPATH/RUNPATH) of 64-bit ELF files.

PyInstaller copies the build machine's Python libraries as they are: their RUNPATH names that
machine's Python prefix (e.g. /root/.pyenv/versions/3.11.7/lib), a folder that a player's
computer does not have and should never search. `drop_foreign_search_paths` removes every
RPATH/RUNPATH entry that does not stay inside the bundle (`$ORIGIN...`), the way `chrpath -d`
does: the later dynamic entries move up and the freed slot becomes DT_NULL. The string itself
stays in .dynstr, unused.
"""

from __future__ import annotations

import struct
from pathlib import Path

DT_NULL, DT_NEEDED, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 1, 5, 15, 29
PT_LOAD, PT_DYNAMIC = 1, 2
SEARCH_TAGS = {DT_RPATH: "RPATH", DT_RUNPATH: "RUNPATH"}


def is_elf(path: Path) -> bool:
    with open(path, "rb") as handle:
        return handle.read(4) == b"\x7fELF"


class Elf:
    """The dynamic section of one ELF64 file (little or big endian), read into memory."""

    def __init__(self, path: Path):
        self.path = path
        self.data = bytearray(path.read_bytes())
        if self.data[:4] != b"\x7fELF":
            raise ValueError(f"{path} is not an ELF file")
        if self.data[4] != 2:
            raise ValueError(f"{path}: only 64-bit ELF files are handled")
        self.end = "<" if self.data[5] == 1 else ">"
        phoff, = struct.unpack_from(self.end + "Q", self.data, 0x20)
        phentsize, phnum = struct.unpack_from(self.end + "HH", self.data, 0x36)
        self.segments = [struct.unpack_from(self.end + "IIQQQQQQ", self.data, phoff + i * phentsize)
                         for i in range(phnum)]
        dynamic = [s for s in self.segments if s[0] == PT_DYNAMIC]
        self.dyn_offset = dynamic[0][2] if dynamic else None
        self.dyn_count = dynamic[0][5] // 16 if dynamic else 0

    def entries(self) -> list[tuple[int, int]]:
        """The dynamic entries (tag, value) up to the first DT_NULL."""
        out = []
        for i in range(self.dyn_count):
            tag, value = struct.unpack_from(self.end + "qQ", self.data, self.dyn_offset + 16 * i)
            if tag == DT_NULL:
                break
            out.append((tag, value))
        return out

    def _file_offset(self, address: int) -> int:
        for p_type, _flags, offset, vaddr, _paddr, filesz, _memsz, _align in self.segments:
            if p_type == PT_LOAD and vaddr <= address < vaddr + filesz:
                return offset + address - vaddr
        raise ValueError(f"{self.path}: address {address:#x} is in no loaded segment")

    def string(self, index: int) -> str:
        strtab = dict(self.entries()).get(DT_STRTAB)
        start = self._file_offset(strtab) + index
        return self.data[start:self.data.index(0, start)].decode("utf-8", "replace")

    def search_paths(self) -> list[tuple[str, str]]:
        """("RPATH" or "RUNPATH", value) for each search-path entry."""
        return [(SEARCH_TAGS[tag], self.string(value)) for tag, value in self.entries()
                if tag in SEARCH_TAGS]

    def needed(self) -> list[str]:
        return [self.string(value) for tag, value in self.entries() if tag == DT_NEEDED]

    def drop_entries(self, unwanted) -> int:
        """Remove the dynamic entries for which `unwanted(tag, value)` is true; how many."""
        kept = [(t, v) for t, v in self.entries() if not unwanted(t, v)]
        removed = len(self.entries()) - len(kept)
        if removed:
            for i in range(self.dyn_count):
                tag, value = kept[i] if i < len(kept) else (DT_NULL, 0)
                struct.pack_into(self.end + "qQ", self.data, self.dyn_offset + 16 * i, tag, value)
        return removed


def stays_inside(search_path: str) -> bool:
    """True when every folder of a search path is relative to the library itself."""
    return all(part.startswith(("$ORIGIN", "${ORIGIN}")) for part in search_path.split(":"))


def drop_foreign_search_paths(path: Path) -> list[str]:
    """Remove the RPATH/RUNPATH entries of `path` that reach outside the bundle; return them."""
    elf = Elf(path)
    dropped = [f"{kind} {value}" for kind, value in elf.search_paths() if not stays_inside(value)]
    if dropped:
        elf.drop_entries(lambda tag, value: tag in SEARCH_TAGS
                         and not stays_inside(elf.string(value)))
        mode = path.stat().st_mode
        path.write_bytes(bytes(elf.data))
        path.chmod(mode)
    return dropped
