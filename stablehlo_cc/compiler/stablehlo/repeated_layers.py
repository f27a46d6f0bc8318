"""A network's repeated layers become one private function the entry calls once a layer.

Why (issue 11): a transformer's layers are the same ops on other weights, and JAX exports
them inlined into `main`. Every stage after this one (fusion, tiling, bufferization, the
loop-level rewrites, the conversions to the LLVM dialect) then worked on each copy, and only
loop_nest_functions.py / LLVM's MergeFunctions found the copies equal again at the end.
Called, a layer is lowered once.

How: the ops of a function's block (the entry's, after the calls were inlined), less the
constant-like and parameter-like ones (see `_Block`), get a key each: name, attributes, result
types, regions, and for each operand where it comes from (an argument, a constant or
parameter-like value by what it computes, else the kind of op that made it). A stretch of keys
that repeats with a period P is a run of layers (`_best_run`; the periods tried are the
distances between equal keys of rare ops); the instances start where the fewest values cross
(`_phase`: between two layers only the residual stream does). The instances are then compared
exactly (`_describe`: each outside value numbered by first use with its type, inside values by
position, constants and private parameter-like values by what they compute), and the equal ones
call one function: its arguments are the outside values, its results the values of an instance
that ops after it read (the union over the instances, so one function serves all). The calls
stay calls through bufferization (contraction_kernels.keep_calls), so the layer is tiled,
bufferized, lowered to loops and outlined into nests once; LLVM may still inline it. Ops whose
regions read values from around them (an `scf.while` body reading weights) are never part of an
instance: a copy of them in a function would read the entry's values.

First layers (issue 11, second pass): torch's TransformerEncoder views its (1, S, D) input
as (S, D) for its products, so its first layer reads a parameter-like view of an argument
and the argument itself where the later ones read the previous layer's result and a view
of it, and the op making that view is not among the first layer's ops. Its keys then
differed in two places and the stretch fell one op short of two periods: no run, and T5
(encoder and decoder, two layers each) the same. Now the stretches are compared by keys
without the operands' sources but constants (`_keys`: the exact comparison judges the
instances anyway), instances may be a few ops shorter than the period (the view's op stays
between the calls), the largest class of equal instances is taken, and a private
parameter-like value read where another instance reads an outside value is passed as an
argument (`_equal_instances`). The NNX LM has two layers of 81 ops (of 186), both called
already, one result each: what it still spends is mostly outside the MLIR stages (its
`llvm-ir` stage took as long with the layers inline), and gpt2_decode's layers differ in
which slice of the stacked cache they read (STACKED_SLICES). All runs are found on one
block, read once (the block was built again after each run). Measured (main 7a0ee5d vs
this; compile as above, medians of 10 in two alternated batches): T5 1.478 -> 1.221 s,
torch_transformer_b1 0.606 -> 0.541; the search alone (process CPU, median of 7, on the
program as this stage gets it) ConvNeXt-T 116 -> 67 ms, EfficientNet-B0 89 -> 47, Whisper
52 -> 40, BERT 17 -> 15, T5 15 -> 27 (it now finds two runs). Every other zoo program's
StableHLO is unchanged; the new layer functions' calls run as inline (thread CPU, one
thread, alternated: T5 b1/b8 -0.6/-1.3 %, torch b1/b8 +0.1/+0.4 %), outputs within 2e-6.

Measured (issue 11; cold compile in a fresh process, process CPU s, taskset -c 1, cache
off, main a10d131 vs this, alternated, medians of 5; benchmarks/results/compile_breakdown.txt
has the stages): BERT 0.907 -> 0.633, GPT-2 prefill 0.842 -> 0.615, DistilBERT 0.799 ->
0.585, LLaMA 0.955 -> 0.720, NNX LM 0.696 -> 0.632, Whisper 1.649 -> 1.517, ViT 0.726 ->
0.424, BERT b8 1.010 -> 0.746, GPT-2 b8 0.988 -> 0.688, MLP-Mixer 0.493 -> 0.391,
ConvNeXt-T 1.726 -> 1.290, EfficientNet-B0 1.918 -> 1.826 (this stage's search: 10-20 ms
on a transformer, ~0.1 s on the convolution networks, inside the `stablehlo` stage).
The generated code runs as before: outputs bit-identical to the inlined compile on every
model that gets layer functions; thread CPU time of a call (one thread, the two compiles'
calls alternated in one process, medians of 200-300) within +-1 % (ViT -4 %, ConvNeXt
+0.6 %). The first cut tried (instances starting where the keys began to repeat, inside the
attention) passed the attention probabilities across the call and made GPT-2 1.4 % slower;
cut between layers it is not.

Products weigh more (issue 8): with the transposes around PyTorch's convolutions gone
(channels_last_chains.py) a ResNet bottleneck is 22 ops, below MIN_OPS, and resnext50_32x4d
(16 such layers, each convolution split in 32 groups) lost its layer functions: compile 6.3
-> 14.3 s. A convolution or dot now counts HEAVY_OPS = 4 ops against MIN_OPS (`_weights`).
Measured (one core, both variants compiled in one process, process CPU for the compile, one
sample; calls alternated, thread CPU, medians of 7-15 rounds; the same bits): resnext50_32x4d
14.30 -> 5.78 s, its call 226.5 -> 199.6 ms (0.88); resnet50 (torchvision, batch 2) 1.10 ->
1.03 s, 139.5 -> 145.7 ms (1.04); the zoo programs that get layer functions now are the
Keras ResNet-50s and MobileNetV2 (the others' StableHLO is unchanged): resnet50_b1 1.10 ->
1.07 s, 13.06 -> 13.14 ms; resnet50_224_b1 1.33 -> 1.12 s, 68.4 -> 71.6 ms (1.05, twice);
resnet50_b8 1.33 -> 1.15 s, 49.0 -> 50.9 ms (1.04); mobilenet_v2_b1 1.18 -> 0.88 s, 2.46 ->
2.43 ms; mobilenet_v2_b8 1.10 -> 1.01 s, 15.87 -> 15.41 ms. So a ResNet's layers run ~4 %
slower called than inline (not found why: the layer's result buffer crossing the call is
the first suspect), a grouped ResNeXt's 12 % faster.
"""

