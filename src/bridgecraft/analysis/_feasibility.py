"""The dealer's feasibility check: a spec whose parts contradict each other across hands is
refused before any attempt (see "Impossible specs" in :mod:`bridgecraft.analysis.dealer`).

Bounds on 12 values of each hand, variable ``12 * seat + column``: column 0 is its HCP, 1-4
its lengths in clubs, diamonds, hearts, spades, 5-8 its HCP in them, 9 its controls, 10 its
losers and 11 its quick tricks counted in halves (so that every value is a whole number). A
sum over seats in the spec, such as hcp(N) + hcp(S), gets a variable of its own (a group).
Every bound holds in every deal that satisfies the spec, so bounds that contradict each
other prove there is none.

Controls, losers and quick tricks are bounded by their ranges over all hands (0-12, 0-12
and 0-16 halves, from the holding tables of :mod:`~bridgecraft.analysis.evaluation`), by
the predealt cards (controls and quick tricks never fall when a hand gains a card) and by
the spec's comparisons; the pack holds 12 controls. Nothing ties them to a hand's shape or
HCP.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from math import ceil, floor
from typing import Protocol

from bridgecraft.analysis.constraints import AnyOf, Compare, Constraint, Every, Not, Term
from bridgecraft.analysis.evaluation import (
    HOLDING_CONTROLS,
    HOLDING_HALF_QUICK_TRICKS,
    HOLDING_HCP,
)
from bridgecraft.core import AnalysisError, Seat, Suit

__all__ = ["COLUMNS", "SeatBounds", "check_feasible"]


COLUMNS = 9
"""The values a seat's plan bounds: its HCP, its four lengths and its four suits' HCP."""
_WIDTH = 12
"""The values bounded in each hand: the plan's, then its controls, losers and half quick
tricks."""
_CONTROLS, _LOSERS, _HALVES = 9, 10, 11
_TOTALS = (40, 13, 13, 13, 13, 10, 10, 10, 10, 12, None, None)  # over the four hands
_MOST = (37, 13, 13, 13, 13, 10, 10, 10, 10, 12, 12, 16)  # the most one hand can have
_KINDS = {"hcp": 0, "controls": _CONTROLS, "losers": _LOSERS, "quick_tricks": _HALVES}
_TOP = (0, 4, 7, 9, *(10,) * 10)  # the most HCP in a suit of each length
_BOTTOM = (*(0,) * 10, 1, 3, 6, 10)  # the fewest
_SUITS = tuple(suit.full_name for suit in Suit)
_NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
_ROUNDS = 50  # passes over the rows at most (stopping early only loses bounds)
_Why = Callable[[list[int], list[int], bool], str]
"""Why a row cannot hold, given the bounds and whether its most is under its low end."""
_Part = tuple[int, tuple[Seat, ...]]
"""A variable and the seats it sums."""


@dataclass(frozen=True, slots=True)
class _Row:
    """``low <= sum(coefficient * variable) <= high``, either end possibly open."""

    terms: tuple[tuple[int, int], ...]
    low: int | None
    high: int | None
    why: _Why


class _ContradictionError(Exception):
    """The reason a spec is impossible, raised inside the check."""


def _unit(column: int, count: float) -> str:
    if column in (0, 5, 6, 7, 8):
        return "HCP" + (f" in {_SUITS[column - 5]}" if column else "")
    if column >= _CONTROLS:
        word = ("controls", "losers", "quick tricks")[column - _CONTROLS]
        return word[:-1] if count == 1 else word
    return _SUITS[column - 1][: -1 if count == 1 else None]


def _amount(column: int, value: int) -> str:
    """A variable's value as the spec counts it (quick tricks are held in halves)."""
    if column != _HALVES:
        return str(value)
    return str(value // 2) if value % 2 == 0 else str(value / 2)


def _who(seats: Sequence[Seat]) -> str:
    names = [seat.full_name for seat in sorted(seats)]
    return " and ".join(filter(None, (", ".join(names[:-1]), names[-1])))


def _extent(terms: Sequence[tuple[int, int]], low: list[int], high: list[int]) -> tuple[int, int]:
    least = most = 0
    for var, coef in terms:
        least += coef * (low[var] if coef > 0 else high[var])
        most += coef * (high[var] if coef > 0 else low[var])
    return least, most


def _tighten(row: _Row, low: list[int], high: list[int]) -> bool:
    """Check a row against the bounds, then narrow each of its variables' bounds by it."""
    least, most = _extent(row.terms, low, high)
    short = row.low is not None and most < row.low
    if short or (row.high is not None and least > row.high):
        raise _ContradictionError(row.why(low, high, short))
    changed = False
    for var, coef in row.terms:
        own_least, own_most = _extent(((var, coef),), low, high)
        for end, rest, floor_side in (
            (row.low, most - own_most, False),
            (row.high, least - own_least, True),
        ):
            if end is None:
                continue
            # coef * var >= end - rest (low end) or <= end - rest (high end)
            limit = end - rest
            if (coef > 0) == floor_side:
                bound = limit // coef
                if bound < high[var]:
                    high[var], changed = bound, True
            else:
                bound = -(-limit // coef)
                if bound > low[var]:
                    low[var], changed = bound, True
    return changed


def _link(var: int, low: list[int], high: list[int]) -> bool:
    """Bound a suit's HCP by its length (``var``) and its length by its HCP."""
    points, name, suit = var + 4, Seat(var // _WIDTH).full_name, _SUITS[var % _WIDTH - 1]
    if _TOP[high[var]] < low[points]:
        raise _ContradictionError(
            f"{name} needs at least {low[points]} HCP in {suit} but can hold at most "
            f"{high[var]} {_unit(var % _WIDTH, high[var])}"
        )
    if _BOTTOM[low[var]] > high[points]:
        raise _ContradictionError(
            f"{name} needs at least {low[var]} {suit} but can have at most {high[points]} "
            "HCP in them"
        )
    bounds = (
        max(low[var], min(n for n in range(14) if _TOP[n] >= low[points])),
        min(high[var], max(n for n in range(14) if _BOTTOM[n] <= high[points])),
        max(low[points], _BOTTOM[low[var]]),
        min(high[points], _TOP[high[var]]),
    )
    changed = bounds != (low[var], high[var], low[points], high[points])
    low[var], high[var], low[points], high[points] = bounds
    return changed


def _column_why(column: int, parts: Sequence[_Part]) -> _Why:
    """Why one column cannot add up over ``parts``, which split the four seats."""

    def why(low: list[int], high: list[int], short: bool) -> str:
        total, unit = _TOTALS[column], _unit(column, 2)
        assert total is not None
        if short:
            most = sum(high[var] for var, _ in parts)
            detail = ", ".join(f"{_who(seats)} {high[var]}" for var, seats in parts)
            return (
                f"the four hands can hold at most {most} {_unit(column, most)} between them "
                f"({detail}), and there are {total}"
            )
        needs = [(var, seats) for var, seats in parts if low[var] > 0]
        least = sum(low[var] for var, _ in needs)
        if all(len(seats) == 1 for _, seats in needs):
            who = _who([seats[0] for _, seats in needs])
            return f"{who} need at least {least} {unit} between them, and there are {total}"
        words = []
        for n, (var, seats) in enumerate(needs):
            who = _who(seats) + " together" * (len(seats) > 1)
            verb = "" if n else " needs" if len(seats) == 1 else " need"
            words.append(f"{who}{verb} at least {low[var]}" + ("" if n else f" {unit}"))
        return f"{' and '.join(words)}: {least} in all, and there are {total}"

    return why


def _sum_why(name: str, column: int, whole: int | None, parts: Sequence[tuple[str, int]]) -> _Why:
    """Why ``whole`` (a variable, or a hand's 13 cards when None) cannot be the sum of
    ``parts``, values of ``column``."""

    def why(low: list[int], high: list[int], short: bool) -> str:
        bounds = (high if short else low) if whole is None else (low if short else high)
        count = _amount(column, sum(bounds[var] for _, var in parts))
        detail = ", ".join(f"{label} {_amount(column, bounds[var])}" for label, var in parts)
        needs = "need" if " and " in name else "needs"
        unit = _unit(column, 2)
        if whole is None:
            has = f"has 13 cards but {'can hold at most' if short else 'would need'} {count}"
        elif short:
            most = _amount(column, high[whole])
            has = f"can hold at most {most} {unit} but {needs} at least {count}"
        else:
            least = _amount(column, low[whole])
            has = f"{needs} at least {least} {unit} but can hold at most {count}"
        return f"{name} {has} ({detail})"

    return why


def _spec_why(compare: Compare, terms: tuple[tuple[int, int], ...], scale: int) -> _Why:
    """Why a comparison of the spec cannot hold (its row is ``scale`` times the comparison)."""

    def why(low: list[int], high: list[int], short: bool) -> str:
        least, most = _extent(terms, low, high)
        value = (most if short else least) / scale + compare.term.constant
        number = str(int(value)) if value == int(value) else str(value)
        bound = f"at {'most' if short else 'least'} {number}"
        return f"{compare} cannot hold: {compare.term} is {bound} given the rest of the spec"

    return why


def _comparisons(part: Constraint, negated: bool = False) -> Iterator[Compare]:
    """The comparisons a top-level part implies: itself, what ``not`` makes of one, and the
    parts of a conjunction (``not (a or b)`` is one); none from a disjunction."""
    if isinstance(part, Not):
        yield from _comparisons(part.part, not negated)
    elif isinstance(part, Compare):
        yield Compare(part.term, _NEGATED[part.op], part.value) if negated else part
    elif isinstance(part, AnyOf if negated else Every):
        for inner in part.parts:
            yield from _comparisons(inner, negated)


def _linear(compare: Compare) -> tuple[dict[int, int], int | None, int | None, int] | None:
    """``compare`` as ``low <= sum(coefficient * variable) <= high`` times a scale (2 when
    it reads quick tricks, which are held in halves, else 1), and the scale; None when it
    says nothing so (``!=``, huge numbers)."""
    scale = 2 if any(measure.kind == "quick_tricks" for measure, _ in compare.term.parts) else 1
    coefs: dict[int, int] = {}
    for measure, coef in compare.term.parts:
        if measure.kind in _KINDS:
            column = _KINDS[measure.kind]
        else:
            assert measure.suit is not None
            column = measure.suit + (1 if measure.kind == "length" else 5)
        var = _WIDTH * measure.seat + column
        coefs[var] = coefs.get(var, 0) + coef * (1 if column == _HALVES else scale)
    constant, op = compare.term.constant, compare.op
    size = 40 * sum(abs(coef) for coef in coefs.values()) + scale * (
        abs(constant) + abs(compare.value)
    )
    if op == "!=" or not size < 1e6:
        return None
    # The sum is a whole number (of halves, at scale 2); the test adds the constant in
    # floating point, exactly when both numbers are whole at this scale.
    value, constant = scale * compare.value, scale * constant
    bound = value - constant
    slack = 0.0 if float(value).is_integer() and float(constant).is_integer() else 1e-6
    low = ceil(bound - slack) if op in (">=", "==") else floor(bound - slack) + 1
    high = floor(bound + slack) if op in ("<=", "==") else ceil(bound + slack) - 1
    return (
        {var: coef for var, coef in coefs.items() if coef},
        low if op in (">=", ">", "==") else None,
        high if op in ("<=", "<", "==") else None,
        scale,
    )


class SeatBounds(Protocol):
    """A seat's bounds over the hands that satisfy its own conditions (a dealer's plan)."""

    seat: Seat
    low: list[int]
    """The least HCP, lengths (C D H S) and suits' HCP, by column."""
    high: list[int]
    """The most."""


def check_feasible(
    conditions: Sequence[Constraint],
    predeal: tuple[int, int, int, int],
    plans: Sequence[SeatBounds],
    text: str,
) -> None:
    """Refuse a spec whose parts contradict each other across hands (see the module
    docstring): bounds on each hand's HCP, lengths, suits' HCP, controls, losers and quick
    tricks from the predeal, the seats' plans and the comparisons at the top level,
    narrowed until they settle."""
    low = [0] * (4 * _WIDTH)
    high = list(_MOST) * 4
    for seat in Seat:
        base = _WIDTH * seat
        for suit in range(4):
            holding = predeal[seat] >> 13 * suit & 0x1FFF
            low[base + 1 + suit] = holding.bit_count()
            low[base + 5 + suit] = HOLDING_HCP[holding]
            # A hand holds at least the controls and quick tricks of its predealt cards:
            # neither ever falls when a suit gains a card (losers do, so they get none).
            low[base + _CONTROLS] += HOLDING_CONTROLS[holding]
            low[base + _HALVES] += HOLDING_HALF_QUICK_TRICKS[holding]
        low[base] = sum(low[base + 5 : base + 9])
    for plan in plans:
        for column in range(COLUMNS):
            var = _WIDTH * plan.seat + column
            low[var], high[var] = max(low[var], plan.low[column]), min(high[var], plan.high[column])
    first: list[_Row] = []  # conditions on one variable: they narrow the bounds first
    last: list[_Row] = []
    groups: dict[tuple[int, tuple[Seat, ...]], int] = {}
    try:
        for part in conditions:
            if not part.seats and not part.test((0, 0, 0, 0)):
                raise _ContradictionError(f"{part} is never true")
            for compare in _comparisons(part):
                linear = _linear(compare)
                if linear is None:
                    continue
                coefs, least, most, scale = linear
                if least is not None and most is not None and least > most:
                    whole = Term(compare.term.parts)
                    kind = "a whole number" if scale == 1 else "a multiple of 0.5"
                    raise _ContradictionError(f"{compare} cannot hold: {whole} is {kind}")
                # As it is, and with each sum over seats in one column as one variable.
                terms = tuple(coefs.items())
                grouped = _grouped(terms, groups, low, high)
                for row_terms in (terms, grouped) if grouped != terms else (terms,):
                    row = _Row(row_terms, least, most, _spec_why(compare, row_terms, scale))
                    (first if len(row_terms) == 1 else last).append(row)
        rows = first + _identities(groups) + last
        for _ in range(_ROUNDS):
            changed = False
            for row in rows:
                changed |= _tighten(row, low, high)
            for seat in Seat:
                for suit in range(4):
                    changed |= _link(_WIDTH * seat + 1 + suit, low, high)
            if not changed:
                return
    except _ContradictionError as reason:
        raise AnalysisError(f"impossible spec {text!r}: {reason}") from None


def _grouped(
    terms: tuple[tuple[int, int], ...],
    groups: dict[tuple[int, tuple[Seat, ...]], int],
    low: list[int],
    high: list[int],
) -> tuple[tuple[int, int], ...]:
    """``terms`` with the seats of each column that share a coefficient as one variable."""
    by_column: dict[int, list[tuple[Seat, int]]] = {}
    for var, coef in terms:
        by_column.setdefault(var % _WIDTH, []).append((Seat(var // _WIDTH), coef))
    grouped: list[tuple[int, int]] = []
    for column, members in by_column.items():
        if len(members) == 1 or len({coef for _, coef in members}) > 1:
            grouped += [(_WIDTH * seat + column, coef) for seat, coef in members]
            continue
        key = (column, tuple(sorted(seat for seat, _ in members)))
        if key not in groups:
            groups[key] = len(low)
            low.append(0)
            total = _TOTALS[column]
            high.append(total if total is not None else _MOST[column] * len(members))
        grouped.append((groups[key], members[0][1]))
    return tuple(grouped)


def _identities(groups: dict[tuple[int, tuple[Seat, ...]], int]) -> list[_Row]:
    """What every deal satisfies: each column's total over the four hands (also with one
    group, or two disjoint groups, in place of their seats), 13 cards in a hand, a hand's
    HCP the sum of its suits', a group the sum of its seats."""
    rows: list[_Row] = []
    for column, total in enumerate(_TOTALS):
        if total is None:  # losers and quick tricks: no fixed number in a deal
            continue
        here = [(var, seats) for (col, seats), var in groups.items() if col == column]
        splits: list[list[_Part]] = [[], *([part] for part in here)]
        splits += [
            [one, two]
            for n, one in enumerate(here)
            for two in here[n + 1 :]
            if not {*one[1]} & {*two[1]}
        ]
        for split in splits:
            taken = {seat for _, seats in split for seat in seats}
            split += [(_WIDTH * seat + column, (seat,)) for seat in Seat if seat not in taken]
            split.sort(key=lambda part: min(part[1]))
            terms = tuple((var, 1) for var, _ in split)
            rows.append(_Row(terms, total, total, _column_why(column, split)))
    for seat in Seat:
        base, name = _WIDTH * seat, seat.full_name
        lengths = [(_SUITS[suit], base + 1 + suit) for suit in (3, 2, 1, 0)]
        terms = tuple((var, 1) for _, var in lengths)
        rows.append(_Row(terms, 13, 13, _sum_why(name, 1, None, lengths)))
        suits = [(_SUITS[suit], base + 5 + suit) for suit in (3, 2, 1, 0)]
        terms = ((base, 1), *((var, -1) for _, var in suits))
        rows.append(_Row(terms, 0, 0, _sum_why(name, 0, base, suits)))
    for (column, seats), group in groups.items():
        members = [(seat.full_name, _WIDTH * seat + column) for seat in seats]
        terms = ((group, 1), *((var, -1) for _, var in members))
        name = f"{_who(seats)} together"
        rows.append(_Row(terms, 0, 0, _sum_why(name, column, group, members)))
    return rows
