"""``bridgecraft play``: whole deals driven by scripted input (in process, and once through a
pseudo-terminal), every command, every bad line answered with one error line and the game
unchanged, the report with par and trace, the three scorings and ``--save`` as PBN."""

from __future__ import annotations

import io
import itertools
import os
import random
import re
import select
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from bridgecraft.analysis import par, solve
from bridgecraft.cli import main
from bridgecraft.cli.bid import auction_shows
from bridgecraft.cli.play import SessionSummary, record_of, run_session
from bridgecraft.cli.play_render import card_text
from bridgecraft.cli.play_robots import claim_ruling, explain_call, seat_robots
from bridgecraft.cli.play_save import SessionFile
from bridgecraft.cli.play_score import ScoreKeeper, deal_entries
from bridgecraft.cli.play_session import HELP, DealTable
from bridgecraft.core import (
    Board,
    Call,
    Card,
    Chicago,
    Claim,
    Contract,
    Deal,
    Game,
    Phase,
    Rubber,
    Seat,
    Side,
    View,
    Vulnerability,
)
from bridgecraft.formats import pbn
from bridgecraft.robots.base import Decision
from bridgecraft.robots.baseline import SimpleRobot
from bridgecraft.robots.bidding.engine import choose, explain
from bridgecraft.robots.robot import robot_factory
from bridgecraft.robots.signals import CARD_AGREEMENTS

ROOT = Path(__file__).resolve().parents[1]
# Dealer South (board 3), South holds a strong notrump; everyone else has something too.
DEAL = Deal.from_pbn("S:AKQ2.KJ4.AQ9.J52 J543.Q87.K52.876 T9.A9653.J84.AK3 876.T2.T763.QT94")
BOARD = Board(3, DEAL)


# -- helpers -------------------------------------------------------------------------------


class Script:
    """An input stream whose next line is chosen by looking at the table (the game state)."""

    def __init__(self, choose: Callable[[DealTable], str | None]) -> None:
        self.choose = choose
        self.table: DealTable | None = None
        self.sent: list[str] = []

    def readline(self) -> str:
        assert self.table is not None
        line = self.choose(self.table)
        if line is None:
            return ""
        self.sent.append(line)
        return line + "\n"

    def isatty(self) -> bool:
        return False


class Passer(SimpleRobot):
    """Passes throughout the auction; plays like the simple robot."""

    name = "passer"

    def decide(self, view: View) -> Decision:
        if view.phase == Phase.AUCTION:
            return Decision(Call.PASS, "always passes")
        return super().decide(view)


class Opener(SimpleRobot):
    """Opens 1NT at its first turn, then passes."""

    name = "opener"

    def decide(self, view: View) -> Decision:
        if view.phase == Phase.AUCTION:
            if Call.parse("1NT") in view.legal_actions and not any(
                call.level for call in view.calls
            ):
                return Decision(Call.parse("1NT"), "15-17 HCP, balanced", rule="1nt")
            return Decision(Call.PASS, "nothing more")
        return super().decide(view)


class Claimer(Opener):
    """Opens 1NT; from trick ``from_trick`` on, concedes the rest whenever it may."""

    def __init__(self, seed: int, from_trick: int) -> None:
        super().__init__(seed=seed)
        self.from_trick = from_trick

    def decide(self, view: View) -> Decision:
        if view.phase == Phase.PLAY and len(view.tricks) >= self.from_trick:
            claims = [a for a in view.legal_actions if isinstance(a, Claim)]
            if claims:
                return Decision(claims[0], "concede the rest")  # type: ignore[arg-type]
        return super().decide(view)


def passers(seat: Seat) -> SimpleRobot:
    return Passer(seed=int(seat))


def table_with(
    choose: Callable[[DealTable], str | None],
    robots: Callable[[Seat], SimpleRobot] = passers,
    seat: Seat = Seat.S,
    robot_claims: bool = True,
) -> tuple[DealTable, Script, io.StringIO]:
    out = io.StringIO()
    script = Script(choose)
    table = DealTable(
        script, Console(file=out, width=120), seat=seat, robots=robots, robot_claims=robot_claims
    )
    script.table = table
    return table, script, out


