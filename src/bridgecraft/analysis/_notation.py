"""Shapes and cards as constraints and the dealer language write them: shape patterns
(``5(332)``, ``any 4441``, ``balanced``) and cards by suit (``SAKQ.HJ``) or as a PBN hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from bridgecraft.analysis.evaluation import BALANCED_PATTERNS, SEMI_BALANCED_PATTERNS
from bridgecraft.core import Card, Hand, InvalidNotationError, Suit
from bridgecraft.core.checks import check_text

__all__ = ["Shape", "parse_cards", "parse_shapes"]

Shape = tuple[int, int, int, int]
"""Suit lengths in the order spades, hearts, diamonds, clubs."""


def _permutations(group: tuple[int, ...]) -> set[tuple[int, ...]]:
    return set(itertools.permutations(group))


def parse_shapes(text: str) -> frozenset[Shape]:
    """The shapes (spades, hearts, diamonds, clubs) a pattern stands for.

    ``4-4-4-1`` or ``4441``: exactly that (spades first); ``x`` is any length; digits in
    parentheses may come in any order (``5(332)``: five spades, 3-3-2 in the others);
    ``any 5332`` or ``(5332)``: any order; ``balanced`` and ``semibalanced``.

    >>> sorted(parse_shapes("5(431)"))[:2], len(parse_shapes("any 4432")), len(parse_shapes("5xxx"))
    ([(5, 1, 3, 4), (5, 1, 4, 3)], 12, 45)
    >>> parse_shapes("4-4-4-2")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid shape '4-4-4-2': no hand has it \
(the lengths must add up to 13)
    """
    key = text.strip().lower().replace(" ", "").replace("_", "").replace("-balanced", "balanced")
    if key in ("balanced", "bal"):
        return _expand_patterns(BALANCED_PATTERNS)
    if key in ("semibalanced", "semibal"):
        return _expand_patterns(SEMI_BALANCED_PATTERNS)
    if key.startswith("any"):
        lengths = _shape_items(text, key[3:])
        if len(lengths) != 4 or any(item is None for item in lengths):
            raise InvalidNotationError(f"invalid shape {text!r}: 'any' takes four lengths")
        return _check_shapes(text, _permutations(tuple(item[0] for item in lengths if item)))
    # Items: a length, x (any), or a group in parentheses whose lengths are permuted.
    slots: list[list[tuple[int, ...]]] = []
    position = 0
    while position < len(key):
        char = key[position]
        if char == "(":
            end = key.find(")", position)
            if end < 0:
                raise InvalidNotationError(f"invalid shape {text!r}: '(' without ')'")
            group = _shape_items(text, key[position + 1 : end])
            if any(item is None for item in group):
                raise InvalidNotationError(f"invalid shape {text!r}: 'x' inside parentheses")
            values = tuple(item[0] for item in group if item)
            options = sorted(_permutations(values))
            slots.append([(*option,) for option in options])
            position = end + 1
        else:
            end = position
            while end < len(key) and key[end] != "(":
                end += 1
            for item in _shape_items(text, key[position:end]):
                slots.append([(length,) for length in range(14)] if item is None else [item])
            position = end
    if sum(len(options[0]) for options in slots) != 4:
        raise InvalidNotationError(f"invalid shape {text!r}: expected four suit lengths")
    shapes: set[Shape] = set()
    for choice in itertools.product(*slots):
        combined = tuple(length for part in choice for length in part)
        if sum(combined) == 13:
            shapes.add((combined[0], combined[1], combined[2], combined[3]))
    return _check_shapes(text, shapes)


def _shape_items(text: str, key: str) -> list[tuple[int] | None]:
    """Lengths (or None for x) of a run without parentheses: hyphenated or one digit each."""
    parts = [part for part in key.split("-") if part] if "-" in key else list(key)
    items: list[tuple[int] | None] = []
    for part in parts:
        if part == "x":
            items.append(None)
        elif part.isdigit() and int(part) <= 13:
            items.append((int(part),))
        else:
            raise InvalidNotationError(
                f"invalid shape {text!r}: {part!r} is not a suit length (0-13 or x)"
            )
    return items


def _expand_patterns(patterns: Iterable[tuple[int, ...]]) -> frozenset[Shape]:
    shapes: set[tuple[int, ...]] = set()
    for pattern in patterns:
        shapes |= _permutations(pattern)
    return frozenset((s[0], s[1], s[2], s[3]) for s in shapes)


def _check_shapes(text: str, shapes: Iterable[tuple[int, ...]]) -> frozenset[Shape]:
    result = frozenset((s[0], s[1], s[2], s[3]) for s in shapes if sum(s) == 13)
    if not result:
        raise InvalidNotationError(
            f"invalid shape {text!r}: no hand has it (the lengths must add up to 13)"
        )
    return result


_SUIT_LETTERS = {"S": Suit.S, "H": Suit.H, "D": Suit.D, "C": Suit.C}
_RANKS = "23456789TJQKA"


def parse_cards(text: str) -> Hand:
    """Cards written by suit (``SAKQ.HJ``, ``SAKQ HJ``, ``S:AKQ H:J``) or as a PBN hand
    (``AKQ.J..``, spades first); ``-`` or nothing for no cards.

    >>> parse_cards("SAKQ.HJ") == parse_cards("AKQ.J..") == parse_cards("hj s akq")
    True
    >>> parse_cards("SAKQ.SA")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid cards 'SAKQ.SA': SA appears twice
    """
    stripped = check_text(text, "cards").strip()
    if not stripped or stripped == "-":  # no cards (as str() writes them)
        return Hand()
    if stripped[0].upper() not in _SUIT_LETTERS:
        try:
            return Hand.parse(stripped)
        except InvalidNotationError as error:
            raise InvalidNotationError(f"invalid cards {text!r}: {error}") from None
    mask = 0
    suit: Suit | None = None
    for char in stripped.upper().replace("10", "T"):
        if char in _SUIT_LETTERS:
            suit = _SUIT_LETTERS[char]
        elif char in " .,:-":
            continue
        elif char in _RANKS and suit is not None:
            bit = 1 << (13 * suit + _RANKS.index(char))
            if mask & bit:
                raise InvalidNotationError(
                    f"invalid cards {text!r}: {Card(13 * suit + _RANKS.index(char))} appears twice"
                )
            mask |= bit
        else:
            raise InvalidNotationError(
                f"invalid cards {text!r}: {char!r} is not a suit letter (S H D C) or a rank"
            )
    return Hand(mask)


def _cards_text(cards: Hand) -> str:
    words = []
    for suit in (Suit.S, Suit.H, Suit.D, Suit.C):
        if cards.holding(suit):
            words.append(f"{suit}{cards.holding(suit)}")
    return ".".join(words) if words else "-"
