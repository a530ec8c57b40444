"""SAYC rules for competitive auctions: overcalls, the 1NT overcall, weak jump overcalls,
our bids over their 1NT's Stayman or transfer, takeout and negative doubles, Michaels and the
unusual 2NT, balancing, the answers to all of these (to partner's takeout double and the
doubler's second call in :mod:`.takeout`), opener's second bid when they balance over his
opening, our bidding over their Michaels cue bid or unusual 2NT over our opening (opener's
second bid after partner's cue bid or new suit over their overcall is in :mod:`.overcalled`;
our second round when they come in over partner's response is in :mod:`.interfered`; an
overcall of our 1NT is in :mod:`.notrump`).

>>> any(r.id == "c-michaels" for r in RULES)
True
"""

from __future__ import annotations

from dataclasses import replace

from bridgecraft.robots.bidding.rule import Rule, rule
from bridgecraft.robots.bidding.takeout import (
    FREE_ADVANCES,
    TAKEOUT_ADVANCES,
    answers_to_takeout_double,
)

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off

DIRECT = [
    rule("c-1nt", "1X", "1NT", 80, "1NT overcall: 15-18 HCP, balanced, stopper in {X}",
         hcp=(15, 18), balanced=True, stops="X"),
    # the two-suited overcalls name their suits' lengths, so partner's fits are known
    rule("c-michaels", "1m", "2m", 76,
         "Michaels cue bid: 5-5 in the majors, weak (6-11) or strong (16+)", hcp=(6, 37),
         lengths="H5+ S5+"),
    rule("c-michaels-M", "1M", "2M", 76,
         "Michaels cue bid: 5-5 in {oM} and a minor, weak (6-11) or strong (16+)",
         hcp=(6, 37), lengths="oM5+", tests="michaels:M"),
    *[
        rule(f"c-unusual-2nt{tag}", opening, "2NT", 76,
             f"unusual 2NT: 5-5 in {names}, weak (6-11) or strong (16+)", hcp=(6, 37),
             lengths=lengths)
        for opening, tag, names, lengths in (
            ("1M", "", "the minors", "C5+ D5+"),
            ("1C", "-C", "diamonds and hearts", "D5+ H5+"),
            ("1D", "-D", "clubs and hearts", "C5+ H5+"),
        )
    ],
    rule("c-strong-x", "1X", "X", 74, "double, then a strong hand: 18+ HCP", hcp=(18, 37)),
    rule("c-takeout-x", "1X", "X", 72,
         "takeout double: 12+ HCP, short in {X}, support for the unbid suits",
         hcp=(12, 37), lengths="X0-2", tests="takeout"),
    # light with the shape: a singleton or void in theirs (decision 0076)
    rule("c-takeout-light", "1X", "X", 62,
         "takeout double: 10-11 HCP, a singleton or void in {X}, support for the unbid suits",
         hcp=(10, 11), lengths="X0-1", tests="takeout"),
    rule("c-takeout-majors", "1m", "X", 71,
         "takeout double: 12+ HCP, both majors (4+ each), at most three {m}", hcp=(12, 37),
         lengths="H4+ S4+ m0-3"),
    rule("c-takeout-bal", "1X", "X", 71,
         "takeout double: 15-17 HCP, 4-3-3-3 or 4-4-3-2 with three {X} (no stopper for 1NT)",
         hcp=(15, 17), balanced=True, lengths="X3 C0-4 D0-4 H0-4 S0-4"),
    rule("c-overcall-6", "1X", "cY", 73,
         "overcall: a good 6+ {Y} suit, 10-17 HCP (rather than double)", hcp=(10, 17),
         lengths="Y6+", tests="best_new:Y good:Y"),
    rule("c-overcall-1M", "1X", "1M", 73,
         "overcall: 5+ {M}, 8-17 HCP (rather than double)", hcp=(8, 17), lengths="M5+",
         tests="best_new:M"),
    rule("c-overcall-1", "1X", "1Y", 70, "overcall: 5+ {Y}, 8-17 HCP", hcp=(8, 17),
         lengths="Y5+", tests="best_new:Y"),
    rule("c-overcall-2", "1X", "cY", 69, "overcall: 5+ {Y}, 11-17 HCP", hcp=(11, 17),
         lengths="Y5+", tests="best_new:Y"),
    # as the weak two: a good suit from 5 HCP, or a fair one from 6 (decision 0076)
    *[
        rule(f"c-wjo{tag}", "1X", "jY", priority,
             f"weak jump overcall: 6+ {{Y}}, {low}-10 HCP, {quality}", hcp=(low, 10),
             lengths="Y6+", tests=f"{test}:Y")
        for tag, priority, low, quality, test in (
            ("", 65, 5, "a good suit", "good"),
            ("-fair", 63, 6, "the ace, king or queen", "honour"),
        )
    ],
    rule("c-preempt", "1X", "dY", 64, "preemptive jump overcall: 7+ {Y}, 5-10 HCP",
         hcp=(5, 10), lengths="Y7+"),
    rule("c-pass", "1X", "P", 0, "no suitable action"),
    # over 1NT, directly or in the passout seat (the same calls: SAYC plays them alike)
    *[
        r
        for pattern, tag in (("1NT", "c-nt"), ("1NT P P", "bn"))
        for r in (
            rule(f"{tag}-x", pattern, "X", 75, "penalty double: 15+ HCP", hcp=(15, 37)),
            rule(f"{tag}-2Y", pattern, "2Y", 70, "natural: a good 5+ {Y} suit, 8-14 HCP",
                 hcp=(8, 14), lengths="Y5+", tests="best_new:Y good:Y"),
            rule(f"{tag}-2Y-6", pattern, "2Y", 69, "natural: 6+ {Y}, 8-14 HCP", hcp=(8, 14),
                 lengths="Y6+", tests="best_new:Y"),
            rule(f"{tag}-pass", pattern, "P", 0, "no suitable action"),
        )
    ],
    # over a weak two or a preempt
    rule("c-w2-2nt", "2X", "2NT", 74, "15-18 HCP, balanced, stopper in {X}", hcp=(15, 18),
         balanced=True, stops="X"),
    rule("c-w2-suit-6", "2X", "cY", 73,
         "overcall: a good 6+ {Y} suit, 11-17 HCP (rather than double)", hcp=(11, 17),
         lengths="Y6+", tests="best_new:Y good:Y"),
    rule("c-w2-x", "2X", "X", 72, "takeout double: 13+ HCP", hcp=(13, 37), tests="takeout"),
    rule("c-w2-suit", "2X", "cY", 70, "overcall: a good 5+ {Y} suit, 11-17 HCP", hcp=(11, 17),
         lengths="Y5+", tests="best_new:Y good:Y"),
    rule("c-w2-strong-x", "2X", "X", 69, "double, then a strong hand: 18+ HCP", hcp=(18, 37)),
    rule("c-w2-suit-values", "2X", "cY", 68,
         "overcall: 5+ {Y}, 14-17 HCP (the values make up for the suit)", hcp=(14, 17),
         lengths="Y5+", tests="best_new:Y"),
    rule("c-w2-pass", "2X", "P", 0, "no suitable action"),
    rule("c-3-3nt", "3X", "3NT", 74, "to play: 16-21 HCP, stopper in {X}", hcp=(16, 21),
         stops="X"),
    rule("c-3-x", "3X", "X", 72, "takeout double: 13+ HCP", hcp=(13, 37), tests="takeout"),
    rule("c-3-suit", "3X", "cY", 70, "natural: 6+ {Y}, 14+ total points (10+ HCP)",
         hcp=(10, 37), tp=(14, 60), lengths="Y6+"),
    rule("c-3-strong-x", "3X", "X", 69, "double, then a strong hand: 18+ HCP", hcp=(18, 37)),
    rule("c-3-pass", "3X", "P", 0, "no suitable action"),
    rule("c-4-x", "4X", "X", 72, "takeout (optional) double: 16+ HCP", hcp=(16, 37),
         tests="takeout"),
    rule("c-4-pass", "4X", "P", 0, "no suitable action"),
    # fourth seat after the opponents have bid twice
    rule("c-4th-1nt", "1X P B", "1NT", 75, "15-18 HCP, balanced, stoppers", hcp=(15, 18),
         balanced=True, stops="opp"),
    rule("c-4th-x", "1X P B", "X", 72, "takeout double of both their suits: 12+ HCP",
         hcp=(12, 37), tests="takeout"),
    rule("c-4th-strong-x", "1X P B", "X", 68,
         "double, then a strong hand: 17+ HCP, at most two cards in their suits", hcp=(17, 37),
         lengths="X0-2", tests="short_theirs"),
    rule("c-4th-suit", "1X P B", "cZ", 70, "overcall: a good 5+ {Z}, 10-18 HCP", hcp=(10, 18),
         lengths="Z5+", tests="best_new:Z good:Z"),
    rule("c-4th-suit-6", "1X P B", "cZ", 69, "overcall: 6+ {Z}, 11-16 HCP", hcp=(11, 16),
         lengths="Z6+", tests="best_new:Z"),
    rule("c-4th-pass", "1X P B", "P", 0, "no suitable action"),
]

