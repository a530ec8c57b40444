"""Doctests see the whole public core API without imports."""

from typing import Any

import pytest

import bridgecraft.core


@pytest.fixture(autouse=True)
def _core_namespace(doctest_namespace: dict[str, Any]) -> None:
    for name in bridgecraft.core.__all__:
        doctest_namespace[name] = getattr(bridgecraft.core, name)
