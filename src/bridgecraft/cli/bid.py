"""The ``bid`` command: an auction explained call by call in SAYC, what it shows of each
hand, what a call would mean next, and the robot's call for a hand or a whole deal."""

from __future__ import annotations

from typing import Annotated

import typer

from bridgecraft.cli.app import app
from bridgecraft.cli.deals import _deal_from_text
from bridgecraft.core import (
    Auction,
    Call,
    Hand,
    IllegalCallError,
    InvalidNotationError,
    Seat,
    Vulnerability,
    board_dealer,
    board_vulnerability,
)
from bridgecraft.robots.base import Decision
from bridgecraft.robots.bidding import NO_AGREED_MEANING, RULES, Shows, choose, explain, infer

__all__ = ["auction_shows", "bid", "other_fits", "render_bidding", "would_show"]


def _meaning(calls: tuple[Call, ...], call: Call, dealer: Seat, vul: Vulnerability) -> str:
    """What ``call`` means after ``calls``, without the call itself in front."""
    return explain(calls, call, dealer, vul).removeprefix(f"{call.symbol}: ")


def auction_shows(calls: tuple[Call, ...], dealer: Seat, vulnerability: Vulnerability) -> list[str]:
    """What the calls show in SAYC of each hand that has shown something, a line a hand
    (none when no hand has).

    >>> auction_shows((Call.parse("1S"),), Seat.S, Vulnerability.NONE)
    ['  South  10-21 HCP, ♠ 5+']
    """
    ranges = infer(calls, dealer, vulnerability)
    shown = [(seat, ranges[seat].describe()) for seat in Seat]
    return [f"  {seat.full_name:<6} {text}" for seat, text in shown if text != "any hand"]


def would_show(
    calls: tuple[Call, ...], call: Call, dealer: Seat, vulnerability: Vulnerability
) -> str | None:
    """What the player to call would have shown in SAYC after ``call`` (all his calls
    together), in words; None when the call tells nothing more than his calls before.

    >>> would_show((Call.parse("1NT"), Call.PASS), Call.parse("2D"), Seat.N, Vulnerability.NONE)
    'South would show: ♥ 5+'
    >>> would_show((), Call.parse("7NT"), Seat.N, Vulnerability.NONE) is None
    True
    """
    seat = dealer.next(len(calls))
    before = infer(calls, dealer, vulnerability)[seat]
    after = infer((*calls, call), dealer, vulnerability)[seat]
    return None if after == before else f"{seat.full_name} would show: {after.describe()}"


def render_bidding(
    auction: Auction,
    vulnerability: Vulnerability,
    *,
    hand: Hand | None = None,
    asked: tuple[Call, ...] = (),
) -> str:
    """The auction call by call with what each call means in SAYC, what it shows of each
    hand, then who is to call and, if asked, what calls would mean next and the system's
    call for ``hand`` (the hand of the seat to act).

    >>> auction = Auction(Seat.N, [Call.parse("1NT"), Call.PASS])
    >>> print(render_bidding(auction, Vulnerability.NONE, asked=(Call.parse("2D"),)))
    North  1NT   15-17 HCP, balanced; or 15-17 HCP, 5-4-2-2 with a five-card minor
    East   Pass  no suitable action
    <BLANKLINE>
    What the auction shows:
      North  15-17 HCP, ♠ 2-5, ♥ 2-5, ♦ 2-5, ♣ 2-5
      East   0-14 HCP
    <BLANKLINE>
    South to call.
    2♦ would be: Jacoby transfer to hearts: 5+ hearts, any strength
      South would show: ♥ 5+
    """
    dealer = auction.dealer
    calls = tuple(auction)
    width = max((len(call.symbol) for call in calls), default=0)
    lines = [
        f"{auction.seat_of(index).full_name:<6} {call.symbol:<{width}}  "
        f"{_meaning(calls[:index], call, dealer, vulnerability)}"
        for index, call in enumerate(calls)
    ]
    shown = auction_shows(calls, dealer, vulnerability)
    if shown:
        lines += ["", "What the auction shows:"] if lines else ["What the auction shows:"]
        lines += shown
    if lines:
        lines.append("")
    seat = auction.to_act
    if seat is None:
        contract = auction.contract
        final = (
            "passed out"
            if contract is None
            else f"{contract.level}{contract.strain.symbol}{contract.doubled} by "
            f"{contract.declarer.full_name}"
        )
        lines.append(f"The auction is over: {final}.")
        return "\n".join(lines)
    lines.append(f"{seat.full_name} to call.")
    for call in asked:
        lines.append(f"{call.symbol} would be: {_meaning(calls, call, dealer, vulnerability)}")
        shown_by_call = would_show(calls, call, dealer, vulnerability)
        if shown_by_call is not None:
            lines.append(f"  {shown_by_call}")
    if hand is not None:
        decision = choose(hand, calls, dealer, vulnerability)
        assert isinstance(decision.action, Call)
        lines.append(f"With {hand}, SAYC bids {decision.action.symbol}: {decision.meaning}")
        for other in other_fits(decision):
            lines.append(
                f"  also fits: {other.symbol}: {_meaning(calls, other, dealer, vulnerability)}"
            )
    return "\n".join(lines)


