"""The conformance kit: run any robot through the robot contract and list what it breaks.

:func:`check_robot` plays many random boards with a robot in all four seats (asking it only
with ``game.view(seat)`` for the seat to act) and checks that the robot

* **is legal**: every decision is a :class:`~bridgecraft.robots.base.Decision` whose action
  is one of ``view.legal_actions`` — a call in the auction, a card in the play (no claims);
* **explains its calls**: every call's ``meaning`` is a non-empty string;
* **finishes**: no exception, every auction ends and every game reaches its end;
* **is deterministic**: the same boards played again with new robots made with the same
  seeds (in the reverse order, so nothing can hang on which game came first) give exactly
  the same actions;
* **never reads hidden cards**: a share of the decisions is asked again, of a new robot with
  the same seed, in a second game whose hidden hands were re-dealt: the cards the seat cannot
  see are shuffled among the seats it cannot see, each keeping its number of cards and its
  known voids (a seat that showed out of a suit gets none of it), the cards played staying
  where they were. The seat's view of that game is the same as before (checked), so a robot
  that uses only its view decides the same; one whose decision changes got its information
  from somewhere else: the deal, through any side channel that reflects the game it is asked
  about. A robot that peeks rarely may go unseen on a few boards; over many decisions the
  check finds it.

Robots that only bid or only play are checked in their phase alone (``play=False`` or
``auction=False``), a ``helper`` robot (by default :class:`~bridgecraft.robots.baseline.
SimpleRobot`) making the other phase's decisions.

>>> report = check_robot(SimpleRobot, games=3, seed=1)
>>> report.ok, report.games, report.finished
(True, 3, 3)
>>> report.raise_for_failures()  # nothing to raise
>>> print(str(report).splitlines()[0])
simple: conformant (3 games, 3 finished, ...)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bridgecraft.core import (
    Action,
    Board,
    BridgeError,
    Call,
    Card,
    Deal,
    Game,
    IllegalActionError,
    InvalidNotationError,
    Phase,
    Seat,
    visible_seats,
)
from bridgecraft.core.checks import is_whole
from bridgecraft.robots.base import Decision, Robot
from bridgecraft.robots.baseline import SimpleRobot

__all__ = [
    "ConformanceError",
    "ConformanceReport",
    "Failure",
    "RobotFactory",
    "check_robot",
]

RobotFactory = Callable[[int], Robot]
"""Makes a robot from a seed: the class of a robot, ``RandomRobot``, is one."""

_MAX_STEPS = 319 + 52 + 4  # the longest auction, every card, and some slack


class ConformanceError(BridgeError, AssertionError):
    """A robot broke the robot contract; the message lists every failure found.

    A robot that passes without saying what its pass means:

    >>> class Mute:
    ...     name = "mute"
    ...     def decide(self, view):
    ...         return Decision(Call.PASS, "")
    >>> check_robot(lambda seed: Mute(), games=1, play=False).raise_for_failures()
    Traceback (most recent call last):
    ...
    bridgecraft.robots.conformance.ConformanceError: mute: 1 failure(s) (1 games, 0 finished, ...)
      board 1, N: no-meaning: call P has no meaning (auction: no calls yet)
    """


@dataclass(frozen=True, slots=True)
class Failure:
    """One breach of the contract, with where it happened.

    >>> print(Failure("illegal", 3, Seat.E, "played SA, not a legal action"))
    board 3, E: illegal: played SA, not a legal action
    """

    kind: str
    """``exception``, ``not-a-decision``, ``illegal``, ``no-meaning``, ``unfinished``,
    ``nondeterministic`` or ``peeks``."""
    board: int
    """The board number (boards are numbered from 1 in the order played)."""
    seat: Seat | None
    """The seat the robot was playing, when one was to act."""
    detail: str
    """What happened, with the auction or the play so far."""

    def __str__(self) -> str:
        where = f"board {self.board}" + (f", {self.seat}" if self.seat is not None else "")
        return f"{where}: {self.kind}: {self.detail}"


@dataclass(frozen=True, slots=True)
class ConformanceReport:
    """What :func:`check_robot` checked and what failed.

    >>> from bridgecraft.robots.baseline import RandomRobot
    >>> report = check_robot(RandomRobot, games=2, seed=1, play=False)
    >>> report.ok, report.games, report.finished, report.calls, report.cards, report.replayed
    (True, 2, 2, 19, 0, 2)
    """

    robot: str
    """The robot's name."""
    games: int
    """Games played (fewer than asked when the run stopped at ``max_failures``)."""
    finished: int
    """Games that reached their end (the end of the auction when only bidding is checked)."""
    calls: int
    """Calls the robot made."""
    cards: int
    """Cards the robot played."""
    replayed: int
    """Games played a second time to check determinism."""
    hidden_checks: int
    """Decisions asked again with the hidden hands re-dealt (and different from the deal)."""
    failures: tuple[Failure, ...]
    """Every failure found."""
    seconds: float
    """The time of the whole check."""
    slowest: float
    """The slowest decision, in seconds."""
    notes: tuple[str, ...] = field(default=())
    """Remarks on the run (a check skipped, the run stopped early)."""

    @property
    def ok(self) -> bool:
        """True when no failure was found."""
        return not self.failures

    def raise_for_failures(self) -> None:
        """Raise :class:`ConformanceError` listing the failures, if there are any."""
        if self.failures:
            raise ConformanceError(str(self))

    def __str__(self) -> str:
        verdict = "conformant" if self.ok else f"{len(self.failures)} failure(s)"
        lines = [
            f"{self.robot}: {verdict} ({self.games} games, {self.finished} finished, "
            f"{self.calls} calls, {self.cards} cards, {self.replayed} replayed, "
            f"{self.hidden_checks} hidden-card checks, {self.seconds:.1f} s, "
            f"slowest decision {self.slowest * 1000:.1f} ms)"
        ]
        lines += [f"  {failure}" for failure in self.failures]
        lines += [f"  note: {note}" for note in self.notes]
        return "\n".join(lines)


