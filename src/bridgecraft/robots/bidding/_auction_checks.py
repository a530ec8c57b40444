"""The auction tests that rules name in ``Rule.when`` (:data:`AUCTION_TESTS`): they see only
the auction, never a hand, so :func:`~.engine.infer` can use them as well as ``choose``.

>>> from bridgecraft.core import Call, Seat, Vulnerability
>>> from bridgecraft.robots.bidding.context import Context
>>> ctx = Context.of((Call.parse("1H"), Call.PASS), Seat.N, Vulnerability.NONE)
>>> AUCTION_TESTS["ours"](ctx, {}, ""), AUCTION_TESTS["theirs"](ctx, {}, "")
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from bridgecraft.core import Call, Strain
from bridgecraft.robots.bidding._new_suit_checks import resp_new_asked
from bridgecraft.robots.bidding.context import TWO_CLUBS, Context

__all__ = [
    "AUCTION_TESTS",
    "Binding",
    "bound_suit",
    "fourth_suit_bid",
    "partner_stopped",
    "suit_of",
]

Binding = dict[str, int]
"""Which suit (0-3, Suit order) each letter of a rule stands for."""

AuctionTest = Callable[[Context, Binding, str], bool]


_LITERAL = {"C": 0, "D": 1, "H": 2, "S": 3}


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


def bound_suit(arg: str, bind: Binding) -> int:
    """The suit ``arg`` stands for; KeyError when the letter is not bound."""
    suit = suit_of(arg, bind)
    if suit is None:
        raise KeyError(f"letter {arg!r} is not bound")
    return suit


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
    if _gerber_at(ctx, -6) or _gerber_at(ctx, -4):
        return False  # 4NT is a Gerber answer (3 aces) or the Gerber asker's sign-off
    before = [c for c in ctx.calls[:-2] if c.is_bid]
    if before and before[-1].strain == 4 and not _after_jacoby(ctx.stripped):
        return False  # 4NT raises notrump, unless Jacoby 2NT agreed the major
    from bridgecraft.robots.bidding.engine import rules_of  # the engine imports this module

    meaning = rules_of(ctx.calls[:-1], ctx.dealer, ctx.vulnerability)
    return not meaning or meaning[0].invites != "slam"  # a quantitative 4NT asks nothing


def _after_jacoby(calls: tuple[Call, ...]) -> bool:
    """``calls`` (an auction without its leading passes) start with one of a major, Jacoby
    2NT and opener's rebid, the opponents silent: the major is agreed."""
    return (
        len(calls) >= 6
        and calls[0] in _ONE_MAJOR
        and calls[2] == _TWO_NT
        and all(calls[p].is_pass for p in (1, 3, 5))
    )


def _jacoby(ctx: Context, bind: Binding, arg: str) -> bool:
    """Responder's second call after partner's one of a major, my Jacoby 2NT and his rebid,
    the opponents silent.

    >>> from bridgecraft.core import Vulnerability
    >>> calls = tuple(map(Call.parse, "1H P 2NT P 3NT P".split()))
    >>> _jacoby(Context.of(calls, Seat.N, Vulnerability.NONE), {}, "")
    True
    >>> _jacoby(Context.of(calls + (Call.parse("4NT"), Call.PASS), Seat.N, Vulnerability.NONE),
    ...         {}, "")
    False
    """
    return len(ctx.stripped) == 6 and _after_jacoby(ctx.stripped)


_ONE_MAJOR = (Call.parse("1H"), Call.parse("1S"))
_TWO_NT = Call.parse("2NT")
_NATURAL_NT = (Call.parse("1NT"), Call.parse("2NT"))
_PASSES = (Call.PASS, Call.PASS)
_FOUR_NT = Call.parse("4NT")
_TWO_CLUBS_2NT = (Call.PASS, Call.parse("2D"), Call.PASS, Call.parse("2NT"))
_GERBER = Call.parse("4C")


