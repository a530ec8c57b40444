"""Chi-square helpers for the dealing tests (no scipy: Wilson-Hilferty normal approximation)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from math import comb

from bridgecraft.analysis.evaluation import HOLDING_HCP


def chi_square_z(observed: Mapping[object, int], expected_weights: Mapping[object, float]) -> float:
    """The z-score of Pearson's chi-square statistic of ``observed`` counts against cells
    whose probabilities are proportional to ``expected_weights`` (cells with no weight must
    not be observed). About N(0, 1) when the counts follow the weights; large when not."""
    assert set(observed) <= set(expected_weights), set(observed) - set(expected_weights)
    total_weight = sum(expected_weights.values())
    n = sum(observed.values())
    statistic = 0.0
    for cell, weight in expected_weights.items():
        expected = n * weight / total_weight
        statistic += (observed.get(cell, 0) - expected) ** 2 / expected
    dof = len(expected_weights) - 1
    # Wilson-Hilferty: (X/k)^(1/3) is about normal with mean 1 - 2/(9k), variance 2/(9k).
    return ((statistic / dof) ** (1 / 3) - (1 - 2 / (9 * dof))) / math.sqrt(2 / (9 * dof))


def two_sample_z(first: Mapping[object, int], second: Mapping[object, int]) -> float:
    """The z-score of the chi-square test that two samples come from one distribution."""
    cells = set(first) | set(second)
    n1, n2 = sum(first.values()), sum(second.values())
    statistic = 0.0
    for cell in cells:
        a, b = first.get(cell, 0), second.get(cell, 0)
        total = a + b
        for count, size in ((a, n1), (b, n2)):
            expected = total * size / (n1 + n2)
            statistic += (count - expected) ** 2 / expected
    dof = len(cells) - 1
    return ((statistic / dof) ** (1 / 3) - (1 - 2 / (9 * dof))) / math.sqrt(2 / (9 * dof))


def holdings_count(length: int, points: int) -> int:
    """The number of 13-card-suit holdings of ``length`` cards with ``points`` HCP, counted
    from the honours (A K Q J) and the nine spot cards, independently of the 8192 tables."""
    total = 0
    for honours in range(16):
        held = honours.bit_count()
        value = 4 * (honours >> 3 & 1) + 3 * (honours >> 2 & 1) + 2 * (honours >> 1 & 1)
        value += honours & 1
        if value == points and held <= length:
            total += comb(9, length - held)
    return total


def hands_count(shape: tuple[int, int, int, int], points: int) -> int:
    """The number of hands with this shape and HCP total (convolution over four suits)."""
    distribution = {0: 1}
    for length in shape:
        step: dict[int, int] = {}
        for so_far, ways in distribution.items():
            for suit_points in range(11):
                count = holdings_count(length, suit_points)
                if count:
                    key = so_far + suit_points
                    step[key] = step.get(key, 0) + ways * count
        distribution = step
    return distribution.get(points, 0)


def table_agrees() -> bool:
    """HOLDING_HCP agrees with the honour count for every holding (sanity of the oracle)."""
    counts: dict[tuple[int, int], int] = {}
    for holding in range(8192):
        key = (holding.bit_count(), HOLDING_HCP[holding])
        counts[key] = counts.get(key, 0) + 1
    return all(holdings_count(length, points) == n for (length, points), n in counts.items())
