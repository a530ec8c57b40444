"""The defenders' signals, given and read by our robots: attitude, count, leads.

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

**Count** (decision 0017): when declarer's side leads a suit and a defender follows to it for
the first time with a small card, **the highest of his small cards shows an even number of
cards in the suit, the lowest an odd number**, when he holds two small cards or more. In the
trump suit it is the other way round, **the trump echo: high-low shows an odd number**. A
fourth hand whose count card would win the trick gives no count.

* :func:`count_card` and :func:`count_reading` are its giver and reader, as for attitude.

**Length leads** (decision 0017): an opening lead of a small card shows the suit's length:
**the higher of two small cards from a doubleton, the lowest small card from three, the fourth
highest card from four or more** (when it is a small card; else the lead says nothing).

* :func:`length_lead` and :func:`length_lead_reading` are its giver and reader.

**Attitude after trick 1** (decision 0018): the same attitude rule, for a defender's small
card as third hand following to his partner's lead at a later trick, and for his first discard
of a suit (not a trump): the highest of the small cards he holds then encourages, the lowest
discourages.

* :func:`later_attitude_card` and :func:`later_attitude_reading` are its giver and reader.

**Switches and returns** (decision 0018): a defender leading a small card after trick 1 of a
suit no defender has led leads **the lowest of his small cards with the ace, king or queen,
the highest without** (:func:`switch_lead`); of a suit a defender has led, **the higher of his
two cards left, the lowest small card from three or more** (:func:`return_lead`).

**Honour leads** (decision 0034): a defender on lead whose chosen card is one of a class of
equal cards topped by a ten or higher leads the top of it, the top of a sequence (the ♠K
from ♠KQJ), where every other card of our robots is the lowest of its equal cards
(:func:`honour_lead`, :func:`is_honour_lead`). The carding reading takes such a lead to deny
the card above it. :data:`CARD_AGREEMENTS` says all of these agreements in words.

The signal cards are exempt from the carding reading (:func:`~.sampling.carding_denials`,
:func:`is_signal`): an encouraging card is not the lowest of equal cards, and says nothing
about the card below it.

>>> from bridgecraft.core import Board, Deal, Game, Seat
>>> deal = Deal.from_pbn(
...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
>>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6".split())
>>> is_attitude(game.tricks[0], 2)     # East led, dummy played low, West discouraged
True
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from bridgecraft.core import Card, Contract, Deal, Seat, Trick, View
from bridgecraft.core.hand import SUIT_MASKS
from bridgecraft.robots._lead_signals import (
    honour_lead,
    is_honour_lead,
    is_length_lead,
    is_return_lead,
    is_switch_lead,
    length_lead,
    length_lead_reading,
    return_lead,
    return_lead_reading,
    switch_lead,
    switch_lead_reading,
)
from bridgecraft.robots._signal_rules import (
    _HONOUR_MASKS,
    _SPOT_MASKS,
    HONOURS,
    SPOTS,
    Signal,
    _beats,
    _card_reading,
    _later_reading,
    _trump,
    both_tests,
)

__all__ = [
    "CARD_AGREEMENTS",
    "HONOURS",
    "SPOTS",
    "Signal",
    "attitude_card",
    "attitude_reading",
    "both_tests",
    "count_card",
    "count_reading",
    "honour_lead",
    "is_attitude",
    "is_count",
    "is_honour_lead",
    "is_later_attitude",
    "is_length_lead",
    "is_return_lead",
    "is_signal",
    "is_switch_lead",
    "later_attitude_card",
    "later_attitude_reading",
    "length_lead",
    "length_lead_reading",
    "return_lead",
    "return_lead_reading",
    "switch_lead",
    "switch_lead_reading",
]

CARD_AGREEMENTS = """\
Cards of equal value: the lowest, except that a defender on lead leads the top of a sequence
  headed by a ten or higher (the K from KQJ, the A from AK, the T from T98).
Opening lead of a small card: the higher of two small cards from a doubleton, the lowest
  from three, the fourth best from four or more.
Attitude, with a small card following to partner's lead, and in a first discard of a suit:
  the highest small card encourages (an ace, king or queen held), the lowest discourages.
Count, following for the first time to a suit declarer's side leads: high-low shows an even
  number, low an odd number; in trumps the other way round.
Switching to a new suit with a small card: low from an honour, high without. Returning
  partner's suit: the higher of two cards left, the lowest small card from three or more.
Declarer's cards follow the first line only; no robot false-cards."""
"""The card agreements our robots (:class:`~.play.PimcPlayer`) keep and read in one another,
in words: what a human partner or opponent is entitled to know of them (Law 40). The terminal
game shows it when asked (``carding``).

>>> CARD_AGREEMENTS.splitlines()[0]
'Cards of equal value: the lowest, except that a defender on lead leads the top of a sequence'
"""

_SIGNAL_POSITION = 2  # the opening leader's partner plays third to the first trick