def lowest(table: DealTable) -> str:
    """The human's lowest legal card, as typed."""
    cards = [a for a in table.game.legal_actions(claims=False) if isinstance(a, Card)]
    return str(min(cards, key=lambda card: (card.rank, card.suit)))


def errors(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("error:")]


def session(script: str, **options: Any) -> tuple[str, SessionSummary]:
    """Run a session with simple robots on scripted input."""
    return session_with(script, robots="simple", **options)


def session_with(script: str, **options: Any) -> tuple[str, SessionSummary]:
    out = io.StringIO()
    summary = run_session(io.StringIO(script), Console(file=out, width=120), **options)
    return out.getvalue(), summary


# -- a whole deal in process ---------------------------------------------------------------


def test_whole_deal_bidding_explanations_hint_illegal_card_undo_and_report() -> None:
    """South asks what 2D would mean and what the calls so far meant, takes a hint, opens
    1NT; in the play takes a hint, tries to revoke, undoes a card, and plays to the end."""
    auction = ["? 2D", "?", "hint", "1NT"]
    states: dict[str, Game] = {}

    def revoke(game: Game) -> str | None:
        trick = game.tricks[-1] if game.tricks else None
        if trick is None or trick.is_complete:
            return None
        seat = game.to_play
        assert seat is not None
        hand = game.hands[seat]
        led = trick.cards[0].suit
        wrong = [card for card in hand if card.suit != led]
        return str(wrong[0]) if wrong and any(c.suit == led for c in hand) else None

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return auction.pop(0) if auction else "p"
        if "hint" not in states:
            states["hint"] = game
            return "hint"
        if "revoke" not in states and revoke(game) is not None:
            states["revoke"] = game
            return revoke(game)
        if "revoke" in states and "played" not in states:
            states["played"] = game
            return lowest(table)
        if "played" in states and "undo" not in states:
            states["undo"] = game
            return "undo"
        if "undo" in states and "undone" not in states:
            states["undone"] = game
        return lowest(table)

    table, script, out = table_with(choose)
    game = table.play(BOARD)
    text = out.getvalue()
    assert game is not None and game.is_finished
    assert game.contract is not None and str(game.contract) == "1NT by S"
    assert "2♦: " in text and "South 1NT" not in text and "hint: " in text
    # and what 2D would show of South's hand (a weak two: six diamonds, 5-10 HCP)
    assert "\n  South would show: 5-10 HCP, ♦ 6\n" in text
    assert "West passes: always passes" in text
    # the revoke was answered with one error line, and the game did not change
    assert errors(text) == [line for line in errors(text) if line.startswith("error: revoke")]
    assert len(errors(text)) == 1
    assert states["played"] == states["revoke"]
    # undo took back the card and the robots' cards since: the game is as it was before it
    assert "Undone: your" in text and states["undone"] == states["played"]
    assert script.sent.count("undo") == 1
    par_result = table.report(game)
    report = out.getvalue()[len(text) :]
    assert par_result is not None and par_result == par(DEAL, BOARD.vulnerability, Seat.S)
    assert "Par: NS" in report and "Double-dummy trace" in report
    assert re.search(r"cards that cost a trick|no card cost a trick", report)
    assert "Result: 1NT by S" in report


