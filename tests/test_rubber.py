"""Rubber bridge scoring (RULES.md §2.3, §3.6, §5.2, §8.5, §9.2): every step of the spec's
rubbers, RB Law 80's settlement and its variant, honors found in real deals, seed 001's
rubber played through real games, the score card, properties and the typed errors."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests._shared import DOUBLED, bid, build_deal, finish_by_claim, load_vectors

import bridgecraft.core as core
from bridgecraft.core import (
    Board,
    BySide,
    Call,
    Card,
    Contract,
    Deal,
    Doubled,
    Game,
    IllegalActionError,
    InvalidNotationError,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    Vulnerability,
)
from bridgecraft.core.scoring.rubber import (
    RecordedDeal,
    Rubber,
    RubberSettings,
    ScoreEntry,
    honors,
)

VECTORS = load_vectors()
RUBBERS = VECTORS["rubber_sequences"]
SIDES = {"NS": Side.NS, "EW": Side.EW}
FIFTY_EACH = RubberSettings(unfinished_partscore_bonus=50, partscore_bonus_only_if_one_side=False)

Held = tuple[Side, int] | None
Record = tuple[Contract | None, int, Held]


# -- helpers shared with test_chicago -------------------------------------------------------


def by_side(values: dict[str, int]) -> BySide[int]:
    """A vector's ``{"NS": .., "EW": ..}`` as a BySide."""
    return BySide(values["NS"], values["EW"])


def vector_record(deal: dict[str, Any], seat_of_side: int = 0) -> Record:
    """A vector's deal as (contract, tricks, honors); declarer is the first seat of the
    declaring side (N or E), or the second (S or W) with ``seat_of_side=1``."""
    held = deal["honors"]
    honors_held = None if held is None else (SIDES[held["side"]], held["points"])
    if deal["declarer_side"] is None:
        return None, deal["tricks"], honors_held
    level, strain = bid(deal["contract"])
    declarer = SIDES[deal["declarer_side"]].seats[seat_of_side]
    return Contract(level, strain, DOUBLED[deal["doubled"]], declarer), deal["tricks"], honors_held


def events(entries: Sequence[ScoreEntry]) -> list[tuple[str, str, int]]:
    """Entries in the vectors' notation: ``("NS", "below", 120)``."""
    return [(str(entry.side), entry.kind, entry.points) for entry in entries]


def deal_holding(strain: Strain, held: Held) -> Deal:
    """A deal whose honors in ``strain`` are exactly ``held``: honors are otherwise spread
    (in suit ``s`` the ace and ten go to seat ``s``, the K Q J to the next three seats), so
    no hand has four trump honors or four aces unless ``held`` asks for it."""
    owner: dict[Card, Seat] = {}
    for suit in Suit:
        for offset, rank in enumerate((Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)):
            owner[Card.of(suit, rank)] = Seat(suit).next(offset)
    if held is not None:
        seat = held[0].seats[0]
        if strain == Strain.NT:
            for suit in Suit:
                owner[Card.of(suit, Rank.ACE)] = seat
        else:
            trumps = Suit(strain)
            for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN):
                owner[Card.of(trumps, rank)] = seat
            if held[1] == 100:
                owner[Card.of(trumps, Rank.TEN)] = seat.lho
    fixed: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
    for card, seat in owner.items():
        fixed[seat].append(card)
    deal = build_deal(fixed)
    assert honors(deal, strain) == held
    return deal


@st.composite
def records(draw: st.DrawFn, passed_out: float = 0.1) -> Record:
    """A random deal: passed out now and then, else any contract, tricks biased to around
    the contract's need so that games and slams come up, and honors or not."""
    if draw(st.floats(0, 1)) < passed_out:
        return None, 0, None
    contract = Contract(
        draw(st.integers(1, 7)),
        draw(st.sampled_from(list(Strain))),
        draw(st.sampled_from(list(Doubled))),
        draw(st.sampled_from(list(Seat))),
    )
    need = contract.level + 6
    tricks = draw(st.integers(need, 13) | st.integers(max(0, need - 2), 13) | st.integers(0, 13))
    points = (150,) if contract.strain == Strain.NT else (100, 150)
    held = draw(st.none() | st.tuples(st.sampled_from(list(Side)), st.sampled_from(points)))
    return contract, tricks, held


