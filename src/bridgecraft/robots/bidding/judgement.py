"""Judgement calls refined by a short double-dummy simulation over layouts that fit the auction.

Some calls of the system place the contract: accept or decline an invitation (1NT-2NT: pass or
3NT; a raise or a limit raise of a major: pass or game; a quantitative 4NT: pass or 6NT),
choose between 3NT and a game in a suit, compete one level higher in a fit. The rule table
decides them by points. A **judgement spot** (:data:`SPOTS`) names the rules whose calls are
the interchangeable contracts at such a moment; when the rule that chose a call belongs to a
spot, the other rules of the spot that apply to the auction (their hand requirements aside)
give the alternatives (:func:`placements`).

:func:`judge` then deals layouts consistent with the bidder's hand and with what the auction
showed about the other three hands (:func:`~.engine.infer`, through
:func:`~bridgecraft.robots.sampling.sample_deals`, which relaxes the ranges when too few
layouts fit), finds the contract each call would leave if everybody passed afterwards, solves
each contract double dummy in one batch (declarer's tricks before the opening lead), scores
every layout at IMPs against the rule's call, and switches to the best alternative only when
it gains more than ``margin`` IMPs on average. The rule table stays the default; ``explain``
and ``infer`` never simulate, so the meaning of every call is unchanged.

The **slam check** (``judge(..., slams=True)``, decision 0083) works the same way on a game
the rule table bids when a slam is within reach (:func:`slam_placement`): six of the game's
strain is the alternative, and it must gain :data:`SLAM_MARGIN` IMPs a layout.

The number of layouts is cut to fit ``time_cap`` seconds by a fixed cost model
(:func:`layout_count`), not by the clock, so a seed always gives the same call.

>>> from bridgecraft.core import Board, Deal, Game, Seat
>>> from bridgecraft.robots.bidding.engine import choose
>>> game = Game.replay(Board(1, Deal.from_pbn(
...     "N:AQ2.KJ3.J832.A32 K54.Q42.K94.8765 J876.A75.AT5.Q94 T93.T986.Q76.KJT")),
...     "1NT P 2NT P".split())
>>> view = game.view(Seat.N)
>>> hand = view.hands[Seat.N]
>>> rule_call = choose(hand, view.calls, view.dealer, view.vulnerability)
>>> str(rule_call.action), rule_call.rule
('P', 'nt-2nt-pass')
>>> judgement = judge(view, rule_call, random.Random(1), samples=4)
>>> judgement.layouts, [str(call) for call, _ in judgement.gains]
(4, ['P', '3NT'])
>>> judgement.decision.action in (Call.PASS, Call.parse("3NT"))
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import fmean
from typing import cast

from bridgecraft.analysis.solver import traces
from bridgecraft.core import (
    Auction,
    Board,
    Call,
    Contract,
    Deal,
    Game,
    Hand,
    Seat,
    Strain,
    View,
    Vulnerability,
    imps,
)
from bridgecraft.core.errors import IllegalActionError, InvalidNotationError
from bridgecraft.robots.base import Candidate, Decision, check_view
from bridgecraft.robots.bidding._strength import partner_min_hcp
from bridgecraft.robots.bidding.checks import Binding
from bridgecraft.robots.bidding.context import Context, Facts
from bridgecraft.robots.bidding.engine import applicable, explain, infer, resolve
from bridgecraft.robots.bidding.rule import Rule
from bridgecraft.robots.bidding.table import RULES
from bridgecraft.robots.sampling import sample_deals

__all__ = [
    "DEFAULT_MARGIN",
    "DEFAULT_SAMPLES",
    "DEFAULT_TIME_CAP",
    "MIN_SAMPLES",
    "SLAM",
    "SLAM_FLOOR",
    "SLAM_MARGIN",
    "SLAM_REACH",
    "SPOTS",
    "Judgement",
    "Placement",
    "estimated_seconds",
    "judge",
    "layout_count",
    "placements",
    "slam_placement",
]

DEFAULT_SAMPLES = 32
"""Layouts dealt for one judgement call (before the time cap cuts them)."""
DEFAULT_TIME_CAP = 2.5
"""Seconds one simulated call may take, by the cost model (:func:`estimated_seconds`)."""
DEFAULT_MARGIN = 0.5
"""IMPs per layout an alternative must gain on average over the rule's call to replace it."""
SLAM_MARGIN = 2.0
"""IMPs per layout a slam must gain on average over the rule's game to replace it: a slam
swings ten or more IMPs a layout, so its average on a few dozen layouts is the noisiest
(decision 0083)."""
SLAM_REACH = 31
"""The slam check runs only when my HCP and partner's most shown HCP reach this."""
SLAM_FLOOR = 26
"""... and my total points and partner's least shown strength reach this."""
MIN_SAMPLES = 8
"""The fewest layouts a simulation uses, whatever the time cap."""