def is_attitude(trick: Trick, position: int) -> bool:
    """Whether the card at ``position`` of ``trick`` (the first trick of a deal) is an attitude
    signal: third hand following to his partner's opening lead with a small card.

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> trick = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6 HA".split()).tricks[0]
    >>> is_attitude(trick, 2), is_attitude(trick, 1), is_attitude(trick, 3)  # West's ♥6 only
    (True, False, False)
    """
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
    return _card_reading(view, signaller, first.cards[_SIGNAL_POSITION], _signal_for, seats)


def is_count(tricks: Sequence[Trick], index: int, position: int, contract: Contract) -> bool:
    """Whether the card at ``position`` of ``tricks[index]`` is a count card: a defender's
    first card in a suit that declarer's side led, a small card, and (fourth in the trick) not
    one that wins it. Only what every player sees decides.

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6 HA SA S8".split())
    >>> game.contract is not None and is_count(game.tricks, 1, 1, game.contract)
    True
    """
    trick = tricks[index]
    if position not in (1, 3) or len(trick.cards) <= position:
        return False
    if trick.leader.side != contract.declarer.side:
        return False
    lead, card = int(trick.cards[0]), int(trick.cards[position])
    suit = lead // 13
    if card // 13 != suit or card % 13 >= SPOTS:
        return False
    seat = trick.seat_of(position)
    for earlier in tricks[:index]:
        for place, other in enumerate(earlier.cards):
            if int(other) // 13 == suit and earlier.seat_of(place) == seat:
                return False
    return position == 1 or not _beats(card, trick.cards[:position], _trump(contract.strain))


def is_signal(tricks: Sequence[Trick], index: int, position: int, contract: Contract) -> bool:
    """Whether the card at ``position`` of ``tricks[index]`` is a signal: a small opening
    lead, an attitude card or a count card (chosen by its own rule, not as the lowest of equal
    cards).

    East's ♥J lead is no small card, West's ♥6 is attitude, North's ♥A is declarer's, and
    East's ♠8 is count:

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6 HA SA S8".split())
    >>> [is_signal(game.tricks, t, p, game.contract) for t, p in ((0, 0), (0, 2), (0, 3), (1, 1))]
    [False, True, False, True]
    """
    return (
        is_length_lead(tricks, index, position)
        or (index == 0 and is_attitude(tricks[0], position))
        or is_count(tricks, index, position, contract)
        or is_later_attitude(tricks, index, position, contract)
        or is_switch_lead(tricks, index, position, contract)
        or is_return_lead(tricks, index, position, contract)
    )


def _count_for(holding: int, suit: int, trumps: bool = False) -> int | None:
    """The small card that count calls for from ``holding`` (the signaller's cards in
    ``suit``, a mask), or None with fewer than two small cards. In ``trumps`` high-low shows
    an odd number (the trump echo)."""
    spots = holding & _SPOT_MASKS[suit]
    if spots & (spots - 1) == 0:
        return None
    if ((holding & SUIT_MASKS[suit]).bit_count() + trumps) % 2 == 0:
        return spots.bit_length() - 1
    return (spots & -spots).bit_length() - 1


def count_card(view: View, free: Sequence[Card], own: int) -> Signal | None:
    """The card ``view.to_play`` should play as his count, when he is a defender following
    for the first time to a suit declarer's side led, or None when no count applies. ``free``
    are the cards he may play at no cost; ``own`` is his hand's mask. The card is the highest
    of his small cards with an even number of cards in the suit, the lowest with an odd number
    (in trumps the other way round), when it is among ``free`` and (fourth in the trick) does
    not win it. ``encouraging`` is whether the number is even.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6 HA SA".split())
    >>> view = game.view(Seat.E)    # East holds ST S9 S8: three, the lowest small card
    >>> count_card(view, [Card.S8, Card.S9, Card.ST], view.hands[Seat.E].mask)
    Signal(card=Card.S8, encouraging=False)
    """
    contract, seat = view.contract, view.to_play
    if contract is None or seat is None or seat.side == contract.declarer.side:
        return None
    tricks = view.tricks
    if not tricks or tricks[-1].is_complete or not tricks[-1].cards:
        return None
    trick = tricks[-1]
    position = len(trick.cards)
    if position not in (1, 3) or trick.leader.side != contract.declarer.side:
        return None
    suit = int(trick.cards[0]) // 13
    trumps = suit == _trump(contract.strain)
    holding = own & SUIT_MASKS[suit]
    wanted = _count_for(holding, suit, trumps)
    if wanted is None or Card(wanted) not in free:
        return None
    if position == 3 and _beats(wanted, trick.cards, _trump(contract.strain)):
        return None
    for earlier in tricks[:-1]:
        for place, other in enumerate(earlier.cards):
            if int(other) // 13 == suit and earlier.seat_of(place) == seat:
                return None
    return Signal(Card(wanted), holding.bit_count() % 2 == 0)


