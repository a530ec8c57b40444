"""Reading the opening lead: the model's probabilities, the layouts' weights, and who reads."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from _shared import game_at_opening_lead
from bridgecraft.core import Card, Deal, Game, Hand, Seat, Strain, Suit
from bridgecraft.core.hand import SUIT_MASKS
from bridgecraft.robots.lead_reading import (
    FEATURES,
    lead_features,
    lead_weights,
    suit_probabilities,
)
from bridgecraft.robots.play import PimcPlayer, choose, evaluate
from bridgecraft.robots.sampling import sample_deals


@settings(max_examples=60, deadline=None)
@given(
    index=st.integers(0, 2**90),
    declarer=st.sampled_from(list(Seat)),
    strain=st.sampled_from(list(Strain)),
)
def test_probabilities_cover_the_suits_held(index: int, declarer: Seat, strain: Strain) -> None:
    deal = Deal.from_index(index % 53644737765488792839237440000)
    game = game_at_opening_lead(deal, declarer, 3, strain)
    leader = declarer.lho
    hand = deal[leader]
    chances = suit_probabilities(game.view(leader), hand)
    held = {suit for suit in Suit if hand.mask & SUIT_MASKS[int(suit)]}
    assert set(chances) == held
    assert sum(chances.values()) == pytest.approx(1.0)
    assert all(0 < p < 1 for p in chances.values()) or len(held) == 1
    features = lead_features(game.view(leader), hand)
    assert all(len(values) == len(FEATURES) for values in features.values())


def after_lead(deal: Deal, declarer: Seat, strain: Strain, lead: Card) -> Game:
    game = game_at_opening_lead(deal, declarer, 4, strain)
    return game.apply(lead)


def test_weights_only_where_the_lead_is_hidden() -> None:
    deal = Deal.random(random.Random(3))
    game = game_at_opening_lead(deal, Seat.S, 4, Strain.H)
    leader = Seat.W
    assert lead_weights(game.view(leader), [deal]) is None  # no card played yet
    lead = next(iter(deal[leader]))
    game = game.apply(lead)
    assert lead_weights(game.view(Seat.W), [deal]) is None  # the leader sees his own cards
    for seat in (Seat.S, Seat.E):  # declarer, and the leader's partner
        view = game.view(seat)
        deals = sample_deals(view, 20, random.Random(1))
        weights = lead_weights(view, deals)
        assert weights is not None and len(weights) == len(deals)
        assert min(weights) >= 1 and max(weights) == 64


def test_an_ace_king_lead_makes_the_ace_likelier() -> None:
    """Our leader leads the king from ace-king (the lowest of equal cards) far more often than
    from a king without the ace: after a king lead, the layouts that give him the ace weigh
    more than their share."""
    deal = Deal.from_pbn("N:AKJ5.2.QT65.KQ95 983.QJ95.K73.A84 QT4.T874.A982.T7 762.AK63.J4.J632")
    game = after_lead(deal, Seat.S, Strain.S, Card.parse("HK"))  # West leads against 4S
    view = game.view(Seat.S)
    deals = sample_deals(view, 200, random.Random(5))
    weights = lead_weights(view, deals)
    assert weights is not None
    leader = Seat.W
    ace = 1 << Card.parse("HA")
    holds = [bool(deal.masks[leader] & ace) for deal in deals]
    plain = sum(holds) / len(holds)
    weighted = sum(w for w, h in zip(weights, holds, strict=True) if h) / sum(weights)
    assert 0 < plain < 1
    assert weighted > plain + 0.1


def test_uniform_weights_change_nothing() -> None:
    deal = Deal.random(random.Random(8))
    game = after_lead(deal, Seat.N, Strain.NT, next(iter(deal[Seat.E])))
    view = game.view(Seat.N)
    deals = sample_deals(view, 12, random.Random(2))
    plain = evaluate(view, deals)
    doubled = evaluate(view, deals, [3] * len(deals))
    assert [(s.card, s.success * 3, s.tricks * 3, s.imp_loss * 3) for s in plain] == [
        (s.card, s.success, s.tricks, s.imp_loss) for s in doubled
    ]
    # The weights scale the totals, not the number of layouts the explanation quotes.
    assert {(s.layouts, s.solved) for s in doubled} == {(3 * len(deals), len(deals))}
    meaning = choose(view, doubled, "imps").meaning
    assert f"of {len(deals)} layouts" in meaning and f"of {3 * len(deals)} " not in meaning


def test_who_reads_the_lead() -> None:
    deal = Deal.random(random.Random(4))
    game = after_lead(deal, Seat.N, Strain.S, next(iter(deal[Seat.E])))
    view = game.view(Seat.N)
    deals = sample_deals(view, 8, random.Random(2))
    assert PimcPlayer(read_lead=True)._lead_weights(view, deals) is not None
    assert PimcPlayer(read_lead=False)._lead_weights(view, deals) is None
    # The lead is read only from a player whose carding is read (never a human's).
    assert PimcPlayer(read_lead=True, read_carding=False)._lead_weights(view, deals) is None
    others = frozenset({Seat.N, Seat.S, Seat.W})
    assert PimcPlayer(read_lead=True, read_carding=others)._lead_weights(view, deals) is None
    mine = others | {Seat.E}
    assert PimcPlayer(read_lead=True, read_carding=mine)._lead_weights(view, deals) is not None


def test_hand_features_match_the_holding() -> None:
    hand = Hand.parse("KQ52.A843.762.J9")
    game = game_at_opening_lead(Deal.random(random.Random(1)), Seat.N, 2, Strain.H)
    features = dict(zip(FEATURES, lead_features(game.view(Seat.E), hand)[Suit.S], strict=True))
    assert features["four cards"] == 1 and features["king-queen (no ace)"] == 1
    assert features["ace-king"] == 0 and features["trumps"] == 0
    hearts = dict(zip(FEATURES, lead_features(game.view(Seat.E), hand)[Suit.H], strict=True))
    assert hearts["trumps"] == 1 and hearts["ace without the king"] == 1
