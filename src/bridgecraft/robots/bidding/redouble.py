"""Our side after responder's redouble of their takeout double, when they run (decision
0074).

The redouble (``1D X XX``) says the hand is ours (10+ HCP). When they run (``1D X XX 1H``)
opener doubles with four of their suit and otherwise passes: the pass is forcing, and the
redoubler doubles with four cards in their suit, raises opener with three-card support, bids
his own five-card suit or notrump with their suit stopped, and doubles anyway with none of
these. Opener leaves the double in. The answers to the takeout double over the redouble are in
:mod:`~bridgecraft.robots.bidding.takeout`.

>>> sorted({r.id.split("-")[0] for r in RULES})
['oxx1', 'oxx2', 'rxx1', 'rxx2']
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off


def _after_their_run(level: int) -> list[Rule]:
    """Opener's call after ``1X X XX {level}Y``, the redoubler's after opener's pass, and
    opener's after the redoubler's penalty double."""
    run, tag, back = f"1X X XX {level}Y", f"oxx{level}", f"rxx{level}"
    forced = f"{run} P P"
    return [
        rule(f"{tag}-x", run, "X", 70, "penalty double: 4+ {Y}", lengths="Y4+"),
        rule(f"{tag}-pass", run, "P", 0, "forcing pass: partner redoubled, the hand is ours"),
        rule(f"{back}-x", forced, "X", 70, "penalty double: 4+ {Y}", lengths="Y4+"),
        rule(f"{back}-raise", forced, "cX", 66, "3+ {X}, no length in {Y}", lengths="X3+"),
        rule(f"{back}-suit", forced, "cZ", 65, "5+ {Z}, no length in {Y}", lengths="Z5+",
             tests="best_new:Z"),
        rule(f"{back}-nt", forced, "cNT", 64, "a stopper in {Y}, no fit", stops="Y"),
        rule(f"{back}-x-any", forced, "X", 30, "penalty double: the hand is ours"),
        rule(f"{tag}-leave", f"{forced} X P", "P", 50, "leaves partner's penalty double in"),
    ]


RULES: list[Rule] = [r for level in (1, 2) for r in _after_their_run(level)]
"""Opener's and the redoubler's calls when they run from the redouble."""
# fmt: on
