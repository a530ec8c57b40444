"""The PBN lexer: text to games, each an ordered list of items (tags, rows, comments...).

The text is cut into games at semi-empty lines. A game made only of tag lines
``[Name "value"]`` and lines of plain tokens (most games of most files) is read by one
regular expression call; any other game is read token by token by one compiled regular
expression (tags anywhere, comments that may span lines and blank lines, ``%`` lines,
strings in table rows). Offsets are kept instead of line numbers, which are computed only
when a problem is reported (:class:`LineIndex`).

>>> games = split_games('% PBN 2.1\\n[Event "E"]\\n[Auction "N"]\\n1NT Pass\\n\\n[Board "2"]\\n')
>>> [[item[0] for item in game] for game in games]
[['escape', 'tag', 'tag', 'row'], ['tag']]
>>> games[0][3]
('row', 36, ['1NT', 'Pass'], None)
"""

from __future__ import annotations

import re
from typing import Any, Final

__all__ = [
    "BLOCK",
    "COMMENT",
    "ERROR",
    "ESCAPE",
    "ROW",
    "TAG",
    "Item",
    "LineIndex",
    "escape_string",
    "normalize",
    "split_games",
    "unescape_string",
]

TAG: Final = "tag"
"""``(TAG, offset, name, value)``: a tag pair, its value unescaped."""
ROW: Final = "row"
"""``(ROW, offset, tokens, None)``: the tokens of one line of a section or table."""
COMMENT: Final = "comment"
"""``(COMMENT, offset, text, None)``: a ``{}`` or ``;`` comment, without its delimiters."""
ESCAPE: Final = "escape"
"""``(ESCAPE, offset, text, None)``: a ``%`` line, without the ``%``."""
ERROR: Final = "error"
"""``(ERROR, offset, reason, None)``: something the lexer could not read."""
BLOCK: Final = "block"
"""``(BLOCK, offset, text, None)``: lines of plain tokens after a tag, as one text."""

Item = tuple[str, int, Any, Any]
"""One item of a game: kind, offset in the normalised text, and one or two values."""

_STRING = r'"([^"\\\n]*(?:\\.[^"\\\n]*)*)"'
_MASTER = re.compile(
    "|".join(
        (
            r"(^\[([A-Za-z0-9_]+)[ \t]+" + _STRING + r"\][ \t]*\n)",  # 1 (2, 3): tag line
            r'(^[^\S\n]*[^\s\[\]{};"%][^\n\[\]{};"]*\n)',  # 4: plain line of tokens
            r"(^[^\S\n]*\n)",  # 5: semi-empty line
            r"(^%([^\n]*)\n)",  # 6 (7): escape line
            r"(\n)",  # 8: end of line
            r"([^\S\n]+)",  # 9: spaces
            r"(\[\s*([A-Za-z0-9_]+)\s*" + _STRING + r"\s*\])",  # 10 (11, 12): tag pair
            r"(\[[^\[\]\n]*\]?)",  # 13: malformed tag pair
            r'("[^"\\\n]*(?:\\.[^"\\\n]*)*")',  # 14: string (kept with its quotes)
            r'("[^\n]*)',  # 15: unterminated string
            # 16 (17, 18): brace comment; it ends at '}' or, when '}' is missing, before
            # the next line that starts with '['
            r"(\{([^}\n]*(?:\n(?![^\S\n]*\[)[^}\n]*)*)(\}?))",
            r"(;([^\n]*))",  # 19 (20): comment to the end of the line
            r'([^\s\[\]{};"]+)',  # 21: token
            r"(.)",  # 22: anything else (a stray ']' or '}')
        )
    ),
    re.MULTILINE,
)
_UNESCAPE = re.compile(r'\\([\\"])')
_NEEDS_ESCAPE = re.compile(r'\\(?=[\\"]|$)|"')


