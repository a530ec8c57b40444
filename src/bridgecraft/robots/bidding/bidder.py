"""The SAYC robot for the auction.

>>> from bridgecraft.core import Board, Deal, Game, Seat
>>> game = Game.new(Board(1, Deal.from_index(7)))
>>> decision = SaycBidder().decide(game.view(game.to_act))
>>> decision.action in game.legal_actions(), bool(decision.meaning)
(True, True)
"""

from __future__ import annotations

from bridgecraft.core import Phase, View
from bridgecraft.core.errors import IllegalActionError
from bridgecraft.robots.base import Decision
from bridgecraft.robots.bidding.engine import choose

__all__ = ["SaycBidder"]


class SaycBidder:
    """Bids Standard American Yellow Card from the rule table.

    The rules leave nothing to chance, so the seed changes nothing today; it is kept so the
    bidder fits the robot contract (and for future randomised choices via ``decision_rng``).
    """

    name: str
    """The robot's name."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.name = "sayc"

    def decide(self, view: View) -> Decision:
        """The call for the seat of ``view`` (only in the auction)."""
        if view.phase != Phase.AUCTION or view.seat is None or view.to_act != view.seat:
            raise IllegalActionError(
                f"SaycBidder bids only in the auction for the seat to act "
                f"(phase {view.phase}, seat {view.seat}, to act {view.to_act})"
            )
        hand = view.hands[view.seat]
        if hand is None:
            raise IllegalActionError(f"SaycBidder needs the hand of {view.seat} in its view")
        return choose(hand, view.calls, view.dealer, view.vulnerability)

    def __repr__(self) -> str:
        return f"SaycBidder(seed={self.seed})"
