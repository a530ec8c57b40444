"""Checks of values given to the public API, shared by the core's classes.

>>> is_whole(3, 0, 3), is_whole(True, 0, 3), is_whole(-1, 0), is_whole(2.0, 0, 3)
(True, False, False, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from bridgecraft.core.errors import InvalidNotationError

__all__ = ["as_member", "is_whole"]

_Member = TypeVar("_Member")


def is_whole(value: object, low: int | None = None, high: int | None = None) -> bool:
    """True when ``value`` is a whole number (an ``int``, an IntEnum included, never a
    ``bool``) from ``low`` to ``high`` (each bound optional, both included)."""
    if not isinstance(value, int) or isinstance(value, bool):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


def as_member(
    members: Sequence[_Member],
    value: object,
    parse: Callable[[str], _Member],
    what: str,
    expected: str,
) -> _Member:
    """``value`` as one of an enum's ``members`` (all of them, in order from 0): a member
    itself, its number, or text read by ``parse``; anything else raises
    InvalidNotationError "invalid ``what`` ``value``: expected ``expected``".

    >>> from bridgecraft.core.cards import Suit
    >>> [as_member(tuple(Suit), value, Suit.parse, "suit", "a Suit") for value in (Suit.H, 1, "s")]
    [Suit.H, Suit.D, Suit.S]
    """
    if type(value) is type(members[0]):  # the common case, first
        return value
    if isinstance(value, str):
        return parse(value)
    if isinstance(value, int) and is_whole(value, 0, len(members) - 1):
        return members[value]
    raise InvalidNotationError(f"invalid {what} {value!r}: expected {expected}")
