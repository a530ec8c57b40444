"""Partner's shown strength and lengths, our known fits, and the combined-strength hand tests
(:data:`STRENGTH_TESTS`) with the acceptance of invitations: what a call says about the
strength of the two hands together.

>>> from bridgecraft.core import Call, Hand, Seat, Vulnerability
>>> ctx = Context.of(tuple(map(Call.parse, "1S P 3S P".split())), Seat.N, Vulnerability.NONE)
>>> partner_min_hcp(ctx), partner_lengths(ctx)[3][0]   # a limit raise: 10+ points, 3+ spades
(10, 3)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from bridgecraft.core import Call
from bridgecraft.robots.bidding._auction_checks import Binding, bound_suit
from bridgecraft.robots.bidding.context import Context, Facts
from bridgecraft.robots.bidding.ranges import TP_TOP
from bridgecraft.robots.bidding.rule import Rule

__all__ = [
    "ACCEPT_AT",
    "FIT_TESTS",
    "HCP_ONLY_TESTS",
    "SLAM_ACCEPT_AT",
    "STRENGTH_HAND_TESTS",
    "STRENGTH_TESTS",
    "HandTest",
    "accept",
    "best_fit",
    "combined_points",
    "fit_length",
    "last_bid_rules",
    "partner_hcp",
    "partner_lengths",
    "partner_min_hcp",
    "partner_shown",
    "strength_shown",
]

HandTest = Callable[[Facts, Context, Binding, "Call | None", str], bool]


def partner_shown(ctx: Context) -> tuple[tuple[int, int], tuple[tuple[int, int], ...]]:
    """What partner has shown (HCP, lengths), worked out once per context."""
    if "partner" not in ctx._memo:
        from bridgecraft.robots.bidding.engine import infer  # the engine imports this module

        shown = infer(ctx.calls, ctx.dealer, ctx.vulnerability)[ctx.partner]
        ctx._memo["partner"] = (shown.hcp, shown.lengths)
        ctx._memo["partner_points"] = max(shown.hcp[0], shown.tp[0], _support_points(ctx))
        ctx._memo["partner_hcp"] = shown.hcp[0]
    return cast(tuple[tuple[int, int], tuple[tuple[int, int], ...]], ctx._memo["partner"])


def _support_points(ctx: Context) -> int:
    """The least support points partner has shown by raising: for each of his bids that
    only raises can make (every rule that could make it shows support points), the least
    of their support points; the most of these over his bids."""
    from bridgecraft.robots.bidding.engine import rules_of  # the engine imports this module

    least = 0
    for position, call in enumerate(ctx.calls):
        if not call.is_bid or ctx.dealer.next(position) != ctx.partner:
            continue
        rules = rules_of(ctx.calls[: position + 1], ctx.dealer, ctx.vulnerability)
        if rules and all(r.shows.sp is not None for r in rules):
            least = max(least, min(cast(tuple[int, int], r.shows.sp)[0] for r in rules))
    return least


def partner_lengths(ctx: Context) -> tuple[tuple[int, int], ...]:
    """The least and most cards partner has shown in each suit (Suit order).

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> partner_lengths(Context.of((Call.parse("1H"), Call.PASS), Seat.N, Vulnerability.NONE))[2]
    (5, 13)
    """
    return partner_shown(ctx)[1]


def fit_length(facts: Facts, ctx: Context, suit: int) -> int:
    return facts.lengths[suit] + partner_shown(ctx)[1][suit][0]


def best_fit(facts: Facts, ctx: Context) -> int | None:
    """Our best known fit of eight or more: majors first, then the longest."""
    fits = [
        (s >= 2, fit_length(facts, ctx, s), s) for s in range(4) if fit_length(facts, ctx, s) >= 8
    ]
    return max(fits)[2] if fits else None


def combined_points(facts: Facts, ctx: Context, suit: int | None) -> int:
    """Our combined points: mine (support points in a fit, else total points) + partner's
    least shown strength (:func:`partner_min_hcp`)."""
    mine = facts.sp(suit) if suit is not None else facts.tp
    return mine + partner_min_hcp(ctx)


STRENGTH_TESTS: dict[str, tuple[int, int, bool]] = {
    "game_fit": (24, 36, True),
    "game_fit_minor": (25, 36, True),
    "invite_fit": (22, 23, True),
    "invite_fit_minor": (22, 24, True),
    "part_fit": (0, 21, True),
    "slam_fit": (30, 60, True),
    "slam_try": (28, 29, True),
    "game_nt": (25, 36, False),
    "invite_nt": (23, 24, False),
    "slam_nt": (33, 60, False),
    "slam_nt_direct": (32, 60, False),
    "invite_slam_nt": (31, 32, False),
}
"""The combined-strength hand tests: the lowest and highest combined points (mine plus
partner's least shown HCP, :func:`combined_points`), and whether they count in a known fit
(support points) or without one (total points).

Game in a fit: ``game_fit`` at 24 for four of a major (``invite_fit`` below it), and
``game_fit_minor`` at 25 for five of a minor, which needs eleven tricks
(``invite_fit_minor`` below it; decision 0078).

Slam tests count soberly. ``slam_fit``: the hand with the long trumps (two more than partner
has shown) counts its total points, or its support points less two when that is more (ruffs
in the long hand win few tricks), and the short hand leaves out its shortness in a suit
partner has shown four or more cards in (it wastes his values). ``slam_try`` counts the
same way, just below: 28-29 makes a control bid (decision 0080). ``slam_nt``
(:data:`HCP_ONLY_TESTS`) adds partner's HCP, not his long suits (they are not tricks in a
notrump slam without a fit). ``invite_slam_nt`` counts the same way: the quantitative 4NT
over partner's natural notrump (decision 0050). So does ``slam_nt_direct``, 6NT at 32 where
partner's last bid is a suit and 4NT would ask for aces (decision 0077)."""

