"""The instruction-set features of a CPU named to LLVM (`--target-cpu sapphirerapids`).

A library is refused by `load` on a machine without the features its code may use, so the
features of a named CPU must be recorded as those of the host are. LLVM's C API and llvmlite
can tell the host's features, not a named CPU's; LLVM's inliner can: it inlines a callee into
a caller only when the callee's features are a subset of the caller's (the caller's being
those of the target machine's CPU). So for every feature F LLVM knows we build a caller and a
callee marked `+F`, optimize for the named CPU, and F is the CPU's when the call was inlined.
A second caller marked `-F` finds the features the inliner ignores (they are not reported).
"""

from __future__ import annotations

import functools
import re

from ..contract.abi import SYSTEM_ONLY_FEATURES as SYSTEM_ONLY



@functools.lru_cache(maxsize=None)
def named_cpu_features(cpu: str) -> frozenset[str]:
    """The features (LLVM's names, as `llvm.get_host_cpu_features` gives them) of `cpu`."""
    import llvmlite.binding as llvm

    from . import llvm_passes

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    tm = llvm.Target.from_default_triple().create_target_machine(cpu=cpu, opt=2)
    known = sorted(name for name in llvm.get_host_cpu_features() if name != "64bit")
    parts = ["@probe = global i32 0\n"]
    for i, name in enumerate(known):
        parts.append(
            f'define internal void @callee{i}() "target-features"="+{name}" {{\n'
            f"  store volatile i32 {i}, ptr @probe\n  ret void\n}}\n"
            f"define void @has{i}() {{\n  call void @callee{i}()\n  ret void\n}}\n"
            f'define void @ignored{i}() "target-features"="-{name}" {{\n'
            f"  call void @callee{i}()\n  ret void\n}}\n")
    exported = {f"{kind}{i}" for i in range(len(known)) for kind in ("has", "ignored")}
    text = llvm_passes.optimize_ir(
        "".join(parts), triple=tm.triple, data_layout=str(tm.target_data), speed_level=2,
        exported=exported, cpu=cpu, features="", reloc="default", code_model="default")
    bodies = dict(re.findall(r"define void @(\w+)\(\)[^{]*\{(.*?)\n\}", text, re.S))
    features = set()
    for i, name in enumerate(known):
        ignored = f"@callee{i}(" not in bodies[f"ignored{i}"]
        if not ignored and f"@callee{i}(" not in bodies[f"has{i}"]:
            features.add(name)
    return frozenset(features)
