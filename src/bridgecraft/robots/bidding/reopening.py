"""Opener again after partner's pass: with extra values or shape he has more to say than the
short-suit reopening double (decision 0073).

After ``1D 1S P P`` or ``1H 2C P P`` opener shows a balanced 18-19 with a stopper by bidding
notrump, rebids a six-card suit with a minimum, or names a second five-card suit. After their
jump raise (``1D 1S P 3S``) he doubles for takeout with 17+ HCP and at most two cards in their
suit, and partner answers. Over their balancing 1NT (``1D P P 1NT``) he doubles for
penalties with 17+ HCP. The short-suit reopening double with 13+ HCP and the pass are in
:mod:`~bridgecraft.robots.bidding.competitive`.

>>> sorted({r.id.split("-")[0] for r in RULES})
['aobn', 'aorr1', 'obn', 'or1', 'or2', 'orr1']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule
from bridgecraft.robots.bidding.takeout import answers_to_takeout_double

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off


def _reopens(level: int) -> list[Rule]:
    """Opener's calls with extras after ``1X {level}Y P P``, beside the short-suit double."""
    pattern, tag = f"1X {level}Y P P", f"or{level}"
    return [
        rule(f"{tag}-nt", pattern, "cNT", 63, "18-19 HCP, balanced, a stopper in {Y}",
             hcp=(18, 19), balanced=True, stops="Y"),
        rule(f"{tag}-two-suits", pattern, "cZ", 61, "a second suit: 5+ {X} and 5+ {Z}",
             hcp=(12, 37), lengths="X5+ Z5+", tests="best_new:Z"),
        rule(f"{tag}-rebid", pattern, "cX", 61, "rebids a 6+ {X}: a minimum", hcp=(0, 16),
             lengths="X6+"),
    ]


# After their jump raise (1D 1S P 3S) and partner's pass: the double shows 17+ HCP and at most
# two cards in their suit; partner passes it with four good ones, bids 3NT with 8+ HCP and
# their suit stopped, else bids his best unbid suit (a jump to game in a major with 8+ HCP).
# After a two-level overcall raised to three (1C 2H P 3H) the double lost: partner, who passed
# at the two level, had too little for the four level (decision 0073).
_RAISED = "... 1X 1Y P 3Y"
_ANSWER = f"{_RAISED} X P"
OVER_THEIR_RAISE = [
    rule("orr1-x", _RAISED, "X", 56, "competitive double: 17+ HCP, short in {Y}", hcp=(17, 37),
         lengths="Y0-2"),
    rule("aorr1-pass", _ANSWER, "P", 80, "penalty pass: 4+ good {Y}", hcp=(5, 37),
         lengths="Y4+", tests="good:Y"),
    rule("aorr1-game", _ANSWER, "4M", 72, "answers the double: game, 5+ {M} and 8+ HCP",
         hcp=(8, 37), lengths="M5+", tests="tx_suit:M"),
    rule("aorr1-3nt", _ANSWER, "3NT", 70, "answers the double: 8+ HCP, a stopper in {Y}",
         hcp=(8, 37), stops="Y"),
    *answers_to_takeout_double("aorr1", _ANSWER, "competitive"),
]

# Over their balancing 1NT (1D P P 1NT): partner passed the opening, so they have at most
# about 21 HCP between them; with 17+ opener doubles for penalties, and partner leaves it in.
# Otherwise he rebids a six-card suit or passes.
OVER_BALANCING_NT = [
    rule("obn-x", "1X P P 1NT", "X", 60, "penalty double: 17+ HCP", hcp=(17, 37)),
    rule("obn-rebid", "1X P P 1NT", "2X", 55, "rebids a 6+ {X}", lengths="X6+"),
    rule("obn-pass", "1X P P 1NT", "P", 0, "no extra values (partner passed the opening)"),
    rule("aobn-pass", "1X P P 1NT X P", "P", 50, "leaves partner's penalty double in"),
]

RULES: list[Rule] = [
    *(r for level in (1, 2) for r in _reopens(level)), *OVER_THEIR_RAISE, *OVER_BALANCING_NT,
]
"""Opener's reopening calls with extra values or shape, his doubles of their jump raise and of
their balancing 1NT, and partner's answers."""
# fmt: on
