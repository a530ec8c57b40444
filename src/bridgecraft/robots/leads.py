"""Opening leads by simulation: lead the card that does best on hands consistent with the
auction and the contract.

The opening leader sees only his own hand, so the other 39 cards are dealt to the three other
seats within the ranges the auction showed (when a ``ranges`` inference is given) and, by
default, within what the final contract itself says: declarer's side holds the strength for
its level and, in a suit contract, at least seven trumps. The suit lengths the auction shows
are dealt exactly (``sample_deals(shape=True)``): with three hands hidden, drawing and
rejecting would often run out of tries first. Every lead is then solved double dummy on every
layout and ranked by the average tricks the leader's side takes, the IMPs lost (at IMPs)
breaking ties: with the least information of any card, the IMP average of a few dozen layouts
is the noisier measure (decision 0019).

>>> game = Game.replay(Board(1, Deal.from_pbn(
...     "N:KJ96542.T3.75.Q2 T.J972.J43.AKT43 AQ8.K654.KQ6.976 73.AQ8.AT982.J85")),
...     "4S P P P".split())
>>> decision = choose_lead(game.view(Seat.E), samples=4, time_cap=1.0)
>>> decision.action in game.legal_actions(), len(decision.candidates)   # every card scored
(True, 13)
>>> decision.meaning
'opening lead: ... tricks on average; defeats the contract in ...% of 4 layouts'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from bridgecraft.analysis.evaluation import hcp
from bridgecraft.core import Card, Contract, Deal, IllegalActionError, Strain, View
from bridgecraft.core.hand import SUIT_MASKS
from bridgecraft.robots.base import Decision, check_view, decision_rng
from bridgecraft.robots.play import (
    FIT_SECONDS,
    LEAD_TIME_FACTOR,
    Scoring,
    _legal_cards,
    choose,
    equal_cards,
    evaluate,
    free_cards,
    sample_count,
)
from bridgecraft.robots.sampling import RangeLike, sample_deals
from bridgecraft.robots.signals import honour_lead, length_lead

__all__ = ["choose_lead", "contract_accept"]

# The fewest HCP the declaring side is assumed to hold for a contract of each level, in a suit
# and in notrump: mild on purpose (deals that break it are only used when too few pass).
_SIDE_HCP = {1: (14, 16), 2: (16, 18), 3: (18, 21), 4: (20, 23), 5: (22, 25), 6: (27, 29),
             7: (30, 32)}  # fmt: skip


def contract_accept(contract: Contract) -> Callable[[Deal], bool]:
    """What the final contract says about the hidden hands, as a test of a whole deal.

    >>> accept = contract_accept(Contract.parse("4S by N"))
    >>> accept(Deal.from_pbn(
    ...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"))
    True
    >>> accept(Deal.from_pbn(
    ...     "N:2.5432.5432.5432 T987.JT9.JT9.JT9 6543.876.876.876 AKQJ.AKQ.AKQ.AKQ"))
    False
    """
    first, second = contract.side.seats
    suit_hcp, nt_hcp = _SIDE_HCP[contract.level]
    minimum = nt_hcp if contract.strain == Strain.NT else suit_hcp
    trumps = None if contract.strain == Strain.NT else SUIT_MASKS[int(contract.strain)]

    def accept(deal: Deal) -> bool:
        side = deal[first] | deal[second]
        if hcp(side) < minimum:
            return False
        return trumps is None or bin(side.mask & trumps).count("1") >= 7

    return accept


def choose_lead(
    view: View,
    *,
    seed: int = 0,
    samples: int = 96,
    time_cap: float | None = LEAD_TIME_FACTOR,
    scoring: Scoring = "imps",
    ranges: Sequence[RangeLike | None] | None = None,
    from_contract: bool = True,
    min_samples: int = 8,
    prefer: Callable[[Deal], bool] | None = None,
    length_leads: bool = True,
) -> Decision:
    """The opening lead for ``view`` (the opening leader's view before any card is played).

    ``ranges`` is what the auction showed of each hand (N E S W); ``from_contract`` adds what
    the contract implies (:func:`contract_accept`); the layouts ``prefer`` accepts (a finer
    test of the auction) come first. With ``length_leads``, a small card led shows the suit's
    length (:func:`~.signals.length_lead`) when that card does as well as the chosen one. The
    other options are :class:`~.play.PimcPlayer`'s; the defaults are those the player's
    opening lead uses with its default one-second ``time_cap`` (about 68 layouts).

    Against 6NT, the fourth best heart; the ♠K, from K32, does worst on the layouts:

    >>> game = Game.replay(Board(1, Deal.from_pbn(
    ...     "N:AQ4.AKQ2.AK3.AK4 K32.8765.765.765 J65.J43.QJT2.QJ3 T987.T9.984.T982")),
    ...     "2NT P 6NT P P P".split())
    >>> decision = choose_lead(game.view(Seat.E), seed=3, samples=4)
    >>> print(decision)
    H5: opening lead: fourth best; 3.0 tricks on average; defeats the contract in 50% of 4 layouts
    >>> decision.candidates[-1].action
    Card.SK
    """
    check_view(view)
    legal = _legal_cards(view)
    hand = view.hands[view.to_play] if view.to_play is not None else None
    if view.tricks or view.contract is None or hand is None:
        raise IllegalActionError(
            f"not an opening lead: board {view.board_number}, {view.seat} to act"
        )
    classes = equal_cards(legal, hand.mask, 0)
    if len(classes) == 1:
        top = honour_lead(view, hand.mask, classes[0][0])
        return Decision(top or classes[0][0], "opening lead: all legal cards are equal")
    extra = FIT_SECONDS if prefer is not None else 0.0
    count = sample_count(view, samples, time_cap, min_samples, extra=extra)
    accept = contract_accept(view.contract) if from_contract else None
    rng = decision_rng(seed, view)
    deals = sample_deals(view, count, rng, ranges=ranges, accept=accept, prefer=prefer, shape=True)
    stats = evaluate(view, deals)
    decision = choose(view, stats, scoring, how="opening lead: ", tricks_first=True)
    if not isinstance(decision.action, Card):
        return decision
    top = honour_lead(view, hand.mask, decision.action)
    if top is not None:
        meaning = decision.meaning.removeprefix("opening lead: ")
        return replace(decision, action=top, meaning=f"opening lead: top of a sequence; {meaning}")
    if not length_leads:
        return decision
    signal = length_lead(view, free_cards(stats, decision), hand.mask, decision.action)
    if signal is None:
        return decision
    length = (hand.mask & SUIT_MASKS[int(signal.card) // 13]).bit_count()
    shown = _SHOWN.get(length, "fourth best")
    meaning = decision.meaning.removeprefix("opening lead: ")
    return replace(decision, action=signal.card, meaning=f"opening lead: {shown}; {meaning}")


_SHOWN = {2: "top of a doubleton", 3: "low from three"}
