"""WBF continuous victory points (2013): the spec's vectors, the formula's built-in checks,
the concavity rule and Hypothesis properties."""

from __future__ import annotations

import math
from decimal import Decimal
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests._shared import load_vectors

from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring.vp import _lowest_concave, blitz, wbf_vp, wbf_vp_table

VP_VECTORS: list[dict[str, Any]] = load_vectors()["wbf_vp"]

board_counts = st.integers(min_value=1, max_value=64)
whole_margins = st.integers(min_value=-150, max_value=150)
margins = st.one_of(whole_margins, st.floats(min_value=-150, max_value=150, allow_nan=False))


def case_id(case: dict[str, Any]) -> str:
    return f"{case['boards']}b{case['imp_margin']:+d}"


def cents(values: list[float]) -> list[int]:
    """2-decimal values as whole hundredths, for exact differences."""
    return [round(value * 100) for value in values]


def is_concave(values: list[float]) -> bool:
    steps = [b - a for a, b in pairwise(cents(values))]
    return all(later <= earlier for earlier, later in pairwise(steps))


# -- the spec's vectors --------------------------------------------------------------------


@pytest.mark.parametrize("case", VP_VECTORS, ids=case_id)
def test_wbf_vp_rounded_column(case: dict[str, Any]) -> None:
    own, other = wbf_vp(case["imp_margin"], case["boards"])
    assert own == case["vp_rounded"]
    assert own + other == 20.0
    assert abs(own - case["vp_unrounded"]) <= 0.005
    assert round(blitz(case["boards"]), 4) == case["blitz"]


@pytest.mark.parametrize("case", VP_VECTORS, ids=case_id)
def test_wbf_vp_concavity_and_loser_columns(case: dict[str, Any]) -> None:
    own, other = wbf_vp(case["imp_margin"], case["boards"], concavity=True)
    assert own == case["vp_rounded_concavity_adjusted"]
    # The spec's loser column is 20 less the concavity-adjusted value.
    assert other == case["vp_opponent"]
    assert own + other == 20.0


def test_loser_column_matches_plain_rounding_where_concavity_changes_nothing() -> None:
    unchanged = [c for c in VP_VECTORS if c["vp_rounded"] == c["vp_rounded_concavity_adjusted"]]
    assert len(unchanged) == len(VP_VECTORS) - 4
    for case in unchanged:
        assert wbf_vp(case["imp_margin"], case["boards"])[1] == case["vp_opponent"]


# -- the formula's built-in checks (RULES §6.4) -------------------------------------------


@pytest.mark.parametrize("boards", [1, 4, 9, 16, 25, 36, 49, 64])
def test_a_third_and_two_thirds_of_the_blitz(boards: int) -> None:
    limit = blitz(boards)
    assert limit == 15 * math.isqrt(boards)
    assert wbf_vp(limit / 3, boards) == (15.0, 5.0)
    assert wbf_vp(2 * limit / 3, boards) == (18.09, 1.91)
    assert wbf_vp(limit, boards) == (20.0, 0.0)


def test_blitz() -> None:
    assert blitz(16) == 60.0
    assert blitz(8) == pytest.approx(42.4264, abs=1e-4)
    with pytest.raises(InvalidNotationError, match="boards 0"):
        blitz(0)


# -- tables and the concavity rule ---------------------------------------------------------


def test_table_shape() -> None:
    table = wbf_vp_table(16)
    assert len(table) == 61 and table[0] == 10.0 and table[-1] == 20.0 and table[20] == 15.0
    assert table == [wbf_vp(margin, 16)[0] for margin in range(61)]
    assert len(wbf_vp_table(8)) == 44  # margins 0..43, the first whole margin past 42.43


@pytest.mark.parametrize("boards", range(1, 41))
def test_concavity_rule(boards: int) -> None:
    plain = wbf_vp_table(boards)
    corrected = wbf_vp_table(boards, concavity=True)
    assert len(corrected) == len(plain)
    assert corrected == [wbf_vp(m, boards, concavity=True)[0] for m in range(len(plain))]
    assert is_concave(corrected)
    assert corrected[0] == 10.0 and corrected[-1] == 20.0
    raised = [i for i, (a, b) in enumerate(zip(plain, corrected, strict=True)) if a != b]
    for index in raised:
        assert corrected[index] > plain[index]
        # Minimal: lowering any raised entry by 0.01 breaks concavity again.
        lowered = list(corrected)
        lowered[index] = round(lowered[index] - 0.01, 2)
        assert not is_concave(lowered)
    if is_concave(plain):
        assert not raised
    if boards <= 33:
        assert all(b - a < 0.0101 for a, b in zip(plain, corrected, strict=True))


