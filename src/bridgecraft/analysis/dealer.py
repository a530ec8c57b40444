"""Constrained dealing: deals drawn uniformly among those that satisfy a spec.

>>> dealer = Dealer("N: hcp 15-17 balanced; S: spades >= 5; dealer S; vul NS")
>>> deal = next(dealer.deals(1, seed=7))
>>> 15 <= deal[Seat.N].hcp <= 17, deal[Seat.S].shape[0] >= 5, dealer.dealer, dealer.vulnerability
(True, True, Seat.S, Vulnerability.NS)
>>> dealer.method
'direct N'

How it deals (and why every satisfying deal is equally likely)
-----------------------------------------------------------------

The spec is a conjunction of parts. Cards fixed at the top level (a predeal) are given to
their seats first. Among the seats with conditions on their own hand only, the one whose
conditions are rarest is **sampled directly**: every shape (and, when the conditions read
HCP, every split of the HCP among the four suits) is weighed by its exact number of hands,
counted from per-suit tables of the 8192 holdings (less the cards predealt elsewhere); one
(shape, split) is drawn with probability proportional to its count, then a holding of the
right length (and HCP) in each suit uniformly. The hand is therefore uniform over the set
``A`` of hands whose (shape, HCP split) the conditions accept. The other free cards are then
dealt uniformly to the other seats (partial Fisher-Yates), and every remaining condition --
other seats, conditions across hands, and the direct seat's conditions when shape and HCP
alone do not settle them -- is checked; a deal that fails is thrown away **whole** and the
next attempt starts again from the direct hand.

Proof of uniformity. Let ``S`` be the satisfying deals, all of whose direct hands lie in
``A``. One attempt gives a deal ``d`` with direct hand ``h`` in ``A`` with probability
``P(d) = (1/|A|) * (1/R)``, where ``R`` is the number of ways to deal the free cards left
by ``h`` to the other seats; ``R`` is the same for every ``h`` (the other seats' numbers of
free cards do not depend on which cards ``h`` holds), so ``P(d)`` is one constant ``c`` for
every deal the attempt can produce. Attempts are independent, and the first accepted one is
returned, so the result is ``d`` with probability ``c / (c * |S|) = 1 / |S|`` for every
``d`` in ``S``: uniform. This needs ONE directly sampled hand: sampling a second hand
directly given the first would weigh first hands by how many second hands they leave,
which is not constant. Without a rare single-hand condition, or when it is not decomposable,
the whole deal is dealt uniformly and checked (plain rejection), uniform by the same
argument with ``|A| = 1``.

Impossible specs
----------------

A spec whose parts contradict each other is refused when the dealer is compiled (the first
deal, or ``method``), with an :class:`~bridgecraft.core.AnalysisError` that says why:

>>> Dealer("N: hcp >= 22; S: hcp >= 20").method
Traceback (most recent call last):
...
bridgecraft.core.errors.AnalysisError: impossible spec 'N: hcp >= 22; S: hcp >= 20': North \
and South need at least 42 HCP between them, and there are 40

Cards predealt twice and a seat no hand satisfies alone (its plan has no entry) are found
first. Then each hand's HCP, suit lengths and HCP in each suit get lower and upper bounds
from its predealt cards, from its plan (the least and most of each value over the entries,
which cover every hand that satisfies the seat's own conditions), and from each comparison
at the top level of the spec that reads only these values (``not`` makes the opposite
comparison, ``not (a or b)`` two; an ``or`` gives nothing). A sum over seats of one value,
such as ``hcp(N) + hcp(S)``, gets bounds of its own. What every deal satisfies ties them
together: 13 cards and 10 HCP in each suit, 40 HCP in all, 13 cards in a hand, a hand's HCP
the sum of its suits', at most 4, 7, 9 HCP in a suit of 1, 2, 3 cards (and at least 1, 3,
6, 10 in one of 10 to 13). Each of these, and each comparison, narrows the bounds of the
values it adds up, in turn, until nothing changes; when one of them can no longer hold
within the bounds, the spec is refused, naming it: "North and South need at least 14
spades between them, and there are 13".

Controls, losers and quick tricks are bounded too, by what a hand can hold (0 to 12
controls, 0 to 12 losers, 0 to 8 quick tricks in halves), by the predealt cards and by the
spec's comparisons, and the pack holds 12 controls: ``N: losers 13``, ``N: quicktricks
1.25`` and ``N: controls 7+; S: controls 6+`` are refused at once. Nothing ties them to a
hand's shape or HCP.

It is sound: every bound holds in every deal that satisfies the spec, and narrowing only
removes values no such deal has, so a refused spec has no satisfying deal. It is not
complete. Not found: contradictions inside an ``or`` across hands (``N(spades 13) or
S(hearts 13); S: spades 1+``), or only by cases (``spades 7+ or hearts 7+`` for three
hands: two would need the same suit), between controls, losers or quick tricks and a
hand's shape or HCP (``N: hcp 3; controls 4``), or in ``!=``. Such specs still end after
``max_attempts``. The check takes about a millisecond.
"""

