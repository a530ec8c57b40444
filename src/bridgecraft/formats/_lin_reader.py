"""The LIN reader: a LIN text as board records, lenient or strict (see
:mod:`bridgecraft.formats.lin`).

The text is lexed into ``key|value|`` pairs (a token that is not a key is reported and
skipped), split into boards (FORMATS.md §2.6) and each board read into a record. What has
no field of its own is kept in the tags that the writer (:mod:`._lin_writer`) writes back,
in the same order.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import IO, NamedTuple

from bridgecraft.core import (
    Call,
    Card,
    Deal,
    Hand,
    InvalidNotationError,
    Seat,
    Suit,
    Vulnerability,
)
from bridgecraft.core.checks import check_flag
from bridgecraft.formats._checks import path, readable, shown
from bridgecraft.formats._lin_writer import (
    _LIN_SEATS,
    _VULNERABILITY,
    HEADER_PREFIX,
    LAYOUT_TAG,
    RAW_PREFIX,
    ROOM_TAG,
    _canonical_layout,
    _encode_layout,
    _header_players,
)
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError

__all__ = ["load", "loads"]

_KEY = re.compile(r"[A-Za-z]{2}")
_FIELD_KEYS = frozenset({"pn", "md", "sv", "ah", "qx", "mb", "an", "pc", "mc", "nt"})
_RANKS = "23456789TJQKA"
_SUIT_LETTERS = {"S": Suit.S, "H": Suit.H, "D": Suit.D, "C": Suit.C}
_ROOMS = {"o": "Open", "c": "Closed"}
# Board numbers (FORMATS.md §0): any whole number from 1, all of its digits (never cut short).
_AH = re.compile(r"Board ([1-9][0-9]*)")
_AH_LOOSE = re.compile(r"board\s*#?\s*([0-9]+)", re.IGNORECASE)
_QX = re.compile(r"([oc])([1-9][0-9]*)")
_QX_LOOSE = re.compile(r"\s*([oc])\s*([0-9]+)", re.IGNORECASE)
_MC = re.compile(r"\s*([0-9]{1,2})\s*")
# The entries of plain cards and calls (alerted or not), made once: a board has dozens.
_PLAIN_CARDS = tuple(CardEntry(card) for card in Card)
_PLAIN_CALLS = (
    tuple(CallEntry(call) for call in Call.ALL),
    tuple(CallEntry(call, alert=True) for call in Call.ALL),
)


class _Pair(NamedTuple):
    key: str
    """The key, lowercase."""
    value: str
    """The value as written (line breaks removed)."""
    line: int
    """The 1-based line where the key is written."""


# -- reading -------------------------------------------------------------------------------


def loads(text: str | bytes, *, strict: bool = False) -> list[BoardRecord]:
    """Read every board of a LIN text (bytes: UTF-8, or Latin-1 if they are not UTF-8).

    In lenient mode (the default) each problem becomes a :class:`RecordError` in the
    ``errors`` of the board it belongs to and reading goes on; with ``strict=True`` the first
    problem raises :class:`InvalidNotationError` (``"line N: reason"``).

    >>> [record.number for record in loads("qx|o1|md|1SAKQJT98765432,HAKQJT98765432,"
    ...     "DAKQJT98765432,|sv|o|\\nqx|c1|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|")]
    [1, 1]
    >>> loads("pn|a,b,c,d|md|1SAKQ|sv|x|", strict=True)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: line 1: sv|x|: invalid vulnerability 'x': \
