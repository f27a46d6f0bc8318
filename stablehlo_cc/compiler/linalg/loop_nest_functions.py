"""Every outermost loop nest becomes a function of its own, and equal nests share one.

A transformer repeats the same layer: its lowered entry function held each layer's loop
nests again (BERT: 12.9k of the 16k lines of optimized LLVM IR were `main`, mostly serial
nests with vector code that LLVM optimized and generated four times). LLVM's MergeFunctions
(backend.py) only merged the parallel bodies that the OpenMP builder outlines. So here,
once the loops are final (after row fusion and the choice of parallel loops), each
outermost `scf.for` / `scf.parallel` / `omp.parallel` of a function body (or of the body of
an `scf.while` / `scf.if` there) moves into a private function taking what it uses from
outside (buffers, scalars; constants and views of a buffer with a dynamic layout are
copied in), and nests whose functions are equal are one function called from each
place. Everything after (vector lowering, LLVM dialect, translation, O3, code generation)
then sees each distinct nest once (upstream `duplicate-function-elimination` finds the
equal ones: see _distinct_functions). XLA:CPU gets the same effect by compiling each distinct
fusion once into its own function; IREE deduplicates identical dispatch regions.

The functions are `noinline`: LLVM would otherwise inline a nest called once back into the
entry (nothing gained) and maybe the copies of shared ones. A call per loop nest costs
nanoseconds against the microseconds of a nest. What the entry function's body told LLVM
about aliasing is kept with `noalias` on the buffer arguments that are views of distinct
buffers (distinct allocations or entry arguments, the calling convention's `noalias`), and
alignment with `llvm.align` where the allocation's alignment and the view's static offset
give it; both are part of the nest's identity, so a nest is only shared by call sites with
the same facts.
"""

from __future__ import annotations

import math

import mlir.ir as uir
import mlir.passmanager as upm
from mlir.dialects import func

from ..walk import block_operations, defining_op
from .contraction_kernels import kernel_calls
from .invariant_loads import _base

# Outermost loop ops that become functions; bodies of the control ops are searched for them.
_NESTS = {"scf.for", "scf.parallel", "omp.parallel", "scf.forall"}
_CONTROL = {"scf.while", "scf.if", "scf.index_switch", "scf.execute_region"}
# Values whose defining op is copied into the nest's function rather than passed.
_CONSTANTS = {"arith.constant", "llvm.mlir.constant", "ub.poison", "llvm.mlir.zero",
              "llvm.mlir.undef", "llvm.mlir.poison", "memref.get_global",
              "llvm.mlir.addressof"}
_VIEWS = {"memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.collapse_shape",
          "memref.expand_shape", "memref.transpose"}
PREFIX = "__shlo_nest"
_TEMPORARY = PREFIX + "_t"  # names while equal functions are found
_DISTINCT = "shlo.distinct"  # (see _distinct_functions)


def _bare_pointer_type(t) -> bool:
    """Whether a memref type crosses a call as a bare pointer (static shape, strides and
    offset, and some elements: the convention rejects degenerate empty shapes)."""
    if not isinstance(t, uir.MemRefType) or not t.has_static_shape:
        return False
    if math.prod(t.shape) == 0:
        return False
    strides, offset = t.get_strides_and_offset()
    dynamic = uir.ShapedType.get_dynamic_stride_or_offset()
    return offset != dynamic and all(s != dynamic for s in strides)


class _Capture:
    """What a nest uses from outside it: argument values (in order of first use), and the
    ops to copy in front of the nest (constants, views with a dynamic layout)."""

    def __init__(self, ops: list):
        self.ops = ops  # every op of the nest, the nest first
        self.outside_uses: list = []  # (op, operand position) of each use of a value from outside
        self.arguments: list = []
        self.copied: list = []  # ops, in an order where each one's operands come first
        self._seen: set = set()

    def add(self, value) -> bool:
        """Take `value` in; False when the nest cannot become a function."""
        if value in self._seen:
            return True
        self._seen.add(value)
        op = defining_op(value)
        if op is not None and op.name in _CONSTANTS and len(op.regions) == 0:
            self.copied.append(op)
            return True
        if isinstance(value.type, uir.MemRefType) and not _bare_pointer_type(value.type):
            if op is None or op.name not in _VIEWS:
                return False
            if not all(self.add(v) for v in op.operands):
                return False
            self.copied.append(op)
            return True
        if isinstance(value.type, (uir.UnrankedMemRefType,)):
            return False
        self.arguments.append(value)
        return True


