"""Adjusted scores at board level (Law 12C): each kind checked against the plain scoring it
must reduce to, and the weighted and split scores against boards of their parts."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgecraft.core import InvalidNotationError
from bridgecraft.core.scoring import (
    AdjustedSettings,
    Artificial,
    Assigned,
    ButlerSettings,
    Grade,
    TableResult,
    Weighted,
    board_butler_imps,
    board_cross_imps,
    board_datum,
    board_imps,
    board_matchpoints,
    butler_imps,
    cross_imps,
    datum,
    ew_matchpoints,
    imps,
    matchpoints,
    neuberg_board,
    team_board_imps,
    top,
)

scores = st.integers(-80, 80).map(lambda tens: 10 * tens)  # few values: many ties
boards = st.lists(scores, min_size=1, max_size=9)
scales = st.sampled_from([1, 2])
weights = st.integers(1, 9).map(lambda tenths: Fraction(tenths, 10))


def close(first: list[tuple[float, float]], second: list[tuple[float, float]]) -> bool:
    return all(
        abs(a - c) < 1e-9 and abs(b - d) < 1e-9
        for (a, b), (c, d) in zip(first, second, strict=True)
    )


@given(boards, scales)
def test_plain_scores_are_matchpointed_as_before(board: list[int], scale: int) -> None:
    expected = list(
        zip(matchpoints(board, scale=scale), ew_matchpoints(board, scale=scale), strict=True)
    )
    assert board_matchpoints(board, scale=scale) == expected  # type: ignore[arg-type]


@given(boards, st.integers(0, 5), scales)
def test_fewer_results_than_expected_are_neubergged(
    board: list[int], missing: int, scale: int
) -> None:
    full = len(board) + missing
    got = board_matchpoints(board, expected=full, scale=scale)  # type: ignore[arg-type]
    ns = neuberg_board(board, full, scale=scale)  # type: ignore[arg-type]
    ew = neuberg_board([-score for score in board], full, scale=scale)  # type: ignore[arg-type]
    assert close(got, list(zip(ns, ew, strict=True)))


@given(boards, st.data())
def test_artificial_scores_get_their_share_and_the_rest_is_neubergged(
    board: list[int], data: st.DataObject
) -> None:
    grades = st.sampled_from(list(Grade))
    adjusted = [Artificial(data.draw(grades), data.draw(grades)) for _ in range(3)]
    where = sorted(data.draw(st.integers(0, len(board))) for _ in adjusted)
    results: list[TableResult] = list(board)
    for offset, (position, artificial) in enumerate(zip(where, adjusted, strict=True)):
        results.insert(position + offset, artificial)
    got = board_matchpoints(results)
    full = len(results)
    board_top = top(full)
    real = iter(
        zip(neuberg_board(board, full), neuberg_board([-s for s in board], full), strict=True)
    )
    percent = {Grade.PLUS: 60, Grade.AVERAGE: 50, Grade.MINUS: 40}
    for result, (ns, ew) in zip(results, got, strict=True):
        if isinstance(result, Artificial):
            assert (ns, ew) == pytest.approx(
                (percent[result.ns] * board_top / 100, percent[result.ew] * board_top / 100)
            )
        else:
            assert (ns, ew) == pytest.approx(next(real))


@given(boards, scores, scores, weights, st.integers(0, 9), scales)
def test_a_weighted_score_is_the_weighted_sum_of_the_boards_of_its_parts(
    board: list[int], first: int, second: int, weight: Fraction, where: int, scale: int
) -> None:
    """Law 12C1c: every table's matchpoints, the weighted one's and the others', are the
    weighted sum of what they would be had each part been the result."""
    position = min(where, len(board))
    weighted = Weighted(((first, weight), (second, 1 - weight)))

    def with_result(result: TableResult) -> list[tuple[float, float]]:
        results: list[TableResult] = [*board[:position], result, *board[position:]]
        return board_matchpoints(results, scale=scale)  # type: ignore[arg-type]

    got = with_result(weighted)
    expected = [
        (float(weight * a + (1 - weight) * c), float(weight * b + (1 - weight) * d))
        for (a, b), (c, d) in zip(with_result(first), with_result(second), strict=True)
    ]
    assert close(got, expected)
    # Balanced: each table's two pairs share the top.
    board_top = top(len(board) + 1, scale=scale)  # type: ignore[arg-type]
    assert all(abs(ns + ew - board_top) < 1e-9 for ns, ew in got)


@given(boards, scores, scores, st.integers(0, 9))
def test_a_split_score_is_compared_with_each_direction_by_its_own_side(
    board: list[int], ns_score: int, ew_score: int, where: int
) -> None:
    """Law 12C1b: NS pairs are matchpointed as if the table's result were the NS side's
    score, EW pairs as if it were the EW side's."""
    position = min(where, len(board))

    def with_result(result: TableResult) -> list[tuple[float, float]]:
        return board_matchpoints([*board[:position], result, *board[position:]])

    got = with_result(Assigned(ns_score, ew_score))
    as_ns, as_ew = with_result(ns_score), with_result(ew_score)
    assert got == [(ns[0], ew[1]) for ns, ew in zip(as_ns, as_ew, strict=True)]


