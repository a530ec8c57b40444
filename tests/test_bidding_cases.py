"""SAYC by example: (hand, auction, expected call) cases from the ACBL SAYC card and standard
bidding texts, checked through :func:`choose`. Dealer North, nobody vulnerable; the auction is
the calls before the bidder's turn."""

from __future__ import annotations

import pytest

from bridgecraft.core import Call, Hand, Seat, Vulnerability
from bridgecraft.robots.bidding import choose

# hand (S.H.D.C) | auction before the bidder | expected | note
CASES = """
AKJ32.K32.Q32.32      |             | 1S  | five spades, 12 HCP
K32.AKJ32.Q32.32      |             | 1H  | five hearts
AK32.Q32.K32.A32      |             | 1NT | 16 balanced
AKJ2.K32.Q32.A32      |             | 1NT | 17 balanced
Q2.K32.AQJ32.KQ2      |             | 1NT | 17, 5332 with a five-card minor
A2.KQ2.AKJ32.432      |             | 1NT | 17, 5332
AKQ2.KQ2.KQ2.A32      |             | 2C  | 23 HCP
AKQJ.AKQ.AKQ.AKQ      |             | 2C  | 37 HCP
AK.AK.AK32.AK432      |             | 2C  | 28 HCP unbalanced
AK32.KQ2.KQ2.A32      |             | 2NT | 21 balanced
KQ32.AJ3.KJ3.AQ3      |             | 2NT | 20 balanced
KQ2.Q32.A32.K432      |             | 1C  | 3-3 minors... clubs longer
KQ2.Q32.A432.K32      |             | 1D  | four diamonds
KQ32.Q432.A32.K2      |             | 1D  | 4-4 majors, three diamonds
KQ32.Q432.A2.K32      |             | 1C  | 4-4 majors, three clubs
AQ32.KJ32.2.KJ32      |             | 1C  | 4-4-1-4
AQ32.KJ32.KJ32.2      |             | 1D  | 4-4-4-1
2.AK32.AK32.Q432      |             | 1D  | 1-4-4-4: diamonds
AKJ32.KQJ32.2.32      |             | 1S  | 5-5 majors: the higher
A2.KQJ32.AKJ32.2      |             | 1H  | 5-5 red suits: the higher
KQJ32.2.AQ32.432      |             | 1S  | 12 HCP, five spades
2.KQ432.AKJ432.2      |             | 1D  | longer suit first
AQ432.KJ32.K2.32      |             | 1S  | 13 HCP 5-4
AQ432.KJ432.2.32      |             | 1S  | rule of 20, 11 HCP 5-5
AQ432.K32.J32.32      |             | P   | 10 HCP, rule of 20 fails
AQ432.KJ32.32.32      |             | P   | 10 HCP, 19 by the rule of 20
32.432.5432.Q432      |             | P   | 2 HCP
K32.Q32.J432.Q32      |             | P   | 8 HCP
QJT987.32.K32.32      |             | 2S  | weak two
32.KQJ987.32.432      |             | 2H  | weak two
32.32.KQJ987.432      |             | 2D  | weak two
32.32.432.KQJ987      |             | P   | no weak 2C in SAYC
AQJ987.32.K32.32      |             | 2S  | 10 HCP weak two
AQJ987.K2.K32.32      |             | 1S  | 13 HCP: open one
2.KQJ9876.32.432      |             | 3H  | seven-card preempt
2.32.KQJ9876.432      |             | 3D  | seven-card preempt
2.32.432.KQJ9876      |             | 3C  | seven-card preempt
2.KQJ98765.2.432      |             | 4H  | eight-card preempt
KQJ98765.2.2.432      |             | 4S  | eight-card preempt
AQ432.K32.J32.32      | P P P       | 1S  | fourth seat, rule of 15
32.AQ432.KJ2.J32      | P P P       | P   | fourth seat, rule of 15 fails
2.KQJ987.32.5432      | P P         | 2H  | third-seat weak two
2.KQJ987.32.5432      | P P P       | P   | no weak two in fourth seat
K32.Q32.J432.432      | 1H P        | 2H  | single raise, 3 trumps
K32.Q432.5432.32      | 1H P        | 2H  | single raise, 6 support points
A32.KJ32.5432.32      | 1H P        | 2H  | 9 support points
A32.KJ32.K432.32      | 1H P        | 3H  | limit raise
AK32.KJ32.K432.2      | 1H P        | 2NT | Jacoby 2NT
A432.KJ32.K432.2      | 1H P        | 4C  | splinter
2.Q8765.K8765.32      | 1H P        | 4H  | preemptive raise
KJ32.32.Q432.432      | 1H P        | 1S  | four spades
KJ32.Q32.Q432.32      | 1H P        | 2H  | raise before spades when weak
Q32.32.K5432.432      | 1H P        | P   | 5 HCP
K32.32.Q5432.Q32      | 1H P        | 1NT | 7 HCP no fit
K32.2.AQ432.K432      | 1H P        | 2D  | two over one
K32.32.AQ43.KJ32      | 1H P        | 2C  | 4-4 minors: up the line
AK2.32.AKQ32.K32      | 1H P        | 3D  | strong jump shift
KQ2.J2.KJ32.AQ32      | 1H P        | 3NT | 16 balanced
32.K32.Q432.K432      | 1S P        | 1NT | 8 HCP no fit
Q32.K32.5432.432      | 1S P        | P   | 5 HCP
Q32.K32.J432.432      | 1S P        | 2S  | 6 HCP, three trumps
32.AK432.K32.432      | 1S P        | 2H  | five hearts 10 HCP
32.AK32.K432.432      | 1S P        | 2D  | 4-4 red suits: diamonds
32.AK32.Q32.K432      | 1S P        | 2C  | 4-4 clubs and hearts: clubs
J32.A32.K432.Q32      | 1S P        | 3S  | limit raise
A432.K32.K432.32      | 1S P        | 3S  | limit raise with four
AJ32.K32.KQ32.32      | 1S P        | 2NT | Jacoby 2NT
KQ32.A32.KQ32.32      | 1S P        | 2NT | Jacoby 2NT
QJ765.2.K8765.32      | 1S P        | 4S  | preemptive raise
2.KQ2.AJ32.KQ432      | 1S P        | 2C  | five clubs
32.Q2.KJ3.AK8732      | 1S P        | 2C  | six clubs
32.KJ32.Q432.432      | 1C P        | 1H  | four hearts
KJ32.Q432.432.32      | 1C P        | 1H  | 4-4 majors: hearts
KJ32.2.Q432.K432      | 1C P        | 1S  | four spades
32.32.KJ32.Q5432      | 1C P        | 1D  | four diamonds
32.432.K32.QJ432      | 1C P        | 2C  | single raise
K32.Q32.J32.Q432      | 1C P        | 1NT | 8 balanced, no major
A32.K32.Q32.Q432      | 1C P        | 3C  | limit raise
A32.K32.KQ3.Q432      | 1C P        | 2NT | 13-15 balanced
A32.KQ2.KQ3.Q432      | 1C P        | 3NT | 16-18 balanced
AQ32.K32.K32.Q32      | 1C P        | 1S  | 14 HCP, four spades
AK.AKQ32.K32.432      | 1C P        | 2H  | jump shift
432.432.432.5432      | 1C P        | P   | nothing
32.KJ32.Q432.432      | 1D P        | 1H  | four hearts
32.K32.Q32.AQ432      | 1D P        | 2C  | two over one
K32.Q32.J432.Q32      | 1D P        | 2D  | single raise
K32.A32.Q432.K32      | 1D P        | 3D  | limit raise
K32.Q32.J32.Q432      | 1D P        | 1NT | no major, no fit
AQ32.K32.32.K432      | 1D P        | 1S  | four spades
A2.KQ432.K32.432      | 1H P 1S P   | 1NT | 12 balanced
A2.KQ432.K32.Q32      | 1H P 1S P   | 1NT | 14 balanced
2.AKJ432.K32.432      | 1H P 1S P   | 2H  | six hearts minimum
2.AKJ432.AK2.432      | 1H P 1S P   | 3H  | six hearts 16-18
A32.KQ432.2.K432      | 1H P 1S P   | 2C  | second suit
KJ32.AQ432.2.K32      | 1H P 1S P   | 3S  | 16 support points
KJ32.AQ432.32.K2      | 1H P 1S P   | 2S  | single raise
AKJ2.AQ432.2.K32      | 1H P 1S P   | 4S  | raise to game
2.AKJ32.KQ32.A32      | 1H P 1S P   | 2D  | second suit, not a reverse
AQ32.2.KJ432.K32      | 1D P 1H P   | 1S  | four spades at the one level
K2.Q32.AQ32.QJ32      | 1D P 1H P   | 1NT | 14 balanced
2.KQ32.AKJ32.432      | 1D P 1H P   | 3H  | invitational raise
2.K32.AKJ32.AJ32      | 1D P 1H P   | 2C  | second suit
AKJ2.2.AQ432.K32      | 1D P 1H P   | 1S  | new suit at the one level
KQ2.2.AK32.A5432      | 1C P 1H P   | 2D  | reverse
AKJ32.K32.32.432      | 1S P 1NT P  | P   | minimum balanced
AKJ32.K32.2.Q432      | 1S P 1NT P  | 2C  | second suit
AKJ432.K32.2.432      | 1S P 1NT P  | 2S  | six spades
2.AKJ32.KQ2.Q432      | 1H P 2H P   | 3H  | 16 total points: invite
32.AKJ32.K32.Q32      | 1H P 2H P   | P   | minimum
2.AKQJ2.AKQ.5432      | 1H P 2H P   | 4H  | 19+ points
AKJ32.K32.32.J32      | 1S P 3S P   | P   | minimum declines
AKJ32.K32.2.A432      | 1S P 3S P   | 4S  | accepts
2.AKJ32.K32.Q432      | 1H P 2NT P  | 3S  | spade shortness
32.AKJ32.K32.Q32      | 1H P 2NT P  | 4H  | minimum, no shortness
32.AKJ32.KQ2.AJ2      | 1H P 2NT P  | 3H  | 18 HCP no shortness
AKJ32.K32.2.Q432      | 1S P 2C P   | 3C  | club support
AKJ32.K32.Q32.32      | 1S P 2C P   | 2NT | 12-14 balanced
AKJ432.K32.Q2.32      | 1S P 2C P   | 2S  | six spades
AKJ32.KQ32.32.2       | 1S P 2C P   | 2H  | second suit
32.KJ876.Q32.432      | 1NT P       | 2D  | transfer to hearts
KJ876.32.Q32.432      | 1NT P       | 2H  | transfer to spades
KJ87.Q32.K32.432      | 1NT P       | 2C  | Stayman
KJ8.Q32.K32.5432      | 1NT P       | 2NT | invitational
KJ8.Q32.K32.A432      | 1NT P       | 3NT | game
K32.Q32.5432.432      | 1NT P       | P   | weak
32.32.432.QJ65432     | 1NT P       | 2S  | weak with long clubs
AJ8.KQ2.K32.A432      | 1NT P       | 4NT | quantitative
AJ8.KQ2.KQ2.A432      | 1NT P       | 6NT | 19 HCP
KJ87.KJ87.32.432      | 1NT P       | 2C  | Stayman with both majors
5432.5432.32.432      | 1NT P       | P   | nothing
KJ876.KJ87.32.32      | 1NT P       | 2H  | 5-4 majors: transfer to the five
AK32.KQ32.32.K32      | 1NT P 2C P  | 2H  | both majors: hearts first
AK32.K32.Q32.K32      | 1NT P 2C P  | 2S  | four spades
AK3.K32.Q432.K32      | 1NT P 2C P  | 2D  | no major
AK3.K32.Q432.K32      | 1NT P 2D P  | 2H  | completes the transfer
AK3.K432.Q32.K32      | 1NT P 2D P  | 2H  | 15 HCP: no super-accept
AK3.KQ32.Q32.K32      | 1NT P 2D P  | 3H  | super-accept
AK3.K32.Q432.K32      | 1NT P 2H P  | 2S  | completes the transfer
AK3.K32.Q432.K32      | 1NT P 2S P  | 3C  | completes the relay
AK3.K32.Q432.K32      | 1NT P 2NT P | P   | 15: declines
AK3.K32.Q432.KQ2      | 1NT P 2NT P | 3NT | 17: accepts
KJ87.Q432.K2.432      | 1NT P 2C P 2H P | 3H  | invitational raise
KJ87.Q432.K2.A32      | 1NT P 2C P 2H P | 4H  | game raise
KJ87.Q32.K32.432      | 1NT P 2C P 2H P | 2NT | no fit, invitational
KJ87.Q32.K32.A32      | 1NT P 2C P 2H P | 3NT | no fit, game
KJ87.Q32.K32.432      | 1NT P 2C P 2S P | 3S  | invitational raise
KJ87.Q32.K32.A32      | 1NT P 2C P 2S P | 4S  | game raise
KJ87.Q32.K32.432      | 1NT P 2C P 2D P | 2NT | invitational
KJ87.Q32.K32.A32      | 1NT P 2C P 2D P | 3NT | game
32.KJ876.Q32.432      | 1NT P 2D P 2H P | P   | weak
32.KJ876.Q32.K32      | 1NT P 2D P 2H P | 2NT | invitational, five hearts
32.KJ8765.Q2.K32      | 1NT P 2D P 2H P | 3H  | invitational, six hearts
A2.KJ876.Q32.K32      | 1NT P 2D P 2H P | 3NT | choice of games
A2.KJ8765.Q2.K32      | 1NT P 2D P 2H P | 4H  | game, six hearts
KJ876.32.Q32.432      | 1NT P 2H P 2S P | P   | weak
KJ876.A2.Q32.K32      | 1NT P 2H P 2S P | 3NT | choice of games
32.32.432.QJ65432     | 1NT P 2S P 3C P | P   | clubs
32.32.QJ65432.432     | 1NT P 2S P 3C P | 3D  | diamonds
32.KJ876.Q32.432      | 2NT P       | 3D  | transfer
KJ876.32.Q32.432      | 2NT P       | 3H  | transfer
KJ87.Q32.32.5432      | 2NT P       | 3C  | Stayman
K32.Q32.5432.432      | 2NT P       | 3NT | 5 HCP: game
32.432.5432.5432      | 2NT P       | P   | nothing
AK32.KQ32.K2.A32      | 2NT P 3C P  | 3H  | hearts first
32.432.5432.5432      | 2C P        | 2D  | waiting
32.AKJ32.432.432      | 2C P        | 2H  | positive
K32.Q32.J432.Q32      | 2C P        | 2NT | positive balanced
AKQ2.KQ2.KQ2.A32      | 2C P 2D P   | 2NT | 22-24 balanced
AKQ32.AKQ2.A2.K2      | 2C P 2D P   | 2S  | natural
32.K32.5432.5432      | 2H P        | 3H  | preemptive raise
AK2.A32.KQ32.432      | 2H P        | 4H  | game
432.32.5432.5432      | 2H P        | P   | no fit
QJT987.K2.32.432      | 2S P 2NT P  | 3S  | minimum
AKJ32.K32.32.432      | 1S P 2NT P 4S P 4NT P | 5D | one ace
AKJ32.A32.32.432      | 1S P 2NT P 4S P 4NT P | 5H | two aces
AK3.K32.Q432.K32      | 1NT P 4C P  | 4H  | Gerber: one ace
AQJ32.32.K32.432      | 1H          | 1S  | overcall
32.32.AQJ32.K432      | 1H          | 2D  | two-level overcall
AQ32.2.KJ32.K432      | 1H          | X   | takeout double
KQ2.AJ2.KJ32.Q32      | 1H          | 1NT | 1NT overcall
2.32.KQJ987.5432      | 1H          | 3D  | weak jump overcall
KQJ987.32.32.432      | 1H          | 2S  | weak jump overcall
32.2.KQ987.AJ987      | 1H          | 2NT | unusual 2NT
KQ987.2.AJ987.32      | 1H          | 2H  | Michaels
432.432.5432.432      | 1H          | P   | nothing
AKJ32.KQ432.2.2       | 1C          | 2C  | Michaels: both majors
AK32.KQ2.KJ2.A32      | 1NT         | X   | penalty double
32.KQJ87.432.432      | 1NT         | P   | too weak to overcall
32.AKJ87.K32.432      | 1NT         | 2H  | natural overcall
AQ2.KJ32.KQ32.32      | 2S          | 2NT | 15-18 with a stopper
2.KJ32.AQ32.KJ32      | 2S          | X   | takeout double
2.KJ32.Q432.K432      | 1S P P      | X   | balancing double
32.KJ32.Q432.432      | 1C 1S       | X   | negative double
32.KJ32.Q32.Q432      | 1D 1S       | X   | negative double
A32.KQ32.432.432      | 1H 1S       | 2H  | raise
32.K32.Q432.KJ32      | 1H 2C       | 2H  | raise over a two-level overcall
A32.KQ32.K32.432      | 1H X        | 2NT | Jordan 2NT
AQ32.32.KJ32.432      | 1H X        | XX  | redouble
32.Q32.K432.5432      | 1H X        | 2H  | raise, three trumps
32.Q432.5432.432      | 1H X        | 3H  | preemptive raise, four trumps
32.Q432.K432.432      | 1H X        | 3H  | four trumps, weak: jump
32.432.Q5432.432      | 1H X P      | 2D  | forced answer
K32.Q432.5432.32      | 1C 1H P     | 3H  | preemptive jump raise
K32.Q32.5432.432      | 1C 1H P     | P   | too weak to raise
Q32.K432.K432.32      | 1C 1H P     | 2H  | raise
A32.K432.KQ32.32      | 1C 1H P     | 2C  | cue bid
"""


def _cases() -> list[tuple[str, str, str, str]]:
    rows = []
    for line in CASES.strip().splitlines():
        hand, auction, expected, note = (part.strip() for part in line.split("|"))
        rows.append((hand, auction, expected, note))
    return rows


@pytest.mark.parametrize(("hand", "auction", "expected", "note"), _cases())
def test_choose(hand: str, auction: str, expected: str, note: str) -> None:
    calls = [Call.parse(word) for word in auction.split()]
    decision = choose(Hand.parse(hand), calls, Seat.N, Vulnerability.NONE)
    assert str(decision.action) == expected, f"{note}: {decision} ({decision.rule})"
    assert decision.rule is not None
