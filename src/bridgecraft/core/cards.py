"""Seats, sides, suits, strains, ranks and cards: small ints behind named constants.

>>> Seat.N.lho, Seat.N.partner, Seat.N.rho, Seat.N.side
(Seat.E, Seat.S, Seat.W, Side.NS)
>>> card = Card.parse("S10")
>>> card, str(card), card.suit, card.rank
(Card.ST, 'ST', Suit.S, Rank.TEN)
>>> sorted([Card.HA, Card.C2, Card.SK])
[Card.C2, Card.HA, Card.SK]
>>> Strain.parse("N"), str(Strain.NT), Strain.S.suit
(Strain.NT, 'NT', Suit.S)
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import Generic, NamedTuple, TypeVar

from bridgecraft.core.checks import as_member, check_text, is_whole, not_a_member
from bridgecraft.core.errors import InvalidNotationError

__all__ = ["CARDS", "SEATS", "BySeat", "BySide", "Card", "Rank", "Seat", "Side", "Strain", "Suit"]

T = TypeVar("T")


class _Named(IntEnum):
    """An IntEnum whose ``str`` is its notation and whose ``repr`` evaluates back."""

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    @classmethod
    def _missing_(cls, value: object) -> None:
        raise not_a_member(cls, value)


class Side(_Named):
    """A partnership: North-South or East-West.

    >>> Seat.E.side, Seat.E.side.opponents, str(Side.NS)
    (Side.EW, Side.NS, 'NS')
    """

    NS = 0
    EW = 1

    @property
    def opponents(self) -> Side:
        """The other side.

        >>> Side.NS.opponents
        Side.EW
        """
        return _SIDES[self ^ 1]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of this side, in clockwise order from N or E.

        >>> Side.EW.seats
        (Seat.E, Seat.W)
        """
        return (_SEATS[self], _SEATS[self + 2])

    @classmethod
    def parse(cls, text: str) -> Side:
        """Parse ``NS``/``EW`` (also ``N-S``, ``E/W``, any case).

        >>> Side.parse("e-w")
        Side.EW
        """
        check_text(text, "side")
        key = text.strip().upper().replace("-", "").replace("/", "")
        if key in ("NS", "SN"):
            return Side.NS
        if key in ("EW", "WE"):
            return Side.EW
        raise InvalidNotationError(f"invalid side {text!r}: expected NS or EW")

    @classmethod
    def of(cls, value: Side | Seat | str) -> Side:
        """A side given as a Side, a seat (its side) or text; anything else is refused.

        >>> Side.of(Seat.W), Side.of("NS")
        (Side.EW, Side.NS)
        """
        if isinstance(value, Seat):
            return _SIDES[value & 1]
        return as_member(_SIDES, value, cls.parse, "side", "a Side, a Seat or 'NS'/'EW'")


