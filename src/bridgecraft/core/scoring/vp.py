"""Victory points: the WBF continuous 20-point scale (2013).

For a match of ``boards`` boards, the blitz is ``X = 15 * sqrt(boards)`` and a margin of
``M`` IMPs (``0 <= M < X``) gives the winner ``10 + 10 * (1 - tau**(3*M/X)) / (1 - tau**3)``
with ``tau = (sqrt(5) - 1) / 2``; ``M >= X`` gives 20. The winner's VPs are rounded half-up to
2 decimals first and the loser gets ``20 - winner``, so the pair adds up to 20.00 exactly.

>>> wbf_vp(20, 16)
(15.0, 5.0)
>>> wbf_vp(-10, 16)
(7.2, 12.8)
>>> wbf_vp(14, 16), wbf_vp(14, 16, concavity=True)
((13.74, 6.26), (13.75, 6.25))

The formula is evaluated in `decimal` at 40 digits, so that rounding half-up never depends
on binary floating point; the results are the nearest floats to the 2-decimal values.

**Concavity** (``concavity=True``). The WBF requires that, after rounding, each extra IMP is
worth no more than the one before. Over the whole table for margins 0 to ``ceil(X)``, wherever
an entry lies below the straight line between its two neighbours (the value for ``M + 1``
gains more than the value for ``M`` did), that entry is raised by 0.01, and the scan repeats
until no such entry is left. The result does not depend on the order of the scan: it is the
lowest table of 2-decimal values that is concave and never below the rounded values. It
moves an entry by 0.01 for up to 33 boards, and by up to 0.04 for longer matches (120
boards). Applied to a table cut at ``M + 1`` instead (as Marc Shearer's BridgeScore does), it
can differ: 32 boards, 50 IMPs is 17.51 over the whole table but 17.50 over 0..51.
RULES.md §6.4 and §9.2 point 5: validate against the WBF's published tables.
"""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from functools import lru_cache

from bridgecraft.core.checks import check_flag
from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring._checks import check_number, check_whole

__all__ = ["blitz", "wbf_vp", "wbf_vp_table"]

_PRECISION = 40
_CENT = Decimal("0.01")
_TWENTY = Decimal(20)

with localcontext() as _context:
    _context.prec = _PRECISION
    _TAU = (Decimal(5).sqrt() - 1) / 2
    _DENOMINATOR = 1 - _TAU**3


_MOST_TABLE_BOARDS = 1000
"""The longest match a VP table (`wbf_vp_table`, or `wbf_vp` with concavity) is built for.
The table has ``ceil(15 * sqrt(boards)) + 1`` entries, each a 40-digit power, so its cost
grows with the board count: about 0.1 s at this limit, minutes at ``10**9``. The longest real
matches (world championship finals) have well under 200 boards."""


def _check_boards(boards: int, *, table: bool = False) -> None:
    """Refuse anything but a whole number of boards, 1 or more, and for a ``table`` at most
    ``_MOST_TABLE_BOARDS``."""
    check_whole(boards, "number of boards", 1)
    if table and boards > _MOST_TABLE_BOARDS:
        raise InvalidNotationError(
            f"invalid number of boards {boards!r} for a VP table: expected at most "
            f"{_MOST_TABLE_BOARDS}, the longest match it is built for"
        )


def _blitz(boards: int) -> Decimal:
    with localcontext() as context:
        context.prec = _PRECISION
        return 15 * Decimal(boards).sqrt()


def _exact_margin(margin: float) -> Decimal:
    """``abs(margin)`` as a decimal; a float is read as the decimal it prints as, a
    fraction to 40 digits."""
    number = check_number(margin, "IMP margin")
    if isinstance(number, float):
        return abs(Decimal(repr(number)))
    if isinstance(number, Fraction):
        with localcontext() as context:
            context.prec = _PRECISION
            return abs(Decimal(number.numerator) / number.denominator)
    return abs(Decimal(number))


def _winner_vp(margin: Decimal, boards: int) -> Decimal:
    """The winner's VPs for ``margin >= 0`` IMPs, rounded half-up to 2 decimals."""
    with localcontext() as context:
        context.prec = _PRECISION
        limit = _blitz(boards)
        if margin >= limit:
            return _TWENTY
        value = 10 + 10 * (1 - _TAU ** (3 * margin / limit)) / _DENOMINATOR
    return value.quantize(_CENT, rounding=ROUND_HALF_UP)


def _make_concave(values: list[Decimal]) -> None:
    """Raise entries of ``values`` (2-decimal numbers) to the lowest table that is nowhere
    below them and in which each step gains no more than the one before (concave)."""
    cents = _lowest_concave([int(value * 100) for value in values])
    values[:] = [Decimal(cent).scaleb(-2) for cent in cents]


