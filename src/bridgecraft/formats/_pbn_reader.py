"""The PBN reader: games of items (from the lexer) to :class:`BoardRecord`\\ s.

What a record cannot hold in its fields is kept in ``tags`` so that writing it gives the
same record back: a mandatory tag whose value is not understood (or is ``?``), the Auction
tag when the auction does not start with the dealer, the Play tag when the play does not
start with declarer's left-hand opponent, notes that no call or card refers to, ``%``
lines, and repeated tags. Those kept in place of a field come first, in export order
(:data:`HOISTED`); every other tag follows in file order.
"""

from __future__ import annotations

import re

from bridgecraft.core import Call, Deal, Hand, InvalidNotationError, Seat, Vulnerability
from bridgecraft.core.hand import FULL_DECK
from bridgecraft.formats._pbn_lexer import (
    BLOCK,
    COMMENT,
    ERROR,
    ESCAPE,
    ROW,
    TAG,
    Item,
    LineIndex,
    split_games,
)
from bridgecraft.formats._pbn_rules import (
    HOISTED,
    NO_INHERIT,
    PLAYER_TAGS,
    TEXT_MTS,
    auction_outcome,
    effective_dealer,
    expected_leader,
    first_caller,
    hand_mask,
    parse_contract,
    parse_seat,
    parse_vulnerability,
    play_trump,
)
from bridgecraft.formats._pbn_sections import Problem, Section, SectionReader, rows, shorten
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError, Table

__all__ = ["read"]

_NOTE = re.compile(r"\s*(\d{1,9})\s*:(.*)", re.DOTALL)
_FORMAT_LINE = re.compile(r"\s*(?:PBN\s+\d+(?:\.\d+)*|EXPORT|IMPORT)\s*", re.IGNORECASE)
_DEAL = re.compile(r"\s*([NESWnesw])\s*:(.*)", re.DOTALL)
_SIDE_RESULT = re.compile(r"(NS|EW)\s*(\d{1,2})(?:\s+(NS|EW)\s*(\d{1,2}))?", re.IGNORECASE)
_FIRST = {"N:": 0, "E:": 1, "S:": 2, "W:": 3}
_NO_HANDS: tuple[Hand | None, Hand | None, Hand | None, Hand | None] = (None, None, None, None)
_FIXED = "fixed"  # rows after a mandatory tag or a note: not a table
_IGNORE = "ignore"  # rows of a repeated section


def read(text: str, *, strict: bool) -> list[BoardRecord]:
    """Read normalised PBN text (see :func:`~bridgecraft.formats._pbn_lexer.normalize`)."""
    reader = _Reader(text, strict)
    return [reader.game(items) for items in split_games(text)]


class _TableRows:
    __slots__ = ("columns", "name", "rows")

    def __init__(self, name: str, columns: str) -> None:
        self.name = name
        self.columns = columns
        self.rows: list[tuple[str, ...]] = []


