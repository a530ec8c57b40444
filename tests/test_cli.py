"""The command line: real output for good input; one line and exit 2 for a user's mistake."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from bridgecraft.cli import main
from bridgecraft.core import Board, Deal, Game, Seat

SOLID = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_deal_is_repeatable_with_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "deal", "--seed", "5", "--board", "3", "--format", "index")
    assert status == 0 and err == ""
    number, index = out.split()
    assert number == "3"
    assert Deal.from_index(int(index)) == Deal.random(random.Random(5))
    status, again, _ = run(capsys, "deal", "--seed", "5", "--board", "3", "--format", "index")
    assert again == out


def test_deal_diagram_shows_all_four_hands(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "deal", "--seed", "1", "--count", "2", "--board", "4")
    assert status == 0
    assert out.count("North") == 2 and "Board 4" in out and "Board 5" in out
    assert "Dealer W" in out and "Vul Both" in out  # board 4 (Law 2)
    assert sum(line.count("♠") for line in out.splitlines()) == 8


def test_show_accepts_pbn_and_index(capsys: pytest.CaptureFixture[str]) -> None:
    deal = Deal.from_pbn(SOLID)
    status, out, _ = run(capsys, "show", str(deal.index), "--board", "2")
    assert status == 0 and f"PBN   {deal.to_pbn(Seat.E)}" in out  # board 2: East deals
    assert "♠ AKQJ" in out and f"Index {deal.index}" in out and "Dealer E" in out
    status, again, _ = run(capsys, "show", SOLID, "--board", "2")
    assert status == 0 and again == out


def test_replay_shows_the_result_and_score(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "replay", SOLID, "7NT P P P S7 N claims 13 E accepts W accepts")
    expected = Game.replay(
        Board(1, Deal.from_pbn(SOLID)),
        ["7NT", "P", "P", "P", "S7"] + ["N claims 13", "E accepts", "W accepts"],
    ).result()
    assert status == 0 and expected is not None
    assert f"Result: {expected}" in out and "+1520" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["show", "N:AKQ"], "invalid deal 'N:AKQ'"),
        (["show", SOLID, "--board", "0"], "boards are numbered from 1"),
        (["show", SOLID, "--vul", "sometimes"], "invalid vulnerability 'sometimes'"),
        (["replay", SOLID, "1NT P 1S"], "insufficient bid 1S after 1NT"),
        (["replay", SOLID, "8NT"], "no bid above seven"),
        (["deal", "--format", "xml"], "invalid format 'xml'"),
        (["deal", "--count", "0"], "invalid count 0"),
        (["deal", "--count", "many"], "'--count'"),
        (["deal", "--bogus"], "no such option: --bogus"),
        (["deal", "--seed", "abc"], "invalid value 'abc' for '--seed': input should be a valid"),
        (["deal", "--seed=-1"], "invalid value '-1' for '--seed': input should be greater than"),
        (["imps", "1.5"], "invalid value '1.5' for 'difference': input should be a valid integer"),
        (["vp", "abc"], "invalid value 'abc' for 'margin': expected a finite number"),
        (["vp", "12", "--boards", "x"], "invalid value 'x' for '--boards'"),
        (["nonsense"], "no such command"),
    ],
)
def test_mistakes_give_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and words in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_the_installed_command_and_module_run() -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "bridgecraft", "deal", "--seed", "2", "--format", "index"],
        capture_output=True,
        text=True,
    )
    assert ok.returncode == 0 and ok.stdout.startswith("1 ")
    bad = subprocess.run(
        [sys.executable, "-m", "bridgecraft", "show", "N:1.2.3.4"], capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and bad.stderr.startswith("error: invalid deal")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("argv", [["score", "4S"], ["deal", "-n", "3", "--seed", "1"]])
def test_output_that_cannot_be_written_is_one_line_not_a_traceback(argv: list[str]) -> None:
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run(
            [sys.executable, "-m", "bridgecraft", *argv],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert done.returncode == 2
    assert done.stderr == "error: cannot write the output: no space left on device\n"


@pytest.mark.parametrize("output", ["pbn", "text"])
def test_a_closed_pipe_stops_quietly(output: str) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgecraft", "deal", "-n", "2000", "--format", output],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(100)  # the reader takes a little and goes away, as "| head" does
    process.stdout.close()
    error = process.stderr.read().decode()
    assert process.wait(timeout=60) in (0, 1) and error == ""


def test_replay_of_an_unfinished_game_says_what_is_being_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    deal = "N:Q853.J7.KT652.75 T76.KQ965.A4.J42 942.843.QJ3.AQT9 AKJ.AT2.987.K863"
    status, out, _ = run(capsys, "replay", deal, "1D 1H P 4H P P P")
    game = Game.replay(Board(1, Deal.from_pbn(deal)), ["1D", "1H", "P", "4H", "P", "P", "P"])
    contract = game.contract
    assert status == 0 and contract is not None
    assert out.splitlines()[-3:] == [
        "Phase: play",
        f"Contract: {contract}, dummy {contract.dummy}, opening leader {contract.opening_leader}",
        f"To act: {game.to_act}",
    ]
    status, out, _ = run(capsys, "replay", deal, "1D 1H")
    assert out.splitlines()[-2:] == ["Phase: auction", "To act: S"]


def test_a_long_deal_run_prints_as_it_deals() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgecraft", "deal", "-n", "10000000000", "--format", "index"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(3)]
        assert [line.split()[0] for line in lines] == ["1", "2", "3"]
        process.stdout.close()  # the reader goes away, as `| head -3` does
        assert process.wait(timeout=60) == 1  # a quiet stop, not a kill
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)


def test_replay_takes_a_claim_statement_of_several_words_and_shows_the_claim(
    capsys: pytest.CaptureFixture[str],
) -> None:
    deal = "N:Q853.J7.KT652.75 T76.KQ965.A4.J42 942.843.QJ3.AQT9 AKJ.AT2.987.K863"
    auction = "1D 1H P 4H P P P CA C3 C5 C2"
    for claim, statement in (
        ("E claims 10: the rest are high", "the rest are high"),
        ("E claims 10 : trumps first", "trumps first"),
        ("E claims 10:drawing trumps", "drawing trumps"),
    ):
        status, out, err = run(capsys, "replay", deal, f"{auction} {claim} S accepts N accepts")
        assert status == 0 and err == ""
        lines = out.splitlines()
        assert f'E claims 10 of the tricks left ("{statement}")' in lines
        assert "S accepts" in lines and "N accepts" in lines
        assert lines[-1] == "Result: 4H by E =, 10 tricks, +420"
    status, out, _ = run(capsys, "replay", deal, f"{auction} E claims 10 S accepts N rejects")
    assert status == 0 and "N rejects" in out.splitlines() and "Phase: play" in out