def replay(rubber: Rubber, steps: Sequence[Record]) -> Rubber:
    for contract, tricks, held in steps:
        rubber = rubber.record(contract, tricks, honors=held)
    return rubber


# -- the spec's rubbers (RULES.md §8.5) -----------------------------------------------------


@pytest.mark.parametrize("seat_of_side", [0, 1], ids=["declarer-N-or-E", "declarer-S-or-W"])
@pytest.mark.parametrize("case", RUBBERS, ids=[case["name"].split()[0] for case in RUBBERS])
def test_rubber_sequence(case: dict[str, Any], seat_of_side: int) -> None:
    rubber = Rubber()
    for number, step in enumerate(case["steps"], 1):
        vulnerable = step["vul_before"]
        assert rubber.vulnerability == Vulnerability.of(ns=vulnerable["NS"], ew=vulnerable["EW"])
        assert not rubber.is_finished
        contract, tricks, held = vector_record(step["deal"], seat_of_side)
        rubber = rubber.record(contract, tricks, honors=held)
        assert events(rubber.entries[-1]) == [tuple(event) for event in step["events"]]
        assert rubber.games == by_side(step["games"]), number
        assert rubber.leg == by_side(step["leg_below"]), number
        assert rubber.below == by_side(step["below_total"]), number
        assert rubber.above == by_side(step["above_total"]), number
        assert rubber.totals == by_side(step["total"]), number
        assert rubber.is_finished == step["finished"], number
        assert rubber.deals[-1] == RecordedDeal(
            number,
            Seat.N.next(number - 1),
            Vulnerability.of(ns=vulnerable["NS"], ew=vulnerable["EW"]),
            contract,
            tricks,
            held,
        )
    assert len(rubber.deals) == len(rubber.entries) == len(case["steps"])
    final = by_side(case["final_total"])
    assert rubber.settle() == final
    assert rubber.margin == final.ns - final.ew
    if case["settled_as_unfinished"]:
        assert not rubber.is_finished
        assert rubber.winner is None
        bonus = by_side(case["unfinished_bonus"])
        assert [(entry.side, entry.points) for entry in rubber.unfinished_bonuses()] == [
            (side, bonus[side]) for side in Side if bonus[side]
        ]
        assert all(entry.kind == "unfinished" for entry in rubber.unfinished_bonuses())
        steps = [vector_record(step["deal"], seat_of_side) for step in case["steps"]]
        variant = replay(Rubber(FIFTY_EACH), steps)
        assert variant.totals == rubber.totals
        assert variant.settle() == by_side(case["final_total_variant_50_each_side"])
    else:
        assert rubber.is_finished
        assert case["final_total_variant_50_each_side"] is None
        assert rubber.settle() == rubber.totals
        assert rubber.unfinished_bonuses() == ()
        assert rubber.winner == next(side for side in Side if rubber.games[side] == 2)
        with pytest.raises(IllegalActionError, match="the rubber is over"):
            rubber.record(Contract.parse("1C by N"), 7)


@pytest.mark.parametrize("case", RUBBERS, ids=[case["name"].split()[0] for case in RUBBERS])
def test_rubber_sequence_from_real_deals(case: dict[str, Any]) -> None:
    """The honors of each step, found by :func:`honors` in a deal that holds them."""
    by_hand = by_deal = Rubber()
    for step in case["steps"]:
        contract, tricks, held = vector_record(step["deal"])
        by_hand = by_hand.record(contract, tricks, honors=held)
        strain = Strain.NT if contract is None else contract.strain
        by_deal = by_deal.record_deal(contract, tricks, deal_holding(strain, held))
    assert by_deal == by_hand
    assert by_deal.entries == by_hand.entries