@given(scores, scores)
def test_team_imps_of_plain_scores_are_the_board_imps(first: int, second: int) -> None:
    assert team_board_imps(first, second) == (board_imps(first, second), -board_imps(first, second))


@given(scores, scores, scores, weights)
def test_team_imps_of_a_weighted_score_weight_the_imps_not_the_scores(
    first: int, second: int, other: int, weight: Fraction
) -> None:
    a, b = team_board_imps(Weighted(((first, weight), (second, 1 - weight))), other)
    expected = weight * board_imps(first, other) + (1 - weight) * board_imps(second, other)
    assert a == pytest.approx(float(expected)) and b == pytest.approx(-float(expected))


@given(scores, scores, scores)
def test_team_imps_of_a_split_score(ns_side: int, ew_side: int, other: int) -> None:
    # Team A's NS pair got ns_side at table 1; team B's EW pair there is scored by ew_side.
    a, b = team_board_imps(Assigned(ns_side, ew_side), other)
    assert (a, b) == (board_imps(ns_side, other), -board_imps(ew_side, other))
    a, b = team_board_imps(other, Assigned(ns_side, ew_side))
    assert (a, b) == (board_imps(other, ew_side), -board_imps(other, ns_side))


def test_team_imps_of_artificial_scores() -> None:
    plus_minus = Artificial(Grade.PLUS, Grade.MINUS)
    assert team_board_imps(plus_minus, 620) == (3.0, -3.0)
    assert team_board_imps(620, plus_minus) == (-3.0, 3.0)  # team A is EW at table 2
    both = Artificial(Grade.AVERAGE, Grade.MINUS)
    # Both tables artificial: each team has average at one table, average-minus at the other.
    assert team_board_imps(both, both) == (-3.0, -3.0)
    assert team_board_imps(plus_minus, 620, settings=AdjustedSettings(plus_imps=2)) == (2.0, -2.0)


