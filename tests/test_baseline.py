"""The baseline robots: the simple robot's bidding rules and rules of thumb in the play, the
random robot, and the bridge robot that puts a bidder and a player together."""

from __future__ import annotations

import pytest

from bridgecraft.core import (
    Board,
    Call,
    Card,
    Deal,
    Game,
    Hand,
    IllegalActionError,
    InvalidNotationError,
    Phase,
    Seat,
    View,
)
from bridgecraft.robots.base import Decision, Robot
from bridgecraft.robots.baseline import RandomRobot, SimpleRobot, legal_calls, legal_cards
from bridgecraft.robots.robot import (
    BIDDERS,
    CARD_PLAYERS,
    ROBOTS,
    BridgeRobot,
    robot_factory,
)

# 4S by South, West to lead (see the play tests).
PLAY_DEAL = "N:K32.8642.A52.943 654.T97.764.QT65 AQJT9.A5.K83.A82 87.KQJ3.QJT9.KJ7"
PLAY_AUCTION = ["P", "P", "1S", "P", "4S", "P", "P", "P"]


def _deal(north: str, south: str | None = None) -> Deal:
    """A deal with these North (and South) hands, East and West getting the other cards."""
    hands = [Hand.parse(north), Hand.parse(south) if south else Hand()]
    rest = list(Hand((1 << 52) - 1) - hands[0] - hands[1])
    if south is None:
        hands[1] = Hand.from_cards(rest[:13])
        rest = rest[13:]
    east, west = Hand.from_cards(rest[0::2]), Hand.from_cards(rest[1::2])
    return Deal(hands[0], east, hands[1], west)


def _bid(north: str, calls: str = "", south: str | None = None) -> Decision:
    game = Game.replay(Board(1, _deal(north, south)), calls.split())
    seat = game.to_act
    assert seat is not None
    return SimpleRobot(seed=2).decide(game.view(seat))


@pytest.mark.parametrize(
    ("north", "call", "rule"),
    [
        ("AK32.KJ3.Q92.K54", "1NT", "open-1nt"),  # 16, 4333
        ("A2.KQ854.K32.J54", "1H", "open-suit"),  # 13, five hearts
        ("AKQ2.KJ3.Q92.K54", "1S", "open-suit"),  # 18 balanced: too strong for 1NT
        ("A2.Q8543.K32.J54", "P", "pass-weak"),  # 10
    ],
)
def test_openings(north: str, call: str, rule: str) -> None:
    decision = _bid(north)
    assert str(decision.action) == call and decision.rule == rule and decision.meaning


@pytest.mark.parametrize(
    ("south", "call", "rule"),
    [
        ("K54.J72.Q8765.32", "2H", "raise-single"),  # 6 HCP + 1 for the doubleton
        ("K54.AJ72.Q876.32", "3H", "raise-limit"),  # 10 + 1
        ("K54.AJ72.AQ76.32", "4H", "raise-game"),  # 14 + 1
        ("K543.J7.Q8765.32", "P", "pass-no-raise"),  # two hearts only
    ],
)
def test_raises_of_partners_suit(south: str, call: str, rule: str) -> None:
    decision = _bid("A2.KQ854.K32.J54", "1H P", south)
    assert str(decision.action) == call and decision.rule == rule
    if call != "P":
        assert "hearts support" in decision.meaning


@pytest.mark.parametrize(
    ("south", "call"),
    [("QJ5.Q42.J87.Q632", "2NT"), ("QJ5.AQ2.J876.Q32", "3NT"), ("QJ5.T42.J87.Q632", "P")],
)
def test_raises_of_partners_notrump(south: str, call: str) -> None:
    assert str(_bid("AK32.KJ3.Q92.K54", "1NT P", south).action) == call


def test_opener_accepts_an_invitation_with_extras_only() -> None:
    south = "K54.AJ72.Q876.32"
    assert str(_bid("A2.KQ854.KJ2.J54", "1H P 3H P", south).action) == "4H"
    assert str(_bid("A2.KQ854.K32.J54", "1H P 3H P", south).action) == "P"


