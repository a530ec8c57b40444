"""Constraints on deals, built in Python: hand values, shapes, fixed cards, board settings.

Start from a seat's hand (``north``, ``east``, ``south``, ``west`` or ``hand(seat)``); its
values (``hcp``, ``controls``, ``losers``, ``quick_tricks``, suit lengths) are :class:`Term`\\ s
that add up across hands and compare with numbers; its predicates (``balanced()``,
``shape("5(332)")``, ``holds("SAK")``) are constraints. Combine constraints with ``&``, ``|``
and ``~``. A constraint is a picklable value with structural equality, tested on a deal by
calling it.

>>> from bridgecraft.core import Deal
>>> opener = north.hcp.between(15, 17) & north.balanced()
>>> game_values = north.hcp + south.hcp >= 25
>>> deal = Deal.from_pbn("N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54 8764.A98.AT9.AQT 5.T7654.876.9876")
>>> opener(deal), game_values(deal), (opener & ~game_values)(deal)
(True, True, False)
>>> str(opener & (south.spades >= 4) & board(dealer=Seat.S))
'hcp(N) >= 15; hcp(N) <= 17; N(balanced); spades(S) >= 4; dealer S'

At the top level of a spec, ``holds`` fixes cards (a predeal) and ``board(...)`` sets the
dealer and vulnerability; a :class:`~bridgecraft.analysis.dealer.Dealer` deals uniformly among
the deals that satisfy all of it.
"""

from __future__ import annotations

import math
import operator
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal

from bridgecraft.analysis._notation import Shape, _cards_text, parse_cards, parse_shapes
from bridgecraft.analysis.evaluation import (
    HOLDING_CONTROLS,
    HOLDING_HALF_QUICK_TRICKS,
    HOLDING_HCP,
    HOLDING_LOSERS,
)
from bridgecraft.core import Card, Deal, Hand, InvalidNotationError, Seat, Suit, Vulnerability
from bridgecraft.core.checks import is_whole

__all__ = [
    "AnyOf",
    "BoardSettings",
    "Compare",
    "Constraint",
    "Every",
    "HandTerms",
    "Holds",
    "Measure",
    "Not",
    "ShapeIn",
    "Term",
    "board",
    "east",
    "hand",
    "north",
    "parse_cards",
    "parse_shapes",
    "south",
    "west",
]

Masks = tuple[int, int, int, int]

ALL_SHAPES: tuple[Shape, ...] = tuple(
    (s, h, d, 13 - s - h - d) for s in range(14) for h in range(14 - s) for d in range(14 - s - h)
)
"""The 560 possible shapes of a 13-card hand (spades, hearts, diamonds, clubs)."""