def normalize(text: str) -> str:
    """The text with ``\\n`` line ends only, no byte-order mark, ending with ``\\n``.

    >>> normalize("\\ufeffa\\r\\nb\\rc")
    'a\\nb\\nc\\n'
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.endswith("\n"):
        text += "\n"
    return text


def unescape_string(raw: str) -> str:
    r"""The value of a PBN string: ``\"`` is a quote and ``\\`` a backslash; any other
    backslash is kept as written (as in the column specification ``Result\2R``).

    >>> unescape_string(r'a \"b\" c\\d \2R')
    'a "b" c\\d \\2R'
    """
    return _UNESCAPE.sub(r"\1", raw) if "\\" in raw else raw


def escape_string(value: str) -> str:
    r"""The inverse of :func:`unescape_string`: escape quotes, and backslashes only where
    they would otherwise be read as an escape (before ``\`` or ``"``, or at the end).

    >>> escape_string('say "hi"')
    'say \\"hi\\"'
    >>> unescape_string(escape_string("a\\\\b\\\\")) == "a\\\\b\\\\"
    True
    """
    if "\\" not in value and '"' not in value:
        return value
    return _NEEDS_ESCAPE.sub(lambda match: "\\" + match.group(), value)


_DATA_LINE = r'[^\S\n]*[^\s\[\]{};"%][^\n\[\]{};"]*\n'
_FAST_PARTS = re.compile(
    r'\[([A-Za-z0-9_]+) "([^"\\\n]*(?:\\.[^"\\\n]*)*)"\]\n' + f"((?:{_DATA_LINE})*)"
)
_SEPARATOR = re.compile(r"\n(?:[^\S\n]*\n)+")  # the end of a line, then semi-empty lines
_BLANKS = re.compile(r"(?:[^\S\n]*\n)+")


def split_games(text: str) -> list[list[Item]]:
    """Split normalised text into games: lists of items, separated by semi-empty lines.

    Items before a game's first tag (comments, ``%`` lines) belong to that game; items
    after the last game belong to it. A chunk without any tag becomes a game of its own
    only when it holds something that is not a comment or ``%`` line (stray text, errors),
    so that the problem is reported.

    A game made only of lines ``[Name "value"]`` and lines of plain tokens is read by one
    regular expression call; its data lines come as one ``BLOCK`` item per tag.
    """
    games: list[list[Item]] = []
    pending: list[Item] = []
    position = 0
    size = len(text)
    parts = _FAST_PARTS.findall
    separator = _SEPARATOR.search
    blanks = _BLANKS.match
    while position < size:
        found = blanks(text, position)
        if found is not None:
            position = found.end()
            continue
        found = separator(text, position)
        end, after = (found.start() + 1, found.end()) if found else (size, size)
        items = []
        offset = position
        for name, value, block in parts(text, position, end):
            items.append((TAG, offset, name, unescape_string(value) if "\\" in value else value))
            offset += len(name) + len(value) + 6
            if block:
                items.append((BLOCK, offset, block, None))
                offset += len(block)
        if offset == end:  # the matches cover the chunk: it is all plain lines
            games.append(pending + items if pending else items)
            pending = []
            position = after
            continue
        items, position, has_tag = _general(text, position)
        if has_tag:
            games.append(pending + items)
            pending = []
        else:
            pending += items
    if pending:
        if games:
            games[-1].extend(pending)
        elif any(item[0] in (ROW, ERROR) for item in pending):
            games.append(pending)
    return games


def _general(text: str, position: int) -> tuple[list[Item], int, bool]:
    """Items from ``position`` to the next semi-empty line outside a comment (token by
    token); returns them, where to go on, and whether a tag was met."""
    items: list[Item] = []
    append = items.append
    has_tag = False
    row: list[str] = []
    row_start = 0
    for match in _MASTER.finditer(text, position):
        kind = match.lastindex
        if kind == 1:  # a tag alone on its line
            append((TAG, match.start(), match.group(2), unescape_string(match.group(3))))
            has_tag = True
        elif kind == 4:  # a line of plain tokens
            append((ROW, match.start(), match.group().split(), None))
        elif kind == 8:
            if row:
                append((ROW, row_start, row, None))
                row = []
        elif kind == 9:
            pass
        elif kind == 5:
            return items, match.end(), has_tag
        elif kind == 6:
            append((ESCAPE, match.start(), match.group(7), None))
        elif kind == 10:
            if row:
                append((ROW, row_start, row, None))
                row = []
            append((TAG, match.start(), match.group(11), unescape_string(match.group(12))))
            has_tag = True
        elif kind == 21 or kind == 14:
            if not row:
                row_start = match.start()
            row.append(match.group())
        elif kind == 16:
            append((COMMENT, match.start(), match.group(17), None))
            if not match.group(18):
                append((ERROR, match.start(), "comment '{' without its closing '}'", None))
        elif kind == 19:
            append((COMMENT, match.start(), match.group(20), None))
        elif kind == 13:
            append((ERROR, match.start(), f"invalid tag pair {_shorten(match.group())}", None))
        elif kind == 15:
            reason = f"string without its closing quote: {_shorten(match.group())}"
            append((ERROR, match.start(), reason, None))
        else:
            append((ERROR, match.start(), f"unexpected character {match.group()!r}", None))
    if row:
        append((ROW, row_start, row, None))
    return items, len(text), has_tag


def _shorten(text: str, limit: int = 40) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


class LineIndex:
    """Turns offsets in a text into 1-based line numbers, counting line breaks from the
    last offset asked about (problems are mostly reported in file order).

    >>> index = LineIndex("a\\nb\\nc\\n")
    >>> index.line(4), index.line(0), index.line(2)
    (3, 1, 2)
    """

    __slots__ = ("_line", "_offset", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._offset = 0
        self._line = 1

    def line(self, offset: int) -> int:
        """The line of the character at ``offset``."""
        if offset < self._offset:
            self._offset, self._line = 0, 1
        self._line += self._text.count("\n", self._offset, offset)
        self._offset = offset
        return self._line
