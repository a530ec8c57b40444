"""Checks of values given to the public API, shared by the core's classes.

>>> is_whole(3, 0, 3), is_whole(True, 0, 3), is_whole(-1, 0), is_whole(2.0, 0, 3)
(True, False, False, False)
"""

from __future__ import annotations

__all__ = ["is_whole"]


def is_whole(value: object, low: int | None = None, high: int | None = None) -> bool:
    """True when ``value`` is a whole number (an ``int``, an IntEnum included, never a
    ``bool``) from ``low`` to ``high`` (each bound optional, both included)."""
    if not isinstance(value, int) or isinstance(value, bool):
        return False
    return (low is None or value >= low) and (high is None or value <= high)