SLAM_FIT_TESTS = frozenset({"slam_fit", "slam_try"})
"""The combined-strength tests that count soberly for slam in a fit (see above)."""

_LONG_HAND_SHORTNESS = 2
"""What the long trump hand takes off its support points for slam (its ruffs are worth less)."""

FIT_TESTS = frozenset(
    {
        "game_fit",
        "game_fit_minor",
        "invite_fit",
        "invite_fit_minor",
        "part_fit",
        "slam_fit",
        "slam_try",
        "fitis",
        "ltt",
    }
)
"""The hand tests whose letter names a suit we hold a known 8-card fit in (the hand holds at
least eight cards less partner's least shown length there)."""

HCP_ONLY_TESTS = frozenset({"slam_nt", "slam_nt_direct", "invite_slam_nt"})
"""The combined-strength tests that add partner's least shown HCP (:func:`partner_hcp`) to
the hand's total points, not his total points."""


_OPENING_VALUES = 12
"""What a one-level suit opening in first to third seat is worth at least: the light
openings (10-11 HCP) pass the rule of 20, so their long suits bring them to 12 total points,
and SAYC counts them as full opening values."""


def partner_min_hcp(ctx: Context) -> int:
    """Partner's least shown strength, which the combined-strength tests add to the hand's
    own: the least shown HCP, total points (a 6-card suit rebid to show 16+ points shows
    them) or support points (a raise, :func:`_support_points`), and at least 12 when partner
    opened one of a suit in first to third seat (a rule-of-20 opening is worth an opening
    bid).

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> after_1nt = Context.of((Call.parse("1NT"), Call.PASS), Seat.N, Vulnerability.NONE)
    >>> partner_min_hcp(after_1nt), partner_min_hcp(Context.of((), Seat.N, Vulnerability.NONE))
    (15, 0)
    >>> after_1h = Context.of((Call.parse("1H"), Call.PASS), Seat.N, Vulnerability.NONE)
    >>> partner_min_hcp(after_1h)      # 10-21 HCP shown, but an opening bid is worth 12
    12
    >>> raised = Context.of(tuple(map(Call.parse, "1S P 3S P".split())), Seat.N,
    ...                     Vulnerability.NONE)
    >>> partner_min_hcp(raised)        # a limit raise: 6+ HCP, but 10+ support points
    10
    """
    partner_shown(ctx)  # infers partner's hand once, his least points with it
    least = cast(int, ctx._memo["partner_points"])
    if _partner_opened_one(ctx):
        return max(least, _OPENING_VALUES)
    return least


