"""The SAYC robot for the auction.

>>> from bridgecraft.core import Board, Deal, Game, Seat
>>> game = Game.new(Board(1, Deal.from_index(7)))
>>> decision = SaycBidder().decide(game.view(game.to_act))
>>> decision.action in game.legal_actions(), bool(decision.meaning)
(True, True)

With ``simulate=True`` the judgement calls (accepting an invitation, 3NT or a suit game,
competing in a fit: :mod:`.judgement`) are refined by a short double-dummy simulation:

>>> game = Game.replay(Board(1, Deal.from_pbn(
...     "N:AQ2.KJ3.J832.A32 K54.Q42.K94.8765 J876.A75.AT5.Q94 T93.T986.Q76.KJT")),
...     "1NT P 2NT P".split())
>>> bidder = SaycBidder(3, simulate=True, samples=4)
>>> bidder.name, "simulation:" in bidder.decide(game.view(Seat.N)).meaning
('sayc-sim', True)
"""

from __future__ import annotations

from bridgecraft.core import Phase, View
from bridgecraft.core.checks import check_flag
from bridgecraft.core.errors import IllegalActionError, InvalidNotationError
from bridgecraft.robots.base import (
    Decision,
    check_count,
    check_seconds,
    check_seed,
    check_view,
    decision_rng,
)
from bridgecraft.robots.bidding.engine import choose
from bridgecraft.robots.bidding.judgement import (
    DEFAULT_MARGIN,
    DEFAULT_SAMPLES,
    DEFAULT_TIME_CAP,
    Judgement,
    judge,
)

__all__ = ["SaycBidder"]


class SaycBidder:
    """Bids Standard American Yellow Card from the rule table.

    Without simulation the rules leave nothing to chance and the seed changes nothing. With
    ``simulate=True``, a call the rules make at a judgement spot is checked by a double-dummy
    simulation of ``samples`` layouts (fewer to fit ``time_cap`` seconds) drawn with
    ``decision_rng(seed, view)``, and replaced by the alternative contract only when that
    gains more than ``margin`` IMPs on average (see :func:`~.judgement.judge`). With
    ``slams=True``, a game the rules bid when a slam is within reach is checked the same way
    against six of its strain, which must gain :data:`~.judgement.SLAM_MARGIN` IMPs
    (decision 0083).

    >>> view = Game.new(Board(1, Deal.from_index(7))).view(Seat.N)
    >>> SaycBidder(1).decide(view) == SaycBidder(2).decide(view)      # no simulation: no chance
    True
    >>> SaycBidder(3, simulate=True, samples=8)
    SaycBidder(seed=3, simulate=True, samples=8, time_cap=2.5, margin=0.5)
    >>> SaycBidder(3, slams=True).name
    'sayc-slam'
    """

    name: str
    """The robot's name: ``sayc``; ``sayc-sim`` when it simulates judgement calls,
    ``sayc-slam`` when it checks its games against slam, ``sayc-sim-slam`` both."""

    def __init__(
        self,
        seed: int = 0,
        *,
        simulate: bool = False,
        slams: bool = False,
        samples: int = DEFAULT_SAMPLES,
        time_cap: float | None = DEFAULT_TIME_CAP,
        margin: float = DEFAULT_MARGIN,
    ) -> None:
        if not isinstance(margin, int | float) or isinstance(margin, bool) or margin != margin:
            raise InvalidNotationError(f"invalid margin {margin!r}: expected a number of IMPs")
        self.seed = check_seed(seed)
        """The seed of the simulations."""
        self.simulate = check_flag(simulate, "simulate")
        """Whether judgement calls are refined by simulation."""
        self.slams = check_flag(slams, "slams")
        """Whether a game the rules bid is checked against six of its strain by simulation."""
        self.samples = check_count(samples, 1, "samples")
        """Layouts per simulated call (before the time cap)."""
        self.time_cap = check_seconds(time_cap, "time_cap")
        """Seconds a simulated call may take by the cost model (None: no cap)."""
        self.margin = margin
        """Average IMPs an alternative must gain to replace the rule's call."""
        self.name = "sayc" + ("-sim" if simulate else "") + ("-slam" if slams else "")

    def decide(self, view: View) -> Decision:
        """The call for the seat of ``view`` (only in the auction)."""
        check_view(view)
        if view.phase != Phase.AUCTION or view.seat is None or view.to_act != view.seat:
            raise IllegalActionError(
                f"SaycBidder bids only in the auction for the seat to act "
                f"(phase {view.phase}, seat {view.seat}, to act {view.to_act})"
            )
        hand = view.hands[view.seat]
        if hand is None:
            raise IllegalActionError(f"SaycBidder needs the hand of {view.seat} in its view")
        decision = choose(hand, view.calls, view.dealer, view.vulnerability)
        if not (self.simulate or self.slams):
            return decision
        judgement = self.judge(view, decision)
        return decision if judgement is None else judgement.decision

    def judge(self, view: View, decision: Decision) -> Judgement | None:
        """The simulation of the rule table's ``decision`` for ``view`` when it is a judgement
        call (None otherwise), with this bidder's settings; :meth:`decide` calls it."""
        return judge(
            view,
            decision,
            decision_rng(self.seed, view),
            samples=self.samples,
            time_cap=self.time_cap,
            margin=self.margin,
            spots=self.simulate,
            slams=self.slams,
        )

    def __repr__(self) -> str:
        options = ", simulate=True" if self.simulate else ""
        options += ", slams=True" if self.slams else ""
        if self.simulate or self.slams:
            options += (
                f", samples={self.samples}, time_cap={self.time_cap!r}, margin={self.margin!r}"
            )
        return f"SaycBidder(seed={self.seed}{options})"
