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
def tiled_convolutions(monkeypatch):
    """2-D convolutions take the tiled path (convolution_codegen.py) rather than the packed
    GEMM (native_convolutions.py): for tests of the tiled code itself."""
    from stablehlo_cc.compiler.linalg import native_convolutions
    monkeypatch.setattr(native_convolutions, "offload_convolutions_2d", lambda *args: 0)
