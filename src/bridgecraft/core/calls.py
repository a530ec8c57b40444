"""Calls: the 35 bids, pass, double and redouble (Laws 18-19), and the doubling state.

Each call has a small integer index: pass 0, double 1, redouble 2, then the bids
``3 + (level - 1) * 5 + strain`` from 1C (3) to 7NT (37).

>>> Call.parse("1NT"), str(Call.parse("pass")), Call.parse("Dbl"), Call.parse("2♠")
(Call.parse('1NT'), 'P', Call.parse('X'), Call.parse('2S'))
>>> call = Call.bid(3, Strain.NT)
>>> call.level, call.strain, call.index, call.is_bid
(3, Strain.NT, 17, True)
>>> Call.parse("1H") < Call.parse("1S") < Call.parse("1NT") < Call.parse("2C")
True
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar

from bridgecraft.core.cards import Strain
from bridgecraft.core.checks import check_text, is_whole, not_a_member
from bridgecraft.core.errors import InvalidNotationError

__all__ = ["Call", "Doubled"]


class Doubled(IntEnum):
    """The doubling state of a contract: undoubled, doubled (X) or redoubled (XX).

    >>> Contract.parse("4SXX by N").doubled, str(Doubled.DOUBLED), str(Doubled.UNDOUBLED)
    (Doubled.REDOUBLED, 'X', '')
    """

    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    def __str__(self) -> str:
        return ("", "X", "XX")[self]

    def __repr__(self) -> str:
        return f"Doubled.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> None:
        raise not_a_member(cls, value)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    @classmethod
    def parse(cls, text: str) -> Doubled:
        """Parse ``''``/``-``, ``X`` or ``XX`` (also ``*``/``**``, any case).

        >>> Doubled.parse("xx")
        Doubled.REDOUBLED
        """
        check_text(text, "doubling state")
        key = text.strip().upper()
        for state, spellings in enumerate((("", "-"), ("X", "*"), ("XX", "**"))):
            if key in spellings:
                return Doubled(state)
        raise InvalidNotationError(f"invalid doubling state {text!r}: expected '', X or XX")


_STRAIN_TEXT = ("C", "D", "H", "S", "NT")
_WORDS = {
    "P": 0, "PASS": 0, "PA": 0, "-": 0,
    "X": 1, "D": 1, "DBL": 1, "DOUBLE": 1,
    "XX": 2, "R": 2, "RDBL": 2, "REDOUBLE": 2,
}  # fmt: skip


class Call:
    """One call: a bid (level 1-7 and a strain), pass, double or redouble.

    Calls are interned: ``Call.parse("1NT") is Call.bid(1, Strain.NT)``. Bids compare
    by rank (``1C`` lowest, ``7NT`` highest); comparison is defined for bids only.

    >>> Call.parse("1NT") is Call.bid(1, Strain.NT)
    True
    >>> Call.parse("2H").level, Call.parse("2H").strain, Call.PASS.is_bid, Call.PASS.level
    (2, Strain.H, False, None)
    >>> Call.DOUBLE < Call.parse("1C")
    Traceback (most recent call last):
    ...
    TypeError: only bids are ordered: Call.parse('X') is not a bid
    """

    __slots__ = ("index",)
    index: int
    """0 pass, 1 double, 2 redouble, 3..37 the bids 1C..7NT."""

    PASS: ClassVar[Call]
    DOUBLE: ClassVar[Call]
    REDOUBLE: ClassVar[Call]
    ALL: ClassVar[tuple[Call, ...]]
    """All 38 calls, by index."""

    def __new__(cls, index: int) -> Call:
        if is_whole(index, 0, 37):
            return _CALLS[index]
        raise InvalidNotationError(f"invalid call index {index!r}: expected 0..37")

    @classmethod
    def _make(cls, index: int) -> Call:
        call = object.__new__(cls)
        object.__setattr__(call, "index", index)
        return call

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Call is immutable")

    @classmethod
    def bid(cls, level: int, strain: Strain) -> Call:
        """The bid of this level (1-7) and strain.

        >>> Call.bid(8, Strain.C)
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid bid level 8: \
no bid above seven exists (Law 38)
        """
        if not is_whole(level, 1, 7):
            raise InvalidNotationError(
                f"invalid bid level {level!r}: "
                + (
                    "no bid above seven exists (Law 38)"
                    if is_whole(level, 8)
                    else "levels are 1 to 7"
                )
            )
        return _CALLS[3 + (level - 1) * 5 + Strain.of(strain)]

    @classmethod
    def parse(cls, text: str) -> Call:
        """Parse a call: ``1C``..``7NT`` (``N`` or a suit symbol for the strain), ``P``/``Pass``,
        ``X``/``Dbl``, ``XX``/``Rdbl``; any case.

        >>> Call.parse("S1")
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid call 'S1': \
expected a level 1-7 then a strain (1C, 3NT), or P, X, XX
        """
        check_text(text, "call")
        key = text.strip().upper()
        word = _WORDS.get(key)
        if word is not None:
            return _CALLS[word]
        if len(key) >= 2 and key[0] in "0123456789":
            level = int(key[0])
            try:
                strain = Strain.parse(key[1:])
            except InvalidNotationError:
                strain = None
            if strain is not None:
                if level > 7:
                    raise InvalidNotationError(
                        f"invalid call {text!r}: no bid above seven exists (Law 38)"
                    )
                if level == 0:
                    raise InvalidNotationError(f"invalid call {text!r}: levels are 1 to 7")
                return _CALLS[3 + (level - 1) * 5 + strain]
        raise InvalidNotationError(
            f"invalid call {text!r}: expected a level 1-7 then a strain (1C, 3NT), or P, X, XX"
        )

    @property
    def is_bid(self) -> bool:
        """True for a bid (not pass, double or redouble)."""
        return self.index >= 3

    @property
    def is_pass(self) -> bool:
        """True for pass."""
        return self.index == 0

    @property
    def is_double(self) -> bool:
        """True for double."""
        return self.index == 1

    @property
    def is_redouble(self) -> bool:
        """True for redouble."""
        return self.index == 2

    @property
    def level(self) -> int | None:
        """The level of a bid (1-7), None for other calls."""
        return (self.index - 3) // 5 + 1 if self.index >= 3 else None

    @property
    def strain(self) -> Strain | None:
        """The strain of a bid, None for other calls."""
        return Strain((self.index - 3) % 5) if self.index >= 3 else None

    def __lt__(self, other: Call) -> bool:
        return _bid_order(self) < _bid_order(other)

    def __le__(self, other: Call) -> bool:
        return _bid_order(self) <= _bid_order(other)

    def __gt__(self, other: Call) -> bool:
        return _bid_order(self) > _bid_order(other)

    def __ge__(self, other: Call) -> bool:
        return _bid_order(self) >= _bid_order(other)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Call) and self.index == other.index

    def __hash__(self) -> int:
        return hash(("Call", self.index))

    def __index__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return _TEXT[self.index]

    @property
    def symbol(self) -> str:
        """The call with a suit symbol: ``1♥``, ``3NT``, ``Pass``, ``X``.

        >>> Call.parse("4S").symbol
        '4♠'
        """
        index = self.index
        if index < 3:
            return ("Pass", "X", "XX")[index]
        return f"{(index - 3) // 5 + 1}{Strain((index - 3) % 5).symbol}"

    def __repr__(self) -> str:
        return f"Call.parse({_TEXT[self.index]!r})"

    def __reduce__(self) -> tuple[type[Call], tuple[int]]:
        return (Call, (self.index,))


def _bid_order(call: object) -> int:
    if isinstance(call, Call) and call.index >= 3:
        return call.index
    raise TypeError(f"only bids are ordered: {call!r} is not a bid")


_TEXT = ("P", "X", "XX") + tuple(
    f"{level}{strain}" for level in range(1, 8) for strain in _STRAIN_TEXT
)
_CALLS: tuple[Call, ...] = tuple(Call._make(index) for index in range(38))
Call.PASS, Call.DOUBLE, Call.REDOUBLE = _CALLS[:3]
Call.ALL = _CALLS
