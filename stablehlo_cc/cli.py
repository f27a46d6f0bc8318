"""The `stablehlo-cc` command: compile a program (`stablehlo-cc prog.mlir -o prog.so`) or run one
(`stablehlo-cc run prog.so --inputs in.npz`). Errors print like a compiler's, without traceback."""

from __future__ import annotations

import argparse
import os
import re
import sys

from .compiler.pipeline import STAGES
from .errors import EntryError

_EXIT_BAD_PROGRAM, _EXIT_USAGE, _EXIT_INTERNAL = 1, 2, 3


class UsageError(Exception):
    """A problem with how the command was called (not with the program)."""


_COMMANDS = """\
commands:
  (none)      compile PROGRAM: the options above
  run         run PROGRAM (MLIR, a portable artifact, or a .so built by stablehlo-cc) on the
              arrays of a .npz file, print the results, compare them with --expected and
              save them with --save; programs with collectives run on a process grid, or one
              MPI rank a process under mpirun. Options: stablehlo-cc run --help

exit status: 0 success, 1 a bad program (or results that do not match --expected),
2 a bad command line or input file, 3 an internal error
"""


def _compile_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="stablehlo-cc",
        usage="%(prog)s PROGRAM (-o OUTPUT | --emit STAGE) [options]\n"
              "       %(prog)s run PROGRAM [--inputs FILE.npz] [--expected FILE.npz] "
              "[options]",
        description="Compile a StableHLO program to native code for the CPU, or run one.",
        epilog=_COMMANDS, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", metavar="PROGRAM",
                   help="program: MLIR text or bytecode, or a StableHLO portable artifact")
    p.add_argument("-o", dest="output",
                   help="output file: .so (shared library), .o (object file), or the text of "
                        "--emit; with --emit and no -o the text goes to standard output")
    p.add_argument("--emit", choices=STAGES, help="stop after this stage and write its output")
    p.add_argument("--entry", help="compile only this public function (default: all of them)")
    p.add_argument("-O", dest="opt_level", type=int, choices=range(4), default=3, metavar="N",
                   help="optimization level 0-3 (default 3)")
    p.add_argument("--target-cpu", default=None,
                   help="CPU to generate code for (LLVM name, e.g. x86-64-v3; default: this host)")
    p.add_argument("--header", help="also write a C header declaring the exported functions")
    p.add_argument("--prefix", help="prefix of exported symbols (default: the output's name)")
    p.add_argument("--shapes", type=parse_shapes, metavar="SHAPES",
                   help="argument shapes to specialize a program with dynamic dimensions for, "
                        "comma-separated, e.g. 8x4,4x3 (a scalar is ''); needs --entry when "
                        "the program has several public functions")
    p.add_argument("--time-passes", action="store_true",
                   help="print the time of each stage and of the slowest passes on stderr")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="log what the compiler does (and the times of --time-passes)")
    return p


def parse_shapes(text: str) -> list:
    """`8x4,4x3,` -> [(8, 4), (4, 3), ()]: one shape an argument, dimensions joined by x."""
    shapes = []
    for part in text.split(","):
        part = part.strip()
        if part in ("", "()"):
            shapes.append(())
            continue
        try:
            shapes.append(tuple(int(d) for d in part.split("x")))
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"bad shape {part!r} in {text!r}: write dimensions joined by x, e.g. 8x4") from None
    return shapes


def _run_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="stablehlo-cc run",
                                description="Run a program (source or a library built by "
                                            "stablehlo-cc) on inputs from a .npz file.")
    p.add_argument("program", help="a .so built by stablehlo-cc, or a program to compile")
    p.add_argument("--inputs", help=".npz with the arguments, named arg0, arg1, ... (or "
                                    "arr_0, ... as numpy.savez names them, or the names the "
                                    "signature gives, e.g. x['token_ids'] or x_token_ids); "
                                    "grid programs also p<i>_arg<j>; .npy for one argument")
    p.add_argument("--entry", help="the function to run (default: main or the only one)")
    p.add_argument("--expected", help=".npz or .npy with the expected results, to compare")
    p.add_argument("--rtol", type=float, default=1e-4, help="relative tolerance (default 1e-4)")
    p.add_argument("--atol", type=float, default=1e-5, help="absolute tolerance (default 1e-5)")
    p.add_argument("--save", help="write the results to this .npz")
    p.add_argument("--timeout", type=float, default=None,
                   help="grid programs: seconds a process may wait for the others (default 60)")
    p.add_argument("--num-replicas", type=_positive, default=None, metavar="R",
                   help="grid size (default: the module's mhlo.num_replicas)")
    p.add_argument("--num-partitions", type=_positive, default=None, metavar="P",
                   help="grid size (default: the module's mhlo.num_partitions); a program "
                        "with shardings is partitioned over P devices and takes global arrays")
    return p


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, not {text!r}")
    return value


