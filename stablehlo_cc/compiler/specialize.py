"""Dynamic shapes: turn a program with `?` dimensions into one for concrete argument shapes.

A function whose arguments have dynamic (or bounded) dimensions cannot be compiled as is: the
calling convention and every buffer size need concrete shapes. Given the shapes of one call,
`specialize_module` retypes the entry's arguments, lets the official StableHLO passes
propagate the shapes (`stablehlo-refine-arguments`, `stablehlo-refine-shapes`), turn dynamic
ops into static ones (`stablehlo-canonicalize-dynamism`) and evaluate JAX's shape assertions
(`stablehlo-check-shape-assertions`). The result is an ordinary static program that the
normal pipeline compiles. Shapes that break the program's constraints are a ValueError.
"""

from __future__ import annotations

import dataclasses

import operator

from jaxlib.mlir import ir, passmanager

from . import pipeline
from ..errors import CompileError, diagnostic_at, from_mlir_error
from .stablehlo import stage as stablehlo_stage
from .stablehlo.inline_calls import inline_calls
from .stablehlo.rules.dynamic import (dynamic_reduce_window_as_static,
    dynamic_rng_bit_generator_as_static, dynamic_top_k_as_static, set_dimension_size_as_slice)
from ..contract.signature import FunctionSignature, check_shapes, function_name, read_signatures
from ..types import element_name


def _one_shape(value, i: int, sig: FunctionSignature) -> tuple:
    """A shape given as a sequence of ints, or anything with `.shape` (array, ShapeDtypeStruct)."""
    expected = sig.args[i]
    if hasattr(value, "shape"):
        dtype = getattr(value, "dtype", None)
        if dtype is not None:
            try:
                element = element_name(dtype)
            except TypeError:
                element = str(dtype)
            if element != expected.element:
                raise TypeError(f"{sig.name}: argument {i} must have element type "
                                f"{expected.element} for {expected}, got {dtype}")
        value = value.shape
    try:
        shape = tuple(operator.index(d) for d in value)
    except TypeError:
        raise TypeError(f"{sig.name}: the shape of argument {i} must be a sequence of integers, "
                        f"got {value!r}") from None
    return shape


def normalize_shapes(arg_shapes, sig: FunctionSignature) -> tuple:
    """`arg_shapes` (one shape an argument of `sig`) as a tuple of int tuples, checked."""
    try:
        given = list(arg_shapes)
    except TypeError:
        raise TypeError(f"arg_shapes must be a sequence with one shape per argument of "
                        f"{sig.describe()}, got {arg_shapes!r}") from None
    if len(given) != len(sig.args):
        raise TypeError(f"arg_shapes gives {len(given)} shape{'s' if len(given) != 1 else ''} "
                        f"for {sig.describe()}, which takes {len(sig.args)} argument"
                        f"{'s' if len(sig.args) != 1 else ''}")
    shapes = tuple(_one_shape(v, i, sig) for i, v in enumerate(given))
    check_shapes(sig, shapes)
    return shapes


def describe_shapes(shapes: tuple) -> str:
    return ", ".join(f"arg{i}: {s}" for i, s in enumerate(shapes))


def _run(module: ir.Module, passes: list[str]) -> None:
    from . import timing
    text = "builtin.module(" + ",".join(passes) + ")"
    timing.run_pass_manager(lambda: passmanager.PassManager.parse(text, module.context),
                            module.operation, verify_after=True)


def _find_function(module: ir.Module, name: str):
    for op in module.body.operations:
        if op.operation.name == "func.func" and function_name(op) == name:
            return op
    raise CompileError(f"no function @{name} to specialize")  # callers checked it exists


def _static_type_text(arg_type: ir.Type, shape: tuple) -> str:
    """An argument's type for `shape`; a token (an ordered effect's) stays a token."""
    try:
        element = ir.RankedTensorType(arg_type).element_type
    except ValueError:
        return str(arg_type)
    return str(ir.RankedTensorType.get(list(shape), element))


def _first_dynamic_value(func) -> tuple | None:
    """(op, type) of the first value in `func` whose type still has a `?`."""
    found = []

    def dynamic(t) -> bool:
        try:
            return not ir.RankedTensorType(t).has_static_shape
        except ValueError:  # not a ranked tensor (a token, a tuple, an index)
            return False

    def visit(op):
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    if dynamic(arg.type):
                        found.append((op, arg.type))
                        return ir.WalkResult.INTERRUPT
        for result in op.results:
            if dynamic(result.type):
                found.append((op, result.type))
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    func.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found[0] if found else None


def has_dynamic_values(module: ir.Module) -> bool:
    """Whether any value in the module has a type with a `?` (a static signature can hide
    dynamic shapes inside, e.g. a `dynamic_reshape` to `tensor<?xf32>`)."""
    return any(_first_dynamic_value(op) is not None for op in module.body.operations
               if op.operation.name == "func.func")