from __future__ import annotations

import random as _random
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import perm, prod

from bridgecraft.analysis._feasibility import COLUMNS, check_feasible
from bridgecraft.analysis.constraints import (
    ALL_SHAPES,
    BoardSettings,
    Constraint,
    Every,
    Holds,
)
from bridgecraft.analysis.evaluation import HOLDING_HCP
from bridgecraft.core import (
    AnalysisError,
    Board,
    BySeat,
    Deal,
    Hand,
    InvalidNotationError,
    Seat,
    Vulnerability,
)
from bridgecraft.core.checks import is_whole

__all__ = ["Dealer"]

Masks = tuple[int, int, int, int]
Drawer = Callable[[_random.Random], Masks]
Item = tuple[int, tuple[int, ...]]
"""A holding placed in its suit (52-bit mask) and the free cards of the suit it leaves."""

_DIRECT_WORTH = 0.5  # sample a hand directly when at most this share of its hands qualify
_MAX_SPLITS = 60_000  # (shape, HCP split) entries before falling back to shape entries
_SYSTEM_RANDOM = _random.SystemRandom()


@lru_cache(maxsize=64)
def _suit_tables(
    suit: int, fixed: int, banned: int
) -> tuple[list[list[Item]], list[list[list[Item]]]]:
    """Holdings of one suit containing ``fixed`` and none of ``banned`` (13-bit), by length
    and by (length, HCP)."""
    shift = 13 * suit
    bits = [1 << (shift + rank) for rank in range(13)]
    by_length: list[list[Item]] = [[] for _ in range(14)]
    by_hcp: list[list[list[Item]]] = [[[] for _ in range(11)] for _ in range(14)]
    for holding in range(8192):
        if holding & fixed != fixed or holding & banned:
            continue
        taken = holding | banned
        item = (holding << shift, tuple(bits[r] for r in range(13) if not taken >> r & 1))
        length = holding.bit_count()
        by_length[length].append(item)
        by_hcp[length][HOLDING_HCP[holding]].append(item)
    return by_length, by_hcp


@dataclass(slots=True)
class _SeatPlan:
    seat: Seat
    entries: list[tuple[int, Sequence[Sequence[Item]]]]
    weight: int
    share: float
    exact: bool
    low: list[int]
    """The least HCP, lengths (C D H S) and suits' HCP of the hands the entries hold."""
    high: list[int]
    """The most."""


def _plan_seat(seat: Seat, condition: Constraint, predeal: Masks) -> _SeatPlan:
    """Weigh every (shape, HCP split) of ``seat``'s hand that ``condition`` may accept."""
    fixed = predeal[seat]
    banned = 0
    for other in Seat:
        if other != seat:
            banned |= predeal[other]
    tables = [
        _suit_tables(suit, fixed >> 13 * suit & 0x1FFF, banned >> 13 * suit & 0x1FFF)
        for suit in range(4)
    ]
    spans = [[_hcp_span(by_hcp) for by_hcp in table[1]] for table in tables]  # by suit, length
    low, high = [99] * COLUMNS, [-1] * COLUMNS
    reads_hcp = condition.reads_hcp
    entries: list[tuple[int, Sequence[Sequence[Item]]]] = []
    exact = True
    total = 0
    splits = 0
    for shape in ALL_SHAPES:
        lengths = (shape[3], shape[2], shape[1], shape[0])  # by suit: C, D, H, S
        lists = [tables[suit][0][lengths[suit]] for suit in range(4)]
        weight = prod(len(items) for items in lists)
        if not weight:
            continue
        total += weight
        verdict = condition.decide(seat, shape, None)
        if verdict is False:
            continue
        if verdict is None and reads_hcp and splits < _MAX_SPLITS:
            verdicts = [condition.decide(seat, shape, hcp) for hcp in range(38)]
            if any(v is not None for v in verdicts):
                accepted = [hcp for hcp, v in enumerate(verdicts) if v is not False]
                exact &= all(verdicts[hcp] is True for hcp in accepted)
                added = _add_splits(entries, tables, lengths, accepted)
                splits += added
                if added:
                    _widen(low, high, lengths, spans, accepted[0], accepted[-1])
                continue
        entries.append((weight, lists))
        exact &= verdict is True
        _widen(low, high, lengths, spans, 0, 40)
    weight = sum(entry[0] for entry in entries)
    share = weight / total if total else 0.0
    return _SeatPlan(seat, entries, weight, share, exact, low, high)


