"""`scatter` as a loop nest over the update elements (StableHLO spec, `scatter`).

`stablehlo-legalize-to-linalg` does not lower scatter. This rule writes a private helper
function in MLIR text: a nest of `scf.for`s, one a dimension of `updates`, over every
element of `updates` (row-major order, one valid schedule of the spec), which computes the
element's `result_index` from `scatter_indices` and the dimension numbers (batching dims
included), applies the update computation (the scatter's region, inlined into the loop)
and inserts the value. The helper
is called in place of the scatter; STABLEHLO_CLEANUP inlines it.

A large scatter into an operand of rank 2 or more is split into blocks of the result's rows
(dimension 0), an `scf.forall` the thread pool runs: each block applies, in update order,
the update elements that land in its rows, so duplicates combine in the same order for any
number of threads (splitting the updates instead would need atomic updates, whose order
varies from run to run).

Out-of-bounds windows are implementation-defined; like XLA, an update whose whole window does
not fit in the operand is skipped.
"""

from __future__ import annotations

import re

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import func, stablehlo

from ..registry import lowering


class _Text:
    """Accumulates MLIR lines and hands out fresh SSA names."""

    def __init__(self):
        self.lines: list[str] = []      # the loop body
        self.constants: list[str] = []  # index constants, defined before the loop
        self._n = 0
        self._consts: dict[int, str] = {}

    def fresh(self, stem: str = "v") -> str:
        self._n += 1
        return f"%{stem}{self._n}"

    def emit(self, line: str) -> None:
        self.lines.append("    " + line)

    def const(self, value: int) -> str:
        if value not in self._consts:
            name = f"%c{value}_idx".replace("-", "m")
            self.constants.append(f"  {name} = arith.constant {value} : index")
            self._consts[value] = name
        return self._consts[value]


def _ranked(value) -> ir.RankedTensorType:
    return ir.RankedTensorType(value.type)


def _region_text(op: ir.Operation):
    """(block argument names, body lines, returned names) of the update computation."""
    text = op.get_asm(print_generic_op_form=True)
    start = text.index("({")
    depth, i = 0, start + 1
    while True:
        c = text[i]
        depth += c == "{"
        depth -= c == "}"
        if depth == 0:
            break
        i += 1
    region = text[start + 2:i]
    header = re.search(r"\^bb0\(([^)]*)\):", region)
    if header is None:
        raise NotImplementedError("scatter region without block arguments")
    args = [a.split(":")[0].strip() for a in header.group(1).split(",")]
    body = region[header.end():]
    ret = list(re.finditer(r'"stablehlo\.return"\(([^)]*)\)[^\n]*', body))
    if not ret:
        raise NotImplementedError("scatter region without stablehlo.return")
    last = ret[-1]
    returned = [r.strip() for r in last.group(1).split(",")]
    lines = body[:last.start()].strip("\n")
    return args, lines, returned


def _rename(text: str) -> str:
    """Prefix every SSA name of the region so that it cannot collide with the loop's."""
    return re.sub(r"%([A-Za-z0-9_$.\-]+)", r"%sc_\1", text)


def _signless(tensor_type: str) -> str:
    """`tensor<4xui8>` -> `tensor<4xi8>` (the same bits, as the loop's tensor ops need)."""
    return re.sub(r"(x|<)ui(\d+)>$", r"\1i\2>", tensor_type)


# A scatter this large (update elements) is split into blocks of result rows; and the most
# blocks. Each block reads every index and only its own updates, which lie scattered over
# the updates: more blocks, more work in all (a 64K-row scatter-add of 256-wide rows took
# 1.2x the CPU time of the unsplit loop with 4 blocks, 1.35x with 16; on 2 threads 4 blocks
# finish in 0.75x the time of the unsplit loop, whose copy alone was parallel).
# On an Emerald Rapids VM (2 CPUs, 260 MiB L3; 2026-11-27, medians of 15 calls) the same
# kernel took 17.7-18.3 ms on 1 thread and 8.2-8.6 on 2 with its 192 MiB of operands left in
# the L3 between calls, 20.1-20.7 and 10.9-11.3 with the L3 flushed before each call (of
# which the parallel 64 MiB copy: 6.9-7.1 -> 4.5-4.6 ms; the row-block loop 13.3 -> 6.5);
# 1 block on 2 threads: 12.6-13.7 ms warm. Copying each block's rows inside its forall
# iteration (no separate copy phase) measured no faster: 11.0-11.4 ms cold vs 10.5-12.1.
PARALLEL_UPDATES = 1 << 16
MAX_BLOCKS = 4


