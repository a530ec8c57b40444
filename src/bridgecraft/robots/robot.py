"""The bridge robot: one robot for the auction and another for the play, and robots by name.

:class:`BridgeRobot` asks its ``bidder`` in the auction and its ``player`` for the cards. By
default it bids SAYC (:class:`~bridgecraft.robots.bidding.SaycBidder`), checking the games it
bids against slam by simulation (``slams=True``, decision 0083), and plays the cards by
sampling and double dummy (:class:`~bridgecraft.robots.play.PimcPlayer`), sampling only hands
that fit what the auction showed (:func:`~bridgecraft.robots.bidding.infer`).

:data:`ROBOTS` names the robots the command line and the match harness know;
:func:`robot_factory` turns a name, or ``BIDDER+PLAYER`` (``"simple+random"``), into a factory.

>>> robot = BridgeRobot(seed=3)
>>> robot.name
'sayc-slam+pimc'
>>> game = Game.new(Board(1, Deal.from_index(10)))
>>> robot.decide(game.view(Seat.N)).action in game.legal_actions()
True
>>> robot_factory("random+simple")(5).name
'random+simple'
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from functools import lru_cache, partial

from bridgecraft.core import (
    Call,
    Deal,
    Hand,
    InvalidNotationError,
    Phase,
    Seat,
    View,
    Vulnerability,
)
from bridgecraft.core.checks import check_text
from bridgecraft.robots.base import Decision, Robot, check_view
from bridgecraft.robots.baseline import RandomRobot, SimpleRobot
from bridgecraft.robots.bidding import HandRange, SaycBidder, infer
from bridgecraft.robots.bidding.engine import choose as sayc_choose
from bridgecraft.robots.play import PimcPlayer

__all__ = [
    "CARD_PLAYERS",
    "DEFAULT_BIDDER",
    "DEFAULT_PLAYER",
    "ROBOTS",
    "WHOLE_ROBOTS_HELP",
    "BridgeRobot",
    "auction_fit",
    "auction_ranges",
    "card_player",
    "pimc_player",
    "robot_factory",
    "sayc_bidder",
    "seat_carding",
]


def auction_ranges(view: View) -> Sequence[HandRange | None]:
    """What the auction so far shows about each seat's hand (SAYC), for the card player.

    >>> game = Game.replay(Board(1, Deal.from_index(10)), "1NT P 3NT P P P".split())
    >>> ranges = auction_ranges(game.view(Seat.E))
    >>> str(ranges[Seat.N]), str(ranges[Seat.S])          # 3NT denied a five-card major
    ('15-17 HCP, C 2-5, D 2-5, H 2-5, S 2-5', '10-15 HCP, H 0-4, S 0-4')
    """
    return infer(view.calls, view.dealer, view.vulnerability)


@lru_cache(maxsize=1 << 16)
def _bids_alike(
    calls: tuple[Call, ...], dealer: Seat, vulnerability: Vulnerability, seat: Seat, mask: int
) -> bool:
    """Whether SAYC, holding ``mask`` at ``seat``, makes every call ``seat`` made."""
    hand = Hand(mask)
    for index, call in enumerate(calls):
        if (
            dealer.next(index) == seat
            and sayc_choose(hand, calls[:index], dealer, vulnerability).action != call
        ):
            return False
    return True


def auction_fit(view: View) -> Callable[[Deal], bool] | None:
    """A finer test than :func:`auction_ranges`: whether, in a whole deal, every hidden hand
    would have made its seat's calls bid by our SAYC rules (what a call denies counts as much
    as what it shows: a pass over an opening denies an overcall). None when the hidden seats
    made no call. Answers are cached by hand, so a deal costs little once its hands recur.

    A deal bid by four SAYC robots fits its own auction, from any seat's view:

    >>> game, bidder = Game.new(Board(1, Deal.from_index(4938271609935))), SaycBidder()
    >>> while game.contract is None:
    ...     game = game.apply(bidder.decide(game.view(game.to_act)).action)
    >>> " ".join(map(str, game.calls))
    '1C P 1S P 2C P 4S P P P'
    >>> all(auction_fit(game.view(seat))(game.board.deal) for seat in Seat)
    True
    """
    calls = tuple(view.calls)
    hidden = [seat for seat in Seat if view.hands[seat] is None]
    bidders = [
        seat for seat in hidden if any(view.dealer.next(i) == seat for i in range(len(calls)))
    ]
    if not bidders:
        return None
    dealer, vulnerability = view.dealer, view.vulnerability

    def fits(deal: Deal) -> bool:
        masks = deal.masks
        return all(_bids_alike(calls, dealer, vulnerability, seat, masks[seat]) for seat in bidders)

    return fits


def pimc_player(seed: int) -> PimcPlayer:
    """The default card player: PIMC, sampling hands that fit the SAYC auction (the ranges
    of :func:`auction_ranges`, then, after the opening lead, preferring the layouts
    :func:`auction_fit` accepts) and the other players' carding (:func:`seat_carding`).

    >>> player = pimc_player(3)
    >>> player.name, player.seed, player.ranges_fn is auction_ranges, player.fit_fn is auction_fit
    ('pimc', 3, True, True)
    """
    return PimcPlayer(seed, ranges_fn=auction_ranges, fit_fn=auction_fit)


def card_player(robot: Robot) -> PimcPlayer | None:
    """The :class:`~.play.PimcPlayer` that plays ``robot``'s cards (it keeps the card
    agreements of :data:`~.signals.CARD_AGREEMENTS`), or None for another kind of robot.

    >>> card_player(BridgeRobot(1)) is not None, card_player(robot_factory("simple")(1))
    (True, None)
    """
    if isinstance(robot, PimcPlayer):
        return robot
    if isinstance(robot, BridgeRobot) and isinstance(robot.player, PimcPlayer):
        return robot.player
    return None


def sayc_bidder(robot: Robot) -> SaycBidder | None:
    """The :class:`~.bidding.SaycBidder` that makes ``robot``'s calls, or None for another
    kind of robot: whose calls mean what :func:`~.bidding.explain` says they mean.

    >>> sayc_bidder(BridgeRobot(1)) is not None, sayc_bidder(robot_factory("simple")(1))
    (True, None)
    """
    if isinstance(robot, SaycBidder):
        return robot
    if isinstance(robot, BridgeRobot) and isinstance(robot.bidder, SaycBidder):
        return robot.bidder
    return None


def seat_carding(robots: Mapping[Seat, Robot], humans: Collection[Seat] = ()) -> None:
    """Tell every :class:`~.play.PimcPlayer` at a table whose carding it may read: the seats
    whose robots play the cards with a ``PimcPlayer`` too (they keep its agreements: the
    lowest of equal cards, the top of a sequence led, :data:`~.signals.CARD_AGREEMENTS`),
    never a human's (``humans``) nor another kind of robot's.

    >>> robots = {seat: BridgeRobot(int(seat)) for seat in Seat}
    >>> robots[Seat.E] = robot_factory("sayc+simple")(1)
    >>> seat_carding(robots, humans=(Seat.S,))
    >>> sorted(robots[Seat.N].player.read_carding)
    [Seat.N, Seat.W]
    """
    keepers = frozenset(
        seat for seat, robot in robots.items() if seat not in humans and card_player(robot)
    )
    for robot in robots.values():
        player = card_player(robot)
        if player is not None:
            player.read_carding = keepers


DEFAULT_BIDDER: Callable[[int], Robot] = partial(SaycBidder, slams=True)
"""Makes the bidder of a :class:`BridgeRobot` built without one (from its seed): SAYC with the
slam check (decision 0083)."""

DEFAULT_PLAYER: Callable[[int], Robot] = pimc_player
"""Makes the card player of a :class:`BridgeRobot` built without one (from its seed)."""


class BridgeRobot:
    """A robot that bids with ``bidder`` and plays the cards with ``player``.

    >>> robot = BridgeRobot(1, bidder=SimpleRobot(1), player=RandomRobot(1))
    >>> robot.name
    'simple+random'
    >>> view = Game.new(Board(1, Deal.from_index(10))).view(Seat.N)
    >>> robot.decide(view) == SimpleRobot(1).decide(view)        # the auction: the bidder's call
    True
    """

    name: str

    def __init__(
        self, seed: int = 0, bidder: Robot | None = None, player: Robot | None = None
    ) -> None:
        self.seed = seed
        """The seed the default bidder and player are made with."""
        self.bidder: Robot = bidder if bidder is not None else DEFAULT_BIDDER(seed)
        """The robot asked in the auction."""
        self.player: Robot = player if player is not None else DEFAULT_PLAYER(seed)
        """The robot asked in the play."""
        self.name = f"{self.bidder.name}+{self.player.name}"

    def decide(self, view: View) -> Decision:
        """The bidder's call in the auction, the player's card in the play."""
        check_view(view)
        if view.phase == Phase.AUCTION:
            return self.bidder.decide(view)
        return self.player.decide(view)

    def __repr__(self) -> str:
        return f"BridgeRobot(seed={self.seed!r}, bidder={self.bidder!r}, player={self.player!r})"


ROBOTS: dict[str, Callable[[int], Robot]] = {
    "random": RandomRobot,
    "simple": SimpleRobot,
    "sayc": SaycBidder,
    "sayc-sim": partial(SaycBidder, simulate=True),
    "sayc-slam": partial(SaycBidder, slams=True),
    "pimc": pimc_player,
    "bridge": BridgeRobot,
}
"""Robots by name, each a factory from a seed. Add a robot here to make it known to
``bridgecraft match`` and the benchmarks."""

CARD_PLAYERS: frozenset[str] = frozenset({"pimc"})
"""The robots of :data:`ROBOTS` that play the cards but cannot bid: they are named only as
the PLAYER of ``BIDDER+PLAYER`` (``"sayc+pimc"``)."""

BIDDERS: frozenset[str] = frozenset({"sayc", "sayc-sim", "sayc-slam"})
"""The robots of :data:`ROBOTS` that bid but cannot play the cards: named alone only where no
card is played (a bidding-only match), otherwise as the BIDDER of ``BIDDER+PLAYER``."""

WHOLE_ROBOTS_HELP = (
    ", ".join(name for name in ROBOTS if name not in CARD_PLAYERS | BIDDERS)
    + ", or BIDDER+PLAYER (sayc+pimc)"
)
"""The robot names a user may give alone to play whole deals, for the command line's help."""

