"""`stablehlo.sort` -> a stable bottom-up merge sort of index permutations in scf loops.

(Sorts whose comparator is a plain order on one 32-bit key go to the native radix sort
instead: `sort_radix.py`. This merge sort is the general path, for any comparator.)

Each operand is viewed as [batch, n] (the sort dimension moved last). For every batch row an
index permutation is merge-sorted with the comparator (turned into a scalar function), taking
the left run's element unless the right one is strictly "less": the sort is stable whether or
not `is_stable` asks for it. O(n log n) comparisons; the rows are the iterations of an
`scf.forall`, so many rows run in parallel on the thread pool.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from .sort_radix import lower_sort_natively


def _shape(dims) -> str:
    return "x".join(str(d) for d in dims)


def _tensor(dims, elem) -> str:
    return f"tensor<{_shape(dims)}x{elem}>" if dims else f"tensor<{elem}>"


class _Text:
    """Accumulates lines and hands out fresh SSA names."""

    def __init__(self):
        self.lines: list[str] = []
        self.n = 0

    def fresh(self, base="v") -> str:
        self.n += 1
        return f"%{base}{self.n}"

    def __call__(self, line: str) -> None:
        self.lines.append("    " + line)


class _Layout:
    """How the operands are viewed: the sort dimension moved last, the rest flattened."""

    def __init__(self, types, dim: int):
        shape = list(types[0].shape)
        rank = len(shape)
        self.n = shape[dim]
        others = [d for d in range(rank) if d != dim]
        self.batch = math.prod(shape[d] for d in others)
        self.perm = others + [dim]
        self.inverse = [self.perm.index(d) for d in range(rank)]
        self.moved = [shape[d] for d in self.perm]
        self.types = types
        self.orig = [str(t.element_type) for t in types]
        self.cmp = [str(h.signless(t.element_type)) for t in types]  # comparator scalars
        # Buffers hold bytes for booleans (MLIR's LLVM lowering does not store single bits).
        self.stored = ["i8" if e == "i1" else e for e in self.cmp]
        self.rows = [_tensor([self.batch, self.n], e) for e in self.stored]

    def _convert(self, t: _Text, v: str, i: int, to_stored: bool) -> str:
        if self.stored[i] == self.orig[i]:
            return v
        how = "convert" if self.orig[i] == "i1" else "bitcast_convert"
        a, b = _tensor([self.batch, self.n], self.orig[i]), self.rows[i]
        src, dst = (a, b) if to_stored else (b, a)
        w = t.fresh()
        t(f"{w} = stablehlo.{how} {v} : ({src}) -> {dst}")
        return w

    def to_rows(self, t: _Text, v: str, i: int) -> str:
        """Operand i as [batch, n] of its stored element type."""
        moved = _tensor(self.moved, self.orig[i])
        if self.perm != sorted(self.perm):
            w = t.fresh()
            t(f"{w} = stablehlo.transpose {v}, dims = {self.perm} : ({self.types[i]}) -> {moved}")
            v = w
        w = t.fresh()
        t(f"{w} = stablehlo.reshape {v} : ({moved}) -> "
          f"{_tensor([self.batch, self.n], self.orig[i])}")
        return self._convert(t, w, i, True)

    def from_rows(self, t: _Text, v: str, i: int) -> str:
        v = self._convert(t, v, i, False)
        moved = _tensor(self.moved, self.orig[i])
        w = t.fresh()
        t(f"{w} = stablehlo.reshape {v} : ({_tensor([self.batch, self.n], self.orig[i])}) -> "
          f"{moved}")
        if self.perm != sorted(self.perm):
            v, w = w, t.fresh()
            t(f"{w} = stablehlo.transpose {v}, dims = {self.inverse} : ({moved}) -> "
              f"{self.types[i]}")
        return w


@lowering("stablehlo.sort")
def lower_sort(op: ir.Operation) -> None:
    types = [h.tensor_type(v) for v in op.operands]
    if 0 in types[0].shape:  # nothing to order (the row layouts below index row 0)
        for old, new in zip(op.results, op.operands):
            old.replace_all_uses_with(new)
        op.erase()
        return
    rank = len(types[0].shape)
    dim = ir.IntegerAttr(op.attributes["dimension"]).value if "dimension" in op.attributes else -1
    lay = _Layout(types, dim + rank if dim < 0 else dim)
    t = _Text()
    if lower_sort_natively(op, lay, t):
        return
    flat = [lay.to_rows(t, f"%a{i}", i) for i in range(len(types))]
    sorted_rows = _sort_rows(t, lay, flat, "comparator")
    results = [lay.from_rows(t, v, i) for i, v in enumerate(sorted_rows)]
    rets = ", ".join(str(x) for x in types)
    t(f"return {', '.join(results)} : {rets}")
    args = ", ".join(f"%a{i}: {ty}" for i, ty in enumerate(types))
    cmp_args = ", ".join(e for e in lay.cmp for _ in range(2))
    text = "\n".join([f"func.func private @comparator({cmp_args}) -> i1",
                      f"func.func private @sort({args}) -> ({rets}) {{", *t.lines, "}"])
    scratch = h.parse_functions(op, text)
    h.scalar_function(op.regions[0], h.function(scratch, "comparator"))
    h.inline_calls(scratch)
    h.replace_with_function(op, h.function(scratch, "sort"))


def _sort_rows(t: _Text, lay: _Layout, flat: list, cmp_name: str) -> list:
    """Emit the loops sorting every row of the [batch, n] operands; returns the sorted ones.

    The rows are the iterations of an `scf.forall` (each with its own index buffers, writing
    its own row of the results), so a sort of many rows runs its rows in parallel on the
    thread pool when there is enough work (compiler/linalg/parallel_loops.py); each row is
    sorted by one thread, so the result does not depend on the number of threads."""
    n, k, row_ts = lay.n, len(flat), lay.rows
    if n == 0 or lay.batch == 0:  # nothing to sort (and no row to insert)
        return list(flat)
    idx_t = f"tensor<{n}xindex>"
    one_row = [_tensor([1, n], e) for e in lay.stored]
    t("%c0 = arith.constant 0 : index")
    t("%c1 = arith.constant 1 : index")
    t("%c2 = arith.constant 2 : index")
    t(f"%cN = arith.constant {n} : index")
    t(f"%cNm1 = arith.constant {max(n - 1, 0)} : index")
    passes = math.ceil(math.log2(n)) if n > 1 else 0
    t(f"%cT = arith.constant {(passes + 1) // 2} : index")  # two merge passes a step
    for i in range(k):  # every element of the results is written
        t(f"%e{i} = tensor.empty() : {row_ts[i]}")
    shared = ", ".join(f"%y{i} = %e{i}" for i in range(k))
    t(f"%out:{k} = scf.forall (%b) in ({lay.batch}) shared_outs({shared}) -> "
      f"({', '.join(row_ts)}) {{")
    # Distinct initial values on purpose: one-shot bufferization may give two loop-carried
    # tensors that start from one (CSE-merged) tensor.empty the same buffer.
    t(f"  %pa0 = tensor.empty() : {idx_t}")
    t(f"  %pb0 = tensor.generate {{\n    ^bb0(%gi: index):\n      tensor.yield %gi : index\n"
      f"    }} : {idx_t}")
    t(f"  %init = scf.for %q = %c0 to %cN step %c1 iter_args(%p = %pa0) -> ({idx_t}) {{")
    t(f"    %p2 = tensor.insert %q into %p[%q] : {idx_t}")
    t(f"    scf.yield %p2 : {idx_t}")
    t("  }")
    t(f"  %fin:2 = scf.for %s = %c0 to %cT step %c1 iter_args(%src = %init, %dst = %pb0) "
      f"-> ({idx_t}, {idx_t}) {{")
    t("    %sh = arith.muli %s, %c2 : index")
    t("    %w = arith.shli %c1, %sh : index")
    d1 = _merge_pass(t, "%w", "%src", "%dst", flat, lay.cmp, row_ts, idx_t, cmp_name)
    t("    %w2 = arith.shli %w, %c1 : index")
    s1 = _merge_pass(t, "%w2", d1, "%src", flat, lay.cmp, row_ts, idx_t, cmp_name)
    t(f"    scf.yield {s1}, {d1} : {idx_t}, {idx_t}")
    t("  }")
    # Gather every operand's row through the sorted permutation into a row of its own.
    for i in range(k):
        t(f"  %r{i} = tensor.empty() : {one_row[i]}")
    g_iters = ", ".join(f"%z{i} = %r{i}" for i in range(k))
    t(f"  %g:{k} = scf.for %q = %c0 to %cN step %c1 iter_args({g_iters}) -> "
      f"({', '.join(one_row)}) {{")
    t(f"    %pq = tensor.extract %fin#0[%q] : {idx_t}")
    outs = []
    for i in range(k):
        t(f"    %gv{i} = tensor.extract {flat[i]}[%b, %pq] : {row_ts[i]}")
        t(f"    %gz{i} = tensor.insert %gv{i} into %z{i}[%c0, %q] : {one_row[i]}")
        outs.append(f"%gz{i}")
    t(f"    scf.yield {', '.join(outs)} : {', '.join(one_row)}")
    t("  }")
    t("  scf.forall.in_parallel {")
    for i in range(k):
        t(f"    tensor.parallel_insert_slice %g#{i} into %y{i}[%b, 0] [1, {n}] [1, 1] : "
          f"{one_row[i]} into {row_ts[i]}")
    t("  }")
    t("}")
    return [f"%out#{i}" for i in range(k)]


def _merge_pass(t: _Text, width: str, src: str, dst: str, flat, elems, row_ts, idx_t,
                cmp_name) -> str:
    """Emit one pass merging runs of `width` from src into dst; returns the new dst."""
    out = t.fresh("m")
    i, j, dd, step = t.fresh("i"), t.fresh("j"), t.fresh("dd"), t.fresh("st")
    lo, d, kk, r = t.fresh("lo"), t.fresh("d"), t.fresh("k"), t.fresh("r")
    t(f"    {step} = arith.shli {width}, %c1 : index")
    t(f"    {out} = scf.for {lo} = %c0 to %cN step {step} iter_args({d} = {dst}) -> ({idx_t}) {{")
    t(f"      {lo}m = arith.addi {lo}, {width} : index")
    t(f"      {lo}mid = arith.minui {lo}m, %cN : index")
    t(f"      {lo}h = arith.addi {lo}, {step} : index")
    t(f"      {lo}hi = arith.minui {lo}h, %cN : index")
    t(f"      {r}:3 = scf.for {kk} = {lo} to {lo}hi step %c1 iter_args({i} = {lo}, "
      f"{j} = {lo}mid, {dd} = {d}) -> (index, index, {idx_t}) {{")
    t(f"        {i}c = arith.minui {i}, %cNm1 : index")
    t(f"        {j}c = arith.minui {j}, %cNm1 : index")
    t(f"        {i}p = tensor.extract {src}[{i}c] : {idx_t}")
    t(f"        {j}p = tensor.extract {src}[{j}c] : {idx_t}")
    cmp_args = []
    for n_, (v, row_t) in enumerate(zip(flat, row_ts)):
        t(f"        {i}x{n_} = tensor.extract {v}[%b, {i}p] : {row_t}")
        t(f"        {j}x{n_} = tensor.extract {v}[%b, {j}p] : {row_t}")
        if elems[n_] == "i1":  # stored as i8
            for x in (i, j):
                t(f"        {x}x{n_}t = arith.trunci {x}x{n_} : i8 to i1")
            cmp_args += [f"{j}x{n_}t", f"{i}x{n_}t"]
            continue
        cmp_args += [f"{j}x{n_}", f"{i}x{n_}"]
    arg_types = ", ".join(e for e in elems for _ in range(2))
    t(f"        {r}lt = func.call @{cmp_name}({', '.join(cmp_args)}) : ({arg_types}) -> i1")
    t(f"        {r}iend = arith.cmpi uge, {i}, {lo}mid : index")
    t(f"        {r}jin = arith.cmpi ult, {j}, {lo}hi : index")
    t(f"        {r}jlt = arith.andi {r}jin, {r}lt : i1")
    t(f"        {r}right = arith.ori {r}iend, {r}jlt : i1")
    t(f"        {r}v = arith.select {r}right, {j}p, {i}p : index")
    t(f"        {r}dd = tensor.insert {r}v into {dd}[{kk}] : {idx_t}")
    t(f"        {r}i1 = arith.addi {i}, %c1 : index")
    t(f"        {r}j1 = arith.addi {j}, %c1 : index")
    t(f"        {r}in = arith.select {r}right, {i}, {r}i1 : index")
    t(f"        {r}jn = arith.select {r}right, {r}j1, {j} : index")
    t(f"        scf.yield {r}in, {r}jn, {r}dd : index, index, {idx_t}")
    t("      }")
    t(f"      scf.yield {r}#2 : {idx_t}")
    t("    }")
    return out
