"""Deals consistent with a view: consistency, uniformity, exact enumeration, auction ranges."""

from __future__ import annotations

import random
import re
from collections import Counter
from math import comb

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from _shared import StandInRange, game_at_opening_lead
from _stats import chi_square_z
from bridgecraft.core import (
    Board,
    BySeat,
    Card,
    Deal,
    Game,
    Hand,
    InvalidNotationError,
    Seat,
    Strain,
    View,
)
from bridgecraft.core.hand import SUIT_MASKS
from bridgecraft.robots.sampling import (
    ENUMERATION_LIMIT,
    Knowledge,
    SamplingError,
    _Layouts,
    count_layouts,
    knowledge,
    sample_deals,
)


def game_at(seed: int, cards: int) -> Game:
    """A random deal and contract, after ``cards`` random legal cards."""
    rng = random.Random(seed)
    deal = Deal.random(rng)
    declarer = rng.choice(tuple(Seat))
    game = game_at_opening_lead(deal, declarer, rng.randint(1, 7), rng.choice(tuple(Strain)))
    for _ in range(cards):
        game = game.apply(rng.choice(game.legal_actions(claims=False)))
    return game


def played_by(game: Game) -> list[int]:
    masks = [0, 0, 0, 0]
    for trick in game.tricks:
        for position, card in enumerate(trick.cards):
            masks[trick.seat_of(position)] |= 1 << card
    return masks


def shown_voids(game: Game) -> list[set[int]]:
    voids: list[set[int]] = [set(), set(), set(), set()]
    for trick in game.tricks:
        for position, card in enumerate(trick.cards):
            if card.suit != trick.cards[0].suit:
                voids[trick.seat_of(position)].add(int(trick.cards[0].suit))
    return voids


def assert_consistent(deal: Deal, game: Game, view: View) -> None:
    played = played_by(game)
    voids = shown_voids(game)
    for seat in Seat:
        full = deal[seat].mask
        assert len(deal[seat]) == 13
        assert full & played[seat] == played[seat], f"{seat} did not hold what it played"
        remaining = full & ~played[seat]
        assert bin(remaining).count("1") == len(game.hands[seat])
        seen = view.hands[seat]
        if seen is not None:
            assert remaining == seen.mask, f"{seat}'s visible cards differ"
        for suit in voids[seat]:
            assert remaining & SUIT_MASKS[suit] == 0, f"{seat} showed out of suit {suit}"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.integers(0, 51), st.booleans())
def test_every_sample_agrees_with_the_view(seed: int, cards: int, other_seat: bool) -> None:
    game = game_at(seed, cards)
    seat = game.to_act
    assert seat is not None
    if other_seat:  # a defender's view when it is not his turn, or dummy's partner's
        seat = seat.lho
    view = game.view(seat)
    deals = sample_deals(view, 6, random.Random(seed))
    assert 1 <= len(deals) <= 6
    for deal in deals:
        assert_consistent(deal, game, view)
    # The true deal is always one of the consistent ones.
    assert_consistent(game.board.deal, game, view)


def two_hidden_count(view: View, game: Game) -> int:
    """Consistent layouts counted independently: cards each hidden seat must or may take."""
    facts = knowledge(view)
    first, second = facts.hidden
    voids = shown_voids(game)
    must_first = must_second = free = 0
    for card in Card:
        if not facts.unknown >> card & 1:
            continue
        a = card.suit not in voids[first]
        b = card.suit not in voids[second]
        if a and b:
            free += 1
        elif a:
            must_first += 1
        elif b:
            must_second += 1
        else:
            return 0
    room = facts.capacity[first] - must_first
    return comb(free, room) if 0 <= room <= free else 0


@pytest.mark.parametrize("seed", range(12))
def test_count_matches_an_independent_count(seed: int) -> None:
    game = game_at(seed, 8 + 3 * seed)
    view = game.view(game.to_act)
    assert count_layouts(view) == two_hidden_count(view, game) > 0


def test_count_before_the_lead_is_the_multinomial() -> None:
    game = game_at(3, 0)
    assert count_layouts(game.view(game.to_act)) == comb(39, 13) * comb(26, 13)


