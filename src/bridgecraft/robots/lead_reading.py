"""Reading the opening lead: which suit our opening leader leads from which hand.

Our opening lead is chosen by simulation (:func:`~.leads.choose_lead`), not by a lead table,
but its choices follow the hand: it leads the top of an ace-king, from length in notrump, its
partner's suit, seldom away from a lone king, seldom the opponents' suit. So the lead tells the
other players something about the leader's hand, which uniform layouts ignore. This module is a
small model of it: a score for each suit the leader holds, from features of the suit (length,
honours, trumps, who bid it), turned into probabilities over the suits (softmax). Declarer and
the leader's partner weight each layout by the probability that the leader, holding the hand
the layout gives him, would have led the suit he led (:class:`~.play.PimcPlayer`,
``read_lead``); this is how the posterior of the layouts follows the lead (decision 0016).

The weights were fitted by ``benchmarks/lead_reading.py`` on the opening leads of the default
robot on 600 bid deals (as in ``card_play.py``), one set for notrump and one for suit
contracts. On held-out leads the model gives the suit actually led a probability of 0.345
(notrump) and 0.346 (suit) on average (geometric mean), against 0.25 for a uniform guess, and
its favourite suit is the one led 56% and 53% of the time.

>>> game = Game.replay(Board(1, Deal.from_pbn(
...     "N:AK52.843.762.J93 QJT.KQJ9.J954.84 9876.T52.K8.AT72 43.A76.AQT3.KQ65")),
...     "1NT P 3NT P P P".split())
>>> probabilities = suit_probabilities(game.view(Seat.E), game.board.deal[Seat.E])
>>> max(probabilities, key=probabilities.get)
Suit.H
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bridgecraft.core import Card, Contract, Deal, Hand, Strain, Suit, View
from bridgecraft.core.hand import SUIT_MASKS

__all__ = ["FEATURES", "lead_features", "lead_weights", "suit_features", "suit_probabilities"]

FEATURES = (
    "singleton",
    "doubleton",
    "three cards",
    "four cards",
    "cards past four",
    "longest suit",
    "ace-king",
    "king-queen (no ace)",
    "queen-jack (no king)",
    "ace without the king",
    "king without ace or queen",
    "queen without king or jack",
    "jack-ten (no queen)",
    "trumps",
    "bid by partner",
    "bid by the opponents",
)
"""What the model sees of each suit of the leader's hand, in the order of its weights."""

# Fitted by `benchmarks/lead_reading.py --deals 600 --seed 1` (165 notrump and 435 suit
# leads of git 6ffae8a's robot), one weight per feature.
_WEIGHTS = {
    True: (0.09, -0.34, -0.17, 0.20, 0.95, -0.10, 1.90, 1.22, 0.82, -0.03, -0.33, 0.31, 0.34,
           0.00, 1.75, -1.11),
    False: (1.26, 0.06, -0.63, -0.15, 0.36, -0.39, 2.29, 0.63, 0.13, -0.71, -1.27, -0.62, -0.14,
            -0.98, 0.83, -0.43),
}  # fmt: skip
"""The weights by contract: notrump (True) or a suit (False)."""

_ACE, _KING, _QUEEN, _JACK, _TEN = 12, 11, 10, 9, 8  # rank offsets within a suit's 13 bits


def _bidders(view: View, contract: Contract) -> dict[Suit, tuple[bool, bool]]:
    """For each suit: (bid by the opening leader's partner, bid by the declaring side)."""
    leader = contract.opening_leader
    found = dict.fromkeys(Suit, (False, False))
    for index, call in enumerate(view.calls):
        strain = call.strain
        if strain is None or strain == Strain.NT:
            continue
        seat = view.dealer.next(index)
        suit = Suit(int(strain))
        partner, opponents = found[suit]
        found[suit] = (
            partner or seat == leader.partner,
            opponents or seat.side == contract.side,
        )
    return found


def suit_features(
    hand: Hand, suit: Suit, contract: Contract, bidders: tuple[bool, bool]
) -> tuple[float, ...]:
    """The features (:data:`FEATURES`) of ``suit`` in the opening leader's 13 cards.

    >>> hand = Hand.parse("AK52.843.762.J93")
    >>> features = suit_features(hand, Suit.S, Contract.parse("3NT by S"), (False, False))
    >>> [name for name, value in zip(FEATURES, features) if value]
    ['four cards', 'longest suit', 'ace-king']
    """
    bits = (hand.mask & SUIT_MASKS[int(suit)]) >> (13 * int(suit))
    length = bin(bits).count("1")
    longest = max(bin(hand.mask & mask).count("1") for mask in SUIT_MASKS)
    ace, king, queen = bool(bits >> _ACE & 1), bool(bits >> _KING & 1), bool(bits >> _QUEEN & 1)
    jack, ten = bool(bits >> _JACK & 1), bool(bits >> _TEN & 1)
    partner, opponents = bidders
    trumps = contract.strain != Strain.NT and int(contract.strain) == int(suit)
    flags = (
        length == 1,
        length == 2,
        length == 3,
        length == 4,
        max(0, length - 4),
        length == longest,
        ace and king,
        king and queen and not ace,
        queen and jack and not king,
        ace and not king,
        king and not ace and not queen,
        queen and not king and not jack,
        jack and ten and not queen,
        trumps,
        partner,
        opponents,
    )
    return tuple(float(flag) for flag in flags)


