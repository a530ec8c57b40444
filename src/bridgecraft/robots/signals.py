"""The defenders' signals, given and read by our robots: attitude, count and length leads.

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
from typing import NamedTuple

from bridgecraft.core import Card, Contract, Deal, Seat, Strain, Trick, View
from bridgecraft.core.hand import SUIT_MASKS

__all__ = [
    "HONOURS",
    "SPOTS",
    "Signal",
    "attitude_card",
    "attitude_reading",
    "both_tests",
    "count_card",
    "count_reading",
    "is_attitude",
    "is_count",
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

SPOTS = 8
"""The small cards are the lowest ``SPOTS`` ranks of a suit: the two to the nine."""
HONOURS = 3
"""The honours that encourage are the highest ``HONOURS`` ranks: the ace, king and queen."""
_SIGNAL_POSITION = 2  # the opening leader's partner plays third to the first trick


class Signal(NamedTuple):
    """A signal card and what it says: for attitude, ``encouraging`` is whether it
    encourages; for count, whether it shows an even number of cards."""

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
    return _card_reading(view, signaller, first.cards[_SIGNAL_POSITION], _signal_for, seats)


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
    cards)."""
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


def _switch_for(holding: int, suit: int) -> int | None:
    """The small card a switch calls for from ``holding`` (the leader's cards in ``suit`` now,
    a mask): the lowest with an honour, the highest without; None with fewer than two."""
    spots = holding & _SPOT_MASKS[suit]
    if spots & (spots - 1) == 0:
        return None
    if holding & _HONOUR_MASKS[suit]:
        return (spots & -spots).bit_length() - 1
    return spots.bit_length() - 1


def _defenders_led(tricks: Sequence[Trick], index: int, suit: int, contract: Contract) -> bool:
    """Whether a defender led ``suit`` to a trick before ``tricks[index]``."""
    return any(
        trick.cards
        and int(trick.cards[0]) // 13 == suit
        and trick.leader.side != contract.declarer.side
        for trick in tricks[:index]
    )


def is_switch_lead(tricks: Sequence[Trick], index: int, position: int, contract: Contract) -> bool:
    """Whether the card at ``position`` of ``tricks[index]`` is a switch (decision 0018): a
    defender's lead of a small card, after trick 1, in a suit no defender has led before.

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KQJ 8765.8765.765.T9 43.432.AT98.8765")
    >>> game = Game.replay(Board(1, deal), "1NT P P P HJ H5 H2 HA S2 S9 S5 S4 D3".split())
    >>> game.contract is not None and is_switch_lead(game.tricks, 2, 0, game.contract)
    True
    """
    return _led_before(tricks, index, position, contract) is False