# fourth seat after their 1NT and its artificial answer (Stayman 2C, a transfer 2D or 2H,
# the relay 2S): double shows the suit named, for the lead or to compete; a long suit of
# my own is natural (the suit a transfer shows is theirs)
OVER_THEIR_NT_ANSWER = [
    rule("ta-x", "1NT P 2X", "X", 72, "shows {X}: a good 5+ {X} suit, 8+ HCP (lead-directing)",
         hcp=(8, 37), lengths="X5+", tests="good:X"),
    rule("ta-2S", "1NT P 2D", "2S", 70, "natural: 5+ spades, 10+ HCP", hcp=(10, 37),
         lengths="S5+"),
    *[
        rule(f"ta-{bid}-{over}", f"1NT P {over}", bid, 68,
             f"natural: 6+ {name}, 12+ HCP", hcp=(12, 37), lengths=f"{bid[1]}6+")
        for over, bid, name in (("2D", "3C", "clubs"), ("2H", "3C", "clubs"),
                                ("2H", "3D", "diamonds"))
    ],
    rule("ta-pass", "1NT P 2X", "P", 0, "no suitable action"),
]

BALANCING = [
    rule("b-1nt", "1X P P", "1NT", 80, "balancing 1NT: 11-15 HCP, stopper in {X}",
         hcp=(11, 15), balanced=True, stops="X"),
    rule("b-x", "1X P P", "X", 72, "balancing takeout double: 8+ HCP", hcp=(8, 37),
         tests="takeout"),
    rule("b-suit", "1X P P", "cY", 70, "balancing overcall: 5+ {Y}, 7-17 HCP", hcp=(7, 17),
         lengths="Y5+", tests="best_new:Y"),
    rule("b-strong-x", "1X P P", "X", 69, "balancing double, then a strong hand: 16+ HCP",
         hcp=(16, 37)),
    rule("b-pass", "1X P P", "P", 0, "no suitable action"),
]


