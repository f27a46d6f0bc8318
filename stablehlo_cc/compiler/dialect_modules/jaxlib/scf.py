"""jaxlib's `scf` dialect without its generated op classes (see the package docstring)."""
