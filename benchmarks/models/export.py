"""Export the model zoo: build each model with its framework, lower it to StableHLO, record the
framework's results. Needs the `zoo` extra (`pip install -e '.[zoo]'`).

    KERAS_BACKEND=jax python -m benchmarks.models.export [NAME_PREFIX ...]

Every model is a function of flat arguments (weights first, then inputs) so that the MLIR takes
the weights as arguments. Weights are not the framework's own random draws: each weight array
becomes a recorded distribution with the mean and standard deviation of the framework's
initializer (constants such as zero biases and unit scales get a small spread around their
value, so that they are exercised), and `zoo.inputs` redraws it from a seed with numpy. The
framework then runs on exactly those arrays, and its results are stored.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("KERAS_BACKEND", "jax")

import jax  # noqa: E402
import numpy as np  # noqa: E402

from benchmarks.models.exporting import (  # noqa: E402
    Exported, abs_normal, const, main, normal, randint, weight_spec)

jax.config.update("jax_platforms", "cpu")

MODELS: dict[str, callable] = {}


def model(fn):
    """Register a builder: `fn(batch)` returns (function, argument specs, framework)."""
    MODELS[fn.__name__] = fn
    return fn


# --- flattening each framework's parameters ---------------------------------------------------

def linen_function(module, params, *, method=None):
    """(f(*weights, *inputs), weight specs) for a flax.linen module's parameters."""
    leaves, treedef = jax.tree.flatten(params)
    n = len(leaves)

    def f(*a):
        return module.apply(jax.tree.unflatten(treedef, a[:n]), *a[n:], method=method)
    return f, [weight_spec(x) for x in leaves]


def nnx_function(mod):
    from flax import nnx
    graphdef, state = nnx.split(mod)
    leaves, treedef = jax.tree.flatten(state)
    n = len(leaves)

    def f(*a):
        return nnx.merge(graphdef, jax.tree.unflatten(treedef, a[:n]))(*a[n:])
    return f, [weight_spec(x) for x in leaves]


def keras_function(layer, call=None):
    """(f(*variables, *inputs), specs): `call(layer, *inputs)` runs with the variables given
    as arguments (keras' StatelessScope), default `layer(*inputs, training=False)`."""
    import keras
    variables = list(layer.variables)
    n = len(variables)
    call = call or (lambda lay, *xs: lay(xs[0] if len(xs) == 1 else list(xs), training=False))

    def f(*a):
        with keras.StatelessScope(state_mapping=list(zip(variables, a[:n]))):
            return call(layer, *a[n:])
    return f, [weight_spec(v.value) for v in variables]


# --- JAX ecosystem: flax.linen, flax.nnx, equinox, optax, plain jax -------------------------

@model
def mlp_mixer(batch):
    """MLP-Mixer (token- and channel-mixing MLPs), flax.linen, 32x32 images in 4x4 patches."""
    import flax.linen as nn
    import jax.numpy as jnp

    class MlpBlock(nn.Module):
        hidden: int

        @nn.compact
        def __call__(self, x):
            y = nn.gelu(nn.Dense(self.hidden)(x))
            return nn.Dense(x.shape[-1])(y)

    class MixerBlock(nn.Module):
        tokens_hidden: int
        channels_hidden: int

        @nn.compact
        def __call__(self, x):
            y = nn.LayerNorm()(x)
            y = jnp.swapaxes(MlpBlock(self.tokens_hidden)(jnp.swapaxes(y, 1, 2)), 1, 2)
            x = x + y
            return x + MlpBlock(self.channels_hidden)(nn.LayerNorm()(x))

    class Mixer(nn.Module):
        @nn.compact
        def __call__(self, img):
            x = nn.Conv(128, (4, 4), strides=(4, 4))(img)
            x = x.reshape(x.shape[0], -1, x.shape[-1])
            for _ in range(4):
                x = MixerBlock(64, 256)(x)
            x = nn.LayerNorm()(x).mean(axis=1)
            return nn.Dense(10)(x)

    m = Mixer()
    params = m.init(jax.random.key(0), jnp.zeros((batch, 32, 32, 3)))
    f, specs = linen_function(m, params)
    return f, specs + [normal((batch, 32, 32, 3))], "flax.linen"


