"""Declarer's plan for the trick: one reply per card seen, never better than double dummy."""

from __future__ import annotations

import random

import pytest

from _shared import game_at_opening_lead
from bridgecraft.analysis import solve_many
from bridgecraft.core import Card, Deal, Game, IllegalActionError, Seat, Strain, View
from bridgecraft.robots.play import (
    PLAN_CANDIDATES,
    PimcPlayer,
    completed_cards,
    equal_cards,
    evaluate,
    positions,
)
from bridgecraft.robots.sampling import sample_deals
from bridgecraft.robots.trick_plan import plan_losses, plays_again


def planning_views(seed: int, count: int) -> list[View]:
    """Views of declarer's side on first or second to a trick, from randomly played deals."""
    rng = random.Random(seed)
    found: list[View] = []
    while len(found) < count:
        deal = Deal.random(rng)
        strain = rng.choice(tuple(Strain))
        game = game_at_opening_lead(deal, rng.choice(tuple(Seat)), rng.randint(1, 4), strain)
        stop = rng.randint(1, 36)
        for _ in range(stop):
            game = game.apply(rng.choice(game.legal_actions(claims=False)))
        while game.to_act is not None and not plays_again(game.view(game.to_act)):
            game = game.apply(rng.choice(game.legal_actions(claims=False)))
        if game.to_act is not None:
            found.append(game.view(game.to_act))
    return found


def legal_cards(view: View) -> list[Card]:
    return [action for action in view.legal_actions if isinstance(action, Card)]


def choices(view: View) -> int:
    """The classes of equal cards the seat to play chooses among."""
    assert view.to_play is not None
    hand = view.hands[view.to_play]
    assert hand is not None
    return len(equal_cards(legal_cards(view), hand.mask, completed_cards(view.tricks)))


def test_who_plans_the_trick() -> None:
    """Declarer's side first or second to a trick after the opening lead, and nobody else."""
    rng = random.Random(5)
    game = game_at_opening_lead(Deal.random(rng), Seat.S, 3, Strain.NT)
    seen = []
    for _ in range(12):
        assert game.to_act is not None and game.contract is not None
        view = game.view(game.to_act)
        position = len(game.tricks[-1].cards) % 4 if game.tricks else 0
        declaring = game.to_act.side == game.contract.side
        expected = bool(game.tricks) and declaring and position < 2
        assert plays_again(view) == expected
        seen.append(expected)
        game = game.apply(game.legal_actions(claims=False)[0])
    assert True in seen and False in seen


def test_a_defender_has_no_plan() -> None:
    rng = random.Random(2)
    game = game_at_opening_lead(Deal.random(rng), Seat.S, 3, Strain.S)
    view = game.view(Seat.W)  # the opening leader
    with pytest.raises(IllegalActionError, match="no plan for the trick on board"):
        plan_losses(view, [game.board.deal], legal_cards(view))


def test_one_layout_has_nothing_to_fuse() -> None:
    """With a single layout, a reply for each card seen is the double-dummy reply: the plan
    loses exactly what double dummy says, at IMPs and at matchpoints."""
    for view in planning_views(11, 6):
        deal = sample_deals(view, 1, random.Random(3))
        stats = evaluate(view, deal)
        cards = [s.card for s in stats]
        assert plan_losses(view, deal, cards) == [s.average_imp_loss for s in stats]
        best = solve_many(positions(view, deal))[0].best
        assert plan_losses(view, deal, cards, scoring="mp") == [best - s.tricks for s in stats]


def test_a_plan_never_beats_double_dummy_and_sometimes_loses_to_it() -> None:
    """Declarer choosing his next card by what he sees can only do worse than choosing it by
    the layout; over several layouts he sometimes must guess (strategy fusion undone)."""
    fused = 0
    for view in planning_views(7, 10):
        deals = sample_deals(view, 8, random.Random(4))
        weights = [1 + i % 3 for i in range(len(deals))]
        stats = evaluate(view, deals, weights)
        planned = plan_losses(view, deals, [s.card for s in stats], weights)
        for s, loss in zip(stats, planned, strict=True):
            assert loss >= s.average_imp_loss - 1e-9
            fused += loss > s.average_imp_loss + 1e-9
    assert fused > 0


def test_the_player_plays_the_best_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``plan_trick``, declarer plays the card whose plan loses least among the
    candidates sampling ranks best, and says so; without it, sampling's card."""
    import bridgecraft.robots.trick_plan as trick_plan

    view = next(v for v in planning_views(3, 20) if choices(v) > PLAN_CANDIDATES)
    plain = PimcPlayer(1, samples=8, time_cap=None).decide(view)
    asked: list[list[Card]] = []

    def last_is_best(view: View, deals: object, cards: list[Card], *args: object) -> list[float]:
        asked.append(list(cards))
        return [float(len(cards) - i) for i in range(len(cards))]

    monkeypatch.setattr(trick_plan, "plan_losses", last_is_best)
    planned = PimcPlayer(1, samples=8, time_cap=None, plan_trick=True).decide(view)
    assert len(asked) == 1 and len(asked[0]) == PLAN_CANDIDATES
    assert asked[0][0] == plain.action  # sampling's card first
    assert planned.action == asked[0][-1] != plain.action
    assert planned.meaning == f"plans the trick; {plain.meaning}"
    monkeypatch.setattr(trick_plan, "plan_losses", lambda v, d, cards, *a: [0.0] * len(cards))
    same = PimcPlayer(1, samples=8, time_cap=None, plan_trick=True).decide(view)
    assert same == plain  # a tie keeps sampling's card


def test_planned_play_is_legal_through_whole_deals() -> None:
    player = PimcPlayer(2, samples=4, time_cap=None, plan_trick=True)
    rng = random.Random(9)
    for _ in range(2):
        game: Game = game_at_opening_lead(Deal.random(rng), Seat.N, 3, Strain.H)
        while not game.is_finished:
            assert game.to_act is not None
            decision = player.decide(game.view(game.to_act))
            assert decision.action in game.legal_actions(claims=False)
            game = game.apply(decision.action)
        assert game.result() is not None