def test_every_bad_line_gets_one_error_and_leaves_the_game_unchanged() -> None:
    bad_auction = ["8C", "xyz", "1Z", "claim 3", "? 9Z", "undo", "SA", "accept", "x", "xx"]
    bad_play = ["1H", "D5", "claim x", "claim 14", "? 1S", "zz", "H 10 10"]
    seen: list[tuple[str, Game, bool]] = []

    def choose(table: DealTable) -> str | None:
        game = table.game
        if seen and seen[-1][2]:
            assert seen[-1][1] == game, f"{seen[-1][0]!r} changed the game"
        line: str | None
        if game.phase == Phase.AUCTION:
            done = [entry for entry in seen if entry[0] in bad_auction]
            line = bad_auction[len(done)] if len(done) < len(bad_auction) else None
            good = "1NT" if not any(call.level for call in game.calls) else "p"
        elif game.opening_lead_made and game.to_play == Seat.S:
            done = [entry for entry in seen if entry[0] in bad_play]
            line = bad_play[len(done)] if len(done) < len(bad_play) else None
            good = "quit"
        else:
            line, good = None, lowest(table)
        seen.append((line or good, game, line is not None))
        return line or good

    table, _, out = table_with(choose)
    assert table.play(BOARD) is None and table.quit
    lines = errors(out.getvalue())
    # one error per bad line (the undo before any action of yours is an error too)
    assert len(lines) == len(bad_auction) + len(bad_play), lines
    assert any("no bid above seven" in line for line in lines)
    assert any("nothing to undo" in line for line in lines)
    # In the play, a claim of more tricks than a deal has says how many are left (13 here:
    # South is to play to trick 1).
    assert any("cannot claim 14 tricks: only 13 remain" in line for line in lines)
    assert any("not hold" in line or "revoke" in line for line in lines)
    assert not any("West's hand" in line or "East's hand" in line for line in lines)


def test_garbage_never_raises() -> None:
    """Random lines of junk, in the auction and in the play: each is answered or done, never
    a traceback."""
    rng = random.Random(6)
    alphabet = "SHDCAKQJT98765432pPxX?NT claimundoautohint♠♥♦♣:-0123456789 \t"
    junk = ["", "   ", "??", "? ", "claim", "claim -1", "claim 99999999999999", "\x00"]
    junk += ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12))) for _ in range(300)]
    lines = iter(junk)

    def choose(table: DealTable) -> str | None:
        line = next(lines, None)
        if line is None or line.strip().lower() in ("q", "quit", "exit"):
            return "auto"
        return line

    table, _, out = table_with(choose)
    game = table.play(BOARD)
    assert game is not None and game.is_finished
    assert "Traceback" not in out.getvalue()


def test_robots_calls_are_told_as_their_systems_meaning_not_their_hands() -> None:
    """The table hears what a SAYC robot's call means in SAYC, whatever its hand (Law 20F;
    decision 0100), as ``?`` would explain it; the reason its own hand gave stays its own. A
    robot without a system we explain tells its reason."""
    differs = 0
    for seed in range(6):
        table, _, out = table_with(
            lambda t: "p" if t.game.phase == Phase.AUCTION else "quit",
            robots=lambda seat: robot_factory("sayc+random")(int(seat)),  # type: ignore[arg-type,return-value]
        )
        board = Board(1, Deal.random(random.Random(seed)))
        table.play(board)
        game, text = table.game, out.getvalue()
        for index, call in enumerate(game.calls):
            seat = board.dealer.next(index)
            if seat == table.human:
                continue
            before = game.calls[:index]
            told = explain(before, call, board.dealer, board.vulnerability).split(": ", 1)[1]
            assert table.meanings[index] == told, (before, call)
            assert f": {told}\n" in text
            own = choose(board.deal[seat], before, board.dealer, board.vulnerability).meaning
            differs += own != told
    assert differs > 0
    table, _, out = table_with(lambda t: "p" if t.game.phase == Phase.AUCTION else "quit")
    table.play(Board(1, Deal.random(random.Random(1))))
    assert "West passes: always passes\n" in out.getvalue()  # the Passer's own words


def test_the_bridge_robot_explains_and_hints() -> None:
    text, summary = session_with("hint\n? 1NT\n?\nquit\n", robots="bridge", seed=23)
    assert "hint: " in text and "1NT: " in text and summary.quit