def _capture(nest, outside: set) -> _Capture | None:
    """What `nest` uses from outside, or None when it cannot be passed to a function.
    `outside`: every value defined in the regions around the nest (see `_nests`); a value
    the nest's ops use is from outside exactly when it is one of these (what dominates a use
    and is not in the nest is defined in an enclosing region)."""
    if not all(_bare_pointer_type(r.type) for r in nest.results
               if isinstance(r.type, uir.ShapedType)):
        return None  # a loop yielding a buffer that a bare pointer cannot describe
    ops: list = []
    advance = uir.WalkResult.ADVANCE

    def collect(op):
        ops.append(op)
        return advance

    nest.walk(collect, uir.WalkOrder.PRE_ORDER)
    if any(isinstance(r.type, uir.MemRefType) for r in nest.results) and \
            any(op.name == "memref.alloc" for op in ops):
        # A buffer the nest may allocate and yield (a loop's new state each iteration)
        # would leave the function as a bare pointer, which is the allocation's start and
        # not the aligned data the caller would read through it: results wrong by the
        # alignment's padding. Such a nest stays where it is.
        return None
    capture = _Capture(ops)
    for op in ops:
        for i, value in enumerate(op.operands):
            if value in outside:
                if not capture.add(value):
                    return None
                capture.outside_uses.append((op, i))
    return capture


def _distinct_buffer(value, base):
    """What identifies the buffer `value` views (`base`: its `_base`), when it is known to
    overlap no other buffer: an allocation, an argument of a public function (the calling
    convention: results overlap nothing, arguments are only read), or a global by name;
    else None."""
    if base is None:
        return None
    op = defining_op(base)
    if op is None:
        function = base.owner.owner
        if "sym_visibility" in function.attributes and \
                str(function.attributes["sym_visibility"]).strip('"') != "public":
            # (a kernel's argument: noalias at each of its calls, see _give_kernels_facts)
            return base if _argument_attribute(base, "llvm.noalias") is not None else None
        return base
    if op.name == "memref.get_global":
        return str(op.attributes["name"])
    return base


def _alignment(value, base) -> int | None:
    """Bytes the buffer `value` points at is aligned to, from its allocation's `alignment`
    and the view's static offset (`base`: its `_base`); None when unknown."""
    t = value.type
    if base is None:
        return None
    op = defining_op(base)
    if op is None:  # (an argument: a kernel's, aligned at each of its calls)
        align = _argument_attribute(base, "llvm.align")
        if align is None:
            return None
        align = uir.IntegerAttr(align).value
    elif op.name not in ("memref.alloc", "memref.alloca", "memref.get_global") \
            or "alignment" not in op.attributes:
        return None
    else:
        align = uir.IntegerAttr(op.attributes["alignment"]).value
    _, offset = t.get_strides_and_offset()
    width = getattr(t.element_type, "width", None)
    if width is None or width % 8:
        return None
    byte_offset = offset * width // 8
    while align > 1 and byte_offset % align:
        align //= 2
    return align if align > 1 else None


def _argument_attribute(argument, name: str):
    """The attribute `name` of the function argument `argument`, or None."""
    function = argument.owner.owner
    if "arg_attrs" not in function.attributes:
        return None
    attrs = uir.DictAttr(uir.ArrayAttr(function.attributes["arg_attrs"])[
        uir.BlockArgument(argument).arg_number])
    return attrs[name] if name in attrs else None


