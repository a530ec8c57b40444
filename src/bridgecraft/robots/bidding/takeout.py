"""SAYC rules after partner's takeout double: advancer's answers (directly, in the balancing
seat, in the fourth seat, over their redouble, over their weak two or preempt), free bids when
the responder has bid, the doubler's second call (after advancer's answer or cue bid,
and after their raise and two passes), and advancer's answer to the doubler's cue bid.

>>> sorted({r.id.split("-")[0] for r in TAKEOUT_ADVANCES})[:4]
['a4x', 'abx', 'adc1', 'adc2']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["FREE_ADVANCES", "TAKEOUT_ADVANCES", "answers_to_takeout_double"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off


def answers_to_takeout_double(
    tag: str, pattern: str, double: str = "reopening", *, back: bool = True
) -> list[Rule]:
    """Partner's suit answers to a takeout double after ``pattern`` (a reopening double by
    default; ``double`` names the kind in the meanings): the best unbid suit, back to the
    doubler's suit ``X`` (unless ``back`` is false: the doubler has bid no suit), or the
    longest suit left.

    >>> [r.id for r in answers_to_takeout_double("aor1", "1X 1Y P P X P")]
    ['aor1-suit', 'aor1-back', 'aor1-suit-3']
    """
    return [
        rule(f"{tag}-suit", pattern, "cZ", 60, f"answers the {double} double: 4+ {{Z}}",
             lengths="Z4+", tests="tx_suit:Z"),
        *([rule(f"{tag}-back", pattern, "cX", 55,
                f"answers the {double} double: back to partner's suit, 3+ {{X}}",
                lengths="X3+")] if back else []),
        rule(f"{tag}-suit-3", pattern, "cZ", 35,
             f"answers the {double} double: the longest suit left (may be 3 cards)",
             lengths="Z3+", tests="tx_suit:Z"),
    ]


TAKEOUT_ADVANCES = [
    # partner doubled their 1X for takeout
    rule("ax-pass", "1X X P", "P", 80, "penalty pass: 5+ good {X}", hcp=(8, 37),
         lengths="X5+", tests="good:X"),
    rule("ax-cue", "1X X P", "2X", 75, "cue bid: 12+ HCP, game forcing", hcp=(12, 37)),
    rule("ax-3nt", "1X X P", "3NT", 74, "to play: 13-16 HCP, stopper in {X}", hcp=(13, 16),
         stops="X"),
    rule("ax-jump", "1X X P", "jY", 72, "jump: 4+ {Y}, 9-11 HCP, invitational", hcp=(9, 11),
         lengths="Y4+", tests="tx_suit:Y", invites="game"),
    rule("ax-2nt", "1X X P", "2NT", 71, "invitational: 11-12 HCP, stopper in {X}",
         hcp=(11, 12), stops="X", invites="game"),
    rule("ax-suit", "1X X P", "cY", 69, "forced answer: 4+ {Y}, 0-8 HCP", hcp=(0, 8),
         lengths="Y4+", tests="tx_suit:Y"),
    rule("ax-1nt", "1X X P", "1NT", 68, "6-10 HCP, stopper in {X}", hcp=(6, 10), stops="X"),
    rule("ax-suit-3", "1X X P", "cY", 35, "forced answer: longest unbid suit (may be 3 cards)",
         lengths="Y3+", tests="tx_suit:Y"),
    # partner doubled for takeout in the balancing seat (1X P P X) after our pass: a takeout
    # double to answer like a direct one, never passed without length and strength in their
    # suit; partner may have balanced light (8+), so each answer asks about 3 HCP more
    rule("abx-pass", "1X P P X P", "P", 80, "penalty pass: 5+ good {X}", hcp=(8, 37),
         lengths="X5+", tests="good:X"),
    rule("abx-trap", "1X P P X P", "P", 79,
         "penalty pass: 5+ {X} and 11+ HCP (the trap pass over the opening)", hcp=(11, 37),
         lengths="X5+"),
    rule("abx-3nt", "1X P P X P", "3NT", 74, "to play: 15+ HCP, stopper in {X}",
         hcp=(15, 37), stops="X"),
    rule("abx-jump", "1X P P X P", "jY", 72,
         "jump: 4+ {Y}, 11-14 HCP, invitational (partner may be light)", hcp=(11, 14),
         lengths="Y4+", tests="tx_suit:Y", invites="game"),
    rule("abx-suit", "1X P P X P", "cY", 69, "forced answer: 4+ {Y}, 0-10 HCP", hcp=(0, 10),
         lengths="Y4+", tests="tx_suit:Y"),
    rule("abx-1nt", "1X P P X P", "1NT", 73, "10-13 HCP, stopper in {X}", hcp=(10, 13),
         stops="X"),
    rule("abx-suit-3", "1X P P X P", "cY", 35,
         "forced answer: longest unbid suit (may be 3 cards)", lengths="Y3+", tests="tx_suit:Y"),
    # partner doubled for takeout in fourth seat after their two bids (1X P 1Y X, 1X P 2X X):
    # a full-strength double (12+); answer in an unbid suit, never pass without their trumps
    *[
        rule(f"a4x-pass-{tag}", pattern, "P", 80, "penalty pass: 5+ good {" + suit + "}",
             hcp=(8, 37), lengths=f"{suit}5+", tests=f"good:{suit}")
        for pattern, tag, suit in (("1X P 1Y X P", "1", "Y"), ("1X P 2Y X P", "2", "Y"),
                                   ("1X P 2X X P", "r", "X"))
    ],
    rule("a4x-game", "1X P B X P", "4M", 76, "game: 4+ {M}, 12+ HCP", hcp=(12, 37),
         lengths="M4+", tests="tx_suit:M"),
    rule("a4x-3nt", "1X P B X P", "3NT", 75, "to play: 12+ HCP, stoppers in their suits",
         hcp=(12, 37), stops="opp"),
    rule("a4x-jump", "1X P B X P", "jM", 72, "jump: 4+ {M}, 9-11 HCP, invitational",
         hcp=(9, 11), lengths="M4+", tests="tx_suit:M", invites="game"),
    rule("a4x-suit", "1X P B X P", "cY", 69, "forced answer: 4+ {Y}", lengths="Y4+",
         tests="tx_suit:Y"),
    rule("a4x-nt", "1X P B X P", "cNT", 68, "8-11 HCP, stoppers in their suits",
         hcp=(8, 11), stops="opp"),
    rule("a4x-suit-3", "1X P B X P", "cY", 35,
         "forced answer: longest unbid suit (may be 3 cards)", tests="tx_suit:Y"),
    # their redouble: advancer shows a four-card suit (a pass has none to show), and the
    # doubler, passed back to, never leaves the redouble in (his double showed shortness)
    rule("axx-suit", "1X X XX", "cY", 60, "after the redouble: 4+ {Y}, to play", lengths="Y4+",
         tests="tx_suit:Y"),
    rule("axx-pass", "1X X XX", "P", 0, "after the redouble: no four-card suit to show"),
    rule("dxx-suit", "1X X XX P P", "cY", 60, "runs from the redouble: 4+ {Y}", lengths="Y4+",
         tests="tx_suit:Y"),
    rule("dxx-suit-3", "1X X XX P P", "cY", 35,
         "runs from the redouble: the longest unbid suit (may be 3 cards)", tests="tx_suit:Y"),
    # the doubler after advancer's simple (not jump) answer, directly or in the balancing
    # seat (decision 0072): bids again only with extras; in the balancing seat a raise needs
    # three points more, as partner has bid the cards the doubler borrowed
    *[
        r
        for pattern, tag, when, k in (("1X X P 1Y P", "dx1", "", 0),
                                      ("1X X P 2Y P", "dx2", "!pjump", 0),
                                      ("1X P P X P 1Y P", "dxb1", "", 3),
                                      ("1X P P X P 2Y P", "dxb2", "!pjump", 3))
        for r in (
            rule(f"{tag}-game", pattern, "4Y", 78,
                 f"raise to game: 4+ {{Y}}, {22 + k}+ support points", hcp=(17 + k, 37),
                 sp=(22 + k, 60), trump="Y", lengths="Y4+", when=when),
            rule(f"{tag}-jump-raise", pattern, "jY", 77,
                 f"invitational jump raise: 4+ {{Y}}, {19 + k}-{21 + k} support points",
                 hcp=(15 + k, 21 + k), sp=(19 + k, 21 + k), trump="Y", lengths="Y4+", when=when,
                 invites="game"),
            rule(f"{tag}-raise", pattern, "cY", 76,
                 f"raise: 4+ {{Y}}, {16 + k}-{18 + k} support points", hcp=(13 + k, 18 + k),
                 sp=(16 + k, 18 + k), trump="Y", lengths="Y4+", when=when),
            rule(f"{tag}-nt", pattern, "cNT", 75, "19-21 HCP, balanced, stopper in {X}",
                 hcp=(19, 21), balanced=True, stops="X", when=when),
            *([rule(f"{tag}-suit", pattern, "cZ", 74, "a strong hand: 5+ {Z}, 17+ HCP",
                    hcp=(17, 37), lengths="Z5+", tests="best_new:Z")]
              if tag in ("dx1", "dxb1") else []),
            rule(f"{tag}-3nt", pattern, "3NT", 73, "22+ HCP, stopper in {X}",
                 hcp=(22, 37), stops="X", when=when),
            rule(f"{tag}-cue", pattern, "cX", 72, "cue bid: a strong hand (19+ HCP), forcing",
                 hcp=(19, 37), when=when),
            rule(f"{tag}-pass", pattern, "P", 0, "no extra values", when=when),
        )
    ],
    # partner doubled their weak two or three-level preempt for takeout (directly or in the
    # balancing seat): answer, never pass without length and strength in their suit
    *[
        r
        for level, pattern, tag in (
            (2, "2X X P", "ax2"), (2, "2X P P X P", "ax2b"),
            (3, "3X X P", "ax3"), (3, "3X P P X P", "ax3b"), (3, "2X P 3X X P", "ax3r"),
            (3, "2X P 3X P P X P", "ax3rb"))
        for r in (
            rule(f"{tag}-pass", pattern, "P", 80, "penalty pass: 5+ good {X}", hcp=(8, 37),
                 lengths="X5+", tests="good:X"),
            rule(f"{tag}-game", pattern, "4M", 76, "game: 4+ {M}, 10+ HCP",
                 hcp=(10, 37), lengths="M4+", tests="tx_suit:M"),
            rule(f"{tag}-3nt", pattern, "3NT", 75, "to play: 10+ HCP, stopper in {X}",
                 hcp=(10, 37), stops="X"),
            *([rule(f"{tag}-jump", pattern, "jY", 72, "jump: 4+ {Y}, 8-11 HCP, invitational",
                    hcp=(8, 11), lengths="Y4+", tests="tx_suit:Y", invites="game"),
               # natural notrump and the game-forcing cue bid (decision 0081)
               rule(f"{tag}-2nt", pattern, "2NT", 73,
                    "natural: 8-9 HCP, a stopper in {X}, invitational", hcp=(8, 9), stops="X",
                    invites="game"),
               rule(f"{tag}-cue", pattern, "3X", 74,
                    "cue bid: 12+ HCP, game forcing, asks the doubler to describe his hand",
                    hcp=(12, 37))]
              if tag == "ax2" else []),
            rule(f"{tag}-suit", pattern, "cY", 69, "forced answer: 4+ {Y}", lengths="Y4+",
                 tests="tx_suit:Y"),
            rule(f"{tag}-suit-3", pattern, "cY", 35,
                 "forced answer: longest unbid suit (may be 3 cards)", tests="tx_suit:Y"),
        )
    ],
    # the doubler after advancer's cue bid (game forcing): never pass
    *[
        r
        for pattern, tag in (("1X X P 2X P", "dxc"), ("2X X P 3X P", "dxc2"))
        for r in (
            rule(f"{tag}-M", pattern, "cM", 70, "answers the cue bid: 4+ {M}", lengths="M4+"),
            rule(f"{tag}-nt", pattern, "cNT", 65,
                 "answers the cue bid: no 4-card major, a stopper in {X}", stops="X"),
            rule(f"{tag}-Y", pattern, "cY", 60, "answers the cue bid: 4+ {Y}", lengths="Y4+",
                 tests="tx_suit:Y"),
            rule(f"{tag}-any", pattern, "cY", 40,
                 "answers the cue bid: longest unbid suit (may be 3 cards)", lengths="Y3+",
                 tests="tx_suit:Y"),
        )
    ],
    # advancer after the doubler's cue bid (a strong hand, forcing): never pass; a fifth card
    # in his suit, a second suit, a stopper, else his suit again (decision 0092)
    *[
        r
        for pattern, tag in (("1X X P 1Y P 2X P", "adc1"), ("1X X P 2Y P 2X P", "adc2"),
                             ("1X X P 2Y P 3X P", "adc3"), ("1X P P X P 1Y P 2X P", "adcb1"),
                             ("1X P P X P 2Y P 2X P", "adcb2"),
                             ("1X P P X P 2Y P 3X P", "adcb3"))
        for r in (
            rule(f"{tag}-Z", pattern, "cZ", 70,
                 "answers the cue bid: 4+ {Z}, a second suit", lengths="Z4+",
                 tests="best_new:Z upto:3"),
            rule(f"{tag}-nt", pattern, "cNT", 68, "answers the cue bid: a stopper in {X}",
                 stops="X", tests="upto:3"),
            rule(f"{tag}-Y", pattern, "cY", 71, "answers the cue bid: 5+ {Y}", lengths="Y5+"),
            rule(f"{tag}-any", pattern, "cY", 40,
                 "answers the cue bid: nothing more to show, {Y} again"),
        )
    ],
    # partner doubled their four-level opening (decision 0081): the double stands unless
    # advancer has a long suit to play in
    rule("ax4-M", "4X X P", "cM", 70, "natural: 5+ {M}, takes out the double",
         lengths="M5+", tests="upto:4"),
    rule("ax4-nt", "4X X P", "4NT", 69, "takeout: both minors, 5-5 or longer",
         lengths="C5+ D5+"),
    rule("ax4-m", "4X X P", "cm", 68, "natural: 6+ {m}, takes out the double", lengths="m6+"),
    rule("ax4-pass", "4X X P", "P", 0, "defends: leaves the double in"),
    # the doubler again, after their raise and two passes: only with extra values
    *[
        r
        for level, least, nt, game in ((2, 16, 9, 18), (3, 17, 8, 20))
        for r in (
            rule(f"dxr{level}-3nt", f"1X X {level}X P P", "3NT", 76,
                 f"to play: {game}+ HCP, stopper in {{X}}", hcp=(game, 37), stops="X"),
            rule(f"dxr{level}-suit", f"1X X {level}X P P", "cY", 74,
                 f"extra values: a good 5+ {{Y}}, {least}+ HCP", hcp=(least, 37),
                 lengths="Y5+", tests="best_new:Y good:Y"),
            rule(f"dxr{level}-x", f"1X X {level}X P P", "X", 72,
                 f"takeout again: {least}+ HCP, short in {{X}}", hcp=(least, 37),
                 lengths="X0-2", tests="takeout"),
            rule(f"dxr{level}-pass", f"1X X {level}X P P", "P", 0, "no extra values"),
            # advancer, doubled into the auction again
            rule(f"adx{level}-pass", f"1X X {level}X P P X P", "P", 80,
                 "penalty pass: 5+ good {X}", lengths="X5+", tests="good:X"),
            rule(f"adx{level}-3nt", f"1X X {level}X P P X P", "3NT", 70,
                 f"to play: {nt}+ HCP, stopper in {{X}}", hcp=(nt, 37), stops="X"),
            rule(f"adx{level}-suit", f"1X X {level}X P P X P", "cY", 60,
                 "forced answer: 4+ {Y}", lengths="Y4+", tests="tx_suit:Y"),
            rule(f"adx{level}-suit-3", f"1X X {level}X P P X P", "cY", 35,
                 "forced answer: longest unbid suit (may be 3 cards)", lengths="Y3+",
                 tests="tx_suit:Y"),
        )
    ],
]
"""Advancer's answers to partner's takeout double and the doubler's second call."""

