"""The LIN writer: board records as ``key|value|`` pairs, a board a line (see
:mod:`bridgecraft.formats.lin`).

A record's pairs are written in the order of its layout tag when that order writes all of
the record, else in the writer's own order. The reader (:mod:`._lin_reader`) shares what
is defined here: the tags that keep what LIN has no field for, the seats in LIN's order,
and the writer's own order of keys (a board read in another order keeps a layout tag).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Sequence
from itertools import groupby
from typing import IO

from bridgecraft.core import Card, Hand, Seat, Strain, Suit, Vulnerability
from bridgecraft.formats._checks import each_record, path, writable
from bridgecraft.formats.record import BoardRecord, CallEntry

__all__ = [
    "HEADER_PREFIX",
    "LAYOUT_TAG",
    "RAW_PREFIX",
    "ROOM_TAG",
    "dump",
    "dumps",
    "iterdumps",
]

HEADER_PREFIX = "LinHeader_"
"""Tag-name prefix of the pairs of a vugraph header."""
RAW_PREFIX = "Lin_"
"""Tag-name prefix of the board's other pairs."""
LAYOUT_TAG = "LinLayout"
"""The tag that keeps the order of the board's keys when it is not the writer's own."""
ROOM_TAG = "Room"
"""The tag for the room of ``qx`` (``Open``/``Closed``), as in PBN."""

_LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)  # md hands, pn names and dealer digits 1-4
_RAW_TAG = re.compile(r"Lin_([a-z]{2})")
_HEADER_TAG = re.compile(r"LinHeader_([a-z]{2})")
_SINGLE_KEYS = ("pn", "md", "sv", "mc", "qx")  # written at most once per board
_VULNERABILITY = {"o": Vulnerability.NONE, "n": Vulnerability.NS, "e": Vulnerability.EW,
                  "b": Vulnerability.BOTH, "0": Vulnerability.NONE}  # fmt: skip
_VULNERABILITY_TEXT = {value: text for text, value in list(_VULNERABILITY.items())[:4]}
_LAYOUT_TOKEN = re.compile(r"(_|[a-z]{2})(?:\*([1-9][0-9]{0,5}))?")
_MAX_LAYOUT = 100_000


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
    """Write records as LIN to an open text file or to a path (UTF-8).

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     dump([BoardRecord(number=2, dealer=Seat.E)], Path(folder, "club.lin"))
    ...     text = Path(folder, "club.lin").read_text(encoding="utf-8")
    >>> text                                    # dealer 4: East
    'pn|,,,|st||md|4,,,|rh||ah|Board 2|\\n'
    """
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
