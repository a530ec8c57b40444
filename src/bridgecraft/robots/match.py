"""Team matches between two robot configurations: duplicate boards, seats swapped, IMPs.

Team A sits North-South at table 1 and East-West at table 2; team B the other way round;
both tables play the same boards. On each board team A scores ``imps(ns1 - ns2)`` (Law 78B),
team B the opposite. The result gives the IMPs per board, their mean with a 95% Student-t
confidence interval, and the totals.

Two modes: ``"bidding"`` plays only the auctions with the robots and scores each contract
double dummy (fast: one batched solver call per group of boards, and only the contracts
reached are solved, not whole tables — about 5 times faster); ``"full"`` plays the cards too.

>>> from bridgecraft.robots.baseline import RandomRobot
>>> boards = random_boards(2, seed=7)
>>> result = play_match(RandomRobot, RandomRobot, boards, mode="full", seed=1)
>>> len(result.boards), result.team_a, result.mode
(2, 'random', 'full')
>>> board = result.boards[0]
>>> board.imps == imps(board.table1.score - board.table2.score)
True
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bridgecraft.analysis.solver import Position, solve_many
from bridgecraft.core import (
    Board,
    BridgeError,
    Call,
    Contract,
    Deal,
    Game,
    IllegalActionError,
    InvalidNotationError,
    Phase,
    Seat,
    Side,
    imps,
)
from bridgecraft.core.checks import is_whole
from bridgecraft.robots.base import Decision, Robot, check_seed
from bridgecraft.robots.robot import seat_carding

__all__ = [
    "BoardResult",
    "MatchResult",
    "RobotError",
    "TableResult",
    "confidence_interval",
    "play_match",
    "random_boards",
    "t_quantile",
]

Mode = Literal["bidding", "full"]
_BATCH = 20  # boards per batched double-dummy call in bidding mode


class RobotError(BridgeError, RuntimeError):
    """A robot failed during a match: it raised, or chose an illegal action.

    >>> class Doubler:
    ...     name = "doubler"
    ...     def decide(self, view):
    ...         return Decision(Call.DOUBLE, "penalty")
    >>> play_match(lambda seed: Doubler(), lambda seed: Doubler(), random_boards(1, seed=1))
    Traceback (most recent call last):
    ...
    bridgecraft.robots.match.RobotError: robot doubler at N (board 1, table 1): cannot double: \
no bid has been made (auction: no calls yet)
    """


# -- statistics ----------------------------------------------------------------------------------


def _t_two_sided(t: float, df: int) -> float:
    """P(|T| <= t) for Student's t with ``df`` degrees of freedom (Abramowitz and Stegun
    26.7.3-4: a finite sum in cos(theta), theta = atan(t / sqrt(df)))."""
    theta = math.atan(t / math.sqrt(df))
    cos2 = math.cos(theta) ** 2
    if df % 2:
        if df == 1:
            return 2 * theta / math.pi
        term = total = math.cos(theta)
        for k in range(3, df - 1, 2):  # terms cos^3 .. cos^(df-2)
            term *= cos2 * (k - 1) / k
            total += term
        return 2 / math.pi * (theta + math.sin(theta) * total)
    term = total = 1.0
    for k in range(2, df - 1, 2):  # terms cos^2 .. cos^(df-2)
        term *= cos2 * (k - 1) / k
        total += term
    return math.sin(theta) * total


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile of Student's t distribution with ``df`` degrees of freedom.

    >>> round(t_quantile(0.975, 9), 4), round(t_quantile(0.975, 1), 3)
    (2.2622, 12.706)
    """
    if not 0 < p < 1 or df < 1:
        raise InvalidNotationError(
            f"invalid quantile p={p!r}, df={df!r}: expected 0 < p < 1, df >= 1"
        )
    if p == 0.5:
        return 0.0
    if p < 0.5:
        return -t_quantile(1 - p, df)
    if df > 100_000:
        return statistics.NormalDist().inv_cdf(p)
    target = 2 * p - 1
    low, high = 0.0, 1.0
    while _t_two_sided(high, df) < target:
        high *= 2
    for _ in range(100):
        middle = (low + high) / 2
        if _t_two_sided(middle, df) < target:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def confidence_interval(values: Sequence[float], level: float = 0.95) -> tuple[float, float]:
    """The Student-t confidence interval of the mean of ``values`` (at least two):
    mean ± t(1 - (1 - level) / 2, n - 1) · s / √n, with ``s`` the sample standard deviation.

    >>> low, high = confidence_interval([1, 2, 3, 4])
    >>> round(low, 3), round(high, 3)
    (0.446, 4.554)
    """
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        raise InvalidNotationError(f"invalid values {values!r}: expected a sequence of numbers")
    if not all(
        isinstance(v, int | float)
        and not isinstance(v, bool)
        and (isinstance(v, int) or math.isfinite(v))
        for v in values
    ):
        raise InvalidNotationError(f"invalid values {values!r}: expected finite numbers")
    n = len(values)
    if n < 2:
        raise InvalidNotationError(f"a confidence interval needs at least 2 values, got {n}")
    if not 0 < level < 1:
        raise InvalidNotationError(f"invalid level {level!r}: expected between 0 and 1")
    mean = statistics.fmean(values)
    half = t_quantile(1 - (1 - level) / 2, n - 1) * statistics.stdev(values) / math.sqrt(n)
    return mean - half, mean + half


