"""Checks of values given to the public API, shared by the core's classes.

>>> is_whole(3, 0, 3), is_whole(True, 0, 3), is_whole(-1, 0), is_whole(2.0, 0, 3)
(True, False, False, False)
>>> check_text(None, "card")
Traceback (most recent call last):
...
bridgecraft.core.errors.InvalidNotationError: invalid card None: expected text (a str), not NoneType
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import IntEnum
from typing import TypeVar

from bridgecraft.core.errors import InvalidNotationError

__all__ = ["as_member", "check_flag", "check_items", "check_text", "is_whole", "not_a_member"]

_Member = TypeVar("_Member")
_Item = TypeVar("_Item")


def is_whole(value: object, low: int | None = None, high: int | None = None) -> bool:
    """True when ``value`` is a whole number (an ``int``, an IntEnum included, never a
    ``bool``) from ``low`` to ``high`` (each bound optional, both included).

    >>> is_whole(Seat.S, 0, 3), is_whole(True, 0, 1), is_whole(14, 2, 13), is_whole(5)
    (True, False, False, True)
    """
    if not isinstance(value, int) or isinstance(value, bool):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


def as_member(
    members: Sequence[_Member],
    value: object,
    parse: Callable[[str], _Member],
    what: str,
    expected: str,
    also: tuple[type[IntEnum], ...] = (),
) -> _Member:
    """``value`` as one of an enum's ``members`` (all of them, in order from 0): a member
    itself, its number, a member of an enum in ``also`` numbered alike, or text read by
    ``parse``; anything else (another enum's member too: a Vulnerability is not a Side)
    raises InvalidNotationError "invalid ``what`` ``value``: expected ``expected``".

    >>> from bridgecraft.core.cards import Seat, Suit
    >>> [as_member(tuple(Suit), value, Suit.parse, "suit", "a Suit") for value in (Suit.H, 1, "s")]
    [Suit.H, Suit.D, Suit.S]
    >>> as_member(tuple(Suit), Seat.S, Suit.parse, "suit", "a Suit")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid suit Seat.S: expected a Suit
    """
    if type(value) is type(members[0]):  # the common case, first
        return value
    if isinstance(value, str):
        return parse(value)
    if isinstance(value, IntEnum) and not isinstance(value, also):
        raise InvalidNotationError(f"invalid {what} {value!r}: expected {expected}")
    if isinstance(value, int) and is_whole(value, 0, len(members) - 1):
        return members[value]
    raise InvalidNotationError(f"invalid {what} {value!r}: expected {expected}")


def check_text(value: object, what: str) -> str:
    """``value`` if it is text (a ``str``); anything else (None, bytes, a number) raises
    InvalidNotationError "invalid ``what`` ``value``: expected text (a str), not ``type``".
    Parsers call it first, so that no other error escapes them.

    >>> check_text("1NT", "call")
    '1NT'
    >>> check_text(b"1NT", "call")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid call b'1NT': expected text (a str), \
not bytes
    """
    if isinstance(value, str):
        return value
    raise InvalidNotationError(
        f"invalid {what} {value!r}: expected text (a str), not {type(value).__name__}"
    )


def check_flag(value: object, what: str) -> bool:
    """``value`` if it is True or False; anything else (``"no"``, 1, None) raises
    InvalidNotationError, since its truth would be a guess.

    >>> check_flag(True, "vulnerable"), check_flag(False, "vulnerable")
    (True, False)
    >>> check_flag("no", "vulnerable")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid vulnerable 'no': expected True or False
    """
    if isinstance(value, bool):
        return value
    raise InvalidNotationError(f"invalid {what} {value!r}: expected True or False")


def check_items(values: object, kind: type[_Item], what: str) -> list[_Item]:
    """The items of ``values`` (an iterable, taken once) when each is a ``kind``; anything
    else (no iterable, text, an item of another type) raises InvalidNotationError naming
    ``what`` and the item.

    >>> check_items((n for n in (1, 2)), int, "numbers")
    [1, 2]
    >>> check_items([1, "2"], int, "numbers")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid numbers: item 1 is '2', not an int
    """
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise InvalidNotationError(
            f"invalid {what} {values!r}: expected a list of {kind.__name__} values"
        )
    items = list(values)
    for index, item in enumerate(items):
        if not isinstance(item, kind):
            raise InvalidNotationError(
                f"invalid {what}: item {index} is {item!r}, not "
                f"{'an' if kind.__name__[0] in 'AEIOUaeiou' else 'a'} {kind.__name__}"
            )
    return items


def not_a_member(cls: type[IntEnum], value: object) -> InvalidNotationError:
    """The error for ``cls(value)`` when ``value`` is none of an enum's numbers (raised from
    the enum's ``_missing_`` hook: without it Python raises its own ValueError).

    >>> from bridgecraft.core.cards import Card
    >>> Card(52)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid card 52: expected a whole number \
from 0 to 51 (or Card.parse for text)
    """
    return InvalidNotationError(
        f"invalid {_ENUM_WORDS.get(cls.__name__, cls.__name__.lower())} {value!r}: expected a "
        f"whole number from 0 to "
        f"{len(cls) - 1} (or {cls.__name__}.parse for text)"
    )


_ENUM_WORDS = {"Doubled": "doubling state"}
"""The glossary's word for an enum, where it is not the class's name."""
