"""Test-session setup: the compile cache goes to temporary directories (inherited by every
subprocess a test starts), never to the user's ~/.cache; each test starts with an empty one,
so that a test that changes how the compiler works (monkeypatch) compiles for real rather
than finding another test's code."""

import atexit
import os
import shutil
import tempfile

import pytest

_cache_root = tempfile.mkdtemp(prefix="stablehlo-cc-test-cache-")
os.environ["STABLEHLO_CC_CACHE_DIR"] = _cache_root
os.environ.pop("STABLEHLO_CC_CACHE", None)
os.environ.pop("STABLEHLO_CC_CACHE_MAX_BYTES", None)
# Every MLIR pass-manager run verifies the module first (compiler/timing.verify_each_run): a
# rewrite that makes invalid IR fails with the verifier's message, naming the op.
# (`STABLEHLO_CC_VERIFY=0 pytest ...` runs them as users compile instead)
os.environ.setdefault("STABLEHLO_CC_VERIFY", "each")
atexit.register(shutil.rmtree, _cache_root, ignore_errors=True)


@pytest.fixture(autouse=True)
def _empty_compile_cache(monkeypatch):
    monkeypatch.setenv("STABLEHLO_CC_CACHE_DIR", tempfile.mkdtemp(dir=_cache_root))
    from stablehlo_cc import compile_cache
    compile_cache.forget_in_process()
    yield


@pytest.fixture
def packed_from_avx2_sizes(monkeypatch):
    """f32 products take the packed kernel from the sizes it does on an AVX2 host (an
    AVX-512 host leaves more of them to its tiled code: native_gemm_calls.F32_LIMITS_AVX512),
    for the tests of the packed path's layouts, on every host. gemm.c picks its kernel from
    the host's features either way."""
    from stablehlo_cc.compiler.linalg import native_gemm_calls
    monkeypatch.setattr(native_gemm_calls, "F32_LIMITS_AVX512",
                        native_gemm_calls.F32_LIMITS_OTHER)


@pytest.fixture
def tiled_from_avx512_sizes():
    """f32 products are left to the tiled code (or given to the packed kernel) from the sizes
    an AVX-512 host uses, on every host: for the tests of the tiled products' own forms, which
    an AVX2 host (native_gemm_calls.F32_LIMITS_OTHER, its few-rows rule) hands to gemm.c from
    smaller sizes. The code still runs on the host's own vectors. (A patch of its own: tests
    that undo their `monkeypatch` keep this one.)"""
    from stablehlo_cc.compiler.linalg import native_gemm_calls
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(native_gemm_calls, "f32_limits",
                      lambda vector_bytes: native_gemm_calls.F32_LIMITS_AVX512)
        yield


@pytest.fixture
def avx2_register_block(monkeypatch):
    """Code is tiled for AVX2's register block (6 rows x 2 ymm vectors) whatever the host
    has: for tests that name the block's vector shapes (an AVX-512 host's is 8 x 2 zmm). The
    code runs on any x86-64 host with AVX2."""
    from stablehlo_cc.compiler.linalg import contraction_codegen
    monkeypatch.setattr(contraction_codegen, "host_register_block",
                        lambda: contraction_codegen.RegisterBlock(rows=6, vectors=2,
                                                                  vector_bytes=32))


@pytest.fixture
def tiled_convolutions(monkeypatch):
    """2-D convolutions take the tiled path (convolution_codegen.py) rather than the packed
    GEMM (native_convolutions.py): for tests of the tiled code itself."""
    from stablehlo_cc.compiler.linalg import native_convolutions
    monkeypatch.setattr(native_convolutions, "offload_convolutions_2d", lambda *args: 0)


@pytest.fixture
def jax_x64():
    """JAX traces with its 64-bit types (float64, complex128) for one test, as the oracle of
    the f64/c128 cases needs; a module asks for it with
    `pytestmark = pytest.mark.usefixtures("jax_x64")`."""
    from jax_oracle import x64
    with x64():
        yield
