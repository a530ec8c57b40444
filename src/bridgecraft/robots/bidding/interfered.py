"""SAYC rules for our second round when they come in over partner's response to our one of a
suit (``1C P 1H 1S``, ``1D P 1S 2C``, ``1C P 1H X``): opener's rebid, with the support double
and redouble (exactly three cards in partner's major); the answers to the support double;
responder again when opener passes the overcall, and opener's answers to his cue bid; and
opener over their overcall of partner's 1NT or two-over-one response (``1S P 1NT 2H``,
``1S P 2C 2H``) (decision 0066).

Partner's one-level response was forcing, but the overcall gives opener a turn to pass: a
pass now shows a minimum with nothing to say (no fit, no second suit, no six-card suit, no
stopper for notrump).

>>> sorted({r.id.split("-")[0] for r in RULES})
['on2', 'ot2', 'ot3', 'ov1', 'ov2', 'ovx', 'rp1', 'rp2', 'rpc1', 'rpc2', 'sd1', 'sd2']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off


def _reverse(pattern: str, tag: str) -> Rule:
    """Opener's reverse into a new suit ``W`` after their overcall (``pattern``)."""
    return rule(f"{tag}-reverse", pattern, "cW", 68,
                "reverse: 16+ points, more {X} than {W}, 4+ {W}, forcing", hcp=(14, 21),
                tp=(16, 25), lengths="X5+ W4+", tests="reverse:W")


def _rebid_at_three(pattern: str, tag: str) -> Rule:
    """Opener's six-card suit again, at the three level, after their overcall."""
    return rule(f"{tag}-rebid-3", pattern, "cX", 61,
                "rebid at the three level: 6+ {X}, 14+ HCP", hcp=(14, 37), lengths="X6+",
                tests="upto:3")


def _opener(pattern: str, tag: str, level: int) -> list[Rule]:
    """Opener's rebid after their overcall ``Z`` of partner's response ``Y`` (``pattern``;
    ``level`` the overcall's level, 0 for a takeout double). Partner showed 4+ {Y} and 6+ HCP,
    so four cards make a fit in his major."""
    z = "Z" if level else ""
    nt = "12-14 HCP, balanced" + (", a stopper in {Z}" if z else "")
    return [
        rule(f"{tag}-4M", pattern.replace("1Y", "1M"), "4M", 80,
             "raise to game: 4+ {M}, 19-21 support points", hcp=(12, 21), sp=(19, 30),
             trump="M", lengths="M4+"),
        rule(f"{tag}-jraise", pattern, "jY", 78,
             "invitational jump raise: 4+ {Y}, 16-18 support points", hcp=(12, 18),
             sp=(16, 18), trump="Y", lengths="Y4+", tests="upto:3", invites="game"),
        rule(f"{tag}-raise", pattern, "cY", 76, "raise: 4+ {Y}, 12-15 support points",
             hcp=(10, 15), sp=(12, 15), trump="Y", lengths="Y4+", tests="upto:3"),
        rule(f"{tag}-raise-3", pattern, "cY", 75,
             "raise at the three level: 4+ {Y}, 16-18 support points (no room to jump)",
             hcp=(12, 18), sp=(16, 18), trump="Y", lengths="Y4+", tests="upto:3"),
        rule(f"{tag}-2nt", pattern, "2NT", 74, "18-19 HCP, balanced"
             + (", a stopper in {Z}" if z else ""), hcp=(18, 19), balanced=True, stops=z),
        *([rule(f"{tag}-1nt", pattern, "1NT", 72, nt, hcp=(12, 14), balanced=True, stops=z)]
          if level < 2 else []),
        _reverse(pattern, tag),
        rule(f"{tag}-new", pattern, "cW", 66, "new suit: 4+ {W}, not a reverse",
             hcp=(10, 18), lengths="W4+", tests="best_new:W !reverse:W upto:2"),
        rule(f"{tag}-new-3", pattern, "cW", 65,
             "new suit at the three level: 5-6 {X}, 4+ {W}, 15+ HCP", hcp=(15, 37),
             lengths="X5-6 W4+", tests="best_new:W upto:3"),
        rule(f"{tag}-3nt-own", pattern.replace("1X", "1m"), "3NT", 69,
             "to play: 6+ {m}, 16-21 HCP" + (", a stopper in {Z}" if z else ""),
             hcp=(16, 21), lengths="m6+", stops=z),
        rule(f"{tag}-jX", pattern, "jX", 64, "6+ {X}, 16-18 points, invitational",
             hcp=(13, 18), tp=(16, 25), lengths="X6+", tests="upto:3", invites="game"),
        rule(f"{tag}-rebid", pattern, "cX", 62, "rebid: 6+ {X}, 12-15 points",
             hcp=(10, 15), lengths="X6+", tests="upto:2"),
        _rebid_at_three(pattern, tag),
        rule(f"{tag}-pass", pattern, "P", 0,
             "minimum: no fit, no second suit, nothing more to show"),
    ]