def test_hints_show_what_the_robot_weighed_in_the_tables_words() -> None:
    """A call's hint names the other calls the hand fits, with their meanings; a card's hint
    lists the classes of cards weighed, best first, in suit symbols, the hinted card first."""
    # seed 22: South's first call has other calls that fit his hand
    text, _ = session_with("hint\np\np\np\np\nhint\nquit\n", robots="bridge", seed=22)
    lines = text.splitlines()
    hints = [index for index, line in enumerate(lines) if line.startswith("hint: ")]
    assert len(hints) == 2
    call_hint, card_hint = hints
    assert lines[call_hint + 1] == "  also fits your hand:"
    assert re.fullmatch(r"    (Pass|[1-7](NT|[♠♥♦♣])|XX?): \S.*", lines[call_hint + 2])
    hinted = lines[card_hint].split()[1]
    assert hinted[0] in "♠♥♦♣" and lines[card_hint + 1] == "  weighed:"
    weighed = list(
        itertools.takewhile(lambda line: line.startswith("    "), lines[card_hint + 2 :])
    )
    assert 2 <= len(weighed) <= 4
    pattern = r"    ([♠♥♦♣](10|[2-9AKQJ]) )+ *\d+% success, \d+\.\d\d tricks, \d+\.\d\d IMPs lost"
    assert all(re.fullmatch(pattern, line) for line in weighed), weighed
    assert hinted in weighed[0].split()
    # the opening lead is ranked by its tricks (decision 0019): best first
    tricks = [float(line.split(", ")[1].split()[0]) for line in weighed]
    assert "opening lead" in lines[card_hint] and tricks == sorted(tricks, reverse=True)


def test_claims_are_ruled_double_dummy() -> None:
    """Declarer's claim of every trick stands when it holds double dummy, and is rejected
    (play continues) when it does not; conceding everything always stands."""
    claimed: list[tuple[Game, Claim]] = []

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "3NT" if not game.calls or not any(c.level for c in game.calls) else "p"
        if len(game.tricks) == 3 and not claimed and game.to_act == Seat.S:
            left = 13 - sum(game.tricks_won)
            claim = Claim(Seat.S, left)
            claimed.append((game, claim))
            return f"claim {left}"
        if len(game.tricks) == 6 and len(claimed) == 1 and game.to_act == Seat.S:
            claimed.append((game, Claim(Seat.S, 0)))
            return "claim 0"
        return lowest(table)

    table, _, out = table_with(choose)
    game = table.play(BOARD)
    text = out.getvalue()
    assert game is not None and game.is_finished
    first_game, first = claimed[0]
    holds = claim_ruling(first_game, first)
    assert holds is not None
    if holds:
        assert "West accepts the claim" in text and len(claimed) == 1
    else:
        assert "rejects the claim; play continues" in text
        assert len(claimed) == 2 and "You concede every remaining trick" in text
        result = game.result()
        assert result is not None
        assert result.tricks == claimed[1][0].tricks_won.ns


@pytest.mark.parametrize(("typed", "all_of_them"), [("claim", True), ("concede", False)])
def test_claim_alone_claims_every_trick_left_and_concede_none(
    typed: str, all_of_them: bool
) -> None:
    left: list[int] = []

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "3NT" if not game.calls or not any(c.level for c in game.calls) else "p"
        if len(game.tricks) == 3 and not left and game.to_act == Seat.S:
            left.append(13 - sum(game.tricks_won))
            return typed
        return lowest(table)

    table, _, out = table_with(choose)
    game = table.play(BOARD)
    assert game is not None and game.is_finished and not errors(out.getvalue())
    (claim, *_) = [action for action in game.actions if isinstance(action, Claim)]
    assert claim.seat == Seat.S and claim.tricks == (left[0] if all_of_them else 0)
    said = f"You claim {left[0]} of the remaining tricks" if all_of_them else "You concede every"
    assert said in out.getvalue()


