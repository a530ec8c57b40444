"""Card play by sampling and double dummy (PIMC, as in GIB): deal the unseen cards many times,
solve every layout double dummy, play the card that does best on average.

:class:`PimcPlayer` samples deals consistent with its view (:func:`~.sampling.sample_deals`),
builds the position of the moment in each, solves them all in one :func:`solve_many` batch and
scores every legal card under the scoring in play: at IMPs the IMPs the card loses on average
against the best card of each layout (every trick scored as the contract scores it, so that
making or defeating the contract weighs what it is worth against an over- or undertrick),
then the share of layouts in which it makes the contract (declarer) or defeats it (defence),
then the average tricks; at matchpoints the average tricks. Cards still equal are told apart
by the number of layouts in which each is double-dummy best (the robust card), then the
lowest card is played. Equal cards (touching once the cards played are removed) count as one;
with a single choice nothing is solved.

The number of layouts follows the cost of the position: early in the hand, where a layout is
expensive to solve, it is cut so that a card takes about ``time_cap`` seconds at most; late in
the hand, when every consistent layout fits the time, all of them are solved and the play is
exact. The count depends only on the position, so a seed always gives the same card. The
defenders deal declarer's side the strength and fit its contract shows
(:func:`~.leads.contract_accept`), as the opening leader does.

With ``lookback`` set (off by default: it showed no gain on the 60-deal benchmark), the
layouts also have to make sense of the cards the hidden players chose in the last tricks
(:func:`play_misfits`): when the time allows, twice as many layouts are drawn and those in
which fewest of those cards would have cost a trick double dummy are kept, those the auction
test prefers first among equals (with every layout listed, each is weighted by how well it
fits). It never rules a layout out, it only ranks and
weights them.

>>> game = Game.replay(Board(1, Deal.from_index(3)), "1NT P P P".split())
>>> game = game.apply(game.legal_actions()[0])     # East leads; North plays from dummy
>>> decision = PimcPlayer(samples=8).decide(game.view(Seat.N))
>>> decision.action in game.legal_actions()
True
>>> decision.meaning
'makes in ...% of 8 layouts; ... tricks on average'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace

from bridgecraft.core import Card, Deal, IllegalActionError, InvalidNotationError, Phase, View
from bridgecraft.robots._card_stats import (
    CardStats,
    Scoring,
    _key,
    _moments,
    choose,
    completed_cards,
    current_trick,
    discovery_card,
    equal_cards,
    evaluate,
    free_cards,
    imp_losses,
    play_misfits,
    positions,
)
from bridgecraft.robots.base import (
    Decision,
    check_count,
    check_seconds,
    check_seed,
    check_view,
    decision_rng,
)
from bridgecraft.robots.lead_reading import lead_weights
from bridgecraft.robots.sampling import (
    ENUMERATION_LIMIT,
    Carding,
    RangeLike,
    count_layouts,
    sample_deals,
)
from bridgecraft.robots.signals import (
    attitude_card,
    attitude_reading,
    both_tests,
    count_card,
    count_reading,
    honour_lead,
    later_attitude_card,
    later_attitude_reading,
    length_lead_reading,
    return_lead,
    return_lead_reading,
    switch_lead,
    switch_lead_reading,
)

__all__ = [
    "FIT_SECONDS",
    "LEAD_TIME_FACTOR",
    "PLAN_CANDIDATES",
    "CardStats",
    "FitFn",
    "PimcPlayer",
    "RangesFn",
    "Scoring",
    "choose",
    "completed_cards",
    "current_trick",
    "equal_cards",
    "estimated_seconds",
    "evaluate",
    "free_cards",
    "hint",
    "imp_losses",
    "play_misfits",
    "positions",
    "sample_count",
]

RangesFn = Callable[[View], Sequence[RangeLike | None] | None]
"""Auction inferences for a view: one range per seat (N E S W), or None."""
FitFn = Callable[[View], Callable[[Deal], bool] | None]
"""A finer auction test for a view: whether a whole deal agrees with the calls, or None."""

# Seconds per position solved by DDS (SolveAllBoardsBin, all cards, 2 cores), by the cards
# left in the hand to play, for a lead and for a card that follows (measured on random play,
# where DDS is slower than in real play: on deals bid and played by our robots it takes a
# third to a ninth of these). They are kept as a budget: decided again with the real costs
# (more layouts), the defenders' and declarer's leads after the first trick erred no less
# (decision 0013). The opening lead's entry is near the real cost (41 ms on bid deals, plus
# the sampling, with a margin for the slow deals), since its accuracy grows with the layouts.
_LEAD_SECONDS = {13: 0.060, 12: 0.050, 11: 0.020, 10: 0.0090, 9: 0.0035, 8: 0.0017}
_FOLLOW_SECONDS = {13: 0.060, 12: 0.040, 11: 0.018, 10: 0.0070, 9: 0.0033, 8: 0.0018}
_SMALL_SECONDS = 0.0010
_OVERHEAD_SECONDS = 0.0004  # sampling and building one position, per layout
LEAD_TIME_FACTOR = 6.0
"""The opening lead may take this many times a card's ``time_cap`` (about 68 layouts): one
decision a deal, and the most expensive to solve. On 824 suit leads that matter, 68 layouts
instead of 34 made the lead right where it had been wrong 50 times and the reverse 20
(decision 0019; decision 0014's 115 leads had been too few to see it)."""
FIT_SECONDS = 0.0005
"""The time a ``fit_fn`` test adds to a layout in the cost model: two hidden hands bid again
(about 0.2 ms, the engine caching what the auction alone decides), about two draws a kept
layout."""
PLAN_CANDIDATES = 3
"""With ``plan_trick``, the cards ranked best by sampling that are scored again as a plan for
the trick (:mod:`~.trick_plan`)."""
_EXACT_CARDS = 7  # from this many cards left in the hand to play, all layouts are tried
_SAFETY = 0.7  # the share of the time cap spent on the estimate (DDS time varies by position)


def estimated_seconds(cards_left: int, in_trick: int) -> float:
    """The estimated time to sample and solve one layout when the hand to play has
    ``cards_left`` cards and ``in_trick`` cards are already in the trick.

    >>> estimated_seconds(13, 0) > estimated_seconds(5, 2)
    True
    """
    table = _LEAD_SECONDS if in_trick == 0 else _FOLLOW_SECONDS
    return table.get(cards_left, _SMALL_SECONDS) + _OVERHEAD_SECONDS


def _legal_cards(view: View) -> list[Card]:
    if view.phase != Phase.PLAY or view.to_play is None:
        raise IllegalActionError(
            f"no card to play on board {view.board_number}: the view is in phase {view.phase}"
        )
    if view.seat is None or view.to_act != view.seat:
        raise IllegalActionError(
            f"not {view.seat}'s turn on board {view.board_number} ({view.to_act} to act)"
        )
    legal = [action for action in view.legal_actions if isinstance(action, Card)]
    if not legal:
        raise IllegalActionError(f"no legal card in the view of {view.seat}")
    return legal


def sample_count(
    view: View,
    samples: int,
    time_cap: float | None,
    minimum: int,
    *,
    exact: int = 0,
    extra: float = 0.0,
    carding: Carding = False,
) -> int:
    """The layouts to solve for ``view``: ``samples``, cut to fit ``time_cap`` seconds by the
    cost model (:func:`estimated_seconds`, plus ``extra`` seconds a layout), never below
    ``minimum``. When every consistent layout fits the time (and they are at most ``exact``),
    all of them: late in the hand the play is then exact, whatever ``samples`` says.

    >>> game = Game.replay(Board(1, Deal.from_index(7)), "1NT P P P".split())
    >>> for _ in range(40):
    ...     game = game.apply(game.legal_actions(claims=False)[-1])
    >>> view = game.view(game.to_act)
    >>> sample_count(view, 8, 1.0, 4), sample_count(view, 8, 1.0, 4, exact=3000)
    (8, 20)
    """
    if time_cap is None or view.to_play is None:
        return samples
    hand = view.hands[view.to_play]
    left = len(hand) if hand is not None else 13
    _, trick = current_trick(view)
    affordable = math.floor(time_cap * _SAFETY / (estimated_seconds(left, len(trick)) + extra))
    if exact and left <= _EXACT_CARDS:
        layouts = count_layouts(view, carding=carding)
        if layouts <= min(affordable, exact):
            return max(layouts, 1)
    return max(min(samples, affordable), min(minimum, samples))


def _filtered_count(
    view: View, count: int, checks: int, time_cap: float | None, minimum: int
) -> int:
    """How many layouts to keep when twice as many are drawn and each is checked against
    ``checks`` cards already played (:func:`play_misfits`), within ``time_cap``; 0 when
    fewer than ``minimum`` (or than ``count``, for an exact count) would fit."""
    if time_cap is None:
        return count
    assert view.to_play is not None
    hand = view.hands[view.to_play]
    left = len(hand) if hand is not None else 13
    _, trick = current_trick(view)
    solve = estimated_seconds(left, len(trick))
    check = estimated_seconds(min(13, left + 1), 1)  # the earlier positions hold a trick more
    affordable = math.floor(time_cap * _SAFETY / (solve + 2 * checks * check))
    kept = min(count, affordable)
    return kept if kept >= min(minimum, count) else 0


class PimcPlayer:
    """A card player by sampling and double dummy (declarer, dummy's cards, defence, leads).

    ``samples`` is the most layouts per card, ``time_cap`` the seconds a card may take
    (None: no cap), ``scoring`` ``"imps"`` or ``"mp"``, and ``ranges_fn(view)`` what the
    auction showed about each hand (one :class:`~.sampling.RangeLike` per seat, or None).
    ``min_samples`` is the fewest layouts whatever the time; when at most ``exact`` layouts
    agree with the view and all fit the time, all are solved (0: never). ``lead_time_cap`` is
    the time for the opening lead (None: :data:`LEAD_TIME_FACTOR` times ``time_cap``), a
    single decision a deal that needs a larger sample than the other cards. ``lookback``
    (0: off) is how many of the last tricks the layouts are checked against
    (:func:`play_misfits`), when at least ``min_filtered`` checked layouts fit the time.
    ``fit_fn(view)`` is a finer test of the auction (a whole deal in, yes or no): the layouts
    it accepts are preferred to those that only fit the ranges (``sample_deals``'s
    ``prefer``), and each layout then costs :data:`FIT_SECONDS` more in the time estimate.
    ``read_carding`` says whose carding is read (:data:`~.sampling.Carding`; by default every
    hidden player's): like this player, who always plays the lowest of equal cards, a player
    who plays a card does not hold the card just below it (:func:`~.sampling.carding_denials`),
    and the layouts respect that. The same players' attitude at trick 1 is read too
    (:func:`~.signals.attitude_reading`), and this player gives it when ``signals`` is true:
    following to his partner's opening lead with a small card, the highest of his small cards
    when he holds the ace, king or queen, the lowest without (:mod:`~.signals`). With
    ``count_signals`` (the default), it also gives and reads count: a defender following for
    the first time to a suit declarer's side led shows an even number of cards with the
    highest of his small cards and an odd number with the lowest (in trumps the other way
    round, the trump echo); and with ``length_leads``
    (the default) its opening lead of a small card shows the suit's length, and it reads its
    opponents' and partner's (:func:`~.signals.length_lead`, decision 0017). With
    ``later_attitude`` (the default) it gives and reads attitude after trick 1 too: as third
    hand to its partner's lead, and in its first discard of a suit
    (:func:`~.signals.later_attitude_card`, decision 0018); and with ``switch_leads`` (the
    default), leading a small card of a suit no defender has led, the lowest of its small
    cards with the ace, king or queen and the highest without (:func:`~.signals.switch_lead`);
    with ``return_leads`` (the default), leading a small card of a suit a defender has led,
    the higher of two cards left and the lowest small card from three or more
    (:func:`~.signals.return_lead`).
    With
    ``read_lead`` (off by default: no gain shown, decision 0016), declarer and the opening
    leader's partner also weight each layout by how likely our opening leader, with the cards
    it gives him, was to lead the suit he led (:mod:`~.lead_reading`), when the leader's
    carding is read. With ``shape`` (off by default: no gain shown, decision 0015), the
    layouts after the lead are dealt with the suit lengths the ranges show exactly
    (``sample_deals(shape=True)``), as the opening lead's always are; rejection would run out
    of tries for exact lengths such as those of ``benchmarks/card_play.py --told``. With
    ``plan_trick`` (off by default: no gain shown, decision 0024), declarer playing first or
    second to a trick scores the :data:`PLAN_CANDIDATES` best cards again as plans for the
    trick, his next card of it chosen by the opponent's card he sees rather than by the layout
    (:mod:`~.trick_plan`), and plays the best plan. With ``discover`` (off by default, decision
    0023) declarer leads a trump instead when it is nearly free (:func:`discovery_card`).

    West follows to his partner's ♣K lead without an honour, so he discourages (the ♣5):

    >>> game = Game.replay(Board(1, Deal.from_pbn(
    ...     "N:KJ96542.T3.75.Q2 T.J972.J43.AKT43 AQ8.K654.KQ6.976 73.AQ8.AT982.J85")),
    ...     "4S P P P CK C6".split())
    >>> print(PimcPlayer(seed=1, samples=4).decide(game.view(Seat.W)))
    C5: discourages; defeats the contract in ...% of 4 layouts; ... tricks on average
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        samples: int = 96,
        time_cap: float | None = 1.0,
        scoring: Scoring = "imps",
        ranges_fn: RangesFn | None = None,
        min_samples: int = 8,
        exact: int = ENUMERATION_LIMIT,
        lead_time_cap: float | None = None,
        lookback: int = 0,
        min_filtered: int = 24,
        fit_fn: FitFn | None = None,
        read_carding: Carding = True,
        signals: bool = True,
        read_lead: bool = False,
        count_signals: bool = True,
        length_leads: bool = True,
        later_attitude: bool = True,
        switch_leads: bool = True,
        return_leads: bool = True,
        shape: bool = False,
        discover: float | None = None,
        plan_trick: bool = False,
        name: str = "pimc",
    ) -> None:
        if scoring not in ("imps", "mp"):
            raise InvalidNotationError(f"invalid scoring {scoring!r}: expected 'imps' or 'mp'")
        whole = [("samples", samples, 1), ("min_samples", min_samples, 1), ("exact", exact, 0)]
        whole += [("lookback", lookback, 0), ("min_filtered", min_filtered, 0)]
        for option, value, least in whole:
            check_count(value, least, option)
        check_seconds(time_cap, "time_cap")
        check_seconds(lead_time_cap, "lead_time_cap")
        self.name = name
        self.seed = check_seed(seed)
        self.samples = samples
        self.time_cap = time_cap
        self.scoring: Scoring = scoring
        self.ranges_fn = ranges_fn
        self.min_samples = min_samples
        self.exact = exact
        self.lead_time_cap = lead_time_cap
        self.lookback = lookback
        self.read_lead = read_lead
        self.min_filtered = min_filtered
        self.fit_fn = fit_fn
        self.read_carding = read_carding
        self.signals = signals
        self.count_signals = count_signals
        self.length_leads = length_leads
        self.later_attitude = later_attitude
        self.switch_leads = switch_leads
        self.return_leads = return_leads
        self.shape = shape
        self.discover = discover
        self.plan_trick = plan_trick

    def __repr__(self) -> str:
        return (
            f"PimcPlayer(seed={self.seed}, samples={self.samples}, time_cap={self.time_cap}, "
            f"scoring={self.scoring!r})"
        )

    def _lead_time_cap(self) -> float | None:
        if self.lead_time_cap is not None:
            return self.lead_time_cap
        return None if self.time_cap is None else LEAD_TIME_FACTOR * self.time_cap

    def decide(self, view: View) -> Decision:
        """The card for ``view.to_play`` (the seat's own hand or, for declarer, dummy's)."""
        check_view(view)
        legal = _legal_cards(view)
        if not view.tricks:
            from bridgecraft.robots.leads import choose_lead  # leads builds on this module

            return choose_lead(
                view,
                seed=self.seed,
                samples=self.samples,
                time_cap=self._lead_time_cap(),
                scoring=self.scoring,
                ranges=self.ranges_fn(view) if self.ranges_fn is not None else None,
                min_samples=self.min_samples,
                length_leads=self.length_leads,
                # Not ``fit_fn``: re-bidding three hidden hands costs about a third of the
                # lead's time, which buys more layouts instead (decision 0013).
            )
        assert view.to_play is not None
        hand = view.hands[view.to_play]
        assert hand is not None
        classes = equal_cards(legal, hand.mask, completed_cards(view.tricks))
        if len(classes) == 1:
            reason = "the only legal card" if len(legal) == 1 else "all legal cards are equal"
            return self._signal(view, Decision(classes[0][0], reason), legal)
        prefer = self.fit_fn(view) if self.fit_fn is not None else None
        count = sample_count(
            view,
            self.samples,
            self.time_cap,
            self.min_samples,
            exact=self.exact,
            extra=FIT_SECONDS if prefer is not None else 0.0,
            carding=self.read_carding,
        )
        ranges = self.ranges_fn(view) if self.ranges_fn is not None else None
        accept = None
        assert view.contract is not None
        if view.to_play.side != view.contract.side:
            # The defenders deal declarer's side the strength (and fit) its contract shows.
            from bridgecraft.robots.leads import contract_accept

            accept = contract_accept(view.contract)
        if self.read_carding is not False:
            seats = None if self.read_carding is True else self.read_carding
            accept = both_tests(accept, attitude_reading(view, seats))
            if self.count_signals:
                accept = both_tests(accept, count_reading(view, seats))
            if self.length_leads:
                accept = both_tests(accept, length_lead_reading(view, seats))
            if self.later_attitude:
                accept = both_tests(accept, later_attitude_reading(view, seats))
            if self.switch_leads:
                accept = both_tests(accept, switch_lead_reading(view, seats))
            if self.return_leads:
                accept = both_tests(accept, return_lead_reading(view, seats))
        rng = decision_rng(self.seed, view)
        checks = len(_moments(view, self.lookback)) if self.lookback else 0
        if checks:
            filtered = _filtered_count(view, count, checks, self.time_cap, self.min_filtered)
            if filtered:
                pool = sample_deals(
                    view,
                    2 * filtered,
                    rng,
                    ranges=ranges,
                    accept=accept,
                    prefer=prefer,
                    carding=self.read_carding,
                    shape=self.shape,
                )
                misfits = play_misfits(view, pool, lookback=self.lookback)
                if len(pool) <= filtered:
                    # Every layout: each counts more the better it fits the play so far.
                    weights = [1 << max(0, 2 - misfit) for misfit in misfits]
                    return self._choose(view, pool, weights)
                ranked = sorted(range(len(pool)), key=lambda i: (misfits[i], i))
                return self._choose(view, [pool[i] for i in sorted(ranked[:filtered])])
        deals = sample_deals(
            view,
            count,
            rng,
            ranges=ranges,
            accept=accept,
            prefer=prefer,
            carding=self.read_carding,
            shape=self.shape,
        )
        return self._choose(view, deals, self._lead_weights(view, deals))

    def _lead_weights(self, view: View, deals: Sequence[Deal]) -> list[int] | None:
        """The layouts' weights by the opening lead (:func:`~.lead_reading.lead_weights`),
        when this player reads the lead and the leader's carding (None: all count alike)."""
        if not self.read_lead or view.contract is None:
            return None
        leader = view.contract.opening_leader
        if self.read_carding is not True and (
            self.read_carding is False or leader not in self.read_carding
        ):
            return None
        return lead_weights(view, deals)

    def _choose(
        self, view: View, deals: Sequence[Deal], weights: Sequence[int] | None = None
    ) -> Decision:
        """The best card over ``deals`` (:func:`evaluate`), or the signal card among the cards
        that do as well (:meth:`_signal`)."""
        stats = evaluate(view, deals, weights)
        decision = choose(view, stats, self.scoring)
        if self.plan_trick:
            from bridgecraft.robots.trick_plan import plan_losses, plays_again  # builds on this

            if plays_again(view):
                ranked = sorted(stats, key=lambda s: _key(s, self.scoring))[:PLAN_CANDIDATES]
                cards = [s.card for s in ranked]
                losses = plan_losses(view, deals, cards, weights, self.scoring)
                best = min(range(len(cards)), key=lambda i: (losses[i], i))
                if best:
                    meaning = f"plans the trick; {decision.meaning}"
                    return replace(decision, action=cards[best], meaning=meaning)
        if self.discover is not None:
            card = discovery_card(view, stats, decision, self.scoring, self.discover)
            if card is not None:
                return replace(decision, action=card, meaning=f"trumps first; {decision.meaning}")
        return self._signal(view, decision, free_cards(stats, decision))

    def _signal(self, view: View, decision: Decision, free: Sequence[Card]) -> Decision:
        """``decision``, or the top of its sequence when a defender leads an honour
        (:func:`~.signals.honour_lead`), or the signal card among ``free`` (the cards that do
        as well) when this player signals and a signal applies: attitude (at trick 1 or
        after), count, a switch or a return (:mod:`~.signals`)."""
        if view.to_play is None:
            return decision
        hand = view.hands[view.to_play]
        assert hand is not None
        own, chosen = hand.mask, decision.action
        assert isinstance(chosen, Card)
        top = honour_lead(view, own, chosen)
        if top is not None:
            return replace(decision, action=top, meaning=f"top of a sequence; {decision.meaning}")
        if not self.signals:
            return decision
        signal = attitude_card(view, free, own)
        if signal is not None:
            said = "encourages" if signal.encouraging else "discourages"
        elif self.count_signals and (signal := count_card(view, free, own)) is not None:
            said = f"shows an {'even' if signal.encouraging else 'odd'} number"
        elif (
            self.later_attitude
            and (signal := later_attitude_card(view, free, own, chosen)) is not None
        ):
            said = "encourages" if signal.encouraging else "discourages"
        elif self.switch_leads and (signal := switch_lead(view, free, own, chosen)) is not None:
            said = f"switch: {'low, shows' if signal.encouraging else 'high, denies'} an honour"
        elif self.return_leads and (signal := return_lead(view, free, own, chosen)) is not None:
            said = (
                f"return: {'top of two left' if signal.encouraging else 'low from three or more'}"
            )
        if signal is None:
            return decision
        return replace(decision, action=signal.card, meaning=f"{said}; {decision.meaning}")


def hint(
    view: View,
    *,
    seed: int = 0,
    samples: int = 48,
    time_cap: float | None = 1.0,
    scoring: Scoring = "imps",
    ranges: Sequence[RangeLike | None] | None = None,
) -> Decision:
    """What :class:`PimcPlayer` would play for ``view``, with every legal card's expected
    result in ``Decision.candidates`` (best first).

    >>> game = Game.replay(Board(1, Deal.from_index(3)), "1NT P P P".split())
    >>> game = game.apply(game.legal_actions()[0])    # East leads, North to play from dummy
    >>> decision = hint(game.view(Seat.N), samples=4)
    >>> decision.action in game.legal_actions(), len(decision.candidates) >= 1
    (True, True)
    """
    player = PimcPlayer(
        seed,
        samples=samples,
        time_cap=time_cap,
        scoring=scoring,
        ranges_fn=None if ranges is None else (lambda _view: ranges),
    )
    return player.decide(view)
