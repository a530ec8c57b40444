"""The SAYC sequences that read "natural, no agreed meaning" before decision 0081: each has its
meaning, and the calls that force are never passed (a property over many hands). The hands
the robot bids them with are rows of ``test_bidding_cases.CASES`` marked (0081). Dealer
North, nobody vulnerable; an auction is the calls before the bidder's turn."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.core import Call, Hand, Seat, Vulnerability
from bridgecraft.robots.bidding import NO_AGREED_MEANING, choose, explain

# auction before the call | call | words its explanation must hold
MEANINGS = [
    # 1NT: the jumps to three, Stayman's and the transfers' continuations
    ("1NT P", "3C", "invitational to 3NT: a good 6+ clubs"),
    ("1NT P", "3D", "invitational to 3NT: a good 6+ diamonds"),
    ("1NT P", "3S", "slam interest: 6+ spades"),
    ("1NT P 3S P", "4S", "no slam interest"),
    ("1NT P 3H P", "4NT", "Blackwood"),
    ("1NT P 2C P 2H P", "2S", "invitational: 5 spades"),
    ("1NT P 2C P 2H P", "3S", "game forcing: 5 spades"),
    ("1NT P 2C P 2S P", "3H", "game forcing: 5 hearts"),
    ("1NT P 2C P 2D P", "3C", "slam interest: 5+ clubs"),
    ("1NT P 2C P 2S P", "3D", "slam interest: 5+ diamonds"),
    ("1NT P 2C P 2H P 3D P", "4D", "support for diamonds"),
    ("1NT P 2C P 2H P 3D P", "3NT", "no fit for diamonds"),
    ("1NT P 2D P 2H P", "2S", "new suit: natural, 4+ spades and 5+ hearts, game forcing"),
    ("1NT P 2D P 2H P", "3C", "new suit: natural, 4+ clubs"),
    ("1NT P 2H P 2S P", "3H", "new suit: natural, 4+ hearts and 5+ spades"),
    ("1NT P 2H P 2S P 3D P", "4S", "3+ spades: the major game"),
    ("1NT P 2H P 2S P 3D P", "3NT", "2 spades: notrump"),
    ("1NT X 2C P 2H P", "2S", "invitational: 5 spades"),  # systems on
    # the 3NT opening and its answers
    ("", "3NT", "25-27 HCP, balanced"),
    ("3NT P", "4C", "Gerber"),
    ("3NT P 4C P", "4H", "Gerber answer: 1 ace"),
    ("3NT P", "4H", "to play: 6+ hearts"),
    ("3NT P", "6NT", "to play: 8-10 HCP"),
    # weak twos and preempts
    ("2H P 2NT P", "3NT", "a solid hearts suit"),
    ("2S P", "4NT", "Blackwood"),
    ("3S P", "4NT", "Blackwood"),
    ("3S P 4NT P", "5D", "Blackwood answer: 1 ace"),
    # game tries after a single raise
    ("1H P 2H P", "2S", "game try: 16-18 points, asks for help in spades"),
    ("1S P 2S P", "3D", "game try: 16-18 points, asks for help in diamonds"),
    ("1H P 2H P", "2NT", "game try: 16-18 points, balanced"),
    ("1H P 2H P 3C P", "4H", "accepts the game try"),
    ("1H P 2H P 3C P", "3H", "declines the game try"),
    # after 2C 2D 2M: responder's own suit
    ("2C P 2D P 2H P", "2S", "natural: 5+ spades, no fit for hearts"),
    ("2C P 2D P 2S P", "3C", "natural: 5+ clubs, no fit for spades"),
    # a stopper on the way to 3NT after a minor raise; opener's second suit after 1m-2NT
    ("1C P 2C P", "2D", "a stopper in diamonds, 16+ points: looking for 3NT"),
    ("1D P 2D P 2H P", "3NT", "the unbid suits stopped"),
    ("1D P 2D P 3C P", "3D", "an unbid suit unstopped: back to diamonds"),
    ("1C P 3C P", "3H", "a stopper in hearts, 14+ HCP"),
    ("1C P 3C P 3H P", "4C", "back to clubs"),
    ("1D P 2NT P", "3C", "natural: 4+ clubs, unbalanced, forcing"),
    ("1NT P", "4S", "to play: 6+ spades"),
    # competition
    ("1H 1S P", "2NT", "invitational: 12-14 HCP, stopper in hearts"),
    ("1D 1H X", "2NT", "invitational: 12-14 HCP, stopper in diamonds"),
    ("1H 1S P", "4S", "preemptive raise to four: 5+ spades"),
    ("1H 1S", "4H", "preemptive raise to game: 5+ hearts"),
    ("1S 2H", "4S", "preemptive raise to game: 5+ spades"),
    ("1H X", "4H", "preemptive raise to game: 5+ hearts"),
    ("1D X", "2NT", "Jordan 2NT: limit raise or better, 4+ diamonds"),
    ("1C X", "2NT", "Jordan 2NT: limit raise or better, 4+ clubs"),
    ("2H X P", "2NT", "natural: 8-9 HCP, a stopper in hearts"),
    ("2S X P", "3S", "cue bid: 12+ HCP, game forcing"),
    ("2H X P 3H P", "3S", "answers the cue bid: 4+ spades"),
    ("2H X P 3H P", "3NT", "answers the cue bid: no 4-card major, a stopper in hearts"),
    ("4H X P", "4S", "natural: 5+ spades, takes out the double"),
    ("4S X P", "4NT", "takeout: both minors"),
    ("4S X P", "5C", "natural: 6+ clubs"),
    ("4H X P", "P", "defends: leaves the double in"),
]


@pytest.mark.parametrize(("auction", "call", "words"), MEANINGS)
def test_the_sequence_has_its_sayc_meaning(auction: str, call: str, words: str) -> None:
    text = explain(auction.split(), call, Seat.N, Vulnerability.NONE)
    assert NO_AGREED_MEANING not in text
    assert words in text, text


RANKS = "AKQJT98765432"
SUITS = "CDHS"


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """Any hand of thirteen cards."""
    cards = draw(
        st.lists(
            st.sampled_from([(s, r) for s in SUITS for r in RANKS]),
            min_size=13,
            max_size=13,
            unique=True,
        )
    )
    text = ".".join("".join(r for r in RANKS if (suit, r) in cards) for suit in reversed(SUITS))
    return Hand.parse(text)


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
