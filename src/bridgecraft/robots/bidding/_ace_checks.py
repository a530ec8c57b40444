"""Hand tests after an ace or king ask: the aces and kings partner's answer shows, with mine.

The answers are steps: to Blackwood 4NT, 5♣ 0 or 4 aces, 5♦ 1, 5♥ 2, 5♠ 3; to Gerber 4♣, 4♦ 0
or 4, 4♥ 1, 4♠ 2, 4NT 3; kings likewise one level up (to 5NT, 6♣ 0 or 4...; to Gerber's 5♣
king ask, 5♦ 0 or 4...). "0 or 4" reads as 4 when I hold none myself.

>>> from bridgecraft.core import Hand, Seat, Vulnerability
>>> ctx = Context.of(tuple(map(Call.parse, "1S P 3S P 4NT P 5H P".split())), Seat.N,
...                  Vulnerability.NONE)
>>> hand = Facts(Hand.parse("AKQ32.K32.A2.K32"))   # two aces, partner's 5H shows two
>>> ACE_TESTS["all_aces"](hand, ctx, {}, None, ""), ACE_TESTS["aces_ok"](hand, ctx, {}, None, "")
(True, True)
"""

from __future__ import annotations

from bridgecraft.core import Call
from bridgecraft.robots.bidding._auction_checks import Binding
from bridgecraft.robots.bidding.context import Context, Facts

__all__ = ["ACE_TESTS", "king_answer", "our_aces"]


def ace_answer(answer: Call) -> int:
    """Aces shown by an answer to Blackwood (5♣ 0 or 4 ... 5♠ 3) or Gerber (4♦ 0 or 4 ... 4NT 3).

    >>> [ace_answer(Call.parse(c)) for c in ("5C", "5S", "4D", "4NT")]
    [0, 3, 0, 3]
    """
    if not answer.is_bid or answer.strain is None:
        return 0
    return int(answer.strain) % 5 if answer.level == 5 else (int(answer.strain) + 4) % 5


def king_answer(answer: Call) -> int:
    """Kings shown by an answer to a king ask: to 5NT after Blackwood (6♣ 0 or 4, 6♦ 1, 6♥ 2,
    6♠ 3) or to 5♣ after Gerber (5♦ 0 or 4, 5♥ 1, 5♠ 2, 5NT 3).

    >>> [king_answer(Call.parse(c)) for c in ("6C", "6S", "5D", "5H", "5NT")]
    [0, 3, 0, 1, 3]
    """
    if not answer.is_bid or answer.strain is None:
        return 0
    strain = int(answer.strain)
    if answer.level == 6 and strain <= 3:
        return strain
    if answer.level == 5 and strain >= 1:
        return strain - 1
    return 0


def our_aces(facts: Facts, ctx: Context) -> int:
    """Our aces after partner's answer to my ask: his (0 or 4 as 4 if I hold none), mine."""
    shown = ace_answer(ctx.calls_of(ctx.partner)[-1])
    if shown == 0 and facts.aces == 0:
        shown = 4
    return facts.aces + shown


def _aces_ok(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """After Blackwood (or Gerber) answers, we miss at most one ace."""
    return our_aces(facts, ctx) >= 3


def _all_aces(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """After partner's Blackwood (or Gerber) answer, our side holds all four aces."""
    return our_aces(facts, ctx) >= 4


def _kings(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The hand holds the number of kings ``arg`` names (``04`` for 0 or 4)."""
    return str(facts.kings) in arg


ACE_TESTS = {"aces_ok": _aces_ok, "all_aces": _all_aces, "kings": _kings}
"""The hand tests of this module by name (part of :data:`~.checks.HAND_TESTS`)."""