# Seconds to solve one contract at the opening lead (DDS AnalyseAllPlaysBin, best card only,
# on this 2-core machine shared with another CPU-bound job, load average 5-6.5): on layouts
# where the contracts are games or slams 0.031 s on average (640 contracts), where a
# partscore is among them (competing, declining an invitation) 0.053 s (288 contracts), the
# strength being more evenly split; and to deal one layout that fits the auction's ranges by
# rejection (0.003 s).
_GAME_SECONDS = 0.040
_PARTSCORE_SECONDS = 0.060
_LAYOUT_SECONDS = 0.004
_SAFETY = 0.7  # the share of the time cap spent by the estimate (DDS time varies by deal)
_GAME_LEVEL = (5, 5, 4, 4, 3)  # by strain: C D H S NT
_COMPETE_LEVEL = 3  # competing in a fit: up to the three level

_SPOT_LIST: tuple[tuple[str, ...], ...] = (
    # accept or decline an invitation
    ("nt-2nt-3nt", "nt-2nt-pass"),  # 1NT P 2NT P
    ("nto-2nt-3nt", "nto-2nt-pass"),  # 1NT (2X) 2NT P
    ("nt-4nt-6nt", "nt-4nt-pass"),  # 1NT P 4NT P: quantitative
    ("o2-4M", "o2-pass"),  # 1M P 2M P: opener, game or pass
    ("r2-accept", "r2-decline"),  # 1M P 2M P 3M P
    ("o3-4M", "o3-pass"),  # 1M P 3M P: limit raise
    ("o2m-3nt", "o2m-pass"),  # 1m P 2m P
    ("o3m-3nt", "o3m-pass"),  # 1m P 3m P
    ("w2-game", "w2-3nt", "w2-pass"),  # 2X P: responder to a weak two
    # after a transfer and responder's 2NT or 3NT: the partscore, 3NT or the major game
    ("nt-th-2nt-4", "nt-th-2nt-3nt", "nt-th-2nt-3", "nt-th-2nt-pass"),
    ("nt-ts-2nt-4", "nt-ts-2nt-3nt", "nt-ts-2nt-3", "nt-ts-2nt-pass"),
    ("nt-th-3nt-4", "nt-th-3nt-pass"),
    ("nt-ts-3nt-4", "nt-ts-3nt-pass"),
    ("2nt-th-3nt-4", "2nt-th-3nt-pass"),
    ("2nt-ts-3nt-4", "2nt-ts-3nt-pass"),
    # after Stayman's 2H and responder's 2NT or 3NT, opener with four spades too (0090)
    ("nt-s-2h-2nt-4s", "nt-s-2h-2nt-3s", "nt-s-2h-2nt-3nt", "nt-s-2h-2nt-pass"),
    ("nt-s-2h-3nt-4s", "nt-s-2h-3nt-pass"),
    ("nt-s-d-2M-4", "nt-s-d-2M-3nt", "nt-s-d-2M-pass", "nt-s-d-2M-2nt"),
    ("nt-s-h-2S-4", "nt-s-h-2S-3nt", "nt-s-h-2S-pass", "nt-s-h-2S-2nt"),
    # 3NT or a suit game
    ("o1M3nt-4M", "o1x3nt-pass"),  # 1M P 3NT P
    ("nto-3M-4M", "nto-3m-5m", "nto-3Y-3nt"),  # 1NT (2X) 3Y P
    (
        "g-game-M",
        "g-3nt",
        "g-game-m",
        "g-game-m-unstopped",
        "g-accept-M",
        "g-accept-M2",
        "g-accept-nt-2",
        "g-accept-nt-m",
    ),
    # competing one level higher in a fit, or passing
    ("g-compete", "g-pass"),
)


