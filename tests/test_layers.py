"""The architecture's arrows (DESIGN.md): core is the standard library only, ``import
bridgecraft`` stays light, and each layer imports only the layers below it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "bridgecraft"

# layer -> the bridgecraft layers it may import (itself included). A module directly in
# the package (bridgecraft/__init__.py, __main__.py) belongs to the layer "bridgecraft".
ALLOWED = {
    "core": {"core"},
    "formats": {"formats", "core"},
    "analysis": {"analysis", "core"},
    "robots": {"robots", "analysis", "core"},
    "server": {"server", "robots", "analysis", "formats", "core"},
    "cli": {"cli", "server", "robots", "analysis", "formats", "core", "bridgecraft"},
    "bridgecraft": {"core", "cli", "bridgecraft"},
}


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _layer(path: Path) -> str:
    parts = path.relative_to(PACKAGE).parts
    return parts[0] if len(parts) > 1 else "bridgecraft"


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_each_module_imports_only_allowed_layers(path: Path) -> None:
    layer = _layer(path)
    assert layer in ALLOWED, f"unknown layer {layer!r}: add it to ALLOWED"
    for name in _imports(path):
        top = name.split(".")[0]
        if top == "bridgecraft":
            target = name.split(".")[1] if "." in name else "bridgecraft"
            if target not in ALLOWED:  # a module directly in the package
                target = "bridgecraft"
            assert target in ALLOWED[layer], f"{path.name} ({layer}) imports {name}"
        elif layer == "core":
            assert top in sys.stdlib_module_names, f"core module {path.name} imports {name}"


def test_import_bridgecraft_loads_only_the_standard_library() -> None:
    code = (
        "import sys; before = set(sys.modules); import bridgecraft; "
        "print('\\n'.join(sorted(set(sys.modules) - before)))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout.split()
    assert "bridgecraft.core.game" in loaded
    outside = [
        name
        for name in loaded
        if name.split(".")[0] not in sys.stdlib_module_names and name.split(".")[0] != "bridgecraft"
    ]
    assert outside == []
    assert not any(name.startswith("bridgecraft.cli") for name in loaded)
