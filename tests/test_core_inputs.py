"""Values of the wrong type given to the core and the robots: each is refused with the
project's own error, naming the value, and nothing else escapes (DESIGN.md, Errors)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgecraft.analysis import load_study
from bridgecraft.core import (
    Auction,
    Board,
    BridgeError,
    Call,
    Card,
    Contract,
    Deal,
    Doubled,
    Game,
    Hand,
    InvalidNotationError,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    View,
    Vulnerability,
    parse_action,
    visible_seats,
)
from bridgecraft.core.actions import action_from_id
from bridgecraft.core.board import chicago_dealer, chicago_vulnerability
from bridgecraft.core.engine import Phase, trick_winner
from bridgecraft.core.scoring import Artificial, Grade
from bridgecraft.robots import (
    HandRange,
    PimcPlayer,
    RandomRobot,
    SaycBidder,
    SimpleRobot,
    check_robot,
    choose,
    choose_lead,
    confidence_interval,
    count_layouts,
    decision_points,
    decision_rng,
    infer,
    measure,
    most_tricks,
    play_match,
    random_boards,
    redecide,
    robot_factory,
    sample_deals,
    sure_claim,
    sure_line,
)
from bridgecraft.robots.bidding.judgement import judge

PARSERS: list[Callable[[object], object]] = [
    Card.parse,
    Call.parse,
    Hand.parse,
    Deal.from_pbn,
    Seat.parse,
    Side.parse,
    Suit.parse,
    Strain.parse,
    Rank.parse,
    Vulnerability.parse,
    Doubled.parse,
    Contract.parse,
    parse_action,
    lambda text: Auction.parse(text, dealer=Seat.N),
    robot_factory,
]
NOT_TEXT = [None, b"SA", b"", 3, 1.5, ["SA"], ("1NT",), {"N": 1}]


@pytest.mark.parametrize("parse", PARSERS)
@pytest.mark.parametrize("value", NOT_TEXT, ids=repr)
def test_a_parser_given_no_text_says_so(parse: Callable[[object], object], value: object) -> None:
    with pytest.raises(InvalidNotationError, match="expected text") as raised:
        parse(value)
    assert repr(value) in str(raised.value)


@given(st.one_of(st.binary(), st.integers(), st.floats(), st.none(), st.lists(st.text())))
def test_no_parser_lets_another_error_out(value: object) -> None:
    for parse in PARSERS:
        with pytest.raises(InvalidNotationError):
            parse(value)


ENUMS = [Card, Seat, Side, Suit, Strain, Rank, Vulnerability, Doubled]


@pytest.mark.parametrize("enum", ENUMS, ids=lambda enum: enum.__name__)
def test_an_enum_made_from_a_number_out_of_range_says_so(enum: type) -> None:
    for value in (len(enum) + (2 if enum is Rank else 0), -1, 99, "S", None, 1.5):
        with pytest.raises(InvalidNotationError) as raised:
            enum(value)
        assert repr(value) in str(raised.value) and enum.__name__ + ".parse" in str(raised.value)
    assert enum(next(iter(enum)).value) is next(iter(enum))  # a number in range still works


GAME = Game.new(Board(1, Deal.from_index(3)))
STARTED = Game.replay(Board(1, Deal.from_index(3)), ["1NT", "P", "P", "P"])


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Deal(None, None, None, None), "expected four Hands"),
        (lambda: Deal.from_masks(None), "None"),
        (lambda: Deal.from_masks([1.5, 0, 0, 0]), "1.5"),
        (lambda: Deal.from_masks([1 << 60, 0, 0, 0]), str(1 << 60)),
        (lambda: Deal.from_deck([-1, *range(1, 52)], Seat.N), "-1"),
        (lambda: Deal.from_deck([str(c) for c in Card], Seat.N), "'C2'"),
        (lambda: Deal.from_deck("SA", Seat.N), "'SA'"),
        (lambda: Deal.from_deck(list(Card), 10**30), str(10**30)),
        (lambda: Deal.from_index(3).to_pbn(None), "None"),
        (lambda: Deal.random(1.5), "1.5"),
        (lambda: Deal.random([]), "[]"),
        (lambda: Game.new(None), "None"),
        (lambda: Auction(Seat.N).apply(None), "None"),
        (lambda: Auction(Seat.N).apply(b"1C"), "b'1C'"),
        (lambda: Auction(Seat.N, [None]), "None"),
        (lambda: Seat.N.next(1.5), "1.5"),
        (lambda: Auction(Seat.N).seat_of(1.5), "1.5"),
        (lambda: GAME.view(7), "7"),
        (lambda: View.of(GAME, 7), "7"),
        (lambda: visible_seats(STARTED, 7), "7"),
        (lambda: Hand.suit_of(-1), "-1"),
        (lambda: Hand.suit_of(4), "4"),
        (lambda: Hand.parse("AK..Q.").ranks(99), "99"),
        (lambda: Hand.parse("AK..Q.").ranks(True), "True"),
        (lambda: Hand.parse("AK..Q.").ranks(-1), "-1"),
        (lambda: Deal.from_index(True), "True"),
        (lambda: action_from_id(True), "True"),
        (lambda: action_from_id(False), "False"),
        (lambda: Phase(7), "invalid phase 7"),
        (lambda: Phase("play"), "'play'"),
        (lambda: Grade("x"), "invalid artificial score 'x'"),
        (lambda: "XX" in Hand.parse("AK..Q."), "'XX'"),
        (lambda: chicago_dealer(1, None), "invalid first dealer None"),
        (lambda: chicago_vulnerability(True, "E"), "invalid Chicago deal True"),
        (lambda: trick_winner(None, "N", ["SA", "S2", "S3", "S4"]), "invalid strain None"),
        (lambda: trick_winner("S", "up", ["SA", "S2", "S3", "S4"]), "'up'"),
        (lambda: trick_winner("S", "N", ["SA", None, "S3", "S4"]), "invalid card None"),
        (lambda: trick_winner("S", "N", "SAS2S3S4"), "'SAS2S3S4'"),
    ],
)
def test_core_values_of_the_wrong_kind_are_refused(make: Callable[[], object], words: str) -> None:
    with pytest.raises(InvalidNotationError) as raised:
        make()
    assert words in str(raised.value)


def test_the_checked_values_still_work() -> None:
    deal = Deal.from_index(3)
    assert Deal(*deal.hands) == deal and Deal.from_masks(deal.masks) == deal
    assert Deal.from_deck(list(Card), "N") == Deal.from_deck(list(Card), Seat.N)
    assert deal.to_pbn("E") == deal.to_pbn(Seat.E)
    assert Deal.random(random.Random(4)) == Deal.random(random.Random(4))
    assert Hand.suit_of("H") == Hand.suit_of(Suit.H) == Hand.suit_of(2)
    assert Hand.parse("AK..Q.").ranks("S") == (Rank.ACE, Rank.KING)
    assert Seat.W.next(-1) == Seat.S and str(Auction(Seat.N).apply(Call.parse("1C"))) == "1C"
    assert Deal.from_index(1) == Deal.from_index(int(True)) and action_from_id(1) is Card.C3
    assert Phase(1) is Phase.PLAY and Grade("A+") is Grade.PLUS
    # an auction as one text, as choose and explain take it
    assert infer("1H P 2H", "N", "None") == infer(["1H", "P", "2H"], Seat.N, Vulnerability.NONE)
    # cards, seats and strains given as text, as everywhere else in the core
    assert "SA" in Hand.parse("AK..Q.") and "h10" not in Hand.parse("AK..Q.")
    assert chicago_dealer(2, "E") is Seat.S and chicago_vulnerability(2, "E") is Vulnerability.NS
    assert trick_winner("H", "S", ["D2", "DA", "H2", "D3"]) is Seat.N
    assert trick_winner(Strain.NT, Seat.S, [Card.D2, Card.DA, Card.H2, Card.D3]) is Seat.W


def test_artificial_scores_repr_evaluates_back() -> None:
    score = Artificial(Grade.PLUS, Grade.MINUS)
    assert eval(repr(score)) == score and repr(Grade.AVERAGE) == "Grade.AVERAGE"


VIEW = GAME.view(Seat.N)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: HandRange("zz?"), "'zz?'"),
        (lambda: HandRange({}), "{}"),
        (lambda: HandRange(None), "None"),
        (lambda: HandRange(lengths=None), "None"),
        (lambda: HandRange(lengths=((0, 1.5),) * 4), "1.5"),
        (lambda: RandomRobot(pass_rate=None), "None"),
        (lambda: RandomRobot(pass_rate=True), "True"),
        (lambda: RandomRobot(seed=[]), "[]"),
        (lambda: SimpleRobot(0).decide(None), "None"),
        (lambda: SaycBidder().decide(None), "None"),
        (lambda: SaycBidder(seed=[]), "invalid seed []"),
        (lambda: SaycBidder(samples="3"), "invalid samples '3'"),
        (lambda: SaycBidder(time_cap=-1), "invalid time_cap -1"),
        (lambda: SaycBidder(time_cap=True), "invalid time_cap True"),
        (lambda: SaycBidder(margin=None), "invalid margin None"),
        (lambda: SaycBidder(margin=float("nan")), "invalid margin nan"),
        (lambda: SaycBidder(simulate="yes"), "invalid simulate 'yes'"),
        (lambda: PimcPlayer(seed=-1), "invalid seed -1"),
        (lambda: PimcPlayer(lead_time_cap=0), "invalid lead_time_cap 0"),
        (lambda: choose_lead(None), "invalid view None"),
        (lambda: count_layouts(None), "invalid view None"),
        (lambda: sample_deals(None, 4, random.Random(1)), "invalid view None"),
        (lambda: most_tricks(None), "invalid view None"),
        (lambda: sure_claim(None), "invalid view None"),
        (lambda: sure_line(None), "invalid view None"),
        (lambda: judge(None, None, random.Random(1)), "invalid view None"),
        (lambda: infer(None, "N", "None"), "invalid calls None"),
        (lambda: choose(Hand.parse("AKJ32.K32.Q32.32"), 7, "N", "None"), "invalid calls 7"),
        (lambda: measure(None), "invalid games None"),
        (lambda: measure([GAME, "x"]), "item 1 is 'x', not a Game"),
        (lambda: decision_points("x"), "invalid games 'x'"),
        (lambda: redecide(None, {}), "invalid decision points None"),
        (lambda: redecide([], None), "invalid players None"),
        (lambda: play_match(SimpleRobot, SimpleRobot, None), "invalid boards None"),
        (lambda: check_robot(None), "invalid robot factory None"),
        (lambda: random_boards(None), "invalid number of boards None"),
        (lambda: load_study(None), "invalid study file None"),
        (lambda: visible_seats(None, Seat.N), "invalid game None"),
        (lambda: PimcPlayer(0).decide(None), "None"),
        (lambda: robot_factory("sayc+pimc")(0).decide(None), "None"),
        (lambda: choose(None, [], "N", "None"), "None"),
        (lambda: confidence_interval(None), "None"),
        (lambda: confidence_interval("12"), "'12'"),
        (lambda: confidence_interval([1, "a"]), "'a'"),
        (lambda: confidence_interval([1.0, float("nan")]), "expected finite numbers"),
        (lambda: confidence_interval([float("inf"), 2.0]), "expected finite numbers"),
        (lambda: decision_rng([], VIEW), "[]"),
        (lambda: decision_rng(-1, VIEW), "-1"),
        (lambda: random_boards(2, seed=-1), "-1"),
        (lambda: play_match(SimpleRobot, SimpleRobot, random_boards(1), seed=[]), "[]"),
    ],
)
def test_robot_values_of_the_wrong_kind_are_refused(make: Callable[[], object], words: str) -> None:
    with pytest.raises(BridgeError) as raised:
        make()
    assert words in str(raised.value)
    assert isinstance(raised.value, InvalidNotationError)
