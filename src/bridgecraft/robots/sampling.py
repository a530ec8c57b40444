"""Deals consistent with what one seat knows: the sampler behind card play by simulation.

A seat knows its own cards, dummy's once the opening lead is faced, every card played and by
whom, the suits in which a player has shown out and, when asked, the cards a player's carding
denies (:func:`carding_denials`: our robots play the lowest of equal cards).
:func:`sample_deals` deals the unknown cards to the hidden seats uniformly among the layouts
consistent with all of that (exactly, not by rejection: the number of layouts is counted
group by group of cards the same seats may hold), and can further restrict the hidden hands
to what the auction showed (``ranges``, by rejection with a relaxation fallback; with
``shape``, the suit lengths are dealt exactly by the same counting, suit by suit, and only
the HCP are tested). When few cards are unknown it returns every consistent layout.

The deals returned are whole deals (13 cards a hand, the cards already played included), so
they can be replayed, tabled or solved from any moment.

>>> game = Game.replay(Board(1, Deal.from_index(7)), "1NT P P P".split())
>>> view = game.view(Seat.E)
>>> deals = sample_deals(view, 3, random.Random(1))
>>> len(deals), all(deal[Seat.E] == game.hands[Seat.E] for deal in deals)
(3, True)
>>> count_layouts(view)  # 39!/(13!)^3: the other 39 cards, 13 to each other seat
84478098072866400

Late in the play few cards are unknown, and every layout is listed:

>>> for _ in range(36):
...     game = game.apply(game.legal_actions(claims=False)[-1])
>>> view = game.view(game.to_act)
>>> count_layouts(view), len(sample_deals(view, 100, random.Random(1)))
(70, 70)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import factorial
from typing import Protocol

from bridgecraft.analysis.evaluation import hcp
from bridgecraft.core import BridgeError, BySeat, Deal, Hand, InvalidNotationError, Seat, View
from bridgecraft.core.checks import is_whole
from bridgecraft.core.hand import FULL_DECK, SUIT_MASKS
from bridgecraft.robots.base import check_view
from bridgecraft.robots.signals import is_attitude, is_honour_lead, is_signal

__all__ = [
    "ENUMERATION_LIMIT",
    "Carding",
    "Knowledge",
    "RangeLike",
    "SamplingError",
    "carding_denials",
    "count_layouts",
    "knowledge",
    "sample_deals",
]

ENUMERATION_LIMIT = 3000
"""Up to this many consistent layouts (before ``ranges``), the sampler lists them all and
draws from the list without replacement."""

_RELAXED_LEVELS = 2
"""Relaxation steps tried after the ranges themselves: HCP widened by 2 and suit lengths by 1
per step; after the last, the ranges are dropped."""

_SEATS = tuple(Seat)


class SamplingError(BridgeError, ValueError):
    """The view is inconsistent: no deal agrees with it (a hand-built view, say).

    >>> from dataclasses import replace
    >>> view = Game.new(Board(1, Deal.from_index(7))).view(Seat.N)
    >>> twice = replace(view, hands=BySeat(view.hands.north, view.hands.north, None, None))
    >>> sample_deals(twice, 1, random.Random(1))
    Traceback (most recent call last):
    ...
    bridgecraft.robots.sampling.SamplingError: inconsistent view of board 1: a card is seen twice
    """


class RangeLike(Protocol):
    """What the sampler needs from an auction inference (``bidding.ranges.HandRange``).

    South, before the auction, deals North only hands of 15 to 17 HCP:

    >>> from bridgecraft.robots.bidding import HandRange
    >>> strong = HandRange(hcp=(15, 17))
    >>> view = Game.new(Board(1, Deal.from_index(7))).view(Seat.S)
    >>> deals = sample_deals(view, 4, random.Random(1), ranges=(strong, None, None, None))
    >>> [deal[Seat.N].hcp for deal in deals]
    [15, 16, 17, 15]
    """

    @property
    def hcp(self) -> tuple[int, int]:
        """Lowest and highest high-card points."""
        ...

    @property
    def lengths(self) -> Sequence[tuple[int, int]]:
        """Lowest and highest length of each suit, clubs first."""
        ...

    def accepts(self, hand: Hand) -> bool:
        """True when a (13-card) hand fits the range."""
        ...


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows of the deal, in bit masks (bit ``card`` set for each card).

    Declarer, after three rounds of hearts in which West showed out:

    >>> deal = Deal.from_pbn(
    ...     "N:AQ4.AKQ2.AK3.AK4 K32.8765.765.765 J65.J43.QJT2.QJ3 T987.T9.984.T982")
    >>> play = "H8 HJ HT HA HK H7 H3 H9 HQ H6 H4 C2"
    >>> game = Game.replay(Board(1, deal), f"2NT P 6NT P P P {play}".split())
    >>> facts = knowledge(game.view(Seat.N))
    >>> facts.hidden, facts.capacity.east, bin(facts.unknown).count("1")
    ((Seat.E, Seat.W), 10, 20)
    >>> [suit for suit in Suit if facts.voids.west >> suit & 1]
    [Suit.H]
    """

    known: BySeat[int | None]
    """The cards still held by each seat whose hand is visible; None for a hidden seat."""
    played: BySeat[int]
    """The cards each seat has played (the trick in progress included)."""
    hidden: tuple[Seat, ...]
    """The seats whose cards are not seen."""
    capacity: BySeat[int]
    """How many cards each seat still holds."""
    voids: BySeat[int]
    """For each seat, the suits (bit ``suit``) in which it has shown out."""
    unknown: int
    """The cards whose holder is not known."""
    denied: BySeat[int]
    """For each hidden seat, the unknown cards its carding says it does not hold
    (:func:`carding_denials`); none unless asked for."""


