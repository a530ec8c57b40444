"""``bridgecraft play`` as a player uses it: the defects an audit found, one test each.

Each test drives a :class:`DealTable` (or a session) with scripted lines, as
``tests/test_cli_play.py`` does, and checks what the player reads."""

from __future__ import annotations

import builtins
import io
import os
import re
import select
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console
from tests.test_cli_play import (
    BOARD,
    DEAL,
    EAST_SOLID,
    ROOT,
    Claimer,
    Opener,
    errors,
    lowest,
    passers,
    table_with,
)

from bridgecraft.analysis import solve
from bridgecraft.cli.play import run_session
from bridgecraft.cli.play_score import parse_scoring
from bridgecraft.cli.play_session import DealTable
from bridgecraft.core import Board, Call, Card, Game, Phase, Seat, Side, View
from bridgecraft.robots.base import Decision
from bridgecraft.robots.baseline import SimpleRobot


class Doubler(SimpleRobot):
    """Doubles whenever it may, else passes; plays like the simple robot."""

    name = "doubler"

    def decide(self, view: View) -> Decision:
        if view.phase == Phase.AUCTION:
            if Call.DOUBLE in view.legal_actions:
                return Decision(Call.DOUBLE, "penalty")
            return Decision(Call.PASS, "nothing more")
        return super().decide(view)


def opener_at(seat: Seat) -> Callable[[Seat], SimpleRobot]:
    """Robots: an :class:`Opener` (1NT, then pass) at ``seat``, passers elsewhere."""

    def robots(each: Seat) -> SimpleRobot:
        return Opener(seed=1) if each == seat else passers(each)

    return robots


def declare_1nt(then: list[str]) -> Callable[[DealTable], str | None]:
    """South opens 1NT on :data:`BOARD` and declares it; in the play types ``then`` (one
    line at each of his turns), then his lowest card."""
    lines = list(then)

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "p" if game.calls else "1NT"
        return lines.pop(0) if lines else lowest(table)

    return choose


def test_doubles_and_redoubles_are_announced_as_such() -> None:
    """'West bids X' and 'You bid XX' read as doubles and redoubles."""
    script = iter(["1NT", "xx"])

    def robots(seat: Seat) -> SimpleRobot:
        return Doubler(seed=1) if seat == Seat.W else passers(seat)

    table, _, out = table_with(lambda table: next(script, None) or lowest(table), robots=robots)
    game = table.play(BOARD)
    text = out.getvalue()
    assert game is not None and str(game.contract) == "1NTXX by S"
    assert "West doubles: penalty" in text and "You redouble" in text
    assert "North passes: always passes" in text
    assert "bids X" not in text and "bid XX" not in text


def test_cards_may_be_typed_with_spaces_as_calls_may() -> None:
    """'s 9', '♠ 9' and '9 s' name a card as 'S9' does (calls already allow '1 nt')."""
    typed: list[str] = []

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "p" if game.calls else "1 nt"
        card = lowest(table)
        forms = [f"{card[0]} {card[1]}", f"{Card.parse(card).suit.symbol} {card[1]}"]
        line = forms[len(typed) % 3] if len(typed) % 3 < 2 else f"{card[1]} {card[0].lower()}"
        typed.append(line)
        return line

    table, _, out = table_with(choose)
    game = table.play(BOARD)
    assert game is not None and game.is_finished and len(typed) == 26
    assert errors(out.getvalue()) == []


def test_a_revoke_is_refused_in_the_tables_words() -> None:
    """The error names the suit to follow and the cards held as the table shows them, says
    'you' (or dummy), and leaves the game unchanged."""
    attempts: list[Game] = []

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "p" if game.calls else "1NT"
        trick = game.tricks[-1]
        seat = game.to_play
        assert seat is not None
        hand = game.hands[seat]
        if not attempts and not trick.is_complete and trick.cards:
            led = trick.cards[0].suit
            other = [card for card in hand if card.suit != led]
            if other and any(card.suit == led for card in hand):
                attempts.append(game)
                return str(other[0])
        if attempts and len(attempts) == 1:
            assert game == attempts[0]
            attempts.append(game)
        return lowest(table)

    table, _, out = table_with(choose)
    assert table.play(BOARD) is not None
    found = errors(out.getvalue())
    assert len(found) == 1 and len(attempts) == 2
    pattern = (
        r"error: revoke: (you|dummy \(North\)) must follow (spades|hearts|diamonds|clubs) "
        r"\(([♠♥♦♣][0-9AKQJ]+ ?)+\), not play [♠♥♦♣][0-9AKQJ]+ \(Law 44C\)$"
    )
    assert re.match(pattern, found[0]), found[0]


