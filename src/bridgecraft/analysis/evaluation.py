"""Hand evaluation: high-card points, controls, losing tricks, quick tricks, shape.

Every function takes a :class:`~bridgecraft.core.Hand` (or its 52-bit mask) and works suit
by suit on 13-bit holdings through tables of all 8192 holdings, so it is cheap enough for
dealing loops.

>>> hand = Hand.parse("AKQ2.Q3.K.J98765")
>>> hcp(hand), controls(hand), losers(hand), quick_tricks(hand)
(15, 4, 6, 2.0)
>>> shape(hand), pattern(hand), is_balanced(hand), is_semi_balanced(hand)
((4, 2, 1, 6), (6, 4, 2, 1), False, False)
>>> has_stopper(hand, Suit.H), has_stopper(hand, Suit.D)
(False, False)
"""

from __future__ import annotations

from bridgecraft.core import Hand, InvalidNotationError, Suit

__all__ = [
    "BALANCED_PATTERNS",
    "HOLDING_CONTROLS",
    "HOLDING_HALF_QUICK_TRICKS",
    "HOLDING_HCP",
    "HOLDING_LOSERS",
    "HOLDING_STOPPER",
    "SEMI_BALANCED_PATTERNS",
    "controls",
    "has_stopper",
    "hcp",
    "is_balanced",
    "is_semi_balanced",
    "losers",
    "pattern",
    "quick_tricks",
    "shape",
    "suit_length",
]

_ACE, _KING, _QUEEN, _JACK = 1 << 12, 1 << 11, 1 << 10, 1 << 9


def _holding_hcp(holding: int) -> int:
    return (
        4 * bool(holding & _ACE)
        + 3 * bool(holding & _KING)
        + 2 * bool(holding & _QUEEN)
        + bool(holding & _JACK)
    )


def _holding_losers(holding: int) -> int:
    # Standard losing-trick count: only the top min(length, 3) places count, and each of
    # them that is not held by the A, K or Q (in that order) is a loser.
    length = holding.bit_count()
    honours = (holding & _ACE, holding & _KING, holding & _QUEEN)[: min(length, 3)]
    return sum(1 for honour in honours if not honour)


def _holding_half_quick_tricks(holding: int) -> int:
    ace, king, queen = bool(holding & _ACE), bool(holding & _KING), bool(holding & _QUEEN)
    if ace and king:
        return 4
    if ace and queen:
        return 3
    if ace:
        return 2
    if king and queen:
        return 2
    if king and holding.bit_count() >= 2:
        return 1
    return 0


def _holding_stopper(holding: int) -> bool:
    length = holding.bit_count()
    return bool(
        holding & _ACE
        or (holding & _KING and length >= 2)
        or (holding & _QUEEN and length >= 3)
        or (holding & _JACK and length >= 4)
    )


HOLDING_HCP: tuple[int, ...] = tuple(_holding_hcp(holding) for holding in range(8192))
"""High-card points (A=4, K=3, Q=2, J=1) of each 13-bit holding (bit 0 is the two)."""
HOLDING_CONTROLS: tuple[int, ...] = tuple(
    2 * bool(holding & _ACE) + bool(holding & _KING) for holding in range(8192)
)
"""Controls (A=2, K=1) of each 13-bit holding."""
HOLDING_LOSERS: tuple[int, ...] = tuple(_holding_losers(holding) for holding in range(8192))
"""Losing tricks (standard LTC) of each 13-bit holding."""
HOLDING_HALF_QUICK_TRICKS: tuple[int, ...] = tuple(
    _holding_half_quick_tricks(holding) for holding in range(8192)
)
"""Quick tricks of each 13-bit holding, in half tricks (AK=4, AQ=3, A=2, KQ=2, Kx=1)."""
HOLDING_STOPPER: tuple[bool, ...] = tuple(_holding_stopper(holding) for holding in range(8192))
"""Whether a 13-bit holding is a simple stopper: A, Kx, Qxx or Jxxx (or better)."""

BALANCED_PATTERNS = frozenset({(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)})
"""Suit lengths, longest first, of a balanced hand."""
SEMI_BALANCED_PATTERNS = BALANCED_PATTERNS | {(5, 4, 2, 2), (6, 3, 2, 2)}
"""Suit lengths, longest first, of a semi-balanced hand (balanced, 5422 or 6322)."""


