"""The C ABI: a C program written against the generated header, built with the system C
compiler against the `.so` (and against the `.o`), prints results that must equal what numpy
computes from the same inputs. Also: the library's dependencies, `load` round trips, and
libraries that are not ours."""

import shutil
import subprocess
import textwrap

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")

PROGRAM = """
func.func @scale(%x: tensor<2x3xf32>, %s: tensor<f64>, %n: tensor<3xi32>)
    -> (tensor<2x3xf32>, tensor<f64>, tensor<3xi32>) {
  %c = stablehlo.convert %s : (tensor<f64>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %y = stablehlo.multiply %x, %b : tensor<2x3xf32>
  %e = stablehlo.exponential %y : tensor<2x3xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f64>
  %s2 = stablehlo.multiply %s, %two : tensor<f64>
  %n2 = stablehlo.multiply %n, %n : tensor<3xi32>
  return %e, %s2, %n2 : tensor<2x3xf32>, tensor<f64>, tensor<3xi32>
}
func.func @masks(%a: tensor<4xui8>, %b: tensor<4xui8>) -> (tensor<4xi1>, tensor<4xui8>) {
  %lt = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %s = stablehlo.add %a, %b : tensor<4xui8>
  return %lt, %s : tensor<4xi1>, tensor<4xui8>
}
func.func @pick(%m: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.select %m, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @halve(%h: tensor<5xbf16>) -> tensor<5xbf16> {
  %c = stablehlo.constant dense<0.5> : tensor<5xbf16>
  %r = stablehlo.multiply %h, %c : tensor<5xbf16>
  return %r : tensor<5xbf16>
}
"""

# The inputs the C program uses, the same as `_inputs()` below.
C_MAIN = r"""
#include <stdio.h>
#include <string.h>
#include "prog.h"

static float bf16_to_float(uint16_t bits) {
    uint32_t wide = (uint32_t)bits << 16;
    float f;
    memcpy(&f, &wide, sizeof f);
    return f;
}

static uint16_t float_to_bf16(float f) {  /* exact for the values used here */
    uint32_t wide;
    memcpy(&wide, &f, sizeof wide);
    return (uint16_t)(wide >> 16);
}

int main(void) {
    float x[prog_scale_ARG0_ELEMENTS];
    double s = -0.75;
    int32_t n[3] = {3, -4, 46340};
    float y[prog_scale_RESULT0_ELEMENTS];
    double s2;
    int32_t n2[3];
    size_t i;
    for (i = 0; i < prog_scale_ARG0_ELEMENTS; i++) x[i] = (float)i / 4.0f - 0.5f;
    if (prog_scale(x, &s, n, y, &s2, n2) != 0) return 1;
    printf("scale0");
    for (i = 0; i < 6; i++) printf(" %.9g", y[i]);
    printf("\nscale1 %.17g\nscale2 %d %d %d\n", s2, n2[0], n2[1], n2[2]);

    {
        const uint8_t a[4] = {1, 200, 7, 255}, b[4] = {2, 100, 7, 3};
        bool lt[4];
        uint8_t sum[4];
        if (prog_masks(a, b, lt, sum) != 0) return 1;
        printf("masks0 %d %d %d %d\n", lt[0], lt[1], lt[2], lt[3]);
        printf("masks1 %d %d %d %d\n", sum[0], sum[1], sum[2], sum[3]);
    }
    {
        const bool m[4] = {true, false, false, true};
        const float a[4] = {1.5f, 2.5f, 3.5f, 4.5f}, b[4] = {-1.0f, -2.0f, -3.0f, -4.0f};
        float r[4];
        float r2[4];
        void *const buffers[4] = {(void *)m, (void *)a, (void *)b, r2};
        if (prog_pick(m, a, b, r) != 0) return 1;
        printf("pick0 %.9g %.9g %.9g %.9g\n", r[0], r[1], r[2], r[3]);
        if (prog_pick__buffers(buffers) != 0) return 1;  /* the same, buffers in an array */
        printf("pick1 %.9g %.9g %.9g %.9g\n", r2[0], r2[1], r2[2], r2[3]);
    }
    {
        uint16_t h[5], r[5];
        for (i = 0; i < 5; i++) h[i] = float_to_bf16((float)i * 3.0f - 4.0f);
        if (prog_halve(h, r) != 0) return 1;
        printf("halve0");
        for (i = 0; i < 5; i++) printf(" %.9g", bf16_to_float(r[i]));
        printf("\n");
    }
    printf("metadata %d\n", strstr(prog__stablehlo_cc_metadata, "\"halve\"") != NULL);
    return 0;
}
"""