# -- results -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableResult:
    """One board at one table.

    >>> game = Game.replay(Board(1, Deal.from_index(9)), "1NT P P P".split())
    >>> table = TableResult(game, game.contract, 8, game.contract.score(tricks=8, vulnerable=False))
    >>> table.to_json()
    {'auction': '1NT P P P', 'contract': '1NT by N', 'tricks': 8, 'score': 120}
    """

    game: Game
    """The game as played: the auction (bidding mode) or the whole deal (full mode)."""
    contract: Contract | None
    """The final contract, None if passed out."""
    tricks: int
    """Tricks taken by declarer (double dummy in bidding mode; 0 if passed out)."""
    score: int
    """The North-South score."""

    @property
    def calls(self) -> tuple[Call, ...]:
        """The auction."""
        return self.game.calls

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready summary."""
        return {
            "auction": " ".join(str(call) for call in self.calls),
            "contract": None if self.contract is None else str(self.contract),
            "tricks": self.tricks,
            "score": self.score,
        }


@dataclass(frozen=True, slots=True)
class BoardResult:
    """One board of the match: team A is North-South at table 1 and East-West at table 2.

    Passed out at table 1; at table 2 team B's random robot bid 7♥ and went nine down:

    >>> from bridgecraft.robots.baseline import RandomRobot, SimpleRobot
    >>> result = play_match(SimpleRobot, RandomRobot, random_boards(2, seed=3), seed=1)
    >>> board = result.boards[1]
    >>> board.table1.score, board.table2.score, board.imps
    (0, -900, 14)
    >>> board.to_json()["table2"]
    {'auction': '1S 7H P P P', 'contract': '7H by S', 'tricks': 4, 'score': -900}
    """

    board: Board
    """The board."""
    table1: TableResult
    """Team A North-South, team B East-West."""
    table2: TableResult
    """Team B North-South, team A East-West."""
    imps: int
    """Team A's IMPs: ``imps(table1.score - table2.score)``."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready summary."""
        return {
            "board": self.board.number,
            "dealer": str(self.board.dealer),
            "vulnerability": str(self.board.vulnerability),
            "deal": self.board.deal.to_pbn(),
            "table1": self.table1.to_json(),
            "table2": self.table2.to_json(),
            "imps": self.imps,
        }


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A finished match, from team A's point of view.

    >>> from bridgecraft.robots.baseline import RandomRobot, SimpleRobot
    >>> result = play_match(SimpleRobot, RandomRobot, random_boards(2, seed=3), seed=1)
    >>> result.imps, result.imps_a, result.imps_b, result.net, result.mean
    ((12, 14), 26, 0, 26, 13.0)
    >>> print(result)
    simple vs random (bidding, 2 boards): 26-0 IMPs, +13.00 IMPs/board, 95% CI [+0.29, +25.71]
    """

    team_a: str
    """Team A's robot name."""
    team_b: str
    """Team B's robot name."""
    mode: str
    """``"bidding"`` or ``"full"``."""
    seed: int
    """The robots' seed."""
    boards: tuple[BoardResult, ...]
    """Every board, in order."""

    @property
    def imps(self) -> tuple[int, ...]:
        """Team A's IMPs on each board."""
        return tuple(board.imps for board in self.boards)

    @property
    def imps_a(self) -> int:
        """The IMPs team A won (boards where it gained)."""
        return sum(value for value in self.imps if value > 0)

    @property
    def imps_b(self) -> int:
        """The IMPs team B won."""
        return -sum(value for value in self.imps if value < 0)

    @property
    def net(self) -> int:
        """Team A's net IMPs."""
        return sum(self.imps)

    @property
    def mean(self) -> float:
        """Team A's mean IMPs per board."""
        return statistics.fmean(self.imps) if self.boards else 0.0

    @property
    def stdev(self) -> float | None:
        """The sample standard deviation of the IMPs per board (None under 2 boards)."""
        return statistics.stdev(self.imps) if len(self.boards) > 1 else None

    @property
    def ci95(self) -> tuple[float, float] | None:
        """The 95% Student-t confidence interval of :attr:`mean` (None under 2 boards)."""
        return confidence_interval(self.imps) if len(self.boards) > 1 else None

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready summary with every board."""
        ci = self.ci95
        return {
            "team_a": self.team_a,
            "team_b": self.team_b,
            "mode": self.mode,
            "seed": self.seed,
            "n": len(self.boards),
            "imps_a": self.imps_a,
            "imps_b": self.imps_b,
            "net": self.net,
            "mean": self.mean,
            "stdev": self.stdev,
            "ci95": None if ci is None else list(ci),
            "boards": [board.to_json() for board in self.boards],
        }

    def __str__(self) -> str:
        ci = self.ci95
        interval = "" if ci is None else f", 95% CI [{ci[0]:+.2f}, {ci[1]:+.2f}]"
        return (
            f"{self.team_a} vs {self.team_b} ({self.mode}, {len(self.boards)} boards): "
            f"{self.imps_a}-{self.imps_b} IMPs, {self.mean:+.2f} IMPs/board{interval}"
        )


# -- playing -------------------------------------------------------------------------------------


def random_boards(n: int, seed: int | None = None) -> list[Board]:
    """``n`` boards numbered from 1 (dealer and vulnerability by Law 2), dealt from ``seed``.

    >>> random_boards(2, seed=1) == random_boards(2, seed=1)
    True
    """
    if not is_whole(n, 1):
        raise InvalidNotationError(f"invalid number of boards {n!r}: expected at least 1")
    rng = random.Random(seed if seed is None else check_seed(seed))
    return [Board(number, Deal.random(rng)) for number in range(1, n + 1)]


def _boards(source: Iterable[Board | Deal]) -> list[Board]:
    if isinstance(source, str | bytes) or not isinstance(source, Iterable):
        raise InvalidNotationError(f"invalid boards {source!r}: expected a list of Boards or Deals")
    boards = []
    for number, item in enumerate(source, start=1):
        if isinstance(item, Board):
            boards.append(item)
        elif isinstance(item, Deal):
            boards.append(Board(number, item))
        else:
            raise InvalidNotationError(f"invalid board {number}: {item!r} is not a Board or Deal")
    return boards


def _run(game: Game, robots: dict[Seat, Robot], until: Phase | None, where: str) -> Game:
    """Ask the robots until the game ends (or leaves phase ``until``)."""
    while not game.is_finished and (until is None or game.phase == until):
        seat = game.to_act
        if seat is None:  # pragma: no cover - a game in progress always has a player
            break
        robot = robots[seat]
        try:
            decision = robot.decide(game.view(seat))
        except Exception as error:
            raise RobotError(
                f"robot {robot.name} at {seat} ({where}) raised {type(error).__name__}: {error}"
            ) from error
        if not isinstance(decision, Decision):
            raise RobotError(f"robot {robot.name} at {seat} ({where}) returned {decision!r}")
        try:
            game = game.apply(decision.action, seat=seat)
        except IllegalActionError as error:
            raise RobotError(f"robot {robot.name} at {seat} ({where}): {error}") from error
    return game


def _table_result(game: Game, tricks: int | None) -> TableResult:
    contract = game.contract
    if contract is None:
        return TableResult(game, None, 0, 0)
    if tricks is None:  # full mode: the game was played out
        result = game.result()
        assert result is not None
        return TableResult(game, contract, result.tricks, result.score_for(Side.NS))
    vulnerable = game.board.is_vulnerable(contract.declarer)
    score = contract.score(tricks=tricks, vulnerable=vulnerable)
    return TableResult(game, contract, tricks, score if contract.side == Side.NS else -score)


def _dd_tricks(games: Sequence[Game]) -> list[int | None]:
    """Declarer's double-dummy tricks in each game's contract (None if passed out)."""
    positions = []
    for game in games:
        contract = game.contract
        if contract is not None:
            positions.append(
                Position.opening_lead(game.board.deal, contract.strain, contract.declarer)
            )
    solutions = iter(solve_many(positions))
    return [None if g.contract is None else 13 - next(solutions).best for g in games]


def play_match(
    team_a: Callable[[int], Robot],
    team_b: Callable[[int], Robot],
    boards: Iterable[Board | Deal],
    *,
    mode: Mode = "bidding",
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> MatchResult:
    """Play a team match of ``boards`` between two robot configurations.

    ``team_a`` and ``team_b`` make a robot from a seed (``SimpleRobot``, ``robot_factory(
    "simple")``...); each seat at each table gets its own robot, made with ``seed``. Deals
    become boards numbered from 1. ``progress(done, total)`` is called as boards are scored.
    Raises :class:`RobotError` if a robot raises or chooses an illegal action.

    >>> from bridgecraft.robots.baseline import RandomRobot, SimpleRobot
    >>> result = play_match(SimpleRobot, RandomRobot, random_boards(2, seed=3), seed=1)
    >>> all(not board.table1.game.tricks for board in result.boards)  # bidding: no card played
    True
    """
    if mode not in ("bidding", "full"):
        raise InvalidNotationError(f"invalid match mode {mode!r}: expected bidding or full")
    check_seed(seed)
    played = _boards(boards)
    if not played:
        raise InvalidNotationError("cannot play a match of no boards: give at least one")
    tables = []
    for ns, ew in ((team_a, team_b), (team_b, team_a)):
        table = {seat: (ns if seat.side == Side.NS else ew)(seed) for seat in Seat}
        seat_carding(table)  # PIMC players read the carding of the PIMC players only
        tables.append(table)
    names = (tables[0][Seat.N].name, tables[0][Seat.E].name)
    until = Phase.AUCTION if mode == "bidding" else None
    results: list[BoardResult] = []
    total = len(played)
    for start in range(0, total, _BATCH):
        chunk = played[start : start + _BATCH]
        games = [
            _run(Game.new(board), tables[index], until, f"board {board.number}, table {index + 1}")
            for board in chunk
            for index in (0, 1)
        ]
        tricks: list[int | None] = _dd_tricks(games) if mode == "bidding" else [None] * len(games)
        for position, board in enumerate(chunk):
            first = _table_result(games[2 * position], tricks[2 * position])
            second = _table_result(games[2 * position + 1], tricks[2 * position + 1])
            results.append(BoardResult(board, first, second, imps(first.score - second.score)))
        if progress is not None:
            progress(len(results), total)
    return MatchResult(names[0], names[1], mode, seed, tuple(results))
