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

from bridgecraft.core import Call
from bridgecraft.core.cards import SEATS
from bridgecraft.robots.bidding._ace_checks import ACE_TESTS, king_answer, our_aces
from bridgecraft.robots.bidding._auction_checks import AUCTION_TESTS as _AUCTION_TESTS
from bridgecraft.robots.bidding._auction_checks import (
    Binding,
    fourth_suit_bid,
    nmf_call,
    suit_of,
)
from bridgecraft.robots.bidding._auction_checks import bound_suit as _suit
from bridgecraft.robots.bidding._control_checks import CONTROL_AUCTION_TESTS, CONTROL_TESTS
from bridgecraft.robots.bidding._game_try_checks import GAME_TRY_TESTS
from bridgecraft.robots.bidding._new_suit_checks import NEW_SUIT_AUCTION_TESTS
from bridgecraft.robots.bidding._strength import (
    FIT_TESTS,
    HCP_ONLY_TESTS,
    STRENGTH_HAND_TESTS,
    STRENGTH_TESTS,
    HandTest,
    accept,
    best_fit,
    combined_points,
    fit_length,
    invited,
    partner_hcp,
    partner_lengths,
    partner_min_hcp,
    partner_shown,
    strength_shown,
)
from bridgecraft.robots.bidding.context import Context, Facts

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