from __future__ import annotations

import re

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import func

PREFIX = "__shlo_layer"
# (on the print as bytes, see _text)
_NAME = re.compile(rb"%[A-Za-z0-9_]+")
_OPERANDS = re.compile(rb'^[^"]*"[^"]*"\([^)]*\)')
# Not parameter-like even on arguments alone: when the network's input is an argument, its
# first layer's products read only arguments too, and are that layer's ops.
_HEAVY = ("stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution")
MIN_OPS = 24  # smaller repeats are not worth a call (and its buffers crossing it)
# What a product (`_HEAVY`) counts for against MIN_OPS: a ResNet bottleneck whose transposes
# stablehlo/channels_last_chains.py took out is 22 ops, 3 of them convolutions (issue 8:
# resnext50_32x4d's 16 layers no longer outlined, its compile 6.3 -> 14.3 s).
HEAVY_OPS = 4
# A layer of a network's forward pass hands on its sum (and a cache or two); one whose many
# values are read later (a training step keeps them for the gradient) would make each a
# buffer crossing the call, where inlined they fuse into their readers: a train step of
# the NNX LM ran 44 % slower with its forward and backward layers called (7 and more
# results each). Such repeats stay inline.
MAX_RESULTS = 3
# Instances that differ only in which slice of one array their parameter-like values are
# (each step of a decoder reads its slice of a stacked cache) could call one function with
# the slices as arguments: gpt2_decode_b1 compiled in 0.49 s instead of 0.77 (process CPU,
# medians of 4), but ran 3-4 % slower (thread CPU of a call, one thread, 1.08 vs 1.04 ms,
# medians of 800, layer functions on vs off alternated). Off until that is understood.
STACKED_SLICES = False
# Constant- and parameter-like ops are cloned into a layer function (see `_Block`): only
# ops without effects may be (a clone of a custom call, a collective or a random number
# generator would run once more than the program says). An instance holds such ops only
# too: calls into the runtime (collectives, feeds) and custom calls are found by later
# stages in the public functions they are threaded through.
_PURE_DIALECTS = ("stablehlo.", "chlo.", "arith.", "math.", "tensor.")
_EFFECTS = frozenset("stablehlo." + n for n in (
    "custom_call", "rng", "rng_bit_generator", "infeed", "outfeed", "send", "recv",
    "all_reduce", "all_gather", "all_to_all", "reduce_scatter", "collective_permute",
    "collective_broadcast", "optimization_barrier", "after_all", "create_token",
    "partition_id", "replica_id"))