def _answers_to_overcall(pattern: str, tag: str, level: int) -> list[Rule]:
    """Opener's partner after an overcall of ``Y`` (``level`` the overcall's level)."""
    x = 6 if level == 1 else 8
    return [
        # over a two-level overcall of a minor, a five-card major comes before the cue bid
        *([rule(f"{tag}-major", pattern.replace("X", "m"), "cM", 77,
                "new suit: 5+ {M}, 10+ HCP, forcing (shown before the minor support)",
                hcp=(10, 37), lengths="M5+", tests="best_new:M")] if level == 2 else []),
        rule(f"{tag}-cue", pattern, "cY", 76,
             "cue bid: limit raise or better, 3+ {X} (4+ in a minor)",
             hcp=(10, 37), lengths="X3+", tests="support:X", invites="game"),
        rule(f"{tag}-raise", pattern, "cX", 74,
             "raise: 3+ {X} (4+ in a minor), 6-10 support points",
             hcp=(3, 10), sp=(6, 10), trump="X", lengths="X3+", tests="support:X"),
        rule(f"{tag}-new", pattern, "1Z", 73, "new suit: 5+ {Z}, 6+ HCP, forcing",
             hcp=(6, 37), lengths="Z5+", tests="best_new:Z"),
        rule(f"{tag}-neg-x", pattern, "X", 72,
             f"negative double: {x}+ HCP, 4+ cards in an unbid major (both bid: a minor)",
             hcp=(x, 37), tests="unbid4", when="!one_unbid_major"),
        # one major left unbid: the double names it (partner sees the fit)
        *[
            rule(f"{tag}-neg-x-{shape}", f"{opening} {over}", "X", 72,
                 f"negative double: {x}+ HCP, 4+ {{oM}}", hcp=(x, 37), lengths="oM4+")
            for shape, opening, over in (("mM", "1m", f"{level}M"), ("Mm", "1M", f"{level}m"))
            if (opening, level) != ("1M", 1)
        ],
        rule(f"{tag}-jump-raise", pattern, "jX", 71, "preemptive jump raise: 4+ {X}, weak",
             hcp=(0, 9), lengths="X4+"),
        rule(f"{tag}-1nt", pattern, "cNT", 70, "natural: 8-10 HCP, stopper in {Y}",
             hcp=(8, 10), stops="Y", tests="!short"),
        rule(f"{tag}-2nt", pattern, "jNT", 69, "invitational: 11-12 HCP, stopper in {Y}",
             hcp=(11, 12), stops="Y", balanced=True, invites="game"),
        rule(f"{tag}-3nt", pattern, "3NT", 68, "to play: 13-15 HCP, stopper in {Y}",
             hcp=(13, 15), stops="Y", balanced=True),
        rule(f"{tag}-new-2", pattern, "cZ", 73, "new suit: 5+ {Z}, 10+ HCP, forcing",
             hcp=(10, 37), lengths="Z5+", tests="best_new:Z"),
        rule(f"{tag}-pass", pattern, "P", 0, "no suitable action"),
    ]


