"""Every illegal action raises a typed error naming the action, the reason and the context,
and leaves the game unchanged; every bad notation raises InvalidNotationError saying what is
wrong."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bridgecraft.analysis.evaluation import hcp, shape
from bridgecraft.core import (
    Auction,
    Board,
    BridgeError,
    Call,
    Card,
    Claim,
    ClaimResponse,
    Contract,
    Deal,
    Doubled,
    Game,
    Hand,
    IllegalActionError,
    IllegalCallError,
    IllegalClaimError,
    IllegalPlayError,
    InvalidNotationError,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    Vulnerability,
)
from bridgecraft.core.actions import parse_action
from bridgecraft.core.engine import trick_winner
from bridgecraft.core.scoring import matchpoints
from bridgecraft.core.scoring.duplicate import duplicate_score, trick_points, undertrick_penalty

# North holds all spades, East all hearts, South all diamonds, West all clubs.
SOLID = Deal.from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
# Every seat has every suit: N holds the top honours, W the small cards.
MIXED = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")


def game_after(deal: Deal, text: str, number: int = 1) -> Game:
    return Game.replay(Board(number, deal), text.split())


ILLEGAL = [
    # (deal, actions so far, illegal action, error type, words the message must contain)
    (MIXED, "1S P 2S", "1H", IllegalCallError, ["insufficient bid 1H after 2S", "1S P 2S"]),
    (MIXED, "1NT", "1S", IllegalCallError, ["insufficient bid 1S after 1NT", "auction: 1NT"]),
    (MIXED, "1S P", "X", IllegalCallError, ["cannot double 1S", "own side", "auction: 1S P"]),
    (MIXED, "1S", "XX", IllegalCallError, ["cannot redouble", "not been doubled"]),
    (MIXED, "1S X P", "XX", IllegalCallError, ["cannot redouble", "own side's double"]),
    (MIXED, "1H X P", "X", IllegalCallError, ["already doubled"]),
    (MIXED, "", "X", IllegalCallError, ["no bid has been made"]),
    (MIXED, "1C P P P", "P", IllegalCallError, ["cannot call P", "auction is over"]),
    (MIXED, "P P P P", "1C", IllegalCallError, ["cannot call 1C", "deal is finished"]),
    (MIXED, "1C", "SA", IllegalPlayError, ["cannot play SA", "auction is not over"]),
    # 1NT by N: East leads. SA is North's (out of turn), H2... East must follow a heart lead.
    (MIXED, "1NT P P P", "SA", IllegalPlayError, ["SA", "North's hand", "out of turn"]),
    (MIXED, "1NT P P P HJ", "SQ", IllegalPlayError, ["SQ", "South's", "North's hand"]),
    (MIXED, "1NT P P P HJ H6", "C2", IllegalPlayError, ["revoke", "must follow hearts", "C2"]),
    (MIXED, "1NT P P P HJ H6", "S2", IllegalPlayError, ["revoke", "(holds H5 H4 H3 H2)"]),
    (MIXED, "1NT P P P HJ H6", "C9", IllegalPlayError, ["C9", "East's hand", "out of turn"]),
    (SOLID, "1NT P P P HA DA C2 S2", "DA", IllegalPlayError, ["DA", "already been played"]),
]


@pytest.mark.parametrize(
    ("deal", "before", "action", "error", "words"),
    ILLEGAL,
    ids=[f"{before or '-'}|{action}" for _, before, action, _, _ in ILLEGAL],
)
def test_illegal_actions_raise_and_change_nothing(
    deal: Deal, before: str, action: str, error: type[Exception], words: list[str]
) -> None:
    game = game_after(deal, before)
    legal_before = game.legal_actions()
    with pytest.raises(error) as raised:
        game.apply(action)
    message = str(raised.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    assert isinstance(raised.value, IllegalActionError)
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, BridgeError)
    assert game == game_after(deal, before)  # unchanged: same history, same legal actions
    assert game.legal_actions() == legal_before


def test_acting_out_of_turn_is_refused() -> None:
    game = game_after(MIXED, "1NT P P")
    with pytest.raises(IllegalCallError, match="North cannot call P: it is West's turn to call"):
        game.apply(Call.PASS, seat=Seat.N)
    played = game_after(MIXED, "1NT P P P HJ")
    with pytest.raises(IllegalPlayError, match="dummy's cards are played by declarer North"):
        played.apply(Card.H6, seat=Seat.S)
    with pytest.raises(IllegalPlayError, match="it is North's turn"):
        played.apply(Card.H6, seat=Seat.W)
    assert played.apply(Card.H6, seat=Seat.N).tricks[0].cards == (Card.HJ, Card.H6)


def test_illegal_claims_and_answers() -> None:
    game = game_after(MIXED, "1NT P P P")
    with pytest.raises(IllegalClaimError, match="before the opening lead"):
        game.apply(Claim(Seat.N, 7))
    game = game.apply("HJ")
    with pytest.raises(IllegalClaimError, match="dummy does not claim"):
        game.apply(Claim(Seat.S, 7))
    with pytest.raises(IllegalClaimError, match="no claim is pending"):
        game.apply(ClaimResponse(Seat.E, True))
    claimed = game.apply(Claim(Seat.N, 13))
    with pytest.raises(IllegalClaimError, match="claim of N: only E and W answer it"):
        claimed.apply(ClaimResponse(Seat.S, True))
    accepted = claimed.apply(ClaimResponse(Seat.E, True))
    for answer in (True, False):
        with pytest.raises(IllegalClaimError, match=r"E cannot .* claim of N: already accepted it"):
            accepted.apply(ClaimResponse(Seat.E, answer))
    with pytest.raises(IllegalClaimError, match="awaits an answer"):
        claimed.apply(Claim(Seat.E, 1))
    with pytest.raises(IllegalPlayError, match="awaits an answer"):
        claimed.apply(Card.H6)
    with pytest.raises(IllegalClaimError, match="West cannot act for East"):
        claimed.apply(ClaimResponse(Seat.E, True), seat=Seat.W)
    with pytest.raises(InvalidNotationError, match="claim of 14 tricks"):
        Claim(Seat.N, 14)


def test_undo_beyond_the_start_is_refused() -> None:
    game = game_after(MIXED, "1C P")
    assert game.undo(2) == Game.new(Board(1, MIXED))
    with pytest.raises(IllegalActionError, match="cannot undo 3"):
        game.undo(3)


BAD_NOTATION = [
    (Call.parse, "8NT", "no bid above seven"),
    (Call.parse, "0C", "levels are 1 to 7"),
    (Call.parse, "S1", "expected a level 1-7 then a strain"),
    (Call.parse, "1X", "expected a level"),
    (Call.parse, "", "invalid call"),
    (Card.parse, "S1", "invalid card 'S1'"),
    (Card.parse, "X9", "invalid card"),
    (Card.parse, "SAA", "invalid card"),
    (Rank.parse, "11", "invalid rank"),
    (Suit.parse, "N", "invalid suit"),
    (Strain.parse, "Z", "invalid strain"),
    (Seat.parse, "Q", "invalid seat"),
    (Vulnerability.parse, "maybe", "invalid vulnerability"),
    (Contract.parse, "8NT by S", "no bid above seven"),
    (Contract.parse, "4S", "expected level, strain"),
    (Hand.parse, "AKQ.JT9.876", "expected 4 holdings"),
    (Hand.parse, "AKQ.JT9.876.5Z", "'Z' is not a rank in the club holding"),
    (Hand.parse, "AKA...", "SA appears twice"),
    (parse_action, "hello", "invalid action 'hello'"),
    (parse_action, "N claims lots", "invalid claim"),
    (Deal.from_pbn, "AKQ.. ...", "expected a seat, ':' and four hands"),
    (Deal.from_pbn, "Q:... ... ... ...", "'Q' is not a seat"),
    (Deal.from_pbn, "N:" + " ".join(["AKQJ.AKQ.AKQ.AKQ"] * 3), "expected 4 hands, found 3"),
    (Deal.from_pbn, "N:- T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432", "not given"),
    # 51 cards: the club two is missing from West.
    (
        Deal.from_pbn,
        "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543",
        "51 cards instead of 52 (missing C2); W has 12 cards instead of 13",
    ),
    # 53 cards: West has an extra spade ace, which North also holds.
    (
        Deal.from_pbn,
        "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 A2.5432.5432.5432",
        "SA dealt to more than one hand; 53 cards instead of 52; W has 14 cards instead of 13",
    ),
    # A repeated card with 52 in all: East's CJ is also West's, the C2 is missing.
    (
        Deal.from_pbn,
        "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543J",
        "CJ dealt to more than one hand; C2 in no hand",
    ),
    (Deal.from_index, -1, "invalid deal index -1"),
    (Deal.from_index, 53_644_737_765_488_792_839_237_440_000, "invalid deal index"),
    (lambda n: Board(n, MIXED), 0, "boards are numbered from 1"),
]


@pytest.mark.parametrize(
    ("parser", "text", "words"), BAD_NOTATION, ids=[repr(t) for _, t, _ in BAD_NOTATION]
)
def test_bad_notation_says_what_is_wrong(parser: object, text: object, words: str) -> None:
    with pytest.raises(InvalidNotationError) as raised:
        parser(text)  # type: ignore[operator]
    assert words in str(raised.value)
    assert isinstance(raised.value, ValueError)
    if isinstance(text, str) and text:
        assert repr(text) in str(raised.value) or text in str(raised.value)


@pytest.mark.parametrize(
    ("compute", "words"),
    [
        (lambda: duplicate_score(1, Strain.NT, 3, vulnerable=False, tricks=7), "doubling 3"),
        (lambda: duplicate_score(1, Strain.NT, -1, vulnerable=False, tricks=3), "doubling -1"),
        (lambda: duplicate_score(1, 5, Doubled.DOUBLED, vulnerable=True, tricks=7), "strain 5"),
        (lambda: duplicate_score(3, -1, Doubled.UNDOUBLED, vulnerable=True, tricks=2), "strain"),
        (
            lambda: duplicate_score(3, Strain.S, Doubled.UNDOUBLED, vulnerable=True, tricks=1.5),
            "number of tricks 1.5",
        ),
        (lambda: undertrick_penalty(3, 5, False), "doubling 5"),
        (lambda: trick_points(9, Strain.S, Doubled.UNDOUBLED), "level 9"),
        (lambda: Contract(1, 7, Doubled.UNDOUBLED, Seat.N), "contract strain 7"),
        (lambda: Contract(1, Strain.C, 4, Seat.N), "contract doubled 4"),
        (lambda: Contract(1, Strain.C, Doubled.DOUBLED, 9), "contract declarer 9"),
    ],
)
def test_scores_of_impossible_contracts_are_refused(compute: Any, words: str) -> None:
    """A doubling state, strain or level that does not exist is an error, not a score."""
    with pytest.raises(InvalidNotationError, match=words):
        compute()


def test_a_contract_of_plain_integers_holds_the_enums() -> None:
    contract = Contract(4, 3, 1, 2)
    assert contract == Contract.parse("4SX by S") and repr(contract).startswith(
        "Contract(level=4, strain=Strain.S, doubled=Doubled.DOUBLED, declarer=Seat.S"
    )


PLAYED = Game.replay(Board(1, Deal.from_index(99)), ["1NT", "P", "P", "P"])


@pytest.mark.parametrize(
    ("make", "words"),
    [
        # Seats and answers that would otherwise turn into other actions' ids.
        (lambda: Claim(-1, 13), "invalid claim seat -1"),  # type: ignore[arg-type]
        (lambda: Claim(4, 3), "invalid claim seat 4"),  # type: ignore[arg-type]
        (lambda: Claim(Seat.N, True), "invalid claim of True tricks"),
        (lambda: ClaimResponse(Seat.N, 2), "invalid claim answer 2"),  # type: ignore[arg-type]
        (lambda: ClaimResponse(7, True), "invalid claim answer seat 7"),  # type: ignore[arg-type]
        (lambda: PLAYED.legal_actions(-1), "invalid seat -1"),  # type: ignore[arg-type]
        (lambda: PLAYED.legal_actions(5), "invalid seat 5"),  # type: ignore[arg-type]
        (lambda: PLAYED.view(5), "invalid seat 5"),  # type: ignore[arg-type]
        (lambda: PLAYED.apply("C2", seat=7), "invalid seat 7"),  # type: ignore[arg-type]
        # Indexes that wrapped around.
        (lambda: Call(-1), "invalid call index -1"),
        (lambda: Call(True), "invalid call index True"),
        (lambda: Card.of(Suit.H, 1), "invalid rank 1"),  # type: ignore[arg-type]
        (lambda: Card.of(-1, Rank.ACE), "invalid suit -1"),  # type: ignore[arg-type]
        # Bools are not numbers.
        (lambda: Contract(True, Strain.C, 0, Seat.N), "invalid contract level True"),  # type: ignore[arg-type]
        (lambda: Board(True, MIXED), "invalid board number True"),
        (lambda: matchpoints([420, float("nan")]), "invalid score nan"),
        (lambda: Auction.parse("1C", dealer=Seat.N).is_legal(Card.SA), "expected a Call"),  # type: ignore[arg-type]
    ],
)
def test_values_that_would_be_read_as_something_else_are_refused(make: Any, words: str) -> None:
    with pytest.raises(InvalidNotationError, match=re.escape(words)):
        make()


def test_a_string_call_and_a_generator_of_scores_are_read_as_meant() -> None:
    assert Auction.parse("1C", dealer=Seat.N).is_legal("1D")
    assert not Auction.parse("1C", dealer=Seat.N).is_legal("1C")
    assert matchpoints(score for score in [420, 170]) == matchpoints([420, 170]) == [2.0, 0.0]


def test_inferring_from_an_impossible_auction_is_refused() -> None:
    from bridgecraft.robots import infer

    with pytest.raises(IllegalCallError, match="insufficient bid 1C after 1NT"):
        infer([Call.parse("1NT"), Call.parse("1C")], Seat.N, Vulnerability.NONE)
    with pytest.raises(IllegalCallError, match="the deal is finished"):
        infer([Call.PASS] * 5, Seat.N, Vulnerability.NONE)
    # Calls given as text are read as calls, not as "any hand".
    as_text = infer(["1NT"], Seat.N, Vulnerability.NONE)  # type: ignore[list-item]
    assert as_text == infer([Call.parse("1NT")], Seat.N, Vulnerability.NONE)
    assert as_text.north.hcp == (15, 17)


def test_text_where_a_sequence_or_an_enum_is_expected_is_read_as_meant() -> None:
    board = Board(1, MIXED)
    assert Game.replay(board, "1NT P P P") == Game.replay(board, ["1NT", "P", "P", "P"])
    assert Auction(Seat.N, "1NT P").calls == (Call.parse("1NT"), Call.PASS)
    assert Side.of("ew") is Side.EW and Side.of(Seat.S) is Side.NS and Side.of(1) is Side.EW
    assert Seat.of("w") is Seat.W and Seat.of(2) is Seat.S
    assert Claim("N", 3) == Claim(Seat.N, 3)  # type: ignore[arg-type]
    assert Vulnerability.EW.is_vulnerable("EW") and not Vulnerability.EW.is_vulnerable("NS")
    from bridgecraft.robots.robot import robot_factory

    assert robot_factory("sayc + pimc")(1).name == "sayc+pimc"


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Side.of(2), "invalid side 2"),
        (lambda: Side.of(True), "invalid side True"),
        (lambda: Vulnerability.BOTH.is_vulnerable(2), "invalid side 2"),  # type: ignore[arg-type]
        (lambda: Auction(Seat.N, [Card.SA]), "invalid call Card.SA"),  # type: ignore[list-item]
        (lambda: Auction(5, []), "invalid dealer 5"),  # type: ignore[arg-type]
        (lambda: MIXED.holder(52), "invalid card 52"),  # type: ignore[arg-type]
    ],
)
def test_sides_dealers_calls_and_cards_out_of_range_are_refused(make: Any, words: str) -> None:
    with pytest.raises(InvalidNotationError, match=re.escape(words)):
        make()


def test_lin_reads_bytes_as_pbn_and_json_do() -> None:
    from bridgecraft.formats import lin

    text = "qx|o1|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|"
    assert lin.loads(text.encode("utf-8")) == lin.loads(text)
    with pytest.raises(InvalidNotationError, match="cannot read LIN from int"):
        lin.loads(5)  # type: ignore[arg-type]


def test_a_match_of_no_boards_is_refused() -> None:
    from bridgecraft.robots.baseline import RandomRobot, SimpleRobot
    from bridgecraft.robots.match import play_match

    with pytest.raises(InvalidNotationError, match="a match of no boards"):
        play_match(SimpleRobot, RandomRobot, [])


@pytest.mark.parametrize(
    ("make", "error", "words"),
    [
        (lambda: hcp(-1), InvalidNotationError, "invalid hand mask -1"),
        (lambda: hcp(1 << 60), InvalidNotationError, "invalid hand mask"),
        (lambda: shape("AKQ"), InvalidNotationError, "expected a Hand or its mask"),  # type: ignore[arg-type]
        (
            lambda: trick_winner(Strain.S, Seat.N, [Card.SA] * 4),
            IllegalPlayError,
            "4 different cards",
        ),
        (
            lambda: trick_winner(7, Seat.N, [Card.SA, Card.SK, Card.SQ, Card.SJ]),  # type: ignore[arg-type]
            InvalidNotationError,
            "strain 7",
        ),
    ],
)
def test_evaluation_and_trick_winner_refuse_what_cannot_be(
    make: Any, error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=re.escape(words)):
        make()
    assert hcp(Hand.parse("AKQJ.AKQ.AKQ.AKQ").mask) == 37


def test_a_board_takes_its_dealer_and_vulnerability_as_text_and_refuses_others() -> None:
    board = Board(5, MIXED, dealer="s", vulnerability="EW")
    assert (board.dealer, board.vulnerability) == (Seat.S, Vulnerability.EW)
    for options, words in (
        ({"dealer": 5}, "invalid dealer 5"),
        ({"dealer": "Q"}, "invalid seat 'Q'"),
        ({"vulnerability": 7}, "invalid vulnerability 7"),
        ({"vulnerability": True}, "invalid vulnerability True"),
    ):
        with pytest.raises(InvalidNotationError, match=re.escape(words)):
            Board(1, MIXED, **options)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="invalid card 52"):
        Hand.from_cards([52])  # type: ignore[list-item]
    with pytest.raises(InvalidNotationError, match=r"invalid card mask 1\.5"):
        Hand(1.5)  # type: ignore[arg-type]


ENUMS: list[Any] = [Seat, Suit, Strain, Vulnerability]


@pytest.mark.parametrize("kind", ENUMS)
def test_each_enum_takes_its_members_their_numbers_and_their_names(kind: Any) -> None:
    for member in kind:
        assert kind.of(member) is member
        assert kind.of(int(member)) is member
        assert kind.of(str(member)) is member
        assert kind.of(str(member).lower()) is member
    for bad in (-1, len(kind), True, 1.0, None if kind is not Vulnerability else 2.0, "Q"):
        with pytest.raises(InvalidNotationError, match=re.escape(repr(bad))):
            kind.of(bad)


def test_vulnerability_of_sides_checks_them() -> None:
    assert Vulnerability.of(ns=True, ew=False) is Vulnerability.NS
    with pytest.raises(InvalidNotationError, match="ns=1"):
        Vulnerability.of(ns=1, ew=False)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="give the value or the sides"):
        Vulnerability.of("NS", ns=True)  # type: ignore[call-overload]


def test_suits_seats_and_strains_given_as_text_or_out_of_range() -> None:
    from bridgecraft.analysis.ddtable import DDTable
    from bridgecraft.analysis.solver import Position

    hand = Hand.parse("AKJ32.K32.Q32.32")
    assert (hand.length("s"), hand.holding("H")) == (hand.length(Suit.S), "K32")
    assert MIXED["n"] == MIXED[Seat.N] and Call.bid(1, "S") == Call.parse("1S")
    table = DDTable([index % 13 for index in range(20)])  # every entry differs from its row's
    assert table["NT", "W"] == table[Strain.NT, Seat.W] == 19 % 13
    assert Position.opening_lead(MIXED, "H", "S") == Position.opening_lead(MIXED, Strain.H, Seat.S)
    for make, words in (
        (lambda: hand.length(-1), "invalid suit -1"),
        (lambda: hand.holding(4), "invalid suit 4"),
        (lambda: MIXED[-1], "invalid seat -1"),
        (lambda: MIXED[4], "invalid seat 4"),
        (lambda: Call.bid(1, 5), "invalid strain 5"),
        (lambda: Call.bid("1", Strain.S), "invalid bid level '1'"),
        (lambda: table[Strain.S, 4], "invalid seat 4"),
        (lambda: table[-1, Seat.N], "invalid strain -1"),
        (lambda: Position.opening_lead(MIXED, Strain.S, 9), "invalid declarer 9"),
    ):
        with pytest.raises(InvalidNotationError, match=re.escape(words)):
            make()


def test_par_the_bidder_and_studies_take_text_and_refuse_what_is_not() -> None:
    from bridgecraft.analysis.ddtable import DDTable
    from bridgecraft.analysis.par import par, sides_par
    from bridgecraft.analysis.studies import make_odds
    from bridgecraft.robots import infer
    from bridgecraft.robots.bidding.engine import choose

    table = DDTable([9, 4, 9, 4] * 5)  # NS make nine tricks in every strain
    assert par(table, "NS", "E") == par(table, Vulnerability.NS, Seat.E)
    assert sides_par(table, "both") == sides_par(table, Vulnerability.BOTH)
    hand = Hand.parse("AKJ32.K32.Q32.32")
    assert choose(hand, [], "S", "EW") == choose(hand, [], Seat.S, Vulnerability.EW)
    assert infer(["1NT"], "N", "None") == infer(["1NT"], Seat.N, Vulnerability.NONE)
    calls = [Call.parse(text) for text in ["1NT", "P"]]
    assert choose(hand, ["1NT", "P"], "N", "None") == choose(hand, calls, "N", "None")
    assert choose(hand, ["1NT", "P"], "N", "None").action == Call.parse("2H")  # transfer
    for refused, words in (
        (lambda: choose(hand, ["P", "P", "P", "P"], "N", "None"), "the auction is over"),
        (lambda: choose(hand, ["1H", "1C"], "N", "None"), "insufficient bid 1C after 1H"),
    ):
        with pytest.raises(IllegalCallError, match=re.escape(words)):
            refused()
    for make, words in (
        (lambda: choose(hand, ["1H", "1Q"], "N", "None"), "invalid call '1Q'"),
        (lambda: par(table, 7, Seat.N), "invalid vulnerability 7"),
        (lambda: par(table, "NS", "X"), "invalid seat 'X'"),
        (lambda: par(table, Vulnerability.NS, 4), "invalid dealer 4"),
        (lambda: sides_par(table, "zz"), "invalid vulnerability 'zz'"),
        (lambda: choose(hand, [], 5, Vulnerability.NONE), "invalid dealer 5"),
        (
            lambda: choose(Hand.parse("AKJ32.K32.Q32.32A"), [], Seat.N, Vulnerability.NONE),
            "a hand to bid holds 13 cards, this one 14",
        ),
        (lambda: infer([], Seat.N, 9), "invalid vulnerability 9"),
        (lambda: make_odds("4S by N", n=10, vulnerability="zz"), "invalid vulnerability 'zz'"),
    ):
        with pytest.raises(InvalidNotationError, match=re.escape(words)):
            make()
