"""Matchpoints (Law 78A), Neuberg and percentages: the spec's vectors and properties."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Literal

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests._shared import load_vectors

from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring.matchpoints import (
    ew_matchpoints,
    matchpoints,
    neuberg,
    neuberg_board,
    percentage,
    session_percentages,
    top,
)

VECTORS: dict[str, Any] = load_vectors()["matchpoints"]
SCORES: list[int] = VECTORS["board_scores_ns"]

# Few distinct scores, so that ties are common.
boards = st.lists(st.sampled_from([-200, -100, -50, 50, 110, 140, 170, 420, 450, 620]), min_size=1)
scales = st.sampled_from([1, 2])
mps = st.integers(min_value=0, max_value=24)


# -- the spec's vectors --------------------------------------------------------------------


@pytest.mark.parametrize(("scale", "key"), [(2, "mp_2_per_win"), (1, "mp_1_per_win")])
def test_matchpoint_vectors(scale: Literal[1, 2], key: str) -> None:
    expected = VECTORS[key]
    assert matchpoints(SCORES, scale=scale) == expected["ns"]
    assert ew_matchpoints(SCORES, scale=scale) == expected["ew"]
    assert top(len(SCORES), scale=scale) == expected["top"]


@pytest.mark.parametrize(
    ("scale", "key"),
    [
        (2, "neuberg_6_results_8_expected_2scale"),
        (1, "neuberg_6_results_8_expected_1scale"),
    ],
)
def test_neuberg_vectors(scale: Literal[1, 2], key: str) -> None:
    expected = VECTORS[key]
    assert neuberg_board(SCORES, 8, scale=scale, places=4) == expected["ns"]
    unrounded = neuberg_board(SCORES, 8, scale=scale)
    assert unrounded == pytest.approx(expected["ns"], abs=5e-5)
    assert top(8, scale=scale) == expected["top"]


def test_neuberg_ebu_example() -> None:
    example = VECTORS["neuberg_ebu_example_10_results_11_expected"]
    assert [neuberg(mp, 10, 11) for mp in example["mp_in"]] == example["mp_out"]
    assert [neuberg(mp, 10, 11, places=1) for mp in example["mp_in"]] == example["mp_out"]
    assert top(11) == example["top"]
    # The same board on the 1-point scale: everything halves.
    halves = [neuberg(mp / 2, 10, 11, scale=1) for mp in example["mp_in"]]
    assert halves == pytest.approx([mp / 2 for mp in example["mp_out"]])


# -- examples ------------------------------------------------------------------------------


def test_matchpoints_small_boards() -> None:
    assert matchpoints([100]) == [0.0]
    assert top(1) == 0
    assert matchpoints([100, 100]) == [1.0, 1.0]
    assert matchpoints([-50, 100], scale=1) == [0.0, 1.0]


def test_percentages_and_rounding() -> None:
    assert percentage(5, 10) == 50.0
    assert percentage(2, 3) == pytest.approx(66.6667, abs=1e-4)
    assert percentage(2, 3, places=1) == 66.7
    assert percentage(2.5, 5.0) == 50.0
    assert session_percentages({"A": [(10, 10), (0, 10), (7, 10)]}) == {"A": 170 / 3}
    assert session_percentages({"A": [(10, 10), (0, 10), (7, 10)]}, places=2) == {"A": 56.67}
    # Sums over boards, not the average of board percentages: 12/16, not (100 + 50) / 2.
    assert session_percentages({"B": [(2, 2), (7, 14)]}) == {"B": 50.0 * 9 / 8}


# -- invalid inputs ------------------------------------------------------------------------


def test_invalid_inputs_name_the_input() -> None:
    with pytest.raises(InvalidNotationError, match="empty board"):
        matchpoints([])
    for bad_scale in (0, 3, True):
        with pytest.raises(InvalidNotationError, match=f"scale {bad_scale!r}"):
            matchpoints(SCORES, scale=bad_scale)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="scale 4"):
        top(3, scale=4)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="results 0"):
        top(0)
    with pytest.raises(InvalidNotationError, match="results 0"):
        neuberg(0, 0, 8)
    with pytest.raises(InvalidNotationError, match="expected 5: fewer than the 6 results"):
        neuberg(4, 6, 5)
    with pytest.raises(InvalidNotationError, match="matchpoints 11: expected 0 to 10"):
        neuberg(11, 6, 8)
    with pytest.raises(InvalidNotationError, match="matchpoints -1"):
        neuberg(-1, 6, 8)
    with pytest.raises(InvalidNotationError, match="matchpoints nan"):
        neuberg(math.nan, 6, 8)
    with pytest.raises(InvalidNotationError, match="expected 5"):
        neuberg_board(SCORES, 5)
    with pytest.raises(InvalidNotationError, match="places -1"):
        neuberg(4, 6, 8, places=-1)
    with pytest.raises(InvalidNotationError, match="top 0"):
        percentage(0, 0)
    with pytest.raises(InvalidNotationError, match="matchpoints 11"):
        percentage(11, 10)
    with pytest.raises(InvalidNotationError, match="pair 'A'"):
        session_percentages({"A": []})
    with pytest.raises(InvalidNotationError, match="pair 'A': 12 matchpoints of a top of 10"):
        session_percentages({"A": [(12, 10), (0, 10)]})


# -- properties ----------------------------------------------------------------------------


@given(boards, scales)
def test_board_totals_and_ew_is_top_less_ns(scores: list[int], scale: Literal[1, 2]) -> None:
    n = len(scores)
    ns = matchpoints(scores, scale=scale)
    ew = ew_matchpoints(scores, scale=scale)
    assert sum(ns) == n * (n - 1) * scale / 2
    assert sum(ew) == sum(ns)
    assert all(a + b == top(n, scale=scale) for a, b in zip(ns, ew, strict=True))
    assert all(0 <= mp <= top(n, scale=scale) for mp in ns)


@given(boards)
def test_scales_differ_by_a_factor_of_two(scores: list[int]) -> None:
    assert matchpoints(scores, scale=1) == [mp / 2 for mp in matchpoints(scores)]


@given(boards, scales)
def test_ties_share_and_better_scores_earn_more(scores: list[int], scale: Literal[1, 2]) -> None:
    ns = matchpoints(scores, scale=scale)
    for score, mp in zip(scores, ns, strict=True):
        for other, other_mp in zip(scores, ns, strict=True):
            if score == other:
                assert mp == other_mp
            elif score > other:
                assert mp > other_mp
    # A tie shares what a win and a loss would give.
    tied = matchpoints([*scores, scores[0]], scale=scale)
    assert tied[-1] == tied[0] == ns[0] + scale / 2


@given(boards, scales)
def test_neuberg_with_all_results_is_the_identity(scores: list[int], scale: Literal[1, 2]) -> None:
    n = len(scores)
    assert neuberg_board(scores, n, scale=scale) == matchpoints(scores, scale=scale)


@given(boards, st.integers(min_value=0, max_value=20), scales)
def test_neuberg_rescales_onto_the_larger_top(
    scores: list[int], missing: int, scale: Literal[1, 2]
) -> None:
    n = len(scores)
    expected = n + missing
    rescaled = neuberg_board(scores, expected, scale=scale)
    full = top(expected, scale=scale)
    assert all(0 <= mp <= full for mp in rescaled)
    # The rescaled board keeps the average: half of the larger top.
    assert sum(rescaled) == pytest.approx(n * full / 2)
    # A top stays below the larger top by tie * (expected / n - 1); a zero rises by as much.
    gap = scale / 2 * (expected / n - 1)
    assert neuberg(top(n, scale=scale), n, expected, scale=scale) == pytest.approx(full - gap)
    assert neuberg(0, n, expected, scale=scale) == pytest.approx(gap)


@given(
    st.fractions(min_value=0, max_value=1),
    st.floats(min_value=0.5, max_value=1e4, allow_nan=False),
    st.one_of(st.none(), st.integers(min_value=0, max_value=4)),
)
def test_percentage_stays_in_0_to_100(
    share: Fraction, board_top: float, places: int | None
) -> None:
    value = percentage(float(share) * board_top, board_top, places=places)
    assert 0 <= value <= 100
    assert percentage(board_top, board_top, places=places) == 100.0
    assert percentage(0, board_top, places=places) == 0.0


@given(
    st.dictionaries(
        st.integers(min_value=1, max_value=30),
        st.lists(
            st.tuples(mps, mps).map(lambda pair: (min(pair), max(pair))),
            min_size=1,
        ).filter(lambda played: sum(t for _, t in played) > 0),
    ),
    st.one_of(st.none(), st.integers(min_value=0, max_value=2)),
)
def test_session_percentages_stay_in_0_to_100(
    pairs: dict[int, list[tuple[int, int]]], places: int | None
) -> None:
    result = session_percentages(pairs, places=places)
    assert set(result) == set(pairs)
    assert all(0 <= value <= 100 for value in result.values())
