"""Decide the recorded decisions of played deals again, to compare card players.

Two versions of a card player, each playing whole deals, soon play different positions: one
changed card re-deals every later decision, and the error counts of a few hundred deals then
differ by more than most changes to the player are worth (decision 0016). Deciding the *same*
positions again removes that noise. :func:`decision_points` takes the positions of recorded
deals where a card was chosen and some legal card would lose a trick double dummy (the only
positions where a card can be wrong), with every legal card's double-dummy value;
:func:`redecide` asks each player for its card in every one of them, from the view of the
seat to act, and counts the cards that lose a trick.

The opening lead is a decision point too (role ``"lead"``: where the lead matters, as
:func:`~.measure.measure` counts it), then declarer's cards (dummy's included) and the
defenders' cards, from the second card of the deal to the twelfth trick.

>>> game = Game.replay(Board(3, Deal.from_index(987654321)), "1NT P 3NT P P P".split())
>>> while not game.is_finished:
...     game = game.apply(game.legal_actions(claims=False)[0])
>>> points = decision_points([game])
>>> all(len(set(point.values.values())) > 1 for point in points)  # a card can be wrong
True

Deciding again as the deal was played (the first legal card) makes the recorded errors:

>>> again = redecide(points, {"first": lambda view: Decision(
...     [a for a in view.legal_actions if isinstance(a, Card)][0], "")})
>>> again["first"].errors == sum(point.recorded_error for point in points) > 0
True
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from bridgecraft.analysis import Position, solve_many
from bridgecraft.core import Card, Game, IllegalActionError, InvalidNotationError, Strain, View
from bridgecraft.core.checks import check_items
from bridgecraft.robots.base import Decision

__all__ = [
    "Calibration",
    "DecisionPoint",
    "Role",
    "VariantResult",
    "calibration",
    "decision_points",
    "redecide",
]

Role = Literal["lead", "declarer", "defence"]


@dataclass(frozen=True, slots=True)
class DecisionPoint:
    """A recorded position where the card mattered: some legal card loses a trick double
    dummy.

    South's ♣4 lead gives up a trick against 3♦ (3 tricks for the defence, not 4):

    >>> deal = Deal.from_index(2960923045926608770792613005)
    >>> [point] = decision_points([Game.replay(Board(1, deal), "1H 2D 2H 3D P P P C4".split())])
    >>> point.role, point.trick, point.played, point.values[Card.C4], max(point.values.values())
    ('lead', 1, Card.C4, 3, 4)
    >>> point.recorded_error, point.is_error(Card.HQ)
    (True, False)
    """

    game: Game
    """The game just before the card (the seat to act is ``game.to_act``)."""
    played: Card
    """The card played in the recorded deal."""
    values: Mapping[Card, int]
    """The tricks each legal card gives the side to play (whole deal, double dummy)."""
    role: Role
    notrump: bool
    trick: int
    """The trick of the card, from 1."""

    def is_error(self, card: Card) -> bool:
        """Whether ``card`` loses a trick double dummy here."""
        if card not in self.values:
            raise IllegalActionError(f"{card} is not a legal card at trick {self.trick}")
        return self.values[card] < max(self.values.values())

    @property
    def recorded_error(self) -> bool:
        """Whether the recorded card lost a trick."""
        return self.is_error(self.played)


@dataclass(slots=True)
class VariantResult:
    """One player's cards at every decision point.

    >>> result = VariantResult([True, False, True], [0.5, 0.1, 0.2])
    >>> result.errors, result.median_seconds
    (2, 0.2)
    """

    errors_by_point: list[bool] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)

    @property
    def errors(self) -> int:
        """The points where the player's card lost a trick."""
        return sum(self.errors_by_point)

    @property
    def median_seconds(self) -> float:
        """The median time per decision (0.0 without any)."""
        return statistics.median(self.seconds) if self.seconds else 0.0