def test_undo_names_what_it_took_back_in_words() -> None:
    """South defends 1NT by East: he leads, claims one trick more than are left (an error
    that says how many are), then every trick (East rejects); then undoes the claim, his
    lead and his pass."""
    script = iter(["p", "auto", "claim 13", "claim 12", "undo", "undo", "undo", "quit"])
    table, _, out = table_with(
        lambda table: next(script, None), robots=opener_at(Seat.E), robot_claims=False
    )
    assert table.play(Board(2, EAST_SOLID)) is None
    text = out.getvalue()
    assert errors(text)[0] == "error: cannot claim 13 tricks: only 12 remain"
    assert "East rejects the claim; play continues" in text
    assert "Undone: your claim of 12 and 1 robot action(s)" in text
    assert "Undone: your ♠7 and 4 robot action(s)" in text
    assert re.search(r"Undone: your pass and \d robot action\(s\)", text)
    assert "your S claims" not in text and "your P " not in text


def test_ctrl_d_at_a_terminal_prompt_ends_the_prompts_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At a terminal, Ctrl-D ends the input: the score follows on a line of its own, not
    after the prompt."""

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    def end_of_input(*args: object) -> str:
        raise EOFError

    terminal = Terminal()
    monkeypatch.setattr("sys.stdin", terminal)
    monkeypatch.setattr(builtins, "input", end_of_input)
    out = io.StringIO()
    summary = run_session(terminal, Console(file=out, width=100), seed=1, robots="simple")
    text = out.getvalue()
    assert summary.quit and summary.games == ()
    assert re.search(r"your call: \nTotal: rubber in progress 0 to 0\n$", text), text[-200:]


def test_a_claim_that_gives_tricks_away_counts_in_the_report() -> None:
    """South declares 1NT and concedes every trick at his first turn: the report says what
    the claim cost against double dummy, and counts it in the tricks given away."""
    claimed: list[Game] = []

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "p" if game.calls else "1NT"
        claimed.append(game)
        return "claim 0"

    table, _, out = table_with(choose)
    game = table.play(BOARD)
    assert game is not None and game.result() is not None
    start = len(out.getvalue())
    table.report(game)
    report = out.getvalue()[start:]
    at_claim = solve(claimed[0])
    best = at_claim.best if at_claim.side == Side.NS else 13 - at_claim.best
    assert best > 0
    assert f"The claim cost NS {best} trick(s): declarer's side took 0 in all" in report
    # the opening lead's own cost (if any) goes to the opponents
    assert re.search(rf"Tricks given away: your side {best}, the opponents \d", report)


def test_a_robot_declarer_claims_the_rest_when_every_card_is_a_winner() -> None:
    """East opens 1NT holding every top card; after the first trick he claims the other
    twelve and faces his hand; South (the human) accepts, North's robot agrees, and the deal
    ends with all thirteen tricks to East (decision 0084)."""
    script = iter(["p", "auto", "accept"])  # pass, lead, accept the claim
    table, _, out = table_with(lambda table: next(script, None), robots=opener_at(Seat.E))
    game = table.play(Board(2, EAST_SOLID))
    text = out.getvalue()
    assert game is not None and game.is_finished and len(game.tricks) == 1
    assert (
        "East claims 12 of the remaining tricks: all my cards are winners "
        "(East: ♠ AKQ ♥ AKQ ♦ AKQ ♣ AKQ)"
    ) in text
    assert "You accept the claim" in text and "North accepts the claim" in text
    result = game.result()
    assert result is not None and result.tricks == 13 and result.contract.declarer == Seat.E


def test_the_hint_says_claim_when_the_rest_are_the_humans_for_sure() -> None:
    """East (the human) opens 1NT with every top card; after the first trick the hint is the
    claim a robot would make, and the claim ends the deal."""
    script = iter(["1NT", "auto", "auto", "hint", "claim 12"])  # dummy and East play trick 1
    table, _, out = table_with(lambda table: next(script, None), seat=Seat.E)
    game = table.play(Board(2, EAST_SOLID))
    text = out.getvalue()
    assert "hint: claim 12 (all my cards are winners (East: ♠ AKQJ ♥ AKQ ♦ AK ♣ AKQ))" in text
    assert game is not None and game.is_finished
    result = game.result()
    assert result is not None and result.tricks == 13


def test_after_a_rejected_claim_the_robot_plays_on_without_claiming_again() -> None:
    """South rejects East's claim: play continues, East never claims again, and he wins every
    trick in play."""
    answers = iter(["p", "auto", "reject"])

    def choose(table: DealTable) -> str | None:
        return next(answers, None) or lowest(table)

    table, _, out = table_with(choose, robots=opener_at(Seat.E))
    game = table.play(Board(2, EAST_SOLID))
    text = out.getvalue()
    assert game is not None and game.is_finished and len(game.tricks) == 13
    assert text.count("East claims") == 1 and "You reject the claim; play continues" in text
    assert game.tricks_won.ew == 13


def test_a_claim_that_holds_costs_nothing_in_the_report() -> None:
    script = iter(["p", "auto", "claim 0"])  # South leads, then concedes the rest
    table, _, out = table_with(
        lambda table: next(script, None), robots=opener_at(Seat.E), robot_claims=False
    )
    game = table.play(Board(2, EAST_SOLID))
    assert game is not None and game.is_finished
    start = len(out.getvalue())
    table.report(game)
    report = out.getvalue()[start:]
    assert "The claim cost" not in report and "Tricks given away: your side 0" in report


def test_the_humans_own_calls_are_explained_by_question_mark() -> None:
    """'?' gives what each call means in the robots' system, the human's too: his partner
    reads them so."""
    script = iter(["1NT", "?", "quit"])
    table, _, out = table_with(lambda table: next(script, None))
    assert table.play(BOARD) is None
    assert "South 1NT (your call): 15-17 HCP, balanced" in out.getvalue()
    assert "You bid 1NT\n" in out.getvalue()  # the announcement stays short
    # 'auto' passes over East's 1NT, and that pass is explained too
    script = iter(["auto", "?", "quit"])
    table, _, out = table_with(lambda table: next(script, None), robots=opener_at(Seat.E))
    assert table.play(Board(1, DEAL)) is None
    assert re.search(r"South P \(your call\): .+", out.getvalue())


def test_dummy_is_shown_once_before_the_humans_first_card() -> None:
    """North leads against West's 1NT, dummy (East) plays: South, who plays third, sees
    the table with dummy once, at his turn, not once after the lead and again."""
    script = iter(["p", "quit"])
    table, _, out = table_with(lambda table: next(script, None), robots=opener_at(Seat.W))
    assert table.play(Board(4, DEAL)) is None
    text = out.getvalue()
    lead = text.index("North plays ")
    assert text.count("Contract 1NT by W\n", lead) == 1
    assert text.index("East (dummy) plays ") < text.index("Contract 1NT by W\n", lead)


def test_the_opening_leader_sees_dummy_after_his_lead() -> None:
    script = iter(["p", "auto", "quit"])
    robots = opener_at(Seat.W)
    table, _, out = table_with(lambda table: next(script, None), robots=robots, seat=Seat.N)
    assert table.play(Board(4, DEAL)) is None
    text = out.getvalue()
    after = text[text.index("You play ") :]
    assert after.index("East (dummy)\n") < after.index("East (dummy) plays ")


def test_claims_out_of_turn_and_answers_without_a_claim_say_why_in_words() -> None:
    script = iter(["claim 3", "accept", "p", "claim 0", "reject", "? 2D", "quit"])
    robots = opener_at(Seat.W)
    table, _, out = table_with(lambda table: next(script, None), robots=robots, seat=Seat.N)
    assert table.play(Board(4, DEAL)) is None  # North is on lead against West's 1NT
    assert errors(out.getvalue()) == [
        "error: cannot claim during the auction: claims are made in the play",
        "error: nothing to accept: no claim has been made",
        "error: cannot claim before the opening lead",
        "error: nothing to reject: no claim has been made",
        "error: cannot explain '2D': the auction is over ('?' alone: what the calls meant)",
    ]


def test_declarer_is_told_which_hand_is_to_play() -> None:
    """Typing a card of his own hand at dummy's turn (or of dummy's at his own) is an
    error that says where the card is and whose turn it is."""
    table, _, out = table_with(declare_1nt(["SA", "auto", "HA"]))
    assert table.play(BOARD) is not None
    found = errors(out.getvalue())
    assert len(found) == 2
    assert (
        found[0]
        == "error: dummy (North) does not hold ♠A: it is in your hand; dummy (North) is to play"
    )
    assert found[1] == "error: you do not hold ♥A: it is in dummy (North); your own hand is to play"


def test_undo_at_the_start_of_a_deal_says_the_last_one_is_over() -> None:
    played: list[int] = []

    def choose(table: DealTable) -> str | None:
        if table.deals == 1:
            return "auto"
        played.append(1)
        return "undo" if len(played) == 1 else "quit"

    table, _, out = table_with(choose)
    assert table.play(BOARD) is not None
    assert table.play(Board(4, DEAL)) is None
    assert errors(out.getvalue()) == [
        "error: nothing to undo: you have not acted in this deal yet (a finished deal is "
        "scored and cannot be taken back)"
    ]


@pytest.mark.parametrize(
    ("scoring", "marked"), [("rubber", True), ("chicago", True), ("imps", False)]
)
def test_at_rubber_and_chicago_the_reports_scores_say_they_are_duplicate_scores(
    scoring: str, marked: bool
) -> None:
    """4H+1 scores +450 at duplicate but 120 below and 30 above at rubber: the result and
    par lines say which scoring their numbers are, the score card gives the session's."""
    out = io.StringIO()
    run_session(
        io.StringIO("auto\n" * 60),
        Console(file=out, width=120),
        seed=3,
        deals=1,
        robots="simple",
        scoring=parse_scoring(scoring),
    )
    lines = out.getvalue().splitlines()
    result = next(line for line in lines if line.startswith("Result: "))
    par_line = next(line for line in lines if line.startswith("Par: "))
    assert result.endswith("(your side) at duplicate") == marked, result
    assert par_line.endswith(" at duplicate") == marked, par_line


