"""The robots of ``bridgecraft play``: which robot takes a seat, what a call means, and the
director's ruling on a claim.

Robots come by name from :func:`bridgecraft.robots.robot.robot_factory` (``bridge``,
``simple``, ``random`` or ``BIDDER+PLAYER``); each seat gets its own seed. Robots only ever
see ``game.view(seat)``.

>>> robots = seat_robots("simple", seed=1)
>>> game = Game.new(Board(1, Deal.from_index(2024)))
>>> decision = robots(game.to_act).decide(game.view(game.to_act))
>>> decision.action in game.legal_actions(), bool(decision.meaning)
(True, True)
>>> explain_call(game, Call.parse("1NT"))
'1NT: 15-17 HCP, balanced; or 15-17 HCP, 5-4-2-2 with a five-card minor'
"""

from __future__ import annotations

from collections.abc import Callable

from bridgecraft.analysis import solve
from bridgecraft.core import (
    AnalysisError,
    Call,
    Claim,
    Game,
    IllegalCallError,
    Seat,
    Side,
)
from bridgecraft.robots.base import Robot
from bridgecraft.robots.bidding import explain
from bridgecraft.robots.robot import robot_factory

__all__ = ["RobotFactory", "claim_ruling", "concession_ruling", "explain_call", "seat_robots"]

RobotFactory = Callable[[Seat], Robot]
"""Makes the robot for a seat (the session also asks one for the human's seat, for hints)."""


def seat_robots(name: str, seed: int) -> RobotFactory:
    """A factory of the robots called ``name``, with a seed for each seat derived from
    ``seed`` (raises :class:`~bridgecraft.core.InvalidNotationError` for an unknown name).

    >>> seat_robots("simple", 7)(Seat.W).name
    'simple'
    """
    make = robot_factory(name)
    return lambda seat: make(seed * 4 + int(seat))


def explain_call(game: Game, call: Call) -> str:
    """What ``call`` would mean if made now by the player to act, in the robots' bidding
    system (SAYC), or why it cannot be made.

    >>> game = Game.new(Board(1, Deal.from_index(7)))
    >>> explain_call(game, Call.parse("X"))
    'X: not available now (cannot double: no bid has been made (auction: no calls yet))'
    """
    try:
        game.apply(call)
    except IllegalCallError as problem:
        return f"{call}: not available now ({problem})"
    return _system_meaning(game, call)


def _system_meaning(game: Game, call: Call) -> str:
    """The bidding system's explanation of ``call`` now (``"<call>: <meaning>"``)."""
    return explain(game.calls, call, game.board.dealer, game.board.vulnerability)


def claim_ruling(game: Game, claim: Claim) -> bool | None:
    """Whether the claimer's side can win the tricks claimed with best play by all (double
    dummy) from the position where the claim is made (``game``, before the claim): the
    opponents accept a claim that holds and reject one that does not. None when the solver
    is not available.
    """
    best = _best_for_claimer(game, claim)
    return None if best is None else best >= game.tricks_won[claim.seat.side] + claim.tricks


def concession_ruling(game: Game, claim: Claim) -> bool | None:
    """Whether the claimer's side can win no more than the tricks claimed double dummy, from
    the position where the claim is made: the conceding defender's partner agrees to a
    concession that gives nothing away and objects to one that does (Law 68B2). None when
    the solver is not available.
    """
    best = _best_for_claimer(game, claim)
    return None if best is None else best <= game.tricks_won[claim.seat.side] + claim.tricks


def _best_for_claimer(game: Game, claim: Claim) -> int | None:
    """The tricks the claimer's side takes in all with best play by everyone (double dummy)."""
    try:
        solution = solve(game)
    except AnalysisError:
        return None
    side: Side = claim.seat.side
    return solution.best if solution.side == side else 13 - solution.best
