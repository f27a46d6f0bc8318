"""Test-session setup: the compile cache goes to a fresh temporary directory (inherited by
every subprocess a test starts), never to the user's ~/.cache."""

import atexit
import os
import shutil
import tempfile

_cache_dir = tempfile.mkdtemp(prefix="stablehlo-cc-test-cache-")
os.environ["STABLEHLO_CC_CACHE_DIR"] = _cache_dir
os.environ.pop("STABLEHLO_CC_CACHE", None)
atexit.register(shutil.rmtree, _cache_dir, ignore_errors=True)