expected o, n, e or b
    """
    check_flag(strict, "strict")
    if isinstance(text, bytes | bytearray):
        text = _decode(bytes(text))
    elif not isinstance(text, str):
        raise InvalidNotationError(
            f"cannot read LIN from {type(text).__name__} {shown(text)}: expected text or bytes"
        )
    pairs, lex_errors = _lex(text.removeprefix("\ufeff"))
    records = []
    boards = _split(pairs)
    for number, (header, start, board, end) in enumerate(boards):
        last = number == len(boards) - 1
        errors = [error for index, error in lex_errors if start <= index and (last or index < end)]
        records.append(_read_board(header, board, errors))
    if not records and lex_errors:
        records.append(BoardRecord(errors=tuple(error for _, error in lex_errors)))
    if strict:
        problems = [error for record in records for error in record.errors]
        if problems:
            first = min(problems, key=lambda error: error.line or 0)
            raise InvalidNotationError(str(first))
    return records


def load(
    source: str | os.PathLike[str] | IO[str] | IO[bytes], *, strict: bool = False
) -> list[BoardRecord]:
    """Read every board of a LIN file, given as an open file or a path.

    Bytes are read as UTF-8 (with or without a byte-order mark), or as Latin-1 if they are
    not UTF-8.

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     file = Path(folder, "club.lin")              # South's name, in Latin-1
    ...     _ = file.write_bytes("pn|Søren,,,|st||md|3,,,|ah|Board 9|".encode("latin-1"))
    ...     records = load(file)
    >>> records[0].number, records[0].dealer, records[0].players
    (9, Seat.N, ('', '', 'Søren', ''))
    """
    if isinstance(source, (str, os.PathLike)):
        with open(path(source, "read LIN from"), "rb") as file:
            data: str | bytes = file.read()
    else:
        readable(source, "read LIN from")
        data = source.read()
    return loads(data, strict=strict)


def _decode(data: bytes) -> str:
    """LIN bytes as text: UTF-8 (with or without a byte-order mark), else Latin-1."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _lex(text: str) -> tuple[list[_Pair], list[tuple[int, RecordError]]]:
    """The pairs of a text, with the problems found (each with the index of the next pair).

    Line breaks are dropped; a token that is not a two-letter key is reported and skipped,
    so that a lost ``|`` does not shift every later pair."""
    tokens: list[tuple[str, int]] = []
    pending: list[str] = []
    pending_line: int | None = None
    line_number = 0
    for line_number, line in enumerate(re.split(r"\r\n|\r|\n", text), 1):
        for position, piece in enumerate(line.split("|")):
            if position:
                tokens.append(("".join(pending), pending_line or line_number))
                pending, pending_line = [], None
            if piece:
                if pending_line is None and piece.strip():
                    pending_line = line_number
                pending.append(piece)
    rest = "".join(pending)
    pairs: list[_Pair] = []
    errors: list[tuple[int, RecordError]] = []
    index = 0
    while index < len(tokens):
        key, line = tokens[index]
        key = key.strip()
        if not _KEY.fullmatch(key):
            what = f"found {_show(key)}" if key else "found an empty key (an extra '|'?)"
            errors.append((len(pairs), RecordError(line, f"expected a two-letter key, {what}")))
            index += 1
        elif index + 1 < len(tokens):
            pairs.append(_Pair(key.lower(), tokens[index + 1][0], line))
            index += 2
        elif rest.strip():  # the last value lacks its closing '|'
            pairs.append(_Pair(key.lower(), rest, line))
            rest = ""
            index += 1
        else:
            errors.append((len(pairs), RecordError(line, f"key {_show(key)} has no value")))
            index += 1
    if rest.strip():  # text after the last '|'
        key = rest.strip()
        what = (
            "key {} has no value" if _KEY.fullmatch(key) else "expected a two-letter key, found {}"
        )
        errors.append(
            (len(pairs), RecordError(pending_line or line_number, what.format(_show(key))))
        )
    return pairs, errors


