"""What every signal of our defenders shares: the small cards and honours, a signal card and
what it says, and the test that a hidden player would have played the card he played by a
rule (:mod:`~.signals` gives and reads the signals themselves).

>>> Signal(Card.H9, encouraging=True).card, SPOTS, HONOURS
(Card.H9, 8, 3)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import NamedTuple

from bridgecraft.core import Card, Contract, Deal, Seat, Strain, Trick, View
from bridgecraft.core.hand import SUIT_MASKS

__all__ = ["HONOURS", "SPOTS", "Signal", "both_tests"]


SPOTS = 8
"""The small cards are the lowest ``SPOTS`` ranks of a suit: the two to the nine."""


HONOURS = 3
"""The honours that encourage are the highest ``HONOURS`` ranks: the ace, king and queen."""


class Signal(NamedTuple):
    """A signal card and what it says: for attitude, ``encouraging`` is whether it
    encourages; for count, whether it shows an even number of cards.

    >>> card, encouraging = Signal(Card.H9, encouraging=True)   # a tuple: it unpacks
    >>> card, encouraging
    (Card.H9, True)
    """

    card: Card
    encouraging: bool


_SPOT_MASKS = tuple(((1 << SPOTS) - 1) << (13 * suit) for suit in range(4))


_HONOUR_MASKS = tuple(((1 << HONOURS) - 1) << (13 * suit + 13 - HONOURS) for suit in range(4))


def _card_reading(
    view: View,
    seat: Seat,
    played: Card,
    rule: Callable[[int, int], int | None],
    seats: Collection[Seat] | None,
) -> Callable[[Deal], bool] | None:
    """The test that ``seat`` (when hidden, and one of ``seats``), holding what a deal gives
    him in the suit of ``played``, would have played it by ``rule(holding, suit)`` (the card
    the rule calls for, None when it leaves the choice free)."""
    if view.hands[seat] is not None or (seats is not None and seat not in seats):
        return None
    card = int(played)
    suit = card // 13
    suit_mask = SUIT_MASKS[suit]

    def test(deal: Deal) -> bool:
        wanted = rule(deal[seat].mask & suit_mask, suit)
        return wanted is None or wanted == card

    return test


def _beats(card: int, trick_cards: Sequence[Card], trump: int | None) -> bool:
    """Whether ``card`` (of the led suit) would win a trick whose other cards are
    ``trick_cards`` (the lead first)."""
    suit = int(trick_cards[0]) // 13
    for other in map(int, trick_cards):
        if trump is not None and other // 13 == trump != suit:
            return False
        if other // 13 == suit and other > card:
            return False
    return True


def _trump(strain: Strain) -> int | None:
    suit = strain.suit
    return None if suit is None else int(suit)


def both_tests(
    first: Callable[[Deal], bool] | None, second: Callable[[Deal], bool] | None
) -> Callable[[Deal], bool] | None:
    """The test that accepts what both accept (None: no test).

    >>> from bridgecraft.core import Deal, Seat
    >>> def opener(deal):
    ...     return deal[Seat.N].hcp >= 12
    >>> def responder(deal):
    ...     return deal[Seat.S].hcp >= 6
    >>> test = both_tests(opener, responder)
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> opener(deal), responder(deal), test(deal)
    (True, False, False)
    >>> both_tests(None, opener) is opener, both_tests(None, None)
    (True, None)
    """
    if first is None or second is None:
        return first if second is None else second
    return lambda deal: first(deal) and second(deal)


def _later_reading(
    view: View,
    seats: Collection[Seat] | None,
    marks: Callable[[Sequence[Trick], int, int, Contract], bool],
    rule: Callable[[int, int], int | None],
) -> Callable[[Deal], bool] | None:
    """The test that every hidden seat (one of ``seats``) whose card ``marks`` as a signal
    would have played it by ``rule(holding, suit)`` from what the deal gives him in the suit,
    less the cards played before that trick."""
    contract = view.contract
    if contract is None:
        return None
    signals: list[tuple[Seat, int, int]] = []
    gone = 0
    for index, trick in enumerate(view.tricks):
        for position in range(len(trick.cards)):
            if not marks(view.tricks, index, position, contract):
                continue
            seat = trick.seat_of(position)
            if view.hands[seat] is not None or (seats is not None and seat not in seats):
                continue
            signals.append((seat, int(trick.cards[position]), gone))
        for card in trick.cards:
            gone |= 1 << card
    if not signals:
        return None

    def test(deal: Deal) -> bool:
        for seat, card, before in signals:
            suit = card // 13
            wanted = rule(deal[seat].mask & SUIT_MASKS[suit] & ~before, suit)
            if wanted is not None and wanted != card:
                return False
        return True

    return test
