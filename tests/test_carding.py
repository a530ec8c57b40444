"""Reading the carding: a player who plays the lowest of equal cards denies the card below."""

from __future__ import annotations

import io
import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from bridgecraft.cli.play_robots import seat_robots
from bridgecraft.cli.play_session import DealTable
from bridgecraft.core import Board, BySeat, Card, Deal, Game, Seat
from bridgecraft.robots import sampling
from bridgecraft.robots.base import Robot
from bridgecraft.robots.match import play_match, random_boards
from bridgecraft.robots.play import PimcPlayer, equal_cards
from bridgecraft.robots.robot import BridgeRobot, robot_factory
from bridgecraft.robots.sampling import carding_denials, count_layouts, knowledge, sample_deals
from bridgecraft.robots.signals import honour_lead
from test_sampling import assert_consistent, game_at

DEAL = Deal.from_pbn("N:A97.AKQ.AKQ.A432 K43.JT9.JT9.KQJ5 Q85.5432.5432.T9 JT62.876.876.876")


def agreed_game(seed: int, cards: int) -> Game:
    """A random deal and contract, then ``cards`` cards each from a random class of equal
    cards as :class:`PimcPlayer`'s agreement plays it: the lowest, but the top of the class
    when a defender leads and that top is a ten or higher (decision 0034)."""
    game = game_at(seed, 0)
    rng = random.Random(seed + 1)
    gone = 0
    for _ in range(cards):
        seat = game.to_play
        assert seat is not None
        legal = [a for a in game.legal_actions(claims=False) if isinstance(a, Card)]
        own = game.hands[seat].mask
        low = rng.choice(equal_cards(legal, own, gone))[0]
        game = game.apply(honour_lead(game.view(game.to_act), own, low) or low)
        if game.tricks[-1].is_complete:
            for card in game.tricks[-1].cards:
                gone |= 1 << card
    return game


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.integers(1, 51), st.sampled_from(tuple(Seat)))
def test_players_who_keep_the_agreement_never_hold_a_denied_card(
    seed: int, cards: int, seat: Seat
) -> None:
    game = agreed_game(seed, cards)
    view = game.view(seat)
    denied = carding_denials(view)
    facts = knowledge(view)
    for other in Seat:
        assert denied[other] & game.board.deal[other].mask == 0
        assert denied[other] & ~facts.unknown == 0, "only unknown cards are denied"
        if other not in facts.hidden:
            assert denied[other] == 0
    # The sampler never deals a seat a card it denied, and the true deal is still counted.
    for deal in sample_deals(view, 4, random.Random(seed), carding=True):
        assert_consistent(deal, game, view)
        assert all(denied[other] & deal[other].mask == 0 for other in Seat)
    assert 1 <= count_layouts(view, carding=True) <= count_layouts(view)


def game_for(deal: Deal, actions: str = "") -> Game:
    return Game.replay(Board(1, deal), actions.split())


def test_what_each_card_denies() -> None:
    # East's small opening lead (the S3) is a length lead (signals): it denies nothing. To
    # North, West's ST denies nothing either: the S9 below it is North's own.
    game = game_for(DEAL, "6NT P P P S3 S5 ST")
    north = carding_denials(game.view(Seat.N))
    assert north.east == 0 and north.west == 0
    # To East, West's ST denies the S9 (North's, but declarer's hand is hidden from East).
    east = carding_denials(game.view(Seat.E))
    assert east.west == 1 << Card.S9
    # East's second spade, the S4, is chosen as the lowest of equal cards: it denies the S2
    # (the S3 below it is gone). West, who holds the S2, reads nothing from it.
    later = game_for(DEAL, "6NT P P P S3 S5 ST SA S7 S4")
    assert carding_denials(later.view(Seat.N)).east == 1 << Card.S2
    assert carding_denials(later.view(Seat.W)).east == 0


def test_a_played_card_that_was_denied_stops_the_reading() -> None:
    # East follows to the DA with the DT (not a small card: no count), which denies the D9;
    # when East then plays the D9 he has shown that he does not keep the agreement.
    before = game_for(DEAL, "6NT P P P S3 S5 ST SA DA DT")
    assert carding_denials(before.view(Seat.N)).east == 1 << Card.D9
    after = game_for(DEAL, "6NT P P P S3 S5 ST SA DA DT D2 D6 DK D9")
    assert carding_denials(after.view(Seat.N)).east == 0