def _with_systems_on(spots: tuple[tuple[str, ...], ...]) -> tuple[frozenset[str], ...]:
    """The spots, plus the same spot over a double of 1NT (rule ids ending ``-x``)."""
    ids = {rule.id for rule in RULES}
    out = []
    for spot in spots:
        missing = [rule_id for rule_id in spot if rule_id not in ids]
        if missing:
            raise InvalidNotationError(
                f"judgement spot {spot}: no rule {missing[0]!r} in the table"
            )
        out.append(frozenset(spot))
        doubled = tuple(f"{rule_id}-x" for rule_id in spot)
        if all(rule_id in ids for rule_id in doubled):
            out.append(frozenset(doubled))
    return tuple(out)


SPOTS: tuple[frozenset[str], ...] = _with_systems_on(_SPOT_LIST)
"""The judgement spots: each a set of rule ids whose calls are the contracts to choose from at
one moment of an auction (a rule belongs to one spot at most)."""

_SPOT_OF: dict[str, frozenset[str]] = {rule_id: spot for spot in SPOTS for rule_id in spot}
if sum(len(spot) for spot in SPOTS) != len(_SPOT_OF):  # pragma: no cover - a table error
    raise InvalidNotationError("a rule belongs to two judgement spots")


@dataclass(frozen=True, slots=True)
class Placement:
    """One call of a judgement spot and what it means in the system.

    After 1♠ P 3♠ P, opener's choices are to pass or to bid game:

    >>> from bridgecraft.robots.bidding.engine import choose
    >>> calls = [Call.parse(call) for call in "1S P 3S P".split()]
    >>> hand = Hand.parse("AQ432.K32.Q32.32")
    >>> decision = choose(hand, calls, Seat.N, Vulnerability.NONE)
    >>> game = placements(hand, calls, Seat.N, Vulnerability.NONE, decision)[1]
    >>> game.call, game.rule, game.meaning
    (Call.parse('4S'), 'o3-4M', 'accepts the invitation: 14+ points')
    """

    call: Call
    """The call, which leaves the contract to play if everybody passes afterwards."""
    rule: str
    """The rule of the spot that makes the call."""
    meaning: str
    """What the call shows in the system (as :func:`~.engine.explain` says)."""


def _call_name(call: Call) -> str:
    return "pass" if call.is_pass else str(call)


def _fits(
    call: Call, rule_id: str, facts: Facts, partner_lengths: Sequence[tuple[int, int]]
) -> bool:
    """Whether an alternative call is a sensible contract: a suit only with a known fit of
    eight or more (my length and partner's least shown), competing no higher than three."""
    strain = call.strain
    if strain is not None and strain != Strain.NT:
        suit = int(strain)
        if facts.lengths[suit] + partner_lengths[suit][0] < 8:
            return False
    if rule_id == "g-compete":
        return call.level is not None and call.level <= _COMPETE_LEVEL
    return True


