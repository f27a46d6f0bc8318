"""Horner polynomials with constant coefficients may use FMA (`fastmath<contract>`).

Why: CHLO's expansions of erf, erfc, lgamma, digamma, ... (and our accurate erf,
stablehlo/accurate_functions.py) evaluate polynomials as chains p = p * x + c. Without
contraction each step is a multiply and an add: twice the instructions and a longer
dependent chain, and these bodies are long enough that a core runs out of reorder-buffer
room before it runs out of arithmetic units (whisper's erf GELU: 66 ops an element, 2.5 ns
each on a Zen 3 core). fast_math.py already lets its own exp/tanh polynomials contract, and
for the same reason: a polynomial is an implementation of a function, not a sum whose
rounding steps a program spelled out, and an FMA rounds once, so each step is at least as
exact. XLA:CPU contracts every multiply-add of the program (its a * b + c equals the
single-rounding FMA on an FMA host); here only recognised polynomial chains are, so
arithmetic a program writes by hand keeps its separate roundings.

A chain link is `addf(mulf(p, x), c)` (either order in both ops) with `c` an
`arith.constant` and the product used only by that add; a chain of three links or more
(degree >= 3) is marked, every link's multiply and add.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named

MIN_LINKS = 3


def _op(value):
    owner = value.owner
    op = getattr(owner, "operation", owner)
    return op if isinstance(op, uir.Operation) else None


def _is_constant(value) -> bool:
    op = _op(value)
    return op is not None and op.name == "arith.constant"


def _link(add):
    """(mulf, its other operands) if `add` is a chain link, else None."""
    if add.name != "arith.addf":
        return None
    a, b = add.operands
    product, constant = (a, b) if _is_constant(b) else (b, a)
    if not _is_constant(constant):
        return None
    mul = _op(product)
    if mul is None or mul.name != "arith.mulf" or len(list(mul.results[0].uses)) != 1:
        return None
    return mul, list(mul.operands)


def _chain_length(add, links: dict, length: dict) -> int:
    """Links of the chain ending at `add` (each predecessor a link's add), memoized in
    `length`. A plain function, not a closure over the dicts: a recursive closure is a
    reference cycle, which kept every MLIR op of the module (and so its context) alive until
    the garbage collector ran: 0.5 MiB a compile."""
    if add in length:
        return length[add]
    length[add] = 1
    best = 0
    for v in links[add][1]:
        prev = _op(v)
        if prev is not None and prev in links:
            best = max(best, _chain_length(prev, links, length))
    length[add] = best + 1
    return length[add]


def contract_polynomials(module) -> int:
    """Mark every Horner chain of MIN_LINKS links or more; returns how many ops were marked."""
    adds = ops_named(module, ("arith.addf",))
    links = {}
    for add in adds:
        found = _link(add)
        if found is not None:
            links[add] = found
    length = {}
    for add in links:
        _chain_length(add, links, length)
    contract = uir.Attribute.parse("#arith.fastmath<contract>")
    marked = set()
    for add in links:
        if length[add] < MIN_LINKS:
            continue
        todo = [add]
        while todo:
            link = todo.pop()
            if link in marked:
                continue
            marked.add(link)
            mul, operands = links[link]
            for op in (mul, link):
                op.attributes["fastmath"] = contract
            todo.extend(p for p in (_op(v) for v in operands) if p is not None and p in links)
    return 2 * len(marked)
