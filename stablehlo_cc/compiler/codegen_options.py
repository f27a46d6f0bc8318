"""The LLVM code generation options our own code is generated with (through llvmlite).

Two of LLVM's machine passes are turned off while our object code is generated:
- loop strength reduction, which ran in the optimization pipeline where it pays
  (loop_strength.py says why);
- the post-register-allocation list scheduler. LLVM runs it only for CPUs whose scheduling
  model asks for it: AMD's (znver1-5, bdver, btver2) and Intel's Atom line; Intel's big cores
  (Haswell, Skylake, ...) and the generic x86-64 targets never run it. On our modules it was
  5 % of code generation time (`llc -time-passes`, BERT on znver3: 4.5-5 %), for code that
  the out-of-order core reorders anyway: with it off, the zoo's run time stayed the same
  (bert, llama, resnet50, mobilenet_v2, single thread, pinned, alternated in one process;
  the numbers are in the commit that introduced this), and code generation took 5-8 % less
  CPU time. Code for Zen is then scheduled the way LLVM schedules it for Skylake (only the
  pre-RA machine scheduler). XLA:CPU and IREE keep LLVM's default per CPU.

Both are process-wide LLVM options of llvmlite's LLVM (numba shares it), so `ours()` sets
them only while our code is generated, holding llvmlite's own lock (every llvmlite call takes
it, so no other user's code generation runs meanwhile), and resets them after to LLVM's
defaults (`-disable-lsr`, `-disable-post-ra`: both off), which a process that had set them
itself through llvmlite would find reset. (LLVM's `-post-RA-scheduler=false` would do the
same, but once set, that option overrides every CPU's own choice for good.)
"""

from __future__ import annotations

import contextlib

import llvmlite.binding as llvm

from . import loop_strength


@contextlib.contextmanager
def ours():
    """llvmlite's code generation with our options, for the duration (see the docstring)."""
    with loop_strength.no_lsr():  # holds llvmlite's lock
        llvm.set_option("stablehlo-cc", "-disable-post-ra=true")
        try:
            yield
        finally:
            llvm.set_option("stablehlo-cc", "-disable-post-ra=false")
