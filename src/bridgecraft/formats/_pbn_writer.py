"""The PBN writer: :class:`BoardRecord`\\ s to export-format lines.

Each game: ``%`` lines that came before its tags, the 15 mandatory tags in export order,
the comments, the auction (4 calls a line, notes after), the play (one trick a line,
column k for the k-th seat clockwise from the opening leader, notes after), the other tags
in the record's order, then the tables. The reader's rules (:mod:`._pbn_reader`) read this
back into an equal record.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from bridgecraft.core import Call, Card, Seat
from bridgecraft.formats._pbn_lexer import escape_string
from bridgecraft.formats._pbn_rules import (
    MTS,
    NO_INHERIT,
    PLAYER_TAGS,
    TEXT_MTS,
    VULNERABILITY_TEXT,
    expected_leader,
    first_caller,
    play_trump,
    winner_index,
)
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, Table

__all__ = ["chunks", "game_lines", "write"]

_CALL_TEXT = ("Pass", "X", "XX") + tuple(str(call) for call in Call.ALL[3:])
_CARD_TEXT = tuple(str(card) for card in Card)
_NAME = re.compile(r"[A-Za-z0-9_]+")
_BAD_NAME = re.compile(r"[^A-Za-z0-9_]")
_WIDTH = re.compile(r"(\d{1,3})([LRlr]?)")
_NEEDS_QUOTES = re.compile(r'[\s\[\]{};"]')
_STRING = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"')
_TAG_LINE_START = re.compile(r"\n(?=[^\S\n]*\[)")


def write(records: Iterable[BoardRecord], newline: str) -> str:
    """The text of a PBN file holding these records."""
    return "".join(chunks(records, newline))


def chunks(records: Iterable[BoardRecord], newline: str) -> Iterator[str]:
    """The text of a PBN file holding these records, in pieces: the header, then one piece
    a game, each made only when it is asked for."""
    yield f"% PBN 2.1{newline}% EXPORT{newline}"
    for number, record in enumerate(records):
        lines = game_lines(record)
        yield (newline if number else "") + "".join(
            line.replace("\n", newline) + newline for line in lines
        )


class _Tags:
    """A record's tags, taken one at a time by name (first occurrence first)."""

    def __init__(self, tags: Sequence[tuple[str, str]]) -> None:
        self.tags = tags
        self.used = [False] * len(tags)

    def take(self, name: str) -> str | None:
        for index, (key, value) in enumerate(self.tags):
            if key == name and not self.used[index]:
                self.used[index] = True
                return value
        return None

    def rest(self) -> list[tuple[str, str]]:
        return [tag for tag, used in zip(self.tags, self.used, strict=True) if not used]


def game_lines(record: BoardRecord) -> list[str]:
    """The lines of one game (line breaks inside comments are kept as ``\\n``)."""
    tags = _Tags(record.tags)
    mandatory = [(name, _mandatory(record, name, tags)) for name in MTS]
    auction_tag = tags.take("Auction")
    play_tag = tags.take("Play")
    rest = tags.rest()
    leading = 0
    while leading < len(rest) and rest[leading][0] == "%":
        leading += 1
    lines = ["%" + _one_line(value) for _, value in rest[:leading]]
    lines += [_tag(name, value) for name, value in mandatory]
    lines += [_comment(text) for text in record.comments]
    calls = [entry.call for entry in record.auction]
    caller = first_caller(auction_tag, record.dealer, record.number)
    lines += _auction(record, auction_tag, caller)
    lines += _play(record, play_tag, calls, caller)
    for name, value in rest[leading:]:
        lines.append("%" + _one_line(value) if name == "%" else _tag(name, value))
    for table in record.tables:
        lines += _table(table)
    return lines


def _mandatory(record: BoardRecord, name: str, tags: _Tags) -> str:
    """A mandatory tag's value: from its field, else as kept in ``tags``, else ''."""
    if name in TEXT_MTS:
        return tags.take(name) or ""
    value = ""
    if name == "Board":  # a number below 1 is refused before (formats._checks)
        value = "" if record.number is None else str(record.number)
    elif name in PLAYER_TAGS:
        value = record.players[PLAYER_TAGS[name]]
    elif name == "Dealer":
        value = "" if record.dealer is None else record.dealer.name
    elif name == "Vulnerable":
        vulnerability = record.vulnerability
        value = "" if vulnerability is None else VULNERABILITY_TEXT[vulnerability]
    elif name == "Deal":
        value = _deal(record)
    elif name == "Declarer":
        value = "" if record.declarer is None else record.declarer.name
    elif name == "Contract":
        value = record.contract
    elif name == "Result":
        tricks = record.result if record.result is not None else record.claim
        value = "" if tricks is None else str(tricks)
    if not value:
        value = tags.take(name) or ""
    return value


def _deal(record: BoardRecord) -> str:
    first = record.dealer if record.dealer is not None else Seat.N
    if all(hand is None for hand in record.hands):
        return "" if record.deal is None else record.deal.to_pbn(first)
    hands = (record.hands[first.next(step)] for step in range(4))
    return f"{first}:" + " ".join("-" if hand is None else str(hand) for hand in hands)