def test_settings_change_what_the_artificial_grades_are_worth() -> None:
    board: list[TableResult] = [620, 170, Artificial(Grade.PLUS, Grade.MINUS)]
    assert board_matchpoints(board)[2] == (2.4, 1.6)  # 60% and 40% of a top of 4
    settings = AdjustedSettings(plus_percent=65, minus_percent=35)
    assert board_matchpoints(board, settings=settings)[2] == (2.6, 1.4)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Weighted.of(), "no scores given"),
        (lambda: Weighted.of((420, "0.6"), (-50, "0.3")), "add up to 9/10, not 1"),
        (lambda: Weighted.of((420, "x"), (-50, "0.3")), "weight 'x' is not a number"),
        (lambda: Weighted.of((420, "1.2"), (-50, "-0.2")), "weight Fraction(-1, 5) is not above 0"),
        (
            lambda: Weighted.of(
                (4.5, "1"),
            ),
            "score 4.5 is not a whole number",
        ),  # type: ignore[arg-type]
        (lambda: Assigned("420", 50), "invalid assigned score '420'"),  # type: ignore[arg-type]
        (lambda: Artificial("A+", Grade.PLUS), "expected a Grade"),  # type: ignore[arg-type]
        (lambda: Grade.parse("B"), "invalid artificial score 'B'"),
        (lambda: Weighted(((420, Fraction(2)),)), "the weights add up to 2, not 1"),
        (lambda: Weighted.of((420, None)), "weight None is not a number"),  # type: ignore[arg-type]
        (lambda: AdjustedSettings().percent("A+"), "expected a Grade"),  # type: ignore[arg-type]
        (lambda: AdjustedSettings().imps("A+"), "expected a Grade"),  # type: ignore[arg-type]
        (lambda: AdjustedSettings(plus_percent=45), "average-plus 50 to 100"),
        (lambda: AdjustedSettings(plus_imps=-1), "invalid average-plus IMPs -1"),
        (lambda: board_matchpoints([]), "empty board"),
        (lambda: board_matchpoints([420, 450], expected=1), "fewer than the board's 2 tables"),
        (lambda: board_matchpoints(["420"]), "invalid table result '420'"),  # type: ignore[list-item]
        (lambda: board_matchpoints([420], scale=3), "invalid matchpoint scale 3"),  # type: ignore[arg-type]
        (lambda: team_board_imps(None, 420), "invalid table result None"),  # type: ignore[arg-type]
        (lambda: board_butler_imps([]), "cannot take a Butler datum of an empty board"),
        (lambda: board_datum([]), "cannot take a Butler datum of an empty board"),
        (lambda: board_cross_imps([]), "cannot cross-IMP an empty board"),
        (
            lambda: board_butler_imps([Artificial(Grade.PLUS, Grade.MINUS)] * 3),
            "0 real result(s) and 3 artificial; dropping 1 top and 1 bottom leaves none",
        ),
        (
            lambda: board_datum([620, 170, Artificial(Grade.AVERAGE, Grade.AVERAGE)]),
            "2 real result(s) and 1 artificial; dropping 1 top and 1 bottom leaves none",
        ),
        (
            lambda: board_butler_imps([620, 170, 420, 450, 100], ButlerSettings(drop_extremes=3)),
            "5 real result(s) and 0 artificial; dropping 3 top and 3 bottom leaves none",
        ),
        (
            lambda: board_cross_imps([620, Artificial(Grade.PLUS, Grade.MINUS)]),
            "1 real result(s) and 1 artificial; a board needs at least 2 real results",
        ),
        (
            lambda: board_cross_imps([Artificial(Grade.PLUS, Grade.MINUS)] * 2, average=False),
            "0 real result(s) and 2 artificial",
        ),
        (lambda: board_butler_imps([620, 170, None]), "invalid table result None"),  # type: ignore[list-item]
        (lambda: board_cross_imps([620, "170"]), "invalid table result '170'"),  # type: ignore[list-item]
        (lambda: board_cross_imps([620, Assigned(620, 1.5)]), "invalid assigned score 1.5"),  # type: ignore[arg-type]
    ],
)
def test_bad_adjusted_scores_say_what_is_wrong(make: object, words: str) -> None:
    with pytest.raises(InvalidNotationError, match=words.replace("(", r"\(").replace(")", r"\)")):
        make()  # type: ignore[operator]


def test_grades_parse_their_usual_spellings() -> None:
    assert [Grade.parse(text) for text in ("A+", "ave+", "60%", "A", "50%", "a-", "A−")] == [
        Grade.PLUS,
        Grade.PLUS,
        Grade.PLUS,
        Grade.AVERAGE,
        Grade.AVERAGE,
        Grade.MINUS,
        Grade.MINUS,
    ]


# -- pairs at IMPs: Butler and cross-IMPs ----------------------------------------------------

