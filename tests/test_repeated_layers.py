"""A network's repeated layers are lowered once (compiler/stablehlo/repeated_layers.py).

Oracle: jax.jit on the same function. Checked: equal layers (a residual MLP block with
layer norm and a masked softmax, on other weights each) become one private function the
entry calls once a layer, and the compiled program matches jax; layers that differ (another
activation in one of them) are not taken for equal ones; a single layer stays inline, and
a loop whose body reads values from around it is never in a layer function. A first layer
reading a view of the input where the others read a view of the previous layer's result
(torch's layout), and (with STACKED_SLICES) layers reading their slices of stacked
weights, share the function.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

import stablehlo_cc

RNG = np.random.default_rng(5)
D = 32


def _layer(x, w1, b1, w2, mask, act=jnp.tanh):
    h = x - x.mean(-1, keepdims=True)
    h = h / jnp.sqrt((h * h).mean(-1, keepdims=True) + 1e-5)
    s = jnp.where(mask, h @ h.T, -1e9)
    p = jax.nn.softmax(s, axis=-1)
    h = act(p @ h @ w1 + b1)
    return x + h @ w2


def _weights(n):
    return [(RNG.standard_normal((D, 2 * D), np.float32) * 0.2,
             RNG.standard_normal((2 * D,), np.float32) * 0.1,
             RNG.standard_normal((2 * D, D), np.float32) * 0.2) for _ in range(n)]


def _program(acts):
    def net(x, weights):
        mask = jnp.tril(jnp.ones((x.shape[0], x.shape[0]), bool))
        for (w1, b1, w2), act in zip(weights, acts):
            x = _layer(x, w1, b1, w2, mask, act)
        return jnp.tanh(x).sum(-1)
    return net


def _linalg_matching_jax(net, x, weights) -> str:
    """net(x, weights) (weights a list of (w1, b1, w2)) compiled by us, its result checked
    against jax.jit's; the program's linalg stage (where the layer functions are seen)."""
    text = jax.jit(net).lower(x, weights).as_text()
    flat = [x] + [a for w in weights for a in w]
    got = np.asarray(stablehlo_cc.compile(text, cache=False)(*flat))
    np.testing.assert_allclose(got, np.asarray(jax.jit(net)(x, weights)), rtol=1e-4,
                               atol=1e-4)
    return stablehlo_cc.compile(text, cache=False, emit="linalg")


def _compile_and_check(acts):
    return _linalg_matching_jax(_program(acts), RNG.standard_normal((16, D), np.float32),
                                _weights(len(acts)))


def test_equal_layers_share_one_function():
    text = _compile_and_check([jnp.tanh] * 4)
    assert "func.func private @__shlo_layer_0" in text
    assert text.count("call @__shlo_layer_0") >= 3


def _layer_functions(text):
    """The text of each layer function in a linalg print."""
    return [part.split("\n  }\n")[0] for part in text.split("func.func private @__shlo_layer")[1:]]


def test_layers_that_differ_are_not_shared():
    # the third layer's activation differs: at most the two before it share it, or all
    # three share what they have in common (the activation stays outside the calls)
    text = _compile_and_check([jnp.tanh, jnp.tanh, jax.nn.relu])
    functions = _layer_functions(text)
    if text.count("call @__shlo_layer_0") > 2:
        assert "math.tanh" not in functions[0]


def test_one_layer_stays_inline():
    text = _compile_and_check([jnp.tanh])
    assert "__shlo_layer" not in text


def _looping_layer(x, w1, b1, w2, mask, act=jnp.tanh):
    # a loop in each layer whose body reads the layer's weights from around it (after the
    # StableHLO rules, an `scf.while` capturing them)
    h = jax.lax.fori_loop(0, 3, lambda i, h: act(h @ w1 + b1) @ w2 * 0.5, x)
    return _layer(x + h, w1, b1, w2, mask, act)


def test_layers_with_capturing_loops_stay_inline():
    def net(x, weights):
        mask = jnp.tril(jnp.ones((x.shape[0], x.shape[0]), bool))
        for w1, b1, w2 in weights:
            x = _looping_layer(x, w1, b1, w2, mask)
        return x
    linalg = _linalg_matching_jax(net, RNG.standard_normal((16, D), np.float32), _weights(3))
    # (a copy of the loop in a layer function would read the entry's values: not taken;
    # what lies between the loops may be)
    assert not any("scf.while" in f for f in _layer_functions(linalg))


def _viewing_program(n):
    # torch's layout: the layers pass on a (1, S, D) stream and view it as (S, D) for
    # their products. The first layer's view is of the argument (a parameter-like op, read
    # in place of the later layers' view of the previous layer's result).
    def net(x, weights):
        mask = jnp.tril(jnp.ones((x.shape[1], x.shape[1]), bool))
        for w1, b1, w2 in weights:
            x = x + (_layer(x.reshape(x.shape[1:]), w1, b1, w2, mask) * 0.5)[None]
        return jnp.tanh(x).sum(-1)
    return net


def test_first_layer_reading_a_view_of_the_input_shares_the_function():
    for n in (2, 3):
        linalg = _linalg_matching_jax(_viewing_program(n),
                                      RNG.standard_normal((1, 16, D), np.float32), _weights(n))
        assert linalg.count("call @__shlo_layer_0") == n, n


def test_layers_reading_slices_of_stacked_weights_share_the_function(monkeypatch):
    # one array holds every layer's weights (a decoder's stacked cache, too): each layer
    # reads its own slice, a parameter-like value whose slice differs from layer to layer
    from stablehlo_cc.compiler.stablehlo import repeated_layers
    monkeypatch.setattr(repeated_layers, "STACKED_SLICES", True)
    def net(x, w1s, b1s, w2s):
        mask = jnp.tril(jnp.ones((x.shape[0], x.shape[0]), bool))
        for n in range(w1s.shape[0]):
            x = _layer(x, w1s[n], b1s[n], w2s[n], mask)
        return jnp.tanh(x).sum(-1)
    x = RNG.standard_normal((16, D), np.float32)
    w1s, b1s, w2s = (np.stack(a) for a in zip(*_weights(3)))
    text = jax.jit(net).lower(x, w1s, b1s, w2s).as_text()
    got = np.asarray(stablehlo_cc.compile(text, cache=False)(x, w1s, b1s, w2s))
    np.testing.assert_allclose(got, np.asarray(jax.jit(net)(x, w1s, b1s, w2s)), rtol=1e-4,
                               atol=1e-4)
    linalg = stablehlo_cc.compile(text, cache=False, emit="linalg")
    assert linalg.count("call @__shlo_layer_0") == 3


def test_instances_whose_ops_differ_in_operand_count_pass_nothing():
    # (the first difference is between ops with other operand lists, one a prefix of the
    # other: no operand's place, nothing to pass; the train step of the LM met it)
    from stablehlo_cc.compiler.stablehlo.repeated_layers import _params_at_first_difference
    one = ((("tanh",), (("in", 0, 0),)),)
    two = ((("maximum",), (("in", 0, 0), ("const", 0, 0))),)
    assert _params_at_first_difference([(one, [], {}), (two, [], {(0, 1): object()})]) == set()


def test_functions_a_layer_calls_get_the_noalias_of_its_arguments():
    # The layer function's arguments are distinct buffers at each of its calls, so they
    # are `noalias`; the kernels and loop nests it passes them to get that too
    # (loop_nest_functions._give_kernels_facts looks at a layer's calls before the calls
    # it makes). Once, a layer's own arguments counted as unknown there, and LLVM
    # vectorized the nests reading them (residual adds) with run-time alias checks.
    net = _program([jnp.tanh] * 3)
    x = RNG.standard_normal((16, D), np.float32)
    text = jax.jit(net).lower(x, _weights(3)).as_text()
    llvm = stablehlo_cc.compile(text, cache=False, emit="llvm-dialect")
    headers = {line.split("(")[0].split("@")[1]: line for line in llvm.splitlines()
               if line.lstrip().startswith("llvm.func @__shlo_")}
    layer = [h for name, h in headers.items() if name.startswith("__shlo_layer")]
    kernels = [h for name, h in headers.items()
               if name.startswith("__shlo_contraction_kernel")]
    assert len(layer) == 1 and kernels
    for line in layer + kernels:  # (every buffer distinct at every call)
        assert line.count("llvm.noalias") == line.count("!llvm.ptr"), line


def test_a_kernel_called_from_the_entry_and_a_layer_gets_what_holds_at_both():
    # a @ b in the entry and s @ w in the layer are one kernel: its facts are those of all
    # its calls, the layer's (made of the layer's own arguments) included, so they are
    # looked at only once the layer's arguments have theirs.
    n = 32

    def layer(x, w1, w2):
        h = x - x.mean(-1, keepdims=True)
        h = h / jnp.sqrt((h * h).mean(-1, keepdims=True) + 1e-5)
        s = jax.nn.softmax(h @ h, axis=-1)
        return x + jnp.tanh(s @ w1) @ w2

    def net(a, b, ws):
        x = a @ b
        for w1, w2 in ws:
            x = layer(x, w1, w2)
        return x

    a, b = (RNG.standard_normal((n, n), np.float32) * 0.3 for _ in range(2))
    ws = [tuple(RNG.standard_normal((n, n), np.float32) * 0.2 for _ in range(2))
          for _ in range(3)]
    text = jax.jit(net).lower(a, b, ws).as_text()
    flat = [a, b] + [w for pair in ws for w in pair]
    got = np.asarray(stablehlo_cc.compile(text, cache=False)(*flat))
    np.testing.assert_allclose(got, np.asarray(jax.jit(net)(a, b, ws)), rtol=1e-4,
                               atol=1e-4)
    bufferized = stablehlo_cc.compile(text, cache=False, emit="bufferized")
    entry, rest = bufferized.split("func.func private @__shlo_layer_0", 1)
    rest = rest.split("\n  }\n")[0]
    shared = {line.split("@")[1].split("(")[0] for line in entry.splitlines()
              if "call @__shlo_contraction_kernel" in line} & \
        {line.split("@")[1].split("(")[0] for line in rest.splitlines()
         if "call @__shlo_contraction_kernel" in line}
    assert shared  # (the case looked for: one kernel called from both)
    llvm = stablehlo_cc.compile(text, cache=False, emit="llvm-dialect")
    for line in llvm.splitlines():
        if any(f"llvm.func @{name}(" in line for name in shared):
            assert line.count("llvm.noalias") == line.count("!llvm.ptr"), line


def _bottleneck(x, w1, w2, w3, scale, shift):
    """A channels-last ResNet bottleneck: three convolutions, each with its batch norm
    (folded to a scale and a shift) and ReLU, and the residual add: 22 ops, 3 of them
    convolutions, a layer worth a function (repeated_layers.HEAVY_OPS)."""
    dn = ("NHWC", "HWIO", "NHWC")

    def conv(h, w, i):
        h = jax.lax.conv_general_dilated(h, w, (1, 1), "SAME", dimension_numbers=dn)
        return jax.nn.relu(h * scale[i] + shift[i])

    h = conv(conv(x, w1, 0), w2, 1)
    h = jax.lax.conv_general_dilated(h, w3, (1, 1), "SAME", dimension_numbers=dn)
    return jax.nn.relu(h * scale[2] + shift[2] + x)


def test_convolution_layers_of_few_ops_share_one_function():
    c = 16
    x = RNG.standard_normal((1, 12, 12, c), np.float32)
    weights = [(RNG.standard_normal((1, 1, c, c), np.float32) * 0.2,
                RNG.standard_normal((3, 3, c, c), np.float32) * 0.1,
                RNG.standard_normal((1, 1, c, c), np.float32) * 0.2,
                RNG.standard_normal((3, c), np.float32),
                RNG.standard_normal((3, c), np.float32)) for _ in range(3)]

    def net(x, weights):
        for w in weights:
            x = _bottleneck(x, *w)
        return x

    text = jax.jit(net).lower(x, weights).as_text()
    flat = [x] + [a for w in weights for a in w]
    got = np.asarray(stablehlo_cc.compile(text, cache=False)(*flat))
    np.testing.assert_allclose(got, np.asarray(jax.jit(net)(x, weights)), rtol=1e-4,
                               atol=1e-4)
    linalg = stablehlo_cc.compile(text, cache=False, emit="linalg")
    assert linalg.count("call @__shlo_layer_0") >= 2