def _split(
    pairs: Sequence[_Pair],
) -> list[tuple[tuple[_Pair, ...], int, tuple[_Pair, ...], int]]:
    """The boards of a file: (header, start index, pairs, end index) for each.

    A board starts at each ``qx``, and at each ``md`` that is not the first of its board
    (at the nearest ``pn`` before it, if there is one since the last ``md``); the pairs before
    the first board are the header. A ``vg`` after a board's ``qx``/``md`` begins a new header
    for the boards that follow. FORMATS.md §2.6."""
    starts: list[int] = []  # index of each board's first pair
    anchors: list[int] = []  # index of the last qx/md of each board
    has_md = False
    boundary = -1
    for index, pair in enumerate(pairs):
        if pair.key == "qx":
            starts.append(index)
            anchors.append(index)
            has_md = False
            boundary = index
        elif pair.key == "md":
            if has_md or not starts:
                start = index
                for back in range(index - 1, boundary, -1):
                    if pairs[back].key == "pn":
                        start = back
                        break
                starts.append(start)
                anchors.append(index)
            has_md = True
            anchors[-1] = index
            boundary = index
    if not starts:
        return [((), 0, tuple(pairs), len(pairs))] if pairs else []
    boards = []
    header = tuple(pairs[: starts[0]])
    header_pn = any(pair.key == "pn" for pair in header)
    for number, start in enumerate(starts):
        end = starts[number + 1] if number + 1 < len(starts) else len(pairs)
        board_end = end
        for index in range(anchors[number] + 1, end):
            if pairs[index].key == "vg":
                board_end = index
                break
        # A board that starts at a bare md keeps no header with a pn (on writing, that pn
        # would be read as the board's own).
        own = () if header_pn and pairs[start].key == "md" else header
        boards.append((own, start, tuple(pairs[start:board_end]), end))
        if board_end < end:
            header = tuple(pairs[board_end:end])
            header_pn = any(pair.key == "pn" for pair in header)
    boards[0] = (boards[0][0], 0, boards[0][2], boards[0][3])  # header problems: first board
    return boards