def _partner_opened_one(ctx: Context) -> bool:
    """Whether partner opened the auction with one of a suit in first to third seat."""
    if not ctx.stripped or ctx.leading_passes > 2:
        return False
    opening = ctx.stripped[0]
    return (
        ctx.dealer.next(ctx.leading_passes) == ctx.partner
        and opening.level == 1
        and opening.strain is not None
        and opening.strain < 4
    )


def strength_shown(name: str, ctx: Context) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """What the combined-strength test ``name`` says of the hand that passes it in ``ctx``:
    bounds on its HCP and on its total points (None for any other test).

    Partner's least shown HCP is known, so the test bounds the hand's own points. Support
    points and total points are never below the HCP, so the highest combined points bound the
    HCP too; without a fit the test counts total points, so it bounds them both ways.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> ctx = Context.of(tuple(map(Call.parse, "1NT P".split())), Seat.N, Vulnerability.NONE)
    >>> strength_shown("game_nt", ctx)
    ((0, 21), (10, 21))
    >>> strength_shown("game_fit", ctx), strength_shown("stopper", ctx)
    (((0, 21), (0, 60)), None)
    """
    if name not in STRENGTH_TESTS:
        return None
    low, high, in_fit = STRENGTH_TESTS[name]
    partner = partner_hcp(ctx) if name in HCP_ONLY_TESTS else partner_min_hcp(ctx)
    top = high - partner
    return (0, top), ((0, TP_TOP) if in_fit else (low - partner, top))


def partner_hcp(ctx: Context) -> int:
    """Partner's least shown HCP, not his total points (at least 12 when he opened one of a
    suit in first to third seat): what a notrump slam adds to the hand's own points.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> partner_hcp(Context.of(tuple(map(Call.parse, "1H P 1S P 3H P".split())), Seat.N,
    ...                        Vulnerability.NONE))   # 13+ HCP and 16+ points: counts 13
    13
    """
    partner_shown(ctx)
    least = cast(int, ctx._memo["partner_hcp"])
    return max(least, _OPENING_VALUES) if _partner_opened_one(ctx) else least


def _wasted_shortness(facts: Facts, ctx: Context, trump: int) -> int:
    """The support points my shortness earns in suits partner has shown 4+ cards in."""
    length = facts.lengths[trump]
    table = (5, 3, 1) if length >= 4 else (3, 2, 1) if length == 3 else (0, 0, 0)
    shown = partner_shown(ctx)[1]
    return sum(
        table[n] for s, n in enumerate(facts.lengths) if s != trump and n < 3 and shown[s][0] >= 4
    )


