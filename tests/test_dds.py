"""Double dummy through the DDS boundary: DDS's own answers in shared/data/dds-hands, minimax
consistency of positions in the middle of tricks, endplay's wrapper as an independent reader
of the same solver, the cache, and the error when the solver is missing."""

from __future__ import annotations

import gc
import pickle
import random
import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests._shared import find_shared_dir

from bridgecraft.analysis import (
    DDTable,
    Position,
    _dds,
    cache_info,
    dd_table,
    dd_tables,
    par,
    sides_par,
    solve,
    solve_many,
    trace,
    traces,
)
from bridgecraft.analysis.cache import LRUCache, clear_caches
from bridgecraft.core import (
    AnalysisError,
    Board,
    BySeat,
    BySide,
    Card,
    Deal,
    Game,
    IllegalPlayError,
    InvalidNotationError,
    Result,
    Seat,
    Side,
    State,
    Strain,
    Vulnerability,
)
from bridgecraft.core.cards import CARDS

HANDS_DIR = find_shared_dir() / "data" / "dds-hands"
DDS_STRAINS = (Strain.S, Strain.H, Strain.D, Strain.C, Strain.NT)
DDS_VULNERABILITY = {
    0: Vulnerability.NONE,
    1: Vulnerability.BOTH,
    2: Vulnerability.NS,
    3: Vulnerability.EW,
}


@dataclass
class Entry:
    """One deal of DDS's list files with DDS's own answers."""

    dealer: Seat
    vulnerability: Vulnerability
    trump: Strain
    first: Seat
    deal: Deal
    fut: list[int]
    table: list[int]
    par: list[str]
    par2: list[str]
    play: list[Card]
    trace: list[int]


def _card(text: str) -> Card:
    return Card.parse(text)


def load_list(path: Path) -> list[Entry]:
    entries: list[Entry] = []
    fields: dict[str, list[str]] = {}

    def flush() -> None:
        if not fields:
            return
        dealer, vul, trump, first, pbn = fields["PBN"]
        play_count, play_text = fields["PLAY"]
        entries.append(
            Entry(
                Seat(int(dealer)),
                DDS_VULNERABILITY[int(vul)],
                DDS_STRAINS[int(trump)],
                Seat(int(first)),
                Deal.from_pbn(pbn),
                [int(v) for v in fields["FUT"]],
                [int(v) for v in fields["TABLE"]],
                fields["PAR"],
                fields["PAR2"],
                [_card(play_text[i : i + 2]) for i in range(0, 2 * int(play_count), 2)],
                [int(v) for v in fields["TRACE"]],
            )
        )
        fields.clear()

    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("NUMBER"):
            continue
        key, _, rest = line.partition(" ")
        if key == "PBN":
            flush()
        fields[key] = shlex.split(rest)
    flush()
    return entries


LIST100 = load_list(HANDS_DIR / "list100.txt")


def test_list100_has_every_answer() -> None:
    assert len(LIST100) == 100
    # DDS traces at most 48 cards (the last trick is forced): 49 numbers with the start.
    assert all(e.trace[0] == min(len(e.play) + 1, 49) == len(e.trace) - 1 for e in LIST100)
    assert all(len(e.table) == 20 for e in LIST100)


def test_tables_match_dds_list100() -> None:
    tables = dd_tables(e.deal for e in LIST100)  # 100 deals: three batch calls
    for number, (entry, table) in enumerate(zip(LIST100, tables, strict=True)):
        # TABLE: strains S H D C NT, each N E S W.
        expected = {
            (strain, seat): entry.table[i * 4 + seat]
            for i, strain in enumerate(DDS_STRAINS)
            for seat in Seat
        }
        assert dict(table.items()) == expected, f"deal {number}"
        assert dd_table(entry.deal) == table


def _levels(contract: str) -> str:
    """DDS's old Par() text for one contract from our parts: '45N' for 4N+1."""
    match = re.fullmatch(r"(\d)(N|S|H|D|C)(\*?)-(\w+)([+-]\d)?", contract)
    assert match, contract
    level, strain, star, seats, extra = match.groups()
    start = int(level)
    if star:
        return f"{seats} {level}{strain}x"
    over = int(extra) if extra else 0
    return f"{seats} {''.join(str(n) for n in range(start, start + over + 1))}{strain}"


