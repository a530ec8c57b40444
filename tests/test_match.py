"""Team matches: IMPs recomputed here from the Law's scale, seats swapped between the tables,
the confidence interval against a direct computation, and the simple robot far ahead of the
random one."""

from __future__ import annotations

import math
import statistics

import pytest

from bridgecraft.core import (
    Board,
    Call,
    Deal,
    Game,
    InvalidNotationError,
    Phase,
    Seat,
    Side,
    View,
    duplicate_score,
)
from bridgecraft.robots.base import Decision, Robot
from bridgecraft.robots.baseline import RandomRobot, SimpleRobot
from bridgecraft.robots.match import (
    MatchResult,
    RobotError,
    confidence_interval,
    play_match,
    random_boards,
    t_quantile,
)

# The boards and seed of the simple-vs-random match, shared with test_cli_match so that the
# double-dummy answers are already in the solver's cache there.
SEED = 2026
BOARDS = 40

# Law 78B: the lower bound of each IMP band, 1 to 24 IMPs.
LAW_78B = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900,
           1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000]  # fmt: skip

# Student t, 97.5% quantiles, from published tables.
T975 = {1: 12.7062, 2: 4.3027, 3: 3.1824, 4: 2.7764, 5: 2.5706, 9: 2.2622, 10: 2.2281,
        29: 2.0452, 30: 2.0423, 39: 2.0227, 99: 1.9842, 999: 1.9623}  # fmt: skip


def law_imps(difference: int) -> int:
    won = sum(1 for bound in LAW_78B if abs(difference) >= bound)
    return won if difference >= 0 else -won


def _needs_dds() -> None:
    pytest.importorskip("endplay", reason="DDS is not installed (pip install 'bridgecraft[dds]')")


@pytest.fixture(scope="module")
def simple_vs_random() -> MatchResult:
    _needs_dds()
    return play_match(
        SimpleRobot, RandomRobot, random_boards(BOARDS, seed=SEED), mode="bidding", seed=SEED
    )


def test_simple_beats_random_by_a_wide_margin_in_bidding(simple_vs_random: MatchResult) -> None:
    result = simple_vs_random
    assert len(result.boards) == BOARDS and result.team_a == "simple" and result.mode == "bidding"
    ci = result.ci95
    assert ci is not None
    # Measured: about +10 IMPs a board (random auctions reach absurd contracts); the margin
    # asked for is half of that, and the interval must stay clear of +3.
    assert result.mean > 5 and ci[0] > 3
    assert result.imps_a - result.imps_b == result.net == sum(result.imps)


def test_bidding_mode_imps_recomputed_from_the_double_dummy_tables(
    simple_vs_random: MatchResult,
) -> None:
    from bridgecraft.analysis import dd_table

    for board in simple_vs_random.boards[:3]:
        table = dd_table(board.board.deal)
        scores = []
        for played in (board.table1, board.table2):
            game = played.game
            assert game.phase != Phase.AUCTION and not game.tricks
            contract = game.contract
            if contract is None:
                scores.append(0)
                continue
            tricks = table[contract.strain, contract.declarer]
            score = duplicate_score(
                contract.level,
                contract.strain,
                contract.doubled,
                vulnerable=board.board.is_vulnerable(contract.declarer),
                tricks=tricks,
            )
            ns = score if contract.declarer.side == Side.NS else -score
            assert (played.tricks, played.score) == (tricks, ns)
            scores.append(ns)
        assert board.imps == law_imps(scores[0] - scores[1])


def test_full_mode_scores_the_played_games() -> None:
    result = play_match(SimpleRobot, RandomRobot, random_boards(6, seed=4), mode="full", seed=9)
    for board in result.boards:
        scores = []
        for played in (board.table1, board.table2):
            assert played.game.is_finished
            outcome = played.game.result()
            assert outcome is not None
            assert played.score == outcome.score_for(Side.NS) and played.tricks == outcome.tricks
            scores.append(played.score)
        assert board.imps == law_imps(scores[0] - scores[1])
    again = play_match(SimpleRobot, RandomRobot, random_boards(6, seed=4), mode="full", seed=9)
    assert again.to_json() == result.to_json()  # a seed replays the match


class Passer:
    """Passes throughout the auction; plays like the simple robot."""

    def __init__(self, seed: int) -> None:
        self.name, self.inner = "passer", SimpleRobot(seed)

    def decide(self, view: View) -> Decision:
        if view.phase == Phase.AUCTION:
            return Decision(Call.PASS, "always passes", rule="pass")
        return self.inner.decide(view)