grades = st.sampled_from(list(Grade))
artificials = st.builds(Artificial, grades, grades)
weighted_scores = st.builds(
    lambda first, second, weight: Weighted(((first, weight), (second, 1 - weight))),
    scores,
    scores,
    weights,
)
sides = st.one_of(scores, weighted_scores)
real_results: st.SearchStrategy[TableResult] = st.one_of(
    scores, weighted_scores, st.builds(Assigned, sides, sides)
)
butler_settings = st.builds(
    ButlerSettings,
    drop_extremes=st.integers(0, 2),
    round_datum_to=st.sampled_from([1, 5, 10, 50]),
)
GRADE_IMPS = {Grade.PLUS: 1, Grade.AVERAGE: 0, Grade.MINUS: -1}  # times plus_imps


def with_artificials(
    data: st.DataObject, real: list[TableResult], most: int = 3
) -> list[TableResult]:
    """``real`` with up to ``most`` artificial results put in at random places."""
    results = list(real)
    for artificial in data.draw(st.lists(artificials, max_size=most)):
        results.insert(data.draw(st.integers(0, len(results))), artificial)
    return results


def mixed_board(data: st.DataObject, fewest_real: int) -> list[TableResult]:
    real = data.draw(st.lists(real_results, min_size=fewest_real, max_size=fewest_real + 6))
    return with_artificials(data, real)


def put(board: Sequence[TableResult], where: int, result: TableResult) -> list[TableResult]:
    position = min(where, len(board))
    return [*board[:position], result, *board[position:]]


def put_plain(board: list[int], where: int, score: int) -> list[int]:
    position = min(where, len(board))
    return [*board[:position], score, *board[position:]]


def negated(score: int | Weighted) -> int | Weighted:
    if isinstance(score, Weighted):
        return Weighted(tuple((-points, weight) for points, weight in score.parts))
    return -score


def mirrored(result: TableResult) -> TableResult:
    """The same result with the directions swapped: EW become NS (scores negated)."""
    if isinstance(result, Artificial):
        return Artificial(result.ew, result.ns)
    if isinstance(result, Assigned):
        return Assigned(negated(result.ew), negated(result.ns))
    return negated(result)


def trimmed_mean(board: list[int], drop: int) -> Fraction:
    """The Butler average of plain scores, restated: sort, cut ``drop`` at each end."""
    kept = sorted(board)[drop : len(board) - drop]
    return Fraction(sum(kept), len(kept))


def rounded(value: Fraction, step: int) -> int:
    """``value`` to the nearest multiple of ``step``, halves away from zero (restated)."""
    units = math.floor(abs(value) / step + Fraction(1, 2))
    return (-units if value < 0 else units) * step


@given(st.data())
def test_plain_scores_get_exactly_the_butler_imps(data: st.DataObject) -> None:
    settings = data.draw(butler_settings)
    board = data.draw(st.lists(scores, min_size=2 * settings.drop_extremes + 1, max_size=12))
    expected = [(float(value), float(-value)) for value in butler_imps(board, settings)]
    assert board_butler_imps(board, settings) == expected
    assert board_datum(board, settings) == datum(board, settings)


@given(st.lists(scores, min_size=2, max_size=12), st.booleans())
def test_plain_scores_get_exactly_the_cross_imps(board: list[int], average: bool) -> None:
    expected = [(value, -value) for value in cross_imps(board, average=average)]
    assert board_cross_imps(board, average=average) == expected


@given(st.data(), scores, weights, st.integers(0, 12))
def test_equal_sides_and_equal_parts_are_the_plain_score(
    data: st.DataObject, score: int, weight: Fraction, where: int
) -> None:
    """Assigned(x, x) and a Weighted score of x and x are x, for every table of the board."""
    settings = data.draw(butler_settings)
    board = mixed_board(data, max(1, 2 * settings.drop_extremes))
    plain = put(board, where, score)
    for same in (Assigned(score, score), Weighted(((score, weight), (score, 1 - weight)))):
        results = put(board, where, same)
        assert board_datum(results, settings) == board_datum(plain, settings)
        assert board_butler_imps(results, settings) == board_butler_imps(plain, settings)
        for average in (True, False):
            assert board_cross_imps(results, average=average) == board_cross_imps(
                plain, average=average
            )


