"""Checks of the values given to the scoring package's public functions, shared by its
modules so that each kind of bad input is refused in one way, with one message.

A number is an ``int`` (never a ``bool``), a finite ``float``, a ``Fraction`` or a finite
``Decimal``; a list of them may be any iterable except text, bytes, a mapping or a set.

>>> check_number(True, "score difference")
Traceback (most recent call last):
...
bridgecraft.core.errors.InvalidNotationError: invalid score difference True: expected a \
number, not bool
>>> check_scores(b"x", "scores")
Traceback (most recent call last):
...
bridgecraft.core.errors.InvalidNotationError: invalid scores b'x': expected a list of \
scores, not bytes
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Set
from decimal import Decimal
from fractions import Fraction
from typing import TypeVar

from bridgecraft.core.checks import is_whole
from bridgecraft.core.errors import InvalidNotationError

__all__ = [
    "MOST_PLACES",
    "MOST_RESULTS",
    "check_instance",
    "check_many",
    "check_number",
    "check_pair",
    "check_scores",
    "check_whole",
    "exact",
]

MOST_PLACES = 15
"""The most decimal places a result is rounded to: a float holds no more for a percentage."""

MOST_RESULTS = 10**9
"""The most results a board may be scaled to (Neuberg): far above any field, and small
enough that every matchpoint total is a float."""

_MOST_EXPONENT = 1000
"""The largest power of ten (either way) of a Decimal read exactly: ``Fraction`` would
otherwise spend unbounded time writing out ``Decimal('1e999999999')``."""

_NUMBERS = (int, float, Fraction, Decimal)
_NOT_LISTS = (str, bytes, bytearray, memoryview, Mapping, Set)

_Kind = TypeVar("_Kind")


def check_number(value: object, what: str) -> int | float | Fraction | Decimal:
    """``value`` if it is a number (see the module); anything else raises
    InvalidNotationError "invalid ``what`` ``value``: ...", naming what it is instead."""
    if type(value) is int:  # the common case, first
        return value
    if isinstance(value, bool) or not isinstance(value, _NUMBERS):
        raise InvalidNotationError(
            f"invalid {what} {value!r}: expected a number, not {type(value).__name__}"
        )
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidNotationError(f"invalid {what} {value!r}: expected a finite number")
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise InvalidNotationError(f"invalid {what} {value!r}: expected a finite number")
        if value and not -_MOST_EXPONENT <= value.adjusted() <= _MOST_EXPONENT:
            raise InvalidNotationError(
                f"invalid {what} {value!r}: expected a size from 1E-{_MOST_EXPONENT} "
                f"to 1E+{_MOST_EXPONENT}"
            )
    return value


def exact(value: object, what: str, *, as_printed: bool = True) -> Fraction:
    """``value`` (checked by `check_number`) as an exact fraction: a float is read as the
    decimal it prints as (``as_printed``), or else as its exact binary value.

    >>> exact(0.1, "top"), exact(0.5, "top", as_printed=False)
    (Fraction(1, 10), Fraction(1, 2))
    """
    number = check_number(value, what)
    if isinstance(number, float) and as_printed:
        return Fraction(repr(number))
    return Fraction(number)


def check_scores(values: object, what: str) -> list[float]:
    """``values`` as a list of numbers, each checked by `check_number` (a Decimal becomes
    its exact Fraction, so that it mixes with floats; the type says float for int, float
    and Fraction alike); anything else raises InvalidNotationError.

    >>> check_scores((620, 170.5), "scores")
    [620, 170.5]
    >>> check_scores([620, None], "scores")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid score None: expected a number, not \
NoneType
    """
    scores = check_many(values, what, "scores")
    for index, score in enumerate(scores):
        if type(score) is not int:
            number = check_number(score, "score")  # the message is the one below
            scores[index] = exact(number, "score") if isinstance(number, Decimal) else number
    return scores  # type: ignore[return-value]


def check_many(values: object, what: str, items: str) -> list[object]:
    """``values`` as a list, if it is an iterable of ``items`` that is not text, bytes, a
    mapping or a set (in which order or repeats would be lost); else InvalidNotationError."""
    if isinstance(values, _NOT_LISTS) or not isinstance(values, Iterable):
        raise InvalidNotationError(
            f"invalid {what} {values!r}: expected a list of {items}, not {type(values).__name__}"
        )
    return list(values)


def check_pair(value: object, what: str, items: str) -> tuple[object, object]:
    """``value`` if it is a pair (a tuple or list of two ``items``); else InvalidNotationError.

    >>> check_pair([8, 10], "board", "(matchpoints, top)")
    (8, 10)
    """
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise InvalidNotationError(f"invalid {what} {value!r}: expected a pair {items}")
    return value[0], value[1]


def check_whole(
    value: object, what: str, low: int, high: int | None = None, *, below: str | None = None
) -> int:
    """``value`` if it is a whole number from ``low`` to ``high`` (no limit if None); else
    InvalidNotationError, saying ``below`` for a whole number below ``low`` if given.

    >>> check_whole(10**9, "places", 0, MOST_PLACES)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid places 1000000000: expected a \
whole number from 0 to 15
    """
    if is_whole(value, low, high):
        return value  # type: ignore[return-value]
    if below is not None and is_whole(value, None, low - 1):
        reason = below
    elif high is None:
        reason = f"expected a whole number, {low} or more"
    else:
        reason = f"expected a whole number from {low} to {high}"
    raise InvalidNotationError(f"invalid {what} {value!r}: {reason}")


def check_instance(value: object, kind: type[_Kind], what: str, expected: str) -> _Kind:
    """``value`` if it is a ``kind``; else InvalidNotationError "invalid ``what`` ``value``:
    expected ``expected``"."""
    if isinstance(value, kind):
        return value
    raise InvalidNotationError(f"invalid {what} {value!r}: expected {expected}")
