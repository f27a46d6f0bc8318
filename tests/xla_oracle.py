"""XLA:CPU (through jaxlib) as a second oracle, for what the spec leaves to the implementation
and the reference interpreter cannot run (integer division by zero aborts it) or answers
unlike XLA (`compare ... TOTALORDER`). StableHLO programs from JAX are meant to behave as
XLA runs them, so where the spec is silent we match XLA."""

from __future__ import annotations

import numpy as np


def run(source: str, *args) -> list[np.ndarray]:
    """Compile `source` (its @main) with XLA:CPU and run it on numpy arrays."""
    import jax
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    backend = xla_bridge.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.devices()[:1]))
    exe = backend.compile_and_load(source, devices, xla_client.CompileOptions())
    with jax.enable_x64(True):  # scoped: 64-bit arguments stay 64-bit
        outs = exe.execute([jax.device_put(np.ascontiguousarray(a)) for a in args])
    return [np.asarray(o) for o in outs]
