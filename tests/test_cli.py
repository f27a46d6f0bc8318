"""The `stablehlo-cc` command, run as a user would (a subprocess), in both of its spellings:
the console script and `python -m stablehlo_cc`. Results are checked against numpy."""

import os
import subprocess
import sys

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc import STAGES

BIN = os.path.dirname(sys.executable)
COMMANDS = {
    "script": [os.path.join(BIN, "stablehlo-cc")],
    "module": [sys.executable, "-m", "stablehlo_cc"],
}

PROGRAM = """\
func.func @main(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = stablehlo.multiply %a, %b : tensor<4x16xf32>
  %1 = stablehlo.add %0, %a : tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
func.func @twice(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.add %a, %a : tensor<3xi32>
  return %0 : tensor<3xi32>
}
"""

BAD = """\
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def _numpy_main(a, b):
    return a * b + a


def _inputs():
    rng = np.random.default_rng(7)
    return [rng.standard_normal((4, 16), dtype=np.float32) for _ in range(2)]


def shlo(*args, command="script", cwd=None):
    return subprocess.run([*COMMANDS[command], *map(str, args)], capture_output=True, text=True,
                          cwd=cwd)


def _assert_clean_error(proc, *fragments, code=None):
    assert proc.returncode != 0
    if code is not None:
        assert proc.returncode == code, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr
    for fragment in fragments:
        assert fragment in proc.stderr, proc.stderr


@pytest.fixture
def prog(tmp_path):
    path = tmp_path / "prog.mlir"
    path.write_text(PROGRAM)
    return path


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_shared_library_and_header(prog, tmp_path, command):
    proc = shlo(prog, "-o", tmp_path / "libprog.so", "--header", tmp_path / "prog.h",
                command=command)
    assert proc.returncode == 0, proc.stderr
    header = (tmp_path / "prog.h").read_text()
    assert "int32_t prog_main(const float *arg0, const float *arg1, float *result0);" in header
    assert "int32_t prog_twice(const int32_t *arg0, int32_t *result0);" in header
    exe = stablehlo_cc.load(tmp_path / "libprog.so")
    a, b = _inputs()
    np.testing.assert_allclose(exe(a, b), _numpy_main(a, b), rtol=1e-6)
    np.testing.assert_array_equal(exe.function("twice")([1, 2, 3]), [2, 4, 6])


def test_object_file(prog, tmp_path):
    proc = shlo(prog, "-o", tmp_path / "prog.o")
    assert proc.returncode == 0, proc.stderr
    data = (tmp_path / "prog.o").read_bytes()
    assert data[:4] == b"\x7fELF" and int.from_bytes(data[16:18], "little") == 1  # ET_REL
    nm = subprocess.run(["nm", tmp_path / "prog.o"], capture_output=True, text=True).stdout
    assert " T prog_main" in nm and " T prog_twice" in nm


MARKERS = {"stablehlo": "stablehlo.multiply", "linalg": "linalg.generic",
           "bufferized": "memref<4x16xf32>", "llvm-dialect": "llvm.func",
           "llvm-ir": "define", "asm": "prog_main:"}


@pytest.mark.parametrize("stage", STAGES)
def test_emit_every_stage(prog, tmp_path, stage):
    out = tmp_path / f"prog.{stage}"
    proc = shlo(prog, f"--emit={stage}", "-o", out, "--prefix", "prog")
    assert proc.returncode == 0, proc.stderr
    if stage == "obj":
        assert out.read_bytes()[:4] == b"\x7fELF"
        _assert_clean_error(shlo(prog, "--emit=obj"), "give an output file with -o", code=2)
        return
    assert MARKERS[stage] in out.read_text()
    printed = shlo(prog, f"--emit={stage}", "--prefix", "prog")
    assert printed.returncode == 0, printed.stderr
    assert MARKERS[stage] in printed.stdout


def test_optimization_levels(prog, tmp_path):
    a, b = _inputs()
    ir = {}
    for level in range(4):
        lib = tmp_path / f"o{level}.so"
        proc = shlo(prog, f"-O{level}", "-o", lib)
        assert proc.returncode == 0, proc.stderr
        np.testing.assert_allclose(stablehlo_cc.load(lib)(a, b), _numpy_main(a, b), rtol=1e-6)
        if level in (0, 3):
            ir[level] = shlo(prog, f"-O{level}", "--emit=llvm-ir", "--entry", "main").stdout
    assert "x float>" in ir[3] and "x float>" not in ir[0]  # only -O3 vectorizes
    _assert_clean_error(shlo(prog, "-O7", "-o", tmp_path / "x.so"), "-O", code=2)


def test_entry(prog, tmp_path):
    proc = shlo(prog, "--entry", "twice", "-o", tmp_path / "t.so", "--header", tmp_path / "t.h")
    assert proc.returncode == 0, proc.stderr
    header = (tmp_path / "t.h").read_text()
    assert "t_twice" in header and "t_main" not in header
    exe = stablehlo_cc.load(tmp_path / "t.so")
    assert exe.functions == ["twice"]
    _assert_clean_error(shlo(prog, "--entry", "nope", "-o", tmp_path / "n.so"), "@nope")


def _host_has(*flags) -> bool:
    with open("/proc/cpuinfo") as f:
        have = set(next((line for line in f if line.startswith("flags")), "").split())
    return all(flag in have for flag in flags)


def test_target_cpu(prog, tmp_path):
    base = shlo(prog, "--entry", "main", "--emit=asm", "--target-cpu", "x86-64")
    v3 = shlo(prog, "--entry", "main", "--emit=asm", "--target-cpu", "x86-64-v3")
    assert base.returncode == 0 and v3.returncode == 0, base.stderr + v3.stderr
    assert "ymm" not in base.stdout  # SSE2 only
    assert "ymm" in v3.stdout  # AVX2: 8 floats a vector
    a, b = _inputs()
    for cpu, runnable in (("x86-64", True), ("x86-64-v3", _host_has("avx2", "fma", "bmi2"))):
        lib = tmp_path / f"lib{cpu.replace('-', '_')}.so"
        proc = shlo(prog, "--target-cpu", cpu, "-o", lib)
        assert proc.returncode == 0, proc.stderr
        if runnable:
            np.testing.assert_allclose(stablehlo_cc.load(lib)(a, b), _numpy_main(a, b),
                                       rtol=1e-6)
    _assert_clean_error(shlo(prog, "--target-cpu", "pentium9000", "-o", tmp_path / "p.so"),
                        "unknown target CPU 'pentium9000'", code=2)
    assert not (tmp_path / "p.so").exists()


def test_prefix(prog, tmp_path):
    proc = shlo(prog, "--prefix", "net", "-o", tmp_path / "libx.so", "--header", tmp_path / "x.h")
    assert proc.returncode == 0, proc.stderr
    assert "int32_t net_main(" in (tmp_path / "x.h").read_text()
    nm = subprocess.run(["nm", "-D", tmp_path / "libx.so"], capture_output=True, text=True).stdout
    assert " T net_main" in nm and " T net_twice" in nm
    _assert_clean_error(shlo(prog, "--prefix", "9x", "-o", tmp_path / "y.so"), "C identifier")


def test_run_with_inputs_expected_and_save(prog, tmp_path):
    a, b = _inputs()
    np.savez(tmp_path / "in.npz", a, b)
    np.savez(tmp_path / "want.npz", _numpy_main(a, b))
    np.savez(tmp_path / "wrong.npz", _numpy_main(a, b) + 1)
    lib = tmp_path / "libprog.so"
    assert shlo(prog, "-o", lib).returncode == 0
    for program in (lib, prog):  # a library, or a program compiled on the fly
        proc = shlo("run", program, "--inputs", tmp_path / "in.npz", "--expected",
                    tmp_path / "want.npz", "--save", tmp_path / "got.npz")
        assert proc.returncode == 0, proc.stderr
        assert "match" in proc.stdout and "MISMATCH" not in proc.stdout
        with np.load(tmp_path / "got.npz") as got:
            np.testing.assert_allclose(got["result0"], _numpy_main(a, b), rtol=1e-6)
    proc = shlo("run", lib, "--inputs", tmp_path / "in.npz", "--expected", tmp_path / "wrong.npz")
    assert proc.returncode == 1 and "MISMATCH" in proc.stdout
    versioned = tmp_path / "libprog.so.1"  # a library is recognised by its contents
    versioned.write_bytes(lib.read_bytes())
    proc = shlo("run", versioned, "--inputs", tmp_path / "in.npz")
    assert proc.returncode == 0, proc.stderr
    np.savez(tmp_path / "ints.npz", arg0=np.array([4, 5, 6], np.int32))
    proc = shlo("run", lib, "--entry", "twice", "--inputs", tmp_path / "ints.npz", "--save",
                tmp_path / "twice.out")
    assert proc.returncode == 0, proc.stderr
    with np.load(tmp_path / "twice.out") as got:  # the name given, not twice.out.npz
        np.testing.assert_array_equal(got["result0"], [8, 10, 12])


def test_run_errors(prog, tmp_path):
    lib = tmp_path / "libprog.so"
    assert shlo(prog, "-o", lib).returncode == 0
    np.savez(tmp_path / "one.npz", np.zeros((4, 16), np.float32))
    _assert_clean_error(shlo("run", lib, "--inputs", tmp_path / "one.npz"),
                        "holds no argument 1 of main", code=2)
    np.savez(tmp_path / "f64.npz", np.zeros((4, 16)), np.zeros((4, 16)))
    _assert_clean_error(shlo("run", lib, "--inputs", tmp_path / "f64.npz"),
                        "argument 0 must be a tensor<4x16xf32>", code=2)
    _assert_clean_error(shlo("run", lib, "--inputs", tmp_path / "missing.npz"), "no such file")
    (tmp_path / "junk.npz").write_text("not numpy data")
    _assert_clean_error(shlo("run", lib, "--inputs", tmp_path / "junk.npz"), "cannot read arrays",
                        code=2)
    np.save(tmp_path / "ints.npy", np.array([1, 2, 3], np.int32))  # one argument in a .npy
    proc = shlo("run", lib, "--entry", "twice", "--inputs", tmp_path / "ints.npy")
    assert proc.returncode == 0 and "[2 4 6]" in proc.stdout, proc.stderr
    before = (tmp_path / "one.npz").read_bytes()
    _assert_clean_error(shlo("run", lib, "--inputs", tmp_path / "one.npz", "--save",
                             tmp_path / "one.npz"), "refusing to overwrite")
    assert (tmp_path / "one.npz").read_bytes() == before


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_bad_program_reports_position(tmp_path, command):
    bad = tmp_path / "bad.mlir"
    bad.write_text(BAD)
    proc = shlo(bad, "-o", tmp_path / "bad.so", command=command)
    _assert_clean_error(proc, f"{bad}:2:26: error:", code=1)
    assert not (tmp_path / "bad.so").exists()


def test_unsupported_op_reports_position(tmp_path):
    src = tmp_path / "call.mlir"
    src.write_text("""\
