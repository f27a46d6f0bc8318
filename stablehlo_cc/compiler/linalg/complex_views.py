"""A complex64 tensor's parts concatenated along a new last dimension, recognized as that
tensor read as f32.

StableHLO has no complex-to-real view, so the rule that computes a complex64 product as a
real one on its larger operand G (stablehlo/rules/_complex_view_dot.py) writes G's view as
`concatenate(reshape(real(G)), reshape(imag(G)))` along a new last dimension of extent 2,
whose row-major layout is G's own: the parts interleaved. On tensors that is two
`tensor.insert_slice`s (offsets 0 and 1 of the last dimension) into a `tensor.empty` of
elementwise `complex.re` / `complex.im` generics of G (each possibly through a
`tensor.expand_shape` that adds the unit dimension). The packed GEMM reads G itself through
the view's strides (native_gemm_calls.py), so the concatenation and its two passes are
dropped as dead code: the product reads G once.
"""

from __future__ import annotations

import mlir.ir as uir


def _owner(value):
    owner = value.owner
    return getattr(owner, "operation", owner)


def _named(value, name: str):
    owner = _owner(value)
    return owner if getattr(owner, "name", None) == name else None


def _shape(value) -> list[int]:
    return list(uir.ShapedType(value.type).shape)


def _without_unit_expansion(value):
    """The source of a `tensor.expand_shape` that only adds trailing unit dimensions."""
    expand = _named(value, "tensor.expand_shape")
    if expand is None:
        return value
    source = expand.operands[0]
    shape, wider = _shape(source), _shape(value)
    if wider[:len(shape)] == shape and all(d == 1 for d in wider[len(shape):]):
        return source
    return value


def _part(value):
    """(part name 're' / 'im', complex tensor) when `value` is complex.re / complex.im of
    each element of that tensor (identity indexing, unit dimensions aside), else None."""
    generic = _named(_without_unit_expansion(value), "linalg.generic")
    if generic is None or len(generic.operands) != 2 or len(generic.results) != 1:
        return None
    maps = [uir.AffineMapAttr(m).value for m in generic.attributes["indexing_maps"]]
    if any(m != uir.AffineMap.get_identity(m.n_dims)
           for m in maps):
        return None
    ops = list(generic.regions[0].blocks[0].operations)
    if len(ops) != 2 or ops[0].name not in ("complex.re", "complex.im") or \
            ops[0].operands[0] != generic.regions[0].blocks[0].arguments[0] or \
            ops[1].operands[0] != ops[0].results[0]:
        return None
    return ops[0].name[len("complex."):], _without_unit_expansion(generic.operands[0])


def _last_offset(insert, shape) -> int | None:
    """The offset along the last dimension of a static unit-thick `tensor.insert_slice`
    into a tensor of `shape` that covers every other dimension, else None."""
    if len(insert.operands) != 2:  # (dynamic offsets, sizes or strides)
        return None
    offsets = list(uir.DenseI64ArrayAttr(insert.attributes["static_offsets"]))
    sizes = list(uir.DenseI64ArrayAttr(insert.attributes["static_sizes"]))
    strides = list(uir.DenseI64ArrayAttr(insert.attributes["static_strides"]))
    if sizes != shape[:-1] + [1] or any(offsets[:-1]) or any(s != 1 for s in strides):
        return None
    return offsets[-1]


def complex_view_source(value):
    """The complex64 tensor G when `value` (f32, shape G's + [2]) is G's real and imaginary
    parts concatenated along a new last dimension, else None."""
    shape = _shape(value)
    if not shape or shape[-1] != 2 or str(uir.ShapedType(value.type).element_type) != "f32":
        return None
    outer = _named(value, "tensor.insert_slice")
    inner = outer and _named(outer.operands[1], "tensor.insert_slice")
    if inner is None or _named(inner.operands[1], "tensor.empty") is None:
        return None
    parts = {}
    for insert in (inner, outer):
        offset, found = _last_offset(insert, shape), _part(insert.operands[0])
        if offset is None or found is None:
            return None
        parts[offset] = found
    if set(parts) != {0, 1} or parts[0][0] != "re" or parts[1][0] != "im" or \
            parts[0][1] != parts[1][1]:
        return None
    source = parts[0][1]
    if _shape(source) != shape[:-1] or \
            str(uir.ShapedType(source.type).element_type) != "complex<f32>":
        return None
    return source
