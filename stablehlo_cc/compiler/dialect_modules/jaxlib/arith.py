"""jaxlib's `arith` dialect without its generated op classes (see the package docstring)."""