def _lowest_concave(values: list[int]) -> list[int]:
    """The lowest concave list of integers that is nowhere below ``values``.

    A concave list of integers has integer steps that never grow, so it is the minimum of
    the lines of integer slope ``s`` it lies under, and the lowest one is the minimum, over
    every integer ``s``, of the lowest line of slope ``s`` above ``values``
    (``a(s) + s * j`` with ``a(s) = max(values[i] - s * i)``). ``a(s)`` is read off the
    upper hull of the points, and for each ``j`` the best ``s`` only falls as ``j`` grows
    (``a(s) + s * j`` is convex in ``s``), so it takes time linear in the length and in the
    range of the values. The first and last entries never move.

    >>> _lowest_concave([0, 3, 4, 8, 9])  # 4 lies below the line from 3 to 8
    [0, 3, 6, 8, 9]
    """
    count = len(values)
    if count < 3:
        return list(values)
    hull: list[int] = []  # indexes of the upper hull's corners, left to right
    for index, value in enumerate(values):
        while len(hull) >= 2:
            first, middle = hull[-2], hull[-1]
            rise, run = values[middle] - values[first], middle - first
            if rise * (index - first) <= (value - values[first]) * run:
                hull.pop()  # the middle corner is on or below the line: not a corner
            else:
                break
        hull.append(index)
    span = max(values) - min(values) + 1  # beyond this slope, lines only meet the ends
    slopes = range(span, -span - 1, -1)
    intercepts = []
    corner = 0
    for slope in slopes:  # the best corner moves right as the slope falls
        while corner + 1 < len(hull) and (
            values[hull[corner + 1]] - slope * hull[corner + 1]
            >= values[hull[corner]] - slope * hull[corner]
        ):
            corner += 1
        intercepts.append(values[hull[corner]] - slope * hull[corner])
    result = []
    best = 0  # the position in ``slopes`` of the best slope for the current index
    for index in range(count):
        while (
            best + 1 < len(intercepts)
            and intercepts[best + 1] + slopes[best + 1] * index
            <= intercepts[best] + slopes[best] * index
        ):
            best += 1
        result.append(intercepts[best] + slopes[best] * index)
    return result


@lru_cache(maxsize=64)
def _table(boards: int, concavity: bool) -> tuple[Decimal, ...]:
    last = int(_blitz(boards).to_integral_value(rounding=ROUND_CEILING))
    values = [_winner_vp(Decimal(margin), boards) for margin in range(last + 1)]
    if concavity:
        _make_concave(values)
    return tuple(values)


def blitz(boards: int) -> float:
    """The blitz margin of a match of ``boards`` boards: ``15 * sqrt(boards)`` IMPs, from
    which the winner gets all 20 VPs.

    >>> blitz(16), round(blitz(8), 4)
    (60.0, 42.4264)
    """
    _check_boards(boards)
    return float(_blitz(boards))


def wbf_vp(margin: float, boards: int, *, concavity: bool = False) -> tuple[float, float]:
    """The VPs of a side that won by ``margin`` IMPs (lost, if negative) over ``boards``
    boards, and those of its opponents.

    With ``concavity``, the whole-IMP margin is looked up in the concavity-corrected table
    (`wbf_vp_table`); a fractional margin below the blitz is then an error.

    >>> wbf_vp(0, 8), wbf_vp(43, 8)
    ((10.0, 10.0), (20.0, 0.0))
    >>> wbf_vp(-7, 8)
    (7.23, 12.77)
    >>> wbf_vp(59, 16, concavity=True)
    (19.93, 0.07)

    With ``concavity``, ``boards`` is at most 1000, as for `wbf_vp_table`.
    """
    check_flag(concavity, "concavity")
    _check_boards(boards, table=concavity)
    size = _exact_margin(margin)
    if concavity:
        if size >= _blitz(boards):
            winner = _TWENTY
        elif size != size.to_integral_value():
            raise InvalidNotationError(
                f"invalid IMP margin {margin!r} with concavity: the corrected WBF table "
                "has whole-IMP margins only"
            )
        else:
            winner = _table(boards, True)[int(size)]
    else:
        winner = _winner_vp(size, boards)
    loser = _TWENTY - winner
    if margin < 0:
        return float(loser), float(winner)
    return float(winner), float(loser)


def wbf_vp_table(boards: int, *, concavity: bool = False) -> list[float]:
    """The winner's VPs for each whole margin from 0 IMPs to the first that reaches the
    blitz (``ceil(blitz(boards))``), where the value is 20.

    ``boards`` is at most 1000 (far longer than any real match), so that the table is
    quick to build.

    >>> table = wbf_vp_table(16, concavity=True)
    >>> len(table), table[:3], table[13:16], table[-2:]
    (61, [10.0, 10.31, 10.61], [13.52, 13.75, 13.97], [19.93, 20.0])
    >>> wbf_vp_table(10**9)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid number of boards 1000000000 for a VP \
table: expected at most 1000, the longest match it is built for
    """
    check_flag(concavity, "concavity")
    _check_boards(boards, table=True)
    return [float(value) for value in _table(boards, concavity)]
