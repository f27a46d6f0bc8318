"""Export the zoo's PyTorch models through torch_xla (in a process of their own: torch_xla and
jax each bundle LLVM, and loading both aborts on LLVM's duplicate command-line options).

    python -m benchmarks.models.export_torch [NAME_PREFIX ...]
"""

from __future__ import annotations

import sys

from benchmarks.models import zoo
from benchmarks.models.exporting import Exported, main, normal, weight_spec

MODELS: dict = {}


def model(fn):
    MODELS[fn.__name__] = fn
    return fn


def torch_export(module, example_inputs: list[dict]) -> Exported:
    """torch.export + torch_xla's StableHLO export (weights and buffers become arguments of
    `main`, in the order of `input_locations`); the reference results come from eager PyTorch
    on the same arrays."""
    import torch
    from torch_xla.stablehlo import VariableType, exported_program_to_stablehlo

    module = module.eval()
    examples = tuple(torch.from_numpy(zoo.make_argument(s, 0)) for s in example_inputs)
    program = exported_program_to_stablehlo(torch.export.export(module, examples))
    text = program.get_stablehlo_text("forward")
    locations = program._bundle.stablehlo_funcs[0].meta.input_locations
    state = module.state_dict()
    specs, where = [], []
    for loc in locations:
        if loc.type_ == VariableType.PARAMETER:
            specs.append(weight_spec(state[loc.name].detach().numpy()))
            where.append(("state", loc.name))
        elif loc.type_ == VariableType.INPUT_ARG:
            specs.append(example_inputs[loc.position])
            where.append(("input", loc.position))
        else:
            raise ValueError(f"torch_xla argument of kind {loc.type_} ({loc.name})")

    def run(args):
        new_state = {}
        inputs = [None] * len(example_inputs)
        for (kind, key), a in zip(where, args):
            if kind == "state":
                new_state[key] = torch.from_numpy(a)
            else:
                inputs[key] = torch.from_numpy(a)
        module.load_state_dict(new_state, strict=False)
        with torch.no_grad():
            out = module(*inputs)
        out = out if isinstance(out, (tuple, list)) else [out]
        return [o.numpy() for o in out]
    return Exported(text, specs, run, "torch_xla")


@model
def torch_resnet18(batch):
    """torchvision resnet18 (weights=None), 64x64 images, through torch_xla."""
    import torch
    import torchvision
    torch.manual_seed(0)
    return torch_export(torchvision.models.resnet18(), [normal((batch, 3, 64, 64))])


@model
def torch_regnet_y_400mf(batch):
    """torchvision regnet_y_400mf (weights=None), 224x224 images: grouped 3x3 convolutions
    (groups of 8 channels) and squeeze-and-excitation, in PyTorch's NCHW layout."""
    import torch
    import torchvision
    torch.manual_seed(0)
    return torch_export(torchvision.models.regnet_y_400mf(), [normal((batch, 3, 224, 224))])


@model
def torch_transformer(batch):
    """torch.nn.TransformerEncoder: 2 layers, d=128, 4 heads, GELU, 32 tokens."""
    import torch
    torch.manual_seed(0)
    layer = torch.nn.TransformerEncoderLayer(128, 4, 512, dropout=0.0, activation="gelu",
                                             batch_first=True)
    enc = torch.nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
    return torch_export(enc, [normal((batch, 32, 128))])


@model
def torch_gelu_layernorm(batch):
    """A PyTorch MLP block: Linear, exact GELU (erf), LayerNorm, Linear, residual."""
    import torch

    class Block(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.up = torch.nn.Linear(256, 1024)
            self.norm = torch.nn.LayerNorm(1024)
            self.down = torch.nn.Linear(1024, 256)

        def forward(self, x):
            return x + self.down(self.norm(torch.nn.functional.gelu(self.up(x))))

    torch.manual_seed(0)
    return torch_export(Block(), [normal((batch, 16, 256))])



if __name__ == "__main__":
    sys.exit(main(MODELS, sys.argv[1:]))
