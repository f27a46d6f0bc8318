"""Reduction regions of collectives compiled into the program, for runtimes written in C.

An all_reduce (reduce_scatter, collective_reduce) whose region is not one of the fast
reductions (add, multiply, ...) needs the region run on the values of several processes,
which only the runtime holds. So that a runtime without a compiler can do that, each such op
gets, per data operand k, a function of the program

    void __shlo_combine_<key>_<k>(const T *lhs, const T *rhs, T *out)

that applies the region elementwise to two buffers shaped like operand k (a `stablehlo.map`,
lowered by the ordinary rules in a module of its own, then moved into the program). The op's
descriptor points to them (`shlo_op.combiners`, see contract/abi_runtime.py; the names and
the map module: contract/regions.py).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ...contract.regions import combiner_name, map_module
from .stage import to_stablehlo


def add_combiners(module: ir.Module, specs: list) -> dict[int, list[str]]:
    """Add the combiners of every region reduction in `specs`; {op key: names by operand}."""
    added: dict[int, list[str]] = {}
    for spec in specs:
        if spec.reducer is not None or not spec.region:
            continue
        names = []
        for k in range(len(spec.outputs)):
            shape, dtype = spec.inputs[k]
            name = combiner_name(spec.key, k)
            text = map_module(spec.region, dtype, shape).replace("func.func @main",
                                                                 f"func.func @{name}", 1)
            with module.context, ir.Location.unknown():
                own = ir.Module.parse(text)
                to_stablehlo(own, "<reduction region>")
                for op in list(own.body.operations):
                    module.body.append(op)
            names.append(name)
        added[spec.key] = names
    return added
