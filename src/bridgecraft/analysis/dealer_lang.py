"""The dealer language: a compact text form of a deal spec, for the command line.

>>> spec = parse_spec("N: hcp 15-17 balanced; S: spades >= 5; dealer S; vul NS")
>>> str(spec)
'hcp(N) >= 15 and hcp(N) <= 17 and N(balanced); spades(S) >= 5; dealer S; vul NS'
>>> parse_spec("N: hcp 15-")
Traceback (most recent call last):
...
bridgecraft.core.errors.InvalidNotationError: invalid dealer spec 'N: hcp 15-' at position 10 \
('-'): incomplete range: expected a number after 15-

Grammar
-------

A spec is clauses separated by ``;`` or new lines; all of them must hold. Words are in any
case; ``#`` starts a comment that runs to the end of the line. ::

    spec      := clause { (";" | newline) clause }
    clause    := seat ":" hand                  conditions on one hand
               | "dealer" seat
               | "vul" vulnerability            none, NS, EW, both (also "all", "-")
               | "predeal" seat ":" cards        cards dealt to the seat first
               | cond                           any condition, across hands
    hand      := hand-and { "or" hand-and }
    hand-and  := hand-not { ["and"] hand-not }  side by side means "and"
    hand-not  := "not" hand-not | "(" hand ")" | measure range | shape
               | "balanced" | "semibalanced" | "has" cards
    measure   := hcp | controls | losers | quicktricks | spades | hearts | diamonds | clubs
    range     := N "-" M | N "+" | N | cmp N        15-17, 12+, 5, >= 5
    shape     := 4-4-4-1 | 4441 | 5(332) | 5xxx | any 5332 | (5332)
    cond      := cond-and { ("or" | "||") cond-and }
    cond-and  := cond-not { ("and" | "&&") cond-not }
    cond-not  := ("not" | "!") cond-not | "(" cond ")" | sum cmp sum | seat "(" hand ")"
               | "true" | "false"                 always, never (``str`` of no conditions)
    sum       := ["-"] product { ("+" | "-") product }
    product   := value { "*" value }                a whole number times the rest
    value     := number | measure "(" seat ")" | "hcp" "(" seat "," suit ")"
    cmp       := >= | <= | > | < | == | = | !=
    seat      := N | E | S | W | north | east | south | west
    cards     := SAKQ.HJ | "SAKQ HJ" | a PBN hand such as AKQ.J.. (spades first) | "-" (none)

Shapes list spades, hearts, diamonds, clubs: ``4-4-4-1`` is exactly four spades, four
hearts, four diamonds and one club; lengths in parentheses come in any order (``5(332)``:
five spades), ``x`` is any length, ``any 4432`` or ``(4432)`` any order. For example::

    N: 5(332) hcp 12+; hcp(N) + hcp(S) >= 25; dealer S; vul NS; predeal W: SAKQ.HJ
    N(spades 5+) or S(spades 5+); E: not balanced

Errors raise :class:`~bridgecraft.core.InvalidNotationError` naming the text, the position
(from 1) and the reason.
"""

from __future__ import annotations

import re
from decimal import Decimal

from bridgecraft.analysis.constraints import (
    AnyOf,
    BoardSettings,
    Compare,
    Constraint,
    Every,
    Holds,
    Measure,
    Not,
    ShapeIn,
    Term,
    parse_cards,
    parse_shapes,
)
from bridgecraft.core import InvalidNotationError, Seat, Suit, Vulnerability

__all__ = ["parse_spec"]

_TOKEN = re.compile(
    r"""
    (?P<hshape>\d{1,2}(?:-\d{1,2}){3})(?![\w.-])
    | (?P<range>\d+-\d+)(?![\w.-])
    | (?P<cshape>(?:[0-9xX]|\([0-9xX]+\))*\([0-9xX]+\)(?:[0-9xX]|\([0-9xX]+\))*
        | \d+[xX][0-9xX]* | [xX]+\d[0-9xX]*)(?![\w.])
    | (?P<atleast>\d+(?:\.\d+)?\+)(?![\w(])
    | (?P<number>\d+(?:\.\d+)?)
    | (?P<word>[A-Za-z_]+(?:-[A-Za-z_]+)*)
    | (?P<op>>=|<=|==|!=|&&|\|\||[<>=!+\-():;,*])
    | (?P<newline>\n)
    """,
    re.VERBOSE,
)
_MEASURES = {
    "hcp": ("hcp", None),
    "points": ("hcp", None),
    "controls": ("controls", None),
    "losers": ("losers", None),
    "ltc": ("losers", None),
    "quicktricks": ("quick_tricks", None),
    "quick_tricks": ("quick_tricks", None),
    "qt": ("quick_tricks", None),
    "spades": ("length", Suit.S),
    "hearts": ("length", Suit.H),
    "diamonds": ("length", Suit.D),
    "clubs": ("length", Suit.C),
}
_SEATS = {
    "n": Seat.N,
    "e": Seat.E,
    "s": Seat.S,
    "w": Seat.W,
    "north": Seat.N,
    "east": Seat.E,
    "south": Seat.S,
    "west": Seat.W,
}
_CMP = {">=": ">=", "<=": "<=", ">": ">", "<": "<", "==": "==", "=": "==", "!=": "!="}
_SHAPE_WORDS = ("balanced", "semibalanced", "semi-balanced", "semi_balanced")


