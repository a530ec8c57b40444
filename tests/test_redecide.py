"""Re-deciding recorded card decisions: the points agree with the double-dummy measures, and
players are scored on exactly those points."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from _shared import game_at_opening_lead, perfect
from bridgecraft.core import Call, Card, Deal, Game, IllegalActionError, Seat, Strain, View
from bridgecraft.robots import RandomRobot
from bridgecraft.robots.base import Candidate, Decision
from bridgecraft.robots.measure import measure
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.redecide import (
    Calibration,
    DecisionPoint,
    calibration,
    decision_points,
    redecide,
)


def random_games(count: int, seed: int) -> list[Game]:
    """Deals bid "contract P P P" and played by a random-legal robot: plenty of errors."""
    rng = random.Random(seed)
    robot = RandomRobot(seed)
    games = []
    for number in range(1, count + 1):
        strain = rng.choice(list(Strain))
        game = game_at_opening_lead(
            Deal.random(rng), rng.choice(list(Seat)), 3, strain, number=number
        )
        while not game.is_finished:
            seat = game.to_act
            assert seat is not None
            game = game.apply(robot.decide(game.view(seat)).action)
        games.append(game)
    return games


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return random_games(6, 5)


@pytest.fixture(scope="module")
def points(games: list[Game]) -> list[DecisionPoint]:
    return decision_points(games)


def test_recorded_errors_are_the_measured_errors(
    games: list[Game], points: list[DecisionPoint]
) -> None:
    report = measure(games)
    for role, notrump, rate in (
        ("declarer", False, report.declarer_suit),
        ("declarer", True, report.declarer_nt),
        ("defence", False, report.defence_suit),
        ("defence", True, report.defence_nt),
    ):
        mine = [p for p in points if p.role == role and p.notrump == notrump]
        assert sum(p.recorded_error for p in mine) == rate.count
    assert report.declarer_suit.count + report.defence_suit.count > 0
    for notrump, leads in ((False, report.leads_suit), (True, report.leads_nt)):
        mine = [p for p in points if p.role == "lead" and p.notrump == notrump]
        assert len(mine) == leads.total
        assert sum(not p.recorded_error for p in mine) == leads.count


def test_points_are_where_a_card_can_lose_a_trick(
    games: list[Game], points: list[DecisionPoint]
) -> None:
    every = decision_points(games, hard=False)
    assert len(every) > len(points)
    hard = [p for p in every if len(set(p.values.values())) > 1]
    assert [(p.game.actions, p.played) for p in hard] == [
        (p.game.actions, p.played) for p in points
    ]
    for point in every:
        legal = [a for a in point.game.legal_actions(claims=False) if isinstance(a, Card)]
        assert sorted(point.values) == sorted(legal) and point.played in legal
        assert 1 <= point.trick <= 12
        assert (point.role == "lead") == (not point.game.tricks)


def test_known_mistakes_are_found() -> None:
    deal = Deal.random(random.Random(11))
    game, mistakes = perfect(game_at_opening_lead(deal, Seat.W, 4, Strain.S), mistake_at=9)
    assert mistakes
    points = decision_points([game])
    calls = len(game.calls)
    found = [len(p.game.actions) - calls for p in points if p.recorded_error]
    assert found == mistakes


def _by_values(points: list[DecisionPoint], pick: str) -> dict[tuple[object, ...], Card]:
    table = {}
    for point in points:
        key = (point.game.board.number, len(point.game.actions))
        best = max(point.values.values())
        cards = [c for c, v in point.values.items() if (v == best) == (pick == "best")]
        table[key] = cards[0]
    return table


def test_players_are_scored_on_every_point(points: list[DecisionPoint]) -> None:
    best, worst = _by_values(points, "best"), _by_values(points, "worst")

    def oracle(table: dict[tuple[object, ...], Card]) -> Callable[[View], Decision]:
        def decide(view: View) -> Decision:
            cards = sum(len(trick.cards) for trick in view.tricks)
            return Decision(table[view.board_number, len(view.calls) + cards], "")

        return decide

    seen: list[int] = []
    results = redecide(
        points,
        {"best": oracle(best), "worst": oracle(worst)},
        progress=lambda done, partial: seen.append(partial["worst"].errors - done),
    )
    assert seen == [0] * len(points)
    assert results["best"].errors == 0
    assert results["worst"].errors == len(points) == len(results["worst"].seconds)
    assert results["best"].median_seconds >= 0


def test_a_card_that_is_not_legal_is_refused(points: list[DecisionPoint]) -> None:
    point = points[0]
    outside = next(Card(i) for i in range(52) if Card(i) not in point.values)
    with pytest.raises(IllegalActionError, match="not a legal card"):
        point.is_error(outside)
    with pytest.raises(IllegalActionError, match="answered P"):
        redecide([point], {"bidder": lambda view: Decision(Call.parse("P"), "a pass")})


def test_calibration_compares_expected_tricks_with_the_real_deal(
    points: list[DecisionPoint],
) -> None:
    """A player whose expectations are the real deal's double-dummy values, shifted by a
    constant, is off by exactly that constant in every role and strain; candidates without an
    expectation, or for cards that are not legal, are left out."""

    def shifted(offset: float) -> Callable[[View], Decision]:
        def decide(view: View) -> Decision:
            point = next(p for p in points if p.game.view(p.game.to_act) == view)
            candidates = tuple(
                Candidate(card, 0.0, "", value + offset) for card, value in point.values.items()
            )
            extra = (Candidate(Card.SA, 0.0, "", None),)
            return Decision(next(iter(point.values)), "", candidates + extra)

        return decide

    for offset in (0.0, 1.5, -2.0):
        found = calibration(points, shifted(offset))
        assert sum(c.points for c in found.values()) == len(points)
        assert sum(c.cards for c in found.values()) == sum(len(p.values) for p in points)
        for result in found.values():
            assert result.bias == pytest.approx(-offset)
    assert Calibration().bias == 0.0


def test_the_pimc_player_gives_every_card_an_expectation(points: list[DecisionPoint]) -> None:
    """PimcPlayer's candidates carry the average tricks of every legal card, so calibration
    counts every legal card of every point it decides."""
    player = PimcPlayer(1, samples=6, time_cap=None)
    few = points[:6]
    found = calibration(few, player.decide)
    assert sum(c.points for c in found.values()) == len(few)
    assert sum(c.cards for c in found.values()) == sum(len(p.values) for p in few)
    for result in found.values():
        assert -13 <= result.bias <= 13
