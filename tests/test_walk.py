"""walk.block_operations lists a block's ops without OpViews; the oracle is the binding's own
`block.operations` (the same ops, in order), on a function of 1000 ops and on an op with
several regions and blocks."""

import mlir.ir as uir

from stablehlo_cc.compiler.bridge import new_upstream_context
from stablehlo_cc.compiler.walk import block_operations

_BODY = "\n".join(f"%v{i} = arith.addi %a, %a : i32" for i in range(1000))
_SOURCE = f"""
func.func @big(%a: i32) {{
{_BODY}
  return
}}
func.func @branches(%c: i1, %x: f32) -> f32 {{
  %r = scf.if %c -> f32 {{
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }} else {{
    %z = arith.mulf %x, %x : f32
    %w = arith.subf %z, %x : f32
    scf.yield %w : f32
  }}
  cf.br ^next(%r : f32)
^next(%s: f32):
  %t = arith.negf %s : f32
  return %t : f32
}}
"""


def _blocks(op):
    return [block for region in op.regions for block in region.blocks]


def test_same_ops_in_order_as_the_binding():
    with new_upstream_context() as ctx:
        module = uir.Module.parse(_SOURCE, ctx)
        checked = 0
        pending = [op.operation for op in module.body.operations]
        while pending:
            op = pending.pop()
            for block in _blocks(op):
                want = [o.operation for o in block.operations]
                got = block_operations(block)
                assert got == want
                assert all(type(o) is uir.Operation for o in got)
                pending += got
                checked += 1
        assert checked >= 5  # @big's body, @branches' two blocks and the if's two


_NESTED = """
func.func @f(%t: tensor<4x8xf32>, %r: tensor<8xf32>, %n: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<4x8xf32> {
    %row = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                           iterator_types = ["parallel"]} ins(%r : tensor<8xf32>)
                           outs(%r : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<8xf32>
    %ins = tensor.insert_slice %row into %acc[0, 0] [1, 8] [1, 1]
        : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %ins : tensor<4x8xf32>
  }
  return %out : tensor<4x8xf32>
}
"""


def test_has_op_named_finds_nested_ops_and_skips_linalg_bodies():
    from stablehlo_cc.compiler.walk import has_op_named, ops_named
    with new_upstream_context() as ctx:
        module = uir.Module.parse(_NESTED, ctx)
        for names in (["tensor.insert_slice"], ("tensor.parallel_insert_slice", "scf.for"),
                      "linalg.generic", ["func.return"]):
            assert has_op_named(module, names) and ops_named(module, names)
        assert not has_op_named(module, ["tensor.parallel_insert_slice", "linalg.copy"])
        # (ops of a linalg body are not looked at: scalar code, never what is asked for)
        assert ops_named(module, "arith.addf") and not has_op_named(module, "arith.addf")
        # (nor, when asked, the bodies of the ops named in `not_in`; the ops themselves are)
        assert not has_op_named(module, "tensor.insert_slice", not_in=("scf.for",))
        assert has_op_named(module, "scf.for", not_in=("scf.for",))
        assert has_op_named(module, "tensor.insert_slice", not_in=("scf.forall",))


def _post_order(op) -> list:
    """Every op under `op` (itself last), children before parents, by recursion over the
    binding's regions, blocks and `block.operations`: the oracle for `ops_named`."""
    found = []
    for block in _blocks(op):
        for inner in block.operations:
            found += _post_order(inner.operation)
    return found + [op]


def test_ops_named_finds_the_ops_the_binding_lists():
    """ops_named (the walk that skips linalg bodies and the one that does not) finds the ops
    of the given names that a recursion over the module finds, in the same order, each a
    plain `Operation` (no OpView)."""
    from stablehlo_cc.compiler.walk import ops_named
    with new_upstream_context() as ctx:
        module = uir.Module.parse(_SOURCE + _NESTED, ctx)
        every = _post_order(module.operation)
        for names in ("arith.addf", ("scf.for", "scf.if"), ("arith.addi", "arith.negf"),
                      "linalg.generic", ("linalg.generic", "tensor.insert_slice")):
            wanted = {names} if isinstance(names, str) else set(names)
            want = [op for op in every if op.name in wanted]
            got = ops_named(module, names)
            assert got == want, names
            assert got and all(type(op) is uir.Operation for op in got)
        # (calls on tensors, searched outside linalg bodies: none in a body here)
        got = ops_named(module, "tensor.insert_slice", in_linalg_bodies=False)
        assert got == [op for op in every if op.name == "tensor.insert_slice"]
        assert all(type(op) is uir.Operation for op in got)
