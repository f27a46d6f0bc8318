"""LLVM's O1-O3 pipeline and code generation for a large module in parts, on several threads.

A big program's module is mostly the bodies that LLVM's OpenMP builder outlined from its
parallel loops (`main..omp_par.N`, 108 of 111 functions and 80% of the IR of BERT), each
reached only through its address handed to the thread pool, and the functions of the loop
nests (`__shlo_nest_N`, compiler/linalg/loop_nest_functions.py), called but never inlined. Optimizing and generating code
for them is per function, and was the larger half of a cold compile (issue 11). So the
module's text is cut into parts: part 0 keeps every other function (the entry, the ABI
wrappers, helpers), the outlined bodies are spread over the parts by size; each part
declares what it uses from another one. Every part goes through the same pipeline and code
generation as the whole module would, on its own thread (the O<n> pipeline in libLLVM,
llvm_passes.py, without the GIL or any lock, each part in its own LLVM context; code
generation in llvmlite's LLVM, each part in its own context with its own target machine,
outside llvmlite's lock: `_compile_in_parallel`), and the objects are linked into one
(`ld -r`), its cross-part symbols made local again.

What can differ from the whole-module compile is only what crosses a part boundary, and the
cut is chosen so that nothing does that LLVM could have optimized across: an outlined body
is called through a pointer (never inlined), helpers that are not exported (internal
after the pipeline's internalization) are copied into each part that calls them, constants
into each part that reads them. Modules with anything else
shared (a mutable global used by two parts, aliases, comdats) are compiled whole.
XLA:CPU does the same (its `xla_cpu_parallel_codegen_split_count` splits the LLVM module
and compiles the parts on a thread pool); so does LLVM's own `-split-module` for LTO.

A module not worth cutting (or a process with one CPU) is compiled the same way as one part
(the optimized text is parsed once, where it was parsed, printed and parsed again before).

Code generation in parallel (issue 11, 2026-11-26). Code generation is about half of LLVM's
time, and llvmlite wraps every call in one process-wide lock, so the parts' code was
generated one at a time. Three ways were looked at:
- llvmlite's own functions (parse the text into a new context, emit to memory) called on
  each part's thread without its lock (unlocked_codegen.py), each part with its own target
  machine (`backend.target_machine`'s twin: 1.3 ms to build). Chosen. What code generation
  shares between threads is what LLVM's own `splitCodeGen` and ThinLTO's backends share on
  theirs: the pass registry (LLVM locks it) and the cl::opt values. Our two options
  (codegen_options.py: `-disable-lsr`, `-disable-post-ra`) have no per-function or
  per-target-machine form (`TargetPassConfig` reads them when it builds the pass pipeline;
  an `optnone` function would skip every pass, another `tune-cpu` would change the
  scheduling model), so they are set once for all parts by the compiling thread, which
  holds llvmlite's lock from when the first part is optimized to when the last object is
  made: no other llvmlite call (another compile, numba) runs, and no option changes,
  while any part generates code. The objects are the same bits as one part at a time
  (the linked objects of bert, gpt2_prefill, llama, resnet50, mobilenet_v2, whisper,
  distilbert and the U-Net block with 1, 2 and 4 threads against the tree before, and
  with 2 and 4 against `PARALLEL_CODEGEN` off after the rebalancing below).
- libLLVM's code generation (no lock to get around): not usable, see `_compile_part`.
- worker processes: a fresh interpreter that imports and initializes llvmlite costs
  0.1 s of CPU before any work, about one part's whole code generation, and every part's
  text and object would cross a pipe; forking a process with threads is not safe.

Balancing (same day, AVX-512 host): the parts were far apart. The entry and its helpers
(part 0) are mostly memref descriptor bookkeeping that the pipeline folds away: LLVM spends
0.10-0.18 us a character on them against 0.67-0.87 on the outlined bodies (thread CPU time,
O3 + code generation, one CPU), where `MAIN_WEIGHT` counted them 3 times as costly, so part
0 got no outlined body at all and the other part all of them (BERT: 0.024 s against 0.258 s).
LLVM's time on part 0's own functions fits 9 ms + 0.09 us a character (BERT, Llama, U-Net
block: 0.024-0.028 s for 152-164K characters; Whisper 0.045 s for 325K; ResNet-50 0.092 s
for 910K; MobileNetV2 0.078 s for 773K), i.e. `MAIN_CHARS` + `MAIN_WEIGHT` x its characters
of outlined bodies. The two parts then took (O3 + code generation, thread CPU time, one CPU):
BERT 0.138 / 0.167 s (before: 0.024 / 0.258), Llama 0.164 / 0.145, ResNet-50 0.210 / 0.216,
MobileNetV2 0.169 / 0.235, Whisper 0.354 / 0.339, U-Net block 0.117 / 0.130. (What is left
is the outlined bodies' own spread, 0.67-0.87 us a character from model to model and more
from body to body.)

Balancing again (issue 11, 2026-11-27, Emerald Rapids AVX-512 host, branch cback): part 0
was the slower part on 9 of 12 split zoo models (BERT 115 / 94 ms, Llama 136 / 101, ResNet-50
186 / 144, the U-Net block 119 / 98). Part 0's functions alone (the entry, the layer
functions, the contraction kernels, the wrappers; every outlined body declared) against all
outlined bodies, O3 + code generation in thread CPU time, pinned, median of 3: the outlined
bodies cost 0.52-0.69 us a character, and part 0 what 14K + 0.24 x its characters of outlined
bodies cost (BERT 169K characters: 59K; Llama 156K: 51K; ResNet-50 715K: 186K; Whisper 335K:
80K; torch_transformer 89K: 31K), about twice what 12K + 0.12 x predicted; the layer
functions (`__shlo_layer_N`, one per distinct transformer layer since the layer merge) were
not in the earlier fit. With the new constants the slower part's O3 + code generation (the
two-CPU critical path; thread CPU, pinned, each part in turn, median of 5, old -> new, ms):
BERT 115 -> 105, Llama 136 -> 131, the U-Net block 119 -> 110, ResNet-50 186 -> 168,
MobileNetV2 186 -> 183, torch_transformer 85 -> 78, DistilBERT 107 -> 102, Whisper 277 ->
269, T5 223 -> 224, GPT-2 prefill 100 -> 101, the NNX LM 100 -> 103, ViT 71 -> 76 (whole
functions move, so a part can only get within one body of the other: ViT's 22 functions).

Together, LLVM's part of a cold compile on two free CPUs (the slower thread's O3 + code
generation, from thread CPU times, median of 5; before -> balanced with code generation one
part at a time -> balanced and in parallel): BERT 0.258 -> 0.197 -> 0.145 s, GPT-2 prefill
0.228 -> 0.191 -> 0.140, Llama 0.273 -> 0.217 -> 0.158, ResNet-50 0.313 -> 0.286 -> 0.197,
MobileNetV2 0.321 -> 0.271 -> 0.233, Whisper 0.626 -> 0.480 -> 0.331, DistilBERT 0.222 ->
0.129, the U-Net block 0.202 -> 0.114. The shared host gave no quiet minutes for wall times;
the best of 7 interleaved compiles: BERT 0.586 -> 0.485 s, GPT-2 prefill 0.553 -> 0.486,
Llama 0.635 -> 0.514. Process CPU time is unchanged (+-3 %), and a process on one CPU
compiles whole as before. `MIN_SPLIT_CHARS` stays: below it (graph_net: 128K characters of
bodies, LLVM's part 0.109 s whole, 0.054 s in two parts) cutting costs 7-21 ms more CPU and
20-40 ms of wall time in `plan` and the link, about what the second CPU saves.

Where the rest of a two-CPU compile goes (issue 11, 2026-11-27, AVX-512 host; the first
compile of a fresh process, thread CPU times, as the host was shared): the compiling thread
alone until LLVM (the front: parse to LLVM IR), then the two parts here, then the link (8 ms)
and the load (~10 ms). Front / the parts' O3 + code generation: GPT-2 prefill ~0.30 s /
0.102 + 0.124 s, BERT ~0.31 / 0.119 + 0.125, U-Net block ~0.29 / 0.110 + 0.112, NNX LM ~0.30
/ 0.105 + 0.110, flax CNN 0.14 / 0.035 (whole). So one CPU is idle through the front, 55-65 %
of the compile (XLA's whole two-CPU compile of GPT-2 prefill, 0.19 s, is shorter than our
front). The front is ~2/3 Python rewrites and ~1/3 MLIR passes (80 ms of GPT-2's), and MLIR's
Python bindings hold the GIL through every call, pass-manager runs included (a Python
thread made next to no progress during one), so no thread of ours can work beside it.
What was measured:
- MLIR's own threads for the pass runs (a shared `ir.ThreadPool`, multithreading on only
  during a run: with it on, MLIR's uniquers lock for every type and attribute the Python
  rewrites make). Until the loop nests are outlined the program is one or two large
  functions and a few kernels, and the heaviest run (one-shot bufferization, 16-19 ms) is a
  module analysis; after it, the last two runs (TO_REAL_MATH, TO_LLVM) nest in `func.func`
  (`convert-to-llvm` then once more on the module for its globals) with the same LLVM
  dialect text on all 26 zoo b1 programs, and on two threads took 7.3 -> 4.6 ms and 25.7 ->
  20.8 ms of GPT-2's (best of 5, that module alone, +7 ms of CPU). In whole compiles on the
  loaded host the two runs took longer (GPT-2 0.072-0.095 -> 0.109-0.118 s, U-Net 0.084-0.087
  -> 0.094-0.108, medians of 10 compiles, two alternations) and the process 13-26 ms more
  CPU: not kept (branch `cmpmt-mlir-threads`). A pass that fails on MLIR's worker threads
  raised a clean CompileError with its diagnostics
  (MLIR's ParallelDiagnosticHandler hands them to the calling thread; no Python handler is
  attached during a run).
- warming LLVM up on the idle CPU during the front: nothing to gain, the first compile's O3
  and code generation take what later ones do (GPT-2: 0.105 / 0.106 s of thread CPU); its
  extra ~40 ms of CPU (0.522 vs 0.481 s pinned, medians of 5 processes) are in the front
  (4.5K page faults of MLIR's code and the heap, against ~90 later).
- the parts' own Python (the text rewrites of `_optimize_part`): under 1.5 ms a compile, no
  contention between the parts' threads.
- pipelining: LLVM's work on the outlined nests could start while the rest of the module is
  still lowered only if the module were cut at the MLIR level after the outlining; the front
  left then is 80-95 ms of GPT-2's, the most it could hide. Not done.
The second CPU pays in the front only through a shorter front, or through that cut.

The threshold again (issue 11, 2026-11-27, branch frontpar): front-end changes had shrunk
GPT-2 prefill's outlined bodies to 147K characters and DistilBERT's to 140K, both under the
150K of `MIN_SPLIT_CHARS`, so both compiled on one thread (the zoo's two-CPU table had them
at 2.4x and 2.2x XLA's compile). LLVM's part alone, the module of a compile optimized and
compiled whole (parsed from its text) against in two parts (`plan` to the linked object),
alternated in one process, median of 7, wall (load average 14 on the 2 CPUs, high priority):
GPT-2 prefill 0.163 -> 0.108 s, DistilBERT 0.161 -> 0.121, torch_transformer (109K) 0.115 ->
0.091, MLP-Mixer (96K) 0.116 -> 0.101, GRU (58K) 0.056 -> 0.059, flax CNN (43K) 0.047 ->
0.059. A real whole compile does not parse that text (its module stays in memory) and a
real split one prints it (GPT-2: parse 9.5 ms, print 4.7; torch_transformer 6.1 / 3.0;
MLP-Mixer 6.9 / 3.7): so cutting saves ~40 ms of GPT-2's compile, ~28 of DistilBERT's, ~15 of
torch_transformer's and ~4 of MLP-Mixer's (break-even). Whole compiles, fresh processes,
alternated with the tree before, median of 7 (load 15: the critical path from thread CPU
times, the compiling thread's + the slower part's + the link's processes' wall): GPT-2
prefill 0.590 -> 0.492 s (wall 0.599 -> 0.567), DistilBERT 0.508 -> 0.481, but
torch_transformer with a 100K threshold 0.412 -> 0.413 (process CPU +6 %): hence 120K, with
GPT-2 prefill and DistilBERT above and torch_transformer below. Two costs of the cut
shrank too: the parts' objects are linked in /dev/shm (`_scratch_directory`: 11.6 ms against
16.4 on /tmp, a disk; BERT's two parts, median of 30), and the linker is looked for
(`prepare_link`, `cc -print-prog-name`, 3 ms once per process) while libLLVM translates.
Tried and dropped: warming libLLVM's O3 up on the idle CPU during the front of a process's
first compile (a tiny module through `llvm_passes.optimize_ir`, leaving its target machine
in the pool): it took the first compile's ~490 page faults of O3 and ~100 of the
translation off the compiling thread, but saved only ~1 ms of translation and ~2.5 ms of
O3 there (torch GELU + layer norm, 3 alternations) for 9-14 ms of CPU; code generation (in
llvmlite's own LLVM, under its lock) was not warmed.
Smaller modules in two parts, measured again (issue 11, 2026-11-28, Zen 3 host, branch
ctllvm; LLVM's part alone as above, whole against two parts with `MIN_SPLIT_CHARS` at 0,
alternated in one process, high priority, wall ms, median of 7-9): at load average 5 the
torch GELU-LayerNorm 69.0 / 68.3, the flax CNN 52.4 / 59.5, the small CNN kernel 98.4 /
85.8 (the U-Net block, split today, 264.5 / 239.7); at load 9 every one of them lost
(torch GELU-LayerNorm 65 / 119, flax CNN 56 / 93, small CNN 119 / 154, equinox MLP 57 / 92).
The link is 7-16 ms of it (`ld -r` 4.0 ms and `objcopy` 3.0 ms on the small CNN's parts,
quiet), and these modules do not halve well: the torch GELU-LayerNorm's one parallel body
is ~40 % of its code generation. The threshold stays.
Not done (measured): cutting the MLIR module after the loop nests are outlined
(linalg/stage.py) so that LLVM works on the nests while the front lowers the rest. On BERT
the nests are ~80 % of the module then (1,148 lines: 17 nests, the entry, one layer
function), so the front left for the rest is ~20 % of the ~90 ms after outlining: the cut
would hide ~20-30 ms of a 0.5 s compile (the rest's lowering, the print and `plan`),
against a second pass-manager run per pipeline and cross-module symbols.
"""

