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
only appears inside an expression (a shape `(2*n,)`) is refused: solving for it is what
`jax.export` does. Every other symbolic dimension is checked against the variables read, as
jax.export's shape assertions do (`@shape_assertion`, evaluated when a call specializes the
program: a ValueError naming the argument): a repeated variable, or a sum or product of
variables and integers (`2*n`, `n + m - 1`); JAX's floordiv, mod, max... are left unchecked.
"""

from __future__ import annotations

import ast

from jaxlib.mlir import ir

from ..errors import CompileError

GLOBAL_CONSTANT = "jax.global_constant"
LOWERED_MAIN = "_stablehlo_cc_lowered_main"


def _I32() -> ir.Type:
    """tensor<i32>, the type of get_dimension_size."""
    return ir.RankedTensorType.get([], ir.IntegerType.get_signless(32))


_OPS = {ast.Add: "stablehlo.add", ast.Sub: "stablehlo.subtract", ast.Mult: "stablehlo.multiply"}


def _evaluate(expression: str, known: set, variable, ip):
    """The size a JAX dimension expression (`2*n`, `n + m - 1`) stands for, computed from
    `variable(name)`'s values; None for a form other than sums and products of the `known`
    variables and integers (JAX's floordiv, mod, max, ...)."""
    try:
        tree = ast.parse(expression, mode="eval").body
    except SyntaxError:
        return None

    def value(node):
        if isinstance(node, ast.Name):
            return variable(node.id)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return ir.Operation.create("stablehlo.constant", results=[_I32()], attributes={
                "value": ir.DenseElementsAttr.get_splat(
                    _I32(), ir.IntegerAttr.get(ir.IntegerType.get_signless(32), node.value))},
                ip=ip).result
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            a, b = value(node.left), value(node.right)
            if a is None or b is None:
                return None
            return ir.Operation.create(_OPS[type(node.op)], results=[_I32()], operands=[a, b],
                                       ip=ip).result
        return None

    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    return value(tree) if names <= known else None


def _assert_equal(a, b, ip, message: str) -> None:
    """A JAX shape assertion (`@shape_assertion`, which specialization checks) that the sizes
    `a` and `b` are equal; `{0}`, `{1}` in `message` are their values."""
    equal = ir.Operation.create(
        "stablehlo.compare", results=[ir.RankedTensorType.get([], ir.IntegerType.get_signless(1))],
        operands=[a, b], attributes={
            "comparison_direction": ir.Attribute.parse("#stablehlo<comparison_direction EQ>"),
            "compare_type": ir.Attribute.parse("#stablehlo<comparison_type SIGNED>")},
        ip=ip).result
    ir.Operation.create("stablehlo.custom_call", results=[], operands=[equal, a, b], attributes={
        "call_target_name": ir.StringAttr.get("shape_assertion"),
        "api_version": ir.IntegerAttr.get(ir.IntegerType.get_signless(32), 2),
        "error_message": ir.StringAttr.get(message),
        "has_side_effect": ir.BoolAttr.get(True)}, ip=ip)


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
    where = {}  # variable -> (argument index in @main, axis): where it is read
    also = []  # (expression, argument index, axis): its other dimensions, checked
    for i, aval in zip(values, avals):
        for axis, d in enumerate(getattr(aval, "shape", ())):
            if not isinstance(d, int):
                if str(d) in where or not str(d).isidentifier():
                    also.append((str(d), i, axis))
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

        def size_of(i: int, axis: int):
            return ir.Operation.create(
                "stablehlo.get_dimension_size", results=[_I32()],
                operands=[block.arguments[kept.index(i)]],
                attributes={"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                            axis)}, ip=ip).result

        for expression, i, axis in also:
            known = {name for name in where if name.isidentifier()}
            expected = _evaluate(expression, known, lambda name: size_of(*where[name]), ip)
            if expected is None:  # floordiv, mod, max...: left to shape refinement
                continue
            _assert_equal(expected, size_of(i, axis), ip,
                          f"the arguments' shapes do not fit the JAX Lowered's symbolic shapes: "
                          f"argument {values.index(i)} must have {expression} = {{0}} in "
                          f"dimension {axis}, got {{1}}")
        operands = []
        for i in range(len(ftype.inputs)):
            if i not in variables:
                operands.append(block.arguments[kept.index(i)])
                continue
            size = size_of(*where[variables[i]])
            if ftype.inputs[i] != _I32():
                size = ir.Operation.create("stablehlo.convert", results=[ftype.inputs[i]],
                                           operands=[size], ip=ip).result
            operands.append(size)
        call = ir.Operation.create("func.call", results=list(ftype.results), operands=operands,
                                   attributes={"callee": ir.FlatSymbolRefAttr.get(LOWERED_MAIN)},
                                   ip=ip)
        ir.Operation.create("func.return", operands=list(call.results), ip=ip)
    return True
