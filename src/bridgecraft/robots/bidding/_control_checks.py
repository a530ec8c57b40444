"""Hand and auction tests for control bids: slam tries below game in an agreed major
(decision 0080).

Once a major is agreed at the three level, a new suit below four of the major is a **control
bid**: the cheapest first-round control in a side suit (an ace, or a void outside partner's
suits), with slam interest. Skipping a cheaper side suit denies a first-round control there,
so partner, accepting the try, needs a control (ace, king, void or singleton) in every suit
the bid skipped.

>>> from bridgecraft.core import Hand, Seat, Vulnerability
>>> ctx = Context.of(tuple(map(Call.parse, "1S P 3S P".split())), Seat.N, Vulnerability.NONE)
>>> opener = Facts(Hand.parse("AKJ974.AJ8.A9.T3"))    # no club control: 4D, not 4C
>>> [CONTROL_TESTS["control"](opener, ctx, {"X": s}, Call.parse(c), "X") for s, c in
...  ((0, "4C"), (1, "4D"), (2, "4H"))]
[False, True, False]
>>> after = Context.of(ctx.calls + (Call.parse("4D"), Call.PASS), Seat.N, Vulnerability.NONE)
>>> responder = Facts(Hand.parse("852.K43.KT65.AQ8"))  # the club ace: the skipped suit
>>> CONTROL_AUCTION_TESTS["partner_control"](after, {}, "")
True
>>> CONTROL_TESTS["skipped_controlled"](responder, after, {}, None, "")
True
>>> CONTROL_TESTS["skipped_controlled"](Facts(Hand.parse("852.AK3.KT65.Q98")), after, {}, None, "")
False
"""

from __future__ import annotations

from bridgecraft.core import Call, Strain
from bridgecraft.robots.bidding._auction_checks import Binding
from bridgecraft.robots.bidding._auction_checks import bound_suit as _suit
from bridgecraft.robots.bidding._strength import best_fit, last_bid_rules
from bridgecraft.robots.bidding.context import Context, Facts, cheapest_bid
from bridgecraft.robots.bidding.rule import Rule

__all__ = ["CONTROL_AUCTION_TESTS", "CONTROL_RULES", "CONTROL_TESTS"]

SPLINTERS = {
    ("1H", "3S"): ("4C", "4D"),
    ("1H", "4C"): ("4D",),
    ("1S", "4C"): ("4D", "4H"),
    ("1S", "4D"): ("4H",),
}
"""The splinters below four of opener's major with room for his control bid: (the opening,
the splinter) and the control bids below game opener may make (decision 0081)."""

_ACE = 1 << 12
_KING = 1 << 11


def _first_round(holding: int, partners_suit: bool) -> bool:
    """An ace, or a void outside partner's suits (his values there would be wasted)."""
    return (holding == 0 and not partners_suit) or bool(holding & _ACE)


def _second_round(holding: int) -> bool:
    return holding.bit_count() <= 1 or bool(holding & (_ACE | _KING))


CONTROL_RULES = frozenset(
    {"o3-control", "g-control", "g-control-jH", "g-control-jS"}
    | {
        f"ospl-control-{opening}-{splinter}-{call}"
        for (opening, splinter), calls in SPLINTERS.items()
        for call in calls
    }
)
"""The rules that make a control bid."""


def _agreed(ctx: Context, bind: Binding, arg: str) -> bool:
    """Both of us have bid ``arg``: partner raised my major, or I raised his (an auction
    test)."""
    trump = _suit(arg, bind)
    return trump in ctx.suits_bid_by(ctx.seat) and trump in ctx.suits_bid_by(ctx.partner)


def _control(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``call`` is a control bid in ``arg``: our fit is a major, the bid is below four of it,
    and ``arg`` is the cheapest side suit where I hold an ace, or a void outside partner's
    suits."""
    trump = best_fit(facts, ctx)
    if trump is None or trump < 2 or call is None or not call < Call.bid(4, Strain(trump)):
        return False
    partners = ctx.suits_bid_by(ctx.partner)
    controls = [
        bid
        for s in range(4)
        if s != trump
        and _first_round(facts.holdings[s], s in partners)
        and (bid := ctx.cheapest(s)) is not None
    ]
    return bool(controls) and call == min(controls)


def _trump_of(rule: Rule, before: Call) -> Strain | None:
    """The major a control-bid rule agrees: the one its ``slam_try`` test names (after a
    splinter), else the three of a major it was made over (``before``)."""
    for test in rule.shows.tests:
        name, _, arg = test.partition(":")
        if name == "slam_try" and arg in ("H", "S"):
            return Strain[arg]
    return before.strain if before.strain in (Strain.H, Strain.S) else None


def _control_shown(ctx: Context) -> tuple[Call, Call, Strain] | None:
    """Partner's control bid, my bid it was made over (three of the major, or my splinter)
    and our major: his last bid is a side suit below four of the major, directly over my
    bid, and a control-bid rule explains it."""
    bids = [c for c in ctx.calls if c.is_bid]
    mine = ctx.calls_of(ctx.seat)
    if len(bids) < 2 or ctx.last_bidder != ctx.partner or not mine or mine[-1] != bids[-2]:
        return None
    control, before = bids[-1], bids[-2]
    _, rules = last_bid_rules(ctx)
    if not rules or rules[0].id not in CONTROL_RULES:
        return None
    trump = _trump_of(rules[0], before)
    if trump is None or control.strain in (trump, Strain.NT):
        return None
    if not control < Call.bid(4, trump):
        return None
    return control, before, trump


def _partner_control(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last bid is a control bid over my three of a major (an auction test)."""
    return _control_shown(ctx) is not None


def _skipped_controlled(
    facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str
) -> bool:
    """Partner's last bid is a control bid in our major fit, and I hold a first- or
    second-round control (ace, king, void or singleton) in every side suit it skipped."""
    found = _control_shown(ctx)
    if found is None:
        return False
    control, before, trump = found
    skipped = [
        s
        for s in range(4)
        if s not in (trump, control.strain)
        and (bid := cheapest_bid(s, before)) is not None
        and bid < control
    ]
    return all(_second_round(facts.holdings[s]) for s in skipped)


def _agreed_major(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the major of partner's control bid (it reads the auction alone)."""
    found = _control_shown(ctx)
    return found is not None and int(found[2]) == _suit(arg, bind)


def _below_game(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``call`` is below four of ``arg`` (it reads the auction alone)."""
    return call is not None and call < Call.bid(4, Strain(_suit(arg, bind)))


CONTROL_TESTS = {
    "control": _control,
    "skipped_controlled": _skipped_controlled,
    "agreed_major": _agreed_major,
    "below_game": _below_game,
}
"""The hand tests of this module by name (part of :data:`~.checks.HAND_TESTS`)."""

CONTROL_AUCTION_TESTS = {"agreed": _agreed, "partner_control": _partner_control}
"""The auction tests of this module by name (part of :data:`~.checks.AUCTION_TESTS`)."""
