"""The ``play`` command: play bridge in the terminal against three robots.

You sit South (or ``--seat``); the robots see only their own views. Type calls (``1S``,
``p``, ``x``, ``2nt``) and cards (``SA``, ``h7``, ``AS``), or a command: ``? 2D`` (what a
call would mean), ``?`` (the meanings of the calls so far), ``hint``, ``undo``, ``claim N``,
``auto`` (pass, or your lowest legal card), ``show``, ``help``, ``quit``. After each deal:
the result, the score, par and the double-dummy trace; then the next deal.

The session reads lines from any stream and writes to any Rich console, so that it can be
scripted (:func:`run_session`):

>>> import io
>>> from rich.console import Console
>>> out = Console(file=io.StringIO(), width=100)
>>> summary = run_session(io.StringIO("quit\\n"), out, seed=1, robots="simple")
>>> summary.games, "South, your call" in out.file.getvalue()
((), True)
"""

from __future__ import annotations

import datetime
import io
import os
import random
import secrets
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from bridgecraft.cli.app import app
from bridgecraft.cli.files import board_groups, check_writable, left_out_note, read_records
from bridgecraft.cli.play_robots import RobotFactory, seat_robots
from bridgecraft.cli.play_save import PBN_SCORING, SessionFile, pbn_date
from bridgecraft.cli.play_score import FieldTally, ScoreKeeper, Scoring, parse_scoring
from bridgecraft.cli.play_session import DealTable, LineSource, robots_auction
from bridgecraft.core import (
    AnalysisError,
    Board,
    BySeat,
    Call,
    Deal,
    Game,
    InvalidNotationError,
    Seat,
)
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry
from bridgecraft.formats.travellers import stated_results, traveller
from bridgecraft.robots.base import Robot
from bridgecraft.robots.robot import WHOLE_ROBOTS_HELP

__all__ = ["SessionSummary", "play", "record_of", "run_session"]


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """What a session played: the finished games, in order, and the final score line."""

    games: tuple[Game, ...]
    """Every deal finished in the session."""
    score: str
    """The score of the session, in one line."""
    quit: bool
    """True when the player quit (or the input ended) before the deals asked for."""


def record_of(
    game: Game,
    *,
    players: tuple[str, str, str, str],
    scoring: Scoring,
    day: datetime.date | None = None,
    comments: tuple[str, ...] = (),
) -> BoardRecord:
    """The record of a finished (or unfinished) game, to write as PBN: deal, auction, play,
    contract and result; a claim as the tricks agreed; the scoring by its PBN name, the day
    it was played (``day``, default today) and any ``comments`` (PBN ``{}``)."""
    board = game.board
    contract = game.contract
    result = game.result()
    cards = [card for trick in game.tricks for card in trick.cards]
    claimed = result is not None and contract is not None and len(cards) < 52
    if contract is not None:
        text = f"{contract.level}{contract.strain}{contract.doubled}"
    else:
        text = "Pass" if game.is_finished else ""
    return BoardRecord(
        number=board.number,
        dealer=board.dealer,
        vulnerability=board.vulnerability,
        deal=board.deal,
        players=players,
        auction=tuple(CallEntry(call) for call in game.calls),
        auction_complete=game.contract is not None or game.is_finished,
        play=tuple(CardEntry(card) for card in cards),
        claim=result.tricks if claimed and result is not None else None,
        contract=text,
        declarer=contract.declarer if contract is not None else None,
        result=result.tricks if result is not None and contract is not None else None,
        tags=(
            ("Event", "bridgecraft play"),
            ("Date", pbn_date(day or datetime.date.today())),
            ("Scoring", PBN_SCORING[scoring]),
        ),
        comments=comments,
    )


def _check_save(save: str | None) -> Path | None:
    if save is None:
        return None
    path = Path(save)
    if path.suffix.lower() != ".pbn":
        raise InvalidNotationError(f"cannot save to {save!r}: expected a .pbn file name")
    check_writable(path, "save to")
    return path