def _support_double(pattern: str, tag: str, call: str, below: str = "") -> Rule:
    """The support double (redouble): exactly three cards in partner's major, any strength
    (opener shows extra values on the next round); only below two of the major (``below``
    two spades: their suit is never partner's)."""
    kind = "redouble" if call == "XX" else "double"
    return rule(tag, pattern, call, 77,
                f"support {kind}: exactly 3 {{M}}, an opening hand, no seven-card suit",
                hcp=(11, 37), lengths="M3 X0-6", when=f"below:{below}" if below else "")


def _support_answers(pattern: str, tag: str) -> list[Rule]:
    """Partner's answers to the support double of ``pattern``: 8 cards in {M} with five,
    seven with four (notrump with their suit stopped, else the major)."""
    return [
        rule(f"{tag}-4M", pattern, "4M", 80, "game: 5+ {M}, 13+ HCP", hcp=(13, 37),
             lengths="M5+"),
        rule(f"{tag}-4M-6", pattern, "4M", 79, "game: 6+ {M}, 12+ HCP", hcp=(12, 37),
             lengths="M6+"),
        rule(f"{tag}-3nt", pattern, "3NT", 78, "game: 4 {M}, 13+ HCP, a stopper in {Z}",
             hcp=(13, 37), lengths="M4", stops="Z"),
        rule(f"{tag}-4M-4", pattern, "4M", 77, "game on the 4-3 fit: 13+ HCP, no stopper",
             hcp=(13, 37)),
        rule(f"{tag}-jM", pattern, "jM", 76, "invitational: 5+ {M}, 10-12 HCP",
             hcp=(10, 12), lengths="M5+", tests="upto:3", invites="game"),
        rule(f"{tag}-2nt", pattern, "2NT", 75, "invitational: 4 {M}, 11-12 HCP, a stopper "
             "in {Z}", hcp=(11, 12), lengths="M4", stops="Z", invites="game"),
        rule(f"{tag}-pass", pattern, "P", 74, "penalty pass: 5+ good {Z}", hcp=(8, 37),
             lengths="Z5+", tests="good:Z"),
        rule(f"{tag}-cM", pattern, "cM", 70, "5+ {M}, minimum", lengths="M5+"),
        rule(f"{tag}-1nt", pattern, "1NT", 66, "4 {M}, 6-10 HCP, a stopper in {Z}",
             hcp=(6, 10), lengths="M4", stops="Z"),
        rule(f"{tag}-new", pattern, "cW", 64, "natural: 5+ {W}, 4 {M}", lengths="W5+ M4",
             tests="best_new:W upto:2"),
        rule(f"{tag}-back", pattern, "cX", 62, "back to partner's suit: 3+ {X} (4+ in a "
             "minor), four {M}", lengths="M4", tests="support:X upto:2"),
        rule(f"{tag}-cM-4", pattern, "cM", 30, "the 4-3 fit: nothing better"),
    ]