def _context(game: Game) -> str:
    if game.phase == Phase.AUCTION:
        calls = " ".join(str(call) for call in game.calls) or "no calls yet"
        return f"(auction: {calls})"
    played = " ".join(str(card) for trick in game.tricks for card in trick.cards)
    return f"(contract {game.contract}, play: {played or 'no card yet'})"


def _ask(robot: Robot, game: Game, seat: Seat) -> object:
    """The robot's answer to the view of ``seat``: the only place a robot is asked."""
    return robot.decide(game.view(seat))


def _problem(decision: object, game: Game, seat: Seat) -> tuple[str, str] | None:
    """What is wrong with a decision, as (kind, detail), or None."""
    if not isinstance(decision, Decision):
        return "not-a-decision", f"returned {decision!r}, not a Decision {_context(game)}"
    action = decision.action
    expected = Call if game.phase == Phase.AUCTION else Card
    if not isinstance(action, expected) or action not in game.legal_actions(seat):
        return "illegal", f"chose {action!r}, not a legal {expected.__name__.lower()} " + (
            _context(game)
        )
    if isinstance(action, Call) and not (
        isinstance(decision.meaning, str) and decision.meaning.strip()
    ):
        return "no-meaning", f"call {action} has no meaning {_context(game)}"
    return None


def _redealt(game: Game, seat: Seat, rng: random.Random) -> Game | None:
    """The game replayed on a deal whose hidden cards were re-dealt among the hidden seats,
    consistently with what ``seat`` knows; None when no different such deal was found."""
    seen = visible_seats(game, seat)
    hidden = [other for other in Seat if other not in seen]
    if len(hidden) < 2:
        return None
    hands = game.hands
    played = dict.fromkeys(Seat, 0)
    voids: dict[Seat, set[int]] = {other: set() for other in Seat}
    for trick in game.tricks:
        led = trick.cards[0].suit
        for position, card in enumerate(trick.cards):
            player = trick.seat_of(position)
            played[player] |= 1 << card
            if card.suit != led:
                voids[player].add(led)
    pool = [card for other in hidden for card in hands[other]]
    for _ in range(20):
        left = {other: len(hands[other]) for other in hidden}
        dealt = dict.fromkeys(hidden, 0)
        order = sorted(
            pool,
            key=lambda c: (sum(c.suit not in voids[h] for h in hidden), rng.random()),
        )
        for card in order:
            open_seats = [h for h in hidden if left[h] and card.suit not in voids[h]]
            if not open_seats:
                break
            chosen = rng.choices(open_seats, weights=[left[h] for h in open_seats])[0]
            dealt[chosen] |= 1 << card
            left[chosen] -= 1
        else:
            break
    else:
        return None
    masks = tuple(
        (dealt[other] if other in dealt else hands[other].mask) | played[other] for other in Seat
    )
    if masks == game.board.deal.masks:
        return None
    board = game.board
    try:
        other_board = Board(
            board.number,
            Deal.from_masks(masks),
            dealer=board.dealer,
            vulnerability=board.vulnerability,
        )
        other_game = Game.replay(other_board, game.actions)
    except BridgeError:  # pragma: no cover - a consistent re-deal always replays
        return None
    if other_game.view(seat) != game.view(seat):  # pragma: no cover - same by construction
        return None
    return other_game