def _hcp_span(by_hcp: list[list[Item]]) -> tuple[int, int]:
    """The least and most HCP of the holdings of one length in a suit."""
    points = [hcp for hcp, items in enumerate(by_hcp) if items]
    return (points[0], points[-1]) if points else (0, 0)


def _widen(
    low: list[int],
    high: list[int],
    lengths: tuple[int, int, int, int],
    spans: list[list[tuple[int, int]]],
    fewest: int,
    most: int,
) -> None:
    """Widen a plan's bounds to take in the hands of one shape with ``fewest`` to ``most``
    HCP."""
    c, d, h, s = lengths
    ranges = (spans[0][c], spans[1][d], spans[2][h], spans[3][s])
    least = ranges[0][0] + ranges[1][0] + ranges[2][0] + ranges[3][0]
    top = ranges[0][1] + ranges[1][1] + ranges[2][1] + ranges[3][1]
    fewest, most = max(fewest, least), min(most, top)
    if fewest > most:
        return
    if fewest < low[0]:
        low[0] = fewest
    if most > high[0]:
        high[0] = most
    for column, length, (bottom, peak) in zip((1, 2, 3, 4), lengths, ranges, strict=True):
        # This suit's HCP: what the others leave of fewest to most, within its own range.
        bottom, peak = max(bottom, fewest - top + peak), min(peak, most - least + bottom)
        if length < low[column]:
            low[column] = length
        if length > high[column]:
            high[column] = length
        if bottom < low[column + 4]:
            low[column + 4] = bottom
        if peak > high[column + 4]:
            high[column + 4] = peak


def _add_splits(
    entries: list[tuple[int, Sequence[Sequence[Item]]]],
    tables: list[tuple[list[list[Item]], list[list[list[Item]]]]],
    lengths: tuple[int, int, int, int],
    accepted: list[int],
) -> int:
    by_hcp = [tables[suit][1][lengths[suit]] for suit in range(4)]
    clubs, diamonds, hearts, spades = by_hcp
    added = 0
    for club_hcp, club_items in enumerate(clubs):
        if not club_items:
            continue
        for diamond_hcp, diamond_items in enumerate(diamonds):
            if not diamond_items:
                continue
            for heart_hcp, heart_items in enumerate(hearts):
                if not heart_items:
                    continue
                low = club_hcp + diamond_hcp + heart_hcp
                for total in accepted:
                    spade_hcp = total - low
                    if 0 <= spade_hcp <= 10 and spades[spade_hcp]:
                        spade_items = spades[spade_hcp]
                        lists = (club_items, diamond_items, heart_items, spade_items)
                        weight = len(club_items) * len(diamond_items) * len(heart_items)
                        entries.append((weight * len(spade_items), lists))
                        added += 1
    return added


