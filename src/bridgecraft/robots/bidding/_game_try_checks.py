"""The help-suit game try after a single raise of opener's major (decision 0096).

After ``1M P 2M P`` opener with 16-17 points names the side suit where he needs help: three
or more cards with two or more losers (the most losers; of equals, the cheapest to bid).
Responder accepts with help there (at most one loser) and 7+ support points, or with 8-10
support points whatever he holds in the suit.

>>> from bridgecraft.core import Hand, Seat, Vulnerability
>>> ctx = Context.of(tuple(map(Call.parse, "1S P 2S P".split())), Seat.N, Vulnerability.NONE)
>>> opener = Facts(Hand.parse("AKJ74.A5.Q74.Q83"))   # diamonds and clubs: two losers each
>>> [GAME_TRY_TESTS["try"](opener, ctx, {"Y": s}, None, "Y") for s in range(3)]
[True, False, False]
>>> after = Context.of(ctx.calls + (Call.parse("3C"), Call.PASS), Seat.N, Vulnerability.NONE)
>>> GAME_TRY_TESTS["help"](Facts(Hand.parse("Q852.K43.T65.AQ8")), after, {}, None, "")
True
>>> GAME_TRY_TESTS["help"](Facts(Hand.parse("Q852.K43.AQ8.T65")), after, {}, None, "")
False
"""

from __future__ import annotations

from bridgecraft.core import Call
from bridgecraft.robots.bidding._auction_checks import Binding
from bridgecraft.robots.bidding._auction_checks import bound_suit as _suit
from bridgecraft.robots.bidding.context import Context, Facts

__all__ = ["GAME_TRY_TESTS", "try_suit"]


def try_suit(facts: Facts, major: int) -> int | None:
    """The side suit opener asks help in after his ``major`` is raised: three or more cards
    with two or more losers, the most losers first and then the cheapest to bid (a suit
    above the major at the two level before the minors at the three); None without one.

    >>> from bridgecraft.core import Hand
    >>> try_suit(Facts(Hand.parse("K83.AKJ74.Q74.Q5")), 2)   # spades: 2♠, cheaper than 3♦
    3
    >>> try_suit(Facts(Hand.parse("AK3.AKJ74.KQ4.5")), 2) is None
    True
    """
    candidates = [
        s for s in range(4) if s != major and facts.lengths[s] >= 3 and facts.losers(s) >= 2
    ]
    if not candidates:
        return None
    return min(candidates, key=lambda s: (-facts.losers(s), s < major, s))


def _try(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit to ask help in (:func:`try_suit`) for the major opener bid."""
    opening = ctx.stripped[0].strain
    return opening is not None and try_suit(facts, int(opening)) == _suit(arg, bind)


def _help(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """At most one loser in the suit of partner's last bid (his game try)."""
    suit = ctx.partners_last_suit
    return suit is not None and facts.losers(suit) <= 1


GAME_TRY_TESTS = {"try": _try, "help": _help}
"""The hand tests of the help-suit game try: ``try`` (opener's suit to ask in) and ``help``
(responder's holding there)."""
