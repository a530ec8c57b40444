"""Rules after they raise their opening over our overcall (``1C 1H 2C``): advancer's
responsive double, for takeout into the suits nobody has bid, the overcaller's answers, and
the overcaller's reopening with extra values after two passes (decision 0071). The responsive
double is not on the SAYC card; it is the common agreement of players who play SAYC, and it
lets advancer compete with two unbid suits and no long one.

>>> sorted({r.id.split("-")[0] for r in RULES})
['ro', 'rx', 'rxa1', 'rxa2']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off

# Where they raised their opening over partner's overcall, and what the double shows: the
# pattern (``X`` or ``M``/``m`` their suit), the lengths in the unbid suits and at most two
# cards in partner's suit. With one major unbid the double promises four of it (with five,
# advancer may bid it).
_POSITIONS = (
    ("... 1m 1M 2m", "4+ {oM} and 3+ {om}", "oM4+ om3+ M0-2", "1m1M"),
    ("... 1M 2m 2M", "4+ {oM} and 3+ {om}", "oM4+ om3+ m0-2", "1M2m"),
    ("... 1C 1D 2C", "4+ hearts and 4+ spades", "H4+ S4+ D0-2", "1C1D"),
    ("... 1D 2C 2D", "4+ hearts and 4+ spades", "H4+ S4+ C0-2", "1D2C"),
    ("... 1H 1S 2H", "4+ clubs and 4+ diamonds", "C4+ D4+ S0-2", "1H1S"),
    ("... 1S 2H 2S", "4+ clubs and 4+ diamonds", "C4+ D4+ H0-2", "1S2H"),
)

RESPONSIVE_DOUBLE = [
    rule(f"rx-{tag}", pattern, "X", 57,
         f"responsive double: {shows}, 8+ HCP, at most two of partner's suit", hcp=(8, 37),
         lengths=lengths, when="they_opened undoubled")
    for pattern, shows, lengths, tag in _POSITIONS
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

RULES: list[Rule] = [*RESPONSIVE_DOUBLE, *ANSWERS, *REOPENING]
"""The responsive double, the overcaller's answers and his reopening."""
# fmt: on