def test_par_matches_dds_list100() -> None:
    for number, entry in enumerate(LIST100):
        table = dd_table(entry.deal)
        # PAR2: DealerPar's score (NS) and contracts.
        dealer_par = par(table, entry.vulnerability, entry.dealer)
        # DealerPar's text lists the contracts in another order than DealerParBin's.
        assert str(dealer_par.score) == entry.par2[0], number
        assert sorted(map(str, dealer_par.contracts)) == sorted(entry.par2[1:]), number
        assert par(entry.deal, entry.vulnerability, entry.dealer) == dealer_par
        # PAR: Par()'s two views, "NS 620" / "EW -620" and "NS:NS 4S" / "EW:NS 4S".
        sides = sides_par(table, entry.vulnerability)
        texts = [
            sides[Side.NS].text(Side.NS),
            sides[Side.EW].text(Side.EW),
            "NS:" + ",".join(_levels(str(c)) for c in sides[Side.NS].contracts),
            "EW:" + ",".join(_levels(str(c)) for c in sides[Side.EW].contracts),
        ]
        assert texts == entry.par, number


def test_par_contracts_score_the_par_score() -> None:
    for entry in LIST100:
        result = par(entry.deal, entry.vulnerability, entry.dealer)
        for candidate in result.contracts:
            for seat in candidate.declarers:
                contract = candidate.contract(seat)
                vulnerable = entry.vulnerability in (
                    (Vulnerability.NS, Vulnerability.BOTH)
                    if contract.side == Side.NS
                    else (Vulnerability.EW, Vulnerability.BOTH)
                )
                assert dd_table(entry.deal)[contract.strain, seat] == candidate.tricks
                score = contract.score(tricks=candidate.tricks, vulnerable=vulnerable)
                assert (score if contract.side == Side.NS else -score) == result.score


def test_par_is_seen_from_a_seat_as_the_par_result_is() -> None:
    # Par.score_for and Par.text take a side as Result.score_for does (a Side, a seat for
    # its side, or text), and agree with the Result of the par contract made as par says.
    for entry in LIST100:
        result = par(entry.deal, entry.vulnerability, entry.dealer)
        if not result.contracts:
            continue
        candidate = result.contracts[0]
        contract = candidate.contract(candidate.declarers[0])
        score = result.score if contract.side == Side.NS else -result.score
        played = Result(contract, candidate.tricks, score)
        for seat in Seat:
            side = Side.of(seat)
            for name in (seat, side, str(side), str(side).lower()):
                assert result.score_for(name) == played.score_for(name)
                assert result.text(name) == f"{side} {played.score_for(seat)}"


def test_opening_lead_solutions_match_dds_list100() -> None:
    positions = [Position.opening_lead(e.deal, e.trump, e.first.rho) for e in LIST100]
    for number, (entry, solution) in enumerate(zip(LIST100, solve_many(positions), strict=True)):
        count = entry.fut[0]
        suits, ranks, equals, scores = (
            entry.fut[1 + i * count : 1 + (i + 1) * count] for i in range(4)
        )
        expected = {}
        for suit, rank, equal, score in zip(suits, ranks, equals, scores, strict=True):
            ours = 3 - suit  # DDS suit order S H D C
            expected[CARDS[ours * 13 + rank - 2]] = score
            for other in range(2, 15):
                if equal & (1 << other):
                    expected[CARDS[ours * 13 + other - 2]] = score
        assert solution.seat == entry.first
        assert dict(solution) == expected, number
        leader_hand = entry.deal[entry.first]
        assert set(solution) == set(leader_hand)


def _game_with_contract(entry: Entry) -> Game:
    """A game whose contract is 1<trump> by the opening leader's right-hand opponent."""
    declarer = entry.first.rho
    game = Game.new(Board(1, entry.deal, dealer=entry.dealer, vulnerability=entry.vulnerability))
    seat = entry.dealer
    while seat != declarer:
        game = game.apply("P")
        seat = seat.next()
    game = game.apply(f"1{entry.trump}")
    for _ in range(3):
        game = game.apply("P")
    return game


def test_traces_match_dds_list100() -> None:
    games = []
    for entry in LIST100:
        game = _game_with_contract(entry)
        for card in entry.play:
            game = game.apply(card)
        games.append(game)
    results = traces(games)
    for number, (entry, result) in enumerate(zip(LIST100, results, strict=True)):
        expected = entry.trace[1:] + entry.trace[-1:] * (len(entry.play) + 1 - entry.trace[0])
        assert list(result.tricks) == expected, number
        assert trace(games[number]) == result
        # A card "costs" a trick exactly when the trace moves against its side.
        for index, step in enumerate(result.steps):
            before = result.tricks[index]
            against = (
                before - step.tricks
                if step.seat.side == result.contract.side
                else (step.tricks - before)
            )
            assert step.cost == max(against, 0)
        assert sum(s.cost for s in result.mistakes) == result.lost_by(Side.NS) + result.lost_by(
            Side.EW
        )


