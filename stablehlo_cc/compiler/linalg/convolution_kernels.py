"""Each distinct convolution kernel is tiled and vectorized once: equal ones share a function.

Why: a CNN repeats its blocks (ResNet-50 b1: 54 convolution kernels, 27 of them distinct;
MobileNetV2 52 and 30, EfficientNet-B0 81 and 46), and the convolution path
(convolution_codegen.py) ran the transform interpreter on every one of them, in the
function that holds the whole network: parallel grid, fusion of fill, padding and epilogue,
register tiles, decomposition, vectorization. Those transforms cost time in proportion to
the function they work in, so ~30 ms a convolution, 1.7 s of ResNet-50's cold compile and
3.5 s of EfficientNet's (issue 11). So, before any of that, each tiled convolution
(`convolution_codegen.TILED`), with what its tiles take in (the fill of its output, its
input's padding, and its elementwise epilogue, claimed as `contraction_codegen` claims
them), moves into a private function of its own, its other inputs passed as arguments;
kernels whose functions print the same (same shapes, strides, window, epilogue body) are
one function called from each place. The transform interpreter, the clean-up patterns and
bufferization then see each distinct kernel once, in a function of a few ops (ResNet-50:
0.07 s in the interpreter). Bufferization makes the result an out-param written in place
(`buffer-results-to-out-params`), and its `inline` pass puts the bodies back at their call
sites, so the code that runs is the code the kernels got before (later stages deduplicate
loop nests again where they are equal).
This is how the peers compile kernels: XLA:CPU emits each distinct fusion once, IREE
deduplicates equal dispatch regions before code generation, and oneDNN's primitive cache
builds one kernel per convolution descriptor, not per call.

Constants used from outside (scalars, splats, `tensor.empty`) are copied into the function
(they fold there as they did in place); anything else crosses as an argument. A kernel whose
result the function returns stays where it is: bufferization writes it straight into the
caller's result buffer there, while a call's result is a buffer of its own (a copy more).
So does a group whose ops sit in different blocks. The zoo's CNNs compile to the same LLVM
dialect text as without this module, only faster.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import func

from ..walk import defining_op, ops_named
from . import convolution_codegen as conv

PREFIX = "__shlo_conv_kernel"
# Values whose defining op (no operands, no regions) is copied into the kernel's function.
_COPIED = {"arith.constant", "tensor.empty"}


def _copied(op) -> bool:
    """Whether `op` is copied into a kernel rather than passed: a scalar or splat constant,
    an empty tensor of static shape."""
    if op is None or op.name not in _COPIED or len(op.operands) or len(op.regions):
        return False
    if op.name == "tensor.empty":
        return True
    if not isinstance(op.results[0].type, uir.ShapedType):
        return True
    attr = op.attributes["value"]  # (a tensor of weights crosses as an argument)
    return isinstance(attr, uir.DenseElementsAttr) and attr.is_splat


def _static(op) -> bool:
    return all(isinstance(v.type, uir.RankedTensorType) and
               uir.ShapedType(v.type).has_static_shape
               for v in list(op.operands) + list(op.results))


def _group(op, claimed: set) -> list | None:
    """The ops of `op`'s kernel: its own fill and padding, the convolution, its epilogue
    (unless an earlier convolution claimed it), all in one block; None when not static."""
    if not _static(op) or len(op.results) != 1:
        return None
    ops = []
    if conv._own_fill(op):
        ops.append(defining_op(op.operands[-1]))
    if conv._own_pad(op):
        ops.append(defining_op(op.operands[0]))
    ops.append(op)
    if conv.has_epilogue(op):
        consumer = list(op.results[0].uses)[0].owner
        consumer = consumer.operation if hasattr(consumer, "operation") else consumer
        if consumer not in claimed and _static(consumer):
            claimed.add(consumer)
            ops.append(consumer)
    ops = _with_padded_destination(ops)
    block = op.parent
    if any(o.parent != block for o in ops):
        return None
    if any(use.owner.name == "func.return" for use in ops[-1].results[0].uses):
        return None  # (returned: computed in place into the caller's buffer, not copied)
    return ops


def _with_padded_destination(ops: list) -> list:
    """`ops` and, when the last one writes into the interior of a padded buffer
    (padded_destinations.py: allocation, fill, extract_slice before it, insert_slice after),
    those ops too: the kernel then returns the padded buffer, which bufferization makes the
    call's out-param, where a kernel returning only its interior was a buffer of its own
    copied into the padded one (three copies of a 48x48x96 activation in MobileNetV2)."""
    last = ops[-1]
    slice_op = defining_op(last.operands[-1])
    if slice_op is None or slice_op.name != "tensor.extract_slice":
        return ops
    fill = defining_op(slice_op.operands[0])
    uses = list(last.results[0].uses)
    if fill is None or fill.name != "linalg.fill" or len(uses) != 1:
        return ops
    insert = uses[0].owner
    insert = insert.operation if hasattr(insert, "operation") else insert
    alloc = defining_op(fill.operands[1])
    if insert.name != "tensor.insert_slice" or insert.operands[1] != fill.results[0] or \
            alloc is None or alloc.name != "bufferization.alloc_tensor" or \
            len(list(fill.results[0].uses)) != 2 or len(list(slice_op.results[0].uses)) != 1:
        return ops
    return [alloc, fill, slice_op] + ops + [insert]


def _outside_values(ops: list) -> list:
    """The values the ops (and their regions) use that none of them defines, in order of
    first use."""
    inside, used = set(), []

    def note(op):
        for r in op.results:
            inside.add(r)
        for region in (op.regions if len(op.regions) else ()):  # (see walk.py)
            for block in region.blocks:
                for a in block.arguments:
                    inside.add(a)
        return uir.WalkResult.ADVANCE

    for op in ops:
        op.walk(note, uir.WalkOrder.PRE_ORDER)

    def collect(op):
        for v in op.operands:
            if v not in inside and v not in used:
                used.append(v)
        return uir.WalkResult.ADVANCE

    for op in ops:
        op.walk(collect, uir.WalkOrder.PRE_ORDER)
    return used


def _replace_operands(ops: list, mapping: dict) -> None:
    def visit(op):
        for i, v in enumerate(list(op.operands)):
            new = mapping.get(v)
            if new is not None:
                op.operands[i] = new
        return uir.WalkResult.ADVANCE

    for op in ops:
        op.walk(visit, uir.WalkOrder.PRE_ORDER)


def outline(module, ops: list, index: int, known: dict, prefix: str = PREFIX,
            passed=()) -> bool:
    """Move `ops` (in program order) into a new function `<prefix>_<index>` (or call an
    equal one of `known`, text -> name: then the ops are erased, and False returned); the
    values `passed` cross as arguments even when they could be copied."""
    ctx = module.context
    last = ops[-1]
    result = last.results[0]
    outside = _outside_values(ops)
    copies = [v for v in outside if v not in passed and _copied(defining_op(v))]
    arguments = [v for v in outside if v not in copies]
    name = f"{prefix}_{index}"
    with uir.InsertionPoint(module.body), uir.Location.unknown(ctx):
        fn = func.FuncOp(name, uir.FunctionType.get([v.type for v in arguments],
                                                    [result.type]), visibility="private")
        entry = fn.add_entry_block()
    with uir.InsertionPoint(entry), last.location:
        ret = func.ReturnOp([result])
    mapping = {v: a for v, a in zip(arguments, entry.arguments)}
    for v in copies:
        copy = defining_op(v).clone(uir.InsertionPoint(ret))
        mapping[v] = copy.results[0]
    with last.location, uir.InsertionPoint(last):
        call = func.CallOp([result.type], uir.FlatSymbolRefAttr.get(name, ctx), arguments)
    result.replace_all_uses_with(call.results[0])
    ret.operands[0] = result  # (replaced just above)
    for op in ops:
        op.move_before(ret)
    _replace_operands(ops, mapping)
    # Equal kernels print the same under one name. (In a scope of their own, unverified:
    # printing a function in the module's scope numbered the values of the whole module
    # first, ~0.5 ms a kernel of BERT's; the ops were valid where they came from.)
    fn.operation.attributes["sym_name"] = uir.StringAttr.get(prefix)
    text = fn.operation.get_asm(print_generic_op_form=True, enable_debug_info=False,
                                use_local_scope=True, assume_verified=True)
    fn.operation.attributes["sym_name"] = uir.StringAttr.get(name)
    shared = known.get(text)
    if shared is None:
        known[text] = name
        return True
    fn.operation.erase()
    call.attributes["callee"] = uir.FlatSymbolRefAttr.get(shared, ctx)
    return False


def outline_convolutions(module) -> int:
    """Move every static tiled convolution (with its fill, padding and epilogue) into a private
    function, equal kernels sharing one; returns how many functions the module got."""
    claimed: set = set()
    groups = []
    position: dict = {}  # op -> its place in its function's body
    for op in ops_named(module, tuple(conv.TILED)):
        parent = op.parent
        if parent is None or parent.name != "func.func":
            continue  # (inside loops or other regions: left in place)
        ops = _group(op, claimed)
        if ops is None:
            continue
        if op not in position:
            position.update((o.operation, i) for i, o in enumerate(op.block.operations))
        groups.append(sorted(ops, key=lambda o: position[o]))
    known: dict[str, str] = {}
    for index, ops in enumerate(groups):
        outline(module, ops, index, known)
    return len(known)
