"""`stablehlo-cc cache --info | --clear`: look at or empty the compile cache."""

from __future__ import annotations

import argparse

from .runtime import cache


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="stablehlo-cc cache",
                                description="Show or clear the compile cache (the directory is "
                                            "$STABLEHLO_CC_CACHE_DIR, else "
                                            "$XDG_CACHE_HOME/stablehlo-cc or "
                                            "~/.cache/stablehlo-cc).")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--info", action="store_true",
                      help="print the directory, the number of entries and their size")
    what.add_argument("--clear", action="store_true", help="delete every entry")
    return p


def _size(n: int) -> str:
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def cache_main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.clear:
        removed = cache.clear()
        print(f"removed {removed} entr{'y' if removed == 1 else 'ies'} from {cache.directory()}")
        return 0
    info = cache.info()
    print(f"directory: {info['directory']}")
    print(f"enabled: {'yes' if info['enabled'] else 'no (STABLEHLO_CC_CACHE=0)'}")
    print(f"entries: {info['entries']}")
    print(f"size: {_size(info['bytes'])} of at most {_size(info['max_bytes'])}")
    return 0