ANSWERS = [
    *_answers_to_overcall("1X 1Y", "n1", 1),
    *_answers_to_overcall("1X 2Y", "n2", 2),
    *[
        rule(f"n{level}-4M", f"1M {level}Y", "4M", 75,
             "preemptive raise to game: 5+ {M}, shortness, under 10 HCP", hcp=(0, 9),
             lengths="M5+", tests="short")
        for level in (1, 2)
    ],
    # over a preemptive jump overcall at the three level
    rule("n3-neg-x", "1X 3Y", "X", 72,
         "negative double: 10+ HCP, 4+ cards in the unbid major(s)", hcp=(10, 37),
         tests="unbid4"),
    rule("n3-4M", "1M 3Y", "4M", 74, "to play: 3+ {M}, 10+ HCP", hcp=(10, 37),
         lengths="M3+"),
    rule("n3-3nt", "1X 3Y", "3NT", 73, "to play: 10+ HCP, stopper in {Y}", hcp=(10, 37),
         stops="Y"),
    rule("n3-new", "1X 3Y", "cZ", 71, "natural: a good 5+ {Z}, 10+ HCP, forcing",
         hcp=(10, 37), lengths="Z5+", tests="best_new:Z good:Z"),
    rule("n3-raise", "1X 3Y", "cX", 70,
         "competitive raise: 3+ {X} (4+ in a minor), 7+ support points, 3-9 HCP",
         hcp=(3, 9), sp=(7, 60), trump="X", lengths="X3+", tests="support:X"),
    rule("n3-pass", "1X 3Y", "P", 0, "no suitable action"),
    # opener reopens when the overcall comes back to him: short in their suit, a double
    *[
        r
        for level, least, nt in ((1, 13, 6), (2, 13, 8), (3, 15, 9))
        for r in (
            rule(f"or{level}-x", f"1X {level}Y P P", "X", 60,
                 f"reopening double: {least}+ HCP, short in {{Y}}", hcp=(least, 37),
                 lengths="Y0-2"),
            rule(f"or{level}-pass", f"1X {level}Y P P", "P", 0, "no reason to reopen"),
            rule(f"aor{level}-pass", f"1X {level}Y P P X P", "P", 80,
                 "penalty pass: 4+ good {Y}", hcp=(6, 37), lengths="Y4+", tests="good:Y"),
            rule(f"aor{level}-nt", f"1X {level}Y P P X P", "cNT", 70,
                 f"natural: {nt}+ HCP, stopper in {{Y}}", hcp=(nt, 37), stops="Y"),
            *answers_to_takeout_double(f"aor{level}", f"1X {level}Y P P X P"),
        )
    ],
    # opener again after partner's pass and their balancing overcall (1X P P 1Y, 1X P P 2Y):
    # partner has at most 5 HCP, so opener acts only with extra values
    *[
        r
        for level in (1, 2)
        for r in (
            rule(f"ob{level}-nt", f"1X P P {level}Y", "cNT", 62,
                 "18-19 HCP, balanced, a stopper in {Y}", hcp=(18, 19), balanced=True,
                 stops="Y"),
            rule(f"ob{level}-rebid", f"1X P P {level}Y", "cX", 61,
                 "extra values: 6+ {X}, 15+ HCP", hcp=(15, 37), lengths="X6+"),
            rule(f"ob{level}-x", f"1X P P {level}Y", "X", 60,
                 "reopening double: 16+ HCP, short in {Y}", hcp=(16, 37), lengths="Y0-2"),
            rule(f"ob{level}-x-18", f"1X P P {level}Y", "X", 58,
                 "reopening double: 18+ HCP, at most three {Y}", hcp=(18, 37), lengths="Y0-3"),
            rule(f"ob{level}-new", f"1X P P {level}Y", "cZ", 59,
                 "extra values: 5+ {Z}, 16+ HCP", hcp=(16, 37), lengths="Z5+",
                 tests="best_new:Z"),
            rule(f"ob{level}-pass", f"1X P P {level}Y", "P", 0,
                 "no extra values (partner passed the opening)"),
            rule(f"aob{level}-pass", f"1X P P {level}Y X P", "P", 80,
                 "penalty pass: 5+ good {Y}", lengths="Y5+", tests="good:Y"),
            *answers_to_takeout_double(f"aob{level}", f"1X P P {level}Y X P"),
            rule(f"aob{level}-any", f"1X P P {level}Y X P", "cX", 30,
                 "answers the reopening double: back to partner's suit, nothing better"),
        )
    ],
    # the bidder of 1X again after they bid 1Y over it and raised it, partner silent (1D 1H
    # P 2H, mostly the opening bidder): a takeout double with extra values, short in {Y}
    rule("rr-x", "... 1X 1Y P 2Y", "X", 55, "competitive double: 14+ HCP, short in {Y}",
         hcp=(14, 37), lengths="Y0-2"),
    rule("arr-pass", "... 1X 1Y P 2Y X P", "P", 80, "penalty pass: 5+ good {Y}",
         lengths="Y5+", tests="good:Y"),
    *answers_to_takeout_double("arr", "... 1X 1Y P 2Y X P", "competitive"),
    rule("arr-any", "... 1X 1Y P 2Y X P", "cX", 30,
         "answers the competitive double: back to partner's suit, nothing better"),
    rule("n-1nt-x", "1X 1NT", "X", 70, "penalty double: 9+ HCP", hcp=(9, 37)),
    rule("n-1nt-raise-M", "1M 1NT", "2M", 66, "competitive raise: 3+ {M}, 5-8 HCP",
         hcp=(5, 8), lengths="M3+"),
    rule("n-1nt-raise-m", "1m 1NT", "2m", 64, "competitive raise: 5+ {m}, 5-8 HCP",
         hcp=(5, 8), lengths="m5+"),
    rule("n-1nt-2Y", "1X 1NT", "2Y", 65, "to play: 5+ {Y}, under 9 HCP", hcp=(0, 8),
         lengths="Y5+", tests="best_new:Y"),
    rule("n-1nt-pass", "1X 1NT", "P", 0, "no suitable action"),
    # opener after their balancing double (partner passed): more shape, not more strength
    rule("obx-rebid", "1X P P X", "2X", 62, "rebid: 6+ {X}, over their balancing double",
         lengths="X6+"),
    rule("obx-new", "1X P P X", "cY", 61, "a second suit: 5-5 or more", lengths="X5+ Y5+",
         tests="best_new:Y"),
    rule("obx-pass", "1X P P X", "P", 0, "nothing more to show"),
    # after a takeout double of partner's opening
    rule("rx-jordan", "1M X", "2NT", 82, "Jordan 2NT: limit raise or better, 4+ {M}",
         hcp=(9, 37), sp=(10, 60), trump="M", lengths="M4+", invites="game"),
    rule("rx-jordan-m", "1m X", "2NT", 82, "Jordan 2NT: limit raise or better, 4+ {m}",
         hcp=(10, 37), lengths="m4+", tests="support:m", invites="game"),
    rule("rx-4M", "1M X", "4M", 77, "preemptive raise to game: 5+ {M}, shortness, under 10 HCP",
         hcp=(0, 9), lengths="M5+", tests="short"),
    rule("rx-xx", "1X X", "XX", 80, "redouble: 10+ HCP", hcp=(10, 37)),
    rule("rx-jump-raise", "1X X", "3X", 76, "preemptive raise: 4+ {X}, weak", hcp=(0, 9),
         lengths="X4+"),
    rule("rx-raise", "1X X", "2X", 74, "raise: 3+ {X} (4+ in a minor), 6-9 HCP", hcp=(5, 9),
         lengths="X3+", tests="support:X"),
    rule("rx-new-1", "1X X", "1Y", 70, "new suit: 4+ {Y}, 6-9 HCP", hcp=(6, 9), lengths="Y4+",
         tests="best_new:Y"),
    rule("rx-1nt", "1X X", "1NT", 65, "6-9 HCP, no fit", hcp=(6, 9)),
    rule("rx-new-2", "1X X", "2Y", 64, "new suit: 5+ {Y}, 6-9 HCP, not forcing", hcp=(6, 9),
         lengths="Y5+", tests="best_new:Y"),
    rule("rx-pass", "1X X", "P", 0, "0-9 HCP, nothing to say", hcp=(0, 9)),
    # opener after partner's negative double
    rule("ox-new", "1X B X P", "cZ", 60, "4+ {Z}, the suit partner asked for", lengths="Z4+",
         tests="best_new:Z"),
    rule("ox-nt", "1X B X P", "cNT", 58, "balanced minimum with a stopper", hcp=(10, 14),
         stops="opp"),
    rule("ox-rebid", "1X B X P", "cX", 56, "6+ {X}", lengths="X6+"),
    rule("ox-rebid-5", "1X B X P", "cX", 40, "rebids {X}, nothing else to show",
         lengths="X5+"),
    rule("ox-rebid-4", "1X B X P", "cX", 36, "rebids a 4-card {X}: nothing else to show",
         lengths="X4+"),
    # opener with extra values: jumps (16-18), 2NT/3NT (18-19 balanced), game in the major
    *[
        rule_
        for level in (1, 2)
        for rule_ in (
            rule(f"ox-game-{level}", f"1X {level}Y X P", "4M", 67,
                 "game in {M}: 4+ {M}, 19+ HCP", hcp=(19, 37), lengths="M4+"),
            rule(f"ox-jnt-{level}", f"1X {level}Y X P", "jNT", 66,
                 "18-19 HCP, balanced, a stopper in their suit", hcp=(18, 19), balanced=True,
                 stops="opp"),
            rule(f"ox-jump-{level}", f"1X {level}Y X P", "jM", 65,
                 "jump: 4+ {M}, 16-18 HCP, invitational", hcp=(16, 18), lengths="M4+",
                 invites="game"),
            rule(f"ox-jrebid-{level}", f"1X {level}Y X P", "jX", 64,
                 "jump rebid: 6+ {X}, 16-18 HCP, invitational", hcp=(16, 18), lengths="X6+",
                 invites="game"),
        )
    ],
    *[
        rule(f"ox-pass-{level}", f"1X {level}Y X P", "P", 62,
             "converts to penalties: 4+ good {Y} (5+ at the one level)",
             lengths=f"Y{6 - level}+", tests="good:Y")
        for level in (1, 2)
    ],
    # opener after partner's negative double when advancer raised (1C 1H X 2H): free bids,
    # so a pass shows nothing more; the major partner asked for (a fit, now known), his own
    # six-card suit, or 2NT with 18-19 and their suit stopped
    rule("oxr-major", "1X 1Y X 2Y", "cM", 60, "4+ {M}, the major partner asked for",
         lengths="M4+", tests="tx_suit:M upto:3"),
    rule("oxr-2nt", "1X 1Y X 2Y", "2NT", 59, "18-19 HCP, balanced, a stopper in {Y}",
         hcp=(18, 19), balanced=True, stops="Y"),
    rule("oxr-new", "1X 1Y X 2Y", "cZ", 57, "a second suit: 5-5, 15+ HCP", hcp=(15, 37),
         lengths="X5+ Z5+", tests="best_new:Z upto:3"),
    rule("oxr-rebid", "1X 1Y X 2Y", "cX", 56, "6+ {X}", lengths="X6+", tests="upto:3"),
    rule("oxr-pass", "1X 1Y X 2Y", "P", 0, "nothing more to show"),
    # the same when advancer raised to the three level (1C 1S X 3S, 1D 2C X 3C): game in the
    # major partner asked for with extra values, else that major at the three level; 3NT
    # with their suit stopped; a penalty double; a long suit of my own (decision 0072)
    *[
        r
        for pattern, tag, game in (("1X 1Y X 3Y", "oxj1", 17), ("1X 2Y X 3Y", "oxj2", 15))
        for r in (
            rule(f"{tag}-game", pattern, "4M", 62, f"game: 4+ {{M}}, {game}+ HCP",
                 hcp=(game, 37), lengths="M4+", tests="tx_suit:M"),
            rule(f"{tag}-3nt", pattern, "3NT", 61, "18+ HCP, a stopper in {Y}", hcp=(18, 37),
                 stops="Y"),
            rule(f"{tag}-major", pattern, "cM", 60, "4+ {M}, the major partner asked for",
                 lengths="M4+", tests="tx_suit:M upto:3"),
            rule(f"{tag}-x", pattern, "X", 58, "penalty double: 4+ {Y}, 15+ HCP",
                 hcp=(15, 37), lengths="Y4+"),
            rule(f"{tag}-rebid", pattern, "cX", 56, "7+ {X}", lengths="X7+"),
            rule(f"{tag}-rebid-6", pattern, "cX", 55, "6+ {X}, 15+ HCP", hcp=(15, 37),
                 lengths="X6+"),
            rule(f"{tag}-pass", pattern, "P", 0, "nothing more to show"),
        )
    ],
    # partner's double of a 1NT overcall is for penalties: leave it in
    rule("ox1nt-pass", "1X 1NT X P", "P", 70, "leaves partner's penalty double of 1NT in"),
]

