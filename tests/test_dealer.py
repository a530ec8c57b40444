"""Constrained dealing: every deal satisfies its spec, the distribution is uniform among the
satisfying deals (chi-square against exact counts, and against plain rejection), predeal,
errors, pickling and seeds."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from _stats import chi_square_z, hands_count, table_agrees, two_sample_z
from bridgecraft.analysis.constraints import Constraint, board, east, north, south, west
from bridgecraft.analysis.dealer import Dealer
from bridgecraft.core import (
    AnalysisError,
    Card,
    Deal,
    Hand,
    InvalidNotationError,
    Seat,
    Vulnerability,
)

Z_LIMIT = 4.0  # a uniform sampler exceeds this about once in 30,000 runs (seeds are fixed)


def test_the_counting_oracle_agrees_with_the_tables() -> None:
    assert table_agrees()


# -- every deal satisfies its spec ----------------------------------------------------------

_PIECES = [
    lambda r: north.hcp.between(r.randrange(0, 20), r.randrange(12, 38)),
    lambda r: south.hcp >= r.randrange(5, 16),
    lambda r: north.shape(r.choice(["balanced", "semibalanced", "5(332)", "any 4441", "x5xx"])),
    lambda r: east.spades >= r.randrange(0, 7),
    lambda r: ~west.balanced(),
    lambda r: north.hcp + south.hcp >= r.randrange(15, 28),
    lambda r: north.controls >= r.randrange(0, 5),
    lambda r: west.holds([Card(r.randrange(52))]),
    lambda r: north.holds([Card(r.randrange(52))]),
    lambda r: (north.hearts >= 5) | (south.hearts >= 5),
    lambda r: north.losers <= r.randrange(6, 10),
]


def _random_spec(rng: random.Random) -> Constraint:
    spec = _PIECES[rng.randrange(len(_PIECES))](rng)
    for _ in range(rng.randrange(0, 3)):
        spec = spec & _PIECES[rng.randrange(len(_PIECES))](rng)
    return spec


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_every_deal_satisfies_the_spec(seed: int) -> None:
    rng = random.Random(seed)
    spec = _random_spec(rng)
    try:
        deals = list(Dealer(spec, max_attempts=20_000).deals(15, seed=seed))
    except AnalysisError:
        return  # an impossible or very rare random spec
    for deal in deals:
        Deal.from_masks(deal.masks)  # a valid 13-13-13-13 partition
        assert spec(deal), (str(spec), str(deal))


# -- uniformity -----------------------------------------------------------------------------


def _cells(dealer: Dealer, n: int, seed: int) -> Counter[tuple[tuple[int, ...], int]]:
    return Counter((deal[Seat.N].shape, deal[Seat.N].hcp) for deal in dealer.deals(n, seed=seed))


def _exact(shapes: list[tuple[int, int, int, int]], points: range) -> dict[object, float]:
    return {
        (shape, p): hands_count(shape, p)
        for shape in shapes
        for p in points
        if hands_count(shape, p)
    }


def test_shape_and_hcp_cells_follow_the_exact_counts() -> None:
    dealer = Dealer("N: hcp 12-14 (4-4-4-1 or 5-3-3-2 or 6-2-2-3)")
    assert dealer.method == "direct N"
    observed = _cells(dealer, 12_000, seed=1)
    expected = _exact([(4, 4, 4, 1), (5, 3, 3, 2), (6, 2, 2, 3)], range(12, 15))
    assert abs(chi_square_z(observed, expected)) < Z_LIMIT


def test_the_uniformity_check_catches_a_biased_sampler() -> None:
    # A plausible bug: choosing the shape first with equal weights, ignoring how many
    # hands each shape has. The same check must reject it.
    shapes = ["4-4-4-1", "5-3-3-2", "6-2-2-3"]
    dealers = [Dealer(f"N: hcp 12-14 {shape}") for shape in shapes]
    rng = random.Random(2)
    observed: Counter[tuple[tuple[int, ...], int]] = Counter()
    for _ in range(12_000):
        deal = rng.choice(dealers).deal(rng)
        observed[(deal[Seat.N].shape, deal[Seat.N].hcp)] += 1
    expected = _exact([(4, 4, 4, 1), (5, 3, 3, 2), (6, 2, 2, 3)], range(12, 15))
    assert chi_square_z(observed, expected) > 3 * Z_LIMIT


def test_holdings_within_a_suit_are_uniform() -> None:
    # Five spades (5-3-3-2): a spade holding with k of the honours AKQJ comes up in
    # proportion to comb(9, 5 - k) for each set of k honours.
    dealer = Dealer("N: 5-3-3-2")
    observed = Counter(deal[Seat.N].mask >> 48 for deal in dealer.deals(8000, seed=3))
    expected = {honours: comb(9, 5 - honours.bit_count()) for honours in range(16)}
    assert abs(chi_square_z(observed, expected)) < Z_LIMIT


def test_direct_sampling_matches_plain_rejection() -> None:
    spec = "N: spades 5+ hcp 11-15; S: hearts >= 3"
    direct, plain = Dealer(spec), Dealer(spec, strategy="rejection")
    assert direct.method == "direct N" and plain.method == "rejection"

    def cells(dealer: Dealer, seed: int) -> Counter[tuple[int, int, int]]:
        return Counter(
            (d[Seat.N].shape[0], d[Seat.N].hcp, min(d[Seat.S].hcp // 4, 3))
            for d in dealer.deals(2500, seed=seed)
        )

    assert abs(two_sample_z(cells(direct, 4), cells(plain, 5))) < Z_LIMIT


def test_the_other_hands_are_uniform_given_the_direct_hand() -> None:
    # East's spade length, given North's 5-3-3-2 with 5 spades: 8 spades among 39 cards.
    dealer = Dealer("N: 5-3-3-2 hcp 15-17")
    observed = Counter(deal[Seat.E].shape[0] for deal in dealer.deals(6000, seed=6))
    expected = {k: comb(8, k) * comb(31, 13 - k) for k in range(9)}
    merged = {k: v for k, v in expected.items() if k <= 5}
    merged[5] = sum(v for k, v in expected.items() if k >= 5)
    observed_merged = Counter({min(k, 5): 0 for k in observed})
    for k, v in observed.items():
        observed_merged[min(k, 5)] += v
    assert abs(chi_square_z(observed_merged, merged)) < Z_LIMIT


# -- predeal, board settings, errors --------------------------------------------------------


def test_predeal_is_honoured() -> None:
    dealer = Dealer("predeal W: SAKQ.HJ; N: hcp 15-17 balanced; predeal N: C2")
    assert dealer.predeal.west == Hand.parse("AKQ.J..") and dealer.method == "direct N"
    for deal in dealer.deals(300, seed=8):
        assert deal[Seat.W] >= Hand.parse("AKQ.J..") and Card.C2 in deal[Seat.N]
        assert 15 <= deal[Seat.N].hcp <= 17
    whole = Hand.parse("AKQJT98765432...")
    for deal in Dealer(south.holds(whole)).deals(20, seed=9):
        assert deal[Seat.S] == whole


def test_predeal_with_rejection_only() -> None:
    spec = west.holds("SA") & (north.hcp + south.hcp >= 20)
    for deal in Dealer(spec).deals(200, seed=10):
        assert Card.SA in deal[Seat.W] and spec(deal)


def test_board_settings() -> None:
    dealer = Dealer((north.hcp >= 10) & board(dealer=Seat.W, vulnerability=Vulnerability.EW))
    boards = list(dealer.boards(3, seed=1, first=5))
    assert [b.number for b in boards] == [5, 6, 7]
    assert all(b.dealer == Seat.W and b.vulnerability == Vulnerability.EW for b in boards)
    plain = list(Dealer().boards(2, seed=1))
    assert plain[1].dealer == Seat.E and plain[1].vulnerability == Vulnerability.NS  # Law 2


@pytest.mark.parametrize(
    ("spec", "match"),
    [
        ("predeal N: SA; predeal S: SA", "SA predealt to both N and S"),
        ("predeal N: AKQJT98765432.2..", "N is given 14 cards"),
        ("N: spades 14", "no North hand satisfies"),
        ("N: spades 7 hearts 7", "no North hand satisfies"),
        ("predeal S: SAKQJT98; N: spades 7+", "no North hand satisfies"),
        ("dealer N; dealer S", "dealer set to both"),
    ],
)
def test_impossible_specs(spec: str, match: str) -> None:
    with pytest.raises(AnalysisError, match=match):
        Dealer(spec).deal(random.Random(1))


def test_attempts_are_capped() -> None:
    dealer = Dealer("hcp(N) + hcp(S) >= 39", max_attempts=500)
    with pytest.raises(AnalysisError, match="500 attempts"):
        next(dealer.deals(1, seed=1))
    with pytest.raises(InvalidNotationError):
        Dealer("", max_attempts=0)
    with pytest.raises(InvalidNotationError):
        Dealer("", strategy="magic")


# -- determinism and pickling ---------------------------------------------------------------


def test_seeds_repeat_and_differ() -> None:
    dealer = Dealer("N: hcp 15-17 balanced; S: spades >= 5")
    first = list(dealer.deals(20, seed=7))
    assert first == list(dealer.deals(20, seed=7)) != list(dealer.deals(20, seed=8))
    assert len(set(first)) == 20
    assert dealer.deal(random.Random(3)) == dealer.deal(random.Random(3))


@pytest.mark.parametrize("spec", ["N: hcp 15-17 balanced; predeal W: SA", north.spades >= 6, None])
def test_dealer_pickles_as_its_spec(spec: str | Constraint | None) -> None:
    dealer = Dealer(spec)
    list(dealer.deals(2, seed=1))  # compiled tables are not pickled
    again = pickle.loads(pickle.dumps(dealer))
    assert list(again.deals(10, seed=4)) == list(dealer.deals(10, seed=4))
    assert len(pickle.dumps(again)) < 2000
    assert repr(again) == repr(dealer)


def test_no_spec_deals_any_deal() -> None:
    dealer = Dealer()
    assert dealer.method == "rejection" and dealer.dealer is None and dealer.vulnerability is None
    assert len(set(dealer.deals(50, seed=1))) == 50
