"""Boards: a deal with its number, dealer and vulnerability (Law 2).

>>> board = Board(7, Deal.from_index(123))
>>> board.dealer, board.vulnerability
(Seat.S, Vulnerability.BOTH)
>>> [str(board_vulnerability(number)) for number in (1, 2, 3, 4, 17, 100)]
['None', 'NS', 'EW', 'Both', 'None', 'Both']
>>> Board(1, Deal.from_index(0), dealer=Seat.W, vulnerability=Vulnerability.EW).dealer
Seat.W
"""

from __future__ import annotations

import random as _random
from enum import IntEnum
from typing import Literal, overload

from bridgecraft.core.cards import Seat, Side
from bridgecraft.core.checks import as_member, check_text, is_whole, not_a_member
from bridgecraft.core.deal import Deal
from bridgecraft.core.errors import InvalidNotationError

__all__ = [
    "Board",
    "Vulnerability",
    "board_dealer",
    "board_vulnerability",
    "chicago_dealer",
    "chicago_vulnerability",
]


class Vulnerability(IntEnum):
    """Which sides are vulnerable: none, NS, EW or both.

    >>> str(Vulnerability.BOTH), Vulnerability.NS.is_vulnerable(Seat.S)
    ('Both', True)
    """

    NONE = 0
    NS = 1
    EW = 2
    BOTH = 3

    def __str__(self) -> str:
        return ("None", "NS", "EW", "Both")[self]

    def __repr__(self) -> str:
        return f"Vulnerability.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> None:
        raise not_a_member(cls, value)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def is_vulnerable(self, side: Side | Seat) -> bool:
        """Whether a side (or the side of a seat) is vulnerable.

        >>> Vulnerability.EW.is_vulnerable(Seat.W), Vulnerability.EW.is_vulnerable(Side.NS)
        (True, False)
        """
        return bool(self >> Side.of(side) & 1)

    @overload
    @classmethod
    def of(cls, value: Vulnerability | str) -> Vulnerability: ...

    @overload
    @classmethod
    def of(cls, *, ns: bool, ew: bool) -> Vulnerability: ...

    @classmethod
    def of(
        cls,
        value: Vulnerability | str | None = None,
        *,
        ns: bool | None = None,
        ew: bool | None = None,
    ) -> Vulnerability:
        """A vulnerability given as a Vulnerability, its number 0-3 or its name, or the one
        with the sides ``ns`` and ``ew`` vulnerable; anything else is refused.

        >>> Vulnerability.of("NS"), Vulnerability.of(3), Vulnerability.of(ns=False, ew=True)
        (Vulnerability.NS, Vulnerability.BOTH, Vulnerability.EW)
        >>> Vulnerability.of(4)
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid vulnerability 4: expected None, \
NS, EW or Both
        """
        if value is None:
            if not isinstance(ns, bool) or not isinstance(ew, bool):
                raise InvalidNotationError(
                    f"invalid vulnerability ns={ns!r}, ew={ew!r}: expected True or False for each"
                )
            return _VULNERABILITIES[int(ns) | int(ew) << 1]
        if ns is not None or ew is not None:
            raise InvalidNotationError(
                f"invalid vulnerability {value!r} with ns/ew: give the value or the sides"
            )
        return as_member(
            _VULNERABILITIES, value, cls.parse, "vulnerability", "None, NS, EW or Both"
        )

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Parse ``None``/``Love``/``-``, ``NS``, ``EW``, ``Both``/``All`` (any case).

        >>> Vulnerability.parse("All"), Vulnerability.parse("love"), Vulnerability.parse("-")
        (Vulnerability.BOTH, Vulnerability.NONE, Vulnerability.NONE)
        >>> Vulnerability.parse("")
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid vulnerability '': expected None, \
NS, EW or Both
        """
        check_text(text, "vulnerability")
        stripped = text.strip()
        key = "-" if stripped == "-" else stripped.upper().replace("-", "").replace("/", "")
        for value, spellings in (
            (cls.NONE, ("NONE", "LOVE", "-", "NEITHER", "O", "0")),
            (cls.NS, ("NS", "N", "S")),
            (cls.EW, ("EW", "E", "W")),
            (cls.BOTH, ("BOTH", "ALL", "B")),
        ):
            if key in spellings:
                return value
        raise InvalidNotationError(f"invalid vulnerability {text!r}: expected None, NS, EW or Both")


_VULNERABILITIES = tuple(Vulnerability)


def _check_number(number: int) -> None:
    if not is_whole(number, 1):
        raise InvalidNotationError(f"invalid board number {number!r}: boards are numbered from 1")


def board_dealer(number: int) -> Seat:
    """The dealer of a duplicate board (Law 2): N, E, S, W in turn from board 1.

    >>> [str(board_dealer(number)) for number in range(1, 6)]
    ['N', 'E', 'S', 'W', 'N']
    """
    _check_number(number)
    return Seat((number - 1) % 4)


def board_vulnerability(number: int) -> Vulnerability:
    """The vulnerability of a duplicate board (Law 2), repeating every 16 boards.

    >>> [str(board_vulnerability(number)) for number in range(1, 9)]
    ['None', 'NS', 'EW', 'Both', 'NS', 'EW', 'Both', 'None']
    >>> board_vulnerability(21)
    Vulnerability.NS
    """
    _check_number(number)
    step = (number - 1) % 16
    return (Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH)[
        (step + step // 4) % 4
    ]


def chicago_dealer(deal_number: int, first_dealer: Seat | str = Seat.N) -> Seat:
    """The dealer of deal 1-4 of a Chicago set: clockwise from the first dealer (a Seat or
    its name).

    >>> [str(chicago_dealer(number, Seat.E)) for number in (1, 2, 3, 4)]
    ['E', 'S', 'W', 'N']
    >>> chicago_dealer(5)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid Chicago deal 5: expected 1 to 4
    """
    if not is_whole(deal_number, 1, 4):
        raise InvalidNotationError(f"invalid Chicago deal {deal_number!r}: expected 1 to 4")
    return Seat.of(first_dealer, "first dealer").next(deal_number - 1)


def chicago_vulnerability(
    deal_number: int,
    first_dealer: Seat | str = Seat.N,
    variant: Literal["dealer", "nondealer"] = "dealer",
) -> Vulnerability:
    """The vulnerability of deal 1-4 of a Chicago set (RULES.md §2.2).

    Deal 1 none, deal 4 both; on deals 2 and 3 the dealer's side is vulnerable
    (``variant="dealer"``, the standard) or the dealer's opponents (``"nondealer"``).

    >>> [str(chicago_vulnerability(n)) for n in (1, 2, 3, 4)]
    ['None', 'EW', 'NS', 'Both']
    >>> chicago_vulnerability(2, "E")
    Vulnerability.NS
    """
    dealer = chicago_dealer(deal_number, first_dealer)
    if variant not in ("dealer", "nondealer"):
        raise InvalidNotationError(
            f"invalid Chicago variant {variant!r}: expected 'dealer' or 'nondealer'"
        )
    if deal_number == 1:
        return Vulnerability.NONE
    if deal_number == 4:
        return Vulnerability.BOTH
    side = dealer.side if variant == "dealer" else dealer.side.opponents
    return Vulnerability.NS if side == Side.NS else Vulnerability.EW


class Board:
    """A numbered deal with its dealer and vulnerability.

    By default both come from the number (Law 2); pass ``dealer`` and ``vulnerability``
    explicitly for rubber and Chicago, where they do not follow the board number.

    >>> board = Board(5, Deal.from_index(0), dealer=Seat.S, vulnerability="None")
    >>> board.dealer, board.vulnerability, board.follows_law_2, board.is_vulnerable(Seat.N)
    (Seat.S, Vulnerability.NONE, False, False)
    >>> Board(5, Deal.from_index(0)).dealer, Board(5, Deal.from_index(0)).vulnerability
    (Seat.N, Vulnerability.NS)
    """

    __slots__ = ("deal", "dealer", "number", "vulnerability")
    number: int
    """The board number, from 1."""
    deal: Deal
    """The four hands."""
    dealer: Seat
    """The seat that calls first."""
    vulnerability: Vulnerability
    """Which sides are vulnerable."""

    def __init__(
        self,
        number: int,
        deal: Deal,
        *,
        dealer: Seat | str | None = None,
        vulnerability: Vulnerability | str | None = None,
    ) -> None:
        _check_number(number)
        if not isinstance(deal, Deal):
            raise InvalidNotationError(f"invalid board {number}: {deal!r} is not a Deal")
        setter = object.__setattr__
        setter(self, "number", number)
        setter(self, "deal", deal)
        setter(
            self, "dealer", board_dealer(number) if dealer is None else Seat.of(dealer, "dealer")
        )
        given = vulnerability
        setter(
            self,
            "vulnerability",
            board_vulnerability(number) if given is None else Vulnerability.of(given),
        )

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Board is immutable")

    @classmethod
    def random(cls, number: int = 1, rng: _random.Random | None = None) -> Board:
        """A board with a uniformly random deal (see :meth:`Deal.random`)."""
        return cls(number, Deal.random(rng))

    @property
    def follows_law_2(self) -> bool:
        """Whether the dealer and vulnerability are those of the board number."""
        return (self.dealer, self.vulnerability) == (
            board_dealer(self.number),
            board_vulnerability(self.number),
        )

    def is_vulnerable(self, side: Side | Seat) -> bool:
        """Whether a side (or a seat's side) is vulnerable on this board."""
        return self.vulnerability.is_vulnerable(side)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and (
            self.number,
            self.deal,
            self.dealer,
            self.vulnerability,
        ) == (other.number, other.deal, other.dealer, other.vulnerability)

    def __hash__(self) -> int:
        return hash((self.number, self.deal, self.dealer, self.vulnerability))

    def __repr__(self) -> str:
        extra = (
            ""
            if self.follows_law_2
            else f", dealer={self.dealer!r}, vulnerability={self.vulnerability!r}"
        )
        return f"Board({self.number}, {self.deal!r}{extra})"

    def _repr_html_(self) -> str:
        """The board as an HTML diagram, for notebooks (:mod:`.diagram`)."""
        from bridgecraft.core.diagram import deal_html

        return deal_html(board=self)

    def __reduce__(self) -> tuple[object, ...]:
        return (_make_board, (self.number, self.deal, self.dealer, self.vulnerability))


def _make_board(number: int, deal: Deal, dealer: Seat, vulnerability: Vulnerability) -> Board:
    return Board(number, deal, dealer=dealer, vulnerability=vulnerability)
