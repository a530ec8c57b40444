"""Reading the Auction and Play sections of a PBN game: calls and cards with their marks
and notes, and the play's columns put in playing order.

Column k of every play row holds the card of the k-th seat clockwise from the Play tag's
seat, whoever led: that seat leads to the first trick and each trick's winner to the next
(only known cards compete; a trick with none keeps its leader).

>>> section = Section("N", 0)
>>> section.rows.append((0, "D3 D9 DK DA\\nS6 SJ SQ S2\\nD2 S5 DQ D4\\n*\\n"))
>>> cards, tricks = SectionReader(print, []).play(section, 3)  # spades are trumps
>>> " ".join(str(entry.card) for entry in cards), tricks
('D3 D9 DK DA S2 S6 SJ SQ DQ D4 D2 S5', 3)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bridgecraft.core import Call
from bridgecraft.core.cards import CARDS
from bridgecraft.formats._pbn_rules import (
    BEATS,
    CALL_ENTRY_TOKENS,
    CALL_TOKENS,
    CARD_TOKENS,
    PIECES,
    PLAIN_CALLS,
    PLAIN_CARDS,
    PLAY_TOKENS,
    UNKNOWN_CARD,
)
from bridgecraft.formats.record import CallEntry, CardEntry

__all__ = ["Problem", "Section", "SectionReader", "rows", "shorten"]

Problem = Callable[[int, str], None]
"""Reports a problem at an offset of the text (or raises, in strict mode)."""

_NOTE_REF = re.compile(r"=(\d{1,9})=")
_POST_MARK = re.compile(r"\$\d{1,9}|[!?]{1,2}")
_PRE_MARK = re.compile(r"\^[A-Za-z]")
_UNKNOWN = -1  # a '-' card
_ABSENT = -2  # no card given ('+', or a short last row)


def shorten(text: str, limit: int = 40) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def rows(parts: list[tuple[int, str | list[str]]]) -> list[tuple[int, list[str]]]:
    """The rows of ROW and BLOCK items: (offset, tokens) for each line."""
    found: list[tuple[int, list[str]]] = []
    for offset, part in parts:
        if type(part) is str:
            for line in part.split("\n"):
                if line:
                    found.append((offset, line.split()))
                offset += len(line) + 1
        else:
            found.append((offset, list(part)))
    return found


class Section:
    """An Auction or Play section: its tag, rows and the notes that follow it."""

    __slots__ = ("candidates", "notes", "offset", "rows", "value")

    def __init__(self, value: str, offset: int) -> None:
        self.value = value
        self.offset = offset
        self.rows: list[tuple[int, str | list[str]]] = []  # ROW tokens or BLOCK text
        self.candidates: list[tuple[int, str, int]] = []  # number, text, slot in `ordered`
        self.notes: dict[int, str] = {}

    def resolve(self, refs: set[int], ordered: list[tuple[str, str] | None]) -> None:
        """Take the notes that this section refers to (first of each number wins); the
        others stay in ``ordered`` as loose Note tags."""
        notes = self.notes
        for number, text, slot in self.candidates:
            if number in refs and number not in notes:
                notes[number] = text
                ordered[slot] = None


class SectionReader:
    """Reads sections, reporting problems with ``problem``; notes that a section does not
    use stay in ``ordered`` (the game's other tags) as loose Note tags."""

    def __init__(self, problem: Problem, ordered: list[tuple[str, str] | None]) -> None:
        self.problem = problem
        self.ordered = ordered

    def auction(self, section: Section) -> tuple[tuple[CallEntry, ...], bool, int]:
        """The calls (dealer's first), whether the auction is given to its end, and the
        number of '-' before the first call."""
        problem = self.problem
        calls: list[Call] = []
        marks: dict[int, list[str]] = {}
        refs: dict[int, list[tuple[int, int]]] = {}
        waiting: list[str] = []
        leading = 0
        gap = ended = False
        tokens = CALL_TOKENS

        def add(call: Call, offset: int, token: str) -> None:
            nonlocal gap
            if gap:
                problem(offset, f"call {token!r} after '-'")
                gap = False
            if waiting:
                marks[len(calls)] = waiting[:]
                waiting.clear()
            calls.append(call)

        def mark(token: str, offset: int) -> None:
            nonlocal leading, gap, ended
            if ended:
                problem(offset, f"{token!r} after the end of the auction")
                return
            call = tokens.get(token.upper())
            if call is not None:
                add(call, offset, token)
            elif token == "-":
                if calls:
                    gap = True
                else:
                    leading += 1
            elif token == "*" or token == "+":
                ended = True
            elif token.upper() == "AP":
                for _ in range(_passes_to_end(calls)):
                    add(Call.PASS, offset, token)
            elif token.upper() == "^S":  # a call skipped (someone called out of rotation)
                marks[len(calls)] = [*waiting, "^S"]
                waiting.clear()
                calls.append(Call.PASS)
            elif _PRE_MARK.fullmatch(token):
                waiting.append(token)
            elif (ref := _NOTE_REF.fullmatch(token)) or _POST_MARK.fullmatch(token):
                if not calls:
                    problem(offset, f"{token!r} before the first call")
                elif ref is not None:
                    refs.setdefault(len(calls) - 1, []).append((int(ref.group(1)), offset))
                else:
                    marks.setdefault(len(calls) - 1, []).append(token)
            else:
                pieces = PIECES.findall(token)
                if len(pieces) > 1:
                    for piece in pieces:
                        mark(piece, offset)
                else:
                    problem(offset, f"invalid call {token!r}")

        fast = _fast_auction(section.rows)
        if fast is not None:
            return fast
        for offset, row in rows(section.rows):
            for token in row:
                call = tokens.get(token)
                if call is None or ended or gap or waiting:
                    mark(token, offset)
                else:
                    calls.append(call)
        if waiting:
            problem(section.offset, f"{' '.join(waiting)} without a call after it")
        section.resolve({number for found in refs.values() for number, _ in found}, self.ordered)
        entries: list[CallEntry] = []
        for index, call in enumerate(calls):
            annotations = marks.get(index)
            found = refs.get(index)
            if annotations is None and found is None:
                entries.append(PLAIN_CALLS[call.index])
            else:
                explanation = self.explain(section, found or [])
                entries.append(
                    CallEntry(call, found is not None, explanation, tuple(annotations or ()))
                )
        return tuple(entries), not ended, leading

    def explain(self, section: Section, found: list[tuple[int, int]]) -> str:
        """The text of the notes referred to (joined by '; ')."""
        texts = []
        for number, offset in found:
            text = section.notes.get(number)
            if text is None:
                self.problem(offset, f"note {number} is referred to but not given")
            elif text:
                texts.append(text)
        return "; ".join(texts)

    def play(self, section: Section, trump: int | None) -> tuple[tuple[CardEntry, ...], int]:
        """The cards in playing order, and the number of tricks (rows) given.

        Column k of every row holds the card of the k-th seat clockwise from the Play tag's
        seat, whoever led; that seat leads to the first trick and each trick's winner to
        the next (only known cards compete; a trick with none keeps its leader)."""
        beats = BEATS[4 if trump is None else trump]
        entries: list[CardEntry] = []
        lead = 0
        fast = _fast_play(section.rows)
        if fast is None:
            tricks, marks, refs = self._play_rows(section)
            section.resolve({n for found in refs.values() for n, _ in found}, self.ordered)
            return self._tricks(section, tricks, 0, lead, beats, entries, marks, refs)
        if not fast:
            return (), 0
        # Whole tricks of known cards (all but a last short one, none after an unknown
        # card) go the quick way; the rest, one card at a time.
        tricks = [fast[start : start + 4] for start in range(0, len(fast), 4)]
        known = fast.index(-1) // 4 if -1 in fast else len(tricks)
        done = min(len(fast) // 4, known)
        entries, lead = _known_tricks(fast, done * 4, beats)
        if done == len(tricks):
            return tuple(entries), done
        return self._tricks(section, tricks[done:], done, lead, beats, entries, {}, {})

    def _tricks(
        self,
        section: Section,
        tricks: list[list[int]],
        done: int,
        lead: int,
        beats: bytes,
        entries: list[CardEntry],
        marks: dict[tuple[int, int], list[str]],
        refs: dict[tuple[int, int], list[tuple[int, int]]],
    ) -> tuple[tuple[CardEntry, ...], int]:
        """Put tricks ``done``... in playing order after ``entries``, the first led by
        column ``lead``."""
        final = done + len(tricks) - 1
        marked = {trick for trick, _ in marks} | {trick for trick, _ in refs}
        plain = PLAIN_CARDS
        for number, columns in enumerate(tricks, done):
            if len(columns) < 4:
                if number != final:
                    self.problem(section.offset, f"trick {number + 1} has {len(columns)} cards")
                columns += [_UNKNOWN if number != final else _ABSENT] * (4 - len(columns))
            if number != final and number not in marked and min(columns) >= 0:
                first, second, third, fourth = columns[lead:] + columns[:lead] if lead else columns
                entries += (plain[first], plain[second], plain[third], plain[fourth])
                lead = (lead + _winner(beats, first, second, third, fourth)) & 3
                continue
            sequence = [(lead + step) & 3 for step in range(4)]
            if number == final:  # cards not played (after a claim) are not unknown cards
                while (
                    sequence
                    and columns[sequence[-1]] < 0
                    and (number, sequence[-1]) not in marks
                    and (number, sequence[-1]) not in refs
                ):
                    sequence.pop()
            for column in sequence:
                card = columns[column]
                place = (number, column)
                if place not in marks and place not in refs:
                    entries.append(PLAIN_CARDS[card] if card >= 0 else UNKNOWN_CARD)
                else:
                    explanation = self.explain(section, refs.get(place, []))
                    annotations = tuple(marks.get(place, ()))
                    entries.append(
                        CardEntry(CARDS[card] if card >= 0 else None, annotations, explanation)
                    )
            known = [column for column in sequence if columns[column] >= 0]
            if known:
                best, lead = columns[known[0]], known[0]
                for column in known[1:]:
                    if beats[best * 52 + columns[column]]:
                        best, lead = columns[column], column
        # Unknown cards at the end of the play are written '-', which reads back as cards
        # not played: they are not kept, so that the record round trips.
        while entries and entries[-1] is UNKNOWN_CARD:
            entries.pop()
        return tuple(entries), final + 1

    def _play_rows(
        self, section: Section
    ) -> tuple[
        list[list[int]],
        dict[tuple[int, int], list[str]],
        dict[tuple[int, int], list[tuple[int, int]]],
    ]:
        """The rows of the play as card values by column (``-`` is unknown, ``+`` absent),
        with the marks and note references of each (trick, column)."""
        problem = self.problem
        tricks: list[list[int]] = []
        marks: dict[tuple[int, int], list[str]] = {}
        refs: dict[tuple[int, int], list[tuple[int, int]]] = {}
        waiting: list[str] = []
        columns: list[int] = []
        ended = stopped = False
        cards = CARD_TOKENS

        def add(card: int) -> None:
            if waiting:
                marks[(len(tricks), len(columns))] = waiting[:]
                waiting.clear()
            columns.append(card)

        def mark(token: str, offset: int) -> None:
            nonlocal ended, stopped
            card = cards.get(token.upper())
            if card is not None:
                add(card)
            elif token == "-":
                add(_UNKNOWN)
            elif token == "+":  # the next card to play: nothing more is given
                add(_ABSENT)
                stopped = True
            elif token == "*":
                ended = True
            elif _PRE_MARK.fullmatch(token):
                waiting.append(token)
            elif (ref := _NOTE_REF.fullmatch(token)) or _POST_MARK.fullmatch(token):
                if not columns:
                    problem(offset, f"{token!r} before the first card of the trick")
                elif ref is not None:
                    place = (len(tricks), len(columns) - 1)
                    refs.setdefault(place, []).append((int(ref.group(1)), offset))
                else:
                    marks.setdefault((len(tricks), len(columns) - 1), []).append(token)
            else:
                pieces = PIECES.findall(token)
                if len(pieces) > 1:
                    for piece in pieces:
                        mark(piece, offset)
                else:
                    problem(offset, f"invalid card {token!r}")

        for offset, row in rows(section.rows):
            if ended:
                problem(offset, f"text after the end of the play: {shorten(' '.join(row))}")
                continue
            columns = []
            for token in row:
                if ended:
                    problem(offset, f"{token!r} after the end of the play ('*')")
                    break
                card = cards.get(token)
                if card is None or waiting:
                    mark(token, offset)
                else:
                    columns.append(card)
            ended = ended or stopped
            if len(columns) > 4:
                problem(offset, f"trick {len(tricks) + 1} has {len(columns)} cards")
                del columns[4:]
            if columns:
                tricks.append(columns)
        if waiting:
            problem(section.offset, f"{' '.join(waiting)} without a card after it")
        return tricks, marks, refs


_PLAIN_CALL_WORDS = frozenset(CALL_ENTRY_TOKENS)
_PLAIN_PLAY_WORDS = frozenset(PLAY_TOKENS)


def _fast_auction(
    rows: list[tuple[int, str | list[str]]],
) -> tuple[tuple[CallEntry, ...], bool, int] | None:
    """The auction when it is one block of plain calls (after any '-'), perhaps ending
    with AP or '*'; None otherwise."""
    if len(rows) != 1 or type(rows[0][1]) is not str:
        return None
    tokens = rows[0][1].split()
    complete = True
    if tokens and tokens[-1] == "*":
        tokens.pop()
        complete = False
    all_pass = bool(tokens) and tokens[-1].upper() == "AP"
    if all_pass:
        tokens.pop()
    leading = 0
    while leading < len(tokens) and tokens[leading] == "-":
        leading += 1
    if leading:
        del tokens[:leading]
    if not _PLAIN_CALL_WORDS.issuperset(tokens):
        return None
    entries = list(map(CALL_ENTRY_TOKENS.__getitem__, tokens))
    if all_pass:
        entries += [PLAIN_CALLS[0]] * _passes_to_end([entry.call for entry in entries])
    return tuple(entries), complete, leading


_ROW = r"[^\S\n]*\S+[^\S\n]+\S+[^\S\n]+\S+[^\S\n]+\S+[^\S\n]*\n"
_PLAY_BLOCK = re.compile(
    f"(?:{_ROW})*" + r"(?:[^\S\n]*(?:\S+[^\S\n]+){0,3}\S+[^\S\n]*\n)?(?:[^\S\n]*\*[^\S\n]*\n)?"
)


def _fast_play(rows: list[tuple[int, str | list[str]]]) -> list[int] | None:
    """The card values of the columns, row after row (-1 for '-'), when the play is one
    block of rows of four plain cards or '-' (the last row perhaps shorter), perhaps
    ending with a line '*'; None otherwise."""
    if len(rows) != 1:
        return None
    block = rows[0][1]
    if type(block) is not str or not _PLAY_BLOCK.fullmatch(block):
        return None
    tokens = block.split()
    if tokens and tokens[-1] == "*":
        tokens.pop()
    if not _PLAIN_PLAY_WORDS.issuperset(tokens):
        return None
    return list(map(PLAY_TOKENS.__getitem__, tokens))


def _known_tricks(values: list[int], end: int, beats: bytes) -> tuple[list[CardEntry], int]:
    """The entries of the known cards ``values[:end]`` (whole tricks, by column) in
    playing order, and the column that leads next."""
    plain = PLAIN_CARDS
    entries: list[CardEntry] = []
    lead = 0
    for start in range(0, end, 4):
        first, second, third, fourth = values[start : start + 4]
        if lead == 1:
            first, second, third, fourth = second, third, fourth, first
        elif lead == 2:
            first, second, third, fourth = third, fourth, first, second
        elif lead == 3:
            first, second, third, fourth = fourth, first, second, third
        entries += (plain[first], plain[second], plain[third], plain[fourth])
        lead = (lead + _winner(beats, first, second, third, fourth)) & 3
    return entries, lead


def _winner(beats: bytes, first: int, second: int, third: int, fourth: int) -> int:
    """Which card of a complete trick wins it, 0 to 3 in playing order (``beats[a * 52 + b]``
    says whether card ``b`` beats card ``a`` in this strain)."""
    best, won = first, 0
    if beats[best * 52 + second]:
        best, won = second, 1
    if beats[best * 52 + third]:
        best, won = third, 2
    if beats[best * 52 + fourth]:
        won = 3
    return won


def _passes_to_end(calls: list[Call]) -> int:
    """How many passes 'AP' (all pass) stands for after these calls: to three passes
    after the last other call, or four passes in all."""
    trailing = 0
    for call in reversed(calls):
        if call.index:
            return max(0, 3 - trailing)
        trailing += 1
    return max(0, 4 - trailing)
