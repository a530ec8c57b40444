"""SAYC by example: (hand, auction, expected call) cases from the ACBL SAYC card and standard
bidding texts, checked through :func:`choose`. Dealer North, nobody vulnerable; the auction is
the calls before the bidder's turn. The later rows cover competition (overcalls, the 1NT
overcall, weak jump overcalls, takeout doubles and their answers, negative doubles, Michaels,
the unusual 2NT, balancing, penalty doubles), responder's second bid, opener's reverses and
jump shifts, slam bidding (Blackwood, Gerber and its 5♣ king ask, the 5NT king ask,
splinters), our 1NT opening doubled (systems on) or overcalled, and our second round when they
come in over partner's response (support doubles)."""

from __future__ import annotations

import pytest

from bridgecraft.core import Call, Hand, Seat, Vulnerability
from bridgecraft.robots.bidding import NO_AGREED_MEANING, choose, explain

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
K2.J32.432.AQ432      | 1D P        | 1NT | 10 HCP: no two over one in clubs (decision 0078)
K832.Q42.432.432      | 1C P        | 1S  | 5 HCP and four spades: respond (decision 0078)
K832.J42.432.432      | 1C P        | P   | 4 HCP: pass
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
2.AKJ32.KQ2.Q432      | 1H P 2H P   | 3C  | 16 points, two club losers: help-suit game try (0096)
AK.QJ432.32.KQ32      | 1H P 2H P   | 3H  | 16 points, no three-card side suit with two losers: 3H
K83.AKJ74.Q74.Q5      | 1H P 2H P   | 2S  | two losers in spades and diamonds: the cheaper (0096)
Q852.943.T65.KQ8      | 1S P 2S P 3C P | 4S | 7 support points, one club loser: accepts (0096)
Q852.AJ8.T65.943      | 1S P 2S P 3C P | 3S | 7 support points, three club losers: 3S (0096)
Q852.AQ8.T65.943      | 1S P 2S P 3C P | 4S | 8 support points: accepts without help (0096)
AKJ74.A5.Q74.Q83      | 1S P 2S P 3C P 3S P | P | partner declined the game try (0096)
32.AKJ32.K32.Q32      | 1H P 2H P   | P   | minimum
2.AKQJ2.AKQ.5432      | 1H P 2H P   | 4H  | 18+ points
AKT965432..Q.A86      | 1S P 2S P   | 4S  | 13 HCP and nine spades: 18 points, game (0096)
AKJ9532.KJ543..4      | 1S P 2S P   | 3H  | 12 HCP, seven-five: 16 points, a game try (0096)
AKJ32.K32.32.J32      | 1S P 3S P   | P   | minimum declines
AKJ32.K32.2.A432      | 1S P 3S P   | 4S  | accepts
2.AKJ32.K32.Q432      | 1H P 2NT P  | 3S  | spade shortness
32.AKJ32.K32.Q32      | 1H P 2NT P  | 4H  | minimum, no shortness
32.AKJ32.KQ2.AJ2      | 1H P 2NT P  | 3H  | 18 HCP no shortness
AKJ32.K32.2.Q432      | 1S P 2C P   | 3C  | club support
AKJ32.K32.Q32.32      | 1S P 2C P   | 2NT | 12-14 balanced
AKJ432.K32.Q2.32      | 1S P 2C P   | 2S  | six spades
AKJ32.KQ32.32.32      | 1S P 2C P   | 2H  | second suit
32.KJ876.Q32.432      | 1NT P       | 2D  | transfer to hearts
KJ876.32.Q32.432      | 1NT P       | 2H  | transfer to spades
KJ87.Q32.K32.432      | 1NT P       | 2C  | Stayman
KJ8.Q32.K32.5432      | 1NT P       | 2NT | invitational
KJ8.Q32.K32.A432      | 1NT P       | 3NT | game
K32.Q32.5432.432      | 1NT P       | P   | weak
32.2.432.QJ65432      | 1NT P       | 2S  | weak with long clubs
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
AKJ5.T964.J4.AQJ      | 1NT P 2H P  | 3S  | super-accept: 16 HCP with a doubleton
AKJ5.T96.J94.AQJ      | 1NT P 2H P  | 2S  | 16 HCP, 4-3-3-3: no super-accept
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
32.2.432.QJ65432      | 1NT P 2S P 3C P | P   | clubs
32.2.QJ65432.432      | 1NT P 2S P 3C P | 3D  | diamonds
32.KJ876.Q32.432      | 2NT P       | 3D  | transfer
KJ876.32.Q32.432      | 2NT P       | 3H  | transfer
KJ87.Q32.32.5432      | 2NT P       | 3C  | Stayman
K32.Q32.5432.432      | 2NT P       | 3NT | 5 HCP: game
32.432.5432.5432      | 2NT P       | P   | nothing
AK32.KQ32.K2.A32      | 2NT P 3C P  | 3H  | hearts first
32.KJ876.Q32.432      | 2NT P 3D P 3H P | 3NT | exactly five hearts: choice of games (0090)
32.KJ8763.Q32.32      | 2NT P 3D P 3H P | 4H  | six hearts: the major game (0090)
J9876.32.J32.432      | 2NT P 3H P 3S P | P   | 2 HCP: to play (0090)
AK3.AQ3.KQ42.KJ3      | 2NT P 3D P 3H P 3NT P | 4H | three hearts: the major game (0090)
AK3.A3.KQ42.KJ32      | 2NT P 3D P 3H P 3NT P | P | two hearts: 3NT (0090)
32.KJ876.Q32.432      | 2C P 2D P 2NT P | 3D  | systems on over the 2NT rebid: transfer (0090)
32.J876.Q32.5432      | 2C P 2D P 2NT P | 3C  | Stayman from 3 HCP opposite 22-24 (0090)
32.432.5432.J432      | 2C P 2D P 2NT P | P   | 1 HCP: to play (0090)
32.Q32.5432.5432      | 2C P 2D P 2NT P | 3NT | 2 HCP opposite 22-24: game (0090)
AK3.AQ3.AK42.KQ3      | 2C P 2D P 2NT P 3D P 3H P 3NT P | 4H | three hearts: the major game (0090)
AQ32.KJ32.A2.K32      | 1NT P 2C P 2H P 3NT P | 4S | Stayman showed the spades (0090)
AQ3.KJ32.K32.K32      | 1NT P 2C P 2H P 3NT P | P  | no four spades: 3NT (0090)
AQ32.KJ32.A2.K32      | 1NT P 2C P 2H P 2NT P | 4S | 17 and four spades: accepts in spades (0090)
AQ32.KJ32.K2.Q32      | 1NT P 2C P 2H P 2NT P | 3S | 15 and four spades: declines in spades (0090)
AQ3.KJ32.A32.K32      | 1NT P 2C P 2H P 2NT P | 3NT | 17, no four spades: accepts (0090)
AQ3.KJ32.K32.K32      | 1NT P 2C P 2H P 2NT P | 3NT | 16, no four spades: accepts (0101)
AQ3.KJ32.Q32.K32      | 1NT P 2C P 2H P 2NT P | P | 15, no four spades: declines (0101)
AQ3.KJ3.K432.K32      | 1NT P 2C P 2D P 2NT P | 3NT | 16, no major: accepts (0101)
AQ3.KJ3.Q432.K32      | 1NT P 2C P 2D P 2NT P | P | 15, no major: declines (0101)
AQ32.KJ3.K32.K32      | 1NT P 2C P 2S P 2NT P | 3NT | 16, four spades: accepts (0101)
AQ32.KJ3.Q32.K32      | 1NT P 2C P 2S P 2NT P | P | 15, four spades: declines (0101)
AQ32.KJ32.A2.AK2      | 2NT P 3C P 3H P 3NT P | 4S | four spades too after Stayman over 2NT (0090)
Q432.K432.32.432      | 2NT P 3C P 3D P | 3NT | no major fit: 3NT (0090)
AQ3.KJ32.AK2.Q32      | 2NT P 3C P 3D P 3S P | 4S | three spades opposite five: game (0090)
AQ.KJ32.AK32.Q32      | 2NT P 3C P 3D P 3S P | 3NT | two spades: notrump (0090)
AQ3.KJ2.K432.Q32      | 1NT P 2C P 2D P 2S P | P   | 15, three spades: declines (0090)
AK3.KJ2.K432.Q32      | 1NT P 2C P 2D P 2S P | 4S  | 16, three spades: accepts (0090)
AK.KJ2.K432.QJ32      | 1NT P 2C P 2D P 2S P | 3NT | 17, two spades: accepts in notrump (0090)
AQ.KJ2.K432.QJ32      | 1NT P 2C P 2D P 2S P | 2NT | 15, two spades: declines in notrump (0090)
AQ3.KJ32.K32.K32      | 1NT P 2C P 2H P 2S P | 4S  | 16, three spades after 2H: accepts (0090)
2.QJ84.JT54.T952      | 2NT P 3C P 3S P | 3NT | 4 HCP, no spade fit: Stayman promised game (0090)
QJ84.2.JT54.T952      | 2NT P 3C P 3S P | 4S  | 4 HCP and a spade fit: game (0090)
A984.KQ2.KT54.A9      | 2NT P 3C P 3S P | 4C  | 16 HCP: Gerber (0090)
AQ32.KJ3.AK2.Q32      | 2NT P 3C P 3H P 3S P | 4S | four spades too (0090)
K84.KQJ954.72.83      | 2H P 2S P | 4S | a new suit: 15+ HCP, five cards (0091)
432.QJ32.9832.32      | 1S X P 2H P 2S P | 3D | the doubler's cue bid: a second suit (0092)
Q32.J9832.982.32      | 1S X P 2H P 2S P | 3H | the doubler's cue bid: a fifth heart (0092)
KJ2.9832.Q98.432      | 1S X P 2H P 2S P | 2NT | the doubler's cue bid: a spade stopper (0092)
432.Q32.J982.432      | 1D P P X P 1H P 2D P | 2NT | the balancing doubler's cue bid (0092)
543.Q432.J82.983      | 1D X P 1H P 2D P | 2H | nothing more: hearts again, never a pass (0092)
J9752.AK985.J6.A      | 1C P 1S P 2C P | 2H | responder's new suit after opener's rebid (0093)
AKJ5.2.J65.KQ432      | 1H P 1S P 2H P | 3C | a new suit at the three level: game values (0093)
Q9852.K985.J6.32      | 1C P 1S P 2C P | P | a new suit needs 11+ HCP (0093)
K3.KQ43.52.AJ864      | 1C P 1S P 2C P 2H P | 4H | opener raises the new major to game (0093)
K3.QJ43.52.AQ864      | 1C P 1S P 2C P 2H P | 3H | opener raises the new major, minimum (0093)
KJ3.Q4.K52.AJ863      | 1C P 1S P 2C P 2H P | 2S | opener's delayed support for the major (0093)
K3.Q43.52.AKJ863      | 1C P 1S P 2C P 2H P | 3C | opener without a fit: never a pass (0093)
T4.AQ863.QJ92.T4      | 1D P 1H P 1S P | 2D | simple preference: four diamonds, 6-10 HCP (0094)
Q2.J765.K64.Q432      | 1C P 1H P 1S P | 2C | simple preference: four clubs (0094)
T4.AQ8632.QJ9.T4      | 1D P 1H P 1S P | 2H | six hearts: rebids them, not the preference (0094)
Q2.AJ76.K64.Q432      | 1C P 1H P 1S P | 2NT | 11-12 HCP: invites, no preference (0094)
AQ32.KJ432.K4.32      | 1H P 1S P 2S P 3S P | P | 15 support points: declines (0095)
AQ32.KJ432.K43.2      | 1H P 1S P 2S P 3S P | 4S | 16 support points: accepts (0095)
K2.432.A2.KQJ432      | 1NT 2H 3C P 4C P | 5C | opener's forcing 4C: the minor game (0092)
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
32.32.AQJ32.KJ32      | 1H          | 2D  | two-level overcall, 11 HCP
AQ32.2.KJ32.K432      | 1H          | X   | takeout double
KQ2.AJ2.KJ32.Q32      | 1H          | 1NT | 1NT overcall
2.32.KQJ987.5432      | 1H          | 3D  | weak jump overcall
KQJ987.32.32.432      | 1H          | 2S  | weak jump overcall
32.2.KQ987.AJ987      | 1H          | 2NT | unusual 2NT
KQ987.2.AJ987.32      | 1H          | 2H  | Michaels
432.432.5432.432      | 1H          | P   | nothing
AKJ32.KQ432.32.2      | 1C          | 2C  | Michaels: both majors
AKJ75.AQ973.T2.5      | 1D 2D P 2H P | P  | weak or minimum Michaels: passes the preference
AKJ75.AKQ73.T2.5      | 1D 2D P 2H P | 3H | strong Michaels, 18 total points: invites game
AKJ75.AKQ73.K2.5      | 1D 2D P 2H P | 4H | strong Michaels, 21 total points: game
AKQJ754.AQ973.T.      | 1D 2D 3D P P | 3S | Michaels with 7-5: competes in the longer major
AK32.KQ2.KJ2.A32      | 1NT         | X   | penalty double
32.KQJ87.432.432      | 1NT         | P   | too weak to overcall
32.AKJ87.K32.432      | 1NT         | 2H  | natural overcall
AQ2.KJ32.KQ32.32      | 2S          | 2NT | 15-18 with a stopper
AJT8.Q9.94.KQT72      | 2H 2NT P    | 3NT | partner's 2NT showed the heart stopper: game
AK3.Q9643.J.Q852      | 2D 2NT 3D   | 3NT | partner's 2NT stops diamonds; 12 HCP bids game
A986.6.AKJ82.Q32      | 1C P 1D 1H 1NT 2H | 3NT | opener's 1NT over 1H showed the stopper
2.KJ32.AQ32.KJ32      | 2S          | X   | takeout double
2.KJ32.Q432.K432      | 1S P P      | X   | balancing double
52.KJ9863.AK.Q42      | 1C P 1S     | 2H  | fourth seat over their two bids: six hearts, 13 HCP
KQ762.Q.A6.AQJ83      | 1C P 1D     | 1S  | fourth seat over their two bids: good spades, 18 HCP
AK63.AK8.KQT76.5      | 1D P P 1H   | X   | opener over their balancing 1H: 19 HCP, three hearts
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
KQJ92.A43.82.753      | 1C          | 1S  | one-level overcall, 10 HCP
74.AQT86.K93.J52      | 1D          | 1H  | one-level overcall
74.A2.KQJ86.Q532      | 1S          | 2D  | two-level overcall, 12 HCP
AJ.63.KQT87.K942      | 1H          | 2D  | two-level overcall, no heart stopper for 1NT
8.AKJ54.Q83.J976      | 1D          | 1H  | overcall the higher-ranking five
9.8642.AKQT7.K52      | 1C          | 1D  | one-level overcall in diamonds
Q8752.K4.J63.852      | 1D          | P   | 6 HCP: too weak to overcall
KQ4.AJ5.KJ82.Q93      | 1H          | 1NT | 1NT overcall, heart stopper
KJ8.AQ4.KQ93.J82      | 1S          | 1NT | 1NT overcall, spade stopper
842.AKQ.KQ93.AJ2      | 1S          | X   | 19 HCP, no stopper: double first
AKQJ73.AK4.Q5.83      | 1C          | X   | too strong to overcall: double, then bid
84.KQT986.73.J52      | 1C          | 2H  | weak jump overcall
AQJ854.93.762.84      | 1D          | 2S  | weak jump overcall
6.52.KJT9842.Q32      | 1H          | 3D  | weak jump overcall in diamonds
AJ84.KQ73.5.K942      | 1D          | X   | takeout double, short diamonds
AKJ3.AJT5.J86.T3      | 1D          | X   | takeout double with both majors, two clubs
K.QJ8652.7.AK972      | 1NT         | 2H  | over their 1NT: six hearts, 13 HCP, natural
AQ8.92.KJ763.Q54      | 1H P 2H P P | X   | their fit stops at two: balance with a takeout double
K843.AQ.KQT84.92      | 1S P 2S P P | 3D  | their fit stops at two: balance in my five-card suit
A765.T94.A875.KQ      | 1H P 2H P P | P   | their fit stops at two: three hearts, no five-card suit
62.T94.Q875.KQ52      | 1H P 2H P P X P | 3C | answers the balancing double: four clubs
2.AQJ84.KJ76.Q54      | 1S 2H 2S P P | X  | their fit stops at two after my overcall: double
KQ82.7.AJ93.Q863      | 1H          | X   | takeout double, short hearts
AQ7.T94.A74.AK84      | 1H          | X   | 15-17 balanced, no heart stopper for 1NT: double
AQ7.T94.A74.K984      | 1H          | P   | 14 HCP, three hearts: no double
QT.763.KQ9.AKJ53      | 1H          | 2C  | 15 HCP, three hearts and five clubs: overcall
AKQ965.AJT2.2.T9      | 1D 1S X P 2C | 2S  | overcaller competes with six spades and 14 HCP
KQJ965.QJT2.2.T9      | 1D 1S X P 2C | P   | overcaller with six spades and 9 HCP: pass
AT.AJ8.JT9532.K4      | 1D X P 1H   | 2D  | opener competes with six diamonds, partner silent
4.AQ97.KJ83.QJ52      | 1S          | X   | takeout double, short spades
AQ83.KJ92.Q842.5      | 1C          | X   | takeout double, short clubs
KQJ84.AJ965.3.72      | 1D          | 2D  | Michaels: both majors
5.KQT96.AJ874.32      | 1S          | 2S  | Michaels: hearts and a minor
3.62.KJ987.AQ983      | 1S          | 2NT | unusual 2NT: both minors
K32.8632.Q32.J32      | 1C 1H X     | 2H  | over their negative double: raise, 6-10 HCP
KJ52.43.AQ2.KJ32      | 1C 1H X 2H  | 2S  | partner's negative double, their raise: four spades
A3.KJ52.AQ2.J432      | 1D 1S X 2S  | 3H  | partner's negative double, their raise: four hearts
KJ5.43.AQ2.KJT32      | 1C 1H X 2H  | P   | partner's negative double, their raise: nothing more
KJ5.4.AQ2.KJT873      | 1C 1H X 2H  | 3C  | partner's negative double, their raise: six clubs
KJ5.A3.AQ2.KJ432      | 1C 1H X 2H  | 2NT | negative double, their raise: 18-19, hearts stopped
32.Q8632.J32.432      | 1C 1H X     | 3H  | over their negative double: preemptive jump raise
A32.K632.Q32.K32      | 1C 1H X     | 2C  | over their negative double: the cue bid, a limit raise
KQJ32.2.Q32.5432      | 1C 1H X     | 1S  | over their negative double: a five-card suit, 8+ HCP
KQ2.32.J432.KJ32      | 1C 1H X     | 1NT | over their negative double: 8-11, their clubs stopped
QJ87.74.AK73.J32      | 1D 2D 2H    | 2S  | partner's Michaels showed both majors: nine spades
AT7.KT74.K853.T6      | 1C 2C 2H    | 3H  | partner's Michaels, their cue bid: nine hearts, three
Q2.854.QJ753.943      | 1S 2NT 3S   | 4D  | partner's unusual 2NT showed the minors: ten diamonds
8.AQJ74.KJ874.32      | 1C          | 2NT | unusual 2NT over 1C: red suits
AKJ82.7.Q943.K42      | 1NT         | 2S  | natural overcall of 1NT, good suit
9732.54.KQ7.AJ84      | 1NT         | P   | no suit to overcall
KQ2.A4.KJ73.QJ84      | 2H          | 2NT | 16 balanced, heart stopper
7.AQ84.KJ93.KQ82      | 2S          | X   | takeout double of a weak two
AKJ974.5.KQ3.852      | 2H          | 2S  | overcall of a weak two
AK3.Q54.KQJ82.A4      | 3H          | 3NT | 19 HCP with a heart stopper
AJ97.KQ84.2.KJ85      | 3D          | X   | takeout double of a preempt
AKQT93.42.2.QJ72      | 3D          | 3S  | over a preempt: six good spades, 12 HCP, 14 total points
K43.AKT865.73.64      | 3D          | P   | over a preempt: six hearts but 10 HCP, 12 total points
KJ82.5.Q973.K843      | 1H P P      | X   | balancing double, 9 HCP
Q42.KJ4.A83.K872      | 1S P P      | 1NT | balancing 1NT, 11-15
82.KJ873.943.K72      | 1D P P      | 1H  | balancing overcall, 7 HCP
K84.A73.9642.Q84      | 1D 1S P     | 2S  | raise of the overcall
K84.A73.9642.AQ4      | 1D 1S P     | 2D  | cue bid: limit raise or better
K94.J3.Q852.KJ73      | 1C 1H P     | 1NT | 10 HCP, club stopper
8.K973.Q8642.975      | 1C 1H P     | 3H  | preemptive jump raise of the overcall
AQ9764.5.K83.J42      | 1D 1H P     | 1S  | new suit, good five-card suit
9742.J83.64.Q952      | 1D X P      | 1S  | answer with the major, not clubs
Q632.754.J964.82      | 1C X P      | 1S  | 4-4 in spades and diamonds: the major
854.KJ73.62.Q843      | 1D X P      | 1H  | 4-4 in hearts and clubs: the major
KJ84.92.Q73.J852      | 1H X P      | 1S  | four spades
KQ84.A73.62.J852      | 1D X P      | 2S  | jump answer: 10 HCP, four spades
AK73.K64.Q82.J52      | 1H X P      | 2H  | cue bid: game forcing
852.KQJ97.K3.942      | 1H X P      | P   | penalty pass with good hearts
743.J82.Q96.K753      | 1D X P      | 2C  | no major: the longest minor
AQ3.K42.J842.Q63      | 1S X        | XX  | redouble: 12 HCP
8.KJ984.Q73.9652      | 1D X        | 1H  | new suit after the double, 6 HCP
43.Q43.K84.J9652      | 1H X        | 2H  | raise with three trumps
9.Q87.T8643.K952      | 1S X        | P   | 5 HCP, no fit
KJ73.Q952.83.J42      | 1C 1D       | X   | negative double: both majors
KJ84.73.Q94.J852      | 1D 1H       | X   | negative double: four spades
KQ84.93.A852.742      | 1H 2C       | X   | negative double over a two-level overcall
73.AQJ84.K52.962      | 1C 1S       | 2H  | five hearts and 10 HCP: bid the suit
72.KQ5.83.AJ9642      | 1D 1S       | 2C  | new suit at the two level, 10 HCP
83.KJ4.Q8532.K72      | 1H 1S       | 2H  | raise over the overcall
KJ4.Q83.J72.K953      | 1D 1S       | 1NT | 10 HCP, spade stopper
KJ4.83.AQ52.J942      | 1H 1NT      | X   | penalty double of the 1NT overcall
84.KQ73.AQ852.K5      | 1D 1S X P   | 2H  | opener shows the hearts partner asked for
KJ84.73.Q2.AK853      | 1C 1H X P   | 1S  | opener shows four spades
73.KQ4.A83.AJ842      | 1C 1S X P   | 2C  | no major, no stopper: rebid clubs
5.AK84.AQJ93.K72      | 1D P 1S P   | 2H  | reverse: 17 HCP
A5.KQJ4.83.AQ874      | 1C P 1S P   | 2H  | reverse: 16 HCP
5.AKJ84.AKQ5.K72      | 1H P 1S P   | 3D  | jump shift, 20 HCP
AKJ3.5.AQ984.KQ2      | 1D P 1H P   | 2S  | jump shift into spades
KQ3.AJ2.K5.AQ872      | 1C P 1D P   | 2NT | 18-19 balanced
A73.AKT8.K52.AJ9      | 1C P 1S P   | 2NT | 18-19 balanced: 2NT, not a jump shift in hearts
6.AQJ853.AK4.K72      | 1H P 1NT P  | 3H  | six hearts, 17 HCP
AQ984.5.AKJ4.K72      | 1S P 1NT P  | 2D  | second suit, not strong enough to jump
84.K9742.J3.Q852      | 1C P 1H P 2D P | 2H  | reverse is forcing: rebid hearts
AQT8.T9843.985.K      | 1C P 1H P 3C P | 3H  | five hearts over the invitation: forcing
KJ.KQJ.T2.AQJ953      | 1C P 1H P 3C P 3H P | 4H | three-card support for the forcing 3H
KJ.KQ.JT2.AQJ953      | 1C P 1H P 3C P 3H P | 3NT | no three-card support
Q2.3.AJ83.KJ7543      | 1D P 2C P 3C P | 5C  | clubs fit, singleton heart unstopped: 5C
K2.KJ3.AJ8.KJ754      | 1D P 2C P 3C P | 3NT | clubs fit, every unbid suit stopped: 3NT
A52.A.KQ765.AJ65      | 1D P 2C P      | 4C  | four clubs, 18 HCP, a singleton: slam-interest raise
Q7.K2.AT9.KQ9874      | 1D P 2C P 4C P | 4NT | 14 HCP opposite the strong raise: Blackwood
AQ6.KJ5.K84.T985      | 1D P 2C P 4C P | 5C  | 13 HCP, no shortness opposite the strong raise: game
Q8743.92.J82.K63      | 1D P 1S P 2H P | 2S  | reverse is forcing: rebid spades
K843.Q92.J82.Q63      | 1D P 1S P 2H P | 3D  | reverse is forcing: preference
8.KJ873.Q42.9653      | 1C P 1H P 2S P | 3H  | jump shift is forcing: rebid hearts
K82.KJ84.Q73.942      | 1C P 1H P 1S P | 1NT | responder's rebid: 9 balanced
KJ84.Q73.J82.942      | 1H P 1S P 2C P | 2H  | preference to opener's first suit
KQ842.K73.Q93.52      | 1D P 1S P 1NT P | 2C  | 10 HCP, five spades: new minor forcing
KQ84.K73.Q93.J52      | 1D P 1S P 1NT P | 2NT | 11 HCP, four spades: invites game
AQ842.K73.Q93.K2      | 1D P 1S P 1NT P | 2C | 14 HCP, five spades: new minor forcing
AQ842.K73.Q93.K2      | 1D P 1S P 1NT P 2C P 2NT P | 3NT | no spade fit: game in notrump
AQ842.K73.Q93.K2      | 1D P 1S P 1NT P 2C P 2S P | 4S | three spades: game in the 5-3 fit
AQ842.K73.Q9.K32      | 1D P 1S P 1NT P 2C P 2H P | 3NT | opener's four hearts, no spade fit
KJ2.Q32.AK32.J32      | 1D P 1S P 1NT P 2C P | 3S | answers new minor forcing: three spades, maximum
KJ2.Q32.AJ32.J32      | 1D P 1S P 1NT P 2C P | 2S | answers new minor forcing: three spades, minimum
K2.Q432.AQ32.J32      | 1D P 1S P 1NT P 2C P | 2H | answers new minor forcing: four hearts
K2.Q32.AQ32.J432      | 1D P 1S P 1NT P 2C P | 2NT | answers new minor forcing: no fit, minimum
Q3.KQ432.Q432.32      | 1D P 1H P 1NT P | 2D | too weak for new minor forcing: 2D to play (0094)
Q84.K73.J842.Q52      | 1S P 2S P 3S P | P   | 8 HCP: declines the invitation
K84.K73.Q842.Q52      | 1S P 2S P 3S P | 4S  | 10 HCP: accepts the invitation
92.Q842.KQ5.9742      | 1H P 2H P 3H P | P   | 7 HCP: declines
92.Q842.KQ5.K742      | 1H P 2H P 3H P | 4H  | 10 HCP: accepts
J5.AKJ97.A9.KQ65      | 1NT P 2D P 2H P | 6NT | 18 HCP, five hearts: slam
KJ7652.AK.A2.KJ3      | 1NT P 2H P 2S P | 6S  | 19 HCP, six spades: slam
AQ8.AJT765.5.A96      | 1NT P 2D P 2H P | 6H  | 15 HCP, six hearts, a singleton: slam
KJ9752..AJ953.A8      | 1NT P 2H P 2S P | 6S  | 6-5 with a void and two aces: slam
KQ7652.2.KJ3.Q42      | 1NT P 2H P 2S P | 4S  | one ace: game, not slam
A5.KQ984.K72.Q52      | 1H P 3H P 4NT P | 5D  | Blackwood: one ace
A5.AQ984.K72.A52      | 1H P 3H P 4NT P | 5S  | Blackwood: three aces
Q5.KQJ84.KQ7.Q52      | 1H P 3H P 4NT P | 5C  | Blackwood: no ace
A5.AQ984.K72.Q52      | 1H P 3H P 4NT P | 5H  | Blackwood: two aces
AK3.A32.Q432.K32      | 1NT P 4C P  | 4S  | Gerber: two aces
KQ3.KQ2.QJ32.KJ2      | 1NT P 4C P  | 4D  | Gerber: no ace
AK3.A32.A432.K32      | 1NT P 4C P  | 4NT | Gerber: three aces
AQ2.KQ4.KJ5.AQ32      | 1NT P 4C P 4S P | 5C  | Gerber asker: all four aces, 36+ combined: king ask
KQ2.KQ4.KQJ5.KQ2      | 1NT P 4C P 4D P | 5C  | Gerber asker: partner has all four aces: king ask
AQ2.KQ4.KQJ5.KQ2      | 1NT P 4C P 4D P | 4NT | Gerber asker: three aces missing, sign off
AQ2.KQ4.KJ5.KQ32      | 1NT P 4C P 4S P | 6NT | Gerber asker: one ace missing, small slam
AK3.K32.Q432.K32      | 1NT P 4C P 4H P 5C P | 5NT | Gerber king answer: three kings
AK3.A32.Q432.K32      | 1NT P 4C P 4S P 5C P | 5S  | Gerber king answer: two kings
AQ3.KJ2.QJ32.A32      | 1NT P 4C P 4S P 5C P | 5H  | Gerber king answer: one king
A73.AJ2.A432.A32      | 1NT P 4C P 4D P 5C P | 5D  | Gerber king answer: no king
AQ2.KQ4.KJ5.AQ32      | 1NT P 4C P 4S P 5C P 5S P | 7NT | every ace and king: grand slam
KQ2.KQ4.KQJ5.KQ2      | 1NT P 4C P 4D P 5C P 5D P | 7NT | partner's aces, my kings: grand slam
AQJ.QJ4.KQJ5.AQ3      | 1NT P 4C P 4S P 5C P 5D P | 6NT | three kings missing: small slam
AKQ73.KQ4.A2.K52      | 1S P 3S P 4NT P 5D P | 6S  | Blackwood asker: one ace missing
AKQ73.KQ4.A2.K52      | 1S P 3S P 4NT P 5C P | 5S  | Blackwood asker: two aces missing
KQ4.KQJ3.AKQ.AK2      | 2C P 2H P 4NT P 5H P | 5NT | all the aces, grand slam interest: king ask
A83.A9852.J4.Q73      | 2C P 2H P 4NT P 5H P 5NT P | 6C  | answer to 5NT: no king
Q842.K73.A92.A52      | 1S P 3S P 4NT P 5H P 5NT P | 6D  | answer to 5NT: one king
KQ4.KQJ3.AKQ.AK2      | 2C P 2H P 4NT P 5H P 5NT P 6C P | 7H  | every ace and king: grand slam
AJ84.K973.KQ82.4      | 1S P        | 4C  | splinter: singleton club
AKJ32.K32.Q2.J32      | 1S P 4D P   | 4S  | minimum: signs off after the splinter
K32.AKJ32.Q32.32      | 1H P 3S P   | 4H  | signs off after the spade splinter
J4.KT432.AT4.A96      | P P P 1H P 4C P | 4H | a passed hand's splinter is not passed
A4.AKQ32.KQ4.A96      | 1H P 4C P   | 4NT | slam interest opposite the splinter
AKJ974.AJ8.A9.T3      | 1S P 3S P   | 4D  | control bid: no club control, so 4D (28-29 combined)
AT853.AQ94.A72.A      | 1S P 3S P   | 4C  | control bid: the cheapest ace
AQJ7.AK943.963.K      | 1H P 3H P   | 3S  | control bid in spades, below 4H
KJ2.AKJ43.KQ2.32      | 1H P 3H P   | 4H  | slam values but no side ace or void: game
852.K4.KT654.AQ8      | 1S P 3S P 4D P | 4NT | 13 support points, the club ace: accepts
852.AK.KT654.Q98      | 1S P 3S P 4D P | 4S  | no control in clubs, which 4D skipped: signs off
852.K43.KT65.AQ8      | 1S P 3S P 4D P | 4S  | 12 support points: not enough to accept
KJ2.T65.KT4.KJT4      | 1S P 3S P 4C P | 4S  | 11 points, not the top of the raise: signs off
A932.KQ865.4.832      | 1C P 1H P 3H P | 3S  | control bid opposite opener's jump raise
98.T643.AQT2.AQ7      | 1D 1S 2S P  | 3D  | minimum opposite the cue bid: not passed
A2.AKJ32.K32.432      | 1H 1S 2S P  | 4H  | game opposite the cue bid: 15 HCP
K2.AJ32.AKJ2.K32      | 1D 2C 3C P  | 3NT | game opposite the cue bid: a club stopper
J875.AKT5.A853.8      | 1C X P 2C P | 2H  | the doubler answers the cue bid: a 4-card major
A75.KQ74.AQJ.KQ2      | 1C X 3C P P | 3NT | the doubler again: 21 HCP and a club stopper
AKJ3.KQ74.AQ8.32      | 1C X 3C P P | X   | the doubler again: takeout with 18 HCP
AKJ3.KQ74.Q82.32      | 1C X 2C P P | P   | the doubler again: 15 HCP, no extra values
AKQJ73.K74.A82.3      | 1C X 2C P P | 2S  | the doubler again: his own good suit, 17 HCP
984.J532.95.T643      | 1C X 2C P P X P | 2H | advancer doubled in again: forced, 4 hearts
98.J532.95.QJT64      | 1C X 2C P P X P | P  | advancer doubled in again: penalty pass
AK7.AQ4.Q52.KJ96      | 1D X 3D P P | P   | the doubler again: 19 HCP is no 3NT opposite a pass
AK7.AQ4.KQ2.KJ96      | 1D X 3D P P | 3NT | the doubler again: 21 HCP and a stopper, 3NT
Q43.AJ5.84.KJ842      | 1H 3S       | 4H  | over a jump overcall: game in opener's major
JT43.A5.QJ84.KJ4      | 1C 3D       | 3NT | over a jump overcall: 3NT with a diamond stopper
J984.5.KJ743.854      | 1S 3H       | 3S  | over a jump overcall: competitive raise, a singleton
KJ43.A52.84.Q842      | 1C 3D       | X   | over a jump overcall: negative double, 4 spades
AK95.J96.AT.AQ72      | 1C 3D P P   | X   | opener reopens: 18 HCP, short in diamonds
AQ95.KJ96.T.AQ72      | 1C 2D P P   | X   | opener reopens: short in diamonds
AKJ95.KQ96.T52.7      | 1S 2C P P   | X   | opener reopens: a singleton club
AK95.J96.AT2.A72      | 1C 1S P P   | P   | opener does not reopen: four spades
KJ73.AT3.AK73.A4      | 1D 1S P P   | 1NT | opener reopens: 18-19 balanced, spades stopped
KQ3.AKJ74.Q4.KJ3      | 1H 2C P P   | 2NT | opener reopens: 18-19 balanced over a two-level overcall
K4.Q93.AQJ964.K5      | 1D 1H P P   | 2D  | opener reopens: six diamonds, a minimum
AQJ864.K72.4.Q53      | 1S 2D P P   | 2S  | opener rebids six spades rather than double
4.AKJ73.KQT82.43      | 1H 1S P P   | 2D  | opener reopens: a second five-card suit
AQ62.AK.Q2.AQT83      | 1C 1H P 3H  | X   | over their jump raise: 21 HCP, short in hearts
AK63.AJ.AK54.753      | 1D P P 1NT  | X   | over their balancing 1NT: penalty double with 19 HCP
9843.Q52.Q86.J42      | 1D P P 1NT X P | P | leaves the penalty double of their 1NT in
KQ874.962.A53.84      | 1C 1H P 3H X P | 4S | answers the double over their raise: game, five spades
KJ874.962.Q53.84      | 1C 1H P 3H X P | 3S | answers the double over their raise: spades, weak
J4.T5.K984.T7643      | 1C 2D P P X P | 3C | answers the reopening double: back to clubs
JT4.A5.KQT98.K64      | 1C 2D P P X P | P  | penalty pass of the reopening double
A98.AKQJ.J53.KJ6      | P 1C P 1S P 3H P 4C P | 4S | game forcing after a jump shift
82.T.AQJ32.AQ953      | 1D 1S X P 2C P 4H P | P | partner's jump to game is to play
AKQ32..J9432.K32      | 1S 2NT P    | 3D  | unusual 2NT: a minor, never the unbid heart suit
K32.Q2.J9432.K32      | 1S 2S P     | 3H  | Michaels over 1S: the known heart suit
K32.Q2.J9432.K32      | 1C 2NT P    | 3D  | unusual 2NT over 1C: diamonds and hearts
K32.AQ32.KJ32.92      | 1H P 2NT P 3S P | 4H | Jacoby 2NT is game forcing: 3S is not passed
Q32.K2.QJ82.AJ82      | 1C 2D X P   | 2NT | after the negative double, never the overcaller's suit
4.KQ84.A9742.K73      | 1H P        | 3S  | splinter: singleton spade
AQT82.K5.Q93.J84      | 1H          | 1S  | overcall with a good five-card major
KQT984.A7.Q52.83      | 1C          | 1S  | good six-card suit, 11 HCP: overcall
K5.AQ4.KJ3.AQ872      | 1C P 1H P   | 2NT | 19 balanced, three hearts
8.AKJ83.KQ5.A842      | 1H P 1S P   | 2C  | second suit, 17 HCP: not enough to jump
AKJ83.Q84.K72.64      | 1S P 2H P   | 3H  | three-card heart support after 2/1
AKJ83.Q84.72.A64      | 1S P 2D P   | 2NT | 14 balanced after 2/1
A84.KQ73.A52.K92      | 2S P        | 4S  | game opposite a weak two, three trumps
AK4.A3.KQJ92.Q84      | 2H P        | 3NT | 19 HCP, to play
84.KQJ954.A72.83      | 2H P 2NT P  | 3D  | maximum weak two, feature in diamonds
8742.963.8542.93      | 2C P        | 2D  | waiting, nothing
AKQJ84.AK.AQ2.K2      | 2C P 2D P   | 2S  | natural rebid after 2C
2.84.KQJ9842.T92      |             | 3D  | seven diamonds: preempt
KJ842.Q73.K92.83      | 1NT P 2C P 2D P | 2S  | five spades, invitational after Stayman
KQ842.2.73.AK952      | 1D P 1H     | X   | double of two suits: spades and clubs
82.73.KQJT5.A942      | 1C P 1H     | 2D  | fourth-seat overcall
9842.T63.J52.Q84      | 1S P P      | P   | too weak to balance
84.Q83.K952.J842      | 1S 2NT P    | 3C  | preference after the unusual 2NT
83.KJ84.A72.Q852      | 1D 2S       | X   | negative double of a weak jump overcall
82.Q4.AKJ84.K952      | 1H 1S       | 2D  | new suit at the two level, 13 HCP
AKJ83.5.KQ72.Q64      | 1S P 2NT P  | 3H  | Jacoby 2NT: heart shortness
32.KJ876.Q32.432      | 1NT X       | 2D  | systems on over a double: transfer to hearts
KJ87.Q32.K32.432      | 1NT X       | 2C  | systems on over a double: Stayman
K32.Q32.5432.432      | 1NT X       | P   | weak, no long major: pass over the double
AK32.KQ32.32.K32      | 1NT X 2C P  | 2H  | Stayman answer after their double
32.KJ876.Q32.432      | 1NT 2C      | 2H  | over an overcall: five hearts, 6 HCP, competitive
KJ876.32.Q32.432      | 1NT 2H      | 2S  | over an overcall: five spades, competitive
KQ876.A2.Q32.432      | 1NT 2H      | 3S  | three-level new suit: five spades, game values, forcing
6.AJ97653.J8.J63      | 1NT 2S      | 3H  | seven hearts and 7 HCP: game values in total points
85.52.AK987.Q943      | 1NT 2S      | 3D  | five diamonds and 9 HCP: game values in total points
KJ87.A32.K32.432      | 1NT 2D      | 3D  | cue bid: game force with four spades, Stayman-like
K32.A32.KJ32.432      | 1NT 2H      | 3NT | 11 HCP, heart stopper, no four-card spade suit
K32.KJ98.Q32.432      | 1NT 2H      | X   | penalty double: four good hearts, 9 HCP
K32.K32.Q432.432      | 1NT 2H      | 2NT | 8 HCP with a heart stopper: invitational
Q32.432.5432.J32      | 1NT 2S      | P   | 3 HCP: pass over the overcall
AK32.KQ32.32.K32      | 1NT 2D 3D P | 3H  | answers the cue bid: four hearts first
AK3.K32.Q432.K32      | 1NT 2H 3H P | 3NT | answers the cue bid: no four spades, heart stopper
AK3.K32.Q432.K32      | 1NT 2C 2H P | P   | partner's two-level bid is competitive: pass
AK3.Q2.AJ32.K432      | 1NT 2D 3S P | 4S  | three-card support for the forcing 3S
AK3.K32.Q432.K32      | 1NT 2H X P  | P   | leaves the penalty double in
32.KJ8.AKJ52.AJ4      | 1NT 2S P P  | X   | their overcall passed round: reopening double, 2 spades
AJ3.K92.532.AKQ9      | 1NT 2S P P  | P   | three spades: the 1NT opener defends
KT8.A65.T87.8653      | 1NT 2S P P X P | 3C | answers the reopening double: the longest suit
KT86.A65.T87.865      | 1NT 2S P P X P | P  | penalty pass of the reopening double: four spades
JT53.Q9654.862.T      | 1C 1NT X    | 2H  | partner's 1NT overcall doubled: runs to five hearts
2.T874.98753.T62      | 1S 1NT X    | 2D  | partner's 1NT overcall doubled: runs to five diamonds
T8.83.7532.J9542      | 1D 1NT X    | 2C  | partner's 1NT overcall doubled: runs to five clubs
KJ.T.KT875.JT876      | 1D 1NT 2H   | 3C  | partner's 1NT overcall: a forcing minor with game values
82.KQJ73.A832.95      | 1C 1NT 2D   | 3H  | partner's 1NT overcall: a forcing major with game values
42.QT93.K832.A95      | 1C 1NT 2H   | X   | partner's 1NT overcall: penalty double, four trumps
AQ2.KJ4.KQ32.K54      | 1H 1NT 2H 2NT P | 3NT | the 1NT overcaller accepts 2NT with 18
AQ2.KJ4.Q432.K54      | 1H 1NT 2H 2NT P | P | the 1NT overcaller declines 2NT with 15
Q5.AQ94.QT2.Q753      | 1C P 1H P 1S P | 2NT | 12 HCP opposite an opening (worth 12): invites
Q5.AQ94.KT2.Q753      | 1C P 1H P 1S P | 3NT | 13 HCP opposite an opening bid: game
K93.K64.AQJ.JT92      | 1D P 2C P 2H P | 3NT | 14 HCP after a 2/1: game, not an invitation
J32.KQ5.K2.AQ432      | 1H P 2C P 2S P | 4H  | opener's new suit after a 2/1 forces: game, 5-3 fit
Q2.K32.J32.AKJ32      | 1S P 2C P 2D P | 3NT | opener's new suit after a 2/1 is forcing: 11, no fit
7432.KQ83.7.K982      | 1D 1NT P    | 2C  | systems on over partner's 1NT overcall: Stayman
KJ876.32.Q32.432      | 1C 1NT P    | 2H  | systems on over partner's 1NT overcall: transfer
K32.Q32.J432.Q32      | 1S 1NT P    | 2NT | systems on over partner's 1NT overcall: 8 HCP invites
AKJ6.A42.K4.A932      | 1C 1NT P 2C P | 2S  | the 1NT overcaller answers Stayman
KQJ86.J2.A83.AK9      | 1C 1NT P 2NT P | 3NT | the 1NT overcall is 15-18: 18 accepts the invitation
KQJ64.8432.AK2.A      | 1H          | 1S  | 17 HCP, five spades, no takeout shape: overcall
AQJ98.A52.Q3.AT4      | 1C P P      | 1S  | balancing overcall with 17 HCP
AKQT7.KT72.K3.A2      | 1H P P      | X   | balancing double with 19 HCP, to bid again
Q7.AQ65.AKT843.A      | 3S          | 4D  | 19 HCP and six diamonds over a preempt: bid, never pass
QT.AQT8432.AQ6.A      | 3S          | 4H  | 18 HCP, seven hearts over 3S
AT3.AQ853..KQJ32      | 2D P 3D     | X   | over their raised weak two: takeout double, 16 HCP
AQ5.K64.2.AKQT72      | 2D P 3D     | X   | over their raised weak two: 18+, double first
AK3.Q54.KJ82.A43      | 2H P 3H     | 3NT | over their raised weak two: 3NT with a heart stopper
32.Q8543.K32.432      | 2D P 3D X P | 3H  | answers the double of their raised weak two
KQ52.A954.2.KT73      | P P 2D P 3D P P | X   | balancing over their raised weak two: 10+ HCP
J954..K93.AQ8762      | 2H P 3H P P | X   | balancing double: short in hearts, spades and clubs
AKJ874.K3.85.Q62      | 2H P 3H P P | 3S  | balancing: six spades, 12+ total points
Q3.K32.KJ8.AQJ54      | 2H P 3H P P | 3NT | balancing 3NT: 15-21 HCP, hearts stopped
T92.AK72.T43.AQ2      | 2D P 3D P P | P   | three diamonds: no balancing double
32.Q8543.K32.432      | 2D P 3D P P X P | 3H  | answers the balancing double of their raise
A3.KQ854.K32.432      | 2D P 3D P P X P | 4H  | answers the balancing double: game, 10+ HCP
AJ8.Q5.KT862.K82      | P 1D 1H 2H 3H P 4H | X   | their game on shape: we hold 18+ HCP, double
A9.KJ954.A52.A63      | 1D 2S 3H 3S P 4S | X   | their game over our forcing new suit: double
Q854.KT53.JT9.95      | 1C 1H 1S 4H P P | P   | 6 HCP: too little to double their game
QJ5.KJ84.AT952.3      | 1D 1H 2C 3H | X   | penalty: four hearts, 11 HCP and partner's 10+
Q984.T2.KT95.932      | 1C 1S 1NT 3S P P | P   | four spades but 5 HCP: no double
KJT95.K952.J6.K8      | 1S 3D 4S 5D | X   | their save over our game: 11 HCP and partner's 10+
92.Q842.KQ5.K742      | 1H 2C 2H 3C 3H P | P | opener's 3H in competition: no invitation
K84.K73.Q842.Q52      | 1S 2D 2S 3D 3S P | P | opener competes to 3S: not a game try
A87.K3.KQJ83.AK9      | 2S          | X   | 20 HCP: too strong to overcall a weak two, doubles first
A87.K3.KQJ83.AK9      | 2S X P 3C P | 3NT | the strong double's rebid: 19+ balanced, spades stopped
7.AK3.KQJ832.AK9      | 2S X P 3C P | 3D  | the strong double's rebid: a five-card suit, 17+ HCP
K9.AKQJ543.J3.AK      | 2D X P 2S P | 4H  | the strong doubler: game in a solid seven-card major
AQ92.K2.43.AKJ54      | 2H X P 2S P | 3S  | the doubler's rebid: 4 spades, 19-21 support points
AQ92.KJ2.43.KJ54      | 2H X P 2S P | P   | the takeout double's rebid: a minimum passes
T8653.J32.432.32      | 2H X P 2S P 3S P | P | the doubler's raise invites; advancer has nothing
AKQ2.K32.AQ2.K32      | 2H          | X   | 21 HCP over a weak two, no 2NT range: double first
A94.KT765.AKJ72.      | 2S          | 3H  | 15 HCP and 5-5 over a weak two: values, not a good suit
Q7.A8.QT2.KJ8654      | 2H          | P   | 12 HCP and a poor suit over a weak two: no overcall
6.K72.AJ952.AKJ7      | 2H P P      | 3D  | balancing over a weak two: 16 HCP, no takeout shape
9742.J83.64.Q952      | 1D X XX     | 1S  | after their redouble: advancer shows a four-card major
2.A98543.986.T53      | 1D 1NT      | 2H  | over their 1NT overcall: a weak six-card suit, to play
32.Q32.K8762.432      | 1H 1NT      | 2H  | over their 1NT overcall: a competitive raise
J9.AK.KQJT864.J6      | 1D P P X    | 2D  | opener over their balancing double: a seven-card suit
J87.A842.A3.K654      | 1C P P X    | P   | opener over their balancing double: nothing to add
32.KJ862.Q32.K32      | 1S X 2S     | 3H  | over their raise: a free bid, 5 hearts and values
432.Q8762.J32.32      | 1S X 2S     | P   | their raise frees me from answering: pass
KJ62.32.Q32.8765      | 1C X 1H     | 1S  | a free bid of four spades at the one level
KQ862.32.A32.K32      | 1H X 2H     | 4S  | five spades and 12 HCP opposite a takeout double: game
AQ32.KJ32.2.K432      | 1D X XX P P | 1H  | the doubler never leaves the redouble in
AKT.QJ42.AKT75.7      | 1D X XX 1H  | X   | they run from our redouble: penalty double, four hearts
AKT.42.AKT75.764      | 1D X XX 1H  | P   | they run from our redouble: opener's pass is forcing
QT94.K7.9874.AJ6      | 1H X XX 1S P P | X | the redoubler doubles their run: four spades
KJ9.72.9874.AQJ6      | 1H X XX 1S P P | 1NT | the redoubler: spades stopped, no fit
Q93.J75.Q843.KQ5      | 1D X XX 1H P P | 2D | the redoubler: support for opener's suit
AQ32.KJ32.2.K432      | 1D X P 1H P | 2H  | the doubler raises with 16-18 support points
AQ32.AKJ2.2.K432      | 1D X P 1H P | 3H  | the doubler jump raises with 19-21 support points
AKQJ73.AK4.Q5.83      | 1C X P 1D P | 1S  | double, then a new suit: a hand too strong to overcall
AQ32.KJ32.32.K43      | 1D X P 1H P | P   | a minimum takeout double passes the forced answer
K32.Q432.J2.QJ32      | 1H 2D P     | P   | 9 HCP: too weak for 2NT over a 2-level overcall
KQ2.KJ32.J2.Q432      | 1H 2D P     | 2NT | 12 HCP, heart stopper: 2NT invites (2-level overcall)
K6.T.KJ7632.KQT2      | 1S P 2D P 3C P | 3H | 2/1 new suit forcing; no heart stopper: fourth suit
AJ54.3.KQ854.432      | 1C P 1D P 1H P | 1S | the fourth suit at the one level is natural: 4 spades
Q954.32.KJ754.32      | 1C P 1D P 1H P | 1S | 1S natural and forcing, not a pass with two hearts
KJ54.Q432.KQ54.2      | 1C P 1D P 1H P | 4H | four hearts: raise opener's hearts, not 1S
AJ32.KJ32.2.Q432      | 1C P 1D P 1H P 1S P | 2S | opener raises the natural 1S with four
Q2.KJ32.Q2.AQ432      | 1C P 1D P 1H P 1S P | 2C | the natural 1S is forcing: opener rebids clubs
A.KQJ9732.K97.98      | 1S P 2H P 3S P | 4H | seven good hearts, game values: 4H, not 3NT
J8.Q984.A9.K9752      | 1C P 1H P 1S P | 2C | a club fit, 10 HCP: 2C, not a pass
Q32.2.J32.AKJ432      | 1H P 2C P 2D P | 3NT | opener's new suit after a 2/1 is forcing: no pass
QJT8763.J4.K2.97      | 1D P 1S P 2C P | 2S  | responder rebids a seven-card suit: to play, not pass
Q8.J9752.QJT5.T6      | 1D P 1H P 2C P | 2D  | preference to the first suit: 4 diamonds, 2 clubs
Q8.J9752.QJ5.T62      | 1D P 1H P 2C P | 2D  | false preference: equal length, opener's first suit
Q8.J9752.Q5.JT62      | 1D P 1H P 2C P | P   | more clubs than diamonds: pass the second suit
Q432.32.J432.432      | 2H X P      | 2S  | takeout double of a weak two: answer, never pass
Q432.32.KJ32.K32      | 2H X P      | 3S  | takeout double of a weak two: jump with 8-11
KJ32.32.KJ32.K32      | 2H X P      | 4S  | takeout double of a weak two: game with 10+
Q432.32.J432.432      | 3H X P      | 3S  | takeout double of a preempt: answer, never pass
32.KQJ98.A32.432      | 2H X P      | P   | penalty pass of the double: five good hearts
3.AK76.KT3.AKT92      | 3S P P      | X   | balancing takeout double of a preempt
AKQ5.AJ8.KQ42.85      | 2H P P      | X   | balancing over a weak two: 19 HCP, double first
32.KJ2.KJ32.5432      | 2S P P X P  | 3C  | answers partner's balancing double of a weak two
8.KQJ876.Q32.J32      | 1C P 1H P 2C P 2H P 3C P | P   | hearts rebid once: not again
AQ32.K2.AK2.QJ32      | 1C 1D X P   | 4S  | after a negative double: game in the major with 19+
AQ32.K2.A42.KJ32      | 1C 1D X P   | 2S  | after a negative double: jump with 16-18 and four spades
K32.KQ2.AJ2.AQ32      | 1C 1D X P   | 2NT | after a negative double: 18-19 balanced with a stopper
A2.K2.A32.KQJ932      | 1C 1D X P   | 3C  | after a negative double: jump rebid, 16-18 and six clubs
Q432.K2.A32.KJ32      | 1C 1D X P   | 1S  | after a negative double: a minimum bids the major simply
KQ32.K2.AQ2.AJ32      | 1D 2C X P   | 4S  | after a negative double of a two-level overcall: game
AT3.A982.4.AKJT4      | 1D P 1H P 3D P | 3NT | 16 HCP opposite 16-18: game, not 6NT
2.AT97.43.KJT632      | 1S P 1NT P 3H P | 4H  | singleton in partner's suit: game only
J5.AJ654.KJ742.J      | 1NT P 2D P 2H P 3NT P 4H P | P   | long trump hand: length, not shortness
AQ3.KQJ2.AQ2.K32      | 1C P 1H P 2NT P | 4C  | Gerber over partner's 2NT rebid
A32.K32.KQJ2.KQ3      | 1C P 1H P 2NT P 4C P | 4H  | Gerber answer after 2NT: one ace
A32.K32.KQJ2.KQ3      | 1C P 1H P 2NT P 4C P 4H P 4NT P | P   | Gerber asker's 4NT: to play
KQ3.KQJ2.KQ2.KQ2      | 1C P 1H P 2NT P 4C P 4H P | 4NT | Gerber: two aces missing, sign off
AK3.K32.Q432.K32      | 1NT P 4C P 4H P 4NT P | P   | 4NT after Gerber: not Blackwood
Q.95432.J84.KJT4      | 1D P 1H P 3D P | 5D  | no spade stopper: the minor game, not 3NT
K8.JT642.T73.KJT      | 1D P 1H P 3D P | 3NT | both unbid suits stopped: 3NT
98.AJ95.AQJ.AQT7      | 1H P 2NT P 4H P | 4NT | 30 combined points in a fit: Blackwood
98.AJ95.AQJ.QJT7      | 1H P 2NT P 4H P | P   | 28 combined points in a fit: game only
J3.97643.AT87.K8      | 1S P 1NT P 3S P | 4S  | two trumps opposite six, 8 HCP: game
J3.97643.T987.K8      | 1S P 1NT P 3S P | P   | two trumps opposite six, 4 HCP: pass
KJ86.A62.AK3.987      | 1D P 1S P 2S P | 4S  | opener raised my spades: game in spades, not 3NT
A753.Q974.6.AKQT      | 1C P 1H P 2H P | 4H  | opener raised my hearts (maybe with three): 4H
K2.AK964.KJ5.KT8      | 3S P        | 4S  | over a preempt: 3+ quick tricks and two trumps
QJ6.KQ75.Q7.QJ74      | 3S P        | P   | over a preempt: 14 HCP but one quick trick
KT3.AQ75.A.AJ874      | 3D P        | 3NT | over a minor preempt: tricks, stoppers, a fitting ace
KT3.AQ75.2.AJ874      | 3D P        | P   | over a minor preempt: no fitting honour
QJ.AKT3.AK865.A5      | 1D P 1H P 4H P | 4NT | opener's jump raise shows 19+ support points: slam
AQT85.Q.KQ5.AKT7      | 1S P 3S P   | 4NT | slam values opposite a limit raise: Blackwood
AQT85.Q.KQ5.QJT7      | 1S P 3S P   | 4S  | game values opposite a limit raise: game
AK3.KQ32.Q32.K32      | 1NT P 2C P 2H P 4NT P | 6NT | quantitative 4NT: accept with 17
AJ3.Q432.K32.K32      | 1NT P 2C P 2H P 4NT P | P   | quantitative 4NT: decline with 15
T54.Q72.8643.T53      | 2C P 2D P 2H P | 4H  | support after 2C, 0-4 HCP: fast arrival
T54.Q72.K643.T53      | 2C P 2D P 2H P | 3H  | support after 2C, 5+ HCP: room for slam
KQJ2.AQ832.KQ.KQ      | 2C P 2D P 2H P 3H P | 4H | after 2C the auction is forcing to game
AJ42.KQ832.AK.KQ      | 2C P 2D P 2H P 3H P | 3S | after 2C: a control bid, the spade ace
AK.AKQ864.764.AQ      | 2C P 2D P 2H P 2NT P | 3H | after 2C and no fit: rebid six hearts
A.AKJ52.AQ7.KQ62      | 2C P 2D P 2H P 2NT P | 3C | after 2C and no fit: a second suit
T54.Q72.8643.T53      | 2C P 2D P 2H P 2NT P 3S P | 4H | 2C and 2D name no suit: prefer hearts
K.AKQJ7.AKJ73.J5      | 2C P 2D P   | 2H  | after 2C, five hearts and five diamonds: hearts first
64.AKJT.KQ98432.      | 1D P 1H P   | 4H  | four trumps, 13 HCP, 19 support points: game
J9432.J82.J.J964      | 2C P 2D P 3D P | 3S | after 2C and opener's minor: five spades, natural
QJ5.3.AJ8.T65432      | 2C P 2D P 3D P | 4D | after 2C and opener's minor: support, 5+ HCP
72.J96.T983.9762      | 2C P 2D P 3D P | 3NT | after 2C and his minor: support, 0-4 HCP, no raise
A964.KQJ7.K7.974      | 1C P 1H P 2NT P | 4NT | 13 HCP opposite 18-19: quantitative 4NT
A964.KQ97.K7.974      | 1C P 1H P 2NT P | 3NT | 12 HCP opposite 18-19: game only
K2.A32.A62.AKJ85      | 1C P 1H P 2NT P 4NT P | 6NT | the quantitative 4NT: accept with 19
K2.A32.Q62.AKJ85      | 1C P 1H P 2NT P 4NT P | P   | the quantitative 4NT: decline with 17
AKQJT32.KT4.Q3.Q      | 1NT P 2H P 2S P 4NT P 6NT P | P | 6NT: no answer to Blackwood
KQ32.KJ32.Q32.32      | 1H P 2NT P 4C P | 4H  | 4C after Jacoby: not Gerber
K32.A2.KQ32.AQ32      | 1S P 2C P 3NT P | 6S  | fit over 3NT: slam, 4NT is quantitative
KJT652.KJ843.98.      | P P 1C 1H 1S P 3S P | 4S  | accepts the invitational raise
2.KQT98.AKJ732.2      | 1D 1H X P   | P   | converts the negative double
AKJ32.KQT9.32.32      | 1S 2H X P   | P   | converts: 4 good hearts at the 2 level
K32.Q32.32.AKJ32      | 1C 1NT X P  | P   | penalty double of 1NT: leave it in
JT9.Q52.KJ95.AK6      | P 1D 1S X P | 2D  | no stopper, no 4 hearts: rebid diamonds
Q.AT7.AT43.AQ954      | P P P 1C P 1D P | 3D  | jump raise of diamonds: 16 HCP
Q3.AQ.AKQ8.JT942      | P P 1C P 1D P | 3D  | jump raise opposite a passed hand
AQJ5.KQT3.AJ32.8      | P 1D P 1NT P | 2H  | 4-4-4-1, 17 HCP: reverse
J.AKJ975.AQT.AQ2      | 1H P 1S P   | 4H  | 21 HCP, six hearts: game
A87.KT.AQT853.AK      | 1D P 1H P   | 3NT | 20 HCP, six diamonds, stoppers: 3NT
A76.KJT.KT7.Q764      | 1S P P X P  | 1NT | answers a balancing double: 10-13, stopper
T9843.T96.42.T96      | 1H P P X P  | 1S  | balancing double: answered, never passed
J7652.853.AJ7.82      | 1H P P X P  | 1S  | balancing double: the five-card major
AJ86.K9.J6.AJ964      | 1C P P X P  | P   | trap pass: five clubs and 13 HCP
KQ32.AJ54.32.K32      | 1D P P X P  | 2H  | balancing double: jump with 11-14
5.AKQT65.AQ97.AT      | 1S P 4S     | X   | fourth seat, 19 HCP and a singleton spade: double first
5.AKQT65.AQ97.A2     | 1S P 2S     | X   | fourth seat, 19 HCP, six hearts: double, then hearts
AJ9753.AQJ3.AJ3.      | 1C P 1S     | P   | fourth seat, 17 HCP, six of their spades: no double
.AK3.JT863.AK965      | 1D 1S X 2S  | 3C  | opener after the negative double and their raise: 5-5
T3.AJ3.8632.Q976      | 1S P 2S X P | 3C  | fourth-seat double: forced, the lower minor
Q975.52.KJ94.T54      | 1S P 2S X P | 3D  | fourth-seat double: the longer minor
AQJ96.K2.732.Q84      | 1D P 1S X P | P   | fourth-seat double: five good spades, pass
KJ74.A32.Q54.K32      | 1C P 1D X P | 4S  | fourth-seat double: game with 13 and 4 spades
KJ74.Q32.Q54.J32      | 1C P 1D X P | 2S  | fourth-seat double: invitational jump
K32.Q32.KJ4.Q432      | 1C P 1D X P | 1NT | fourth-seat double: 1NT with their stoppers
AQ2.KJ3.AQ54.J32      | 1D 3C 3NT 4C | X  | they bid over our game: double the save
A.A2.KJT9743.KQ5      | P 1S 2D 2S P P | 3D | competes in its seven-card suit
Q3.AKQ8542.K7.64      | 1S 2H 2S P P | 3H  | overcaller's seven hearts: compete to 3H
Q3.AKQ854.K72.64      | 1S 2H 2S P P | P   | six hearts, 14 HCP: no three-level compete
KQJT9.A32.432.32      | 1S P P X P  | P   | balancing double: penalty pass, five good spades
AQ3.KJ4.KJ32.Q32      | 1D P P X P  | 3NT | balancing double: 3NT with 15+ and a stopper
T932.J32.Q32.J32      | 1S P 2S X P | 3C  | fourth-seat double: forced, even with three cards
Q3.AKQ8542.K7.64      | 1C 1H 1S P 2S | 3H | they found a fit: compete in seven hearts
Q3.AKQ8542.K7.64      | 1C 1H 1S P 1NT | 2H | no fit of theirs, but seven hearts and 12 HCP
AK9732.AKJ6.J7.7      | 1S 2D P 3C  | P   | no fit of theirs: six spades stop at the two level
73.K4.AKQ962.KJ3      | 1D 1S P 2H  | P   | no fit of theirs: six diamonds stop at the two level
73.K4.AKQ962.KJ3      | 1D 1S P 2C  | 2D  | no fit of theirs: six diamonds compete at two
Q.AJT4.AKQ87652.      | P 1S 2D P P 3C | 3D | no fit of theirs: eight diamonds compete at three
AKJ8542.K3.Q4.32      | P 2H P P 2S 3H P P | 3S | seven spades: compete over their rebid
Q32.KJ3.AQ54.J32      | 1D 3C 3NT 4C | X  | opener doubles their bid over our 3NT
AKQJ74.K2.A3.Q52      | 1S P P 2D   | 2S  | partner passed, they balance: rebid six spades, 19 HCP
A2.K3.AQJT98.K32      | 1D P P 1S   | 2D  | partner passed, they balance: six diamonds, 17 HCP
AQ2.KJ93.2.AKJ54      | 1C P P 1D   | X   | partner passed, they balance: reopening double, 18 HCP
Q2.AKJ2.A3.KQJ85      | 1C P P 2D   | X   | partner passed, they balance: double of 2D, 19 HCP
AQ2.KJ3.K32.AJ42      | 1C P P 1H   | 1NT | partner passed, they balance: 18 balanced, a stopper
32.Q8643.8732.J2      | 1S P P 2D X P | 2H | answers opener's reopening double: four hearts
92.J8732.Q863.J2      | 1C P P 1S X P | 2H | answers opener's reopening double: never passes 1S
.AJ85.AKJ62.KJ76      | P P 1D 1S P 2S | X | they raise, partner silent: double, short in spades
AQJ8.7.AQ532.KJ6      | 1D 1H P 2H  | X   | they raise, partner silent: double with 17, a singleton
AJ8.7.KQ532.QJ64      | 1D 1H P 2H  | P   | they raise, partner silent: 13 HCP do not double
T542.983.76.QJ54      | 1D 1H P 2H X P | 2S | answers opener's competitive double: four spades
AKQT86.83.JT97.5      | 1C 1H 2C    | 2S  | partner overcalled, they raise: my six spades
9.32.AKJ9853.AT6      | 1C 1S 2C    | 2D  | partner overcalled, they raise: my seven diamonds
A7.AT42.K865.A65      | 1C 1S 3C    | 3NT | partner overcalled, they jump raise: 15, clubs stopped
JT653.72.K3.AQT5      | 1D 1H 2D    | X   | they raise: five poor spades, four clubs: responsive X
K32.Q54.KJ4.A652      | 1C 1D 1H P  | 2H  | partner's new suit is forcing: raise with three, minimum
KJ53.4.K54.AQ653      | 1C 1D 1H P  | 1S  | partner's new suit is forcing: my four spades
K52.74.KQ75.AQ63      | 1C 1D 1H P  | 1NT | partner's new suit is forcing: 1NT, their suit stopped
AK3.54.K4.QJ6532      | 1C 1D 1H P  | 2C  | partner's new suit is forcing: six clubs, minimum
KJ5.4.K754.AQ653      | 1C 1D 1H P  | 2C  | partner's new suit is forcing: never pass, five clubs
KJ5.4.AKQ4.AQ653      | 1C 1D 1H P  | 2D  | partner's new suit is forcing: cue bid with 20 HCP
J.K8.AKQT.AK9532      | 1C 1D 1S P  | 3NT | new suit forcing: 20 HCP, six clubs, a stopper
AQ953.K5.Q4.K642      | 1S 2D 2H P  | 3C  | partner's two-level new suit: my second suit
AQ953.K54.J4.K64      | 1S 2D 2H P  | 3H  | partner's two-level new suit: raise with three
AQ953.K54.A4.K64      | 1S 2D 2H P  | 4H  | partner's two-level new suit: game with 16 and three
A95.K54.KQ64.Q64      | 1D 1S 2C P  | 2NT | partner's two-level new suit: 12-14, spades stopped
Q6.K873.A.AJT743      | 1C 1H 1S P 3C P 3S P | 3NT | his major asks for three: no, hearts stopped
AQ9.K765.T9.KQJ6      | 1C 1D 2D P 3C P | 3D | cue bidder, 15 opposite a minimum: asks for a stopper
AQ9.K765.KT9.QJ6      | 1C 1D 2D P 3C P | 3NT | cue bidder, 14 opposite a minimum: diamonds stopped
A92.K765.T9.QJ62      | 1C 1D 2D P 3C P | P   | cue bidder, 10 opposite a minimum: no game
8.AJ76.AK862.KJ5      | 1D 1S 2S P  | 3S  | opposite the cue bid: 16 HCP, no spade stopper, asks
Q97.KT.QT743.A87      | 1D 1S 2S P 3S P | 3NT | answers opener's stopper ask: Qxx of spades
976.KT.QT743.A87      | 1D 1S 2S P 3S P | 4D | answers opener's stopper ask: none, a limit raise
J76.Q32.K7.AQ843      | 1C 1S 2S P 3C P 3S P | 5C | answers the cue bidder's ask: no stopper, 5C
K76.Q32.K7.AQ843      | 1C 1S 2S P 3C P 3S P | 3NT | answers the cue bidder's ask: Kxx of spades
JT4.AKQT75.AQJ6.      | 1NT P 2H    | X   | over their transfer: double shows the suit named
Q5.Q4.J532.KQJ86      | 1NT P 2C    | X   | over their Stayman: double shows good clubs
Q5.Q4.J532.KJ986      | 1NT P 2C    | P   | over their Stayman: clubs too poor to double
KQT64.A5.J53.Q98      | 1NT P 2D    | 2S  | over their transfer to hearts: natural spades
A5.Q4.J53.AKJ986      | 1NT P 2H    | 3C  | over their transfer: six clubs, 15 HCP
KQ8.QT3.KT6.AJ82      | 1NT P 2C X  | 2D  | Stayman doubled, systems on: no major
KQ8.QJT3.KT6.AJ8      | 1NT P 2C X  | 2H  | Stayman doubled, systems on: four hearts
KQ8.QT.KT63.AJ82      | 1NT P 2D X  | 2H  | transfer doubled, systems on: completes it
AKQ84.J96.AQJ6.J      | 3C P        | 3S  | over partner's preempt: new suit, 18 HCP, forcing
AK.AKQ85.J8653.5      | 3C P        | 3H  | over partner's preempt: new suit, forcing
4.AKT7643.KQ.A74      | 3S P        | 4H  | over partner's preempt: my own good seven hearts
Q75.4.83.KJ76543      | 3C P 3S P   | 4S  | preempter raises partner's forcing suit with three
75.4.832.KJ76543      | 3C P 3S P   | 4C  | preempter, no fit for the forcing suit: clubs again
Q5.KJT9754.8.J53      | 3H P 4C P   | 5C  | preempter raises partner's forcing minor with three
Q5.KJT9754.83.J5      | 3H P 4C P   | 4H  | preempter, no fit for the minor: game in hearts
965.A32.KQT752.8      | 1C 1H P 2H P P | 3D | their fit stops at two: responder's six diamonds
Q83.5.KJ742.Q852      | 1C 1H P 2H P P | X | their fit stops at two: responder's takeout double
AQ5.K74.K93.AJ62      | 1C 1H P 2H P P X P | 3C | opener answers responder's competitive double
KQJ74.32.KJ43.32      | 1D 2C       | 2S  | five spades over their 2C: the major before the cue bid
KJ32.32.K32.AQ32      | 1D P 1S P 2C P | 2H | fourth suit forcing: game values, no heart stopper
KJ32.A2.K32.Q432      | 1D P 1S P 2C P | 3NT | a heart stopper: 3NT, no fourth suit forcing
432.K2.KJ2.AQJ32      | 1H P 2C P 2D P | 2S | fourth suit forcing after a two-over-one
A32.5.AJ987.KQ32      | 1D P 1S P 2C P 2H P | 2S | answers fourth suit forcing: 3-card support first
2.KJ5.AJ987.KQ32      | 1D P 1S P 2C P 2H P | 2NT | answers fourth suit forcing: a heart stopper
2.75.AKJ987.KQ32      | 1D P 1S P 2C P 2H P | 3D | answers fourth suit forcing: six diamonds
2.75.AKJ98.KQ432      | 1D P 1S P 2C P 2H P | 3C | answers fourth suit forcing: 5-5 minors
KJ32.32.K32.AQ32      | 1D P 1S P 2C P 2H P 2NT P | 3NT | opener stops hearts: 3NT
KJ32.32.K32.AQ32      | 1D P 1S P 2C P 2H P 3D P | 5C | nobody stops hearts: the minor game
32.K32.Q8432.J32      | 1H 2H       | 3H  | competitive raise over Michaels: 7 support points
32.K32.AJ32.Q432      | 1H 2H       | 2S  | cue bid of their spades: limit raise
2.KJ32.AQ32.K432      | 1H 2H       | 4H  | game over Michaels: 16 support points
KQJ32.32.AQ3.K32      | 1H 2NT      | 3NT | both their minors stopped, 15 HCP, no length there
3.KJ32.KJ32.Q432      | 1S 2NT      | X   | no fit, 10 HCP, length in their minors
2.32.KQJ432.Q432      | 1S 2S       | 3D  | natural and not forcing over Michaels
A2.AKJ32.K32.Q32      | 1H 2H 2S P  | 4H  | accepts the limit cue bid: 17 HCP
432.AKJ32.Q2.Q32      | 1H 2H 2S P  | 3H  | minimum opposite the limit cue bid: 12 HCP
QJ98.AKJ32.K3.32      | 1H 2H X 2S  | X   | penalty double of their runout: four spades
32.AKJ32.K32.Q32      | 1H 2H X P   | P   | leaves partner's double of Michaels in
K54.KQ5.AQ863.Q4      | 1D P 1S 2C  | X   | support double: exactly three spades
K54.KQ5.AQ863.54      | 1D P 1H 1S  | X   | support double of 1S: exactly three hearts
KJ5.K5.AQ863.Q54      | 1D P 1S X   | XX  | support redouble: exactly three spades
KQ54.85.AQ863.Q4      | 1D P 1S 2C  | 2S  | raise with four spades, minimum
KQ54.85.AK986.Q4      | 1D P 1S 2C  | 3S  | invitational jump raise: 16-18 support points
KQ54.5.AKQ86.AQ4      | 1D P 1S 2C  | 4S  | game raise: 19+ support points
KQ54.5.AK986.Q42      | 1D P 1S 2H  | 3S  | no room to jump: the raise at the three level
KJ54.K5.AQ863.54      | 1D P 1S X   | 2S  | four spades over the double: the raise
K54.K5.AQ863.Q54      | 1D P 1H 1S  | 1NT | 12-14 balanced, their spades stopped
K4.KQ5.AQ863.KQ4      | 1D P 1S 2C  | 2NT | 18-19 balanced, their clubs stopped
54.K5.AQ863.KQ54      | 1D P 1S 2H  | P   | minimum: no fit, no second suit to show cheaply
54.KQ54.AQJ63.K5      | 1C P 1S 2H  | P   | their suit: hearts are no second suit
54.K5.AQ8632.QJ5      | 1D P 1S 2H  | P   | six diamonds, 12 HCP: no three-level rebid
54.K5.AQ8632.KQ5      | 1D P 1S 2H  | 3D  | six diamonds, 14 HCP: the three-level rebid
54.K5.AQJ863.Q54      | 1D P 1S 2C  | 2D  | six diamonds, minimum: rebid them
54.A5.AKJ863.Q54      | 1D P 1S 2C  | 3D  | six diamonds, 16 points: the invitational jump
54.K5.AKJ863.AQ5      | 1D P 1S 2C  | 3NT | six diamonds, 17 HCP, their clubs stopped
54.5.AKJ863.AKQ5      | 1D P 1S 2H  | 3C  | 5-6 diamonds, four clubs, 15+: a new suit at three
5.KQ54.AKJ63.K54      | 1D P 1S 2C  | 2H  | reverse: 16+ points, five diamonds, four hearts
KQ54.K5.54.AQ863      | 1C P 1H X   | 1S  | four spades over the double: a new suit
QJ32.AKT92.54.K4      | 1D P 1H 2C X P| 4H  | the support double answered: five hearts, 13 HCP
QJ32.AKT92.54.84      | 1D P 1H 2C X P| 3H  | the support double answered: five hearts, 10-12
QJ3.KT982.54.874      | 1D P 1H 2C X P| 2H  | the support double answered: five hearts, minimum
QJ32.KT92.54.874      | 1D P 1H 2C X P| 2H  | the support double answered: the 4-3 fit
QJ32.KT92.54.AQ7      | 1D P 1H 2C X P| 2NT | support double answered: 4 hearts, 12, clubs stopped
QJ32.KT92.54.AK7      | 1D P 1H 1S X P| 3NT | support double answered: 4 hearts, 13, spades stopped
32.KT92.A54.AKJ7      | 1D P 1H 1S X P| 4H  | the support double answered: 13+ HCP, no spade stopper
KJ4.KT982.54.874      | 1D P 1H 2C X P| 2H  | the support double answered: five hearts, minimum
A96.6.AKJ82.Q432      | 1C P 1D 1H P P| 2H  | opener passed: cue bid, 13+ HCP, no heart stopper
A9.KQ6.AKJ82.Q32      | 1C P 1D 1H P P| 3NT | opener passed: 13+ HCP, their hearts stopped
A9.Q76.QJ982.Q32      | 1C P 1D 1H P P| 2NT | opener passed: 11-12 HCP, their hearts stopped
Q9.K86.QJ982.Q32      | 1C P 1D 1H P P| 1NT | opener passed: 8-10 HCP, their hearts stopped
Q86532.A6.3.A986      | 1D P 1S 2H P P| 2S  | opener passed: six spades, to play
KQT75.AJ.763.T73      | 1C P 1S 2H P P| 2S  | opener passed: five spades, 10-12 HCP
AKQJ75.A6.3.Q986      | 1D P 1S 2H P P| 4S  | opener passed: game in my six spades
KQJ975.63.A.Q986      | 1D P 1S 2H P P| 3S  | opener passed: six spades, 11-12, invitational
K986.A63.KJ3.986      | 1H P 1S 2C P P| 2H  | opener passed: three hearts, 8-12 HCP
T986.6.Q3.AKJ986      | 1D P 1S 2H P P| P   | opener passed: nothing to say
T986.86.Q3.AKJ98      | 1D P 1S 2C P P| X   | opener passed: penalty double, good clubs
K98.KJ6.KJ3.Q984      | 1D P 1S 2H P P 3H P| 3NT | the cue bid answered: a stopper
AQ8.64.AQ763.K98      | 1D P 1S 2H P P 3H P| 3S  | the cue bid answered: three spades, no stopper
K8.64.AQ7643.K98      | 1D P 1S 2H P P 3H P| 4D  | the cue bid answered: six diamonds, no stopper
AQ9862.K7.AJ5.73      | 1S P 1NT 2H | 2S  | over 1NT: six spades, rebid them
AKQ9862.K7.A5.73      | 1S P 1NT 2H | 4S  | over 1NT: seven spades, 13+ HCP, game
AQ986.K7.AKJ53.3      | 1S P 1NT 2H | 3D  | over 1NT: five diamonds, 17 HCP, the three level
AQ986.K7.5.AKJ53      | 1S P 1NT 2H | 3C  | over 1NT: five clubs, 17 HCP, a new suit at three
AQ986.KJ753.5.32      | 1S P 1NT 2C | 2H  | over 1NT: 5-5, a new suit at two
AQ986.K7.Q5.J932      | 1S P 1NT 2D | P   | over 1NT: nothing more to show
AQ986.KJ7.KQ5.A3      | 1S P 1NT 2D | 2NT | over 1NT: 18-19, diamonds stopped
AQ986.K7.Q5.J932      | 1S P 2C 2H  | 3C  | over the two-over-one: raise with four clubs
AQ986.K75.Q5.J92      | 1S P 2H 3C  | 4H  | over the two-over-one: game with three hearts
AQ986.7.Q953.KJ2      | 1S P 2D 2H  | 3D  | over the two-over-one: raise with four diamonds
AQ98.K72.Q53.J32      | 1S P 2D 2H  | 2NT | over the two-over-one: 12-14, hearts stopped
AQ98.KQ2.Q53.KJ2      | 1S P 2D 2H  | 3NT | over the two-over-one: 15+, hearts stopped
AQ985.KJ92.Q5.K3      | 1S P 2D 2H  | X   | over the two-over-one: penalty double, four hearts
AQ92.65.T763.QJ9      | 1C 1H 2C    | X   | responsive double: four spades, three diamonds
T2.432.KJ32.AJ32      | 1H 1S 2H    | X   | responsive double: both minors
KJ32.AQJ92.32.32      | 1C 1H 2C X P| 2S  | answers the responsive double: four spades
K2.AQJ98.K32.Q32      | 1C 1H 2C X P| 3NT | answers the responsive double: 15, clubs stopped
K82.Q94.K32.K432      | 1C 1H 2C    | 3C  | over their raise: cue bid, a limit raise in hearts
82.Q943.K32.Q432      | 1C 1H 2C    | 2H  | over their raise: raise, 7 HCP
82.Q943.832.J432      | 1C 1H 2C    | 3H  | over their raise: preemptive, four hearts, 3 HCP
82.Q94.8632.J432      | 1C 1H 2C    | P   | over their raise: three hearts, 3 HCP
KQ2.Q94.K32.AJ32      | 1C 1H 2C    | 4H  | over their raise: game, 15 HCP and a fit
AQ5.KJ9.Q32.J432      | 1H 2C 2H    | 3NT | over their raise: 13 HCP, hearts stopped
KQT54.74.T97.A64      | 1D 1H 2D    | 2S  | over their raise: five good spades
Q94.Q9.K32.KJ432      | 1C 1H 2C 3C P| 3H | answers the cue bid: a minimum
K4.AQJ94.K32.Q32      | 1C 1H 2C 3C P| 4H | answers the cue bid: game, 16 HCP
K4.A3.K32.AQJ932      | 1H 2C 2H 3H P| 3NT| answers the cue bid: 3NT, hearts stopped
KT97.Q8543.AQ.A2      | 1D 1H 2D 2H P| 3H | partner raised: invite with 16 HCP
AT97.Q8543.AQ.A2      | 1D 1H 2D 2H P| 4H | partner raised: game with 17 HCP, 24 points (0078)
Q94.Q92.K32.KJ43      | 1C 1H 1S    | 2C  | over their new suit: cue bid, a limit raise
84.K92.K832.Q432      | 1C 1H 1S    | 2H  | over their new suit: raise, 7 HCP
84.K9.KQJ932.432      | 1C 1H 1S    | 2D  | over their new suit: six good diamonds
Q84.K92.K32.Q432      | 1H 2C 2D    | 3C  | over their new suit: raise of the two-level overcall
9842.K2.KQJ3.432      | 1C 1D 2H    | 3D  | over their jump shift: raise with four
Q84.KJ932.K32.32      | 1C 1H 1S 2C P| 2H | answers the cue bid: a minimum
Q84.AKJ93.K32.A2      | 1C 1H 1S 2C P| 4H | answers the cue bid: game, 17 HCP
A2.Q942.AK9.AQ83      | 1C 1S X 3S  | 4H  | their jump raise over the negative double: game
A2.Q942.K92.A983      | 1C 1S X 3S  | P   | their jump raise: a minimum opening passes
AK2.KQ7.T.AKQ765      | 1C 1S X 3S  | 3NT | their jump raise: 21 HCP, spades stopped
AQ72.K2.K932.K93      | 1D 1H X 3H  | 3S  | their jump raise: the four spades partner asked for
K2.AQ72.K932.K93      | 1D 1H X 3H  | X   | their jump raise: penalty double, four hearts
KT.8.AJ9.AK86543      | 1C 1H X 3H  | 4C  | their jump raise: seven clubs
KQJ3.K765.AK.Q42      | 1C P P X P 1S P| 2S | balancing doubler: raise, 19 support points
KQJ3.K765.AK.Q42      | 1C X P 1S P | 3S  | the same hand after a direct double: jump raise
K2.AKT2.AQ7.AT87      | 1C P P X P 1S P| 1NT | balancing doubler: 20 HCP, balanced
AQ96.AJT.Q92.KQ5      | 1D P P X P 2C P| P | balancing doubler: 17 HCP, nothing more
KJ93.A7643.A7.KQ      | 1D 1H 2D P P| X   | overcaller again, 17 HCP, two diamonds: double
AQ2.AKJ92.Q32.32      | 1D 1H 2D P P| 2H  | overcaller again, 16 HCP, three diamonds: hearts
.AKJT75.AT95.A98      | 1S 2H 3S P P | X  | again over their raise to three: 16+ HCP, short
AQ.AKJ974.Q32.32      | 1C 1H 3C P P | 3H | again over their raise to three: six hearts, 16 HCP
32.KQJ92.A32.432      | 1NT P P     | 2H  | passout seat over 1NT: a good five-card suit
AK2.KQ2.AJ32.432      | 1NT P P     | X   | passout seat over 1NT: penalty double, 17 HCP
2.J32.KQ32.QJ432      | 1H 2H P     | 2NT | partner's Michaels over 1H, one spade: which minor?
2.J32.KQT982.Q32      | 1H 2H P     | 3D  | partner's Michaels over 1H: my own six diamonds
AJ932.2.32.KQT92      | 1H 2H P 2NT P| 3C | Michaels bidder shows his minor
QT87.2.J98532.32      | 1H 1S 4H    | 4S  | sacrifice: nine spades, a singleton, equal vulnerability
QT87.32.J9832.32      | 1H 1S 4H    | P   | no sacrifice without a singleton or a void
AK87.32.A9832.32      | 1H 1S 4H    | X   | three quick tricks: defend, and double their game
Q974.T8.AKT7.A65      | P P 1D 2C 2H 3C | X | their partscore: 22+ with partner's least, 3 clubs
83.KT8765.Q54.J3      |             | 2H  | weak two: a fair suit will do with 6+ HCP
83.T98765.KQ4.J3      |             | P   | no weak two without the ace, king or queen
83.KT8765.Q54.J3      | 1C          | 2H  | weak jump overcall: a fair suit will do with 6+ HCP
AK32.K3.QJ432.K2      |             | 1NT | 16 HCP, 5-4-2-2 with five diamonds: semi-balanced
AK.K3.QJ432.KJ32      |             | 1NT | 17 HCP, 5-4-2-2 in the minors
AK32.K.QJ5432.K2      |             | 1D  | 16 HCP, six diamonds and a singleton: not 1NT
KJ72.Q983.A762.4      | 1C          | X   | light takeout double: 10 HCP, a singleton club
KJ72.Q983.A76.42      | 1C          | P   | 10 HCP and a doubleton club: too light to double
KJ3.AQ54.Q32.J32      | 1C P 1H P 2NT P | 4NT | quantitative: 13 HCP and 18-19 make 31-32
AQ3.KQJ4.KQ3.K32      | 1C P 1H P 1S P | 6NT | 20 HCP opposite an opening: 32 together, no fit
K2.Q82.KJ874.J32      | 1S          | P   | 10 HCP and a five-card suit: too light for two
K32.Q32.KJ32.J32      | 1C 1H P     | 2C  | advancer's cue bid: 10 HCP and three hearts
AKQ2.AKJ.KQ3.KJ2      |             | 3NT | 26 balanced: the 3NT opening (0081)
AKQ2.AKJ.AQ3.KQ2      |             | 2C  | 28 balanced: 2C, then 4NT (0081)
K32.Q32.A432.K32      | 3NT P       | 4C  | 12 HCP: Gerber (0081)
K32.Q32.J432.432      | 3NT P       | 4NT | 6 HCP: quantitative (0081)
K32.Q32.Q432.K32      | 3NT P       | 6NT | 10 HCP: slam (0081)
32.QJ8765.432.32      | 3NT P       | 4H  | six hearts, 3 HCP (0081)
432.J32.5432.Q32      | 3NT P       | P   | 3 HCP (0081)
32.Q32.A98765.K2      | 1NT P       | 2NT | 9 HCP, a poor minor: the 2NT invitation (0081)
KQ2.AQ32.K32.K32      | 1NT P 3S P  | 4NT | 17 HCP, three spades: Blackwood (0081)
K32.AQ32.K32.K32      | 1NT P 3S P  | 4S  | 15 HCP: game (0081)
KQ2.A32.K32.AJ32      | 1NT P 2D P 2H P 3C P | 4H  | three hearts: the major game (0081)
KQ2.A2.K432.AJ32      | 1NT P 2D P 2H P 3C P | 3NT | two hearts: notrump (0081)
32.AKQ987.432.32      | 2H P 2NT P  | 3NT | a solid suit (0081)
32.AKJ987.432.32      | 2H P 2NT P  | 3H  | 8 HCP, not solid: a minimum (0081)
Q2.KJ2.KQ32.QJ32      | 1H 1S P     | 2NT | 14 HCP, hearts stopped, no fit (0081)
K2.KJ2.KQ32.QJ32      | 1H 1S P     | 3NT | 16 HCP: game (0081)
2.QJ8765.K432.32      | 1H 1S       | 4H  | six hearts, a singleton, 6 HCP (0081)
2.QJ8765.K432.32      | 1H X        | 4H  | the same over a double (0081)
K2.Q32.KJ432.Q32      | 1D X        | 2NT | 11 HCP, five diamonds: Jordan (0081)
K32.KJ2.Q432.432      | 2H X P      | 2NT | 9 HCP, hearts stopped (0081)
K32.32.AKJ2.KJ32      | 2H X P      | 3H  | 15 HCP, no major, hearts unstopped (0081)
KQ32.A2.KJ32.A32      | 2H X P 3H P | 3S  | four spades (0081)
KJ8765.2.432.432      | 4H X P      | 4S  | six spades (0081)
2.2.KJ876.QJ8765      | 4H X P      | 4NT | both minors (0081)
K32.Q32.J432.432      | 4H X P      | P   | nothing to take out to (0081)
KJ876.2.432.5432      | 2C P 2D P 2H P | 2S  | five spades, no heart fit (0081)
K32.K32.Q432.J32      | 1H P 2H P 3C P | 4H  | 9 support points: accepts the try (0081)
A32.K32.32.J5432      | 1C P 2C P 2D P | 3NT | hearts and spades stopped (0081)
432.K32.32.AJ432      | 1C P 2C P 2D P | 3C  | spades unstopped (0081)
432.K32.Q432.432      | 1H P 2H P 3C P | 3H  | 7 support points: declines (0081)
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