def _mask(hand: Hand | int) -> int:
    if isinstance(hand, int):
        if not 0 <= hand < _ALL_CARDS or isinstance(hand, bool):  # no such cards, or a flag
            raise InvalidNotationError(f"invalid hand mask {hand!r}: expected 0 to 2**52 - 1")
        return hand
    if not isinstance(hand, Hand):
        raise InvalidNotationError(f"invalid hand {hand!r}: expected a Hand or its mask")
    return hand.mask


_ALL_CARDS = 1 << 52


def _sum(table: tuple[int, ...], mask: int) -> int:
    return (
        table[mask & 0x1FFF]
        + table[mask >> 13 & 0x1FFF]
        + table[mask >> 26 & 0x1FFF]
        + table[mask >> 39]
    )


def hcp(hand: Hand | int) -> int:
    """High-card points: A=4, K=3, Q=2, J=1.

    >>> hcp(Hand.parse("AKQJ.AKQ.AKQ.AKQ"))
    37
    """
    return _sum(HOLDING_HCP, _mask(hand))


def controls(hand: Hand | int) -> int:
    """Controls: A=2, K=1.

    >>> controls(Hand.parse("AK2.K32.5432.432"))
    4
    """
    return _sum(HOLDING_CONTROLS, _mask(hand))


def losers(hand: Hand | int) -> int:
    """Losing-trick count: in each suit, the missing A, K, Q among the top min(length, 3)
    places (a void has none, a singleton ace none, Kx one, Qxx two).

    >>> losers(Hand.parse("AKQ32.KQ2.Q2.A2"))
    4
    """
    return _sum(HOLDING_LOSERS, _mask(hand))


def quick_tricks(hand: Hand | int) -> float:
    """Quick (defensive) tricks: AK 2, AQ 1½, A 1, KQ 1, Kx ½ per suit.

    >>> quick_tricks(Hand.parse("AQ2.K32.KQ.5432"))
    3.0
    """
    return _sum(HOLDING_HALF_QUICK_TRICKS, _mask(hand)) / 2


def suit_length(hand: Hand | int, suit: Suit | str) -> int:
    """The number of cards held in a suit (a Suit, 0-3 or its letter or symbol).

    >>> suit_length(Hand.parse("AKQ2.Q3.K.J98765"), Suit.C)
    6
    """
    return (_mask(hand) >> 13 * Suit.of(suit) & 0x1FFF).bit_count()


def shape(hand: Hand | int) -> tuple[int, int, int, int]:
    """Suit lengths in the order spades, hearts, diamonds, clubs (as :attr:`Hand.shape`).

    >>> shape(Hand.parse("AKQ2.Q3.K.J98765"))
    (4, 2, 1, 6)
    """
    mask = _mask(hand)
    return (
        (mask >> 39).bit_count(),
        (mask >> 26 & 0x1FFF).bit_count(),
        (mask >> 13 & 0x1FFF).bit_count(),
        (mask & 0x1FFF).bit_count(),
    )


def pattern(hand: Hand | int) -> tuple[int, int, int, int]:
    """Suit lengths, longest first (``4432`` whichever suits are long).

    >>> pattern(Hand.parse("32.AKQ2.5432.432"))
    (4, 4, 3, 2)
    """
    first, second, third, fourth = sorted(shape(hand), reverse=True)
    return (first, second, third, fourth)


def is_balanced(hand: Hand | int) -> bool:
    """Whether the hand is 4333, 4432 or 5332.

    >>> is_balanced(Hand.parse("AK32.Q32.K32.J32")), is_balanced(Hand.parse("AK32.Q432.K432.J"))
    (True, False)
    """
    return pattern(hand) in BALANCED_PATTERNS


def is_semi_balanced(hand: Hand | int) -> bool:
    """Whether the hand is balanced, 5422 or 6322.

    >>> is_semi_balanced(Hand.parse("AK432.QJ32.K2.J2"))
    True
    """
    return pattern(hand) in SEMI_BALANCED_PATTERNS


def has_stopper(hand: Hand | int, suit: Suit | str) -> bool:
    """Whether the hand holds a simple stopper in a suit (a Suit, 0-3 or its letter or
    symbol): A, Kx, Qxx or Jxxx (or better).

    >>> hand = Hand.parse("K2.Q32.J32.A")
    >>> [has_stopper(hand, suit) for suit in (Suit.S, Suit.H, Suit.D, Suit.C)]
    [True, True, False, True]
    """
    return HOLDING_STOPPER[_mask(hand) >> 13 * Suit.of(suit) & 0x1FFF]
