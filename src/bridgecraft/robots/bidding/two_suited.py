"""The two-suited overcaller again: Michaels or the unusual 2NT with the strong hand or extra
shape (decision 0074).

Michaels (``1D 2D``) and the unusual 2NT (``1H 2NT``) show 5-5, weak (6-11 HCP) or strong
(16+). After partner's preference (``1D 2D P 2H P``) the weak hand passes; the strong one
raises with 18-19 total points and bids game in a major with 20+. When opener's side raises
and partner passes (``1D 2D 3D P P``), the minor Michaels bidder bids his longer major again
with six cards in it or 16+ HCP.

>>> sorted({r.id.split("-")[0] for r in RULES})
['mi2', 'mi3', 'mir', 'un3']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off


def _after_preference(pattern: str, tag: str) -> list[Rule]:
    """The two-suited overcaller after partner's preference ``Y`` (``pattern``)."""
    return [
        rule(f"{tag}-game", pattern.replace("Y", "M"), "4M", 62,
             "the strong hand: game, 20+ total points", hcp=(16, 37), tp=(20, 60)),
        rule(f"{tag}-raise", pattern, "cY", 61,
             "the strong hand: invites game, 18-19 total points", hcp=(16, 37), tp=(18, 19),
             invites="game"),
        rule(f"{tag}-pass", pattern, "P", 0, "the weak hand (6-11 HCP), or no more to say"),
    ]


RULES: list[Rule] = [
    *_after_preference("1X 2X P 2Y P", "mi2"),
    *_after_preference("1X 2X P 3Y P", "mi3"),
    *_after_preference("1X 2NT P 3Y P", "un3"),
    rule("mir-six", "1m 2m 3m P P", "3M", 60, "competes in my longer major: six cards",
         lengths="M6+", tests="longer:M"),
    rule("mir-strong", "1m 2m 3m P P", "3M", 59, "competes in my longer major: 16+ HCP",
         hcp=(16, 37), lengths="M5+", tests="longer:M"),
    rule("mir-pass", "1m 2m 3m P P", "P", 0, "the weak hand, 5-5"),
]
"""The two-suited overcaller's second call with the strong hand or extra shape."""
# fmt: on