def _give_kernels_facts(functions: list, buffers: "_BufferFacts") -> None:
    """The shared contraction kernels and layer functions (contraction_kernels.py, called
    from the top level of `functions`' bodies, never from a region) get on each argument
    the `noalias` and `llvm.align` that hold at every call (what `_argument_attributes`
    finds there), so the nests outlined from a kernel keep what they got from the
    caller's buffers when the kernel's body was inlined at each call.

    Callers first: a layer function (stablehlo/repeated_layers.py) calls kernels with its
    own arguments, which are `noalias` only once its calls were looked at. Looked at in one
    round, the calls in a layer saw its arguments bare (and `buffers` kept that answer for
    the layer's own nests): GPT-2's layer passed its input and output to its kernels and
    nests without `noalias`, and LLVM vectorized the residual adds there with run-time
    alias checks and a scalar copy of each loop. Now: no `vector.memcheck` left in GPT-2
    (2 before) and one in BERT (an OpenMP body's, 2 before); optimized IR GPT-2 3955 ->
    3769 lines, Whisper 10337 -> 9581, T5 7780 -> 7565, BERT 4415 -> 4290. Cold compile
    (process CPU, taskset -c 1, one compile thread, trees alternated, 10 runs; median of
    the paired changes): GPT-2 prefill -1.8 %, BERT -2.1 %, DistilBERT -1.3 %, Whisper
    -0.7 % (5 runs: NNX LM -1.1 %, T5 -0.7 %). Run time unchanged: outputs bit-identical,
    thread CPU of a call with both in one process, alternated, 300 calls: GPT-2 4.078 /
    4.080 ms, Whisper 4.248 / 4.226 ms.

    (Passing a buffer once when a nest reads two views of it, the views copied in, was
    tried too: a nest of GPT-2's layer got its layer-norm statistics as 1x64 and 1x64x1,
    the same pointer twice and so without `noalias`; it changed no optimized line of
    GPT-2, BERT, Whisper or T5 once the facts above were right, and was dropped.)"""
    names = {str(f.attributes["sym_name"]).strip('"'): f for f in functions}
    by_callee: dict = {}  # callee name -> its calls
    for op in kernel_calls(functions):
        by_callee.setdefault(str(op.attributes["callee"]).lstrip("@"), []).append(op)
    while by_callee:
        # the callees all of whose callers' facts are final (not a callee, or done)
        ready = [c for c, ops in by_callee.items()
                 if not any(_caller_name(op) in by_callee for op in ops)]
        if not ready:
            break  # (a cycle: cannot happen, calls go from the entry down)
        for callee in ready:
            found = None  # [(noalias, align) of each argument] over the calls so far
            for op in by_callee.pop(callee):
                facts = [(("llvm.noalias" in d), uir.IntegerAttr(d["llvm.align"]).value
                          if "llvm.align" in d else 0)
                         for d in map(uir.DictAttr,
                                      _argument_attributes(list(op.operands), buffers))]
                found = facts if found is None else \
                    [(a[0] and b[0], min(a[1], b[1])) for a, b in zip(found, facts)]
            if callee in names:
                names[callee].attributes["arg_attrs"] = uir.ArrayAttr.get(
                    [buffers.attribute(noalias, align or None) for noalias, align in found])
        buffers.forget()  # (what was read of these callees' arguments changed)


def _caller_name(call) -> str:
    """The name of the function whose body holds `call`."""
    function = call.parent
    while function.name != "func.func":
        function = function.parent
    return str(function.attributes["sym_name"]).strip('"')


class _BufferFacts:
    """What `_argument_attributes` reads of each buffer value, found once per value: the
    nests of one function pass the same buffers (weights, activations) again and again, and
    each answer walks views and reads attributes through the bindings (issue 11). Lives for
    one `outline_loop_nests`, during which these values and their defining ops stay."""

    def __init__(self):
        self._facts: dict = {}
        self._attributes: dict = {}

    def of(self, value) -> tuple:
        """(is a memref, its `_base`, its `_distinct_buffer`, its `_alignment`)."""
        found = self._facts.get(value)
        if found is None:
            if isinstance(value.type, uir.MemRefType):
                base = _base(value)
                found = (True, base, _distinct_buffer(value, base), _alignment(value, base))
            else:
                found = (False, None, None, None)
            self._facts[value] = found
        return found

    def forget(self) -> None:
        """Drop what was found (the functions' argument attributes changed)."""
        self._facts.clear()

    def attribute(self, noalias: bool, align: int | None):
        """The argument attributes for these facts (a few distinct ones, made once)."""
        key = (noalias, align)
        found = self._attributes.get(key)
        if found is None:
            entries = {}
            if noalias:
                entries["llvm.noalias"] = uir.UnitAttr.get()
            if align:
                entries["llvm.align"] = uir.IntegerAttr.get(uir.IntegerType.get_signless(64),
                                                            align)
            found = self._attributes[key] = uir.DictAttr.get(entries)
        return found


