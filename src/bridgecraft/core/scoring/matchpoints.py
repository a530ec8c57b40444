"""Matchpoints (Law 78A), the Neuberg formula and session percentages.

Each result on a board is compared with every other result on the board played in the same
direction. On the 2-point scale (``scale=2``, WBF/EBU) it earns 2 for each score it beats, 1
for each tie and 0 for each loss, so the top is 2(n − 1); on the 1-point scale (``scale=1``,
ACBL) it earns 1, ½ and 0, and the top is n − 1. Percentages are the same on either scale.

>>> matchpoints([420, 450, 420, 170, -50, 620])
[5.0, 8.0, 5.0, 2.0, 0.0, 10.0]
>>> matchpoints([420, 450, 420, 170, -50, 620], scale=1)
[2.5, 4.0, 2.5, 1.0, 0.0, 5.0]

Arithmetic is exact (`fractions.Fraction`) and only the results are floats. Rounding is an
option (``places``, halves away from zero), off by default: RULES.md §6.2 and §6.3.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Literal, TypeVar

from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring._checks import (
    MOST_PLACES,
    MOST_RESULTS,
    check_many,
    check_pair,
    check_scores,
    check_whole,
    exact,
)

__all__ = [
    "ew_matchpoints",
    "matchpoints",
    "neuberg",
    "neuberg_board",
    "percentage",
    "session_percentages",
    "top",
]

Key = TypeVar("Key")


def _check_scale(scale: int) -> Fraction:
    """The value of a tie on ``scale``: 1 on the 2-point scale, ½ on the 1-point scale."""
    if scale not in (1, 2) or isinstance(scale, bool):
        raise InvalidNotationError(f"invalid matchpoint scale {scale!r}: expected 1 or 2")
    return Fraction(scale, 2)


def _check_places(places: int | None) -> None:
    """Refuse ``places`` unless None or a whole number from 0 to 15 (a float has no more
    decimals to give a percentage, and ``10**places`` stays cheap)."""
    if places is not None:
        check_whole(places, "places", 0, MOST_PLACES)


def _to_float(value: Fraction, places: int | None) -> float:
    """``value`` as a float, first rounded to ``places`` decimals (halves away from zero)."""
    if places is None:
        return float(value)
    _check_places(places)
    scale = 10**places
    units = math.floor(abs(value) * scale + Fraction(1, 2))
    return float(Fraction(-units if value < 0 else units, scale))


def top(n: int, *, scale: Literal[1, 2] = 2) -> int:
    """The top on a board played ``n`` times: 2(n − 1) on scale 2, n − 1 on scale 1.

    >>> top(6), top(6, scale=1)
    (10, 5)
    """
    _check_scale(scale)
    return scale * (check_whole(n, "number of results", 1) - 1)


def matchpoints(scores: Sequence[int], *, scale: Literal[1, 2] = 2) -> list[float]:
    """The matchpoints of each NS score of a board against every other NS score of it.

    >>> matchpoints([620, 620, 170])
    [3.0, 3.0, 0.0]
    >>> matchpoints([100], scale=1)
    [0.0]
    """
    tie = _check_scale(scale)
    return _ranked(check_scores(scores, "scores"), tie)  # a generator is read once


def _ranked(scores: Sequence[float | Fraction], tie: Fraction) -> list[float]:
    """The matchpoints of each of ``scores`` (checked), a tie being worth ``tie``."""
    if not scores:
        raise InvalidNotationError("cannot matchpoint an empty board: no scores given")
    ordered = sorted(scores)
    result = []
    for score in scores:
        beaten = bisect_left(ordered, score)
        tied = bisect_right(ordered, score) - beaten - 1
        result.append(float(2 * tie * beaten + tie * tied))
    return result


def ew_matchpoints(scores: Sequence[int], *, scale: Literal[1, 2] = 2) -> list[float]:
    """The matchpoints of the EW pair at each result, given the board's NS scores.

    EW's matchpoints at each result are the top less NS's.

    >>> ew_matchpoints([420, 450, 420, 170, -50, 620])
    [5.0, 2.0, 5.0, 8.0, 10.0, 0.0]
    """
    tie = _check_scale(scale)
    return _ranked([-score for score in check_scores(scores, "scores")], tie)


def neuberg(
    mp: float,
    results: int,
    expected: int,
    *,
    scale: Literal[1, 2] = 2,
    places: int | None = None,
) -> float:
    """Matchpoints ``mp`` earned on a board with ``results`` results, rescaled to a board
    with ``expected`` results (the Neuberg formula).

    On scale 2, ``(mp + 1) * expected / results - 1``; on scale 1,
    ``(mp + 0.5) * expected / results - 0.5``. The top becomes ``top(expected)``.

    >>> neuberg(18, 10, 11)  # the EBU (Bavin) example
    19.9
    >>> neuberg(0, 6, 8), neuberg(0, 6, 8, places=4)
    (0.3333333333333333, 0.3333)
    >>> neuberg(2.5, 6, 8, scale=1)
    3.5
    """
    tie = _check_scale(scale)
    _check_places(places)
    check_whole(results, "Neuberg results", 1, MOST_RESULTS)
    _check_expected(expected, results, "Neuberg expected", f"fewer than the {results} results")
    earned = exact(mp, "matchpoints")
    if not 0 <= earned <= top(results, scale=scale):
        raise InvalidNotationError(
            f"invalid matchpoints {mp!r}: expected 0 to {top(results, scale=scale)} "
            f"for {results} results on scale {scale}"
        )
    return _to_float((earned + tie) * expected / results - tie, places)


def neuberg_board(
    scores: Sequence[int],
    expected: int,
    *,
    scale: Literal[1, 2] = 2,
    places: int | None = None,
) -> list[float]:
    """The matchpoints of each NS score of a board, rescaled by Neuberg to ``expected``
    results.

    >>> neuberg_board([420, 450, 420, 170, -50, 620], 8, places=4)
    [7.0, 11.0, 7.0, 3.0, 0.3333, 13.6667]
    """
    board = check_scores(scores, "scores")  # a generator is read once
    return [
        neuberg(mp, len(board), expected, scale=scale, places=places)
        for mp in _ranked(board, _check_scale(scale))
    ]


def percentage(mp: float, top: float, *, places: int | None = None) -> float:
    """``mp`` as a percentage of ``top``.

    >>> percentage(8, 10), percentage(1, 3, places=2)
    (80.0, 33.33)
    """
    _check_places(places)
    return _to_float(_percent(exact(mp, "matchpoints"), exact(top, "top")), places)


def _check_expected(expected: object, results: int, what: str, fewer: str) -> int:
    """``expected``, a whole number of results from ``results`` to `MOST_RESULTS`; a whole
    number below ``results`` is refused with the reason ``fewer``."""
    return check_whole(expected, what, results, MOST_RESULTS, below=fewer)


def _percent(earned: Fraction, available: Fraction) -> Fraction:
    if available <= 0:
        raise InvalidNotationError(f"invalid top {available}: expected more than 0")
    if not 0 <= earned <= available:
        raise InvalidNotationError(f"invalid matchpoints {earned}: expected 0 to {available}")
    return 100 * earned / available


def session_percentages(
    boards: Mapping[Key, Iterable[tuple[float, float]]], *, places: int | None = None
) -> dict[Key, float]:
    """The session percentage of each pair: the matchpoints it earned on its boards as a
    percentage of the tops of those boards (sums over the boards it played).

    ``boards`` maps each pair to ``(matchpoints, top)`` for every board it played. An
    artificial adjusted score is given as its share of the top (average-plus: 60% of it).

    >>> session_percentages({"NS 1": [(8, 10), (3, 10)], "EW 2": [(2, 10), (7, 10)]})
    {'NS 1': 55.0, 'EW 2': 45.0}
    >>> session_percentages({1: [(13.6667, 14), (5, 10)]}, places=1)
    {1: 77.8}
    """
    if not isinstance(boards, Mapping):
        raise InvalidNotationError(
            f"invalid boards {boards!r}: expected a mapping of each pair to its boards, not "
            f"{type(boards).__name__}"
        )
    _check_places(places)
    result = {}
    for pair, played in boards.items():
        earned = available = Fraction(0)
        for board in check_many(played, f"boards of pair {pair!r}", "(matchpoints, top)"):
            mp, board_top = check_pair(board, f"board of pair {pair!r}", "(matchpoints, top)")
            board_earned = exact(mp, f"matchpoints of pair {pair!r}")
            board_available = exact(board_top, f"top of pair {pair!r}")
            if not 0 <= board_earned <= board_available:
                raise InvalidNotationError(
                    f"invalid board of pair {pair!r}: {mp!r} matchpoints of a top of "
                    f"{board_top!r} (expected 0 to the top)"
                )
            earned += board_earned
            available += board_available
        if available <= 0:
            raise InvalidNotationError(f"pair {pair!r} has no board with a top above 0")
        result[pair] = _to_float(100 * earned / available, places)
    return result