def test_an_unknown_word_in_the_auction_points_to_help_as_in_the_play() -> None:
    script = iter(["hints", "8C", "quit"])
    table, _, out = table_with(lambda table: next(script, None))
    assert table.play(BOARD) is None
    assert errors(out.getvalue()) == [
        "error: invalid call 'hints': expected a level 1-7 then a strain (1C, 3NT), or P, X, "
        "XX (or 'help')",
        "error: invalid call '8C': no bid above seven exists (Law 38)",
    ]


def test_at_a_terminal_the_arrow_keys_edit_the_line(tmp_path: Path) -> None:
    """Under a pty, typing 'C', left arrow, '1' bids 1C (readline's line editing), and the
    up arrow brings the last line back; without readline they were junk in the line."""
    pty = pytest.importorskip("pty")
    pytest.importorskip("readline")
    master, slave = pty.openpty()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "100", "TERM": "xterm"}
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgecraft", "play", "--seed", "1", "--deals", "1"]
        + ["--robots", "simple"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        close_fds=True,
    )
    os.close(slave)
    keys = [b"C\x1b[D1\r", b"\x1b[A\r", b"quit\r"]
    output = b""
    answered = 0
    deadline = time.monotonic() + 30
    try:
        while time.monotonic() < deadline and process.poll() is None:
            ready, _, _ = select.select([master], [], [], 0.3)
            if ready:
                try:
                    output += os.read(master, 65536)
                except OSError:  # the child closed the terminal
                    break
            prompts = len(re.findall(rb"your (?:call|card): ", output))
            if prompts > answered and answered < len(keys):
                os.write(master, keys[answered])
                answered += 1
    finally:
        os.close(master)
        process.wait(timeout=10)
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", output.decode("utf-8", "replace"))
    assert process.returncode == 0, text[-2000:]
    assert "You bid 1C" in text  # the left arrow moved the cursor before the C
    assert "error: invalid card '1C'" in text  # the up arrow recalled '1C', now in the play


