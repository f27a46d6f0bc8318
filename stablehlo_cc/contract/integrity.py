"""A library's integrity check: a SHA-256 of everything the dynamic loader reads.

`dlopen` trusts the file: a few changed bytes in its program headers, dynamic section or
relocations can crash the process inside `dlopen`, and changed code misbehaves later. So
`stablehlo-cc -o lib.so` seals the library after linking: the metadata JSON holds an
`"integrity"` field, 64 zeros when the code is generated, which `seal` replaces with the
SHA-256 of the loader's view of the file (`elf.loaded_ranges`: ELF header, program headers,
every PT_LOAD segment) computed with that field's digits as zeros. `load` recomputes it in
Python before `dlopen` and refuses a library that does not match. The section-header fields
of the ELF header are left out, so `strip` keeps a library loadable. A library linked by
somebody else from our object file keeps the zeros and is not checked.
"""

from __future__ import annotations

import hashlib

from .abi import METADATA_SECTION
from .elf import loaded_ranges, section_bounds

FIELD = "integrity"
UNSEALED = "0" * 64
_MARKER = f'"{FIELD}":"'.encode()


def _field_offset(data: bytes, path: str) -> int:
    """Where the digits of the integrity field start in the file."""
    bounds = section_bounds(data, METADATA_SECTION, path)
    if bounds is None:
        raise ValueError(f"{path}: not built by stablehlo-cc (no {METADATA_SECTION} section)")
    at = data.find(_MARKER, bounds[0], bounds[1])
    if at < 0 or at + len(_MARKER) + 64 > bounds[1]:
        raise ValueError(f"{path}: its {METADATA_SECTION} section is damaged")
    return at + len(_MARKER)


def _digest(data: bytes, path: str, field: int) -> str:
    view = bytearray(data)
    view[field:field + 64] = UNSEALED.encode()
    if view[4] == 2:  # 64-bit: e_shoff, then e_shentsize, e_shnum, e_shstrndx
        view[0x28:0x30] = bytes(8)
        view[0x3A:0x40] = bytes(6)
    else:
        view[0x20:0x24] = bytes(4)
        view[0x2E:0x34] = bytes(6)
    digest = hashlib.sha256()
    for start, end in loaded_ranges(bytes(view), path):
        digest.update(f"{start}:{end}:".encode())
        digest.update(view[start:end])
    return digest.hexdigest()


def seal(path: str) -> None:
    """Write the checksum of the freshly linked library at `path` into its metadata."""
    with open(path, "r+b") as f:
        data = f.read()
        field = _field_offset(data, path)
        if data[field:field + 64] != UNSEALED.encode():
            raise ValueError(f"{path}: already sealed")
        f.seek(field)
        f.write(_digest(data, path, field).encode())


def verify(path: str, meta: dict) -> None:
    """Raise ValueError unless the library at `path` is as `seal` left it (or never sealed)."""
    recorded = meta.get(FIELD)
    if recorded is None or recorded == UNSEALED:
        return
    with open(path, "rb") as f:
        data = f.read()
    if _digest(data, path, _field_offset(data, path)) != recorded:
        raise ValueError(f"{path} is damaged: its contents do not match the checksum recorded "
                         "when it was built (rebuild it)")