def _row_blocks(operand_shape: list[int], update_shape: list[int]) -> int:
    """Blocks of the result's rows (dimension 0) a large scatter is split into: the largest
    divisor of the row count up to MAX_BLOCKS (1: not split)."""
    updates = 1
    for d in update_shape:
        updates *= d
    if len(operand_shape) < 2 or updates < PARALLEL_UPDATES or operand_shape[0] < 2:
        return 1
    return max(b for b in range(1, min(MAX_BLOCKS, operand_shape[0]) + 1)
               if operand_shape[0] % b == 0)


def _helper_name(module_body: ir.Block) -> str:
    taken = {str(o.attributes["sym_name"]).strip('"') for o in module_body.operations
             if "sym_name" in o.attributes}
    n = 0
    while f"__stablehlo_cc_scatter_{n}" in taken:
        n += 1
    return f"__stablehlo_cc_scatter_{n}"


def _build(op: ir.Operation, name: str) -> str:
    n = (len(op.operands) - 1) // 2
    inputs, indices, updates = op.operands[:n], op.operands[n], op.operands[n + 1:]
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    uwd = list(dn.update_window_dims)
    iwd = list(dn.inserted_window_dims)
    ibd = list(dn.input_batching_dims)
    sibd = list(dn.scatter_indices_batching_dims)
    sd2od = list(dn.scattered_dims_to_operand_dims)
    ivd = dn.index_vector_dim

    in_t = [_ranked(v) for v in inputs]
    up_t = [_ranked(v) for v in updates]
    idx_t = _ranked(indices)
    for t in in_t + up_t:
        if not t.has_static_shape:
            raise NotImplementedError("scatter with dynamic shapes")
    if not idx_t.has_static_shape:
        raise NotImplementedError("scatter with dynamic indices")
    idx_el = idx_t.element_type
    if not isinstance(idx_el, ir.IntegerType):
        raise NotImplementedError("scatter indices that are not integers")
    # Unsigned indices (jax.grad of jnp.sort scatters with ui32 ones) are bitcast to signless
    # like the data and widened with zero extension: a value past the signed range stays a
    # large positive index, out of bounds, so its update is skipped.
    cast = "arith.index_castui" if idx_el.is_unsigned else "arith.index_cast"
    idx_sl = _signless(str(idx_t))
    idx_el = f"i{idx_el.width}"

    args, body, returned = _region_text(op)
    arg_types = [str(a.type) for a in op.regions[0].blocks[0].arguments]
    for k in range(n):
        if arg_types[k] != f"tensor<{in_t[k].element_type}>" or \
                arg_types[n + k] != f"tensor<{up_t[k].element_type}>":
            raise NotImplementedError("scatter whose update computation changes element types")

    operand_shape = list(in_t[0].shape)
    update_shape = list(up_t[0].shape)
    rank_u, rank_o = len(update_shape), len(operand_shape)
    t = _Text()
    acc = [f"%acc{k}" for k in range(n)]
    ty_in = [str(x) for x in in_t]
    # The loop's tensor ops need signless integers (legalize-to-linalg only converts StableHLO
    # ops): unsigned data is bitcast to signless around the loop and back around the region.
    st_in = [_signless(x) for x in ty_in]
    st_up = [_signless(str(x)) for x in up_t]
    blocks = _row_blocks(operand_shape, update_shape) if n == 1 else 1
    rows = operand_shape[0] // blocks if blocks > 1 else 0
    # the loop nest's accumulators: the whole result, or one block's rows of it
    acc_ty = list(st_in) if blocks == 1 else \
        [st_in[0].replace(f"tensor<{operand_shape[0]}x", f"tensor<{rows}x", 1)]

    # update_index: one loop a dimension of `updates` (a nest, row-major order), so the
    # innermost loop walks a window row with unit stride: LLVM hoists the window's bounds
    # test out of it and vectorizes it (a flat loop recomputing every index from one
    # counter ran one element at a time)
    u = [f"%i{d}" for d in range(rank_u)]
    scatter_dims = [d for d in range(rank_u) if d not in uwd]
    scatter_index = [u[d] for d in scatter_dims]

    # start_index from scatter_indices
    start_index = []
    for k in range(len(sd2od)):
        coords = list(scatter_index)
        if ivd < len(idx_t.shape):
            coords.insert(ivd, t.const(k))
        raw = t.fresh("s")
        t.emit(f"{raw} = tensor.extract %sidx[{', '.join(coords)}] : {idx_sl}")
        value = t.fresh("si")
        t.emit(f"{value} = {cast} {raw} : {idx_el} to index")
        start_index.append(value)
    full_start = [None] * rank_o
    for k, d in enumerate(sd2od):
        full_start[d] = start_index[k]
    for i, d in enumerate(ibd):
        ds = sibd[i]
        full_start[d] = scatter_index[ds if ds < ivd else ds - 1]
    window_dims = [d for d in range(rank_o) if d not in iwd and d not in ibd]
    window_size = [1] * rank_o
    window_index = [None] * rank_o
    for k, d in enumerate(window_dims):
        window_size[d] = update_shape[uwd[k]]
        window_index[d] = u[uwd[k]]

    # the whole window must fit in the operand
    conditions = []
    for d in range(rank_o):
        if full_start[d] is None:
            continue
        lo = t.fresh("ok")
        t.emit(f"{lo} = arith.cmpi sge, {full_start[d]}, {t.const(0)} : index")
        limit = t.const(operand_shape[d] - window_size[d])
        hi = t.fresh("ok")
        t.emit(f"{hi} = arith.cmpi sle, {full_start[d]}, {limit} : index")
        conditions += [lo, hi]
    if conditions:
        cond = conditions[0]
        for c in conditions[1:]:
            both = t.fresh("ok")
            t.emit(f"{both} = arith.andi {cond}, {c} : i1")
            cond = both
    else:
        cond = t.fresh("ok")
        t.emit(f"{cond} = arith.constant true")

    result_index = []
    for d in range(rank_o):
        parts = [p for p in (full_start[d], window_index[d]) if p is not None]
        if not parts:
            result_index.append(t.const(0))
        elif len(parts) == 1:
            result_index.append(parts[0])
        else:
            s = t.fresh("r")
            t.emit(f"{s} = arith.addi {parts[0]}, {parts[1]} : index")
            result_index.append(s)
    if blocks > 1:  # this block's rows only, counted from its first
        row = result_index[0]
        mine_lo, mine_hi, both = t.fresh("own"), t.fresh("own"), t.fresh("ok")
        t.emit(f"{mine_lo} = arith.cmpi sge, {row}, %blo : index")
        t.emit(f"{mine_hi} = arith.cmpi slt, {row}, %bhi : index")
        t.emit(f"{both} = arith.andi {mine_lo}, {mine_hi} : i1")
        mine = t.fresh("ok")
        t.emit(f"{mine} = arith.andi {cond}, {both} : i1")
        cond = mine
        rel = t.fresh("r")
        t.emit(f"{rel} = arith.subi {row}, %blo : index")
        result_index[0] = rel
    ri = ", ".join(result_index)
    ui = ", ".join(u)

    t.emit(f"%new:{n} = scf.if {cond} -> ({', '.join(acc_ty)}) {{")
    for k in range(n):
        old, upd = t.fresh("old"), t.fresh("upd")
        t.emit(f"  {old} = tensor.extract {acc[k]}[{ri}] : {acc_ty[k]}")
        t.emit(f"  {upd} = tensor.extract %sup{k}[{ui}] : {st_up[k]}")
        for value, arg, ty in ((old, args[k], arg_types[k]), (upd, args[n + k], arg_types[n + k])):
            if _signless(ty) == ty:
                t.emit(f"  {_rename(arg)} = tensor.from_elements {value} : {ty}")
            else:
                raw = t.fresh("raw")
                t.emit(f"  {raw} = tensor.from_elements {value} : {_signless(ty)}")
                t.emit(f"  {_rename(arg)} = stablehlo.bitcast_convert {raw} : "
                       f"({_signless(ty)}) -> {ty}")
    for line in _rename(body).splitlines():
        if line.strip():
            t.emit("  " + line.strip())
    inserted = []
    for k in range(n):
        v, ins = t.fresh("val"), t.fresh("ins")
        ret, ty = _rename(returned[k]), arg_types[k]
        if _signless(ty) != ty:
            raw = t.fresh("raw")
            t.emit(f"  {raw} = stablehlo.bitcast_convert {ret} : ({ty}) -> {_signless(ty)}")
            ret = raw
        t.emit(f"  {v} = tensor.extract {ret}[] : {_signless(ty)}")
        t.emit(f"  {ins} = tensor.insert {v} into {acc[k]}[{ri}] : {acc_ty[k]}")
        inserted.append(ins)
    t.emit(f"  scf.yield {', '.join(inserted)} : {', '.join(acc_ty)}")
    t.emit("} else {")
    t.emit(f"  scf.yield {', '.join(acc)} : {', '.join(acc_ty)}")
    t.emit("}")
    t.emit(f"scf.yield {', '.join(f'%new#{k}' for k in range(n))} : {', '.join(acc_ty)}")

    params = ([f"%in{k}: {ty_in[k]}" for k in range(n)] + [f"%idx: {idx_t}"]
              + [f"%up{k}: {up_t[k]}" for k in range(n)])
    iter_args = ", ".join(f"{acc[k]} = %sin{k}" for k in range(n))
    prologue, epilogue, outs = [], [], []
    if idx_sl == str(idx_t):
        prologue.append(f"  %sidx = tensor.cast %idx : {idx_t} to {idx_sl}")
    else:
        prologue.append(f"  %sidx = stablehlo.bitcast_convert %idx : ({idx_t}) -> {idx_sl}")
    for k in range(n):
        for name_, ty, st in ((f"in{k}", ty_in[k], st_in[k]), (f"up{k}", str(up_t[k]), st_up[k])):
            if ty == st:  # an identity cast (folded away) keeps one name for the loop
                prologue.append(f"  %s{name_} = tensor.cast %{name_} : {ty} to {st}")
            else:
                prologue.append(f"  %s{name_} = stablehlo.bitcast_convert %{name_} : "
                                f"({ty}) -> {st}")
        if ty_in[k] == st_in[k]:
            outs.append(f"%res#{k}")
        else:
            epilogue.append(f"  %out{k} = stablehlo.bitcast_convert %res#{k} : "
                            f"({st_in[k]}) -> {ty_in[k]}")
            outs.append(f"%out{k}")
    zero, one = t.const(0), t.const(1)
    bounds = [t.const(size) for size in update_shape]
    if blocks > 1:
        rows_c = t.const(rows)
    lines = [f"func.func private @{name}({', '.join(params)}) -> ({', '.join(ty_in)}) {{"]
    lines += t.constants + prologue
    nest = []
    if rank_u == 0:  # one update element: a loop of one iteration
        nest.append(f"  %res:{n} = scf.for %i = {zero} to {one} step {one} "
                    f"iter_args({iter_args}) -> ({', '.join(acc_ty)}) {{")
        nest += t.lines
        nest.append("  }")
    else:
        carried = [f"%sin{k}" if blocks == 1 else "%bslice" for k in range(n)]
        for d in range(rank_u):
            names = acc if d == rank_u - 1 else [f"%acc{k}_d{d}" for k in range(n)]
            result = ("%res" if blocks == 1 else "%bres") if d == 0 else f"%nest{d}"
            pad = "  " * (d + 1)
            bindings = ", ".join(f"{a} = {c}" for a, c in zip(names, carried))
            nest.append(f"{pad}{result}:{n} = scf.for %i{d} = {zero} to "
                        f"{bounds[d]} step {one} iter_args({bindings}) -> "
                        f"({', '.join(acc_ty)}) {{")
            carried = names
        nest += t.lines
        for d in reversed(range(1, rank_u)):
            pad = "  " * (d + 1)
            nest.append(f"{pad}}}")
            nest.append(f"{pad[:-2]}  scf.yield {', '.join(f'%nest{d}#{k}' for k in range(n))}"
                        f" : {', '.join(acc_ty)}")
        nest.append("  }")
    if blocks == 1:
        lines += nest
    else:
        # Blocks of rows of the result, one a parallel iteration (`scf.forall`, a parallel
        # loop on the thread pool): each walks every update in order and applies only the
        # elements that land in its rows, so every result element gets its updates in
        # update order, from one thread: the same bits for any number of threads.
        offsets = ", ".join(["%blo"] + ["0"] * (rank_o - 1))
        sizes = ", ".join(str(x) for x in [rows] + operand_shape[1:])
        strides = ", ".join(["1"] * rank_o)
        lines.append(f"  %res:1 = scf.forall (%b) in ({blocks}) shared_outs(%whole = %sin0)"
                     f" -> ({st_in[0]}) {{")
        lines.append(f"    %blo = arith.muli %b, {rows_c} : index")
        lines.append(f"    %bhi = arith.addi %blo, {rows_c} : index")
        lines.append(f"    %bslice = tensor.extract_slice %whole[{offsets}] [{sizes}] "
                     f"[{strides}] : {st_in[0]} to {acc_ty[0]}")
        lines += ["  " + line for line in nest]
        lines.append("    scf.forall.in_parallel {")
        lines.append(f"      tensor.parallel_insert_slice %bres#0 into %whole[{offsets}] "
                     f"[{sizes}] [{strides}] : {acc_ty[0]} into {st_in[0]}")
        lines.append("    }")
        lines.append("  }")
    lines += epilogue
    lines.append(f"  func.return {', '.join(outs)} : {', '.join(ty_in)}")
    lines.append("}")
    return "module {\n" + "\n".join(lines) + "\n}\n"


def _module_body(op: ir.Operation) -> ir.Block:
    top = op
    while top.parent is not None:
        top = top.parent
    return top.regions[0].blocks[0]


@lowering("stablehlo.scatter")
def scatter(op: ir.Operation) -> None:
    body = _module_body(op)
    name = _helper_name(body)
    text = _build(op, name)
    helper_module = ir.Module.parse(text, op.context)
    helper = helper_module.body.operations[0]
    helper.operation.move_before(body.operations[0])
    with ir.InsertionPoint(op), op.location:
        call = func.CallOp([r.type for r in op.results], ir.FlatSymbolRefAttr.get(name),
                           list(op.operands))
    for old, new in zip(op.results, call.results):
        old.replace_all_uses_with(new)
    op.erase()