def _inputs():
    return {
        "scale": (np.arange(6, dtype=np.float32).reshape(2, 3) / 4 - 0.5, np.float64(-0.75),
                  np.array([3, -4, 46340], np.int32)),
        "masks": (np.array([1, 200, 7, 255], np.uint8), np.array([2, 100, 7, 3], np.uint8)),
        "pick": (np.array([1, 0, 0, 1], bool), np.array([1.5, 2.5, 3.5, 4.5], np.float32),
                 -np.arange(1, 5, dtype=np.float32)),
        "halve": (np.arange(5, dtype=np.float32) * 3 - 4,),
    }


def _numpy_oracle() -> dict:
    """What each function computes, in numpy (uint8 sums wrap, as in C)."""
    ins = _inputs()
    x, s, n = ins["scale"]
    a, b = ins["masks"]
    m, pa, pb = ins["pick"]
    (h,) = ins["halve"]
    return {
        "scale0": np.exp(x.astype(np.float64) * np.float32(s)).ravel(),
        "scale1": np.array([s * 2]),
        "scale2": (n.astype(np.int64) ** 2).astype(np.int32),
        "masks0": (a < b).astype(int),
        "masks1": (a + b).astype(np.uint8),
        "pick0": np.where(m, pa, pb),
        "pick1": np.where(m, pa, pb),
        "halve0": h.astype(ml_dtypes.bfloat16).astype(np.float32) * 0.5,
        "metadata": np.array([1]),
    }


def _parse(stdout: str) -> dict:
    return {parts[0]: np.array([float(v) for v in parts[1:]])
            for parts in (line.split() for line in stdout.splitlines() if line.strip())}


def _check_output(stdout: str) -> None:
    got, want = _parse(stdout), _numpy_oracle()
    assert set(got) == set(want)
    for key, value in want.items():
        np.testing.assert_allclose(got[key], value.astype(np.float64), rtol=1e-6, err_msg=key)