from __future__ import annotations

import concurrent.futures
import functools
import os
import re
import shutil
import subprocess
import tempfile
import threading
from dataclasses import dataclass, field

import llvmlite.binding as llvm

from ..errors import CompileError
from . import (buffer_allocation, codegen_options, cold_functions, llvm_passes, paired_shuffles,
               unlocked_codegen, vector_math)
from .linalg.loop_nest_functions import PREFIX as NEST_PREFIX
from .linalg import streaming_stores

# Below this much IR in outlined bodies, one thread is as fast (the parts' shared text, the
# thread start and the link cost about as much as the parallel part saves). (150K until
# 2026-11-27: GPT-2 prefill (147K) and DistilBERT (140K) had shrunk just below it and lost
# the second CPU; see "The threshold again" in the docstring.)
MIN_SPLIT_CHARS = 120_000
MAX_PARTS = 8
# The entry function and its helpers cost LLVM less per character than an outlined body (the
# pipeline folds most of their descriptor bookkeeping away): their text counts this much when
# the parts are balanced, plus a fixed amount (see the docstring).
MAIN_WEIGHT = 0.24
MAIN_CHARS = 14_000  # and this much, whatever their size
THREADS_ENV = "STABLEHLO_CC_COMPILE_THREADS"
# Code generation of the parts on their threads too (unlocked_codegen.py), not one at a time
# through llvmlite's lock (kept for comparison: the objects are the same bits).
PARALLEL_CODEGEN = True