ADVANCES = [
    # partner overcalled Y over their 1X (and responder passed or made a negative double,
    # decision 0069: the same bids, natural)
    *[
        r
        for pattern, tag, nt, game in (("1X 1Y P", "a1", (8, 11), 15),
                                       ("1X 2Y P", "a2", (11, 13), 14),
                                       ("1X 1Y X", "an1", (8, 11), 15),
                                       ("1X 2Y X", "an2", (11, 13), 14))
        for r in (
            rule(f"{tag}-cue", pattern, "cX", 72,
                 "cue bid: limit raise or better in {Y}, 10+ HCP", hcp=(10, 37), lengths="Y3+",
                 invites="game"),
            rule(f"{tag}-raise", pattern, "cY", 70, "raise: 3+ {Y}, 6-9 HCP", hcp=(6, 9),
                 lengths="Y3+"),
            rule(f"{tag}-jump-raise", pattern, "jY", 69, "preemptive raise: 4+ {Y}",
                 hcp=(0, 9), lengths="Y4+"),
            rule(f"{tag}-game", pattern, "4Y", 69,
                 "preemptive raise to four: 5+ {Y}, shortness, under 10 HCP", hcp=(0, 9),
                 lengths="Y5+", tests="short"),
            rule(f"{tag}-1nt", pattern, "cNT", 66,
                 f"{nt[0]}-{nt[1]} HCP, stopper in {{X}}" + (", invitational" if nt[0] > 8 else ""),
                 hcp=nt, stops="X", invites="game" if nt[0] > 8 else ""),
            rule(f"{tag}-3nt", pattern, "3NT", 65, f"to play: {game}+ HCP, stopper in {{X}}",
                 hcp=(game, 37), stops="X"),
            # over a one-level overcall, 1NT stops at 11: the jump is 12-14 (decision 0081)
            *([rule(f"{tag}-2nt", pattern, "2NT", 66,
                    "invitational: 12-14 HCP, stopper in {X}", hcp=(12, 14), stops="X",
                    invites="game")] if tag in ("a1", "an1") else []),
            rule(f"{tag}-new", pattern, "cZ", 67,
                 "new suit: a good 5+ {Z} suit, 8+ HCP, not forcing", hcp=(8, 37),
                 lengths="Z5+", tests="best_new:Z good:Z"),
            rule(f"{tag}-pass", pattern, "P", 0, "no suitable action"),
        )
    ],
    # they raise their suit X over our Y (1X 1Y 2X, 1X 1Y 3X, 1X 2Y 3X): partner overcalled
    # Y over their opening, or our side opened and partner bid Y over their overcall X;
    # my own long suit or 3NT (raises of Y come from the law of total tricks, g-compete).
    # Advancer's first call after 1X 1Y 2X has a table of its own (responsive.py).
    *[
        r
        for pattern, tag in (("... 1X 1Y 2X", "ar1"), ("... 1X 1Y 3X", "ar1j"),
                             ("... 1X 2Y 3X", "ar2"))
        for r in (
            rule(f"{tag}-3nt", pattern, "3NT", 59,
                 "to play: 15+ HCP, stopper in {X}, at most two {Y}", hcp=(15, 37), stops="X",
                 lengths="Y0-2"),
            rule(f"{tag}-new", pattern, "cZ", 58, "competes in my suit: 6+ {Z}, 8+ HCP",
                 hcp=(8, 37), lengths="Z6+", tests="best_new:Z upto:3"),
        )
    ],
    # they found a fit and stopped at the two level: the strength is about evenly split, so
    # compete with a takeout double (after my overcall, or partner's bid, too); when partner
    # has bid (he opened or overcalled), a six-card suit of mine comes first, up to the three
    # level; when neither of us has bid, a five-card suit of mine after the double
    rule("bf-suit-6", "... 2Y P P", "cZ", 56,
         "competes in my six-card suit over their fit: 6+ {Z}, 8+ HCP", hcp=(8, 37),
         lengths="Z6+", tests="best_new:Z upto:3", when="their_fit partner_bid"),
    rule("bf-x", "... 2Y P P", "X", 55,
         "balancing double of their fit: 8+ HCP, short in {Y}, support for the unbid suits",
         hcp=(8, 37), lengths="Y0-2", tests="takeout", when="their_fit"),
    rule("bf-suit", "... 2Y P P", "cZ", 54,
         "balancing in my suit over their fit: 5+ {Z}, 8+ HCP", hcp=(8, 37), lengths="Z5+",
         tests="best_new:Z upto:3", when="their_fit !we_bid"),
    rule("abf-pass", "... 2Y P P X P", "P", 80, "penalty pass: 5+ good {Y}", lengths="Y5+",
         tests="good:Y"),
    *answers_to_takeout_double("abf", "... 2Y P P X P", "balancing", back=False),
]