BIDDING_ROBOTS_HELP = (
    ", ".join(name for name in ROBOTS if name not in CARD_PLAYERS | BIDDERS)
    + f", {' and '.join(sorted(BIDDERS, key=list(ROBOTS).index))} (bidding only)"
    + ", or BIDDER+PLAYER (sayc+pimc)"
)
"""The same, with the robots that only bid, for commands that may bid without playing."""


def _unable_to_bid(name: str, key: str) -> InvalidNotationError:
    return InvalidNotationError(
        f"robot {name!r} cannot bid: {key} only plays the cards; name a bidder with it, "
        f"as in sayc+{key}"
    )


def _unable_to_play(name: str, key: str) -> InvalidNotationError:
    return InvalidNotationError(
        f"robot {name!r} cannot play the cards: {key} only bids; name a card player with it, "
        f"as in {key}+pimc"
    )


def robot_factory(name: str, *, plays: bool = True) -> Callable[[int], Robot]:
    """The factory of the robot called ``name``: a key of :data:`ROBOTS`, or
    ``BIDDER+PLAYER`` for a :class:`BridgeRobot` that bids like one and plays like the other.
    A robot of :data:`CARD_PLAYERS` cannot bid, so it is refused alone or as the BIDDER.
    One of :data:`BIDDERS` cannot play the cards, so unless ``plays`` is False (no card will
    be played) it is refused alone or as the PLAYER.

    >>> robot_factory("gib")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: unknown robot 'gib': expected one of \
random, simple, sayc, sayc-sim, sayc-slam, pimc, bridge, or BIDDER+PLAYER
    >>> robot_factory("pimc")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: robot 'pimc' cannot bid: pimc only plays \
the cards; name a bidder with it, as in sayc+pimc
    """
    key = check_text(name, "robot").strip().lower()
    if "+" in key:
        parts = [part.strip() for part in key.split("+")]  # "sayc + pimc" as "sayc+pimc"
        if len(parts) == 2 and all(part in ROBOTS for part in parts):
            if parts[0] in CARD_PLAYERS:
                raise _unable_to_bid(name, parts[0])
            if plays and parts[1] in BIDDERS:
                raise _unable_to_play(name, parts[1])
            make_bidder, make_player = ROBOTS[parts[0]], ROBOTS[parts[1]]

            def combined(seed: int) -> Robot:
                return BridgeRobot(seed, bidder=make_bidder(seed), player=make_player(seed))

            return combined
    elif key in ROBOTS:
        if key in CARD_PLAYERS:
            raise _unable_to_bid(name, key)
        if plays and key in BIDDERS:
            raise _unable_to_play(name, key)
        return ROBOTS[key]
    raise InvalidNotationError(
        f"unknown robot {name!r}: expected one of {', '.join(ROBOTS)}, or BIDDER+PLAYER"
    )
