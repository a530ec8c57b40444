"""International Match Points (Law 78B): the IMP scale, team boards, Butler and cross-IMPs.

A difference of scores becomes IMPs by the Law 78B scale, with the sign of the difference:

>>> imps(450), imps(-620), imps(10)
(10, -12, 0)
>>> board_imps(1430, 680)  # team A: 6S made at table 1, 5S+1 by team B at table 2
13

Differences that are not multiples of 10 come from averages (a Butler datum, cross-IMPs
averaged, a weighted assigned score). Law 78B does not cover them. By default `imps` reads the
scale as thresholds (``|diff| >= 20`` is 1 IMP, so 15 is 0 IMPs); ``round_to_10=True`` rounds the
difference to the nearest 10 first, halves away from zero (15 becomes 20, 1 IMP). The threshold
form is the default because it needs no rounding convention, agrees with rounding on every
multiple of 10 and is what the project's vectors pin; the usual practice of rounding applies
to the Butler datum instead (`ButlerSettings.round_datum_to`). RULES.md §6.1 and §9.2 point 8.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from bridgecraft.core.checks import check_flag
from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring._checks import (
    check_instance,
    check_scores,
    check_whole,
    exact,
)

__all__ = [
    "IMP_TABLE",
    "ButlerSettings",
    "board_imps",
    "butler_imps",
    "cross_imps",
    "datum",
    "imps",
]

IMP_TABLE: tuple[int, ...] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
"""The Law 78B scale as thresholds: a difference of at least ``IMP_TABLE[k]`` points is worth
more than ``k`` IMPs. ``len(IMP_TABLE) == 24`` is the most a board can be worth."""


def _round_half_away(value: Fraction, step: int) -> int:
    """``value`` rounded to the nearest multiple of ``step``, halves away from zero."""
    sign = -1 if value < 0 else 1
    return sign * math.floor(abs(value) / step + Fraction(1, 2)) * step


def imps(difference: float | Fraction, *, round_to_10: bool = False) -> int:
    """The IMPs (Law 78B) for a difference of scores, with the sign of the difference.

    By default the scale is read as thresholds, so that any difference converts; with
    ``round_to_10`` the difference is first rounded to the nearest 10, halves away from zero.

    >>> imps(20), imps(-50), imps(4000), imps(7600)
    (1, -2, 24, 24)
    >>> imps(15), imps(15, round_to_10=True), imps(-15, round_to_10=True)
    (0, 1, -1)
    """
    if round_to_10 is False and type(difference) is int:  # the common case, first
        count = bisect_right(IMP_TABLE, abs(difference))
        return -count if difference < 0 else count
    check_flag(round_to_10, "round_to_10")
    size = abs(exact(difference, "score difference", as_printed=False))
    if round_to_10:
        size = Fraction(_round_half_away(size, 10))
    count = bisect_right(IMP_TABLE, size)
    return -count if difference < 0 else count


def board_imps(ns_table_a: int, ns_table_b: int) -> int:
    """Team A's IMPs on a board, team A sitting NS at table 1 and EW at table 2.

    Both scores are NS scores (negative when EW scored); team B gets the negative.

    >>> board_imps(620, 170)  # 4S made vulnerable against 3S+1
    10
    >>> board_imps(-100, 110)
    -5
    """
    first, second = check_scores((ns_table_a, ns_table_b), "scores")
    return imps(first - second)


@dataclass(frozen=True, slots=True)
class ButlerSettings:
    """How a Butler datum is taken from the NS scores of one board.

    >>> ButlerSettings()
    ButlerSettings(drop_extremes=1, round_datum_to=10)
    """

    drop_extremes: int = 1
    """How many of the highest and, as many, of the lowest scores are left out of the
    average. Common practice (EBU, ACBL clubs) drops the single top and bottom score."""

    round_datum_to: int = 10
    """The datum is the average rounded to the nearest multiple of this (halves away from
    zero); 10, as usual, makes every difference from the datum a multiple of 10."""

    def __post_init__(self) -> None:
        check_whole(self.drop_extremes, "drop_extremes", 0)
        check_whole(self.round_datum_to, "round_datum_to", 1)


def datum(scores: Sequence[int], settings: ButlerSettings = ButlerSettings()) -> int:
    """The Butler datum of a board: the average of its NS scores without the extremes,
    rounded to ``settings.round_datum_to``.

    There must be more than ``2 * settings.drop_extremes`` scores, so that one is left. A
    float score (an average) is read as the decimal it prints as.

    >>> datum([620, 650, 170, 620, -100])  # average of 620, 620, 170, rounded
    470
    >>> datum([620, 170], ButlerSettings(drop_extremes=0))
    400
    """
    return _datum(check_scores(scores, "scores"), settings)


def _datum(board: list[float], settings: ButlerSettings) -> int:
    """The datum of ``board``, scores already checked."""
    check_instance(settings, ButlerSettings, "Butler settings", "ButlerSettings")
    drop = settings.drop_extremes
    if len(board) <= 2 * drop:
        raise InvalidNotationError(
            f"cannot take a Butler datum of {len(board)} score(s) {board!r}: "
            f"dropping {drop} top and {drop} bottom leaves none"
        )
    kept = sorted(board)[drop : len(board) - drop]
    average = sum((exact(score, "score") for score in kept), Fraction(0)) / len(kept)
    return _round_half_away(average, settings.round_datum_to)


def butler_imps(scores: Sequence[int], settings: ButlerSettings = ButlerSettings()) -> list[int]:
    """The IMPs of each NS score of a board against the board's Butler datum.

    EW's IMPs are the negatives.

    >>> butler_imps([620, 650, 170, 620, -100])  # datum 470
    [4, 5, -7, 4, -11]
    """
    board = check_scores(scores, "scores")
    base = _datum(board, settings)
    return [imps(score - base) for score in board]


def cross_imps(scores: Sequence[int], *, average: bool = True) -> list[float]:
    """The IMPs of each NS score of a board against every other score of the board: the
    average over the others (the default) or the total.

    EW's IMPs are the negatives.

    >>> cross_imps([620, 170, -100])
    [11.0, -1.5, -9.5]
    >>> cross_imps([620, 170, -100], average=False)
    [22.0, -3.0, -19.0]
    """
    check_flag(average, "average")
    board = check_scores(scores, "scores")
    if len(board) < 2:
        raise InvalidNotationError(f"cannot cross-IMP {board!r}: a board needs at least 2 scores")
    others = len(board) - 1
    result = []
    for index, score in enumerate(board):
        total = sum(imps(score - other) for place, other in enumerate(board) if place != index)
        result.append(float(Fraction(total, others)) if average else float(total))
    return result
