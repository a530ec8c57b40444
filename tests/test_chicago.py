"""Chicago scoring (RULES.md §2.2, §3.6, §5.3, §8.6, §9.2): every step of the spec's sets,
with and without honors, the variants, the score card, properties and the typed errors."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests._shared import SEATS, VULNERABILITIES, finish_by_claim, load_vectors
from tests.test_rubber import Record, by_side, deal_holding, events, records, vector_record

import bridgecraft.core as core
from bridgecraft.core import (
    Board,
    BySide,
    Contract,
    Deal,
    Game,
    IllegalActionError,
    InvalidNotationError,
    Seat,
    Side,
    Strain,
    Vulnerability,
    board_vulnerability,
    chicago_dealer,
    chicago_vulnerability,
    duplicate_score,
)
from bridgecraft.core.scoring.chicago import Chicago, ChicagoSettings
from bridgecraft.core.scoring.duplicate import trick_points
from bridgecraft.core.scoring.rubber import ScoreEntry

VECTORS = load_vectors()
SETS = VECTORS["chicago_sequences"]
DUPLICATE = ChicagoSettings(honors=False, partscore_premium="every_deal_50", carry_over=False)
PASSED_OUT_EVENT = [None, "passed_out_redeal_same_dealer", 0]


def _steps(case: dict[str, Any]) -> list[Record]:
    return [vector_record(step["deal"]) for step in case["steps"]]


def play(chicago: Chicago, steps: list[Record]) -> Chicago:
    for contract, tricks, held in steps:
        chicago = chicago.record(contract, tricks, honors=held)
    return chicago


# -- the spec's sets (RULES.md §8.6) ----------------------------------------------------------


@pytest.mark.parametrize("case", SETS, ids=[case["name"].split()[0] for case in SETS])
def test_chicago_sequence(case: dict[str, Any]) -> None:
    settings = ChicagoSettings(
        vulnerability=case["vulnerability_variant"], honors=case["honors_counted"]
    )
    chicago = Chicago(settings, SEATS[case["first_dealer"]])
    for index, step in enumerate(case["steps"]):
        assert not chicago.is_finished
        assert chicago.deal_number == step["deal_no"], index
        assert chicago.dealer == SEATS[step["dealer"]], index
        assert chicago.vulnerability == VULNERABILITIES[step["vul"]], index
        contract, tricks, held = vector_record(step["deal"])
        chicago = chicago.record(contract, tricks, honors=held)
        if step["events"] == [PASSED_OUT_EVENT]:  # the vectors' note for a passed-out deal
            assert contract is None
            assert chicago.entries[-1] == ()
            assert (chicago.deal_number, chicago.dealer) == (step["deal_no"], SEATS[step["dealer"]])
        else:
            assert events(chicago.entries[-1]) == [tuple(event) for event in step["events"]]
        assert chicago.leg == by_side(step["leg_below"]), index
        assert chicago.totals == by_side(step["total"]), index
        deal = chicago.deals[-1]
        assert (deal.number, deal.dealer, deal.vulnerability) == (
            step["deal_no"],
            SEATS[step["dealer"]],
            VULNERABILITIES[step["vul"]],
        )
    assert chicago.is_finished
    assert chicago.totals == by_side(case["final_total"])
    with pytest.raises(IllegalActionError, match="the Chicago set is over after 4 deals"):
        chicago.record(Contract.parse("1C by N"), 7)
    without = play(Chicago(ChicagoSettings(honors=False)), _steps(case))
    expected = case["final_total_if_honors_not_counted"] or case["final_total"]
    assert without.totals == by_side(expected)
    assert all(entry.kind != "honors" for deal in without.entries for entry in deal)


@pytest.mark.parametrize("case", SETS, ids=[case["name"].split()[0] for case in SETS])
def test_chicago_sequence_from_real_deals(case: dict[str, Any]) -> None:
    by_hand = by_deal = Chicago()
    for contract, tricks, held in _steps(case):
        by_hand = by_hand.record(contract, tricks, honors=held)
        strain = Strain.NT if contract is None else contract.strain
        by_deal = by_deal.record_deal(contract, tricks, deal_holding(strain, held))
    assert by_deal == by_hand
    assert by_deal.totals == by_side(case["final_total"])


@pytest.mark.parametrize("variant", ["dealer", "nondealer"])
@pytest.mark.parametrize("first", list(Seat))
def test_schedule_follows_the_vulnerability_vectors(variant: str, first: Seat) -> None:
    table = {
        case["deal"]: (SEATS[case["dealer"]], VULNERABILITIES[case["vulnerable"]])
        for case in VECTORS["chicago_vulnerability"]
        if case["variant"] == variant and SEATS[case["first_dealer"]] == first
    }
    chicago = Chicago(ChicagoSettings(vulnerability=variant), first)  # type: ignore[arg-type]
    for number in (1, 2, 3, 4):
        expected = (chicago_dealer(number, first), chicago_vulnerability(number, first, variant))  # type: ignore[arg-type]
        assert (chicago.dealer, chicago.vulnerability) == table.get(number, expected)
        assert (chicago.dealer, chicago.vulnerability) == expected
        if first == Seat.N and variant == "nondealer":  # duplicate boards 1-4 (RULES.md §2.2)
            assert chicago.vulnerability == board_vulnerability(number)
        chicago = chicago.record(None).record(Contract.parse("1C by N"), 6)
    assert chicago.is_finished and len(chicago.deals) == 8
    assert (chicago.deal_number, chicago.dealer, chicago.vulnerability) == (
        1,
        first,
        Vulnerability.NONE,
    )


# -- the variants (RULES.md §5.3, §9.2 items 2-4) -----------------------------------------------

C1 = next(case for case in SETS if case["name"].startswith("C1 "))
C2 = next(case for case in SETS if case["name"].startswith("C2 "))


def test_every_deal_50_partscore_premium() -> None:
    chicago = play(Chicago(ChicagoSettings(partscore_premium="every_deal_50")), _steps(C2))
    assert [events(entries) for entries in chicago.entries] == [
        [("NS", "trick_points", 60), ("NS", "partscore", 50)],
        [("NS", "trick_points", 40), ("NS", "game", 300)],
        [("EW", "trick_points", 40), ("EW", "partscore", 50)],
        [("NS", "trick_points", 30), ("NS", "partscore", 50), ("NS", "overtricks", 30)],
    ]
    assert chicago.totals == BySide(560 - 100 + 50 + 50, 40 + 50)


def test_unconverted_partscores_at_the_end() -> None:
    chicago = play(Chicago(ChicagoSettings(partscore_premium="unconverted_at_end")), _steps(C1))
    assert events(chicago.entries[-1]) == [
        ("EW", "trick_points", 40),
        ("EW", "overtricks", 20),
        ("NS", "unconverted_partscore", 100),
        ("EW", "unconverted_partscore", 100),
    ]
    assert chicago.leg == BySide(60, 40)
    assert chicago.totals == BySide(480 + 100, 760)


def test_no_carry_over() -> None:
    chicago = play(Chicago(ChicagoSettings(carry_over=False)), _steps(C2))
    assert all(entry.kind != "game" for entries in chicago.entries for entry in entries)
    assert chicago.leg == BySide(0, 0)
    # Deal 4's partscore still earns the fourth-deal premium.
    assert chicago.totals == BySide(60 + 40 + 30 + 100 + 30, 40)


@given(st.lists(records(passed_out=0.2), max_size=20), st.sampled_from(list(Seat)))
def test_pure_duplicate_setting_scores_each_deal_as_duplicate(
    steps: list[Record], first: Seat
) -> None:
    chicago = Chicago(DUPLICATE, first)
    for contract, tricks, held in steps:
        if chicago.is_finished:
            break
        vulnerability = chicago.vulnerability
        chicago = chicago.record(contract, tricks, honors=held)
        if contract is None:
            continue
        for_side = [0, 0]
        for entry in chicago.entries[-1]:
            for_side[entry.side] += entry.points
        side = contract.side
        assert for_side[side] - for_side[side.opponents] == duplicate_score(
            contract.level,
            contract.strain,
            contract.doubled,
            vulnerable=vulnerability.is_vulnerable(side),
            tricks=tricks,
        )
        assert min(for_side) == 0


# -- properties ---------------------------------------------------------------------------------


@given(
    st.lists(records(passed_out=0.3), max_size=20),
    st.sampled_from(list(Seat)),
    st.builds(
        ChicagoSettings,
        st.sampled_from(["dealer", "nondealer"]),
        st.booleans(),
        st.sampled_from(["fourth_deal", "every_deal_50", "unconverted_at_end"]),
        st.booleans(),
    ),
)
def test_chicago_invariants(steps: list[Record], first: Seat, settings: ChicagoSettings) -> None:
    chicago = Chicago(settings, first)
    played = 0
    for contract, tricks, held in steps:
        if chicago.is_finished:
            with pytest.raises(IllegalActionError):
                chicago.record(contract, tricks, honors=held)
            break
        before = chicago
        number, dealer = before.deal_number, before.dealer
        assert (number, dealer) == (played + 1, chicago_dealer(played + 1, first))
        chicago = chicago.record(contract, tricks, honors=held)
        entries = chicago.entries[-1]
        assert before.deals == chicago.deals[:-1]  # immutable
        recorded = chicago.deals[-1]
        assert recorded.number == number
        assert recorded.vulnerability == chicago_vulnerability(
            number, first, settings.vulnerability
        )
        if contract is None:
            # Passed out: the same dealer redeals and the deal number does not advance.
            assert entries == ()
            assert (chicago.deal_number, chicago.dealer) == (number, dealer)
            assert (chicago.totals, chicago.leg) == (before.totals, before.leg)
            continue
        played += 1
        assert chicago.is_finished == (played == 4)
        for side in Side:
            gained = sum(entry.points for entry in entries if entry.side == side)
            assert chicago.totals[side] == before.totals[side] + gained
        # A game wipes both partscores; otherwise the leg grows by the trick points.
        made = [entry for entry in entries if entry.kind == "trick_points"]
        if not settings.carry_over or any(entry.kind == "game" for entry in entries):
            assert chicago.leg == BySide(0, 0)
        else:
            side = contract.side
            expected = before.leg[side] + sum(entry.points for entry in made)
            assert chicago.leg[side] == expected < 100
            assert chicago.leg[side.opponents] == before.leg[side.opponents]
        if made:
            assert made[0].points == trick_points(contract.level, contract.strain, contract.doubled)
        for entry in entries:
            if entry.kind == "game":
                vulnerable = recorded.vulnerability.is_vulnerable(entry.side)
                assert entry.points == (500 if vulnerable else 300)
            if entry.kind == "fourth_deal_partscore":
                assert (number, entry.points, settings.partscore_premium) == (4, 100, "fourth_deal")
        assert (not settings.honors or held is None) == all(
            entry.kind != "honors" for entry in entries
        )
    assert chicago.is_finished == (played >= 4)
    assert chicago.totals == BySide(
        *(
            sum(e.points for deal in chicago.entries for e in deal if e.side == side)
            for side in Side
        )
    )
    assert chicago == play(
        Chicago(settings, first), [(d.contract, d.tricks, d.honors) for d in chicago.deals]
    )
    namespace = {**vars(core), "Chicago": Chicago, "ChicagoSettings": ChicagoSettings}
    assert eval(repr(chicago), namespace) == chicago


def test_fourth_deal_game_gets_the_game_premium_not_the_partscore_premium() -> None:
    chicago = play(Chicago(), [(None, 0, None)] * 3 + [(Contract.parse("1S by N"), 7, None)] * 3)
    assert chicago.deal_number == 4 and chicago.leg == BySide(90, 0)
    chicago = chicago.record(Contract.parse("1NT by E"), 7)  # deal 4, EW partscore: 100
    assert events(chicago.entries[-1]) == [
        ("EW", "trick_points", 40),
        ("EW", "fourth_deal_partscore", 100),
    ]
    game = play(Chicago(), [(Contract.parse("1S by N"), 7, None)] * 3)
    game = game.record(Contract.parse("1C by S"), 7)  # deal 4 completes NS's game: 500
    assert events(game.entries[-1]) == [("NS", "trick_points", 20), ("NS", "game", 500)]


# -- the score card ---------------------------------------------------------------------------


def test_score_card() -> None:
    case = next(case for case in SETS if case["name"].startswith("C4 "))
    chicago = play(Chicago(), _steps(case))
    assert chicago.score_card().splitlines() == [
        "Deal  Dealer  Vul   Contract    Tricks     WE   THEY",
        "   1  N       None  passed out",
        "   1  N       None  3HX by E         7    300",
        "   2  E       EW    1NTX by N        7    130",
        "   3  S       NS    2S by E          8            60",
        "   4  W       Both  1C by N          7    520",
        "                                 TOTAL    950     60",
    ]
    they = chicago.score_card(we=Side.EW).splitlines()
    assert they[2].endswith("7           300")
    assert they[-1].split() == ["TOTAL", "60", "950"]
    assert Chicago().score_card().splitlines()[-1].split() == ["TOTAL", "0", "0"]


# -- errors ---------------------------------------------------------------------------------------


def test_fifth_deal_raises() -> None:
    chicago = play(Chicago(), [(Contract.parse("2H by E"), 8, None)] * 4)
    assert chicago.is_finished
    for attempt in (
        lambda: chicago.record(Contract.parse("3NT by S"), 9),
        lambda: chicago.record(None),
        lambda: chicago.record_deal(None, 0, Deal.from_index(3)),
    ):
        with pytest.raises(IllegalActionError, match="start a new Chicago"):
            attempt()
    assert len(chicago.deals) == 4


@pytest.mark.parametrize(
    ("contract", "tricks", "held", "message"),
    [
        (Contract.parse("4S by N"), 14, None, "invalid number of tricks 14"),
        (Contract.parse("4S by N"), -3, None, "invalid number of tricks -3"),
        (None, 1, None, "passed-out deal"),
        (Contract.parse("3NT by E"), 9, (Side.EW, 100), "invalid honors"),
        (Contract.parse("2C by E"), 8, (Side.EW, 50), "invalid honors"),
        ("2C by E", 8, None, "expected a Contract"),
    ],
)
def test_bad_inputs_raise_invalid_notation(
    contract: Any, tricks: Any, held: Any, message: str
) -> None:
    with pytest.raises(InvalidNotationError, match=message):
        Chicago().record(contract, tricks, honors=held)


def test_bad_settings() -> None:
    with pytest.raises(InvalidNotationError, match="invalid Chicago vulnerability 'dealers'"):
        ChicagoSettings(vulnerability="dealers")  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="invalid Chicago partscore premium"):
        ChicagoSettings(partscore_premium="always")  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="expected ChicagoSettings"):
        Chicago(settings=DUPLICATE.honors)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="first dealer"):
        Chicago(first_dealer=-1)  # type: ignore[arg-type]


def test_record_game_checks_the_game() -> None:
    chicago = Chicago().record(Contract.parse("1NT by N"), 7)  # deal 2: E deals, EW vulnerable
    board = Board(2, Deal.from_index(11), dealer=Seat.E, vulnerability=Vulnerability.EW)
    with pytest.raises(IllegalActionError, match="the game is not finished"):
        chicago.record_game(Game.new(board))
    passed = chicago.record_game(Game.replay(board, ["P"] * 4))
    assert (passed.deal_number, passed.dealer, passed.deals[-1].is_passed_out) == (2, Seat.E, True)
    law_2 = Board(2, Deal.from_index(11))  # duplicate board 2: NS vulnerable
    with pytest.raises(IllegalActionError, match="deal 2 of the Chicago set has dealer E, vul"):
        chicago.record_game(Game.replay(law_2, ["P"] * 4))
    game = Game.replay(board, ["1NT", "X", "P", "P", "P"])
    assert game.contract == Contract.parse("1NTX by E")
    scored = chicago.record_game(finish_by_claim(game, 5))  # two down, doubled, vulnerable
    assert scored.entries[-1] == (ScoreEntry(Side.NS, "undertricks", 500),)
    assert scored.deals[-1].contract == game.contract
    assert (scored.deal_number, scored.dealer) == (3, Seat.S)


def test_chicago_is_immutable_and_hashable() -> None:
    chicago = Chicago().record(Contract.parse("2H by W"), 8)
    with pytest.raises(AttributeError):
        chicago.totals = BySide(0, 0)  # type: ignore[misc]
    again = Chicago().record(Contract.parse("2H by W"), 8)
    assert chicago == again and hash(chicago) == hash(again)
    assert chicago != Chicago(first_dealer=Seat.E).record(Contract.parse("2H by W"), 8)
