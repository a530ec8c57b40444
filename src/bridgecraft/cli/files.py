"""Reading and writing files for the commands: formats by extension, colour on terminals."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape

from bridgecraft.core import Board, InvalidNotationError
from bridgecraft.formats.by_name import FORMATS, format_module, format_of, iterdumps
from bridgecraft.formats.record import BoardRecord

__all__ = [
    "FORMATS",
    "board_groups",
    "check_not_input",
    "check_writable",
    "echo_board",
    "echo_records",
    "format_module",
    "format_of",
    "left_out_note",
    "read_boards",
    "read_records",
    "replace_file",
    "write_records",
    "write_text",
]


def read_records(path: str | Path, *, strict: bool) -> list[BoardRecord]:
    """Read every board of a file (strict: the first problem raises). A file whose text is
    plainly of another format than its extension names (a PBN file named ``.lin``) is
    refused with a message that says so, not read as garbage.

    >>> read_records("", strict=False)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: cannot read '': no file name given
    """
    name = str(path)
    if not name.strip():  # Path("") is the current directory
        raise InvalidNotationError(f"cannot read {name!r}: no file name given")
    if name == "-":
        raise InvalidNotationError(
            "cannot read '-': standard input is not read here, give the name of a file"
        )
    file = Path(path)
    if file.is_dir():
        raise InvalidNotationError(f"cannot read {str(path)!r}: it is a directory")
    if not file.exists():
        raise InvalidNotationError(f"cannot read {str(path)!r}: no such file")
    if not file.is_file():
        raise InvalidNotationError(f"cannot read {str(path)!r}: not a regular file")
    expected = format_of(file, reading=True)
    found = _sniffed_format(file)
    if found is not None and found != expected:
        raise InvalidNotationError(
            f"cannot read {name!r}: its text is {found.upper()}, not {expected.upper()} as "
            f"its extension says: name it .{found}"
        )
    module = format_module(expected)
    try:
        records: list[BoardRecord] = module.load(file, strict=strict)
    except InvalidNotationError as error:  # strict: the first problem, with its file
        raise InvalidNotationError(f"{path!s}: {error}") from None
    return records


_PBN_START = re.compile(r"%|\[[A-Za-z]\w*\s+\"")
_LIN_START = re.compile(r"[a-z]{2}\|", re.IGNORECASE)
_JSON_START = re.compile(r"\{\s*\"")


def _sniffed_format(file: Path) -> str | None:
    """The format the start of a file's text plainly shows (``%`` or a tag for PBN, a
    two-letter key and ``|`` for LIN, ``{"`` for JSON), or None when it shows none of them
    (an empty file, text of no format: the reader's own messages say what is wrong).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = Path(folder, "club.lin")
    ...     _ = path.write_text('\\ufeff% PBN 2.1\\n[Event ""]\\n', encoding="utf-8")
    ...     _sniffed_format(path)
    'pbn'
    """
    try:
        with file.open("rb") as handle:
            start = handle.read(4096)
    except OSError:
        return None  # the reader says what is wrong
    text = start.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    for name, pattern in (("pbn", _PBN_START), ("lin", _LIN_START), ("json", _JSON_START)):
        if pattern.match(text):
            return name
    return None


def read_boards(path: str | Path, what: str = "play") -> tuple[list[Board], str | None]:
    """The boards of a file that give a full deal, in the file's order (each once, however
    many tables' games the file holds of it), with their numbers, dealers and
    vulnerabilities (Law 2 where the file gives none), and the line naming the boards left
    out for want of a full deal (:func:`left_out_note`; None when none was). The file is
    read leniently: only the deals matter, so a problem elsewhere in a board (its auction,
    its play) does not keep it out. A file with no full deal is refused, ``what`` saying
    what it was for.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     file = Path(folder, "two.pbn")
    ...     _ = file.write_text('[Board "4"]\\n[Deal "N:AKQJT98765432... .AKQJT98765432.. '
    ...                         '..AKQJT98765432. ...AKQJT98765432"]\\n\\n[Board "5"]\\n')
    ...     boards, note = read_boards(file)
    >>> [(b.number, b.dealer, b.vulnerability) for b in boards], note[-27:]
    ([(4, Seat.W, Vulnerability.BOTH)], 'full deal left out: board 5')
    """
    records = read_records(path, strict=False)
    groups = board_groups(records, path, what)
    return [group[0].to_board() for group in groups], left_out_note(records, groups, path)


def board_groups(
    records: list[BoardRecord], path: str | Path, what: str
) -> list[list[BoardRecord]]:
    """The records of file ``path`` that give a full deal, grouped by board (number and
    deal) in the order the boards first come: a file of one game a table (a teams event)
    repeats each board once a table, and it is one board to play. None is refused, as by
    :func:`read_boards`."""
    groups: dict[tuple[int, int], list[BoardRecord]] = {}
    for record in records:
        if record.deal is not None:
            groups.setdefault((record.board_number, record.deal.index), []).append(record)
    if not groups:
        raise InvalidNotationError(f"{path!s}: no board with a full deal to {what}")
    return list(groups.values())


def left_out_note(
    records: list[BoardRecord], groups: list[list[BoardRecord]], path: str | Path
) -> str | None:
    """The line that says which records of file ``path`` :func:`board_groups` left out for
    want of a full deal (a truncated file, a board whose deal is broken), or None when none
    was: the commands that read a file leniently say so rather than skip boards unseen.

    >>> from bridgecraft.formats.record import BoardRecord
    >>> left_out_note([BoardRecord(number=3), BoardRecord(number=9)], [], "club.pbn")
    'note: 2 boards of club.pbn without a full deal left out: board 3, board 9'
    """
    kept = {id(record) for group in groups for record in group}
    missing = [record.label for record in records if id(record) not in kept]
    if not missing:
        return None
    more = f" and {len(missing) - 10} more" if len(missing) > 10 else ""
    return (
        f"note: {len(missing)} board{'s' if len(missing) > 1 else ''} of {path!s} without a "
        f"full deal left out: {', '.join(missing[:10])}{more}"
    )


def write_records(records: Iterable[BoardRecord], name: str) -> str:
    """The text of a file in format ``name``."""
    text: str = format_module(name).dumps(list(records))
    return text


def echo_records(records: Iterable[BoardRecord], name: str) -> None:
    """Print a file of format ``name`` holding these records as they come: the records may
    be a generator of any length (``deal -n 10000000 --format pbn``), since each board's text
    is made, printed and let go before the next is asked for."""
    pending: list[str] = []
    size = 0
    for piece in iterdumps(records, name):
        pending.append(piece)
        size += len(piece)
        if size >= _PRINT_SIZE:
            typer.echo("".join(pending), nl=False)
            pending, size = [], 0
    typer.echo("".join(pending), nl=False)


_PRINT_SIZE = 1 << 16
"""Characters printed at once by :func:`echo_records` (one write a board would be slow)."""


def check_writable(target: str | Path, what: str = "write") -> None:
    """Refuse, before any work is done, an output file that cannot be written: its directory
    is missing, or it is a directory or a file not open to writing. ``what`` begins the
    message ("cannot {what} ..."). ``-`` (standard output) is always writable.

    >>> check_writable("/no/such/dir/out.json")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: cannot write '/no/such/dir/out.json': no such \
directory
    """
    name = str(target)
    if name == "-":
        return
    if not name.strip():
        raise InvalidNotationError(f"cannot {what} {name!r}: no file name given")
    path = Path(target)
    parent = path.parent
    if not parent.is_dir():
        raise InvalidNotationError(f"cannot {what} {name!r}: no such directory")
    if path.is_dir():
        raise InvalidNotationError(f"cannot {what} {name!r}: it is a directory")
    if path.exists() and not os.access(path, os.W_OK):
        raise InvalidNotationError(f"cannot {what} {name!r}: the file is not writable")
    if not path.exists() and not os.access(parent, os.W_OK | os.X_OK):
        raise InvalidNotationError(f"cannot {what} {name!r}: the directory is not writable")


def check_not_input(target: str | Path, *sources: str | Path | None) -> None:
    """Refuse to write onto a file the command reads: the input would be lost (or rewritten
    in another format) before the user could look at the result. ``-`` (standard output)
    and a file that does not exist yet are never an input.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = Path(folder, "club.pbn")
    ...     _ = path.write_text("")
    ...     check_not_input(Path(folder, ".", "club.pbn"), path)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: cannot write '...club.pbn': it is the \
input file ...club.pbn; write to another file
    """
    name = str(target)
    if name == "-" or not Path(target).exists():
        return
    for source in sources:
        if source is None or str(source) in ("", "-") or not Path(source).exists():
            continue
        try:
            same = os.path.samefile(target, source)
        except OSError:
            same = os.path.realpath(target) == os.path.realpath(source)
        if same:
            raise InvalidNotationError(
                f"cannot write {name!r}: it is the input file {source!s}; write to another file"
            )


def write_text(target: str | Path, text: str, *, newline: str | None = None) -> None:
    """Write ``text`` to ``target`` as UTF-8, whole or not at all (:func:`replace_file`),
    ``newline`` translating its line ends as :func:`open` does. A failure is an
    :class:`InvalidNotationError` that names the file, not a traceback.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_text(Path(folder, "out.pbn"), "% PBN 2.1")
    ...     sorted(p.name for p in Path(folder).iterdir())
    ['out.pbn']
    """
    end = os.linesep if newline is None else newline
    if end not in ("", "\n"):
        text = text.replace("\n", end)
    try:
        replace_file(target, text.encode("utf-8"))
    except OSError as error:
        reason = (error.strerror or str(error)).lower()
        raise InvalidNotationError(f"cannot write {str(target)!r}: {reason}") from None


def _is_special(target: str | Path) -> bool:
    """Whether ``target`` (its links followed) exists and is not a regular file."""
    try:
        return not stat.S_ISREG(os.stat(target).st_mode)
    except OSError:  # no such file yet, or a broken link: a new file will be made
        return False


def replace_file(target: str | Path, data: bytes) -> None:
    """Write ``data`` to ``target``, whole or not at all: it goes to a temporary file beside
    it, which then replaces ``target`` in one step, so a failed write (a full disk, a size
    limit) leaves no part-written file and the old one as it was. A symbolic link is written
    through and stays a link; the file keeps its permissions (a new one gets the umask's).
    A target that is not a regular file (a named pipe, a device such as ``/dev/stdout`` or
    ``/dev/null``) is written to directly: replacing it would put a file in its place.
    I/O errors are raised as they are.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     replace_file(Path(folder, "out.lin"), b"pn|N,E,S,W|")
    ...     Path(folder, "out.lin").read_bytes()
    b'pn|N,E,S,W|'
    """
    if _is_special(target):
        with open(target, "wb") as stream:
            stream.write(data)
        return
    path = Path(os.path.realpath(target)) if Path(target).is_symlink() else Path(target)
    temporary: str | None = None
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        if path.exists():
            os.chmod(temporary, path.stat().st_mode & 0o7777)
        else:  # as a new file would be made: by the umask
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
        temporary = None
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


_RED = ("♥", "♦")


def echo_board(text: str, console: Console) -> None:
    """Print a board, hearts and diamonds in red, spades and clubs in the default colour
    (plain text when the output is not a terminal)."""
    marked = escape(text)
    for symbol in _RED:
        marked = marked.replace(symbol, f"[red]{symbol}[/red]")
    console.print(marked, highlight=False, soft_wrap=True)