def _auction(record: BoardRecord, tag: str | None, caller: Seat | None) -> list[str]:
    entries = record.auction
    if not entries and tag is None and record.auction_complete:
        return []
    if tag is None:
        tag = caller.name if caller is not None else "N"
    notes: list[str] = []
    words = [_call(entry, notes) for entry in entries]
    lines = [_tag("Auction", tag)]
    lines += [" ".join(words[start : start + 4]) for start in range(0, len(words), 4)]
    if not record.auction_complete:
        lines.append("*")
    lines += [_tag("Note", f"{number}:{text}") for number, text in enumerate(notes, 1)]
    return lines


def _call(entry: CallEntry, notes: list[str]) -> str:
    marks = entry.annotations
    if not marks and not entry.alert and not entry.explanation:
        return _CALL_TEXT[entry.call.index]
    skipped = any(mark.upper() == "^S" for mark in marks)
    parts = [mark for mark in marks if mark[:1] == "^" and mark.upper() != "^S"]
    parts.append("^S" if skipped else _CALL_TEXT[entry.call.index])
    if entry.alert or entry.explanation:
        notes.append(entry.explanation)
        parts.append(f"={len(notes)}=")
    parts += [_token(mark) for mark in marks if mark[:1] != "^"]
    return " ".join(parts)


def _play(
    record: BoardRecord, tag: str | None, calls: list[Call], caller: Seat | None
) -> list[str]:
    entries = record.play
    if not entries and tag is None:
        return []
    if tag is None:
        leader = expected_leader(record.declarer, calls, caller)
        tag = leader.name if leader is not None else "N"
    trump = play_trump(record.contract, calls, caller)[0]
    notes: list[str] = []
    lines = [_tag("Play", tag)]
    lead = 0
    for start in range(0, len(entries), 4):
        trick = entries[start : start + 4]
        columns = ["-", "-", "-", "-"]
        known = []
        for step, entry in enumerate(trick):
            card = entry.card
            if entry.annotations or entry.explanation:
                columns[(lead + step) & 3] = _card(entry, notes)
            elif card is not None:
                columns[(lead + step) & 3] = _CARD_TEXT[card]
            if card is not None:
                known.append((step, int(card)))
        if known:
            lead = (lead + known[winner_index([card for _, card in known], trump)][0]) & 3
        lines.append(" ".join(columns))
    if 0 < len(entries) < 52:
        lines.append("*")
    lines += [_tag("Note", f"{number}:{text}") for number, text in enumerate(notes, 1)]
    return lines


def _card(entry: CardEntry, notes: list[str]) -> str:
    marks = entry.annotations
    parts = [mark for mark in marks if mark[:1] == "^"]
    parts.append("-" if entry.card is None else str(entry.card))
    if entry.explanation:
        notes.append(entry.explanation)
        parts.append(f"={len(notes)}=")
    parts += [_token(mark) for mark in marks if mark[:1] != "^"]
    return " ".join(parts)


def _token(text: str) -> str:
    """A mark as a token: no spaces or brackets inside."""
    return _NEEDS_QUOTES.sub("_", text) or "_"


def _table(table: Table) -> list[str]:
    widths: list[tuple[int, bool]] = []
    for column in table.columns.split(";"):
        _, _, spec = column.partition("\\")
        match = _WIDTH.match(spec)
        widths.append((int(match.group(1)), match.group(2).upper() == "R") if match else (0, False))
    lines = [_tag(table.name, table.columns)]
    for row in table.rows:
        items = []
        for index, item in enumerate(row):
            text = _item(item)
            width, right = widths[index] if index < len(widths) else (0, False)
            items.append(text.rjust(width) if right else text.ljust(width))
        line = " ".join(items).rstrip()
        if line:
            lines.append(" " + line if line[0] == "%" else line)
    return lines


def _item(item: str) -> str:
    """A table item as a token: as written, or quoted if it would not read back whole."""
    if _STRING.fullmatch(item) or (item and not _NEEDS_QUOTES.search(item)):
        return item
    return f'"{escape_string(_one_line(item))}"'


def _tag(name: str, value: str) -> str:
    """A tag pair. A value that would read as inheritance (``#``, ``##...``) is written
    after ``##``, which reads back as the value itself (and, PBN says, makes it the
    default for later games that lack the tag)."""
    if not _NAME.fullmatch(name):
        name = _BAD_NAME.sub("_", name) or "_"
    if value[:1] == "#" and (value == "#" or value[:2] == "##") and name not in NO_INHERIT:
        value = "##" + value
    return f'[{name} "{escape_string(_one_line(value))}"]'


def _one_line(text: str) -> str:
    return text.replace("\r", " ").replace("\n", " ")


def _comment(text: str) -> str:
    """A comment that reads back as the same text: ``{text}``, or ``;text`` for one line
    that holds a '}'. (A text with both '}' and line breaks, or a line that starts with
    '[', cannot be written as one comment; those characters are replaced.)"""
    if "}" not in text and not _TAG_LINE_START.search(text):
        return "{" + text + "}"
    if "\n" not in text and "\r" not in text:
        return ";" + text
    return "{" + _TAG_LINE_START.sub("\n(", text.replace("}", ")")) + "}"
