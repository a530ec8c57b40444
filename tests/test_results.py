"""Club results from travellers: a PBN ``ScoreTable`` read and scored again by the Laws, the
boards compared across the field, the pairs totalled, and ``bridgecraft results``.

The cross-check is a real club's file (``ruter71.pbn``, written by the Norwegian program
Ruter): every score, every Butler datum, every line's IMPs and every pair's total it states
must be what we work out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests._shared import find_shared_dir

from bridgecraft.cli import main
from bridgecraft.core import InvalidNotationError, Vulnerability
from bridgecraft.core.scoring import datum
from bridgecraft.formats import pbn
from bridgecraft.formats.record import BoardRecord, Table
from bridgecraft.formats.session import score_session
from bridgecraft.formats.travellers import traveller

RUTER = find_shared_dir() / "data" / "richardschneider-pbn" / "ruter71.pbn"
COLUMNS = "Table;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"


def ruter_records() -> list[BoardRecord]:
    return pbn.load(RUTER)


def stated_totals(records: list[BoardRecord]) -> dict[str, int]:
    for record in records:
        for table in record.tables:
            if table.name == "TotalScoreTable":
                names = table.column_names
                pair, total = names.index("PairId"), names.index("TotalScoreIMP")
                return {row[pair]: int(row[total]) for row in table.rows}
    raise AssertionError("no TotalScoreTable")


def test_every_score_datum_and_imp_of_a_real_club_file_is_ours() -> None:
    records = ruter_records()
    boards = [traveller(record) for record in records]
    assert sum(len(board) for board in boards) == 168 and all(len(b) == 8 for b in boards)
    for board in boards:
        assert all(line.stated_ns == line.score_ns for line in board)
        stated_datum = {int(line.stated["ButlerDatum"]) for line in board}
        assert stated_datum == {datum([line.score_ns for line in board])}
    session = score_session(records, "butler")
    assert all(value == int(line.stated["IMP_NS"]) for line, value in session.lines)
    assert {pair.pair: pair.total for pair in session.pairs} == stated_totals(records)
    assert [pair.total for pair in session.pairs] == sorted(
        (pair.total for pair in session.pairs), reverse=True
    )


def test_the_boards_vulnerability_scores_the_rows() -> None:
    row = ("1", "1", "2", "4S", "N", "10", "-", "-")
    for vulnerability, score in ((Vulnerability.NONE, 420), (Vulnerability.NS, 620)):
        record = BoardRecord(
            number=1, vulnerability=vulnerability, tables=(Table("ScoreTable", COLUMNS, (row,)),)
        )
        (line,) = traveller(record)
        assert (line.score_ns, line.stated_ns) == (score, None)
    # no Vulnerable tag: Law 2 from the board number (board 2 is NS vulnerable)
    record = BoardRecord(number=2, tables=(Table("ScoreTable", COLUMNS, (row,)),))
    assert traveller(record)[0].score_ns == 620


def test_unquoted_names_with_spaces_keep_the_columns_after_them() -> None:
    columns = "Section;PairId_NS;PairId_EW;Names_NS\\20L;Contract;Declarer;Result;Score_NS;MP_NS"
    rows = (
        ("A", "1", "2", "Ann", "Lee", "-", "Bo", "Ek", "4S", "N", "10", '"420"', "4"),
        ("B", "1", "2", '"Cy Dahl"', "3NT", "S", "8", "-", "0"),
    )
    first, second = traveller(BoardRecord(number=1, tables=(Table("ScoreTable", columns, rows),)))
    assert first.stated["Names_NS"] == "Ann Lee - Bo Ek" and second.stated["Names_NS"] == "Cy Dahl"
    assert (first.contract_text, first.tricks, first.score_ns, first.stated_ns) == (
        "4S by N",
        10,
        420,
        420,
    )
    assert first.stated["MP_NS"] == "4" and second.score_ns == -50
    # two sections number their pairs alike: the section keeps them apart
    assert (first.ns, first.ew, second.ns) == ("A-1", "A-2", "B-1")


def test_a_passed_out_row_scores_zero() -> None:
    rows = (("1", "1", "2", "Pass", "-", "-", "-", "-"),)
    (line,) = traveller(BoardRecord(number=1, tables=(Table("ScoreTable", COLUMNS, rows),)))
    assert (line.contract, line.tricks, line.score_ns, line.contract_text) == (
        None,
        None,
        0,
        "passed out",
    )


@pytest.mark.parametrize(
    ("row", "message"),
    [
        (("1", "1", "2", "4S", "N", "14", "-", "-"), "invalid result '14'"),
        (("1", "1", "2", "-", "-", "-", "-", "-"), "no contract and declarer"),
        (("1", "1", "2", "8S", "N", "10", "-", "-"), "board 5, ScoreTable row 1: invalid"),
    ],
)
def test_a_row_the_laws_cannot_score_is_refused_naming_it(
    row: tuple[str, ...], message: str
) -> None:
    record = BoardRecord(number=5, tables=(Table("ScoreTable", COLUMNS, (row,)),))
    with pytest.raises(InvalidNotationError, match=message):
        traveller(record)


results = st.lists(
    st.tuples(st.sampled_from(["1S", "3NT", "4H", "4HX", "6C", "2DXX"]), st.sampled_from("NESW"),
              st.integers(0, 13)),
    min_size=2,
    max_size=9,
)  # fmt: skip


def field(boards: list[list[tuple[str, str, int]]]) -> list[BoardRecord]:
    """Boards where pair p sits NS and pair 100 + p EW at table p."""
    return [
        BoardRecord(
            number=number,
            tables=(
                Table(
                    "ScoreTable",
                    COLUMNS,
                    tuple(
                        (str(t), str(t), str(100 + t), contract, seat, str(tricks), "-", "-")
                        for t, (contract, seat, tricks) in enumerate(board, 1)
                    ),
                ),
            ),
        )
        for number, board in enumerate(boards, 1)
    ]


@given(st.lists(results, min_size=1, max_size=4))
def test_matchpoints_share_each_top_and_cross_imps_sum_to_nothing(
    boards: list[list[tuple[str, str, int]]],
) -> None:
    records = field(boards)
    mp = score_session(records, "matchpoints")
    lines = sum(len(board) for board in boards)
    most = max(len(board) for board in boards)  # boards with fewer are Neuberged to it
    tops = sum(len(board) * 2 * (most - 1) for board in boards)
    # each total is rounded to 2 places (Neuberg matchpoints are fractions)
    assert sum(pair.total for pair in mp.pairs) == pytest.approx(tops, abs=0.005 * len(mp.pairs))
    assert sum(pair.boards for pair in mp.pairs) == 2 * lines
    assert all(0 <= (pair.percentage or 0) <= 100 for pair in mp.pairs)
    cross = score_session(records, "cross-imps")
    assert sum(value for _, value in cross.lines) == pytest.approx(0, abs=1e-6)
    butler = score_session(records, "butler")
    ns_pairs = {pair.pair: pair.total for pair in butler.pairs if pair.directions == "NS"}
    ew_pairs = {pair.pair: pair.total for pair in butler.pairs if pair.directions == "EW"}
    for ns, total in ns_pairs.items():  # each EW pair is its NS opponents' mirror
        assert ew_pairs[str(100 + int(ns))] == pytest.approx(-total)


def test_a_board_with_fewer_results_is_matchpointed_by_neuberg() -> None:
    full = [("4S", "N", 10), ("4S", "N", 9), ("3S", "N", 10), ("4S", "N", 11)]
    short = [("4S", "N", 10), ("4S", "N", 9), ("3S", "N", 10)]
    session = score_session(field([full, short]), "matchpoints")
    values = [value for line, value in session.lines if line.board == 2]
    # 420, -50 and 170 among three: 4, 0 and 2 matchpoints of a top of 4, rescaled to the
    # top of 6 of four results: (mp + 1) * 4 / 3 - 1
    assert values == pytest.approx([(4 + 1) * 4 / 3 - 1, (0 + 1) * 4 / 3 - 1, (2 + 1) * 4 / 3 - 1])
    pair = {p.pair: p for p in session.pairs}["1"]
    assert pair.boards == 2 and pair.percentage == round(100 * (4 + values[0]) / 12, 2)


def test_no_traveller_is_refused() -> None:
    with pytest.raises(InvalidNotationError, match="no board with a traveller"):
        score_session([BoardRecord(number=1)])
    with pytest.raises(InvalidNotationError, match="invalid method 'rubber'"):
        score_session(ruter_records(), "rubber")  # type: ignore[arg-type]


# -- the command ---------------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_results_ranks_the_pairs_and_checks_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "results", str(RUTER))
    assert (status, err) == (0, "")
    assert "21 boards, 168 results, butler" in out
    assert "Scores: 168 of 168 as the Laws give them." in out
    assert "IMP_NS: 168 of 168 as we score them." in out
    assert "TotalScoreIMP: 16 of 16 pairs as we total them." in out
    assert "Magne Tønnessen - Dagfinn Iversen" in out and "4=" in out


def test_results_as_json_at_matchpoints(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "results", str(RUTER), "--method", "matchpoints", "--json")
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["method"] == "matchpoints" and data["boards"] == 21 and len(data["lines"]) == 168
    percentages = [pair["percentage"] for pair in data["pairs"]]
    assert percentages == sorted(percentages, reverse=True)
    assert sum(pair["total"] for pair in data["pairs"]) == pytest.approx(21 * 8 * 14)


def test_a_wrong_score_in_the_file_is_shown(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = RUTER.read_text(encoding="latin-1")
    line = '2 1  3  4 1N  N  8 ST   "120"'
    assert text.count(line) == 1
    wrong = tmp_path / "wrong.pbn"
    wrong.write_text(text.replace(line, '2 1  3  4 1N  N  8 ST   "150"'), encoding="latin-1")
    status, out, _ = run(capsys, "results", str(wrong))
    assert status == 0
    assert "Scores: 167 of 168 as the Laws give them." in out
    assert "board 1, table 2: 1NT by N, 8 tricks: the Laws give +120, the file +150" in out
    status, out, _ = run(capsys, "results", str(wrong), "--board", "1")
    assert status == 0 and "+120 (file +150)" in out


def test_a_boards_traveller_is_shown_scored(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "results", str(RUTER), "--method", "matchpoints", "--board", "1")
    assert (status, err) == (0, "")
    table = out[out.index("Board 1") :]
    rows = [line.split("│")[1:-1] for line in table.splitlines() if line.startswith("│")]
    cells = [[cell.strip() for cell in row] for row in rows]
    assert len(cells) == 8
    scores = [int(row[5]) for row in cells]
    for row, score in zip(cells, scores, strict=True):
        ns = (
            2 * sum(other < score for other in scores) + sum(other == score for other in scores) - 1
        )
        assert (float(row[6]), float(row[7])) == (ns, 14 - ns)
    assert cells[0][3:6] == ["1NT by N", "8", "+120"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["results", "missing.pbn"], "no such file"),
        (["results", str(RUTER), "--method", "rubber"], "invalid method 'rubber'"),
        (
            ["results", str(RUTER), "--board", "99"],
            "no traveller of two results or more for board 99",
        ),
        (["results", str(RUTER.parent / "Hazlemere_Trophy.pbn")], "no board with"),
    ],
)
def test_results_mistakes_are_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.startswith("error: ") and message in err and err.count("\n") == 1


def test_a_file_of_one_game_a_table_is_scored_from_its_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # RealBridge's export of a teams qualifier: 299 games of 10 boards, no ScoreTable; the
    # pairs are named by their players
    path = RUTER.parent.parent / "endplay" / "example2.pbn"
    session = score_session(pbn.load(path), "butler")
    assert len({line.board for line, _ in session.lines}) == 10
    assert all(" - " in pair.pair for pair in session.pairs)
    stated = [(line.stated_ns, line.score_ns) for line, _ in session.lines]
    assert sum(1 for said, ours in stated if said is not None) == 279
    assert all(said == ours for said, ours in stated if said is not None)
    status, out, err = run(capsys, "results", str(path))
    assert (status, err) == (0, "")
    assert "10 boards, 299 results, butler" in out and "Scores: 279 of 279" in out
