"""What the compiler and the runtime share, and nothing else: the C ABI of compiled code
(`abi.py`, `abi_runtime.py`), the runtime-service table (`services.py`), function signatures
(`signature.py`) and sharding layouts (`sharding.py`). It imports neither side."""
