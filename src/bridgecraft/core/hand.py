"""Hands: any set of cards, held as a 52-bit int (bit ``n`` is ``Card(n)``).

>>> hand = Hand.parse("AKQ2.JT9.876.543")
>>> len(hand), hand.hcp, hand.shape
(13, 10, (4, 3, 3, 3))
>>> Card.SA in hand, Card.HA in hand
(True, False)
>>> hand.holding(Suit.S)
'AKQ2'
>>> list(Hand.parse("A.K..")), str(hand & Hand.suit_of(Suit.H))
([Card.SA, Card.HK], '.JT9..')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from bridgecraft.core.cards import CARDS, Card, Rank, Suit
from bridgecraft.core.checks import check_text, is_whole
from bridgecraft.core.errors import InvalidNotationError

__all__ = ["FULL_DECK", "SUIT_MASKS", "Hand", "holding_hcp"]

FULL_DECK = (1 << 52) - 1
"""The mask of all 52 cards."""

SUIT_MASKS = tuple(0x1FFF << (13 * suit) for suit in range(4))
"""The mask of each suit's 13 cards, indexed by :class:`Suit`."""

_RANK_CHARS = "23456789TJQKA"
# High-card points of a 13-bit holding depend only on its top four bits (A K Q J).
_HCP_TOP = tuple(
    4 * (top >> 3 & 1) + 3 * (top >> 2 & 1) + 2 * (top >> 1 & 1) + (top & 1) for top in range(16)
)


def holding_hcp(holding: int) -> int:
    """High-card points (A=4, K=3, Q=2, J=1) of a 13-bit suit holding.

    >>> holding_hcp(0b1100000000000)  # A K
    7
    """
    return _HCP_TOP[holding >> 9]


def _holding_text(holding: int) -> str:
    return "".join(_RANK_CHARS[rank] for rank in range(12, -1, -1) if holding >> rank & 1)


