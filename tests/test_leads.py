"""Opening leads: legal, deterministic, within the auction's ranges and the contract's."""

from __future__ import annotations

import random
from typing import Any

import pytest

from _shared import StandInRange, game_at_opening_lead, spy_results
from bridgecraft.core import (
    BySeat,
    Contract,
    Deal,
    Game,
    IllegalActionError,
    Seat,
    Strain,
)
from bridgecraft.robots import leads as leads_module
from bridgecraft.robots.leads import choose_lead, contract_accept
from bridgecraft.robots.play import LEAD_TIME_FACTOR, PimcPlayer
from bridgecraft.robots.sampling import sample_deals


def opening(seed: int, level: int = 4, strain: Strain = Strain.S) -> Game:
    deal = Deal.random(random.Random(seed))
    return game_at_opening_lead(deal, Seat.N, level, strain)


def test_lead_is_legal_and_explained() -> None:
    game = opening(1)
    decision = choose_lead(game.view(Seat.E), samples=4)
    assert decision.action in game.legal_actions(claims=False)
    assert decision.meaning.startswith("opening lead: ")
    assert {c.action for c in decision.candidates} == set(game.legal_actions(claims=False))


def test_player_uses_the_lead_path_and_is_deterministic() -> None:
    game = opening(2, 3, Strain.NT)
    player = PimcPlayer(5, samples=4, time_cap=None)
    first = player.decide(game.view(Seat.E))
    assert first.meaning.startswith("opening lead: ")
    assert first == PimcPlayer(5, samples=4, time_cap=None).decide(game.view(Seat.E))


def test_ranges_reach_the_sampler(monkeypatch: pytest.MonkeyPatch) -> None:
    game = opening(3)
    seen: list[object] = []
    original = sample_deals

    def spy(*args: Any, **kwargs: Any) -> list[Deal]:
        seen.append(kwargs.get("ranges"))
        deals = original(*args, **kwargs)
        seen.append(deals)
        return deals

    monkeypatch.setattr(leads_module, "sample_deals", spy)
    strong = StandInRange((12, 21), ((0, 13), (0, 13), (0, 13), (4, 13)))
    ranges = BySeat(strong, None, None, None)
    player = PimcPlayer(0, samples=4, time_cap=None, ranges_fn=lambda view: ranges)
    player.decide(game.view(Seat.E))
    assert seen[0] == ranges
    deals = seen[1]
    assert isinstance(deals, list) and deals
    assert all(strong.accepts(deal[Seat.N]) for deal in deals)


def test_contract_inference() -> None:
    accept = contract_accept(Contract.parse("3NT by S"))
    weak = Deal.from_pbn("N:5432.5432.432.32 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.876.8765.87654")
    assert not accept(weak)
    rotated = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 5432.5432.432.32 6.876.8765.87654")
    assert accept(rotated)
    no_fit = contract_accept(Contract.parse("2D by S"))
    assert not no_fit(rotated)  # six diamonds between North and South


def test_not_an_opening_lead() -> None:
    game = opening(4)
    game = game.apply(game.legal_actions(claims=False)[0])
    with pytest.raises(IllegalActionError):
        choose_lead(game.view(game.to_act))


@pytest.mark.parametrize("strain", [Strain.NT, Strain.H])
def test_the_lead_at_imps_takes_the_most_tricks(
    monkeypatch: pytest.MonkeyPatch, strain: Strain
) -> None:
    """At IMPs too the lead ranks by average tricks over its layouts (decision 0019): the
    chosen lead's class has the most tricks, and the candidates come by their tricks."""
    from bridgecraft.robots.play import CardStats

    seen: list[list[CardStats]] = spy_results(monkeypatch, leads_module, "evaluate")
    for seed in range(7, 11):
        game = opening(seed, 3, strain)
        view = game.view(Seat.E)
        decision = choose_lead(view, samples=12, time_cap=None, length_leads=False)
        stats = seen[-1]
        chosen = next(s for s in stats if decision.action in s.equals)
        assert chosen.tricks == max(s.tricks for s in stats)
        ties = [s for s in stats if s.tricks == chosen.tricks]
        assert chosen.imp_loss == min(s.imp_loss for s in ties)
        scores = [c.score for c in decision.candidates]
        assert scores == sorted(scores, reverse=True)
        assert scores[0] == chosen.average_tricks


def test_the_lead_has_its_own_time(monkeypatch: pytest.MonkeyPatch) -> None:
    game = opening(5, 3, Strain.NT)
    caps: list[object] = []
    original = choose_lead

    def spy(*args: Any, **kwargs: Any) -> Any:
        caps.append(kwargs.get("time_cap"))
        return original(*args, **kwargs)

    monkeypatch.setattr(leads_module, "choose_lead", spy)
    PimcPlayer(0, samples=4, time_cap=0.5).decide(game.view(Seat.E))
    PimcPlayer(0, samples=4, time_cap=0.5, lead_time_cap=2.0).decide(game.view(Seat.E))
    PimcPlayer(0, samples=4, time_cap=None).decide(game.view(Seat.E))
    assert caps == [0.5 * LEAD_TIME_FACTOR, 2.0, None]


def test_the_lead_deals_the_shapes_the_auction_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three hands are hidden before the lead: the suit lengths of the ranges are dealt, not
    hoped for (``sample_deals(shape=True)``), so every layout has them."""
    game = opening(6, 4, Strain.S)
    view = game.view(game.to_act)
    hidden = [seat for seat in Seat if view.hands[seat] is None]
    rare = StandInRange((0, 37), ((0, 13), (0, 13), (0, 13), (7, 13)))  # seven spades
    ranges = [rare if seat == hidden[0] else None for seat in Seat]
    kept: list[list[Deal]] = []
    original = leads_module.sample_deals

    def spy(*args: Any, **kwargs: Any) -> list[Deal]:
        assert kwargs.get("shape") is True
        deals = original(*args, **kwargs)
        kept.append(deals)
        return deals

    monkeypatch.setattr(leads_module, "sample_deals", spy)
    choose_lead(view, samples=12, time_cap=None, ranges=ranges, from_contract=False)
    [deals] = kept
    assert len(deals) == 12 and all(rare.accepts(deal[hidden[0]]) for deal in deals)
