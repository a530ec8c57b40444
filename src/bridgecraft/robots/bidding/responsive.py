"""Advancer's first call after responder acts over partner's overcall, and what follows:
over their raise (``1C 1H 2C``, ``1H 2C 2H``) and over responder's new suit (``1C 1H 1S``,
``1D 1S 2C``), advancer's calls have tables of their own (decision 0072), so that his simple
raise shows values (6-10 HCP), his cue bid in opener's suit is a limit raise or better, and
the overcaller can judge game; the overcaller answers the cue bid. Over their raise advancer
also has the responsive double, for takeout into the suits nobody has bid, and the
overcaller has answers to it and a reopening with extra values after two passes (decision
0071). The responsive double is not on the SAYC card; it is the common agreement of players
who play SAYC, and it lets advancer compete with two unbid suits and no long one.

>>> sorted({r.id.split("-")[0] for r in RULES})
['av1', 'av1c', 'av2', 'av2c', 'avn1', 'avn1c', 'avn2', 'avn2c', 'ro', 'rx', 'rxa1', 'rxa2']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off

# Where they raised their opening over partner's overcall, and what the double shows: the
# pattern (``X`` or ``M``/``m`` their suit), the lengths in the unbid suits and at most two
# cards in partner's suit. With one major unbid the double promises four of it (with five,
# advancer may bid it). The patterns are whole auctions, as advancer's other calls there.
_POSITIONS = (
    ("1m 1M 2m", "4+ {oM} and 3+ {om}", "oM4+ om3+ M0-2", "1m1M"),
    ("1M 2m 2M", "4+ {oM} and 3+ {om}", "oM4+ om3+ m0-2", "1M2m"),
    ("1C 1D 2C", "4+ hearts and 4+ spades", "H4+ S4+ D0-2", "1C1D"),
    ("1D 2C 2D", "4+ hearts and 4+ spades", "H4+ S4+ C0-2", "1D2C"),
    ("1H 1S 2H", "4+ clubs and 4+ diamonds", "C4+ D4+ S0-2", "1H1S"),
    ("1S 2H 2S", "4+ clubs and 4+ diamonds", "C4+ D4+ H0-2", "1S2H"),
)

# Advancer's other calls there (decision 0072): game with a fit or their suit stopped (13+
# HCP over a two-level overcall, 15+ over a one-level one), the cue bid with a limit raise or
# better, the raise with 6-10 HCP, the preemptive jump raise with four trumps and less (over
# a one-level overcall), a new suit of five good cards at the two level or six up to the
# three level; otherwise a pass.
ADVANCES = [
    r
    for pattern, major, tag, game in (("1X 1Y 2X", "1X 1M 2X", "av1", 15),
                                      ("1X 2Y 2X", "1X 2M 2X", "av2", 13))
    for r in (
        rule(f"{tag}-game", major, "4M", 68, f"game: 3+ {{M}}, {game}+ HCP",
             hcp=(game, 37), lengths="M3+"),
        rule(f"{tag}-3nt", pattern, "3NT", 67, f"to play: {game}+ HCP, a stopper in {{X}}",
             hcp=(game, 37), stops="X"),
        rule(f"{tag}-cue", pattern, "3X", 66,
             "cue bid: a limit raise or better in {Y}, 3+ {Y}, 11+ HCP", hcp=(11, 37),
             lengths="Y3+", invites="game"),
        *([rule(f"{tag}-jump", pattern, "jY", 64, "preemptive raise: 4+ {Y}, 0-5 HCP",
                hcp=(0, 5), lengths="Y4+")] if tag == "av1" else []),
        rule(f"{tag}-raise", pattern, "cY", 63, "raise: 3+ {Y}, 6-10 HCP", hcp=(6, 10),
             lengths="Y3+"),
        rule(f"{tag}-new", pattern, "cZ", 61, "new suit: 5+ good {Z}, 8+ HCP, not forcing",
             hcp=(8, 37), lengths="Z5+", tests="best_new:Z good:Z upto:2"),
        rule(f"{tag}-new-6", pattern, "cZ", 60, "competes in my suit: 6+ {Z}, 8+ HCP",
             hcp=(8, 37), lengths="Z6+", tests="best_new:Z upto:3"),
        rule(f"{tag}-pass", pattern, "P", 0, "nothing to show over their raise"),
    )
]

# Advancer when responder bid a new suit over the overcall (1C 1H 1S, 1D 1S 2C, 1H 2C 2D):
# the same raises, the cue bid in opener's suit with a limit raise or better, and the fourth
# suit (decision 0072); responder's new suit is forcing, so a pass loses nothing. The ids end
# in the level of responder's new suit.
OVER_NEW_SUIT = [
    r
    for patterns, tag in ((("1X 1Y 1Z", "1X 1Y 2Z"), "avn1"), (("1X 2Y 2Z",), "avn2"))
    for pattern in patterns
    for r in (
        rule(f"{tag}-cue-{pattern[-2]}", pattern, "cX", 66,
             "cue bid: a limit raise or better in {Y}, 3+ {Y}, 11+ HCP", hcp=(11, 37),
             lengths="Y3+", invites="game"),
        *([rule(f"{tag}-jump-{pattern[-2]}", pattern, "jY", 64,
                "preemptive raise: 4+ {Y}, 0-5 HCP", hcp=(0, 5), lengths="Y4+")]
          if tag == "avn1" else []),
        rule(f"{tag}-raise-{pattern[-2]}", pattern, "cY", 63, "raise: 3+ {Y}, 6-10 HCP",
             hcp=(6, 10), lengths="Y3+"),
        rule(f"{tag}-new-{pattern[-2]}", pattern, "cW", 61,
             "new suit: 5+ good {W}, 8+ HCP, not forcing", hcp=(8, 37), lengths="W5+",
             tests="best_new:W good:W upto:2"),
        rule(f"{tag}-new6-{pattern[-2]}", pattern, "cW", 60,
             "competes in my suit: 6+ {W}, 8+ HCP", hcp=(8, 37), lengths="W6+",
             tests="best_new:W upto:3"),
        rule(f"{tag}-pass-{pattern[-2]}", pattern, "P", 0,
             "nothing to show over their new suit"),
    )
]

RESPONSIVE_DOUBLE = [
    rule(f"rx-{tag}", pattern, "X", 57,
         f"responsive double: {shows}, 8+ HCP, at most two of partner's suit", hcp=(8, 37),
         lengths=lengths)
    for pattern, shows, lengths, tag in _POSITIONS
]

# The overcaller answers advancer's cue bid, which is forcing: game in his major with 14+ HCP,
# 3NT with a minor and their suit stopped, else the cheapest bid in his suit.
CUE_ANSWERS = [
    r
    for level, tag in (("1", "av1c"), ("2", "av2c"))
    for r in (
        rule(f"{tag}-game", f"1X {level}M 2X 3X P", "4M", 70,
             "answers the cue bid: game, 14+ HCP", hcp=(14, 37)),
        rule(f"{tag}-3nt", f"1X {level}m 2X 3X P", "3NT", 69,
             "answers the cue bid: 14+ HCP, a stopper in {X}", hcp=(14, 37), stops="X"),
        rule(f"{tag}-sign", f"1X {level}Y 2X 3X P", "cY", 50,
             "answers the cue bid: a minimum, the cheapest bid in {Y}"),
    )
]

# The overcaller answers the cue bid in opener's suit after responder's new suit, as above.
# The ids end in the levels of responder's new suit and of the cue bid.
NEW_SUIT_CUE_ANSWERS = [
    r
    for pattern, tag in (("1X 1{Y} 1Z 2X P", "avn1c-12"), ("1X 1{Y} 2Z 2X P", "avn1c-22"),
                         ("1X 1{Y} 2Z 3X P", "avn1c-23"), ("1X 2{Y} 2Z 3X P", "avn2c-23"))
    for r in (
        rule(f"{tag}-game", pattern.format(Y="M"), "4M", 70,
             "answers the cue bid: game, 14+ HCP", hcp=(14, 37)),
        rule(f"{tag}-3nt", pattern.format(Y="m"), "3NT", 69,
             "answers the cue bid: 14+ HCP, their suits stopped", hcp=(14, 37), stops="opp"),
        rule(f"{tag}-sign", pattern.format(Y="Y"), "cY", 50,
             "answers the cue bid: a minimum, the cheapest bid in {Y}"),
    )
]

# The overcaller answers in the suit nobody has bid that suits him best (a jump with 15+
# HCP), or bids 3NT with their suit stopped, or rebids a six-card suit; without a four-card
# unbid suit, he rebids his own suit or names a three-card one.
ANSWERS = [
    r
    for pattern, tag in (("1X 1Y 2X X P", "rxa1"), ("1X 2Y 2X X P", "rxa2"))
    for r in (
        rule(f"{tag}-3nt", pattern, "3NT", 64,
             "answers the responsive double: 15+ HCP, a stopper in {X}", hcp=(15, 37),
             stops="X", balanced=True),
        rule(f"{tag}-jump", pattern, "jZ", 62,
             "answers the responsive double: 4+ {Z}, 15+ HCP, invitational", hcp=(15, 37),
             lengths="Z4+", tests="rx_suit:Z upto:3", invites="game"),
        rule(f"{tag}-suit", pattern, "cZ", 60, "answers the responsive double: 4+ {Z}",
             lengths="Z4+", tests="rx_suit:Z"),
        rule(f"{tag}-rebid", pattern, "cY", 58, "rebids his suit: 6+ {Y}, no four-card unbid suit",
             lengths="Y6+"),
        rule(f"{tag}-rebid-5", pattern, "cY", 40, "rebids his suit: 5 {Y}, nothing better",
             lengths="Y5+"),
        rule(f"{tag}-suit-3", pattern, "cZ", 35, "answers the responsive double: 3 {Z}",
             lengths="Z3+", tests="rx_suit:Z"),
    )
]

# The overcaller again after their raise and two passes (1D 1H 2D P P), with extra values:
# a double when short in their suit (advancer answers as to a balancing double), else his
# five-card suit again at the two level. Six-card suits and takeout shapes with less come
# from the generic rules and the balancing double.
REOPENING = [
    rule("ro-x", "... 1X 1Y 2X P P", "X", 56,
         "double: 15+ HCP, at most two {X}: extra values, takeout", hcp=(15, 37),
         lengths="X0-2", when="they_opened"),
    rule("ro-rebid", "... 1X 1Y 2X P P", "cY", 55, "competes again: 5+ {Y}, 15+ HCP",
         hcp=(15, 37), lengths="Y5+", tests="myfirst:Y upto:2", when="they_opened"),
]

RULES: list[Rule] = [
    *ADVANCES, *CUE_ANSWERS, *OVER_NEW_SUIT, *NEW_SUIT_CUE_ANSWERS, *RESPONSIVE_DOUBLE,
    *ANSWERS, *REOPENING,
]
"""Advancer's calls over their raise or new suit, the overcaller's answers to his cue bid
and to the responsive double, and the overcaller's reopening."""
# fmt: on