def _direct_drawer(plan: _SeatPlan, predeal: Masks) -> Drawer:
    """Draw the planned seat's hand by (shape, split) weights, then deal the rest."""
    seat = plan.seat
    others = [other for other in Seat if other != seat]
    caps = [13 - predeal[other].bit_count() for other in others]
    free = sum(caps)
    steps = tuple((size, size - 1) for size in range(free, caps[2], -1))
    space = perm(free, free - caps[2])
    total = plan.weight
    starts: list[int] = []
    table: list[tuple[Sequence[Item], int, Sequence[Item], int, Sequence[Item], int]] = []
    last: list[Sequence[Item]] = []
    position = 0
    for weight, lists in plan.entries:
        starts.append(position)
        position += weight
        table.append((lists[0], len(lists[0]), lists[1], len(lists[1]), lists[2], len(lists[2])))
        last.append(lists[3])
    cut1 = free - caps[0]
    cut2 = cut1 - caps[1]
    fixed = predeal[seat]
    fixed1, fixed2, fixed3 = (predeal[other] for other in others)
    where = [0, 0, 0, 0]
    for place, who in enumerate((seat, *others)):
        where[who] = place
    north, east, south, west = where
    randrange = _random.Random.randrange

    def draw(rng: _random.Random) -> Masks:
        rest, choice = divmod(randrange(rng, total * space), total)
        index = bisect_right(starts, choice) - 1
        choice -= starts[index]
        clubs, n_clubs, diamonds, n_diamonds, hearts, n_hearts = table[index]
        choice, club = divmod(choice, n_clubs)
        choice, diamond = divmod(choice, n_diamonds)
        spade, heart = divmod(choice, n_hearts)
        mask0, rest0 = clubs[club]
        mask1, rest1 = diamonds[diamond]
        mask2, rest2 = hearts[heart]
        mask3, rest3 = last[index][spade]
        deck = [*rest0, *rest1, *rest2, *rest3]
        for size, end in steps:
            rest, pick = divmod(rest, size)
            deck[pick], deck[end] = deck[end], deck[pick]
        hands = (
            mask0 | mask1 | mask2 | mask3 | fixed,
            sum(deck[cut1:]) | fixed1,
            sum(deck[cut2:cut1]) | fixed2,
            sum(deck[:cut2]) | fixed3,
        )
        return (hands[north], hands[east], hands[south], hands[west])

    return draw


def _fill_drawer(predeal: Masks) -> Drawer:
    """Deal the cards not predealt uniformly to the seats' free places."""
    taken = predeal[0] | predeal[1] | predeal[2] | predeal[3]
    cards = [1 << card for card in range(52) if not taken >> card & 1]
    caps = [13 - mask.bit_count() for mask in predeal]
    free = len(cards)
    steps = tuple((size, size - 1) for size in range(free, caps[3], -1))
    space = perm(free, free - caps[3])
    cut0 = free - caps[0]
    cut1 = cut0 - caps[1]
    cut2 = cut1 - caps[2]
    north, east, south, west = predeal
    randrange = _random.Random.randrange

    def draw(rng: _random.Random) -> Masks:
        rest = randrange(rng, space)
        deck = cards.copy()
        for size, end in steps:
            rest, pick = divmod(rest, size)
            deck[pick], deck[end] = deck[end], deck[pick]
        return (
            sum(deck[cut0:]) | north,
            sum(deck[cut1:cut0]) | east,
            sum(deck[cut2:cut1]) | south,
            sum(deck[:cut2]) | west,
        )

    return draw


@dataclass(slots=True)
class _Compiled:
    draw: Drawer
    check: Callable[[Masks], bool] | None
    method: str


def _split(spec: Constraint) -> tuple[list[Constraint], Masks, Seat | None, Vulnerability | None]:
    """The conditions, the predeal masks, the dealer and the vulnerability of a spec."""
    parts = list(spec.parts) if isinstance(spec, Every) else [spec]
    predeal = [0, 0, 0, 0]
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    conditions: list[Constraint] = []
    while parts:
        part = parts.pop(0)
        if isinstance(part, Every):
            parts[:0] = part.parts
        elif isinstance(part, Holds):
            clash = part.cards.mask & ~predeal[part.seat]
            for seat in Seat:
                if seat != part.seat and predeal[seat] & clash:
                    cards = " ".join(str(card) for card in Hand(predeal[seat] & clash))
                    raise AnalysisError(
                        f"impossible spec {str(spec)!r}: {cards} predealt to both "
                        f"{seat} and {part.seat}"
                    )
            predeal[part.seat] |= part.cards.mask
            if predeal[part.seat].bit_count() > 13:
                raise AnalysisError(
                    f"impossible spec {str(spec)!r}: {part.seat} is given "
                    f"{predeal[part.seat].bit_count()} cards (at most 13)"
                )
        elif isinstance(part, BoardSettings):
            for name, value, known in (
                ("dealer", part.dealer, dealer),
                ("vulnerability", part.vulnerability, vulnerability),
            ):
                if value is not None and known is not None and value != known:
                    raise AnalysisError(
                        f"impossible spec {str(spec)!r}: {name} set to both {known} and {value}"
                    )
            dealer = part.dealer if part.dealer is not None else dealer
            if part.vulnerability is not None:
                vulnerability = part.vulnerability
        else:
            conditions.append(part)
    return conditions, (predeal[0], predeal[1], predeal[2], predeal[3]), dealer, vulnerability


