"""The whole SAYC rule table, assembled from its parts.

>>> len(RULES) >= 200, len({rule.id for rule in RULES}) == len(RULES)
(True, True)
"""

from __future__ import annotations

from bridgecraft.robots.bidding import (
    competitive,
    doubler,
    generic,
    interfered,
    notrump,
    overcalled,
    redouble,
    reopening,
    responsive,
    two_suited,
    uncontested,
)
from bridgecraft.robots.bidding.rule import Rule

__all__ = ["RULES"]

RULES: tuple[Rule, ...] = (
    *uncontested.RULES,
    *notrump.RULES,
    *competitive.RULES,
    *reopening.RULES,
    *doubler.RULES,
    *overcalled.RULES,
    *redouble.RULES,
    *interfered.RULES,
    *responsive.RULES,
    *two_suited.RULES,
    *generic.RULES,
)
"""Every rule of the system."""
