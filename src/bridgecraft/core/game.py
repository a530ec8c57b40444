"""The game: one immutable state machine from a dealt board to a finished, scored deal.

>>> board = Board(1, Deal.from_pbn(
...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"))
>>> game = Game.new(board)
>>> game.to_act, game.phase
(Seat.N, Phase.AUCTION)
>>> for call in "7NT P P P".split():
...     game = game.apply(call)
>>> game.contract, game.to_act
(Contract(level=7, strain=Strain.NT, doubled=Doubled.UNDOUBLED, declarer=Seat.N), Seat.E)
>>> game = game.apply(Card.S7)
>>> game.to_act, game.to_play    # declarer plays dummy's cards
(Seat.N, Seat.S)
>>> game = game.apply(Claim(Seat.N, 13)).apply("E accepts").apply("W accepts")
>>> game.result()
Result(contract=Contract(level=7, strain=Strain.NT, doubled=Doubled.UNDOUBLED, \
declarer=Seat.N), tricks=13, score=1520)
>>> game.undo(3).phase
Phase.PLAY
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from bridgecraft.core.actions import (
    Action,
    Claim,
    ClaimResponse,
    action_from_id,
    action_id,
    parse_action,
    split_actions,
)
from bridgecraft.core.auction import Auction
from bridgecraft.core.board import Board
from bridgecraft.core.calls import Call, Doubled
from bridgecraft.core.cards import CARDS, SEATS, BySeat, BySide, Seat, Strain
from bridgecraft.core.contract import Contract
from bridgecraft.core.engine import (
    ACTION_COUNT,
    CALL_BASE,
    CLAIM,
    CLAIM_BASE,
    FINISHED,
    PLAY,
    RESPONSE_BASE,
    Phase,
    State,
)
from bridgecraft.core.errors import (
    IllegalActionError,
    IllegalCallError,
    IllegalClaimError,
    IllegalPlayError,
    InvalidNotationError,
)
from bridgecraft.core.hand import Hand
from bridgecraft.core.result import Result, Trick
from bridgecraft.core.view import View

__all__ = ["Game", "Replayable"]


class Replayable(Protocol):
    """A record that can replay itself into a game (as the formats' records do).

    :meth:`Game.replay` takes one in place of a board:

    >>> class Saved:
    ...     def to_game(self) -> Game:
    ...         return Game.replay(Board(1, Deal.from_index(0)), "1C P P P")
    >>> Game.replay(Saved()).contract
    Contract(level=1, strain=Strain.C, doubled=Doubled.UNDOUBLED, declarer=Seat.N)
    """

    def to_game(self) -> Game:
        """The validated game the record describes."""
        ...  # pragma: no cover


_ACTIONS: tuple[Action, ...] = tuple(action_from_id(ident) for ident in range(ACTION_COUNT))
_new = object.__new__
_set = object.__setattr__
_PHASES = tuple(Phase)
_STRAINS = tuple(Strain)
_DOUBLED = tuple(Doubled)


class Game:
    """An immutable deal in progress: a board and the actions made so far.

    Every method that changes the game returns a new one. ``Game.replay(board, actions)``
    rebuilds any game from its history, and two games are equal when their boards and
    histories are.

    >>> board = Board(1, Deal.from_index(0))
    >>> start = Game.new(board)
    >>> game = start.apply("1C")
    >>> start.calls, game.calls, game.to_act
    ((), (Call.parse('1C'),), Seat.E)
    >>> game == Game.replay(board, ["1C"])
    True
    """

    __slots__ = ("_parent", "_state", "_tricks", "actions", "board")
    board: Board
    """The board being played."""
    actions: tuple[Action, ...]
    """Every action made so far, in order: the history is the state."""
    _state: State
    _parent: Game | None
    _tricks: tuple[Trick, ...] | None

    def __init__(self, board: Board) -> None:
        if not isinstance(board, Board):
            raise InvalidNotationError(f"cannot start a game on {board!r}: expected a Board")
        setter = object.__setattr__
        setter(self, "board", board)
        setter(self, "actions", ())
        setter(self, "_state", State(board.deal.masks, board.dealer, board.vulnerability))
        setter(self, "_parent", None)
        setter(self, "_tricks", None)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Game is immutable")

    def __reduce__(self) -> tuple[object, tuple[Board, tuple[Action, ...]]]:
        # Pickled as its history: the board and the actions replay into the same game.
        return (Game.replay, (self.board, self.actions))

    @classmethod
    def new(cls, board: Board) -> Game:
        """A game at the start of the auction of this board."""
        return cls(board)

    @classmethod
    def replay(cls, board: Board | Replayable, actions: Iterable[Action | str] = ()) -> Game:
        """The game reached by making these actions in order from the start.

        ``board`` may also be a record read from a file (anything with a ``to_game()``
        method, such as :class:`bridgecraft.formats.BoardRecord`), which replays itself;
        ``actions`` then go on from its last. ``actions`` given as one string are read by
        :func:`~bridgecraft.core.actions.split_actions` (``"1NT, P, P, P"``,
        ``"... N claims 9: the rest are high E accepts W accepts"``).

        >>> game = Game.replay(Board(1, Deal.from_index(42)), "1NT, P, P, P")
        >>> str(game.contract)
        '1NT by N'
        """
        if isinstance(board, Board):
            game = cls(board)
        elif hasattr(board, "to_game"):
            game = board.to_game()
        else:
            raise IllegalActionError(f"cannot replay {board!r}: not a Board or a record")
        for action in split_actions(actions) if isinstance(actions, str) else actions:
            game = game.apply(action)
        return game

    # -- acting ----------------------------------------------------------------------------

    def apply(self, action: Action | str, *, seat: Seat | None = None) -> Game:
        """The game after one more action; ``seat`` (if given) is who is acting.

        Raises a subclass of :class:`IllegalActionError` naming the action, the reason
        and the context, and leaves this game unchanged, if the action is illegal.

        >>> game = Game.new(Board(1, Deal.from_index(42)))
        >>> game.apply("1H", seat=Seat.E)
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.IllegalCallError: East cannot call 1H: it is North's turn to call \
(auction: no calls yet)
        """
        parsed = parse_action(action) if isinstance(action, str) else action
        ident = action_id(parsed)
        if seat is not None:
            self._check_turn(parsed, Seat.of(seat))
        state = self._state.copy()
        state.apply(ident)
        game = _new(Game)
        _set(game, "board", self.board)
        _set(game, "actions", (*self.actions, parsed))
        _set(game, "_state", state)
        _set(game, "_parent", self)
        _set(game, "_tricks", None)
        return game

    def _check_turn(self, action: Action, seat: Seat) -> None:
        if isinstance(action, Claim | ClaimResponse):
            if action.seat != seat:
                raise IllegalClaimError(
                    f"{seat.full_name} cannot act for {action.seat.full_name}: {action}"
                )
            return
        actor = self.to_act
        if seat == actor:
            return
        context = self._context()
        if isinstance(action, Call):
            turn = (
                f"it is {actor.full_name}'s turn to call" if actor is not None else "no call is due"
            )
            raise IllegalCallError(f"{seat.full_name} cannot call {action}: {turn} {context}")
        if self.phase == Phase.PLAY and seat == self._state.dummy and actor is not None:
            reason = f"dummy's cards are played by declarer {actor.full_name}"
        elif actor is not None:
            reason = f"it is {actor.full_name}'s turn"
        else:
            reason = "no play is due"
        raise IllegalPlayError(f"{seat.full_name} cannot play {action}: {reason} {context}")

    def _context(self) -> str:
        state = self._state
        if state.phase == PLAY:
            return state._trick_text()
        return f"(auction: {state._auction_text()})"

    def undo(self, steps: int = 1) -> Game:
        """The game as it was ``steps`` actions ago (any earlier point, down to the start).

        >>> Game.new(Board(2, Deal.from_index(7))).undo()
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.IllegalActionError: cannot undo 1 action(s): only 0 made
        """
        if not isinstance(steps, int) or not 0 <= steps <= len(self.actions):
            raise IllegalActionError(
                f"cannot undo {steps!r} action(s): only {len(self.actions)} made"
            )
        game = self
        for _ in range(steps):
            parent = game._parent
            game = parent if parent is not None else Game.replay(game.board, game.actions[:-1])
        return game

    # -- questions -------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """The auction, the play, a claim awaiting answers, or finished."""
        return _PHASES[self._state.phase]

    @property
    def is_finished(self) -> bool:
        """True when the deal is over: passed out, 13 tricks played, or a claim accepted."""
        return self._state.phase == FINISHED

    @property
    def to_act(self) -> Seat | None:
        """The player who must act now: declarer when it is dummy's turn to play, the
        first player still to answer a pending claim; None once finished."""
        actor = self._state.actor
        return SEATS[actor] if actor >= 0 else None

    @property
    def to_play(self) -> Seat | None:
        """The hand whose turn it is in the play (dummy's seat on dummy's turn)."""
        state = self._state
        return SEATS[state.to_move] if state.phase == PLAY else None

    def legal_actions(self, seat: Seat | None = None, *, claims: bool = True) -> tuple[Action, ...]:
        """What a player may do now; by default the player to act.

        In the play this lists the cards of the hand to play, then the claims of the
        player to act (declarer on dummy's turn); ``claims=False`` leaves claims out. A
        defender may also claim when it is not his turn: ``legal_actions(seat)`` lists what
        that seat may do.
        """
        state = self._state
        actor = state.actor
        if seat is None:
            if actor < 0:
                return ()
            seat_index = actor
        else:
            seat_index = int(Seat.of(seat))
        ids: tuple[int, ...] = state.legal_actions() if seat_index == actor else ()
        if claims:
            ids += state.legal_claims(seat_index)
        if state.phase == CLAIM and state.responders >> seat_index & 1 and seat_index != actor:
            ids += (RESPONSE_BASE + 2 * seat_index, RESPONSE_BASE + 2 * seat_index + 1)
        table = _ACTIONS
        return tuple([table[ident] for ident in ids])

    @property
    def auction(self) -> Auction:
        """The auction so far."""
        return Auction(self.board.dealer, self.calls)

    @property
    def calls(self) -> tuple[Call, ...]:
        """The calls made so far, dealer's first."""
        return tuple(
            Call.ALL[a - CALL_BASE] for a in self._state.history if CALL_BASE <= a < CLAIM_BASE
        )

    @property
    def contract(self) -> Contract | None:
        """The final contract once the auction is over (None before, or if passed out)."""
        state = self._state
        if state.declarer < 0:
            return None
        return Contract(
            state.last_bid // 5 + 1,
            _STRAINS[state.last_bid % 5],
            _DOUBLED[state.doubled],
            SEATS[state.declarer],
        )

    @property
    def declarer(self) -> Seat | None:
        """Declarer, once the auction has produced a contract."""
        return SEATS[self._state.declarer] if self._state.declarer >= 0 else None

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner, once there is a contract."""
        return SEATS[self._state.dummy] if self._state.declarer >= 0 else None

    @property
    def hands(self) -> BySeat[Hand]:
        """The cards each seat still holds (everything: see :meth:`view` for one seat)."""
        north, east, south, west = self._state.hands
        return BySeat(Hand(north), Hand(east), Hand(south), Hand(west))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The tricks played so far, the one in progress (if any) last."""
        if self._tricks is not None:
            return self._tricks
        state = self._state
        cards = [CARDS[a] for a in state.history if a < CALL_BASE]
        winners = state.tricks_log
        tricks = []
        leader = SEATS[(state.declarer + 1) & 3]
        for number, start in enumerate(range(0, len(cards), 4)):
            winner = SEATS[winners[number]] if number < len(winners) else None
            tricks.append(Trick(leader, tuple(cards[start : start + 4]), winner))
            if winner is not None:
                leader = winner
        object.__setattr__(self, "_tricks", tuple(tricks))
        return tuple(tricks)

    @property
    def tricks_won(self) -> BySide[int]:
        """Tricks won so far by each side (completed tricks only)."""
        return BySide(self._state.won[0], self._state.won[1])

    @property
    def pending_claim(self) -> Claim | None:
        """The claim awaiting answers, if any."""
        if self._state.phase != CLAIM:
            return None
        return next(a for a in reversed(self.actions) if isinstance(a, Claim))

    @property
    def opening_lead_made(self) -> bool:
        """True once the opening lead has been faced (dummy is then exposed)."""
        return self._state.tricks_done > 0 or self._state.trick_len > 0

    def result(self) -> Result | None:
        """The contract, tricks and duplicate score once finished (None before)."""
        state = self._state
        if state.phase != FINISHED:
            return None
        return Result(self.contract, state.final_tricks, state.score())

    def view(self, seat: Seat | None = None) -> View:
        """Exactly what ``seat`` may know now; ``None`` gives a spectator's view."""
        return View.of(self, None if seat is None else Seat.of(seat))

    # -- identity --------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and (self.board, self.actions) == (
            other.board,
            other.actions,
        )

    def __hash__(self) -> int:
        return hash((self.board, self.actions))

    def __repr__(self) -> str:
        return f"Game.replay({self.board!r}, {[str(a) for a in self.actions]!r})"

    def _repr_html_(self) -> str:
        """The deal, auction, tricks and result as HTML, for notebooks (:mod:`.diagram`)."""
        from bridgecraft.core.diagram import game_html

        return game_html(self)