class Hand:
    """An immutable set of cards (a hand, a suit holding, the cards played...).

    Iteration is in descending card order: spades first, each suit from the ace down.
    Set operators ``| & - ^`` and comparisons with ``<=`` work as for sets.

    >>> hand = Hand.parse("AK.QJ.T98.765")
    >>> hand & Hand.parse("AKQJ..."), hand - Hand.suit_of("S")
    (Hand.parse('AK...'), Hand.parse('.QJ.T98.765'))
    >>> list(hand)[:3], Hand.parse("A...") <= hand
    ([Card.SA, Card.SK, Card.HQ], True)
    """

    __slots__ = ("mask",)
    mask: int
    """The 52-bit mask: bit ``n`` is set when ``Card(n)`` is in the set."""

    def __init__(self, mask: int = 0) -> None:
        if not is_whole(mask, 0, FULL_DECK):
            raise InvalidNotationError(f"invalid card mask {mask!r}: not a 52-bit value")
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Hand is immutable")

    @classmethod
    def from_cards(cls, cards: Iterable[Card]) -> Hand:
        """The set of these cards (repeats are ignored).

        >>> Hand.from_cards([Card.SA, Card.C2])
        Hand.parse('A...2')
        """
        mask = 0
        for card in cards:
            if not is_whole(card, 0, 51):
                raise InvalidNotationError(f"invalid card {card!r}: expected a Card")
            mask |= 1 << card
        return cls(mask)

    @classmethod
    def suit_of(cls, suit: Suit | str) -> Hand:
        """All 13 cards of a suit.

        >>> Hand.suit_of("H")
        Hand.parse('.AKQJT98765432..')
        """
        return cls(SUIT_MASKS[Suit.of(suit)])

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Parse PBN hand notation: four holdings ``spades.hearts.diamonds.clubs``.

        Ranks may come in any order and case, and ``10`` is accepted for ``T``.

        >>> Hand.parse("AK.QJ10..xyz")
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid hand 'AK.QJ10..xyz': \
'X' is not a rank in the club holding
        """
        check_text(text, "hand")
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise InvalidNotationError(
                f"invalid hand {text!r}: expected 4 holdings separated by '.' "
                f"(spades.hearts.diamonds.clubs), found {len(parts)}"
            )
        mask = 0
        for part, suit in zip(parts, (Suit.S, Suit.H, Suit.D, Suit.C), strict=True):
            chars = part.strip().upper().replace("10", "T")
            for char in chars:
                rank = _RANK_CHARS.find(char)
                if rank < 0:
                    raise InvalidNotationError(
                        f"invalid hand {text!r}: {char!r} is not a rank in the "
                        f"{('club', 'diamond', 'heart', 'spade')[suit]} holding"
                    )
                bit = 1 << (suit * 13 + rank)
                if mask & bit:
                    raise InvalidNotationError(
                        f"invalid hand {text!r}: {Card(suit * 13 + rank)} appears twice"
                    )
                mask |= bit
        return cls(mask)

    def holding(self, suit: Suit | str) -> str:
        """The ranks held in a suit, highest first (``''`` for a void).

        >>> hand = Hand.parse("AKJ32.K32..QJT9832")
        >>> hand.holding(Suit.S), hand.holding("d")
        ('AKJ32', '')
        """
        return _holding_text(self.mask >> (13 * Suit.of(suit)) & 0x1FFF)

    def length(self, suit: Suit | str) -> int:
        """The number of cards held in a suit.

        >>> hand = Hand.parse("AKJ32.K32.Q32.32")
        >>> hand.length(Suit.S), hand.length("c")
        (5, 2)
        """
        return (self.mask & SUIT_MASKS[Suit.of(suit)]).bit_count()

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """Suit lengths in the order spades, hearts, diamonds, clubs."""
        mask = self.mask
        return (
            (mask >> 39).bit_count(),
            (mask >> 26 & 0x1FFF).bit_count(),
            (mask >> 13 & 0x1FFF).bit_count(),
            (mask & 0x1FFF).bit_count(),
        )

    @property
    def hcp(self) -> int:
        """High-card points: A=4, K=3, Q=2, J=1."""
        mask = self.mask
        return (
            _HCP_TOP[mask >> 48]
            + _HCP_TOP[mask >> 35 & 15]
            + _HCP_TOP[mask >> 22 & 15]
            + _HCP_TOP[mask >> 9 & 15]
        )

    def ranks(self, suit: Suit | str) -> tuple[Rank, ...]:
        """The ranks held in a suit, highest first.

        >>> Hand.parse("AKJ32.K32..QJT9832").ranks("H")
        (Rank.KING, Rank.THREE, Rank.TWO)
        """
        holding = self.mask >> (13 * Suit.of(suit)) & 0x1FFF
        return tuple(Rank(rank + 2) for rank in range(12, -1, -1) if holding >> rank & 1)

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        cards = CARDS
        while mask:
            top = mask.bit_length() - 1
            yield cards[top]
            mask ^= 1 << top

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        """Whether the card is in the set; a card may be given as text, as ``Card.parse``
        reads it (text that is not a card raises :class:`InvalidNotationError`).

        >>> "SA" in Hand.parse("AKQ.JT9.876.5432"), "H2" in Hand.parse("AKQ.JT9.876.5432")
        (True, False)
        """
        if isinstance(card, int):  # first: the robots ask this of Cards in their searches
            return 0 <= card < 52 and bool(self.mask >> card & 1)
        return isinstance(card, str) and bool(self.mask >> Card.parse(card) & 1)

    def __or__(self, other: Hand) -> Hand:
        return Hand(self.mask | other.mask)

    def __and__(self, other: Hand) -> Hand:
        return Hand(self.mask & other.mask)

    def __sub__(self, other: Hand) -> Hand:
        return Hand(self.mask & ~other.mask)

    def __xor__(self, other: Hand) -> Hand:
        return Hand(self.mask ^ other.mask)

    def __le__(self, other: Hand) -> bool:
        return self.mask & ~other.mask == 0

    def __ge__(self, other: Hand) -> bool:
        return other.mask & ~self.mask == 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self.mask == other.mask

    def __hash__(self) -> int:
        return hash(("Hand", self.mask))

    def __str__(self) -> str:
        mask = self.mask
        return ".".join(_holding_text(mask >> (13 * suit) & 0x1FFF) for suit in (3, 2, 1, 0))

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    def _repr_html_(self) -> str:
        """The hand as four lines of HTML, for notebooks (:mod:`.diagram`)."""
        from bridgecraft.core.diagram import hand_html

        return hand_html(self)

    def __reduce__(self) -> tuple[type[Hand], tuple[int]]:
        return (Hand, (self.mask,))
