"""BBO's LIN files (hand-viewer records and vugraph files), read and written losslessly.

A LIN file is a flat stream of ``key|value|`` pairs (docs: FORMATS.md §2). The reader turns
each board into a :class:`~bridgecraft.formats.record.BoardRecord`; the writer turns records
back into files that BBO's hand viewer accepts::

    pn|S,W,N,E|st||md|<dealer digit><S hand>,<W>,<N>,<E>|rh||ah|Board n|sv|o|mb|...|pg||pc|...

>>> text = ("pn|Sam,Wes,Nora,Ed|st||md|1SKQ3HQT2DKQ75CT95,S98742H98DAT4CJ63,"
...         "ST6HK75DJ8632CK84,|rh||ah|Board 3|sv|e|mb|1D|mb|p|mb|2D!|an|weak raise|"
...         "mb|d|mb|p|mb|2S|mb|p|mb|p|mb|p|pg||pc|D3|pc|D9|pc|DK|pc|DA|pg||pc|S2|mc|8|")
>>> record, = loads(text)
>>> record.number, record.dealer, record.vulnerability, record.players
(3, Seat.S, Vulnerability.EW, ('Nora', 'Ed', 'Sam', 'Wes'))
>>> entry = record.auction[2]
>>> str(entry.call), entry.alert, entry.explanation
('2D', True, 'weak raise')
>>> game = record.to_game()
>>> str(game.contract), game.result().tricks
('2S by W', 8)
>>> loads(dumps([record])) == [record]
True

How a record keeps what has no field of its own (all in ``BoardRecord.tags``, in this order;
the names are valid PBN tag names, so the tags also survive a trip through a PBN file):

* ``("LinHeader_<key>", value)`` -- every pair of a vugraph header (``vg``, ``rs``, ``pn``
  with 8 names, ``mp``, ``bn``...), copied into each board that the header covers. The writer
  writes a header once, before the first of consecutive records that carry it.
* ``("Room", "Open" | "Closed")`` -- from ``qx|o9|`` / ``qx|c9|`` (the board number goes to
  ``number``), as PBN's ``Room`` tag.
* ``("Lin_<key>", value)`` -- every other pair of the board with a value, in file order: unknown
  keys (``sk``, ``at``...), and known keys that could not be read or that repeat (a second
  ``an`` for one call, a malformed ``mb``) -- so that writing keeps them.
* ``("LinLayout", "pn st md rh ah sv mb*3 an mb nt _ pg pc*4 ...")`` -- the order of the keys
  of the board, one token per pair (``_`` takes the next ``Lin_<key>`` tag, ``key*n`` repeats a
  key). It is stored only when the order differs from the one the writer produces by itself,
  so plain BBO records (one board per line, ``pg||`` after the auction and after each trick)
  carry no layout. Keys without a value (``st``, ``rh``, ``pg``) live only in the layout.

Free text (``nt``, ``ah``) is kept as written, explanations (``an``) without surrounding
spaces, all with BBO's ``!S !H !D !C`` suit marks. An ``an`` makes its call alerted, so the
writer puts ``!`` on every call that has an explanation.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from itertools import groupby
from typing import IO, NamedTuple

from bridgecraft.core import (
    Call,
    Card,
    Deal,
    Hand,
    InvalidNotationError,
    Seat,
    Strain,
    Suit,
    Vulnerability,
)
from bridgecraft.core.checks import check_flag, is_whole
from bridgecraft.formats import _losses
from bridgecraft.formats._checks import check_record, each_record, path, readable, shown, writable
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError

__all__ = ["dump", "dumps", "iterdumps", "load", "loads", "loss_summary", "losses"]

HEADER_PREFIX = "LinHeader_"
"""Tag-name prefix of the pairs of a vugraph header."""
RAW_PREFIX = "Lin_"
"""Tag-name prefix of the board's other pairs."""
LAYOUT_TAG = "LinLayout"
"""The tag that keeps the order of the board's keys when it is not the writer's own."""
ROOM_TAG = "Room"
"""The tag for the room of ``qx`` (``Open``/``Closed``), as in PBN."""

_LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)  # md hands, pn names and dealer digits 1-4
_KEY = re.compile(r"[A-Za-z]{2}")
_RAW_TAG = re.compile(r"Lin_([a-z]{2})")
_HEADER_TAG = re.compile(r"LinHeader_([a-z]{2})")
_FIELD_KEYS = frozenset({"pn", "md", "sv", "ah", "qx", "mb", "an", "pc", "mc", "nt"})
_SINGLE_KEYS = ("pn", "md", "sv", "mc", "qx")  # written at most once per board
_RANKS = "23456789TJQKA"
_SUIT_LETTERS = {"S": Suit.S, "H": Suit.H, "D": Suit.D, "C": Suit.C}
_VULNERABILITY = {"o": Vulnerability.NONE, "n": Vulnerability.NS, "e": Vulnerability.EW,
                  "b": Vulnerability.BOTH, "0": Vulnerability.NONE}  # fmt: skip
_VULNERABILITY_TEXT = {value: text for text, value in list(_VULNERABILITY.items())[:4]}
_ROOMS = {"o": "Open", "c": "Closed"}
# Board numbers (FORMATS.md §0): any whole number from 1, all of its digits (never cut short).
_AH = re.compile(r"Board ([1-9][0-9]*)")
_AH_LOOSE = re.compile(r"board\s*#?\s*([0-9]+)", re.IGNORECASE)
_QX = re.compile(r"([oc])([1-9][0-9]*)")
_QX_LOOSE = re.compile(r"\s*([oc])\s*([0-9]+)", re.IGNORECASE)
_MC = re.compile(r"\s*([0-9]{1,2})\s*")
_LAYOUT_TOKEN = re.compile(r"(_|[a-z]{2})(?:\*([1-9][0-9]{0,5}))?")
_MAX_LAYOUT = 100_000
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


def _header_players(tags: Sequence[tuple[str, str]]) -> tuple[str, str, str, str] | None:
    """The players of a board by a vugraph header's ``pn``: 4 names, or 8 (open room S,W,N,E
    then closed room S,W,N,E) chosen by the board's room; None if the header gives none."""
    names: list[str] | None = None
    room = ""
    for name, value in tags:
        if name == HEADER_PREFIX + "pn" and names is None:
            names = value.split(",")
        elif name == ROOM_TAG and not room:
            room = value
    if names is None:
        return None
    if len(names) == 8 and room in ("Open", "Closed"):
        names = names[:4] if room == "Open" else names[4:]
    if len(names) != 4:
        return None
    south, west, north, east = (name.strip() for name in names)
    return (north, east, south, west)


def _show(text: str, limit: int = 60) -> str:
    """A value for a message: quoted, or bare when ``limit`` is 0; cut if long."""
    cut = text if len(text) <= max(limit, 60) else text[:57] + "..."
    return repr(cut) if limit else cut


# -- the order of keys ---------------------------------------------------------------------


def _encode_layout(tokens: Sequence[str]) -> str:
    """``["mb", "mb", "an"]`` -> ``"mb*2 an"``."""
    words = []
    for token, run in groupby(tokens):
        count = len(list(run))
        words.append(f"{token}*{count}" if count > 1 else token)
    return " ".join(words)


def _decode_layout(text: str) -> list[str] | None:
    """The tokens of a layout tag, None if it is malformed or absurdly long."""
    tokens: list[str] = []
    for word in text.split():
        match = _LAYOUT_TOKEN.fullmatch(word)
        if match is None:
            return None
        tokens += [match[1]] * int(match[2] or 1)
        if len(tokens) > _MAX_LAYOUT:
            return None
    return tokens