def test_enough_cases() -> None:
    assert len(_cases()) >= 350


# auction | call | words the explanation must contain
EXPLAINED = [
    ("1C 1H 2C", "X", "responsive double: 4+ spades and 3+ diamonds"),
    ("1C P 1S P 2C P", "2H", "new suit: 4+ hearts, 11+ HCP, forcing one round"),
    ("1H P 1S P 2H P", "3C", "new suit at the three level: 4+ clubs, game values"),
    ("1C P 1S P 2C P 2H P", "4H", "raises the new suit to game: 4+ hearts"),
    ("1C P 1S P 2C P 2H P", "2S", "delayed support for partner's first suit spades"),
    ("1D P 1H P 1S P", "2D", "simple preference to partner's diamonds: 4+ cards"),
    ("1D 1S P P", "1NT", "18-19 HCP, balanced, a stopper in spades"),
    ("1C 1H P 3H", "X", "competitive double: 17+ HCP, short in hearts"),
    ("1C 1H 2C", "3C", "cue bid: a limit raise or better in hearts"),
    ("1C 1H 2C", "2H", "raise: 3+ hearts, 6-10 HCP"),
    ("1H 2C 2H 3H P", "4C", "a minimum, the cheapest bid in clubs"),
    ("1C 1H 1S", "2C", "cue bid: a limit raise or better in hearts"),
    ("1H 1S 4H", "4S", "sacrifice in our spades fit over their game"),
    ("1H 2H P", "2NT", "asks for partner's minor"),
    ("1NT P 4C P 4S P", "5C", "king ask"),
    ("1NT P 4C P 4S P 5C P", "5D", "0 or 4 kings"),
    ("1NT P 4C P 4S P 5C P", "5H", "1 king"),
    ("1NT P 4C P 4S P 5C P", "5S", "2 kings"),
    ("1NT P 4C P 4S P 5C P", "5NT", "3 kings"),
    ("1NT P 4C P 4S P 5C P 5H P", "7NT", "grand slam"),
    ("1NT P 4C P 4S P 5C P 5H P", "6NT", "small slam"),
    ("1NT X", "2D", "transfer to hearts"),
    ("1NT X", "2C", "Stayman"),
    ("1NT X 2C P", "2H", "4+ hearts"),
    ("1NT 2D", "2H", "not forcing"),
    ("1NT 2D", "3H", "forcing"),
    ("1NT 2D", "3C", "forcing"),
    ("1NT 2D", "3D", "Stayman-like"),
    ("1NT 2D", "X", "penalty"),
    ("1NT 2D", "2NT", "stopper in diamonds"),
    ("1NT 2D", "3NT", "stopper in diamonds"),
    ("1NT 2D 3D P", "3S", "4+ spades"),
    ("1NT 2D 3D P", "3NT", "stopper in diamonds"),
    ("1NT 2D 2H P", "P", "not forcing"),
    ("1NT 2D 3S P", "4S", "3+ spades"),
    ("1NT 2D X P", "P", "penalty double"),
    ("1D P 1S P 2C P", "2H", "fourth suit forcing: asks for a stopper in hearts"),
    ("1H P 2C P 2D P", "2S", "fourth suit forcing"),
    ("1D P 1S P 2C P 2H P", "2NT", "a stopper in the fourth suit"),
    ("1D P 1S P 2C P 2H P", "2S", "3-card support"),
    ("1C 1H", "X", "negative double: 6+ HCP, 4+ spades"),
    ("1H 2D", "X", "negative double: 8+ HCP, 4+ spades"),
    ("1C 1D", "X", "4+ cards in an unbid major"),
    ("1S P 3S P", "4D", "control bid: an ace or void in diamonds, the cheapest"),
    ("1C P 1H P 3H P", "3S", "control bid: an ace or void in spades"),
    ("1S P 3S P 4D P", "4NT", "accepting partner's control bid"),
    ("1S P 3S P 4D P", "4S", "declines partner's control bid"),
    # decision 0081: the SAYC sequences that had no agreed meaning
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
    ("1H P 2H P", "2S", "game try: 16-17 points, asks for help in spades"),
    ("1S P 2S P", "3D", "game try: 16-17 points, asks for help in diamonds"),
    ("1H P 2H P", "2NT", "game try: 16-17 points, balanced"),
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
    # after 2C 2D 2NT every convention of the 2NT opening is on, its ranges 2 HCP lower (0090)
    ("2C P 2D P 2NT P", "3D", "Jacoby transfer to hearts: 5+ hearts (systems on"),
    ("2C P 2D P 2NT P", "3C", "Stayman: 2+ HCP"),
    ("2C P 2D P 2NT P", "3NT", "to play: 2-8 HCP"),
    ("2C P 2D P 2NT P", "4NT", "quantitative: 9-10 HCP"),
    ("2NT P 3D P 3H P", "3NT", "choice of games: exactly 5 hearts, 4-10 HCP"),
    ("2NT P 3D P 3H P", "3S", "natural, 4+ spades and 5+ hearts, game forcing"),
    ("1NT P 2C P 2H P 3NT P", "4S", "4 spades too"),
    ("2NT P 3C P 3D P", "3S", "5 spades, game forcing"),
    ("2NT P 3C P 3H P", "3S", "4 spades, no heart fit, forcing"),
    ("2NT P 3C P 3S P", "3NT", "to play: 4-10 HCP, no fit"),
]


