"""The style standards that DESIGN.md sets for the public API, held by a test so they stay
true: every public function and class shows a runnable example in its own docstring (pytest
runs them all as doctests), and modules stay small (decision 0033).

The public API is every name in the ``__all__`` of a module none of whose dotted parts starts
with an underscore, outside ``bridgecraft.cli``: the command line's Python functions are the
commands, documented by ``--help`` and tested through the command line.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path
from types import ModuleType

import pytest

import bridgecraft

PACKAGE = Path(bridgecraft.__file__).resolve().parent
MAX_LINES = 800
"""DESIGN.md: modules "stay small (under ~800 lines)"."""


def _public_modules() -> list[ModuleType]:
    modules = []
    for info in pkgutil.walk_packages(bridgecraft.__path__, "bridgecraft."):
        parts = info.name.split(".")[1:]
        if parts[0] == "cli" or any(part.startswith("_") for part in parts):
            continue
        modules.append(importlib.import_module(info.name))
    return modules


def _public_objects() -> dict[str, object]:
    """Each public function and class once, by the name of the module that defines it."""
    found: dict[str, object] = {}
    for module in _public_modules():
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name)
            if not (inspect.isfunction(obj) or inspect.isclass(obj)):
                continue
            home = getattr(obj, "__module__", "")
            if not home.startswith("bridgecraft."):
                continue
            found.setdefault(f"{home}.{obj.__qualname__}", obj)
    return found


PUBLIC = _public_objects()


def test_the_public_api_is_found() -> None:
    # The walk itself could silently find nothing: a few names every user meets.
    for name in (
        "bridgecraft.core.game.Game",
        "bridgecraft.analysis.ddtable.dd_table",
        "bridgecraft.formats.pbn.loads",
        "bridgecraft.robots.play.PimcPlayer",
    ):
        assert name in PUBLIC
    assert len(PUBLIC) > 300


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_public_names_show_an_example(name: str) -> None:
    # The class's or function's own docstring (not an inherited one), with a doctest.
    doc = PUBLIC[name].__doc__
    assert doc and doc.strip(), f"{name} has no docstring"
    assert ">>>" in doc, f"{name}'s docstring has no runnable example (>>>)"


@pytest.mark.parametrize(
    "path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE))
)
def test_modules_stay_small(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.name} has {lines} lines (at most {MAX_LINES})"
