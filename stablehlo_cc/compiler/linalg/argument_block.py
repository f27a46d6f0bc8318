"""A function with many arguments gets an entry block of its own, holding only its stack
allocations and a branch to the body, before the conversions to the LLVM dialect.

Why: `convert-func-to-llvm` (bare-pointer memrefs) replaces each memref argument by a
descriptor built from the pointer, in the argument's block, and replaces the argument's
uses there that come after it; its ops are new, so each such replacement renumbers the
order of every op of that block (MLIR's `Block::recomputeOpOrder`). A public function takes
every weight as an argument (MobileNetV2 ~260, GPT-2 ~150) and its entry block is most of the
program, so the conversion cost arguments x ops: 58 of MobileNetV2's ~60 ms in that pass,
half of it renumbering (issue 11). With the body in a block of its own, no use of an argument
is in the block the descriptors are built in, and nothing is renumbered (28 ms; 9 -> 6 ms on
GPT-2); `expand-strided-metadata` and the other conversions gain a little too.

The stack allocations stay in the entry block: LLVM treats only entry-block `alloca`s as
fixed stack slots (and backend.check_stack_allocations refuses any other). LLVM's first
SimplifyCFG merges the two blocks again, so the optimized code is the same. (IREE's and
XLA's entry points take one pointer to an array of buffers, and never meet this.)
"""

from __future__ import annotations

import mlir.ir as uir

# Below this many arguments the renumbering costs less than the Python steps here.
MIN_ARGUMENTS = 16
_ALLOCAS = ("memref.alloca", "llvm.alloca")


def give_arguments_a_block(module) -> None:
    """Split the entry block of each function with at least MIN_ARGUMENTS arguments: a new
    entry block takes the arguments and the operand-free stack allocations, and branches
    to the old one, which keeps the rest of the body. (A function with an allocation that
    has operands in its entry block is left as it is: the operands would have to move too.)"""
    for func in module.body.operations:
        if func.operation.name != "func.func" or not func.regions[0].blocks:
            continue
        old = func.regions[0].blocks[0]
        args = list(old.arguments)
        if len(args) < MIN_ARGUMENTS:
            continue
        allocas = [op for op in old.operations if op.operation.name in _ALLOCAS]
        if any(len(op.operation.operands) for op in allocas):
            continue
        new = old.create_before(*[a.type for a in args], arg_locs=[a.location for a in args])
        for arg, moved in zip(args, new.arguments):
            arg.replace_all_uses_with(moved)
        for i in reversed(range(len(args))):
            old.erase_argument(i)
        for op in allocas:
            new.append(op.operation)
        # (made by name: importing `mlir.dialects.cf` for one op cost a few ms a compile)
        with uir.InsertionPoint(new):
            uir.Operation.create("cf.br", successors=[old], loc=func.location)