def _compile(conditions: list[Constraint], predeal: Masks, strategy: str, text: str) -> _Compiled:
    by_seat: dict[Seat, list[Constraint]] = {}
    for part in conditions:
        if len(part.seats) == 1:
            by_seat.setdefault(next(iter(part.seats)), []).append(part)
    plans = [_plan_seat(seat, Every(tuple(parts)), predeal) for seat, parts in by_seat.items()]
    for plan in plans:
        if not plan.weight:
            condition = Every(tuple(by_seat[plan.seat]))
            raise AnalysisError(
                f"impossible spec {text!r}: no {plan.seat.full_name} hand satisfies "
                f"{str(condition)!r}" + (" with the cards predealt" if any(predeal) else "")
            )
    check_feasible(conditions, predeal, plans, text)
    best = min(plans, key=lambda plan: plan.share, default=None)
    remaining = list(conditions)
    if strategy == "auto" and best is not None and best.share <= _DIRECT_WORTH:
        draw = _direct_drawer(best, predeal)
        method = f"direct {best.seat}"
        if best.exact:
            remaining = [part for part in conditions if part not in by_seat[best.seat]]
    else:
        draw = _fill_drawer(predeal)
        method = "rejection"
    check = Every(tuple(remaining)).compile() if remaining else None
    return _Compiled(draw, check, method)


def _rebuild(spec: str | Constraint | None, max_attempts: int, strategy: str) -> Dealer:
    return Dealer(spec, max_attempts=max_attempts, strategy=strategy)


