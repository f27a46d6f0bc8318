"""Lowering rules, one op family a module; each registers itself with `registry.lowering`."""
