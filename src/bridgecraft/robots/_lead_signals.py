"""The defenders' leads that signal, given and read by our robots (decisions 0017 and 0018):
the length shown by a small opening lead, and the small cards led to switch to a suit or
return one. :mod:`~.signals` re-exports them with the other signals.

>>> from bridgecraft.core import Board, Deal, Game
>>> deal = Deal.from_pbn(
...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
>>> game = Game.replay(Board(1, deal), "6NT P P P HJ".split())
>>> is_length_lead(game.tricks, 0, 0)    # the jack is no small card: it shows no length
False
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from bridgecraft.core import Card, Contract, Deal, Seat, Trick, View
from bridgecraft.core.hand import SUIT_MASKS
from bridgecraft.robots._signal_rules import (
    _HONOUR_MASKS,
    _SPOT_MASKS,
    SPOTS,
    Signal,
    _card_reading,
    _later_reading,
)

__all__ = [
    "honour_lead",
    "is_honour_lead",
    "is_length_lead",
    "is_return_lead",
    "is_switch_lead",
    "length_lead",
    "length_lead_reading",
    "return_lead",
    "return_lead_reading",
    "switch_lead",
    "switch_lead_reading",
]


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
    defender's lead of a small card, after trick 1, in a suit a defender led before.

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KQJ 8765.8765.765.T9 43.432.AT98.8765")
    >>> game = Game.replay(Board(1, deal), "1NT P P P HJ H5 H2 HA D2 D3 D5 D9 H4".split())
    >>> game.contract is not None and is_return_lead(game.tricks, 2, 0, game.contract)
    True
    >>> is_switch_lead(game.tricks, 2, 0, game.contract)   # East led hearts first
    False
    """
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
    card (chosen by the length-lead rule, not as the lowest of equal cards).

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> small = Game.replay(Board(1, deal), "6NT P P P C5".split())
    >>> honour = Game.replay(Board(1, deal), "6NT P P P CK".split())
    >>> is_length_lead(small.tricks, 0, 0), is_length_lead(honour.tricks, 0, 0)
    (True, False)
    """
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


def is_honour_lead(tricks: Sequence[Trick], index: int, position: int, contract: Contract) -> bool:
    """Whether the card at ``position`` of ``tricks[index]`` is a defender's lead of a card
    that is not a small one (a ten or higher): led as the top of its sequence
    (:func:`honour_lead`), it denies the card above it, not the one below (decision 0034).

    >>> from bridgecraft.core import Board, Deal, Game
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 7654.5432.5432.T J32.876.876.9876")
    >>> game = Game.replay(Board(1, deal), "6NT P P P HJ H2 H6 HA SA S8".split())
    >>> [is_honour_lead(game.tricks, t, 0, game.contract) for t in (0, 1)]  # declarer's SA
    [True, False]
    """
    if position != 0 or not 0 <= index < len(tricks) or not tricks[index].cards:
        return False
    trick = tricks[index]
    return trick.leader.side != contract.declarer.side and int(trick.cards[0]) % 13 >= SPOTS


def honour_lead(view: View, own: int, chosen: Card) -> Card | None:
    """The card a defender on lead plays from the class of equal cards of ``chosen`` (his
    hand ``own``, a mask): its top card when that is a ten or higher, the top of a sequence
    as most partnerships lead it (the ♠K from ♠KQJ, the ♠T from ♠T98, the ♠A from ♠AK),
    where the robots otherwise play the lowest of equal cards (decision 0034). None when
    ``view.to_play`` is not a defender on lead, or the class has no such top above
    ``chosen``.

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:A54.AKQ2.AK3.AK4 KQJT98.8.765.765 632.J43.QJT2.QJ3 7.T9765.984.T982")
    >>> view = Game.replay(Board(1, deal), "2NT P 6NT P P P".split()).view(Seat.E)
    >>> own = view.hands[Seat.E].mask
    >>> honour_lead(view, own, Card.S8), honour_lead(view, own, Card.D5)
    (Card.SK, None)
    """
    contract, seat = view.contract, view.to_play
    if contract is None or seat is None or seat.side == contract.declarer.side:
        return None
    tricks = view.tricks
    if tricks and not tricks[-1].is_complete:
        return None  # following, not leading
    gone = 0
    for trick in tricks:
        for played in trick.cards:
            gone |= 1 << played
    low = int(chosen)
    last = (low // 13) * 13 + 12
    top = above = low
    while above < last and (own | gone) >> (above + 1) & 1:
        above += 1
        if own >> above & 1:
            top = above
    if top == low or top % 13 < SPOTS:
        return None
    return Card(top)
