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