def placements(
    hand: Hand,
    calls: Sequence[Call],
    dealer: Seat,
    vulnerability: Vulnerability,
    decision: Decision,
) -> tuple[Placement, ...]:
    """The contracts to choose from when ``decision`` (the rule table's call for ``hand`` after
    ``calls``) is a judgement call: its own call first, then the calls of the other rules of
    its spot that apply to the auction (legal, a suit only with a known 8-card fit); ``()``
    when the decision is not in a spot or has no alternative.

    >>> from bridgecraft.core import Call, Hand, Seat, Vulnerability
    >>> from bridgecraft.robots.bidding.engine import choose
    >>> calls = [Call.parse(c) for c in "1S P 3S P".split()]
    >>> hand = Hand.parse("AQ432.K32.Q32.32")
    >>> decision = choose(hand, calls, Seat.N, Vulnerability.NONE)
    >>> [(str(p.call), p.rule) for p in placements(hand, calls, Seat.N, Vulnerability.NONE,
    ...                                             decision)]
    [('P', 'o3-pass'), ('4S', 'o3-4M')]
    >>> placements(hand, [], Seat.N, Vulnerability.NONE, choose(hand, [], Seat.N,
    ...                                                          Vulnerability.NONE))
    ()
    """
    rule_id = decision.rule
    spot = _SPOT_OF.get(rule_id) if rule_id is not None else None
    if spot is None or rule_id is None or not isinstance(decision.action, Call):
        return ()
    ctx = Context.of(tuple(calls), dealer, vulnerability)
    facts = Facts(hand)
    partner = infer(ctx.calls, dealer, vulnerability)[ctx.partner].lengths
    if not _fits(decision.action, rule_id, facts, partner):
        return ()
    # What each call means: the first (highest-priority) applicable rule that makes it, as
    # explain() says. An alternative counts only when that rule is in the spot, so that
    # partner reads the call as the placement it is meant to be.
    first: dict[Call, tuple[Rule, Binding]] = {}
    for rule, bind in applicable(ctx):
        for call, full in resolve(rule.call, bind, ctx):
            first.setdefault(call, (rule, full))
    found = [Placement(decision.action, rule_id, decision.meaning)]
    for call, (rule, _) in first.items():
        if rule.id not in spot or call == decision.action or call not in ctx.legal:
            continue
        if _fits(call, rule.id, facts, partner):  # what it means, every reading (as explain)
            meaning = explain(ctx.calls, call, dealer, vulnerability).split(": ", 1)[1]
            found.append(Placement(call, rule.id, meaning))
    return tuple(found) if len(found) > 1 else ()


_ASKS = ("g-bw", "g-ger", "g-kings", "g-grand")
"""Rule ids (prefixes) whose calls ask for aces or kings or answer the ask: no placement."""
_INVITING = frozenset(rule.id for rule in RULES if rule.invites)
"""The rules whose calls invite game or slam (a control bid, a quantitative 4NT): they
explore, and place no contract."""
SLAM = "slam-check"
"""The rule name of the slam check's placement (:func:`slam_placement`)."""