def test_dummy_watches_while_partner_declares() -> None:
    def robots(seat: Seat) -> SimpleRobot:
        return Opener(seed=1) if seat == Seat.N else Passer(seed=int(seat))

    board = Board(1, DEAL)  # dealer North opens 1NT; South (the human) passes
    table, script, out = table_with(lambda table: "p", robots=robots)
    game = table.play(board)
    assert game is not None and game.is_finished and game.dummy == Seat.S
    assert script.sent == ["p"]
    assert "your card" not in out.getvalue()
    assert "North bids 1NT: 15-17 HCP, balanced" in out.getvalue()
    # Declarer plays dummy's cards: the table says so, not "You play".
    assert "You play" not in out.getvalue()
    dummy_cards = [
        card
        for trick in game.tricks
        for position, card in enumerate(trick.cards)
        if trick.seat_of(position) == Seat.S
    ]
    assert len(dummy_cards) == len(game.tricks)  # one a trick, to the end or a robot's claim
    assert len(game.tricks) == 13 or "North claims " in out.getvalue()
    for card in dummy_cards:
        assert f"North plays {card_text(card)} from your hand (dummy)" in out.getvalue()


def test_a_robot_claim_is_answered_by_the_human() -> None:
    def robots(seat: Seat) -> SimpleRobot:
        return Claimer(seed=1, from_trick=2) if seat == Seat.W else Passer(seed=int(seat))

    # board 4: dealer West opens 1NT and declares; South defends and answers the claim
    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "p"
        if game.phase == Phase.CLAIM:
            return "hint" if "hint" not in script.sent else "accept"
        return lowest(table)

    table, script, out = table_with(choose, robots=robots)
    game = table.play(Board(4, DEAL))
    assert game is not None and game.is_finished
    text = out.getvalue()
    assert "West concedes every remaining trick" in text
    assert "accept or reject the claim" in text and "You accept the claim" in text
    assert len(errors(text)) == 1 and "no hint for a claim" in text
    assert game.result() is not None and game.result().tricks == game.tricks_won.ew  # type: ignore[union-attr]


def test_undo_from_the_play_takes_back_the_auction_too() -> None:
    """South's last action was the 1NT that ended the auction: undo goes back to it (with
    the robots' passes and the opening lead since) and South can bid again."""
    script_lines = iter(["1NT", "undo", "2NT"])

    def choose(table: DealTable) -> str | None:
        return next(script_lines, None) or lowest(table)

    table, _, out = table_with(choose)
    game = table.play(BOARD)
    assert game is not None and game.contract is not None
    assert str(game.contract) == "2NT by S"
    assert "Undone: your 1NT and 4 robot action(s)" in out.getvalue()
    assert game.calls[0] == Call.parse("2NT")
    assert len(table.actors) == len(game.actions) == len(table.meanings)


def test_a_passed_out_deal_is_reported_and_scored() -> None:
    out = io.StringIO()
    summary = run_session(
        io.StringIO("p\n"),
        Console(file=out, width=120),
        seed=4,
        deals=1,
        robots=passers,
        scoring="rubber",
    )
    text = out.getvalue()
    assert len(summary.games) == 1 and summary.games[0].contract is None
    assert "Passed out." in text and "Result: passed out" in text and "Par: " in text
    assert "Double-dummy trace" not in text


def test_explanations_of_possible_and_impossible_calls() -> None:
    game = Game.new(BOARD)
    assert explain_call(game, Call.parse("XX")).startswith("XX: not available now (")
    after = game.apply("1NT")
    assert "insufficient" in explain_call(after, Call.parse("1S"))
    assert explain_call(game, Call.parse("2D")).startswith("2♦: weak two")
    assert explain_call(game, Call.PASS).startswith("P")


def test_in_the_play_a_question_mark_shows_the_auction_and_what_it_shows() -> None:
    asked: list[Game] = []

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "1NT" if not game.calls or game.calls[-1] != Call.parse("1NT") else "p"
        if not asked:
            asked.append(game)
            return "?"
        return "quit"

    table, _, out = table_with(choose)
    assert table.play(BOARD) is None  # quit
    text = out.getvalue()
    game = asked[0]
    assert game.phase == Phase.PLAY and str(game.contract) == "1NT by S"
    shown = auction_shows(game.calls, BOARD.dealer, BOARD.vulnerability)
    assert any("South" in line and "15-17 HCP" in line for line in shown)
    block = "\n".join(["What the auction shows (SAYC):", *shown])
    assert block in text and "South 1NT" in text


