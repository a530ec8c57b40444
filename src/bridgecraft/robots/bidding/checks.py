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
from bridgecraft.robots.bidding.context import Context, Facts
from bridgecraft.robots.bidding.ranges import TP_TOP

__all__ = [
    "AUCTION_TESTS",
    "HAND_TESTS",
    "STRENGTH_TESTS",
    "Binding",
    "partner_min_hcp",
    "strength_shown",
    "suit_of",
]

Binding = dict[str, int]
"""Which suit (0-3, Suit order) each letter of a rule stands for."""

_LITERAL = {"C": 0, "D": 1, "H": 2, "S": 3}

HandTest = Callable[[Facts, Context, Binding, "Call | None", str], bool]
AuctionTest = Callable[[Context, Binding, str], bool]


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
    return cast(tuple[tuple[int, int], tuple[tuple[int, int], ...]], ctx._memo["partner"])


def _fit(facts: Facts, ctx: Context, suit: int) -> int:
    return facts.lengths[suit] + _partner(ctx)[1][suit][0]


def _best_fit(facts: Facts, ctx: Context) -> int | None:
    """Our best known fit of eight or more: majors first, then the longest."""
    fits = [(s >= 2, _fit(facts, ctx, s), s) for s in range(4) if _fit(facts, ctx, s) >= 8]
    return max(fits)[2] if fits else None


def _strength(facts: Facts, ctx: Context, suit: int | None) -> int:
    """Our combined points: mine (support points in a fit, else total points) + partner's
    least shown HCP."""
    mine = facts.sp(suit) if suit is not None else facts.tp
    return mine + partner_min_hcp(ctx)


STRENGTH_TESTS: dict[str, tuple[int, int, bool]] = {
    "game_fit": (25, 31, True),
    "invite_fit": (22, 24, True),
    "part_fit": (0, 21, True),
    "slam_fit": (32, 60, True),
    "game_nt": (25, 32, False),
    "invite_nt": (23, 24, False),
    "slam_nt": (33, 60, False),
}
"""The combined-strength hand tests: the lowest and highest combined points (mine plus
partner's least shown HCP, :func:`_strength`), and whether they count in a known fit (support
points) or without one (total points)."""


def partner_min_hcp(ctx: Context) -> int:
    """Partner's least shown HCP, which the combined-strength tests add to the hand's own.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> after_1nt = Context.of((Call.parse("1NT"), Call.PASS), Seat.N, Vulnerability.NONE)
    >>> partner_min_hcp(after_1nt), partner_min_hcp(Context.of((), Seat.N, Vulnerability.NONE))
    (15, 0)
    """
    return _partner(ctx)[0][0]


def strength_shown(name: str, ctx: Context) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """What the combined-strength test ``name`` says of the hand that passes it in ``ctx``:
    bounds on its HCP and on its total points (None for any other test).

    Partner's least shown HCP is known, so the test bounds the hand's own points. Support
    points and total points are never below the HCP, so the highest combined points bound the
    HCP too; without a fit the test counts total points, so it bounds them both ways.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> ctx = Context.of(tuple(map(Call.parse, "1NT P".split())), Seat.N, Vulnerability.NONE)
    >>> strength_shown("game_nt", ctx)
    ((0, 17), (10, 17))
    >>> strength_shown("game_fit", ctx), strength_shown("stopper", ctx)
    (((0, 16), (0, 60)), None)
    """
    if name not in STRENGTH_TESTS:
        return None
    low, high, in_fit = STRENGTH_TESTS[name]
    partner = partner_min_hcp(ctx)
    top = high - partner
    return (0, top), ((0, TP_TOP) if in_fit else (low - partner, top))