Carding = bool | frozenset[Seat]
"""Whose carding the sampler reads (:func:`carding_denials`): every hidden seat (True), none
(False), or the seats named (say, every seat but a human's)."""


def carding_denials(view: View, seats: Collection[Seat] | None = None) -> BySeat[int]:
    """The cards each hidden seat is known not to hold because it plays the lowest of equal
    cards, as :class:`~.play.PimcPlayer` does.

    A player who plays a card ``c`` holds no lower card of the same suit that is equal to it
    (no card between them but his own or those of completed tricks): so the first card below
    ``c`` not yet gone, when nobody is seen to hold it, is not his. A seat whose later play
    contradicts what it was taken to deny does not follow the agreement: nothing is read
    from its cards. The signal cards (attitude at trick 1, count) follow their own rules and
    deny nothing here (:func:`~.signals.is_signal`; :mod:`~.signals` reads them). A
    defender's lead of a ten or higher is the top of its sequence
    (:func:`~.signals.honour_lead`, decision 0034): it denies the first card above it not yet
    gone instead. ``seats`` limits the reading to those players (None: every hidden seat).

    East leads the ♠K against 6NT, the top of his sequence: holding the ♠A too, he would have
    led it, so to West he does not hold it. West follows with the ♠T, the lowest of his equal
    ♠QJT, so to East he does not hold the ♠9 (declarer's, which East cannot see):

    >>> deal = Deal.from_pbn(
    ...     "N:A97.AKQ.AKQ.A432 K43.JT9.JT9.KQJ5 865.5432.5432.T9 QJT2.876.876.876")
    >>> def cards(mask):
    ...     return [Card(card) for card in range(52) if mask >> card & 1]
    >>> game = Game.replay(Board(1, deal), "6NT P P P SK S5 ST".split())
    >>> to_west, to_east = carding_denials(game.view(Seat.W)), carding_denials(game.view(Seat.E))
    >>> cards(to_west.east), cards(to_east.west)
    ([Card.SA], [Card.S9])
    """
    hidden = {
        seat for seat in _SEATS if view.hands[seat] is None and (seats is None or seat in seats)
    }
    denied = [0, 0, 0, 0]
    played = [0, 0, 0, 0]
    gone = 0
    for index, trick in enumerate(view.tricks):
        for position, card in enumerate(trick.cards):
            seat = trick.seat_of(position)
            played[seat] |= 1 << card
            if seat not in hidden or (
                is_signal(view.tricks, index, position, view.contract)
                if view.contract is not None
                else index == 0 and is_attitude(trick, position)
            ):
                continue  # a signal card is chosen by its own rule (signals)
            # The next card not yet gone below it (the lowest of equal cards), or above it
            # for a defender's lead of the top of a sequence, is not his.
            top = view.contract is not None and is_honour_lead(
                view.tricks, index, position, view.contract
            )
            step = 1 if top else -1
            suit_low = (card // 13) * 13
            other = card + step
            while suit_low <= other < suit_low + 13 and gone >> other & 1:
                other += step
            if suit_low <= other < suit_low + 13:
                denied[seat] |= 1 << other
        if trick.is_complete:
            for card in trick.cards:
                gone |= 1 << card
    seen = 0
    for seat in _SEATS:
        hand = view.hands[seat]
        seen |= played[seat] | (hand.mask if hand is not None else 0)
    result = []
    for seat in _SEATS:
        if denied[seat] & played[seat]:
            result.append(0)  # it played a card it was taken not to hold
        else:
            result.append(denied[seat] & ~seen)
    return BySeat(*result)


def _denials(view: View, carding: Carding) -> BySeat[int]:
    if carding is False:
        return BySeat(0, 0, 0, 0)
    return carding_denials(view, None if carding is True else carding)


def knowledge(view: View, *, carding: Carding = False) -> Knowledge:
    """Read what ``view`` shows of the deal.

    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1NT P P P".split())
    >>> facts = knowledge(game.view(Seat.E))
    >>> facts.hidden, facts.capacity, bin(facts.unknown).count("1")
    ((Seat.N, Seat.S, Seat.W), BySeat(north=13, east=13, south=13, west=13), 39)
    """
    played = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    for trick in view.tricks:
        led = trick.cards[0].suit if trick.cards else None
        for position, card in enumerate(trick.cards):
            seat = trick.seat_of(position)
            played[seat] |= 1 << card
            if led is not None and card.suit != led:
                voids[seat] |= 1 << led
    known = [None if hand is None else hand.mask for hand in view.hands]
    everything = 0
    for index in range(4):
        mask = known[index]
        for part in (mask or 0, played[index]):
            if everything & part:
                raise SamplingError(
                    f"inconsistent view of board {view.board_number}: a card is seen twice"
                )
            everything |= part
    capacity = [13 - bin(played[i]).count("1") for i in range(4)]
    hidden = tuple(seat for seat in _SEATS if known[seat] is None)
    for seat in _SEATS:
        mask = known[seat]
        if mask is not None and bin(mask).count("1") != capacity[seat]:
            raise SamplingError(
                f"inconsistent view of board {view.board_number}: {seat} holds "
                f"{bin(mask).count('1')} cards after playing {13 - capacity[seat]}"
            )
    unknown = FULL_DECK & ~everything
    if bin(unknown).count("1") != sum(capacity[seat] for seat in hidden):
        raise SamplingError(
            f"inconsistent view of board {view.board_number}: "
            f"{bin(unknown).count('1')} unknown cards for hidden hands of "
            f"{sum(capacity[seat] for seat in hidden)}"
        )
    denied = _denials(view, carding)
    return Knowledge(
        BySeat(*known),
        BySeat(*played),
        hidden,
        BySeat(*capacity),
        BySeat(*voids),
        unknown,
        denied,
    )


# -- counting and dealing the unknown cards --------------------------------------------------


def _cards_of(mask: int) -> list[int]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


Group = tuple[tuple[int, ...], tuple[int, ...], int, bool]
"""Unknown cards the same hidden seats may hold: (allowed seat indices into
``Knowledge.hidden``, cards, their suit or -1 when the groups mix suits, whether the group is
its suit's last)."""

Bounds = tuple[tuple[tuple[int, int], ...], ...]
"""For each hidden seat (indices into ``Knowledge.hidden``) and each suit, the fewest and most
unknown cards of the suit it may be dealt."""


def _groups(facts: Knowledge, by_suit: bool = False) -> tuple[Group, ...]:
    """The unknown cards grouped by the hidden seats that may hold them, and suit by suit
    when ``by_suit`` (in suit order, the last group of a suit closing it)."""
    by_key: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    for suit in range(4):
        for card in _cards_of(facts.unknown & SUIT_MASKS[suit]):
            allowed = tuple(
                index
                for index, seat in enumerate(facts.hidden)
                if not facts.voids[seat] >> suit & 1 and not facts.denied[seat] >> card & 1
            )
            by_key.setdefault((suit if by_suit else -1, allowed), []).append(card)
    keys = sorted(by_key)
    groups = []
    for index, (suit, allowed) in enumerate(keys):
        closes = by_suit and (index + 1 == len(keys) or keys[index + 1][0] != suit)
        groups.append((allowed, tuple(by_key[suit, allowed]), suit, closes))
    return tuple(groups)


def _splits(
    total: int, caps: Sequence[int], lows: Sequence[int] | None = None
) -> Iterator[tuple[int, ...]]:
    """Every way to share ``total`` cards among seats with these capacities (and, when
    given, these fewest cards each)."""
    if not caps:
        return
    low = lows[0] if lows else 0
    if len(caps) == 1:
        if low <= total <= caps[0]:
            yield (total,)
        return
    rest_lows = lows[1:] if lows else None
    least = max(low, total - sum(caps[1:]))
    most = min(caps[0], total - (sum(rest_lows) if rest_lows else 0))
    for first in range(least, most + 1):
        for rest in _splits(total - first, caps[1:], rest_lows):
            yield (first, *rest)


def _multinomial(parts: Sequence[int]) -> int:
    result = factorial(sum(parts))
    for part in parts:
        result //= factorial(part)
    return result


class _Layouts:
    """Counting and uniform dealing of the unknown cards for one :class:`Knowledge`, among
    the layouts in which each hidden hand is dealt a number of each suit within ``bounds``
    (when given).

    The state between two groups is each hidden seat's capacity left and, with bounds, the
    cards of the current suit it was dealt so far."""

    def __init__(self, facts: Knowledge, bounds: Bounds | None = None) -> None:
        self.facts = facts
        self.bounds = bounds
        self.groups = _groups(facts, by_suit=bounds is not None)
        self.caps = tuple(facts.capacity[seat] for seat in facts.hidden)
        self.start = self.caps + ((0,) * len(self.caps) if bounds is not None else ())
        self._choices = lru_cache(maxsize=None)(self._choices_uncached)
        self.possible = bounds is None or all(
            low <= 0 <= high or facts.unknown & SUIT_MASKS[suit]
            for seat_bounds in bounds
            for suit, (low, high) in enumerate(seat_bounds)
        )

    def count(self) -> int:
        return self._choices(0, self.start)[0] if self.possible else 0

    def _after(
        self, group: Group, state: tuple[int, ...], split: Sequence[int]
    ) -> tuple[int, ...] | None:
        """The state once ``group`` is dealt as ``split``, or None when it breaks a bound."""
        allowed, _, suit, closes = group
        after = list(state)
        seats = len(self.caps)
        for seat_index, taken in zip(allowed, split, strict=True):
            after[seat_index] -= taken
            if self.bounds is not None:
                after[seats + seat_index] += taken
        if self.bounds is not None and closes:
            for seat_index in range(seats):
                if after[seats + seat_index] < self.bounds[seat_index][suit][0]:
                    return None
                after[seats + seat_index] = 0
        return tuple(after)

    def _options(
        self, index: int, state: tuple[int, ...]
    ) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
        """The ways to deal group ``index`` from ``state``: (split, state after)."""
        group = self.groups[index]
        allowed, cards, suit, closes = group
        caps = [state[i] for i in allowed]
        lows = None
        if self.bounds is not None:
            seats = len(self.caps)
            dealt = [state[seats + i] for i in allowed]
            caps = [
                min(cap, self.bounds[i][suit][1] - already)
                for i, cap, already in zip(allowed, caps, dealt, strict=True)
            ]
            if closes:
                lows = [
                    max(0, self.bounds[i][suit][0] - already)
                    for i, already in zip(allowed, dealt, strict=True)
                ]
        if any(cap < 0 for cap in caps):
            return
        for split in _splits(len(cards), caps, lows):
            after = self._after(group, state, split)
            if after is not None:
                yield split, after

    def _choices_uncached(
        self, index: int, state: tuple[int, ...]
    ) -> tuple[int, list[tuple[int, tuple[int, ...]]]]:
        """The ways to deal group ``index`` from ``state``: (total weight, [(weight, state
        after)]), each weight counting the completions."""
        if index == len(self.groups):
            done = all(cap == 0 for cap in state[: len(self.caps)])
            return (1 if done else 0), ([(1, state)] if done else [])
        options = []
        total = 0
        for split, after in self._options(index, state):
            completions = self._choices(index + 1, after)[0]
            if completions:
                weight = _multinomial(split) * completions
                options.append((weight, after))
                total += weight
        return total, options

    def _deal(self, hands: list[int]) -> Deal:
        facts = self.facts
        masks = []
        for seat in _SEATS:
            known = facts.known[seat]
            held = known if known is not None else hands[facts.hidden.index(seat)]
            masks.append(held | facts.played[seat])
        return Deal.from_masks(masks)

    def sample(self, rng: random.Random) -> Deal:
        """One layout, uniform among all consistent ones (within the bounds, if any)."""
        hands = [0] * len(self.caps)
        state = self.start
        for index, (allowed, cards, _, _) in enumerate(self.groups):
            total, options = self._choices(index, state)
            pick = rng.randrange(total)
            after = options[-1][1]
            for weight, option in options:
                if pick < weight:
                    after = option
                    break
                pick -= weight
            shuffled = list(cards)
            rng.shuffle(shuffled)
            start = 0
            for seat_index in allowed:
                taken = state[seat_index] - after[seat_index]  # capacity used
                for card in shuffled[start : start + taken]:
                    hands[seat_index] |= 1 << card
                start += taken
            state = after
        return self._deal(hands)

    def every(self) -> Iterator[Deal]:
        """Every consistent layout, in a fixed order."""
        if self.possible:
            yield from self._every(0, self.start, [0] * len(self.caps))

    def _every(self, index: int, state: tuple[int, ...], hands: list[int]) -> Iterator[Deal]:
        if index == len(self.groups):
            if all(cap == 0 for cap in state[: len(self.caps)]):
                yield self._deal(hands)
            return
        allowed, cards, _, _ = self.groups[index]
        for split, after in self._options(index, state):
            if self._choices(index + 1, after)[0]:
                yield from self._share(cards, allowed, split, hands, index, after)

    def _share(
        self,
        cards: Sequence[int],
        allowed: Sequence[int],
        split: Sequence[int],
        hands: list[int],
        index: int,
        caps: tuple[int, ...],
    ) -> Iterator[Deal]:
        if not allowed:
            yield from self._every(index + 1, caps, hands)
            return
        seat_index, taken = allowed[0], split[0]
        for chosen in itertools.combinations(cards, taken):
            mask = 0
            for card in chosen:
                mask |= 1 << card
            left = [card for card in cards if not mask >> card & 1]
            hands[seat_index] |= mask
            yield from self._share(left, allowed[1:], split[1:], hands, index, caps)
            hands[seat_index] &= ~mask


def count_layouts(view: View, *, carding: Carding = False) -> int:
    """How many deals agree with what ``view`` shows (own hand, dummy, cards played, voids),
    and with the carding of the seats ``carding`` reads (:func:`carding_denials`; ignored
    when it leaves no layout).

    >>> count_layouts(Game.new(Board(1, Deal.from_index(3))).view(Seat.N))
    84478098072866400
    """
    check_view(view)
    return _consistent(view, carding).count()


def _consistent(view: View, carding: Carding) -> _Layouts:
    """The layouts consistent with ``view`` and the carding of the seats ``carding`` reads;
    when the cards read leave no layout (they contradict each other), none is read."""
    if carding:
        layouts = _Layouts(knowledge(view, carding=carding))
        if layouts.count():
            return layouts
    return _Layouts(knowledge(view))


# -- auction ranges ---------------------------------------------------------------------------


def _fits(rng_: RangeLike | None, mask: int, slack: int) -> bool:
    """Whether a whole hand fits a range widened by ``slack`` steps (0: the range itself)."""
    if rng_ is None:
        return True
    if slack == 0:
        return rng_.accepts(Hand(mask))
    try:
        low, high = rng_.hcp
        lengths = tuple(rng_.lengths)
    except AttributeError:  # a range that only knows accepts(): dropped when relaxed
        return True
    points = hcp(mask)
    if not low - 2 * slack <= points <= high + 2 * slack:
        return False
    for suit, (shortest, longest) in enumerate(lengths[:4]):
        length = bin(mask & SUIT_MASKS[suit]).count("1")
        if not shortest - slack <= length <= longest + slack:
            return False
    return True


def _shaped(facts: Knowledge, ranges: BySeat[RangeLike | None] | None) -> _Layouts | None:
    """The layouts in which every hidden hand has the suit lengths its range shows (dealt
    exactly, not by rejection), or None when the ranges bound no length or no layout fits."""
    if ranges is None:
        return None
    bounds = []
    bounded = False
    for seat in facts.hidden:
        lengths = getattr(ranges[seat], "lengths", None)
        seat_bounds = []
        for suit in range(4):
            shortest, longest = lengths[suit] if lengths is not None else (0, 13)
            played = bin(facts.played[seat] & SUIT_MASKS[suit]).count("1")
            low, high = max(0, shortest - played), longest - played
            bounded = bounded or low > 0 or high < facts.capacity[seat]
            seat_bounds.append((low, high))
        bounds.append(tuple(seat_bounds))
    if not bounded:
        return None
    layouts = _Layouts(facts, tuple(bounds))
    return layouts if layouts.count() else None


def _level(
    deal: Deal,
    hidden: Sequence[Seat],
    ranges: BySeat[RangeLike | None] | None,
    accept: Callable[[Deal], bool] | None,
    prefer: Callable[[Deal], bool] | None = None,
) -> int:
    """The bucket of ``deal``: 0 when it fits the ranges and ``prefer``, 1 when it fits the
    ranges only, then one bucket per relaxation of the ranges; ``_RELAXED_LEVELS + 2`` when
    ``accept`` rejects it or no relaxation takes it. ``prefer``, the costliest test, is asked
    last and only of a deal that fits the ranges."""
    never = _RELAXED_LEVELS + 2
    if accept is not None and not accept(deal):
        return never
    level = 0
    if ranges is not None:
        masks = deal.masks
        level = next(
            (
                level
                for level in range(_RELAXED_LEVELS + 1)
                if all(_fits(ranges[seat], masks[seat], level) for seat in hidden)
            ),
            never,
        )
    if level == never:
        return never
    if level == 0:
        return 0 if prefer is None or prefer(deal) else 1
    return level + 1


# -- the public sampler -----------------------------------------------------------------------

_PREFER_ASKS = 3
"""``prefer`` is asked of at most this many deals per deal wanted: it may be costly (bidding
the hidden hands again), and a view it seldom accepts should not stall the sampler."""


def _preferred(
    layouts: Sequence[Deal], n: int, rng: random.Random, prefer: Callable[[Deal], bool]
) -> list[Deal]:
    """Exact enumeration with a preference: when ``layouts`` are at most ``n``, the ones
    ``prefer`` accepts (all of them if it accepts none); otherwise they are drawn without
    replacement, asking ``prefer`` of at most ``_PREFER_ASKS * n``, the accepted first."""
    if len(layouts) <= n:
        return [deal for deal in layouts if prefer(deal)] or list(layouts)
    order = rng.sample(list(layouts), len(layouts))
    kept: list[Deal] = []
    others: list[Deal] = []
    for asked, deal in enumerate(order):
        if len(kept) >= n or asked >= _PREFER_ASKS * n:
            others.extend(order[asked:])
            break
        (kept if prefer(deal) else others).append(deal)
    return kept + others[: n - len(kept)]


def sample_deals(
    view: View,
    n: int,
    rng: random.Random,
    *,
    ranges: BySeat[RangeLike | None] | Sequence[RangeLike | None] | None = None,
    accept: Callable[[Deal], bool] | None = None,
    prefer: Callable[[Deal], bool] | None = None,
    budget: int | None = None,
    carding: Carding = False,
    shape: bool = False,
) -> list[Deal]:
    """Up to ``n`` deals consistent with ``view``, uniform among the consistent deals.

    ``ranges`` (one per seat, N E S W; None for a seat without constraint) restricts the
    hidden hands to what the auction showed, and ``accept(deal)`` is any further test of a
    whole deal; both are applied by rejection, except that with ``shape`` the suit lengths
    the ranges show are dealt exactly (a shape however rare then costs no more than any
    other), and only the HCP and total points are tested. ``prefer(deal)`` is a finer test
    (such as "the hidden players would have bid this way with these hands"), asked only of
    deals that fit the ranges (at most ``_PREFER_ASKS`` per deal wanted): deals it accepts
    come first, then those it rejects. When fewer than ``n`` deals pass within
    ``budget`` tries (default ``200 + 50 * n``), the rest are taken from the deals ``prefer``
    rejected, then from relaxed ranges (HCP widened by 2, lengths by 1, then by 4 and 2; total
    points no longer tested), then from deals that ignore the ranges and ``accept``, so a
    contradictory auction still gives ``n`` deals. ``carding`` names the players whose carding
    is read (:func:`carding_denials`): no deal gives them a card their plays denied, unless
    the denials leave no layout at all, when they are ignored.

    With at most :data:`ENUMERATION_LIMIT` consistent layouts (:func:`count_layouts`, ranges
    aside) the sampler lists them all: it returns every one that passes when they are at most
    ``n`` (so possibly fewer than ``n`` deals, never a duplicate), else ``n`` drawn from them
    without replacement; the relaxations apply only when none passes.

    >>> game = Game.replay(Board(1, Deal.from_index(11)), "1NT P P P".split())
    >>> deals = sample_deals(game.view(Seat.E), 5, random.Random(2))
    >>> sorted({len(deal[seat]) for deal in deals for seat in Seat})
    [13]
    """
    check_view(view)
    if not is_whole(n, 0):
        raise InvalidNotationError(f"invalid number of deals {n!r}: expected 0 or more")
    if budget is not None and not is_whole(budget, 0):
        raise InvalidNotationError(f"invalid budget {budget!r}: expected 0 or more tries")
    if n == 0:
        return []
    layouts = _consistent(view, carding)
    facts = layouts.facts
    total = layouts.count()
    if total == 0:
        raise SamplingError(
            f"no deal agrees with the view of board {view.board_number} "
            f"(voids {tuple(facts.voids)}, hidden {facts.hidden})"
        )
    by_seat: BySeat[RangeLike | None] | None = None
    if ranges is not None:
        if len(ranges) != 4:
            raise SamplingError(f"ranges must give one entry per seat, got {len(ranges)}")
        by_seat = BySeat(*ranges)
        if all(by_seat[seat] is None for seat in facts.hidden):
            by_seat = None
    levels = _RELAXED_LEVELS + 3
    buckets: list[list[Deal]] = [[] for _ in range(levels)]
    if total <= ENUMERATION_LIMIT:
        every = list(layouts.every())
        for deal in every:
            buckets[_level(deal, facts.hidden, by_seat, accept)].append(deal)
        # Exact: the least relaxed non-empty level, all of it or n drawn without replacement.
        bucket = next(bucket for bucket in buckets if bucket)
        if prefer is None:
            return bucket if len(bucket) <= n else rng.sample(bucket, n)
        return _preferred(bucket, n, rng, prefer)
    if by_seat is None and accept is None and prefer is None:
        return [layouts.sample(rng) for _ in range(n)]
    tries = budget if budget is not None else 200 + 50 * n
    asks = _PREFER_ASKS * n
    shaped = _shaped(facts, by_seat) if shape else None
    for source in (layouts,) if shaped is None else (shaped, layouts):
        for _ in range(max(tries, n)):
            deal = source.sample(rng)
            level = _level(deal, facts.hidden, by_seat, accept, prefer if asks > 0 else None)
            if level == 0 and asks <= 0:
                level = 1  # not asked: ranked with the deals prefer rejected
            asks -= prefer is not None and level <= 1
            buckets[level].append(deal)
            if len(buckets[0]) >= n or (asks <= 0 and len(buckets[0]) + len(buckets[1]) >= n):
                break
        if len(buckets[0]) + len(buckets[1]) >= n:
            break  # else the relaxed ranges take deals of any shape
    chosen: list[Deal] = []
    for bucket in buckets:
        chosen.extend(bucket[: n - len(chosen)])
    return chosen