def decision_points(games: Iterable[Game], *, hard: bool = True) -> list[DecisionPoint]:
    """The card decisions of ``games`` (one :func:`~bridgecraft.analysis.solve_many` batch):
    the opening lead and every card to the twelfth trick with more than one legal card; with
    ``hard`` (the default) only those where some legal card loses a trick.

    >>> deal = Deal.from_index(2960923045926608770792613005)
    >>> game = Game.replay(Board(1, deal), "1H 2D 2H 3D P P P C4 C7 C2 C3".split())
    >>> [(point.role, str(point.played)) for point in decision_points([game], hard=False)]
    [('lead', 'C4'), ('declarer', 'C7'), ('defence', 'C2'), ('declarer', 'C3')]
    >>> [(point.role, str(point.played)) for point in decision_points([game])]  # C3: all equal
    [('lead', 'C4'), ('declarer', 'C7'), ('defence', 'C2')]
    """
    found: list[tuple[Game, Card, list[Card], Role, bool, int]] = []
    for game in check_items(games, Game, "games"):
        contract = game.contract
        if contract is None:
            continue
        calls = len(game.calls)
        replay = Game.replay(game.board, game.actions[:calls])
        for index, action in enumerate(game.actions[calls : calls + 48]):
            if not isinstance(action, Card):
                break  # a claim ends the cards
            seat = replay.to_play
            assert seat is not None
            legal = [card for card in replay.legal_actions(claims=False) if isinstance(card, Card)]
            if len(legal) > 1:
                role: Role = (
                    "lead" if index == 0
                    else "declarer" if seat.side == contract.side
                    else "defence"
                )  # fmt: skip
                notrump = contract.strain == Strain.NT
                found.append((replay, action, legal, role, notrump, index // 4 + 1))
            replay = replay.apply(action)
    solutions = solve_many([Position.from_game(game) for game, *_ in found])
    points = []
    for (game, played, legal, role, notrump, trick), solution in zip(found, solutions, strict=True):
        values = {card: solution[card] for card in legal}
        if hard and len(set(values.values())) == 1:
            continue
        points.append(DecisionPoint(game, played, values, role, notrump, trick))
    return points


def redecide(
    points: Sequence[DecisionPoint],
    players: Mapping[str, Callable[[View], Decision]],
    *,
    progress: Callable[[int, dict[str, VariantResult]], None] | None = None,
) -> dict[str, VariantResult]:
    """Each player's card at every point, from the view of the seat to act (declarer for
    dummy's cards), whether it lost a trick, and the time it took. ``progress(done,
    results)`` is called after each point.

    >>> deal = Deal.from_index(2960923045926608770792613005)
    >>> game = Game.replay(Board(1, deal), "1H 2D 2H 3D P P P C4 C7 C2 C3".split())
    >>> points = decision_points([game])                  # the first legal card was played
    >>> def first(view):
    ...     return Decision([a for a in view.legal_actions if isinstance(a, Card)][0], "")
    >>> def last(view):
    ...     return Decision([a for a in view.legal_actions if isinstance(a, Card)][-1], "")
    >>> results = redecide(points, {"first": first, "last": last})
    >>> results["first"].errors_by_point, results["last"].errors_by_point
    ([True, False, True], [True, True, False])
    >>> len(results["first"].seconds) == len(points) == 3
    True
    """
    points = check_items(points, DecisionPoint, "decision points")
    if not isinstance(players, Mapping) or not all(map(callable, players.values())):
        raise InvalidNotationError(
            f"invalid players {players!r}: expected a dict of names to functions of a View"
        )
    results = {name: VariantResult() for name in players}
    for done, point in enumerate(points, 1):
        seat = point.game.to_act
        assert seat is not None
        view = point.game.view(seat)
        for name, decide in players.items():
            start = time.perf_counter()
            decision = decide(view)
            results[name].seconds.append(time.perf_counter() - start)
            if not isinstance(decision.action, Card):
                raise IllegalActionError(f"player {name!r} answered {decision.action} to a card")
            results[name].errors_by_point.append(point.is_error(decision.action))
        if progress is not None:
            progress(done, results)
    return results


@dataclass(slots=True)
class Calibration:
    """How a player's expected tricks compare with the real deal's, over many cards.

    Two cards that took one trick more in all than the player expected:

    >>> Calibration(cards=2, points=1, total=1.0).bias, Calibration().bias
    (0.5, 0.0)
    """

    cards: int = 0
    """The legal cards with an expectation (:attr:`~.base.Candidate.tricks`)."""
    points: int = 0
    """The decisions they come from."""
    total: float = 0.0
    """The sum over those cards of (double-dummy tricks on the real deal − expected tricks)."""

    @property
    def bias(self) -> float:
        """The mean of (real − expected) tricks per card: negative when the player's layouts
        are too kind to its side, 0.0 without any card.

        >>> Calibration(cards=4, points=1, total=-1.0).bias
        -0.25
        """
        return self.total / self.cards if self.cards else 0.0


def calibration(
    points: Iterable[DecisionPoint], decide: Callable[[View], Decision]
) -> dict[tuple[Role, bool], Calibration]:
    """For each role and strain (notrump or not), how far the tricks ``decide`` expects of
    every legal card (its decision's candidates) are from what the card takes double dummy
    on the real deal. Layouts drawn from the right posterior give a bias near 0 over many
    decisions, whatever the cards chosen; use every decision (``decision_points(...,
    hard=False)``), since the hard ones are chosen by the real deal.

    A player who expects every card to take all thirteen tricks is too hopeful everywhere:

    >>> game = Game.replay(Board(3, Deal.from_index(987654321)), "1NT P 3NT P P P".split())
    >>> while not game.is_finished:
    ...     game = game.apply(game.legal_actions(claims=False)[0])
    >>> from bridgecraft.robots.base import Candidate
    >>> def hopeful(view):
    ...     cards = [a for a in view.legal_actions if isinstance(a, Card)]
    ...     return Decision(cards[0], "", tuple(Candidate(c, 0.0, "", 13.0) for c in cards))
    >>> found = calibration(decision_points([game], hard=False), hopeful)
    >>> sorted(found) == [("declarer", True), ("defence", True), ("lead", True)]
    True
    >>> all(result.bias < 0 for result in found.values())
    True
    """
    found: dict[tuple[Role, bool], Calibration] = {}
    for point in points:
        seat = point.game.to_act
        assert seat is not None
        decision = decide(point.game.view(seat))
        counted = [
            c for c in decision.candidates if c.tricks is not None and c.action in point.values
        ]
        if not counted:
            continue
        result = found.setdefault((point.role, point.notrump), Calibration())
        result.points += 1
        for candidate in counted:
            assert isinstance(candidate.action, Card) and candidate.tricks is not None
            result.cards += 1
            result.total += point.values[candidate.action] - candidate.tricks
    return found