def _fit_between(low: int, high: int) -> HandTest:
    def test(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
        fit = _best_fit(facts, ctx)
        if fit is None or (arg and fit != _suit(arg, bind)):
            return False
        return low <= _strength(facts, ctx, fit) <= high

    return test


def _nofit_between(low: int, high: int) -> HandTest:
    def test(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
        fit = _best_fit(facts, ctx)
        if fit is not None and fit >= 2:
            return False
        return low <= _strength(facts, ctx, None) <= high

    return test


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


def _aces_ok(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """After Blackwood (or Gerber) answers, we miss at most one ace."""
    answer = ctx.calls_of(ctx.partner)[-1]
    shown = _ace_answer(answer)
    if shown == 0 and facts.aces == 0:
        shown = 4
    return facts.aces + shown >= 3


def _ace_answer(answer: Call) -> int:
    if not answer.is_bid or answer.strain is None:
        return 0
    return int(answer.strain) % 5 if answer.level == 5 else (int(answer.strain) + 4) % 5


def _fitis(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Our best known fit is ``arg``."""
    return _best_fit(facts, ctx) == _suit(arg, bind)


def _nofit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return _best_fit(facts, ctx) is None


def _reverse(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` ranks above my first suit, the bid is not a jump, at the two level."""
    suit = _suit(arg, bind)
    first = ctx.suits_bid_by(ctx.seat)
    return (
        bool(first)
        and suit > first[0]
        and call is not None
        and call.level == 2
        and ctx.cheapest(suit) == call
        and facts.lengths[first[0]] > facts.lengths[suit]
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


def _pfirst(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the first suit partner bid."""
    theirs = ctx.suits_bid_by(ctx.partner)
    return bool(theirs) and theirs[0] == _suit(arg, bind)


def _plast(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit of partner's last bid."""
    bids = [c for c in ctx.calls_of(ctx.partner) if c.is_bid]
    return bool(bids) and bids[-1].strain == _suit(arg, bind)


def _king_answer(answer: Call) -> int:
    """Kings shown by an answer to a king ask: to 5NT after Blackwood (6♣ 0 or 4, 6♦ 1, 6♥ 2,
    6♠ 3) or to 5♣ after Gerber (5♦ 0 or 4, 5♥ 1, 5♠ 2, 5NT 3).

    >>> [_king_answer(Call.parse(c)) for c in ("6C", "6S", "5D", "5H", "5NT")]
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


def _kings(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The hand holds the number of kings ``arg`` names (``04`` for 0 or 4)."""
    return str(facts.kings) in arg


def _all_aces(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """After partner's Blackwood (or Gerber) answer, our side holds all four aces."""
    shown = _ace_answer(ctx.calls_of(ctx.partner)[-1])
    if shown == 0 and facts.aces == 0:
        shown = 4
    return facts.aces + shown >= 4


def _grand(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """After partner's answer to a king ask (5NT, or 5♣ Gerber): all four aces (we asked only
    holding them), at least three kings between us, and 35+ combined points."""
    shown = _king_answer(ctx.calls_of(ctx.partner)[-1])
    if shown == 0 and facts.kings == 0:
        shown = 4
    fit = _best_fit(facts, ctx)
    return facts.kings + shown >= 3 and _strength(facts, ctx, fit) >= 35


def _grand_try(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Worth asking for kings: all the aces, 35+ combined points."""
    return _all_aces(facts, ctx, bind, call, arg) and (
        _strength(facts, ctx, _best_fit(facts, ctx)) >= 35
    )


def _stopper(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """A stopper in ``arg`` (``!stopper:X``: none, as for a cue bid asking for one)."""
    return facts.stopper(_suit(arg, bind))


HAND_TESTS: dict[str, HandTest] = {
    "stopper": _stopper,
    "tx_suit": _tx_suit,
    "myfirst": _myfirst,
    "pfirst": _pfirst,
    "plast": _plast,
    "kings": _kings,
    "grand": _grand,
    "grand_try": _grand_try,
    "fitis": _fitis,
    "nofit": _nofit,
    "reverse": _reverse,
    "lower": _lower,
    "short": _short,
    "support": _support,
    "resp_suit": _resp_suit,
    "newstrain": _newstrain,
    "open_suit": _open_suit,
    "rule20": _rule20,
    "rule15": _rule15,
    "good": _good,
    "longest": _longest,
    "best_new": _best_new,
    "pref": _pref,
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
        name: (_fit_between if in_fit else _nofit_between)(low, high)
        for name, (low, high, in_fit) in STRENGTH_TESTS.items()
    },
    "ltt": _ltt,
    "penalty": _penalty,
    "aces_ok": _aces_ok,
}
"""Hand tests by name: ``test(facts, ctx, bind, call, arg) -> bool``."""


def _seat(ctx: Context, bind: Binding, arg: str) -> bool:
    return str(ctx.leading_passes + 1) in arg


def _vul(ctx: Context, bind: Binding, arg: str) -> bool:
    return ctx.we_are_vulnerable


def _passed(ctx: Context, bind: Binding, arg: str) -> bool:
    return ctx.calls_of(ctx.seat)[:1] == (Call.PASS,) and (
        (ctx.seat - ctx.dealer) % 4 < ctx.leading_passes
    )


def _ours(ctx: Context, bind: Binding, arg: str) -> bool:
    return ctx.last_bidder is not None and ctx.last_bidder.side == ctx.seat.side


def _theirs(ctx: Context, bind: Binding, arg: str) -> bool:
    return ctx.last_bidder is not None and ctx.last_bidder.side != ctx.seat.side


def _below(ctx: Context, bind: Binding, arg: str) -> bool:
    """The last bid is below ``arg`` (``3NT``, ``4H``...)."""
    return ctx.last_bid is None or ctx.last_bid < Call.parse(arg)


def _blackwood(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last call is 4NT asking for aces: our side has bid a suit and 4NT was not
    a raise of our own notrump."""
    mine = ctx.calls_of(ctx.partner)
    if not mine or mine[-1] != Call.parse("4NT"):
        return False
    if not ctx.suits_bid_by(ctx.seat, ctx.partner):
        return False
    before = [c for c in ctx.calls[:-2] if c.is_bid]
    return not before or before[-1].strain != 4


def _asked(ctx: Context, bind: Binding, arg: str) -> bool:
    """I asked for aces (4NT ``arg`` = bw, or 4C Gerber ``arg`` = g) or for kings (5NT, ``arg``
    = kings) and partner answered."""
    mine = ctx.calls_of(ctx.seat)
    ask = Call.parse({"bw": "4NT", "kings": "5NT"}.get(arg, "4C"))
    return len(mine) >= 1 and mine[-1] == ask and ctx.calls_of(ctx.partner)[-1].is_bid


def _no_ask(ctx: Context, bind: Binding, arg: str) -> bool:
    """Our side has not yet bid 4NT."""
    ours = ctx.calls_of(ctx.seat) + ctx.calls_of(ctx.partner)
    return Call.parse("4NT") not in ours


def _undoubled(ctx: Context, bind: Binding, arg: str) -> bool:
    return ctx.doubled == 0


def _partner_bid(ctx: Context, bind: Binding, arg: str) -> bool:
    return any(call.is_bid for call in ctx.calls_of(ctx.partner))


def _at_game(ctx: Context, bind: Binding, arg: str) -> bool:
    """Our side's last bid is a game or higher (3NT, 4 of a major, 5 of a minor)."""
    last = ctx.last_bid
    if last is None or not _ours(ctx, bind, arg):
        return False
    assert last.level is not None and last.strain is not None
    needed = (5, 5, 4, 4, 3)[last.strain]
    return last.level >= needed


def _weak2(ctx: Context, bind: Binding, arg: str) -> bool:
    """The auction was opened with a weak two (2D, 2H or 2S)."""
    return bool(ctx.stripped) and ctx.stripped[0] in _WEAK_TWOS


_WEAK_TWOS = (Call.parse("2D"), Call.parse("2H"), Call.parse("2S"))


def _jumped(ctx: Context, position: int) -> bool:
    """Whether the bid at ``position`` skipped a level in its strain."""
    call = ctx.calls[position]
    before = [c for c in ctx.calls[:position] if c.is_bid]
    if not before:
        return call.level is not None and call.level > 1
    last = before[-1]
    assert call.level is not None and call.strain is not None
    assert last.level is not None and last.strain is not None
    cheapest = last.level if call.strain > last.strain else last.level + 1
    return call.level > cheapest


def _game(call: Call) -> bool:
    """Whether ``call`` (a bid) is a game or higher: 3NT, four of a major, five of a minor."""
    assert call.level is not None and call.strain is not None
    return call.level >= (5, 5, 4, 4, 3)[call.strain]


def _forcing(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last call, the last bid made, is forcing: for one round, a jump shift below
    game by opener or by responder (an unpassed hand), or opener's reverse; and every bid
    below game once our side has made a jump shift or a Jacoby 2NT (game forcing)."""
    if ctx.last_bidder != ctx.partner or ctx.doubled:
        return False
    positions = [p for p in range(len(ctx.calls)) if ctx.dealer.next(p) == ctx.partner]
    last = ctx.calls[positions[-1]]
    if not last.is_bid or last.strain is None or _game(last):
        return False
    if _game_forced(ctx, positions[-1]):
        return True
    if last.strain == 4:
        return False
    ours_before = ctx.suits_bid_by(ctx.seat)
    partners = [ctx.calls[p] for p in positions[:-1] if ctx.calls[p].is_bid]
    if int(last.strain) in ours_before or any(c.strain == last.strain for c in partners):
        return False
    opening = ctx.stripped[0] if ctx.stripped else None
    we_opened = ctx.last_bidder is not None and (
        ctx.dealer.next(ctx.leading_passes).side == ctx.seat.side
    )
    if not we_opened or opening is None or opening.level != 1 or opening.strain == 4:
        return False
    if _jumped(ctx, positions[-1]):
        if not partners:  # responder's jump shift, not a passed hand
            return not ctx.calls_of(ctx.partner)[0].is_pass
        return len(partners) == 1 and last.level is not None and last.level <= 3
    if len(partners) == 1 and partners[0] is opening and last.level == 2:
        first = partners[0].strain
        assert first is not None
        responses = [c for c in ctx.calls_of(ctx.seat) if c.is_bid]
        return last.strain > first and len(responses) == 1 and responses[0].level == 1
    return False


_MAJOR_OPENINGS = (Call.parse("1H"), Call.parse("1S"))
_JACOBY = (Call.parse("P"), Call.parse("2NT"))  # over 1M: pass, then Jacoby 2NT


def _game_forced(ctx: Context, before: int) -> bool:
    """Whether our side, having opened with one of a suit, made a jump shift below game (a
    new suit, by opener or an unpassed responder) or a Jacoby 2NT before
    ``ctx.calls[before]``."""
    opening = ctx.stripped[0] if ctx.stripped else None
    if opening is None or opening.level != 1 or opening.strain == 4:
        return False
    opener = ctx.dealer.next(ctx.leading_passes)
    if opener.side != ctx.seat.side:
        return False
    if (
        ctx.stripped[1:3] == _JACOBY
        and opening in _MAJOR_OPENINGS
        and len(ctx.stripped) > 3
        and not ctx.calls_of(opener.partner)[0].is_pass
    ):
        return True
    seen: set[int] = set()
    for position in range(ctx.leading_passes, before):
        call = ctx.calls[position]
        seat = ctx.dealer.next(position)
        if not call.is_bid or call.strain is None or seat.side != ctx.seat.side:
            continue
        new = call.strain != 4 and int(call.strain) not in seen
        unpassed = seat == opener or not ctx.calls_of(seat)[0].is_pass
        shift = new and unpassed and position > ctx.leading_passes and not _game(call)
        if shift and _jumped(ctx, position):
            return True
        if call.strain != 4:
            seen.add(int(call.strain))
    return False


def _kask(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner asks for kings: partner bid 4NT, I answered, and partner bid 5NT."""
    theirs = ctx.calls_of(ctx.partner)
    return (
        len(theirs) >= 2
        and theirs[-1] == Call.parse("5NT")
        and theirs[-2] == Call.parse("4NT")
        and ctx.calls_of(ctx.seat)[-1].is_bid
        and ctx.calls_of(ctx.seat)[-1].level == 5
    )


AUCTION_TESTS: dict[str, AuctionTest] = {
    "forcing": _forcing,
    "kask": _kask,
    "weak2": _weak2,
    "at_game": _at_game,
    "seat": _seat,
    "vul": _vul,
    "passed": _passed,
    "ours": _ours,
    "theirs": _theirs,
    "below": _below,
    "bw": _blackwood,
    "asked": _asked,
    "no_ask": _no_ask,
    "undoubled": _undoubled,
    "partner_bid": _partner_bid,
}
"""Auction tests by name: ``test(ctx, bind, arg) -> bool``."""
