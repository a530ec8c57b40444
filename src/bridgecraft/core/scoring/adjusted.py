"""Adjusted scores at board level (Law 12C): assigned, split, weighted and artificial.

A table's result on a board is normally one NS score. When the Director adjusts it, it is
one of:

- an assigned score (Law 12C1): the score of a result that might have been obtained. The two
  sides' scores need not balance (a *split* score, Law 12C1b), and each may be *weighted*
  (Law 12C1c): several results, each with its share. :class:`Assigned` holds what each side
  gets, as NS scores; :class:`Weighted` a weighted score.
- an artificial score (Law 12C2), when no result can be assigned: average-plus, average or
  average-minus for each side (:class:`Artificial`, :class:`Grade`), worth 60%, 50% and 40%
  of the board at matchpoints and +3, 0 and −3 IMPs at teams, Butler and cross-IMPs
  (RULES.md §6.1; the figures are :class:`AdjustedSettings`).

:func:`board_matchpoints` matchpoints a board of such results, :func:`team_board_imps` scores
a board of a team match, and :func:`board_butler_imps` (with :func:`board_datum`) and
:func:`board_cross_imps` score a board of a pairs event at IMPs.

>>> split = Assigned(420, 450)  # NS keep their 420; EW are scored as if 4H made +1
>>> board_matchpoints([420, 450, split, Artificial(Grade.PLUS, Grade.MINUS)], places=2)
[(1.67, 5.67), (5.67, 1.67), (1.67, 1.67), (3.6, 2.4)]
>>> team_board_imps(Weighted.of((620, "0.6"), (-100, "0.4")), 170)  # 60% of 10, 40% of -7
(3.2, -3.2)
>>> board_cross_imps([620, 170, Assigned(620, 170), Artificial(Grade.PLUS, Grade.MINUS)])
[(5.0, -10.0), (-10.0, 5.0), (5.0, 5.0), (3.0, -3.0)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Literal

from bridgecraft.core.checks import check_flag, check_text
from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring._checks import (
    check_instance,
    check_many,
    check_pair,
    check_whole,
    exact,
)
from bridgecraft.core.scoring.imps import ButlerSettings, _round_half_away, imps
from bridgecraft.core.scoring.matchpoints import (
    _check_expected,
    _check_places,
    _check_scale,
    _to_float,
    top,
)

__all__ = [
    "AdjustedSettings",
    "Artificial",
    "Assigned",
    "Grade",
    "TableResult",
    "Weighted",
    "board_butler_imps",
    "board_cross_imps",
    "board_datum",
    "board_matchpoints",
    "team_board_imps",
]


@dataclass(frozen=True, slots=True)
class Weighted:
    """A weighted score (Law 12C1c): NS scores with their shares of the result, which are
    above 0 and add up to exactly 1.

    >>> Weighted.of((420, "0.7"), (-50, "0.3"))
    Weighted(parts=((420, Fraction(7, 10)), (-50, Fraction(3, 10))))
    >>> Weighted.of((420, 0.5), (-50, 0.4))
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid weighted score ((420, 0.5), (-50, \
0.4)): the weights add up to 9/10, not 1
    """

    parts: tuple[tuple[int, Fraction], ...]
    """Each score (NS's point of view) and its weight."""

    def __post_init__(self) -> None:
        if not isinstance(self.parts, tuple | list):
            raise InvalidNotationError(
                f"invalid weighted score {self.parts!r}: expected a tuple of (score, weight) "
                f"pairs, not {type(self.parts).__name__}"
            )
        if not self.parts:
            raise InvalidNotationError("invalid weighted score: no scores given")
        for part in self.parts:
            score, weight = check_pair(part, "weighted score part", "(score, weight)")
            if not isinstance(score, int) or isinstance(score, bool):
                raise InvalidNotationError(
                    f"invalid weighted score {self.parts!r}: score {score!r} is not a whole number"
                )
            if not isinstance(weight, Fraction) or weight <= 0:
                raise InvalidNotationError(
                    f"invalid weighted score {self.parts!r}: weight {weight!r} is not above 0"
                )
        total = sum((weight for _, weight in self.parts), Fraction(0))
        if total != 1:
            raise InvalidNotationError(
                f"invalid weighted score {self.parts!r}: the weights add up to {total}, not 1"
            )

    @classmethod
    def of(cls, *parts: tuple[int, float | str | Fraction]) -> Weighted:
        """A weighted score from ``(score, weight)`` pairs; a weight may be a number, a
        fraction or a string (``"0.6"``, ``"2/3"``), a float read as the decimal it prints."""
        if not parts:
            raise InvalidNotationError("invalid weighted score: no scores given")
        shares = []
        for part in parts:
            score, weight = check_pair(part, "weighted score part", "(score, weight)")
            if isinstance(weight, str):
                _check_exponent(weight, parts)
            try:
                if isinstance(weight, bool) or not isinstance(weight, str | Fraction | int | float):
                    raise ValueError(weight)
                share = (
                    Fraction(weight)
                    if isinstance(weight, str | Fraction)
                    else exact(weight, "weight")
                )
            except (ValueError, ZeroDivisionError):
                raise InvalidNotationError(
                    f"invalid weighted score {parts!r}: weight {weight!r} is not a number"
                ) from None
            shares.append((score, share))
        total = sum((weight for _, weight in shares), Fraction(0))
        if total != 1:  # said with the weights as given
            raise InvalidNotationError(
                f"invalid weighted score {parts!r}: the weights add up to {total}, not 1"
            )
        return cls(tuple(shares))  # type: ignore[arg-type]  # the scores are checked there


_MOST_WEIGHT_EXPONENT = 100
"""The largest exponent (either way) of a weight written as text: ``Fraction("1e999999999")``
would spend unbounded time writing out the power of ten, and no weight is near 1e-100."""


def _check_exponent(weight: str, parts: object) -> None:
    """Refuse a weight written with an exponent (``"5e-1"``) beyond ±100."""
    _, mark, exponent = weight.strip().lower().rpartition("e")
    digits = exponent.replace("_", "").lstrip("+-").lstrip("0")
    if mark and digits.isdecimal() and (len(digits) > 3 or int(digits) > _MOST_WEIGHT_EXPONENT):
        raise InvalidNotationError(
            f"invalid weighted score {parts!r}: weight {weight!r} has an exponent beyond "
            f"±{_MOST_WEIGHT_EXPONENT}"
        )


class Grade(Enum):
    """An artificial adjusted score for one side (Law 12C2).

    >>> [str(grade) for grade in Grade], Grade.parse("ave+") is Grade.PLUS
    (['A+', 'A', 'A-'], True)
    >>> AdjustedSettings().percent(Grade.MINUS), AdjustedSettings().imps(Grade.PLUS)
    (Fraction(40, 1), 3)
    """

    PLUS = "A+"
    """Average-plus: for a side not at fault."""
    AVERAGE = "A"
    """Average: for a side partly at fault."""
    MINUS = "A-"
    """Average-minus: for a side directly at fault."""

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Grade.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> None:
        raise InvalidNotationError(
            f"invalid artificial score {value!r}: expected 'A+', 'A' or 'A-' "
            "(or Grade.parse for other spellings)"
        )

    @classmethod
    def parse(cls, text: str) -> Grade:
        """``A+``, ``A`` or ``A-`` (also ``60%``, ``50%``, ``40%``; any case).

        >>> Grade.parse("a-"), Grade.parse("60%")
        (Grade.MINUS, Grade.PLUS)
        """
        key = check_text(text, "artificial score").strip().upper().replace("−", "-")
        for grade, spellings in (
            (cls.PLUS, ("A+", "AVE+", "60%")),
            (cls.AVERAGE, ("A", "AVE", "A=", "50%")),
            (cls.MINUS, ("A-", "AVE-", "40%")),
        ):
            if key in spellings:
                return grade
        raise InvalidNotationError(f"invalid artificial score {text!r}: expected A+, A or A-")


Score = int | Weighted
"""What one side gets on a board: a score, or a weighted score."""


@dataclass(frozen=True, slots=True)
class Assigned:
    """An assigned adjusted score (Law 12C1): the score each side gets, as NS scores. They
    differ for a split score (Law 12C1b).

    >>> Assigned(420, -50)
    Assigned(ns=420, ew=-50)
    """

    ns: Score
    """The score by which the NS pair is matchpointed, and other NS pairs against it."""
    ew: Score
    """The same for the EW pair and the other EW pairs (an NS score: −420 if EW made 4♠)."""

    def __post_init__(self) -> None:
        for side in (self.ns, self.ew):
            if not isinstance(side, Weighted) and (
                not isinstance(side, int) or isinstance(side, bool)
            ):
                raise InvalidNotationError(
                    f"invalid assigned score {side!r}: expected a score or a Weighted score"
                )


@dataclass(frozen=True, slots=True)
class Artificial:
    """An artificial adjusted score (Law 12C2): each side's grade.

    >>> Artificial(Grade.PLUS, Grade.MINUS)
    Artificial(ns=Grade.PLUS, ew=Grade.MINUS)
    """

    ns: Grade
    """The NS pair's grade."""
    ew: Grade
    """The EW pair's grade."""

    def __post_init__(self) -> None:
        for grade in (self.ns, self.ew):
            if not isinstance(grade, Grade):
                raise InvalidNotationError(
                    f"invalid artificial score {grade!r}: expected a Grade (A+, A or A-)"
                )


TableResult = int | Weighted | Assigned | Artificial
"""A table's result on a board: an NS score, a weighted score (the same for both sides), an
assigned score or an artificial one."""


@dataclass(frozen=True, slots=True)
class AdjustedSettings:
    """What artificial adjusted scores are worth (RULES.md §6.1: Law 12C2 sets 60% and 40%
    as the least and the most; regulations may give more or less).

    >>> AdjustedSettings().percent(Grade.PLUS), AdjustedSettings().imps(Grade.MINUS)
    (Fraction(60, 1), -3)
    """

    plus_percent: float = 60
    """Average-plus at matchpoints, in percent of the board."""
    minus_percent: float = 40
    """Average-minus at matchpoints, in percent of the board (average is always 50%)."""
    plus_imps: int = 3
    """Average-plus at IMPs (teams, Butler, cross-IMPs per comparison); average-minus is its
    negative, average 0."""

    def __post_init__(self) -> None:
        plus = exact(self.plus_percent, "average-plus percent")
        minus = exact(self.minus_percent, "average-minus percent")
        if not 50 <= plus <= 100 or not 0 <= minus <= 50:
            raise InvalidNotationError(
                f"invalid artificial percentages {self.plus_percent!r} and "
                f"{self.minus_percent!r}: expected average-plus 50 to 100, average-minus 0 to 50"
            )
        check_whole(self.plus_imps, "average-plus IMPs", 0)

    def percent(self, grade: Grade) -> Fraction:
        """The grade's share of a board at matchpoints, in percent."""
        _check_grade(grade)
        if grade is Grade.PLUS:
            return exact(self.plus_percent, "percent")
        if grade is Grade.MINUS:
            return exact(self.minus_percent, "percent")
        return Fraction(50)

    def imps(self, grade: Grade) -> int:
        """The grade's IMPs at teams, Butler or cross-IMPs (there per comparison)."""
        _check_grade(grade)
        return {Grade.PLUS: self.plus_imps, Grade.AVERAGE: 0, Grade.MINUS: -self.plus_imps}[grade]


def _check_grade(grade: object) -> None:
    if not isinstance(grade, Grade):
        raise InvalidNotationError(
            f"invalid artificial score {grade!r}: expected a Grade (Grade.parse reads 'A+')"
        )


_DEFAULT = AdjustedSettings()


def _check_settings(adjusted: object) -> None:
    check_instance(adjusted, AdjustedSettings, "adjusted settings", "AdjustedSettings")


def _board(results: object) -> list[TableResult]:
    """``results`` as a list of table results (each is checked by `_sides`)."""
    return check_many(results, "board", "table results")  # type: ignore[return-value]


def _sides(result: TableResult) -> tuple[Score, Score] | None:
    """The NS and EW sides' scores of a result; None for an artificial one."""
    if isinstance(result, Artificial):
        return None
    if isinstance(result, Assigned):
        return result.ns, result.ew
    if isinstance(result, Weighted) or (isinstance(result, int) and not isinstance(result, bool)):
        return result, result
    raise InvalidNotationError(
        f"invalid table result {result!r}: expected a score, Weighted, Assigned or Artificial"
    )


def _parts(score: Score) -> tuple[tuple[int, Fraction], ...]:
    return score.parts if isinstance(score, Weighted) else ((score, Fraction(1)),)


def _beats(mine: Score, other: Score, tie: Fraction) -> Fraction:
    """What ``mine`` earns against ``other`` (higher is better): 2 ties for a win, a tie for
    a tie, weighted over their parts."""
    earned = Fraction(0)
    for score, weight in _parts(mine):
        for against, share in _parts(other):
            if score != against:
                earned += weight * share * (2 * tie if score > against else 0)
            else:
                earned += weight * share * tie
    return earned


def board_matchpoints(
    results: Sequence[TableResult],
    *,
    expected: int | None = None,
    scale: Literal[1, 2] = 2,
    settings: AdjustedSettings = _DEFAULT,
    places: int | None = None,
) -> list[tuple[float, float]]:
    """The matchpoints of the NS and of the EW pair at each table of a board (Law 78A),
    adjusted scores included (Law 12C).

    - Scores and assigned scores are compared: the NS side of each with the NS sides of the
      others, the EW side with the EW sides. A weighted score earns the weighted sum of what
      its parts earn, and is compared so by the others.
    - An artificial score is not compared: it gets its grade's share of the top.
    - The top is that of ``expected`` results (default: every table, artificial ones
      included). When fewer results were compared, their matchpoints are rescaled to it by
      the Neuberg formula (RULES.md §6.3).

    >>> board_matchpoints([620, 170, Artificial(Grade.AVERAGE, Grade.AVERAGE)])  # top 4
    [(3.5, 0.5), (0.5, 3.5), (2.0, 2.0)]
    >>> board_matchpoints([620, Assigned(620, -100), 170])  # split: EW at table 2 got +100
    [(3.0, 0.0), (3.0, 4.0), (0.0, 2.0)]
    """
    tie = _check_scale(scale)
    _check_settings(settings)
    _check_places(places)
    results = _board(results)
    if not results:
        raise InvalidNotationError("cannot matchpoint an empty board: no results given")
    tables = len(results)
    full = tables if expected is None else expected
    _check_expected(full, tables, "expected results", f"fewer than the board's {tables} tables")
    board_top = Fraction(top(full, scale=scale))
    sides = [_sides(result) for result in results]
    compared = [index for index, pair in enumerate(sides) if pair is not None]
    n = len(compared)
    answer: list[tuple[float, float]] = []
    for index, result in enumerate(results):
        pair = sides[index]
        if pair is None:
            assert isinstance(result, Artificial)
            ns = settings.percent(result.ns) * board_top / 100
            ew = settings.percent(result.ew) * board_top / 100
        else:
            ns = ew = Fraction(0)
            for other in compared:
                if other == index:
                    continue
                theirs = sides[other]
                assert theirs is not None
                ns += _beats(pair[0], theirs[0], tie)
                ew += _beats(_negated(pair[1]), _negated(theirs[1]), tie)
            if n < full:  # Neuberg: the n results stand for the full board
                ns = (ns + tie) * full / n - tie
                ew = (ew + tie) * full / n - tie
        answer.append((_to_float(ns, places), _to_float(ew, places)))
    return answer


def _negated(score: Score) -> Score:
    """The same result from EW's point of view."""
    if isinstance(score, Weighted):
        return Weighted(tuple((-points, weight) for points, weight in score.parts))
    return -score


def team_board_imps(
    table_1: TableResult, table_2: TableResult, *, settings: AdjustedSettings = _DEFAULT
) -> tuple[float, float]:
    """Team A's and team B's IMPs on a board of a team match, adjusted scores included.

    Team A sits NS at table 1 and EW at table 2 (RULES.md §6.1). A team's IMPs compare the
    score its NS pair got with the score its EW pair got; for a weighted score, the IMPs of
    each pair of parts are weighted (they are not the IMPs of the weighted average). A split
    score can leave the two teams' IMPs unbalanced. When a table's score is artificial, the
    board is not compared: each team gets the IMPs of its pairs' grades at the artificial
    tables.

    >>> team_board_imps(620, 170)
    (10.0, -10.0)
    >>> team_board_imps(Assigned(620, 170), 170)  # split: team B keeps its 170
    (10.0, 0.0)
    >>> team_board_imps(Artificial(Grade.PLUS, Grade.MINUS), 620)
    (3.0, -3.0)
    """
    _check_settings(settings)
    first, second = _sides(table_1), _sides(table_2)
    if first is None or second is None:
        a = b = 0
        if first is None:
            assert isinstance(table_1, Artificial)
            a += settings.imps(table_1.ns)
            b += settings.imps(table_1.ew)
        if second is None:
            assert isinstance(table_2, Artificial)
            a += settings.imps(table_2.ew)
            b += settings.imps(table_2.ns)
        return float(a), float(b)
    # Team A: its NS pair's score at table 1 against its EW pair's at table 2 (NS scores).
    team_a = _weighted_imps(first[0], second[1])
    # Team B: its NS pair at table 2 against its EW pair at table 1, from its point of view.
    team_b = _weighted_imps(second[0], first[1])
    return float(team_a), float(team_b)


def _weighted_imps(ns_score: Score, ew_score: Score) -> Fraction:
    """The IMPs of ``ns_score`` against ``ew_score`` (both NS scores, each possibly
    weighted): the IMPs of each pair of parts, weighted. At teams, the IMPs of a team whose
    NS pair scored ``ns_score`` and whose EW pair's table scored ``ew_score``."""
    total = Fraction(0)
    for mine, weight in _parts(ns_score):
        for theirs, share in _parts(ew_score):
            total += weight * share * imps(mine - theirs)
    return total


# -- pairs at IMPs: Butler and cross-IMPs ----------------------------------------------------

_BUTLER = ButlerSettings()


def _real_sides(
    results: Sequence[TableResult], action: str, fewest: int, reason: str
) -> list[tuple[Score, Score] | None]:
    """The sides of each result (None for an artificial one), refusing a board with fewer
    than ``fewest`` real (not artificial) results."""
    if not results:
        raise InvalidNotationError(f"cannot {action} an empty board: no results given")
    sides = [_sides(result) for result in results]
    real = sum(pair is not None for pair in sides)
    if real < fewest:
        raise InvalidNotationError(
            f"cannot {action} {list(results)!r}: {real} real result(s) and "
            f"{len(sides) - real} artificial; {reason}"
        )
    return sides


def _datum_of(sides: Sequence[tuple[Score, Score] | None], settings: ButlerSettings) -> int:
    """The Butler datum of the real results among ``sides`` (there are enough of them).

    Every real table has a weight of 1 in the average, shared between its NS and its EW
    side (a half each) and, within a side, among the parts of a weighted score by their
    weights. ``drop_extremes`` of that weight is left out at each end, cutting through a part
    if need be, and the rest is averaged."""
    pool = sorted(
        (score, weight / 2)
        for pair in sides
        if pair is not None
        for side in pair
        for score, weight in _parts(side)
    )
    real = sum(pair is not None for pair in sides)
    low, high = Fraction(settings.drop_extremes), Fraction(real - settings.drop_extremes)
    start = total = Fraction(0)
    for score, weight in pool:
        end = start + weight
        kept = min(end, high) - max(start, low)
        if kept > 0:
            total += kept * score
        start = end
    return _round_half_away(total / (high - low), settings.round_datum_to)


def _butler_sides(
    results: Sequence[TableResult], settings: ButlerSettings
) -> tuple[list[tuple[Score, Score] | None], int]:
    check_instance(settings, ButlerSettings, "Butler settings", "ButlerSettings")
    drop = settings.drop_extremes
    sides = _real_sides(
        results,
        "take a Butler datum of",
        2 * drop + 1,
        f"dropping {drop} top and {drop} bottom leaves none to average "
        "(artificial scores do not count)",
    )
    return sides, _datum_of(sides, settings)


def board_datum(results: Sequence[TableResult], settings: ButlerSettings = _BUTLER) -> int:
    """The Butler datum of a board of table results, adjusted scores included.

    Artificial scores are left out. Each other table counts once: a split score by its two
    sides' scores, a half each; a weighted score by its parts, each with its weight. The
    extremes are then dropped by weight (``settings.drop_extremes`` at each end, cutting
    through a part if need be) and the rest averaged and rounded as by
    :func:`~bridgecraft.core.scoring.imps.datum`, which it equals for plain scores.

    >>> board_datum([620, 650, 170, Assigned(620, 170), Artificial(Grade.PLUS, Grade.MINUS)])
    510

    (Four real tables; the split one is 620 and 170 at a half each. Dropping a weight of 1 at
    each end leaves half of 170, half of 620 and 620: (85 + 310 + 620) / 2 = 507.5, so 510.)
    """
    return _butler_sides(_board(results), settings)[1]


def board_butler_imps(
    results: Sequence[TableResult],
    settings: ButlerSettings = _BUTLER,
    *,
    adjusted: AdjustedSettings = _DEFAULT,
) -> list[tuple[float, float]]:
    """The Butler IMPs of the NS and of the EW pair at each table of a board, adjusted scores
    included (Law 12C); for plain scores, :func:`~bridgecraft.core.scoring.imps.butler_imps`
    for NS and their negatives for EW.

    - The datum is :func:`board_datum`: artificial scores are not in it.
    - Each side is IMPed against the datum by its own score: the NS pair by the NS side of
      its table's result, the EW pair by the EW side (a split score can leave them
      unbalanced). A weighted score gets the weighted IMPs of its parts against the datum.
    - An artificial score gets the IMPs of each side's grade (``adjusted``, ±3 by default).

    >>> board = [620, 650, 170, Assigned(620, 170), Artificial(Grade.PLUS, Grade.MINUS)]
    >>> board_butler_imps(board)  # datum 510: +110, +140, -340; EW at table 4 +340
    [(3.0, -3.0), (4.0, -4.0), (-8.0, 8.0), (3.0, 8.0), (3.0, -3.0)]
    >>> board_butler_imps([Artificial(Grade.PLUS, Grade.MINUS), 620, 170])
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: cannot take a Butler datum of \
[Artificial(ns=Grade.PLUS, ew=Grade.MINUS), 620, 170]: 2 real result(s) and \
1 artificial; dropping 1 top and 1 bottom leaves none to average (artificial scores do not \
count)
    """
    _check_settings(adjusted)
    results = _board(results)
    sides, base = _butler_sides(results, settings)
    answer: list[tuple[float, float]] = []
    for result, pair in zip(results, sides, strict=True):
        if pair is None:
            assert isinstance(result, Artificial)
            answer.append((float(adjusted.imps(result.ns)), float(adjusted.imps(result.ew))))
        else:
            answer.append(
                (float(_weighted_imps(pair[0], base)), float(-_weighted_imps(pair[1], base)))
            )
    return answer


def board_cross_imps(
    results: Sequence[TableResult],
    *,
    average: bool = True,
    adjusted: AdjustedSettings = _DEFAULT,
) -> list[tuple[float, float]]:
    """The cross-IMPs of the NS and of the EW pair at each table of a board, adjusted scores
    included (Law 12C); for plain scores, :func:`~bridgecraft.core.scoring.imps.cross_imps`
    for NS and their negatives for EW.

    - Each NS pair is IMPed against the NS pair of every other real (not artificial) table,
      by the NS sides of the two results; each EW pair so against the other EW pairs, by
      the EW sides. A weighted score is compared part by part, the IMPs weighted.
    - ``average=True`` divides by the number of comparisons, the other real tables;
      ``average=False`` gives the total.
    - An artificial score is not compared, and the others are not compared with it. Each
      of its sides gets its grade's IMPs (``adjusted``, ±3 by default) for each comparison
      it could not make: once averaged, and times the number of real tables in total.

    >>> board_cross_imps([620, 170, Weighted.of((620, "0.5"), (-100, "0.5"))])
    [(8.0, -8.0), (-5.75, 5.75), (-2.25, 2.25)]

    (620 wins 10 against 170 and, against the weighted score, half of 0 and half of 12;
    (10 + 6) / 2 = 8.)

    >>> board_cross_imps([620, 170, -100], average=False)
    [(22.0, -22.0), (-3.0, 3.0), (-19.0, 19.0)]
    """
    check_flag(average, "average")
    _check_settings(adjusted)
    results = _board(results)
    sides = _real_sides(results, "cross-IMP", 2, "a board needs at least 2 real results to compare")
    real = [index for index, pair in enumerate(sides) if pair is not None]
    answer: list[tuple[float, float]] = []
    for index, result in enumerate(results):
        pair = sides[index]
        if pair is None:
            assert isinstance(result, Artificial)
            times = 1 if average else len(real)
            ns = Fraction(adjusted.imps(result.ns) * times)
            ew = Fraction(adjusted.imps(result.ew) * times)
        else:
            ns = ew = Fraction(0)
            for other in real:
                theirs = sides[other]
                if other == index or theirs is None:
                    continue
                ns += _weighted_imps(pair[0], theirs[0])
                # EW pairs: the lower the NS score, the better for EW.
                ew += _weighted_imps(theirs[1], pair[1])
            if average:
                ns, ew = ns / (len(real) - 1), ew / (len(real) - 1)
        answer.append((float(ns), float(ew)))
    return answer