def test_sol10_tables() -> None:
    # Each line: hands N E S W, then 20 hex digits: strains NT S H D C, and within each the
    # leaders W N E S (declarer S E N W); each digit is the tricks won by EW.
    lines = [line for line in (HANDS_DIR / "sol10.txt").read_text().splitlines() if line]
    assert len(lines) == 10
    for line in lines:
        hands, digits = line.split(":")
        table = dd_table(Deal.from_pbn("N:" + hands))
        strains = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
        declarers = (Seat.S, Seat.E, Seat.N, Seat.W)
        expected = [
            table[strain, seat] if seat.side == Side.EW else 13 - table[strain, seat]
            for strain in strains
            for seat in declarers
        ]
        assert [int(d, 16) for d in digits] == expected, line


# -- positions in the middle of a trick ------------------------------------------------------


def _random_play(seed: int, cards: int) -> State:
    rng = random.Random(seed)
    deal = Deal.random(rng)
    state = State(deal.masks, rng.randrange(4), 0)
    for action in [52 + 3 + rng.randrange(35), 52, 52, 52]:  # a random bid, three passes
        state.apply(action)
    for _ in range(cards):
        legal = [a for a in state.legal_actions() if a < 52]
        state.apply(rng.choice(legal))
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), cards=st.integers(0, 46))
def test_solutions_are_consistent_through_every_card(seed: int, cards: int) -> None:
    """Minimax: the value of a card is the best value of the next player's replies."""
    state = _random_play(seed, cards)
    solution = solve(state)
    legal = {CARDS[a] for a in state.legal_actions() if a < 52}
    assert set(solution) == legal
    assert solution.seat == Seat(state.actor if state.to_move != state.dummy else state.to_move)
    children = []
    for card in solution:
        child = state.copy()
        child.apply(int(card))
        children.append(child)
    for card, reply in zip(solution, solve_many(children), strict=True):
        best = reply.best
        mine = best if reply.side == solution.side else 13 - best
        assert solution[card] == mine, (card, reply)


def test_position_in_the_middle_of_a_trick_from_a_game() -> None:
    entry = LIST100[0]
    game = _game_with_contract(entry)
    for card in entry.play[:6]:  # one trick and two cards
        game = game.apply(card)
    position = Position.from_game(game)
    assert position.trick == tuple(entry.play[4:6])
    assert position.to_play == game.to_play
    solution = solve(game)
    # DDS's trace after the sixth card is declarer's total with best play from there.
    declarer_side = game.contract.side if game.contract else Side.NS
    best_for_declarer = solution.best if solution.side == declarer_side else 13 - solution.best
    assert best_for_declarer == entry.trace[1 + 6]


def test_endplay_reads_the_same_solver_the_same_way() -> None:
    endplay_dds = pytest.importorskip("endplay.dds")
    endplay_types = pytest.importorskip("endplay.types")
    rng = random.Random(5)
    for _ in range(5):
        deal = Deal.random(rng)
        theirs = endplay_dds.calc_dd_table(endplay_types.Deal(deal.to_pbn()))
        ours = dd_table(deal)
        for strain, name in zip(
            Strain, ("clubs", "diamonds", "hearts", "spades", "nt"), strict=True
        ):
            for seat, player in zip(Seat, ("north", "east", "south", "west"), strict=True):
                denom = getattr(endplay_types.Denom, name)
                assert theirs[denom, getattr(endplay_types.Player, player)] == ours[strain, seat]
        their_deal = endplay_types.Deal(deal.to_pbn())
        their_deal.first = endplay_types.Player.west
        their_deal.trump = endplay_types.Denom.hearts
        theirs_lead = {
            # endplay: suit 0-3 = S H D C, rank = 1 << rank
            CARDS[(3 - int(card.suit)) * 13 + int(card.rank).bit_length() - 3]: tricks
            for card, tricks in endplay_dds.solve_board(their_deal)
        }
        assert dict(solve(Position.opening_lead(deal, Strain.H, Seat.S))) == theirs_lead


# -- tables, cache, errors ----------------------------------------------------------------------


