"""The scoring commands: score, imps, vp; and their one-line errors."""

from __future__ import annotations

import json

import pytest

from bridgecraft.cli import main
from bridgecraft.core import Doubled, Strain, duplicate_score, imps, wbf_vp


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize(
    ("argv", "level", "strain", "doubled", "vul", "tricks"),
    [
        (["4SX", "--vul", "--tricks", "8"], 4, Strain.S, Doubled.DOUBLED, True, 8),
        (["3NT"], 3, Strain.NT, Doubled.UNDOUBLED, False, 9),
        (["6♥XX", "--tricks", "13"], 6, Strain.H, Doubled.REDOUBLED, False, 13),
        (["1c*", "--nonvul", "--tricks", "3"], 1, Strain.C, Doubled.DOUBLED, False, 3),
        (["4SX by N", "--tricks", "11"], 4, Strain.S, Doubled.DOUBLED, False, 11),
        (["2nt by w"], 2, Strain.NT, Doubled.UNDOUBLED, False, 8),
        (["4S N", "--tricks", "9"], 4, Strain.S, Doubled.UNDOUBLED, False, 9),
        (["4 S"], 4, Strain.S, Doubled.UNDOUBLED, False, 10),
    ],
)
def test_score_prints_the_law_77_score(
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    level: int,
    strain: Strain,
    doubled: Doubled,
    vul: bool,
    tricks: int,
) -> None:
    expected = duplicate_score(level, strain, doubled, vulnerable=vul, tricks=tricks)
    status, out, err = run(capsys, "score", *argv)
    assert status == 0 and err == ""
    assert out.strip().endswith(f": {expected:+d}")
    status, out, _ = run(capsys, "score", *argv, "--json")
    data = json.loads(out)
    assert status == 0 and data["score"] == expected and data["tricks"] == tricks
    assert data["vulnerable"] is vul and data["result"] == tricks - level - 6


@pytest.mark.parametrize("difference", [0, 15, 20, 450, -620, 4000, -7600])
def test_imps(capsys: pytest.CaptureFixture[str], difference: int) -> None:
    status, out, _ = run(capsys, "imps", str(difference))
    assert status == 0 and int(out) == imps(difference)


@pytest.mark.parametrize(("margin", "boards"), [(23, 16), (-10, 16), (0, 8), (100, 32)])
def test_vp(capsys: pytest.CaptureFixture[str], margin: int, boards: int) -> None:
    status, out, _ = run(capsys, "vp", str(margin), "--boards", str(boards))
    winner, loser = wbf_vp(margin, boards)
    assert status == 0 and out.strip() == f"{winner:.2f} - {loser:.2f}"


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["score", "8NT"], "invalid contract '8NT': no bid above seven"),
        (["score", "4S", "--tricks", "14"], "invalid number of tricks 14"),
        (["score", "P"], "invalid contract 'P'"),
        (["score", "4SXXX"], "invalid contract '4SXXX'"),
        (["score", "4SY"], "invalid contract '4SY': expected a contract such as 4S"),
        (["score", "4S by Q"], "invalid contract '4S by Q': expected a contract such as 4S"),
        (["score", "8S N"], "invalid contract '8S N': no bid above seven"),
        (["score", "P"], "expected a contract such as 4S, 3NTX or 6HXX"),
        (["imps", "many"], "'difference'"),
        (["vp", "10", "--boards", "0"], "invalid number of boards 0"),
        (["vp", "1e400"], "invalid value '1e400' for 'margin': expected a finite number"),
        (["vp", "ten"], "invalid value 'ten' for 'margin': expected a finite number"),
        (["vp", "nan"], "invalid value 'nan' for 'margin'"),
    ],
)
def test_scoring_mistakes_give_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and words in err and err.count("\n") == 1
