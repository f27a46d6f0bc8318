"""Whole-matrix StableHLO building blocks the LAPACK rules share (`_lapack.py`, `_lapack_lu.py`,
`_lapack_qr.py`, `_lapack_eigh.py`): reductions, constants of any element type, real and
imaginary parts, complex values and conjugates, the diagonal, LAPACK's `info` index, and the
backend_config character arguments."""

from __future__ import annotations

from jaxlib.mlir import ir

from ._text import Value, Writer, tensor_type


def reduce(w: Writer, x: Value, dim: int, kind: str, init) -> Value:
    """`x` reduced over `dim` with stablehlo.`kind` from the constant `init`."""
    shape = [d for i, d in enumerate(x.shape) if i != dim]
    start = w.constant(init, x.elem) if not x.elem.startswith("complex") else complex_full(
        w, init, (), x.elem)
    return w.emit(f"stablehlo.reduce({x} init: {start}) applies stablehlo.{kind} across "
                  f"dimensions = [{dim}] : ({x.type}, {start.type}) -> "
                  f"{tensor_type(shape, x.elem)}", shape, x.elem)


def complex_full(w: Writer, value: float, shape, elem: str) -> Value:
    real = elem[len("complex<"):-1]
    re, im = w.full(float(value), shape, real), w.full(0.0, shape, real)
    return w.emit(f"stablehlo.complex {re}, {im} : {tensor_type(shape, elem)}", shape, elem)


def full(w: Writer, value: float, shape, elem: str) -> Value:
    """The constant `value` of any element type (complex: with zero imaginary part)."""
    return complex_full(w, value, shape, elem) if elem.startswith("complex") else \
        w.full(value, shape, elem)


def zeros(w: Writer, shape, elem: str) -> Value:
    return full(w, 0, shape, elem)


def to_complex(w: Writer, re: Value, im: Value | None = None) -> Value:
    """complex(re, im) (im zero when not given) of the complex type over re's type."""
    im = im if im is not None else w.full(0.0, re.shape, re.elem)
    elem = f"complex<{re.elem}>"
    return w.emit(f"stablehlo.complex {re}, {im} : {tensor_type(re.shape, elem)}", re.shape,
                  elem)


def imag_part(w: Writer, x: Value) -> Value:
    real = x.elem[len("complex<"):-1]
    return w.emit(f"stablehlo.imag {x} : ({x.type}) -> {tensor_type(x.shape, real)}",
                  x.shape, real)


def conj(w: Writer, x: Value) -> Value:
    """The complex conjugate; a real tensor itself."""
    return to_complex(w, real_part(w, x), w.neg(imag_part(w, x))) \
        if x.elem.startswith("complex") else x


def real_part(w: Writer, x: Value) -> Value:
    if not x.elem.startswith("complex"):
        return x
    real = x.elem[len("complex<"):-1]
    return w.emit(f"stablehlo.real {x} : ({x.type}) -> {tensor_type(x.shape, real)}",
                  x.shape, real)


def diagonal(w: Writer, x: Value) -> Value:
    """The main diagonal of the last two dimensions ([.., m, n] → [.., min(m, n)])."""
    r = len(x.shape)
    rows, cols = w.iota(x.shape, r - 2, "i32"), w.iota(x.shape, r - 1, "i32")
    on = w.select(w.compare("EQ", rows, cols, "SIGNED"), x, zeros(w, x.shape, x.elem))
    d = reduce(w, on, r - 2, "add", 0)                                         # [.., n]
    k = min(x.shape[-2:])
    if k == x.shape[-1]:
        return d
    return w.slice(d, [0] * (r - 1), list(x.shape[:-2]) + [k])


def backend_chars(op: ir.Operation) -> dict[str, str]:
    """The `mhlo.backend_config` dictionary's ui8 character arguments as characters."""
    if "mhlo.backend_config" not in op.attributes:
        return {}
    out = {}
    for named in ir.DictAttr(op.attributes["mhlo.backend_config"]):
        try:
            out[named.name] = chr(ir.IntegerAttr(named.attr).value)
        except ValueError:
            pass
    return out