_NAME = r'(?:"[^"\n]*"|[-\w$.]+)'
_DEFINE = re.compile(rf"^define [^\n]*?@({_NAME})\(")
_GLOBAL = re.compile(rf"^@({_NAME}) = ")
_CALLEE = re.compile(rf"@({_NAME})\(")  # (a function's name on its `define`/`declare` line)
_REF = re.compile(rf"@({_NAME})")
_LINKAGE = re.compile(r"^(?:(?:private|internal|external|linkonce|linkonce_odr|weak|weak_odr|"
                      r"common|available_externally|extern_weak|dso_local|dso_preemptable|"
                      r"default|hidden|protected) )*")
_LOCAL_LINKAGE = re.compile(r"^(?:private|internal) ")
_GLOBAL_KIND = re.compile(r"\b(?:global|constant) ")


@dataclass
class _Function:
    name: str
    header: str  # the `define ... {` line
    text: str  # header, body and closing brace
    refs: set = field(default_factory=set)  # the @names its body uses
    local: bool = False  # private or internal linkage

    @property
    def outlined(self) -> bool:
        """A parallel body, or a loop nest's function (compiler/linalg/loop_nest_functions.py:
        called directly, but never inlined): either can live in any part."""
        return ".omp_par" in self.name or self.name.startswith(NEST_PREFIX)