def _pure(op) -> bool:
    return op.name.startswith(_PURE_DIALECTS) and op.name not in _EFFECTS


def _outlinable(op) -> bool:
    """Whether `op` (and every op in its regions) may move into a layer function."""
    if not (_pure(op) or op.name.startswith("scf.")):
        return False
    if not len(op.regions):
        return True
    found = []
    op.walk(lambda o: found.append(o.operation) or ir.WalkResult.ADVANCE)
    return all(o == op or _pure(o) or o.name.startswith("scf.") for o in found)


def _is_constant(op) -> bool:
    return op.name in ("stablehlo.constant", "arith.constant")


def _text(op) -> bytes:
    """The op's print, as the bytes the printer wrote: not decoded into a str, the print of
    a `reduce` with its body takes half the time (0.2 -> 0.09 ms on Whisper's, whose
    search prints 37; issue 11)."""
    return op.get_asm(print_generic_op_form=True, enable_debug_info=False,
                      use_local_scope=True, assume_verified=True, binary=True)


def _renamed(text: bytes) -> bytes:
    """The value names of a printed op renumbered by first appearance (the printer numbers
    them by their place in the whole function)."""
    names: dict = {}
    return _NAME.sub(lambda m: names.setdefault(m.group(0), b"%%v%d" % len(names)), text)


def _shape_key(op) -> tuple:
    """What an op is, without its operands. (Attributes and types are uniqued in their
    context: the objects compare and hash as their values, without printing them.)"""
    at = op.attributes
    try:
        attrs = tuple((a, at[a]) for a in at)
    except TypeError:  # (the bindings cannot make some, e.g. complex dense elements)
        return (op.name, _renamed(_text(op)))
    types = tuple(r.type for r in op.results)
    regions = b""
    if len(op.regions):
        if _captures(op):  # (reads values from around it: it stays where it is)
            return (op.name, object())
        # (a region's ops, not the op's own operand names)
        regions = _renamed(_OPERANDS.sub(b"", _text(op), count=1))
    return (op.name, attrs, types, regions, len(op.operands))


def _captures(op) -> bool:
    """Whether an op in `op`'s regions reads a value defined outside `op` (a `while` or
    `if` body may: its copy in a layer function would read the entry's value)."""
    inside = []
    op.walk(lambda o: inside.append(o.operation) or ir.WalkResult.ADVANCE)
    inside_set = set(inside)
    for o in inside:
        if o == op:
            continue
        for v in o.operands:
            owner = v.owner
            if isinstance(owner, ir.Block):
                owner = owner.owner
            owner = owner.operation if hasattr(owner, "operation") else owner
            if owner not in inside_set:
                return True
    return False


