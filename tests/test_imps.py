"""IMPs (Law 78B): the spec's vectors, an independent restatement of the scale, team
boards, Butler and cross-IMPs, and Hypothesis properties."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests._shared import load_vectors

from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring.imps import (
    IMP_TABLE,
    ButlerSettings,
    board_imps,
    butler_imps,
    cross_imps,
    datum,
    imps,
)

IMP_VECTORS: list[dict[str, Any]] = load_vectors()["imps"]
BOARD_PAIRS: list[dict[str, Any]] = load_vectors()["imp_board_pairs"]

# Law 78B as printed: (lowest difference, highest difference, IMPs); None = no upper end.
LAW_78B_RANGES: list[tuple[int, int | None, int]] = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23), (4000, None, 24),
]  # fmt: skip


def law_78b(difference: int) -> int:
    """IMPs of a multiple of 10 read off the printed ranges, with the sign of ``difference``."""
    size = abs(difference)
    (value,) = [v for low, high, v in LAW_78B_RANGES if low <= size <= (high or size)]
    return value if difference >= 0 else -value


differences = st.one_of(
    st.integers(min_value=-(10**6), max_value=10**6),
    st.floats(min_value=-1e6, max_value=1e6, allow_nan=False),
)


# -- the spec's vectors --------------------------------------------------------------------


@pytest.mark.parametrize("case", IMP_VECTORS, ids=lambda case: str(case["diff"]))
def test_imps_vectors(case: dict[str, Any]) -> None:
    assert imps(case["diff"]) == case["imps"]
    assert imps(-case["diff"]) == -case["imps"]


def test_imps_vectors_cover_every_edge() -> None:
    edges = {abs(case["diff"]) for case in IMP_VECTORS}
    assert len(IMP_VECTORS) == 53
    assert set(IMP_TABLE) <= edges
    assert {threshold - 10 for threshold in IMP_TABLE} <= edges


@pytest.mark.parametrize("case", BOARD_PAIRS, ids=lambda case: case["note"])
def test_imp_board_pairs(case: dict[str, Any]) -> None:
    a, b = case["score_a_ns"], case["score_b_ns"]
    assert a - b == case["diff"]
    assert board_imps(a, b) == case["imps_a"]
    assert -board_imps(a, b) == case["imps_b"]
    assert board_imps(b, a) == case["imps_b"]


# -- the scale restated --------------------------------------------------------------------


def test_imp_table_is_the_lower_ends_of_law_78b() -> None:
    assert [low for low, _, _ in LAW_78B_RANGES[1:]] == list(IMP_TABLE)
    assert len(IMP_TABLE) == 24


def test_imps_every_difference_from_minus_5000_to_5000() -> None:
    checked = 0
    for difference in range(-5000, 5001, 5):
        if difference % 10 == 0:
            expected = law_78b(difference)
            assert imps(difference) == expected, difference
            assert imps(difference, round_to_10=True) == expected, difference
        else:
            # Between two ranges: the threshold form keeps the lower range's IMPs, the
            # rounded form (halves away from zero) takes the higher one.
            sign = 1 if difference > 0 else -1
            assert imps(difference) == law_78b(difference - 5 * sign), difference
            assert imps(difference, round_to_10=True) == law_78b(difference + 5 * sign)
        checked += 1
    assert checked == 2001


def test_imps_of_fractions_and_rounding() -> None:
    assert imps(19.99) == 0 and imps(20.0) == 1
    assert imps(14.99, round_to_10=True) == 0
    assert imps(-4999.5) == -24
    assert imps(425, round_to_10=True) == 10 and imps(425) == 9


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_imps_rejects_non_numbers(bad: float) -> None:
    with pytest.raises(InvalidNotationError, match="score difference"):
        imps(bad)


@given(differences, st.booleans())
def test_imps_antisymmetric_and_bounded(difference: float, round_to_10: bool) -> None:
    value = imps(difference, round_to_10=round_to_10)
    assert imps(-difference, round_to_10=round_to_10) == -value
    assert -24 <= value <= 24


@given(differences, differences, st.booleans())
def test_imps_monotone(first: float, second: float, round_to_10: bool) -> None:
    low, high = sorted((first, second))
    assert imps(low, round_to_10=round_to_10) <= imps(high, round_to_10=round_to_10)


@given(st.integers(min_value=-800, max_value=800).map(lambda k: 10 * k))
def test_both_forms_agree_on_multiples_of_10(difference: int) -> None:
    assert imps(difference) == imps(difference, round_to_10=True) == law_78b(difference)


# -- Butler --------------------------------------------------------------------------------


def test_butler_settings_default_and_validation() -> None:
    assert ButlerSettings() == ButlerSettings(drop_extremes=1, round_datum_to=10)
    with pytest.raises(InvalidNotationError, match="drop_extremes -1"):
        ButlerSettings(drop_extremes=-1)
    with pytest.raises(InvalidNotationError, match="round_datum_to 0"):
        ButlerSettings(round_datum_to=0)


def test_datum_drops_extremes_and_rounds() -> None:
    # Without 1430 and -200: (620 + 650 + 170 + 420) / 4 = 465, rounded to 470.
    assert datum([620, 1430, 650, 170, -200, 420]) == 470
    assert datum([620, 1430, 650, 170, -200, 420], ButlerSettings(drop_extremes=0)) == 520
    assert datum([620, 1430, 650, 170, -200, 420], ButlerSettings(drop_extremes=2)) == 520
    assert datum([100, 125, 0], ButlerSettings(round_datum_to=1)) == 100
    assert datum([-465, 0, -1000], ButlerSettings(drop_extremes=0, round_datum_to=5)) == -490
    # Halves go away from zero, so that negating every score negates the datum.
    assert datum([10, 15, 20]) == 20
    assert datum([-10, -15, -20]) == -20


def test_datum_needs_a_score_left() -> None:
    with pytest.raises(InvalidNotationError, match=r"2 score\(s\) \[620, 170\]"):
        datum([620, 170])
    with pytest.raises(InvalidNotationError, match="0 score"):
        datum([], ButlerSettings(drop_extremes=0))


def test_butler_imps() -> None:
    scores = [620, 1430, 650, 170, -200, 420]  # datum 470
    assert butler_imps(scores) == [4, 14, 5, -7, -12, -2]
    assert butler_imps(scores, ButlerSettings(drop_extremes=0)) == [
        imps(score - 520) for score in scores
    ]


@given(st.lists(st.integers(min_value=-800, max_value=800), min_size=3, max_size=20))
def test_butler_properties(units: list[int]) -> None:
    scores = [10 * unit for unit in units]
    base = datum(scores)
    assert base % 10 == 0
    assert sorted(scores)[1] - 5 <= base <= sorted(scores)[-2] + 5
    assert datum([-score for score in scores]) == -base
    assert butler_imps([-score for score in scores]) == [-v for v in butler_imps(scores)]


# -- cross-IMPs ----------------------------------------------------------------------------


def test_cross_imps() -> None:
    assert cross_imps([620, 170, -100]) == [11.0, -1.5, -9.5]
    assert cross_imps([620, 170, -100], average=False) == [22.0, -3.0, -19.0]
    assert cross_imps([400, 400]) == [0.0, 0.0]
    with pytest.raises(InvalidNotationError, match=r"\[620\]"):
        cross_imps([620])


@given(st.lists(st.integers(min_value=-7600, max_value=7600), min_size=2, max_size=12))
def test_cross_imps_properties(scores: list[int]) -> None:
    totals = cross_imps(scores, average=False)
    averages = cross_imps(scores)
    assert sum(totals) == 0
    assert averages == pytest.approx([total / (len(scores) - 1) for total in totals])
    assert all(-24 <= value <= 24 for value in averages)
    for first, first_total in zip(scores, totals, strict=True):
        for second, second_total in zip(scores, totals, strict=True):
            if first <= second:
                assert first_total <= second_total
