"""The `ub` dialect without `mlir.dialects.ub`'s generated op classes (the compiler only
meets `ub.poison` by name; see this package's docstring)."""