def _raised_one_cent_at_a_time(values: list[int]) -> list[int]:
    """The concavity rule as written: raise an entry below the line between its neighbours
    by one cent, step back, repeat (slow, but plainly the rule)."""
    cents, index = list(values), 2
    while index < len(cents):
        if cents[index] - 2 * cents[index - 1] + cents[index - 2] > 0:
            cents[index - 1] += 1
            index = max(2, index - 1)
        else:
            index += 1
    return cents


@given(st.lists(st.integers(-300, 300), max_size=40))
def test_the_lowest_concave_table_is_what_the_rule_reaches(values: list[int]) -> None:
    assert _lowest_concave(values) == _raised_one_cent_at_a_time(values)


@pytest.mark.parametrize("boards", [41, 64, 96, 120, 256, 1000])
def test_long_matches_are_corrected_as_the_rule_says(boards: int) -> None:
    plain = [round(value * 100) for value in wbf_vp_table(boards)]
    corrected = [round(value * 100) for value in wbf_vp_table(boards, concavity=True)]
    assert corrected == _raised_one_cent_at_a_time(plain)


def test_concavity_changes_the_documented_cells() -> None:
    plain, corrected = wbf_vp_table(16), wbf_vp_table(16, concavity=True)
    changed = [m for m in range(61) if plain[m] != corrected[m]]
    assert changed == [14, 27, 38, 46, 49, 55, 59]
    assert not is_concave(plain)
    # 32 boards, 50 IMPs needs the whole table (neighbours 49 and 51 are raised too).
    assert wbf_vp_table(32)[49:52] == [17.40, 17.50, 17.59]
    assert wbf_vp_table(32, concavity=True)[49:52] == [17.41, 17.51, 17.60]


# -- invalid inputs ------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [0, -3])
def test_invalid_boards(bad: int) -> None:
    for call in (
        lambda: wbf_vp(5, bad),
        lambda: wbf_vp_table(bad),
        lambda: blitz(bad),
    ):
        with pytest.raises(InvalidNotationError, match=f"number of boards {bad}"):
            call()


def test_invalid_margins() -> None:
    with pytest.raises(InvalidNotationError, match="margin nan"):
        wbf_vp(math.nan, 16)
    with pytest.raises(InvalidNotationError, match=r"margin 10\.5 with concavity"):
        wbf_vp(10.5, 16, concavity=True)
    assert wbf_vp(10.5, 16)[0] == 12.92  # 12.9226...
    assert wbf_vp(60.5, 16, concavity=True) == (20.0, 0.0)
    with pytest.raises(InvalidNotationError, match="margin -inf"):
        wbf_vp(-math.inf, 16)


# -- properties ----------------------------------------------------------------------------


@given(margins, board_counts)
def test_vps_sum_to_20_and_are_two_decimals(margin: float, boards: int) -> None:
    own, other = wbf_vp(margin, boards)
    assert own + other == 20.0
    assert 0.0 <= own <= 20.0
    assert Decimal(str(own)) == Decimal(str(own)).quantize(Decimal("0.01"))
    assert wbf_vp(-margin, boards) == (other, own)
    if margin >= 0:
        assert own >= 10.0
    else:
        assert own <= 10.0


@given(whole_margins, board_counts)
def test_concavity_vps_sum_to_20(margin: int, boards: int) -> None:
    own, other = wbf_vp(margin, boards, concavity=True)
    assert own + other == 20.0
    assert wbf_vp(-margin, boards, concavity=True) == (other, own)
    assert abs(own - wbf_vp(margin, boards)[0]) <= 0.05


@given(margins, margins, board_counts)
def test_vps_monotone_in_the_margin(first: float, second: float, boards: int) -> None:
    low, high = sorted((first, second))
    assert wbf_vp(low, boards)[0] <= wbf_vp(high, boards)[0]


@given(whole_margins, whole_margins, board_counts)
def test_concavity_vps_monotone(first: int, second: int, boards: int) -> None:
    low, high = sorted((first, second))
    assert wbf_vp(low, boards, concavity=True)[0] <= wbf_vp(high, boards, concavity=True)[0]
