"""Adjusted scores at board level (Law 12C): each kind checked against the plain scoring it
must reduce to, and the weighted and split scores against boards of their parts."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgecraft.core import InvalidNotationError
from bridgecraft.core.scoring import (
    AdjustedSettings,
    Artificial,
    Assigned,
    Grade,
    TableResult,
    Weighted,
    board_imps,
    board_matchpoints,
    ew_matchpoints,
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