class _Reader:
    """Reads the games of one text, carrying tag inheritance (``#``, ``##``) between them."""

    def __init__(self, text: str, strict: bool) -> None:
        self.lines = LineIndex(text)
        self.strict = strict
        self.last: dict[str, str] = {}
        self.defaults: dict[str, str] = {}

    def game(self, items: list[Item]) -> BoardRecord:
        errors: list[RecordError] = []
        lines = self.lines
        strict = self.strict

        def problem(offset: int, reason: str) -> None:
            line = lines.line(offset)
            if strict:
                raise InvalidNotationError(f"line {line}: {reason}")
            errors.append(RecordError(line, reason))

        first: dict[str, tuple[str, int]] = {}
        extras: set[str] = set()
        values: dict[str, str] = {}
        ordered: list[tuple[str, str] | None] = []
        later_deals: list[tuple[str, int, int]] = []
        comments: list[str] = []
        tables: list[_TableRows] = []
        sections: dict[str, Section] = {}
        note_section: Section | None = None
        target: object = None
        last = self.last
        for kind, offset, value, text in items:
            if kind is TAG:
                name: str = value
                if text[:1] == "#" and name not in NO_INHERIT:
                    if text == "#":
                        text = last.get(name, "")
                    elif text[:2] == "##":
                        text = text[2:]
                        self.defaults[name] = text
                values.setdefault(name, text)
                if name == "Note":
                    target = _FIXED
                    ordered.append(("Note", text))
                    if note_section is not None:
                        match = _NOTE.fullmatch(text)
                        if match is not None:
                            note_section.candidates.append(
                                (int(match.group(1)), match.group(2).strip(), len(ordered) - 1)
                            )
                    continue
                note_section = None
                if name in HOISTED:
                    if name == "Auction" or name == "Play":
                        if name in sections:
                            problem(offset, f"a second {name} section is ignored")
                            target = _IGNORE
                        else:
                            target = note_section = sections[name] = Section(text, offset)
                        continue
                    target = _FIXED
                    if name not in first:
                        first[name] = (text, offset)
                    elif name == "Deal":
                        ordered.append((name, text))
                        later_deals.append((text, offset, len(ordered) - 1))
                    else:
                        extras.add(name)
                        ordered.append((name, text))
                    continue
                ordered.append((name, text))
                target = len(ordered) - 1
            elif kind is BLOCK or kind is ROW:
                if type(target) is Section:
                    target.rows.append((offset, value))
                    continue
                if type(target) is int:
                    tag = ordered[target]
                    assert tag is not None
                    ordered[target] = None
                    target = _TableRows(*tag)
                    tables.append(target)
                if type(target) is _TableRows:
                    target.rows += [tuple(row) for _, row in rows([(offset, value)])]
                elif target is not _IGNORE:
                    where = "before the first tag" if target is None else "outside a section"
                    for line, row in rows([(offset, value)]):
                        problem(line, f"unexpected text {where}: {shorten(' '.join(row))}")
            elif kind is COMMENT:
                comments.append(value)
            elif kind is ESCAPE:
                if not _FORMAT_LINE.fullmatch(value):
                    ordered.append(("%", value))
            elif kind is ERROR:
                problem(offset, value)
        if self.defaults:
            start = items[0][1] if items else 0
            for name, text in self.defaults.items():
                if name not in values:
                    values[name] = text
                    if name in HOISTED:
                        first[name] = (text, start)
                    else:
                        ordered.append((name, text))
        last.update(values)
        return _Game(problem, first, extras, ordered).build(
            later_deals, sections, comments, tables, errors
        )