class _Token:
    __slots__ = ("kind", "position", "text")

    def __init__(self, kind: str, text: str, position: int) -> None:
        self.kind = kind
        self.text = text
        self.position = position

    @property
    def word(self) -> str:
        return self.text.lower() if self.kind == "word" else ""


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.position = 0
        self._peeked: _Token | None = None
        self._plus = False  # a number lexed with its '+' ("2+hcp(S)" in a sum)

    # -- tokens ---------------------------------------------------------------------------

    def error(self, reason: str, token: _Token | None = None) -> InvalidNotationError:
        token = token or self.peek()
        where = f"position {token.position + 1}"
        near = f" ({token.text!r})" if token.kind != "end" else " (end of text)"
        return InvalidNotationError(f"invalid dealer spec {self.text!r} at {where}{near}: {reason}")

    def peek(self) -> _Token:
        if self._peeked is None:
            self._peeked = self._scan()
        return self._peeked

    def next(self) -> _Token:
        token = self.peek()
        self._peeked = None
        return token

    def _skip_space(self) -> None:
        text = self.text
        while self.position < len(text):
            char = text[self.position]
            if char == "#":
                end = text.find("\n", self.position)
                self.position = len(text) if end < 0 else end
            elif char in " \t\r":
                self.position += 1
            else:
                break

    def _scan(self) -> _Token:
        self._skip_space()
        if self.position >= len(self.text):
            return _Token("end", "", len(self.text))
        match = _TOKEN.match(self.text, self.position)
        if match is None or match.lastgroup is None:
            token = _Token("bad", self.text[self.position], self.position)
            raise self.error("unexpected character", token)
        self.position = match.end()
        return _Token(match.lastgroup, match.group(), match.start())

    def raw(self, stop: str) -> _Token:
        """The raw text up to a character in ``stop`` (for cards)."""
        if self._peeked is not None:
            self.position = self._peeked.position
            self._peeked = None
        self._skip_space()
        start = self.position
        while self.position < len(self.text) and self.text[self.position] not in stop:
            self.position += 1
        return _Token("cards", self.text[start : self.position].strip(), start)

    def accept(self, *texts: str) -> _Token | None:
        token = self.peek()
        if token.kind in ("op", "word") and token.text.lower() in texts:
            return self.next()
        return None

    def expect(self, text: str, what: str) -> _Token:
        token = self.accept(text)
        if token is None:
            raise self.error(f"expected {what}")
        return token

    def number(self, token: _Token, text: str | None = None) -> float:
        """The number ``text`` (of ``token``, the whole of it by default): exact when it is
        whole, else the float it reads as, refused when that would change it."""
        text = token.text if text is None else text
        whole, _, fraction = text.partition(".")
        if len(whole.lstrip("0")) > _MOST_DIGITS:
            raise self.error(
                f"the number {text} is too large (at most {_MOST_DIGITS} digits)", token
            )
        if not fraction.strip("0"):
            return int(whole)
        value = float(text)
        if Decimal(text) != Decimal(repr(value)):
            raise self.error(
                f"the number {text} has more digits than a float keeps (it would read as "
                f"{value!r})",
                token,
            )
        return value

    # -- spec and clauses -----------------------------------------------------------------

    def spec(self) -> Constraint:
        parts: list[Constraint] = []
        while True:
            while self.accept(";", "\n") or self.peek().kind == "newline":
                if self.peek().kind == "newline":
                    self.next()
            if self.peek().kind == "end":
                break
            parts.append(self.clause())
            token = self.peek()
            if token.kind not in ("end", "newline") and token.text != ";":
                raise self.error("expected ';' or a new line between clauses")
        return parts[0] if len(parts) == 1 else Every(tuple(parts))

    def seat(self) -> Seat:
        token = self.peek()
        if token.word not in _SEATS:
            raise self.error("expected a seat (N, E, S or W)")
        self.next()
        return _SEATS[token.word]

    def clause(self) -> Constraint:
        token = self.peek()
        word = token.word
        if word == "dealer":
            self.next()
            return BoardSettings(dealer=self.seat())
        if word in ("vul", "vulnerability", "vulnerable"):
            self.next()
            value = self.next()
            try:
                vulnerability = Vulnerability.parse("-" if value.text == "-" else value.text)
            except InvalidNotationError:
                raise self.error("expected a vulnerability (none, NS, EW or both)", value) from None
            return BoardSettings(vulnerability=vulnerability)
        if word == "predeal":
            self.next()
            seat = self.seat()
            self.expect(":", "':' after the seat")
            return self.cards(seat, ";\n")
        if word in _SEATS:
            self.next()
            if self.accept(":"):
                return self.hand(_SEATS[word])
            self._peeked = None
            self.position = token.position
        return self.condition()

    def cards(self, seat: Seat, stop: str) -> Holds:
        token = self.raw(stop)
        if not token.text:
            raise self.error("expected cards such as SAKQ.HJ", token)
        try:
            return Holds(seat, parse_cards(token.text))
        except InvalidNotationError as error:
            raise self.error(str(error), token) from None

    # -- conditions on one hand -----------------------------------------------------------

    def hand(self, seat: Seat) -> Constraint:
        options = [self.hand_and(seat)]
        while self.accept("or", "||"):
            options.append(self.hand_and(seat))
        return options[0] if len(options) == 1 else AnyOf(tuple(options))

    def hand_and(self, seat: Seat) -> Constraint:
        parts = [self.hand_not(seat)]
        while True:
            if self.accept("and", "&&"):
                parts.append(self.hand_not(seat))
                continue
            token = self.peek()
            if token.kind == "end" or token.text in (";", ")", "\n") or token.word in ("or",):
                break
            if token.kind == "op" and token.text in ("||",):
                break
            parts.append(self.hand_not(seat))
        return parts[0] if len(parts) == 1 else Every(tuple(parts))

    def hand_not(self, seat: Seat) -> Constraint:
        if self.accept("not", "!"):
            return Not(self.hand_not(seat))
        token = self.peek()
        if token.text == "(":
            self.next()
            inner = self.hand(seat)
            self.expect(")", "')'")
            return inner
        word = token.word
        if word in _MEASURES:
            self.next()
            kind, suit = _MEASURES[word]
            return self.range(Term.of(Measure(kind, seat, suit)), token)
        if word in _SHAPE_WORDS:
            self.next()
            return ShapeIn(seat, parse_shapes(word), word.replace("-", "").replace("_", ""))
        if word == "any":
            self.next()
            lengths = self.next()
            if lengths.kind not in ("number", "hshape"):
                raise self.error("expected four suit lengths after 'any', as in any 5332", lengths)
            return self.shape(seat, f"any {lengths.text}", lengths)
        if word == "has":
            self.next()
            return self.cards(seat, ";)\n \t")
        if token.kind in ("hshape", "cshape") or (
            token.kind == "number" and len(token.text) == 4 and token.text.isdigit()
        ):
            self.next()
            return self.shape(seat, token.text, token)
        raise self.error(
            "expected a hand condition (hcp, controls, losers, quicktricks, a suit, a shape, "
            "balanced, semibalanced, has, not or '(')"
        )

    def shape(self, seat: Seat, text: str, token: _Token) -> ShapeIn:
        try:
            return ShapeIn(seat, parse_shapes(text), text)
        except InvalidNotationError as error:
            raise self.error(str(error), token) from None

    def range(self, term: Term, measure: _Token) -> Constraint:
        token = self.next()
        if token.kind == "range":
            low, high = token.text.split("-")
            return term.between(self.number(token, low), self.number(token, high))
        if token.kind == "atleast":
            return term >= self.number(token, token.text[:-1])
        if token.kind == "number":
            dash = self.peek()
            if dash.text == "-" and dash.position == token.position + len(token.text):
                raise self.error(f"incomplete range: expected a number after {token.text}-", dash)
            return term.equals(self.number(token))
        if token.kind == "op" and token.text in _CMP:
            value = self.next()
            if value.kind != "number":
                raise self.error(f"expected a number after {token.text!r}", value)
            return Compare(term, _CMP[token.text], self.number(value))
        raise self.error(
            f"expected a number, a range (15-17, 12+) or a comparison after {measure.text!r}",
            token,
        )

    # -- conditions across hands ----------------------------------------------------------

    def condition(self) -> Constraint:
        options = [self.condition_and()]
        while self.accept("or", "||"):
            options.append(self.condition_and())
        return options[0] if len(options) == 1 else AnyOf(tuple(options))

    def condition_and(self) -> Constraint:
        parts = [self.condition_not()]
        while self.accept("and", "&&"):
            parts.append(self.condition_not())
        return parts[0] if len(parts) == 1 else Every(tuple(parts))

    def condition_not(self) -> Constraint:
        if self.accept("not", "!"):
            return Not(self.condition_not())
        token = self.peek()
        if token.text == "(":
            self.next()
            inner = self.condition()
            self.expect(")", "')'")
            return inner
        if token.word in ("true", "false"):  # what str() writes for no conditions
            self.next()
            return Every(()) if token.word == "true" else AnyOf(())
        if token.word in _SEATS:
            self.next()
            seat = _SEATS[token.word]
            bracket = self.peek()
            if bracket.kind == "cshape" and bracket.text.startswith("("):
                # "N(5xxx)", as str() writes a shape: the seat's bracket, read as a shape's
                self._peeked = None
                self.position = bracket.position + 1
            else:
                self.expect("(", f"'(' or ':' after the seat {token.text!r}")
            inner = self.hand(seat)
            self.expect(")", "')'")
            return inner
        left = self.sum()
        operator = self.peek()
        if operator.kind != "op" or operator.text not in _CMP:
            raise self.error("expected a comparison (>=, <=, >, <, ==, !=)")
        self.next()
        right = self.sum()
        if isinstance(right.constant, int | float) and not right.parts:
            return Compare(left, _CMP[operator.text], right.constant)
        return Compare(left - right, _CMP[operator.text], 0)

    def sum(self) -> Term:
        total = -self.product() if self.accept("-") else self.product()
        while True:
            if self._plus or self.accept("+"):
                self._plus = False
                total = total + self.product()
            elif self.accept("-"):
                total = total - self.product()
            else:
                return total

    def product(self) -> Term:
        total = self.value()
        while not self._plus and self.accept("*"):
            token = self.peek()
            factor = self.value()
            if not factor.parts and isinstance(factor.constant, int):
                total = total * factor.constant
            elif not total.parts and isinstance(total.constant, int):
                total = factor * total.constant
            else:
                raise self.error(
                    "a product needs a whole number on one side, as in 2 * hcp(N)", token
                )
        return total

    def value(self) -> Term:
        token = self.next()
        if token.kind in ("number", "atleast"):
            self._plus = token.kind == "atleast"
            return Term((), self.number(token, token.text.rstrip("+")))
        word = token.word
        if word in _MEASURES:
            kind, suit = _MEASURES[word]
            self.expect("(", f"'(' and a seat after {token.text!r}")
            seat = self.seat()
            if kind == "hcp" and self.accept(","):
                suit_token = self.next()
                suit_word = suit_token.word
                suits = {"s": Suit.S, "h": Suit.H, "d": Suit.D, "c": Suit.C}
                suits.update({"spades": Suit.S, "hearts": Suit.H})
                suits.update({"diamonds": Suit.D, "clubs": Suit.C})
                if suit_word not in suits:
                    raise self.error(
                        "expected a suit (spades, hearts, diamonds, clubs)", suit_token
                    )
                kind, suit = "suit_hcp", suits[suit_word]
            self.expect(")", "')'")
            return Term.of(Measure(kind, seat, suit))
        raise self.error(
            "expected a number or a measure such as hcp(N), spades(S), controls(E)", token
        )


_MOST_DIGITS = 300
"""The longest whole number read (a longer one could not be added to a fraction)."""


def parse_spec(text: str) -> Constraint:
    """Parse a spec in the dealer language into a constraint (the grammar is above).

    >>> str(parse_spec("N: 5(332) hcp 12+; hcp(N)+hcp(S) >= 25; predeal W: SAKQ.HJ"))
    'N(5(332)) and hcp(N) >= 12 and hcp(N) + hcp(S) >= 25 and W(has SAKQ.HJ)'
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"invalid dealer spec {text!r}: expected text")
    try:
        return _Parser(text).spec()
    except RecursionError:  # hundreds of nested brackets or "not"s
        raise InvalidNotationError(
            f"invalid dealer spec {text[:40]!r}...: nested too deeply to read"
        ) from None