def test_a_robot_that_breaks_the_rules_is_replaced_by_a_legal_action() -> None:
    class Cheat(Passer):
        def decide(self, view: View) -> Decision:
            return Decision(Card.SA, "anything")

    table, _, out = table_with(lambda table: "auto", robots=lambda seat: Cheat(seed=0))
    game = table.play(BOARD)
    assert game is not None and game.is_finished
    assert "passes: fallback (W robot: SA is not legal now)" in out.getvalue()


# -- whole sessions: scorings and saving -------------------------------------------------------


@pytest.mark.parametrize("scoring", ["rubber", "chicago", "imps"])
def test_sessions_in_each_scoring(scoring: str, tmp_path: Path) -> None:
    path = tmp_path / "session.pbn"
    text, summary = session("auto\n" * 400, seed=11, deals=2, scoring=scoring, save=path)
    games = summary.games
    assert len(games) == 2 and all(game.is_finished for game in games)
    assert text.count("Par: ") == 2 and "Saved 2 deal(s)" in text
    if scoring == "rubber":
        assert "Rubber score (WE = you and partner):" in text and "TOTAL" in text
        assert text.count("This deal: ") == 2
        first = games[0].board
        assert (first.dealer, first.vulnerability) == (Seat.N, Vulnerability.NONE)
        assert games[1].board.dealer == Seat.E
    elif scoring == "chicago":
        assert "Chicago score (WE = you and partner):" in text
        assert text.count("This deal: ") == 2
        second = games[1].board
        expected = (
            (Seat.N, Vulnerability.NONE)
            if games[0].contract is None
            else (
                Seat.E,
                Vulnerability.EW,
            )
        )
        assert (second.dealer, second.vulnerability) == expected
    else:
        assert text.count("IMPs against par:") == 2 and "Total:" in text
        assert games[1].board.vulnerability == Vulnerability.NS  # board 2 by Law 2
    records = pbn.loads(path.read_text(encoding="utf-8"), strict=True)
    assert len(records) == 2
    for record, game in zip(records, games, strict=True):
        replayed = record.to_game()
        assert replayed.board == game.board
        assert replayed.calls == game.calls
        assert [t.cards for t in replayed.tricks] == [t.cards for t in game.tricks]
        assert replayed.result() == game.result()
        assert record.tag("Scoring") == {"rubber": "Rubber", "chicago": "Chicago"}.get(
            scoring, "IMP"
        )


def test_a_claimed_deal_saves_as_pbn_with_its_result() -> None:
    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "1NT" if not any(c.level for c in game.calls) else "p"
        if len(game.tricks) == 2 and game.to_act == Seat.S:
            return "claim 0"
        return lowest(table)

    table, _, _ = table_with(choose)
    game = table.play(BOARD)
    assert game is not None
    players = ("a", "b", "You", "d")
    record = pbn.loads(pbn.dumps([record_of(game, players=players, scoring="imps")]))[0]
    replayed = record.to_game()
    assert record.players == players and record.claim == game.result().tricks  # type: ignore[union-attr]
    assert replayed.result() == game.result() and replayed.calls == game.calls


def test_quit_and_end_of_input_stop_the_session() -> None:
    text, summary = session("quit\n", seed=2)
    assert summary.games == () and summary.quit
    text, summary = session("", seed=2, deals=3)
    assert summary.games == () and "Total:" in text


def test_the_same_seed_gives_the_same_deals_and_play() -> None:
    first = session("auto\n" * 200, seed=5, deals=1)[1]
    second = session("auto\n" * 200, seed=5, deals=1)[1]
    assert first.games == second.games