def test_the_reports_trace_names_seats_and_cards_as_the_table_does() -> None:
    """The trace and the cards that cost a trick read 'South ♣10', as in the play, not
    'S CT'."""
    table, _, out = table_with(declare_1nt([]))
    game = table.play(BOARD)
    assert game is not None and game.is_finished
    start = len(out.getvalue())
    table.report(game)
    report = out.getvalue()[start:].splitlines()
    tricks = [line for line in report if line.startswith("  trick ")]
    assert len(tricks) == 13
    card = r"(North|East|South|West) [♠♥♦♣]([2-9]|10|[JQKA]) \d+( !\d+)?"
    assert all(re.fullmatch(rf"  trick +\d+: {card}(, {card}){{3}}", line) for line in tricks)
    costly = next(line for line in report if "cost a trick" in line)
    one = r"trick \d+ (North|East|South|West) [♠♥♦♣]([2-9]|10|[JQKA]) \(-\d+\)"
    assert costly == "no card cost a trick" or re.fullmatch(
        rf"cards that cost a trick: {one}(, {one})*", costly
    ), costly


def test_a_card_typed_while_a_robot_claim_is_pending_is_refused_in_words() -> None:
    def robots(seat: Seat) -> SimpleRobot:
        return Claimer(seed=1, from_trick=3) if seat == Seat.W else passers(seat)

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "p"
        if game.phase == Phase.CLAIM:
            return "SA" if not errors(out.getvalue()) else "accept"
        return lowest(table)

    table, _, out = table_with(choose, robots=robots)
    game = table.play(Board(4, DEAL))  # West deals, opens 1NT, declares and concedes
    assert game is not None and game.is_finished
    assert errors(out.getvalue()) == [
        "error: West has conceded every remaining trick: accept or reject the claim first"
    ]
