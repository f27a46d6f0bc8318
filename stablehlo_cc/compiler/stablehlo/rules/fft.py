"""`stablehlo.fft` (FFT, IFFT, RFFT, IRFFT) -> real StableHLO ops on real and imaginary parts.

A 1-D transform of length n along the last axis is, by size:
- n <= 32: products with the cos/sin DFT matrices (dot_general; constants made here in
  float64 and rounded once);
- n with a divisor in 2..32 (or any proper divisor): the four-step Cooley-Tukey split
  n = n1 * n2 (n1 transforms of length n2 after n2 of length n1 and a twiddle product);
- other primes: Bluestein's chirp-z, a cyclic convolution of power-of-two length m >= 2n - 1
  done with the FFTs above, the chirp's transform precomputed.
Multi-dimensional transforms apply the 1-D one along each axis. Inverses scale by 1/n.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._text import Value, Writer, tensor_type

DIRECT_MAX = 32


class _Complex:
    """A complex tensor as two real Values; `im` None means zero."""

    def __init__(self, re: Value, im: Value | None):
        self.re, self.im = re, im

    @property
    def shape(self):
        return self.re.shape


def _angle(num: np.ndarray, n: int) -> np.ndarray:
    """2*pi*num/n with num reduced mod n first, for accuracy."""
    return 2.0 * np.pi * (np.mod(num, n).astype(np.float64) / n)


class _FFT:
    def __init__(self, w: Writer, elem: str):
        self.w, self.elem = w, elem

    # -- complex helpers ---------------------------------------------------------------------
    def cmul_const(self, x: _Complex, c: np.ndarray) -> _Complex:
        """x * c, c a complex numpy array broadcast along x's leading dims."""
        w, r = self.w, len(x.shape)
        k = c.ndim
        dims = list(range(r - k, r))
        cr = w.broadcast(w.constant(c.real, self.elem), x.shape, dims)
        ci = w.broadcast(w.constant(c.imag, self.elem), x.shape, dims)
        if x.im is None:
            return _Complex(w.mul(x.re, cr), w.mul(x.re, ci))
        re = w.sub(w.mul(x.re, cr), w.mul(x.im, ci))
        im = w.add(w.mul(x.re, ci), w.mul(x.im, cr))
        return _Complex(re, im)

    def swap_last(self, x: _Complex) -> _Complex:
        r = len(x.shape)
        perm = list(range(r - 2)) + [r - 1, r - 2]
        return _Complex(self.w.transpose(x.re, perm),
                        None if x.im is None else self.w.transpose(x.im, perm))

    def reshape(self, x: _Complex, shape) -> _Complex:
        return _Complex(self.w.reshape(x.re, shape),
                        None if x.im is None else self.w.reshape(x.im, shape))

    def scale(self, x: _Complex, factor: float) -> _Complex:
        s = self.w.full(factor, x.shape, self.elem)
        return _Complex(self.w.mul(x.re, s), None if x.im is None else self.w.mul(x.im, s))

    # -- 1-D transforms along the last axis (unnormalized; sign -1 forward, +1 inverse) ------
    def dft(self, x: _Complex, sign: int) -> _Complex:
        n = x.shape[-1]
        if n <= 1:
            return x
        if n <= DIRECT_MAX:
            return self.direct(x, sign)
        n1 = _split(n)
        if n1:
            return self.four_step(x, n1, n // n1, sign)
        return self.bluestein(x, sign)

    def direct(self, x: _Complex, sign: int) -> _Complex:
        """One dot_general: [re; im] (stacked) times [cos | sign*sin]."""
        w, n, r = self.w, x.shape[-1], len(x.shape)
        jk = np.outer(np.arange(n), np.arange(n))
        matrix = np.concatenate([np.cos(_angle(jk, n)), sign * np.sin(_angle(jk, n))], axis=1)
        m = w.constant(matrix, self.elem)
        lead = list(x.shape[:-1])
        rows = int(np.prod(lead))
        if x.im is None:   # a plain 2-D matrix product: [rows, n] x [n, 2n]
            p = w.reshape(w.dot(w.reshape(x.re, [rows, n]), m, ([1], [0])), lead + [2 * n])
            part = lambda lo: w.slice(p, [0] * r, lead + [lo + n]) if lo == 0 else \
                w.slice(p, [0] * (r - 1) + [lo], lead + [lo + n])  # noqa: E731
            return _Complex(part(0), part(n))
        stacked = w.concatenate([w.reshape(x.re, [1] + list(x.shape)),
                                 w.reshape(x.im, [1] + list(x.shape))], 0)   # [2, .., n]
        p = w.dot(w.reshape(stacked, [2 * rows, n]), m, ([1], [0]))
        p = w.reshape(p, [2] + lead + [2 * n])                               # [2, .., 2n]

        def part(which: int, lo: int) -> Value:
            start = [which] + [0] * (r - 1) + [lo]
            limit = [which + 1] + lead + [lo + n]
            return w.reshape(w.slice(p, start, limit), x.shape)

        re = w.sub(part(0, 0), part(1, n))   # re*cos - im*(sign sin)
        im = w.add(part(0, n), part(1, 0))   # re*(sign sin) + im*cos
        return _Complex(re, im)

    def four_step(self, x: _Complex, n1: int, n2: int, sign: int) -> _Complex:
        lead = list(x.shape[:-1])
        y = self.swap_last(self.reshape(x, lead + [n1, n2]))      # [.., t2, t1]
        y = self.dft(y, sign)                                        # [.., t2, k1]
        twiddle = np.exp(sign * 1j * _angle(np.outer(np.arange(n2), np.arange(n1)), n1 * n2))
        y = self.cmul_const(y, twiddle)
        y = self.swap_last(y)                                        # [.., k1, t2]
        y = self.dft(y, sign)                                        # [.., k1, k2]
        return self.reshape(self.swap_last(y), lead + [n1 * n2])    # index k1 + n1 * k2

    def bluestein(self, x: _Complex, sign: int) -> _Complex:
        w, n = self.w, x.shape[-1]
        m = 1 << (2 * n - 2).bit_length()
        t = np.arange(n)
        chirp = np.exp(sign * 1j * np.pi * (np.mod(t * t, 2 * n) / n))
        a = self.cmul_const(x, chirp)
        r = len(x.shape)
        zero = w.constant(np.array(0.0), self.elem)
        high = [0] * (r - 1) + [m - n]
        pad = lambda v: w.emit(  # noqa: E731
            f"stablehlo.pad {v}, {zero}, low = {[0] * r}, high = {high}, interior = {[0] * r} "
            f": ({v.type}, {zero.type}) -> {tensor_type(list(v.shape[:-1]) + [m], v.elem)}",
            list(v.shape[:-1]) + [m], v.elem)
        a = _Complex(pad(a.re), pad(a.im))
        b = np.zeros(m, np.complex128)
        b[:n] = np.conj(chirp)
        b[m - n + 1:] = np.conj(chirp[1:])[::-1]
        spectrum = np.fft.fft(b)
        conv = self.dft(self.cmul_const(self.dft(a, -1), spectrum), +1)
        start = [0] * r
        limit = list(conv.shape[:-1]) + [n]
        head = _Complex(w.slice(conv.re, start, limit), w.slice(conv.im, start, limit))
        return self.cmul_const(head, chirp / m)

    # -- along any axis ----------------------------------------------------------------------
    def along(self, x: _Complex, axis: int, sign: int) -> _Complex:
        r = len(x.shape)
        if axis == r - 1:
            return self.dft(x, sign)
        perm = list(range(r))
        perm[axis], perm[-1] = perm[-1], perm[axis]
        t = lambda v: None if v is None else self.w.transpose(v, perm)  # noqa: E731
        y = self.dft(_Complex(t(x.re), t(x.im)), sign)
        return _Complex(t(y.re), t(y.im))


def _split(n: int) -> int | None:
    """A factor n1 of n for the four-step split: the largest one <= DIRECT_MAX, else the
    smallest proper one; None for a prime."""
    small = [d for d in range(2, min(DIRECT_MAX, n - 1) + 1) if n % d == 0]
    if small:
        return small[-1]
    d = DIRECT_MAX + 1
    while d * d <= n:
        if n % d == 0:
            return d
        d += 1
    return None


@lowering("stablehlo.fft")
def lower_fft(op: ir.Operation) -> None:
    in_ty = h.tensor_type(op.operands[0])
    out_ty = ir.RankedTensorType(op.results[0].type)
    kind = str(op.attributes["fft_type"]).split()[-1].rstrip(">")
    lengths = h.ints(op.attributes["fft_length"])
    shape_in, shape_out = list(in_ty.shape), list(out_ty.shape)
    elem_in = str(in_ty.element_type)
    real_elem = elem_in[len("complex<"):-1] if elem_in.startswith("complex") else elem_in
    if real_elem not in ("f32", "f64"):
        raise NotImplementedError(f"element type {elem_in}")
    r = len(shape_in)
    axes = list(range(r - len(lengths), r))
    w = Writer()
    x = w.arg("%x", shape_in, elem_in)
    f = _FFT(w, real_elem)
    if elem_in.startswith("complex"):
        val = _Complex(_part(w, "real", x, real_elem), _part(w, "imag", x, real_elem))
    else:
        val = _Complex(x, None)

    if kind in ("FFT", "IFFT"):
        sign = -1 if kind == "FFT" else 1
        for a in reversed(axes):
            val = f.along(val, a, sign)
        if kind == "IFFT":
            val = f.scale(val, 1.0 / float(np.prod(lengths)))
    elif kind == "RFFT":
        val = f.along(val, r - 1, -1)
        if val.im is None:  # a length-1 transform is the identity
            val = _Complex(val.re, w.full(0.0, val.shape, real_elem))
        keep = lengths[-1] // 2 + 1
        lim = list(val.shape[:-1]) + [keep]
        val = _Complex(w.slice(val.re, [0] * r, lim), w.slice(val.im, [0] * r, lim))
        for a in reversed(axes[:-1]):
            val = f.along(val, a, -1)
    elif kind == "IRFFT":
        for a in reversed(axes[:-1]):
            val = f.along(val, a, 1)
        val = _hermitian_extension(w, val, lengths[-1])
        val = f.along(val, r - 1, 1)
        val = f.scale(_Complex(val.re, None), 1.0 / float(np.prod(lengths)))
    else:
        raise NotImplementedError(f"fft_type {kind}")

    if kind == "IRFFT":
        result = val.re
    else:
        im = val.im if val.im is not None else w.full(0.0, val.shape, real_elem)
        result = w.emit(f"stablehlo.complex {val.re}, {im} : {str(out_ty)}", shape_out,
                        str(out_ty.element_type))
    assert list(result.shape) == shape_out, (result.shape, shape_out)
    scratch = h.parse_functions(op, w.function("fft", [x], [result]))
    h.replace_with_function(op, h.function(scratch, "fft"))


def _part(w: Writer, which: str, x: Value, elem: str) -> Value:
    return w.emit(f"stablehlo.{which} {x} : ({x.type}) -> {tensor_type(x.shape, elem)}",
                  x.shape, elem)


def _hermitian_extension(w: Writer, z: _Complex, n: int) -> _Complex:
    """The full length-n spectrum of a real signal from its first n//2+1 entries."""
    r = len(z.shape)
    lead = list(z.shape[:-1])
    head_lim = lead + [n // 2 + 1]
    head = _Complex(w.slice(z.re, [0] * r, head_lim), w.slice(z.im, [0] * r, head_lim))
    tail_len = n - n // 2 - 1
    if tail_len == 0:
        return head
    start, lim = [0] * (r - 1) + [1], lead + [1 + tail_len]
    tail_re = w.reverse(w.slice(z.re, start, lim), [r - 1])
    tail_im = w.neg(w.reverse(w.slice(z.im, start, lim), [r - 1]))
    return _Complex(w.concatenate([head.re, tail_re], r - 1),
                    w.concatenate([head.im, tail_im], r - 1))