@dataclass(slots=True)
class _Tally:
    calls: int = 0
    cards: int = 0
    hidden_checks: int = 0
    slowest: float = 0.0
    failures: list[Failure] = field(default_factory=list)


def _play(
    board: Board,
    robot_seed: int,
    make_robot: RobotFactory,
    helper: RobotFactory,
    phases: frozenset[Phase],
    tally: _Tally,
    hidden: float,
    check_rng: random.Random | None,
) -> tuple[list[Action], bool]:
    """One game; returns the actions made and whether the game (or auction) finished."""
    robots = {seat: make_robot(robot_seed) for seat in Seat}
    helpers = {seat: helper(robot_seed) for seat in Seat} if len(phases) < 2 else robots
    game = Game.new(board)
    actions: list[Action] = []
    for _ in range(_MAX_STEPS):
        if game.is_finished or game.phase not in (Phase.AUCTION, Phase.PLAY):
            break
        if Phase.PLAY not in phases and game.phase != Phase.AUCTION:
            break
        seat = game.to_act
        if seat is None:  # pragma: no cover - a game in progress always has a player
            break
        tested = game.phase in phases
        robot = robots[seat] if tested else helpers[seat]
        started = time.perf_counter()
        try:
            decision = _ask(robot, game, seat)
        except Exception as error:  # any exception is the robot's failure
            who = "" if tested else f"helper {robot.name}: "
            detail = f"{who}{type(error).__name__}: {error} {_context(game)}"
            tally.failures.append(Failure("exception", board.number, seat, detail))
            return actions, False
        if tested:
            tally.slowest = max(tally.slowest, time.perf_counter() - started)
        problem = _problem(decision, game, seat)
        if problem is not None:
            kind, detail = problem
            prefix = "" if tested else f"helper {robot.name}: "
            tally.failures.append(Failure(kind, board.number, seat, prefix + detail))
            return actions, False
        assert isinstance(decision, Decision)
        if tested:
            if isinstance(decision.action, Call):
                tally.calls += 1
            else:
                tally.cards += 1
            if check_rng is not None and check_rng.random() < hidden:
                _check_hidden(game, seat, decision, robot_seed, make_robot, tally, check_rng)
        actions.append(decision.action)
        try:
            game = game.apply(decision.action, seat=seat)
        except IllegalActionError as error:  # pragma: no cover - checked legal above
            tally.failures.append(Failure("illegal", board.number, seat, str(error)))
            return actions, False
    done = game.is_finished or (Phase.PLAY not in phases and game.phase != Phase.AUCTION)
    if not done:
        detail = f"the game did not end after {len(actions)} actions {_context(game)}"
        tally.failures.append(Failure("unfinished", board.number, None, detail))
    return actions, done


def _check_hidden(
    game: Game,
    seat: Seat,
    decision: Decision,
    robot_seed: int,
    make_robot: RobotFactory,
    tally: _Tally,
    rng: random.Random,
) -> None:
    other = _redealt(game, seat, rng)
    if other is None:
        return
    tally.hidden_checks += 1
    try:
        again = _ask(make_robot(robot_seed), other, seat)
    except Exception as error:  # any exception is the robot's failure
        detail = (
            f"raised {type(error).__name__}: {error} with the hidden hands re-dealt "
            f"{_context(game)}"
        )
        tally.failures.append(Failure("peeks", game.board.number, seat, detail))
        return
    action = again.action if isinstance(again, Decision) else again
    if action != decision.action:
        detail = (
            f"chose {decision.action} but {action} with the hidden hands re-dealt "
            f"(same view, new robot with the same seed): it reads cards it cannot see, or "
            f"depends on more than its seed and view {_context(game)}"
        )
        tally.failures.append(Failure("peeks", game.board.number, seat, detail))


