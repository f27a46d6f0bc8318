"""Rules that compute a LAPACK custom call in native C code: the placeholder call they emit.

A rule writes its function with a `Writer` as usual and, where the routine runs, calls
`native_call(w, "syevd_f32", [a], [batch, n, flags], [(shape, elem), ...])`: that emits the
int64 descriptor constant and

    %wK:R = func.call @__shlo_nlapack_syevd_f32__<tag>(%a, %desc) -> (results...)

to a bodiless private function (`<tag>`: a digest of the signature, so each shape gets its
own placeholder), and returns the R results as Values. `replace_with_native(op, w, args,
results)` then replaces the custom call by the function, declaring the placeholders in the
module. Before bufferization `compiler/linalg/native_lapack_calls.py` makes each placeholder
one call of the C function `__shlo_native_lapack_syevd_f32` (contract/native/lapack_*.c) on
bare pointers: the operands in order (the descriptor last), then one fresh buffer a result.

Operands and results of rank 0 or with no elements are best kept away from the call (the
rule reshapes to [1] or skips the call): the C side sees only pointers.
"""

from __future__ import annotations

import hashlib

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._text import Value, Writer, tensor_type

PLACEHOLDER_PREFIX = "__shlo_nlapack_"  # as compiler/linalg/native_lapack_calls.py reads them


def native_call(w: Writer, routine: str, operands: list, descriptor: list,
                results: list) -> list:
    """Emit the placeholder call of `routine` on `operands` plus the int64 `descriptor`;
    `results`: (shape, element type) pairs. Returns the results as Values. The placeholder's
    declaration is kept on the writer (`w.native_declarations`)."""
    desc = w.constant(np.asarray(descriptor, np.int64), "i64")
    args = list(operands) + [desc]
    arg_types = ", ".join(v.type for v in args)
    ret_types = ", ".join(tensor_type(s, e) for s, e in results)
    signature = f"({arg_types}) -> ({ret_types})"
    tag = hashlib.sha1(signature.encode()).hexdigest()[:12]
    name = f"{PLACEHOLDER_PREFIX}{routine}__{tag}"
    w.n += 1
    base = f"%nl{w.n}"
    w.lines.append(f"{base}:{len(results)} = func.call @{name}"
                   f"({', '.join(str(v) for v in args)}) : {signature}")
    declarations = getattr(w, "native_declarations", {})
    declarations[name] = f"func.func private @{name}{signature}"
    w.native_declarations = declarations
    return [Value(f"{base}#{i}", s, e) for i, (s, e) in enumerate(results)]


def replace_with_native(op: ir.Operation, w: Writer, args: list, results: list) -> None:
    """Replace the custom call `op` by the function `w` wrote (`args` -> `results`), with the
    placeholders it calls declared in op's module."""
    declarations = getattr(w, "native_declarations", {})
    text = "\n".join([*declarations.values(), w.function("native_lapack", args, results)])
    scratch = h.parse_functions(op, text)
    for name, declaration in declarations.items():
        h.declare_once(op, name, declaration)
    h.replace_with_function(op, h.function(scratch, "native_lapack"))