@given(st.data())
def test_swapping_the_directions_swaps_the_imps(data: st.DataObject) -> None:
    """Scoring does not favour a direction: with every result seen from the other side (NS
    and EW swapped, scores negated), the datum is negated and each table's NS and EW IMPs
    change places. A datum taken from the NS side of split scores only would fail this."""
    settings = data.draw(butler_settings)
    board = mixed_board(data, max(2, 2 * settings.drop_extremes + 1))
    mirror = [mirrored(result) for result in board]
    assert board_datum(mirror, settings) == -board_datum(board, settings)
    swapped = [(ew, ns) for ns, ew in board_butler_imps(board, settings)]
    assert board_butler_imps(mirror, settings) == swapped
    for average in (True, False):
        swapped = [(ew, ns) for ns, ew in board_cross_imps(board, average=average)]
        assert board_cross_imps(mirror, average=average) == swapped


@given(st.data(), scores, scores, st.integers(0, 12))
def test_butler_scores_each_side_of_a_split_score_by_its_own_score(
    data: st.DataObject, ns_side: int, ew_side: int, where: int
) -> None:
    settings = data.draw(butler_settings)
    board = data.draw(st.lists(scores, min_size=2 * settings.drop_extremes, max_size=10))
    results = put(board, where, Assigned(ns_side, ew_side))
    base = board_datum(results, settings)
    split = min(where, len(board))
    expected = [
        (float(imps(score - base)), float(-imps(score - base)))
        for score in put_plain(board, where, 0)
    ]
    expected[split] = (float(imps(ns_side - base)), float(-imps(ew_side - base)))
    assert board_butler_imps(results, settings) == expected


@given(st.data(), scores, scores, st.integers(0, 12))
def test_a_split_score_enters_the_datum_as_half_the_boards_of_each_side(
    data: st.DataObject, ns_side: int, ew_side: int, where: int
) -> None:
    """The reading of decision 0026: a split table counts once, half by each side's score;
    the average is then exactly the mean of the averages of the two boards in which the
    table scored plainly the one side or the other, whatever the extremes dropped."""
    settings = data.draw(butler_settings)
    drop, step = settings.drop_extremes, settings.round_datum_to
    board = data.draw(st.lists(scores, min_size=2 * drop, max_size=10))
    as_ns, as_ew = put_plain(board, where, ns_side), put_plain(board, where, ew_side)
    average = (trimmed_mean(as_ns, drop) + trimmed_mean(as_ew, drop)) / 2
    split = put(board, where, Assigned(ns_side, ew_side))
    assert board_datum(split, settings) == rounded(average, step)
    # The same as a weighted score of the two sides, half each.
    halves = Weighted(((ns_side, Fraction(1, 2)), (ew_side, Fraction(1, 2))))
    assert board_datum(put(board, where, halves), settings) == board_datum(split, settings)


@given(st.data(), scores, scores, weights, st.integers(0, 12))
def test_butler_weights_the_imps_of_the_parts_against_the_datum_of_the_parts(
    data: st.DataObject, first: int, second: int, weight: Fraction, where: int
) -> None:
    """A weighted score enters the datum part by part, with the weights, so that the average
    is the weighted mean of the averages of the boards of its parts; its IMPs are the
    weighted IMPs of its parts against that one datum (as team_board_imps weights IMPs)."""
    settings = data.draw(butler_settings)
    drop, step = settings.drop_extremes, settings.round_datum_to
    board = data.draw(st.lists(scores, min_size=2 * drop, max_size=10))
    of_first = trimmed_mean(put_plain(board, where, first), drop)
    of_second = trimmed_mean(put_plain(board, where, second), drop)
    results = put(board, where, Weighted(((first, weight), (second, 1 - weight))))
    base = board_datum(results, settings)
    assert base == rounded(weight * of_first + (1 - weight) * of_second, step)
    mixed = weight * imps(first - base) + (1 - weight) * imps(second - base)
    expected = [
        (float(imps(score - base)), float(-imps(score - base)))
        for score in put_plain(board, where, 0)
    ]
    expected[min(where, len(board))] = (float(mixed), float(-mixed))
    assert board_butler_imps(results, settings) == expected


