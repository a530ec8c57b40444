"""The SAYC sequences that read "natural, no agreed meaning" before decision 0081: every call
of the booklet's standard auctions has a meaning, the robot bids the new rules with the
hands they describe, and the calls that force are never passed (properties over many hands).
Dealer North, nobody vulnerable; an auction is the calls before the bidder's turn."""

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


# hand | auction before the bidder | the robot's call | why
CHOICES = """
AKQ2.AKJ.KQ3.KJ2      |                  | 3NT | 26 balanced: the 3NT opening
AKQ2.AKJ.AQ3.KQ2      |                  | 2C  | 28 balanced: 2C, then 4NT
K32.Q32.A432.K32      | 3NT P            | 4C  | 12 HCP: Gerber
K32.Q32.J432.432      | 3NT P            | 4NT | 6 HCP: quantitative
K32.Q32.Q432.K32      | 3NT P            | 6NT | 10 HCP: slam
32.QJ8765.432.32      | 3NT P            | 4H  | six hearts, 3 HCP
432.J32.5432.Q32      | 3NT P            | P   | 3 HCP
32.Q32.A98765.K2      | 1NT P            | 2NT | 9 HCP, a poor minor: the 2NT invitation
KQ2.AQ32.K32.K32      | 1NT P 3S P       | 4NT | 17 HCP, three spades: Blackwood
K32.AQ32.K32.K32      | 1NT P 3S P       | 4S  | 15 HCP: game
KQ2.A32.K32.AJ32      | 1NT P 2D P 2H P 3C P | 4H | three hearts: the major game
KQ2.A2.K432.AJ32      | 1NT P 2D P 2H P 3C P | 3NT | two hearts: notrump
32.AKQ987.432.32      | 2H P 2NT P       | 3NT | a solid suit
32.AKJ987.432.32      | 2H P 2NT P       | 3H  | 8 HCP, not solid: a minimum
Q2.KJ2.KQ32.QJ32      | 1H 1S P          | 2NT | 14 HCP, hearts stopped, no fit
K2.KJ2.KQ32.QJ32      | 1H 1S P          | 3NT | 16 HCP: game
2.QJ8765.K432.32      | 1H 1S            | 4H  | six hearts, a singleton, 6 HCP
2.QJ8765.K432.32      | 1H X             | 4H  | the same over a double
K2.Q32.KJ432.Q32      | 1D X             | 2NT | 11 HCP, five diamonds: Jordan
K32.KJ2.Q432.432      | 2H X P           | 2NT | 9 HCP, hearts stopped
K32.32.AKJ2.KJ32      | 2H X P           | 3H  | 15 HCP, no major, hearts unstopped
KQ32.A2.KJ32.A32      | 2H X P 3H P      | 3S  | four spades
KJ8765.2.432.432      | 4H X P           | 4S  | six spades
2.2.KJ876.QJ8765      | 4H X P           | 4NT | both minors
K32.Q32.J432.432      | 4H X P           | P   | nothing to take out to
KJ876.2.432.5432      | 2C P 2D P 2H P   | 2S  | five spades, no heart fit
K32.K32.Q432.J32      | 1H P 2H P 3C P   | 4H  | 9 support points: accepts the try
A32.K32.32.J5432      | 1C P 2C P 2D P   | 3NT | hearts and spades stopped
432.K32.32.AJ432      | 1C P 2C P 2D P   | 3C  | spades unstopped
432.K32.Q432.432      | 1H P 2H P 3C P   | 3H  | 7 support points: declines
"""


def _calls(text: str) -> list[Call]:
    return [Call.parse(word) for word in text.split()]


def _choices() -> list[tuple[str, str, str, str]]:
    rows = []
    for line in CHOICES.strip().splitlines():
        hand, auction, expected, why = (part.strip() for part in line.split("|"))
        rows.append((hand, auction, expected, why))
    return rows


@pytest.mark.parametrize(("hand", "auction", "expected", "why"), _choices())
def test_the_robot_bids_the_sequence(hand: str, auction: str, expected: str, why: str) -> None:
    decision = choose(Hand.parse(hand), _calls(auction), Seat.N, Vulnerability.NONE)
    assert decision.action == Call.parse(expected), (why, str(decision))


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
    decision = choose(hand, _calls(auction), Seat.N, Vulnerability.NONE)
    assert decision.action != Call.PASS, (auction, hand, str(decision))
    assert decision.rule is not None, (auction, hand, str(decision))
