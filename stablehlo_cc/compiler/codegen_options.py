"""The LLVM code generation options our own code is generated with (through llvmlite).

Two of LLVM's machine passes are turned off while our object code is generated:
- loop strength reduction, which ran in the optimization pipeline where it pays
  (loop_strength.py says why);
- the post-register-allocation list scheduler. LLVM runs it only for CPUs whose scheduling
  model asks for it: AMD's (znver1-5, bdver, btver2) and Intel's Atom line; Intel's big cores
  (Haswell, Skylake, ...) and the generic x86-64 targets never run it. On our modules it was
  5 % of code generation (`llc -time-passes`, BERT on znver3), for code that the out-of-order
  core reorders anyway. Without it, code generation (llvmlite, pinned, alternated in one
  process, median of 11, 2026-11-26) BERT 152 -> 139 ms, GPT-2 139 -> 130, Llama 190 -> 179,
  ViT 102 -> 97, DistilBERT 108 -> 102, the flax CNN 30 -> 28, ResNet-50 191 -> 171,
  MobileNetV2 174 -> 159 (-5..-10 %); run time (single thread, pinned, alternated in one
  process, median of 9, with the pipeline change of that commit) bert x1.01, llama x0.98,
  resnet50 x0.97, mobilenet_v2 x0.98, i.e. unchanged. Code for Zen is then scheduled as LLVM
  schedules it for Skylake (the pre-RA machine scheduler only). XLA:CPU and IREE keep LLVM's
  default per CPU.

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
