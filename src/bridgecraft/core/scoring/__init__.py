"""Every way bridge is scored: duplicate (Law 77), and comparisons between results.

>>> duplicate_score(3, Strain.NT, Doubled.UNDOUBLED, vulnerable=False, tricks=10)
430
"""

from bridgecraft.core.scoring.duplicate import duplicate_score, trick_points, undertrick_penalty

__all__ = ["duplicate_score", "trick_points", "undertrick_penalty"]
