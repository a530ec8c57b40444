"""The conformance kit: the baseline robots pass it over a thousand games, and it catches a
robot that peeks at hidden cards, one that plays illegally, one that is not deterministic,
one that raises, one whose calls mean nothing, and one that returns no Decision."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bridgecraft.core import Board, Call, Card, Deal, Game, Phase, Seat, View, visible_seats
from bridgecraft.robots.base import Decision, Robot
from bridgecraft.robots.baseline import RandomRobot, SimpleRobot, legal_calls, legal_cards
from bridgecraft.robots.bidding import SaycBidder
from bridgecraft.robots.conformance import (
    ConformanceError,
    ConformanceReport,
    Failure,
    _redealt,
    check_robot,
)
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.robot import BridgeRobot, auction_ranges

# With the smaller runs below, 1,000 games in all (about 20 s of CPU on the test machine).
GAMES = {"simple": 450, "random": 450}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_baseline_robots_conform(name: str) -> None:
    make = {"simple": SimpleRobot, "random": RandomRobot}[name]
    report = check_robot(make, games=GAMES[name], seed=11, replay=50, hidden=0.1)
    report.raise_for_failures()
    assert report.ok and report.robot == name
    assert report.games == report.finished == GAMES[name] and report.replayed == 50
    assert report.calls >= 4 * GAMES[name] and report.cards > 30 * GAMES[name]
    assert report.hidden_checks > 0.05 * (report.calls + report.cards)


def _light_bridge_robot(seed: int) -> BridgeRobot:
    """The default robot (SAYC + PIMC with the auction's ranges), with fewer samples per card
    so that the kit can play a dozen whole games in a few seconds."""
    player = PimcPlayer(seed, samples=6, time_cap=0.2, ranges_fn=auction_ranges)
    return BridgeRobot(seed, player=player)


def test_bridge_robot_conforms_and_phases_can_be_checked_alone() -> None:
    check_robot(_light_bridge_robot, games=10, seed=3).raise_for_failures()
    sayc = check_robot(SaycBidder, games=100, seed=5, play=False)
    assert sayc.ok and sayc.calls > 0, sayc
    bidding = check_robot(RandomRobot, games=30, seed=4, play=False)
    assert bidding.ok and bidding.cards == 0 and bidding.calls > 0
    playing = check_robot(RandomRobot, games=30, seed=4, auction=False, helper=SimpleRobot)
    assert playing.ok and playing.calls == 0 and playing.cards > 0


# -- robots that break the contract ---------------------------------------------------------------


class _Spy:
    """A side channel: ``Game.view`` patched to leave the game it is called on here."""

    game: Game | None = None


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[_Spy]]:
    original = Game.view

    def view(self: Game, seat: Seat | None = None) -> View:
        _Spy.game = self
        return original(self, seat)

    monkeypatch.setattr(Game, "view", view)
    yield _Spy
    _Spy.game = None


class Cheater:
    """Plays like the simple robot, except that it reads the hidden hands through the spy:
    in the play it picks the legal card the hidden cards point to."""

    def __init__(self, seed: int) -> None:
        self.name = "cheater"
        self.inner = SimpleRobot(seed)

    def decide(self, view: View) -> Decision:
        decision = self.inner.decide(view)
        game, seat = _Spy.game, view.seat
        cards = legal_cards(view)
        if game is None or seat is None or len(cards) < 2:
            return decision
        hidden = [s for s in Seat if s not in visible_seats(game, seat)]
        secret = sum(game.hands[s].mask % 1009 for s in hidden)
        return Decision(cards[secret % len(cards)], "a card the hidden hands point to")


def test_the_kit_catches_a_robot_reading_hidden_cards(spy: type[_Spy]) -> None:
    report = check_robot(Cheater, games=6, seed=5, hidden=0.5)
    kinds = {failure.kind for failure in report.failures}
    assert kinds == {"peeks"} and not report.ok
    with pytest.raises(ConformanceError, match="peeks") as raised:
        report.raise_for_failures()
    assert isinstance(raised.value, AssertionError) and "re-dealt" in str(raised.value)
    honest = check_robot(SimpleRobot, games=6, seed=5, hidden=0.5)  # the spy is still there
    assert honest.ok and honest.hidden_checks > 50


class Illegal:
    """Bids 1C whatever came before, then plays its highest card, suit or not."""

    def __init__(self, seed: int) -> None:
        self.name = "illegal"

    def decide(self, view: View) -> Decision:
        if view.phase == Phase.AUCTION:
            return Decision(Call.parse("1C"), "clubs")
        hand = view.hands[view.to_play] if view.to_play is not None else None
        assert hand is not None
        return Decision(max(hand), "highest card")


def test_the_kit_catches_illegal_actions() -> None:
    report = check_robot(Illegal, games=5, seed=1)
    assert {failure.kind for failure in report.failures} == {"illegal"}
    assert "not a legal call" in str(report) and "(auction: 1C" in str(report)
    assert report.finished == 0 and report.replayed == 0


class Moody:
    """Legal, but random from a generator that is not seeded by the view."""

    shared = random.Random()

    def __init__(self, seed: int) -> None:
        self.name = "moody"

    def decide(self, view: View) -> Decision:
        options: tuple[Call | Card, ...] = legal_calls(view) or legal_cards(view)
        return Decision(self.shared.choice(options), "whatever")


def test_the_kit_catches_a_nondeterministic_robot() -> None:
    report = check_robot(Moody, games=4, seed=2, hidden=0.0)
    assert {failure.kind for failure in report.failures} == {"nondeterministic"}
    assert "replayed with the same seed, action" in str(report.failures[0])


class Broken:
    """Each instance fails in its own way, chosen by the seed the kit gives it."""

    def __init__(self, seed: int, how: str) -> None:
        self.name, self.how, self.inner = f"broken-{how}", how, SimpleRobot(seed)

    def decide(self, view: View) -> Any:
        decision = self.inner.decide(view)
        if self.how == "raises" and view.phase == Phase.PLAY:
            raise RuntimeError("no idea")
        if self.how == "mute":
            return Decision(decision.action, " ")
        if self.how == "bare":
            return decision.action
        return decision


@pytest.mark.parametrize(
    ("how", "kind"),
    [("raises", "exception"), ("mute", "no-meaning"), ("bare", "not-a-decision")],
)
def test_the_kit_catches_other_breaches(how: str, kind: str) -> None:
    report = check_robot(lambda seed: Broken(seed, how), games=3, seed=1)
    assert {failure.kind for failure in report.failures} == {kind}
    assert report.robot == f"broken-{how}" and report.failures[0].board == 1


def test_the_kit_stops_at_max_failures_and_checks_its_arguments() -> None:
    report = check_robot(Illegal, games=50, seed=1, max_failures=3)
    assert report.games == 3 and len(report.failures) == 3 and "stopped after 3" in str(report)
    for bad, message in (
        ({"games": 0}, "invalid games"),
        ({"hidden": 1.5}, "invalid hidden"),
        ({"auction": False, "play": False}, "nothing to check"),
    ):
        with pytest.raises(ValueError, match=message):
            check_robot(SimpleRobot, **bad)


def test_failures_and_reports_read_well() -> None:
    failure = Failure("illegal", 7, Seat.W, "chose 1C")
    report = ConformanceReport("x", 1, 0, 1, 0, 0, 0, (failure,), 0.5, 0.001)
    assert str(report).splitlines()[1] == "  board 7, W: illegal: chose 1C"


# -- the re-deal behind the hidden-card check ---------------------------------------------------


def test_redeals_keep_the_view_counts_and_voids() -> None:
    rng = random.Random(8)
    robots: dict[Seat, Robot] = {seat: RandomRobot(seat) for seat in Seat}
    changed = 0
    for board in range(1, 30):
        game = Game.new(Board(board, Deal.random(rng)))
        while not game.is_finished:
            seat = game.to_act
            assert seat is not None
            other = _redealt(game, seat, rng)
            if other is not None:
                changed += 1
                assert other.view(seat) == game.view(seat)
                assert other.board.deal != game.board.deal and other.actions == game.actions
                for hidden in Seat:
                    if hidden not in visible_seats(game, seat):
                        assert len(other.hands[hidden]) == len(game.hands[hidden])
                        for trick in game.tricks:  # showed out: still void in the re-deal
                            led = trick.cards[0].suit
                            for position, card in enumerate(trick.cards):
                                if trick.seat_of(position) == hidden and card.suit != led:
                                    assert other.hands[hidden].length(led) == 0
            game = game.apply(robots[seat].decide(game.view(seat)).action, seat=seat)
    assert changed > 500