def _check_input(path: str) -> None:
    if os.path.isdir(path):
        raise UsageError(f"cannot read {path}: it is a directory")
    if not os.path.isfile(path):
        raise UsageError(f"no such file: {path}")


def _same_file(a: str, b: str) -> bool:
    if os.path.exists(a) and os.path.exists(b):
        return os.path.samefile(a, b)
    return os.path.abspath(a) == os.path.abspath(b)


def _check_outputs(outputs: list[str | None], inputs: list[str | None]) -> None:
    """Before any work: every output is writable, and none is an input or another output
    (nothing a user gave us is ever overwritten)."""
    outputs = [o for o in outputs if o]
    inputs = [i for i in inputs if i]
    for k, out in enumerate(outputs):
        for i in inputs:
            if _same_file(out, i):
                raise UsageError(f"refusing to overwrite the input {i} with an output")
        for other in outputs[k + 1:]:
            if _same_file(out, other):
                raise UsageError(f"two outputs go to the same file {out}")
        if os.path.isdir(out):
            raise UsageError(f"cannot write {out}: it is a directory")
        parent = os.path.dirname(os.path.abspath(out))
        if not os.path.isdir(parent):
            raise UsageError(f"cannot write {out}: no such directory {parent}")
        if not os.access(parent, os.W_OK) or (os.path.exists(out) and not os.access(out, os.W_OK)):
            raise UsageError(f"cannot write {out}: permission denied")