class _Block:
    """The entry block's ops, less those computed from constants alone ("constant-like": an
    iota, a constant mask) and those computed from the arguments and constants alone
    ("parameter-like": a bias broadcast, an attention mask from an argument). CSE keeps one
    of the layers' equal copies of such values (the first layer computes the mask, the
    others read it), so they are not periodic; they are keyed by what they compute.
    Constant-like ops are cloned into a layer function; a parameter-like one is cloned when
    only one instance reads it (a layer's bias broadcast stays fusable into its consumer),
    else passed as an argument (computed once, as before)."""

    def __init__(self, block):
        self.memo: dict = {}  # op -> _shape_key
        self.live = None  # see _live_across
        self.last = None  # see _last_uses
        every = [o.operation for o in block.operations]
        self.terminator = every.pop()
        self.constant_key: dict = {}  # constant-like op -> what it computes
        self.param_key: dict = {}  # parameter-like op -> a hash of what it computes
        self.ops = []
        self.inputs: dict = {}  # op -> [(operand, its producer or None)], read once
        for op in every:
            ins = self.inputs[op] = [(v, self.producer(v)) for v in op.operands]
            pure = _pure(op)
            key = self._constant_like(op, ins, pure)
            if key is not None:
                self.constant_key[op] = key
                continue
            key = self._parameter_like(op, ins, pure)
            if key is not None:
                self.param_key[op] = key
            else:
                self.ops.append(op)
        self.position = {op: i for i, op in enumerate(self.ops)}
        self.shape = [self.shape_key(op) for op in self.ops]
        self.shape_of = {op: hash(k) for op, k in zip(self.ops, self.shape)}
        self._private: dict = {}
        self._param_shape: dict = {}

    def _constant_like(self, op, ins: list, pure: bool):
        if _is_constant(op):
            return self.shape_key(op)
        if not pure:
            return None
        if not ins:
            return None if len(op.regions) else self.shape_key(op)
        keys = []
        for v, p in ins:
            k = None if p is None else self.constant_key.get(p)
            if k is None:
                return None
            keys.append((k, _result_number(v)))
        return (self.shape_key(op), tuple(keys))

    def _parameter_like(self, op, ins: list, pure: bool):
        if not ins or not pure or len(op.regions) or op.name in _HEAVY:
            return None
        keys = []
        for v, p in ins:
            if p is None:
                keys.append(("arg", v.type))
                continue
            k = self.constant_key.get(p)
            if k is None:
                k = self.param_key.get(p)
            if k is None:
                return None
            keys.append((k, _result_number(v)))
        return hash((self.shape_key(op), tuple(keys)))

    def shape_key(self, op) -> tuple:
        found = self.memo.get(op)
        if found is None:
            found = self.memo[op] = _shape_key(op)
        return found

    def producer(self, value):
        owner = value.owner
        if isinstance(owner, ir.Block):
            return None
        return owner.operation if hasattr(owner, "operation") else owner

    def operand_key(self, value, op):
        if op is None:
            return ("arg",)
        k = self.constant_key.get(op)
        if k is not None:
            return ("const", k, _result_number(value))
        k = self.param_key.get(op)
        if k is not None:
            return ("param", k, _result_number(value))
        return ("op", self.shape_of[op], _result_number(value))

    def shape_of_param(self, op):
        found = self._param_shape.get(op)
        if found is None:
            found = self._param_shape[op] = self.shape_key(op)
        return found

    def private(self, op, lo: int, hi: int) -> bool:
        """Whether every use of the parameter-like `op` is in ops[lo:hi] (directly or
        through parameter-like ops that are themselves private to it)."""
        key = (op, lo)
        found = self._private.get(key)
        if found is None:
            found = True
            for r in op.results:
                for use in r.uses:
                    owner = use.owner
                    owner = owner.operation if hasattr(owner, "operation") else owner
                    j = self.position.get(owner)
                    if j is not None:
                        if not lo <= j < hi:
                            found = False
                    elif owner not in self.param_key or not self.private(owner, lo, hi):
                        found = False
                    if not found:
                        break
                if not found:
                    break
            self._private[key] = found
        return found


def _result_number(value) -> int:
    return value.result_number  # (the bindings hand out operands as OpResult already)


def _keys(b: _Block) -> list:
    """Each op's key (what it is, and for each operand the kind of op it comes from), and
    in `b.loose` the same without the operands' sources but constants: the first layer of
    a network may read an argument, or a parameter-like view of one, where later layers
    read the previous layer's result (torch's TransformerEncoder, T5), so its keys differ
    from theirs in a place or two; the runs are extended over such places (`_best_run`),
    and the exact comparison (`_describe`) judges the instances."""
    keys, loose = [], []
    for i, op in enumerate(b.ops):
        ins = [b.operand_key(v, p) for v, p in b.inputs[op]]
        keys.append(hash((b.shape[i], tuple(ins))))
        loose.append(hash((b.shape[i], tuple(k if k[0] == "const" else None for k in ins))))
    b.keys, b.loose = keys, loose
    b.weights = _weights(b)
    b.masked = [False] * len(keys)
    return keys


def _weights(b: _Block) -> list:
    """Prefix sums of the ops' weights against MIN_OPS (a product counts HEAVY_OPS)."""
    at = [0]
    for op in b.ops:
        at.append(at[-1] + (HEAVY_OPS if op.name in _HEAVY else 1))
    return at


