"""The takeout doubler of a weak two or a three-level preempt, after partner's forced answer
(decision 0074).

The double of a weak two (``2D X``) or a preempt (``3H X``) shows 13+ HCP with shape, or any
18+ HCP. Partner must answer (``2D X P 2S P``) and may have nothing, so the doubler bids
again only with extras: game in partner's major with 22+ support points, a raise with 19-21,
notrump with 19+ balanced and their suit stopped, his own five-card suit with 17+ HCP (game
in a good six-card major with 18+). In the balancing seat (``2D P P X P 2S P``) each needs
three points more: partner has bid with the cards the doubler borrowed. The patterns are
generic (``...``), so the generic game and slam rules still apply, and the same rebids serve
after a double of their two-level raise or response (``1D P 2D X P 2S P``). The doubler of a
one-level opening is in :mod:`~bridgecraft.robots.bidding.takeout`.

>>> sorted({r.id.split("-")[0] for r in RULES})
['dp3', 'dpb3', 'dw2', 'dw3', 'dwb2', 'dwb3']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off


def _rebids(pattern: str, tag: str, k: int, when: str) -> list[Rule]:
    """The doubler's rebids after ``pattern`` (partner's answer in ``Y``); ``k`` more points
    in the balancing seat."""
    major = pattern.replace("Y", "M")
    return [
        rule(f"{tag}-game", major, "4M", 78,
             f"raise to game: 4+ {{M}}, {22 + k}+ support points", hcp=(16 + k, 37),
             sp=(22 + k, 60), trump="M", lengths="M4+", when=when),
        rule(f"{tag}-own-game", pattern, "4M", 77,
             f"game in my own {{M}}: a good 6+ {{M}}, {18 + k}+ HCP", hcp=(18 + k, 37),
             lengths="M6+", tests="good:M", when=when),
        rule(f"{tag}-nt", pattern, "cNT", 76,
             f"natural: {19 + k}+ HCP, balanced, a stopper in {{X}}", hcp=(19 + k, 37),
             balanced=True, stops="X", when=when),
        rule(f"{tag}-raise", pattern, "cY", 75,
             f"invitational raise: 4+ {{Y}}, {19 + k}-{21 + k} support points",
             hcp=(14 + k, 21 + k), sp=(19 + k, 21 + k), trump="Y", lengths="Y4+", when=when,
             invites="game"),
        rule(f"{tag}-suit", pattern, "cZ", 74, f"a strong hand: 5+ {{Z}}, {17 + k}+ HCP",
             hcp=(17 + k, 37), lengths="Z5+", tests="best_new:Z", when=when),
    ]


RULES: list[Rule] = [
    r
    for pattern, tag, k, when in (
        ("... 2X X P 2Y P", "dw2", 0, ""),
        ("... 2X X P 3Y P", "dw3", 0, "!pjump"),
        ("... 2X P P X P 2Y P", "dwb2", 3, ""),
        ("... 2X P P X P 3Y P", "dwb3", 3, "!pjump"),
        ("... 3X X P 3Y P", "dp3", 0, ""),
        ("... 3X P P X P 3Y P", "dpb3", 3, ""),
    )
    for r in _rebids(pattern, tag, k, when)
]
"""The doubler's rebids after partner's forced answer to a double of a weak two or a
preempt, directly and in the balancing seat."""
# fmt: on
