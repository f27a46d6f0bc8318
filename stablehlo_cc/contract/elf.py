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
    bounds = section_bounds(data, name, path)
    if bounds is None:
        return None
    return data[bounds[0]:bounds[1]]


def _header(data: bytes, path: str) -> tuple[str, int]:
    """(struct byte order, 1 for 32-bit or 2 for 64-bit) of an ELF file's contents."""
    if len(data) < 64 or not data.startswith(_ELF_MAGIC):
        raise ValueError(f"{path}: not a shared library (not an ELF file)")
    bits, order = data[4], data[5]
    if bits not in (1, 2) or order not in (1, 2):
        raise ValueError(f"{path}: not a shared library (bad ELF header)")
    return ("<" if order == 1 else ">"), bits


def section_bounds(data: bytes, name: str, path: str) -> tuple[int, int] | None:
    """(start, end) in the file of section `name`'s contents (empty for SHT_NOBITS), or None."""
    end, bits = _header(data, path)
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
                    return offset, offset
                if offset + size > len(data):
                    raise ValueError(name)
                return offset, offset + size
    except (struct.error, IndexError, ValueError, OverflowError):
        raise ValueError(f"{path}: not a shared library (damaged ELF file)") from None
    return None


def loaded_ranges(data: bytes, path: str) -> list[tuple[int, int]]:
    """(start, end) of every part of the file the dynamic loader reads: the ELF header, the
    program headers, and the file contents of every PT_LOAD segment (which hold the code,
    data, dynamic section, symbols and relocations). Section headers are not among them."""
    end, bits = _header(data, path)
    try:
        if bits == 2:
            phoff, = struct.unpack_from(end + "Q", data, 0x20)
            ehsize, phentsize, phnum = struct.unpack_from(end + "HHH", data, 0x34)
            entry, fields = end + "IIQQQQ", (0, 2, 5)  # type, flags, offset, vaddr, paddr, filesz
        else:
            phoff, = struct.unpack_from(end + "I", data, 0x1C)
            ehsize, phentsize, phnum = struct.unpack_from(end + "HHH", data, 0x28)
            entry, fields = end + "IIIIII", (0, 1, 4)  # type, offset, vaddr, paddr, filesz
        ranges = [(0, ehsize), (phoff, phoff + phentsize * phnum)]
        for i in range(phnum):
            header = struct.unpack_from(entry, data, phoff + i * phentsize)
            p_type, offset, size = (header[k] for k in fields)
            if p_type == 1:  # PT_LOAD
                ranges.append((offset, offset + size))
        if not phnum or any(b > len(data) or a > b for a, b in ranges):
            raise ValueError(path)
    except (struct.error, ValueError, OverflowError):
        raise ValueError(f"{path}: not a shared library (damaged ELF file)") from None
    return ranges


def undefined_symbols(data: bytes) -> list[str]:
    """Names of the global symbols an ELF object (64-bit) uses and does not define: what
    the JIT's linker must resolve. They include calls that LLVM's code generation adds on its
    own, such as `__truncsfbf2` for an f32 -> bf16 rounding on a CPU without AVX512-BF16,
    which the LLVM IR never declares."""
    end, bits = _header(data, "object code")
    if bits != 2:
        raise ValueError("object code: not a 64-bit ELF object")
    shoff, = struct.unpack_from(end + "Q", data, 0x28)
    shentsize, shnum, _ = struct.unpack_from(end + "HHH", data, 0x3A)
    headers = [struct.unpack_from(end + "IIQQQQI", data, shoff + i * shentsize)
               for i in range(shnum)]  # name, type, flags, addr, offset, size, link
    names = []
    for _name, sh_type, _flags, _addr, offset, size, link in headers:
        if sh_type != 2:  # SHT_SYMTAB
            continue
        strings = data[headers[link][4]:headers[link][4] + headers[link][5]]
        for at in range(offset + 24, offset + size, 24):  # entry 0 is the null symbol
            st_name, st_info, _other, st_shndx = struct.unpack_from(end + "IBBH", data, at)
            if st_shndx == 0 and st_info >> 4 in (1, 2) and st_name:  # UNDEF, GLOBAL/WEAK
                names.append(strings[st_name:strings.index(b"\0", st_name)].decode())
    return names
