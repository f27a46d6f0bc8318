"""Random test inputs shared by the linear-algebra tests."""

import numpy as np


def standard_normal(shape, dtype, seed=0):
    """Standard normal entries of `dtype`; complex ones get a normal imaginary part too."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)
