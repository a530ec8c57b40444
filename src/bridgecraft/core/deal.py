"""Deals: four hands of 13 cards that partition the pack.

>>> deal = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
>>> deal[Seat.N].hcp, deal.holder(Card.S2)
(37, Seat.W)
>>> Deal.from_index(deal.index) == deal
True
>>> import random
>>> Deal.random(random.Random(7)) == Deal.random(random.Random(7))
True
"""

from __future__ import annotations

import random as _random
from bisect import bisect_right
from collections.abc import Sequence
from math import comb, perm

from bridgecraft.core.cards import BySeat, Card, Seat
from bridgecraft.core.checks import check_text, is_whole
from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.hand import FULL_DECK, Hand

__all__ = ["DEAL_COUNT", "Deal"]

DEAL_COUNT = comb(52, 13) * comb(39, 13) * comb(26, 13)
"""The number of distinct deals, 52!/(13!)^4 = 53,644,737,765,488,792,839,237,440,000."""

_BITS = tuple(1 << card for card in range(52))
_DRAWS = perm(52, 39)  # ordered choices of the 39 cards of N, E and S
_SYSTEM_RANDOM = _random.SystemRandom()
_C26 = comb(26, 13)
_C39 = comb(39, 13)
# _COLEX[k][n] = comb(n, k): the combinatorial number system ranks 13-card subsets.
_COLEX = tuple(tuple(comb(n, k) for n in range(52)) for k in range(14))


def _rank_subset(mask: int, positions: Sequence[int]) -> int:
    """Colex rank of the cards of ``mask`` among ``positions`` (ascending card ids)."""
    rank = 0
    chosen = 0
    for place, card in enumerate(positions):
        if mask >> card & 1:
            chosen += 1
            rank += _COLEX[chosen][place]
    return rank


def _unrank_subset(rank: int, positions: Sequence[int]) -> int:
    """The mask of the 13 cards among ``positions`` whose colex rank is ``rank``."""
    mask = 0
    for chosen in range(13, 0, -1):
        place = bisect_right(_COLEX[chosen], rank, 0, len(positions)) - 1
        rank -= _COLEX[chosen][place]
        mask |= 1 << positions[place]
    return mask