def _gerber_at(ctx: Context, position: int) -> bool:
    """Whether ``ctx.calls[position]`` is 4♣ Gerber: a 4♣ over partner's natural 1NT or 2NT
    (SAYC: 4♣ is Gerber over any 1NT or 2NT bid by partner). ``position`` counts from the
    end when negative; one outside the auction is not Gerber."""
    if position < 0:
        position += len(ctx.calls)
    return (
        2 <= position < len(ctx.calls)
        and ctx.calls[position] == _GERBER
        and _natural_nt(ctx, position - 2)
    )


_WEAK_OR_MAJOR = tuple(Call.parse(c) for c in ("1H", "1S", "2D", "2H", "2S"))


def _natural_nt(ctx: Context, position: int) -> bool:
    """Whether ``ctx.calls[position]`` is a natural 1NT or 2NT: not Jacoby 2NT (or Jordan)
    over partner's major opening, a feature ask over his weak two, or an unusual 2NT."""
    call = ctx.calls[position]
    if call not in _NATURAL_NT:
        return False
    opening = ctx.leading_passes
    if call == _NATURAL_NT[1] and opening < len(ctx.calls):
        if position == opening + 2 and ctx.calls[opening] in _WEAK_OR_MAJOR:
            return False  # partner opened: Jacoby, Jordan or the feature ask
        if position == opening + 1 or (
            position == opening + 3 and ctx.calls[opening + 1 : opening + 3] == _PASSES
        ):
            return False  # an unusual 2NT, direct or balancing
    return True


_WEAK_TWOS = tuple(Call.parse(c) for c in ("2D", "2H", "2S"))


def _shows_stoppers(ctx: Context, position: int) -> bool:
    """Whether the notrump bid at ``position`` is natural: 3NT, a natural 1NT or 2NT, or 2NT
    over their weak two."""
    call = ctx.calls[position]
    weak_two = ctx.calls[ctx.leading_passes] in _WEAK_TWOS
    return call.level == 3 or _natural_nt(ctx, position) or (call == _NATURAL_NT[1] and weak_two)


def partner_stopped(ctx: Context) -> frozenset[int]:
    """The opponents' suits partner has shown stopped: those they had bid when he bid a
    natural notrump (1NT, 2NT that is not conventional, 3NT).

    >>> from bridgecraft.core import Vulnerability
    >>> calls = tuple(map(Call.parse, "2H 2NT P".split()))
    >>> sorted(partner_stopped(Context.of(calls, Seat.W, Vulnerability.NONE)))
    [2]
    """
    if "partner_stopped" not in ctx._memo:
        theirs: set[int] = set()
        stopped: set[int] = set()
        for position, call in enumerate(ctx.calls):
            seat = ctx.dealer.next(position)
            strain = call.strain
            if not call.is_bid or strain is None:
                continue
            if seat in (ctx.seat.lho, ctx.seat.rho) and strain < 4:
                theirs.add(int(strain))
            elif seat == ctx.partner and strain == 4 and _shows_stoppers(ctx, position):
                stopped |= theirs
        ctx._memo["partner_stopped"] = frozenset(stopped)
    return cast(frozenset[int], ctx._memo["partner_stopped"])


