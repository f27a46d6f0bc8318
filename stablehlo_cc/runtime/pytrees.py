"""Calling a program compiled from a JAX object as JAX calls the function: with the same
pytrees of arguments (`exe(params_dict, x)`), returning the same pytree of results.

JAX lowers `f(params, x)` to a `main` of flat arrays, in the order of the leaves of the
argument tree `((args...), {kwargs})` (`Lowered.in_tree`, `Exported.in_tree`), less the
leaves it dropped as unused (`kept_var_idx`); its results are the leaves of `out_tree`.
A call with the program's flat arrays in order keeps working; its results come back in the
output tree as well, as `jax.jit(f)` would return them. A function with ordered effects
(io_callback(ordered=True), ordered debug prints) takes and returns JAX's tokens first; a
pytree call passes them (None) and leaves them out of the results, as `jax.jit(f)` does.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Trees:
    in_tree: object  # jax PyTreeDef of (args tuple, kwargs dict)
    out_tree: object  # jax PyTreeDef of the results
    kept: tuple  # indices of the in_tree leaves that are arguments of main
    tokens_in: int = 0  # JAX's tokens main takes before the kept leaves
    tokens_out: int = 0  # and returns before the output leaves

    def fits(self, sig) -> bool:
        """Whether `sig` (the compiled main) takes the kept leaves and returns the output
        leaves one for one, after JAX's tokens (not when JAX added other arguments)."""
        return (len(self.kept) + _leading_tokens(sig.args) == len(sig.args) and
                self.out_tree.num_leaves + _leading_tokens(sig.results) == len(sig.results))

    def fitted(self, sig) -> "Trees | None":
        """These trees for calling `sig` (its leading tokens counted), or None if unfit."""
        if not self.fits(sig):
            return None
        return Trees(self.in_tree, self.out_tree, self.kept, _leading_tokens(sig.args),
                     _leading_tokens(sig.results))

    def flat_arguments(self, sig, args: tuple, kwargs: dict):
        """The arrays to pass to main: the leaves of `(args, kwargs)` if they have the
        structure of the JAX function's arguments, else `args` if they are main's arrays."""
        if not kwargs and len(args) == len(sig.args):
            for a in args:
                if not isinstance(a, np.ndarray):
                    break
            else:  # main's arrays in order (no tree of arrays has another meaning)
                return args
        from jax import tree_util
        leaves, tree = tree_util.tree_flatten((tuple(args), dict(kwargs)))
        if tree == self.in_tree:
            return [None] * self.tokens_in + [leaves[i] for i in self.kept]
        if not kwargs and len(args) == len(sig.args):
            return list(args)
        raise TypeError(f"{sig.name} takes arguments structured as {_show(self.in_tree)} "
                        f"(like the JAX function it was lowered from) or its {len(sig.args)} "
                        f"arrays in order; got {_show(tree)}")

    def results(self, outputs: tuple):
        outputs = outputs[self.tokens_out:]
        if self._single_leaf:  # `f` returns one array: no tree to build
            return outputs[0]
        from jax import tree_util
        return tree_util.tree_unflatten(self.out_tree, list(outputs))

    @property
    def _single_leaf(self) -> bool:
        known = self.__dict__.get("_leaf")
        if known is None:
            known = self.out_tree.num_leaves == 1 and self.out_tree.num_nodes == 1
            object.__setattr__(self, "_leaf", known)
        return known


def _leading_tokens(types) -> int:
    n = 0
    while n < len(types) and types[n].is_token:
        n += 1
    return n


def _show(tree) -> str:
    text = str(tree)
    return text[len("PyTreeDef("):-1] if text.startswith("PyTreeDef(") else text


def of_source(source) -> Trees | None:
    """The argument and result trees of a JAX `Lowered` or `Exported` (None for any other
    source, or when JAX does not say which leaves it kept)."""
    in_tree, out_tree = getattr(source, "in_tree", None), getattr(source, "out_tree", None)
    if in_tree is None or out_tree is None:
        return None
    if hasattr(source, "module_kept_var_idx"):  # jax.export.Exported
        kept = source.module_kept_var_idx
    else:  # jax.stages.Lowered: what its compile arguments record
        args = getattr(getattr(source, "_lowering", None), "compile_args", None) or {}
        kept = args.get("kept_var_idx")
    if kept is None:
        return None
    return Trees(in_tree, out_tree, tuple(sorted(kept)))


def call(exe_call_flat, trees: Trees, sig, args: tuple, kwargs: dict):
    """Call through `exe_call_flat` (main on flat arrays, all results in a tuple) with
    pytrees in and out."""
    outputs = exe_call_flat(trees.flat_arguments(sig, args, kwargs))
    return trees.results(outputs)
