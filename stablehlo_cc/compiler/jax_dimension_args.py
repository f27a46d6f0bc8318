"""A JAX `Lowered` with symbolic shapes: read its dimension variables from argument shapes.

`jax.jit(f).lower(jax.ShapeDtypeStruct((n,), ...))` gives a @main that takes each dimension
variable as a leading scalar argument (`%n: tensor<i32> {jax.global_constant = "n"}`) before
the function's own (`tensor<?xf32>`), and every dynamic shape inside depends on n's value,
which no argument shape tells the shape refinement. `jax.export` wraps such a function in a
@main that computes the variables from its arguments' dimensions; JAX's own `compile` of the
Lowered fails ("Error refining shapes"). This is the same wrapper for a Lowered: the original
@main becomes private and the new @main, taking the function's arguments only, passes it
`get_dimension_size(x, axis)` for each variable, where `x.shape[axis]` is that variable
itself in the Lowered's abstract arguments. The program is then specialized at each call like
an exported one (`specialize.py`), and called like the JAX function (`runtime/pytrees.py`).

A Lowered keeps what `jax.export` refuses to serialize (host callbacks: jax.debug.print,
pure_callback, io_callback), so this is how a program with both runs here. A variable that
only appears inside an expression (a shape `(2*n,)`) is refused: solving for it, and checking
the shapes against each other, is what `jax.export` does.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..errors import CompileError

GLOBAL_CONSTANT = "jax.global_constant"
LOWERED_MAIN = "_stablehlo_cc_lowered_main"


def dimension_avals(lowered) -> list | None:
    """The abstract values (shape, dtype) of the arguments @main keeps, in order, or None
    when the Lowered does not say (then nothing is rewritten)."""
    args = getattr(getattr(lowered, "_lowering", None), "compile_args", None)
    if not isinstance(args, dict) or "global_in_avals" not in args:
        return None
    avals = list(args["global_in_avals"])
    kept = args.get("kept_var_idx")
    return avals if kept is None else [avals[i] for i in sorted(kept)]


def _dict(attrs, i: int) -> dict:
    if attrs is None:
        return {}
    d = ir.DictAttr(attrs[i])
    return {d[k].name: d[k].attr for k in range(len(d))}


def read_dimensions_from_shapes(module: ir.Module, avals: list, source_name: str) -> bool:
    """Wrap @main of `module` (in place) when it takes dimension variables; False when it
    takes none. `avals`: the abstract values of its other (non-token) arguments."""
    main = next((op for op in module.body.operations
                 if op.operation.name == "func.func" and
                 ir.StringAttr(op.attributes["sym_name"]).value == "main"), None)
    if main is None:
        return False
    main = main.operation
    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    arg_attrs = main.attributes["arg_attrs"] if "arg_attrs" in main.attributes else None
    variables = {}  # argument index -> variable name
    for i in range(len(ftype.inputs)):
        attrs = _dict(arg_attrs, i)
        if GLOBAL_CONSTANT in attrs:
            variables[i] = ir.StringAttr(attrs[GLOBAL_CONSTANT]).value
    if not variables:
        return False
    kept = [i for i in range(len(ftype.inputs)) if i not in variables]
    values = [i for i in kept if str(ftype.inputs[i]) != "!stablehlo.token"]
    if len(values) != len(avals):
        raise CompileError(f"{source_name}: @main takes {len(values)} array arguments besides "
                           f"its dimension variables, the Lowered describes {len(avals)}")
    where = {}  # variable -> (argument index in @main, axis)
    for i, aval in zip(values, avals):
        for axis, d in enumerate(getattr(aval, "shape", ())):
            if not isinstance(d, int):
                where.setdefault(str(d), (i, axis))
    missing = [name for name in variables.values() if name not in where]
    if missing:
        shapes = ", ".join(str(getattr(a, "shape", "?")) for a in avals)
        raise CompileError(
            f"{source_name}: the JAX Lowered's dimension variable{'s' if len(missing) > 1 else ''} "
            f"{', '.join(missing)} {'are' if len(missing) > 1 else 'is'} not the size of any "
            f"argument's dimension (argument shapes {shapes}), so the size cannot be read from "
            "the arguments; lower with concrete shapes, give each variable a dimension of its "
            "own, or use jax.export.export (which solves for it, but refuses host callbacks)")
    with module.context, main.location:
        main.attributes["sym_name"] = ir.StringAttr.get(LOWERED_MAIN)
        main.attributes["sym_visibility"] = ir.StringAttr.get("private")
        fn_type = ir.FunctionType.get([ftype.inputs[i] for i in kept], ftype.results)
        attributes = {"sym_name": ir.StringAttr.get("main"),
                      "function_type": ir.TypeAttr.get(fn_type),
                      "sym_visibility": ir.StringAttr.get("public")}
        if arg_attrs is not None:
            attributes["arg_attrs"] = ir.ArrayAttr.get([arg_attrs[i] for i in kept])
        if "res_attrs" in main.attributes:
            attributes["res_attrs"] = main.attributes["res_attrs"]
        wrapper = ir.Operation.create("func.func", regions=1, attributes=attributes,
                                      ip=ir.InsertionPoint.at_block_begin(module.body))
        block = wrapper.regions[0].blocks.append(*fn_type.inputs)
        ip = ir.InsertionPoint(block)
        operands = []
        for i in range(len(ftype.inputs)):
            if i not in variables:
                operands.append(block.arguments[kept.index(i)])
                continue
            source, axis = where[variables[i]]
            i32 = ir.RankedTensorType.get([], ir.IntegerType.get_signless(32))
            size = ir.Operation.create(
                "stablehlo.get_dimension_size", results=[i32],
                operands=[block.arguments[kept.index(source)]],
                attributes={"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                            axis)}, ip=ip).result
            if ftype.inputs[i] != i32:
                size = ir.Operation.create("stablehlo.convert", results=[ftype.inputs[i]],
                                           operands=[size], ip=ip).result
            operands.append(size)
        call = ir.Operation.create("func.call", results=list(ftype.results), operands=operands,
                                   attributes={"callee": ir.FlatSymbolRefAttr.get(LOWERED_MAIN)},
                                   ip=ip)
        ir.Operation.create("func.return", operands=list(call.results), ip=ip)
    return True
