"""The OpenMP dialect (`omp.*`, Python module `mlir.dialects.openmp`): nothing. The bindings
look for a module named after the dialect's namespace, and never cache not finding one, so
each time a pass met an `omp.parallel` (`op.parent`, walks) it searched `sys.path` again:
about 0.1 s of a transformer's compile. The compiler uses no OpenMP op class."""
