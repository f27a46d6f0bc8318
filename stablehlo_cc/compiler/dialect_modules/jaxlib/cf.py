"""jaxlib's `cf` dialect without its generated op classes (see the package docstring)."""