def _canonical_layout(record: BoardRecord) -> list[str]:
    """The order of keys the writer uses for a record without a layout tag."""
    tokens = []
    if _single_value(record, "qx") is not None:
        tokens.append("qx")
    header_players = _header_players(record.tags)
    if header_players is None or record.players != header_players:
        tokens.append("pn")
    tokens.append("st")
    if _has_cards(record) or all(key != "md" for key, _ in _raw_tags(record)):
        tokens.append("md")  # even with nothing in it: a board without md cannot be split
    tokens.append("rh")
    if record.number is not None and record.number >= 1:
        tokens.append("ah")
    if record.vulnerability is not None:
        tokens.append("sv")
    tokens += ["_"] * len(_raw_tags(record))
    tokens += ["nt"] * len(record.comments)
    for entry in record.auction:
        tokens += ["mb", "an"] if entry.explanation else ["mb"]
    if record.auction:
        tokens.append("pg")
    for position, _ in enumerate(_writable_play(record), 1):
        tokens += ["pc", "pg"] if position % 4 == 0 else ["pc"]
    if _single_value(record, "mc") is not None:
        tokens.append("mc")
    return tokens


# -- writing -------------------------------------------------------------------------------


def dumps(records: Iterable[BoardRecord]) -> str:
    """Write records as a LIN text, one board per line (a vugraph header on its own line,
    before the first of consecutive records that share it).

    Tags other than LIN's own and ``Room``, table sections, card and call annotations, the
    stated contract, declarer and result, and ``auction_complete`` have no place in LIN and
    are not written; the play stops at the first unknown card. :func:`losses` says what of a
    record is lost that way (nothing, for a record read from LIN), :func:`loss_summary` the
    same for many records.

    >>> record = BoardRecord(number=1, deal=Deal.from_index(0), dealer=Seat.N,
    ...                      players=("Nora", "Ed", "", ""),
    ...                      auction=(CallEntry(Call.parse("1NT"), True, "15-17"),))
    >>> text = dumps([record])
    >>> text[: text.index("md|")]
    'pn|,,Nora,Ed|st||'
    >>> text[text.index("|md|") : text.index("|rh|")].split(",")
    ['|md|3SHAKQJT98765432DC', 'SAKQJT98765432HDC', 'SHDCAKQJT98765432', 'SHDAKQJT98765432C']
    >>> text[text.index("|rh|") :]
    '|rh||ah|Board 1|mb|1N!|an|15-17|pg||\\n'
    """
    return "".join(_lines(each_record(records, "LIN")))


def iterdumps(records: Iterable[BoardRecord]) -> Iterator[str]:
    """The text of :func:`dumps` in pieces, one board (with the vugraph header it starts,
    if any) a piece, each made only when it is asked for: a file of any number of boards
    can be written as they are dealt or read, holding one at a time. The records are
    checked as they come.

    >>> records = [BoardRecord(number=n, deal=Deal.from_index(n)) for n in (1, 2)]
    >>> pieces = list(iterdumps(records))
    >>> len(pieces), all(piece.endswith("\\n") for piece in pieces)
    (2, True)
    >>> "".join(pieces) == dumps(records)
    True
    """
    return _lines(each_record(records, "LIN"))


def _lines(records: Iterable[BoardRecord]) -> Iterator[str]:
    written: tuple[tuple[str, str], ...] = ()
    for record in records:
        header = tuple(
            (match[1], value)
            for name, value in record.tags
            if (match := _HEADER_TAG.fullmatch(name))
        )
        line = _join(_render(record)) + "\n"
        yield (_join(header) + "\n" + line) if header and header != written else line
        written = header


