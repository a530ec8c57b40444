"""Attitude at trick 1: third hand's small card says whether he holds an honour in the suit."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgecraft.core import Board, Card, Deal, Game, Seat
from bridgecraft.robots import play as play_module
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.sampling import carding_denials, sample_deals
from bridgecraft.robots.signals import (
    Signal,
    attitude_card,
    attitude_reading,
    both_tests,
    is_attitude,
)
from test_sampling import assert_consistent, game_at

# North declares 6NT, East leads, South is dummy and West is third hand. West holds the SQ
# with two small spades (S3 S2, equal cards) and small hearts only (H8 H7 H6).
DEAL = Deal.from_pbn("N:A98.AKQ.AKQ.A432 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T Q32.876.876.9876")


def game_for(actions: str, deal: Deal = DEAL, contract: str = "6NT") -> Game:
    return Game.replay(Board(1, deal), f"{contract} P P P {actions}".split())


def test_third_hand_encourages_with_an_honour_and_discourages_without() -> None:
    west = game_for("SK S4").view(Seat.W)
    spades = [Card.S2, Card.S3]
    own = DEAL[Seat.W].mask
    assert attitude_card(west, spades, own) == Signal(Card.S3, True)
    # The encouraging card must be free: if only the S2 did as well, there is no signal.
    assert attitude_card(west, [Card.S2], own) is None
    west = game_for("HJ H2").view(Seat.W)
    assert attitude_card(west, [Card.H6, Card.H7, Card.H8], own) == Signal(Card.H6, False)


def test_no_signal_outside_third_hand_at_trick_one() -> None:
    own = DEAL[Seat.W].mask
    # Not yet West's turn (dummy to play), and declarer's side never signals.
    assert attitude_card(game_for("SK").view(Seat.S), [Card.S4], DEAL[Seat.S].mask) is None
    assert attitude_card(game_for("SK S4 S3").view(Seat.N), [Card.S8], DEAL[Seat.N].mask) is None
    # A later trick: no attitude.
    later = game_for("SK S4 S3 S8 HJ H2")
    assert attitude_card(later.view(Seat.W), [Card.H6, Card.H7, Card.H8], own) is None


def test_the_reading_accepts_only_hands_that_would_have_played_the_card() -> None:
    # West encouraged with the S3: to East he holds an honour (the SQ or the SA) and the S3
    # is his highest small spade, or he had a single small spade.
    game = game_for("SK S4 S3")
    assert is_attitude(game.tricks[0], 2)
    test = attitude_reading(game.view(Seat.E))
    assert test is not None
    assert test(DEAL)
    # The same cards but West's SQ swapped with North's S8: West holds S8 S3 S2 and no
    # honour; he would have played the S2.
    swapped = Deal.from_pbn("N:AQ9.AKQ.AKQ.A432 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T 832.876.876.9876")
    assert not test(swapped)
    # With a single small spade (the S3) West had no choice: nothing is read.
    single = Deal.from_pbn("N:A982.AKQ.AKQ.A43 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T Q3.876.876.98762")
    assert test(single)
    # Declarer reads it too; West himself, or a reader told not to read West, does not.
    assert attitude_reading(game.view(Seat.N)) is not None
    assert attitude_reading(game.view(Seat.W)) is None
    assert attitude_reading(game.view(Seat.E), {Seat.N, Seat.S}) is None
    # No reading before West's card, nor from a card of another suit (a discard).
    assert attitude_reading(game_for("SK S4").view(Seat.E)) is None


def test_the_attitude_card_denies_nothing_to_the_carding_reading() -> None:
    # To declarer, East's SK denies the SQ (from SK-SQ he would have led the queen... the
    # lowest of equal cards), but West's S3, chosen over the equal S2, denies nothing.
    north = carding_denials(game_for("SK S4 S3").view(Seat.N))
    assert north.east == 1 << Card.SQ
    assert north.west == 0


def test_the_robot_gives_its_attitude() -> None:
    decision = PimcPlayer(0, samples=8).decide(game_for("SK S4").view(Seat.W))
    assert decision.action == Card.S3
    assert decision.meaning.startswith("encourages")
    quiet = PimcPlayer(0, samples=8, signals=False).decide(game_for("SK S4").view(Seat.W))
    assert quiet.action == Card.S2  # the lowest of equal cards, as without signals
    hearts = PimcPlayer(0, samples=8).decide(game_for("HJ H2").view(Seat.W))
    assert hearts.action == Card.H6 and hearts.meaning.startswith("discourages")


def test_the_robot_reads_its_partners_attitude(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    original = play_module.sample_deals

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(kwargs.get("accept"))
        deals = original(*args, **kwargs)
        seen.append(deals)
        return deals

    monkeypatch.setattr(play_module, "sample_deals", spy)
    view = game_for("SK S4 S3 S8", contract="3NT").view(Seat.E)  # 6NT: too few HCP
    PimcPlayer(0, samples=12).decide(view)
    accept, deals = seen
    assert accept is not None and accept(DEAL)
    reading = attitude_reading(view)
    assert reading is not None
    assert all(reading(deal) for deal in deals), "every layout agrees with West's attitude"
    seen.clear()
    PimcPlayer(0, samples=12, read_carding=False).decide(view)
    accept, deals = seen
    assert accept is not None and accept(DEAL)  # only the contract's test
    assert not all(reading(deal) for deal in deals)


def test_both_tests() -> None:
    def yes(deal: Deal) -> bool:
        return True

    def no(deal: Deal) -> bool:
        return False

    assert both_tests(None, None) is None
    assert both_tests(yes, None) is yes and both_tests(None, no) is no
    combined = both_tests(yes, no)
    assert combined is not None and not combined(DEAL)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(tuple(Seat)))
def test_a_signaller_who_keeps_the_rule_is_always_read_right(seed: int, reader: Seat) -> None:
    # Random deal and contract; a random lead and dummy card; third hand signals whenever the
    # rule applies (every small card is free), else plays at random.
    game = game_at(seed, 2)
    rng = random.Random(seed)
    third = game.to_play
    assert third is not None
    legal = [a for a in game.legal_actions(claims=False) if isinstance(a, Card)]
    view = game.view(third)
    signal = attitude_card(view, legal, game.hands[third].mask)
    game = game.apply(signal.card if signal is not None else rng.choice(legal))
    view = game.view(reader)
    test = attitude_reading(view)
    if test is None:
        return
    assert test(game.board.deal), "the true deal always passes"
    for deal in sample_deals(view, 6, random.Random(seed), accept=test):
        assert_consistent(deal, game, view)