def _period_candidates(keys: list, at: list) -> list:
    """Distances between equal keys of rare ops (a layer's products): likely periods."""
    where: dict = {}
    for i, k in enumerate(keys):
        where.setdefault(k, []).append(i)
    count: dict = {}
    for places in where.values():
        if 2 <= len(places) <= 64:
            for a, b in zip(places, places[1:]):
                if at[b] - at[a] >= MIN_OPS:
                    count[b - a] = count.get(b - a, 0) + 1
    return sorted(count, key=lambda p: -count[p])[:8]


def _best_run(keys: list, loose: list, at: list) -> tuple | None:
    """(start, period, instances, length) covering the most ops (periods from the exact
    keys, the stretches compared by the loose ones). The instances may be a few ops
    shorter than the period: when the first layer reads a parameter-like view of an
    argument (torch reshapes its input), the op making that view of the previous layer's
    result is not among the first layer's ops, and the stretch falls short of a whole
    number of periods by it; the instances then start where the stretch does and leave
    such ops between the calls."""
    best = None
    n = len(keys)
    for p in _period_candidates(keys, at):
        i = 0
        while i + p < n:
            if loose[i] != loose[i + p]:
                i += 1
                continue
            j = i
            while j + p < n and loose[j] == loose[j + p]:
                j += 1
            length = j - i + p  # ops from i to j + p - 1 repeat with period p
            k, short = divmod(length, p)
            for run in ((i, p, k, p), (i, p, k + 1, short)):
                if run[2] >= 2 and run[3] >= p - p // 8 and \
                        at[i + run[3]] - at[i] >= MIN_OPS and (
                        best is None or run[2] * run[3] > best[2] * best[3]):
                    best = run
            i = j
    return best


def _last_uses(b: _Block) -> list:
    """For each op, for each result, the place of its last reader (len(b.ops) for one that
    is not among the ops: the terminator, an op's region): read once for the block."""
    if b.last is None:
        n = len(b.ops)
        b.last = []
        for i, op in enumerate(b.ops):
            ends = []
            for r in op.results:
                last = i
                for use in r.uses:
                    owner = use.owner
                    owner = owner.operation if hasattr(owner, "operation") else owner
                    last = max(last, b.position.get(owner, n))
                ends.append(last)
            b.last.append(ends)
    return b.last


def _live_across(b: _Block) -> list:
    """For each place q of the block, how many values defined before it are read at or
    after it (block arguments and constant-like values not counted: they are not cut)."""
    n = len(b.ops)
    delta = [0] * (n + 2)
    for i, ends in enumerate(_last_uses(b)):
        for last in ends:
            if last > i:
                delta[i + 1] += 1
                delta[last + 1] -= 1
    live, count = [], 0
    for q in range(n + 1):
        count += delta[q]
        live.append(count)
    return live


def _phase(b: _Block, start: int, period: int, k: int) -> tuple:
    """Where in the repeating stretch the instances begin: the keys repeat from `start` for
    k * period ops or more, so any start up to a period later gives instances of the same
    ops in another rotation. Cut where the fewest values cross (a layer's boundary, where
    the residual stream alone does, rather than inside its attention), keeping as many
    instances as the stretch holds."""
    if b.live is None:  # (once a block: the runs are found before anything changes)
        b.live = _live_across(b)
    live = b.live
    end = start + k * period  # (at least: the run may go on for less than a period more)
    while end < len(b.ops) and end - period >= start and \
            _keys_equal(b, end - period, end):
        end += 1
    best = None
    for q in range(start, min(start + period, end - 2 * period + 1)):
        count = (end - q) // period
        score = (-count, live[q] + live[q + count * period])
        if best is None or score < best[0]:
            best = (score, q, count)
    chosen = (best[1], period, best[2]) if best else (start, period, k)
    return chosen, _earlier(live, start, period, end, chosen[2])


