"""Responder's natural new suit after opener rebids his suit (decision 0093): the auction
``1X P 1Y P 2X P``, responder's new suit in it, and the auction tests of the rules that bid
and answer it (:data:`NEW_SUIT_AUCTION_TESTS`).

>>> from bridgecraft.core import Seat, Vulnerability
>>> ctx = Context.of(tuple(map(Call.parse, "1C P 1S P 2C P".split())), Seat.N,
...                  Vulnerability.NONE)
>>> ctx.seat, NEW_SUIT_AUCTION_TESTS["resp_new"](ctx, {}, "")   # South, the responder
(Seat.S, True)
>>> ctx = Context.of(ctx.calls + (Call.parse("2H"), Call.PASS), Seat.N, Vulnerability.NONE)
>>> ctx.seat, NEW_SUIT_AUCTION_TESTS["resp_new_asked"](ctx, {}, "")  # North answers it
(Seat.N, True)
>>> NEW_SUIT_AUCTION_TESTS["resp_new"](ctx, {}, "")
False
"""

from __future__ import annotations

from bridgecraft.core import Call
from bridgecraft.robots.bidding.context import Context

__all__ = ["NEW_SUIT_AUCTION_TESTS", "new_suit_after_rebid", "rebid_own_suit", "resp_new_asked"]


def rebid_own_suit(stripped: tuple[Call, ...]) -> bool:
    """Whether ``stripped`` is the uncontested ``1X P 1Y P 2X P``: opener rebid his suit at
    the two level after responder's one-level new suit, where responder's new suit is natural
    and forcing (:func:`new_suit_after_rebid`).

    >>> def rebid(auction: str) -> bool:
    ...     return rebid_own_suit(tuple(map(Call.parse, auction.split())))
    >>> rebid("1C P 1S P 2C P"), rebid("1H P 1S P 2H P"), rebid("1C P 1S P 2D P")
    (True, True, False)
    >>> rebid("1C P 1NT P 2C P"), rebid("1C P 1H P 3C P")
    (False, False)
    """
    if len(stripped) != 6 or not all(call.is_pass for call in stripped[1::2]):
        return False
    opening, response, rebid = stripped[0], stripped[2], stripped[4]
    return (
        opening.level == 1
        and response.level == 1
        and rebid.level == 2
        and opening.strain == rebid.strain
        and opening.strain is not None
        and response.strain is not None
        and opening.strain < 4
        and response.strain < 4
    )


def new_suit_after_rebid(stripped: tuple[Call, ...]) -> bool:
    """Whether ``stripped`` is ``1X P 1Y P 2X P`` and a bid below game in a suit not bid
    yet, without a jump: responder's natural new suit, forcing one round.

    >>> def new(auction: str) -> bool:
    ...     return new_suit_after_rebid(tuple(map(Call.parse, auction.split())))
    >>> new("1C P 1S P 2C P 2H"), new("1H P 1S P 2H P 3C"), new("1C P 1S P 2C P 3H")
    (True, True, False)
    >>> new("1C P 1S P 2C P 2S"), new("1C P 1S P 2C P 2NT")
    (False, False)
    """
    if len(stripped) != 7 or not rebid_own_suit(stripped[:6]):
        return False
    bid = stripped[6]
    if not bid.is_bid or bid.strain is None or bid.strain == 4:
        return False
    if bid.strain in (stripped[0].strain, stripped[2].strain):
        return False
    rebid = stripped[4].strain
    assert rebid is not None  # opener's rebid is in his suit (rebid_own_suit)
    return bid.level == (2 if bid.strain > rebid else 3)


def _resp_new(ctx: Context, bind: dict[str, int], arg: str) -> bool:
    """I am the unpassed responder after ``1X P 1Y P 2X P`` (:func:`rebid_own_suit`): a new
    suit is natural and forcing."""
    return rebid_own_suit(ctx.stripped) and ctx.responder == ctx.seat and ctx.unpassed_responder


def resp_new_asked(ctx: Context, bind: dict[str, int], arg: str) -> bool:
    """Partner, an unpassed responder, has just bid a new suit after ``1X P 1Y P 2X P``
    (:func:`new_suit_after_rebid`): I, the opener, answer it (it is forcing).

    >>> from bridgecraft.core import Seat, Vulnerability
    >>> calls = tuple(map(Call.parse, "1C P 1S P 2C P 2H P".split()))
    >>> resp_new_asked(Context.of(calls, Seat.N, Vulnerability.NONE), {}, "")
    True
    """
    s = ctx.stripped
    return (
        len(s) == 8
        and s[7].is_pass
        and new_suit_after_rebid(s[:7])
        and ctx.dealer.next(ctx.leading_passes) == ctx.seat
        and ctx.unpassed_responder
    )


NEW_SUIT_AUCTION_TESTS = {"resp_new": _resp_new, "resp_new_asked": resp_new_asked}
"""The auction tests of responder's new suit: ``resp_new`` (I may bid it) and
``resp_new_asked`` (partner has bid it; I, the opener, answer)."""
