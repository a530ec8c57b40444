"""What an auction says about a hand: a range of high-card points, of total points and of each
suit's length.

:class:`HandRange` is the currency between bidding and card play: :func:`infer` gives one per
seat, and the card-play sampler keeps only the deals whose hands it :meth:`~HandRange.accepts`.

>>> from bridgecraft.core import Hand
>>> opener = HandRange(hcp=(15, 17), lengths=((2, 5), (2, 5), (2, 5), (2, 5)))
>>> opener.accepts(Hand.parse("AK32.Q32.K32.A32")), opener.accepts(Hand.parse("AK32.Q32.K32.32"))
(True, False)
>>> str(opener)
'15-17 HCP, C 2-5, D 2-5, H 2-5, S 2-5'
>>> str(HandRange.ANY)
'any hand'

Total points count a long suit, as the rules that add two hands together do:

>>> game = HandRange(tp=(13, 20))
>>> game.accepts(Hand.parse("KQ.AQJ32.K432.32")), game.accepts(Hand.parse("Q2.AJ9876.K43.32"))
(True, False)
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, SupportsIndex, cast

from bridgecraft.core import Hand, Suit
from bridgecraft.core.errors import InvalidNotationError

__all__ = ["HandRange"]

_HCP_TOP = tuple(
    4 * (top >> 3 & 1) + 3 * (top >> 2 & 1) + 2 * (top >> 1 & 1) + (top & 1) for top in range(16)
)
_SUIT_LETTERS = "CDHS"
TP_TOP = 60
"""A bound above any hand's total points: ``tp=(0, TP_TOP)`` bounds nothing."""


def _bounds(pair: object, what: str) -> tuple[int, int]:
    """A (low, high) pair of whole numbers, as ints; anything else raises
    InvalidNotationError."""
    try:
        low, high = cast("Sequence[SupportsIndex]", pair)
        bounds = (operator.index(low), operator.index(high))
    except (TypeError, ValueError):
        raise InvalidNotationError(
            f"invalid hand range {what} {pair!r}: expected a (low, high) pair of whole numbers"
        ) from None
    return bounds