class Deal:
    """Four hands of 13 cards that together hold each of the 52 cards once.

    Construct from hands, with :meth:`from_pbn`, :meth:`from_index` or :meth:`random`.
    Index with a :class:`Seat` to get that seat's :class:`Hand`.

    >>> texts = "AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    >>> hands = [Hand.parse(text) for text in texts.split()]
    >>> deal = Deal(*hands)
    >>> deal[Seat.E], deal["w"].hcp, deal.holder(Card.HT)
    (Hand.parse('T987.JT9.JT9.JT9'), 0, Seat.E)
    >>> Deal(hands[0], hands[0], hands[2], hands[3])
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid deal '...': SA SK SQ SJ HA HK HQ DA \
DK DQ CA CK CQ dealt to more than one hand; ST S9 S8 S7 HJ HT H9 DJ DT D9 CJ CT C9 in no hand
    """

    __slots__ = ("_masks",)
    _masks: tuple[int, int, int, int]

    def __init__(self, north: Hand, east: Hand, south: Hand, west: Hand) -> None:
        hands = (north, east, south, west)
        if not all(type(hand) is Hand for hand in hands):
            given = ", ".join(type(hand).__name__ for hand in hands)
            raise InvalidNotationError(
                f"invalid deal {hands!r}: expected four Hands (north, east, south, west), "
                f"not {given}"
            )
        masks = (north.mask, east.mask, south.mask, west.mask)
        _check(masks, f"{north} {east} {south} {west}")
        object.__setattr__(self, "_masks", masks)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Deal is immutable")

    @classmethod
    def _trusted(cls, masks: tuple[int, int, int, int]) -> Deal:
        deal = object.__new__(cls)
        object.__setattr__(deal, "_masks", masks)
        return deal

    @classmethod
    def from_masks(cls, masks: Sequence[int]) -> Deal:
        """A deal from four 52-bit masks in seat order N, E, S, W (validated)."""
        if (
            not isinstance(masks, Sequence)
            or len(masks) != 4
            or not all(is_whole(mask, 0, FULL_DECK) for mask in masks)
        ):
            raise InvalidNotationError(
                f"invalid deal masks {masks!r}: expected 4 hands' 52-bit masks (whole numbers)"
            )
        checked = (masks[0], masks[1], masks[2], masks[3])
        _check(checked, repr(masks))
        return cls._trusted(checked)

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Parse PBN deal notation ``"N:spades.hearts.diamonds.clubs ..."`` (hands clockwise
        from the seat before the colon).

        >>> Deal.from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543")
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid deal \
'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543': \
51 cards instead of 52 (missing C2); W has 12 cards instead of 13
        """
        check_text(text, "deal")
        stripped = text.strip()
        first_text, colon, rest = stripped.partition(":")
        if not colon:
            raise InvalidNotationError(
                f"invalid deal {text!r}: expected a seat, ':' and four hands, as in "
                "'N:AKQ.J5.T983.K42 ...'"
            )
        try:
            first = Seat.parse(first_text)
        except InvalidNotationError:
            raise InvalidNotationError(
                f"invalid deal {text!r}: {first_text!r} is not a seat (N, E, S or W)"
            ) from None
        hand_texts = rest.split()
        if len(hand_texts) != 4:
            raise InvalidNotationError(
                f"invalid deal {text!r}: expected 4 hands, found {len(hand_texts)}"
            )
        masks = [0, 0, 0, 0]
        for offset, hand_text in enumerate(hand_texts):
            if hand_text == "-":
                raise InvalidNotationError(
                    f"invalid deal {text!r}: the {first.next(offset).full_name} hand is not "
                    "given ('-'); a Deal needs all 52 cards"
                )
            try:
                masks[first.next(offset)] = Hand.parse(hand_text).mask
            except InvalidNotationError as error:
                raise InvalidNotationError(f"invalid deal {text!r}: {error}") from None
        checked = (masks[0], masks[1], masks[2], masks[3])
        _check(checked, text)
        return cls._trusted(checked)

    def to_pbn(self, first: Seat = Seat.N) -> str:
        """PBN deal notation, hands clockwise from ``first``.

        >>> Deal.from_index(0).to_pbn(Seat.E)
        'E:..AKQJT98765432. .AKQJT98765432.. AKQJT98765432... ...AKQJT98765432'
        """
        first = Seat.of(first, "first seat")
        return f"{first}:" + " ".join(str(Hand(self._masks[first.next(i)])) for i in range(4))

    @classmethod
    def random(cls, rng: _random.Random | None = None) -> Deal:
        """A deal drawn uniformly from all 52!/(13!)^4 deals.

        Pass a seeded :class:`random.Random` for a repeatable deal; by default the
        operating system's cryptographic generator is used.
        """
        if rng is not None and not isinstance(rng, _random.Random):
            raise InvalidNotationError(
                f"invalid generator {rng!r}: expected a random.Random (or None: the system's)"
            )
        draw = (_SYSTEM_RANDOM if rng is None else rng).randrange(_DRAWS)
        # Partial Fisher-Yates: the mixed-radix digits of one uniform integer choose the
        # 39 cards of S, E and N in turn (each digit is uniform and independent).
        deck = list(_BITS)
        for size in range(52, 13, -1):
            draw, pick = divmod(draw, size)
            deck[pick], deck[size - 1] = deck[size - 1], deck[pick]
        return cls._trusted((sum(deck[39:52]), sum(deck[26:39]), sum(deck[13:26]), sum(deck[0:13])))

    @classmethod
    def from_deck(cls, deck: Sequence[Card], dealer: Seat) -> Deal:
        """Deal a packed deck one card at a time clockwise, the first card to dealer's left
        (the rubber bridge procedure): card ``i`` goes to ``dealer.next(i % 4 + 1)``.

        >>> deal = Deal.from_deck(list(Card), Seat.N)
        >>> [deal.holder(card) for card in (Card.C2, Card.C3, Card.C4, Card.C5)]
        [Seat.E, Seat.S, Seat.W, Seat.N]
        """
        dealer = Seat.of(dealer, "dealer")
        if (
            not isinstance(deck, Sequence)
            or isinstance(deck, (str, bytes))
            or not all(is_whole(card, 0, 51) for card in deck)
        ):
            raise InvalidNotationError(
                f"invalid deck {deck!r}: expected a sequence of Cards (see Card.parse)"
            )
        masks = [0, 0, 0, 0]
        for position, card in enumerate(deck):
            masks[(dealer + position + 1) & 3] |= 1 << card
        checked = (masks[0], masks[1], masks[2], masks[3])
        _check(checked, " ".join(str(card) for card in deck))
        return cls._trusted(checked)

    @classmethod
    def from_index(cls, index: int) -> Deal:
        """The deal with this index, 0 <= index < :data:`DEAL_COUNT` (see :attr:`index`)."""
        if not is_whole(index, 0, DEAL_COUNT - 1):
            raise InvalidNotationError(
                f"invalid deal index {index!r}: expected an integer from 0 to {DEAL_COUNT - 1}"
            )
        rest, south_rank = divmod(index, _C26)
        north_rank, east_rank = divmod(rest, _C39)
        positions = list(range(52))
        north = _unrank_subset(north_rank, positions)
        positions = [card for card in positions if not north >> card & 1]
        east = _unrank_subset(east_rank, positions)
        positions = [card for card in positions if not east >> card & 1]
        south = _unrank_subset(south_rank, positions)
        return cls._trusted((north, east, south, FULL_DECK ^ north ^ east ^ south))

    @property
    def index(self) -> int:
        """A stable number for this deal, 0 <= index < 52!/(13!)^4; :meth:`from_index`
        inverts it. North's cards are ranked among all 52, East's among the other 39,
        South's among the last 26 (combinatorial number system)."""
        north, east, south, _ = self._masks
        positions = list(range(52))
        north_rank = _rank_subset(north, positions)
        positions = [card for card in positions if not north >> card & 1]
        east_rank = _rank_subset(east, positions)
        positions = [card for card in positions if not east >> card & 1]
        south_rank = _rank_subset(south, positions)
        return (north_rank * _C39 + east_rank) * _C26 + south_rank

    @property
    def masks(self) -> tuple[int, int, int, int]:
        """The four hands as 52-bit masks, in seat order N, E, S, W."""
        return self._masks

    @property
    def hands(self) -> BySeat[Hand]:
        """The four hands."""
        north, east, south, west = self._masks
        return BySeat(Hand(north), Hand(east), Hand(south), Hand(west))

    def __getitem__(self, seat: Seat | str) -> Hand:
        return Hand(self._masks[Seat.of(seat)])

    def holder(self, card: Card) -> Seat:
        """The seat that holds a card."""
        if not is_whole(card, 0, 51):
            raise InvalidNotationError(f"invalid card {card!r}: expected a Card")
        bit = 1 << card
        for seat in Seat:
            if self._masks[seat] & bit:
                return seat
        raise AssertionError("a validated deal holds every card")  # pragma: no cover

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self._masks == other._masks

    def __hash__(self) -> int:
        return hash(self._masks)

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"

    def _repr_html_(self) -> str:
        """The deal as an HTML diagram, for notebooks (:mod:`.diagram`)."""
        from bridgecraft.core.diagram import deal_html

        return deal_html(self)

    def __reduce__(self) -> tuple[object, tuple[tuple[int, int, int, int]]]:
        return (Deal.from_masks, (self._masks,))


def _check(masks: tuple[int, int, int, int], text: str) -> None:
    """Raise InvalidNotationError unless the masks partition the pack 13-13-13-13."""
    problems = []
    seen = 0
    repeated = 0
    for mask in masks:
        repeated |= seen & mask
        seen |= mask
    total = sum(mask.bit_count() for mask in masks)
    if repeated:
        cards = " ".join(str(card) for card in Hand(repeated))
        problems.append(f"{cards} dealt to more than one hand")
    missing = " ".join(str(card) for card in Hand(FULL_DECK & ~seen))
    if total != 52:
        problems.append(
            f"{total} cards instead of 52" + (f" (missing {missing})" if missing else "")
        )
    elif missing:
        problems.append(f"{missing} in no hand")
    for seat, mask in zip(Seat, masks, strict=True):
        if mask.bit_count() != 13:
            problems.append(f"{seat} has {mask.bit_count()} cards instead of 13")
    if problems:
        raise InvalidNotationError(f"invalid deal {text!r}: " + "; ".join(problems))
