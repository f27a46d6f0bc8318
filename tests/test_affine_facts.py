"""affine_facts parses iterator kinds and indexing-map results from the attributes' text; the
oracle is MLIR's own AffineMap objects (each result expression and its class)."""

import mlir.ir as uir
import pytest

from stablehlo_cc.compiler.linalg import affine_facts
from stablehlo_cc.compiler.bridge import new_upstream_context

MAPS = [
    "(d0, d1, d2) -> (d0, d2)",
    "(d0, d1) -> ()",
    "(d0, d1) -> (0, d1)",
    "(d0, d1, d2, d3) -> (d3, d1 * 2 + d2, d0)",
    "(d0, d1)[s0] -> (d0 + s0, d1)",
    "(d0, d1) -> ((d0 + d1) floordiv 2, d1 mod 4, d0)",
    "(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11) -> (d11, d10, d0)",
    "() -> ()",
]


def _oracle(amap) -> tuple:
    return tuple(e.position if isinstance(e, uir.AffineDimExpr) else None for e in amap.results)


@pytest.mark.parametrize("text", MAPS)
def test_map_results_match_mlir(text):
    with new_upstream_context():
        amap = uir.AffineMapAttr(uir.Attribute.parse(f"affine_map<{text}>")).value
        assert affine_facts.map_results(str(amap)) == _oracle(amap)
        assert affine_facts.dims_of(amap) == [p for p in _oracle(amap) if p is not None]


def test_generic_kinds_and_indexing_match_mlir():
    src = """
    func.func @f(%a: tensor<2x64x128xf32>, %b: tensor<2x128x32xf32>,
                 %c: tensor<2x64x32xf32>) -> tensor<2x64x32xf32> {
      %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                           iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
          ins(%a, %b : tensor<2x64x128xf32>, tensor<2x128x32xf32>) outs(%c : tensor<2x64x32xf32>) {
      ^bb0(%x: f32, %y: f32, %z: f32):
        %m = arith.mulf %x, %y : f32
        %s = arith.addf %z, %m : f32
        linalg.yield %s : f32
      } -> tensor<2x64x32xf32>
      return %r : tensor<2x64x32xf32>
    }"""
    with new_upstream_context() as ctx:
        module = uir.Module.parse(src, ctx)
        generic = module.body.operations[0].regions[0].blocks[0].operations[0].operation
        want_maps = tuple(_oracle(uir.AffineMapAttr(a).value)
                          for a in generic.attributes["indexing_maps"])
        want_kinds = ["reduction" if "reduction" in str(a) else "parallel"
                      for a in generic.attributes["iterator_types"]]
        assert affine_facts.indexing_results(generic) == want_maps
        assert affine_facts.iterator_kinds(generic) == want_kinds