def _responder_again(pattern: str, tag: str, level: int) -> list[Rule]:
    """Responder after opener passed their overcall ``Z`` (``pattern``): opener has a
    minimum with no fit and no second suit to show."""
    return [
        rule(f"{tag}-4M", pattern.replace("1Y", "1M"), "4M", 80,
             "game in my {M}: 6+ cards, 13+ HCP", hcp=(13, 37), lengths="M6+"),
        rule(f"{tag}-3nt", pattern, "3NT", 78, "game: 13+ HCP, a stopper in {Z}",
             hcp=(13, 37), stops="Z"),
        rule(f"{tag}-2nt", pattern, "2NT", 76, "invitational: 11-12 HCP, a stopper in {Z}",
             hcp=(11, 12), stops="Z", invites="game"),
        *([rule(f"{tag}-1nt", pattern, "1NT", 70, "8-10 HCP, a stopper in {Z}",
                hcp=(8, 10), stops="Z")] if level == 1 else []),
        rule(f"{tag}-x", pattern, "X", 77, "penalty double: 4+ good {Z}, 10+ HCP",
             hcp=(10, 37), lengths="Z4+", tests="good:Z"),
        rule(f"{tag}-jY", pattern, "jY", 72, "invitational: 6+ {Y}, 11-12 HCP",
             hcp=(11, 12), lengths="Y6+", tests="upto:3", invites="game"),
        rule(f"{tag}-rebid", pattern, "cY", 68, "to play: 6+ {Y}", hcp=(6, 12),
             lengths="Y6+", tests="upto:3"),
        rule(f"{tag}-rebid-5", pattern, "cY", 67, "5+ {Y}, 10-12 HCP", hcp=(10, 12),
             lengths="Y5+", tests="upto:2"),
        rule(f"{tag}-raise", pattern, "cX", 66, "raise: 3+ {X} (4+ in a minor), 8-12 HCP",
             hcp=(8, 12), tests="upto:3 support:X"),
        rule(f"{tag}-new", pattern, "cW", 64, "natural: 5+ {W}, 8+ HCP, not forcing",
             hcp=(8, 37), lengths="W5+", tests="best_new:W upto:2"),
        rule(f"{tag}-cue", pattern, "cZ", 62,
             "cue bid: 13+ HCP, no stopper in {Z}, forcing to game", hcp=(13, 37)),
        rule(f"{tag}-pass", pattern, "P", 0, "nothing more to say opposite a minimum"),
    ]


def _cue_answers(pattern: str, tag: str) -> list[Rule]:
    """Opener after responder's cue bid of their suit ``Z`` (``pattern``): game forcing,
    responder has no stopper; opener shows one, then support, then length."""
    return [
        rule(f"{tag}-nt", pattern, "cNT", 70, "a stopper in {Z}", stops="Z"),
        rule(f"{tag}-Y", pattern, "cY", 66, "3+ {Y}, no stopper in {Z}", lengths="Y3+"),
        rule(f"{tag}-X", pattern, "cX", 64, "5+ {X}, no stopper in {Z}", lengths="X5+"),
        rule(f"{tag}-W", pattern, "cW", 62, "4+ {W}, no stopper in {Z}", lengths="W4+",
             tests="best_new:W"),
        rule(f"{tag}-any", pattern, "cX", 30, "forced: nothing better than {X}"),
    ]


