"""LLVM's first-use costs, paid on an idle CPU while a process's first compile is still in MLIR.

The first compile of a process pays, in its LLVM stage, for what later compiles find ready:
libLLVM's pass pipeline and llvmlite's code generation touching their code for the first time
(page faults), the target machines and their subtargets (X86's feature closure over the
host's ~60 features), the pass registries. Measured as thread CPU time of the first against
later compiles of one fresh process (AMD Zen 3, issue 11, 2026-11-27): matmul256 O3 5.0 vs
1.3 ms, code generation 7.3 vs 4.1, translation 2.4 vs 0.6; the flax MNIST CNN O3 17-23 vs
12-13, code generation 25-38 vs 19-22.

Both run without the GIL (libLLVM through ctypes.CDLL, llvmlite's functions likewise), while
the compile's front end (MLIR's Python bindings, which hold the GIL) leaves the second CPU
idle for most of the compile. So the first compile of a process with two or more CPUs starts
a thread that optimizes and generates code for a tiny module with a vectorizable loop (the
same pipeline, the same shared target machine, the same code generation options as the
compile), and is done long before the compile reaches LLVM. It is what an earlier compile in
the process would have done, so the compile's code is the same bits (tests check it). The
thread holds llvmlite's lock only while it generates code (a few ms); nothing before LLVM in a
compile waits for that lock but the host CPU query, made once before the thread starts.

`STABLEHLO_CC_LLVM_WARMUP=0` turns it off; a process that may use one CPU only
(split_codegen.threads) never starts it. XLA:CPU has no such step: its LLVM is warmed by the
compiles of its own runtime functions at client creation.
"""

from __future__ import annotations

import atexit
import os
import threading

ENV = "STABLEHLO_CC_LLVM_WARMUP"

# A loop the vectorizer widens (an FMA over floats) and an entry that calls it: the passes
# and the code generation of a compile's loop nests and entry have all run once on it.
_IR = """
define internal void @__shlo_warmup_body(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %n) {
entry:
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %pc = getelementptr inbounds float, ptr %c, i64 %i
  %x = load float, ptr %pa, align 4
  %y = load float, ptr %pb, align 4
  %z = load float, ptr %pc, align 4
  %r = call float @llvm.fmuladd.f32(float %x, float %y, float %z)
  store float %r, ptr %pc, align 4
  %next = add nuw i64 %i, 1
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

define i32 @__shlo_warmup(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %n) {
entry:
  call void @__shlo_warmup_body(ptr %a, ptr %b, ptr %c, i64 %n)
  ret i32 0
}

declare float @llvm.fmuladd.f32(float, float, float)
"""

_lock = threading.Lock()
_thread: threading.Thread | None = None
_asked = False  # a compile of this process has called `start`
errors: list[BaseException] = []  # what a warm-up raised (it never fails a compile)


def enabled() -> bool:
    """Whether a warm-up may run: not turned off, and this process may use two CPUs."""
    if os.environ.get(ENV, "").strip().lower() in ("0", "false", "no", "off"):
        return False
    from .split_codegen import threads
    try:
        return threads() > 1
    except Exception:  # (a bad thread-count setting is the compile's to report)
        return False


def start(options, emit: str | None) -> threading.Thread | None:
    """At the start of the process's first compile (`options`: its compiler Options, `emit`
    the stage it stops after), start the warm-up thread for the target machine that compile
    will generate code with; the thread, or None (not the first compile, a compile that
    makes no machine code, or not enabled)."""
    global _thread, _asked
    if _asked or emit not in (None, "obj") or options.opt_level <= 0:
        return None
    with _lock:
        if _asked:
            return None
        _asked = True
    if not enabled():
        return None
    jit = emit is None and not options.pic  # (as the driver's code generation chooses)
    # (the Python part here: the thread then runs in LLVM, without the GIL, but for a few
    # calls; a thread that imports and builds in Python takes the GIL from the compile)
    try:
        job = _prepare(options.target_cpu, options.opt_level, options.pic, jit)
    except Exception:  # (an unknown target CPU, say: the compile reports it where it did)
        return None
    thread = threading.Thread(target=_run, args=job, name="shlo-llvm-warmup", daemon=True)
    with _lock:
        _thread = thread
    thread.start()
    return thread


def join() -> None:
    """Wait for a running warm-up: the compile that started it does before it returns (a
    tiny program's compile can end first), and so does the process at exit (LLVM's static
    destructors must not run under it)."""
    thread = _thread
    if thread is not None and thread.is_alive() and thread is not threading.current_thread():
        thread.join()


atexit.register(join)


def _prepare(target_cpu, opt_level: int, pic: bool, jit: bool) -> tuple:
    """(the shared target machine, the pipeline's settings for it) of a compile with these
    settings; the target machine made, libLLVM's library loaded and its target set up."""
    from . import backend, codegen_options, llvm_passes  # noqa: F401 (imported here, once)
    from .pipeline import llvm_speed_level
    tm = backend.shared_target_machine(target_cpu, opt_level, pic=pic, jit=jit)
    config = dict(triple=tm.triple, data_layout=str(tm.target_data),
                  speed_level=llvm_speed_level(opt_level), **tm.stablehlo_cc_config)
    llvm_passes._llvm(config["triple"])
    return tm, config


def _run(tm, config: dict) -> None:
    try:
        _compile(tm, config)
    except BaseException as e:  # noqa: BLE001 (kept for the tests; a compile goes on)
        errors.append(e)


def warm(target_cpu=None, opt_level: int = 3, *, pic: bool = False, jit: bool = True) -> bytes:
    """Optimize and generate code for `_IR` as a compile for these settings would (the shared
    target machine, libLLVM's pipeline, our code generation options); the object code."""
    return _compile(*_prepare(target_cpu, opt_level, pic, jit))


def _compile(tm, config: dict) -> bytes:
    import llvmlite.binding as llvm

    from . import codegen_options, llvm_passes
    text = llvm_passes.optimize_ir(_IR, exported={"__shlo_warmup"}, **config)
    with codegen_options.ours():  # (llvmlite's lock: parse and generate under it)
        module = llvm.parse_assembly(text)
        return tm.emit_object(module)