def test_exact_enumeration_when_few_cards_are_unknown() -> None:
    game = game_at(7, 36)
    view = game.view(game.to_act)
    total = count_layouts(view)
    assert total <= 200
    deals = sample_deals(view, total, random.Random(1))
    assert len(deals) == len(set(deals)) == total
    assert game.board.deal in deals
    assert set(sample_deals(view, total + 50, random.Random(2))) == set(deals)
    # Asking for fewer draws them without replacement.
    fewer = sample_deals(view, total - 1, random.Random(3))
    assert len(set(fewer)) == total - 1 and set(fewer) <= set(deals)


def uniformity_case() -> _Layouts:
    """Three hidden seats with voids (a case only a synthetic view reaches), and more than
    a few hundred layouts, so that the weights of the suit groups matter."""
    deal = Deal.random(random.Random(11))
    played: list[int] = []
    for seat in Seat:
        cards = sorted(deal[seat], key=lambda c: (c.suit != Card.SA.suit, c))  # spades first
        keep = 13 if seat == Seat.W else 3
        rest = Hand.from_cards(cards[: 13 - keep]).mask
        played.append(rest)
    unknown = sum(deal[s].mask & ~played[s] for s in (Seat.N, Seat.E, Seat.S))
    facts = Knowledge(
        BySeat(None, None, None, 0),
        BySeat(played[0], played[1], played[2], deal[Seat.W].mask),
        (Seat.N, Seat.E, Seat.S),
        BySeat(3, 3, 3, 0),
        BySeat(1 << 3, 1 << 0, 0, 0),  # North void in spades, East in clubs
        unknown,
        BySeat(0, 0, 0, 0),
    )
    return _Layouts(facts)


def test_the_sampler_is_uniform_over_the_consistent_layouts() -> None:
    layouts = uniformity_case()
    every = list(layouts.every())
    assert len(every) == layouts.count() == len(set(every))
    assert 10 < len(every) < 2000
    rng = random.Random(5)
    observed: Counter[object] = Counter(layouts.sample(rng) for _ in range(30 * len(every)))
    assert set(observed) <= set(every)
    weights: dict[object, float] = dict.fromkeys(every, 1.0)
    assert abs(chi_square_z(observed, weights)) < 4.5


def dealt_lengths(layouts: _Layouts, deal: Deal) -> list[list[int]]:
    """How many unknown cards of each suit each hidden seat of ``layouts`` was dealt."""
    facts = layouts.facts
    return [
        [bin(deal[seat].mask & ~facts.played[seat] & facts.unknown & SUIT_MASKS[suit]).count("1")
         for suit in range(4)]
        for seat in facts.hidden
    ]  # fmt: skip