def test_the_simple_robot_does_not_compete() -> None:
    decision = _bid("A2.KQ854.K32.J54", "1H")  # East, whatever its hand
    assert decision.action == Call.PASS and decision.rule == "pass-no-compete"


def _played(*cards: str) -> Game:
    game = Game.replay(Board(1, Deal.from_pbn(PLAY_DEAL)), PLAY_AUCTION)
    for card in cards:
        game = game.apply(card)
    return game


def _card(game: Game) -> Decision:
    seat = game.to_act
    assert seat is not None
    return SimpleRobot().decide(game.view(seat))


@pytest.mark.parametrize(
    ("before", "card", "reason"),
    [
        ((), "HK", "top of a sequence"),  # West: KQJ3 of hearts
        (("HK",), "H2", "follow low: nothing wins the trick"),  # dummy
        (("HK", "H2"), "H7", "follow low: partner is winning"),  # East
        (("HK", "H2", "H7"), "HA", "win as cheaply as possible"),  # South
        (("HK", "H2", "H7", "HA"), "SA", "draw trumps with a sure winner"),
        (("HK", "H2", "H7", "HA", "C2"), "C7", "second hand low"),  # West: KJ7
        (("HK", "H2", "H7", "HA", "C2", "C7"), "C9", "third hand high"),  # dummy: 943
        (("HK", "H2", "H7", "HA", "C2", "C7", "C9"), "CT", "win as cheaply as possible"),
        (
            ("HK", "H2", "H7", "HA", "H5", "HQ", "H4", "H9", "HJ", "H6", "HT"),
            "S9",
            "ruff: void in the suit led",
        ),
    ],
)
def test_card_play_rules_of_thumb(before: tuple[str, ...], card: str, reason: str) -> None:
    decision = _card(_played(*before))
    assert (str(decision.action), decision.meaning) == (card, reason)


def test_discards_the_lowest_card_when_void_without_trumps() -> None:
    deal = "N:AKQ.AKQ.AKQ.AKQJ JT98765432.JT9.. .876543.T98765.T .2.J432.98765432"
    game = Game.replay(Board(1, Deal.from_pbn(deal)), ["1NT", "P", "P", "P"])
    lead = _card(game)
    assert (lead.action, lead.meaning) == (Card.SJ, "top of a sequence")
    game = game.apply(lead.action)
    dummy = _card(game)  # declarer plays dummy's cards: no spade, no trump
    assert (dummy.action, dummy.meaning) == (Card.H3, "discard the lowest card")
    west = _card(game.apply(dummy.action))  # three twos: from the longest suit
    assert (west.action, west.meaning) == (Card.C2, "discard the lowest card")


def test_simple_robot_plays_every_card_legally_and_explains_it() -> None:
    game = _played()
    robot = SimpleRobot(seed=5)
    while not game.is_finished:
        seat = game.to_act
        assert seat is not None
        decision = robot.decide(game.view(seat))
        assert decision.action in legal_cards(game.view(seat)) and decision.meaning
        game = game.apply(decision.action, seat=seat)
    assert len(game.tricks) == 13


def test_random_robot_is_legal_seeded_and_biased_to_pass() -> None:
    game = Game.new(Board(5, Deal.from_index(12345)))
    always = RandomRobot(seed=1, pass_rate=1.0)
    assert always.decide(game.view(game.board.dealer)).action == Call.PASS
    actions = set()
    for seed in range(40):
        decision = RandomRobot(seed=seed).decide(game.view(game.board.dealer))
        assert decision.action in legal_calls(game.view(game.board.dealer))
        assert decision == RandomRobot(seed=seed).decide(game.view(game.board.dealer))
        actions.add(decision.action)
    assert Call.PASS in actions and len(actions) > 5
    with pytest.raises(ValueError, match="pass_rate"):
        RandomRobot(pass_rate=1.5)


