"""Just declare and best hand (`bridgecraft play --declare`, `--best-hand`, decision 0086): the
robots bid every hand and the human declares every deal; the human holds the most HCP."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from bridgecraft.cli import main
from bridgecraft.cli import play as play_module
from bridgecraft.cli.play import SessionSummary, best_hand_deal, run_session
from bridgecraft.cli.play_robots import seat_robots
from bridgecraft.cli.play_session import robots_auction
from bridgecraft.core import AnalysisError, BySeat, Call, Deal, Seat, View
from bridgecraft.formats import pbn
from bridgecraft.robots.base import Decision
from bridgecraft.robots.baseline import SimpleRobot


def declare(script: str, **options: Any) -> tuple[str, SessionSummary]:
    out = io.StringIO()
    options.setdefault("robots", "simple")
    summary = run_session(
        io.StringIO(script), Console(file=out, width=120), declare=True, **options
    )
    return out.getvalue(), summary


@pytest.mark.parametrize("scoring", ["imps", "rubber", "chicago"])
@pytest.mark.parametrize("seat", list(Seat))
def test_every_deal_is_the_humans_to_declare_as_the_robots_bid_it(scoring: str, seat: Seat) -> None:
    text, summary = declare("auto\n" * 60, seat=seat, scoring=scoring, seed=int(seat), deals=2)
    assert len(summary.games) == 2
    robots = BySeat.build(seat_robots("simple", int(seat)))
    for game in summary.games:
        assert game.contract is not None and game.contract.declarer == seat
        assert game.is_finished
        bid = robots_auction(game.board, robots)  # the auction is the robots', seat for seat
        assert list(game.calls) == [call for call, _ in bid]
    assert "Your robot bids" in text  # the human's calls are made, and explained, for him
    assert f"{seat.full_name}, your call" not in text and "error:" not in text


def test_the_auction_cannot_be_undone_but_the_play_can() -> None:
    text, summary = declare("undo\nauto\nundo\n" + "auto\n" * 40, seed=7, deals=1)
    errors = [line for line in text.splitlines() if line.startswith("error:")]
    assert errors == ["error: nothing to undo: you have not acted in this deal yet"]
    assert "Undone: your " in text
    game = summary.games[0]
    assert game.contract is not None and game.contract.declarer == Seat.S


def test_the_same_seed_gives_the_same_deals() -> None:
    first = declare("auto\n" * 60, seed=11, deals=2)[1]
    second = declare("auto\n" * 60, seed=11, deals=2)[1]
    assert first.games == second.games
    other = declare("auto\n" * 60, seed=12, deals=2)[1]
    assert [g.board.deal for g in other.games] != [g.board.deal for g in first.games]


class Passer(SimpleRobot):
    def decide(self, view: View) -> Decision:
        return Decision(Call.PASS, "passes") if view.contract is None else super().decide(view)


def test_robots_that_never_give_the_human_a_contract_end_with_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(play_module, "DECLARE_DRAWS", 5)
    with pytest.raises(AnalysisError, match="no deal in 5 that the robots' auction gives South"):
        declare("auto\n", robots=lambda seat: Passer(seed=int(seat)), seed=1, deals=1)


@pytest.mark.parametrize(
    ("flag", "mode"), [("--declare", "just declare"), ("--best-hand", "best hand")]
)
def test_the_modes_refuse_the_boards_of_a_file(
    flag: str, mode: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    boards = tmp_path / "boards.pbn"
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    boards.write_text(f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n')
    status = main(["play", flag, "--file", str(boards)])
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1
    assert f"{mode} draws its own deals: it cannot play the boards of a file" in err


def test_the_command_plays_a_deal_you_declare(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("auto\n" * 60))
    argv = ["play", "--declare", "--deals", "1", "--seed", "3", "--robots", "simple"]
    status = main(argv)
    out = capsys.readouterr().out
    assert status == 0
    assert "Just declare" in out and "South (you, declarer)" in out
    assert "Result:" in out


# -- best hand --------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(index=st.integers(0, 53_644_737_765_488_792_839_237_440_000 - 1), seat=st.sampled_from(Seat))
def test_best_hand_turns_the_deal_round_the_table(index: int, seat: Seat) -> None:
    deal = Deal.from_index(index)
    turned = best_hand_deal(deal, seat)
    most = max(deal[each].hcp for each in Seat)
    assert turned[seat].hcp == most
    # a turn of the whole table: each hand keeps its left-hand opponent
    turn = next(k for k in range(4) if turned[seat] == deal[seat.next(-k)])
    assert all(turned[each] == deal[each.next(-turn)] for each in Seat)
    # of tied hands, the first clockwise from the seat
    first = next(seat.next(k) for k in range(4) if deal[seat.next(k)].hcp == most)
    assert turned[seat] == deal[first]


@pytest.mark.parametrize("declaring", [False, True])
def test_a_best_hand_session_gives_the_human_the_most_hcp(declaring: bool) -> None:
    out = io.StringIO()
    summary = run_session(
        io.StringIO("auto\n" * 400),
        Console(file=out, width=120),
        seat=Seat.E,
        robots="simple",
        seed=2,
        deals=4,
        best_hand=True,
        declare=declaring,
    )
    assert len(summary.games) == 4
    for game in summary.games:
        hands = game.board.deal
        assert hands[Seat.E].hcp == max(hands[each].hcp for each in Seat)
        if declaring:
            assert game.contract is not None and game.contract.declarer == Seat.E


@pytest.mark.parametrize("declaring", [True, False])
def test_a_saved_deal_says_when_the_humans_calls_were_his_robots(
    declaring: bool, tmp_path: Path
) -> None:
    path = tmp_path / "session.pbn"
    out = io.StringIO()
    run_session(
        io.StringIO("auto\n" * 60),
        Console(file=out, width=120),
        declare=declaring,
        robots="simple",
        seat=Seat.E,
        seed=3,
        deals=1,
        save=path,
    )
    (record,) = pbn.load(path)
    assert record.players[Seat.E] == "You"
    note = "Just declare: the robots bid every hand; East's calls were made by Robot simple."
    assert (note in record.comments) is declaring
    assert record.to_game().calls  # the auction was saved, whoever made the calls
