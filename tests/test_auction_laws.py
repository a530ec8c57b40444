"""The auction's legal calls against an independent reading of the Laws (18, 19, 22),
written here from the Laws alone, on auctions biased toward doubles and redoubles; and the
cases a too-strict rule would miss (a redouble after two passes, Law 19B1)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.core import Auction, Board, Deal, Game, IllegalActionError, Seat

BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]


def legal_by_the_laws(dealer: int, calls: list[str]) -> set[str]:
    """The calls the next player may make (empty once the auction is over).

    Law 22: the auction ends after four passes at the start, or three passes after a bid,
    double or redouble. Law 18: a bid must outrank the last bid. Law 19A: a player may
    double only the last bid, made by an opponent, not yet doubled (passes may come
    between). Law 19B: a player may redouble only the last double, made by an opponent,
    of his own side's bid, with no call but passes since."""
    if calls[:4] == ["P"] * 4 or (len(calls) >= 4 and calls[-3:] == ["P"] * 3):
        return set()
    seat = (dealer + len(calls)) % 4
    legal = {"P"}
    bid_at = max((i for i, call in enumerate(calls) if call in BIDS), default=None)
    if bid_at is None:
        return legal | set(BIDS)
    legal |= set(BIDS[BIDS.index(calls[bid_at]) + 1 :])
    since = [(i, call) for i, call in enumerate(calls) if i > bid_at and call != "P"]
    bidder_side = (dealer + bid_at) % 2
    if not since and bidder_side != seat % 2:
        legal.add("X")
    if [call for _, call in since] == ["X"] and bidder_side == seat % 2:
        legal.add("XX")
    return legal


@st.composite
def auctions(draw: st.DrawFn) -> tuple[int, list[str]]:
    """A dealer and a legal auction (by the Laws above), rich in doubles and redoubles."""
    dealer = draw(st.integers(0, 3))
    calls: list[str] = []
    while legal := legal_by_the_laws(dealer, calls):
        kind = draw(st.sampled_from(["P", "P", "X", "XX", "bid"]))
        if kind in legal:
            calls.append(kind)
        else:
            higher = sorted((b for b in legal if b in BIDS), key=BIDS.index)
            calls.append(higher[draw(st.integers(0, min(2, len(higher) - 1)))] if higher else "P")
        if len(calls) > 60 or draw(st.integers(0, 30)) == 0:
            break
    return dealer, calls


@settings(max_examples=400, deadline=None)
@given(auctions())
def test_the_legal_calls_are_those_of_the_laws(auction: tuple[int, list[str]]) -> None:
    dealer, calls = auction
    made = Auction(Seat(dealer))
    for position in range(len(calls) + 1):
        expected = legal_by_the_laws(dealer, calls[:position])
        assert {str(call) for call in made.legal_calls()} == expected, calls[:position]
        assert made.is_over == (not expected)
        if position < len(calls):
            made = made.apply(calls[position])


@pytest.mark.parametrize(
    ("calls", "call", "legal"),
    [
        ("1S X P P", "XX", True),  # Law 19B1: the doubled side may redouble after two passes
        ("1S X P", "XX", False),  # West doubled; North is his partner's side: no redouble
        ("1S X", "XX", True),
        ("1S P P X", "XX", True),  # the double after two passes, then a redouble
        ("1S X XX", "X", False),  # a redoubled bid cannot be doubled again
        ("1S P P", "X", True),  # West may double in the pass-out seat
        ("1S P", "X", False),  # North may not double his partner's bid
        ("1S X P P XX P P", "X", False),
    ],
)
def test_doubles_and_redoubles_after_passes(calls: str, call: str, legal: bool) -> None:
    auction = Auction.parse(calls, dealer=Seat.N)
    assert auction.is_legal(call) == legal
    assert (call in legal_by_the_laws(0, calls.split())) == legal


def test_no_claim_before_the_opening_lead() -> None:
    """Decision 0002: a claim may be made once the opening lead is faced (Law 41C starts
    the play period then), not in the auction or on the opening lead."""
    game = Game.replay(Board(1, Deal.from_index(7)), ["1NT", "P", "P", "P"])
    assert not any("claims" in str(action) for action in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.apply("N claims 7")
    with pytest.raises(IllegalActionError):
        game.apply("E claims 6")
    played = game.apply(game.legal_actions(claims=False)[0])
    assert any("claims" in str(action) for action in played.legal_actions())