def test_robots_by_name_with_a_seed_for_each_seat() -> None:
    robots = seat_robots("simple+random", 3)
    assert robots(Seat.N).name == "simple+random"
    game = Game.new(BOARD)
    view = game.view(Seat.S)
    assert robots(Seat.S).decide(view) == seat_robots("simple+random", 3)(Seat.S).decide(view)


# -- the command -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--scoring", "duplicate"], "invalid scoring"),
        (["--seat", "Q"], "invalid seat"),
        (["--save", "out.txt"], "expected a .pbn file name"),
        (["--save", "/no/such/dir/x.pbn"], "no such directory"),
        (["--deals", "0"], "invalid number of deals"),
        (["--robots", "gib"], "unknown robot 'gib'"),
    ],
)
def test_command_mistakes_are_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["play", *argv])
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1 and message in err


def test_the_command_in_a_pseudo_terminal(tmp_path: Path) -> None:
    """``python -m bridgecraft play`` under a pty: answer every prompt with ``auto``."""
    pty = pytest.importorskip("pty")
    save = tmp_path / "game.pbn"
    master, slave = pty.openpty()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "100", "TERM": "xterm"}
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgecraft", "play", "--seed", "3", "--deals", "1"]
        + ["--robots", "simple", "--scoring", "imps", "--save", str(save)],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        close_fds=True,
    )
    os.close(slave)
    output = b""
    answered = 0
    deadline = time.monotonic() + 30
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # the child closed the terminal
                    break
                if not chunk:
                    break
                output += chunk
            prompts = len(re.findall(rb"your (?:call|card): |or reject the claim: ", output))
            if prompts > answered:
                os.write(master, b"hint\r" if answered == 0 else b"auto\r")
                answered += 1
            if process.poll() is not None and not ready:
                break
    finally:
        os.close(master)
        process.wait(timeout=10)
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", output.decode("utf-8", "replace"))
    assert process.returncode == 0, text[-2000:]
    assert "hint: " in text and "Par: " in text and "IMPs against par" in text
    assert pbn.loads(save.read_text(encoding="utf-8"))[0].to_game().is_finished


def test_the_rubber_summary_shows_what_an_unfinished_rubber_settles_to() -> None:
    keeper = ScoreKeeper("rubber", Side.NS)
    assert keeper.summary() == "Total: rubber in progress 0 to 0"
    keeper.rubber = Rubber().record(Contract.parse("2C by W"), 9)  # 40 below, 20 above
    # RB Law 80: a part score in an unfinished game is worth 100.
    assert keeper.summary() == (
        "Total: rubber in progress 0 to 60 (0 to 160 if it ended now, RB Law 80)"
    )
    keeper.we = Side.EW
    assert keeper.summary().endswith("60 to 0 (160 to 0 if it ended now, RB Law 80)")


def test_each_deal_says_in_words_what_it_wrote_on_the_card() -> None:
    # Four aces in notrump: 150 for honors beside the 40 trick points (the +90 of duplicate).
    chicago = Chicago().record(Contract.parse("1NT by W"), 7, honors=(Side.EW, 150))
    assert deal_entries(chicago.entries[-1], Side.EW, chicago=True) == (
        "This deal: WE 40 trick points, 150 honors"
    )
    rubber = Rubber().record(Contract.parse("4S by N"), 11)
    assert deal_entries(rubber.entries[-1], Side.EW, chicago=False) == (
        "This deal: THEY 120 trick points, 30 for overtricks, a game"
    )
    # Two down doubled, not vulnerable: 100 + 200 to the defenders.
    rubber = Rubber().record(Contract.parse("3NTX by S"), 7)
    assert deal_entries(rubber.entries[-1], Side.EW, chicago=False) == (
        "This deal: WE 300 for undertricks"
    )
    assert deal_entries(Rubber().record(None).entries[-1], Side.NS, chicago=False) == (
        "This deal: nothing scored"
    )