def test_passed_out_deal_passes_the_deal_and_scores_nothing() -> None:
    # RULES.md §3.6 (R9 step 2): no score; the next player deals.
    rubber = Rubber(first_dealer=Seat.S).record(Contract.parse("1S by N"), 7)
    passed = rubber.record(None)
    assert (rubber.dealer, passed.dealer) == (Seat.W, Seat.N)
    assert passed.entries[-1] == ()
    assert passed.deals[-1].is_passed_out and passed.deals[-1].number == 2
    assert (passed.totals, passed.leg, passed.games) == (rubber.totals, rubber.leg, rubber.games)
    assert str(passed.deals[-1]) == "deal 2, dealer W, vulnerable None: passed out"


# -- RB Law 80 (RULES.md §5.2, §9.2 item 1) ------------------------------------------------


def test_unfinished_rule_texts_match_the_settings() -> None:
    rule = VECTORS["rubber_unfinished_rule"]
    assert "300" in rule["default"] and "100" in rule["default"]
    assert "only one side" in rule["default"]
    assert RubberSettings() == RubberSettings(100, True)
    assert "50" in rule["variant"] and "each side" in rule["variant"]


ONE_GAME = [(Contract.parse("3NT by N"), 9, None)]
GAME_EACH = [*ONE_GAME, (Contract.parse("4S by E"), 10, None)]
NS_PART = [(Contract.parse("1NT by S"), 7, None)]
EW_PART = [(Contract.parse("2C by W"), 8, None)]


@pytest.mark.parametrize(
    ("steps", "default", "fifty_each"),
    [
        ([], (0, 0), (0, 0)),
        (ONE_GAME, (300, 0), (300, 0)),
        (ONE_GAME + NS_PART, (400, 0), (350, 0)),
        (ONE_GAME + EW_PART, (300, 100), (300, 50)),
        (NS_PART + EW_PART, (0, 0), (50, 50)),
        (EW_PART, (0, 100), (0, 50)),
        (GAME_EACH, (0, 0), (0, 0)),
        (GAME_EACH + NS_PART, (100, 0), (50, 0)),
        (GAME_EACH + NS_PART + EW_PART, (0, 0), (50, 50)),
    ],
)
def test_unfinished_settlement(
    steps: list[Record], default: tuple[int, int], fifty_each: tuple[int, int]
) -> None:
    for settings, expected in ((RubberSettings(), default), (FIFTY_EACH, fifty_each)):
        rubber = replay(Rubber(settings), steps)
        bonus = BySide(*expected)
        assert rubber.settle() == BySide(rubber.totals.ns + bonus.ns, rubber.totals.ew + bonus.ew)


# -- seed 001: the side with two games loses on points ----------------------------------------