class _Game(SectionReader):
    """The second half of reading a game: from collected tags and sections to a record."""

    def __init__(
        self,
        problem: Problem,
        first: dict[str, tuple[str, int]],
        extras: set[str],
        ordered: list[tuple[str, str] | None],
    ) -> None:
        self.problem = problem
        self.first = first
        self.extras = extras
        self.ordered = ordered
        self.hoisted: dict[str, str] = {}

    def keep(self, name: str, reason: str | None = None) -> None:
        """Keep a mandatory tag's value as written, in ``tags``; report ``reason``."""
        value, offset = self.first[name]
        self.hoisted[name] = value
        if reason is not None:
            self.problem(offset, reason)

    def build(
        self,
        later_deals: list[tuple[str, int, int]],
        sections: dict[str, Section],
        comments: list[str],
        tables: list[_TableRows],
        errors: list[RecordError],
    ) -> BoardRecord:
        first = self.first
        hoisted = self.hoisted
        extras = self.extras
        for name in TEXT_MTS:
            if name in first and (first[name][0] or name in extras):
                hoisted[name] = first[name][0]
        players = ["", "", "", ""]
        for name, index in PLAYER_TAGS.items():
            if name in first:
                players[index] = first[name][0]
                if not players[index] and name in extras:
                    hoisted[name] = ""
        number = self.number()
        dealer = self.seat("Dealer")
        vulnerability = self.vulnerability()
        deal, hands = self.deal(later_deals)
        declarer = self.seat("Declarer")
        contract = self.contract()

        auction = sections.get("Auction")
        calls: list[Call] = []
        entries: tuple[CallEntry, ...] = ()
        complete = True
        if auction is not None:
            entries, complete, leading = self.auction(auction)
            calls = [entry.call for entry in entries]
            tag_seat = parse_seat(auction.value)
            dealt = effective_dealer(dealer, number)
            if calls and tag_seat is not None:
                caller = tag_seat.next(leading)
                if caller != dealt:
                    hoisted["Auction"] = caller.name
                    if dealt is not None:
                        self.problem(
                            auction.offset,
                            f"the auction starts with {caller} but the dealer is {dealt}",
                        )
            else:
                hoisted["Auction"] = auction.value
                if calls:
                    self.problem(auction.offset, f"invalid Auction seat {auction.value!r}")
        first_seat = first_caller(hoisted.get("Auction"), dealer, number)
        result = self.result(
            declarer if declarer is not None else auction_outcome(calls, first_seat)[1]
        )

        play = sections.get("Play")
        cards: tuple[CardEntry, ...] = ()
        if play is not None:
            expected = expected_leader(declarer, calls, first_seat)
            trump, known = play_trump(contract, calls, first_seat)
            cards, tricks = self.play(play, trump)
            tag_seat = parse_seat(play.value)
            if not (cards and tag_seat is not None and tag_seat == expected):
                hoisted["Play"] = play.value
            if cards:
                if tag_seat is None:
                    self.problem(play.offset, f"invalid Play seat {play.value!r}")
                elif expected is not None and tag_seat != expected:
                    self.problem(
                        play.offset,
                        f"the play starts with {tag_seat} but the opening leader is {expected}",
                    )
                if not known and tricks > 1:
                    self.problem(
                        play.offset,
                        "no contract gives the trump suit: tricks are ordered as at notrump",
                    )
        claim = result if result is not None and 0 < len(cards) < 52 else None
        tags = [(name, hoisted[name]) for name in HOISTED if name in hoisted]
        tags += [tag for tag in self.ordered if tag is not None]
        return BoardRecord(
            number=number,
            dealer=dealer,
            vulnerability=vulnerability,
            deal=deal,
            hands=hands,
            players=(players[0], players[1], players[2], players[3]),
            auction=entries,
            auction_complete=complete,
            play=cards,
            claim=claim,
            contract=contract,
            declarer=declarer,
            result=result,
            tags=tuple(tags),
            tables=tuple(Table(table.name, table.columns, tuple(table.rows)) for table in tables),
            comments=tuple(comments),
            errors=tuple(errors),
        )

    # -- the mandatory tags ------------------------------------------------------------------

    def _empty(self, name: str) -> None:
        """A field left empty keeps its (empty) tag when the tag is repeated, so that the
        repetition is not taken for the tag itself."""
        if name in self.first and name in self.extras and name not in self.hoisted:
            self.hoisted[name] = self.first[name][0]

    def _unknown(self, name: str, text: str, reason: str) -> None:
        """A mandatory tag whose value is not understood: '' leaves the field empty,
        '?' (unknown) is kept as written, anything else is kept and reported."""
        if text.strip():
            self.keep(name, None if text.strip() == "?" else reason)
        self._empty(name)

    def number(self) -> int | None:
        if "Board" not in self.first:
            return None
        text = self.first["Board"][0].strip()
        if not (text.isascii() and text.isdigit()):
            self._unknown("Board", text, f"invalid board number {shorten(text)}")
            return None
        try:
            number = int(text)
        except ValueError:  # more digits than Python turns into an int
            reason = f"too many digits ({len(text)})"
        else:
            if number >= 1:
                return number
            reason = "boards are numbered from 1"
        self._unknown("Board", text, f"invalid board number {shorten(text)}: {reason}")
        return None

    def seat(self, name: str) -> Seat | None:
        if name not in self.first:
            return None
        text = self.first[name][0]
        seat = parse_seat(text)
        if seat is None:
            if text.strip():
                irregular = text.strip() == "?" or text.startswith("^")
                self.keep(name, None if irregular else f"invalid {name} {text!r}")
            self._empty(name)
        return seat

    def vulnerability(self) -> Vulnerability | None:
        if "Vulnerable" not in self.first:
            return None
        text = self.first["Vulnerable"][0]
        vulnerability = parse_vulnerability(text)
        if vulnerability is None:
            self._unknown("Vulnerable", text, f"invalid Vulnerable {text!r}")
        return vulnerability

    def contract(self) -> str:
        if "Contract" not in self.first:
            return ""
        text = self.first["Contract"][0]
        contract = parse_contract(text)
        if contract is None:
            self._unknown("Contract", text, f"invalid Contract {text!r}")
            return ""
        return contract

    def result(self, declarer: Seat | None) -> int | None:
        if "Result" not in self.first:
            return None
        text = self.first["Result"][0].strip()
        result: int | None = None
        if text.isascii() and text.isdigit() and len(text) <= 2:
            if int(text) <= 13:
                result = int(text)
            else:
                self.keep("Result", f"invalid Result {text!r}: more than 13 tricks")
        elif text == "?" or text.startswith("^"):
            self.keep("Result")
        elif text:
            match = _SIDE_RESULT.fullmatch(text)
            if match is None:
                self.keep("Result", f"invalid Result {text!r}")
            elif declarer is not None:
                result = self._side_result(match, declarer, text)
            else:
                self.keep("Result")  # tricks of a side, and no declarer to say whose
        if result is None:
            self._empty("Result")
        return result

    def _side_result(self, match: re.Match[str], declarer: Seat, text: str) -> int | None:
        side, tricks, other_side, other_tricks = match.groups()
        own = int(tricks)
        if other_side is not None and (
            other_side.upper() == side.upper() or own + int(other_tricks) != 13
        ):
            self.keep("Result", f"invalid Result {text!r}: the two sides' tricks disagree")
            return None
        if own > 13:
            self.keep("Result", f"invalid Result {text!r}: more than 13 tricks")
            return None
        return own if side.upper() == declarer.side.name else 13 - own

    def deal(
        self, later: list[tuple[str, int, int]]
    ) -> tuple[Deal | None, tuple[Hand | None, Hand | None, Hand | None, Hand | None]]:
        if "Deal" not in self.first:
            return None, _NO_HANDS
        text, offset = self.first["Deal"]
        masks = _parse_deal(text)
        if masks is None:
            self.keep("Deal", None if text.strip() == "?" else f"invalid deal {text!r}")
        for other, _, slot in later:  # one-hand Deal tags are merged
            more = _parse_deal(other)
            if (
                masks is not None
                and more is not None
                and any(mask is not None for mask in more)
                and all(a is None or b is None for a, b in zip(masks, more, strict=True))
            ):
                masks = [a if b is None else b for a, b in zip(masks, more, strict=True)]
                self.ordered[slot] = None
            else:
                self.extras.add("Deal")
        if masks is None or all(mask is None for mask in masks):
            self._empty("Deal")
            return None, _NO_HANDS
        given = [mask for mask in masks if mask is not None]
        seen = repeated = 0
        for mask in given:
            repeated |= seen & mask
            seen |= mask
        sizes = [mask.bit_count() for mask in given]
        deal = None
        if repeated:
            twice = " ".join(str(card) for card in Hand(repeated))
            self.problem(offset, f"invalid deal {text!r}: {twice} in more than one hand")
        elif max(sizes) > 13:
            self.problem(offset, f"invalid deal {text!r}: a hand of {max(sizes)} cards")
        elif sizes == [13, 13, 13, 13]:  # a partition of the pack: checked above
            return Deal._trusted((given[0], given[1], given[2], given[3])), _NO_HANDS
        elif sizes == [13, 13, 13]:  # the fourth hand follows from the other three
            deal = Deal.from_masks([FULL_DECK ^ seen if mask is None else mask for mask in masks])
        elif len(given) == 4 and len(set(sizes)) > 1:
            self.problem(offset, f"invalid deal {text!r}: hands of {sorted(set(sizes))} cards")
        north, east, south, west = (None if mask is None else Hand(mask) for mask in masks)
        return deal, (north, east, south, west)


def _parse_deal(text: str) -> list[int | None] | None:
    """The hands of a Deal value by seat (None where not given), or None if the value is
    not a deal. '' gives no hands."""
    start = _FIRST.get(text[:2])
    if start is not None:  # the usual 'N:hand hand hand hand'
        parts = text[2:].split(" ")
        if len(parts) == 4 and "-" not in parts:
            masks: list[int | None] = [-1, -1, -1, -1]
            for step in range(4):
                masks[(start + step) & 3] = hand_mask(parts[step])
            if -1 not in masks:
                return masks
    if not text.strip():
        return [None, None, None, None]
    match = _DEAL.fullmatch(text)
    if match is None:
        return None
    start = "NESW".index(match.group(1).upper())
    parts = match.group(2).split()
    if not 1 <= len(parts) <= 4:
        return None
    masks = [None, None, None, None]
    for step, part in enumerate(parts):
        if part != "-":
            mask = hand_mask(part)
            if mask < 0:
                return None
            masks[(start + step) & 3] = mask
    return masks
