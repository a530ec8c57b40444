"""Standard American Yellow Card (SAYC) as a declarative rule table.

The rules (:mod:`.table`, built from :mod:`.uncontested`, :mod:`.notrump`,
:mod:`.competitive` and :mod:`.generic`) are data; the engine (:mod:`.engine`) uses them
three ways: :func:`choose` a call for a hand, :func:`explain` any call, and :func:`infer`
what an auction says about each hand (:class:`HandRange`). :class:`SaycBidder` is the robot
for the auction.

>>> from bridgecraft.core import Call, Seat, Vulnerability
>>> explain([Call.parse("1NT"), Call.PASS], Call.parse("2C"), Seat.N, Vulnerability.NONE)
'2♣: Stayman: asks for a 4-card major; shows 8+ HCP and a 4-card major'
"""

from __future__ import annotations

from bridgecraft.robots.bidding.bidder import SaycBidder
from bridgecraft.robots.bidding.engine import (
    FALLBACK_MEANING,
    NO_AGREED_MEANING,
    choose,
    explain,
    infer,
)
from bridgecraft.robots.bidding.judgement import Judgement, judge
from bridgecraft.robots.bidding.ranges import HandRange
from bridgecraft.robots.bidding.rule import Rule, Shows
from bridgecraft.robots.bidding.table import RULES

__all__ = [
    "FALLBACK_MEANING",
    "NO_AGREED_MEANING",
    "RULES",
    "HandRange",
    "Judgement",
    "Rule",
    "SaycBidder",
    "Shows",
    "choose",
    "explain",
    "infer",
    "judge",
]