def lead_features(view: View, hand: Hand) -> dict[Suit, tuple[float, ...]]:
    """The features (:data:`FEATURES`) of every suit the opening leader of ``view``'s
    contract holds, when his 13 cards are ``hand`` (empty before the auction ends).

    >>> board = Board(1, Deal.from_pbn(
    ...     "N:AK52.843.762.J93 QJT.KQJ9.J954.84 9876.T52.K8.AT72 43.A76.AQT3.KQ65"))
    >>> game, hand = Game.replay(board, "1NT P 3NT P P P".split()), board.deal[Seat.E]
    >>> features = lead_features(game.view(Seat.E), hand)
    >>> [name for name, value in zip(FEATURES, features[Suit.H]) if value]
    ['four cards', 'longest suit', 'king-queen (no ace)']
    >>> lead_features(Game.new(board).view(Seat.E), hand)
    {}
    """
    contract = view.contract
    if contract is None:
        return {}
    return _features(hand, contract, _bidders(view, contract))


def _features(
    hand: Hand, contract: Contract, bidders: dict[Suit, tuple[bool, bool]]
) -> dict[Suit, tuple[float, ...]]:
    return {
        suit: suit_features(hand, suit, contract, bidders[suit])
        for suit in Suit
        if hand.mask & SUIT_MASKS[int(suit)]
    }


def suit_probabilities(view: View, hand: Hand) -> dict[Suit, float]:
    """The probability that the opening leader of ``view``'s contract, holding ``hand`` (his
    13 cards), leads each suit he holds.

    >>> board = Board(1, Deal.from_pbn(
    ...     "N:AK52.843.762.J93 QJT.KQJ9.J954.84 9876.T52.K8.AT72 43.A76.AQT3.KQ65"))
    >>> game = Game.replay(board, "1NT P 3NT P P P".split())
    >>> chances = suit_probabilities(game.view(Seat.E), board.deal[Seat.E])
    >>> {suit: round(chance, 2) for suit, chance in chances.items()}
    {Suit.C: 0.1, Suit.D: 0.15, Suit.H: 0.5, Suit.S: 0.26}
    >>> round(sum(chances.values()), 9)
    1.0
    """
    contract = view.contract
    if contract is None:
        return {}
    return _probabilities(_features(hand, contract, _bidders(view, contract)), contract)


def _probabilities(
    features: dict[Suit, tuple[float, ...]], contract: Contract
) -> dict[Suit, float]:
    weights = _WEIGHTS[contract.strain == Strain.NT]
    scores = {
        suit: sum(w * f for w, f in zip(weights, values, strict=True))
        for suit, values in features.items()
    }
    top = max(scores.values())
    exps = {suit: math.exp(score - top) for suit, score in scores.items()}
    total = sum(exps.values())
    return {suit: value / total for suit, value in exps.items()}


def lead_weights(view: View, deals: Sequence[Deal], *, scale: int = 64) -> list[int] | None:
    """A whole-number weight for each layout: about ``scale`` times the probability that the
    opening leader, holding what the layout gives him, would have led the suit he led, over
    the largest such probability (at least 1, so that no layout is dropped). None when the
    lead tells this view nothing: no card played yet, or the leader's cards are in sight.

    East led the ♥K against 3NT; to West, a layout giving East ♥KQJ83 explains it best:

    >>> import random
    >>> from bridgecraft.robots.sampling import sample_deals
    >>> game = Game.replay(Board(1, Deal.from_pbn(
    ...     "N:AK52.843.762.J93 QJT.KQJ9.J954.84 9876.T52.K8.AT72 43.A76.AQT3.KQ65")),
    ...     "1NT P 3NT P P P HK".split())
    >>> view = game.view(Seat.W)
    >>> deals = sample_deals(view, 4, random.Random(1))
    >>> for deal, weight in zip(deals, lead_weights(view, deals)):
    ...     print(deal[Seat.E], weight)
    JT2.K983.654.983 20
    AKJT.KQJ943.54.3 56
    KQT5.KJ94.974.J9 12
    QJ2.KQJ83.J52.98 64
    >>> lead_weights(game.view(Seat.E), deals) is None       # East knows his own hand
    True
    """
    contract = view.contract
    if contract is None or not view.tricks or not view.tricks[0].cards:
        return None
    leader = contract.opening_leader
    if view.hands[leader] is not None:
        return None
    lead: Card = view.tricks[0].cards[0]
    bidders = _bidders(view, contract)
    chances = [
        _probabilities(_features(Hand(deal.masks[leader]), contract, bidders), contract)[lead.suit]
        for deal in deals
    ]
    if not chances:
        return None
    top = max(chances)
    return [max(1, round(scale * chance / top)) for chance in chances]