# The seed's last paragraph: Pepe and Carmen win game 1 with 120 below the line; Mayte and
# Cristian win game 2 with 120 below in one deal; Pepe and Carmen win game 3 and the rubber,
# yet lose it on points, having "150 above the line against 250".
#
# Seating as in tests/test_seeds.py (docs/decisions/0006): Cristian W (the dealer), Carmen
# N, Mayte E, Pepe S; Pepe and Carmen are NS. The seed counts only the points above the
# line and no rubber bonus, which cannot be so under the Laws: the side that wins the rubber
# 2-1 has at least 220 below the line and a 500 bonus (RB Laws 74, 77), so the others need
# more than 600 above the line to outscore it. Our reconstruction keeps the seed's figures
# where the Laws allow them (120 and 120 below; 150 above for NS and 250 for EW after the
# first deal of the third game) and adds the penalty that the Laws then require:
#   1. W deals; Pepe 4S =, 10 tricks: NS 120 below, game 1; Pepe holds A K Q J T of spades:
#      NS honors 150 (above: NS 150).
#   2. N deals; Mayte 4H =: EW 120 below, game 1; Cristian (dummy) holds the five heart
#      honors: EW honors 150.
#   3. E deals (both vulnerable); Pepe 4S, 9 tricks, one down vulnerable: EW 100
#      (above: NS 150, EW 250, the seed's figures).
#   4. S deals; Pepe 4S doubled, 7 tricks, three down doubled vulnerable: EW 800.
#   5. W deals; Carmen 3NT =: NS 100 below, game 2, rubber bonus 500.
# Final: NS 220 below + 650 above = 870; EW 120 below + 1050 above = 1170. NS won the rubber
# (two games) and EW won on points, by 300.
PEPE, CARMEN, MAYTE, CRISTIAN = Seat.S, Seat.N, Seat.E, Seat.W
SEED_DEALS = [
    (PEPE, "4S", Doubled.UNDOUBLED, 10, (Side.NS, 150)),
    (MAYTE, "4H", Doubled.UNDOUBLED, 10, (Side.EW, 150)),
    (PEPE, "4S", Doubled.UNDOUBLED, 9, None),
    (PEPE, "4S", Doubled.DOUBLED, 7, None),
    (CARMEN, "3NT", Doubled.UNDOUBLED, 9, None),
]


def _seed_deal(declarer: Seat, strain: Strain, held: Held) -> Deal:
    if held is None:
        return deal_holding(strain, None)
    holder = CRISTIAN if declarer == MAYTE else declarer  # dummy holds them on deal 2
    trumps = Suit(strain)
    top = [Card.of(trumps, rank) for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)]
    deal = build_deal({holder: [*top, Card.of(trumps, Rank.TEN)]})
    assert honors(deal, strain) == (holder.side, 150)
    return deal


def _played(
    rubber: Rubber, declarer: Seat, contract: str, doubled: Doubled, tricks: int, held: Held
) -> Game:
    """A real game of the rubber's next deal: passes to declarer, the bid, a double by the
    next player if any, three passes; then the opening lead and a claim of ``tricks``."""
    level, strain = bid(contract)
    board = Board(
        len(rubber.deals) + 1,
        _seed_deal(declarer, strain, held),
        dealer=rubber.dealer,
        vulnerability=rubber.vulnerability,
    )
    passes = (declarer - rubber.dealer) % 4
    calls = [Call.PASS] * passes + [Call.bid(level, strain)]
    calls += [Call.DOUBLE] if doubled else []
    game = Game.replay(board, [*calls, Call.PASS, Call.PASS, Call.PASS])
    assert game.contract == Contract(level, strain, doubled, declarer)
    return finish_by_claim(game, tricks)


def test_seed_001_two_games_but_fewer_points() -> None:
    rubber = Rubber(first_dealer=CRISTIAN)
    above_after: list[BySide[int]] = []
    for declarer, contract, doubled, tricks, held in SEED_DEALS:
        game = _played(rubber, declarer, contract, doubled, tricks, held)
        result = game.result()
        assert result is not None and result.tricks == tricks
        rubber = rubber.record_game(game)
        above_after.append(rubber.above)
    assert [deal.dealer for deal in rubber.deals] == [CRISTIAN, CARMEN, MAYTE, PEPE, CRISTIAN]
    assert rubber.entries[0][-1] == ScoreEntry(Side.NS, "honors", 150)
    assert rubber.entries[1][:2] == (
        ScoreEntry(Side.EW, "below", 120),
        ScoreEntry(Side.EW, "game", 1),
    )
    assert above_after[2] == BySide(150, 250)  # the seed's figures, before the last game
    assert rubber.is_finished and rubber.games == BySide(2, 1)
    assert rubber.winner == PEPE.side == CARMEN.side
    assert rubber.below == BySide(220, 120)
    assert rubber.above == BySide(650, 1050)
    assert rubber.settle() == BySide(870, 1170)
    assert rubber.margin == -300
    on_points = max(Side, key=lambda side: rubber.settle()[side])
    assert on_points == MAYTE.side == CRISTIAN.side != rubber.winner