@dataclass
class _Global:
    name: str
    line: str
    refs: set
    local: bool
    constant: bool


@dataclass
class _Module:
    header: list  # lines before the first global or function (types, target, comments)
    globals: dict  # name -> _Global, in order
    functions: dict  # name -> _Function (definitions), in order
    tail: list  # declarations, attribute groups, metadata


def threads() -> int:
    """Threads a compile may use: STABLEHLO_CC_COMPILE_THREADS, else the CPUs this process may
    run on (a process pinned to one CPU gains nothing from threads)."""
    text = os.environ.get(THREADS_ENV, "").strip()
    if text:
        try:
            return max(1, int(text))
        except ValueError:
            raise CompileError(f"{THREADS_ENV} must be a whole number, not {text!r}") from None
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:
        cpus = os.cpu_count() or 1
    return min(MAX_PARTS, cpus)


def _parse_module(text: str) -> _Module | None:
    """The module's text in pieces, or None for a module that is not cut (see the docstring)."""
    header, tail = [], []
    globals_: dict[str, _Global] = {}
    functions: dict[str, _Function] = {}
    lines = text.split("\n")
    i, n = 0, len(lines)
    seen_body = False
    while i < n:
        line = lines[i]
        if line.startswith("define "):
            m = _DEFINE.match(line)
            if m is None or not line.endswith("{") or " personality " in line or \
                    " prefix " in line or " prologue " in line or " comdat" in line:
                return None
            j = i + 1
            while j < n and lines[j] != "}":
                j += 1
            body = "\n".join(lines[i:j + 1])
            name = m.group(1)
            rest = _LINKAGE.match(line[len("define "):]).group(0)
            functions[name] = _Function(name, line, body, set(_REF.findall(body)) - {name},
                                        local=bool(re.search(r"\b(?:private|internal) ", rest)))
            seen_body = True
            i = j + 1
            continue
        if line.startswith("@"):
            m = _GLOBAL.match(line)
            if m is None or " alias " in line or " ifunc " in line or " comdat" in line:
                return None
            name = m.group(1)
            after = line[m.end():]
            kind = _GLOBAL_KIND.search(after)
            if kind is None:
                return None
            globals_[name] = _Global(name, line, set(_REF.findall(after)) - {name},
                                     bool(_LOCAL_LINKAGE.match(after)),
                                     kind.group(0) == "constant ")
            seen_body = True
        elif line.startswith("$") or line.startswith("module asm"):
            return None
        elif seen_body or line.startswith("declare ") or line.startswith("attributes ") or \
                line.startswith("!"):
            tail.append(line)
        else:
            header.append(line)
        i += 1
    return _Module(header, globals_, functions, tail)


