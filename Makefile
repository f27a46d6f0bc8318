# Set-up lives in .venv; every target installs what it needs first (fast when already done).
# jaxlib 0.12 needs CPython 3.12+; tools/find-python looks on PATH and under pyenv.
PYTHON ?= $(shell tools/find-python)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
# pytest workers: CI machines have 2 cores.
JOBS ?= 2

.PHONY: setup demo test test-fast bench bench-models clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	@test -n "$(PYTHON)" || { echo 'no usable Python (see above)' >&2; exit 1; }
	@# A .venv left from an older Python (before jaxlib 0.12) is rebuilt.
	$(PY) -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null \
		|| { rm -rf $(VENV) && $(PYTHON) -m venv $(VENV); }
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,mpi]'
	@# An editable install writes no bytecode (a regular pip install does): compile it once,
	@# so no process compiles our modules from source again (benchmarks/bytecode.py).
	$(PY) -m compileall -q stablehlo_cc
	touch $(STAMP)

demo: setup
	@mkdir -p build
	$(VENV)/bin/stablehlo-cc examples/mlp.mlir -o build/mlp.so --header build/mlp.h
	$(VENV)/bin/stablehlo-cc run build/mlp.so --inputs examples/mlp_inputs.npz \
		--expected examples/mlp_expected.npz

test: setup
	$(PY) -m pytest -n $(JOBS) -q

test-fast: setup
	$(PY) -m pytest -n $(JOBS) -q -m "not slow"

# The peers measured by `make bench` (IREE) come with the `bench` extra.
BENCH_STAMP := $(VENV)/.bench-stamp
$(BENCH_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[test,bench]'
	touch $(BENCH_STAMP)

# The standard kernels and programs, on one pinned CPU and on every CPU, against XLA:CPU and
# IREE: benchmarks/results/latest.md; then the per-call overhead of a tiny program next to
# jax.jit (benchmarks/dispatch.py).
bench: setup $(BENCH_STAMP)
	$(PY) -m benchmarks.run
	$(PY) -m benchmarks.dispatch

# The model zoo (benchmarks/models/), likewise: benchmarks/results/models.md.
bench-models: setup $(BENCH_STAMP)
	$(PY) -m benchmarks.models_run

clean:
	rm -rf build .pytest_cache