def _led_before(
    tricks: Sequence[Trick], index: int, position: int, contract: Contract
) -> bool | None:
    """For a defender's lead of a small card after trick 1 (the card at ``position`` of
    ``tricks[index]``): whether a defender led its suit before. None for any other card."""
    trick = tricks[index]
    if index == 0 or position != 0 or not trick.cards:
        return None
    if trick.leader.side == contract.declarer.side:
        return None
    card = int(trick.cards[0])
    if card % 13 >= SPOTS:
        return None
    return _defenders_led(tricks, index, card // 13, contract)


def switch_lead(view: View, free: Sequence[Card], own: int, chosen: Card) -> Signal | None:
    """The card a defender on lead after trick 1 should lead when he chose a small card
    (``chosen``) of a suit no defender has led: the lowest of his small cards in the suit when
    he holds the ace, king or queen, the highest without, when it is among ``free``; else
    None. ``encouraging`` is whether he holds an honour.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KQJ 8765.8765.765.T9 43.432.AT98.8765")
    >>> game = Game.replay(Board(1, deal), "1NT P P P HJ H5 H2 HA D2 D3 D5 D9".split())
    >>> view = game.view(Seat.W)    # West switches to clubs: 8765, no honour, the highest
    >>> clubs = [Card.C5, Card.C6, Card.C7, Card.C8]
    >>> switch_lead(view, clubs, view.hands[Seat.W].mask, Card.C5)
    Signal(card=Card.C8, encouraging=False)
    """
    if _defence_lead(view, chosen) is not False:
        return None
    suit = int(chosen) // 13
    wanted = _switch_for(own & SUIT_MASKS[suit], suit)
    if wanted is None or Card(wanted) not in free:
        return None
    return Signal(Card(wanted), bool(own & _HONOUR_MASKS[suit]))


def _defence_lead(view: View, chosen: Card) -> bool | None:
    """For a defender on lead after trick 1 who chose the small card ``chosen``: whether a
    defender led its suit before. None when ``view.to_play`` is no such defender."""
    contract, seat = view.contract, view.to_play
    if contract is None or seat is None or seat.side == contract.declarer.side:
        return None
    tricks = view.tricks
    if not tricks or (tricks[-1].cards and not tricks[-1].is_complete):
        return None
    if int(chosen) % 13 >= SPOTS:
        return None
    index = len(tricks) if tricks[-1].is_complete else len(tricks) - 1
    return _defenders_led(tricks, index, int(chosen) // 13, contract)


def _return_for(holding: int, suit: int) -> int | None:
    """The small card a return calls for from ``holding`` (the leader's cards in ``suit`` now,
    a mask): the higher of two cards left, the lowest small card from three or more; None
    with fewer than two small cards."""
    spots = holding & _SPOT_MASKS[suit]
    if spots & (spots - 1) == 0:
        return None
    if (holding & SUIT_MASKS[suit]).bit_count() == 2:
        return spots.bit_length() - 1
    return (spots & -spots).bit_length() - 1


def is_return_lead(tricks: Sequence[Trick], index: int, position: int, contract: Contract) -> bool:
    """Whether the card at ``position`` of ``tricks[index]`` is a return (decision 0018): a
    defender's lead of a small card, after trick 1, in a suit a defender led before."""
    return _led_before(tricks, index, position, contract) is True


def return_lead(view: View, free: Sequence[Card], own: int, chosen: Card) -> Signal | None:
    """The card a defender on lead after trick 1 should lead when he chose a small card
    (``chosen``) of a suit a defender led before: the higher of his two cards left in it, the
    lowest of his small cards with three or more, when it is among ``free``; else None.
    ``encouraging`` is whether he has two cards left (an even number).

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KQJ 8765.8765.765.T9 43.432.AT98.8765")
    >>> game = Game.replay(Board(1, deal), "1NT P P P HJ H5 H2 HA D2 D3 D5 D9".split())
    >>> view = game.view(Seat.W)    # West returns hearts: H4 H3 left, the higher
    >>> return_lead(view, [Card.H3, Card.H4], view.hands[Seat.W].mask, Card.H3)
    Signal(card=Card.H4, encouraging=True)
    """
    if _defence_lead(view, chosen) is not True:
        return None
    suit = int(chosen) // 13
    holding = own & SUIT_MASKS[suit]
    wanted = _return_for(holding, suit)
    if wanted is None or Card(wanted) not in free:
        return None
    return Signal(Card(wanted), holding.bit_count() == 2)


def return_lead_reading(
    view: View, seats: Collection[Seat] | None = None
) -> Callable[[Deal], bool] | None:
    """A test of whole deals: true when every hidden defender (one of ``seats``, None: any)
    who returned a suit would have led the card he led from what the deal gives him (less the
    cards played before). None when there is nothing to read.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KQJ 8765.8765.765.T9 43.432.AT98.8765")
    >>> game = Game.replay(Board(1, deal), "1NT P P P HJ H5 H2 HA D2 D3 D5 D9 H4".split())
    >>> test = return_lead_reading(game.view(Seat.N))  # West's H4: two hearts left
    >>> test is not None and test(deal)
    True
    """
    return _later_reading(view, seats, is_return_lead, _return_for)


def switch_lead_reading(
    view: View, seats: Collection[Seat] | None = None
) -> Callable[[Deal], bool] | None:
    """A test of whole deals: true when every hidden defender (one of ``seats``, None: any)
    who switched would have led the card he led from what the deal gives him (less the cards
    he had played before). None when there is nothing to read.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KQJ 8765.8765.765.T9 43.432.AT98.8765")
    >>> game = Game.replay(Board(1, deal), "1NT P P P HJ H5 H2 HA S2 S9 S5 S4 D3".split())
    >>> test = switch_lead_reading(game.view(Seat.N))  # East's D3: one small diamond
    >>> test is not None and test(deal)
    True
    """
    return _later_reading(view, seats, is_switch_lead, _switch_for)


def _length_lead_for(holding: int, suit: int) -> int | None:
    """The small card a length lead calls for from ``holding`` (the leader's cards in
    ``suit``, a mask), or None when the rule leaves no choice or asks for a high card."""
    cards = holding & SUIT_MASKS[suit]
    spots = cards & _SPOT_MASKS[suit]
    length = cards.bit_count()
    if spots & (spots - 1) == 0:
        return None  # one small card or none: no choice among small cards
    if length == 2:
        return spots.bit_length() - 1
    if length == 3:
        return (spots & -spots).bit_length() - 1
    for _ in range(3):
        cards &= ~(1 << (cards.bit_length() - 1))
    fourth = cards.bit_length() - 1
    return fourth if spots >> fourth & 1 else None


def is_length_lead(tricks: Sequence[Trick], index: int, position: int) -> bool:
    """Whether the card at ``position`` of ``tricks[index]`` is the opening lead of a small
    card (chosen by the length-lead rule, not as the lowest of equal cards)."""
    return (
        index == 0
        and position == 0
        and bool(tricks)
        and bool(tricks[0].cards)
        and int(tricks[0].cards[0]) % 13 < SPOTS
    )


def length_lead(view: View, free: Sequence[Card], own: int, chosen: Card) -> Signal | None:
    """The opening lead the length rule calls for, when the leader chose to lead a small card
    (``chosen``) of a suit and the rule's card is among ``free`` (the cards that do as well),
    or None. ``encouraging`` is whether the suit has four cards or more.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> view = Game.replay(Board(1, deal), "6NT P P P".split()).view(Seat.E)
    >>> length_lead(view, [Card.S8, Card.S9, Card.ST], view.hands[Seat.E].mask, Card.S8)
    Signal(card=Card.S8, encouraging=False)
    """
    if view.tricks or int(chosen) % 13 >= SPOTS:
        return None
    suit = int(chosen) // 13
    wanted = _length_lead_for(own, suit)
    if wanted is None or Card(wanted) not in free:
        return None
    return Signal(Card(wanted), (own & SUIT_MASKS[suit]).bit_count() >= 4)


def length_lead_reading(
    view: View, seats: Collection[Seat] | None = None
) -> Callable[[Deal], bool] | None:
    """A test of whole deals: true when the opening leader (one of ``seats``, None: any hidden
    seat), holding what the deal gives him in the suit led, would have led the small card he
    led. None when there is nothing to read (no lead yet, a high card led, the leader seen).

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P C5".split())
    >>> test = length_lead_reading(game.view(Seat.N))   # the C5: KQJ5, fourth best
    >>> test is not None and test(deal)
    True
    """
    if not view.tricks or not is_length_lead(view.tricks, 0, 0):
        return None
    first = view.tricks[0]
    return _card_reading(view, first.leader, first.cards[0], _length_lead_for, seats)


def both_tests(
    first: Callable[[Deal], bool] | None, second: Callable[[Deal], bool] | None
) -> Callable[[Deal], bool] | None:
    """The test that accepts what both accept (None: no test)."""
    if first is None or second is None:
        return first if second is None else second
    return lambda deal: first(deal) and second(deal)