@dataclass(frozen=True, slots=True)
class HandRange:
    """Bounds (inclusive) on a hand's high-card points and on each suit's length.

    What a single raise of 1♠ shows, and two hands tested against it:

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> from bridgecraft.robots.bidding import infer
    >>> calls = [Call.parse(call) for call in "1S P 2S".split()]
    >>> raiser = infer(calls, Seat.N, Vulnerability.NONE)[Seat.S]
    >>> str(raiser)
    '3-10 HCP, S 3-13'
    >>> [raiser.accepts(Hand.parse(hand)) for hand in ("K32.Q432.K432.32", "32.Q432.K432.K32")]
    [True, False]
    """

    hcp: tuple[int, int] = (0, 37)
    """Lowest and highest high-card points."""
    lengths: tuple[tuple[int, int], ...] = ((0, 13), (0, 13), (0, 13), (0, 13))
    """Lowest and highest length of clubs, diamonds, hearts and spades (Suit order)."""
    tp: tuple[int, int] = (0, TP_TOP)
    """Lowest and highest total points: HCP plus one for each card beyond four in a suit (what
    the rules count when they add the hand to partner's for a game or a slam)."""

    ANY: ClassVar[HandRange]
    """The range that every hand satisfies."""

    def __post_init__(self) -> None:
        lengths = self.lengths
        if (
            isinstance(lengths, str | bytes)
            or not isinstance(lengths, Sequence)
            or len(lengths) != 4
        ):
            raise InvalidNotationError(
                f"invalid hand range lengths {lengths!r}: expected 4 (lo, hi) pairs, C D H S"
            )
        object.__setattr__(self, "hcp", _bounds(self.hcp, "hcp"))
        object.__setattr__(self, "tp", _bounds(self.tp, "tp"))
        object.__setattr__(self, "lengths", tuple(_bounds(pair, "lengths") for pair in lengths))

    def accepts(self, hand: Hand) -> bool:
        """Whether ``hand`` lies within every bound.

        >>> HandRange(lengths=((0, 13), (0, 13), (5, 13), (0, 13))).accepts(
        ...     Hand.parse("A2.KQJ32.432.432"))
        True
        """
        mask = hand.mask
        lo, hi = self.hcp
        points = (
            _HCP_TOP[mask >> 48]
            + _HCP_TOP[mask >> 35 & 15]
            + _HCP_TOP[mask >> 22 & 15]
            + _HCP_TOP[mask >> 9 & 15]
        )
        if not lo <= points <= hi:
            return False
        extra = 0
        for suit, (low, high) in enumerate(self.lengths):
            length = (mask >> 13 * suit & 0x1FFF).bit_count()
            if not low <= length <= high:
                return False
            extra += max(0, length - 4)
        return self.tp[0] <= points + extra <= self.tp[1]

    def intersect(self, other: HandRange) -> HandRange:
        """The range of hands in both ranges (bounds may cross when the two contradict;
        see :attr:`is_empty`).

        >>> HandRange(hcp=(12, 21)).intersect(HandRange(hcp=(6, 15))).hcp
        (12, 15)
        """
        return HandRange(
            hcp=(max(self.hcp[0], other.hcp[0]), min(self.hcp[1], other.hcp[1])),
            lengths=tuple(
                (max(a[0], b[0]), min(a[1], b[1]))
                for a, b in zip(self.lengths, other.lengths, strict=True)
            ),
            tp=(max(self.tp[0], other.tp[0]), min(self.tp[1], other.tp[1])),
        )

    @property
    def is_empty(self) -> bool:
        """Whether no hand can satisfy the bounds (a bound crosses, or lengths cannot sum to 13).

        >>> HandRange(hcp=(20, 10)).is_empty
        True
        """
        if self.hcp[0] > self.hcp[1] or self.hcp[0] > 37 or self.hcp[1] < 0:
            return True
        if self.tp[0] > self.tp[1] or self.tp[1] < 0:
            return True
        if any(lo > hi for lo, hi in self.lengths):
            return True
        return sum(lo for lo, _ in self.lengths) > 13 or sum(hi for _, hi in self.lengths) < 13

    def describe(self) -> str:
        """The bounds in a player's words: suits with their symbols, spades first, and an
        open bound as "+" (``str`` keeps the compact letters and both bounds).

        >>> HandRange(hcp=(8, 37), lengths=((0, 13), (0, 13), (2, 5), (5, 13))).describe()
        '8+ HCP, ♠ 5+, ♥ 2-5'
        >>> HandRange(tp=(13, TP_TOP)).describe(), HandRange.ANY.describe()
        ('13+ total points', 'any hand')
        """
        parts = []
        if self.hcp != (0, 37):
            parts.append(_span(self.hcp, 37) + " HCP")
        for suit in reversed(range(4)):
            if self.lengths[suit] != (0, 13):
                parts.append(f"{Suit(suit).symbol} {_span(self.lengths[suit], 13)}")
        if self.tp != (0, TP_TOP):
            parts.append(_span(self.tp, TP_TOP) + " total points")
        return ", ".join(parts) if parts else "any hand"

    def __str__(self) -> str:
        parts = []
        if self.hcp != (0, 37):
            parts.append(f"{self.hcp[0]}-{self.hcp[1]} HCP")
        for letter, (lo, hi) in zip(_SUIT_LETTERS, self.lengths, strict=True):
            if (lo, hi) != (0, 13):
                parts.append(f"{letter} {lo}-{hi}")
        if self.tp != (0, TP_TOP):
            parts.append(f"{self.tp[0]}-{self.tp[1]} total points")
        return ", ".join(parts) if parts else "any hand"


HandRange.ANY = HandRange()


def _span(bounds: tuple[int, int], top: int) -> str:
    """``5-7``, or ``5+`` when the upper bound is no bound (``top`` or more), or ``5`` alone."""
    low, high = bounds
    if high >= top:
        return f"{low}+"
    return f"{low}" if low == high else f"{low}-{high}"
