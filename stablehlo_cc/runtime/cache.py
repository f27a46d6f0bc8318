"""The on-disk compile cache: one file an entry, shared by every process of a user.

An entry is `<key>.shlo` in the cache directory: a magic line, the SHA-256 of the rest, the
length of a JSON description, the description (which repeats the key) and the object code.
Writers write a temporary file in the same directory and `os.replace` it into place, so a
reader sees a whole entry or none; a reader checks the magic, the length, the checksum and
the key, and deletes and ignores an entry that fails any of them (a crash, a full disk, a
copied file or another version's format: never trusted). A hit touches the file's mtime, and
the directory is kept under its size bound by deleting the least recently used entries.

The directory is `$STABLEHLO_CC_CACHE_DIR`, else `$XDG_CACHE_HOME/stablehlo-cc`, else
`~/.cache/stablehlo-cc`; `STABLEHLO_CC_CACHE=0` turns the cache off and
`STABLEHLO_CC_CACHE_MAX_BYTES` bounds it (default 1 GiB). Failing to read or write the cache
never fails a compile: it is logged (logger `stablehlo_cc`) and the compile goes on.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import struct
import tempfile
import time

log = logging.getLogger("stablehlo_cc")

MAGIC = b"stablehlo-cc cache 1\n"
SUFFIX = ".shlo"
_HEADER = struct.Struct("<32sQ")  # sha256 of the payload, length of the description
DEFAULT_MAX_BYTES = 1 << 30
_STALE_TEMP_SECONDS = 3600  # a temporary file this old belongs to a writer that died


def enabled() -> bool:
    return os.environ.get("STABLEHLO_CC_CACHE", "1").strip().lower() not in ("0", "false",
                                                                              "no", "off")


def directory() -> str:
    explicit = os.environ.get("STABLEHLO_CC_CACHE_DIR")
    if explicit:
        return os.path.abspath(os.path.expanduser(explicit))
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "stablehlo-cc")


def max_bytes() -> int:
    text = os.environ.get("STABLEHLO_CC_CACHE_MAX_BYTES")
    try:
        return max(0, int(text)) if text else DEFAULT_MAX_BYTES
    except ValueError:
        log.warning("STABLEHLO_CC_CACHE_MAX_BYTES=%r is not a number of bytes; using %d",
                    text, DEFAULT_MAX_BYTES)
        return DEFAULT_MAX_BYTES


def _path(key: str) -> str:
    return os.path.join(directory(), key + SUFFIX)


def encode(key: str, description: dict, obj: bytes) -> bytes:
    """The bytes of an entry."""
    meta = json.dumps(dict(description, key=key), separators=(",", ":")).encode("utf-8")
    payload = meta + obj
    return MAGIC + _HEADER.pack(hashlib.sha256(payload).digest(), len(meta)) + payload


def decode(key: str, data: bytes) -> tuple[dict, bytes] | None:
    """(description, object code) of an entry's bytes, or None if they are not a whole,
    undamaged entry for `key`."""
    start = len(MAGIC) + _HEADER.size
    if len(data) < start or not data.startswith(MAGIC):
        return None
    digest, meta_size = _HEADER.unpack_from(data, len(MAGIC))
    payload = data[start:]
    if meta_size > len(payload) or hashlib.sha256(payload).digest() != digest:
        return None
    try:
        description = json.loads(payload[:meta_size])
    except ValueError:
        return None
    if not isinstance(description, dict) or description.get("key") != key:
        return None
    return description, payload[meta_size:]


def _discard(path: str, why: str) -> None:
    log.warning("compile cache: ignoring %s (%s); it will be recompiled", path, why)
    try:
        os.unlink(path)
    except OSError:
        pass


def get(key: str) -> tuple[dict, bytes] | None:
    """The entry stored under `key`, or None."""
    path = _path(key)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        return None
    except OSError as e:
        log.warning("compile cache: cannot read %s: %s", path, e)
        return None
    entry = decode(key, data)
    if entry is None:
        _discard(path, "damaged or not an entry of this version")
        return None
    try:
        os.utime(path)  # most recently used
    except OSError:
        pass
    return entry


def discard(key: str, why: str) -> None:
    """Remove the entry of `key` (found unusable by its reader)."""
    _discard(_path(key), why)


def put(key: str, description: dict, obj: bytes) -> None:
    """Store an entry (atomically: readers see the old state or the whole new entry)."""
    folder = directory()
    data = encode(key, description, obj)
    tmp = None
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)  # its code runs: keep it the user's
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=SUFFIX, dir=folder)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, _path(key))
        tmp = None
    except OSError as e:
        log.warning("compile cache: cannot write to %s: %s", folder, e)
        return
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    evict(max_bytes())


def _entries(folder: str) -> list[tuple[float, int, str]]:
    """(mtime, size, path) of every entry, and stale temporary files removed on the way."""
    found = []
    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    for name in names:
        if not name.endswith(SUFFIX):
            continue
        path = os.path.join(folder, name)
        try:
            st = os.stat(path)
        except OSError:  # another process removed it meanwhile
            continue
        if name.startswith(".tmp-"):
            if now - st.st_mtime > _STALE_TEMP_SECONDS:
                try:
                    os.unlink(path)
                except OSError:
                    pass
            continue
        found.append((st.st_mtime, st.st_size, path))
    return found


def evict(limit: int) -> int:
    """Delete least recently used entries until the cache holds at most `limit` bytes;
    returns how many were deleted."""
    entries = sorted(_entries(directory()))
    total = sum(size for _, size, _ in entries)
    removed = 0
    for _, size, path in entries:
        if total <= limit:
            break
        try:
            os.unlink(path)
            removed += 1
        except FileNotFoundError:
            pass
        except OSError:
            continue
        total -= size
    return removed


def info() -> dict:
    entries = _entries(directory())
    return {"directory": directory(), "enabled": enabled(), "entries": len(entries),
            "bytes": sum(size for _, size, _ in entries), "max_bytes": max_bytes()}


def clear() -> int:
    """Delete every entry; returns how many."""
    entries = _entries(directory())
    removed = 0
    for _, _, path in entries:
        try:
            os.unlink(path)
            removed += 1
        except OSError:
            pass
    return removed