TWO_SUITED_ADVANCES = [
    # partner bid Michaels or the unusual 2NT: take a preference
    rule("am-pref", "1X 2X P", "cY", 60, "preference among partner's suits: {Y}",
         tests="pref:Y"),
    rule("au-pref", "1X 2NT P", "cY", 60, "preference among partner's suits: {Y}",
         tests="pref:Y"),
    # over a major Michaels (its minor unknown): without a fit for the major, 2NT asks for
    # the minor; a six-card minor of my own is to play
    rule("am-own", "1M 2M P", "3m", 62, "to play: 6+ {m}, a singleton or void in {oM}",
         lengths="m6+ oM0-1"),
    rule("am-ask", "1M 2M P", "2NT", 61,
         "asks for partner's minor: a singleton or void in {oM}, 3+ in each minor",
         lengths="oM0-1 C3+ D3+"),
    rule("am-ask-m", "1M 2M P 2NT P", "3m", 60, "answers 2NT: my minor is {m}, 5+ cards",
         lengths="m5+"),
]


def _after_our_double(tag: str, over: str, level: int) -> list[Rule]:
    """After partner's double of their two-suited ``over`` and their runout at ``level`` to
    a suit they showed: opener's call, the doubler's when opener passes, and leaving a
    penalty double in."""
    run = f"1X {over} X {level}Y"
    return [
        rule(f"{tag}-xr{level}-x", run, "X", 60, "penalty double: 4+ {Y}",
             lengths="Y4+"),
        rule(f"{tag}-xr{level}-own", run, "cX", 55,
             "a shapely minimum: 6+ {X}, short in {Y}, 11-14 HCP", hcp=(11, 14),
             lengths="X6+ Y0-1"),
        rule(f"{tag}-xr{level}-pass", run, "P", 0,
             "passes: partner's double showed the balance of strength"),
        # the doubler when opener passes
        rule(f"{tag}-xd{level}-x", f"{run} P P", "X", 60, "penalty double: 3+ {Y}",
             lengths="Y3+"),
        rule(f"{tag}-xd{level}-suit", f"{run} P P", "cZ", 55,
             "natural: a good 5+ {Z}, to play", lengths="Z5+",
             tests="unshown:Z good:Z"),
        rule(f"{tag}-xd{level}-pass", f"{run} P P", "P", 0, "nothing more to say"),
        rule(f"{tag}-xx{level}-pass", f"{run} X P", "P", 50,
             "leaves partner's penalty double in"),
        rule(f"{tag}-xxd{level}-pass", f"{run} P P X P", "P", 50,
             "leaves partner's penalty double in"),
    ]