_CATCH_ALL = frozenset(rule.id for rule in RULES if rule.priority == 0 and rule.shows == Shows())
"""The rules at the bottom of a spot that take any hand reaching them ("no suitable action"):
every hand fits them, so naming one says nothing about the hand."""


def other_fits(decision: Decision) -> list[Call]:
    """Up to three calls other than the decision's that the hand also fits, best first,
    without the catch-all rules (:data:`_CATCH_ALL`).

    >>> from bridgecraft.core import Hand, Seat, Vulnerability
    >>> calls = [Call.parse(c) for c in "1D P 1S P 2C P".split()]
    >>> decision = choose(Hand.parse("KJ32.32.K32.AQ32"), calls, Seat.N, Vulnerability.NONE)
    >>> str(decision.action), [str(call) for call in other_fits(decision)]
    ('2H', ['3NT', '5C'])
    """
    others = (
        c.action
        for c in decision.candidates
        if c.action != decision.action and isinstance(c.action, Call) and c.note not in _CATCH_ALL
    )
    return list(dict.fromkeys(others))[:3]


def _calls(text: str) -> list[Call]:
    """Calls separated by spaces or commas (``1NT P 2C``)."""
    return [Call.parse(word) for word in text.replace(",", " ").split()]


@app.command()
def bid(
    auction_text: Annotated[
        str,
        typer.Argument(
            metavar="[AUCTION]",
            help="The calls so far, separated by spaces or commas ('1NT P 2C'); none: the "
            "opening bid.",
        ),
    ] = "",
    hand: Annotated[
        str | None,
        typer.Option(help="The hand of the seat to call (AKJ2.K3.Q32.K432): the system's call."),
    ] = None,
    deal_text: Annotated[
        str | None,
        typer.Option(
            "--deal",
            metavar="DEAL",
            help="A PBN deal or a deal index: the robots bid every hand to the end.",
        ),
    ] = None,
    ask: Annotated[
        list[str] | None,
        typer.Option(help="A call whose meaning next you want (may be repeated)."),
    ] = None,
    menu: Annotated[
        bool,
        typer.Option(
            "--next", help="What every call with a meaning in the system would mean next."
        ),
    ] = False,
    board: Annotated[
        int, typer.Option(min=1, help="Board number (sets dealer and vulnerability).")
    ] = 1,
    dealer: Annotated[str | None, typer.Option(help="Dealer, if not the board's.")] = None,
    vul: Annotated[str | None, typer.Option(help="Vulnerability, if not the board's.")] = None,
) -> None:
    """Explain an auction in SAYC, call by call, and say what SAYC would bid next.

    With --hand, the system's call for that hand (the seat to call); with --ask, what a call
    would mean next, and with --next, what every call with a meaning in the system would;
    with --deal, the robots bid all four hands from AUCTION to the end.
    """
    asking = [name for name, value in (("--hand", hand), ("--ask", ask), ("--next", menu)) if value]
    if deal_text is not None and asking:
        raise InvalidNotationError(
            f"--deal and {asking[0]} cannot be given together: --deal bids all four hands "
            f"to the end, {asking[0]} asks about the next call"
        )
    first = board_dealer(board) if dealer is None else Seat.of(dealer, "dealer")
    vulnerability = board_vulnerability(board) if vul is None else Vulnerability.of(vul)
    auction = Auction(first, _calls(auction_text))
    if asking and auction.is_over:
        raise IllegalCallError(
            f"cannot use {asking[0]} after {str(auction)!r}: the auction is over"
        )
    asked = tuple(Call.parse(text) for text in ask or ())
    for call in asked:
        if not auction.is_legal(call):
            raise IllegalCallError(
                f"cannot ask about {call}: it is not a legal call after "
                f"{str(auction) or 'no calls'}"
            )
    if menu:
        calls = tuple(auction)
        asked += tuple(
            call
            for call in auction.legal_calls()
            if call not in asked
            and _meaning(calls, call, first, vulnerability) != NO_AGREED_MEANING
        )
    held = None if hand is None else _full_hand(hand)
    if deal_text is not None:
        dealt = _deal_from_text(deal_text)
        while not auction.is_over:
            seat = auction.to_act
            assert seat is not None
            decision = choose(dealt[seat], tuple(auction), first, vulnerability)
            assert isinstance(decision.action, Call)
            auction = auction.apply(decision.action)
    typer.echo(render_bidding(auction, vulnerability, hand=held, asked=asked))


def _full_hand(text: str) -> Hand:
    """A hand of thirteen cards, as PBN writes one (``AKJ2.K3.Q32.K432``)."""
    hand = Hand.parse(text)
    if len(hand) != 13:
        raise InvalidNotationError(
            f"invalid hand {text!r}: a hand to bid holds 13 cards, this one {len(hand)}"
        )
    return hand