def _argument_attributes(arguments: list, buffers: _BufferFacts):
    """`noalias` for each buffer argument whose buffer no other argument may view, and
    `llvm.align` where known."""
    facts = [buffers.of(v) for v in arguments]
    memrefs = [i for i, f in enumerate(facts) if f[0]]
    views = {i: facts[i][1] for i in memrefs}  # what each buffer argument views
    bases = [facts[i][2] if i in views else None for i in range(len(arguments))]
    # `noalias` when every other buffer argument is known to view another buffer: no
    # unknown one, and this one's buffer once (counted by hashing, not pairwise compares)
    unknown = any(bases[i] is None for i in memrefs)
    uses: dict = {}
    for i in memrefs:
        if bases[i] is not None:
            uses[bases[i]] = uses.get(bases[i], 0) + 1
    attrs = []
    for i in range(len(arguments)):
        noalias = i in views and bases[i] is not None and not unknown and uses[bases[i]] == 1
        attrs.append(buffers.attribute(noalias, facts[i][3] if i in views else None))
    return uir.ArrayAttr.get(attrs)


def _scopes(regions, enclosing) -> list:
    """(block, its ops, the values defined around its ops) of each block of `regions`:
    the arguments and op results of every block of the block's region, and `enclosing`
    (those of the regions around that one)."""
    entries = []
    for region in regions:
        defined = set(enclosing)
        blocks = [(block, block_operations(block)) for block in region.blocks]
        for block, ops in blocks:  # (plain ops: see walk.block_operations)
            defined.update(block.arguments)
            for op in ops:
                if len(op.results):
                    defined.update(op.results)
        entries += [(block, ops, defined) for block, ops in blocks]
    return entries


def _nests(function) -> tuple[list, list]:
    """(loop op, the values defined around it) of each outermost loop op of `function`,
    searching the bodies of control ops; and every set of values defined around (one a
    region). `_capture` tells a loop's uses of values from outside by the values around it
    (it once collected everything defined inside each nest instead, the results of every op
    of it: ~1/4 of the outlining's time on GPT-2; issue 11)."""
    # A work list, not a recursive closure: a closure that calls itself is a reference
    # cycle, and one holding MLIR objects kept each compile's context alive (~1 MiB a
    # compile; tests/test_compile_memory.py).
    found, scopes = [], []
    work = _scopes(function.regions, ())
    while work:
        block, ops, defined = work.pop(0)
        if not any(defined is s for s in scopes):
            scopes.append(defined)
        for op in ops:
            if op.name in _NESTS:
                found.append((op, defined))
            elif op.name in _CONTROL:
                work[0:0] = _scopes(op.regions, defined)
    return found, scopes


def outline_loop_nests(module) -> int:
    """Move each outermost loop nest into a private function (one per distinct nest);
    returns how many distinct functions were made."""
    body = module.body
    functions = [op.operation for op in body.operations
                 if op.operation.name == "func.func" and len(op.operation.regions[0].blocks)
                 and not str(op.operation.attributes["sym_name"]).strip('"').startswith(PREFIX)]
    made = []  # (function, call) of each nest outlined, in order
    buffers = _BufferFacts()
    _give_kernels_facts(functions, buffers)
    for function in functions:
        _outline_nests(module, function, made, buffers)
    return _distinct_functions(module, made)


def _outline_nests(module, function, made: list, buffers: _BufferFacts) -> None:
    """Outline the nests of `function`, adding (function, call) of each to `made`. (A
    function of its own: the values it holds must be gone before _distinct_functions
    erases functions, see there.)"""
    nests, scopes = _nests(function)
    for nest, outside in nests:
        capture = _capture(nest, outside)
        if capture is None:
            continue
        made.append(_outline(module, nest, capture, f"{_TEMPORARY}{len(made)}", buffers))
        call = made[-1][1]
        if len(call.results):  # what used the nest's results now uses the call's
            for defined in scopes:  # (a set the call is not around never meets them)
                defined.update(call.results)