def slam_placement(
    hand: Hand,
    calls: Sequence[Call],
    dealer: Seat,
    vulnerability: Vulnerability,
    decision: Decision,
) -> Placement | None:
    """Six of the strain of the game the rule table's ``decision`` places, as the slam check's
    alternative (decision 0083); None when the call places no game of ours below slam, asks
    or answers an ask, invites (a control bid), follows a 4NT, or when no slam is within
    reach: my HCP and partner's most shown HCP below :data:`SLAM_REACH`, or my total points
    and his least shown strength below :data:`SLAM_FLOOR`.

    Over partner's 1NT, 3NT with 15 HCP; six notrump is the alternative:

    >>> from bridgecraft.robots.bidding.engine import choose
    >>> calls, hand = [Call.parse("1NT"), Call.PASS], Hand.parse("KQ2.AJ3.K432.Q32")
    >>> decision = choose(hand, calls, Seat.N, Vulnerability.NONE)
    >>> str(decision.action), str(slam_placement(hand, calls, Seat.N, Vulnerability.NONE,
    ...                                          decision).call)
    ('3NT', '6NT')

    With 10 HCP the slam is out of reach, and nothing is checked:

    >>> weak = Hand.parse("K32.A32.Q432.J32")
    >>> slam_placement(weak, calls, Seat.N, Vulnerability.NONE,
    ...                choose(weak, calls, Seat.N, Vulnerability.NONE)) is None
    True
    """
    call = decision.action
    rule_id = decision.rule or ""
    if not isinstance(call, Call) or call.level is None or call.strain is None:
        return None
    if (
        rule_id.startswith(_ASKS)
        or rule_id in _INVITING
        or (call.strain == Strain.NT and call.level > 3)
    ):
        return None
    if any(c.level is not None and c.level >= 4 and c.strain == Strain.NT for c in calls):
        return None
    contract = _final(calls, dealer, call).contract
    ctx = Context.of(tuple(calls), dealer, vulnerability)
    if (
        contract is None
        or contract.side != ctx.seat.side
        or not _is_game(contract)
        or contract.level >= 6
        or contract.doubled
    ):
        return None
    facts = Facts(hand)
    partner = infer(ctx.calls, dealer, vulnerability)[ctx.partner]
    if facts.hcp + partner.hcp[1] < SLAM_REACH or facts.tp + partner_min_hcp(ctx) < SLAM_FLOOR:
        return None
    six = Call.bid(6, contract.strain)
    if six not in ctx.legal or not _fits(six, SLAM, facts, partner.lengths):
        return None
    meaning = explain(ctx.calls, six, dealer, vulnerability).split(": ", 1)[1]
    if meaning.startswith("natural, no agreed meaning"):
        meaning = "slam: to play"
    return Placement(six, SLAM, meaning)


def estimated_seconds(contracts: int, *, partscore: bool = False) -> float:
    """The estimated time to deal one layout and solve ``contracts`` contracts in it;
    ``partscore``: a partscore is among the contracts compared (such layouts, with the
    strength split more evenly, take longer to solve).

    >>> estimated_seconds(2) > estimated_seconds(1)
    True
    >>> estimated_seconds(1, partscore=True) > estimated_seconds(1)
    True
    """
    each = _PARTSCORE_SECONDS if partscore else _GAME_SECONDS
    return _LAYOUT_SECONDS + contracts * each


def layout_count(
    contracts: int,
    samples: int,
    time_cap: float | None,
    minimum: int = MIN_SAMPLES,
    *,
    partscore: bool = False,
) -> int:
    """How many layouts to deal: ``samples``, cut so that solving ``contracts`` contracts in
    each fits ``time_cap`` seconds (None: no cap) by the cost model
    (:func:`estimated_seconds`), never below ``minimum`` (nor above ``samples``).

    >>> layout_count(1, 32, 2.5), layout_count(2, 32, 2.5), layout_count(2, 32, 2.5,
    ...                                                                   partscore=True)
    (32, 20, 14)
    >>> layout_count(2, 32, 0.1), layout_count(2, 32, None)
    (8, 32)
    """
    if time_cap is None:
        return samples
    seconds = estimated_seconds(contracts, partscore=partscore)
    affordable = math.floor(time_cap * _SAFETY / seconds)
    return max(min(samples, affordable), min(minimum, samples))


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judgement call after simulation: the decision made and what the layouts said.

    After 1♦ P 2♦ 2♥ P P the rules pass with South's hand; four layouts say 3♦ gains:

    >>> from bridgecraft.robots.bidding.engine import choose
    >>> game = Game.replay(Board(1, Deal.from_pbn(
    ...     "N:AK4.J7.QT82.AT32 9632.K652.965.QJ JT7.T3.AKJ73.765 Q85.AQ984.4.K984")),
    ...     "1D P 2D 2H P P".split())
    >>> view = game.view(Seat.S)
    >>> rule_call = choose(view.hands[Seat.S], view.calls, view.dealer, view.vulnerability)
    >>> judgement = judge(view, rule_call, random.Random(1), samples=4)
    >>> judgement.rule_call, judgement.decision.action, judgement.switched, judgement.layouts
    (Call.parse('P'), Call.parse('3D'), True, 4)
    >>> judgement.gains
    ((Call.parse('P'), 0.0), (Call.parse('3D'), 5.0))
    """

    decision: Decision
    """The call made, its meaning with a note on the simulation, and the candidates with
    their expected IMPs over the rule's call."""
    rule_call: Call
    """The rule table's call."""
    layouts: int
    """The number of layouts solved."""
    gains: tuple[tuple[Call, float], ...]
    """Each placement's average IMPs over the rule's call (the rule's call first, 0.0)."""

    @property
    def switched(self) -> bool:
        """Whether the simulation replaced the rule's call."""
        return self.decision.action != self.rule_call


