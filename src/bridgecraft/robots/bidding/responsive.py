"""Advancer's first call after responder acts over partner's overcall, and what follows:
over their raise (``1C 1H 2C``, ``1H 2C 2H``) and over responder's new suit (``1C 1H 1S``,
``1D 1S 2C``), advancer's calls have tables of their own (decision 0072), so that his simple
raise shows values (6-10 HCP), his cue bid in opener's suit is a limit raise or better, and
the overcaller can judge game; the overcaller answers the cue bid. Over their raise advancer
also has the responsive double, for takeout into the suits nobody has bid, and the
overcaller has answers to it and a reopening with extra values after two passes (decision
0071; over their raise to three, decision 0074). The responsive double is not on the SAYC
card; it is the common agreement of players who play SAYC, and it lets advancer compete with
two unbid suits and no long one.

>>> sorted({r.id.split("-")[0] for r in RULES})  # doctest: +NORMALIZE_WHITESPACE
['av1', 'av1c', 'av2', 'av2c', 'avn1', 'avn1c', 'avn2', 'avn2c', 'ro', 'ro31', 'ro32', 'rx',
 'rxa1', 'rxa2']
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


def _advances(tag: str, pattern: str, new: str, jump: bool, over: str) -> list[Rule]:
    """Advancer's calls after responder acted over partner's overcall ``Y``: the cue bid in
    opener's suit ``X``, the preemptive jump raise (``jump``: over a one-level overcall), the
    raise, a new suit (``new``, the letter free in ``pattern``), else a pass."""
    return [
        rule(f"{tag}-cue", pattern, "cX", 66,
             "cue bid: a limit raise or better in {Y}, 3+ {Y}, 11+ HCP", hcp=(11, 37),
             lengths="Y3+", invites="game"),
        *([rule(f"{tag}-jump", pattern, "jY", 64, "preemptive raise: 4+ {Y}, 0-5 HCP",
                hcp=(0, 5), lengths="Y4+")] if jump else []),
        rule(f"{tag}-raise", pattern, "cY", 63, "raise: 3+ {Y}, 6-10 HCP", hcp=(6, 10),
             lengths="Y3+"),
        rule(f"{tag}-new", pattern, f"c{new}", 61,
             f"new suit: 5+ good {{{new}}}, 8+ HCP, not forcing", hcp=(8, 37),
             lengths=f"{new}5+", tests=f"best_new:{new} good:{new} upto:2"),
        rule(f"{tag}-new-6", pattern, f"c{new}", 60,
             f"competes in my suit: 6+ {{{new}}}, 8+ HCP", hcp=(8, 37), lengths=f"{new}6+",
             tests=f"best_new:{new} upto:3"),
        rule(f"{tag}-pass", pattern, "P", 0, f"nothing to show over their {over}"),
    ]


# Over their raise (decision 0072): game with a fit or their suit stopped (13+ HCP over a
# two-level overcall, 15+ over a one-level one), then the calls above.
ADVANCES = [
    r
    for pattern, major, tag, game in (("1X 1Y 2X", "1X 1M 2X", "av1", 15),
                                      ("1X 2Y 2X", "1X 2M 2X", "av2", 13))
    for r in (
        rule(f"{tag}-game", major, "4M", 68, f"game: 3+ {{M}}, {game}+ HCP",
             hcp=(game, 37), lengths="M3+"),
        rule(f"{tag}-3nt", pattern, "3NT", 67, f"to play: {game}+ HCP, a stopper in {{X}}",
             hcp=(game, 37), stops="X"),
        *_advances(tag, pattern, "Z", tag == "av1", "raise"),
    )
]

# Over responder's new suit Z (1C 1H 1S, 1D 1S 2C, 1H 2C 2D; decision 0072): the calls above,
# the fourth suit for the new one; responder's new suit is forcing, so a pass loses nothing.
# The tags name the levels of the overcall and of the new suit.
OVER_NEW_SUIT = [
    r
    for pattern, tag in (("1X 1Y 1Z", "avn1-1"), ("1X 1Y 2Z", "avn1-2"), ("1X 2Y 2Z", "avn2-2"))
    for r in _advances(tag, pattern, "W", tag.startswith("avn1"), "new suit")
]

RESPONSIVE_DOUBLE = [
    rule(f"rx-{tag}", pattern, "X", 57,
         f"responsive double: {shows}, 8+ HCP, at most two of partner's suit", hcp=(8, 37),
         lengths=lengths)
    for pattern, shows, lengths, tag in _POSITIONS
]

# The overcaller answers advancer's cue bid, which is forcing: game in his major with 14+ HCP,
# 3NT with a minor and their suits stopped, else the cheapest bid in his suit. The tags after
# responder's new suit name the levels of the new suit and of the cue bid.
CUE_ANSWERS = [
    r
    for pattern, tag in (("1X 1{Y} 2X 3X P", "av1c"), ("1X 2{Y} 2X 3X P", "av2c"),
                         ("1X 1{Y} 1Z 2X P", "avn1c-12"), ("1X 1{Y} 2Z 2X P", "avn1c-22"),
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
    # after their raise to three (1S 2H 3S P P, 1D 1S 3D P P): 16+ HCP to double, a six-card
    # suit and 15+ HCP to bid it again (decision 0074)
    *[
        r
        for level in (1, 2)
        for r in (
            rule(f"ro3{level}-x", f"... 1X {level}Y 3X P P", "X", 56,
                 "double: 16+ HCP, at most two {X}: extra values, takeout", hcp=(16, 37),
                 lengths="X0-2", when="they_opened"),
            rule(f"ro3{level}-rebid", f"... 1X {level}Y 3X P P", "cY", 55,
                 "competes again: 6+ {Y}, 15+ HCP", hcp=(15, 37), lengths="Y6+",
                 when="they_opened"),
        )
    ],
]

RULES: list[Rule] = [
    *ADVANCES, *OVER_NEW_SUIT, *CUE_ANSWERS, *RESPONSIVE_DOUBLE, *ANSWERS, *REOPENING,
]
"""Advancer's calls over their raise or new suit, the overcaller's answers to his cue bid
and to the responsive double, and the overcaller's reopening."""
# fmt: on
