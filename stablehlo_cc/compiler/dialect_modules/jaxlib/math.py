"""jaxlib's `math` dialect without its generated op classes (see the package docstring)."""