def _without_bounds(t: ir.Type) -> ir.Type:
    try:
        ranked = ir.RankedTensorType(t)
    except ValueError:
        return t
    if ranked.encoding is None:
        return t
    return ir.RankedTensorType.get(list(ranked.shape), ranked.element_type)


def _strip_bounds(module: ir.Module) -> None:
    """Drop `#stablehlo.bounds` from every type: shape refinement leaves bounded types alone,
    and the bounds of the arguments were checked already."""

    def visit(op):
        if op.name == "func.func":
            ftype = op.attributes["function_type"].value
            op.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
                [_without_bounds(t) for t in ftype.inputs],
                [_without_bounds(t) for t in ftype.results]))
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    arg.set_type(_without_bounds(arg.type))
        for result in op.results:
            result.set_type(_without_bounds(result.type))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)


def _make_static(module: ir.Module) -> bool:
    """Rewrite the dynamic ops that refinement made static but no pass turns into static ops
    (`set_dimension_size`, JAX's `custom_call @stablehlo.dynamic_*`); True if any changed."""
    ops = []

    def visit(op):
        name = op.name
        if name == "stablehlo.set_dimension_size" or (
                name == "stablehlo.custom_call" and
                ir.StringAttr(op.attributes["call_target_name"]).value in _STATIC_FORMS):
            ops.append(op.operation if hasattr(op, "operation") else op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    changed = False
    for op in ops:
        if op.name == "stablehlo.set_dimension_size":
            changed |= set_dimension_size_as_slice(op, keep_type=True)
        else:
            target = ir.StringAttr(op.attributes["call_target_name"]).value
            changed |= _STATIC_FORMS[target](op, keep_type=True)
    return changed


_STATIC_FORMS = {"stablehlo.dynamic_reduce_window": dynamic_reduce_window_as_static,
                 "stablehlo.dynamic_top_k": dynamic_top_k_as_static,
                 "stablehlo.dynamic_rng_bit_generator": dynamic_rng_bit_generator_as_static}


def _still_dynamic(op, t, shapes: tuple, source_name: str) -> CompileError:
    """The error for a value whose shape refinement could not make static."""
    if op.name == "stablehlo.custom_call":
        target = ir.StringAttr(op.attributes["call_target_name"]).value
        if target.startswith("stablehlo.dynamic_") and target not in _STATIC_FORMS:
            diag = diagnostic_at(op.location, "", source_name)
            diag.message = f"'custom_call @{target}' at {diag.position} is not supported yet"
            return CompileError.from_diagnostics([diag], "unsupported op")
    return CompileError.from_diagnostics(
        [diagnostic_at(op.location, f"a value of type {t} keeps a dynamic shape for arguments "
                       f"of shapes ({describe_shapes(shapes)}): shapes that depend on argument "
                       "values are not supported", source_name)], "data-dependent shape")


def _error_text(err: CompileError) -> str:
    """Diagnostics one a line, without a position where none is known."""
    if not err.diagnostics:
        return str(err)
    return "\n".join(d.format() if d.file else d.message for d in err.diagnostics)


def _is_shape_assertion(op) -> bool:
    return op.name == "stablehlo.custom_call" and \
        ir.StringAttr(op.attributes["call_target_name"]).value == "shape_assertion"


def _has_shape_assertions(func) -> bool:
    return any(_is_shape_assertion(op) for op in func.regions[0].blocks[0].operations)


def _keep_only_assertions(func) -> None:
    """Reduce the entry to its shape assertions and what they compute from (JAX puts them at
    the top of `main`), returning nothing."""
    block = func.regions[0].blocks[0]
    ops = [op.operation for op in block.operations]
    keep, work = set(), [op for op in ops if _is_shape_assertion(op)]
    while work:
        op = work.pop()
        if op in keep:
            continue
        keep.add(op)
        for value in op.operands:
            owner = value.owner
            if isinstance(owner, ir.OpView):
                work.append(owner.operation)
            elif isinstance(owner, ir.Operation):
                work.append(owner)
    with ir.InsertionPoint.at_block_terminator(block), func.location:
        ir.Operation.create("func.return", results=[], operands=[])
    for op in reversed(ops):
        if op not in keep:
            op.erase()
    ftype = func.attributes["function_type"].value
    func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(ftype.inputs, []))
    if "res_attrs" in func.attributes:
        del func.attributes["res_attrs"]