_OPS: dict[str, Callable[[float, float], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    "==": operator.eq,
    "!=": operator.ne,
    ">=": operator.ge,
    ">": operator.gt,
}
_KINDS = ("hcp", "controls", "losers", "quick_tricks", "length", "suit_hcp")
_TABLES = {
    "hcp": HOLDING_HCP,
    "controls": HOLDING_CONTROLS,
    "losers": HOLDING_LOSERS,
    "quick_tricks": HOLDING_HALF_QUICK_TRICKS,
}


@dataclass(frozen=True, slots=True)
class Measure:
    """One number about one hand: ``kind`` is ``hcp``, ``controls``, ``losers``,
    ``quick_tricks``, ``length`` (of ``suit``) or ``suit_hcp`` (HCP in ``suit``).

    >>> spades = Measure("length", Seat.N, Suit.S)
    >>> str(spades), Term.of(spades) == north.spades, str(Measure("suit_hcp", Seat.N, Suit.S))
    ('spades(N)', True, 'hcp(N, spades)')
    """

    kind: str
    """What is measured."""
    seat: Seat
    """Whose hand."""
    suit: Suit | None = None
    """The suit, for ``length`` and ``suit_hcp``."""

    def __post_init__(self) -> None:
        if self.kind not in _KINDS:
            raise InvalidNotationError(
                f"invalid measure {self.kind!r}: expected one of {', '.join(_KINDS)}"
            )
        if (self.suit is None) != (self.kind not in ("length", "suit_hcp")):
            raise InvalidNotationError(f"invalid measure {self.kind!r}: suit {self.suit!r}")
        object.__setattr__(self, "seat", Seat.of(self.seat))
        if self.suit is not None:
            object.__setattr__(self, "suit", Suit.of(self.suit))

    def value(self, masks: Masks) -> float:
        """The value on a deal's four masks."""
        mask = masks[self.seat]
        if self.suit is not None:
            holding = mask >> 13 * self.suit & 0x1FFF
            return holding.bit_count() if self.kind == "length" else HOLDING_HCP[holding]
        table = _TABLES[self.kind]
        total = (
            table[mask & 0x1FFF]
            + table[mask >> 13 & 0x1FFF]
            + table[mask >> 26 & 0x1FFF]
            + table[mask >> 39]
        )
        return total / 2 if self.kind == "quick_tricks" else total

    def __str__(self) -> str:
        if self.kind == "length" and self.suit is not None:
            return f"{self.suit.full_name}({self.seat})"
        if self.kind == "suit_hcp" and self.suit is not None:
            return f"hcp({self.seat}, {self.suit.full_name})"
        return f"{self.kind.replace('_', '')}({self.seat})"


@dataclass(frozen=True, slots=True)
class Term:
    """A sum of measures with integer coefficients, plus a constant.

    >>> str(north.hcp + south.hcp - 3)
    'hcp(N) + hcp(S) - 3'
    """

    parts: tuple[tuple[Measure, int], ...]
    """The measures and their coefficients."""
    constant: float = 0
    """The constant added."""

    def __post_init__(self) -> None:
        parts = self.parts
        if not isinstance(parts, tuple) or not all(
            isinstance(part, tuple)
            and len(part) == 2
            and isinstance(part[0], Measure)
            and is_whole(part[1])
            for part in parts
        ):
            raise InvalidNotationError(
                f"invalid term parts {parts!r}: expected (Measure, whole number) pairs"
            )
        _check_number(self.constant, "term constant")

    @classmethod
    def of(cls, measure: Measure) -> Term:
        """The term of one measure."""
        return cls(((measure, 1),))

    @property
    def seats(self) -> frozenset[Seat]:
        """The seats whose hands the term reads."""
        return frozenset(measure.seat for measure, _ in self.parts)

    def value(self, masks: Masks) -> float:
        """The value on a deal's four masks."""
        return self.constant + sum(coef * measure.value(masks) for measure, coef in self.parts)

    def _combine(self, other: Term | float, sign: int) -> Term:
        if isinstance(other, Term):
            merged = dict(self.parts)
            for measure, coef in other.parts:
                merged[measure] = merged.get(measure, 0) + sign * coef
            parts = tuple((m, c) for m, c in merged.items() if c)
            return Term(parts, self.constant + sign * other.constant)
        if isinstance(other, int | float):
            return Term(self.parts, self.constant + sign * other)
        return NotImplemented

    def __add__(self, other: Term | float) -> Term:
        return self._combine(other, 1)

    def __radd__(self, other: float) -> Term:
        return self._combine(other, 1)

    def __sub__(self, other: Term | float) -> Term:
        return self._combine(other, -1)

    def __rsub__(self, other: float) -> Term:
        return (-self)._combine(other, 1)

    def __mul__(self, factor: int) -> Term:
        if not isinstance(factor, int):
            return NotImplemented
        return Term(
            tuple((m, c * factor) for m, c in self.parts if c * factor), self.constant * factor
        )

    __rmul__ = __mul__

    def __neg__(self) -> Term:
        return Term(tuple((m, -c) for m, c in self.parts), -self.constant)

    def _compare(self, op: str, other: Term | float) -> Compare:
        if isinstance(other, Term):
            return Compare(self - other, op, 0)
        return Compare(self, op, other)

    def __ge__(self, other: Term | float) -> Compare:
        return self._compare(">=", other)

    def __gt__(self, other: Term | float) -> Compare:
        return self._compare(">", other)

    def __le__(self, other: Term | float) -> Compare:
        return self._compare("<=", other)

    def __lt__(self, other: Term | float) -> Compare:
        return self._compare("<", other)

    def equals(self, other: Term | float) -> Compare:
        """The constraint ``term == other`` (``==`` itself keeps its usual meaning)."""
        return self._compare("==", other)

    def between(self, low: float, high: float) -> Constraint:
        """The constraint ``low <= term <= high``.

        >>> str(north.hcp.between(15, 17))
        'hcp(N) >= 15 and hcp(N) <= 17'
        """
        return Every((self >= low, self <= high))

    def __str__(self) -> str:
        text = ""
        for measure, coef in self.parts:
            sign = "-" if coef < 0 else "+"
            factor = f"{abs(coef)} * " if abs(coef) != 1 else ""
            text += (
                f" {sign} {factor}{measure}"
                if text
                else (f"{'-' if coef < 0 else ''}{factor}{measure}")
            )
        if self.constant or not text:
            number = _number(abs(self.constant) if text else self.constant)
            text += f" {'-' if self.constant < 0 else '+'} {number}" if text else number
        return text


def _number(value: float) -> str:
    """A number as the dealer language reads it back: whole, or with a point (no
    exponent)."""
    if isinstance(value, int) or value == int(value):
        return str(int(value))
    return format(Decimal(repr(value)), "f")


_LARGEST = 10**300
"""Numbers of this size or more are refused: added to a fraction, they do not fit a float."""


def _check_number(value: object, what: str) -> None:
    """Refuse anything but a finite int or float of a size a float can take."""
    if (
        not isinstance(value, int | float)
        or isinstance(value, bool)
        or not -_LARGEST < value < _LARGEST  # before isfinite: a huge int is no float
        or not math.isfinite(value)
    ):
        raise InvalidNotationError(
            f"invalid {what} {value!r}: expected a finite number (less than 10**300 in size)"
        )


class Constraint(ABC):
    """A condition on a deal. Call it with a :class:`~bridgecraft.core.Deal`; combine with
    ``&`` (and), ``|`` (or), ``~`` (not). Each kind of condition is a subclass that says how to
    test a deal and which seats it reads.

    >>> deal = Deal.from_pbn("N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54"
    ...                      " 8764.A98.AT9.AQT 5.T7654.876.9876")
    >>> strong, fit = north.hcp >= 15, south.spades >= 4
    >>> isinstance(strong, Constraint), strong(deal), (strong & ~fit)(deal), (~strong | fit)(deal)
    (True, True, False, True)
    """

    __slots__ = ()

    @abstractmethod
    def test(self, masks: Masks) -> bool:
        """Whether the deal with these four masks (N, E, S, W) satisfies the constraint."""

    @property
    @abstractmethod
    def seats(self) -> frozenset[Seat]:
        """The seats whose hands the constraint reads."""

    @property
    def reads_hcp(self) -> bool:
        """Whether the constraint depends on high-card points (used to plan dealing)."""
        return False

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        """For a constraint on ``seat``'s hand only: True or False when a hand of this
        shape (and these HCP, if given) always or never satisfies it, None if that
        depends on more than shape and HCP."""
        return None

    def compile(self) -> Callable[[Masks], bool]:
        """A fast test of four masks."""
        return self.test

    def __call__(self, deal: Deal) -> bool:
        return self.test(deal.masks)

    def __and__(self, other: Constraint) -> Constraint:
        if not isinstance(other, Constraint):
            return NotImplemented
        return Every((*_flat(self, Every), *_flat(other, Every)))

    def __or__(self, other: Constraint) -> Constraint:
        if not isinstance(other, Constraint):
            return NotImplemented
        return AnyOf((*_flat(self, AnyOf), *_flat(other, AnyOf)))

    def __invert__(self) -> Constraint:
        return Not(self)


def _flat(constraint: Constraint, kind: type[Every] | type[AnyOf]) -> tuple[Constraint, ...]:
    return constraint.parts if isinstance(constraint, kind) else (constraint,)


@dataclass(frozen=True, slots=True)
class Compare(Constraint):
    """``term op value``, with op one of ``< <= == != >= >``.

    >>> deal = Deal.from_pbn("N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54"
    ...                      " 8764.A98.AT9.AQT 5.T7654.876.9876")
    >>> game = Compare(north.hcp + south.hcp, ">=", 25)
    >>> game == (north.hcp + south.hcp >= 25), game(deal), str(north.spades > south.spades)
    (True, True, 'spades(N) - spades(S) > 0')
    """

    term: Term
    """The left-hand side."""
    op: str
    """The comparison."""
    value: float
    """The right-hand side."""

    def __post_init__(self) -> None:
        if not isinstance(self.term, Term):
            raise InvalidNotationError(f"invalid comparison of {self.term!r}: expected a Term")
        if not isinstance(self.op, str) or self.op not in _OPS:
            raise InvalidNotationError(
                f"invalid comparison {self.op!r}: expected one of {', '.join(_OPS)}"
            )
        _check_number(self.value, "value to compare with")

    def test(self, masks: Masks) -> bool:
        return _OPS[self.op](self.term.value(masks), self.value)

    @property
    def seats(self) -> frozenset[Seat]:
        return self.term.seats

    @property
    def reads_hcp(self) -> bool:
        return any(measure.kind == "hcp" for measure, _ in self.term.parts)

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        total = self.term.constant
        for measure, coef in self.term.parts:
            if measure.seat != seat:
                return None
            if measure.kind == "length" and measure.suit is not None:
                total += coef * shape[3 - measure.suit]
            elif measure.kind == "hcp" and hcp is not None:
                total += coef * hcp
            else:
                return None
        return _OPS[self.op](total, self.value)

    def compile(self) -> Callable[[Masks], bool]:
        compare, value = _OPS[self.op], self.value
        if len(self.term.parts) == 1 and self.term.constant == 0:
            ((measure, coef),) = self.term.parts
            if measure.kind == "hcp" and coef == 1:
                seat, table = measure.seat, HOLDING_HCP

                def hcp_test(masks: Masks) -> bool:
                    mask = masks[seat]
                    return compare(
                        table[mask & 0x1FFF]
                        + table[mask >> 13 & 0x1FFF]
                        + table[mask >> 26 & 0x1FFF]
                        + table[mask >> 39],
                        value,
                    )

                return hcp_test
            if measure.kind == "length" and coef == 1 and measure.suit is not None:
                seat, shift = measure.seat, 13 * measure.suit

                def length_test(masks: Masks) -> bool:
                    return compare((masks[seat] >> shift & 0x1FFF).bit_count(), value)

                return length_test
        return self.test

    def __str__(self) -> str:
        return f"{self.term} {self.op} {_number(self.value)}"


@dataclass(frozen=True, slots=True)
class ShapeIn(Constraint):
    """A hand's shape (spades, hearts, diamonds, clubs) is one of ``shapes``.

    >>> deal = Deal.from_pbn("N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54"
    ...                      " 8764.A98.AT9.AQT 5.T7654.876.9876")
    >>> ShapeIn(Seat.W, frozenset({(1, 5, 3, 4)}), "1534")(deal), west.shape("any 5431")(deal)
    (True, True)
    >>> len(north.balanced().shapes)    # 4333, 4432 and 5332, each suit in any place
    28
    """

    seat: Seat
    """Whose hand."""
    shapes: frozenset[Shape]
    """The shapes allowed."""
    text: str = ""
    """How the shapes were written (for ``str``), such as ``5(332)`` or ``balanced``."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat", Seat.of(self.seat))

    def test(self, masks: Masks) -> bool:
        mask = masks[self.seat]
        return (
            (mask >> 39).bit_count(),
            (mask >> 26 & 0x1FFF).bit_count(),
            (mask >> 13 & 0x1FFF).bit_count(),
            (mask & 0x1FFF).bit_count(),
        ) in self.shapes

    @property
    def seats(self) -> frozenset[Seat]:
        return frozenset((self.seat,))

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        return shape in self.shapes if seat == self.seat else None

    def __str__(self) -> str:
        text = self.text or " or ".join("-".join(map(str, shape)) for shape in sorted(self.shapes))
        return f"{self.seat}({text})"


@dataclass(frozen=True, slots=True)
class Holds(Constraint):
    """A hand holds all of ``cards``. At the top level of a spec this is a predeal: the
    cards are dealt to the seat first.

    >>> deal = Deal.from_pbn("N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54"
    ...                      " 8764.A98.AT9.AQT 5.T7654.876.9876")
    >>> tops = north.holds("SA.HK")
    >>> tops == Holds(Seat.N, parse_cards("SA.HK")), str(tops), tops(deal), south.holds("SA")(deal)
    (True, 'N(has SA.HK)', True, False)
    """

    seat: Seat
    """Whose hand."""
    cards: Hand
    """The cards it holds."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat", Seat.of(self.seat))
        if not isinstance(self.cards, Hand):
            raise InvalidNotationError(f"invalid cards {self.cards!r}: expected a Hand")

    def test(self, masks: Masks) -> bool:
        return masks[self.seat] & self.cards.mask == self.cards.mask

    @property
    def seats(self) -> frozenset[Seat]:
        return frozenset((self.seat,))

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        return True if not self.cards else None

    def __str__(self) -> str:
        return f"{self.seat}(has {_cards_text(self.cards)})"


