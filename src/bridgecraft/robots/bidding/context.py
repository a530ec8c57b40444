"""The auction from the bidder's point of view, and the facts of a hand that rules test.

>>> from bridgecraft.core import Call, Seat, Vulnerability
>>> ctx = Context.of(tuple(map(Call.parse, "P 1H P".split())), Seat.N, Vulnerability.NONE)
>>> ctx.seat, [str(c) for c in ctx.stripped], ctx.leading_passes
(Seat.W, ['1H', 'P'], 1)
>>> facts = Facts(Hand.parse("AK32.Q32.K32.A32"))
>>> facts.hcp, facts.lengths, facts.balanced, facts.tp
(16, (3, 3, 3, 4), True, 16)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgecraft.analysis.evaluation import (
    HOLDING_HALF_QUICK_TRICKS,
    HOLDING_LOSERS,
    HOLDING_STOPPER,
    is_balanced,
    is_semi_balanced,
)
from bridgecraft.core import Auction, Call, Hand, Seat, Vulnerability

__all__ = ["TWO_CLUBS", "TWO_DIAMONDS", "Context", "Facts", "cheapest_bid"]

_ACE, _KING, _QUEEN, _JACK, _TEN = 1 << 12, 1 << 11, 1 << 10, 1 << 9, 1 << 8
TWO_CLUBS, TWO_DIAMONDS = Call.parse("2C"), Call.parse("2D")
"""The strong artificial opening and its waiting answer."""


class Facts:
    """What the rules measure in one hand, computed once.

    >>> facts = Facts(Hand.parse("AKJ52.Q3.K32.432"))
    >>> facts.hcp, facts.lengths, facts.tp, facts.qt, facts.sp(3)   # spades as trumps
    (13, (3, 3, 2, 5), 14, 2.5, 14)
    >>> facts.stopper(1), facts.stopper(2), facts.good_suit(3)       # ♦K32 stops, ♥Q3 not
    (True, False, True)
    """

    __slots__ = (
        "aces",
        "balanced",
        "hand",
        "hcp",
        "holdings",
        "kings",
        "lengths",
        "qt",
        "semi_balanced",
        "tp",
    )

    def __init__(self, hand: Hand) -> None:
        mask = hand.mask
        self.hand = hand
        self.holdings = tuple(mask >> 13 * suit & 0x1FFF for suit in range(4))
        """The 13-bit holding of each suit, in Suit order (C D H S)."""
        self.lengths = tuple(holding.bit_count() for holding in self.holdings)
        """Suit lengths in Suit order (C D H S)."""
        self.hcp = hand.hcp
        self.balanced = is_balanced(hand)
        self.semi_balanced = is_semi_balanced(hand)
        self.tp = self.hcp + sum(max(0, length - 4) for length in self.lengths)
        """HCP plus one for each card beyond four in a suit."""
        self.qt = sum(HOLDING_HALF_QUICK_TRICKS[h] for h in self.holdings) / 2
        self.aces = sum(1 for h in self.holdings if h & _ACE)
        self.kings = sum(1 for h in self.holdings if h & _KING)

    def stopper(self, suit: int) -> bool:
        """Whether the hand stops ``suit`` (A, Kx, Qxx, Jxxx or better)."""
        return HOLDING_STOPPER[self.holdings[suit]]

    def losers(self, suit: int) -> int:
        """Losers in ``suit`` by the losing-trick count: of its first three cards (fewer in a
        shorter suit), each the ace, king or queen does not cover.

        >>> facts = Facts(Hand.parse("AQ3.K2.Q.JT987432"))
        >>> [facts.losers(s) for s in (3, 2, 1, 0)]   # AQ3, K2, a singleton queen, J10987...
        [1, 1, 1, 3]
        """
        return HOLDING_LOSERS[self.holdings[suit]]

    def sp(self, trump: int) -> int:
        """Support points with ``trump`` as trumps: HCP plus shortness in the other suits."""
        length = self.lengths[trump]
        table = (5, 3, 1) if length >= 4 else (3, 2, 1) if length == 3 else (0, 0, 0)
        short = sum(table[n] for s, n in enumerate(self.lengths) if s != trump and n < 3)
        return self.hcp + short

    def top_honours(self, suit: int, among: int = 3) -> int:
        """How many of the top ``among`` honours (A K Q J T) the hand holds in ``suit``."""
        holding = self.holdings[suit]
        return sum(1 for bit in (_ACE, _KING, _QUEEN, _JACK, _TEN)[:among] if holding & bit)

    def good_suit(self, suit: int) -> bool:
        """Two of the top three honours, or three of the top five."""
        return self.top_honours(suit, 3) >= 2 or self.top_honours(suit, 5) >= 3


@dataclass(frozen=True)
class Context:
    """One moment of an auction, seen by the seat about to call.

    South after 1♥ by North and 1♠ by East:

    >>> ctx = Context.of(tuple(map(Call.parse, "1H 1S".split())), Seat.N, Vulnerability.NONE)
    >>> ctx.seat, ctx.partner, ctx.opponents_suits, ctx.calls_of(Seat.N)
    (Seat.S, Seat.N, (3,), (Call.parse('1H'),))
    >>> str(ctx.cheapest(3)), str(ctx.cheapest(2, jump=1))   # spades; hearts with a jump
    ('2S', '3H')
    """

    calls: tuple[Call, ...]
    """Every call so far."""
    dealer: Seat
    """The dealer."""
    vulnerability: Vulnerability
    """The board's vulnerability."""
    seat: Seat
    """The seat to call."""
    stripped: tuple[Call, ...]
    """The calls from the opening bid on (leading passes dropped)."""
    leading_passes: int
    """Passes before the opening bid."""
    last_bid: Call | None
    """The highest bid so far."""
    last_bidder: Seat | None
    """Who made it."""
    doubled: int
    """0, 1 (doubled) or 2 (redoubled): the state of the last bid."""
    legal: frozenset[Call]
    """The calls the seat may make."""
    _memo: dict[str, object] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, calls: tuple[Call, ...], dealer: Seat, vulnerability: Vulnerability) -> Context:
        """The context after ``calls`` (raises IllegalCallError if they are not legal)."""
        auction = Auction(dealer, calls)
        seat = auction.to_act
        if seat is None:
            seat = dealer.next(len(calls))
        lead = 0
        while lead < len(calls) and calls[lead].is_pass:
            lead += 1
        last_bid, last_bidder, doubled = None, None, 0
        for position, call in enumerate(calls):
            if call.is_bid:
                last_bid, last_bidder, doubled = call, dealer.next(position), 0
            elif call.is_double:
                doubled = 1
            elif call.is_redouble:
                doubled = 2
        return cls(
            calls=calls,
            dealer=dealer,
            vulnerability=vulnerability,
            seat=seat,
            stripped=calls[lead:],
            leading_passes=lead,
            last_bid=last_bid,
            last_bidder=last_bidder,
            doubled=doubled,
            legal=frozenset(auction.legal_calls()),
        )

    @property
    def partner(self) -> Seat:
        """The bidder's partner."""
        return self.seat.partner

    @property
    def responder(self) -> Seat:
        """The opener's partner (the opener: the first player to bid).

        >>> def responder(auction: str) -> tuple[Seat, bool]:
        ...     ctx = Context.of(tuple(map(Call.parse, auction.split())), Seat.N,
        ...                      Vulnerability.NONE)
        ...     return ctx.responder, ctx.unpassed_responder
        >>> responder("P 1H P 1S P"), responder("P P 1H P 2H P")   # North passed first
        ((Seat.W, True), (Seat.N, False))
        """
        return self.dealer.next(self.leading_passes + 2)

    @property
    def unpassed_responder(self) -> bool:
        """Whether the responder's first call was a bid, not a pass (asked once he has
        called): a passed hand's new suit is not forcing."""
        return self.calls_of(self.responder)[0].is_bid

    def calls_of(self, seat: Seat) -> tuple[Call, ...]:
        """The calls ``seat`` has made, in order."""
        start = (seat - self.dealer) % 4
        return self.calls[start::4]

    def suits_bid_by(self, *seats: Seat) -> tuple[int, ...]:
        """Suits bid by these seats, in order of first bid, without repeats. A strong 2♣
        opening and the waiting 2♦ over it name no suit.

        >>> ctx = Context.of(tuple(map(Call.parse, "2C P 2D P 2H P".split())), Seat.N,
        ...                  Vulnerability.NONE)
        >>> ctx.suits_bid_by(Seat.N), ctx.suits_bid_by(Seat.S)
        ((2,), ())
        """
        artificial = self._artificial()
        found: list[int] = []
        for position, call in enumerate(self.calls):
            if position in artificial:
                continue
            if call.is_bid and self.dealer.next(position) in seats:
                strain = call.strain
                if strain is not None and strain < 4 and int(strain) not in found:
                    found.append(int(strain))
        return tuple(found)

    def _artificial(self) -> frozenset[int]:
        """Positions of the bids that name no suit: a strong 2♣ opening, the 2♦ waiting
        answer to it."""
        opening = self.leading_passes
        if self.stripped[:1] != (TWO_CLUBS,):
            return frozenset()
        if self.stripped[1:3] == (Call.PASS, TWO_DIAMONDS):
            return frozenset({opening, opening + 2})
        return frozenset({opening})

    @property
    def partners_last_suit(self) -> int | None:
        """The suit of partner's last bid; None if he has bid none, or notrump last.

        >>> ctx = Context.of(tuple(map(Call.parse, "1S P 2S P 3C P".split())), Seat.N,
        ...                  Vulnerability.NONE)
        >>> ctx.seat, ctx.partners_last_suit   # South, after North's 3C game try
        (Seat.S, 0)
        """
        bids = [call for call in self.calls_of(self.partner) if call.is_bid]
        strain = bids[-1].strain if bids else None
        return None if strain is None or strain == 4 else int(strain)

    @property
    def opponents_suits(self) -> tuple[int, ...]:
        """Suits the opponents have bid."""
        return self.suits_bid_by(self.seat.lho, self.seat.rho)

    @property
    def we_are_vulnerable(self) -> bool:
        """Whether the bidder's side is vulnerable."""
        return self.vulnerability.is_vulnerable(self.seat)

    @property
    def they_are_vulnerable(self) -> bool:
        """Whether the opponents are vulnerable."""
        return self.vulnerability.is_vulnerable(self.seat.lho)

    def cheapest(self, strain: int, jump: int = 0) -> Call | None:
        """The cheapest bid in ``strain`` (plus ``jump`` levels), None above seven."""
        return cheapest_bid(strain, self.last_bid, jump)


def cheapest_bid(strain: int, over: Call | None, jump: int = 0) -> Call | None:
    """The cheapest bid in ``strain`` above the bid ``over`` (None: the auction's first bid),
    plus ``jump`` levels; None above seven.

    >>> str(cheapest_bid(0, Call.parse("3S"))), str(cheapest_bid(3, Call.parse("3H")))
    ('4C', '3S')
    >>> cheapest_bid(4, Call.parse("7NT")) is None
    True
    """
    if over is None:
        level = 1
    else:
        assert over.level is not None and over.strain is not None
        level = over.level if strain > over.strain else over.level + 1
    level += jump
    if level > 7:
        return None
    return Call.ALL[3 + (level - 1) * 5 + strain]
