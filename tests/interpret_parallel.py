"""Reads the multi-process cases of the StableHLO interpreter tests for `run_grid`.

Each `// -----` split whose `@main` calls `interpreter.run_parallel` gives: the program (every
function but `@main`), the grid (`programs=[[...], ...]`: one row a replica, one column a
partition), each process's arguments (the constants `@main` passes, split in order by the
signatures; tokens are None), the infeed queues, the expected values of
`check.expect_eq_const`, and the `// CHECK:` / `// CHECK-NEXT:` lines the output of
`interpreter.print` must match (which the program calls as stablehlo-cc's built-in print, the
conformance translation's `stablehlo_cc.print` custom call). The expected values are parsed
here from the test text, in Python.
"""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field

import numpy as np

from conformance.mlir_text import translate_prints
from stablehlo_cc.types import parse_tensor_type

ROOT = "/work/shared/conformance/stablehlo-interpret"
if not os.path.isdir(ROOT):
    ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "conformance",
                        "stablehlo-interpret")


@dataclass
class Case:
    name: str
    program: str  # the module without @main
    programs: list  # [[entry per partition] per replica]
    operands: list  # value (np.ndarray or None for a token) per run_parallel operand
    infeed: list  # function names whose results feed the infeed, in order
    checks: dict = field(default_factory=dict)  # result index -> expected np.ndarray
    output: list = field(default_factory=list)  # (directive, text): CHECK lines on stdout


def _function_span(text: str, name: str) -> tuple[int, int]:
    start = text.index(f"func.func @{name}(")
    depth, i = 0, text.index("{", start)
    while True:
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return start, i + 1
        i += 1


def dense(literal: str, type_text: str) -> np.ndarray:
    """The value of `dense<literal> : type` as numpy (Python parsing only)."""
    t = parse_tensor_type(type_text)
    text = literal.strip().replace("true", "True").replace("false", "False")
    value = np.array(ast.literal_eval(text) if text else [], dtype=t.dtype)
    if value.ndim == 0 or value.size == 1 and int(np.prod(t.shape)) != 1:
        return np.broadcast_to(value.reshape(()), t.shape).copy()
    return value.reshape(t.shape)


_CONST = re.compile(r"(%[\w]+)\s*=\s*stablehlo\.constant\s+dense<(.*?)>\s*:\s*(tensor<[^>]*>)", re.S)
_TOKEN = re.compile(r"(%[\w]+)\s*=\s*stablehlo\.after_all\s*:\s*!stablehlo\.token")
_CHECK = re.compile(r"check\.expect_eq_const\s+(%[\w]+)(?:#(\d+))?\s*,\s*dense<(.*?)>\s*:\s*"
                    r"(tensor<[^>]*>)", re.S)


_CHECK_LINE = re.compile(r"^\s*//\s*(CHECK|CHECK-NEXT):[ \t]?(.*?)\s*$", re.M)


def file_check(output: str, directives: list) -> None:
    """FileCheck's CHECK (a later line contains the text) and CHECK-NEXT (the very next line
    does); AssertionError saying which directive failed."""
    lines = output.splitlines()
    at = -1  # index of the line the last directive matched
    for directive, pattern in directives:
        pattern = pattern.strip()
        if directive == "CHECK-NEXT":
            if at + 1 >= len(lines) or pattern not in lines[at + 1]:
                got = lines[at + 1] if at + 1 < len(lines) else "<end of output>"
                raise AssertionError(f"CHECK-NEXT: {pattern!r} not on the next line (got "
                                     f"{got!r}) in:\n{output}")
            at += 1
            continue
        for i in range(at + 1, len(lines)):
            if pattern in lines[i]:
                at = i
                break
        else:
            raise AssertionError(f"CHECK: {pattern!r} not found after line {at + 1} in:\n"
                                 f"{output}")


def read_cases(filename: str) -> list[Case]:
    with open(os.path.join(ROOT, filename)) as f:
        splits = f.read().split("// -----")
    cases = []
    for n, text in enumerate(splits):
        output = _CHECK_LINE.findall(text)
        text = "\n".join(line for line in text.splitlines() if not line.strip().startswith("//"))
        if "interpreter.run_parallel" not in text:
            continue
        start, end = _function_span(text, "main")
        main = text[start:end]
        module = re.search(r"module\s+@(\w+)", text)
        name = f"{filename[:-5]}.{module.group(1) if module else n}"
        program = translate_prints(text[:start] + text[end:])
        values = {m.group(1): dense(m.group(2), m.group(3)) for m in _CONST.finditer(main)}
        values.update({m.group(1): None for m in _TOKEN.finditer(main)})
        call = re.search(r'(%\w+)(?::\d+)?\s*=\s*"interpreter\.run_parallel"\((.*?)\)\s*\{(.*?)\}',
                         main, re.S)
        result_name = call.group(1)
        operands = [values[o.strip()] for o in call.group(2).split(",") if o.strip()]
        attrs = call.group(3)
        rows = re.search(r"programs\s*=\s*\[(.*)\]", attrs, re.S).group(1)
        programs = [re.findall(r"@(\w+)", row) for row in re.findall(r"\[([^\[\]]*)\]", rows)]
        feed = re.search(r"infeed\s*=\s*\[([^\]]*)\]", attrs)
        infeed = re.findall(r"@(\w+)", feed.group(1)) if feed else []
        checks = {}
        for m in _CHECK.finditer(main):
            if m.group(1) == result_name:
                checks[int(m.group(2) or 0)] = dense(m.group(3), m.group(4))
        cases.append(Case(name, program, programs, operands, infeed, checks, output))
    return cases