@pytest.mark.parametrize("robot", [RandomRobot(), SimpleRobot()], ids=["random", "simple"])
def test_robots_refuse_a_view_with_nothing_to_decide(robot: Robot) -> None:
    game = Game.new(Board(1, Deal.from_index(99)))
    with pytest.raises(IllegalActionError, match="no call or card to choose for seat E"):
        robot.decide(game.view(Seat.E))  # North is to call
    played = Game.replay(Board(1, Deal.from_index(99)), ["1NT", "P", "P", "P"])
    with pytest.raises(IllegalActionError, match="seat S"):
        robot.decide(played.view(Seat.S))  # dummy never acts


def test_robots_follow_the_protocol() -> None:
    for robot in (RandomRobot(), SimpleRobot(), BridgeRobot()):
        assert isinstance(robot, Robot)
        assert eval(repr(robot).split("(")[0]) is type(robot)


class _Recorder:
    def __init__(self, name: str, inner: Robot, log: list[tuple[str, Phase]]) -> None:
        self.name, self.inner, self.log = name, inner, log

    def decide(self, view: View) -> Decision:
        self.log.append((self.name, view.phase))
        return self.inner.decide(view)


def test_bridge_robot_asks_the_bidder_then_the_player() -> None:
    log: list[tuple[str, Phase]] = []
    robot = BridgeRobot(
        seed=1,
        bidder=_Recorder("bidder", SimpleRobot(1), log),
        player=_Recorder("player", RandomRobot(1), log),
    )
    assert robot.name == "bidder+player"
    game = Game.new(Board(3, Deal.from_index(2024)))
    while not game.is_finished:
        seat = game.to_act
        assert seat is not None
        game = game.apply(robot.decide(game.view(seat)).action, seat=seat)
    assert {name for name, phase in log if phase == Phase.AUCTION} == {"bidder"}
    assert {name for name, phase in log if phase != Phase.AUCTION} <= {"player"}
    assert BridgeRobot(seed=4).name == "sayc-slam+pimc"  # the slam check (decision 0083)


def test_robot_names() -> None:
    assert robot_factory(" Simple ") is SimpleRobot and set(ROBOTS) >= {"random", "simple"}
    assert robot_factory("simple+random")(3).name == "simple+random"
    for bad in ("gib", "simple+", "a+b+c", "simple+gib"):
        with pytest.raises(ValueError, match="unknown robot"):
            robot_factory(bad)


def test_a_robot_that_only_plays_the_cards_is_named_only_as_a_player() -> None:
    for name in CARD_PLAYERS:
        for bad in (name, f"{name}+simple", f" {name.upper()}+{name}"):
            with pytest.raises(InvalidNotationError, match=f"cannot bid: {name} only plays"):
                robot_factory(bad)
        robot = robot_factory(f"sayc+{name}")(2)
        game = Game.new(Board(1, Deal.from_index(10)))
        assert robot.decide(game.view(Seat.N)).action in game.legal_actions()
    # Every other robot bids: it makes a legal opening call.
    for name in set(ROBOTS) - CARD_PLAYERS:
        game = Game.new(Board(1, Deal.from_index(10)))
        robot = robot_factory(name, plays=False)(2)
        assert robot.decide(game.view(Seat.N)).action in game.legal_actions()


def test_a_robot_that_only_bids_is_named_alone_only_where_no_card_is_played() -> None:
    played = Game.replay(Board(1, Deal.from_index(10)), ["1NT", "P", "P", "P"])
    for name in BIDDERS:
        for bad in (name, f"simple+{name}", f"{name}+{name}"):
            with pytest.raises(InvalidNotationError, match=f"cannot play the cards: {name} only"):
                robot_factory(bad)
            robot_factory(bad, plays=False)  # a bidding-only match plays no card
        robot = robot_factory(f"{name}+pimc")(2)
        assert robot.decide(played.view(Seat.E)).action in played.legal_actions()
    # Every robot that may be named alone to play whole deals plays a legal card.
    for name in set(ROBOTS) - CARD_PLAYERS - BIDDERS:
        robot = robot_factory(name)(2)
        assert robot.decide(played.view(Seat.E)).action in played.legal_actions()
