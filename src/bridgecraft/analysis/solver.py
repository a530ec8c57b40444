"""The value of every card: double-dummy solutions of positions, and traces of played deals.

A :class:`Position` is any moment of the play: the cards each seat still holds, the strain,
who led to the current trick and the cards already in it, and the tricks each side has won.
:func:`solve` tells, for every card the next player may play, how many tricks that player's
side takes in the whole deal with best play afterwards.

>>> game = Game.new(Board(1, Deal.from_pbn(
...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")))
>>> for call in "P P P 1S P 2S P P P".split():
...     game = game.apply(call)
>>> solution = solve(game)  # North to lead against 2S by West
>>> solution.seat, solution.best, solution[Card.C5] if Card.C5 in solution else None
(Seat.N, 5, None)
>>> sorted(str(card) for card in solution.best_cards)[:3]
['C8', 'C9', 'CT']
>>> trace(game.apply("CT").apply("C4")).mistakes
()
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from bridgecraft.analysis import _dds
from bridgecraft.analysis.cache import LRUCache
from bridgecraft.core import (
    BySeat,
    BySide,
    Card,
    Contract,
    Deal,
    Game,
    Hand,
    Phase,
    Seat,
    Side,
    State,
    Strain,
)
from bridgecraft.core.cards import CARDS
from bridgecraft.core.checks import is_whole
from bridgecraft.core.errors import AnalysisError, IllegalPlayError

__all__ = [
    "Position",
    "Solution",
    "Trace",
    "TraceStep",
    "set_threads",
    "solve",
    "solve_many",
    "trace",
    "traces",
]

_SEATS = tuple(Seat)
_NONE_WON: BySide[int] = BySide(0, 0)


def set_threads(threads: int | None = None) -> None:
    """Let the solver use ``threads`` threads in this process (None or 0: one per core; a
    whole number up to 1024, though DDS uses no more than the machine has cores).

    >>> set_threads(1)  # e.g. in each worker of a process pool
    >>> set_threads()  # back to one thread per core
    >>> set_threads(2000)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid number of DDS threads 2000: expected \