@dataclass(frozen=True, slots=True)
class BoardSettings(Constraint):
    """The dealer and vulnerability of the boards (not a condition on the cards).

    >>> settings = BoardSettings(Seat.S, Vulnerability.EW)
    >>> str(settings), settings.test((0, 0, 0, 0)), settings == board(dealer=Seat.S)
    ('dealer S; vul EW', True, False)
    """

    dealer: Seat | None = None
    """The dealer, or None for the board number's."""
    vulnerability: Vulnerability | None = None
    """The vulnerability, or None for the board number's."""

    def __post_init__(self) -> None:
        if self.dealer is not None:
            object.__setattr__(self, "dealer", Seat.of(self.dealer, "dealer"))
        if self.vulnerability is not None:
            object.__setattr__(self, "vulnerability", Vulnerability.of(self.vulnerability))

    def test(self, masks: Masks) -> bool:
        return True

    @property
    def seats(self) -> frozenset[Seat]:
        return frozenset()

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        return True

    def __str__(self) -> str:
        words = [] if self.dealer is None else [f"dealer {self.dealer}"]
        if self.vulnerability is not None:
            words.append(f"vul {self.vulnerability}")
        return "; ".join(words)


@dataclass(frozen=True, slots=True)
class Every(Constraint):
    """All of ``parts`` hold (``&``); with no parts, always true.

    >>> both = north.balanced() & (north.hcp >= 15) & (south.hcp >= 10)
    >>> both == Every((north.balanced(), north.hcp >= 15, south.hcp >= 10)), sorted(both.seats)
    (True, [Seat.N, Seat.S])
    >>> str(Every(())), Every(()).test((0, 0, 0, 0))
    ('true', True)
    """

    parts: tuple[Constraint, ...]
    """The constraints."""

    def test(self, masks: Masks) -> bool:
        return all(part.test(masks) for part in self.parts)

    @property
    def seats(self) -> frozenset[Seat]:
        return frozenset().union(*(part.seats for part in self.parts))

    @property
    def reads_hcp(self) -> bool:
        return any(part.reads_hcp for part in self.parts)

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        result: bool | None = True
        for part in self.parts:
            decided = part.decide(seat, shape, hcp)
            if decided is False:
                return False
            if decided is None:
                result = None
        return result

    def compile(self) -> Callable[[Masks], bool]:
        tests = tuple(part.compile() for part in self.parts)
        if len(tests) == 1:
            return tests[0]
        if len(tests) == 2:
            first, second = tests
            return lambda masks: first(masks) and second(masks)
        return lambda masks: all(test(masks) for test in tests)

    def __str__(self) -> str:
        if not self.parts:
            return "true"
        # With a dealer or vulnerability this is a whole spec: clauses separated by ';'.
        joiner = "; " if any(isinstance(part, BoardSettings) for part in self.parts) else " and "
        return joiner.join(
            f"({part})" if isinstance(part, AnyOf) else str(part) for part in self.parts
        )


