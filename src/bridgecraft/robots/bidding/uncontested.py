"""SAYC rules for auctions without interference: openings of one of a suit, preempts, the
responses and opener's rebids.

>>> len(RULES) > 50, all(r.id for r in RULES)
(True, True)
"""

from __future__ import annotations

from bridgecraft.core import Suit
from bridgecraft.robots.bidding._control_checks import SPLINTERS
from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off

OPENINGS = [
    rule("open-3nt", "", "3NT", 101, "25-27 HCP, balanced", hcp=(25, 27), balanced=True),
    rule("open-2c", "", "2C", 100, "strong artificial 2♣: 22+ HCP, forcing", hcp=(22, 37)),
    rule("open-2nt", "", "2NT", 95, "20-21 HCP, balanced", hcp=(20, 21), balanced=True),
    rule("open-1nt", "", "1NT", 90, "15-17 HCP, balanced", hcp=(15, 17), balanced=True),
    # a five-card minor and a four-card suit, no singleton: 1NT rather than 1m (decision 0076)
    rule("open-1nt-semi", "", "1NT", 85, "15-17 HCP, 5-4-2-2 with a five-card minor",
         hcp=(15, 17), lengths="C2-5 D2-5 H2-4 S2-4", balanced=False),
    rule("open-1M", "", "1M", 80, "opening bid: 5+ {M}, 12-21 HCP",
         hcp=(12, 21), lengths="M5+", tests="open_suit:M"),
    rule("open-1m", "", "1m", 80, "opening bid: 3+ {m}, 12-21 HCP, no 5-card major",
         hcp=(12, 21), lengths="m3+", tests="open_suit:m"),
    rule("open-1M-light", "", "1M", 75, "light opening (rule of 20): 5+ {M}, 10-11 HCP",
         hcp=(10, 11), lengths="M5+", tests="open_suit:M rule20", when="seat:123"),
    rule("open-1m-light", "", "1m", 75, "light opening (rule of 20): 3+ {m}, 10-11 HCP",
         hcp=(10, 11), lengths="m3+", tests="open_suit:m rule20", when="seat:123"),
    rule("open-1M-4th", "", "1M", 75, "fourth-seat opening (rule of 15): 5+ {M}, 10-11 HCP",
         hcp=(10, 11), lengths="M5+", tests="open_suit:M rule15", when="seat:4"),
    rule("open-1m-4th", "", "1m", 75, "fourth-seat opening (rule of 15): 3+ {m}, 10-11 HCP",
         hcp=(10, 11), lengths="m3+", tests="open_suit:m rule15", when="seat:4"),
    # weak twos: a good suit from 5 HCP, or a fair one (the ace, king or queen) from 6
    # (decision 0076); no four cards in the other major
    *[
        rule(f"open-weak-2{s}{tag}", "", f"2{s}", priority,
             f"weak two: 6 {Suit[s].full_name}, {low}-10 HCP, {quality}",
             hcp=(low, 10), lengths=f"{s}6" + {"H": " S0-3", "S": " H0-3"}.get(s, ""),
             tests=f"{test}:{s}", when="seat:123")
        for tag, priority, low, quality, test in (
            ("", 70, 5, "a good suit", "good"),
            ("-fair", 69, 6, "the ace, king or queen", "honour"),
        )
        for s in "DHS"
    ],
    rule("open-3X", "", "3X", 65, "preempt: 7 {X}, 5-10 HCP", hcp=(5, 10), lengths="X7",
         tests="longest:X", when="seat:123"),
    rule("open-4X", "", "4X", 64, "preempt: 8+ {X}, 5-10 HCP", hcp=(5, 10), lengths="X8+",
         when="seat:123"),
    rule("open-pass", "", "P", 0, "no opening bid: 0-11 HCP", hcp=(0, 11)),
]

