"""Where LLVM's share of a compile goes: per pass of our pipeline, and per function in code generation.

    python -m benchmarks.llvm_profile MODEL_OR_MLIR [--repeats 3] [--functions] [--codegen-passes]

Compiles the program once (cache off) to capture the LLVM module our pipeline receives (the
translated, merged, linked module of llvm_passes.optimize_module), then, in the same process
(pin it: `taskset -c 1`):
- runs the tailored pipeline (llvm_passes.py) pass by pass, each as its own `LLVMRunPasses`
  call over all functions (the inliner alone, then each function pass), and prints the
  process CPU time of each (median of --repeats), then loop strength reduction and printing;
  run this way the passes see the functions in another order than in one pipeline (the
  result is the same for function passes, which read one function at a time);
- the whole pipeline and code generation (llvmlite, with our options) as a compile runs them,
  and the same with the loop vectorizer left out (what it costs, downstream included);
- with --functions: code generation time per function (each alone in a module, the others
  declared, minus an empty module's time);
- with --codegen-passes: code generation time per machine pass (llvmlite's `-time-passes`
  report over --repeats runs, the numbered instances of a pass added up; the timers slow
  code generation down, so read the shares, not the totals).

LLVM's own `-time-passes` prints nothing through `LLVMRunPasses` here (its report is printed
at LLVM's shutdown, which the MLIR bindings' library never runs), hence the pass-by-pass runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

_VECTORIZER = "loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>"


def _capture(source: str) -> tuple[str, dict]:
    """(the LLVM IR text our pipeline gets, optimize_module's keyword arguments)."""
    import stablehlo_cc
    from stablehlo_cc.compiler import llvm_passes

    seen = {}
    original = llvm_passes.optimize_module

    def capture(module, **kwargs):
        seen["text"], seen["config"] = module.text(), dict(kwargs)
        return original(module, **kwargs)

    os.environ["STABLEHLO_CC_COMPILE_THREADS"] = "1"  # one part: the whole module
    llvm_passes.optimize_module = capture
    try:
        stablehlo_cc.compile(source, cache=False)
    finally:
        llvm_passes.optimize_module = original
    return seen["text"], seen["config"]


def _segments() -> list[str]:
    from stablehlo_cc.compiler import llvm_passes as lp
    return ([f"function<eager-inv>({','.join(lp._EARLY)})", "ipsccp", "globalopt",
             "cgscc(inline)"] + [f"function({p})" for p in lp._SIMPLIFY]
            + [f"function({p})" for p in lp._VECTORIZE] + ["globaldce"])


def pass_times(text: str, config: dict, repeats: int) -> list[tuple[str, float]]:
    """(pass, median CPU seconds) of the pipeline run pass by pass, then LSR and printing."""
    from stablehlo_cc.compiler import llvm_passes as lp, loop_strength

    lib = lp._llvm(config["triple"])
    times: dict[str, list[float]] = {}
    for _ in range(repeats):
        ctx = lib.LLVMContextCreate()
        mod = lp._parse(lib, ctx, text, config["triple"], config["data_layout"])
        lp._internalize(lib, mod, config["exported"])
        tm = lp._target_machine(lib, config["triple"], config["cpu"], config["features"],
                                config["speed_level"], config["reloc"], config["code_model"])
        options = lib.LLVMCreatePassBuilderOptions()
        try:
            steps = [(f"{k:2d} {s}", lambda s=s: lib.LLVMRunPasses(mod, s.encode(), tm, options))
                     for k, s in enumerate(_segments())]
            steps.append(("   loop strength reduction",
                          lambda: loop_strength.reduce_loops(lib, mod, tm, options)))
            steps.append(("   print", lambda: lib.LLVMDisposeMessage(
                lib.LLVMPrintModuleToString(mod))))
            for name, step in steps:
                start = time.process_time()
                if step():
                    raise RuntimeError(f"{name} failed")
                times.setdefault(name, []).append(time.process_time() - start)
        finally:
            lib.LLVMDisposePassBuilderOptions(options)
            lib.LLVMDisposeTargetMachine(tm)
            lib.LLVMDisposeModule(mod)
            lib.LLVMContextDispose(ctx)
    return [(name, statistics.median(v)) for name, v in times.items()]


def _codegen(text: str, tm) -> float:
    import llvmlite.binding as llvm
    from stablehlo_cc.compiler import buffer_allocation, codegen_options, cold_functions

    text = cold_functions.mark(text)
    text = buffer_allocation.use_native_allocator(text)
    module = llvm.parse_assembly(text)
    start = time.process_time()
    with codegen_options.ours():
        tm.emit_object(module)
    return time.process_time() - start


def whole(text: str, config: dict, repeats: int, pipeline: str | None = None) -> tuple:
    """Median CPU seconds (pipeline, code generation) and the optimized text's lines."""
    from stablehlo_cc.compiler import backend, llvm_passes as lp

    tm = backend.target_machine()
    original = lp.pipeline
    if pipeline is not None:
        lp.pipeline = lambda level: pipeline
    try:
        opt, gen = [], []
        for _ in range(repeats):
            start = time.process_time()
            out = lp.optimize_ir(text, **config)
            opt.append(time.process_time() - start)
            gen.append(_codegen(out, tm))
    finally:
        lp.pipeline = original
    return statistics.median(opt), statistics.median(gen), out.count("\n"), out


def function_times(optimized: str, repeats: int) -> list[tuple[str, int, float]]:
    """(function, lines, code generation CPU seconds) of each function of `optimized`."""
    from stablehlo_cc.compiler import backend, split_codegen as sc

    tm = backend.target_machine()
    module = sc._parse_module(optimized)
    if module is None:
        raise SystemExit("this module's text is not cut into functions (split_codegen.py)")

    def only(name):
        lines = list(module.header) + [g.line for g in module.globals.values()]
        for n, f in module.functions.items():
            lines.append(f.text if n == name else sc._declaration(f.header, hidden=False))
        return "\n".join(lines + module.tail) + "\n"

    def best(text):
        return min(_codegen(text, tm) for _ in range(repeats))

    empty = best(only(None))
    return sorted(((n, f.text.count("\n"), best(only(n)) - empty)
                   for n, f in module.functions.items()), key=lambda r: -r[2])


def codegen_pass_times(optimized: str, repeats: int) -> list[tuple[str, float]]:
    """(machine pass, CPU seconds a run) of code generation for `optimized`, most first."""
    import re
    import llvmlite.binding as llvm
    from stablehlo_cc.compiler import backend

    tm = backend.target_machine()
    _codegen(optimized, tm)  # (one run first: LLVM's one-time set-up)
    llvm.set_time_passes(True)
    try:
        for _ in range(repeats):
            _codegen(optimized, tm)
        report = llvm.report_and_reset_timings()
    finally:
        llvm.set_time_passes(False)
    # a report line: user, system, user+system, wall (each "seconds (percent)"), then the name
    row = re.compile(r"^\s+(?:[\d.]+ \(\s*[\d.]+%\)\s+){2}([\d.]+) \(\s*[\d.]+%\)\s+"
                     r"[\d.]+ \(\s*[\d.]+%\)\s+(.+?)\s*$")
    totals: dict[str, float] = {}
    for line in report.splitlines():
        m = row.match(line)
        if m and m.group(2) != "Total":
            name = re.sub(r" #\d+$", "", m.group(2))
            totals[name] = totals.get(name, 0.0) + float(m.group(1)) / repeats
    return sorted(totals.items(), key=lambda kv: -kv[1])


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="a zoo model name or a StableHLO .mlir file")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--codegen-passes", action="store_true",
                        help="code generation time per machine pass too")
    parser.add_argument("--functions", action="store_true",
                        help="code generation time per function too")
    args = parser.parse_args(argv)
    os.environ["STABLEHLO_CC_CACHE"] = "0"
    from .models import zoo
    from stablehlo_cc.compiler import llvm_passes as lp

    source = (zoo.mlir_path(args.program).read_text() if args.program in zoo.names()
              else open(args.program).read())
    text, config = _capture(source)
    print(f"{args.program}: {text.count(chr(10))} lines of LLVM IR into the pipeline")
    rows = pass_times(text, config, args.repeats)
    total = sum(t for _, t in rows)
    print("pipeline pass by pass (CPU ms, median):")
    for name, t in rows:
        print(f"  {t * 1e3:7.1f}  {100 * t / total:5.1f} %  {name[:100]}")
    print(f"  {total * 1e3:7.1f}  total")
    opt, gen, lines, optimized = whole(text, config, args.repeats)
    no_lv = lp._TAILORED.replace(_VECTORIZER + ",", "")
    opt2, gen2, lines2, _ = whole(text, config, args.repeats, no_lv)
    print(f"whole pipeline {opt * 1e3:.1f} ms + code generation {gen * 1e3:.1f} ms "
          f"({lines} lines optimized)")
    print(f"without the loop vectorizer {opt2 * 1e3:.1f} + {gen2 * 1e3:.1f} ms ({lines2} lines)")
    if args.codegen_passes:
        rows = codegen_pass_times(optimized, args.repeats)
        total = sum(t for _, t in rows)
        print("code generation per machine pass (CPU ms a run, with the timers on):")
        for name, t in rows[:25]:
            print(f"  {t * 1e3:7.1f}  {100 * t / total:5.1f} %  {name}")
        print(f"  {total * 1e3:7.1f}  total")
    if args.functions:
        print("code generation per function (CPU ms, best of --repeats):")
        for name, n, t in function_times(optimized, args.repeats):
            print(f"  {t * 1e3:7.2f}  {n:6d} lines  {name}")


if __name__ == "__main__":
    main()