class Seat(_Named):
    """A seat at the table, in clockwise order N, E, S, W.

    >>> [seat.full_name for seat in Seat]
    ['North', 'East', 'South', 'West']
    >>> Seat.S.lho, Seat.S.partner, Seat.S.rho
    (Seat.W, Seat.N, Seat.E)
    """

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return _SEATS[(self + 1) & 3]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return _SEATS[(self + 2) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat clockwise."""
        return _SEATS[(self + 3) & 3]

    @property
    def side(self) -> Side:
        """The side this seat belongs to."""
        return _SIDES[self & 1]

    def next(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places clockwise from this one.

        >>> Seat.W.next(2)
        Seat.E
        """
        try:
            return _SEATS[(self + steps) & 3]
        except TypeError:
            raise InvalidNotationError(
                f"invalid steps {steps!r}: expected a whole number of seats"
            ) from None

    @property
    def full_name(self) -> str:
        """``North``, ``East``, ``South`` or ``West``."""
        return ("North", "East", "South", "West")[self]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Parse ``N``/``North`` etc., any case.

        >>> Seat.parse("west")
        Seat.W
        """
        check_text(text, "seat")
        key = text.strip().upper()
        for seat in _SEATS:
            if key in (seat.name, seat.full_name.upper()):
                return seat
        raise InvalidNotationError(f"invalid seat {text!r}: expected N, E, S or W")

    @classmethod
    def of(cls, value: Seat | str, what: str = "seat") -> Seat:
        """A seat given as a Seat, its number 0-3 or its name; anything else is refused,
        with ``what`` naming it in the message.

        >>> Seat.of(2), Seat.of("w")
        (Seat.S, Seat.W)
        """
        return as_member(_SEATS, value, cls.parse, what, "a Seat (N, E, S or W)")


class Suit(_Named):
    """A suit, lowest to highest: clubs, diamonds, hearts, spades (Law 1A).

    >>> [suit.symbol for suit in Suit], Suit.H.strain, str(Suit.D)
    (['♣', '♦', '♥', '♠'], Strain.H, 'D')
    """

    C = 0
    D = 1
    H = 2
    S = 3

    @property
    def symbol(self) -> str:
        """The suit symbol: ``♣ ♦ ♥ ♠``."""
        return "♣♦♥♠"[self]

    @property
    def full_name(self) -> str:
        """The suit's name in the plural, as players say it: ``clubs`` ... ``spades``.

        >>> Suit.S.full_name
        'spades'
        """
        return ("clubs", "diamonds", "hearts", "spades")[self]

    @property
    def strain(self) -> Strain:
        """The strain (denomination) naming this suit."""
        return _STRAINS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse a suit letter or symbol, any case.

        >>> Suit.parse("♥"), Suit.parse("s")
        (Suit.H, Suit.S)
        """
        check_text(text, "suit")
        suit = _SUIT_CHARS.get(text.strip().upper())
        if suit is None:
            raise InvalidNotationError(f"invalid suit {text!r}: expected C, D, H, S or a symbol")
        return suit

    @classmethod
    def of(cls, value: Suit | str) -> Suit:
        """A suit given as a Suit, its number 0-3 or its letter or symbol; anything else is
        refused.

        >>> Suit.of(3), Suit.of("h"), Suit.of("♣")
        (Suit.S, Suit.H, Suit.C)
        """
        return as_member(_SUITS, value, cls.parse, "suit", "a Suit (C, D, H or S)", (Strain,))


class Strain(_Named):
    """A strain (the Laws' denomination), lowest to highest: C, D, H, S, NT (Law 18E).

    >>> Strain.NT > Strain.S, Strain.H.suit, Strain.NT.suit, str(Strain.NT)
    (True, Suit.H, None, 'NT')
    """

    C = 0
    D = 1
    H = 2
    S = 3
    NT = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None for notrump."""
        return None if self == 4 else _SUITS[self]

    @property
    def symbol(self) -> str:
        """``♣ ♦ ♥ ♠`` or ``NT``."""
        return ("♣", "♦", "♥", "♠", "NT")[self]

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Parse ``C D H S NT`` (also ``N``, suit symbols, any case).

        >>> Strain.parse("nt"), Strain.parse("♠")
        (Strain.NT, Strain.S)
        """
        check_text(text, "strain")
        key = text.strip().upper()
        if key in ("N", "NT", "SA", "ST"):
            return Strain.NT
        suit = _SUIT_CHARS.get(key)
        if suit is None:
            raise InvalidNotationError(
                f"invalid strain {text!r}: expected C, D, H, S, NT or a suit symbol"
            )
        return _STRAINS[suit]

    @classmethod
    def of(cls, value: Strain | str) -> Strain:
        """A strain given as a Strain, its number 0-4 or its name; anything else is refused.

        >>> Strain.of(4), Strain.of("s"), Strain.of(Suit.H)
        (Strain.NT, Strain.S, Strain.H)
        """
        return as_member(
            _STRAINS, value, cls.parse, "strain", "a Strain (C, D, H, S or NT)", (Suit,)
        )


class Rank(_Named):
    """A rank, 2 (lowest) to ace (highest).

    >>> str(Rank.TEN), int(Rank.ACE), Rank.QUEEN > Rank.JACK
    ('T', 14, True)
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    def __str__(self) -> str:
        return _RANK_CHARS[self - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse ``2``-``9``, ``T`` or ``10``, ``J Q K A``, any case.

        >>> Rank.parse("10"), Rank.parse("q")
        (Rank.TEN, Rank.QUEEN)
        """
        check_text(text, "rank")
        key = text.strip().upper()
        if key == "10":
            key = "T"
        index = _RANK_CHARS.find(key) if len(key) == 1 else -1
        if index < 0:
            raise InvalidNotationError(
                f"invalid rank {text!r}: expected 2-9, T or 10, J, Q, K or A"
            )
        return _RANKS[index]


class Card(_Named):
    """One of the 52 cards: ``suit * 13 + rank - 2``, so C2 is 0 and SA is 51.

    Within a suit, a higher card has a higher value.

    >>> Card.HQ.suit, Card.HQ.rank, int(Card.C2), int(Card.SA), Card(38)
    (Suit.H, Rank.QUEEN, 0, 51, Card.HA)
    """

    C2 = 0
    C3 = 1
    C4 = 2
    C5 = 3
    C6 = 4
    C7 = 5
    C8 = 6
    C9 = 7
    CT = 8
    CJ = 9
    CQ = 10
    CK = 11
    CA = 12
    D2 = 13
    D3 = 14
    D4 = 15
    D5 = 16
    D6 = 17
    D7 = 18
    D8 = 19
    D9 = 20
    DT = 21
    DJ = 22
    DQ = 23
    DK = 24
    DA = 25
    H2 = 26
    H3 = 27
    H4 = 28
    H5 = 29
    H6 = 30
    H7 = 31
    H8 = 32
    H9 = 33
    HT = 34
    HJ = 35
    HQ = 36
    HK = 37
    HA = 38
    S2 = 39
    S3 = 40
    S4 = 41
    S5 = 42
    S6 = 43
    S7 = 44
    S8 = 45
    S9 = 46
    ST = 47
    SJ = 48
    SQ = 49
    SK = 50
    SA = 51

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return _SUITS[self // 13]

    @property
    def rank(self) -> Rank:
        """The card's rank."""
        return _RANKS[self % 13]

    @classmethod
    def of(cls, suit: Suit, rank: Rank) -> Card:
        """The card of this suit and rank.

        >>> Card.of(Suit.H, Rank.QUEEN)
        Card.HQ
        """
        if not is_whole(suit, 0, 3):
            raise InvalidNotationError(f"invalid suit {suit!r}: expected a Suit (C, D, H or S)")
        if not is_whole(rank, 2, 14):
            raise InvalidNotationError(f"invalid rank {rank!r}: expected a Rank (2 to ace)")
        return _CARDS[suit * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse a card: suit then rank (``SA``, ``HT``, ``H10``, ``♠A``), or rank then suit
        (``A♠``).

        >>> Card.parse("d10"), Card.parse("K♥")
        (Card.DT, Card.HK)
        """
        check_text(text, "card")
        key = text.strip().upper()
        if len(key) >= 2:
            if key[0] in _SUIT_CHARS and key[1:] in _RANK_KEYS:
                return _CARDS[_SUIT_CHARS[key[0]] * 13 + _RANK_KEYS[key[1:]]]
            if key[-1] in _SUIT_CHARS and key[:-1] in _RANK_KEYS:
                return _CARDS[_SUIT_CHARS[key[-1]] * 13 + _RANK_KEYS[key[:-1]]]
        raise InvalidNotationError(
            f"invalid card {text!r}: expected a suit (C D H S) and a rank (2-9, T or 10, J Q K A)"
        )


class BySeat(NamedTuple, Generic[T]):
    """One value per seat, indexable by :class:`Seat`.

    >>> hcp = BySeat(12, 8, 15, 5)
    >>> hcp[Seat.S], hcp.west
    (15, 5)
    """

    north: T
    east: T
    south: T
    west: T

    @classmethod
    def build(cls, function: Callable[[Seat], T]) -> BySeat[T]:
        """One value per seat from a function of the seat.

        >>> BySeat.build(lambda seat: seat.side)
        BySeat(north=Side.NS, east=Side.EW, south=Side.NS, west=Side.EW)
        """
        return cls(function(Seat.N), function(Seat.E), function(Seat.S), function(Seat.W))


class BySide(NamedTuple, Generic[T]):
    """One value per side, indexable by :class:`Side`.

    >>> tricks = BySide(9, 4)
    >>> tricks[Side.EW], tricks.ns
    (4, 9)
    """

    ns: T
    ew: T


_SIDES = tuple(Side)
_SEATS = tuple(Seat)
_SUITS = tuple(Suit)
_STRAINS = tuple(Strain)
_RANKS = tuple(Rank)
_CARDS = tuple(Card)
CARDS: tuple[Card, ...] = _CARDS
"""All 52 cards indexed by value: ``CARDS[n]`` is ``Card(n)``, without the enum lookup cost."""
SEATS: tuple[Seat, ...] = _SEATS
"""The four seats indexed by value."""
_RANK_CHARS = "23456789TJQKA"
_RANK_KEYS = {**{char: index for index, char in enumerate(_RANK_CHARS)}, "10": 8}
_SUIT_CHARS = {
    **{suit.name: suit for suit in _SUITS},
    **{suit.symbol: suit for suit in _SUITS},
    "\u2667": Suit.C,
    "\u2662": Suit.D,
    "\u2661": Suit.H,
    "\u2664": Suit.S,
}