def test_a_save_that_fails_mid_session_is_reported_and_the_session_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(records: object, path: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(SessionFile, "write", full)
    path = tmp_path / "session.pbn"
    text, summary = session("auto\n" * 400, seed=11, deals=2, scoring="imps", save=path)
    assert len(summary.games) == 2 and all(game.is_finished for game in summary.games)
    assert text.count(f"error: cannot save to {str(path)!r}: no space left on device") == 2
    assert "Saved" not in text and not path.exists()


def test_ctrl_c_ends_the_session_with_status_130(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    finished: list[str] = []

    def interrupted(*args: object, save: str, **kwargs: object) -> None:
        for text in finished:  # as after the deals finished before Ctrl-C
            with Path(save).open("a", encoding="utf-8") as file:
                file.write(text)
        raise KeyboardInterrupt

    monkeypatch.setattr("bridgecraft.cli.play.run_session", interrupted)
    save = tmp_path / "s.pbn"
    assert main(["play", "--save", str(save)]) == 130
    captured = capsys.readouterr()
    assert captured.out.strip() == "Interrupted."  # no deal was finished, so none was saved
    save.write_text('[Board "1"]\n', encoding="utf-8")  # an earlier session's game
    assert main(["play", "--save", str(save)]) == 130
    assert capsys.readouterr().out.strip() == "Interrupted."  # still none of this session's
    finished.append('\n[Board "2"]\n')
    assert main(["play", "--save", str(save)]) == 130
    captured = capsys.readouterr()
    assert captured.out.strip() == f"Interrupted. The finished deals are in {save}."
    assert captured.err == ""


# East holds every top card: North-South win no trick against his 1NT.
EAST_SOLID = Deal.from_pbn("E:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")


@pytest.mark.parametrize(
    ("deal", "after_tricks", "objects"),
    [(DEAL, 1, True), (DEAL, 8, True), (EAST_SOLID, 1, False), (EAST_SOLID, 6, False)],
)
def test_the_robot_partner_objects_to_a_concession_that_gives_tricks_away(
    deal: Deal, after_tricks: int, objects: bool
) -> None:
    """Law 68B2: South (the human) defends 1NT by East and concedes every trick left; North
    objects exactly when North-South can still win a trick double dummy."""
    conceded: list[Game] = []

    def robots(seat: Seat) -> SimpleRobot:
        return Opener(seed=1) if seat == Seat.E else Passer(seed=int(seat))

    def choose(table: DealTable) -> str | None:
        game = table.game
        if game.phase == Phase.AUCTION:
            return "p"
        if not conceded and sum(game.tricks_won) >= after_tricks and game.to_act == Seat.S:
            conceded.append(game)
            return "claim 0"
        return lowest(table)

    board = Board(2, deal)  # East deals and opens 1NT
    table, _, out = table_with(choose, robots=robots, robot_claims=False)  # East would claim
    game = table.play(board)
    text = out.getvalue()
    assert game is not None and game.is_finished and len(conceded) == 1
    before = conceded[0]
    solution = solve(before)
    ns_best = solution.best if solution.side == Side.NS else 13 - solution.best
    assert (ns_best > before.tricks_won.ns) == objects
    if objects:
        assert "North rejects the claim; play continues" in text
    else:
        assert "North accepts the claim" in text and "East accepts the claim" in text
        result = game.result()
        assert result is not None and result.tricks == 13 - before.tricks_won.ns


def test_play_with_standard_input_closed_ends_at_once() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bridgecraft", "play", "--seed", "3", "--robots", "simple"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=lambda: os.close(0),
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert done.stdout.rstrip().endswith("Total: rubber in progress 0 to 0")


def test_carding_shows_the_agreements_of_the_robots_that_keep_them() -> None:
    # Law 40: a player is entitled to know the robots' agreements, partner's and opponents'.
    text, _ = session_with("carding\nquit\n", robots="bridge", seed=23)
    assert CARD_AGREEMENTS in text and "(North, East, West)" in text
    assert "carding" in HELP
    # Robots that keep none (the simple ones lead and follow by rule of thumb) say so.
    text, _ = session("agreements\nquit\n", seed=8)
    assert "keep no card agreements" in text and CARD_AGREEMENTS not in text
