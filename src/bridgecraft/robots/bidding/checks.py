"""Named tests that rules refer to: hand tests (``Shows.tests``) and auction tests
(``Rule.when``). A test is ``name`` or ``name:arg``; a leading ``!`` negates it.

Hand tests see the hand's :class:`~.context.Facts`; auction tests see only the auction, so
:func:`~.engine.infer` can use them too.

>>> from bridgecraft.core import Hand, Seat, Vulnerability
>>> from bridgecraft.robots.bidding.context import Context, Facts
>>> ctx = Context.of((), Seat.N, Vulnerability.NONE)
>>> HAND_TESTS["open_suit"](Facts(Hand.parse("AK32.Q32.K32.A32")), ctx, {"m": 0}, None, "m")
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from bridgecraft.core import Call
from bridgecraft.core.cards import SEATS
from bridgecraft.robots.bidding._ace_checks import ACE_TESTS, king_answer
from bridgecraft.robots.bidding._auction_checks import (
    AUCTION_TESTS,
    Binding,
    fourth_suit_bid,
    nmf_call,
)
from bridgecraft.robots.bidding.context import Context, Facts
from bridgecraft.robots.bidding.ranges import TP_TOP

__all__ = [
    "AUCTION_ONLY_TESTS",
    "AUCTION_TESTS",
    "FIT_TESTS",
    "HAND_TESTS",
    "HCP_ONLY_TESTS",
    "STRENGTH_TESTS",
    "Binding",
    "partner_hcp",
    "partner_lengths",
    "partner_min_hcp",
    "strength_shown",
    "suit_of",
]

_LITERAL = {"C": 0, "D": 1, "H": 2, "S": 3}

HandTest = Callable[[Facts, Context, Binding, "Call | None", str], bool]


def suit_of(var: str, bind: Binding) -> int | None:
    """The suit a letter (or ``C D H S``, ``oM``, ``om``) stands for, None if unbound.

    >>> suit_of("oM", {"M": 2}), suit_of("S", {}), suit_of("X", {})
    (3, 3, None)
    """
    literal = _LITERAL.get(var)
    if literal is not None:
        return literal
    if var == "oM":
        major = bind.get("M")
        return None if major is None else 5 - major
    if var == "om":
        minor = bind.get("m")
        return None if minor is None else 1 - minor
    return bind.get(var)


def _suit(arg: str, bind: Binding) -> int:
    suit = suit_of(arg, bind)
    if suit is None:
        raise KeyError(f"letter {arg!r} is not bound")
    return suit


def opening_suit(facts: Facts) -> int:
    """The suit SAYC opens at the one level: the longest suit of five or more (the higher of
    two equal), else the longer minor (diamonds with 4-4, clubs with 3-3)."""
    lengths = facts.lengths
    longest = max(lengths)
    if longest >= 5:
        return max(s for s in range(4) if lengths[s] == longest)
    clubs, diamonds = lengths[0], lengths[1]
    if diamonds > clubs or (diamonds == clubs and diamonds >= 4):
        return 1
    return 0


def _open_suit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return opening_suit(facts) == _suit(arg, bind)


def _rule20(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    first, second = sorted(facts.lengths, reverse=True)[:2]
    return facts.hcp + first + second >= 20


def _rule15(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return facts.hcp + facts.lengths[3] >= 15


def _good(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return facts.good_suit(_suit(arg, bind))


def _honour(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The ace, king or queen of ``arg`` (a fitting honour for partner's long suit)."""
    return facts.top_honours(_suit(arg, bind)) >= 1