def _write(path: str | None, data) -> None:
    if path is None:
        if isinstance(data, bytes):
            raise UsageError("--emit=obj writes binary data: give an output file with -o")
        sys.stdout.write(data if data.endswith("\n") else data + "\n")
        return
    try:
        with open(path, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
    except OSError as e:
        raise UsageError(f"cannot write {path}: {e.strerror}") from None


def compile_main(argv: list[str]) -> int:
    args = _compile_parser().parse_args(argv)
    if args.time_passes or args.verbose:
        from .compiler import timing
        timing.collect(True)
        if args.verbose:
            import logging
            logging.basicConfig(format="stablehlo-cc: %(message)s")
            logging.getLogger("stablehlo_cc").setLevel(logging.DEBUG)
        try:
            return _compile(args)
        finally:
            print(timing.report(timing.collected()), file=sys.stderr)
            timing.collect(False)
    return _compile(args)


def _compile(args) -> int:
    import stablehlo_cc as shc

    _check_input(args.input)
    _check_outputs([args.output, args.header], [args.input])
    if args.emit is not None:
        if args.header:
            raise UsageError("--header goes with building a .so or .o, not with --emit")
        if args.emit == "obj" and not args.output:
            raise UsageError("--emit=obj writes binary data: give an output file with -o")
        prefix = args.prefix or (shc.api.default_prefix(args.output) if args.output else None)
        out = shc.compile(args.input, entry=args.entry, opt_level=args.opt_level,
                          emit=args.emit, target_cpu=args.target_cpu, prefix=prefix,
                          arg_shapes=args.shapes)
        _write(args.output, out)
        return 0
    if not args.output:
        raise UsageError("no output: give -o prog.so (or prog.o), or --emit=STAGE")
    if args.output.endswith((".dylib", ".dll")):
        raise UsageError(f"{args.output}: only ELF shared libraries (.so) can be built here")
    kw = dict(entry=args.entry, opt_level=args.opt_level, target_cpu=args.target_cpu,
              prefix=args.prefix, header=args.header, arg_shapes=args.shapes)
    if args.output.endswith(".o"):
        build = shc.build_object
    elif args.output.endswith(".so") or ".so." in os.path.basename(args.output):
        build = shc.build_library
    else:
        raise UsageError(f"cannot tell what to write from the name {args.output}: "
                         "use .so for a shared library or .o for an object file")
    try:
        build(args.input, args.output, **kw)
    except OSError as e:  # checked up front, but a file system can still refuse
        raise UsageError(f"cannot write {e.filename or args.output}: {e.strerror}") from None
    return 0


def run_main(argv: list[str]) -> int:
    args = _run_parser().parse_args(argv)
    import numpy as np

    import stablehlo_cc as shc
    from .runtime import array_files

    for path in (args.program, args.inputs, args.expected):
        if path:
            _check_input(path)
    _check_outputs([args.save], [args.program, args.inputs, args.expected])
    with open(args.program, "rb") as f:
        is_binary = f.read(4) == b"\x7fELF"
    grid = dict(num_replicas=args.num_replicas, num_partitions=args.num_partitions)
    if is_binary:  # a library (or object file, which load refuses with a clear message)
        exe = shc.load(args.program, entry=args.entry, **grid)
    else:
        exe = shc.compile(args.program, entry=args.entry, **grid)
    if exe.uses_runtime or exe.layouts:  # collectives, ids, feeds: the thread grid, or one process a rank
        from .runtime import grid_cli
        return grid_cli.run(exe, args.inputs, entry=args.entry, expected=args.expected,
                            save=args.save, rtol=args.rtol, atol=args.atol, timeout=args.timeout)
    sig = exe.signature
    data = array_files.load(args.inputs) if args.inputs else None
    array_files.check_keys(data, array_files.argument_key_set(sig), args.inputs,
                           f"argument of {sig.describe()}")
    results = exe.function(sig.name)(*array_files.arguments(sig, data, args.inputs))
    results = list(results) if isinstance(results, tuple) else [results]
    results = [r for r in results if r is not None]  # token results carry nothing
    print(f"{exe.signature.describe()}")
    for i, r in enumerate(results):
        print(f"result {i}: {r.dtype}{list(r.shape)}")
        print(np.array2string(r, precision=6, threshold=64, edgeitems=3))
    status = 0
    if args.expected:
        names = [n for n, t in zip(sig.result_names or [""] * len(sig.results), sig.results)
                 if not t.is_token]
        expected = array_files.results(array_files.load(args.expected), len(results),
                                       args.expected, names)
        for i, (r, e) in enumerate(zip(results, expected)):
            diff = np.max(np.abs(r.astype(np.float64) - e.astype(np.float64)), initial=0.0)
            ok = r.shape == e.shape and np.allclose(r.astype(np.float64), e.astype(np.float64),
                                                    rtol=args.rtol, atol=args.atol)
            print(f"result {i}: largest difference from expected: {diff:.3g} "
                  f"({'match' if ok else 'MISMATCH'})")
            status = status or (0 if ok else 1)
    if args.save:
        with open(args.save, "wb") as f:  # a file object: np.savez would append .npz to a name
            np.savez(f, **{f"result{i}": r for i, r in enumerate(results)})
    return status


# The Python API's keywords that errors name, and the options that set them here.
# (`entry` only as `entry=`: the word alone is ordinary prose.)
_OPTIONS = {"arg_shapes": "--shapes", "entry": "--entry", "num_replicas": "--num-replicas",
            "num_partitions": "--num-partitions", "opt_level": "-O",
            "target_cpu": "--target-cpu"}
_KEYWORD = re.compile(r"\b(?:(arg_shapes|num_replicas|num_partitions|opt_level|target_cpu)\b"
                      r"|(entry)(?==))(=(?=\w))?=?")


def _option_names(message: str) -> str:
    """A message of the Python API in the command's words: `arg_shapes` -> `--shapes`."""
    return _KEYWORD.sub(lambda m: _OPTIONS[m.group(1) or m.group(2)] + (m.group(3) or ""),
                        message)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        if argv and argv[0] == "run":
            return run_main(argv[1:])
        if argv and argv[0] == "cache":
            from .cache_cli import cache_main
            return cache_main(argv[1:])
        return compile_main(argv)
    except UsageError as e:
        print(f"stablehlo-cc: error: {e}", file=sys.stderr)
        return _EXIT_USAGE
    except EntryError as e:  # --entry names no function, or is needed
        print(f"stablehlo-cc: error: {_option_names(str(e))}", file=sys.stderr)
        return _EXIT_USAGE
    except KeyboardInterrupt:
        print("stablehlo-cc: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # every failure ends in a message, not a traceback
        from .errors import CompileError

        if isinstance(e, CompileError):
            text = str(e) if e.diagnostics else f"stablehlo-cc: error: {e}"
            print(text, file=sys.stderr)
            return _EXIT_BAD_PROGRAM
        if isinstance(e, (TypeError, ValueError, OSError)):
            print(f"stablehlo-cc: error: {_option_names(str(e))}", file=sys.stderr)
            return _EXIT_USAGE
        if os.environ.get("STABLEHLO_CC_TRACEBACK"):
            raise
        print(f"stablehlo-cc: internal error: {type(e).__name__}: {e} "
              "(set STABLEHLO_CC_TRACEBACK=1 for details)", file=sys.stderr)
        return _EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
