"""SAYC rules for our second round after they overcall our one-level opening and partner
bids: opener after partner's cue bid of their suit (a limit raise or better) and the stopper
asks that lead to 3NT or five of our minor, and opener after partner's new suit, which is
forcing (decision 0060).

>>> sorted({r.id.split("-")[0] for r in RULES})
['oc1', 'oc2', 'oca', 'ocm', 'onw1', 'onw2', 'onw22', 'onw3']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off

# Opener after partner's cue bid of the overcall (a limit raise or better: forcing).
OPENER_AFTER_CUE = [
    r
    for pattern, tag in (("1X 1Y 2Y P", "oc1"), ("1X 2Y 3Y P", "oc2"))
    for r in (
        rule(f"{tag}-4M", pattern.replace("X", "M"), "4M", 72,
             "game opposite the cue bid: 15+ points", hcp=(13, 21), tp=(15, 30)),
        rule(f"{tag}-3nt", pattern.replace("X", "m"), "3NT", 71,
             "game opposite the cue bid: 15+ HCP, a stopper in {Y}", hcp=(15, 21),
             stops="Y"),
        rule(f"{tag}-min", pattern, "cX", 60,
             "minimum: returns to {X}, not forcing (the cue bidder goes on with game values)"),
    )
]

# After partner's cue bid of their overcall of our minor, 3NT needs their suit stopped. The
# cue bidder, after opener's minimum return to the minor (1C 1H 2H P 3C P), bids 3NT with
# 12+ HCP and a stopper; with 13+ and none, their suit again asks opener for one (3NT with
# it, else five of the minor). Opener with 15+ and no stopper asks the same way at once.
STOPPER_ASKS_AFTER_CUE = [
    rule("ocm-3nt", "1m 1Y 2Y P 3m P", "3NT", 70, "to play: 12+ HCP, a stopper in {Y}",
         hcp=(12, 37), stops="Y"),
    rule("ocm-ask", "1m 1Y 2Y P 3m P", "3Y", 68,
         "asks for a stopper in {Y}: 13+ HCP, none myself, game values", hcp=(13, 37),
         tests="!stopper:Y"),
    rule("ocm-pass", "1m 1Y 2Y P 3m P", "P", 0, "no game opposite a minimum"),
    rule("ocm-ask-3nt", "1m 1Y 2Y P 3m P 3Y P", "3NT", 70,
         "answers the stopper ask: a stopper in {Y}", stops="Y"),
    rule("ocm-ask-5m", "1m 1Y 2Y P 3m P 3Y P", "5m", 60,
         "answers the stopper ask: no stopper in {Y}, game in {m}"),
    rule("oc1-ask", "1m 1Y 2Y P", "3Y", 65,
         "asks for a stopper in {Y}: 15+ HCP, none myself", hcp=(15, 37),
         tests="!stopper:Y"),
    rule("oca-3nt", "1m 1Y 2Y P 3Y P", "3NT", 70, "answers the stopper ask: a stopper in {Y}",
         stops="Y"),
    rule("oca-5m", "1m 1Y 2Y P 3Y P", "5m", 60,
         "answers the stopper ask: no stopper in {Y}, 12+ HCP: game in {m}", hcp=(12, 37)),
    rule("oca-4m", "1m 1Y 2Y P 3Y P", "4m", 50,
         "answers the stopper ask: no stopper in {Y}, a limit raise"),
    rule("oca-4m-5m", "1m 1Y 2Y P 3Y P 4m P", "5m", 60, "game: 17+ HCP", hcp=(17, 37)),
    rule("oca-4m-pass", "1m 1Y 2Y P 3Y P 4m P", "P", 0, "no game opposite a limit raise"),
]


def _opener_after_new_suit(pattern: str, tag: str, level: int) -> list[Rule]:
    """Opener's rebid after partner's new suit ``Y`` over their overcall ``W`` (``pattern``,
    ``level`` the level of partner's bid): forcing for one round, so opener never passes.
    Partner showed 5+ {Y} (6+ HCP at the one level, 10+ at the two level), so three cards
    make a fit; notrump needs a stopper in their suit."""
    if level == 1:
        strength = [
            rule(f"{tag}-4M", pattern.replace("Y", "M"), "4M", 80,
                 "raise to game: 3+ {M}, 19+ support points", hcp=(12, 37), sp=(19, 60),
                 trump="M", lengths="M3+"),
            rule(f"{tag}-3M", pattern.replace("Y", "M"), "3M", 78,
                 "invitational raise: 3+ {M}, 16-18 support points", hcp=(12, 18),
                 sp=(16, 18), trump="M", lengths="M3+", invites="game"),
            rule(f"{tag}-raise", pattern, "cY", 76, "raise: 3+ {Y}, minimum", hcp=(10, 15),
                 lengths="Y3+"),
            rule(f"{tag}-2nt", pattern, "2NT", 73, "18-19 HCP, balanced, a stopper in {W}",
                 hcp=(18, 19), balanced=True, stops="W"),
            rule(f"{tag}-4M-own", pattern.replace("1X", "1M"), "4M", 71,
                 "game: 6+ {M}, 19-21 HCP", hcp=(19, 21), lengths="M6+"),
            rule(f"{tag}-3nt-own", pattern.replace("1X", "1m"), "3NT", 71,
                 "to play: 6+ {m}, 19-21 HCP, a stopper in {W}", hcp=(19, 21),
                 lengths="m6+", stops="W"),
            rule(f"{tag}-1nt", pattern, "1NT", 67, "12-14 HCP, balanced, a stopper in {W}",
                 hcp=(12, 14), balanced=True, stops="W"),
        ]
    else:  # partner has 10+ HCP: game is near, so opener shows extra values at once
        strength = [
            rule(f"{tag}-4M", pattern.replace("Y", "M"), "4M", 80,
                 "raise to game: 3+ {M}, 15+ support points", hcp=(12, 37), sp=(15, 60),
                 trump="M", lengths="M3+"),
            rule(f"{tag}-4M-own", pattern.replace("1X", "1M"), "4M", 78,
                 "game in my suit: 6+ {M}, 15+ HCP", hcp=(15, 37), lengths="M6+"),
            rule(f"{tag}-jraise", pattern.replace("Y", "m"), "jm", 77,
                 "jump raise: 4+ {m}, 16+ HCP", hcp=(16, 37), lengths="m4+"),
            rule(f"{tag}-raise", pattern, "cY", 76, "raise: 3+ {Y} (4+ in a minor)",
                 hcp=(10, 37), lengths="Y3+", tests="support:Y"),
            rule(f"{tag}-3nt", pattern, "3NT", 73, "15-19 HCP, a stopper in {W}",
                 hcp=(15, 19), stops="W"),
            rule(f"{tag}-cnt", pattern, "cNT", 72,
                 "12-14 HCP, a stopper in {W}, no singleton", hcp=(12, 14), stops="W",
                 tests="!short"),
        ]
    return [
        *strength,
        rule(f"{tag}-jump-shift", pattern, "jZ", 74,
             "jump shift: 19-21 points, 4+ {Z}, unbalanced, forcing", hcp=(17, 21),
             tp=(19, 25), lengths="Z4+", balanced=False, tests="best_new:Z"),
        # a jump in a minor after a two-level response would pass 3NT
        *([rule(f"{tag}-jX", pattern, "jX", 70, "6+ {X}, 16-18 points, invitational",
                hcp=(13, 21), tp=(16, 25), lengths="X6+", invites="game")] if level == 1 else
          [rule(f"{tag}-jM", pattern.replace("1X", "1M"), "jM", 70,
                "6+ {M}, 16-18 points, invitational", hcp=(13, 21), tp=(16, 25),
                lengths="M6+", invites="game")]),
        rule(f"{tag}-reverse", pattern, "cZ", 68,
             "reverse: 16+ points, more {X} than {Z}, 4+ {Z}, forcing", hcp=(14, 21),
             tp=(16, 25), lengths="X5+ Z4+", tests="reverse:Z"),
        rule(f"{tag}-new", pattern, "cZ", 66, "new suit: 4+ {Z}, not a reverse",
             hcp=(10, 18), lengths="Z4+", tests="best_new:Z !reverse:Z"),
        rule(f"{tag}-cX", pattern, "cX", 61, "rebid: 6+ {X}, minimum (12-15 points)",
             hcp=(10, 15), lengths="X6+"),
        rule(f"{tag}-cue", pattern, "cW", 45,
             "cue bid: 17+ HCP, no natural bid describes the hand, forcing", hcp=(17, 37)),
        rule(f"{tag}-cX-5", pattern, "cX", 40, "rebid: 5+ {X}, nothing better to show",
             lengths="X5+"),
        rule(f"{tag}-nt", pattern, "cNT", 35, "no fit, no second suit, a stopper in {W}",
             stops="W"),
        rule(f"{tag}-any", pattern, "cX", 30, "forced: rebids {X}, nothing else to show"),
    ]


# Opener after partner's new suit over their overcall (forcing one round).
OPENER_AFTER_NEW_SUIT = [
    *[
        r
        for pattern, tag, level in (("1X 1W 1Y P", "onw1", 1), ("1X 1W 2Y P", "onw2", 2),
                                    ("1X 2W 2Y P", "onw22", 2), ("1X 2W 3Y P", "onw3", 3))
        for r in _opener_after_new_suit(pattern, tag, level)
    ],
    # after opener's invitational jump in his minor, partner's major again asks for
    # three-card support (g-3m-3M), as in the uncontested auction (o3mM-*)
    rule("onw1-3mM-4M", "1m 1W 1M P 3m P 3M P", "4M", 80, "three-card support for {M}",
         lengths="M3+"),
    rule("onw1-3mM-3nt", "1m 1W 1M P 3m P 3M P", "3NT", 70,
         "no three-card support, a stopper in {W}", stops="W"),
    rule("onw1-3mM-5m", "1m 1W 1M P 3m P 3M P", "5m", 60,
         "no three-card support, no stopper in {W}: game in {m}"),
]


RULES: list[Rule] = [*OPENER_AFTER_CUE, *STOPPER_ASKS_AFTER_CUE, *OPENER_AFTER_NEW_SUIT]
"""The rules of our second round over their overcall."""
# fmt: on