# -- the score card ----------------------------------------------------------------------------


def test_score_card_of_a_finished_rubber() -> None:
    case = next(case for case in RUBBERS if case["name"].startswith("R2 "))
    rubber = replay(Rubber(), [vector_record(step["deal"]) for step in case["steps"]])
    card = rubber.score_card()
    assert card.splitlines() == [
        "       WE |      THEY",
        "      500 |",
        "       30 |",
        "==========+==========",
        "       60 |",
        "       40 |",
        "----------+----------",
        "          |       120",
        "----------+----------",
        "      100 |",
        "----------+----------",
        "    TOTAL |     TOTAL",
        "      730 |       120",
    ]
    they = rubber.score_card(we=Side.EW).splitlines()
    assert they[1] == "          |       500"
    assert they[-1] == "      120 |       730"
    assert rubber.score_card(settle=True) == card


@given(st.lists(records(), max_size=12))
def test_score_card_lines_and_totals(steps: list[Record]) -> None:
    rubber = Rubber()
    for contract, tricks, held in steps:
        if rubber.is_finished:
            break
        rubber = rubber.record(contract, tricks, honors=held)
    for we in Side:
        lines = rubber.score_card(we).splitlines()
        assert lines.count("==========+==========") == 1
        assert lines.count("----------+----------") == sum(rubber.games)
        totals = rubber.totals
        assert lines[-1].split() == [str(totals[we]), "|", str(totals[we.opponents])]
        settled = rubber.score_card(we, settle=True).splitlines()
        assert settled[-1].split() == [
            str(rubber.settle()[we]),
            "|",
            str(rubber.settle()[we.opponents]),
        ]
        # Every point of each side is written in its column, once.
        rows = [line.split("|") for line in lines[1:-2] if "+" not in line]
        for column, side in enumerate((we, we.opponents)):
            written = [int(cells[column]) for cells in rows if cells[column].strip()]
            assert sum(written) == totals[side]


# -- properties --------------------------------------------------------------------------------


@given(st.lists(records(), max_size=40), st.sampled_from(list(Seat)))
def test_rubber_invariants(steps: list[Record], first: Seat) -> None:
    rubber = Rubber(first_dealer=first)
    for contract, tricks, held in steps:
        if rubber.is_finished:
            with pytest.raises(IllegalActionError):
                rubber.record(contract, tricks, honors=held)
            break
        before = rubber
        snapshot = (before.games, before.leg, before.below, before.above, len(before.deals))
        rubber = rubber.record(contract, tricks, honors=held)
        entries = rubber.entries[-1]
        # Immutable: the rubber recorded from is unchanged.
        assert (before.games, before.leg, before.below, before.above, len(before.deals)) == snapshot
        # Totals are below plus above, and each is the sum of its entries.
        for side in Side:
            assert rubber.totals[side] == rubber.below[side] + rubber.above[side]
            mine = [entry for entry in entries if entry.side == side]
            below = sum(entry.points for entry in mine if entry.kind == "below")
            above = sum(entry.points for entry in mine if entry.kind not in ("below", "game"))
            assert rubber.below[side] == before.below[side] + below
            assert rubber.above[side] == before.above[side] + above
        # A game wipes both partscores; otherwise the leg grows by the trick points.
        if any(entry.kind == "game" for entry in entries):
            assert rubber.leg == BySide(0, 0)
            assert sum(rubber.games) == sum(before.games) + 1
        else:
            assert rubber.games == before.games
            assert all(
                rubber.leg[side] == before.leg[side] + rubber.below[side] - before.below[side]
                for side in Side
            )
            assert max(rubber.leg) < 100
        # The rubber ends exactly when a side has two games, with 700 or 500.
        assert rubber.is_finished == (max(rubber.games) == 2)
        assert (rubber.winner is not None) == rubber.is_finished
        bonuses = [entry for entry in entries if entry.kind == "rubber"]
        assert len(bonuses) == int(rubber.is_finished)
        if bonuses:
            loser = bonuses[0].side.opponents
            assert bonuses[0].points == (700 if rubber.games[loser] == 0 else 500)
        # Vulnerability is "has won a game"; the deal passes clockwise.
        for side in Side:
            assert rubber.vulnerability.is_vulnerable(side) == (rubber.games[side] >= 1)
        assert rubber.deals[-1].vulnerability == before.vulnerability
        assert rubber.dealer == first.next(len(rubber.deals))
        assert (entries == ()) == (contract is None)
    settled = rubber.settle()
    assert all(settled[side] >= rubber.totals[side] for side in Side)
    assert (settled == rubber.totals) or not rubber.is_finished
    assert rubber == replay(
        Rubber(first_dealer=first),
        [(deal.contract, deal.tricks, deal.honors) for deal in rubber.deals],
    )
    namespace = {**vars(core), "Rubber": Rubber, "RubberSettings": RubberSettings}
    assert eval(repr(rubber), namespace) == rubber