def run_session(
    input_stream: LineSource,
    output_console: Console,
    *,
    seat: Seat = Seat.S,
    scoring: Scoring = "rubber",
    seed: int | None = None,
    deals: int | None = None,
    save: str | Path | None = None,
    robots: str | RobotFactory = "bridge",
    boards: Sequence[Board] | None = None,
    fields: Sequence[Sequence[int]] | None = None,
    declare: bool = False,
    best_hand: bool = False,
) -> SessionSummary:
    """Play deals, reading the player's lines from ``input_stream`` and writing to
    ``output_console``, until ``deals`` are finished (None: until ``quit`` or the end of the
    input). ``robots`` names the robots (``bridge``, ``simple``, ``random`` or
    ``BIDDER+PLAYER``, see :func:`bridgecraft.robots.robot.robot_factory`) or is a factory
    giving the robot for a seat. ``save`` names a PBN file, rewritten after every deal with
    the deals finished so far after the games it already held (a file that exists but holds
    no PBN game is refused). ``boards`` are deals to play in order instead of random ones
    (and the session ends with them): at IMPs each keeps its number, dealer and
    vulnerability; at rubber and Chicago only its deal is used, the score card deciding the
    rest. ``fields`` gives, board by board, the North-South scores the field made on it (a
    traveller; empty for none): each deal's result is then matchpointed and Butler-scored
    against them. With ``declare`` (just declare), the robots bid every hand, the human's
    too, and only deals the human declares are played: each deal is drawn again until the
    robots' auction makes him declarer (decision 0086). With ``best_hand``, each random
    deal is turned round the table so that the human holds the hand with the most HCP
    (decision 0086). Raises
    :class:`~bridgecraft.core.InvalidNotationError` for a bad option before anything is
    shown."""
    if deals is not None and deals < 1:
        raise InvalidNotationError(f"invalid number of deals {deals!r}: expected 1 or more")
    if boards is not None:
        boards = list(boards)
        if not boards or not all(isinstance(board, Board) for board in boards):
            raise InvalidNotationError(
                f"invalid boards {boards!r:.100}: expected one Board or more"
            )
        deals = len(boards) if deals is None else min(deals, len(boards))
        if declare or best_hand:
            mode = "just declare" if declare else "best hand"
            raise InvalidNotationError(
                f"{mode} draws its own deals: it cannot play the boards of a file"
            )
    path = _check_save(None if save is None else str(save))
    saving = None if path is None else SessionFile(path)
    if seed is None:
        seed = secrets.randbelow(2**32)
    factory = seat_robots(robots, seed) if isinstance(robots, str) else robots
    table = DealTable(input_stream, output_console, seat=seat, robots=factory)
    keeper = ScoreKeeper(scoring, seat.side)
    rng = random.Random(seed)
    if boards is None:
        table.say(f"Seed {seed} (play these deals again with --seed {seed})")
    else:
        table.say(f"Seed {seed} (the robots play the same again with --seed {seed})")
    if saving is not None and saving.kept:
        table.say(f"Saving to {saving.path} after the {saving.kept} game(s) already in it")
    if declare:
        table.say(
            f"Just declare: the robots bid every hand, and you are {seat.full_name}, "
            "declarer, in every deal. Type cards (SA, h7), or 'help' for the commands."
        )
    else:
        table.say("Type calls (1S, p, x), cards (SA, h7), or 'help' for the commands.")
    names = tuple("You" if each == seat else f"Robot {table.robots[each].name}" for each in Seat)
    players = (names[0], names[1], names[2], names[3])
    # In just declare the human's calls are his robot's: the saved deals say so.
    comments = (
        (
            f"Just declare: the robots bid every hand; {seat.full_name}'s calls were made by "
            f"Robot {table.robots[seat].name}.",
        )
        if declare
        else ()
    )
    finished: list[Game] = []
    tally = FieldTally(seat.side)
    records: list[BoardRecord] = []
    number = 0
    while deals is None or number < deals:
        number += 1
        bid: list[tuple[Call, str]] = []
        if declare:
            board, bid = _deal_to_declare(number, keeper, rng, table.robots, seat, best_hand)
        elif boards is None:
            board = keeper.board(number, _draw(rng, seat if best_hand else None))
        else:
            given = boards[number - 1]
            board = given if scoring == "imps" else keeper.board(given.number, given.deal)
            table.say(f"Deal {number} of {deals}")
        game = table.play(board, bid)
        if game is None:
            break
        finished.append(game)
        par_result = table.report(game, duplicate=scoring == "imps")
        for line in keeper.record(game, par_result):
            table.say(line)
        if fields is not None and number <= len(fields):
            for line in tally.add(game, fields[number - 1]):
                table.say(line)
        if saving is not None:
            records.append(record_of(game, players=players, scoring=scoring, comments=comments))
            try:
                saving.write(records)
            except OSError as error:  # the session goes on; the next deal tries again
                reason = (error.strerror or str(error)).lower()
                table.error(f"cannot save to {str(saving.path)!r}: {reason}")
            else:
                table.say(f"Saved {len(records)} deal(s) to {saving.path}")
    summary = keeper.summary()
    table.say(summary)
    against = tally.summary()
    if against is not None:
        table.say(against)
    return SessionSummary(tuple(finished), summary, table.quit)


DECLARE_DRAWS = 1000
"""The most deals just declare draws for one it can play (about four are needed: the robots'
auction makes a given seat declarer on about a quarter of the deals)."""


def best_hand_deal(deal: Deal, seat: Seat) -> Deal:
    """``deal`` turned round the table so that ``seat`` holds the hand with the most HCP (the
    first such hand clockwise from ``seat`` when several tie); the hands keep their order.

    >>> deal = Deal.from_pbn(
    ...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    >>> best_hand_deal(deal, Seat.S).to_pbn()
    'N:6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9'
    """
    order = [seat.next(step) for step in range(4)]
    best = max(order, key=lambda each: (deal[each].hcp, -order.index(each)))
    turn = (int(seat) - int(best)) % 4
    return Deal.from_masks([deal[each.next(-turn)].mask for each in Seat])