def _opener_after_limit(pattern: str, tag: str, *, two_over_one: bool) -> list[Rule]:
    """Opener's rebid after their overcall ``Z`` of partner's 1NT (6-10 HCP) or two-over-one
    (10+ HCP, ``two_over_one``) response (``pattern``): a six-card suit, a second suit or
    support for partner's suit (two-over-one: 3+ in a major, 4+ in a minor); a pass has none
    of these."""
    support = [
        rule(f"{tag}-4M", pattern.replace("2Y", "2M"), "4M", 77,
             "game: 3+ {M} (partner's two-over-one showed five), 12-15 HCP", hcp=(12, 15),
             lengths="M3+"),
        rule(f"{tag}-raise", pattern, "cY", 76, "raise: 3+ {Y} (4+ in a minor)",
             hcp=(10, 37), lengths="Y3+", tests="support:Y upto:3"),
        rule(f"{tag}-nt", pattern, "cNT", 72, "minimum, balanced, a stopper in {Z}",
             hcp=(10, 14),
             balanced=True, stops="Z", tests="upto:2"),
        rule(f"{tag}-3nt", pattern, "3NT", 74, "15+ HCP, balanced, a stopper in {Z}",
             hcp=(15, 21), balanced=True, stops="Z"),
    ] if two_over_one else [
        rule(f"{tag}-4M", pattern.replace("1X", "1M"), "4M", 77,
             "game in my {M}: 7+ cards, 13+ HCP", hcp=(13, 37), lengths="M7+"),
        rule(f"{tag}-4M-6", pattern.replace("1X", "1M"), "4M", 76,
             "game in my {M}: 6 good cards, 16+ HCP", hcp=(16, 37), lengths="M6+",
             tests="good:M"),
        rule(f"{tag}-2nt", pattern, "2NT", 74, "18-19 HCP, balanced, a stopper in {Z}",
             hcp=(18, 19), balanced=True, stops="Z", invites="game"),
        rule(f"{tag}-jX", pattern, "jX", 63, "6+ {X}, 15-17 HCP, invitational", hcp=(15, 17),
             lengths="X6+", tests="upto:3", invites="game"),
    ]
    return [
        *support,
        rule(f"{tag}-x", pattern, "X", 75,
             "penalty double: 4+ {Z} with two quick tricks, the balance of strength",
             tests="penalty"),
        _reverse(pattern, tag),
        rule(f"{tag}-new", pattern, "cW", 66, "new suit: 5+ {W}, not a reverse",
             hcp=(10, 18), lengths="X5+ W5+", tests="best_new:W !reverse:W upto:2"),
        rule(f"{tag}-new-4", pattern, "cW", 65, "new suit: 4 {W}, 14-18 HCP, not a reverse",
             hcp=(14, 18), lengths="X5+ W4+", tests="best_new:W !reverse:W upto:2"),
        rule(f"{tag}-new-3", pattern, "cW", 65,
             "new suit at the three level: 5+ {X}, 4+ {W}, 15+ HCP", hcp=(15, 37),
             lengths="X5+ W4+", tests="best_new:W upto:3"),
        rule(f"{tag}-rebid", pattern, "cX", 62, "rebid: 6+ {X}", hcp=(10, 37),
             lengths="X6+", tests="upto:2"),
        _rebid_at_three(pattern, tag),
        rule(f"{tag}-pass", pattern, "P", 0, "nothing more to show"),
    ]


RULES: list[Rule] = [
    _support_double("1X P 1M 1Z", "ov1-support", "X"),
    *_opener("1X P 1Y 1Z", "ov1", 1),
    _support_double("1X P 1M 2Z", "ov2-support", "X", "2S"),
    *_opener("1X P 1Y 2Z", "ov2", 2),
    _support_double("1X P 1M X", "ovx-support", "XX"),
    *_opener("1X P 1Y X", "ovx", 0),
    *_support_answers("1X P 1M 1Z X P", "sd1"),
    *_support_answers("1X P 1M 2Z X P", "sd2"),
    *_responder_again("1X P 1Y 1Z P P", "rp1", 1),
    *_cue_answers("1X P 1Y 1Z P P 2Z P", "rpc1"),
    *_responder_again("1X P 1Y 2Z P P", "rp2", 2),
    *_cue_answers("1X P 1Y 2Z P P 3Z P", "rpc2"),
    *_opener_after_limit("1X P 1NT 2Z", "on2", two_over_one=False),
    *_opener_after_limit("1X P 2Y 2Z", "ot2", two_over_one=True),
    *_opener_after_limit("1X P 2Y 3Z", "ot3", two_over_one=True),
]
"""The rules of our second round after they overcall partner's response."""
# fmt: on