def _failed_assertion(snapshot: str, context, name: str, refine: list, source_name: str):
    """The message of the first JAX shape assertion that `refine`'s argument types break, or
    None. Checked on a copy holding only the assertions, so that an inconsistency they are
    there to report does not first make shape refinement of the whole program fail."""
    module = ir.Module.parse(snapshot, context)
    _keep_only_assertions(_find_function(module, name))
    try:
        _run(module, ["symbol-dce"] + refine + [
            "stablehlo-refine-shapes", "func.func(stablehlo-check-shape-assertions)"])
    except ir.MLIRError as e:
        return from_mlir_error(e, source_name, "a shape assertion failed")
    return None


def _rename_entry_main(module: ir.Module, func) -> str:
    """Shape refinement works on `@main` (or a module's only function): name the entry so for
    the passes, moving any other `@main` aside. Returns the entry's name to restore."""
    name = function_name(func)
    if name == "main":
        return name
    for op in module.body.operations:
        if op.operation.name == "func.func" and function_name(op) == "main":
            fresh = "main__moved_by_stablehlo_cc"
            ir.SymbolTable.replace_all_symbol_uses("main", fresh, module.operation)
            op.attributes["sym_name"] = ir.StringAttr.get(fresh)
    func.attributes["sym_name"] = ir.StringAttr.get("main")
    return name


def specialize_module(module: ir.Module, sig: FunctionSignature, shapes: tuple,
                      source_name: str) -> None:
    """Rewrite `module` in place so that `sig`'s function takes arguments of `shapes`.

    `module` holds `sig.name` as its only public function. ValueError when the shapes break
    a constraint of the program; CompileError when a shape inside still depends on argument
    values (nothing static to compile).
    """
    context = module.context
    with context, ir.Location.unknown(context):
        try:
            _run(module, pipeline.SPECIALIZE_PREPARE)
            inline_calls(module)
            _run(module, pipeline.SPECIALIZE_AFTER_INLINING)
        except ir.MLIRError as e:
            raise from_mlir_error(e, source_name, "preparing the program failed") from None
        _strip_bounds(module)
        func = _find_function(module, sig.name)
        original_name = _rename_entry_main(module, func)
        inputs = func.attributes["function_type"].value.inputs
        types = ",".join(_static_type_text(t, s) for t, s in zip(inputs, shapes))
        refine = [f"stablehlo-refine-arguments{{types={types}}}"] if inputs else []
        snapshot = module.operation.get_asm(enable_debug_info=True) \
            if _has_shape_assertions(func) else None
        try:
            _run(module, refine + pipeline.SPECIALIZE_REFINE)
            while _make_static(module):
                _run(module, pipeline.SPECIALIZE_REFINE)
        except (ir.MLIRError, ValueError) as e:
            if isinstance(e, ir.MLIRError):
                e = (snapshot and _failed_assertion(snapshot, context, "main", refine,
                                                    source_name)) or \
                    from_mlir_error(e, source_name, "shape refinement failed")
            text = _error_text(e) if isinstance(e, CompileError) else str(e)
            raise ValueError(f"{sig.name}: arguments of shapes ({describe_shapes(shapes)}) do "
                             f"not fit {sig.describe()}:\n{text}") from None
        func = _find_function(module, "main")
        func.attributes["sym_name"] = ir.StringAttr.get(original_name)
        left = _first_dynamic_value(func)
        if left is not None:
            raise _still_dynamic(*left, shapes, source_name)


def normalize_dynamic(module: ir.Module, source_name: str) -> None:
    """The `stablehlo` stage of a program that keeps its dynamic shapes: composites, calls and
    CHLO expanded, folded; no op rules (they work on static shapes)."""
    stablehlo_stage.prepare(module, source_name)
    stablehlo_stage.run_passes(module, pipeline.STABLEHLO_CLEANUP, source_name,
                               "simplifying the program")


def is_dynamic(sig: FunctionSignature) -> bool:
    """Whether any argument or result of `sig` has a `?` dimension."""
    return not all(t.is_static for t in sig.args + sig.results)


def specialize_entry(module: ir.Module, signatures: list, arg_shapes, source_name: str) -> list:
    """The compiler's step for `arg_shapes=`: specialize the one function being compiled and
    return its new (static) signature in a list. A function with a static signature is
    refined too: values inside it may still have dynamic types."""
    if len(signatures) != 1:
        raise ValueError("arg_shapes gives the shapes of one function's arguments: "
                         "choose it with entry=")
    sig = signatures[0]
    shapes = normalize_shapes(arg_shapes, sig)
    specialize_module(module, sig, shapes, source_name)
    # the names of the arguments and results are those of the function before (inlining
    # may have dropped the ones JAX put on a function main called)
    return [dataclasses.replace(s, arg_names=sig.arg_names or s.arg_names,
                                result_names=sig.result_names or s.result_names)
            for s in read_signatures(module, source_name) if s.name == sig.name]