# Over their Michaels cue bid (1X 2X) or unusual 2NT (1X 2NT) of our opening ("unusual over
# unusual", simplified): with a fit raise (the cue bid of their lower suit is a limit raise or
# better), without one bid a good suit of our own, 3NT with their suits stopped, or double
# (penalty-oriented). Opener passes partner's double unless he can double their runout.
def _over_two_suiter(tag: str, over: str) -> list[Rule]:
    """Our side over their two-suited overcall ``over`` (``2X`` Michaels, ``2NT`` unusual) of
    our one-level opening, and what follows (``tag``: ``nm`` or ``nu``)."""
    major = f"1M {over.replace('X', 'M')}"
    minor = f"1m {over.replace('X', 'm')}"
    return [
        rule(f"{tag}-preempt", major, "4M", 79,
             "preemptive raise to game: 5+ {M}, a singleton or void, 0-9 HCP", hcp=(0, 9),
             lengths="M5+", tests="short"),
        rule(f"{tag}-game", major, "4M", 78, "game: 3+ {M}, 13+ support points",
             hcp=(10, 37), sp=(13, 60), trump="M", lengths="M3+"),
        rule(f"{tag}-3nt", f"1X {over}", "3NT", 75,
             "to play: 13+ HCP, stoppers in their suits", hcp=(13, 37), tests="stops_shown"),
        rule(f"{tag}-cue-M", major, "cZ", 77,
             "cue bid of their {Z}: limit raise, 3+ {M}, 10-12 support points",
             hcp=(6, 12), sp=(10, 12), trump="M", lengths="M3+", tests="cue_suit:Z",
             invites="game"),
        rule(f"{tag}-cue-m", minor, "cZ", 74,
             "cue bid of their {Z}: limit raise or better, 4+ {m}, 10+ support points",
             hcp=(6, 37), sp=(10, 60), trump="m", lengths="m4+", tests="cue_suit:Z",
             invites="game"),
        rule(f"{tag}-raise", f"1X {over}", "cX", 73,
             "competitive raise: 3+ {X} (4+ in a minor), 6-9 support points",
             hcp=(3, 9), sp=(6, 9), trump="X", lengths="X3+", tests="support:X"),
        rule(f"{tag}-new", f"1X {over}", "cZ", 72,
             "natural, not forcing: a good 5+ {Z}, no fit for {X}, 7-12 HCP, at most three cards "
             "in their suits", hcp=(7, 12),
             lengths="Z5+", tests="unshown:Z good:Z !support:X !shown4"),
        rule(f"{tag}-x", f"1X {over}", "X", 76,
             "penalty-oriented double: 10+ HCP, no fit for {X}, 4+ cards in a suit they showed",
             hcp=(10, 37), tests="!support:X shown4"),
        rule(f"{tag}-x-13", f"1X {over}", "X", 69,
             "penalty-oriented double: 13+ HCP, no fit for {X}", hcp=(13, 37),
             tests="!support:X"),
        rule(f"{tag}-pass", f"1X {over}", "P", 0, "no suitable action"),
        # opener after partner's natural new suit (not forcing) or competitive raise
        rule(f"{tag}-nf-pass", f"1X {over} 3Y P", "P", 0, "partner's new suit is not forcing"),
        rule(f"{tag}-rg", f"1M {over.replace('X', 'M')} 3M P", "4M", 60,
             "game opposite the competitive raise: 17+ support points", sp=(17, 60),
             trump="M"),
        rule(f"{tag}-rg-pass", f"1M {over.replace('X', 'M')} 3M P", "P", 0,
             "no extra values opposite the competitive raise"),
        # advancer after our double: the preference among partner's suits
        rule(f"{tag}-adv", f"1X {over} X", "cY", 60, "preference among partner's suits: {Y}",
             tests="pref:Y"),
        # opener after partner's double: their pass is left in (above the negative-double
        # answers), their runout doubled with length, a shapely minimum bids on
        rule(f"{tag}-xp", f"1X {over} X P", "P", 90, "leaves partner's penalty double in"),
        *[
            r
            for level in ((2, 3) if tag == "nm" else (3,))
            for r in _after_our_double(tag, over, level)
        ],
    ]


