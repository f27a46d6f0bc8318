"""codegen_options.ours(): our code is generated without the post-RA list scheduler (and
without LSR), and llvmlite's options are LLVM's defaults again after."""

import llvmlite.binding as llvm
import numpy as np

import stablehlo_cc
from stablehlo_cc.compiler import backend, codegen_options, loop_strength


def _straight_line_ir(blocks: int = 16) -> str:
    """Independent load / multiply / add / divide / store chains: work a scheduler reorders."""
    lines = ["define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c) {"]
    for i in range(blocks):
        lines += [f"  %pa{i} = getelementptr <8 x float>, ptr %a, i64 {i}",
                  f"  %pb{i} = getelementptr <8 x float>, ptr %b, i64 {i}",
                  f"  %pc{i} = getelementptr <8 x float>, ptr %c, i64 {i}",
                  f"  %x{i} = load <8 x float>, ptr %pa{i}",
                  f"  %y{i} = load <8 x float>, ptr %pb{i}",
                  f"  %m{i} = fmul <8 x float> %x{i}, %y{i}",
                  f"  %s{i} = fadd <8 x float> %m{i}, %x{i}",
                  f"  %d{i} = fdiv <8 x float> %s{i}, %y{i}",
                  f"  store <8 x float> %d{i}, ptr %pc{i}"]
    return "\n".join(lines + ["  ret void", "}"])


def _assembly(tm, ir: str) -> str:
    return tm.emit_assembly(llvm.parse_assembly(ir))


def test_post_ra_scheduling_is_off_only_inside():
    ir = _straight_line_ir()
    # znver3's scheduling model asks for the post-RA list scheduler: inside `ours()` it
    # does not run, so the instruction order differs from LSR-off alone.
    zen = backend.target_machine("znver3", 3)
    before = _assembly(zen, ir)
    with loop_strength.no_lsr():
        lsr_only = _assembly(zen, ir)
    with codegen_options.ours():
        with codegen_options.ours():  # reentrant (llvmlite's lock is)
            inside = _assembly(zen, ir)
    after = _assembly(zen, ir)
    assert before == after == lsr_only  # (straight-line code: LSR has nothing to do)
    assert inside != before
    # Skylake's model never runs it: the same code either way.
    skylake = backend.target_machine("skylake", 3)
    with codegen_options.ours():
        inside = _assembly(skylake, ir)
    assert inside == _assembly(skylake, ir)


def test_code_generated_without_it_computes_the_same():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((64, 256)).astype(np.float32)
    y = (rng.random((64, 256)) + 0.5).astype(np.float32)
    text = """
func.func @main(%x: tensor<64x256xf32>, %y: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %m = stablehlo.multiply %x, %y : tensor<64x256xf32>
  %s = stablehlo.add %m, %x : tensor<64x256xf32>
  %d = stablehlo.divide %s, %y : tensor<64x256xf32>
  return %d : tensor<64x256xf32>
}"""
    exe = stablehlo_cc.compile(text, cache=False)
    np.testing.assert_allclose(np.asarray(exe(x, y)), (x * y + x) / y, rtol=1e-6)