@given(st.lists(records(passed_out=0), min_size=1, max_size=40))
def test_law_80_settlement_property(steps: list[Record]) -> None:
    for settings in (RubberSettings(), FIFTY_EACH, RubberSettings(50, True)):
        rubber = Rubber(settings)
        for contract, tricks, held in steps:
            if rubber.is_finished:
                break
            rubber = rubber.record(contract, tricks, honors=held)
        if rubber.is_finished:
            assert rubber.unfinished_bonuses() == ()
            continue
        expected = [0, 0]
        if sorted(rubber.games) == [0, 1]:
            expected[rubber.games.index(1)] += 300
        partscores = [side for side in Side if rubber.leg[side]]
        if len(partscores) == 1 or not settings.partscore_bonus_only_if_one_side:
            for side in partscores:
                expected[side] += settings.unfinished_partscore_bonus
        assert rubber.settle() == BySide(
            rubber.totals.ns + expected[0], rubber.totals.ew + expected[1]
        )


# -- honors (RB Law 81) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("strain", "held"),
    [
        (Strain.S, (Side.NS, 100)),
        (Strain.H, (Side.EW, 150)),
        (Strain.C, (Side.EW, 100)),
        (Strain.NT, (Side.NS, 150)),
        (Strain.D, None),
        (Strain.NT, None),
    ],
)
def test_honors_found_in_deals(strain: Strain, held: Held) -> None:
    assert honors(deal_holding(strain, held), strain) == held


def test_honors_split_or_at_notrump_are_not_honors() -> None:
    # Four aces score only at notrump; three trump honors in one hand score nothing.
    aces = build_deal({Seat.W: [Card.SA, Card.HA, Card.DA, Card.CA]})
    assert honors(aces, Strain.NT) == (Side.EW, 150)
    split = build_deal({Seat.N: [Card.SA, Card.SK, Card.SQ], Seat.S: [Card.SJ, Card.ST]})
    assert honors(split, Strain.S) is None


# -- errors --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "held", "message"),
    [
        (Contract.parse("4S by N"), -1, None, "invalid number of tricks -1"),
        (Contract.parse("4S by N"), 14, None, "invalid number of tricks 14"),
        (Contract.parse("4S by N"), "10", None, "invalid number of tricks '10'"),
        (Contract.parse("4S by N"), True, None, "invalid number of tricks True"),
        (None, 7, None, "passed-out deal"),
        (None, 0, (Side.NS, 100), "passed-out deal has no trumps"),
        ("4S by N", 10, None, "expected a Contract"),
        (Contract.parse("3NT by N"), 9, (Side.NS, 100), r"\(side, 150\) at notrump"),
        (Contract.parse("4S by N"), 10, (Side.NS, 120), "invalid honors"),
        (Contract.parse("4S by N"), 10, ("NS", 100), "invalid honors"),
        (Contract.parse("4S by N"), 10, (Side.NS,), "invalid honors"),
    ],
)
def test_bad_inputs_raise_invalid_notation(
    contract: Any, tricks: Any, held: Any, message: str
) -> None:
    rubber = Rubber()
    with pytest.raises(InvalidNotationError, match=message):
        rubber.record(contract, tricks, honors=held)
    assert rubber.deals == ()