def split_per_process(exe, entries: list[str], flat: list) -> list[list]:
    """The run_parallel operands, split in order by each process's signature."""
    out, i = [], 0
    for e in entries:
        n = len(exe.function(e).signature.args)
        out.append(flat[i:i + n])
        i += n
    assert i == len(flat), "operands do not match the signatures"
    return out


_READABLE = {"i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f16", "f32", "f64"}


def reference_run_parallel(program: str, programs: list, args: list) -> list[list]:
    """The StableHLO reference interpreter's `interpreter.run_parallel` of `programs`
    ([[entry per partition] per replica]) on `args` (per process, in row-major grid order):
    the results per process. Complex values cross as real and imaginary parts; bool and
    integers as dense hex. Only for programs the interpreter runs without error (it aborts the
    whole process on a runtime error)."""
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _stablehlo

    from stablehlo_cc.compiler import frontend

    entries = [e for row in programs for e in row]
    ctx = frontend.new_context()
    _stablehlo.register_interpreter_dialect(ctx)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(program)
        sigs = {}
        for op in module.body.operations:
            if op.operation.name == "func.func":
                ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                sigs[ir.StringAttr(op.attributes["sym_name"]).value] = (
                    [parse_tensor_type(str(t)) for t in ftype.inputs],
                    [parse_tensor_type(str(t)) for t in ftype.results])
    params, values, operands, lines, in_types, res_types = [], [], [], [], [], []
    for p, entry in enumerate(entries):
        for j, (t, a) in enumerate(zip(sigs[entry][0], args[p])):
            name = f"%p{p}a{j}"
            a = np.asarray(a, t.dtype)
            if t.dtype.kind == "c":
                part = str(t).replace(t.element, t.element[len("complex<"):-1])
                params += [f"{name}re: {part}", f"{name}im: {part}"]
                values += [(np.ascontiguousarray(a.real), part), (np.ascontiguousarray(a.imag), part)]
                lines.append(f"  {name} = stablehlo.complex {name}re, {name}im : {t}")
            else:
                params.append(f"{name}: {t}")
                values.append((a, str(t)))
            operands.append(name)
            in_types.append(str(t))
        res_types += sigs[entry][1]
    n = len(res_types)
    lines.append(f'  %r:{n} = "interpreter.run_parallel"({", ".join(operands)}) '
                 f'{{programs = [{", ".join("[" + ", ".join("@" + e for e in row) + "]" for row in programs)}]}} : '
                 f'({", ".join(in_types)}) -> ({", ".join(str(t) for t in res_types)})')
    outs, out_types = [], []
    for i, t in enumerate(res_types):
        if t.dtype.kind == "c":
            part = str(t).replace(t.element, t.element[len("complex<"):-1])
            for f in ("real", "imag"):
                lines.append(f"  %{f}{i} = stablehlo.{f} %r#{i} : ({t}) -> {part}")
                outs.append(f"%{f}{i}")
                out_types.append(part)
        elif t.element in _READABLE:
            outs.append(f"%r#{i}")
            out_types.append(str(t))
        else:  # bf16, f8, ...: read back as the unsigned integers of their bits
            bits = str(t).replace(t.element, f"ui{t.dtype.itemsize * 8}")
            lines.append(f"  %bits{i} = stablehlo.bitcast_convert %r#{i} : ({t}) -> {bits}")
            outs.append(f"%bits{i}")
            out_types.append(bits)
    main = (f"func.func @main({', '.join(params)}) -> ({', '.join(out_types)}) {{\n"
            + "\n".join(lines) + f"\n  func.return {', '.join(outs)} : {', '.join(out_types)}\n}}")
    text = re.sub(r"func\.func\s+(public\s+)?@main\(", "func.func private @__main(", program)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(text + "\n" + main)
        attrs = [ir.Attribute.parse(
            f'dense<"0x{np.ascontiguousarray(a).tobytes().hex().upper()}"> : {t}'
            if a.size else f"dense<> : {t}") for a, t in values]
        raw = [np.array(ir.DenseElementsAttr(o)) for o in _stablehlo.eval_module(module, attrs)]
    def shaped(values, shape):  # a splat attribute reads back as one element
        values = np.asarray(values)
        return np.broadcast_to(values.reshape(-1)[0], shape) if values.size == 1 \
            else values.reshape(shape)

    flat, k = [], 0
    for t in res_types:
        if t.dtype.kind == "c":
            v = np.empty(t.shape, t.dtype)
            v.real, v.imag = shaped(raw[k], t.shape), shaped(raw[k + 1], t.shape)
            k += 2
        elif t.element in _READABLE:
            v = shaped(raw[k], t.shape).astype(t.dtype)
            k += 1
        else:
            v = shaped(raw[k], t.shape).astype(f"u{t.dtype.itemsize}").view(t.dtype)
            k += 1
        flat.append(v)
    out, i = [], 0
    for entry in entries:
        m = len(sigs[entry][1])
        out.append(flat[i:i + m])
        i += m
    return out