def _is_game(contract: Contract) -> bool:
    """Whether the contract bid is a game (or a slam) undoubled: 3NT, 4 of a major, 5 of a
    minor, or higher."""
    return contract.level >= _GAME_LEVEL[contract.strain]


def _final(calls: Sequence[Call], dealer: Seat, call: Call) -> Auction:
    """The auction after ``call`` with every later call a pass."""
    auction = Auction(dealer, (*calls, call))
    while not auction.is_over:
        auction = auction.apply(Call.PASS)
    return auction


def _score(contract: Contract | None, tricks: int, view: View, seat: Seat) -> int:
    """The score of ``contract`` for ``seat``'s side (0 when passed out)."""
    if contract is None:
        return 0
    points = contract.score(
        tricks=tricks, vulnerable=view.vulnerability.is_vulnerable(contract.declarer)
    )
    return points if contract.side == seat.side else -points


def judge(
    view: View,
    decision: Decision,
    rng: random.Random,
    *,
    samples: int = DEFAULT_SAMPLES,
    time_cap: float | None = DEFAULT_TIME_CAP,
    margin: float = DEFAULT_MARGIN,
    min_samples: int = MIN_SAMPLES,
    spots: bool = True,
    slams: bool = False,
) -> Judgement | None:
    """Refine the rule table's ``decision`` for the seat of ``view`` by simulation when it is a
    judgement call (:func:`placements`, with ``spots``) or, with ``slams``, a game a slam may
    beat (:func:`slam_placement`); None when it is neither.

    Deals ``samples`` layouts (fewer to fit ``time_cap``, see :func:`layout_count`) with
    ``rng``, solves the contract each placement leaves double dummy, and makes the placement
    with the best average IMPs over the rule's call if that gain exceeds ``margin`` (the slam,
    :data:`SLAM_MARGIN`); otherwise keeps the rule's call. Either way the meaning gets a note on
    the simulation and the candidates carry each placement's average IMPs over the rule's call,
    best first.

    South would sell out to 2♥ by the rules; four layouts say competing to 3♦ gains:

    >>> from bridgecraft.robots.bidding.engine import choose
    >>> game = Game.replay(Board(1, Deal.from_pbn(
    ...     "N:AK4.J7.QT82.AT32 9632.K652.965.QJ JT7.T3.AKJ73.765 Q85.AQ984.4.K984")),
    ...     "1D P 2D 2H P P".split())
    >>> view = game.view(Seat.S)
    >>> rule_call = choose(view.hands[Seat.S], view.calls, view.dealer, view.vulnerability)
    >>> print(rule_call)
    P: nothing more to say
    >>> print(judge(view, rule_call, random.Random(1), samples=4, margin=0.5).decision)
    3D: competes in our diamonds fit (law of total tricks)
    (simulation: 3D +5.0 IMPs over pass on 4 layouts)

    An opening bid is no judgement call:

    >>> opening = Game.new(game.board).view(Seat.N)
    >>> opener = choose(opening.hands[Seat.N], (), opening.dealer, opening.vulnerability)
    >>> str(opener), judge(opening, opener, random.Random(1)) is None
    ('1D: opening bid: 3+ diamonds, 12-21 HCP, no 5-card major', True)
    """
    check_view(view)
    seat = view.seat
    hand = view.hands[seat] if seat is not None else None
    if seat is None or hand is None:
        raise IllegalActionError("a judgement call needs the view of the seat to act")
    options = (
        placements(hand, view.calls, view.dealer, view.vulnerability, decision) if spots else ()
    )
    slam = (
        slam_placement(hand, view.calls, view.dealer, view.vulnerability, decision)
        if slams
        else None
    )
    if slam is not None:
        own = Placement(cast(Call, decision.action), decision.rule or "", decision.meaning)
        options = (*(options or (own,)), slam)
    if not options:
        return None
    finals = [_final(view.calls, view.dealer, option.call) for option in options]
    contracts = [auction.contract for auction in finals]
    jobs: dict[tuple[int, int], int] = {}  # (strain, declarer) -> the first placement with it
    for index, contract in enumerate(contracts):
        if contract is not None:
            jobs.setdefault((int(contract.strain), int(contract.declarer)), index)
    partscore = any(contract is not None and not _is_game(contract) for contract in contracts)
    count = layout_count(len(jobs), samples, time_cap, min_samples, partscore=partscore)
    ranges = infer(view.calls, view.dealer, view.vulnerability)
    deals = sample_deals(view, count, rng, ranges=ranges)
    tricks = _solve(deals, view, [tuple(finals[index]) for index in jobs.values()])
    keys = list(jobs)
    scores: list[list[int]] = []  # per placement, per layout
    for contract in contracts:
        if contract is None:
            scores.append([0] * len(deals))
            continue
        column = keys.index((int(contract.strain), int(contract.declarer)))
        scores.append([_score(contract, row[column], view, seat) for row in tricks])
    gains = [
        fmean(imps(mine - base) for mine, base in zip(row, scores[0], strict=True))
        for row in scores
    ]
    return _judgement(decision, options, gains, len(deals), margin)


