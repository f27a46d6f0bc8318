"""Regenerate the demo: a two-layer MLP written in JAX, exported to StableHLO text, with
sample inputs and the outputs `jax.jit` gives for them (the oracle the demo compares with).

    .venv/bin/python examples/make_mlp.py
"""

import os

import jax
import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def mlp(x, w1, b1, w2, b2):
    h = jax.nn.relu(x @ w1 + b1)
    return jax.nn.softmax(h @ w2 + b2, axis=-1)


def main():
    rng = np.random.default_rng(0)
    args = [
        rng.standard_normal((8, 64), dtype=np.float32),
        (rng.standard_normal((64, 128), dtype=np.float32) * 0.1).astype(np.float32),
        np.zeros((128,), np.float32) + 0.01,
        (rng.standard_normal((128, 10), dtype=np.float32) * 0.1).astype(np.float32),
        np.zeros((10,), np.float32),
    ]
    exported = jax.export.export(jax.jit(mlp))(*args)
    with open(os.path.join(HERE, "mlp.mlir"), "w") as f:
        f.write(exported.mlir_module())
    np.savez(os.path.join(HERE, "mlp_inputs.npz"), **{f"arg{i}": a for i, a in enumerate(args)})
    np.savez(os.path.join(HERE, "mlp_expected.npz"), result0=np.asarray(jax.jit(mlp)(*args)))


if __name__ == "__main__":
    main()