# responder over partner's three-level preempt: a preempt is worth about six tricks in its
# suit, so game is a matter of the tricks responder brings (quick tricks), not of points
RESPONSES_PREEMPT = [
    rule("p3-4M", "3M P", "4M", 60, "raise to game: 2+ {M}, 3+ quick tricks",
         lengths="M2+", qt=3.0),
    rule("p3-3nt", "3m P", "3NT", 60,
         "to play: 3+ quick tricks with a stopper in every other suit, a fitting honour",
         qt=3.0, tests="stoppers_unbid honour:m"),
    rule("p3-5m", "3m P", "5m", 58, "raise to game: 3+ {m}, 4+ quick tricks", lengths="m3+",
         qt=4.0),
    rule("p3-4M-own", "3X P", "4M", 59, "to play: a good 6+ {M}, 13+ HCP", hcp=(13, 37),
         lengths="M6+", tests="good:M"),
    rule("p3-new", "3X P", "cY", 57, "new suit: 5+ {Y}, 16+ HCP, forcing", hcp=(16, 37),
         lengths="Y5+", tests="best_new:Y"),
    rule("p3-pass", "3X P", "P", 0, "no game opposite a preempt"),
    rule("p3-bw", "3X P", "4NT", 61, "Blackwood: asks for aces, slam interest in {X}",
         tests="slam_fit"),
    # the preempter after partner's new suit below game (forcing): raise with three, else
    # his own suit again
    rule("op3-raise", "3X P 3Y P", "cY", 60, "raises partner's suit: 3+ {Y}", lengths="Y3+"),
    rule("op3-rebid", "3X P 3Y P", "cX", 30, "rebids {X}: no fit for partner's suit"),
    rule("op3-raise-m", "3X P 4m P", "5m", 60, "raises partner's minor: 3+ {m}",
         lengths="m3+"),
    rule("op3-rebid-m", "3X P 4m P", "cX", 30, "rebids {X}: no fit for partner's minor"),
]

RESPONSES_MAJOR = [
    rule("r1M-jump-shift", "1M P", "jY", 84, "strong jump shift: 19+ HCP, 5+ {Y}",
         hcp=(19, 37), lengths="Y5+", tests="best_new:Y"),
    rule("r1M-splinter", "1M P", "dY", 83,
         "splinter: 4+ {M}, singleton or void in {Y}, game values (13-16 points)",
         hcp=(10, 15), sp=(13, 16), trump="M", lengths="M4+ Y0-1"),
    rule("r1M-jacoby-2nt", "1M P", "2NT", 82, "Jacoby 2NT: 4+ {M}, game-forcing raise (13+)",
         hcp=(11, 37), sp=(13, 60), trump="M", lengths="M4+"),
    rule("r1M-4M", "1M P", "4M", 75, "preemptive raise to game: 5+ {M}, shortness, under 10 HCP",
         hcp=(0, 9), lengths="M5+", tests="short"),
    rule("r1M-3M", "1M P", "3M", 74, "limit raise: 3+ {M}, 10-12 support points",
         hcp=(6, 12), sp=(10, 12), trump="M", lengths="M3+", invites="game"),
    rule("r1M-2M", "1M P", "2M", 70, "single raise: 3+ {M}, 6-10 support points",
         hcp=(3, 10), sp=(6, 10), trump="M", lengths="M3+"),
    rule("r1H-1S", "1H P", "1S", 65, "4+ spades, 6+ HCP, forcing", hcp=(6, 37), lengths="S4+"),
    *[
        rule(f"r1{m}-2{y}", f"1{m} P", f"2{y}", 60,
             f"two over one: {4 if y != 'H' else 5}+ {Suit[y].full_name}, 10+ HCP, forcing",
             hcp=(10, 37), lengths=f"{y}{4 if y != 'H' else 5}+", tests=f"best_new:{y}")
        for m, ys in (("S", "CDH"), ("H", "CD"))
        for y in ys
    ],
    rule("r1M-3nt", "1M P", "3NT", 61, "15-17 HCP, balanced, no support for {M}",
         hcp=(15, 17), balanced=True, lengths="M0-2"),
    rule("r1M-2C-3", "1M P", "2C", 52, "two over one: 3+ clubs, 10+ HCP, no better bid",
         hcp=(10, 37), lengths="C3+"),
    rule("r1S-1nt", "1S P", "1NT", 50, "6-10 HCP, no spade fit, not forcing", hcp=(6, 10)),
    rule("r1H-1nt", "1H P", "1NT", 50, "6-10 HCP, no heart fit, no 4 spades, not forcing",
         hcp=(6, 10), lengths="S0-3"),
    rule("r1M-pass", "1M P", "P", 0, "0-5 HCP", hcp=(0, 5)),
]