# Partner doubled their 1X for takeout and the responder bid (a raise, a new suit, notrump):
# I am no longer forced to answer, so a bid is free and shows values; the doubler's next call
# comes from the generic rules (or his reopening rules after their raise and two passes).
FREE_ADVANCES = [
    r
    for pattern, tag in (("1X X 1Y", "fa1y"), ("1X X 1NT", "fa1n"), ("1X X 2X", "fa2x"),
                         ("1X X 2Y", "fa2y"), ("1X X 2NT", "fa2n"), ("1X X 3X", "fa3x"))
    for r in (
        rule(f"{tag}-4M", pattern, "4M", 76,
             "game: 5+ {M}, 10+ HCP (the double promises support)", hcp=(10, 37),
             lengths="M5+", tests="tx_suit:M"),
        rule(f"{tag}-4M-4", pattern, "4M", 75, "game: 4 {M}, 12+ HCP", hcp=(12, 37),
             lengths="M4+", tests="tx_suit:M"),
        rule(f"{tag}-3nt", pattern, "3NT", 74, "to play: 13+ HCP, their suits stopped",
             hcp=(13, 37), stops="opp"),
        rule(f"{tag}-1Z", pattern, "1Z", 70, "free bid: 4+ {Z}, 6+ HCP", hcp=(6, 37),
             lengths="Z4+", tests="tx_suit:Z"),
        rule(f"{tag}-2Z", pattern, "cZ", 69, "free bid: 5+ {Z}, 6+ HCP", hcp=(6, 37),
             lengths="Z5+", tests="tx_suit:Z upto:2"),
        rule(f"{tag}-2Z-4", pattern, "cZ", 68, "free bid: 4 {Z}, 8+ HCP", hcp=(8, 37),
             lengths="Z4+", tests="tx_suit:Z upto:2"),
        rule(f"{tag}-3Z", pattern, "cZ", 67, "free bid: 5+ {Z}, 8+ HCP", hcp=(8, 37),
             lengths="Z5+", tests="tx_suit:Z"),
        rule(f"{tag}-pass", pattern, "P", 0, "nothing to add to partner's double"),
    )
]
"""Advancer's free bids after partner's takeout double and the responder's bid."""
# fmt: on
