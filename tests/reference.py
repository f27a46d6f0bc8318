"""The StableHLO reference interpreter as a test oracle, for numpy arrays of every element type.

Arguments enter as dense hex blobs (one byte an element below 8 bits, as numpy stores them).
Results leave through a wrapper that bit-casts types numpy cannot receive from the bindings
(f8/f6/f4, bf16, sub-byte integers) to integers of the same width, and splits complex
results into real and imaginary parts, so every value comes back bit-exact.
"""

from __future__ import annotations

import re

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo

from stablehlo_cc.compiler import frontend
from stablehlo_cc.types import numpy_dtype, parse_tensor_type

_NATIVE = {"i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f16", "f32", "f64"}


# Result types read back through an exact conversion to a wider type.
_WIDEN = {"i2": "i8", "i4": "i8", "ui2": "ui8", "ui4": "ui8",
          "f6E2M3FN": "f32", "f6E3M2FN": "f32", "f4E2M1FN": "f32"}


def _bits_type(element: str) -> str:
    return "ui16" if element == "bf16" else "ui8"


def _dense(arr: np.ndarray, type_text: str, ctx) -> ir.Attribute:
    data = np.ascontiguousarray(arr).tobytes()
    if arr.size == 0:
        return ir.Attribute.parse(f"dense<> : {type_text}", ctx)
    return ir.Attribute.parse(f'dense<"0x{data.hex().upper()}"> : {type_text}', ctx)


def _from_bits(values, element: str, shape) -> np.ndarray:
    dt = numpy_dtype(element)
    storage = {1: np.uint8, 2: np.uint16}[dt.itemsize]
    return np.asarray(values).astype(storage).reshape(shape).view(dt)


def run(source: str, *args, entry: str = "main") -> list[np.ndarray]:
    """Evaluate `@entry` of `source` on numpy arrays with the reference interpreter."""
    ctx = frontend.new_context()
    if "!quant." in source:
        frontend.load_quant_dialect(ctx)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(source)
        func = next(op for op in module.body.operations
                    if op.operation.name == "func.func"
                    and str(op.attributes["sym_name"]).strip('"') == entry)
        ftype = func.attributes["function_type"].value
        arg_types = [parse_tensor_type(str(t)) for t in ftype.inputs]
        res_types = [parse_tensor_type(str(t)) for t in ftype.results]
    wrapped, plan = _wrap(source, entry, arg_types, res_types)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(wrapped)
        attrs = []
        for a, t in zip(args, arg_types):
            a = np.asarray(a, t.dtype)
            if t.element.startswith("complex"):
                part = str(t).replace(t.element, t.element[len("complex<"):-1])
                attrs += [_dense(np.ascontiguousarray(a.real), part, ctx),
                          _dense(np.ascontiguousarray(a.imag), part, ctx)]
            else:
                attrs.append(_dense(a, str(t), ctx))
        outs = _stablehlo.eval_module(module, attrs)
        values = [np.array(ir.DenseElementsAttr(o)) for o in outs]
    results, k = [], 0
    for t, kind in zip(res_types, plan):
        if kind == "native":
            results.append(np.asarray(values[k]).reshape(t.shape).astype(t.dtype)); k += 1
        elif kind == "complex":
            re_, im_ = values[k], values[k + 1]
            value = np.empty(t.shape, t.dtype)  # not re + 1j*im: that loses -0.0 and inf
            value.real, value.imag = np.reshape(re_, t.shape), np.reshape(im_, t.shape)
            results.append(value)
            k += 2
        elif kind == "widened":
            results.append(np.asarray(values[k]).reshape(t.shape).astype(t.dtype))
            k += 1
        else:
            results.append(_from_bits(values[k], t.element, t.shape)); k += 1
    return results


def _wrap(source: str, entry: str, arg_types, res_types) -> tuple[str, list]:
    """Rename @entry and add an @main that converts its results to transportable types."""
    renamed = re.sub(rf"func\.func\s+(public\s+)?@{entry}\(", "func.func private @__oracle_entry(",
                     source, count=1)
    renamed = re.sub(r"func\.func\s+(public\s+)?@main\(", "func.func private @__oracle_main(",
                     renamed) if entry != "main" else renamed
    params, lines, outs, out_types, plan = [], [], [], [], []
    for i, t in enumerate(arg_types):
        if t.element.startswith("complex"):  # enters as real and imaginary parts
            part = str(t).replace(t.element, t.element[len("complex<"):-1])
            params += [f"%a{i}re: {part}", f"%a{i}im: {part}"]
            lines.append(f"  %a{i} = stablehlo.complex %a{i}re, %a{i}im : {t}")
        else:
            params.append(f"%a{i}: {t}")
    params = ", ".join(params)
    call_args = ", ".join(f"%a{i}" for i in range(len(arg_types)))
    n = len(res_types)
    results = "%r" + (f":{n}" if n > 1 else "")
    lines.append(f"  {results} = func.call @__oracle_entry({call_args}) : "
                 f"({', '.join(str(t) for t in arg_types)}) -> "
                 f"({', '.join(str(t) for t in res_types)})")
    for i, t in enumerate(res_types):
        r = f"%r#{i}" if n > 1 else "%r"
        dims = "".join(f"{d}x" for d in t.shape)
        if t.element in _NATIVE:
            outs.append(r); out_types.append(str(t)); plan.append("native")
        elif t.element.startswith("complex"):
            part = t.element[len("complex<"):-1]
            for op in ("real", "imag"):
                lines.append(f"  %{op}{i} = stablehlo.{op} {r} : ({t}) -> tensor<{dims}{part}>")
                outs.append(f"%{op}{i}"); out_types.append(f"tensor<{dims}{part}>")
            plan.append("complex")
        elif t.element in _WIDEN:  # no readable sub-byte values: convert (exactly) to a wider type
            wide = f"tensor<{dims}{_WIDEN[t.element]}>"
            lines.append(f"  %b{i} = stablehlo.convert {r} : ({t}) -> {wide}")
            outs.append(f"%b{i}"); out_types.append(wide); plan.append("widened")
        else:
            bits = f"tensor<{dims}{_bits_type(t.element)}>"
            if _bits_type(t.element) != t.element:
                lines.append(f"  %b{i} = stablehlo.bitcast_convert {r} : ({t}) -> {bits}")
                outs.append(f"%b{i}")
            else:
                outs.append(r)
            out_types.append(bits); plan.append("bits")
    body = "\n".join(lines)
    main = (f"func.func @main({params}) -> ({', '.join(out_types)}) {{\n{body}\n"
            f"  func.return {', '.join(outs)} : {', '.join(out_types)}\n}}\n")
    if renamed.lstrip().startswith("module"):
        idx = renamed.rindex("}")
        return renamed[:idx] + main + renamed[idx:], plan
    return renamed + "\n" + main, plan