def _partner_nt(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last call is a natural 1NT or 2NT, the last bid, in an auction our side
    opened: 4♣ over it is Gerber (SAYC: over any 1NT or 2NT bid by partner)."""
    theirs = ctx.calls_of(ctx.partner)
    return (
        bool(theirs)
        and theirs[-1] in _NATURAL_NT
        and ctx.last_bidder == ctx.partner
        and ctx.dealer.next(ctx.leading_passes).side == ctx.seat.side
    )


def _quantitative(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last call is a 4NT that does not ask for aces (a raise of notrump, or a
    quantitative 4NT of the system): it invites 6NT."""
    theirs = ctx.calls_of(ctx.partner)
    return (
        bool(theirs)
        and theirs[-1] == _FOUR_NT
        and ctx.last_bidder == ctx.partner
        and not _blackwood(ctx, bind, arg)
        and not (_gerber_at(ctx, -4) or _gerber_at(ctx, -6))
    )  # a Gerber answer (3 aces) or the Gerber asker's sign-off is neither


def _partner_nt_any(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last bid, the last bid made, is notrump (4NT over it would be
    quantitative)."""
    last = ctx.last_bid
    return ctx.last_bidder == ctx.partner and last is not None and last.strain == 4


def _gerber(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last call is 4♣ Gerber over my natural 1NT or 2NT (then: answer the aces)."""
    return ctx.last_bidder == ctx.partner and _gerber_at(ctx, -2)


def _gerber_asked(ctx: Context, bind: Binding, arg: str) -> bool:
    """I asked with 4♣ Gerber over partner's 1NT or 2NT and partner has answered (4♦ to
    4NT)."""
    if not _gerber_at(ctx, -4):
        return False
    answer = ctx.calls[-2]
    return answer.is_bid and answer.level == 4 and ctx.last_bidder == ctx.partner


def _asked(ctx: Context, bind: Binding, arg: str) -> bool:
    """I asked for aces (4NT ``arg`` = bw, or 4C Gerber ``arg`` = g) or for kings (5NT, ``arg``
    = kings) and partner answered with a step (5C-5S, 6C-6S, 4D-4NT): partner's 6NT over my
    quantitative 4NT answers nothing."""
    mine = ctx.calls_of(ctx.seat)
    ask = Call.parse({"bw": "4NT", "kings": "5NT"}.get(arg, "4C"))
    if arg == "bw" and _gerber_at(ctx, -6):
        return False  # my 4NT answered partner's Gerber
    if not mine or mine[-1] != ask:
        return False
    answer = ctx.calls_of(ctx.partner)[-1]
    level = {"bw": 5, "kings": 6}.get(arg, 4)
    return answer.is_bid and answer.level == level and (level == 4 or answer.strain != 4)


def _no_ask(ctx: Context, bind: Binding, arg: str) -> bool:
    """Our side has not yet asked for aces: no 4NT, no 4♣ Gerber over a natural notrump."""
    mine, theirs = ctx.calls_of(ctx.seat), ctx.calls_of(ctx.partner)
    if Call.parse("4NT") in mine + theirs:
        return False
    ours = ctx.seat.side
    return not any(
        _gerber_at(ctx, p) and ctx.dealer.next(p).side == ours for p in range(len(ctx.calls))
    )


def _undoubled(ctx: Context, bind: Binding, arg: str) -> bool:
    return ctx.doubled == 0


def _partner_bid(ctx: Context, bind: Binding, arg: str) -> bool:
    return any(call.is_bid for call in ctx.calls_of(ctx.partner))


def _we_bid(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner or I have made a bid."""
    return any(call.is_bid for call in ctx.calls_of(ctx.partner) + ctx.calls_of(ctx.seat))


def _at_game(ctx: Context, bind: Binding, arg: str) -> bool:
    """Our side's last bid is a game or higher (3NT, 4 of a major, 5 of a minor)."""
    last = ctx.last_bid
    return last is not None and _ours(ctx, bind, arg) and _game(last)


def _their_game(ctx: Context, bind: Binding, arg: str) -> bool:
    """The opponents' last bid, the last bid made, is a game or higher.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> ctx = Context.of(tuple(map(Call.parse, "1D 1H 2H 4H".split())), Seat.N,
    ...                  Vulnerability.NONE)
    >>> _their_game(ctx, {}, "")
    True
    """
    last = ctx.last_bid
    return last is not None and _theirs(ctx, bind, arg) and _game(last)


def _over_game(ctx: Context, bind: Binding, arg: str) -> bool:
    """The opponents made the last bid over a game our side had bid: a save, or a competing
    bid at the game level.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> ctx = Context.of(tuple(map(Call.parse, "1D 3C 3NT 4C".split())), Seat.N,
    ...                  Vulnerability.NONE)
    >>> _over_game(ctx, {}, "")
    True
    """
    if not _theirs(ctx, bind, arg):
        return False
    for position in range(len(ctx.calls) - 1, -1, -1):
        call = ctx.calls[position]
        if call.is_bid and ctx.dealer.next(position).side == ctx.seat.side:
            return _game(call)
    return False


def _their_fit(ctx: Context, bind: Binding, arg: str) -> bool:
    """The opponents made the last bid, in a suit their side had already bid (a raise or a
    rebid: they have found a fit and compete for the part score).

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> def their_fit(auction: str) -> bool:
    ...     calls = tuple(map(Call.parse, auction.split()))
    ...     return _their_fit(Context.of(calls, Seat.N, Vulnerability.NONE), {}, "")
    >>> their_fit("1S 2D 2S P P"), their_fit("1S 2D 2H P P")
    (True, False)
    """
    last = ctx.last_bid
    if not _theirs(ctx, bind, arg) or last is None or last.strain == Strain.NT:
        return False
    theirs = [
        call
        for position, call in enumerate(ctx.calls)
        if call.is_bid and ctx.dealer.next(position).side != ctx.seat.side
    ]
    return sum(call.strain == last.strain for call in theirs) >= 2  # the last one and before


def _they_opened(ctx: Context, bind: Binding, arg: str) -> bool:
    """The opponents made the opening bid.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> def they_opened(auction: str) -> bool:
    ...     calls = tuple(map(Call.parse, auction.split()))
    ...     return _they_opened(Context.of(calls, Seat.N, Vulnerability.NONE), {}, "")
    >>> they_opened("P 1C 1H 2C"), they_opened("1C 1H 1S 2H")
    (True, False)
    """
    return bool(ctx.stripped) and ctx.dealer.next(ctx.leading_passes).side != ctx.seat.side


def _one_unbid_major(ctx: Context, bind: Binding, arg: str) -> bool:
    """Exactly one major has not been bid (by anyone).

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> def one(auction: str) -> bool:
    ...     calls = tuple(map(Call.parse, auction.split()))
    ...     return _one_unbid_major(Context.of(calls, Seat.N, Vulnerability.NONE), {}, "")
    >>> one("1C 1H"), one("1C 1D"), one("1H 1S"), one("1S 2D")
    (True, False, False, True)
    """
    bid = {int(c.strain) for c in ctx.calls if c.is_bid and c.strain is not None}
    return len({2, 3} - bid) == 1


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
    game by opener or by responder (an unpassed hand), opener's reverse, opener's new suit
    after a two-over-one, or responder's fourth suit forcing; and every bid below game once
    our side has made a jump shift or a Jacoby 2NT (game forcing)."""
    if ctx.last_bidder != ctx.partner or ctx.doubled:
        return False
    if any(asked(ctx, bind, arg) for asked in (_fsf_asked, _one_spade_asked, _nmf_asked)):
        return True
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
    if _new_suit_over_overcall(ctx) or _after_new_suit_over_overcall(ctx):
        return True
    if _after_two_over_one(ctx):
        return True
    if resp_new_asked(ctx, bind, arg):  # responder's new suit after 1X P 1Y P 2X P
        return True
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


def _forced(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last bid is forcing and no table of answers covers every hand (those to
    fourth suit forcing and to new minor forcing do): the generic forced answers apply."""
    return _forcing(ctx, bind, arg) and not (
        _fsf_asked(ctx, bind, arg) or _nmf_asked(ctx, bind, arg)
    )


def fourth_suit_bid(stripped: tuple[Call, ...]) -> Call | None:
    """Responder's fourth suit forcing after the uncontested ``1X P 1Y P 1Z P`` (or ``2Y``,
    ``2Z``): the cheapest bid in the suit nobody has bid, when it is at the two or three
    level (``1C 1D 1H 1S`` is natural); None in any other auction. Whether responder is a
    passed hand is the caller's question.

    >>> def fsf(auction: str) -> str:
    ...     return str(fourth_suit_bid(tuple(map(Call.parse, auction.split()))))
    >>> fsf("1D P 1S P 2C P"), fsf("1H P 2C P 2D P"), fsf("1C P 1D P 1H P")
    ('2H', '2S', 'None')
    >>> fsf("1D P 1S P 2H P"), fsf("1D P 1S P 2S P")   # after a reverse; a raise
    ('3C', 'None')
    """
    if len(stripped) != 6 or not all(call.is_pass for call in stripped[1::2]):
        return None
    ours = stripped[0::2]
    suits = {call.strain for call in ours}
    if stripped[0].level != 1 or len(suits) != 3 or Strain.NT in suits or None in suits:
        return None
    (fourth,) = {Strain.C, Strain.D, Strain.H, Strain.S} - suits
    last = stripped[4]
    assert last.level is not None and last.strain is not None
    level = last.level if fourth > last.strain else last.level + 1
    if not 2 <= level <= 3:
        return None
    return Call.ALL[3 + (level - 1) * 5 + int(fourth)]


ResponderBid = Callable[[tuple[Call, ...]], Call | None]
"""Responder's conventional second bid after ``1X P 1Y P <rebid> P`` (the stripped calls), or
None where the convention does not apply: :func:`fourth_suit_bid`, :func:`new_minor_bid`."""


def _my_bid(ctx: Context, bid: ResponderBid) -> Call | None:
    """The bid ``bid`` names for me, when I am the responder and not a passed hand."""
    call = bid(ctx.stripped)
    if call is None or ctx.responder != ctx.seat or not ctx.unpassed_responder:
        return None
    return call


def _answering(ctx: Context, bid: ResponderBid) -> bool:
    """Partner, an unpassed responder, has just made the bid ``bid`` names, and I, the
    opener, answer it."""
    s = ctx.stripped
    return (
        len(s) == 8
        and s[7].is_pass
        and ctx.dealer.next(ctx.leading_passes) == ctx.seat
        and ctx.unpassed_responder
        and s[6] == bid(s[:6])
    )


def _fsf(ctx: Context, bind: Binding, arg: str) -> bool:
    """I am an unpassed responder and may bid fourth suit forcing (:func:`fourth_suit_bid`)."""
    return _my_bid(ctx, fourth_suit_bid) is not None


def _fsf_asked(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner, an unpassed responder, has just bid fourth suit forcing: I answer it."""
    return _answering(ctx, fourth_suit_bid)


_ONE_SPADE_AFTER = tuple(map(Call.parse, ["1C", "P", "1D", "P", "1H", "P"]))
"""The one auction where the fourth suit can be bid at the one level: ``1S`` there is natural."""


def _natural_one_spade(stripped: tuple[Call, ...]) -> Call | None:
    """1S after ``1C P 1D P 1H P``: natural, 4+ spades, forcing one round (fourth suit
    forcing starts at the two level, :func:`fourth_suit_bid`); None in any other auction."""
    return Call.parse("1S") if stripped == _ONE_SPADE_AFTER else None


def _one_spade(ctx: Context, bind: Binding, arg: str) -> bool:
    """I am an unpassed responder and may bid the natural 1S (:func:`_natural_one_spade`)."""
    return _my_bid(ctx, _natural_one_spade) is not None


def _one_spade_asked(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner, an unpassed responder, has just bid a natural 1S after ``1C P 1D P 1H``."""
    return _answering(ctx, _natural_one_spade)


def new_minor_bid(stripped: tuple[Call, ...]) -> Call | None:
    """Responder's new minor forcing after the uncontested ``1m P 1M P 1NT P``: two of the
    minor not opened. None in any other auction (after a major opening too). Whether
    responder is a passed hand is the caller's question.

    >>> def nmf(auction: str) -> str:
    ...     return str(new_minor_bid(tuple(map(Call.parse, auction.split()))))
    >>> nmf("1C P 1H P 1NT P"), nmf("1D P 1S P 1NT P"), nmf("1H P 1S P 1NT P")
    ('2D', '2C', 'None')
    """
    if len(stripped) != 6 or not all(call.is_pass for call in stripped[1::2]):
        return None
    opening, response, rebid = stripped[0::2]
    if (
        opening.level != 1
        or opening.strain not in (Strain.C, Strain.D)
        or response.level != 1
        or response.strain not in (Strain.H, Strain.S)
        or rebid != Call.parse("1NT")
    ):
        return None
    return Call.parse("2D" if opening.strain == Strain.C else "2C")


def nmf_call(ctx: Context) -> Call | None:
    """My new minor forcing bid (:func:`new_minor_bid`) when I am an unpassed responder who
    may bid it; None otherwise."""
    return _my_bid(ctx, new_minor_bid)


def _nmf(ctx: Context, bind: Binding, arg: str) -> bool:
    """I may bid new minor forcing (:func:`nmf_call`) and my major is ``arg`` (H or S)."""
    return nmf_call(ctx) is not None and str(ctx.stripped[2].strain) == arg


def _nmf_asked(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner, an unpassed responder, has just bid new minor forcing: I answer it."""
    return _answering(ctx, new_minor_bid)


def _fsf_unstopped(ctx: Context, bind: Binding, arg: str) -> bool:
    """I bid fourth suit forcing (no stopper in the fourth suit) and partner's answer, below
    game, is not notrump: he has not shown a stopper there either."""
    s = ctx.stripped
    if len(s) != 10 or not (s[7].is_pass and s[9].is_pass) or not ctx.unpassed_responder:
        return False
    answer = s[8]
    return (
        ctx.responder == ctx.seat
        and s[6] == fourth_suit_bid(s[:6])
        and answer.is_bid
        and answer.strain != Strain.NT
        and not _game(answer)
    )


def _after_two_over_one(ctx: Context) -> bool:
    """Whether the auction is ``1X P 2Y P <new suit> P`` with 2Y an unpassed responder's
    two-over-one: opener's new suit after a two-over-one is forcing (the responder showed 10+
    HCP, the opener 12+: game is near)."""
    s = ctx.stripped
    if len(s) != 6 or not (s[1].is_pass and s[3].is_pass and s[5].is_pass):
        return False
    opening, response, rebid = s[0], s[2], s[4]
    if opening.strain is None or response.strain is None or rebid.strain is None:
        return False
    return (
        opening.level == 1
        and response.level == 2
        and response.strain < opening.strain < 4
        and rebid.strain < 4
        and rebid.strain not in (opening.strain, response.strain)
        and ctx.leading_passes < 2  # responder is not a passed hand
        and not _game(rebid)
    )


def _responder_new_suit(ctx: Context) -> bool:
    """Whether the auction since the opening starts ``1X 1W 1Y P`` (or ``1X 1W 2Y P``,
    ``1X 2W 3Y P``...): after their suit overcall, partner of the opener, an unpassed hand,
    bid a new suit below game without a jump."""
    s = ctx.stripped
    if len(s) < 4 or not s[3].is_pass:
        return False
    opening, overcall, response = s[0], s[1], s[2]
    if overcall.strain is None or overcall.strain == 4 or response.strain is None:
        return False
    return (
        response.strain not in (opening.strain, overcall.strain, 4)
        and not _jumped(ctx, ctx.leading_passes + 2)
        and ctx.leading_passes < 2  # responder is not a passed hand
        and not _game(response)
    )


def _new_suit_over_overcall(ctx: Context) -> bool:
    """Opener's turn after :func:`_responder_new_suit`: forcing for one round (opener's
    answers: ``overcalled.OPENER_AFTER_NEW_SUIT``)."""
    return len(ctx.stripped) == 4 and _responder_new_suit(ctx)


def _after_new_suit_over_overcall(ctx: Context) -> bool:
    """Whether the auction is ``1X 1W 2Y P 2Z P`` (or ``1X 2W 2Y P 3Z P``...): responder's
    new suit (:func:`_responder_new_suit`) at the two level or higher (10+ HCP), then
    opener's new suit or their suit below game: forcing, as after a two-over-one."""
    s = ctx.stripped
    if len(s) != 6 or not s[5].is_pass or not _responder_new_suit(ctx):
        return False
    opening, response, rebid = s[0], s[2], s[4]
    return (
        response.level is not None
        and response.level >= 2
        and rebid.strain is not None
        and rebid.strain not in (opening.strain, response.strain, 4)  # a cue bid forces too
        and not _game(rebid)
    )


_MAJOR_OPENINGS = (Call.parse("1H"), Call.parse("1S"))
_JACOBY = (Call.parse("P"), Call.parse("2NT"))  # over 1M: pass, then Jacoby 2NT


def _game_forced(ctx: Context, before: int) -> bool:
    """Whether our side, having opened with one of a suit, made a jump shift below game (a
    new suit, by opener or an unpassed responder) or a Jacoby 2NT before
    ``ctx.calls[before]``; or opened a strong 2C and opener did not rebid 2NT (22-24) over
    the waiting 2D."""
    opening = ctx.stripped[0] if ctx.stripped else None
    if opening == TWO_CLUBS and ctx.dealer.next(ctx.leading_passes).side == ctx.seat.side:
        return ctx.stripped[1:5] != _TWO_CLUBS_2NT
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
    if _cue_after_opener_passed(ctx, before):
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


def _cue_after_opener_passed(ctx: Context, before: int) -> bool:
    """Responder cue bid their overcall of his one-level response after opener passed it
    (``1C P 1H 2D P P 3D``, decision 0066) before ``ctx.calls[before]``: forcing to game."""
    s = ctx.stripped
    if len(s) < 7 or ctx.leading_passes + 6 >= before:
        return False
    response, theirs, cue = s[2], s[3], s[6]
    if not (s[1].is_pass and s[4].is_pass and s[5].is_pass):
        return False
    if response.level != 1 or response.strain in (None, 4):
        return False
    if theirs.level not in (1, 2) or theirs.strain in (None, 4, s[0].strain, response.strain):
        return False
    return cue.strain == theirs.strain and cue.level == theirs.level + 1


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


def _pjump(ctx: Context, bind: Binding, arg: str) -> bool:
    """Partner's last bid skipped a level in its strain (a jump)."""
    positions = [
        p
        for p in range(len(ctx.calls))
        if ctx.dealer.next(p) == ctx.partner and ctx.calls[p].is_bid
    ]
    return bool(positions) and _jumped(ctx, positions[-1])


AUCTION_TESTS: dict[str, AuctionTest] = {
    "forcing": _forcing,
    "forced": _forced,
    "fsf": _fsf,
    "fsf_asked": _fsf_asked,
    "fsf_unstopped": _fsf_unstopped,
    "one_spade": _one_spade,
    "one_spade_asked": _one_spade_asked,
    "nmf": _nmf,
    "nmf_asked": _nmf_asked,
    "pjump": _pjump,
    "kask": _kask,
    "weak2": _weak2,
    "at_game": _at_game,
    "over_game": _over_game,
    "their_game": _their_game,
    "their_fit": _their_fit,
    "they_opened": _they_opened,
    "one_unbid_major": _one_unbid_major,
    "seat": _seat,
    "vul": _vul,
    "passed": _passed,
    "ours": _ours,
    "theirs": _theirs,
    "below": _below,
    "bw": _blackwood,
    "asked": _asked,
    "no_ask": _no_ask,
    "partner_nt": _partner_nt,
    "partner_nt_any": _partner_nt_any,
    "quantitative": _quantitative,
    "gerber": _gerber,
    "gerber_asked": _gerber_asked,
    "undoubled": _undoubled,
    "partner_bid": _partner_bid,
    "we_bid": _we_bid,
    "jacoby": _jacoby,
}
"""Auction tests by name: ``test(ctx, bind, arg) -> bool``."""
