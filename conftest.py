"""Doctests see the whole public core API without imports; Hypothesis has no deadline."""

from typing import Any

import pytest
from hypothesis import settings

import bridgecraft.core

# Tests are not timed (benchmarks are): a deadline only fails an example that ran slowly
# because the machine was busy, and with -x that hides the real failures.
settings.register_profile("bridgecraft", deadline=None)
settings.load_profile("bridgecraft")


@pytest.fixture(autouse=True)
def _core_namespace(doctest_namespace: dict[str, Any]) -> None:
    for name in bridgecraft.core.__all__:
        doctest_namespace[name] = getattr(bridgecraft.core, name)
