"""Compiled code never needs more stack as problems grow (issue 8).

Real-size programs (benchmarks/real_size_programs.py) compiled at -O3 run on a thread with a
256 KiB stack, from Python and from a C caller of the `.so`, and must match `jax.jit`.
Before the fix, vector temporaries were `alloca`s inside loops and 6 of 11 real models
overflowed the stack. The mechanism is also tested alone: `compiler/linalg/stack_allocations.py`
moves small allocas to function entry and large or dynamic ones to the heap, and
`backend.check_stack_allocations` refuses LLVM IR with an alloca outside an entry block.
"""

import json
import os
import shutil
import subprocess
import sys

import jax
import mlir.ir as uir
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import backend
from stablehlo_cc.compiler.bridge import new_upstream_context
from stablehlo_cc.errors import CompileError
from stablehlo_cc.compiler.linalg.stack_allocations import MAX_STACK_BYTES, place_stack_allocations
from benchmarks.real_size_programs import make

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# (quick ones run always, the larger ones in the slow suite)
QUICK = ["einsum_abc_cde", "depthwise_conv", "tanh_mlp_rank3", "attention_scores"]
LARGE = ["attention", "mlp_bias_gelu_rank3", "strided_conv_nchw", "small_cnn",
         "encoder_block", "bench_cnn", "bench_transformer", "bench_mlp", "bench_matmul"]
TOLERANCE = 1e-4  # of the output's scale


def _run_worker(names: list[str], timeout: float) -> dict:
    """Results by name; a program that killed the worker gets {"crashed": returncode}, and
    the worker is started again for the programs after it."""
    results, todo = {}, list(names)
    env = dict(os.environ, PYTHONPATH=ROOT)
    while todo:
        proc = subprocess.run([sys.executable, os.path.join(HERE, "small_stack_worker.py"),
                               *todo], capture_output=True, text=True, timeout=timeout, env=env)
        started = None
        for line in proc.stdout.splitlines():
            if not line.startswith("{"):
                continue
            record = json.loads(line)
            if "start" in record:
                started = record["start"]
            else:
                results[record["name"]] = record
        if proc.returncode == 0:
            break
        if started is None or started in results:
            raise AssertionError(f"worker failed before a program ran:\n{proc.stderr[-3000:]}")
        results[started] = {"crashed": proc.returncode, "stderr": proc.stderr[-2000:]}
        todo = todo[todo.index(started) + 1:]
    return results


@pytest.fixture(scope="module")
def quick_results():
    return _run_worker(QUICK, timeout=300)


@pytest.fixture(scope="module")
def large_results():
    return _run_worker(LARGE, timeout=900)


def _check(record):
    assert "crashed" not in record, f"process died ({record['crashed']}): {record['stderr']}"
    assert record["relative_error"] <= TOLERANCE, record


@pytest.mark.parametrize("name", QUICK)
def test_runs_on_a_256k_stack_thread(quick_results, name):
    _check(quick_results[name])


@pytest.mark.slow
@pytest.mark.parametrize("name", LARGE)
def test_large_programs_run_on_a_256k_stack_thread(large_results, name):
    _check(large_results[name])


# --- the C ABI: a C program calls the library on a pthread with a 256 KiB stack ------------

@pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")
@pytest.mark.parametrize("name", ["einsum_abc_cde", "depthwise_conv"])
def test_c_caller_on_a_256k_pthread(tmp_path, name):
    caller = tmp_path / "caller"
    subprocess.run(["cc", "-std=c99", "-O1", "-Wall", "-Werror", "-pthread",
                    os.path.join(HERE, "c", "small_stack_caller.c"), "-o", str(caller), "-ldl"],
                   check=True, capture_output=True)
    fn, inputs = make(name)
    jitted = jax.jit(fn)
    expected = np.asarray(jitted(*inputs))
    stablehlo_cc.build_library(jitted.lower(*inputs), str(tmp_path / "libprog.so"))
    arg_files = []
    for i, x in enumerate(inputs):
        path = tmp_path / f"arg{i}.bin"
        np.ascontiguousarray(x).tofile(path)
        arg_files.append(str(path))
    out = tmp_path / "result0.bin"
    run = subprocess.run([str(caller), str(tmp_path / "libprog.so"), "prog_main",
                          str(len(inputs)), "1", *arg_files, f"{out}:{expected.nbytes}"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, (run.returncode, run.stderr)
    got = np.fromfile(out, expected.dtype).reshape(expected.shape)
    np.testing.assert_allclose(got, expected, atol=TOLERANCE * np.max(np.abs(expected)))


# --- the mechanism alone ----------------------------------------------------------------------

LOOP_WITH_ALLOCAS = """
func.func @f(%out: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  scf.for %i = %c0 to %c1000 step %c1 {
    %small = memref.alloca() : memref<4xvector<32xf32>>
    %large = memref.alloca() : memref<LARGExf32>
    %dynamic = memref.alloca(%n) : memref<?xf32>
    %v = memref.load %small[%c0] : memref<4xvector<32xf32>>
    %x = vector.extract %v[0] : f32 from vector<32xf32>
    memref.store %x, %large[%c0] : memref<LARGExf32>
    memref.store %x, %dynamic[%c0] : memref<?xf32>
    %y = memref.load %large[%c0] : memref<LARGExf32>
    memref.store %y, %out[%c0] : memref<8xf32>
  }
  return
}
""".replace("LARGE", str(MAX_STACK_BYTES))  # 4 bytes an element: 4x the limit


def _ops(module):
    found = []

    def visit(op):
        found.append(op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit, uir.WalkOrder.PRE_ORDER)
    return found


def test_small_allocas_move_to_entry_and_large_ones_to_the_heap():
    ctx = new_upstream_context()
    module = uir.Module.parse(LOOP_WITH_ALLOCAS, ctx)
    assert place_stack_allocations(module) == 3
    module.operation.verify()
    func = module.body.operations[0]
    entry = func.regions[0].blocks[0]
    allocas = [op for op in _ops(module) if op.name == "memref.alloca"]
    assert [str(op.results[0].type) for op in allocas] == ["memref<4xvector<32xf32>>"]
    assert allocas[0].operation.block == entry
    loop = next(op for op in _ops(module) if op.name == "scf.for")
    body = [op.name for op in loop.regions[0].blocks[0].operations]
    assert body.count("memref.alloc") == 2 and body.count("memref.dealloc") == 2
    assert body.index("memref.dealloc") > body.index("memref.store")


ALLOCA_IN_LOOP_IR = """
define void @f(ptr %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %tmp = alloca [4 x <8 x float>], align 32
  store volatile float 1.0, ptr %tmp
  %v = load volatile float, ptr %tmp
  store float %v, ptr %out
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"""


def test_backend_refuses_an_alloca_outside_the_entry_block():
    tm = backend.target_machine()
    with pytest.raises(CompileError, match="f allocates stack memory outside its entry block"):
        backend.optimize(ALLOCA_IN_LOOP_IR, tm, 0, {"f"})


def test_a_function_keeps_at_most_its_stack_budget():
    """Many small temporaries: those beyond the function's budget come from the heap."""
    from stablehlo_cc.compiler.linalg.stack_allocations import MAX_FUNCTION_STACK_BYTES
    count = MAX_FUNCTION_STACK_BYTES // MAX_STACK_BYTES + 3
    allocas = "\n".join(f"    %t{i} = memref.alloca() : memref<{MAX_STACK_BYTES // 4}xf32>\n"
                        f"    memref.store %x, %t{i}[%c0] : memref<{MAX_STACK_BYTES // 4}xf32>"
                        for i in range(count))
    text = f"""
func.func @f(%x: f32) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c0 to %c9 step %c1 {{
{allocas}
  }}
  return
}}"""
    ctx = new_upstream_context()
    module = uir.Module.parse(text, ctx)
    place_stack_allocations(module)
    module.operation.verify()
    names = [op.name for op in _ops(module)]
    assert names.count("memref.alloca") == MAX_FUNCTION_STACK_BYTES // MAX_STACK_BYTES
    assert names.count("memref.alloc") == 3 and names.count("memref.dealloc") == 3
