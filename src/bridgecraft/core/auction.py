"""The auction: a dealer and the calls so far, with legality from the rules engine.

>>> auction = Auction.parse("1S X 2S 3H 3S 4H P P P", dealer=Seat.E)
>>> auction.is_over, auction.contract
(True, Contract(level=4, strain=Strain.H, doubled=Doubled.UNDOUBLED, declarer=Seat.N))
>>> Auction.parse("1S P", dealer=Seat.N).apply(Call.DOUBLE)
Traceback (most recent call last):
...
bridgecraft.core.errors.IllegalCallError: cannot double 1S: South would double own side's bid \
(auction: 1S P)
>>> [str(call) for call in Auction.parse("1NT X", dealer=Seat.N).legal_calls()][:4]
['P', 'XX', '2C', '2D']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from bridgecraft.core.calls import Call, Doubled
from bridgecraft.core.cards import Seat, Strain
from bridgecraft.core.checks import check_text
from bridgecraft.core.contract import Contract
from bridgecraft.core.engine import AUCTION, CALL_BASE, FINISHED, State
from bridgecraft.core.errors import InvalidNotationError

__all__ = ["Auction"]


class Auction:
    """An immutable auction: the dealer and the calls made so far.

    Every call is checked by the rules engine; :meth:`apply` returns a new auction.

    >>> auction = Auction(Seat.S, "1H P 2H")
    >>> auction.to_act, auction.last_bid, auction.is_over
    (Seat.E, Call.parse('2H'), False)
    >>> str(auction.apply("P")), len(auction)  # a new auction; this one is unchanged
    ('1H P 2H P', 3)
    """

    __slots__ = ("_state", "calls", "dealer")
    dealer: Seat
    """The seat that calls first."""
    calls: tuple[Call, ...]
    """The calls made so far, starting with dealer's."""
    _state: State

    def __init__(self, dealer: Seat, calls: Iterable[Call | str] = ()) -> None:
        dealer = Seat.of(dealer, "dealer")
        state = State((0, 0, 0, 0), dealer, 0)
        made = []
        for call in calls.split() if isinstance(calls, str) else calls:  # "1NT P": its words
            parsed = _as_call(call)
            state.apply(CALL_BASE + parsed.index)
            made.append(parsed)
        setter = object.__setattr__
        setter(self, "dealer", Seat(dealer))
        setter(self, "calls", tuple(made))
        setter(self, "_state", state)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Auction is immutable")

    def __reduce__(self) -> tuple[type[Auction], tuple[Seat, tuple[Call, ...]]]:
        return (Auction, (self.dealer, self.calls))

    @classmethod
    def parse(cls, text: str, *, dealer: Seat) -> Auction:
        """Parse calls separated by spaces or commas (``1S P 2S``); dealer calls first."""
        check_text(text, "auction")
        return cls(dealer, [Call.parse(word) for word in text.replace(",", " ").split()])

    def apply(self, call: Call | str) -> Auction:
        """The auction with one more call (raises :class:`IllegalCallError` if illegal)."""
        parsed = _as_call(call)
        state = self._state.copy()
        state.apply(CALL_BASE + parsed.index)
        auction = object.__new__(Auction)
        setter = object.__setattr__
        setter(auction, "dealer", self.dealer)
        setter(auction, "calls", (*self.calls, parsed))
        setter(auction, "_state", state)
        return auction

    def legal_calls(self) -> tuple[Call, ...]:
        """The calls the player in turn may make (empty once the auction is over)."""
        if self._state.phase != AUCTION:
            return ()
        return tuple(Call.ALL[action - CALL_BASE] for action in self._state.legal_actions())

    def is_legal(self, call: Call | str) -> bool:
        """Whether a call (a :class:`Call` or its text, as :meth:`apply` takes) is legal now.

        >>> Auction.parse("1C", dealer=Seat.N).is_legal("1D")
        True
        """
        if isinstance(call, str):
            call = Call.parse(call)
        elif not isinstance(call, Call):
            raise InvalidNotationError(f"invalid call {call!r}: expected a Call or its text")
        return call in self.legal_calls()

    @property
    def to_act(self) -> Seat | None:
        """The seat to call next, None once the auction is over."""
        return Seat(self._state.to_move) if self._state.phase == AUCTION else None

    @property
    def is_over(self) -> bool:
        """True after three passes following a bid, or four passes."""
        return self._state.phase != AUCTION

    @property
    def is_passed_out(self) -> bool:
        """True when all four players passed without a bid."""
        return self._state.phase == FINISHED and self._state.declarer < 0

    @property
    def last_bid(self) -> Call | None:
        """The highest bid so far."""
        bid = self._state.last_bid
        return Call.ALL[bid + 3] if bid >= 0 else None

    @property
    def contract(self) -> Contract | None:
        """The final contract once the auction is over (None before, or if passed out)."""
        state = self._state
        if state.phase == AUCTION or state.declarer < 0:
            return None
        return Contract(
            state.last_bid // 5 + 1,
            Strain(state.last_bid % 5),
            Doubled(state.doubled),
            Seat(state.declarer),
        )

    def seat_of(self, position: int) -> Seat:
        """The seat that made the call at ``position`` (0 is the dealer's first call)."""
        return self.dealer.next(position)

    def __len__(self) -> int:
        return len(self.calls)

    def __iter__(self) -> Iterator[Call]:
        return iter(self.calls)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Auction) and (self.dealer, self.calls) == (
            other.dealer,
            other.calls,
        )

    def __hash__(self) -> int:
        return hash((self.dealer, self.calls))

    def __str__(self) -> str:
        return " ".join(str(call) for call in self.calls)

    def __repr__(self) -> str:
        return f"Auction.parse({str(self)!r}, dealer={self.dealer!r})"

    def _repr_html_(self) -> str:
        """The auction as an HTML table, for notebooks (:mod:`.diagram`)."""
        from bridgecraft.core.diagram import auction_html

        return auction_html(self)


def _as_call(call: object) -> Call:
    """A call given as a Call or its text; anything else raises InvalidNotationError."""
    if isinstance(call, Call):
        return call
    if isinstance(call, str):
        return Call.parse(call)
    raise InvalidNotationError(f"invalid call {call!r}: expected a Call or its text")