def _solve(
    deals: Sequence[Deal], view: View, auctions: Sequence[tuple[Call, ...]]
) -> list[list[int]]:
    """Declarer's double-dummy tricks in each layout (rows) for each finished auction
    (columns), in one batch."""
    games = [
        Game.replay(
            Board(view.board_number, deal, dealer=view.dealer, vulnerability=view.vulnerability),
            calls,
        )
        for deal in deals
        for calls in auctions
    ]
    before = [trace.before for trace in traces(games)]
    width = len(auctions)
    return [before[row * width : (row + 1) * width] for row in range(len(deals))]


def _judgement(
    decision: Decision,
    options: Sequence[Placement],
    gains: Sequence[float],
    layouts: int,
    margin: float,
) -> Judgement:
    rule_call = options[0].call
    best = max(range(1, len(options)), key=lambda index: gains[index])
    switch = gains[best] > (SLAM_MARGIN if options[best].rule == SLAM else margin)
    note = (
        f"simulation: {_call_name(options[best].call)} {gains[best]:+.1f} IMPs over "
        f"{_call_name(rule_call)} on {layouts} layouts"
    )
    ranked = sorted(range(len(options)), key=lambda index: -gains[index])
    candidates = tuple(
        Candidate(options[index].call, round(gains[index], 3), options[index].rule)
        for index in ranked
    )
    if switch:
        chosen = options[best]
        made = Decision(chosen.call, f"{chosen.meaning} ({note})", candidates, chosen.rule)
    else:
        made = Decision(
            rule_call,
            f"{decision.meaning} ({note}; the rule's call kept)",
            candidates,
            decision.rule,
        )
    return Judgement(
        made,
        rule_call,
        layouts,
        tuple((option.call, gain) for option, gain in zip(options, gains, strict=True)),
    )