def count_reading(
    view: View, seats: Collection[Seat] | None = None
) -> Callable[[Deal], bool] | None:
    """A test of whole deals: true when every hidden defender (one of ``seats``, None: any)
    who gave count would have played the count card he played from the hand the deal gives
    him. None when there is nothing to read.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6 HA SA S8".split())
    >>> test = count_reading(game.view(Seat.N))    # East's S8: an odd number of spades
    >>> test is not None and test(deal)
    True
    """
    contract = view.contract
    if contract is None:
        return None
    trump = _trump(contract.strain)
    signals: list[tuple[Seat, int, int, tuple[Card, ...]]] = []
    for index, trick in enumerate(view.tricks):
        for position in (1, 3):
            if not is_count(view.tricks, index, position, contract):
                continue
            seat = trick.seat_of(position)
            if view.hands[seat] is not None or (seats is not None and seat not in seats):
                continue
            before = trick.cards[:position] if position == 3 else ()
            signals.append((seat, int(trick.cards[position]), position, before))
    if not signals:
        return None

    def test(deal: Deal) -> bool:
        for seat, card, _position, before in signals:
            suit = card // 13
            wanted = _count_for(deal[seat].mask & SUIT_MASKS[suit], suit, suit == trump)
            if wanted is None or wanted == card:
                continue
            if before and _beats(wanted, before, trump):
                continue  # he would not have given count: the card would win the trick
            return False
        return True

    return test


def _first_discard(tricks: Sequence[Trick], index: int, seat: Seat, suit: int) -> bool:
    """Whether no trick before ``tricks[index]`` holds a discard of ``suit`` by ``seat``."""
    for earlier in tricks[:index]:
        if not earlier.cards:
            continue
        led = int(earlier.cards[0]) // 13
        for place, other in enumerate(earlier.cards):
            if int(other) // 13 == suit != led and earlier.seat_of(place) == seat:
                return False
    return True


def is_later_attitude(
    tricks: Sequence[Trick], index: int, position: int, contract: Contract
) -> bool:
    """Whether the card at ``position`` of ``tricks[index]`` is an attitude card after the
    opening lead's (decision 0018): a defender's small card, either third hand following to
    his partner's lead after trick 1, or his first discard of a suit (not a trump). Only what
    every player sees decides.

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 76.532.532.T9876 J5432.8764.8764.")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H4 HA CA C5 C6 S2".split())
    >>> game.contract is not None and is_later_attitude(game.tricks, 1, 3, game.contract)
    True
    """
    trick = tricks[index]
    if len(trick.cards) <= position:
        return False
    seat = trick.seat_of(position)
    if seat.side == contract.declarer.side:
        return False
    lead, card = int(trick.cards[0]), int(trick.cards[position])
    suit = card // 13
    if card % 13 >= SPOTS:
        return False
    if suit == lead // 13:
        return index > 0 and position == 2
    return suit != _trump(contract.strain) and _first_discard(tricks, index, seat, suit)


def later_attitude_card(view: View, free: Sequence[Card], own: int, chosen: Card) -> Signal | None:
    """The card ``view.to_play`` should play as his attitude after trick 1, or None when none
    applies: as third hand following to his partner's lead after trick 1 with a small card,
    or discarding a small card of a suit (``chosen``'s) for the first time, the highest of
    his small cards in the suit when he holds the ace, king or queen, the lowest without.
    ``free`` are the cards he may play at no cost; ``own`` is his hand's mask (what he holds
    now).

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 76.532.532.T9876 J5432.8764.8764.")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H4 HA CA C5 C6".split())
    >>> view = game.view(Seat.W)    # West discards a spade: no honour, the lowest
    >>> later_attitude_card(view, [Card.S2, Card.S3], view.hands[Seat.W].mask, Card.S3)
    Signal(card=Card.S2, encouraging=False)
    """
    contract, seat = view.contract, view.to_play
    if contract is None or seat is None or seat.side == contract.declarer.side:
        return None
    tricks = view.tricks
    if not tricks or tricks[-1].is_complete or not tricks[-1].cards:
        return None
    trick = tricks[-1]
    position = len(trick.cards)
    led = int(trick.cards[0]) // 13
    suit = int(chosen) // 13
    if suit == led:
        if len(tricks) == 1 or position != 2 or trick.leader != seat.partner:
            return None
    elif suit == _trump(contract.strain) or not _first_discard(tricks, len(tricks) - 1, seat, suit):
        return None
    wanted = _signal_for(own, suit)
    if wanted is None or Card(wanted) not in free:
        return None
    return Signal(Card(wanted), bool(own & _HONOUR_MASKS[suit]))


def later_attitude_reading(
    view: View, seats: Collection[Seat] | None = None
) -> Callable[[Deal], bool] | None:
    """A test of whole deals: true when every hidden defender (one of ``seats``, None: any)
    who gave attitude after trick 1 would have played the card he played from what the deal
    gives him (less the cards he had played before). None when there is nothing to read.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 76.532.532.T9876 J5432.8764.8764.")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H4 HA CA C5 C6 S2".split())
    >>> test = later_attitude_reading(game.view(Seat.N))   # West's S2: no spade honour
    >>> test is not None and test(deal)
    True
    """
    return _later_reading(view, seats, is_later_attitude, _signal_for)