def dump(records: Iterable[BoardRecord], file: str | os.PathLike[str] | IO[str]) -> None:
    """Write records as LIN to an open text file or to a path (UTF-8)."""
    if isinstance(file, (str, os.PathLike)):
        path(file, "write LIN to")
    else:
        writable(file, "write LIN to")
    text = dumps(records)
    if isinstance(file, (str, os.PathLike)):
        with open(file, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
    else:
        file.write(text)


def _join(pairs: Iterable[tuple[str, str]]) -> str:
    return "".join(f"{key}|{_clean(value)}|" for key, value in pairs)


def _clean(value: str) -> str:
    """A value LIN can hold: no ``|`` (written ``/``) and no line break."""
    return value.replace("|", "/").replace("\r\n", " ").replace("\r", " ").replace("\n", " ")


def _raw_tags(record: BoardRecord) -> list[tuple[str, str]]:
    return [(match[1], value) for name, value in record.tags if (match := _RAW_TAG.fullmatch(name))]


def _writable_play(record: BoardRecord) -> list[Card]:
    cards = []
    for entry in record.play:
        if entry.card is None:
            break
        cards.append(entry.card)
    return cards


def _render(record: BoardRecord) -> list[tuple[str, str]]:
    """The pairs of a record: in its layout's order if it has a usable one, else the
    writer's own order."""
    layout = _decode_layout(record.tag(LAYOUT_TAG)) if record.tag(LAYOUT_TAG) else None
    pairs = _follow(record, layout) if layout is not None else None
    if pairs is None:
        pairs = _follow(record, _canonical_layout(record))
    assert pairs is not None, "the canonical layout always fits its record"
    return pairs


def _follow(record: BoardRecord, tokens: Sequence[str]) -> list[tuple[str, str]] | None:
    """Write a record's pairs in the order of ``tokens``; None unless the tokens write
    everything in the record, each part once (mirrors :class:`_BoardReader`)."""
    calls = record.auction
    play = _writable_play(record)
    raw = _raw_tags(record)
    out: list[tuple[str, str]] = []
    call_index = card_index = comment_index = raw_index = 0
    current: int | None = None
    explained: set[int] = set()
    done: set[str] = set()
    for token in tokens:
        if token == "_":
            if raw_index == len(raw):
                return None
            out.append(raw[raw_index])
            raw_index += 1
            if out[-1][0] == "mb":
                current = None
        elif token == "mb":
            if call_index == len(calls):
                return None
            out.append(("mb", _call_text(calls[call_index])))
            current, call_index = call_index, call_index + 1
        elif token == "an":
            if current is None or current in explained:
                return None
            out.append(("an", calls[current].explanation))
            explained.add(current)
        elif token == "pc":
            if card_index == len(play):
                return None
            out.append(("pc", str(play[card_index])))
            card_index += 1
        elif token == "nt":
            if comment_index == len(record.comments):
                return None
            out.append(("nt", record.comments[comment_index]))
            comment_index += 1
        elif token == "ah":
            if record.number is None or record.number < 1:
                return None
            out.append(("ah", f"Board {record.number}"))
        elif token in _SINGLE_KEYS:
            value = _single_value(record, token)
            if value is None or token in done:
                return None
            done.add(token)
            out.append((token, value))
        else:
            out.append((token, ""))
    complete = (
        call_index == len(calls)
        and card_index == len(play)
        and comment_index == len(record.comments)
        and raw_index == len(raw)
        and all(i in explained for i, entry in enumerate(calls) if entry.explanation)
        and (_single_value(record, "mc") is None or "mc" in done)
        and (record.vulnerability is None or "sv" in done)
        and (not _has_cards(record) or "md" in done)
        and ("pn" in done or record.players == (_header_players(record.tags) or ("",) * 4))
    )
    return out if complete else None


def _single_value(record: BoardRecord, key: str) -> str | None:
    """The value of ``pn``, ``md``, ``sv``, ``mc`` or ``qx`` for a record, None if it has none."""
    if key == "pn":
        north, east, south, west = (_clean(name).replace(",", " ") for name in record.players)
        return f"{south},{west},{north},{east}"
    if key == "md":
        hands: Sequence[Hand | None] = record.hands if record.deal is None else record.deal.hands
        digit = "" if record.dealer is None else str(_LIN_SEATS.index(record.dealer) + 1)
        return digit + ",".join(_hand_text(hands[seat]) for seat in _LIN_SEATS)
    if key == "sv":
        vulnerability = record.vulnerability
        return None if vulnerability is None else _VULNERABILITY_TEXT[vulnerability]
    if key == "mc":
        claim = record.claim
        return None if claim is None or not 0 <= claim <= 13 else str(claim)
    room = record.tag(ROOM_TAG)
    if room not in ("Open", "Closed") or record.number is None or record.number < 1:
        return None
    return f"{room[0].lower()}{record.number}"


def _has_cards(record: BoardRecord) -> bool:
    """Whether a record has something to write in ``md``: dealer, deal or hands."""
    given = record.deal is not None or any(hand is not None for hand in record.hands)
    return given or record.dealer is not None


def _hand_text(hand: Hand | None) -> str:
    """``SKQ3HQT2DKQ75CT95`` (every suit letter, ranks from the ace down), '' if not given."""
    if hand is None:
        return ""
    return "".join(f"{suit}{hand.holding(suit)}" for suit in (Suit.S, Suit.H, Suit.D, Suit.C))


def _call_text(entry: CallEntry) -> str:
    """``p d r 1C ... 7N``, with ``!`` when alerted."""
    call = entry.call
    if call.is_bid:
        text = f"{call.level}{'N' if call.strain == Strain.NT else call.strain}"
    else:
        text = "pdr"[call.index]
    return text + "!" if entry.alert else text


# -- what LIN cannot hold ------------------------------------------------------------------


def losses(record: BoardRecord) -> tuple[str, ...]:
    """What of a record a LIN text cannot hold, in short phrases that name the record's
    fields and tags; ``()`` when writing the record as LIN and reading it back
    (``loads(dumps([record]))``) gives everything back.

    Only what the record says counts (a field at its default says nothing), and a value
    counts as given back when the text holds it in its own field or when it follows from
    what is written: a stated contract and declarer that the auction reaches, a stated
    result that the play or the claim gives, hands that the deal gives. A record read from
    LIN loses nothing.

    >>> calls = tuple(CallEntry(Call.parse(c)) for c in "1NT P 3NT P P P".split())
    >>> record = BoardRecord(number=1, deal=Deal.from_index(7), auction=calls,
    ...                      contract="3NT", declarer=Seat.N, result=10,
    ...                      tags=(("Event", "Club pairs"), ("Room", "Open")))
    >>> losses(record)
    ('tag Event', 'the stated result (10 tricks)')
    >>> losses(replace(record, result=None, tags=()))
    ()
    >>> losses(loads(dumps([record]))[0])
    ()
    """
    return tuple(loss.phrase for loss in _lin_losses(check_record(record, "lin.losses")))


def loss_summary(records: Iterable[BoardRecord], *, names: int = 4) -> tuple[str, ...]:
    """What LIN cannot hold of many records (a file's boards): one phrase for each kind of
    loss, with the number of boards that suffer it, most boards first; ``()`` when nothing
    is lost. Each phrase lists at most ``names`` names (of tags, sections or seats).

    >>> from bridgecraft.formats.record import Table
    >>> boards = [BoardRecord(number=n, tags=(("Event", "Pairs"), ("Date", "2026.12.02")),
    ...                       result=9) for n in (1, 2)]
    >>> boards.append(BoardRecord(number=3, tags=(("Site", "Club"),),
    ...               tables=(Table("OptimumResultTable", "Declarer;Denomination"),)))
    >>> loss_summary(boards, names=2)
    ('3 boards lose tags Event, Date and 1 more', '2 boards lose the stated result', \
'1 board loses the OptimumResultTable section')
    """
    if not is_whole(names, 0):
        raise InvalidNotationError(f"invalid names {shown(names)}: expected a whole number >= 0")
    checked = each_record(records, "LIN (lin.loss_summary)")
    return _losses.summary((_lin_losses(record) for record in checked), names)


def _lin_losses(record: BoardRecord) -> list[_losses.Loss]:
    """What of ``record`` its LIN round trip does not give back. The layout tag is held by
    the order of the keys when the text is written in that order (even if the reader needs no
    tag for it, or words it otherwise: ``mb mb`` for ``mb*2``)."""
    layout = record.tag(LAYOUT_TAG)
    kept = (LAYOUT_TAG, layout) if layout and _followed(record, layout) else None
    return _losses.losses(record, loads(dumps([record])), kept)


def _followed(record: BoardRecord, layout: str) -> bool:
    """Whether the writer writes a record's keys in the order of a layout tag."""
    tokens = _decode_layout(layout)
    return tokens is not None and _follow(record, tokens) is not None