class _BoardReader:
    """Reads the pairs of one board into the parts of a record."""

    def __init__(self, header: Sequence[_Pair], errors: list[RecordError]) -> None:
        self.tags: list[tuple[str, str]] = [(HEADER_PREFIX + p.key, p.value) for p in header]
        self.errors = errors
        self.layout: list[str] = []
        self.number: int | None = None
        self.room = False
        self.dealer: Seat | None = None
        self.deal: Deal | None = None
        self.hands: tuple[Hand | None, Hand | None, Hand | None, Hand | None] = (None,) * 4
        self.has_md = False
        self.players: tuple[str, str, str, str] | None = None
        self.vulnerability: Vulnerability | None = None
        self.calls: list[CallEntry] = []
        self.current: int | None = None
        self.explained: set[int] = set()
        self.play: list[CardEntry] = []
        self.claim: int | None = None
        self.comments: list[str] = []

    def keep(self, pair: _Pair, problem: str = "") -> None:
        """Keep a pair as a ``Lin_<key>`` tag (and report a problem, if any)."""
        self.tags.append((RAW_PREFIX + pair.key, pair.value))
        self.layout.append("_")
        if problem:
            self.errors.append(
                RecordError(pair.line, f"{pair.key}|{_show(pair.value, 0)}|: {problem}")
            )

    def read(self, pair: _Pair) -> None:
        key, value = pair.key, pair.value
        if key not in _FIELD_KEYS:
            if value:
                self.keep(pair)
            else:
                self.layout.append(key)
            return
        if key == "mb":
            self.read_call(pair)
        elif key == "an":
            if self.current is None or self.current in self.explained:
                self.keep(pair, "" if self.current is not None else "an explanation without a call")
            else:
                entry = self.calls[self.current]
                explanation = value.strip()
                self.calls[self.current] = replace(entry, alert=True, explanation=explanation)
                self.explained.add(self.current)
                self.layout.append(key)
        elif key == "pc":
            try:
                card = Card.parse(value)
            except InvalidNotationError as error:
                self.keep(pair, str(error))
            else:
                self.play.append(_PLAIN_CARDS[card])
                self.layout.append(key)
        elif key == "nt":
            self.comments.append(value)
            self.layout.append(key)
        else:
            self.read_single(pair)

    def read_call(self, pair: _Pair) -> None:
        text = pair.value.strip()
        alert = text.endswith("!")
        try:
            call = Call.parse(text.rstrip("!"))
        except InvalidNotationError as error:
            self.current = None
            self.keep(pair, str(error))
            return
        self.current = len(self.calls)
        self.calls.append(_PLAIN_CALLS[alert][call.index])
        self.layout.append("mb")

    def read_single(self, pair: _Pair) -> None:
        """The keys that give one field once: pn md sv mc ah qx."""
        key, value = pair.key, pair.value
        if key == "pn":
            names = value.split(",")
            if len(names) == 4 and self.players is None:
                south, west, north, east = (name.strip() for name in names)
                self.players = (north, east, south, west)
                self.layout.append(key)
            else:
                ok = len(names) in (4, 8)
                self.keep(pair, "" if ok else f"{len(names)} names instead of 4 (S,W,N,E)")
        elif key == "md":
            if self.has_md:
                self.keep(pair)
                return
            try:
                self.dealer, self.deal, self.hands = _parse_md(value)
            except InvalidNotationError as error:
                self.keep(pair, str(error))
            else:
                self.has_md = True
                self.layout.append(key)
        elif key == "sv":
            vulnerability = _VULNERABILITY.get(value.strip().lower())
            if vulnerability is None:
                self.keep(pair, f"invalid vulnerability {_show(value)}: expected o, n, e or b")
            elif self.vulnerability is not None:
                self.keep(pair)
            else:
                self.vulnerability = vulnerability
                self.layout.append(key)
        elif key == "mc":
            match = _MC.fullmatch(value)
            if match is None or int(match[1]) > 13:
                self.keep(pair, f"invalid claim {_show(value)}: expected 0 to 13 tricks")
            elif self.claim is not None:
                self.keep(pair)
            else:
                self.claim = int(match[1])
                self.layout.append(key)
        elif key == "ah":
            self.read_heading(pair)
        else:
            self.read_label(pair)

    def read_heading(self, pair: _Pair) -> None:
        match = _AH.fullmatch(pair.value)
        number, problem = _board_number(match[1]) if match else (None, "")
        if number is not None and self.number in (None, number):
            self.number = number
            self.layout.append("ah")
            return
        if number is not None:
            problem = f"the heading says board {number}, qx says board {self.number}"
        loose = _AH_LOOSE.search(pair.value)
        if loose and not match:
            number, problem = _board_number(loose[1])
        self.keep(pair, problem)
        if self.number is None:
            self.number = number

    def read_label(self, pair: _Pair) -> None:
        match = _QX.fullmatch(pair.value)
        number, problem = _board_number(match[2]) if match else (None, "")
        if match and number is not None and self.number is None and not self.room:
            self.tags.append((ROOM_TAG, _ROOMS[match[1]]))
            self.room = True
            self.number = number
            self.layout.append("qx")
            return
        loose = _QX_LOOSE.match(pair.value)
        if loose and not match:
            number, problem = _board_number(loose[2])
        if loose and number is not None and not self.room:
            self.tags.append((ROOM_TAG, _ROOMS[loose[1].lower()]))
            self.room = True
        if self.number is None:
            self.number = number
        self.keep(pair, problem)

    def record(self) -> BoardRecord:
        tags = tuple(self.tags)
        players = self.players or _header_players(tags) or ("", "", "", "")
        record = BoardRecord(
            number=self.number,
            dealer=self.dealer,
            vulnerability=self.vulnerability,
            deal=self.deal,
            hands=self.hands,
            players=players,
            auction=tuple(self.calls),
            play=tuple(self.play),
            claim=self.claim,
            tags=tags,
            comments=tuple(self.comments),
            errors=tuple(self.errors),
        )
        if self.layout != _canonical_layout(record):
            record = replace(record, tags=(*tags, (LAYOUT_TAG, _encode_layout(self.layout))))
        return record


def _read_board(
    header: Sequence[_Pair], pairs: Sequence[_Pair], errors: list[RecordError]
) -> BoardRecord:
    reader = _BoardReader(header, errors)
    for pair in pairs:
        reader.read(pair)
    if not reader.has_md and not any(pair.key == "md" for pair in pairs):
        line = pairs[0].line if pairs else None
        reader.errors.append(RecordError(line, "the board has no deal (md)"))
    return reader.record()