def check_robot(
    make_robot: RobotFactory,
    *,
    games: int = 100,
    seed: int = 0,
    auction: bool = True,
    play: bool = True,
    helper: RobotFactory | None = None,
    replay: int | None = None,
    hidden: float = 0.25,
    max_failures: int = 20,
) -> ConformanceReport:
    """Play ``games`` random boards with robots from ``make_robot`` in all four seats and
    check the robot contract (see the module docstring); returns the report, which
    :meth:`ConformanceReport.raise_for_failures` turns into an error.

    ``make_robot(seed)`` makes one robot (a new one per seat and game). ``auction`` and
    ``play`` choose the phases checked; ``helper`` makes the other phase's decisions.
    ``replay`` is how many games to play again for determinism (default: all), ``hidden``
    the share of decisions asked again with the hidden hands re-dealt. The run stops once
    ``max_failures`` failures were found.

    >>> from bridgecraft.robots.baseline import RandomRobot
    >>> check_robot(RandomRobot, games=4, seed=2, play=False).calls > 4
    True
    """
    if not callable(make_robot):
        raise InvalidNotationError(
            f"invalid robot factory {make_robot!r}: expected a function of a seed (a robot "
            "class such as SimpleRobot)"
        )
    if not is_whole(games, 1):
        raise InvalidNotationError(f"invalid games {games!r}: expected at least 1")
    if not (auction or play):
        raise InvalidNotationError("nothing to check: auction and play are both False")
    if not 0.0 <= hidden <= 1.0:
        raise InvalidNotationError(f"invalid hidden {hidden!r}: expected a share from 0 to 1")
    started = time.perf_counter()
    phases = frozenset(
        phase for phase, wanted in ((Phase.AUCTION, auction), (Phase.PLAY, play)) if wanted
    )
    helper_factory: RobotFactory = helper if helper is not None else SimpleRobot
    rng = random.Random(seed)
    check_rng = random.Random(f"hidden {seed}")
    tally = _Tally()
    notes: list[str] = []
    played: list[tuple[Board, int, list[Action], bool, bool]] = []
    for number in range(1, games + 1):
        board = Board(number, Deal.random(rng))
        robot_seed = rng.randrange(1 << 31)
        failures_before = len(tally.failures)
        actions, done = _play(
            board, robot_seed, make_robot, helper_factory, phases, tally, hidden, check_rng
        )
        clean = done and len(tally.failures) == failures_before
        played.append((board, robot_seed, actions, done, clean))
        if len(tally.failures) >= max_failures:
            notes.append(f"stopped after {number} games: {len(tally.failures)} failures")
            break
    replayed = 0
    limit = len(played) if replay is None else min(replay, len(played))
    for board, robot_seed, first, _, clean in reversed(played[:limit]):
        if not clean or len(tally.failures) >= max_failures:
            continue
        replayed += 1
        scratch = _Tally()  # counts only the first run's decisions
        again, _ = _play(board, robot_seed, make_robot, helper_factory, phases, scratch, 0.0, None)
        tally.failures += scratch.failures
        if again != first:
            step = next(
                (i for i, (a, b) in enumerate(zip(first, again, strict=False)) if a != b),
                min(len(first), len(again)),
            )
            detail = (
                f"replayed with the same seed, action {step + 1} differs: "
                f"{_text(first, step)} then {_text(again, step)}"
            )
            tally.failures.append(Failure("nondeterministic", board.number, None, detail))
    name = make_robot(seed).name
    return ConformanceReport(
        robot=name,
        games=len(played),
        finished=sum(1 for entry in played if entry[3]),
        calls=tally.calls,
        cards=tally.cards,
        replayed=replayed,
        hidden_checks=tally.hidden_checks,
        failures=tuple(tally.failures),
        seconds=time.perf_counter() - started,
        slowest=tally.slowest,
        notes=tuple(notes),
    )


def _text(actions: list[Action], step: int) -> str:
    return str(actions[step]) if step < len(actions) else "(nothing: the game had ended)"