def test_a_weighted_part_can_be_dropped_as_an_extreme() -> None:
    """Worked by hand. Results 100, 200, 300 and 1000 or 0 at half each; the datum's weight
    is 4, and a weight of 1 is dropped at each end: the half of 0 and half of the 100 at the
    bottom, the half of 1000 and half of the 300 at the top. Left: half of 100, 200, half
    of 300: (50 + 200 + 150) / 2 = 200. (The weighted average 500 as one score would have
    given (200 + 300) / 2 = 250.) The weighted table: half of imps(-200) = -5 and half of
    imps(800) = 13, so 4."""
    board: list[TableResult] = [100, 200, 300, Weighted.of((0, "0.5"), (1000, "0.5"))]
    assert board_datum(board) == 200
    assert board_butler_imps(board) == [(-3.0, 3.0), (0.0, 0.0), (3.0, -3.0), (4.0, -4.0)]


def test_a_split_datum_by_hand() -> None:
    """Worked by hand: 620, 650, 170 and a split 620/170. Had the table scored 620, the
    datum's average would be (620 + 620) / 2 = 620; had it scored 170, (170 + 620) / 2 = 395;
    the split takes half of each, 507.5, rounded to 510. NS at the split table: +110, 3 IMPs;
    its EW pair, scored by the 170: 510 - 170 = 340, 8 IMPs."""
    board: list[TableResult] = [620, 650, 170, Assigned(620, 170)]
    assert board_datum(board) == 510
    assert board_butler_imps(board)[3] == (3.0, 8.0)
    assert board_datum(board[:3] + [620]) == 620
    assert board_datum(board[:3] + [170]) == 400  # 395 rounds away from zero


@given(st.data(), scores, scores, st.integers(0, 12), st.booleans())
def test_cross_imps_score_each_side_of_a_split_score_by_its_own_score(
    data: st.DataObject, ns_side: int, ew_side: int, where: int, average: bool
) -> None:
    """NS pairs are cross-IMPed as if the table's result were its NS side, EW pairs as if it
    were its EW side."""
    board = mixed_board(data, 1)
    got = board_cross_imps(put(board, where, Assigned(ns_side, ew_side)), average=average)
    as_ns = board_cross_imps(put(board, where, ns_side), average=average)
    as_ew = board_cross_imps(put(board, where, ew_side), average=average)
    assert got == [(ns[0], ew[1]) for ns, ew in zip(as_ns, as_ew, strict=True)]


@given(st.data(), scores, scores, weights, st.integers(0, 12), st.booleans())
def test_cross_imps_of_a_weighted_score_are_the_weighted_sum_of_the_boards_of_its_parts(
    data: st.DataObject, first: int, second: int, weight: Fraction, where: int, average: bool
) -> None:
    """Law 12C1c as in board_matchpoints and team_board_imps: every table's cross-IMPs, the
    weighted one's and the others', are the weighted sum of what they would be had each
    part been the result (the IMPs are weighted, not the scores)."""
    board = mixed_board(data, 1)
    weighted = Weighted(((first, weight), (second, 1 - weight)))
    got = board_cross_imps(put(board, where, weighted), average=average)
    of_first = board_cross_imps(put(board, where, first), average=average)
    of_second = board_cross_imps(put(board, where, second), average=average)
    expected = [
        (float(weight * a + (1 - weight) * c), float(weight * b + (1 - weight) * d))
        for (a, b), (c, d) in zip(of_first, of_second, strict=True)
    ]
    assert close(got, expected)


