"""What the README says of the API matches the API (read with `inspect`), and what it says
the test extra provides is installed."""

import ast
import inspect
import pathlib
import re

import numpy as np

import stablehlo_cc

README = (pathlib.Path(__file__).parent.parent / "README.md").read_text()


def _documented_call(name: str) -> inspect.Signature:
    """The signature the README shows for `name(...)` in a Python block."""
    match = re.search(rf"```python\n({name}\(.*?\))\n```", README, re.S)
    assert match, f"the README shows no signature of {name}()"
    call = ast.parse(f"def {name}{match.group(1)[len(name):]}: pass").body[0]
    return call.args


def test_readme_shows_every_parameter_of_compile_with_its_default():
    documented = _documented_call("compile")
    names = [a.arg for a in documented.args + documented.kwonlyargs]
    defaults = {a.arg: ast.literal_eval(d) for a, d in zip(documented.kwonlyargs,
                                                            documented.kw_defaults)}
    actual = inspect.signature(stablehlo_cc.compile).parameters
    assert names == list(actual), "README's compile() parameters differ from the API"
    for name, param in actual.items():
        if param.default is not inspect.Parameter.empty:
            assert defaults[name] == param.default, name


def test_jax_export_serialization_round_trips():
    """`Exported.serialize()` needs flatbuffers (in the test extra): a program that made the
    round trip compiles to the same results as jax.jit."""
    import jax
    import jax.numpy as jnp

    def f(x, w):
        return jnp.tanh(x @ w)

    rng = np.random.default_rng(5)
    x = rng.standard_normal((2, 64), dtype=np.float32)
    w = rng.standard_normal((64, 128), dtype=np.float32)
    exported = jax.export.deserialize(jax.export.export(jax.jit(f))(x, w).serialize())
    np.testing.assert_allclose(stablehlo_cc.compile(exported)(x, w), jax.jit(f)(x, w),
                               rtol=1e-5, atol=1e-6)


def test_test_extra_installs_flatbuffers():
    import tomllib
    project = tomllib.loads((pathlib.Path(__file__).parent.parent / "pyproject.toml")
                            .read_text())
    extra = project["project"]["optional-dependencies"]["test"]
    assert any(re.match(r"flatbuffers\b", req) for req in extra), extra
