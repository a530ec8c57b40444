"""``bridgecraft.formats.load`` and ``dump``: the format chosen by the file's extension (any
case) or by ``format=``, reading and writing exactly as the format's own module does."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests._shared import find_shared_dir

from bridgecraft import formats
from bridgecraft.core import Deal, InvalidNotationError, Seat
from bridgecraft.formats import json as bridge_json
from bridgecraft.formats import lin, pbn
from bridgecraft.formats.by_name import format_module
from bridgecraft.formats.record import BoardRecord

DATA = find_shared_dir() / "data"
MODULES = {"pbn": pbn, "lin": lin, "json": bridge_json}
REAL = sorted(p for p in DATA.rglob("*") if p.suffix.lower() in (".pbn", ".lin", ".json"))


def test_real_files_are_found() -> None:
    assert len(REAL) >= 5


@pytest.mark.parametrize("path", REAL, ids=lambda path: path.name)
def test_a_real_file_reads_as_its_formats_module_reads_it(path: Path) -> None:
    module = MODULES[path.suffix.lower().lstrip(".")]
    assert formats.load(path) == module.load(path)


@pytest.mark.parametrize("name", ["boards.pbn", "boards.LIN", "boards.Json"])
def test_a_file_written_by_extension_is_the_formats_own_text(tmp_path: Path, name: str) -> None:
    records = [
        BoardRecord(number=n, dealer=Seat.E, deal=Deal.from_index(n * 10**20)) for n in (1, 2)
    ]
    target = tmp_path / name
    formats.dump(records, target)
    module = MODULES[formats.format_of(name)]
    assert module is format_module(formats.format_of(name))
    assert target.read_bytes() == _written_by(module, records, tmp_path)
    assert formats.load(target, strict=True) == records


def _written_by(module: object, records: list[BoardRecord], folder: Path) -> bytes:
    other = folder / "by-module"
    module.dump(records, other)  # type: ignore[attr-defined]
    return other.read_bytes()


def test_format_names_the_format_whatever_the_extension(tmp_path: Path) -> None:
    target = tmp_path / "boards.txt"
    formats.dump([BoardRecord(number=3)], target, format="JSON")
    assert target.read_text(encoding="utf-8").startswith('{\n  "format": "bridgecraft"')
    assert formats.load(target, format="json")[0].number == 3


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: formats.load("notes.txt"), "cannot tell the format of 'notes.txt': name it"),
        (lambda: formats.dump([], "notes.txt"), "cannot tell the format of 'notes.txt': use"),
        (lambda: formats.load("a.pbn", format="xml"), "invalid format 'xml': expected one of"),
        (lambda: formats.format_of(42), "invalid path 42: expected a file name, not int"),  # type: ignore[arg-type]
    ],
)
def test_what_cannot_be_told_is_refused(call: object, message: str, tmp_path: Path) -> None:
    with pytest.raises(InvalidNotationError, match=message.replace("(", r"\(")):
        call()  # type: ignore[operator]