class Dealer:
    """Deals uniformly among the deals that satisfy a spec: text in the dealer language
    (see :mod:`bridgecraft.analysis.dealer_lang`), a
    :class:`~bridgecraft.analysis.constraints.Constraint`, or None (every deal).

    ``max_attempts`` caps the deals tried for one satisfying deal (then
    :class:`~bridgecraft.core.AnalysisError`); a spec whose parts contradict each other is
    refused before the first attempt (see "Impossible specs" in the module docstring).
    ``strategy="rejection"`` turns off direct
    sampling (for comparisons; the distribution is the same). A Dealer pickles as its spec.

    >>> import random
    >>> from bridgecraft.analysis.constraints import north, south
    >>> dealer = Dealer(north.spades.equals(7) | south.hearts.equals(7))
    >>> deal = dealer.deal(random.Random(1))
    >>> deal[Seat.N].shape[0] == 7 or deal[Seat.S].shape[1] == 7
    True
    """

    __slots__ = (
        "_compiled",
        "_conditions",
        "_max_attempts",
        "_spec",
        "_strategy",
        "_text",
        "constraint",
        "dealer",
        "predeal",
        "vulnerability",
    )
    constraint: Constraint
    """The spec as a constraint."""
    dealer: Seat | None
    """The dealer the spec sets, or None."""
    vulnerability: Vulnerability | None
    """The vulnerability the spec sets, or None."""
    predeal: BySeat[Hand]
    """The cards the spec fixes in each hand."""

    def __init__(
        self,
        spec: str | Constraint | None = None,
        *,
        max_attempts: int = 1_000_000,
        strategy: str = "auto",
    ) -> None:
        if strategy not in ("auto", "rejection"):
            raise InvalidNotationError(
                f"invalid strategy {strategy!r}: expected 'auto' or 'rejection'"
            )
        if not is_whole(max_attempts, 1):
            raise InvalidNotationError(
                f"invalid max_attempts {max_attempts!r}: expected a whole number >= 1"
            )
        if spec is None:
            constraint: Constraint = Every(())
        elif isinstance(spec, str):
            from bridgecraft.analysis.dealer_lang import parse_spec

            constraint = parse_spec(spec)
        elif isinstance(spec, Constraint):
            constraint = spec
        else:
            raise InvalidNotationError(
                f"invalid dealer spec {spec!r}: expected text, a Constraint or None"
            )
        self._spec = spec
        self._text = spec if isinstance(spec, str) else str(constraint)
        self._max_attempts = max_attempts
        self._strategy = strategy
        self.constraint = constraint
        conditions, predeal, self.dealer, self.vulnerability = _split(constraint)
        self._conditions = conditions
        self.predeal = BySeat(*(Hand(mask) for mask in predeal))
        self._compiled: _Compiled | None = None

    def _plan(self) -> _Compiled:
        if self._compiled is None:
            masks = (
                self.predeal.north.mask,
                self.predeal.east.mask,
                self.predeal.south.mask,
                self.predeal.west.mask,
            )
            self._compiled = _compile(self._conditions, masks, self._strategy, self._text)
        return self._compiled

    @property
    def method(self) -> str:
        """How deals are made: ``'direct N'`` (North's hand sampled directly, the rest by
        rejection) or ``'rejection'``."""
        return self._plan().method

    def deal(self, rng: _random.Random | None = None) -> Deal:
        """One deal satisfying the spec, uniformly among all such deals.

        Pass a seeded :class:`random.Random` for repeatable deals; by default the operating
        system's cryptographic generator is used.
        """
        if rng is not None and not isinstance(rng, _random.Random):
            raise InvalidNotationError(
                f"invalid rng {rng!r}: expected a random.Random or None (see deals for seeds)"
            )
        compiled = self._plan()
        draw, check = compiled.draw, compiled.check
        source = rng or _SYSTEM_RANDOM
        for _ in range(self._max_attempts):
            masks = draw(source)
            if check is None or check(masks):
                return Deal._trusted(masks)
        raise self._exhausted()

    def deals(self, n: int, *, seed: int | str | None = None) -> Iterator[Deal]:
        """``n`` deals satisfying the spec, from ``random.Random(seed)`` (repeatable when a
        seed is given: a whole number from 0, or text)."""
        if not is_whole(n, 0):
            raise InvalidNotationError(f"invalid number of deals {n!r}: expected >= 0")
        if seed is not None and not isinstance(seed, str) and not is_whole(seed, 0):
            raise InvalidNotationError(
                f"invalid seed {seed!r}: expected a whole number >= 0, text or None"
            )
        compiled = self._plan()
        return self._generate(n, _random.Random(seed), compiled)

    def _generate(self, n: int, rng: _random.Random, compiled: _Compiled) -> Iterator[Deal]:
        draw, check, trusted, limit = (
            compiled.draw,
            compiled.check,
            Deal._trusted,
            self._max_attempts,
        )
        for _ in range(n):
            for _attempt in range(limit):
                masks = draw(rng)
                if check is None or check(masks):
                    break
            else:
                raise self._exhausted()
            yield trusted(masks)

    def boards(self, n: int, *, seed: int | str | None = None, first: int = 1) -> Iterator[Board]:
        """``n`` boards numbered from ``first``, with the spec's dealer and vulnerability
        (the board number's, Law 2, where the spec sets none)."""
        if not is_whole(first, 1):
            raise InvalidNotationError(
                f"invalid first board number {first!r}: boards are numbered from 1"
            )
        deals = self.deals(n, seed=seed)
        dealer, vulnerability = self.dealer, self.vulnerability
        return (
            Board(number, deal, dealer=dealer, vulnerability=vulnerability)
            for number, deal in enumerate(deals, start=first)
        )

    def _exhausted(self) -> AnalysisError:
        return AnalysisError(
            f"no deal satisfying {self._text!r} found in {self._max_attempts:,} attempts: the "
            "spec may be impossible or very rare (raise max_attempts or loosen the spec)"
        )

    def __reduce__(self) -> tuple[object, tuple[str | Constraint | None, int, str]]:
        return (_rebuild, (self._spec, self._max_attempts, self._strategy))

    def __repr__(self) -> str:
        return f"Dealer({self._spec!r})"
