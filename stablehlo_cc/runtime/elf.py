"""Reading one section of an ELF file, in plain Python.

`load` must say "not a library built by stablehlo-cc" for any file a user hands it, and
llvmlite's object-file reader crashes the process on a file that is not an object file.
"""

from __future__ import annotations

import struct

_ELF_MAGIC = b"\x7fELF"


def read_section(path: str, name: str) -> bytes | None:
    """The contents of section `name` of the ELF file at `path`, or None if it has none.

    Raises ValueError when the file is not a 64- or 32-bit ELF file."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 64 or not data.startswith(_ELF_MAGIC):
        raise ValueError(f"{path}: not a shared library (not an ELF file)")
    bits, order = data[4], data[5]
    if bits not in (1, 2) or order not in (1, 2):
        raise ValueError(f"{path}: not a shared library (bad ELF header)")
    end = "<" if order == 1 else ">"
    try:
        if bits == 2:  # 64-bit
            shoff, = struct.unpack_from(end + "Q", data, 0x28)
            shentsize, shnum, shstrndx = struct.unpack_from(end + "HHH", data, 0x3A)
            entry = end + "IIQQQQ"  # name, type, flags, addr, offset, size
        else:
            shoff, = struct.unpack_from(end + "I", data, 0x20)
            shentsize, shnum, shstrndx = struct.unpack_from(end + "HHH", data, 0x2E)
            entry = end + "IIIIII"
        headers = [struct.unpack_from(entry, data, shoff + i * shentsize) for i in range(shnum)]
        names = headers[shstrndx]
        strtab = data[names[4]:names[4] + names[5]]
        for sh_name, sh_type, _flags, _addr, offset, size in headers:
            if strtab[sh_name:strtab.index(b"\0", sh_name)].decode("utf-8", "replace") == name:
                if sh_type == 8:  # SHT_NOBITS: no contents in the file
                    return b""
                return data[offset:offset + size]
    except (struct.error, IndexError, ValueError):
        raise ValueError(f"{path}: not a shared library (damaged ELF file)") from None
    return None