def _solid(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The ace, king and queen of ``arg``."""
    return facts.top_honours(_suit(arg, bind)) == 3


def _honour(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The ace, king or queen of ``arg`` (a fitting honour for partner's long suit)."""
    return facts.top_honours(_suit(arg, bind)) >= 1


def _long_major(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Seven or more cards in ``arg``, or six with two of the top three honours."""
    suit = _suit(arg, bind)
    return facts.lengths[suit] >= 7 or (facts.lengths[suit] == 6 and facts.good_suit(suit))


def _longest(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return facts.lengths[_suit(arg, bind)] == max(facts.lengths)


def _taken(ctx: Context, bind: Binding, arg: str) -> set[int]:
    """The suits another letter, an opponent or partner has named: not new for ``arg``."""
    taken = {s for v, s in bind.items() if v != arg} | set(ctx.opponents_suits)
    return taken | set(ctx.suits_bid_by(ctx.partner))


def _new_suit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The auction's part of ``best_new``: ``arg`` is a suit nobody else has named."""
    return _suit(arg, bind) not in _taken(ctx, bind, arg)


def _best_new(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit to show among suits no other letter, no opponent and not partner
    has named: the longest; with two of five or more the higher, with two of four the lower."""
    target = _suit(arg, bind)
    taken = _taken(ctx, bind, arg)
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


def _short_theirs(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Two or fewer cards in every suit the opponents have bid (a double, then a strong hand)."""
    return all(facts.lengths[suit] <= 2 for suit in ctx.opponents_suits)


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


def _answer_suit(lengths: tuple[int, ...], excluded: set[int]) -> int:
    """The suit to answer a double for takeout in, among those not ``excluded``: a major of
    four or more first (the longer; hearts with four of each, spades with five of each), else
    the longest suit (the lower of two of equal length)."""
    majors = [s for s in (2, 3) if s not in excluded and lengths[s] >= 4]
    if majors:
        best = max(lengths[s] for s in majors)
        tied = [s for s in majors if lengths[s] == best]
        return max(tied) if best >= 5 else min(tied)
    free = [s for s in range(4) if s not in excluded]
    best = max(lengths[s] for s in free)
    return min(s for s in free if lengths[s] == best)


def _tx_suit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit to answer partner's takeout double in (:func:`_answer_suit`, their
    suits excluded)."""
    return _suit(arg, bind) == _answer_suit(facts.lengths, set(ctx.opponents_suits))


def _rx_suit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the suit to answer partner's responsive double in (:func:`_answer_suit`
    among the suits nobody has bid)."""
    return _suit(arg, bind) == _answer_suit(facts.lengths, set(ctx.suits_bid_by(*SEATS)))


def _has4m(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return facts.lengths[2] == 4 or facts.lengths[3] == 4


def _longer(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the longer major (spades when equal)."""
    hearts, spades = facts.lengths[2], facts.lengths[3]
    return hearts > spades if _suit(arg, bind) == 2 else spades >= hearts


def _minor6(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return max(facts.lengths[0], facts.lengths[1]) >= 6


def _michaels(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Over the major ``arg``, 5-5 in the other major and a minor (the Michaels cue bid; over a
    minor, its lengths alone say both majors)."""
    lengths = facts.lengths
    return lengths[5 - _suit(arg, bind)] >= 5 and max(lengths[0], lengths[1]) >= 5


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


def _ltt(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Law of total tricks: bid to the level of our combined trumps minus six, no higher."""
    suit = _suit(arg, bind)
    return (
        call is not None
        and call.level is not None
        and call.level <= fit_length(facts, ctx, suit) - 6
        and best_fit(facts, ctx) == suit
    )


def _penalty(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Four or more trumps in the opponents' strain with two quick tricks, and our side with
    the balance of strength."""
    last = ctx.last_bid
    if last is None or last.strain is None or last.level is None or last.level < 2:
        return False
    strain = int(last.strain)
    trumps = facts.lengths[strain] >= 4 if strain < 4 else facts.hcp >= 12
    return trumps and facts.qt >= 2 and facts.hcp + partner_shown(ctx)[0][0] >= 22


def _own_compete(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Compete in my own long suit ``arg`` (the first I bid, partner silent): the law of
    total tricks with two cards in partner's hand, one level more with 15+ HCP, never above
    the three level (seven cards: three; six cards: two, or three with extra values)."""
    if not _own_compete_auction(facts, ctx, bind, call, arg):
        return False
    assert call is not None and call.level is not None
    reach = facts.lengths[_suit(arg, bind)] - 4 + (1 if facts.hcp >= 15 else 0)
    return call.level <= reach


def _own_compete_auction(
    facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str
) -> bool:
    """The auction's part of ``own_compete``: ``arg`` is my first suit, partner has bid no
    suit, and ``call`` is at the three level or below."""
    mine = ctx.suits_bid_by(ctx.seat)
    if not mine or mine[0] != _suit(arg, bind) or ctx.suits_bid_by(ctx.partner):
        return False
    return call is not None and call.level is not None and call.level <= 3


PENALTY_DOUBLE_AT = 18
"""The HCP (mine and partner's least shown) with which we double, for penalties, their game or
their bid over our game in a contested auction, or their three-level bid with four trumps:
with 18 of the 40 HCP they bid on shape, and they go down more often than not (decision
0075)."""


def _penalty_values(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Enough strength to double them for penalties: my HCP and partner's least shown HCP
    make ``arg`` or more (:data:`PENALTY_DOUBLE_AT` when no ``arg`` is given)."""
    return facts.hcp + partner_shown(ctx)[0][0] >= (int(arg) if arg else PENALTY_DOUBLE_AT)


SAVE_MAX_HCP = 21
"""A sacrifice needs our side outgunned: my HCP and partner's least shown HCP at most this."""


def _save(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Sacrifice in our fit ``arg`` over their game (the rules' patterns end in it): a fit of
    nine or more, our side outgunned (:data:`SAVE_MAX_HCP`) and I with under three quick
    tricks, and ``call`` no higher than the fit allows at the vulnerability: the fit's length
    minus four when only they are vulnerable, minus five at equal vulnerability, minus six
    (the law of total tricks) when only we are; never above the five level."""
    if call is None or call.level is None or call.level > 5:
        return False
    suit = _suit(arg, bind)
    fit = fit_length(facts, ctx, suit)
    slack = 5 + ctx.we_are_vulnerable - ctx.they_are_vulnerable
    return (
        fit >= 9
        and call.level <= fit - slack
        and best_fit(facts, ctx) == suit
        and facts.qt < 3
        and facts.hcp + partner_shown(ctx)[0][0] <= SAVE_MAX_HCP
    )


def _fitis(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Our best known fit is ``arg``."""
    return best_fit(facts, ctx) == _suit(arg, bind)


def _nofit(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    return best_fit(facts, ctx) is None


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


def _reversing(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """The auction's part of ``reverse`` and ``reverse4``: ``call`` is a reverse into ``arg``
    (above my first suit, at the two level, no jump), whatever the hand."""
    return _reverses(ctx, _suit(arg, bind), call)


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


def _unbid(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is a suit nobody has bid."""
    return _suit(arg, bind) not in ctx.suits_bid_by(*SEATS)


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
    return ctx.partners_last_suit == _suit(arg, bind)


def _pref_first(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """``arg`` is the first suit partner bid, partner's last bid is a second suit, and I hold
    at least as many cards (two or more) in the first as in the second: the preference, at
    the level of the second suit (not above it: over a one-level suit, 1NT is cheaper)."""
    if not _pref_first_auction(facts, ctx, bind, call, arg):
        return False
    last = ctx.calls_of(ctx.partner)
    strain = [c for c in last if c.is_bid][-1].strain
    assert strain is not None
    return facts.lengths[_suit(arg, bind)] >= max(2, facts.lengths[int(strain)])


def _pref_first_auction(
    facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str
) -> bool:
    """The auction's part of ``pref_first``: ``arg`` is the first of partner's two suits, not
    mine, his last bid is the other, and ``call`` is at its level."""
    bids = [c for c in ctx.calls_of(ctx.partner) if c.is_bid]
    suits = ctx.suits_bid_by(ctx.partner)
    target = _suit(arg, bind)
    if len(suits) < 2 or suits[0] != target or target in ctx.suits_bid_by(ctx.seat):
        return False
    last_bid = bids[-1]  # partner has bid two suits, so he has bid
    assert last_bid.strain is not None
    return (
        int(last_bid.strain) not in (4, target)
        and call is not None
        and call.level == last_bid.level
    )


def _grand(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """After partner's answer to a king ask (5NT, or 5♣ Gerber): all four aces (we asked only
    holding them), at least three kings between us, and 35+ combined points."""
    shown = king_answer(ctx.calls_of(ctx.partner)[-1])
    if shown == 0 and facts.kings == 0:
        shown = 4
    fit = best_fit(facts, ctx)
    return facts.kings + shown >= 3 and combined_points(facts, ctx, fit) >= 35


def _grand_try(facts: Facts, ctx: Context, bind: Binding, call: Call | None, arg: str) -> bool:
    """Worth asking for kings: all the aces, 35+ combined points."""
    return our_aces(facts, ctx) >= 4 and combined_points(facts, ctx, best_fit(facts, ctx)) >= 35


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
    suit = ctx.partners_last_suit
    return suit is not None and facts.stopper(suit)


AUCTION_ONLY_TESTS = frozenset(
    {
        "myfirst",
        "pfirst",
        "once",
        "plast",
        "unbid",
        "lower",
        "newstrain",
        "fourth",
        "cue_suit",
        "unshown",
        "newminor",
        "upto",
        "raised",
        "agreed_major",
        "below_game",
    }
)
"""Hand tests that read the auction alone, never the hand (``facts`` is not used): whether
the suit is my first or partner's, a suit I bid once, one below my first suit, a new strain,
the fourth suit, new minor forcing, the level of the call, opener's raise of my major.
:func:`~.engine.explain` judges them without a hand, so it does not give a reading whose
suit the auction rules out ("rebids his hearts" for a player who never bid hearts)."""


AUCTION_PARTS: dict[str, HandTest] = {
    "reverse": _reversing,
    "reverse4": _reversing,
    "accept": invited,
    "pref_first": _pref_first_auction,
    "own_compete": _own_compete_auction,
    "best_new": _new_suit,
}
"""The auction's part of hand tests that read both the auction and the hand: a hand passes
the test only if the auction passes its part. :func:`~.engine.explain` and
:func:`~.engine.rules_of` judge the part without a hand, so that they do not read a rule the
auction rules out, such as a reverse for 2♣ after 1♦ P 1♠ P (decision 0088). A negated test
(``!reverse``) is not judged: its hand may fail the other part."""


AUCTION_TESTS = {**_AUCTION_TESTS, **CONTROL_AUCTION_TESTS, **NEW_SUIT_AUCTION_TESTS}
"""Every auction test by name: the auction module's, the control bids' (``agreed``,
``partner_control``) and responder's new suit's (``resp_new``, ``resp_new_asked``)."""

HAND_TESTS: dict[str, HandTest] = {
    **ACE_TESTS,
    **CONTROL_TESTS,
    **GAME_TRY_TESTS,
    "stopper": _stopper,
    "fourth": _fourth,
    "long_major": _long_major,
    "newminor": _newminor,
    "upto": _upto,
    "pstop": _pstop,
    "tx_suit": _tx_suit,
    "rx_suit": _rx_suit,
    "myfirst": _myfirst,
    "pfirst": _pfirst,
    "once": _once,
    "plast": _plast,
    "unbid": _unbid,
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
    "solid": _solid,
    "longest": _longest,
    "best_new": _best_new,
    "pref": _pref,
    "cue_suit": _cue_suit,
    "unshown": _unshown,
    "stops_shown": _stops_shown,
    "shown4": _shown4,
    "takeout": _takeout,
    "short_theirs": _short_theirs,
    "has4M": _has4m,
    "longer": _longer,
    "minor6": _minor6,
    "michaels": _michaels,
    "minor4": _minor4,
    "unbid4": _unbid4,
    "feature": _feature,
    **STRENGTH_HAND_TESTS,
    "ltt": _ltt,
    "accept": accept,
    "raised": _raised,
    "penalty": _penalty,
    "penalty_values": _penalty_values,
    "save": _save,
    "own_compete": _own_compete,
}
"""Hand tests by name: ``test(facts, ctx, bind, call, arg) -> bool``."""