def random_bounds(layouts: _Layouts, rng: random.Random) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Bounds on the cards of each suit each hidden seat is dealt, drawn around a real layout
    (so that some layouts meet them)."""
    lengths = dealt_lengths(layouts, layouts.sample(rng))
    return tuple(
        tuple((max(0, n - rng.randint(0, 1)), n + rng.randint(0, 1)) for n in seat)
        for seat in lengths
    )


def within(lengths: list[list[int]], bounds: tuple[tuple[tuple[int, int], ...], ...]) -> bool:
    return all(
        low <= n <= high
        for seat, seat_bounds in zip(lengths, bounds, strict=True)
        for n, (low, high) in zip(seat, seat_bounds, strict=True)
    )


@pytest.mark.parametrize("seed", range(16))
def test_bounded_layouts_are_exactly_those_with_the_lengths(seed: int) -> None:
    rng = random.Random(seed)
    game = game_at(seed, 28 + seed % 5)
    view = game.view(game.to_act)
    plain = _Layouts(knowledge(view, carding=seed % 2 == 1))
    if not plain.count():  # random play broke the carding: read nothing, as the sampler does
        plain = _Layouts(knowledge(view))
    bounds = random_bounds(plain, rng)
    bounded = _Layouts(plain.facts, bounds)
    wanted = {deal for deal in plain.every() if within(dealt_lengths(plain, deal), bounds)}
    assert wanted, "the bounds come from a real layout"
    every = list(bounded.every())
    assert bounded.count() == len(every) == len(wanted) and set(every) == wanted
    assert {bounded.sample(rng) for _ in range(50)} <= wanted


def test_bounded_sampler_is_uniform() -> None:
    plain = uniformity_case()
    bounds = random_bounds(plain, random.Random(1))
    bounded = _Layouts(plain.facts, bounds)
    every = list(bounded.every())
    assert 10 < len(every) < len(list(plain.every()))
    rng = random.Random(8)
    observed: Counter[object] = Counter(bounded.sample(rng) for _ in range(30 * len(every)))
    assert abs(chi_square_z(observed, dict.fromkeys(every, 1.0))) < 4.5


def test_bounds_nothing_meets_leave_no_layout() -> None:
    plain = uniformity_case()
    void_north = ((0, 3), (0, 3), (0, 3), (1, 3))  # North showed out of spades
    assert _Layouts(plain.facts, (void_north, ((0, 3),) * 4, ((0, 3),) * 4)).count() == 0
    assert list(_Layouts(plain.facts, (((4, 5),) * 4,) * 3).every()) == []


def test_the_sampler_respects_voids_in_synthetic_views() -> None:
    layouts = uniformity_case()
    rng = random.Random(6)
    for _ in range(200):
        deal = layouts.sample(rng)
        remaining_n = deal[Seat.N].mask & ~layouts.facts.played[Seat.N]
        remaining_e = deal[Seat.E].mask & ~layouts.facts.played[Seat.E]
        assert remaining_n & SUIT_MASKS[3] == 0 and remaining_e & SUIT_MASKS[0] == 0


def test_large_counts_use_the_sampler_and_small_ones_the_list() -> None:
    assert ENUMERATION_LIMIT >= 100
    game = game_at(2, 4)
    view = game.view(game.to_act)
    assert count_layouts(view) > ENUMERATION_LIMIT
    deals = sample_deals(view, 30, random.Random(0))
    assert len(deals) == 30
    assert deals == sample_deals(view, 30, random.Random(0))


def test_ranges_restrict_the_hidden_hands() -> None:
    game = game_at(4, 0)
    view = game.view(game.to_act)
    declarer = game.declarer
    assert declarer is not None
    strong = StandInRange((15, 17), ((2, 5),) * 4)
    ranges = BySeat.build(lambda s: strong if s == declarer else None)
    assert declarer != view.seat  # the opening leader sees declarer's hand hidden
    # Such hands exist among the unconstrained layouts, so the ranges can be met.
    assert any(strong.accepts(deal[declarer]) for deal in sample_deals(view, 300, random.Random(0)))
    deals = sample_deals(view, 20, random.Random(1), ranges=ranges)
    assert len(deals) == 20
    assert all(strong.accepts(deal[declarer]) for deal in deals)


def test_rare_suit_lengths_are_dealt_not_rejected() -> None:
    """With ``shape``, the lengths a range shows are dealt exactly: a shape too rare to meet
    by rejection within the budget still fills the sample, every deal with it."""
    game = game_at(6, 0)
    view = game.view(game.to_act)
    first, second, _ = knowledge(view).hidden
    assert view.seat is not None and max(game.hands[view.seat].shape[:2]) <= 4  # room for it
    long_spades = StandInRange((0, 37), ((0, 13), (0, 13), (0, 2), (7, 13)))
    long_hearts = StandInRange((0, 37), ((0, 13), (0, 13), (6, 13), (0, 1)))
    ranges = BySeat.build(
        lambda s: long_spades if s == first else long_hearts if s == second else None
    )
    plain = sample_deals(view, 20, random.Random(2), ranges=ranges, budget=40)
    assert not all(long_spades.accepts(d[first]) for d in plain)  # rejection runs out
    deals = sample_deals(view, 20, random.Random(2), ranges=ranges, budget=40, shape=True)
    assert len(deals) == 20
    assert all(long_spades.accepts(d[first]) and long_hearts.accepts(d[second]) for d in deals)


def test_ranges_that_nothing_satisfies_are_relaxed() -> None:
    game = game_at(5, 0)
    view = game.view(game.to_act)
    own = game.hands[view.seat].hcp if view.seat is not None else 0
    impossible = StandInRange((40 - own, 40))  # every other hand with all the other HCP
    ranges = BySeat.build(lambda s: None if s == view.seat else impossible)
    deals = sample_deals(view, 10, random.Random(1), ranges=ranges, budget=200)
    assert len(deals) == 10
    for deal in deals:
        assert_consistent(deal, game, view)


def test_ranges_are_exact_with_enumeration() -> None:
    game = game_at(7, 36)
    view = game.view(game.to_act)
    hidden = knowledge(view).hidden
    every = sample_deals(view, 10_000, random.Random(0))
    target = hidden[0]
    points = sorted({deal[target].hcp for deal in every})
    wanted = StandInRange((points[0], points[0]))
    ranges = BySeat.build(lambda s: wanted if s == target else None)
    exact = [deal for deal in every if deal[target].hcp == points[0]]
    assert set(sample_deals(view, 10_000, random.Random(0), ranges=ranges)) == set(exact)


def test_preferred_deals_come_first_then_the_others() -> None:
    """``prefer`` is asked only of deals that fit the ranges; the deals it accepts come
    first, and when too few do the rest are filled from the deals it rejected."""
    game = game_at(4, 0)
    view = game.view(game.to_act)
    declarer = game.declarer
    assert declarer is not None
    asked: list[Deal] = []

    def long_spades(deal: Deal) -> bool:
        asked.append(deal)
        return deal[declarer].shape[0] >= 2  # spades first in Hand.shape

    deals = sample_deals(view, 20, random.Random(3), prefer=long_spades)
    assert len(deals) == 20 and all(long_spades(deal) for deal in deals)
    strong = StandInRange((15, 17))
    ranges = BySeat.build(lambda s: strong if s == declarer else None)
    asked.clear()
    deals = sample_deals(view, 10, random.Random(4), ranges=ranges, prefer=long_spades)
    assert asked and all(strong.accepts(deal[declarer]) for deal in asked)

    def never(deal: Deal) -> bool:
        return False

    fallback = sample_deals(view, 10, random.Random(5), ranges=ranges, prefer=never)
    assert len(fallback) == 10 and all(strong.accepts(deal[declarer]) for deal in fallback)
    # A costly test is asked of at most three deals per deal wanted.
    asked.clear()
    sample_deals(view, 10, random.Random(6), prefer=lambda deal: long_spades(deal) and False)
    assert len(asked) == 30


def test_preferred_deals_with_enumeration() -> None:
    game = game_at(7, 36)
    view = game.view(game.to_act)
    every = sample_deals(view, 10_000, random.Random(0))
    target = knowledge(view).hidden[0]
    least = min(deal[target].hcp for deal in every)
    preferred = sample_deals(
        view, 10_000, random.Random(0), prefer=lambda deal: deal[target].hcp == least
    )
    assert set(preferred) == {deal for deal in every if deal[target].hcp == least}
    # Fewer wanted than there are layouts: drawn, the preferred first.
    some = sample_deals(view, 3, random.Random(0), prefer=lambda deal: deal[target].hcp == least)
    assert len(some) == 3 and set(some) <= set(every)


def test_an_inconsistent_view_is_a_typed_error() -> None:
    game = game_at(1, 5)
    view = game.view(game.to_act)
    seat = view.seat
    assert seat is not None
    broken = BySeat.build(lambda s: view.hands[s] if s != seat else Hand())
    bad = View(**{**{f: getattr(view, f) for f in View.__slots__}, "hands": broken})
    with pytest.raises(SamplingError):
        sample_deals(bad, 3, random.Random(0))
    assert issubclass(SamplingError, ValueError)


def test_a_count_or_budget_below_zero_is_refused_and_zero_deals_are_none() -> None:
    view = Game.replay(Board(1, Deal.from_index(11)), "1NT P P P").view(Seat.E)
    assert sample_deals(view, 0, random.Random(1)) == []
    for options, words in (
        ({"n": -1}, "invalid number of deals -1"),
        ({"n": 2.0}, "invalid number of deals 2.0"),
        ({"n": 3, "budget": -5}, "invalid budget -5"),
    ):
        with pytest.raises(InvalidNotationError, match=re.escape(words)):
            sample_deals(view, rng=random.Random(1), **options)  # type: ignore[arg-type]
    assert len(sample_deals(view, 3, random.Random(1), budget=0)) == 3  # relaxed, still three