def test_team_a_sits_north_south_at_table_1_and_east_west_at_table_2() -> None:
    result = play_match(Passer, SimpleRobot, random_boards(12, seed=5), mode="full", seed=1)
    assert (result.team_a, result.team_b) == ("passer", "simple")
    bids: dict[int, set[Seat]] = {1: set(), 2: set()}
    for board in result.boards:
        for table, played in ((1, board.table1), (2, board.table2)):
            for position, call in enumerate(played.calls):
                if call.is_bid:
                    bids[table].add(board.board.dealer.next(position))
    assert bids[1] and bids[1] <= {Seat.E, Seat.W}  # only team B (simple) ever bids
    assert bids[2] and bids[2] <= {Seat.N, Seat.S}


def test_swapping_the_teams_negates_every_board() -> None:
    boards = random_boards(5, seed=6)
    forward = play_match(SimpleRobot, RandomRobot, boards, mode="full", seed=3)
    backward = play_match(RandomRobot, SimpleRobot, boards, mode="full", seed=3)
    assert backward.imps == tuple(-value for value in forward.imps)


def test_t_quantiles_match_the_tables() -> None:
    for df, value in T975.items():
        assert t_quantile(0.975, df) == pytest.approx(value, abs=1e-4)
    assert t_quantile(0.025, 9) == pytest.approx(-2.2622, abs=1e-4) and t_quantile(0.5, 3) == 0
    assert t_quantile(0.95, 10**6) == pytest.approx(1.6449, abs=1e-4)
    with pytest.raises(ValueError, match="invalid quantile"):
        t_quantile(1.0, 3)


def test_confidence_interval_against_a_direct_computation() -> None:
    values = [3, -1, 0, 12, 5, -6, 2, 2, 7, 0]
    mean = sum(values) / len(values)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))
    half = T975[9] * sd / math.sqrt(len(values))
    low, high = confidence_interval(values)
    assert low == pytest.approx(mean - half, abs=1e-3) and high == pytest.approx(
        mean + half, abs=1e-3
    )
    with pytest.raises(ValueError, match="at least 2"):
        confidence_interval([1.0])


def test_the_match_interval_is_the_t_interval_of_the_imps(simple_vs_random: MatchResult) -> None:
    values = simple_vs_random.imps
    half = T975[BOARDS - 1] * statistics.stdev(values) / math.sqrt(len(values))
    ci = simple_vs_random.ci95
    assert ci is not None
    assert ci[0] == pytest.approx(statistics.fmean(values) - half, abs=1e-3)
    assert ci[1] == pytest.approx(statistics.fmean(values) + half, abs=1e-3)
    data = simple_vs_random.to_json()
    assert data["n"] == BOARDS and data["ci95"] == list(ci) and len(data["boards"]) == BOARDS
    assert data["boards"][0]["table1"]["score"] == simple_vs_random.boards[0].table1.score


def test_deals_progress_and_a_single_board() -> None:
    seen: list[tuple[int, int]] = []
    deals = [Deal.from_index(index) for index in (1, 2, 3)]
    result = play_match(
        RandomRobot, RandomRobot, deals, mode="full", seed=2, progress=lambda *a: seen.append(a)
    )
    assert [board.board.number for board in result.boards] == [1, 2, 3]
    assert seen[-1] == (3, 3)
    single = play_match(RandomRobot, SimpleRobot, deals[:1], mode="full")
    assert single.ci95 is None and single.stdev is None and "CI" not in str(single)


class Illegal:
    def __init__(self, seed: int) -> None:
        self.name = "illegal"

    def decide(self, view: View) -> Decision:
        return Decision(Call.parse("7NT") if view.calls else Call.parse("1C"), "anything")


class Raiser:
    def __init__(self, seed: int) -> None:
        self.name = "raiser"

    def decide(self, view: View) -> Decision:
        raise RuntimeError("out of order")


@pytest.mark.parametrize(
    ("robot", "message"),
    [(Illegal, "robot illegal at [NESW] .*board 1, table 1.*7NT"), (Raiser, "raised RuntimeError")],
)
def test_a_failing_robot_stops_the_match_with_a_robot_error(
    robot: type[Robot], message: str
) -> None:
    with pytest.raises(RobotError, match=message):
        play_match(robot, RandomRobot, random_boards(2, seed=1), mode="full")


def test_bad_arguments() -> None:
    with pytest.raises(InvalidNotationError, match="invalid match mode"):
        play_match(SimpleRobot, SimpleRobot, random_boards(1), mode="fast")  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="not a Board or Deal"):
        play_match(SimpleRobot, SimpleRobot, ["1NT"])  # type: ignore[list-item]
    with pytest.raises(InvalidNotationError, match="invalid number of boards"):
        random_boards(0)
    assert isinstance(Game.new(random_boards(1, seed=1)[0]), Game)
    assert random_boards(3, seed=1) != random_boards(3, seed=2)
    assert all(isinstance(board, Board) for board in random_boards(2))