def test_table_values_round_trip_and_pickle() -> None:
    table = dd_table(LIST100[1].deal)
    assert eval(repr(table), {"DDTable": DDTable}) == table
    assert pickle.loads(pickle.dumps(table)) == table
    assert table.to_dict()["N"]["NT"] == table[Strain.NT, Seat.N]
    with pytest.raises(InvalidNotationError, match="expected 20 trick counts"):
        DDTable([14] * 20)
    with pytest.raises(InvalidNotationError, match="expected 5 strains"):
        DDTable.from_rows({"C": "7575"})


def test_repeated_questions_come_from_the_cache() -> None:
    deal = Deal.random(random.Random(99))
    dd_table(deal)
    before = {info.name: info for info in cache_info()}["dd_table"]
    dd_table(deal)
    after = {info.name: info for info in cache_info()}["dd_table"]
    assert after.hits == before.hits + 1 and after.misses == before.misses
    position = Position.opening_lead(deal, Strain.NT, Seat.N)
    first = solve(position)
    hits = {info.name: info for info in cache_info()}["solve"].hits
    assert solve(position) == first
    assert {info.name: info for info in cache_info()}["solve"].hits == hits + 1


def test_a_cache_no_longer_used_is_not_kept_by_the_registry() -> None:
    # Every cache registers itself for cache_info and clear_caches; the registry must not
    # keep alive (leak) a cache that nothing else uses.
    cache = LRUCache[int, int]("a test's own cache", maxsize=4)
    cache.put(1, 1)
    assert "a test's own cache" in {info.name for info in cache_info()}
    clear_caches()
    assert len(cache) == 0  # a live cache is still cleared
    del cache
    gc.collect()
    assert "a test's own cache" not in {info.name for info in cache_info()}
    assert "dd_table" in {info.name for info in cache_info()}  # the library's stay


def test_missing_solver_raises_analysis_error_with_install_hint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_dds, "_library", None)
    monkeypatch.setenv("BRIDGECRAFT_DDS_LIBRARY", "/nonexistent/libdds.so")
    with pytest.raises(AnalysisError, match=r"pip install 'bridgecraft\[dds\]'"):
        dd_table(Deal.random(random.Random(12345)))


def test_bad_positions_are_refused() -> None:
    deal = LIST100[0].deal
    with pytest.raises(AnalysisError, match="two hands"):
        Position(BySeat(deal[Seat.N], deal[Seat.N], deal[Seat.S], deal[Seat.W]), Strain.S, Seat.N)
    game = Game.new(Board(1, deal))
    with pytest.raises(AnalysisError, match="no card to play"):
        solve(game)
    with pytest.raises(AnalysisError, match="nothing to trace"):
        trace(game)


def test_a_side_given_as_text_and_the_cost_of_a_card_not_solved() -> None:
    deal = Deal.from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    table = dd_table(deal)
    assert table.best("EW") == table.best(Side.EW) and table.best("NS") == table.best(Side.NS)
    result = par(table, Vulnerability.NONE, Seat.N)
    assert result.score_for("EW") == result.score_for(Side.EW) == -result.score_for("NS")
    game = Game.replay(Board(1, deal), "P P P 1S P 2S P P P")
    solution = solve(game)
    not_north = next(card for card in Card if card not in solution)
    with pytest.raises(IllegalPlayError, match=f"no cost for {not_north!r}: it is not a card N"):
        solution.cost(not_north)
    assert all(solution.cost(card) >= 0 for card in solution)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"strain": -1}, "strain -1 is not a Strain"),
        ({"strain": 7}, "strain 7 is not a Strain"),
        ({"leader": 4}, "leader 4 is not a Seat"),
        ({"won": BySide(5, -5)}, "tricks won (5, -5)"),
        ({"trick": (-1,)}, "-1 in the trick is not a Card"),
    ],
)
def test_impossible_positions_are_refused(change: dict[str, object], words: str) -> None:
    deal = Deal.from_index(5)
    fields: dict[str, object] = {"hands": deal.hands, "strain": Strain.S, "leader": Seat.W}
    with pytest.raises(AnalysisError, match=re.escape(words)):
        Position(**(fields | change))  # type: ignore[arg-type]


def test_a_position_of_plain_integers_holds_the_enums() -> None:
    position = Position(Deal.from_index(5).hands, 4, 3)  # type: ignore[arg-type]
    assert (position.strain, position.leader) == (Strain.NT, Seat.W)
    assert position == Position(Deal.from_index(5).hands, Strain.NT, Seat.W)