@dataclass(frozen=True, slots=True)
class AnyOf(Constraint):
    """At least one of ``parts`` holds (``|``).

    >>> deal = Deal.from_pbn("N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54"
    ...                      " 8764.A98.AT9.AQT 5.T7654.876.9876")
    >>> major = (north.hearts >= 5) | (north.spades >= 5)
    >>> major == AnyOf((north.hearts >= 5, north.spades >= 5)), major(deal), str(major)
    (True, False, 'hearts(N) >= 5 or spades(N) >= 5')
    """

    parts: tuple[Constraint, ...]
    """The constraints."""

    def test(self, masks: Masks) -> bool:
        return any(part.test(masks) for part in self.parts)

    @property
    def seats(self) -> frozenset[Seat]:
        return frozenset().union(*(part.seats for part in self.parts))

    @property
    def reads_hcp(self) -> bool:
        return any(part.reads_hcp for part in self.parts)

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        result: bool | None = False
        for part in self.parts:
            decided = part.decide(seat, shape, hcp)
            if decided is True:
                return True
            if decided is None:
                result = None
        return result

    def compile(self) -> Callable[[Masks], bool]:
        tests = tuple(part.compile() for part in self.parts)
        return lambda masks: any(test(masks) for test in tests)

    def __str__(self) -> str:
        if not self.parts:
            return "false"
        return " or ".join(
            f"({part})" if isinstance(part, Every) else str(part) for part in self.parts
        )


