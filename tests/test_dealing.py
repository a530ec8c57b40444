"""Random dealing is uniform over all 52!/(13!)^4 deals; the deal index is a bijection."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from bridgecraft.core import DEAL_COUNT, Card, Deal, Seat

DEALS = 100_000
# Each card's 52 position counts are packed into one integer, 20 bits per card.
_FIELD = 20
_SPREAD = tuple(
    sum(1 << (_FIELD * bit) for bit in range(8) if byte >> bit & 1) for byte in range(256)
)


def _position_counts(
    deal_masks: Callable[[], tuple[int, int, int, int]], n: int
) -> list[list[int]]:
    """counts[card][seat]: how often each card went to each seat in n deals."""
    totals = [0, 0, 0, 0]
    spread = _SPREAD
    for _ in range(n):
        for seat, mask in enumerate(deal_masks()):
            packed = 0
            for index, byte in enumerate(mask.to_bytes(7, "little")):
                packed |= spread[byte] << (8 * _FIELD * index)
            totals[seat] += packed
    field = (1 << _FIELD) - 1
    return [[totals[seat] >> (_FIELD * card) & field for seat in range(4)] for card in range(52)]


def _chi_square(counts: list[list[int]], n: int) -> float:
    expected = n / 4
    return sum((observed - expected) ** 2 / expected for row in counts for observed in row)


def _critical(df: int, z: float = 3.719) -> float:
    """Wilson-Hilferty approximation of the chi-square quantile (z = 3.719: p = 0.0001)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def test_every_card_goes_to_every_seat_equally_often() -> None:
    rng = random.Random(2026)
    counts = _position_counts(lambda: Deal.random(rng).masks, DEALS)
    for card, row in zip(Card, counts, strict=True):
        assert sum(row) == DEALS, card
    for seat in Seat:
        assert sum(row[seat] for row in counts) == 13 * DEALS
    statistic = _chi_square(counts, DEALS)
    df = 51 * 3  # a 52 x 4 table with fixed row and column totals
    assert statistic < _critical(df), f"chi-square {statistic:.1f} over {df} df"
    assert statistic > df / 3  # suspiciously perfect counts would be a bug too


def test_the_chi_square_test_catches_a_biased_dealer() -> None:
    """A classic mistake (swapping each card with any position) fails the same test."""
    rng = random.Random(2026)
    bits = [1 << card for card in range(52)]

    def naive() -> tuple[int, int, int, int]:
        deck = bits[:]
        for i in range(52):
            j = rng.randrange(52)
            deck[i], deck[j] = deck[j], deck[i]
        return (sum(deck[0:13]), sum(deck[13:26]), sum(deck[26:39]), sum(deck[39:52]))

    statistic = _chi_square(_position_counts(naive, DEALS), DEALS)
    assert statistic > _critical(153), f"biased dealer passed: chi-square {statistic:.1f}"


def test_seeded_dealing_repeats_and_default_dealing_does_not() -> None:
    assert [Deal.random(random.Random(9)) for _ in range(3)] == [
        Deal.random(random.Random(9)) for _ in range(3)
    ]
    assert len({Deal.random() for _ in range(50)}) == 50


def test_deal_count_and_index_bounds() -> None:
    assert math.factorial(52) // math.factorial(13) ** 4 == DEAL_COUNT
    assert DEAL_COUNT == 53_644_737_765_488_792_839_237_440_000
    first, last = Deal.from_index(0), Deal.from_index(DEAL_COUNT - 1)
    assert first.index == 0 and last.index == DEAL_COUNT - 1
    assert str(first) == "N:...AKQJT98765432 ..AKQJT98765432. .AKQJT98765432.. AKQJT98765432..."
    assert str(last) == "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def test_consecutive_indexes_give_distinct_deals() -> None:
    start = 10**27
    deals = [Deal.from_index(start + offset) for offset in range(2000)]
    assert len(set(deals)) == 2000
    assert [deal.index for deal in deals] == list(range(start, start + 2000))