def _board_number(digits: str) -> tuple[int | None, str]:
    """The board number written as these digits, or None and why it is not one."""
    try:
        number = int(digits)
    except ValueError:  # more digits than Python turns into an int (sys.int_info)
        return None, f"invalid board number {_show(digits)}: too many digits ({len(digits)})"
    if number < 1:
        return None, f"invalid board number {_show(digits)}: boards are numbered from 1"
    return number, ""


def _parse_md(
    value: str,
) -> tuple[Seat | None, Deal | None, tuple[Hand | None, Hand | None, Hand | None, Hand | None]]:
    """Dealer, deal (or some hands, by seat N E S W) of an ``md`` value (FORMATS.md §2.3)."""
    text = value.strip()
    dealer = None
    if text[:1] in tuple("0123456789"):
        if text[0] not in "1234":
            raise InvalidNotationError(
                f"invalid dealer digit {text[0]!r}: expected 1 (S), 2 (W), 3 (N) or 4 (E)"
            )
        dealer = _LIN_SEATS[int(text[0]) - 1]
        text = text[1:]
    parts = text.split(",")
    if len(parts) > 4:
        raise InvalidNotationError(f"{len(parts)} hands instead of 4 (S,W,N,E)")
    masks: list[int | None] = [
        _parse_hand(part, seat) for part, seat in zip(parts, _LIN_SEATS, strict=False)
    ]
    masks += [None] * (4 - len(masks))
    seen = 0
    for mask in masks:
        if mask is not None:
            if seen & mask:
                shown = " ".join(str(card) for card in Hand(seen & mask))
                raise InvalidNotationError(f"{shown} dealt to more than one hand")
            seen |= mask
    given = [mask for mask in masks if mask is not None]
    sizes = {mask.bit_count() for mask in given}
    if len(given) == 3 and sizes == {13}:
        masks = [(1 << 52) - 1 ^ seen if mask is None else mask for mask in masks]
        given, sizes = [mask for mask in masks if mask is not None], {13}
    if len(sizes) > 1 or max(sizes, default=0) > 13:
        counts = ", ".join(
            f"{seat} {mask.bit_count()}"
            for seat, mask in zip(_LIN_SEATS, masks, strict=True)
            if mask is not None
        )
        raise InvalidNotationError(f"hands of unequal or impossible sizes ({counts} cards)")
    by_seat = dict(zip(_LIN_SEATS, masks, strict=True))
    if len(given) == 4 and sizes == {13}:
        ordered = [by_seat[seat] or 0 for seat in Seat]
        return dealer, Deal.from_masks(ordered), (None, None, None, None)
    north, east, south, west = (None if m is None else Hand(m) for m in map(by_seat.get, Seat))
    return dealer, None, (north, east, south, west)


def _parse_hand(text: str, seat: Seat) -> int | None:
    """The mask of one ``md`` hand (``SAK2HQJ...``), None when the hand is not given."""
    compact = text.replace(" ", "")
    if not compact:
        return None
    if not compact.isascii():
        raise InvalidNotationError(f"invalid {seat.full_name} hand {_show(text)}: not ASCII")
    mask = 0
    suit: Suit | None = None
    for char in compact.upper().replace("10", "T"):
        if char in _SUIT_LETTERS:
            suit = _SUIT_LETTERS[char]
            continue
        rank = _RANKS.find(char)
        if rank < 0 or suit is None:
            what = "a rank before any suit letter" if rank >= 0 else "not a suit or a rank"
            raise InvalidNotationError(
                f"invalid {seat.full_name} hand {_show(text)}: {char!r} is {what}"
            )
        bit = 1 << (suit * 13 + rank)
        if mask & bit:
            raise InvalidNotationError(
                f"invalid {seat.full_name} hand {_show(text)}: {Card(suit * 13 + rank)} twice"
            )
        mask |= bit
    return mask


def _show(text: str, limit: int = 60) -> str:
    """A value for a message: quoted, or bare when ``limit`` is 0; cut if long."""
    cut = text if len(text) <= max(limit, 60) else text[:57] + "..."
    return repr(cut) if limit else cut
