"""Duplicate scoring of one contract (Law 77).

Scores are from the declaring side's point of view: negative means the defenders score.

>>> duplicate_score(4, Strain.S, Doubled.UNDOUBLED, vulnerable=True, tricks=10)
620
>>> duplicate_score(2, Strain.S, Doubled.DOUBLED, vulnerable=False, tricks=4)
-800
"""

from __future__ import annotations

from bridgecraft.core.calls import Doubled
from bridgecraft.core.cards import Strain
from bridgecraft.core.checks import check_flag, is_whole
from bridgecraft.core.errors import InvalidNotationError

__all__ = ["duplicate_score", "trick_points", "undertrick_penalty"]


def _check_level(level: int) -> None:
    if not is_whole(level, 1, 7):
        raise InvalidNotationError(f"invalid contract level {level!r}: levels are 1 to 7")


def _check_doubled(doubled: Doubled) -> None:
    if not is_whole(doubled, 0, 2):
        raise InvalidNotationError(
            f"invalid doubling {doubled!r}: expected a Doubled (undoubled, X or XX)"
        )


def _check_strain(strain: Strain) -> None:
    if not is_whole(strain, 0, 4):
        raise InvalidNotationError(f"invalid strain {strain!r}: expected a Strain (C, D, H, S, NT)")


def trick_points(level: int, strain: Strain, doubled: Doubled) -> int:
    """The trick score of a contract bid and made (doubling included).

    >>> trick_points(1, Strain.NT, Doubled.REDOUBLED)
    160
    >>> trick_points(1, Strain.NT, 3)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid doubling 3: expected a Doubled \
(undoubled, X or XX)
    """
    _check_level(level)
    _check_strain(strain)
    _check_doubled(doubled)
    if strain >= Strain.NT:
        base = 40 + 30 * (level - 1)
    elif strain >= Strain.H:
        base = 30 * level
    else:
        base = 20 * level
    return base << doubled


def undertrick_penalty(down: int, doubled: Doubled, vulnerable: bool) -> int:
    """Points the defenders score for ``down`` undertricks (a positive number).
    ``vulnerable`` must be True or False: any other value would be a guess.

    >>> [undertrick_penalty(down, Doubled.DOUBLED, False) for down in (1, 2, 3, 4)]
    [100, 300, 500, 800]
    """
    check_flag(vulnerable, "vulnerable")
    if not is_whole(down, 0, 13):
        raise InvalidNotationError(f"invalid number of undertricks {down!r}: expected 0 to 13")
    _check_doubled(doubled)
    if down == 0:
        return 0
    if doubled == Doubled.UNDOUBLED:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        penalty = 200 + 300 * (down - 1)
    else:
        penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return penalty << (doubled - 1)


def duplicate_score(
    level: int, strain: Strain, doubled: Doubled, *, vulnerable: bool, tricks: int
) -> int:
    """The duplicate score (Law 77) for declarer's side taking ``tricks`` of 13.

    The level, strain, doubling and ``vulnerable`` (True or False) are checked whether or
    not the contract makes.

    >>> duplicate_score(3, Strain.NT, Doubled.UNDOUBLED, vulnerable="no", tricks=9)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid vulnerable 'no': expected True or False
    """
    _check_level(level)
    _check_strain(strain)
    _check_doubled(doubled)
    check_flag(vulnerable, "vulnerable")
    if not is_whole(tricks, 0, 13):
        raise InvalidNotationError(f"invalid number of tricks {tricks!r}: expected 0 to 13")
    need = level + 6
    if tricks < need:
        return -undertrick_penalty(need - tricks, doubled, vulnerable)
    points = trick_points(level, strain, doubled)
    score = points + ((500 if vulnerable else 300) if points >= 100 else 50)
    if level == 6:
        score += 750 if vulnerable else 500
    elif level == 7:
        score += 1500 if vulnerable else 1000
    score += 50 * doubled
    over = tricks - need
    if doubled == Doubled.UNDOUBLED:
        score += over * (20 if strain <= Strain.D else 30)
    else:
        score += over * (200 if vulnerable else 100) * doubled
    return score
