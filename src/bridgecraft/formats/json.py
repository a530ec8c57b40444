"""bridgecraft's own JSON format: board records in a documented, versioned document.

A document is ``{"format": "bridgecraft", "version": 1, "boards": [...]}``, one object per
board. Its JSON Schema (draft 2020-12) is ``docs/schema/bridgecraft-v1.schema.json`` and
``docs/formats/json.md`` describes it with an example. Notation inside is canonical: seats
``N``, cards ``SA``, calls ``1NT``/``P``/``X``/``XX``, hands and deals in PBN (spades first,
ranks from the ace down, a deal from North).

>>> from bridgecraft.core import Call, Card, Deal, Seat
>>> from bridgecraft.formats import BoardRecord, CallEntry, CardEntry
>>> record = BoardRecord(
...     number=1, deal=Deal.from_index(0), players=("Nora", "Ed", "Sam", "Wes"),
...     auction=(CallEntry(Call.parse("1NT"), alert=True, explanation="15-17"),
...              *[CallEntry(Call.PASS)] * 3),
...     play=(CardEntry(Card.D2), CardEntry(None)), tags=(("Event", "Club night"),),
... )
>>> text = dumps([record])
>>> print(text)
{
  "format": "bridgecraft",
  "version": 1,
  "boards": [
    {
      "number": 1,
      "deal": "N:...AKQJT98765432 ..AKQJT98765432. .AKQJT98765432.. AKQJT98765432...",
      "players": {"N": "Nora", "E": "Ed", "S": "Sam", "W": "Wes"},
      "auction": [
        {"call": "1NT", "alert": true, "explanation": "15-17"},
        {"call": "P"},
        {"call": "P"},
        {"call": "P"}
      ],
      "play": ["D2", null],
      "tags": [["Event", "Club night"]]
    }
  ]
}
>>> loads(text) == [record]
True

Readers are lenient by default: a problem inside a board becomes a
:class:`~bridgecraft.formats.RecordError` (with the JSON line of the offending value) in that
record's ``errors`` and reading goes on; ``strict=True`` raises the first problem as an
:class:`~bridgecraft.core.InvalidNotationError` naming its JSON path:

>>> bad = '{"format": "bridgecraft", "version": 1,\\n "boards": [{"auction": [{"call": "8C"}]}]}'
>>> loads(bad)[0].errors
(RecordError(line=2, reason="boards[0].auction[0].call: invalid call '8C': no bid above seven \
exists (Law 38)"),)
>>> loads(bad, strict=True)
Traceback (most recent call last):
...
bridgecraft.core.errors.InvalidNotationError: line 2: boards[0].auction[0].call: invalid call \
'8C': no bid above seven exists (Law 38)

A document that is not JSON, not a bridgecraft document or of another version raises
:class:`~bridgecraft.core.InvalidNotationError` in both modes.
"""

from __future__ import annotations

from bridgecraft.formats._json_reader import load, loads, record_from_dict
from bridgecraft.formats._json_writer import (
    FORMAT,
    VERSION,
    dump,
    dumps,
    iterdumps,
    record_to_dict,
)

__all__ = [
    "FORMAT",
    "VERSION",
    "dump",
    "dumps",
    "iterdumps",
    "load",
    "loads",
    "record_from_dict",
    "record_to_dict",
]