def _declaration(header: str, hidden: bool) -> str:
    """`define <linkage> ... @f(...) #0 {` as `declare [hidden] ... @f(...) #0` (an exported
    function keeps its default visibility: a hidden reference would hide it in the link)."""
    rest = header[len("define "):].rstrip()[:-1].rstrip()
    rest = rest[_LINKAGE.match(rest).end():]
    return ("declare hidden " if hidden else "declare ") + rest


def _with_linkage(header: str, linkage: str) -> str:
    """A function's `define` line with `linkage` (and default visibility) instead of its own."""
    rest = header[len("define "):]
    return f"define {linkage} " + rest[_LINKAGE.match(rest).end():]


@dataclass
class _Part:
    functions: list  # names defined here
    text: str = ""
    exported: set = field(default_factory=set)  # defined here and used by another part
    module: object = None  # or the whole module in libLLVM (llvm_module.Module), not text


def _assign(module: _Module, count: int) -> list[list[str]] | None:
    """Function names per part: part 0 everything but the outlined bodies, which go to the
    least loaded part, largest first."""
    outlined = [f for f in module.functions.values() if f.outlined]
    if len(outlined) < 2:
        return None
    parts = [[f.name for f in module.functions.values() if not f.outlined]]
    load = [MAIN_CHARS + MAIN_WEIGHT * sum(len(module.functions[name].text)
                                           for name in parts[0])]
    parts += [[] for _ in range(count - 1)]
    load += [0] * (count - 1)
    for f in sorted(outlined, key=lambda f: -len(f.text)):
        k = min(range(count), key=lambda p: load[p])
        parts[k].append(f.name)
        load[k] += len(f.text)
    return [p for p in parts if p]


def _closure(module: _Module, names: list[str], home: dict[str, int], part: int,
             exported: set[str]) -> set[str]:
    """The functions a part defines: its own, and copies of the non-outlined helpers they
    call that live in another part and are not exported (internal after the pipeline's
    internalization anyway), so that they can still be inlined."""
    defined = set(names)
    todo = list(names)
    while todo:
        for ref in module.functions[todo.pop()].refs:
            f = module.functions.get(ref)
            if f is not None and ref not in defined and home[ref] != part and \
                    not f.outlined and (f.local or ref.strip('"') not in exported):
                defined.add(ref)
                todo.append(ref)
    return defined