None or a whole number from 0 to 1024
    """
    _dds.set_threads(threads)


@dataclass(frozen=True, slots=True)
class Position:
    """A moment of the play, everything the double-dummy solver needs.

    Two tricks to go at notrump: South led the S2 towards North's AQ and West played low.

    >>> hands = BySeat(*(Hand.parse(text) for text in ("AQ...", "65...", "3...", "K...")))
    >>> position = Position(hands, Strain.NT, Seat.S, (Card.S2, Card.S4), won=BySide(5, 6))
    >>> position.to_play, solve(position)  # the queen takes both tricks, the ace only one
    (Seat.N, Solution(N, {SQ: 7, SA: 6}))
    """

    hands: BySeat[Hand]
    """The cards each seat still holds (the cards of the current trick are not in them)."""
    strain: Strain
    leader: Seat
    """The seat that led (or leads) to the current trick."""
    trick: tuple[Card, ...] = ()
    """The cards already played to the current trick, from the leader on (0 to 3)."""
    won: BySide[int] = _NONE_WON
    """Tricks already won by each side."""

    def __post_init__(self) -> None:
        if not is_whole(self.strain, 0, 4):
            raise AnalysisError(f"invalid position: strain {self.strain!r} is not a Strain")
        if not is_whole(self.leader, 0, 3):
            raise AnalysisError(f"invalid position: leader {self.leader!r} is not a Seat")
        for card in self.trick:
            if not is_whole(card, 0, 51):
                raise AnalysisError(f"invalid position: {card!r} in the trick is not a Card")
        if len(set(self.trick)) != len(self.trick):
            raise AnalysisError(
                f"invalid position: a card is played twice to the trick {self.trick}"
            )
        object.__setattr__(self, "strain", Strain(self.strain))
        object.__setattr__(self, "leader", Seat(self.leader))
        object.__setattr__(self, "trick", tuple(Card(card) for card in self.trick))
        if not all(is_whole(won, 0) for won in self.won):
            raise AnalysisError(
                f"invalid position: tricks won {tuple(self.won)} (expected 0 or more)"
            )
        masks = [hand.mask for hand in self.hands]
        total = 0
        for mask in masks:
            if total & mask:
                raise AnalysisError(f"invalid position: a card is in two hands ({self.hands})")
            total |= mask
        for card in self.trick:
            if total & (1 << card):
                raise AnalysisError(f"invalid position: {card} is both played and held")
        if len(self.trick) > 3:
            raise AnalysisError(f"invalid position: {len(self.trick)} cards in the current trick")
        counts = [len(hand) for hand in self.hands]
        left = counts[self.leader.next(len(self.trick))]  # the seat to play has not played yet
        expected = [left - (1 if i < len(self.trick) else 0) for i in range(4)]
        actual = [counts[self.leader.next(i)] for i in range(4)]
        if actual != expected or left == 0:
            raise AnalysisError(
                f"invalid position: hands of {', '.join(map(str, counts))} cards (N E S W) "
                f"with {self.leader} leading and {len(self.trick)} cards in the trick"
            )
        if sum(self.won) + left != 13:
            raise AnalysisError(
                f"invalid position: {sum(self.won)} tricks won and {left} still to play"
            )

    @property
    def to_play(self) -> Seat:
        """The seat that plays the next card."""
        return self.leader.next(len(self.trick))

    @classmethod
    def opening_lead(cls, deal: Deal, strain: Strain, declarer: Seat) -> Position:
        """The position before the opening lead of ``strain`` played by ``declarer``."""
        return cls(deal.hands, Strain.of(strain), Seat.of(declarer, "declarer").lho)

    @classmethod
    def from_game(cls, game: Game) -> Position:
        """The position of a game in its play (before the opening lead included)."""
        if game.phase not in (Phase.PLAY, Phase.CLAIM) or game.contract is None:
            raise AnalysisError(
                f"no card to play: the game is in phase {game.phase} "
                "(a position needs a contract and cards still to play)"
            )
        tricks = game.tricks
        current = tricks[-1] if tricks and not tricks[-1].is_complete else None
        leader: Seat | None
        if current is not None:
            leader, trick = current.leader, current.cards
        else:
            leader = tricks[-1].winner if tricks else game.contract.opening_leader
            trick = ()
        assert leader is not None
        return cls(game.hands, game.contract.strain, leader, trick, game.tricks_won)

    @classmethod
    def from_state(cls, state: State) -> Position:
        """The position of a :class:`State` in its play (for fast searches)."""
        if state.declarer < 0 or state.phase not in (Phase.PLAY, Phase.CLAIM):
            raise AnalysisError("no card to play: the state is not in the play")
        cards = [action for action in state.history if action < 52]
        trick = tuple(CARDS[c] for c in cards[len(cards) - state.trick_len :])
        if state.trick_len:
            leader = _SEATS[state.leader]
        elif state.tricks_log:
            leader = _SEATS[state.tricks_log[-1]]
        else:
            leader = _SEATS[(state.declarer + 1) & 3]
        hands = BySeat(*(Hand(mask) for mask in state.hands))
        strain = Strain.NT if state.trump < 0 else Strain(state.trump)
        return cls(hands, strain, leader, trick, BySide(state.won[0], state.won[1]))

    def _key(self) -> tuple[int, int, int, tuple[int, ...], tuple[int, ...]]:
        masks = tuple(hand.mask for hand in self.hands)
        return (int(self.strain), int(self.leader), 0, tuple(self.trick), masks)


class Solution(Mapping[Card, int]):
    """For each card the next player may play: the tricks that player's side takes in the whole
    deal (already won + double-dummy remainder). Iterates over cards, best first.

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> solution = solve(Position.opening_lead(deal, Strain.S, Seat.W))
    >>> solution.side, solution.best, solution[Card.HK], solution.cost(Card.HK)
    (Side.NS, 5, 4, 1)
    >>> next(iter(solution)), len(solution.best_cards), len(solution)
    (Card.SQ, 9, 13)
    """

    __slots__ = ("_tricks", "seat")

    def __init__(self, seat: Seat, tricks: Mapping[Card, int]) -> None:
        self.seat = seat
        """The seat to play."""
        order = sorted(tricks.items(), key=lambda item: (-item[1], -int(item[0])))
        self._tricks: dict[Card, int] = dict(order)

    @property
    def side(self) -> Side:
        """The side of the seat to play."""
        return self.seat.side

    @property
    def best(self) -> int:
        """The most tricks the side to play can take."""
        return max(self._tricks.values())

    @property
    def best_cards(self) -> tuple[Card, ...]:
        """Every card that keeps :attr:`best` tricks."""
        best = self.best
        return tuple(card for card, tricks in self._tricks.items() if tricks == best)

    def cost(self, card: Card) -> int:
        """Tricks lost by playing ``card`` instead of a best card (one of the cards solved)."""
        if card not in self._tricks:
            cards = " ".join(str(each) for each in self._tricks)
            raise IllegalPlayError(
                f"no cost for {card!r}: it is not a card {self.seat} may play now ({cards})"
            )
        return self.best - self[card]

    def __getitem__(self, card: Card) -> int:
        return self._tricks[card]

    def __iter__(self) -> Iterator[Card]:
        return iter(self._tricks)

    def __len__(self) -> int:
        return len(self._tricks)

    def __repr__(self) -> str:
        cards = ", ".join(f"{card}: {tricks}" for card, tricks in self._tricks.items())
        return f"Solution({self.seat}, {{{cards}}})"


_SOLUTIONS: LRUCache[tuple[object, ...], tuple[tuple[int, int], ...]] = LRUCache(
    "solve", maxsize=16384
)


def _position(source: Position | Game | State) -> Position:
    if isinstance(source, Position):
        return source
    if isinstance(source, Game):
        return Position.from_game(source)
    if isinstance(source, State):
        return Position.from_state(source)
    raise AnalysisError(f"solve needs a Position, Game or State, got {source!r}")


def solve(source: Position | Game | State) -> Solution:
    """The double-dummy value of every legal card in a position (cached).

    North to lead against spades by West: any heart lead costs a trick.

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> solve(Position.opening_lead(deal, Strain.S, Seat.W))
    Solution(N, {SQ: 5, SJ: 5, S6: 5, DJ: 5, D8: 5, D5: 5, CT: 5, C9: 5, C8: 5,
                 HK: 4, H6: 4, H5: 4, H2: 4})
    """
    return solve_many([source])[0]


def solve_many(sources: Iterable[Position | Game | State]) -> list[Solution]:
    """:func:`solve` for many positions, batched through DDS (SolveAllBoardsBin, all cores).

    South leads towards North's AQ with two tricks to go, the king with West, then with East:

    >>> hands = [Hand.parse(text) for text in ("AQ...", "65...", "32...", "K4...")]
    >>> onside = Position(BySeat(*hands), Strain.NT, Seat.S, won=BySide(5, 6))
    >>> offside = Position(BySeat(hands[0], hands[3], hands[2], hands[1]), Strain.NT, Seat.S,
    ...                    won=BySide(5, 6))
    >>> [solution.best for solution in solve_many([onside, offside])]
    [7, 6]
    """
    if not isinstance(sources, Iterable) or isinstance(sources, str | bytes):
        raise AnalysisError(f"solve_many needs Positions, Games or States, got {sources!r}")
    positions = [_position(source) for source in sources]
    raw: list[tuple[tuple[int, int], ...] | None] = []
    missing: dict[tuple[object, ...], list[int]] = {}
    for index, position in enumerate(positions):
        key = position._key()
        answer = _SOLUTIONS.get(key)
        raw.append(answer)
        if answer is None:
            missing.setdefault(key, []).append(index)
    if missing:
        requests = [positions[indices[0]] for indices in missing.values()]
        inputs = [
            (int(p.strain), int(p.leader), p.trick, tuple(h.mask for h in p.hands))
            for p in requests
        ]
        for position_key, cards in zip(missing, _dds.solve_boards(inputs), strict=True):
            frozen = tuple(cards)
            _SOLUTIONS.put(position_key, frozen)
            for index in missing[position_key]:
                raw[index] = frozen
    solutions = []
    for position, answer in zip(positions, raw, strict=True):
        assert answer is not None
        seat = position.to_play
        already = position.won[seat.side]
        solutions.append(Solution(seat, {CARDS[card]: already + t for card, t in answer}))
    return solutions


@dataclass(frozen=True, slots=True)
class TraceStep:
    """One card of a played deal and what it did to the double-dummy result.

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> game = Game.replay(Board(1, deal), "P P P 1S P 2S P P P HK".split())
    >>> trace(game).steps[0]  # North's lead gives West, in 2S, a ninth trick
    TraceStep(card=Card.HK, seat=Seat.N, tricks=9, cost=1)
    """

    card: Card
    seat: Seat
    tricks: int
    """Declarer's side's double-dummy tricks after this card."""
    cost: int
    """Tricks this card gave away to the other side (0 for a card that loses nothing)."""


@dataclass(frozen=True, slots=True)
class Trace:
    """The double-dummy result before the play and after every card (for hand review).

    Against 2S by West, both sides go wrong in diamonds in the second trick:

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> game = Game.replay(Board(1, deal), "P P P 1S P 2S P P P CT C4 CA C3 D9 D2 D5 DA".split())
    >>> result = trace(game)
    >>> str(result.contract), result.tricks
    ('2S by W', (8, 8, 8, 8, 8, 9, 9, 10, 8))
    >>> [str(step.card) for step in result.mistakes], result.lost_by(Side.NS)
    (['D9', 'D5', 'DA'], 2)
    >>> result.lost_by(Side.EW)  # dummy's DA gave both tricks back
    2
    """

    contract: Contract
    before: int
    """Declarer's side's double-dummy tricks before the opening lead."""
    steps: tuple[TraceStep, ...]

    @property
    def tricks(self) -> tuple[int, ...]:
        """Declarer's tricks before the play and after each card (DDS's trace)."""
        return (self.before, *(step.tricks for step in self.steps))

    @property
    def mistakes(self) -> tuple[TraceStep, ...]:
        """The cards that cost their side at least one trick."""
        return tuple(step for step in self.steps if step.cost > 0)

    def lost_by(self, side: Side) -> int:
        """Tricks that ``side`` gave away in all."""
        side = Side.of(side)
        return sum(step.cost for step in self.steps if step.seat.side == side)


def _trace_input(game: Game) -> tuple[Contract, list[tuple[Seat, Card]], tuple[int, ...]]:
    if not isinstance(game, Game):
        raise AnalysisError(f"trace needs a Game, got {game!r}")
    contract = game.contract
    if contract is None:
        raise AnalysisError("nothing to trace: the game has no contract (auction unfinished?)")
    played = [
        (trick.seat_of(i), card) for trick in game.tricks for i, card in enumerate(trick.cards)
    ]
    return contract, played, game.board.deal.masks


def trace(game: Game) -> Trace:
    """The double-dummy trace of a game's play (see :func:`traces` for many).

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> game = Game.replay(Board(1, deal), "P P P 1S P 2S P P P HK H7".split())
    >>> result = trace(game)
    >>> result.before, result.tricks, [str(step.card) for step in result.mistakes]
    (8, (8, 9, 9), ['HK'])
    """
    return traces([game])[0]


def traces(games: Iterable[Game]) -> list[Trace]:
    """Traces of many games, batched through DDS (AnalyseAllPlaysBin).

    Two opening leads against 2S by West: the club ten costs nothing, the heart king a trick.

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> game = Game.replay(Board(1, deal), "P P P 1S P 2S P P P".split())
    >>> [result.lost_by(Side.NS) for result in traces([game.apply("CT"), game.apply("HK")])]
    [0, 1]
    """
    if not isinstance(games, Iterable) or isinstance(games, str | bytes):
        raise AnalysisError(f"traces needs Games, got {games!r}")
    inputs = [_trace_input(game) for game in games]
    answers = _dds.analyse_plays(
        [
            (int(contract.strain), int(contract.opening_leader), masks, [c for _, c in played])
            for contract, played, masks in inputs
        ]
    )
    result = []
    for (contract, played, _masks), tricks in zip(inputs, answers, strict=True):
        # DDS stops after the 48th card: the last trick is forced, so nothing changes after it.
        if len(tricks) < len(played) + 1 and len(tricks) == 49:
            tricks = tricks + (tricks[-1],) * (len(played) + 1 - len(tricks))
        if len(tricks) != len(played) + 1:
            raise AnalysisError(
                f"DDS traced {len(tricks) - 1} of {len(played)} cards for {contract}"
            )
        steps = []
        for index, (seat, card) in enumerate(played):
            before, after = tricks[index], tricks[index + 1]
            change = before - after if seat.side == contract.side else after - before
            steps.append(TraceStep(card, seat, after, max(change, 0)))
        result.append(Trace(contract, tricks[0], tuple(steps)))
    return result
