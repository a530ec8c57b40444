"""The forcing SAYC sequences that read "natural, no agreed meaning" before decision 0081 are
never passed (a property over many hands). Their explanations are rows of
``test_bidding_cases.EXPLAINED``, and the hands the robot bids them with rows of
``test_bidding_cases.CASES``, both marked (0081). Dealer North, nobody vulnerable."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.strategies import hands

from bridgecraft.core import Call, Hand, Seat, Vulnerability
from bridgecraft.robots.bidding import choose
from bridgecraft.robots.bidding.notrump import ONE_NT_OVERCALL, OVER_OUR_1NT_OVERCALL

FORCING = [
    "1NT P 3H P",  # slam interest
    "1NT P 3S P",
    "1NT P 2D P 2H P 3C P",  # a new suit after the transfer: game forcing
    "1NT P 2H P 2S P 3H P",
    "1NT P 2C P 2H P 3D P",  # slam interest after Stayman
    "1H P 2H P 3C P",  # game tries
    "1S P 2S P 2NT P",
    "1C P 2C P 2D P",  # a stopper on the way to 3NT
    "1C P 3C P 3H P",
    "3NT P 4C P",  # Gerber
]


@settings(max_examples=200, deadline=None)
@given(hands(), st.sampled_from(FORCING))
def test_a_forcing_sequence_is_never_passed(hand: Hand, auction: str) -> None:
    calls = [Call.parse(word) for word in auction.split()]
    decision = choose(hand, calls, Seat.N, Vulnerability.NONE)
    assert decision.action != Call.PASS, (auction, hand, str(decision))
    assert decision.rule is not None, (auction, hand, str(decision))


def test_the_1nt_overcallers_calls_say_his_top_of_18() -> None:
    """Partner's 1NT overcall is 15-18: where the overcaller's call after it takes the top of
    the range (decision 0074), its meaning says 18, not the opening's 17."""
    tops = [r for r in (*ONE_NT_OVERCALL, *OVER_OUR_1NT_OVERCALL) if r.shows.hcp[1] == 18]
    assert len(tops) >= 10
    for r in tops:
        assert "-17 HCP" not in r.meaning and " 17 HCP" not in r.meaning, (r.id, r.meaning)
        assert "18 HCP" in r.meaning or "maximum" in r.meaning, (r.id, r.meaning)