def _cc(*args, cwd):
    proc = subprocess.run(["cc", *args], cwd=cwd, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    d = tmp_path_factory.mktemp("cabi")
    src = d / "prog.mlir"
    src.write_text(PROGRAM)
    stablehlo_cc.build_library(str(src), str(d / "libprog.so"), header=str(d / "prog.h"))
    stablehlo_cc.build_object(str(src), str(d / "prog.o"))
    (d / "main.c").write_text(C_MAIN)
    return d


def test_header_names_and_types(built):
    header = (built / "prog.h").read_text()
    assert ("int32_t prog_scale(const float *arg0, const double *arg1, const int32_t *arg2, "
            "float *result0, double *result1, int32_t *result2);") in header
    assert "int32_t prog_masks(const uint8_t *arg0, const uint8_t *arg1, bool *result0, " \
           "uint8_t *result1);" in header
    assert "int32_t prog_halve(const uint16_t *arg0, uint16_t *result0);" in header
    assert "int32_t prog_halve__buffers(void *const *buffers);" in header
    assert "#define prog_scale_ARG0_ELEMENTS ((size_t)6)" in header
    assert 'extern "C"' in header and "extern const char prog__stablehlo_cc_metadata[];" in header


def test_c_program_linked_with_the_shared_library(built):
    _cc("-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "main.c", "-o", "main_so",
        "-L.", "-lprog", f"-Wl,-rpath,{built}", cwd=built)
    run = subprocess.run([str(built / "main_so")], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    _check_output(run.stdout)


def test_c_program_linked_with_the_object_file(built):
    _cc("-std=c11", "-Wall", "-Werror", "main.c", "prog.o", "-lm", "-o", "main_o", cwd=built)
    run = subprocess.run([str(built / "main_o")], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    _check_output(run.stdout)


@pytest.mark.skipif(shutil.which("c++") is None, reason="needs a C++ compiler")
def test_header_compiles_as_cpp(built):
    (built / "use.cpp").write_text(textwrap.dedent("""\
        #include "prog.h"
        #include "prog.h"  // the include guard holds
        int call(const float *x, const double *s, const int32_t *n, float *y, double *s2,
                 int32_t *n2) { return prog_scale(x, s, n, y, s2, n2); }
        """))
    proc = subprocess.run(["c++", "-std=c++11", "-Wall", "-Werror", "-c", "use.cpp", "-o",
                           "use.o"], cwd=built, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    symbols = subprocess.run(["nm", "use.o"], cwd=built, capture_output=True, text=True).stdout
    assert " U prog_scale" in symbols  # C linkage: the name is not mangled


def test_library_needs_only_libc_and_libm(built):
    if shutil.which("readelf") is None:
        pytest.skip("needs readelf")
    out = subprocess.run(["readelf", "-d", str(built / "libprog.so")], capture_output=True,
                         text=True, check=True).stdout
    needed = [line.split("[", 1)[1].split("]", 1)[0] for line in out.splitlines()
              if "(NEEDED)" in line]
    allowed = ("libc.so", "libm.so", "ld-linux")
    assert all(n.startswith(allowed) for n in needed), needed
    assert "Library soname: [libprog.so]" in out
    nm = subprocess.run(["nm", "-D", "--defined-only", str(built / "libprog.so")],
                        capture_output=True, text=True, check=True).stdout
    exported = {line.split()[-1] for line in nm.splitlines() if line.split()[1] in "TR"}
    functions = {"prog_scale", "prog_masks", "prog_pick", "prog_halve"}
    assert exported == functions | {f + "__buffers" for f in functions} | \
        {"prog__stablehlo_cc_metadata"}


def test_load_round_trip_matches_compile(built):
    loaded = stablehlo_cc.load(built / "libprog.so", entry="scale")
    jit = stablehlo_cc.compile(PROGRAM, entry="scale")
    assert loaded.signature == jit.signature
    assert sorted(loaded.functions) == ["halve", "masks", "pick", "scale"]
    ins = _inputs()
    for got, want in zip(loaded(*ins["scale"]), jit(*ins["scale"])):
        np.testing.assert_array_equal(got, want)
    lt, total = loaded.function("masks")(*ins["masks"])
    np.testing.assert_array_equal(lt, ins["masks"][0] < ins["masks"][1])
    np.testing.assert_array_equal(total, ins["masks"][0] + ins["masks"][1])
    half = loaded.function("halve")(ins["halve"][0].astype(ml_dtypes.bfloat16))
    assert half.dtype == ml_dtypes.bfloat16
    with pytest.raises(RuntimeError, match="loaded from a library"):
        loaded.ir("llvm-ir")
    with pytest.raises(ValueError, match="no public function @nope"):
        stablehlo_cc.load(built / "libprog.so", entry="nope")
    whole = stablehlo_cc.load(built / "libprog.so")  # no @main: every function, no entry
    assert sorted(whole.functions) == ["halve", "masks", "pick", "scale"]
    with pytest.raises(TypeError, match="several public functions.*entry="):
        whole(*ins["scale"])


def test_load_rejects_an_object_file(built):
    with pytest.raises(ValueError, match="object file"):
        stablehlo_cc.load(built / "prog.o")


def test_load_rejects_libraries_not_built_by_us(tmp_path):
    (tmp_path / "other.c").write_text("int answer(void) { return 42; }\n")
    _cc("-shared", "-fPIC", "other.c", "-o", "libother.so", cwd=tmp_path)
    with pytest.raises(ValueError, match="not built by stablehlo-cc"):
        stablehlo_cc.load(tmp_path / "libother.so")
    (tmp_path / "text.so").write_text("not a library\n")
    with pytest.raises(ValueError, match="text.so"):
        stablehlo_cc.load(tmp_path / "text.so")
    with pytest.raises(FileNotFoundError):
        stablehlo_cc.load(tmp_path / "missing.so")


def test_load_rejects_another_abi_version(tmp_path):
    (tmp_path / "future.c").write_text(
        '__attribute__((section("stablehlo_cc"), used))\n'
        'const char future__stablehlo_cc_metadata[] = '
        '"{\\"abi_version\\":99,\\"prefix\\":\\"future\\",\\"functions\\":[]}";\n')
    _cc("-shared", "-fPIC", "future.c", "-o", "libfuture.so", cwd=tmp_path)
    with pytest.raises(ValueError, match="ABI version 99"):
        stablehlo_cc.load(tmp_path / "libfuture.so")


def test_clashing_export_names_are_a_compile_error(tmp_path):
    clash = """
    func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> { return %a : tensor<2xf32> }
    func.func @p_f(%a: tensor<2xf32>) -> tensor<2xf32> { return %a : tensor<2xf32> }
    """
    with pytest.raises(stablehlo_cc.CompileError, match="p_f"):
        stablehlo_cc.build_library(clash, str(tmp_path / "p.so"))
    signatures = stablehlo_cc.build_library(clash, str(tmp_path / "q.so"))
    assert sorted(s.name for s in signatures) == ["f", "p_f"]
    lib = stablehlo_cc.load(tmp_path / "q.so", entry="p_f")
    np.testing.assert_array_equal(lib(np.array([1, 2], np.float32)), [1, 2])


def test_build_never_overwrites_the_program(tmp_path):
    src = tmp_path / "prog.so"  # a program whose file name looks like an output
    src.write_text(PROGRAM)
    with pytest.raises(ValueError, match="refusing to overwrite"):
        stablehlo_cc.build_library(str(src), str(src))
    with pytest.raises(ValueError, match="refusing to overwrite"):
        stablehlo_cc.build_object(str(src), str(tmp_path / "p.o"), header=str(src))
    assert src.read_text() == PROGRAM


def test_load_refuses_a_library_for_a_richer_cpu(built, monkeypatch):
    from stablehlo_cc.compiler import backend

    meta_features = set(stablehlo_cc.runtime.library.read_metadata(
        str(built / "libprog.so"))["target"]["features"])
    assert meta_features == backend.host_features()  # built here, for this CPU
    poorer = sorted(meta_features)[1:]  # a machine that lacks one of them
    monkeypatch.setattr(backend, "host_features", lambda: set(poorer))
    with pytest.raises(ValueError, match="CPU features this machine lacks"):
        stablehlo_cc.load(built / "libprog.so")


def test_portable_library_records_only_the_baseline_features(tmp_path, monkeypatch):
    from stablehlo_cc.compiler import backend

    src = tmp_path / "prog.mlir"
    src.write_text(PROGRAM)
    stablehlo_cc.build_library(str(src), str(tmp_path / "libp.so"), target_cpu="x86-64")
    meta = stablehlo_cc.runtime.library.read_metadata(str(tmp_path / "libp.so"))
    # The x86-64 psABI baseline (CMOV, CX8, FXSR, MMX, SSE, SSE2), in LLVM's names.
    baseline = ["cmov", "cx8", "fxsr", "mmx", "sse", "sse2"]
    assert meta["target"] == {"cpu": "x86-64", "features": baseline}
    monkeypatch.setattr(backend, "host_features", lambda: set(baseline))
    exe = stablehlo_cc.load(tmp_path / "libp.so", entry="pick")
    np.testing.assert_array_equal(exe(*_inputs()["pick"]), [1.5, -2, -3, 4.5])


C_THREADS = r"""
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include "prog.h"

#define THREADS 4
#define ROUNDS 2000

static float expected[6];

static void *work(void *arg) {
    float x[6], y[6];
    double s = -0.75, s2;
    int32_t n[3] = {3, -4, 46340}, n2[3];
    size_t i;
    int round;
    (void)arg;
    for (i = 0; i < 6; i++) x[i] = (float)i / 4.0f - 0.5f;
    for (round = 0; round < ROUNDS; round++) {
        if (prog_scale(x, &s, n, y, &s2, n2) != 0) return (void *)1;
        if (memcmp(y, expected, sizeof y) != 0 || s2 != -1.5 || n2[2] != 46340 * 46340)
            return (void *)1;
    }
    return NULL;
}

int main(void) {
    pthread_t threads[THREADS];
    float x[6];
    double s = -0.75, s2;
    int32_t n[3] = {3, -4, 46340}, n2[3];
    size_t i;
    int t, failures = 0;
    for (i = 0; i < 6; i++) x[i] = (float)i / 4.0f - 0.5f;
    if (prog_scale(x, &s, n, expected, &s2, n2) != 0) return 1;
    for (t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, work, NULL);
    for (t = 0; t < THREADS; t++) {
        void *status;
        pthread_join(threads[t], &status);
        failures += status != NULL;
    }
    printf("failures %d\n", failures);
    return failures != 0;
}
"""


def test_concurrent_calls_from_c_threads(built):
    """The functions are re-entrant: C threads calling one at once all get the right answer."""
    (built / "threads.c").write_text(C_THREADS)
    _cc("-std=c99", "-Wall", "-Werror", "-pthread", "threads.c", "-o", "threads", "-L.",
        "-lprog", f"-Wl,-rpath,{built}", cwd=built)
    run = subprocess.run([str(built / "threads")], capture_output=True, text=True)
    assert run.returncode == 0 and "failures 0" in run.stdout, run.stdout + run.stderr
