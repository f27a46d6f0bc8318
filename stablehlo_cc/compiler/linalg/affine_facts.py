"""What the compile-time heuristics read of a `linalg.generic`: its iterator kinds and which
loop each indexing-map result is, from the attributes' text.

Fusion costs, tile sizes and the GEMM planner ask these of every generic several times.
Reading them through the bindings (an `AffineMap` object, then an object and an `isinstance`
test per result expression, or a `str` per iterator attribute) crossed into C++ a dozen
times a map: ~20 ms of a transformer's compile. One `str` of the attribute, parsed once per
distinct text (the cache holds only strings and tuples, never MLIR objects, so it keeps no
context alive), gives the same answers. (XLA and IREE ask the same of their C++ IR, where it
costs nothing; this is the Python-side equivalent of their cached op properties.)

Even the `str` of an attribute costs 4-8 us, and a transformer's ~400 generics are asked
~3,000 times a compile, with some 30 distinct maps among them. MLIR uniques attributes in
their context, so the answers are also kept by attribute object (hashing one is a pointer
hash, ~0.2 us): the text is printed once per distinct attribute (~20 ms of BERT's compile,
issue 11). Those entries hold their context alive, so the linalg stage calls `forget()`
when it starts and when it is done with a module.
"""

from __future__ import annotations

import functools
import re

_DIM = re.compile(r"d(\d+)")


def _split_top_level(text: str) -> list[str]:
    """`text` split at the commas outside parentheses and brackets."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    tail = text[start:].strip()
    if tail or parts:
        parts.append(tail)
    return parts


@functools.lru_cache(maxsize=4096)
def map_results(text: str) -> tuple:
    """For the affine map printed as `text` (`(d0, d1)[s0] -> (d1, 0, d0 + s0)`), the loop
    of each result: its dimension's position for a plain `dN`, else None."""
    results = text[text.index("->") + 2:].strip()
    assert results.startswith("(") and results.endswith(")"), text
    found = []
    for part in _split_top_level(results[1:-1]):
        m = _DIM.fullmatch(part)
        found.append(int(m.group(1)) if m else None)
    return tuple(found)


def dims_of(amap) -> list[int]:
    """Positions of the dimensions that are results of `amap` (an `AffineMap`), in order."""
    return [p for p in map_results(str(amap)) if p is not None]


@functools.lru_cache(maxsize=1024)
def _kinds(text: str) -> tuple:
    inner = text.strip()[1:-1].strip()
    if not inner:
        return ()
    return tuple("reduction" if "reduction" in part else "parallel"
                 for part in _split_top_level(inner))


_by_attribute: dict = {}  # attribute -> what `iterator_kinds`/`indexing_results` read of it


def forget() -> None:
    """Drop the answers kept by attribute (and with them the contexts they hold)."""
    _by_attribute.clear()


def iterator_kinds(op) -> list[str]:
    """"parallel" or "reduction" for each loop of a linalg op with `iterator_types`."""
    attribute = op.attributes["iterator_types"]
    found = _by_attribute.get(attribute)
    if found is None:
        found = _by_attribute[attribute] = _kinds(str(attribute))
    return list(found)


@functools.lru_cache(maxsize=1024)
def _indexing(text: str) -> tuple:
    inner = text.strip()[1:-1].strip()
    if not inner:
        return ()
    maps = []
    for part in _split_top_level(inner):
        assert part.startswith("affine_map<") and part.endswith(">"), part
        maps.append(map_results(part[len("affine_map<"):-1]))
    return tuple(maps)


def indexing_results(op) -> tuple:
    """`map_results` of each of a linalg op's `indexing_maps`, in operand order."""
    attribute = op.attributes["indexing_maps"]
    found = _by_attribute.get(attribute)
    if found is None:
        found = _by_attribute[attribute] = _indexing(str(attribute))
    return found


# A dimension with a negative coefficient in a result: `-d1 + 63` (a reverse), `d0 - d1`,
# `d0 * -2`. (A negative constant term, `d0 - 1`, is not one.)
_NEGATIVE_DIM = re.compile(r"-\s*d\d|\*\s*-\s*\d")


@functools.lru_cache(maxsize=1024)
def _reverses(text: str) -> bool:
    return any(_NEGATIVE_DIM.search(part[part.index("->") + 2:])
               for part in _split_top_level(text.strip()[1:-1]))


def reads_reversed(op) -> bool:
    """Whether one of a linalg op's indexing maps walks a dimension backwards (a reverse
    fused into it). MLIR's tiling cannot take such maps: computing a tile's slice asserts
    "nonpositive multiplying coefficient" (a process abort, not an error)."""
    attribute = op.attributes["indexing_maps"]
    key = ("reverses", attribute)
    found = _by_attribute.get(key)
    if found is None:
        found = _by_attribute[key] = _reverses(str(attribute))
    return found
