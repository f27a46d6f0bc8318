"""The ops of jaxlib's StableHLO dialect and the element types the spec lets each one take.

The op list comes from the dialect's generated bindings (every class with an
OPERATION_NAME), so a new jaxlib brings its new ops into the table by itself. The element
types per op are the "Inputs" tables of the StableHLO spec
(shared/spec/stablehlo-spec.txt): "tensor of signed integer, floating-point, or complex type"
for abs, "tensor of boolean or integer type" for and, a plain "tensor" for any type. Ops the
spec does not describe (deprecated or dialect-only ops such as dot, einsum, broadcast,
torch_index_select, real_dynamic_slice, async_start) take the element types their
ODS definitions accept, noted below. Quantized tensors are tried on every op whose
template can carry them; the dialect's verifier says which ops take them (a rejected
program is reported as such, not as a failure).
"""

from __future__ import annotations

BOOL = ["i1"]
SINT = ["i2", "i4", "i8", "i16", "i32", "i64"]
UINT = ["ui2", "ui4", "ui8", "ui16", "ui32", "ui64"]
INT = SINT + UINT
SMALL_FLOATS = ["f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3",
                "f8E3M4", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]
FLOAT = SMALL_FLOATS + ["bf16", "f16", "f32", "f64"]
COMPLEX = ["complex<f32>", "complex<f64>"]
QUANT_SCALE, QUANT_ZERO = 0.0625, -3
QUANT = f"!quant.uniform<i8:f32, {QUANT_SCALE}:{QUANT_ZERO}>"
ALL = BOOL + INT + FLOAT + COMPLEX
TOKEN = "token"  # the column of ops that take and make no tensor at all

# Table columns, in issue 3's order, and their labels (the spec writes signed integers siN).
COLUMNS = (BOOL + ["i2", "i4", "ui2", "ui4", "i8", "i16", "i32", "i64",
                   "ui8", "ui16", "ui32", "ui64"] + SMALL_FLOATS
           + ["bf16", "f16", "f32", "f64"] + COMPLEX + [QUANT, TOKEN])


def label(element: str) -> str:
    if element == QUANT:
        return "quant"
    if element.startswith("i") and element[1:].isdigit() and element != "i1":
        return "s" + element
    return element


def dialect_ops() -> list[str]:
    """Every op name of jaxlib's StableHLO dialect, without the `stablehlo.` prefix."""
    from jaxlib.mlir.dialects import _stablehlo_ops_gen as gen

    names = {getattr(v, "OPERATION_NAME") for v in vars(gen).values()
             if isinstance(getattr(v, "OPERATION_NAME", None), str)}
    return sorted(n.split(".", 1)[1] for n in names if n.startswith("stablehlo."))


_Q = [QUANT]
_NUM = INT + FLOAT + COMPLEX          # "integer, floating-point, or complex type"
_FC = FLOAT + COMPLEX                 # "floating-point or complex type"
_BI = BOOL + INT                      # "boolean or integer type"

# Spec inputs table per op (the first tensor operand; quantized where the dialect takes it).
ALLOWED: dict[str, list[str]] = {
    "abs": SINT + FLOAT + COMPLEX + _Q, "add": ALL + _Q, "and": _BI, "atan2": _FC + _Q,
    "cbrt": _FC + _Q, "ceil": FLOAT + _Q, "cosine": _FC + _Q, "count_leading_zeros": INT,
    "divide": _NUM + _Q, "exponential": _FC + _Q, "exponential_minus_one": _FC + _Q,
    "floor": FLOAT + _Q, "imag": _FC, "is_finite": FLOAT, "log": _FC + _Q,
    "log_plus_one": _FC + _Q, "logistic": _FC + _Q, "maximum": ALL + _Q, "minimum": ALL + _Q,
    "multiply": ALL + _Q, "negate": _NUM + _Q, "not": _BI, "or": _BI, "popcnt": INT,
    "power": _NUM + _Q, "real": _FC, "remainder": _NUM + _Q, "round_nearest_afz": FLOAT + _Q,
    "round_nearest_even": FLOAT + _Q, "rsqrt": _FC + _Q, "shift_left": INT,
    "shift_right_arithmetic": INT, "shift_right_logical": INT, "sign": SINT + FLOAT + COMPLEX
    + _Q, "sine": _FC + _Q, "sqrt": _FC + _Q, "subtract": _NUM + _Q, "tan": _FC + _Q,
    "tanh": _FC + _Q, "xor": _BI,
    "complex": ["f32", "f64"],                      # lhs, rhs: f32 or f64
    "compare": ALL + _Q, "select": ALL + _Q, "clamp": ALL + _Q,
    "reduce_precision": FLOAT,
    "iota": _NUM, "dynamic_iota": _NUM,             # output: integer, floating-point or complex
    "fft": ["f32", "f64"] + COMPLEX,                # FFT/IFFT on complex, RFFT on f32/f64
    "cholesky": _FC, "triangular_solve": _FC,
    "batch_norm_grad": FLOAT, "batch_norm_inference": FLOAT, "batch_norm_training": FLOAT,
    "rng": BOOL + INT + FLOAT,                      # UNIFORM; NORMAL needs floats
    "rng_bit_generator": INT + FLOAT,               # output: integer or floating-point
    "uniform_quantize": _Q, "uniform_dequantize": _Q,
    "replica_id": ["ui32"], "partition_id": ["ui32"],  # 0-d tensor of ui32
    "get_dimension_size": ALL,                      # operand: any tensor (result si32)
    "set_dimension_size": ALL,
    "after_all": [TOKEN], "create_token": [TOKEN],  # tokens only
    "bitcast_convert": ALL + _Q,
    # convolution, dot_general, dot, einsum: the spec's (C*) allow any element type except
    # that booleans make no sense for the products (the dialect takes them: HLO_Tensor).
    "convolution": ALL + _Q, "dynamic_conv": ALL, "dot_general": ALL + _Q, "dot": ALL,
    "einsum": ALL, "unary_einsum": ALL,
}
# Every other op takes "tensor" (any element type), quantized included.
_ANY = ALL + _Q


def allowed(op: str) -> list[str]:
    return ALLOWED.get(op, _ANY)