def test_bad_settings_and_arguments() -> None:
    with pytest.raises(InvalidNotationError, match="unfinished_partscore_bonus"):
        RubberSettings(unfinished_partscore_bonus=-50)
    with pytest.raises(InvalidNotationError, match="expected RubberSettings"):
        Rubber(settings=None)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="first dealer"):
        Rubber(first_dealer=4)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="expected a Deal"):
        honors("N:AKQJ...", Strain.S)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="invalid strain 5"):
        honors(Deal.from_index(0), 5)  # type: ignore[arg-type]


def test_recording_after_the_rubber_is_over() -> None:
    rubber = Rubber().record(Contract.parse("3NT by N"), 9).record(Contract.parse("4S by S"), 10)
    assert rubber.is_finished
    with pytest.raises(
        IllegalActionError, match=r"cannot record 1C by E: the rubber is over \(NS won it 2-0\)"
    ):
        rubber.record(Contract.parse("1C by E"), 7)
    with pytest.raises(IllegalActionError, match="cannot record a passed-out deal"):
        rubber.record(None)
    with pytest.raises(IllegalActionError, match="the rubber is over"):
        rubber.record_deal(None, 0, Deal.from_index(1))


def test_record_game_checks_the_game() -> None:
    rubber = Rubber().record(Contract.parse("4S by N"), 10)  # E deals, NS vulnerable
    right = Board(2, Deal.from_index(9), dealer=Seat.E, vulnerability=Vulnerability.NS)
    unfinished = Game.new(right).apply("1C")
    with pytest.raises(IllegalActionError, match="the game is not finished"):
        rubber.record_game(unfinished)
    assert rubber.record_game(Game.replay(right, ["P"] * 4)).dealer == Seat.S
    law_2 = Board(2, Deal.from_index(9))  # board 2 happens to be dealer E, NS vulnerable
    assert rubber.record_game(Game.replay(law_2, ["P"] * 4)).deals[-1].is_passed_out
    for board in (
        Board(2, Deal.from_index(9), dealer=Seat.S, vulnerability=Vulnerability.NS),
        Board(2, Deal.from_index(9), dealer=Seat.E, vulnerability=Vulnerability.NONE),
    ):
        with pytest.raises(IllegalActionError, match="next deal has dealer E, vulnerable NS"):
            rubber.record_game(Game.replay(board, ["P"] * 4))


def test_rubber_is_immutable_and_hashable() -> None:
    rubber = Rubber().record(Contract.parse("2H by W"), 8)
    with pytest.raises(AttributeError):
        rubber.games = BySide(2, 0)  # type: ignore[misc]
    again = Rubber().record(Contract.parse("2H by W"), 8)
    assert rubber == again and hash(rubber) == hash(again)
    assert rubber != Rubber(FIFTY_EACH).record(Contract.parse("2H by W"), 8)
    assert {rubber, again} == {rubber}
    other = (
        Rubber(FIFTY_EACH, Seat.W)
        .record(None)
        .record(Contract.parse("4HXX by S"), 10, honors=(Side.EW, 100))
    )
    namespace = {**vars(core), "Rubber": Rubber, "RubberSettings": RubberSettings}
    assert eval(repr(other), namespace) == other
    assert repr(other).startswith("Rubber(settings=RubberSettings(unfinished_partscore_bonus=50")