def _globals_used(module: _Module, refs: set[str]) -> list[str]:
    """The globals `refs` name, with the globals their initializers name, in module order."""
    used, todo = set(), [r for r in refs if r in module.globals]
    while todo:
        name = todo.pop()
        if name not in used:
            used.add(name)
            todo += [r for r in module.globals[name].refs if r in module.globals]
    return [name for name in module.globals if name in used]


def plan(text: str, count: int, exported: set[str]) -> list[_Part] | None:
    """The parts' texts for `count` threads, or None when the module is better compiled
    whole; `exported` are the functions the object exports (all others become internal)."""
    module = _parse_module(text)
    if module is None:
        return None
    if any(g.refs & module.functions.keys() for g in module.globals.values()):
        return None  # a global that points at a function: keep them together
    if any(re.fullmatch(r"\d+", name) for name in module.functions):
        return None  # unnamed functions cannot be named from another part
    outlined_chars = sum(len(f.text) for f in module.functions.values() if f.outlined)
    if count < 2 or outlined_chars < MIN_SPLIT_CHARS:
        return None
    assignment = _assign(module, count)
    if assignment is None or len(assignment) < 2:
        return None
    home = {name: k for k, names in enumerate(assignment) for name in names}
    defined = [_closure(module, names, home, k, exported) for k, names in enumerate(assignment)]
    parts = [_Part(names) for names in assignment]
    # What each part uses from another: declarations there, hidden definitions at home.
    imports: list[set[str]] = []
    for k, names in enumerate(defined):
        refs = set().union(*(module.functions[name].refs for name in names))
        imported = {r for r in refs if r in module.functions and r not in names}
        imports.append(imported)
        for r in imported:
            parts[home[r]].exported.add(r.strip('"'))  # as LLVM names it (no quotes)
    # Globals: constants are copied into each part that reads them; a mutable global lives in
    # the one part that uses it (two parts sharing one: compile whole); the ones no function
    # uses (metadata, llvm.used) stay in part 0.
    users: dict[str, set[int]] = {name: set() for name in module.globals}
    part_globals = []
    for k, names in enumerate(defined):
        refs = set().union(*(module.functions[name].refs for name in names))
        used = _globals_used(module, refs)
        part_globals.append(used)
        for g in used:
            users[g].add(k)
    for name, g in module.globals.items():
        if not g.local and len(users[name] - {0}) > 0:
            return None  # an exported global used outside part 0
        if not g.constant and len(users[name]) > 1:
            return None
    for name, g in module.globals.items():
        # Unused globals stay in part 0; unnamed constants go everywhere, so that each part
        # numbers them as the module did.
        everywhere = g.local and g.constant and re.fullmatch(r"\d+", name)
        for k in range(len(parts)) if everywhere else [0] if not users[name] else []:
            if name not in part_globals[k]:
                part_globals[k].append(name)
    for k, part in enumerate(parts):
        keep = set(part_globals[k])
        lines = list(module.header)
        lines += [g.line for name, g in module.globals.items() if name in keep]
        for name, f in module.functions.items():
            bare = name.strip('"')
            body = f.text.split("\n", 1)[1]
            if name in defined[k] and home[name] != k:  # a copy of a helper
                lines += [_with_linkage(f.header, "internal"), body]
            elif name in defined[k]:
                if bare in part.exported and bare not in exported:
                    lines += [_with_linkage(f.header, "hidden"), body]
                else:
                    lines.append(f.text)
            elif name in imports[k]:
                lines.append(_declaration(f.header, hidden=bare not in exported))
        lines += module.tail
        part.text = "\n".join(lines) + "\n"
    return parts


def in_memory(module) -> _Part:
    """The whole module, still in libLLVM (llvm_module.py), as one part."""
    return _Part([], module=module)


def _declared(text: str) -> set[str]:
    return _function_names(text, "declare ")


def _defined(text: str) -> set[str]:
    return _function_names(text, "define ")


def _function_names(text: str, keyword: str) -> set[str]:
    """The names on the lines of `text` that start with `keyword` (the first `@name(` of each
    line). The lines are found with `str.find` and only they are searched: a multi-line
    pattern anchored at line starts (`^define [^\\n]*?@...`) tried every line of the module,
    2.4 ms each for definitions and declarations on Whisper's 0.4 MB of optimized IR, this
    0.4 (BERT 1.1 -> 0.2; issue 11)."""
    names = set()
    start = 0 if text.startswith(keyword) else _line_after(text.find("\n" + keyword))
    while start >= 0:
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        found = _CALLEE.search(text, start, end)
        if found:
            names.add(found.group(1).strip('"'))
        start = _line_after(text.find("\n" + keyword, end))
    return names