OVER_TWO_SUITERS = [*_over_two_suiter("nm", "2X"), *_over_two_suiter("nu", "2NT")]


def _opener_after_limit_cue(pattern: str, ours: str) -> list[Rule]:
    """Opener after partner's cue bid of their lower suit (``pattern``), a limit raise or
    better in ``ours``: game in a major or 3NT over a minor with extra values, else back to
    our suit."""
    tag = "oq-" + "".join(pattern.split()[:3])
    if ours in "HSM":
        game = rule(f"{tag}-game", pattern, f"4{ours}", 72,
                    "accepts the limit raise: game, 14+ total points", tp=(14, 30))
    else:
        game = rule(f"{tag}-3nt", pattern, "3NT", 71,
                    "accepts the limit raise: 14+ HCP, stoppers in their suits", hcp=(14, 37),
                    tests="stops_shown")
    return [
        game,
        rule(f"{tag}-min", pattern, f"c{ours}", 60,
             "a minimum: returns to our suit at the cheapest level, not forcing"),
    ]


OPENER_AFTER_LIMIT_CUE = [
    r
    for pattern, ours in (("1H 2H 2S P", "H"), ("1S 2S 3H P", "S"), ("1m 2m 2H P", "m"),
                          ("1M 2NT 3C P", "M"), ("1D 2NT 3C P", "D"), ("1C 2NT 3D P", "C"))
    for r in _opener_after_limit_cue(pattern, ours)
]
"""Opener after partner's cue bid of their lower suit (a limit raise or better)."""

# Balancing over a weak two or a three-level preempt passed round to us: the direct rules.
BALANCING_PREEMPTS = [
    replace(r, id=f"{r.id}-bal", pattern=(*r.pattern, "P", "P"),
            meaning=f"{r.meaning} (balancing)")
    for r in DIRECT
    if r.pattern in (("2X",), ("3X",))
]
# Over their raised weak two (2D P 3D), the rules over a three-level preempt (decision 0074).
OVER_RAISED_WEAK_TWO = [
    replace(r, id=f"{r.id}-r", pattern=("2X", "P", "3X")) for r in DIRECT if r.pattern == ("3X",)
]
# Passed round to us (2D P 3D P P): partner passed over 3D with less than 13 HCP or the
# wrong shape, and their raise may be weak, so the balancing calls need less (decision 0075).
_RB = "2X P 3X P P"
BALANCING_RAISED_WEAK_TWO = [
    rule("c-3-3nt-rb", _RB, "3NT", 74, "to play: 15-21 HCP, stopper in {X} (balancing)",
         hcp=(15, 21), stops="X"),
    rule("c-3-x-rb", _RB, "X", 72, "balancing takeout double: 10+ HCP", hcp=(10, 37),
         tests="takeout"),
    rule("c-3-suit-rb", _RB, "cY", 70, "balancing: 6+ {Y}, 12+ total points (8+ HCP)",
         hcp=(8, 37), tp=(12, 60), lengths="Y6+"),
    rule("c-3-strong-x-rb", _RB, "X", 69, "balancing double, then a strong hand: 16+ HCP",
         hcp=(16, 37)),
    rule("c-3-pass-rb", _RB, "P", 0, "no suitable action"),
]

RULES: list[Rule] = [
    *DIRECT, *OVER_THEIR_NT_ANSWER, *BALANCING, *BALANCING_PREEMPTS, *OVER_RAISED_WEAK_TWO,
    *BALANCING_RAISED_WEAK_TWO,
    *ANSWERS, *ADVANCES, *TAKEOUT_ADVANCES, *TWO_SUITED_ADVANCES, *OVER_TWO_SUITERS,
    *OPENER_AFTER_LIMIT_CUE, *FREE_ADVANCES,
]
"""The competitive rules."""
# fmt: on