def test_denials_that_leave_no_layout_are_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    game = game_for(DEAL, "6NT P P P S3 S5 ST")
    view = game.view(Seat.N)
    facts = knowledge(view)

    def deny_everything(_view: object, _seats: object = None) -> BySeat[int]:
        return BySeat(0, facts.unknown, 0, 0)  # East may hold nothing: no layout at all

    monkeypatch.setattr(sampling, "carding_denials", deny_everything)
    assert count_layouts(view, carding=True) == count_layouts(view)
    deals = sample_deals(view, 5, random.Random(1), carding=True)
    assert len(deals) == 5
    for deal in deals:
        assert_consistent(deal, game, view)


def count_with_denials(game: Game, seat: Seat) -> int:
    """Consistent layouts for a view with two hidden seats, counted independently: every
    assignment of the unknown cards that respects capacities, voids and denials."""
    view = game.view(seat)
    facts = knowledge(view, carding=True)
    first, second = facts.hidden
    unknown = [card for card in Card if facts.unknown >> card & 1]
    total = 0
    for chosen in itertools.combinations(unknown, facts.capacity[first]):
        mine = set(chosen)
        ok = True
        for card in unknown:
            holder = first if card in mine else second
            if facts.voids[holder] >> card.suit & 1 or facts.denied[holder] >> card & 1:
                ok = False
                break
        total += ok
    return total


@pytest.mark.parametrize("seed", range(10))
def test_the_count_with_denials_matches_an_independent_count(seed: int) -> None:
    game = agreed_game(seed, 32 + seed)
    seat = game.to_act  # declarer when dummy is to play
    assert seat is not None
    view = game.view(seat)
    assert len(knowledge(view).hidden) == 2
    assert count_layouts(view, carding=True) == count_with_denials(game, seat) > 0


def test_only_the_seats_named_are_read() -> None:
    game = game_for(DEAL, "6NT P P P S3 S5 ST")
    view = game.view(Seat.E)
    assert carding_denials(view).west == 1 << Card.S9
    assert carding_denials(view, {Seat.N}) == BySeat(0, 0, 0, 0)
    every = count_layouts(view)
    assert count_layouts(view, carding=frozenset({Seat.N})) == every
    assert count_layouts(view, carding=frozenset({Seat.W})) < every
    assert count_layouts(view, carding=True) == count_layouts(view, carding=frozenset(Seat))


def test_robots_read_the_carding_of_pimc_players_only() -> None:
    made: list[BridgeRobot] = []

    def pimc_team(seed: int) -> Robot:
        robot = robot_factory("sayc+pimc")(seed)
        assert isinstance(robot, BridgeRobot)
        made.append(robot)
        return robot

    play_match(pimc_team, robot_factory("sayc+simple"), random_boards(1, seed=2), mode="bidding")
    readers = [
        sorted(robot.player.read_carding)
        for robot in made
        if isinstance(robot.player, PimcPlayer) and isinstance(robot.player.read_carding, frozenset)
    ]
    assert sorted(readers) == [[Seat.N, Seat.S]] * 2 + [[Seat.E, Seat.W]] * 2


def test_the_terminal_robots_do_not_read_the_human() -> None:
    table = DealTable(io.StringIO(""), Console(file=io.StringIO()), seat=Seat.S,
                      robots=seat_robots("bridge", 1))  # fmt: skip
    for seat in Seat:
        robot = table.robots[seat]
        assert isinstance(robot, BridgeRobot) and isinstance(robot.player, PimcPlayer)
        assert robot.player.read_carding == frozenset({Seat.N, Seat.E, Seat.W})


def test_restricted_choice_declarer_finesses_after_an_honour_drops() -> None:
    # North (dummy) AKT98 of spades, South 7654; East drops the SQ under the ace. From QJ he
    # would have played the J, so the J is West's: declarer finesses when he reads the
    # carding, and plays for the drop (the J as likely with East as with West) when not.
    deal = Deal.from_pbn("N:AKT98.AK2.AK2.32 Q.QJT9.QJT9.QJT9 7654.543.543.AK4 J32.876.876.8765")
    plays = "6S P P P H6 HA H9 H3 SA SQ S4 S2 C2 C9 CA C5 S5 S3"
    game = Game.replay(Board(1, deal, dealer=Seat.S), plays.split())
    view = game.view(Seat.S)  # declarer, to play from dummy
    reading = PimcPlayer(1, read_carding=True).decide(view)
    assert reading.action in (Card.S8, Card.S9, Card.ST)
    assert [c.score for c in reading.candidates if c.action == Card.S8] == [0.0]
    blind = PimcPlayer(1, read_carding=False).decide(view)
    finesse = [c.score for c in blind.candidates if c.action == Card.S8]
    assert finesse[0] < 0  # some layouts put the J with East: the finesse loses there