def _draw(rng: random.Random, best_for: Seat | None) -> Deal:
    """A random deal; with ``best_for``, turned so that that seat holds the best hand."""
    deal = Deal.random(rng)
    return deal if best_for is None else best_hand_deal(deal, best_for)


def _deal_to_declare(
    number: int,
    keeper: ScoreKeeper,
    rng: random.Random,
    robots: BySeat[Robot],
    seat: Seat,
    best_hand: bool = False,
) -> tuple[Board, list[tuple[Call, str]]]:
    """Board ``number`` with a random deal (``best_hand``: turned so that ``seat`` holds the
    best hand) whose auction, bid by ``robots`` at every seat, makes ``seat`` declarer, and
    that auction (just declare)."""
    for _ in range(DECLARE_DRAWS):
        board = keeper.board(number, _draw(rng, seat if best_hand else None))
        bid = robots_auction(board, robots)
        contract = Game.replay(board, [call for call, _ in bid]).contract
        if contract is not None and contract.declarer == seat:
            return board, bid
    raise AnalysisError(
        f"no deal in {DECLARE_DRAWS} that the robots' auction gives {seat.full_name} to declare"
    )


def _boards_and_fields(
    file: str | None,
) -> tuple[list[Board] | None, list[tuple[int, ...]] | None, str | None]:
    """The boards of ``file`` with a full deal (each once), the field's North-South scores
    on each (its traveller; else the results of the file's games of that board, one a
    table; empty for none), and the line naming the boards left out (None for none)."""
    if file is None:
        return None, None, None
    records = read_records(file, strict=False)
    groups = board_groups(records, file, "play")
    fields = []
    for group in groups:
        try:
            field = tuple(line.score_ns for line in traveller(group[0]))
        except InvalidNotationError:  # a traveller we cannot score: play without it
            field = ()
        fields.append(field or stated_results(group))
    return [group[0].to_board() for group in groups], fields, left_out_note(records, groups, file)


def _stamp(save: str | None) -> int | None:
    """The size of the file to save to (None: there is none): a session only adds to it, so
    a change tells that it saved a deal."""
    try:
        return None if save is None else Path(save).stat().st_size
    except OSError:
        return None


@app.command()
def play(
    seat: Annotated[str, typer.Option(help="Your seat: N, E, S or W.")] = "S",
    scoring: Annotated[
        str, typer.Option(help="rubber, chicago or imps (IMPs against par).")
    ] = "rubber",
    deals: Annotated[int | None, typer.Option(help="Stop after this many deals.")] = None,
    seed: Annotated[
        int | None, typer.Option(min=0, help="Seed for repeatable deals and robots.")
    ] = None,
    save: Annotated[
        str | None, typer.Option(help="Save the deals played (auction, play, result) as PBN.")
    ] = None,
    robots: Annotated[
        str,
        typer.Option(help=f"The robots: {WHOLE_ROBOTS_HELP}."),
    ] = "bridge",
    file: Annotated[
        str | None,
        typer.Option(
            "--file",
            metavar="FILE",
            help="Play the boards of a PBN, LIN or JSON file, in order (e.g. from dealgen).",
        ),
    ] = None,
    declare: Annotated[
        bool,
        typer.Option(
            "--declare",
            help="Just declare: the robots bid every hand, yours too, and you declare every deal.",
        ),
    ] = False,
    best_hand: Annotated[
        bool,
        typer.Option("--best-hand", help="Best hand: you hold the most HCP of the four hands."),
    ] = False,
) -> None:
    """Play bridge against three robots: type calls and cards; 'help' lists the commands."""
    seat_robots(robots, 0)  # an unknown name is a mistake before anything is shown
    boards, fields, left_out = _boards_and_fields(file)
    if file is not None and save is not None and os.path.realpath(file) == os.path.realpath(save):
        raise InvalidNotationError(
            f"--file and --save name the same file {file!r}: the boards to play would be "
            "overwritten by the deals played"
        )
    before = _stamp(save)
    console = Console(highlight=False)
    if left_out is not None:
        console.print(left_out, soft_wrap=True)
    try:
        run_session(
            sys.stdin if sys.stdin is not None else io.StringIO(),  # closed: input has ended
            console,
            seat=Seat.parse(seat),
            scoring=parse_scoring(scoring),
            seed=seed,
            deals=deals,
            save=save,
            robots=robots,
            boards=boards,
            fields=fields,
            declare=declare,
            best_hand=best_hand,
        )
    except KeyboardInterrupt:
        # Ctrl-C: the deals finished so far are already saved; exit as shells expect (128 + 2).
        console.print()
        saved = save is not None and _stamp(save) != before
        console.print(
            "Interrupted." + (f" The finished deals are in {save}." if saved else ""),
            soft_wrap=True,
        )
        raise typer.Exit(130) from None
