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

from collections.abc import Iterable

from bridgecraft.core import InvalidNotationError
from bridgecraft.core.checks import is_whole
from bridgecraft.formats import _losses
from bridgecraft.formats._checks import check_record, each_record, shown
from bridgecraft.formats._lin_reader import load, loads
from bridgecraft.formats._lin_writer import (
    LAYOUT_TAG,
    _decode_layout,
    _follow,
    dump,
    dumps,
    iterdumps,
)
from bridgecraft.formats.record import BoardRecord

__all__ = ["dump", "dumps", "iterdumps", "load", "loads", "loss_summary", "losses"]


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

    >>> from dataclasses import replace
    >>> from bridgecraft.formats.record import CallEntry
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