func.func @main(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.custom_call @column_major(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
""")
    _assert_clean_error(shlo(src, "-o", tmp_path / "call.so"), f"{src}:2:8: error:", code=1)


def test_usage_errors(prog, tmp_path):
    _assert_clean_error(shlo(tmp_path / "missing.mlir", "-o", tmp_path / "m.so"),
                        "no such file", code=2)
    _assert_clean_error(shlo(prog, "--emit=machine-code"), "invalid choice", code=2)
    _assert_clean_error(shlo(prog), "no output", code=2)
    _assert_clean_error(shlo(prog, "-o", tmp_path / "prog.txt"), "cannot tell", code=2)
    _assert_clean_error(shlo(prog, "-o", tmp_path / "no" / "such" / "dir.so"),
                        "cannot write", code=2)
    _assert_clean_error(shlo(prog, "-o", tmp_path), "is a directory", code=2)
    _assert_clean_error(shlo(prog, "-o", "/proc/prog.so"), "cannot write", code=2)  # even root
    _assert_clean_error(shlo(prog, "-o", "/proc/prog.o"), "cannot write", code=2)
    _assert_clean_error(shlo(prog, "-o", tmp_path / "a.so", "--header", tmp_path / "no" / "a.h"),
                        "cannot write", code=2)
    assert not (tmp_path / "a.so").exists()  # nothing is written when one output cannot be
    _assert_clean_error(shlo(prog, "--emit=asm", "--header", tmp_path / "a.h"), "--header")
    assert shlo("--help").returncode == 0 and shlo("run", "--help").returncode == 0


def test_outputs_never_overwrite_inputs(prog, tmp_path):
    before = prog.read_bytes()
    _assert_clean_error(shlo(prog, "-o", prog), "refusing to overwrite", code=2)
    _assert_clean_error(shlo(prog, "--emit=linalg", "-o", prog), "refusing to overwrite")
    _assert_clean_error(shlo(prog, "-o", tmp_path / "x.so", "--header", prog),
                        "refusing to overwrite")
    os.link(prog, tmp_path / "hardlink.mlir")
    _assert_clean_error(shlo(prog, "--emit=stablehlo", "-o", tmp_path / "hardlink.mlir"),
                        "refusing to overwrite")
    _assert_clean_error(shlo(prog, "-o", tmp_path / "x.so", "--header", tmp_path / "x.so"),
                        "same file")
    assert prog.read_bytes() == before


# --- what a new user runs into (issue 9, items 12, 14 and 15) --------------------------------

DYNAMIC = """\
func.func @main(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %a, %a : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
"""


def test_a_directory_as_input_says_it_is_a_directory(prog, tmp_path):
    _assert_clean_error(shlo(tmp_path, "-o", tmp_path / "x.so"), f"cannot read {tmp_path}: it is "
                        "a directory", code=2)
    _assert_clean_error(shlo("run", tmp_path), "it is a directory", code=2)
    _assert_clean_error(shlo("run", prog, "--inputs", tmp_path), "it is a directory", code=2)


def test_a_wrong_entry_is_a_bad_command_line(prog, tmp_path):
    for args in ([prog, "-o", tmp_path / "x.so", "--entry", "nope"],
                 [prog, "--emit=linalg", "--entry", "nope"],
                 ["run", prog, "--entry", "nope"]):
        _assert_clean_error(shlo(*args), "no public function @nope (public functions: @main, "
                            "@twice)", code=2)
    two = tmp_path / "two.mlir"  # no @main: run needs --entry
    two.write_text(PROGRAM.replace("@main", "@times"))
    _assert_clean_error(shlo("run", two), "none is @main: pass --entry", code=2)


def test_bad_shapes_name_the_option(tmp_path):
    dyn = tmp_path / "dyn.mlir"
    dyn.write_text(DYNAMIC)
    proc = shlo(dyn, "-o", tmp_path / "d.so", "--shapes", "3x4,5")
    _assert_clean_error(proc, "--shapes gives 2 shapes for main(arg0: tensor<?x4xf32>)", code=2)
    assert "arg_shapes" not in proc.stderr
    proc = shlo(dyn, "-o", tmp_path / "d.so", "--shapes", "3x5")
    _assert_clean_error(proc, "must have size 4 in dimension 1", code=2)


def test_run_inputs_that_are_not_numpy_files(prog, tmp_path):
    proc = shlo("run", prog, "--inputs", prog)
    _assert_clean_error(proc, f"cannot read arrays from {prog}: it is not a .npz or .npy file",
                        code=2)
    assert "pickle" not in proc.stderr
    np.save(tmp_path / "ints.npy", np.array([1, 2, 3], np.int32))
    _assert_clean_error(shlo("run", prog, "--expected", tmp_path / "ints.npy", "--inputs", prog),
                        "not a .npz or .npy file", code=2)


def test_run_without_inputs_says_how_to_give_them(prog):
    _assert_clean_error(shlo("run", prog), "takes 2 arguments: give them with --inputs", code=2)


def test_run_refuses_npz_keys_that_name_no_argument(prog, tmp_path):
    a, b = _inputs()
    np.savez(tmp_path / "ab.npz", a=a, b=b)
    proc = shlo("run", prog, "--inputs", tmp_path / "ab.npz")
    _assert_clean_error(proc, "'a', 'b' name no argument of main(", "arg0, arg1", code=2)
    np.savez(tmp_path / "extra.npz", arg0=a, arg1=b, arg2=a)
    _assert_clean_error(shlo("run", prog, "--inputs", tmp_path / "extra.npz"),
                        "'arg2' names no argument", code=2)
    np.savez(tmp_path / "ok.npz", arg1=b, arg0=a)  # any order in the file: by name
    np.savez(tmp_path / "want.npz", result0=_numpy_main(a, b))
    np.savez(tmp_path / "badwant.npz", output=_numpy_main(a, b))
    proc = shlo("run", prog, "--inputs", tmp_path / "ok.npz", "--expected", tmp_path / "want.npz")
    assert proc.returncode == 0 and "match" in proc.stdout, proc.stderr
    _assert_clean_error(shlo("run", prog, "--inputs", tmp_path / "ok.npz", "--expected",
                             tmp_path / "badwant.npz"), "'output' names no result", code=2)


def test_help_documents_the_run_command():
    proc = shlo("--help")
    assert proc.returncode == 0
    usage, _, rest = proc.stdout.partition("\n\n")
    assert "stablehlo-cc run PROGRAM" in usage, proc.stdout
    commands = rest[rest.index("commands:"):]
    assert "\n  run " in commands and "stablehlo-cc run --help" in commands, proc.stdout
    run_help = shlo("run", "--help").stdout
    assert "--inputs" in run_help and "--expected" in run_help


def _jax_model():
    """A JAX function of dicts, its lowered text (with the argument names JAX gives) and
    its inputs."""
    import jax

    def model(params, x, double):
        h = x["token_ids"] @ params["w"] + params["b"]
        return {"logits": h * double, "total": x["mask"].sum()}

    rng = np.random.default_rng(3)
    params = {"w": rng.standard_normal((64, 128), dtype=np.float32),
              "b": rng.standard_normal(128, dtype=np.float32)}
    x = {"token_ids": rng.standard_normal((2, 64), dtype=np.float32),
         "mask": rng.integers(0, 2, 16).astype(np.int32)}
    double = np.float32(2.0)
    text = jax.jit(model).lower(params, x, double).as_text(debug_info=True)
    expected = jax.jit(model)(params, x, double)
    return text, (params, x, double), {k: np.asarray(v) for k, v in expected.items()}


def test_jax_argument_names_in_header_signature_and_npz_keys(tmp_path):
    text, (params, x, double), expected = _jax_model()
    src = tmp_path / "model.mlir"
    src.write_text(text)
    proc = shlo(src, "-o", tmp_path / "libmodel.so", "--header", tmp_path / "model.h")
    assert proc.returncode == 0, proc.stderr
    header = (tmp_path / "model.h").read_text()
    assert ("int32_t model_main(const float *params_b, const float *params_w, const int32_t "
            "*x_mask, const float *x_token_ids, const float *double_, float *result_logits, "
            "int32_t *result_total);") in header, header
    cc = subprocess.run(["cc", "-fsyntax-only", "-Wall", "-Werror", "-x", "c",
                         tmp_path / "model.h"], capture_output=True, text=True)
    assert cc.returncode == 0, cc.stderr
    # .npz keys: the JAX names, or their C spellings, in any order
    np.savez(tmp_path / "in.npz", **{"x['token_ids']": x["token_ids"], "x_mask": x["mask"],
                                     "params['w']": params["w"], "params_b": params["b"],
                                     "double": double})
    np.savez(tmp_path / "want.npz", **{"result['logits']": expected["logits"],
                                       "result_total": expected["total"]})
    for program in (src, tmp_path / "libmodel.so"):
        proc = shlo("run", program, "--inputs", tmp_path / "in.npz", "--expected",
                    tmp_path / "want.npz")
        assert proc.returncode == 0, proc.stderr
        assert "main(params['b']: tensor<128xf32>, params['w']: tensor<64x128xf32>, " \
            "x['mask']: tensor<16xi32>, x['token_ids']: tensor<2x64xf32>, double: tensor<f32>)" \
            in proc.stdout, proc.stdout
        assert proc.stdout.count("(match)") == 2, proc.stdout
