"""Attitude at trick 1: the defenders' one signal, given and read by our robots.

When a defender follows to his partner's opening lead with a small card (a nine or lower:
he is not trying to win the trick), the spot he chooses says whether he holds an honour (the
ace, king or queen) in the suit: **the highest of his small cards encourages** (he holds one),
**the lowest discourages** (he holds none). With a single small card there is no choice and
nothing is said. This is standard attitude, as most partnerships play it, narrowed to a
rule a sampler can read exactly.

* :func:`attitude_card` is the giver's side: among the small cards that do equally well on the
  layouts he solved, the one his attitude calls for.
* :func:`attitude_reading` is the reader's: a test of a whole deal, true when the signaller
  would have played the card he played from the hand the deal gives him.
  :class:`~.play.PimcPlayer` passes it to the sampler as ``accept``: deals it rejects are used
  only when too few pass, so a misread signal (a card that was not free to choose) costs
  layouts, never a contradiction.

The signal card is exempt from the carding reading (:func:`~.sampling.carding_denials`): an
encouraging card is not the lowest of equal cards, and says nothing about the card below it.

>>> from bridgecraft.core import Board, Deal, Game, Seat
>>> deal = Deal.from_pbn(
...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
>>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6".split())
>>> is_attitude(game.tricks[0], 2)     # East led, dummy played low, West discouraged
True
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import NamedTuple

from bridgecraft.core import Card, Deal, Seat, Trick, View
from bridgecraft.core.hand import SUIT_MASKS

__all__ = [
    "HONOURS",
    "SPOTS",
    "Signal",
    "attitude_card",
    "attitude_reading",
    "both_tests",
    "is_attitude",
]

SPOTS = 8
"""The small cards are the lowest ``SPOTS`` ranks of a suit: the two to the nine."""
HONOURS = 3
"""The honours that encourage are the highest ``HONOURS`` ranks: the ace, king and queen."""
_SIGNAL_POSITION = 2  # the opening leader's partner plays third to the first trick


class Signal(NamedTuple):
    """An attitude card and what it says."""

    card: Card
    encouraging: bool


_SPOT_MASKS = tuple(((1 << SPOTS) - 1) << (13 * suit) for suit in range(4))
_HONOUR_MASKS = tuple(((1 << HONOURS) - 1) << (13 * suit + 13 - HONOURS) for suit in range(4))


def is_attitude(trick: Trick, position: int) -> bool:
    """Whether the card at ``position`` of ``trick`` (the first trick of a deal) is an attitude
    signal: third hand following to his partner's opening lead with a small card."""
    if position != _SIGNAL_POSITION or len(trick.cards) <= position:
        return False
    lead, card = int(trick.cards[0]), int(trick.cards[position])
    return card // 13 == lead // 13 and card % 13 < SPOTS


def _signal_for(holding: int, suit: int) -> int | None:
    """The small card (index 0..51) that attitude calls for from ``holding`` (a mask of the
    signaller's cards at trick 1), or None with fewer than two small cards in ``suit``."""
    spots = holding & _SPOT_MASKS[suit]
    if spots & (spots - 1) == 0:
        return None
    if holding & _HONOUR_MASKS[suit]:
        return spots.bit_length() - 1
    return (spots & -spots).bit_length() - 1


def attitude_card(view: View, free: Sequence[Card], own: int) -> Signal | None:
    """The card ``view.to_play`` should play as his attitude, when he is third hand at trick
    1 following to his partner's lead, or None when no signal applies. ``free`` are the small
    cards of the led suit he may play at no cost (they did as well as his chosen card on the
    layouts solved); ``own`` is his hand's mask.

    The card is the highest small card with an honour and the lowest without, when it is among
    ``free``; when it is not (playing it would cost), None.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2".split())
    >>> view = game.view(Seat.W)
    >>> attitude_card(view, [Card.H6, Card.H7, Card.H8], view.hands[Seat.W].mask)
    Signal(card=Card.H6, encouraging=False)
    """
    tricks = view.tricks
    if len(tricks) != 1 or len(tricks[0].cards) != _SIGNAL_POSITION:
        return None
    if view.to_play is None or view.contract is None:
        return None
    if view.to_play.side == view.contract.side or view.to_play != tricks[0].leader.partner:
        return None
    suit = int(tricks[0].cards[0]) // 13
    wanted = _signal_for(own, suit)
    if wanted is None:
        return None
    card = Card(wanted)
    return Signal(card, bool(own & _HONOUR_MASKS[suit])) if card in free else None


def attitude_reading(
    view: View, seats: Collection[Seat] | None = None
) -> Callable[[Deal], bool] | None:
    """A test of whole deals: true when the signaller at trick 1 (one of ``seats``, None: any
    hidden seat) would have played the attitude card he played from the hand the deal gives
    him. None when there is nothing to read: no signal yet, or the signaller is seen.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6".split())
    >>> test = attitude_reading(game.view(Seat.E))    # West discouraged: no honour
    >>> test(deal)
    True
    """
    if not view.tricks or not is_attitude(view.tricks[0], _SIGNAL_POSITION):
        return None
    first = view.tricks[0]
    signaller = first.seat_of(_SIGNAL_POSITION)
    if view.hands[signaller] is not None or (seats is not None and signaller not in seats):
        return None
    card = int(first.cards[_SIGNAL_POSITION])
    suit = card // 13
    suit_mask = SUIT_MASKS[suit]

    def test(deal: Deal) -> bool:
        wanted = _signal_for(deal[signaller].mask & suit_mask, suit)
        return wanted is None or wanted == card

    return test


def both_tests(
    first: Callable[[Deal], bool] | None, second: Callable[[Deal], bool] | None
) -> Callable[[Deal], bool] | None:
    """The test that accepts what both accept (None: no test)."""
    if first is None or second is None:
        return first if second is None else second
    return lambda deal: first(deal) and second(deal)