def _line_after(newline: int) -> int:
    return newline + 1 if newline >= 0 else -1


def _optimize_part(part: _Part, exported: set[str], config: dict, features) -> str:
    """The optimized text of one part: O<n> in libLLVM (llvm_passes.py, no lock, no GIL) and
    our rewrites of its text. The large straight-line entry code is compiled the fast way
    (cold_functions.py). Nothing here calls llvmlite (see `_compile_in_parallel`)."""
    if part.module is not None:
        text = llvm_passes.optimize_module(part.module, exported=exported | part.exported,
                                           **config)
    else:
        text = llvm_passes.optimize_ir(part.text, exported=exported | part.exported, **config)
    text = cold_functions.mark(text)
    text = streaming_stores.streaming_ir(text)  # (after the loop vectorizer)
    text = paired_shuffles.rewrite(text)  # (after the pipeline's instcombine)
    text = buffer_allocation.use_native_allocator(text)
    return vector_math.use_libmvec_text(text, features) or text


def _compile_part(part: _Part, exported: set[str], config: dict, features, tm) -> tuple:
    """O<n> and the object code of one part: (object bytes, optimized text), the code
    generated through llvmlite as it comes (its global context, its lock).

    libLLVM's own code generation was not used: with another LLVM in the process
    (torch_xla imported first) it emitted calls to a nameless symbol instead of `memset`."""
    text = _optimize_part(part, exported, config, features)
    module = llvm.parse_assembly(text)
    with codegen_options.ours():  # (LSR: the pipeline ran it where it pays)
        obj = tm.emit_object(module)
    return obj, text


def _compile_in_parallel(parts: list[_Part], exported: set[str], config: dict, features,
                         tm) -> list[tuple]:
    """`_compile_part` of every part, each on its own thread with its own target machine,
    code generation included (unlocked_codegen.py).

    The code generation options (codegen_options.py) are LLVM cl::opts, process-wide, and read
    by every code generation as it starts: they are set once for all parts, by this thread,
    which holds llvmlite's lock from when the first part is optimized until the last object
    is made (no other llvmlite call, ours or another library's, runs meanwhile, and nothing
    changes an option); the parts' threads do not take that lock (they call no llvmlite
    function that does: libmvec is loaded before)."""
    vector_math.libmvec_path()  # (loads the library through llvmlite, taking its lock)
    # A machine of its own for every part, the first too: the shared machine `tm` (backend.
    # shared_target_machine), used here on a context made and disposed for the part, made
    # part 0's object differ now and then from one compile of the same program to the next
    # (a constant's section and the .rodata layout; 5 of 40 compiles in one process, 7 of 90
    # with compiles on three threads): LLVM keeps something of the disposed context in it.
    # llvmlite's own path (one global context) stays bit-for-bit repeatable on it.
    machines = [tm.stablehlo_cc_twin() for _ in parts]
    optimized, go = threading.Event(), threading.Event()
    abandoned = []

    def run(part: _Part, machine) -> tuple:
        try:
            text = _optimize_part(part, exported, config, features)
        finally:
            optimized.set()
        go.wait()
        if abandoned:
            raise CompileError("internal error: code generation was abandoned")
        return unlocked_codegen.emit_object(text, machine), text

    with concurrent.futures.ThreadPoolExecutor(len(parts),
                                               thread_name_prefix="shlo-codegen") as pool:
        futures = [pool.submit(run, p, m) for p, m in zip(parts, machines)]
        try:
            optimized.wait()
            with codegen_options.ours():  # (holds llvmlite's lock)
                go.set()
                try:
                    concurrent.futures.wait(futures)
                finally:  # (interrupted: the lock and options stay until every part is done)
                    concurrent.futures.wait(futures)
        finally:
            if not go.is_set():  # (an error before: the threads stop without code generation)
                abandoned.append(True)
                go.set()
    return [f.result() for f in futures]


def prepare_link() -> threading.Thread | None:
    """Find the linker (`_relocatable_link`) on a thread of its own, so that a compile that
    ends in parts does not wait for `cc -print-prog-name` (a process, 3 ms on the loaded
    2-CPU host) at its end: the driver calls this before the translation, which runs in
    libLLVM without the GIL. Errors are left for the link itself to report. The thread, or
    None when the linker is known already."""
    if _relocatable_link.cache_info().currsize:
        return None

    def find() -> None:
        from .backend import c_compiler
        try:
            _relocatable_link(c_compiler())
        except CompileError:
            pass

    thread = threading.Thread(target=find, name="shlo-find-linker", daemon=True)
    thread.start()
    return thread