def _long_major(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Seven or more cards in ``arg``, or six with two of the top three honours."""
    suit = _suit(arg, bind)
    return facts.lengths[suit] >= 7 or (facts.lengths[suit] == 6 and facts.good_suit(suit))


def _longest(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return facts.lengths[_suit(arg, bind)] == max(facts.lengths)


def _best_new(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit to show among suits no other letter, no opponent and not partner
    has named: the longest; with two of five or more the higher, with two of four the lower."""
    target = _suit(arg, bind)
    taken = {s for v, s in bind.items() if v != arg} | set(ctx.opponents_suits)
    taken |= set(ctx.suits_bid_by(ctx.partner))
    if target in taken:
        return False  # not a new suit: an opponent's (a cue bid is another rule) or partner's
    free = [s for s in range(4) if s not in taken]
    best = max(facts.lengths[s] for s in free)
    if facts.lengths[target] != best:
        return False
    tied = [s for s in free if facts.lengths[s] == best]
    return target == (max(tied) if best >= 5 else min(tied))


_UNUSUAL = Call.parse("2NT")


def _shown_suits(ctx: Context) -> tuple[int, ...]:
    """The suits partner's two-suited overcall of the opening (``ctx.stripped[0]``) showed:
    the unusual 2NT the two lowest unbid suits, a Michaels cue bid of a minor both majors, of a
    major the other major (its minor is unknown)."""
    opening, overcall = ctx.stripped[0], ctx.stripped[1]
    assert opening.strain is not None
    theirs = int(opening.strain)
    if overcall == _UNUSUAL:
        return tuple(s for s in range(3) if s != theirs)[:2]
    if theirs < 2:
        return (2, 3)
    return (5 - theirs,)


def _pref(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit to choose among the suits partner's two-suited overcall showed:
    the longer (the lower of two of equal length)."""
    shown = _shown_suits(ctx)
    target = _suit(arg, bind)
    if target not in shown:
        return False
    best = max(facts.lengths[s] for s in shown)
    return target == min(s for s in shown if facts.lengths[s] == best)


def _cue_suit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the lowest suit the opponents' two-suited overcall of our opening showed."""
    return _suit(arg, bind) == min(_shown_suits(ctx))


def _unshown(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is neither our opening suit nor a suit their two-suited overcall showed."""
    suit = _suit(arg, bind)
    return suit not in _shown_suits(ctx) and suit != ctx.stripped[0].strain


def _stops_shown(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """A stopper in both suits their two-suited overcall showed (over a major Michaels, whose
    minor is unknown: in their major and both minors)."""
    shown = _shown_suits(ctx)
    suits = shown if len(shown) == 2 else [s for s in range(4) if s != ctx.stripped[0].strain]
    return all(facts.stopper(s) for s in suits)


def _shown4(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Four or more cards in a suit their two-suited overcall showed."""
    return any(facts.lengths[s] >= 4 for s in _shown_suits(ctx))


def _takeout(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Short (two or fewer) in every opponents' suit, three or more in every other suit."""
    theirs = set(ctx.opponents_suits)
    ours = set(ctx.suits_bid_by(ctx.partner))
    for suit in range(4):
        length = facts.lengths[suit]
        if suit in theirs:
            if length > 2:
                return False
        elif suit not in ours and length < 3:
            return False
    return True


def _tx_suit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit to answer partner's takeout double in: an unbid major of four or
    more first (the longer; hearts with four of each, spades with five of each), else the
    longest unbid minor (the lower of two equal)."""
    target = _suit(arg, bind)
    theirs = set(ctx.opponents_suits)
    lengths = facts.lengths
    majors = [s for s in (2, 3) if s not in theirs and lengths[s] >= 4]
    if majors:
        best = max(lengths[s] for s in majors)
        tied = [s for s in majors if lengths[s] == best]
        return target == (max(tied) if best >= 5 else min(tied))
    free = [s for s in range(4) if s not in theirs]
    best = max(lengths[s] for s in free)
    tied = [s for s in free if lengths[s] == best]
    return target == min(tied)


def _has4m(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return facts.lengths[2] == 4 or facts.lengths[3] == 4


def _longer(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the longer major (spades when equal)."""
    hearts, spades = facts.lengths[2], facts.lengths[3]
    return hearts > spades if _suit(arg, bind) == 2 else spades >= hearts


def _minor6(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return max(facts.lengths[0], facts.lengths[1]) >= 6


def _two_lowest(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Five or more in each of the two lowest suits the opponents have not bid."""
    theirs = set(ctx.opponents_suits)
    free = [s for s in range(4) if s not in theirs][:2]
    return len(free) == 2 and all(facts.lengths[s] >= 5 for s in free)


def _michaels(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Over a minor both majors 5-5; over a major the other major and a minor, 5-5."""
    lengths = facts.lengths
    suit = _suit(arg, bind)
    if suit < 2:
        return lengths[2] >= 5 and lengths[3] >= 5
    return lengths[5 - suit] >= 5 and max(lengths[0], lengths[1]) >= 5


def _minor4(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return max(facts.lengths[0], facts.lengths[1]) >= 4


def _unbid4(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Four or more in an unbid major, or (with both majors bid) in an unbid minor."""
    bid = set(ctx.suits_bid_by(*SEATS))
    majors = [s for s in (2, 3) if s not in bid]
    pool = majors if majors else [s for s in (0, 1) if s not in bid]
    return any(facts.lengths[s] >= 4 for s in pool)


def _feature(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """An ace or king in ``arg`` (a feature after a weak two)."""
    return facts.holdings[_suit(arg, bind)] >> 11 != 0


def _partner(ctx: Context) -> tuple[tuple[int, int], tuple[tuple[int, int], ...]]:
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
    return _partner(ctx)[1]


def _fit(facts: Facts, ctx: Context, suit: int) -> int:
    return facts.lengths[suit] + _partner(ctx)[1][suit][0]


def _best_fit(facts: Facts, ctx: Context) -> int | None:
    """Our best known fit of eight or more: majors first, then the longest."""
    fits = [(s >= 2, _fit(facts, ctx, s), s) for s in range(4) if _fit(facts, ctx, s) >= 8]
    return max(fits)[2] if fits else None


def _raised(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the major I answered at the one level and opener's rebid raised it
    (``1X P 1M P 2M``, ``3M``, ``4M``): a fit even if he raised with three cards."""
    calls = ctx.stripped
    if len(calls) < 5 or ctx.dealer.next(ctx.leading_passes + 2) != ctx.seat:
        return False
    answer, rebid = calls[2], calls[4]
    return (
        calls[1].is_pass
        and calls[3].is_pass
        and answer.level == 1
        and answer.strain == _suit(arg, bind)
        and rebid.is_bid
        and rebid.strain == answer.strain
    )


def _strength(facts: Facts, ctx: Context, suit: int | None) -> int:
    """Our combined points: mine (support points in a fit, else total points) + partner's
    least shown strength (:func:`partner_min_hcp`)."""
    mine = facts.sp(suit) if suit is not None else facts.tp
    return mine + partner_min_hcp(ctx)


STRENGTH_TESTS: dict[str, tuple[int, int, bool]] = {
    "game_fit": (25, 36, True),
    "invite_fit": (22, 24, True),
    "part_fit": (0, 21, True),
    "slam_fit": (30, 60, True),
    "game_nt": (25, 36, False),
    "invite_nt": (23, 24, False),
    "slam_nt": (33, 60, False),
    "invite_slam_nt": (31, 32, False),
}
"""The combined-strength hand tests: the lowest and highest combined points (mine plus
partner's least shown HCP, :func:`_strength`), and whether they count in a known fit (support
points) or without one (total points).

Slam tests count soberly. ``slam_fit``: the hand with the long trumps (two more than partner
has shown) counts its total points, or its support points less two when that is more (ruffs
in the long hand win few tricks), and the short hand leaves out its shortness in a suit
partner has shown four or more cards in (it wastes his values). ``slam_nt``
(:data:`HCP_ONLY_TESTS`) adds partner's HCP, not his long suits (they are not tricks in a
notrump slam without a fit). ``invite_slam_nt`` counts the same way: the quantitative 4NT
over partner's natural notrump (decision 0050)."""

_LONG_HAND_SHORTNESS = 2
"""What the long trump hand takes off its support points for slam (its ruffs are worth less)."""

FIT_TESTS = frozenset({"game_fit", "invite_fit", "part_fit", "slam_fit", "fitis", "ltt"})
"""The hand tests whose letter names a suit we hold a known 8-card fit in (the hand holds at
least eight cards less partner's least shown length there)."""

HCP_ONLY_TESTS = frozenset({"slam_nt", "invite_slam_nt"})
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
    _partner(ctx)  # infers partner's hand once, his least points with it
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
    _partner(ctx)
    least = cast(int, ctx._memo["partner_hcp"])
    return max(least, _OPENING_VALUES) if _partner_opened_one(ctx) else least


def _wasted_shortness(facts: Facts, ctx: Context, trump: int) -> int:
    """The support points my shortness earns in suits partner has shown 4+ cards in."""
    length = facts.lengths[trump]
    table = (5, 3, 1) if length >= 4 else (3, 2, 1) if length == 3 else (0, 0, 0)
    shown = _partner(ctx)[1]
    return sum(
        table[n] for s, n in enumerate(facts.lengths) if s != trump and n < 3 and shown[s][0] >= 4
    )


def _fit_between(low: int, high: int, *, slam: bool = False) -> HandTest:
    def test(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
        fit = _best_fit(facts, ctx)
        if fit is None or (arg and fit != _suit(arg, bind)):
            return False
        strength = _strength(facts, ctx, fit)
        if slam:
            if facts.lengths[fit] >= _partner(ctx)[1][fit][0] + 2:  # the long trump hand
                mine = max(facts.tp, facts.sp(fit) - _LONG_HAND_SHORTNESS)
                strength = mine + partner_min_hcp(ctx)
            else:
                strength -= _wasted_shortness(facts, ctx, fit)
        return low <= strength <= high

    return test


def _nofit_between(low: int, high: int, *, hcp_only: bool = False) -> HandTest:
    def test(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
        fit = _best_fit(facts, ctx)
        if fit is not None and fit >= 2:
            return False
        if hcp_only:
            return low <= facts.tp + partner_hcp(ctx) <= high
        return low <= _strength(facts, ctx, None) <= high

    return test


ACCEPT_AT = 25
"""Accept partner's invitation when my points and his least invitational points reach this."""
SLAM_ACCEPT_AT = 32
"""The same for a slam invitation (a quantitative 4NT): 32 with him at his least is a slam
with him at his average (decision 0050)."""


def _accept(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Partner's last bid invited game (its rule's :attr:`~.Rule.invites` is ``game``) and my
    points with his least invitational points reach :data:`ACCEPT_AT`. His points: the least
    his rule shows (HCP, total or support points), or for a combined-strength invitation the
    combined points it needs less what I had shown then. ``accept:N`` accepts at ``N``
    combined points instead (``g-accept-M2`` accepts at 24 with two trumps opposite a
    six-card suit); ``accept:slam`` accepts a slam invitation (a quantitative 4NT) at
    :data:`SLAM_ACCEPT_AT`."""
    from bridgecraft.robots.bidding.engine import rules_of  # the engine imports this module

    if arg == "slam":
        wanted, bar = "slam", SLAM_ACCEPT_AT
    else:
        wanted, bar = "game", int(arg) if arg else ACCEPT_AT

    if ctx.last_bidder != ctx.partner or len(ctx.calls) < 2:
        return False
    position = max(p for p in range(len(ctx.calls)) if ctx.calls[p] == ctx.last_bid)
    rules = rules_of(ctx.calls[: position + 1], ctx.dealer, ctx.vulnerability)
    if not rules:
        return False
    invitation = rules[0]  # what the bid means first (a competitive raise reads as one too)
    if invitation.invites != wanted:
        return False
    shows = invitation.shows
    his = max(shows.hcp[0], (shows.tp or (0, 0))[0], (shows.sp or (0, 0))[0])
    for test in shows.tests:
        name = test.partition(":")[0]
        if name in STRENGTH_TESTS:
            before = Context.of(ctx.calls[:position], ctx.dealer, ctx.vulnerability)
            his = max(his, STRENGTH_TESTS[name][0] - partner_min_hcp(before))
    fit = _best_fit(facts, ctx)
    mine = facts.sp(fit) if fit is not None else facts.tp
    return mine + his >= bar


def _ltt(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Law of total tricks: bid to the level of our combined trumps minus six, no higher."""
    suit = _suit(arg, bind)
    return (
        call is not None
        and call.level is not None
        and call.level <= _fit(facts, ctx, suit) - 6
        and _best_fit(facts, ctx) == suit
    )


def _penalty(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Four or more trumps in the opponents' strain with two quick tricks, and our side with
    the balance of strength."""
    last = ctx.last_bid
    if last is None or last.strain is None or last.level is None or last.level < 2:
        return False
    strain = int(last.strain)
    trumps = facts.lengths[strain] >= 4 if strain < 4 else facts.hcp >= 12
    return trumps and facts.qt >= 2 and facts.hcp + _partner(ctx)[0][0] >= 22


def _own_compete(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Compete in my own long suit ``arg`` (the first I bid, partner silent): the law of
    total tricks with two cards in partner's hand, one level more with 15+ HCP, never above
    the three level (seven cards: three; six cards: two, or three with extra values)."""
    suit = _suit(arg, bind)
    mine = ctx.suits_bid_by(ctx.seat)
    if not mine or mine[0] != suit or ctx.suits_bid_by(ctx.partner):
        return False
    if call is None or call.level is None:
        return False
    reach = facts.lengths[suit] - 4 + (1 if facts.hcp >= 15 else 0)
    return call.level <= min(reach, 3)


SAVE_DOUBLE_AT = 23
"""The combined HCP (mine and partner's least shown) with which we double the opponents'
bid over our game: with the balance of strength, their bid is a save."""


def _balance(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Our side has the balance of strength: my HCP and partner's least shown HCP make
    :data:`SAVE_DOUBLE_AT` or more."""
    return facts.hcp + _partner(ctx)[0][0] >= SAVE_DOUBLE_AT


def _fitis(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Our best known fit is ``arg``."""
    return _best_fit(facts, ctx) == _suit(arg, bind)


def _nofit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return _best_fit(facts, ctx) is None


def _stoppers_unbid(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """A stopper in every suit our side has not bid."""
    ours = set(ctx.suits_bid_by(ctx.seat, ctx.partner))
    return all(facts.stopper(s) for s in range(4) if s not in ours)


def _reverse(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` ranks above my first suit, the bid is not a jump, at the two level, and my first
    suit is the longer."""
    suit = _suit(arg, bind)
    first = ctx.suits_bid_by(ctx.seat)
    return _reverses(ctx, suit, call) and facts.lengths[first[0]] > facts.lengths[suit]


def _reverse4(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """A 4-4-4-1 hand reverses into ``arg``, its cheapest four-card suit above its first."""
    suit = _suit(arg, bind)
    first = ctx.suits_bid_by(ctx.seat)
    higher = [s for s in range(4) if facts.lengths[s] == 4 and first and s > first[0]]
    shape = sorted(facts.lengths) == [1, 4, 4, 4]
    return shape and bool(higher) and suit == higher[0] and _reverses(ctx, suit, call)


def _reverses(ctx: Context, suit: int, call: Call | None) -> bool:
    """``call`` is a reverse into ``suit``: above my first suit, at the two level, no jump."""
    first = ctx.suits_bid_by(ctx.seat)
    return (
        bool(first)
        and suit > first[0]
        and call is not None
        and call.level == 2
        and ctx.cheapest(suit) == call
    )


def _lower(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` ranks below my first suit (a bid that is not a reverse)."""
    first = ctx.suits_bid_by(ctx.seat)
    return bool(first) and _suit(arg, bind) < first[0]


def _support(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Three cards in a major, four in a minor."""
    suit = _suit(arg, bind)
    return facts.lengths[suit] >= (3 if suit >= 2 else 4)


def _short(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return min(facts.lengths) <= 1


def _resp_suit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The suit to respond at the one level to one of a minor: with a weak hand a four-card
    major first (hearts with both), otherwise the longest (up the line with fours)."""
    target = _suit(arg, bind)
    opened = bind.get("m", bind.get("X", 0))
    free = [s for s in range(4) if s > opened]
    lengths = facts.lengths
    majors = [s for s in (2, 3) if lengths[s] >= 4]
    if facts.hcp <= 11 and majors and lengths[1] < 6:
        best = max(lengths[s] for s in majors)
        return target == min(s for s in majors if lengths[s] == best)
    best = max(lengths[s] for s in free)
    tied = [s for s in free if lengths[s] == best]
    return lengths[target] == best and target == (max(tied) if best >= 5 else min(tied))


def _newstrain(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    last = ctx.last_bid
    return last is None or last.strain != _suit(arg, bind)


def _myfirst(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the first suit I bid."""
    mine = ctx.suits_bid_by(ctx.seat)
    return bool(mine) and mine[0] == _suit(arg, bind)


def _once(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """I have bid ``arg`` exactly once (a suit rebid shows its length once, not again)."""
    suit = _suit(arg, bind)
    return sum(1 for c in ctx.calls_of(ctx.seat) if c.is_bid and c.strain == suit) == 1


def _pfirst(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the first suit partner bid."""
    theirs = ctx.suits_bid_by(ctx.partner)
    return bool(theirs) and theirs[0] == _suit(arg, bind)


def _plast(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit of partner's last bid."""
    bids = [c for c in ctx.calls_of(ctx.partner) if c.is_bid]
    return bool(bids) and bids[-1].strain == _suit(arg, bind)


def _pref_first(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the first suit partner bid, partner's last bid is a second suit, and I hold
    at least as many cards (two or more) in the first as in the second: the preference, at
    the level of the second suit (not above it: over a one-level suit, 1NT is cheaper)."""
    bids = [c for c in ctx.calls_of(ctx.partner) if c.is_bid]
    suits = ctx.suits_bid_by(ctx.partner)
    target = _suit(arg, bind)
    if len(suits) < 2 or suits[0] != target or target in ctx.suits_bid_by(ctx.seat):
        return False
    last_bid = bids[-1]  # partner has bid two suits, so he has bid
    assert last_bid.strain is not None
    last = int(last_bid.strain)
    if last in (4, target) or call is None or call.level != last_bid.level:
        return False
    return facts.lengths[target] >= max(2, facts.lengths[last])


def _grand(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """After partner's answer to a king ask (5NT, or 5♣ Gerber): all four aces (we asked only
    holding them), at least three kings between us, and 35+ combined points."""
    shown = king_answer(ctx.calls_of(ctx.partner)[-1])
    if shown == 0 and facts.kings == 0:
        shown = 4
    fit = _best_fit(facts, ctx)
    return facts.kings + shown >= 3 and _strength(facts, ctx, fit) >= 35


def _grand_try(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Worth asking for kings: all the aces, 35+ combined points."""
    return ACE_TESTS["all_aces"](facts, ctx, bind, call, arg) and (
        _strength(facts, ctx, _best_fit(facts, ctx)) >= 35
    )


def _stopper(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """A stopper in ``arg`` (``!stopper:X``: none, as for a cue bid asking for one)."""
    return facts.stopper(_suit(arg, bind))


def _fourth(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``call`` is fourth suit forcing in ``arg`` (:func:`~._auction_checks.fourth_suit_bid`)."""
    fourth = fourth_suit_bid(ctx.stripped)
    return fourth is not None and call == fourth and fourth.strain == _suit(arg, bind)


def _newminor(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``call`` is my new minor forcing (:func:`~._auction_checks.nmf_call`)."""
    return call is not None and call == nmf_call(ctx)


def _upto(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``call`` is a bid at level ``arg`` or below."""
    return call is not None and call.level is not None and call.level <= int(arg)


def _pstop(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """A stopper in the suit of partner's last bid (his fourth suit forcing asks for one)."""
    bids = [c for c in ctx.calls_of(ctx.partner) if c.is_bid]
    strain = bids[-1].strain if bids else None
    return strain is not None and strain < 4 and facts.stopper(int(strain))


AUCTION_ONLY_TESTS = frozenset(
    {
        "myfirst",
        "pfirst",
        "once",
        "plast",
        "lower",
        "newstrain",
        "fourth",
        "cue_suit",
        "unshown",
        "newminor",
        "upto",
        "raised",
    }
)
"""Hand tests that read the auction alone, never the hand (``facts`` is not used): whether
the suit is my first or partner's, a suit I bid once, one below my first suit, a new strain,
the fourth suit, new minor forcing, the level of the call, opener's raise of my major.
:func:`~.engine.explain` judges them without a hand, so it does not give a reading whose
suit the auction rules out ("rebids his hearts" for a player who never bid hearts)."""


HAND_TESTS: dict[str, HandTest] = {
    **ACE_TESTS,
    "stopper": _stopper,
    "fourth": _fourth,
    "long_major": _long_major,
    "newminor": _newminor,
    "upto": _upto,
    "pstop": _pstop,
    "tx_suit": _tx_suit,
    "myfirst": _myfirst,
    "pfirst": _pfirst,
    "once": _once,
    "plast": _plast,
    "pref_first": _pref_first,
    "grand": _grand,
    "grand_try": _grand_try,
    "fitis": _fitis,
    "nofit": _nofit,
    "reverse": _reverse,
    "stoppers_unbid": _stoppers_unbid,
    "reverse4": _reverse4,
    "lower": _lower,
    "short": _short,
    "support": _support,
    "resp_suit": _resp_suit,
    "newstrain": _newstrain,
    "open_suit": _open_suit,
    "rule20": _rule20,
    "rule15": _rule15,
    "good": _good,
    "honour": _honour,
    "longest": _longest,
    "best_new": _best_new,
    "pref": _pref,
    "cue_suit": _cue_suit,
    "unshown": _unshown,
    "stops_shown": _stops_shown,
    "shown4": _shown4,
    "takeout": _takeout,
    "has4M": _has4m,
    "longer": _longer,
    "minor6": _minor6,
    "two_lowest": _two_lowest,
    "michaels": _michaels,
    "minor4": _minor4,
    "unbid4": _unbid4,
    "feature": _feature,
    **{
        name: (
            _fit_between(low, high, slam=name == "slam_fit")
            if in_fit
            else _nofit_between(low, high, hcp_only=name in HCP_ONLY_TESTS)
        )
        for name, (low, high, in_fit) in STRENGTH_TESTS.items()
    },
    "ltt": _ltt,
    "accept": _accept,
    "raised": _raised,
    "penalty": _penalty,
    "balance": _balance,
    "own_compete": _own_compete,
}
"""Hand tests by name: ``test(facts, ctx, bind, call, arg) -> bool``."""