RESPONSES_MINOR = [
    rule("r1m-jump-shift", "1m P", "jY", 84, "strong jump shift: 19+ HCP, 5+ {Y}",
         hcp=(19, 37), lengths="Y5+", tests="best_new:Y"),
    rule("r1m-1Y", "1m P", "1Y", 70, "new suit: 4+ {Y}, 5+ HCP, forcing",
         hcp=(5, 37), lengths="Y4+", tests="resp_suit:Y"),
    rule("r1D-2C", "1D P", "2C", 65, "two over one: 4+ clubs, 11+ HCP, forcing",
         hcp=(11, 37), lengths="C4+", tests="best_new:C"),
    rule("r1m-3nt", "1m P", "3NT", 62, "16-18 HCP, balanced, no 4-card major",
         hcp=(16, 18), balanced=True, lengths="H0-3 S0-3"),
    rule("r1m-2nt", "1m P", "2NT", 61, "13-15 HCP, balanced, no 4-card major, forcing",
         hcp=(13, 15), balanced=True, lengths="H0-3 S0-3"),
    rule("r1m-3m", "1m P", "3m", 56, "limit raise: 4+ {m}, 10-12 HCP, no 4-card major",
         hcp=(10, 12), lengths="m4+ H0-3 S0-3", invites="game"),
    rule("r1C-2C", "1C P", "2C", 55, "single raise: 5+ clubs, 6-10 HCP, no 4-card major",
         hcp=(6, 10), lengths="C5+ H0-3 S0-3"),
    rule("r1D-2D", "1D P", "2D", 55, "single raise: 4+ diamonds, 6-10 HCP, no 4-card major",
         hcp=(6, 10), lengths="D4+ H0-3 S0-3"),
    rule("r1m-1nt", "1m P", "1NT", 50, "6-10 HCP, no 4-card major, not forcing",
         hcp=(6, 10), lengths="H0-3 S0-3"),
    rule("r1m-2nt-long", "1m P", "2NT", 44,
         "13-15 HCP, long {m} (6+), no 4-card major, forcing",
         hcp=(13, 15), lengths="m6+ H0-3 S0-3"),
    rule("r1m-3nt-long", "1m P", "3NT", 44, "16-18 HCP, long {m} (6+), no 4-card major",
         hcp=(16, 18), lengths="m6+ H0-3 S0-3"),
    rule("r1C-1D-3", "1C P", "1D", 45,
         "temporizing new suit: 3+ diamonds, 11+ HCP, no 4-card major, forcing",
         hcp=(11, 37), lengths="D3+ H0-3 S0-3"),
    rule("r1D-2C-3", "1D P", "2C", 45,
         "two over one: 3+ clubs, 11+ HCP, no 4-card major, no better bid",
         hcp=(11, 37), lengths="C3+ H0-3 S0-3"),
    rule("r1m-pass", "1m P", "P", 0, "0-5 HCP", hcp=(0, 5)),
]


def _opener_rebids(pattern: str, tag: str, *, after_1nt: bool = False) -> list[Rule]:
    """Opener's second bid after a one-level response (``X`` opener's suit)."""
    return [
        rule(f"{tag}-jump-shift", pattern, "jZ", 74,
             "jump shift: 19-21 points, 4+ {Z}, unbalanced, forcing",
             hcp=(17, 21), tp=(19, 25), lengths="Z4+", balanced=False, tests="best_new:Z"),
        rule(f"{tag}-2nt", pattern, "2NT", 73,
             "18-19 HCP, balanced" + (", invitational" if after_1nt else ""),
             hcp=(18, 19), balanced=True, invites="game" if after_1nt else ""),
        rule(f"{tag}-4M-own", pattern.replace("1X", "1M"), "4M", 71,
             "game: 6+ {M}, 19-21 HCP", hcp=(19, 21), lengths="M6+"),
        rule(f"{tag}-3nt-own", pattern.replace("1X", "1m"), "3NT", 71,
             "to play: 6+ {m}, 19-21 HCP, stoppers", hcp=(19, 21), lengths="m6+",
             tests="stoppers_unbid"),
        rule(f"{tag}-3X", pattern, "3X", 70, "6+ {X}, 16-18 points, invitational",
             hcp=(13, 21), tp=(16, 25), lengths="X6+", invites="game"),
        rule(f"{tag}-reverse", pattern, "2Z", 68,
             "reverse: 16+ points, more {X} than {Z}, 4+ {Z}, forcing",
             hcp=(14, 21), tp=(16, 25), lengths="X5+ Z4+", tests="reverse:Z"),
        rule(f"{tag}-new-1", pattern, "1Z", 66, "new suit: 4+ {Z}, 12-18 points",
             hcp=(10, 18), lengths="Z4+", tests="best_new:Z"),
        rule(f"{tag}-new-2", pattern, "2Z", 62, "new suit: 4+ {Z}, 12-18 points, not a reverse",
             hcp=(10, 18), lengths="Z4+", tests="lower:Z best_new:Z"),
        rule(f"{tag}-2X", pattern, "2X", 61, "rebid: 6+ {X}, minimum (12-15 points)",
             hcp=(10, 15), lengths="X6+"),
        rule(f"{tag}-2X-5", pattern, "2X", 40, "rebid: 5+ {X}, minimum, no better bid",
             hcp=(10, 15), lengths="X5+"),
    ]