@functools.cache
def _relocatable_link(cc: str) -> list[str]:
    """The command that links objects into one (`ld -r`): the C compiler's own linker called
    directly, which spares the compiler driver and collect2 (two processes: `cc -r` took 40-100
    ms of wall time on the loaded 2-CPU host, `ld -r` 20-40, the same bits after objcopy);
    else the driver."""
    try:
        name = subprocess.run([cc, "-print-prog-name=ld"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        name = ""
    ld = shutil.which(name) if name else None
    return [ld, "-r"] if ld else [cc, "-r", "-nostdlib"]


def _link(objects: list[bytes]) -> bytes:
    """The parts' objects as one relocatable object, the symbols they share local again (so
    that two such objects linked into one program cannot clash). In memory (/dev/shm) when it
    can, else (or when that fails: full, say) in the default temporary directory."""
    scratch = _scratch_directory()
    if scratch is not None:
        try:
            return _link_in(objects, scratch)
        except (OSError, CompileError):
            pass
    return _link_in(objects, None)


def _link_in(objects: list[bytes], directory: str | None) -> bytes:
    from .backend import c_compiler
    objcopy = shutil.which("objcopy")
    with tempfile.TemporaryDirectory(prefix="stablehlo-cc-", dir=directory) as tmp:
        paths = []
        for k, obj in enumerate(objects):
            paths.append(os.path.join(tmp, f"part{k}.o"))
            with open(paths[-1], "wb") as f:
                f.write(obj)
        merged = os.path.join(tmp, "merged.o")
        for cmd in ([*_relocatable_link(c_compiler()), "-o", merged, *paths],
                    [objcopy, "--localize-hidden", merged]):
            proc = subprocess.run(cmd, capture_output=True, text=True)
            if proc.returncode != 0:
                raise CompileError(f"linking the parts of the program failed: {' '.join(cmd)}"
                                   f"\n{proc.stderr.strip()}")
        with open(merged, "rb") as f:
            return f.read()


@functools.cache
def _scratch_directory() -> str | None:
    """Where `_link` writes the parts' objects: /dev/shm (memory) when it can, else the
    default temporary directory. The files live for the two link commands only; on the
    loaded 2-CPU host the link of BERT's two parts took 11.6 ms there against 16.4 on /tmp
    (a disk; median of 30, issue 11)."""
    shm = "/dev/shm"
    if not os.path.isdir(shm) or not os.access(shm, os.W_OK | os.X_OK):
        return None
    try:
        with tempfile.TemporaryDirectory(prefix="stablehlo-cc-", dir=shm):
            return shm
    except OSError:
        return None


def available() -> bool:
    """Whether the tools to link parts are here (a C compiler driving `ld -r`, objcopy)."""
    from .backend import c_compiler
    try:
        c_compiler()
    except CompileError:
        return False
    return shutil.which("objcopy") is not None


def parallel_codegen_available(tm) -> bool:
    """Whether the parts' code can be generated in parallel: llvmlite's functions are reachable
    without its lock, and `tm` can be built again (backend.target_machine)."""
    return hasattr(tm, "stablehlo_cc_twin") and unlocked_codegen.available()


def compile_parts(parts: list[_Part], exported: set[str], config: dict,
                  features: set[str] | None, tm) -> tuple[bytes, list[str]]:
    """(one object file, the external functions it calls) for the parts of `plan`, each
    optimized and compiled on its own thread; `tm` is the llvmlite target machine that
    `config` describes."""
    if len(parts) == 1:
        results = [_compile_part(parts[0], exported, config, features, tm)]
    elif PARALLEL_CODEGEN and parallel_codegen_available(tm):
        results = _compile_in_parallel(parts, exported, config, features, tm)
    else:
        with concurrent.futures.ThreadPoolExecutor(len(parts),
                                                   thread_name_prefix="shlo-codegen") as pool:
            results = list(pool.map(
                lambda p: _compile_part(p, exported, config, features, tm), parts))
    from .backend import check_stack_allocations
    defined, declared = set(), set()
    for _, text in results:
        check_stack_allocations(text)
        defined |= _defined(text)
        declared |= _declared(text)
    externals = sorted(n for n in declared - defined if not n.startswith("llvm."))
    if len(results) == 1:
        return results[0][0], externals
    return _link([obj for obj, _ in results]), externals
