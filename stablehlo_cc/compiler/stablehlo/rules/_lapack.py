"""jaxlib's LAPACK custom calls (`lapack_?potrf_ffi`, ...) → native C calls or StableHLO ops.

On CPU, `jax.numpy.linalg` and `jax.scipy.linalg` export their factorizations as custom calls of
jaxlib's LAPACK kernels (XLA's FFI): `custom_call @lapack_spotrf_ffi(%a)` and so on, the first
letter naming the element type (s f32, d f64, c complex64, z complex128). Their
`operand_layouts` / `result_layouts` say column-major, but a layout only tells XLA how a buffer
is laid out in memory: the tensors' logical values are LAPACK's matrices element for element
(result[i, j] is A(i, j)), so the rules here ignore the layouts and compute those values.
Character arguments (side, uplo, trans_x, diag) come in the `mhlo.backend_config` dictionary as
ui8 ASCII codes ('L' = 76, ...). Leading dimensions are batch dimensions.

- `?trsm`: operands (a, b), result x → `stablehlo.triangular_solve` (`linear_algebra.py`; native
  C for f32/f64/c64/c128: `_triangular_solve.py`, contract/native/lapack_trsm.c).
- `?potrf`: `_lapack_potrf.py` (native C: contract/native/lapack_potrf.c).
- `?getrf`: `_lapack_lu.py` (native C: contract/native/lapack_getrf.c). `?geqrf` and
  `?orgqr`/`?ungqr`: `_lapack_qr.py` (native C: contract/native/lapack_qr.c).
- `?geqp3` (column-pivoted QR) and `?ormqr`/`?unmqr` (products with Q):
  `_lapack_qr_pivoted.py` (native C: contract/native/lapack_geqp3.c, lapack_qr.c).
- `?syevd` / `?heevd`: `_lapack_eigh.py` (native C: contract/native/lapack_eigh.c).
- `?gesdd` / `?gesvd`: `_lapack_svd.py` (native C: contract/native/lapack_svd.c).
- `?gtsv`: `_lapack_gtsv.py` (tridiagonal elimination with row interchanges);
  jaxlib's `tridiagonal_solve_perturbed_ffi`: `_lapack_gtsv_perturbed.py`.
- `?gehrd`, `?sytrd` / `?hetrd`: `_lapack_reductions.py` (Householder reductions, native C:
  contract/native/lapack_reduce.c).
- `?geev`, `?gees` (unsorted): `_lapack_geev.py` (native C: contract/native/lapack_geev.c);
  sorted Schur forms (which jax never asks for) are refused.

Every other jaxlib LAPACK target is refused with a message naming the JAX function it comes
from (an unknown target would otherwise reach the generic custom-call path and fail on its
layouts, which says nothing useful).
"""

from __future__ import annotations

import re

from jaxlib.mlir import ir

from ._lapack_lu import lower_getrf
from ._lapack_potrf import lower_potrf
from ._lapack_qr import lower_geqrf, lower_orgqr
from ._lapack_qr_pivoted import lower_geqp3, lower_ormqr
from ._lapack_eigh import lower_syevd
from ._lapack_svd import lower_gesdd
from ._lapack_gtsv import lower_gtsv
from ._lapack_gtsv_perturbed import lower_gtsv_perturbed
from ._lapack_reductions import lower_gehrd, lower_sytrd
from ._lapack_geev import lower_gees, lower_geev
from ._lapack_values import backend_chars
from .linear_algebra import lower_triangular_solve

_TARGET = re.compile(r"^lapack_([sdcz])([a-z0-9]+)_ffi$")

# The targets not lowered: what each computes and which JAX functions emit it (none left
# whole: sorted Schur forms, which jax never emits, are refused by the gees rule).
_NOT_YET: dict[str, tuple[str, str]] = {}

# jaxlib kernels outside the lapack_<letter><routine>_ffi naming: the routine they stand for.
_OTHER_ROUTINES = {"tridiagonal_solve_perturbed_ffi": "tridiagonal_solve_perturbed"}


def is_lapack_target(target: str | None) -> bool:
    """A target of jaxlib's LAPACK/BLAS kernels (handled here, never as a runtime call)."""
    return bool(target) and (target.startswith(("lapack_", "blas_"))
                             or target in _OTHER_ROUTINES)


def lower_lapack_call(op: ir.Operation, target: str) -> None:
    """Replace the custom call `op` of LAPACK target `target`; NotImplementedError if unknown."""
    m = _TARGET.match(target)
    routine = m.group(2) if m else _OTHER_ROUTINES.get(target)
    rule = _RULES.get(routine)
    if rule is None:
        what, source = _NOT_YET.get(routine, ("a jaxlib LAPACK/BLAS kernel", "jax.numpy.linalg "
                                               "or jax.scipy.linalg"))
        raise NotImplementedError(f"custom_call '{target}' ({what}, from {source}) is not "
                                  "supported yet")
    rule(op)


def _trsm(op: ir.Operation) -> None:
    chars = backend_chars(op)
    transpose = {"N": "NO_TRANSPOSE", "T": "TRANSPOSE", "C": "ADJOINT"}[chars.get("trans_x", "N")]
    a, b = op.operands[0], op.operands[1]
    with ir.InsertionPoint(op), op.location:
        solve = ir.Operation.create(
            "stablehlo.triangular_solve", results=[op.results[0].type], operands=[a, b],
            attributes={
                "left_side": ir.BoolAttr.get(chars.get("side", "L") == "L"),
                "lower": ir.BoolAttr.get(chars.get("uplo", "L") == "L"),
                "unit_diagonal": ir.BoolAttr.get(chars.get("diag", "N") == "U"),
                "transpose_a": ir.Attribute.parse(f"#stablehlo<transpose {transpose}>")})
    op.results[0].replace_all_uses_with(solve.results[0])
    op.erase()
    lower_triangular_solve(solve)


_RULES = {"trsm": _trsm, "potrf": lower_potrf, "getrf": lower_getrf, "geqrf": lower_geqrf,
          "orgqr": lower_orgqr, "ungqr": lower_orgqr, "syevd": lower_syevd,
          "heevd": lower_syevd, "gesdd": lower_gesdd, "gesvd": lower_gesdd, "gtsv": lower_gtsv,
          "gehrd": lower_gehrd, "sytrd": lower_sytrd, "hetrd": lower_sytrd,
          "geqp3": lower_geqp3, "ormqr": lower_ormqr, "unmqr": lower_ormqr,
          "tridiagonal_solve_perturbed": lower_gtsv_perturbed,
          "geev": lower_geev, "gees": lower_gees}