@model
def flax_mnist_cnn(batch):
    """The CNN of flax's MNIST example (two convolutions, average pooling, two dense layers)."""
    import flax.linen as nn
    import jax.numpy as jnp

    class CNN(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.relu(nn.Conv(32, (3, 3))(x))
            x = nn.avg_pool(x, (2, 2), strides=(2, 2))
            x = nn.relu(nn.Conv(64, (3, 3))(x))
            x = nn.avg_pool(x, (2, 2), strides=(2, 2))
            x = x.reshape(x.shape[0], -1)
            x = nn.relu(nn.Dense(256)(x))
            return nn.Dense(10)(x)

    m = CNN()
    params = m.init(jax.random.key(0), jnp.zeros((batch, 28, 28, 1)))
    f, specs = linen_function(m, params)
    return f, specs + [normal((batch, 28, 28, 1))], "flax.linen"


@model
def lstm(batch):
    """A two-layer LSTM over 32 steps (flax.linen RNN: a lax.scan) with a dense head."""
    import flax.linen as nn
    import jax.numpy as jnp

    class Net(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.RNN(nn.LSTMCell(128))(x)
            x = nn.RNN(nn.LSTMCell(128))(x)
            return nn.Dense(16)(x[:, -1])

    m = Net()
    params = m.init(jax.random.key(0), jnp.zeros((batch, 32, 64)))
    f, specs = linen_function(m, params)
    return f, specs + [normal((batch, 32, 64))], "flax.linen"


@model
def gru(batch):
    """A GRU over 48 steps (flax.linen RNN with GRUCell), returning every step's state."""
    import flax.linen as nn
    import jax.numpy as jnp

    m = nn.RNN(nn.GRUCell(96))
    params = m.init(jax.random.key(0), jnp.zeros((batch, 48, 32)))
    f, specs = linen_function(m, params)
    return f, specs + [normal((batch, 48, 32))], "flax.linen"


@model
def unet_block(batch):
    """A U-Net level: two convolutions, max-pool down, an inner block, a transposed
    convolution up, concatenation with the skip, two convolutions (flax.linen)."""
    import flax.linen as nn
    import jax.numpy as jnp

    class DoubleConv(nn.Module):
        features: int

        @nn.compact
        def __call__(self, x):
            x = nn.relu(nn.GroupNorm(num_groups=8)(nn.Conv(self.features, (3, 3))(x)))
            return nn.relu(nn.GroupNorm(num_groups=8)(nn.Conv(self.features, (3, 3))(x)))

    class UNetLevel(nn.Module):
        @nn.compact
        def __call__(self, x):
            skip = DoubleConv(32)(x)
            y = nn.max_pool(skip, (2, 2), strides=(2, 2))
            y = DoubleConv(64)(y)
            y = nn.ConvTranspose(32, (2, 2), strides=(2, 2))(y)
            y = jnp.concatenate([y, skip], axis=-1)
            y = DoubleConv(32)(y)
            up = jax.image.resize(y, (y.shape[0], 64, 64, y.shape[3]), "bilinear")
            return nn.Conv(3, (1, 1))(up)

    m = UNetLevel()
    params = m.init(jax.random.key(0), jnp.zeros((batch, 32, 32, 16)))
    f, specs = linen_function(m, params)
    return f, specs + [normal((batch, 32, 32, 16))], "flax.linen"


@model
def graph_net(batch):
    """One message-passing step of a graph network (jraph-style, plain jax): edge MLP on
    gathered sender/receiver features, segment_sum to the receivers, node MLP. `batch` graphs
    of 128 nodes and 512 edges are packed into one graph."""
    import jax.numpy as jnp

    nodes, edges, d, e = 128 * batch, 512 * batch, 64, 32

    def mlp(x, w1, b1, w2, b2):
        return jax.nn.relu(x @ w1 + b1) @ w2 + b2

    def step(we1, be1, we2, be2, wn1, bn1, wn2, bn2, node_f, edge_f, senders, receivers):
        msg_in = jnp.concatenate([node_f[senders], node_f[receivers], edge_f], axis=-1)
        new_edges = mlp(msg_in, we1, be1, we2, be2)
        agg = jax.ops.segment_sum(new_edges, receivers, num_segments=nodes)
        sent = jax.ops.segment_sum(new_edges, senders, num_segments=nodes)
        new_nodes = mlp(jnp.concatenate([node_f, agg, sent], axis=-1), wn1, bn1, wn2, bn2)
        return new_nodes, new_edges

    h = 128
    specs = [normal((2 * d + e, h), (2 * d + e) ** -0.5), normal((h,), 0.02),
             normal((h, e), h ** -0.5), normal((e,), 0.02),
             normal((d + 2 * e, h), (d + 2 * e) ** -0.5), normal((h,), 0.02),
             normal((h, d), h ** -0.5), normal((d,), 0.02),
             normal((nodes, d)), normal((edges, e)),
             randint((edges,), 0, nodes), randint((edges,), 0, nodes)]
    return step, specs, "jax"


@model
def equinox_mlp(batch):
    """equinox.nn.MLP, 784 -> 3 x 512 -> 10, vmapped over the batch."""
    import equinox as eqx

    mlp = eqx.nn.MLP(784, 10, 512, 3, key=jax.random.key(0))
    params, static = eqx.partition(mlp, eqx.is_array)
    leaves, treedef = jax.tree.flatten(params)
    n = len(leaves)

    def f(*a):
        m = eqx.combine(jax.tree.unflatten(treedef, a[:n]), static)
        return jax.vmap(m)(a[n])
    return f, [weight_spec(x) for x in leaves] + [normal((batch, 784))], "equinox"


def _adam_step(loss_fn, n_params, param_leaves, treedef, lr=1e-3):
    """f(*params, *adam mu, *adam nu, count, *batch) -> (new params, new state, loss): one
    optax.adam step. The state is drawn away from zero so that the update is a smooth
    function of the gradient (a first step's g/|g| would flip with rounding)."""
    import optax

    opt = optax.adam(lr)

    def f(*a):
        params = jax.tree.unflatten(treedef, a[:n_params])
        mu = jax.tree.unflatten(treedef, a[n_params:2 * n_params])
        nu = jax.tree.unflatten(treedef, a[2 * n_params:3 * n_params])
        count = a[3 * n_params]
        state = (optax.ScaleByAdamState(count=count, mu=mu, nu=nu), optax.EmptyState())
        loss, grads = jax.value_and_grad(loss_fn)(params, *a[3 * n_params + 1:])
        updates, state = opt.update(grads, state, params)
        return optax.apply_updates(params, updates), state, loss

    specs = [weight_spec(x) for x in param_leaves]
    specs += [normal(x.shape, 1e-3) for x in param_leaves]
    specs += [abs_normal(x.shape, 1e-4, 1e-6) for x in param_leaves]
    specs += [const((), 10, "int32")]
    return f, specs


@model
def cnn_train_step(batch):
    """A training step of a small CNN classifier: cross-entropy, gradient, optax Adam update."""
    import flax.linen as nn
    import jax.numpy as jnp
    import optax

    class CNN(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.relu(nn.Conv(16, (3, 3))(x))
            x = nn.max_pool(x, (2, 2), strides=(2, 2))
            x = nn.relu(nn.Conv(32, (3, 3))(x))
            x = nn.max_pool(x, (2, 2), strides=(2, 2))
            x = nn.relu(nn.Dense(64)(x.reshape(x.shape[0], -1)))
            return nn.Dense(10)(x)

    m = CNN()
    params = m.init(jax.random.key(0), jnp.zeros((batch, 28, 28, 1)))
    leaves, treedef = jax.tree.flatten(params)

    def loss_fn(p, x, y):
        logits = m.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    f, specs = _adam_step(loss_fn, len(leaves), leaves, treedef)
    return f, specs + [normal((batch, 28, 28, 1)), randint((batch,), 0, 10)], "flax+optax"


class _NnxLM:
    """A small decoder-only transformer LM in flax.nnx (pre-LayerNorm, causal attention)."""

    @staticmethod
    def build(vocab=256, d=128, heads=4, layers=2, seq=32):
        from flax import nnx

        class Block(nnx.Module):
            def __init__(self, rngs):
                self.ln1 = nnx.LayerNorm(d, rngs=rngs)
                self.attn = nnx.MultiHeadAttention(heads, d, decode=False, rngs=rngs)
                self.ln2 = nnx.LayerNorm(d, rngs=rngs)
                self.up = nnx.Linear(d, 4 * d, rngs=rngs)
                self.down = nnx.Linear(4 * d, d, rngs=rngs)

            def __call__(self, x, mask):
                x = x + self.attn(self.ln1(x), mask=mask)
                return x + self.down(nnx.gelu(self.up(self.ln2(x))))

        class LM(nnx.Module):
            def __init__(self, rngs):
                self.embed = nnx.Embed(vocab, d, rngs=rngs)
                self.pos = nnx.Param(jax.random.normal(rngs.params(), (seq, d)) * 0.02)
                self.blocks = nnx.List([Block(rngs) for _ in range(layers)])
                self.ln = nnx.LayerNorm(d, rngs=rngs)

            def __call__(self, tokens):
                x = self.embed(tokens) + self.pos[...]
                mask = nnx.make_causal_mask(tokens)
                for b in self.blocks:
                    x = b(x, mask)
                return self.embed.attend(self.ln(x))

        return LM(nnx.Rngs(0))


@model
def transformer_lm_train_step(batch):
    """A training step of a small flax.nnx transformer LM: next-token cross-entropy, gradient,
    optax Adam update."""
    from flax import nnx
    import optax

    lm = _NnxLM.build()
    graphdef, state = nnx.split(lm)
    leaves, treedef = jax.tree.flatten(state)

    def loss_fn(s, tokens):
        logits = nnx.merge(graphdef, s)(tokens[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    f, specs = _adam_step(loss_fn, len(leaves), leaves, treedef)
    return f, specs + [randint((batch, 33), 0, 256)], "flax.nnx+optax"


@model
def nnx_transformer_lm(batch):
    """The flax.nnx transformer LM's forward pass (logits for 32 tokens)."""
    lm = _NnxLM.build()
    f, specs = nnx_function(lm)
    return f, specs + [randint((batch, 32), 0, 256)], "flax.nnx"


# --- Keras 3 (JAX backend): keras.applications and keras_hub --------------------------------

def _keras_app(cls_name, size, **kw):
    def build(batch):
        import keras
        keras.utils.set_random_seed(0)
        m = getattr(keras.applications, cls_name)(weights=None, input_shape=(size, size, 3),
                                                  **kw)
        f, specs = keras_function(m)
        return f, specs + [normal((batch, size, size, 3))], "keras"
    build.__doc__ = f"keras.applications.{cls_name}, weights=None, {size}x{size} images."
    return build


MODELS["resnet50"] = _keras_app("ResNet50", 64)
MODELS["mobilenet_v2"] = _keras_app("MobileNetV2", 96)
MODELS["efficientnet_b0"] = _keras_app("EfficientNetB0", 64)
MODELS["convnext_tiny"] = _keras_app("ConvNeXtTiny", 64)


def _backbone_inputs(batch, seq, vocab, *names):
    specs = {"token_ids": randint((batch, seq), 0, vocab),
             "segment_ids": randint((batch, seq), 0, 2),
             "padding_mask": const((batch, seq), 1, "int32")}
    return [specs[n] for n in names]


def _dict_call(*names):
    def call(layer, *xs):
        return layer(dict(zip(names, xs)), training=False)
    return call


@model
def vit(batch):
    """keras_hub ViTBackbone: 4 layers, d=192, 3 heads, 32x32 images in 4x4 patches."""
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    m = keras_hub.models.ViTBackbone(image_shape=(32, 32, 3), patch_size=4, num_layers=4,
                                     num_heads=3, hidden_dim=192, mlp_dim=768)
    f, specs = keras_function(m)
    return f, specs + [normal((batch, 32, 32, 3))], "keras_hub"


@model
def bert(batch):
    """keras_hub BertBackbone: 4 layers, d=256, 4 heads, 64 tokens."""
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    m = keras_hub.models.BertBackbone(vocabulary_size=1000, num_layers=4, num_heads=4,
                                      hidden_dim=256, intermediate_dim=1024,
                                      max_sequence_length=128)
    names = ("token_ids", "segment_ids", "padding_mask")
    f, specs = keras_function(m, _dict_call(*names))
    return f, specs + _backbone_inputs(batch, 64, 1000, *names), "keras_hub"


@model
def distilbert(batch):
    """keras_hub DistilBertBackbone: 3 layers, d=256, 4 heads, 64 tokens."""
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    m = keras_hub.models.DistilBertBackbone(vocabulary_size=1000, num_layers=3, num_heads=4,
                                            hidden_dim=256, intermediate_dim=1024,
                                            max_sequence_length=128)
    names = ("token_ids", "padding_mask")
    f, specs = keras_function(m, _dict_call(*names))
    return f, specs + _backbone_inputs(batch, 64, 1000, *names), "keras_hub"


def _gpt2():
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    backbone = keras_hub.models.GPT2Backbone(vocabulary_size=1000, num_layers=4, num_heads=4,
                                             hidden_dim=256, intermediate_dim=1024,
                                             max_sequence_length=128)
    return keras_hub.models.GPT2CausalLM(backbone=backbone)


@model
def gpt2_prefill(batch):
    """keras_hub GPT2CausalLM (4 layers, d=256): logits for a 64-token prompt."""
    lm = _gpt2()
    names = ("token_ids", "padding_mask")
    f, specs = keras_function(lm, _dict_call(*names))
    return f, specs + _backbone_inputs(batch, 64, 1000, *names), "keras_hub"


@model
def gpt2_decode(batch):
    """keras_hub GPT2CausalLM.call_with_cache: one token at position 40 of a 128-long KV cache
    (logits, hidden state and the updated cache)."""
    lm = _gpt2()
    f, specs = keras_function(lm, lambda m, t, c, i: m.call_with_cache(t, c, i))
    return f, specs + [randint((batch, 1), 0, 1000), normal((batch, 4, 2, 128, 4, 64)),
                       const((), 40, "int32")], "keras_hub"


@model
def llama(batch):
    """keras_hub LlamaBackbone: RMSNorm, RoPE, SwiGLU, grouped-query attention (8 query heads,
    2 key/value heads), 4 layers, d=256, 64 tokens."""
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    m = keras_hub.models.LlamaBackbone(vocabulary_size=1000, num_layers=4, num_query_heads=8,
                                       num_key_value_heads=2, hidden_dim=256,
                                       intermediate_dim=688)
    names = ("token_ids", "padding_mask")
    f, specs = keras_function(m, _dict_call(*names))
    return f, specs + _backbone_inputs(batch, 64, 1000, *names), "keras_hub"


@model
def llama_bf16(batch):
    """keras_hub LlamaBackbone run in bf16 (dtype="bfloat16": weights, activations and
    products; keras keeps RMSNorm's statistics in f32): the llama configuration above."""
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    m = keras_hub.models.LlamaBackbone(vocabulary_size=1000, num_layers=4, num_query_heads=8,
                                       num_key_value_heads=2, hidden_dim=256,
                                       intermediate_dim=688, dtype="bfloat16")
    names = ("token_ids", "padding_mask")
    f, specs = keras_function(m, _dict_call(*names))
    return f, specs + _backbone_inputs(batch, 64, 1000, *names), "keras_hub"


@model
def t5(batch):
    """keras_hub T5Backbone (encoder-decoder, relative position bias, gated GELU): 2+2 layers,
    d=256, 48 encoder and 32 decoder tokens."""
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    m = keras_hub.models.T5Backbone(vocabulary_size=1000, num_layers=2, num_heads=4,
                                    hidden_dim=256, intermediate_dim=512, dropout=0.0,
                                    activation="gelu")
    names = ("encoder_token_ids", "encoder_padding_mask", "decoder_token_ids",
             "decoder_padding_mask")
    f, specs = keras_function(m, _dict_call(*names))
    return f, specs + [randint((batch, 48), 0, 1000), const((batch, 48), 1, "int32"),
                       randint((batch, 32), 0, 1000), const((batch, 32), 1, "int32")], \
        "keras_hub"


@model
def whisper(batch):
    """keras_hub WhisperBackbone (encoder: two 1-D convolutions and 2 transformer layers on a
    200-frame, 80-mel spectrogram; decoder: 2 layers on 16 tokens), d=256."""
    import keras
    import keras_hub
    keras.utils.set_random_seed(0)
    m = keras_hub.models.WhisperBackbone(vocabulary_size=1000, num_layers=2, num_heads=4,
                                         hidden_dim=256, intermediate_dim=1024,
                                         max_encoder_sequence_length=200,
                                         max_decoder_sequence_length=64)
    names = ("encoder_features", "decoder_token_ids", "decoder_padding_mask")
    f, specs = keras_function(m, _dict_call(*names))
    return f, specs + [normal((batch, 200, 80)), randint((batch, 16), 0, 1000),
                       const((batch, 16), 1, "int32")], "keras_hub"


MODELS["resnet50_224"] = _keras_app("ResNet50", 224)
SLOW = {"resnet50_224"}
BATCHES = {"resnet50_224": (1,)}


def jax_export(f, specs, framework) -> Exported:
    """A jax function of flat arguments: lowered with every argument kept, run by jax.jit."""
    jitted = jax.jit(f, keep_unused=True)
    shapes = [jax.ShapeDtypeStruct(tuple(s["shape"]), np.dtype(s["dtype"])) for s in specs]
    text = jitted.lower(*shapes).as_text()
    return Exported(text, specs,
                    lambda args: [np.asarray(x) for x in jax.tree.leaves(jitted(*args))],
                    framework)



def exporter(build):
    """`build` (batch -> function, specs, framework) as a builder of an Exported."""
    def export_one(batch):
        return jax_export(*build(batch))
    export_one.__doc__ = build.__doc__
    return export_one


if __name__ == "__main__":
    sys.exit(main({n: exporter(b) for n, b in MODELS.items()}, sys.argv[1:], batches=BATCHES,
                  slow=SLOW))