def _distinct_functions(module, made: list) -> int:
    """Erase the functions of `made` ((function, call) pairs, in the order made) that equal
    an earlier one, point their calls at it, and name the survivors `PREFIX_0`, `PREFIX_1`,
    ... in order; returns how many survive.

    Upstream MLIR's `duplicate-function-elimination` finds the equal functions in C++ (a
    structural hash, then a compare of attributes, types and bodies, locations ignored), in
    one pass-manager run. Printing each new function for a key to compare in Python cost
    ~20 ms of a transformer's compile (issue 11: a print costs per character; BERT outlines
    91 nests). The pass looks at every function of the module: the other functions with a
    body carry a distinct discardable attribute meanwhile, so that it merges only the nests'
    functions (two equal public functions must both stay)."""
    if not made:
        return 0
    ours = {fn for fn, _ in made}
    others = [op.operation for op in module.body.operations
              if op.operation.name == "func.func" and op.operation not in ours
              and len(op.operation.regions[0].blocks)]
    for i, op in enumerate(others):
        op.attributes[_DISTINCT] = uir.IntegerAttr.get(uir.IntegerType.get_signless(64), i)
    # No Python object of a function the pass may erase outlives this point (the bindings
    # would hand a dead one out again for a new op made at the same address).
    calls = [call for _, call in made]
    count = len(made)
    del ours, made[:]
    try:
        # (not verified: the ops were verified before, and only moved into functions)
        pm = upm.PassManager.parse("builtin.module(duplicate-function-elimination)",
                                   module.context)
        pm.enable_verifier(False)
        pm.run(module.operation)
    finally:
        for op in others:
            del op.attributes[_DISTINCT]
    left = {str(op.operation.attributes["sym_name"])[1:-1]: op.operation
            for op in module.body.operations if op.operation.name == "func.func"}
    refs: dict = {}  # temporary name -> reference to the final name
    for i in range(count):
        fn = left.get(f"{_TEMPORARY}{i}")
        if fn is not None:
            final = f"{PREFIX}_{len(refs)}"
            fn.attributes["sym_name"] = uir.StringAttr.get(final)
            refs[f"{_TEMPORARY}{i}"] = uir.FlatSymbolRefAttr.get(final)
    for call in calls:  # (the pass pointed each call at its function's survivor)
        call.attributes["callee"] = refs[uir.FlatSymbolRefAttr(call.attributes["callee"]).value]
    return len(refs)


def _outline(module, nest, capture: _Capture, name: str, buffers: _BufferFacts):
    """Make the function `name` of `nest` and call it in the nest's place; (the function,
    the call)."""
    arguments = capture.arguments
    result_types = [r.type for r in nest.results]
    with uir.InsertionPoint(module.body), nest.location:
        fn = func.FuncOp(name, uir.FunctionType.get([v.type for v in arguments], result_types))
        fn.attributes["sym_visibility"] = uir.StringAttr.get("private")
        fn.attributes["arg_attrs"] = _argument_attributes(arguments, buffers)
        fn.attributes["passthrough"] = uir.ArrayAttr.get([uir.StringAttr.get("noinline")])
        block = fn.add_entry_block()
    mapping = {v: a for v, a in zip(arguments, block.arguments)}
    with uir.InsertionPoint(nest), nest.location:
        call = func.CallOp(result_types, uir.FlatSymbolRefAttr.get(name), list(arguments))
    for old, new in zip(nest.results, call.results):
        old.replace_all_uses_with(new)
    with uir.InsertionPoint(block), nest.location:
        ret = func.ReturnOp(list(nest.results))
    for op in capture.copied:
        copy = op.clone(uir.InsertionPoint(ret))
        _remap(copy, mapping)
        for old, new in zip(op.results, copy.results):
            mapping[old] = new
    nest.move_before(ret)
    for op, i in capture.outside_uses:  # (only these can name a value of `mapping`)
        new = mapping.get(op.operands[i])
        if new is not None:
            op.operands[i] = new
    return fn.operation, call.operation


def _remap(op, mapping) -> None:
    operands = op.operands
    for i in range(len(operands)):
        new = mapping.get(operands[i])
        if new is not None:
            operands[i] = new

