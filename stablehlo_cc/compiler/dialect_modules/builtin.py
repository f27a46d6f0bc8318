"""The `builtin` dialect without `mlir.dialects.builtin`'s generated op classes (the compiler
only reads names and attributes of `builtin.module` and `unrealized_conversion_cast`; see
this package's docstring)."""