def _earlier(live: list, start: int, period: int, end: int, k: int) -> list:
    """Starts before the stretch that would fit one more instance, best first. The keys
    of the first layer's first ops differ from the others' (they read the embedding, not
    the previous layer's sum), but an exact comparison sees only that they read a value
    from outside: the caller tries these."""
    places = [q for q in range(max(0, start - period), start)
              if (end - q) // period > k]
    places.sort(key=lambda q: live[q] + live[q + ((end - q) // period) * period])
    return places[:3]


def _keys_equal(b: _Block, i: int, j: int) -> bool:
    return b.loose[i] == b.loose[j]


def _describe(b: _Block, lo: int, hi: int, forced: frozenset = frozenset()):
    """An exact description of ops[lo:hi] (outside values numbered by first use; the
    parameter-like ops private to the span, but those `forced` outside, described by what
    they compute), the outside values in that order, and {(op offset, operand number):
    parameter-like op} for the private ones the span's ops read."""
    outside: dict = {}
    params: dict = {}

    def ref(v, p):
        if p is not None:
            if p in b.constant_key:
                return ("const", b.constant_key[p], _result_number(v))
            j = b.position.get(p)
            if j is not None and lo <= j < hi:
                return ("in", j - lo, _result_number(v))
            if p in b.param_key and p not in forced and b.private(p, lo, hi):
                return ("param", b.shape_of_param(p), _result_number(v),
                        tuple(ref(u, q) for u, q in b.inputs[p]))
        return ("out", outside.setdefault(v, len(outside)), v.type)

    desc = []
    for i in range(lo, hi):
        refs = []
        for n, (v, p) in enumerate(b.inputs[b.ops[i]]):
            r = ref(v, p)
            if r[0] == "param":
                params[(i - lo, n)] = p
            refs.append(r)
        desc.append((b.shape[i], tuple(refs)))
    return tuple(desc), list(outside), params


def _used_after(b: _Block, lo: int, hi: int) -> set:
    """(op offset, result number) of the values of ops[lo:hi] read outside that range
    (after it: an op's value is not read before it)."""
    last = _last_uses(b)
    return {(i - lo, r) for i in range(lo, hi) for r, end in enumerate(last[i]) if end >= hi}


def outline_repeated_layers(module, rounds: int = 4) -> int:
    """Replace runs of equal layers in each public function by calls to one private
    function a run (the longest run first, then the longest of what is left: an encoder's
    and a decoder's layers); returns how many instances now call one."""
    done, functions = 0, 0
    for fn in list(module.body.operations):
        fn = fn.operation
        if fn.name != "func.func" or len(fn.regions[0].blocks) != 1:
            continue
        b = _Block(fn.regions[0].blocks[0])
        if len(b.ops) < 2 * MIN_OPS:
            continue
        _keys(b)
        # All runs are found on the one block before anything changes (an earlier cut
        # built the block again after each run: ~half of the search's 50-100 ms on
        # ConvNeXt, EfficientNet and Whisper); a run's ops are masked for the next ones.
        runs = []
        for _ in range(rounds):
            found = _next_run(b)
            if found is None:
                break
            runs.append((f"{PREFIX}_{functions}", *found))
            functions += 1
        # The functions are cloned from the ops as they are; then each instance, in the
        # block's order, becomes a call (a value it reads may be another run's result,
        # replaced by a call's; each call goes before the op after its instance, which is
        # not erased yet).
        for name, equal, results in runs:
            (lo, hi), first_outside = equal[0]
            _make_function(module, b, (lo, hi), first_outside, results, name)
        plans = sorted(((lo, hi), outside, results, name)
                       for name, equal, results in runs for (lo, hi), outside in equal)
        replaced: dict = {}
        for (lo, hi), outside, results, name in plans:
            anchor = b.ops[hi] if hi < len(b.ops) else b.terminator
            _call(b.ops[lo:hi], [replaced.get(v, v) for v in outside], results, name,
                  replaced, anchor)
            done += 1
    return done


def _next_run(b: _Block) -> tuple | None:
    """([(span, outside values)], results) of the longest run of equal instances among
    the ops not masked yet, or None; masks the ops from its first instance to its last."""
    run = _best_run(b.keys, b.loose, b.weights)
    if run is None:
        return None
    start, period, k, length = run
    if length == period:
        (start, period, k), earlier = _phase(b, start, period, k)
    else:  # (no rotation: the stretch is shorter than two periods)
        earlier = []
    equal = _equal_instances(b, start, period, k, length)
    for q in earlier:  # one more instance, if the first layer is equal after all
        if any(b.masked[q:start]):
            continue
        more = _equal_instances(b, q, period, k + 1, length)
        if len(more) == k + 1:
            equal = more
            break
    if len(equal) < 2:
        return None
    (lo, hi), _ = equal[0]
    if not all(map(_outlinable, b.ops[lo:hi])):
        return None
    results = sorted(set().union(*(_used_after(b, *span) for span, _ in equal)))
    if len(results) > MAX_RESULTS:
        return None
    for x in range(lo, equal[-1][0][1]):
        b.masked[x] = True
        b.keys[x] = b.loose[x] = ("masked", x)
    return equal, results


def _equal_instances(b: _Block, start: int, period: int, k: int, length: int) -> list:
    """[(span, outside values)] of the most instances from `start` that are equal (the
    earliest such class). A parameter-like value private to one instance is cloned into
    the function; where the instances read different values in its place (the first
    layer a view of the input, the others of the previous layer's result), it is passed
    as an argument in every instance instead, computed in the entry as before, if that
    makes more of them equal. Only the
    first place they differ at is looked at, again after each change: outside values are
    numbered by first use, so one difference renumbers all those after it, and passing
    each parameter-like value read after it (a bias broadcast the layer's sums fuse)
    made torch's TransformerEncoder run 5 % slower."""
    spans = [(start + m * period, start + m * period + length) for m in range(k)]
    described = [_describe(b, lo, hi) for lo, hi in spans]
    best = _largest_class(spans, described)
    forced: set = set()
    while len(best) < k and len(forced) < 8:
        more = _params_at_first_difference(described) - forced
        if not more:
            break
        forced |= more
        described = [_describe(b, lo, hi, forced) for lo, hi in spans]
        found = _largest_class(spans, described)
        if len(found) > len(best):
            best = found
    return best


def _largest_class(spans: list, described: list) -> list:
    classes: dict = {}
    for span, (desc, outside, _) in zip(spans, described):
        classes.setdefault(desc, []).append((span, outside))
    return max(classes.values(), key=len)


def _params_at_first_difference(described: list) -> set:
    """The private parameter-like ops the instances read at the first operand where they
    do not all read the same, if one of them reads an outside value there (or, with
    STACKED_SLICES, whatever they read)."""
    first = described[0][0]
    place = None
    for desc, _, _ in described[1:]:
        for i, ((_, refs), (_, refs0)) in enumerate(zip(desc, first)):
            if place is not None and i > place[0]:
                break
            if refs != refs0:  # (operands that differ in number: no operand's place)
                n = next((n for n, (r, r0) in enumerate(zip(refs, refs0)) if r != r0), -1)
                place = min(place or (i, n), (i, n))
                break
    if place is None or place[1] < 0 or not STACKED_SLICES and all(
            desc[place[0]][1][place[1]][0] != "out" for desc, _, _ in described):
        return set()
    return {params[place] for _, _, params in described if place in params}


def _make_function(module, b: _Block, span, outside: list, results: list, name: str) -> None:
    lo, hi = span
    ctx = module.context
    ops = b.ops[lo:hi]
    result_values = [ops[i].results[r] for i, r in results]
    with ir.InsertionPoint(module.body), ir.Location.unknown(ctx):
        f = func.FuncOp(name, ir.FunctionType.get([v.type for v in outside],
                                                  [v.type for v in result_values]),
                        visibility="private")
        entry = f.add_entry_block()
    mapping = dict(zip(outside, entry.arguments))

    def clone(op):
        for v in op.operands:
            p = b.producer(v)
            if v not in mapping and p is not None and (
                    p in b.constant_key or p in b.param_key and b.private(p, lo, hi)):
                clone(p)
        new = op.clone()
        for n, v in enumerate(op.operands):
            if v in mapping:
                new.operands[n] = mapping[v]
        for old, fresh in zip(op.results, new.results):
            mapping[old] = fresh

    with ir.InsertionPoint(entry):
        for op in ops:
            clone(op)
        with ops[-1].location:
            func.ReturnOp([mapping[v] for v in result_values])


def _call(ops: list, arguments: list, results: list, name: str, replaced: dict,
          anchor) -> None:
    values = [ops[i].results[r] for i, r in results]
    with ir.InsertionPoint(anchor), ops[-1].location:
        call = func.CallOp([v.type for v in values], ir.FlatSymbolRefAttr.get(name),
                           arguments)
    for old, new in zip(values, call.results):
        old.replace_all_uses_with(new)
        replaced[old] = new
    for op in reversed(ops):
        op.erase()
