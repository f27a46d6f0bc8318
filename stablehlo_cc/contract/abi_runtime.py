"""The runtime-services part of the C ABI in LLVM IR and in the C header.

A program whose code calls runtime services (collectives, send/recv, infeed/outfeed,
replica_id/partition_id, custom calls) gets, in LLVM IR:

- one constant `shlo_op` descriptor an op: what the op is, the element type and shape of
  each of its buffers, and for a general reduction region its compiled combiners
  (`compiler/stablehlo/region_combiners.py`);
- one trampoline an op, the definition of the function the lowered code calls for it
  (`__shlo_rt_op_<key>` / `__stablehlo_cc_custom_call_<n>`, see
  `compiler/linalg/runtime_context.py`): unless the call already failed, it calls the op's
  service in the caller's `shlo_runtime` with the descriptor and arrays of the buffer pointers, and keeps
  the status; after a failure it zeroes the op's results instead (later ops are skipped);
- exported wrappers `int32_t p_f(const shlo_runtime *runtime, args..., results...)` that check
  the runtime (present, version, every service the function needs) before running anything,
  and return the first non-zero status a service returned.

The layouts here and the declarations in the header are written from the same tables
(`services.py`); docs/c-abi.md states the contract.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import numpy as np

from ..errors import CompileError
from . import services

BUFFER_TYPE = "{ ptr, i64, i64, ptr, i64 }"
OP_TYPE = ("{ i32, i32, ptr, ptr, ptr, ptr, i64, ptr, i64, ptr, i64, i32, i32, i64, i64, ptr, "
           "i64, ptr, [3 x i64], ptr, ptr }")
STATE_TYPE = "{ ptr, i32 }"  # the call's runtime and status, made by the exported wrapper


@dataclass
class RuntimeUse:
    """The runtime ops of a compiled program and which public function calls which."""

    entries: list  # OpSpec / custom_calls.Site; shlo_op.index is the position here
    uses: dict = field(default_factory=dict)  # public function -> trampoline symbols it calls
    combiners: dict = field(default_factory=dict)  # op key -> its region's combiners

    def __post_init__(self):
        self._index = {services.symbol_of(e): i for i, e in enumerate(self.entries)}
        for e in self.entries:
            try:
                services.service_of(e)
            except NotImplementedError as error:  # an op kind without a service
                raise CompileError(str(error)) from None

    def services_of(self, function: str) -> list[str]:
        wanted = {services.service_of(self.entries[self._index[s]])
                  for s in self.uses.get(function, [])}
        return [s for s in services.SERVICES if s in wanted]

    def to_json(self) -> dict:
        return {"version": services.RUNTIME_VERSION,
                "ops": [services.entry_json(e) for e in self.entries]}


def llvm_string(text: str) -> tuple[str, int]:
    """`text` as the escaped body of an LLVM IR `c"..."` constant (NUL-terminated), and its
    size in bytes."""
    data = text.encode("utf-8") + b"\0"
    # (latin-1: one character a byte, so the table maps every byte; a generator over the
    # bytes took ~0.5 ms of every compile for the metadata string)
    return data.decode("latin-1").translate(_LLVM_STRING_ESCAPES), len(data)


# Byte -> itself when printable (not `"` or `\`), else `\XX`: LLVM IR's `c"..."` escapes.
_LLVM_STRING_ESCAPES = {b: (chr(b) if 32 <= b < 127 and b not in (34, 92) else f"\\{b:02X}")
                        for b in range(256)}


def _string(text: str) -> tuple[str, str]:
    escaped, size = llvm_string(text)
    return f"[{size} x i8]", f'c"{escaped}"'


class _Globals:
    """Private constants of the descriptors, named uniquely."""

    def __init__(self):
        self.lines: list[str] = []
        self._count = 0

    def add(self, type_: str, value: str) -> str:
        name = f"@__shlo_rt_const_{self._count}"
        self._count += 1
        self.lines.append(f"{name} = private unnamed_addr constant {type_} {value}, align 8")
        return name

    def string(self, text: str) -> str:
        return self.add(*_string(text or ""))

    def i64_array(self, values: list[int]) -> str:
        if not values:
            return "null"
        return self.add(f"[{len(values)} x i64]",
                        "[" + ", ".join(f"i64 {int(v)}" for v in values) + "]")


def _buffer_types(g: _Globals, types: list) -> str:
    if not types:
        return "null"
    items = []
    for shape, dtype, element in types:
        count = int(np.prod(shape, dtype=np.int64)) if shape else 1
        items.append(f"{BUFFER_TYPE} {{ ptr {g.string(element)}, i64 {np.dtype(dtype).itemsize}, "
                     f"i64 {len(shape)}, ptr {g.i64_array(list(shape))}, i64 {count} }}")
    return g.add(f"[{len(types)} x {BUFFER_TYPE}]", "[" + ", ".join(items) + "]")


def _groups(entry) -> tuple[int, int, list[int]]:
    groups = getattr(entry, "replica_groups", None) or []
    width = max((len(g) for g in groups), default=0)
    flat = [v for g in groups for v in list(g) + [-1] * (width - len(g))]
    return len(groups), width, flat


def _dimensions(entry) -> list[int]:
    attrs = getattr(entry, "attrs", {}) or {}
    names = {"reduce_scatter": ["scatter_dimension"], "all_gather": ["all_gather_dim"],
             "all_to_all": ["split_dimension", "concat_dimension", "split_count"]}
    dims = [int(attrs[n]) for n in names.get(getattr(entry, "kind", ""), []) if n in attrs]
    return dims + [0] * (3 - len(dims))


def _combiners(g: _Globals, names: list[str]) -> str:
    if not names:
        return "null"
    return g.add(f"[{len(names)} x ptr]", "[" + ", ".join(f'ptr @"{n}"' for n in names) + "]")


def _descriptor(g: _Globals, index: int, entry, combiners: list[str]) -> str:
    service = services.service_of(entry)
    operands, results = services.buffer_types(entry)
    is_custom = service == "custom_call"
    name = "stablehlo.custom_call" if is_custom else entry.op_name
    where = entry.position if is_custom else entry.where
    n_groups, width, flat = _groups(entry)
    pairs = [v for pair in (getattr(entry, "attrs", {}) or {}).get("source_target_pairs", [])
             for v in pair]
    fields = [
        f"i32 {services.SERVICES.index(service)}", f"i32 {index}",
        f"ptr {g.string(name)}", f"ptr {g.string(where)}",
        f"ptr {g.string('' if is_custom else entry.function)}",
        f"ptr {g.string(entry.target if is_custom else '')}",
        f"i64 {len(operands)}", f"ptr {_buffer_types(g, operands)}",
        f"i64 {len(results)}", f"ptr {_buffer_types(g, results)}",
        f"i64 {0 if is_custom else int(entry.channel_id)}",
        f"i32 {0 if is_custom else int(bool(entry.use_global_device_ids))}",
        f"i32 {services.REDUCTIONS.index(services.reduction_of(entry))}",
        f"i64 {n_groups}", f"i64 {width}", f"ptr {g.i64_array(flat)}",
        f"i64 {len(pairs) // 2}", f"ptr {g.i64_array(pairs)}",
        "[3 x i64] [" + ", ".join(f"i64 {d}" for d in _dimensions(entry)) + "]",
        f"ptr {g.string(json.dumps(services.entry_json(entry), separators=(',', ':')))}",
        f"ptr {_combiners(g, combiners)}",
    ]
    return g.add(OP_TYPE, "{ " + ", ".join(fields) + " }")


def _trampoline(symbol: str, descriptor: str, entry) -> str:
    service = services.service_of(entry)
    operands, results = services.buffer_types(entry)
    n_in, n_out = len(operands), len(results)
    params = ["ptr %state"] + [f"ptr %b{i}" for i in range(n_in + n_out)]
    body = [f'define internal void @"{symbol}"({", ".join(params)}) {{',
            "entry:",
            f"  %ins = alloca [{max(n_in, 1)} x ptr], align 8",
            f"  %outs = alloca [{max(n_out, 1)} x ptr], align 8",
            "  %status_ptr = getelementptr inbounds i8, ptr %state, i64 8",
            "  %status = load i32, ptr %status_ptr, align 4",
            "  %ok = icmp eq i32 %status, 0",
            "  br i1 %ok, label %call, label %skip",
            "call:"]
    for k in range(n_in):
        body += [f"  %in{k} = getelementptr inbounds ptr, ptr %ins, i64 {k}",
                 f"  store ptr %b{k}, ptr %in{k}, align 8"]
    for k in range(n_out):
        body += [f"  %out{k} = getelementptr inbounds ptr, ptr %outs, i64 {k}",
                 f"  store ptr %b{n_in + k}, ptr %out{k}, align 8"]
    body += ["  %runtime = load ptr, ptr %state, align 8",
             "  %context_ptr = getelementptr inbounds i8, ptr %runtime, i64 8",
             "  %context = load ptr, ptr %context_ptr, align 8",
             f"  %service_ptr = getelementptr inbounds i8, ptr %runtime, i64 "
             f"{services.slot_offset(service)}",
             "  %service = load ptr, ptr %service_ptr, align 8",
             f"  %result = call i32 %service(ptr %context, ptr {descriptor}, ptr %ins, "
             "ptr %outs)",
             "  store i32 %result, ptr %status_ptr, align 4",
             "  %failed = icmp ne i32 %result, 0",
             "  br i1 %failed, label %skip, label %done",
             "skip:"]
    for k, (shape, dtype, _) in enumerate(results):
        nbytes = (int(np.prod(shape, dtype=np.int64)) if shape else 1) * np.dtype(dtype).itemsize
        if nbytes:
            body.append(f"  call void @llvm.memset.p0.i64(ptr %b{n_in + k}, i8 0, "
                        f"i64 {nbytes}, i1 false)")
    body += ["  br label %done", "done:", "  ret void", "}", ""]
    return "\n".join(body)


def trampolines_ir(runtime: RuntimeUse) -> str:
    """LLVM IR defining every runtime op's descriptor and trampoline, a module of its own that
    the compiler links into the program (compiler/llvm_module.py)."""
    g = _Globals()
    parts = []
    for i, entry in enumerate(runtime.entries):
        combiners = [] if services.service_of(entry) == "custom_call" else \
            runtime.combiners.get(entry.key, [])
        parts.append(_trampoline(services.symbol_of(entry), _descriptor(g, i, entry, combiners),
                                 entry))
    parts.append("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n")
    return "\n".join(g.lines) + "\n" + "\n".join(parts)


def wrapper_ir(symbol: str, internal: str, n_args: int, n_results: int,
               needed: list[str]) -> str:
    """The exported `int32_t symbol(const shlo_runtime *, args..., results...)`."""
    n = n_args + n_results
    params = ", ".join(["ptr %runtime"] + [f"ptr noalias %p{i}" for i in range(n)])
    call_args = [f"ptr %p{i}" for i in range(n_args)] + ["ptr %state"] + \
        [f"ptr %p{n_args + i}" for i in range(n_results)]
    lines = [f'define i32 @"{symbol}"({params}) {{', "entry:",
             f"  %state = alloca {STATE_TYPE}, align 8"]
    if needed:
        lines += ["  %no_runtime = icmp eq ptr %runtime, null",
                  "  br i1 %no_runtime, label %fail_runtime, label %check_version",
                  "fail_runtime:", f"  ret i32 {services.STATUS_NO_RUNTIME}",
                  "check_version:",
                  "  %version = load i32, ptr %runtime, align 4",
                  f"  %version_ok = icmp eq i32 %version, {services.RUNTIME_VERSION}",
                  "  br i1 %version_ok, label %check_size, label %fail_version",
                  "fail_version:", f"  ret i32 {services.STATUS_BAD_VERSION}",
                  "check_size:",
                  "  %size_ptr = getelementptr inbounds i8, ptr %runtime, i64 4",
                  "  %size = load i32, ptr %size_ptr, align 4",
                  f"  %size_ok = icmp uge i32 %size, {services.required_size(needed)}",
                  "  br i1 %size_ok, label %check_0, label %fail_service",
                  "fail_service:", f"  ret i32 {services.STATUS_MISSING_SERVICE}"]
        for k, service in enumerate(needed):
            following = f"check_{k + 1}" if k + 1 < len(needed) else "run"
            lines += [f"check_{k}:",
                      f"  %slot_{k} = getelementptr inbounds i8, ptr %runtime, i64 "
                      f"{services.slot_offset(service)}",
                      f"  %fn_{k} = load ptr, ptr %slot_{k}, align 8",
                      f"  %missing_{k} = icmp eq ptr %fn_{k}, null",
                      f"  br i1 %missing_{k}, label %fail_service, label %{following}"]
    else:
        lines.append("  br label %run")
    lines += ["run:",
              "  store ptr %runtime, ptr %state, align 8",
              "  %status_ptr = getelementptr inbounds i8, ptr %state, i64 8",
              "  store i32 0, ptr %status_ptr, align 4",
              f'  call void @"{internal}"({", ".join(call_args)})',
              "  %status = load i32, ptr %status_ptr, align 4",
              "  ret i32 %status", "}", ""]
    return "\n".join(lines)


# --- the C header ----------------------------------------------------------------------------

def header_declarations() -> list[str]:
    """The runtime interface, guarded so that several stablehlo-cc headers can be included."""
    lines = [
        "#ifndef STABLEHLO_CC_RUNTIME_V1",
        "#define STABLEHLO_CC_RUNTIME_V1",
        "",
        "/* Runtime services (docs/c-abi.md, \"Runtime services\"): a program that uses",
        "   collectives, send/recv, infeed/outfeed, replica_id/partition_id or custom calls",
        "   calls them through the shlo_runtime its caller passes to every exported function. */",
        f"#define SHLO_RUNTIME_VERSION {services.RUNTIME_VERSION}",
        f"#define SHLO_STATUS_NO_RUNTIME ({services.STATUS_NO_RUNTIME})"
        "        /* runtime is NULL */",
        f"#define SHLO_STATUS_BAD_VERSION ({services.STATUS_BAD_VERSION})"
        "       /* runtime->version is not SHLO_RUNTIME_VERSION */",
        f"#define SHLO_STATUS_MISSING_SERVICE ({services.STATUS_MISSING_SERVICE})"
        "   /* a needed service is NULL (or past runtime->size) */",
        "",
    ]
    for i, s in enumerate(services.SERVICES):
        lines.append(f"#define SHLO_SERVICE_{s.upper()} {i}")
    lines.append("")
    for i, r in enumerate(services.REDUCTIONS):
        lines.append(f"#define SHLO_REDUCE_{r.upper()} {i}")
    lines += [
        "",
        "typedef struct shlo_buffer_type {",
        "    const char *element;     /* StableHLO element type: \"f32\", \"ui32\", \"i1\", ... */",
        "    int64_t element_size;    /* bytes per element in the buffer */",
        "    int64_t rank;",
        "    const int64_t *shape;    /* rank dimensions (NULL for rank 0) */",
        "    int64_t elements;        /* number of elements (product of shape) */",
        "} shlo_buffer_type;",
        "",
        "typedef void (*shlo_combiner)(const void *lhs, const void *rhs, void *out);",
        "",
        "typedef struct shlo_op {",
        "    uint32_t service;        /* SHLO_SERVICE_*: the slot being called */",
        "    uint32_t index;          /* position among the library's runtime ops: 0, 1, ... */",
        "    const char *name;        /* \"stablehlo.all_reduce\", \"stablehlo.custom_call\", ... */",
        "    const char *location;    /* \"prog.mlir:12:8\" */",
        "    const char *function;    /* the public function it is in (\"\" for custom calls) */",
        "    const char *target;      /* custom_call: call_target_name; otherwise \"\" */",
        "    int64_t num_operands;",
        "    const shlo_buffer_type *operands;  /* types of the buffers the op reads */",
        "    int64_t num_results;",
        "    const shlo_buffer_type *results;   /* types of the buffers it writes in full */",
        "    int64_t channel_id;      /* channel_handle's handle, 0 without one */",
        "    int32_t use_global_device_ids;",
        "    int32_t reduction;       /* SHLO_REDUCE_*: all_reduce, reduce_scatter */",
        "    int64_t num_groups;      /* replica_groups: num_groups rows of group_size ids, */",
        "    int64_t group_size;      /* row-major, padded with -1 (0 rows: one group of all) */",
        "    const int64_t *replica_groups;",
        "    int64_t num_pairs;       /* collective_permute: source_target_pairs */",
        "    const int64_t *source_target_pairs;  /* num_pairs x 2 */",
        "    int64_t dimensions[3];   /* reduce_scatter: scatter_dimension; all_gather:",
        "                                all_gather_dim; all_to_all: split_dimension,",
        "                                concat_dimension, split_count */",
        "    const char *attributes;  /* JSON: all of the op's attributes (\"region\": the",
        "                                reduction region's text for SHLO_REDUCE_REGION) */",
        "    const shlo_combiner *combiners;  /* SHLO_REDUCE_REGION: combiners[k] applies the",
        "                                region elementwise to two buffers shaped like",
        "                                operands[k] into out, which must not overlap",
        "                                them; NULL for other reductions */",
        "} shlo_op;",
        "",
        "/* A service reads operands[i] and writes results[i] in full (dense row-major buffers",
        "   of op->operands[i] / op->results[i]); it returns 0, or a positive error code that",
        "   the exported function returns (later services of that call are then skipped). */",
        "typedef int32_t (*shlo_service)(void *context, const shlo_op *op,",
        "                                const void *const *operands, void *const *results);",
        "",
        "typedef struct shlo_runtime {",
        "    uint32_t version;        /* SHLO_RUNTIME_VERSION */",
        "    uint32_t size;           /* sizeof(shlo_runtime): slots beyond it count as NULL */",
        "    void *context;           /* passed to every service */",
    ]
    for s in services.SERVICES:
        lines.append(f"    shlo_service {s};")
    lines += ["} shlo_runtime;", "", "#endif /* STABLEHLO_CC_RUNTIME_V1 */", ""]
    return lines
