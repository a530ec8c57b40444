"""Views: exactly what one seat (or a spectator) may know of a game now.

A seat sees its own hand; every seat sees dummy once the opening lead is faced; every
card played, every call and the claims are public; once the deal is over, all hands are
shown. A spectator sees only what is public. Robots, servers and clients get views,
never the deal, until the deal is over.

>>> game = Game.replay(Board(1, Deal.from_index(99)), "1NT P P P".split())
>>> game.contract.declarer, game.dummy
(Seat.N, Seat.S)
>>> view = game.view(Seat.W)
>>> [hand is not None for hand in view.hands]    # West's own hand only
[False, False, False, True]
>>> view = game.apply(game.legal_actions()[0]).view(Seat.W)
>>> [hand is not None for hand in view.hands]    # after the opening lead: dummy too
[False, False, True, True]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgecraft.core.board import Vulnerability
from bridgecraft.core.calls import Call
from bridgecraft.core.cards import BySeat, BySide, Seat
from bridgecraft.core.contract import Contract
from bridgecraft.core.engine import Phase
from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.hand import Hand
from bridgecraft.core.result import Result, Trick

if TYPE_CHECKING:
    from bridgecraft.core.actions import Action, Claim
    from bridgecraft.core.game import Game  # here: the game module imports this one

__all__ = ["View", "visible_seats"]


def visible_seats(game: Game, seat: Seat | None) -> frozenset[Seat]:
    """The seats whose remaining cards ``seat`` may see now (None: a spectator).

    >>> game = Game.new(Board(3, Deal.from_index(5)))
    >>> sorted(visible_seats(game, Seat.E)), sorted(visible_seats(game, None))
    ([Seat.E], [])
    """
    try:
        finished = game.is_finished
    except AttributeError:  # only a value that is no game pays for the check
        raise InvalidNotationError(f"invalid game {game!r}: expected a Game") from None
    if finished:
        return frozenset(Seat)
    seats = set()
    if seat is not None:
        seats.add(Seat.of(seat))
    dummy = game.dummy
    if dummy is not None and game.opening_lead_made:
        seats.add(dummy)
    return frozenset(seats)


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know of a game at one moment.

    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1C P P P")
    >>> view = game.view(Seat.E)
    >>> view.contract.declarer, view.to_act, view.hands.south, str(view.hands.east)
    (Seat.N, Seat.E, None, '..AKQJT98765432.')
    >>> len(view.legal_actions), game.view().legal_actions  # East's 13 cards; a spectator
    (13, ())
    """

    seat: Seat | None
    """Whose view this is; None for a spectator."""
    board_number: int
    """The board number."""
    dealer: Seat
    """The dealer."""
    vulnerability: Vulnerability
    """Which sides are vulnerable."""
    phase: Phase
    """Auction, play, claim or finished."""
    to_act: Seat | None
    """The player who must act now (declarer on dummy's turn)."""
    to_play: Seat | None
    """The hand whose turn it is in the play."""
    calls: tuple[Call, ...]
    """The auction so far."""
    contract: Contract | None
    """The contract, once the auction is over."""
    hands: BySeat[Hand | None]
    """The cards still held by each seat, or None where this seat may not see them."""
    tricks: tuple[Trick, ...]
    """Every card played, trick by trick (the trick in progress last)."""
    tricks_won: BySide[int]
    """Completed tricks won by each side."""
    pending_claim: Claim | None
    """A claim awaiting answers."""
    legal_actions: tuple[Action, ...]
    """What this seat may do now (empty for a spectator)."""
    result: Result | None
    """The result, once the deal is finished."""

    @classmethod
    def of(cls, game: Game, seat: Seat | None) -> View:
        """The view of ``game`` for ``seat`` (None: a spectator)."""
        seen = visible_seats(game, seat)
        hands = game.hands
        return cls(
            seat=seat,
            board_number=game.board.number,
            dealer=game.board.dealer,
            vulnerability=game.board.vulnerability,
            phase=game.phase,
            to_act=game.to_act,
            to_play=game.to_play,
            calls=game.calls,
            contract=game.contract,
            hands=BySeat.build(lambda s: hands[s] if s in seen else None),
            tricks=game.tricks,
            tricks_won=game.tricks_won,
            pending_claim=game.pending_claim,
            legal_actions=game.legal_actions(seat) if seat is not None else (),
            result=game.result(),
        )

    def _repr_html_(self) -> str:
        """What this seat may see, as HTML, for notebooks (:mod:`.diagram`)."""
        from bridgecraft.core.diagram import view_html

        return view_html(self)