REBIDS = [
    rule("o1-4M", "1X P 1M P", "4M", 80, "raise to game: 4+ {M}, 19-21 points",
         hcp=(12, 21), sp=(19, 30), trump="M", lengths="M4+"),
    rule("o1-3M", "1X P 1M P", "3M", 78, "invitational raise: 4+ {M}, 16-18 points",
         hcp=(12, 18), sp=(16, 18), trump="M", lengths="M4+", invites="game"),
    rule("o1-2M", "1X P 1M P", "2M", 76, "single raise: 4+ {M}, 12-15 points",
         hcp=(10, 15), sp=(12, 15), trump="M", lengths="M4+"),
    rule("o1-2M-3", "1X P 1M P", "2M", 45, "single raise with 3 {M}, unbalanced minimum",
         hcp=(10, 15), lengths="M3", balanced=False),
    rule("o1-1nt", "1X P 1Y P", "1NT", 64, "12-14 HCP, balanced", hcp=(12, 14), balanced=True),
    *_opener_rebids("1X P 1Y P", "o1"),
    rule("o1-1C1D-2D", "1C P 1D P", "2D", 63, "raise: 4+ diamonds, minimum",
         hcp=(10, 15), lengths="D4+"),
    rule("o1-1C1D-3D", "1C P 1D P", "3D", 63, "jump raise: 4+ diamonds, 16-19 points, invitational",
         hcp=(14, 19), tp=(16, 19), lengths="D4+", invites="game"),
    rule("on-pass", "1X P 1NT P", "P", 45, "minimum, balanced or nothing more to show",
         hcp=(10, 14)),
    *_opener_rebids("1X P 1NT P", "on", after_1nt=True),
    rule("on-reverse-4441", "1X P 1NT P", "2Z", 67,
         "reverse with a three-suiter: 4-4-4-1, 16+ HCP, 4 {Z}, forcing",
         hcp=(16, 21), lengths="X4 Z4", tests="reverse4:Z"),
    # after a single raise
    rule("o2-4M", "1M P 2M P", "4M", 70, "game: 18+ points", hcp=(13, 21), tp=(18, 30)),
    rule("o2-3M", "1M P 2M P", "3M", 68, "invitational: 16-17 points",
         hcp=(10, 17), tp=(16, 17), invites="game"),
    rule("o2-pass", "1M P 2M P", "P", 30, "minimum: 12-15 points", hcp=(10, 15), tp=(0, 15)),
    rule("r2-accept", "1M P 2M P 3M P", "4M", 70,
         "accepts the invitation: top of the single raise (9-10 support points)",
         sp=(9, 60), trump="M"),
    rule("r2-decline", "1M P 2M P 3M P", "P", 0, "declines the invitation: 6-8 support points"),
    # a new suit or 2NT after the single raise is a game try (decision 0081). The robot asks
    # for help in a side suit with two or more losers, else invites with 3M; partner accepts
    # with help there or with 8+ support points, and opener passes the sign-off (0096)
    rule("o2-try", "1M P 2M P", "cY", 69, "game try: 16-17 points, asks for help in {Y}",
         hcp=(10, 17), tp=(16, 17), lengths="Y3+", tests="upto:3 try:Y", invites="game"),
    rule("o2-try-nt", "1M P 2M P", "2NT", 66, "game try: 16-17 points, balanced",
         hcp=(13, 17), tp=(16, 17), balanced=True, invites="game"),
    *[
        r
        for try_ in ("2S", "2NT", "3Y")
        for r in (
            rule(f"r2-try-{try_}-accept", f"1M P 2M P {try_} P", "4M", 70,
                 "accepts the game try: the upper half of the single raise (8-10 support "
                 "points)", sp=(8, 60), trump="M"),
            *([] if try_ == "2NT" else [
                rule(f"r2-try-{try_}-help", f"1M P 2M P {try_} P", "4M", 71,
                     "accepts the game try: help in the suit (at most one loser), 7+ "
                     "support points", sp=(7, 60), trump="M", tests="help")]),
            rule(f"r2-try-{try_}-decline", f"1M P 2M P {try_} P", "3M", 0,
                 "declines the game try: 6-7 support points"
                 + ("" if try_ == "2NT" else " (7 without help in the suit)")),
            rule(f"o2-try-{try_}-stop", f"1M P 2M P {try_} P 3M P", "P", 70,
                 "partner declined the game try: to play"),
        )
    ],
    rule("o2m-3nt", "1m P 2m P", "3NT", 70, "18-21 HCP, to play", hcp=(18, 21)),
    rule("o2m-2nt", "1m P 2m P", "2NT", 69, "invitational: 16-17 HCP, balanced",
         hcp=(16, 17), balanced=True, invites="game"),
    rule("o2m-3m", "1m P 2m P", "3m", 68, "invitational: 16-18 points, long {m}",
         hcp=(13, 18), tp=(16, 18), invites="game"),
    rule("o2m-pass", "1m P 2m P", "P", 30, "minimum", hcp=(10, 17)),
    # a new suit over partner's minor raise shows a stopper on the way to 3NT (decision
    # 0081); the robot prefers the bids above, so it reads these; partner answers 3NT with
    # the other suits stopped, else goes back to the minor
    rule("o2m-stop", "1m P 2m P", "cY", 66,
         "a stopper in {Y}, 16+ points: looking for 3NT, forcing", hcp=(13, 21),
         tp=(16, 30), stops="Y", tests="upto:3"),
    rule("o3m-stop", "1m P 3m P", "cY", 65,
         "a stopper in {Y}, 14+ HCP: looking for 3NT, forcing", hcp=(14, 21), stops="Y",
         tests="upto:3"),
    *[
        r
        for tag, before, back, name in (("2m", "1m P 2m P 2Y", "3m", "{m}"),
                                        ("2d", "1D P 2D P 3C", "3D", "diamonds"),
                                        ("3m", "1m P 3m P 3Y", "4m", "{m}"))
        for r in (
            rule(f"r{tag}-stop-3nt", f"{before} P", "3NT", 60, "the unbid suits stopped: 3NT",
                 tests="stoppers_unbid"),
            rule(f"r{tag}-stop-back", f"{before} P", back, 0,
                 f"an unbid suit unstopped: back to {name}"),
        )
    ],
    # after a limit raise
    rule("o3-bw", "1M P 3M P", "4NT", 72,
         "Blackwood: asks for aces, slam interest opposite the limit raise", tests="slam_fit"),
    rule("o3-control", "1M P 3M P", "cX", 71,
         "control bid: an ace or void in {X}, the cheapest; slam interest in {M} (28-29 "
         "combined points)", tests="slam_try:M control:X", invites="slam"),
    rule("o3-4M", "1M P 3M P", "4M", 70, "accepts the invitation: 14+ points",
         hcp=(11, 21), tp=(14, 30)),
    rule("o3-pass", "1M P 3M P", "P", 30, "declines: 12-13 points", hcp=(10, 13), tp=(0, 13)),
    rule("o3m-3nt", "1m P 3m P", "3NT", 70, "accepts: 14+ HCP", hcp=(14, 21)),
    rule("o3m-pass", "1m P 3m P", "P", 30, "declines", hcp=(10, 13)),
    # after a splinter (a double jump in a new suit: 3S over 1H, 4C or 4D over either major,
    # 4H over 1S); with slam interest opener asks for aces (Blackwood, generic rules)
    *[
        rule(f"ospl-{name}", f"{opening} P {splinter} P", game, 70,
             "signs off in game after the splinter")
        for name, opening, splinter, game in (
            ("4M", "1M", "4m", "4M"), ("4H", "1H", "3S", "4H"), ("4S", "1S", "4H", "4S"))
    ],
    *[
        rule(f"ospl-4nt-{name}", f"{opening} P {splinter} P", "4NT", 80,
             "Blackwood: asks for aces, slam interest opposite the splinter", tests="slam_fit")
        for name, opening, splinter in (("M", "1M", "4m"), ("H", "1H", "3S"), ("S", "1S", "4H"))
    ],
    # opener's control bid after the splinter with 28-29 combined points (decision 0081):
    # the cheapest ace or void below game; responder answers as to any control bid
    *[
        rule(f"ospl-control-{opening}-{splinter}-{call}", f"{opening} P {splinter} P", call,
             75, f"control bid: an ace or void in {Suit[call[1]].full_name}, the cheapest; "
             "slam interest opposite the splinter",
             tests=f"slam_try:{opening[1]} control:{call[1]}", invites="slam")
        for (opening, splinter), calls in SPLINTERS.items()
        for call in calls
    ],
    # after Jacoby 2NT
    rule("oj-4Y", "1M P 2NT P", "4Y", 82, "a good 5-card {Y} side suit", lengths="Y5+",
         tests="good:Y"),
    rule("oj-3Y", "1M P 2NT P", "3Y", 80, "singleton or void in {Y}", lengths="Y0-1"),
    rule("oj-3M", "1M P 2NT P", "3M", 78, "18+ HCP, no shortness, slam interest",
         hcp=(18, 21)),
    rule("oj-3nt", "1M P 2NT P", "3NT", 77, "15-17 HCP, no shortness", hcp=(15, 17)),
    rule("oj-4M", "1M P 2NT P", "4M", 76, "minimum, no shortness", hcp=(10, 14)),
    # after a two-over-one
    rule("o21-4m", "1X P 2m P", "4m", 76,
         "slam interest: 4+ {m}, 16+ HCP, a singleton or void", hcp=(16, 21), lengths="m4+",
         tests="short"),
    rule("o21-3Y", "1X P 2Y P", "3Y", 75, "support for {Y}: 4+ cards", lengths="Y4+"),
    rule("o21-3H", "1S P 2H P", "3H", 74, "support for hearts: 3+ cards", lengths="H3+"),
    rule("o21-3nt", "1X P 2Y P", "3NT", 73, "18-19 HCP, balanced", hcp=(18, 19),
         balanced=True),
    rule("o21-new", "1X P 2Y P", "cZ", 72, "new suit: 4+ {Z}", lengths="Z4+",
         tests="best_new:Z"),
    rule("o21-3X", "1X P 2Y P", "3X", 71, "6+ {X}, extra values (16+ points)",
         hcp=(13, 21), tp=(16, 25), lengths="X6+"),
    rule("o21-2X", "1X P 2Y P", "2X", 70, "6+ {X}, minimum", hcp=(10, 15), lengths="X6+"),
    rule("o21-2nt", "1X P 2Y P", "2NT", 68, "12-14 HCP, balanced", hcp=(12, 14),
         balanced=True),
    rule("o21-2X-5", "1X P 2Y P", "2X", 45, "5+ {X}, no better bid", lengths="X5+"),
    rule("o21-cX", "1X P 2Y P", "cX", 30, "rebids {X}, nothing else to show"),
    # responder over opener's slam-interest raise: Blackwood with slam values, else game
    rule("r21-4m-bw", "1X P 2m P 4m P", "4NT", 72,
         "Blackwood: asks for aces, slam interest opposite the strong raise", tests="slam_fit"),
    rule("r21-4m-5m", "1X P 2m P 4m P", "5m", 70, "game: no slam interest"),
    # after opener's invitational jump rebid in his minor, responder's major again (g-3m-3M)
    # is 5+ cards and forcing; opener raises with three, else 3NT with the unbid suits stopped
    rule("o3mM-4M", "1m P 1M P 3m P 3M P", "4M", 80, "three-card support for {M}",
         lengths="M3+"),
    rule("o3mM-3nt", "1m P 1M P 3m P 3M P", "3NT", 70, "no three-card support"),
    # after natural notrump responses
    rule("o1m2nt-3nt", "1m P 2NT P", "3NT", 50, "to play", hcp=(10, 18)),
    rule("o1m2nt-new", "1m P 2NT P", "cY", 45,
         "natural: 4+ {Y}, unbalanced, forcing (the 2NT response forces to game)",
         lengths="m5+ Y4+", balanced=False, tests="best_new:Y upto:3"),
    rule("o1m2nt-6nt", "1m P 2NT P", "6NT", 60, "slam: 19-21 HCP", hcp=(19, 21),
         balanced=True),
    rule("o1x3nt-pass", "1X P 3NT P", "P", 30, "to play"),
    rule("o1M3nt-4M", "1M P 3NT P", "4M", 40, "6+ {M}: prefers the major", lengths="M6+"),
    rule("o4M-pass", "1M P 4M P", "P", 30, "no slam interest"),
]

RULES: list[Rule] = [*OPENINGS, *RESPONSES_PREEMPT, *RESPONSES_MAJOR, *RESPONSES_MINOR, *REBIDS]
"""The uncontested SAYC rules."""
# fmt: on
