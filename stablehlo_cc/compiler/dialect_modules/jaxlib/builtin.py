"""jaxlib's `builtin` dialect without its generated op classes (see the package docstring)."""
