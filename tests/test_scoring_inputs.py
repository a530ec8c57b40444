"""Bad input to the scoring package's public functions: each raises InvalidNotationError
naming the input, never a bare TypeError, ValueError, AttributeError, OverflowError or
decimal error, never a hang and never a silently wrong answer; and the valid inputs around
each check still score as before."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from bridgecraft.core import Contract, Deal, Doubled, InvalidNotationError, Seat, Side, Strain
from bridgecraft.core.board import chicago_vulnerability
from bridgecraft.core.result import Result
from bridgecraft.core.scoring import (
    AdjustedSettings,
    Artificial,
    ButlerSettings,
    Chicago,
    ChicagoSettings,
    Grade,
    Rubber,
    RubberSettings,
    Weighted,
    blitz,
    board_butler_imps,
    board_cross_imps,
    board_datum,
    board_imps,
    board_matchpoints,
    butler_imps,
    cross_imps,
    datum,
    duplicate_score,
    ew_matchpoints,
    honors,
    imps,
    matchpoints,
    neuberg,
    neuberg_board,
    percentage,
    session_percentages,
    team_board_imps,
    top,
    trick_points,
    undertrick_penalty,
    wbf_vp,
    wbf_vp_table,
)

Bad = Any  # a deliberately wrong argument
NAN, INF = math.nan, math.inf
FOUR_SPADES = Contract.parse("4S by N")
DEAL = Deal.from_index(0)


def raises_naming(call: Callable[[], object], shown: str) -> str:
    """Run ``call``: it must raise InvalidNotationError quickly, with ``shown`` (the bad
    input as the message writes it) in the message."""
    start = time.perf_counter()
    with pytest.raises(InvalidNotationError) as raised:
        call()
    assert time.perf_counter() - start < 2.0, "the check must not wait for the work"
    message = str(raised.value)
    assert shown in message, message
    return message


# -- hangs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: percentage(3, 6, places=10**9), "places 1000000000"),
        (lambda: percentage(3, 6, places=10**6), "places 1000000"),
        (lambda: percentage(3, 6, places=INF), "places inf"),
        (lambda: percentage(3, 6, places=16), "places 16"),
        (lambda: percentage(3, 6, places=2.0), "places 2.0"),
        (lambda: percentage(3, 6, places=True), "places True"),
        (lambda: neuberg(0, 6, 8, places=10**9), "places 1000000000"),
        (lambda: neuberg_board([420, 170], 3, places=10**9), "places 1000000000"),
        (lambda: session_percentages({"A": [(1, 2)]}, places=10**9), "places 1000000000"),
        (lambda: board_matchpoints([420, 170], places=10**9), "places 1000000000"),
        (lambda: wbf_vp_table(10**9), "boards 1000000000"),
        (lambda: wbf_vp_table(1001, concavity=True), "boards 1001"),
        (lambda: wbf_vp(5, 10**9, concavity=True), "boards 1000000000"),
        (lambda: imps(Decimal("1e999999999")), "Decimal('1E+999999999')"),
        (lambda: imps(Decimal("1e-999999999")), "Decimal('1E-999999999')"),
        (lambda: percentage(Decimal("1e999999999"), 1), "Decimal('1E+999999999')"),
        (lambda: Weighted.of((420, "1e999999999")), "'1e999999999'"),
        (lambda: Weighted.of((420, "1e-9_999_999")), "'1e-9_999_999'"),
    ],
)
def test_work_without_bound_is_refused_at_once(call: Callable[[], object], shown: str) -> None:
    raises_naming(call, shown)


def test_the_limits_are_said_and_the_largest_allowed_values_still_work() -> None:
    message = raises_naming(lambda: percentage(3, 6, places=10**9), "places 1000000000")
    assert message == "invalid places 1000000000: expected a whole number from 0 to 15"
    assert "at most 1000" in raises_naming(lambda: wbf_vp_table(10**9), "1000000000")
    assert percentage(1, 3, places=15) == 33.333333333333336
    assert percentage(1, 3, places=0) == 33.0
    assert len(wbf_vp_table(1000)) == 476 and wbf_vp_table(1000)[-1] == 20.0
    assert wbf_vp_table(1000, concavity=True)[0] == 10.0
    # Without a table, a long match costs nothing and keeps working.
    assert wbf_vp(5, 10**9) == (10.0, 10.0) and blitz(10**6) == 15000.0
    assert imps(Decimal("1e1000")) == 24 and imps(Decimal("0E-999999999")) == 0


# -- silently wrong answers ----------------------------------------------------------------


@pytest.mark.parametrize("flag", ["no", "yes", 1, 0, None, 1.0])
def test_vulnerability_must_be_true_or_false(flag: Bad) -> None:
    shown = f"vulnerable {flag!r}"
    raises_naming(
        lambda: duplicate_score(3, Strain.NT, Doubled.UNDOUBLED, vulnerable=flag, tricks=9), shown
    )
    raises_naming(lambda: FOUR_SPADES.score(tricks=10, vulnerable=flag), shown)
    raises_naming(lambda: undertrick_penalty(1, Doubled.UNDOUBLED, flag), shown)
    raises_naming(lambda: undertrick_penalty(0, Doubled.DOUBLED, flag), shown)


@pytest.mark.parametrize(
    ("make", "shown"),
    [
        (lambda: ButlerSettings(round_datum_to=1.5), "round_datum_to 1.5"),
        (lambda: ButlerSettings(round_datum_to=True), "round_datum_to True"),
        (lambda: ButlerSettings(round_datum_to="10"), "round_datum_to '10'"),
        (lambda: ButlerSettings(drop_extremes=1.5), "drop_extremes 1.5"),
        (lambda: ButlerSettings(drop_extremes=NAN), "drop_extremes nan"),
        (lambda: ButlerSettings(drop_extremes=None), "drop_extremes None"),
        (lambda: ButlerSettings(drop_extremes=True), "drop_extremes True"),
    ],
)
def test_butler_settings_are_checked_when_made(make: Callable[[], object], shown: str) -> None:
    raises_naming(make, shown)


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: top(NAN), "results nan"),
        (lambda: top(1.5), "results 1.5"),
        (lambda: top(True), "results True"),
        (lambda: top("6"), "results '6'"),
        (lambda: neuberg(1.0, 3, NAN), "expected nan"),
        (lambda: neuberg(1.0, 3, 4.5), "expected 4.5"),
        (lambda: neuberg(1.0, NAN, 6), "results nan"),
        (lambda: neuberg(1.0, True, 6), "results True"),
        (lambda: neuberg(0, 1, 10**400), f"expected {10**400}"),  # was an OverflowError
        (lambda: board_matchpoints([420, 170], expected=True), "results True"),
        (lambda: board_matchpoints([420, 170], expected=2.5), "results 2.5"),
        (lambda: board_matchpoints([420], expected=10**400), f"results {10**400}"),
    ],
)
def test_counts_of_results_are_whole_numbers(call: Callable[[], object], shown: str) -> None:
    raises_naming(call, shown)


def test_chicago_vulnerability_checks_its_variant_on_every_deal() -> None:
    for deal in (1, 2, 3, 4):
        raises_naming(lambda d=deal: chicago_vulnerability(d, Seat.N, "bogus"), "'bogus'")  # type: ignore[arg-type]


@pytest.mark.parametrize("side", [5, -1, None, True, 1.0, "XX", b"NS"])
def test_score_for_checks_the_side_even_when_passed_out(side: Bad) -> None:
    shown = f"side {side!r}"
    raises_naming(lambda: Result(None, 0, 0).score_for(side), shown)
    raises_naming(lambda: Result(FOUR_SPADES, 10, 420).score_for(side), shown)


def test_score_for_reads_a_seat_as_its_side() -> None:
    made = Result(Contract.parse("4S by E"), 10, 420)
    assert [made.score_for(seat) for seat in Seat] == [-420, 420, -420, 420]
    assert [made.score_for(side) for side in (Side.NS, Side.EW, "NS", "ew", 0, 1)] == [
        -420,
        420,
        -420,
        420,
        -420,
        420,
    ]
    assert Result(None, 0, 0).score_for(Side.EW) == 0


@pytest.mark.parametrize(
    ("make", "shown"),
    [
        (lambda: RubberSettings(partscore_bonus_only_if_one_side="no"), "'no'"),
        (lambda: RubberSettings(partscore_bonus_only_if_one_side=0), "side 0"),
        (lambda: ChicagoSettings(honors="no"), "honors 'no'"),  # type: ignore[arg-type]
        (lambda: ChicagoSettings(carry_over=1), "carry_over 1"),  # type: ignore[arg-type]
        (lambda: AdjustedSettings(None), "percent None"),  # type: ignore[arg-type]
        (lambda: AdjustedSettings(minus_percent="40"), "percent '40'"),  # type: ignore[arg-type]
        (lambda: AdjustedSettings(plus_percent=NAN), "percent nan"),
        (lambda: AdjustedSettings(plus_imps=True), "IMPs True"),
        (lambda: AdjustedSettings(plus_imps=2.5), "IMPs 2.5"),  # type: ignore[arg-type]
    ],
)
def test_settings_are_checked_when_made(make: Callable[[], object], shown: str) -> None:
    raises_naming(make, shown)


# -- bare errors ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: imps(None), "difference None"),
        (lambda: imps(""), "difference ''"),
        (lambda: imps("450"), "difference '450'"),
        (lambda: imps(True), "difference True"),
        (lambda: imps(Decimal("NaN")), "difference Decimal('NaN')"),
        (lambda: imps(Decimal("-Infinity")), "difference Decimal('-Infinity')"),
        (lambda: imps(Decimal("sNaN")), "difference Decimal('sNaN')"),
        (lambda: imps(20, round_to_10="no"), "round_to_10 'no'"),
        (lambda: imps(20, round_to_10=None), "round_to_10 None"),
        (lambda: board_imps(None, 170), "score None"),
        (lambda: board_imps(620, "170"), "score '170'"),
        (lambda: percentage(None, 6), "matchpoints None"),
        (lambda: percentage(3, None), "top None"),
        (lambda: percentage(True, 2), "matchpoints True"),
        (lambda: percentage("3", 6), "matchpoints '3'"),
        (lambda: neuberg("", 3, 6), "matchpoints ''"),
        (lambda: neuberg(None, 3, 6), "matchpoints None"),
        (lambda: wbf_vp(None, 16), "margin None"),
        (lambda: wbf_vp("", 16), "margin ''"),
        (lambda: wbf_vp([], 16), "margin []"),
        (lambda: wbf_vp(True, 16), "margin True"),
        (lambda: wbf_vp(Decimal("NaN"), 16), "margin Decimal('NaN')"),
        (lambda: wbf_vp(5, 16.0), "boards 16.0"),
        (lambda: wbf_vp(5, True), "boards True"),
        (lambda: wbf_vp(5, 16, concavity="no"), "concavity 'no'"),
        (lambda: wbf_vp_table(16, concavity=None), "concavity None"),
        (lambda: blitz(None), "boards None"),
        (lambda: trick_points(True, Strain.S, Doubled.UNDOUBLED), "level True"),
        (lambda: trick_points(1, True, Doubled.UNDOUBLED), "strain True"),
        (lambda: trick_points(1, Strain.S, False), "doubling False"),
        (lambda: duplicate_score(4, Strain.S, 0, vulnerable=False, tricks=True), "tricks True"),
        (lambda: undertrick_penalty(True, Doubled.DOUBLED, False), "undertricks True"),
    ],
)
def test_bad_numbers_and_flags(call: Callable[[], object], shown: str) -> None:
    raises_naming(call, shown)


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: matchpoints(None), "scores None"),
        (lambda: matchpoints(b"x"), "scores b'x'"),  # was [0.0]: bytes iterate as ints
        (lambda: matchpoints("420"), "scores '420'"),
        (lambda: matchpoints({420, 170}), "scores {"),  # a set loses repeats and order
        (lambda: matchpoints({420: "A"}), "scores {420: 'A'}"),
        (lambda: matchpoints(420), "scores 420"),
        (lambda: matchpoints([420, None]), "score None"),
        (lambda: matchpoints([420, Decimal("NaN")]), "score Decimal('NaN')"),
        (lambda: ew_matchpoints(None), "scores None"),
        (lambda: ew_matchpoints(b"ab"), "scores b'ab'"),
        (lambda: neuberg_board(None, 8), "scores None"),
        (lambda: datum(None), "scores None"),
        (lambda: datum(b"abc"), "scores b'abc'"),
        (lambda: datum([620, None, 170]), "score None"),
        (lambda: datum([620, 650, 170], None), "settings None"),
        (lambda: butler_imps(None), "scores None"),
        (lambda: butler_imps([620, 650, 170], ButlerSettings), "settings <class"),
        (lambda: cross_imps(None), "scores None"),
        (lambda: cross_imps("ab"), "scores 'ab'"),
        (lambda: cross_imps([620, True]), "score True"),
        (lambda: cross_imps([620, 170], average="no"), "average 'no'"),
    ],
)
def test_bad_lists_of_scores(call: Callable[[], object], shown: str) -> None:
    raises_naming(call, shown)


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: session_percentages(None), "boards None"),
        (lambda: session_percentages([("A", [(8, 10)])]), "boards [('A', [(8, 10)])]"),
        (lambda: session_percentages({"A": None}), "boards of pair 'A' None"),
        (lambda: session_percentages({"A": 8}), "boards of pair 'A' 8"),
        (lambda: session_percentages({"A": "ab"}), "boards of pair 'A' 'ab'"),
        (lambda: session_percentages({"A": [None]}), "board of pair 'A' None"),
        (lambda: session_percentages({"A": [(8, 10, 1)]}), "(8, 10, 1)"),
        (lambda: session_percentages({"A": [b"\x05\x0a"]}), "b'\\x05\\n'"),  # was 50.0
        (lambda: session_percentages({"A": [("8", 10)]}), "'8'"),
    ],
)
def test_bad_session_boards(call: Callable[[], object], shown: str) -> None:
    raises_naming(call, shown)


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: Grade.parse(None), "artificial score None"),
        (lambda: Grade.parse(b"A+"), "artificial score b'A+'"),
        (lambda: Weighted.of(None), "part None"),
        (lambda: Weighted.of(b"x"), "part b'x'"),
        (lambda: Weighted.of((420, "0.5", 1)), "(420, '0.5', 1)"),
        (lambda: Weighted(None), "weighted score None"),
        (lambda: Weighted(((420,),)), "part (420,)"),
        (lambda: Weighted(("ab",)), "part 'ab'"),
        (lambda: board_matchpoints(None), "board None"),
        (lambda: board_matchpoints(b"x"), "board b'x'"),  # was scored as a result of 120
        (lambda: board_matchpoints([620, 170], settings=None), "settings None"),
        (lambda: board_datum(None), "board None"),
        (lambda: board_datum([620, 650, 170], None), "settings None"),
        (lambda: board_butler_imps(b"abc"), "board b'abc'"),
        (lambda: board_butler_imps([620, 650, 170], adjusted=None), "settings None"),
        (lambda: board_cross_imps(None), "board None"),
        (lambda: board_cross_imps([620, 170], average=None), "average None"),
        (lambda: board_cross_imps([620, 170], adjusted=ButlerSettings()), "settings Butler"),
        (lambda: team_board_imps(620, 170, settings=None), "settings None"),
    ],
)
def test_bad_adjusted_boards(call: Callable[[], object], shown: str) -> None:
    raises_naming(call, shown)


@pytest.mark.parametrize("keeper", [Rubber, Chicago])
@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda card: card.record_deal(1.5, 9, DEAL), "contract 1.5"),
        (lambda card: card.record_deal("4S by N", 10, DEAL), "contract '4S by N'"),
        (lambda card: card.record_deal(FOUR_SPADES, 10, None), "deal None"),
        (lambda card: card.record_deal(None, 0, "N:AKQJ..."), "deal 'N:AKQJ...'"),
        (lambda card: card.record_deal(FOUR_SPADES, 14, DEAL), "tricks 14"),
        (lambda card: card.record(FOUR_SPADES, 10, honors=(Side.NS, 100.0)), "(Side.NS, 100.0)"),
        (lambda card: card.record(FOUR_SPADES, 10, honors=(Side.NS, True)), "(Side.NS, True)"),
        (lambda card: card.record_game(None), "game None"),
        (lambda card: card.score_card(None), "side None"),
        (lambda card: card.score_card(2.0), "side 2.0"),
        (lambda card: type(card)(first_dealer=True), "first dealer True"),
        (lambda card: type(card)(first_dealer=1.0), "first dealer 1.0"),
    ],
)
def test_bad_deals_and_arguments_of_score_cards(
    keeper: type[Rubber | Chicago], call: Callable[[Any], object], shown: str
) -> None:
    raises_naming(lambda: call(keeper()), shown)


def test_bad_arguments_of_rubbers_and_honors() -> None:
    raises_naming(lambda: Rubber().score_card(settle="no"), "settle 'no'")  # type: ignore[arg-type]
    raises_naming(lambda: Rubber().score_card(None), "side None")  # type: ignore[arg-type]
    raises_naming(lambda: honors(DEAL, True), "strain True")  # type: ignore[arg-type]
    raises_naming(lambda: honors(DEAL, 1.0), "strain 1.0")  # type: ignore[arg-type]


# -- valid input keeps its results ---------------------------------------------------------


def test_numbers_of_every_kind_still_score() -> None:
    assert [imps(value) for value in (450, 450.0, Fraction(450), Decimal("450"))] == [10] * 4
    assert imps(-15, round_to_10=True) == -1 and imps(Decimal("-15"), round_to_10=True) == -1
    assert imps(Fraction(39, 2)) == 0 and imps(19.99) == 0 and imps(20.0) == 1
    assert board_imps(620, 170) == 10 and board_imps(Decimal(620), 170.0) == 10
    assert wbf_vp(Decimal("20"), 16) == wbf_vp(20, 16) == wbf_vp(Fraction(20), 16) == (15.0, 5.0)
    assert wbf_vp(Fraction(-21, 2), 16) == wbf_vp(-10.5, 16)
    assert wbf_vp(Fraction(14), 16, concavity=True) == (13.75, 6.25)
    assert percentage(Fraction(1, 3), 1, places=2) == percentage(Decimal("1") / 3, 1, places=2)
    assert neuberg(18, 10, 11) == 19.9 and neuberg(18.0, 10, 11) == 19.9
    assert top(6) == 10 and top(6, scale=1) == 5


def test_lists_of_scores_of_every_kind_still_score() -> None:
    board = [420, 450, 420, 170, -50, 620]
    assert matchpoints(board) == matchpoints(tuple(board)) == matchpoints(iter(board))
    assert matchpoints([420.0, Decimal(450), Fraction(420), 170, -50, 620]) == matchpoints(board)
    assert ew_matchpoints(iter(board)) == [5.0, 2.0, 5.0, 8.0, 10.0, 0.0]
    assert neuberg_board(iter(board), 8, places=4) == neuberg_board(board, 8, places=4)
    assert datum(iter([620, 650, 170, 620, -100])) == 470
    assert datum([620.0, 650, Decimal(170), Fraction(620), -100]) == 470
    assert butler_imps(iter([620, 650, 170, 620, -100])) == [4, 5, -7, 4, -11]
    assert cross_imps(iter([620, 170, -100])) == [11.0, -1.5, -9.5]
    assert cross_imps([620, Decimal(170), -100.0]) == [11.0, -1.5, -9.5]
    assert session_percentages({"A": [[8, 10], (3, 10)]}) == {"A": 55.0}
    assert session_percentages({"A": iter([(8, 10), (3, 10)])}, places=None) == {"A": 55.0}


def test_adjusted_boards_and_score_cards_still_score() -> None:
    artificial = Artificial(Grade.PLUS, Grade.MINUS)
    assert board_matchpoints((620, 170, artificial)) == board_matchpoints([620, 170, artificial])
    assert board_matchpoints(iter([620, 170]), expected=3) == [(3.5, 0.5), (0.5, 3.5)]
    assert board_cross_imps((620, 170, -100)) == [(11.0, -11.0), (-1.5, 1.5), (-9.5, 9.5)]
    assert board_datum(iter([620, 650, 170, 620, -100])) == 470
    assert Weighted.of([420, "0.5"], (-50, "5e-1")).parts == (
        (420, Fraction(1, 2)),
        (-50, Fraction(1, 2)),
    )
    rubber = Rubber().record(FOUR_SPADES, 11)
    assert rubber.score_card(Seat.S) == rubber.score_card(Side.NS) == rubber.score_card("NS")
    assert rubber.score_card(Seat.W) == rubber.score_card(Side.EW)
    assert Rubber(first_dealer="E").first_dealer == Seat.E  # a seat's name, as Seat.of reads
    assert Rubber().record_deal(None, 0, DEAL).deals[0].is_passed_out
    chicago = Chicago().record(FOUR_SPADES, 10, honors=honors(DEAL, Strain.S))
    assert chicago.score_card(Seat.E) == chicago.score_card(Side.EW)
    assert Chicago().record_deal(FOUR_SPADES, 10, DEAL) == chicago