@dataclass(frozen=True, slots=True)
class Not(Constraint):
    """``part`` does not hold (``~``).

    >>> deal = Deal.from_pbn("N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54"
    ...                      " 8764.A98.AT9.AQT 5.T7654.876.9876")
    >>> weak = ~(north.hcp >= 12)
    >>> weak == Not(north.hcp >= 12), weak(deal), str(weak)
    (True, False, 'not (hcp(N) >= 12)')
    """

    part: Constraint
    """The constraint negated."""

    def test(self, masks: Masks) -> bool:
        return not self.part.test(masks)

    @property
    def seats(self) -> frozenset[Seat]:
        return self.part.seats

    @property
    def reads_hcp(self) -> bool:
        return self.part.reads_hcp

    def decide(self, seat: Seat, shape: Shape, hcp: int | None) -> bool | None:
        decided = self.part.decide(seat, shape, hcp)
        return None if decided is None else not decided

    def __str__(self) -> str:
        return f"not ({self.part})"


class HandTerms:
    """The values and predicates of one seat's hand, for building constraints.

    >>> str(hand(Seat.W).hearts >= 5), str(west.shape("any 4441"))
    ('hearts(W) >= 5', 'W(any 4441)')
    """

    __slots__ = ("seat",)
    seat: Seat

    def __init__(self, seat: Seat | str) -> None:
        object.__setattr__(self, "seat", Seat.of(seat))

    def _term(self, kind: str, suit: Suit | None = None) -> Term:
        return Term.of(Measure(kind, self.seat, suit))

    @property
    def hcp(self) -> Term:
        """High-card points (A=4, K=3, Q=2, J=1)."""
        return self._term("hcp")

    @property
    def controls(self) -> Term:
        """Controls (A=2, K=1)."""
        return self._term("controls")

    @property
    def losers(self) -> Term:
        """Losing-trick count."""
        return self._term("losers")

    @property
    def quick_tricks(self) -> Term:
        """Quick tricks (AK 2, AQ 1.5, A 1, KQ 1, Kx 0.5)."""
        return self._term("quick_tricks")

    def length(self, suit: Suit | str) -> Term:
        """The length of a suit."""
        return self._term("length", Suit.of(suit))

    def suit_hcp(self, suit: Suit | str) -> Term:
        """High-card points in one suit."""
        return self._term("suit_hcp", Suit.of(suit))

    @property
    def spades(self) -> Term:
        """The number of spades."""
        return self.length(Suit.S)

    @property
    def hearts(self) -> Term:
        """The number of hearts."""
        return self.length(Suit.H)

    @property
    def diamonds(self) -> Term:
        """The number of diamonds."""
        return self.length(Suit.D)

    @property
    def clubs(self) -> Term:
        """The number of clubs."""
        return self.length(Suit.C)

    def shape(self, *patterns: str) -> ShapeIn:
        """The hand has one of these shapes (see :func:`parse_shapes`)."""
        shapes: set[Shape] = set()
        for pattern in patterns:
            shapes |= parse_shapes(pattern)
        return ShapeIn(self.seat, frozenset(shapes), " or ".join(patterns))

    def balanced(self) -> ShapeIn:
        """The hand is 4333, 4432 or 5332."""
        return self.shape("balanced")

    def semi_balanced(self) -> ShapeIn:
        """The hand is balanced, 5422 or 6322."""
        return self.shape("semibalanced")

    def holds(self, cards: str | Hand | Iterable[Card]) -> Holds:
        """The hand holds these cards (``"SAK.HQ"``, a PBN hand, a Hand or cards); at the
        top level of a spec, a predeal."""
        if isinstance(cards, str):
            return Holds(self.seat, parse_cards(cards))
        if isinstance(cards, Hand):
            return Holds(self.seat, cards)
        return Holds(self.seat, Hand.from_cards(cards))

    def __repr__(self) -> str:
        return f"hand({self.seat!r})"


def hand(seat: Seat | str) -> HandTerms:
    """The values and predicates of ``seat``'s hand.

    >>> hand("S").spades == south.spades, str(hand(Seat.E).hcp.between(10, 12))
    (True, 'hcp(E) >= 10 and hcp(E) <= 12')
    """
    return HandTerms(seat)


north, east, south, west = (HandTerms(seat) for seat in Seat)


def board(*, dealer: Seat | None = None, vulnerability: Vulnerability | None = None) -> Constraint:
    """Set the dealer and vulnerability of the boards dealt.

    >>> str(board(dealer=Seat.S, vulnerability=Vulnerability.NS))
    'dealer S; vul NS'
    """
    return BoardSettings(dealer, vulnerability)