def _fit_between(low: int, high: int, *, slam: bool = False) -> HandTest:
    def test(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
        fit = best_fit(facts, ctx)
        if fit is None or (arg and fit != bound_suit(arg, bind)):
            return False
        strength = combined_points(facts, ctx, fit)
        if slam:
            if facts.lengths[fit] >= partner_shown(ctx)[1][fit][0] + 2:  # the long trump hand
                mine = max(facts.tp, facts.sp(fit) - _LONG_HAND_SHORTNESS)
                strength = mine + partner_min_hcp(ctx)
            else:
                strength -= _wasted_shortness(facts, ctx, fit)
        return low <= strength <= high

    return test


def _nofit_between(low: int, high: int, *, hcp_only: bool = False) -> HandTest:
    def test(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
        fit = best_fit(facts, ctx)
        if fit is not None and fit >= 2:
            return False
        if hcp_only:
            return low <= facts.tp + partner_hcp(ctx) <= high
        return low <= combined_points(facts, ctx, None) <= high

    return test


ACCEPT_AT = 26
"""Accept partner's invitation when my points and his least invitational points reach this
(26 with him at his least: the borderline games the bar at 25 bid lost double dummy,
decision 0095)."""
SLAM_ACCEPT_AT = 32
"""The same for a slam invitation (a quantitative 4NT): 32 with him at his least is a slam
with him at his average (decision 0050)."""


def last_bid_rules(ctx: Context) -> tuple[int, tuple[Rule, ...]]:
    """Where the last bid stands in ``ctx.calls`` and the rules that could make it, highest
    priority first (what it may mean, whatever the hand).

    >>> from bridgecraft.core import Seat, Vulnerability
    >>> ctx = Context.of(tuple(map(Call.parse, "1S P 3S P".split())), Seat.N,
    ...                  Vulnerability.NONE)
    >>> position, rules = last_bid_rules(ctx)
    >>> position, [r.id for r in rules]
    (2, ['r1M-3M'])
    """
    from bridgecraft.robots.bidding.engine import rules_of  # the engine imports this module

    position = max(p for p, call in enumerate(ctx.calls) if call == ctx.last_bid)
    return position, rules_of(ctx.calls[: position + 1], ctx.dealer, ctx.vulnerability)


def invited(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The auction's part of :func:`accept`: partner's last bid invites game (``accept:slam``:
    slam), whatever my hand. :func:`~.engine.explain` reads it (``AUCTION_PARTS``)."""
    return _invitation(ctx, arg) is not None


def _invitation(ctx: Context, arg: str) -> tuple[int, Rule] | None:
    """Where partner's last bid stands and the rule it is read by first, when it is the last
    bid and invites game (``arg`` ``slam...``: slam); None otherwise."""
    wanted = "slam" if arg.startswith("slam") else "game"
    if ctx.last_bidder != ctx.partner or len(ctx.calls) < 2:
        return None
    position, rules = last_bid_rules(ctx)
    if not rules:
        return None
    invitation = rules[0]  # what the bid means first (a competitive raise reads as one too)
    if invitation.invites != wanted:
        return None
    if any(rule.id == "g-compete" for rule in rules):
        return None  # a raise in competition may be the law of total tricks (decision 0075)
    return position, invitation


def accept(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Partner's last bid invited game (its rule's :attr:`~.Rule.invites` is ``game``) and my
    points with his least invitational points reach :data:`ACCEPT_AT`. His points: the least
    his rule shows (HCP, total or support points), or for a combined-strength invitation the
    combined points it needs less what I had shown then. ``accept:N`` accepts at ``N``
    combined points instead (``g-accept-M2`` accepts at 24 with two trumps opposite a
    six-card suit); ``accept:slam`` accepts a slam invitation (a quantitative 4NT) at
    :data:`SLAM_ACCEPT_AT`, and ``accept:slamN`` one at ``N`` (a control bid, at 31). A bid
    the competitive raise (``g-compete``) could have made invites nothing: in a contested
    auction partner may be competing by the law of total tricks (decision 0075)."""
    if arg.startswith("slam"):
        bar = int(arg[4:]) if arg[4:] else SLAM_ACCEPT_AT
    else:
        bar = int(arg) if arg else ACCEPT_AT
    found = _invitation(ctx, arg)
    if found is None:
        return False
    position, invitation = found
    shows = invitation.shows
    his = max(shows.hcp[0], (shows.tp or (0, 0))[0], (shows.sp or (0, 0))[0])
    for test in shows.tests:
        name = test.partition(":")[0]
        if name in STRENGTH_TESTS:
            before = Context.of(ctx.calls[:position], ctx.dealer, ctx.vulnerability)
            his = max(his, STRENGTH_TESTS[name][0] - partner_min_hcp(before))
    fit = best_fit(facts, ctx)
    mine = facts.sp(fit) if fit is not None else facts.tp
    return mine + his >= bar


STRENGTH_HAND_TESTS: dict[str, HandTest] = {
    name: (
        _fit_between(low, high, slam=name in SLAM_FIT_TESTS)
        if in_fit
        else _nofit_between(low, high, hcp_only=name in HCP_ONLY_TESTS)
    )
    for name, (low, high, in_fit) in STRENGTH_TESTS.items()
}
"""The combined-strength hand tests (:data:`STRENGTH_TESTS`) by name, as hand-test functions."""