def test_weighted_cross_imps_are_not_the_imps_of_the_weighted_average() -> None:
    """Worked by hand: 620 against 170 and against 620 or -100 at half each. Weighting the
    IMPs: (10 + (0 + 12) / 2) / 2 = 8. The weighted average 260 would have given
    (10 + imps(360) = 8) / 2 = 9."""
    weighted = Weighted.of((620, "0.5"), (-100, "0.5"))
    assert board_cross_imps([620, 170, weighted])[0] == (8.0, -8.0)
    assert board_cross_imps([620, 170, 260])[0] == (9.0, -9.0)


@given(st.data(), st.integers(0, 6))
def test_artificial_scores_get_their_grades_and_leave_the_others_alone(
    data: st.DataObject, plus: int
) -> None:
    """An artificial table is not in the datum and not compared: the others' IMPs are those
    of the board without it. It gets its grades' IMPs: at cross-IMPs once on average, and
    once for each real table in total."""
    settings = data.draw(butler_settings)
    adjusted = AdjustedSettings(plus_imps=plus)
    real = data.draw(
        st.lists(real_results, min_size=max(2, 2 * settings.drop_extremes + 1), max_size=8)
    )
    results = with_artificials(data, real, most=4)
    assert board_datum(results, settings) == board_datum(real, settings)
    count = len(real)
    for got, alone, times in (
        (
            board_butler_imps(results, settings, adjusted=adjusted),
            board_butler_imps(real, settings, adjusted=adjusted),
            1,
        ),
        (board_cross_imps(results, adjusted=adjusted), board_cross_imps(real), 1),
        (
            board_cross_imps(results, average=False, adjusted=adjusted),
            board_cross_imps(real, average=False),
            count,
        ),
    ):
        others = iter(alone)
        for result, imps_pair in zip(results, got, strict=True):
            if isinstance(result, Artificial):
                assert imps_pair == (
                    GRADE_IMPS[result.ns] * plus * times,
                    GRADE_IMPS[result.ew] * plus * times,
                )
            else:
                assert imps_pair == next(others)
        assert next(others, None) is None


@given(st.data())
def test_total_cross_imps_are_the_average_times_the_comparisons(data: st.DataObject) -> None:
    board = mixed_board(data, 2)
    real = sum(not isinstance(result, Artificial) for result in board)
    averaged, total = board_cross_imps(board), board_cross_imps(board, average=False)
    for result, (ns, ew), (ns_total, ew_total) in zip(board, averaged, total, strict=True):
        comparisons = real if isinstance(result, Artificial) else real - 1
        assert ns_total == pytest.approx(ns * comparisons)
        assert ew_total == pytest.approx(ew * comparisons)


def test_artificial_imps_follow_the_settings() -> None:
    board: list[TableResult] = [620, 170, 420, Artificial(Grade.PLUS, Grade.AVERAGE)]
    assert board_butler_imps(board)[3] == (3.0, 0.0)
    assert board_butler_imps(board, adjusted=AdjustedSettings(plus_imps=2))[3] == (2.0, 0.0)
    assert board_cross_imps(board, adjusted=AdjustedSettings(plus_imps=4))[3] == (4.0, 0.0)
    # In total, once for each of the 3 real tables it could not be compared with.
    assert board_cross_imps(board, average=False)[3] == (9.0, 0.0)


def test_too_few_real_results_name_the_board_and_the_reason() -> None:
    board: list[TableResult] = [620, Artificial(Grade.PLUS, Grade.MINUS)]
    message = (
        f"cannot cross-IMP {board!r}: 1 real result(s) and 1 artificial; "
        "a board needs at least 2 real results to compare"
    )
    with pytest.raises(InvalidNotationError, match=re.escape(message)):
        board_cross_imps(board)
    with pytest.raises(InvalidNotationError, match=re.escape(f"of {board!r}: 1 real result")):
        board_butler_imps(board)
    # With no extremes dropped, one real result is a datum of its own.
    assert board_butler_imps(board, ButlerSettings(drop_extremes=0)) == [(0.0, 0.0), (3.0, -3.0)]