@pytest.mark.parametrize("call", ["2NT", "2S", "3C", "3D", "3H"])
def test_fourth_suit_answers_have_one_reading(call: str) -> None:
    """After fourth suit forcing, opener's answers take every hand: no reading from the
    general rules below them (an invitational 2NT, a partscore preference) is a meaning."""
    auction = "1D P 1S P 2C P 2H P"
    calls = [Call.parse(word) for word in auction.split()]
    text = explain(calls, Call.parse(call), Seat.N, Vulnerability.NONE)
    readings = text.split(": ", 1)[1].split("; or ")
    assert all(reading.startswith("answers fourth suit forcing") for reading in readings), text


@pytest.mark.parametrize(("auction", "call", "words"), EXPLAINED)
def test_explain_new_calls(auction: str, call: str, words: str) -> None:
    calls = [Call.parse(word) for word in auction.split()]
    text = explain(calls, Call.parse(call), Seat.N, Vulnerability.NONE)
    assert text.startswith(Call.parse(call).symbol + ": ")
    assert NO_AGREED_MEANING not in text
    assert words in text, text


@pytest.mark.parametrize(
    ("hand", "auction", "expected"),
    [
        ("QT87.2.986532.32", "1H 1S 4H", "4S"),
        ("QT87.2.986532.32", "1D 1S 5D", "P"),
        ("QT87.32.98632.32", "1H 1S 4H", "P"),
        ("QT87.432.9863.32", "1H 1S 4H", "P"),
    ],
)
def test_sacrifice_over_a_major_game_only_and_with_shortness(
    hand: str, auction: str, expected: str
) -> None:
    """At favourable vulnerability nine spades save over their 4H, not over their 5D: the
    five level belongs to them (decision 0076: over 18,000 deals, the saves over 5m cost
    180 IMPs against letting them play). And only with a singleton or a void: a hand
    without one has no ruffs to hold the penalty down (decision 0089: +476 IMPs over
    27,000 deals against saving with any shape)."""
    calls = [Call.parse(word) for word in auction.split()]
    decision = choose(Hand.parse(hand), calls, Seat.N, Vulnerability.NS)
    assert str(decision.action) == expected, decision
