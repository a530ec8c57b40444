"""One table of ``bridgecraft play``: the human's seat and three robots playing a deal, the
human's commands, and the report after the deal.

Every line the human types is either done or answered with one ``error:`` line, the game
unchanged; then the prompt comes again.

>>> import io
>>> from rich.console import Console
>>> from bridgecraft.cli.play_robots import seat_robots
>>> out = Console(file=io.StringIO(), width=100)
>>> table = DealTable(io.StringIO("8C\\n1C\\nquit\\n"), out, seat=Seat.S,
...                   robots=seat_robots("simple", seed=0))
>>> table.play(Board(3, Deal.from_index(10**28))) is None      # quit before the end
True
>>> [line for line in out.file.getvalue().splitlines() if line.startswith("error")]
["error: invalid call '8C': no bid above seven exists (Law 38)"]
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from typing import Protocol

from rich.console import Console
from rich.text import Text

from bridgecraft.analysis import Par, Trace, par, trace
from bridgecraft.cli.bid import auction_shows, other_fits, would_show
from bridgecraft.cli.files import echo_board
from bridgecraft.cli.play_render import (
    card_text,
    render_card_candidates,
    render_play_trace,
    render_table,
    render_trick,
)
from bridgecraft.cli.play_robots import (
    RobotFactory,
    claim_ruling,
    concession_ruling,
    explain_call,
)
from bridgecraft.cli.render import render_auction, render_board
from bridgecraft.core import (
    Action,
    AnalysisError,
    Board,
    BridgeError,
    BySeat,
    Call,
    Card,
    Claim,
    ClaimResponse,
    Deal,
    Game,
    Hand,
    IllegalActionError,
    IllegalClaimError,
    IllegalPlayError,
    InvalidNotationError,
    Phase,
    Seat,
    Side,
    Suit,
)
from bridgecraft.robots.base import Decision, Robot
from bridgecraft.robots.claims import sure_claim
from bridgecraft.robots.robot import card_player, sayc_bidder, seat_carding
from bridgecraft.robots.signals import CARD_AGREEMENTS

__all__ = ["HELP", "DealTable", "LineSource"]

HELP = """\
Calls: 1S, 2nt, p (pass), x (double), xx (redouble). Cards: SA, h7, AS, 10H.
  ? 2D      what a call would mean now        ?         the calls so far: what they mean
                                              and what they show of each hand
  hint      what a robot would do in your seat
  undo      take back your last call or card (and the robots' since)
  claim N   claim N of the remaining tricks   claim     claim all of them
  concede   concede all of them               accept / reject   answer a claim
  auto      pass, or play your lowest legal card (accepts a claim)
  carding   the robots' card agreements (leads, signals)
  show      the table again                   quit      stop (finished deals are kept)"""


class LineSource(Protocol):
    """Where the human's lines come from: a text stream such as ``sys.stdin``."""

    def readline(self) -> str:
        """The next line with its end, or '' at the end of the input."""
        ...

    def isatty(self) -> bool:
        """True for a terminal (then the terminal echoes what is typed)."""
        ...


def robots_auction(board: Board, robots: BySeat[Robot]) -> list[tuple[Call, str]]:
    """The auction of ``board`` bid by ``robots`` at every seat: each call with its meaning.

    >>> import random
    >>> from bridgecraft.cli.play_robots import seat_robots
    >>> robots = BySeat.build(seat_robots("bridge", 1))
    >>> bid = robots_auction(Board(1, Deal.random(random.Random(1))), robots)
    >>> " ".join(str(call) for call, _ in bid)
    'P P P 1NT P 2D P 2H P 3NT P 4H P P P'
    >>> bid[5][1]
    'Jacoby transfer to hearts: 5+ hearts, any strength'
    """
    game = Game.new(board)
    bid: list[tuple[Call, str]] = []
    while game.phase == Phase.AUCTION:
        actor = game.to_act
        assert actor is not None
        decision = robots[actor].decide(game.view(actor))
        call = decision.action
        if not isinstance(call, Call):
            raise IllegalActionError(f"robot {robots[actor].name} gave {call!r} in the auction")
        bid.append((call, decision.meaning))
        game = game.apply(call, seat=actor)
    return bid


class DealTable:
    """Plays deals with the human at ``seat`` and robots (from ``robots``) at the others."""

    def __init__(
        self,
        input_stream: LineSource,
        console: Console,
        *,
        seat: Seat,
        robots: RobotFactory,
        robot_claims: bool = True,
    ) -> None:
        self.stream = input_stream
        """Where the human's lines come from."""
        self.console = console
        """Where everything is shown."""
        self.human = Seat(seat)
        """The human's seat."""
        self.robots: BySeat[Robot] = BySeat.build(robots)
        """A robot for each seat; the one in the human's seat gives hints."""
        # The robots read one another's carding (the lowest of equal cards), not the human's.
        seat_carding({each: self.robots[each] for each in Seat}, humans=(self.human,))
        self.robot_claims = robot_claims
        """Whether a robot on lead claims the rest when they are its for sure (decision
        0084); else the robots play every card."""
        self.quit = False
        """True once the human has quit or the input has ended."""
        self.game = Game.new(Board(1, Deal.from_index(0)))
        """The deal in progress (a placeholder until the first deal)."""
        self.meanings: list[str] = []
        """For each action of the game: what the call meant ('' for cards and the human's)."""
        self.actors: list[Seat] = []
        """For each action of the game: the player who made it."""
        self.deals = 0
        """The deals begun at this table, this one included."""
        self.fixed = 0
        """The actions at the start of the deal that cannot be undone: an auction the
        robots bid for every seat."""
        self._shown = -1

    # -- output ------------------------------------------------------------------------------

    def say(self, text: str, style: str | None = None) -> None:
        """Print one or more lines as they are (no markup)."""
        self.console.print(Text(text, style=style or ""), highlight=False, soft_wrap=True)

    def error(self, message: str) -> None:
        """Print one line that says what was wrong with the input."""
        first = message.splitlines()[0] if message else "not understood"
        self.say(f"error: {first}", "red")

    def _show(self, *, auction: bool) -> None:
        echo_board(render_table(self.game, self.human, auction=auction), self.console)
        self._shown = len(self.game.actions)

    # -- the deal ----------------------------------------------------------------------------

    def play(self, board: Board, bid: Sequence[tuple[Call, str]] = ()) -> Game | None:
        """Play one deal to its end; None if the human quit (or the input ended) first.

        ``bid`` is an auction the robots have already bid, every seat's calls with their
        meanings (:func:`robots_auction`): it is shown call by call, and the human plays
        from the first card, unable to undo into it."""
        self.game = Game.new(board)
        self.meanings, self.actors = [], []
        self.deals += 1
        self.fixed = len(bid)
        self.say("")
        self.say(f"=== Board {board.number}: you are {self.human.full_name} ===", "bold")
        self._show(auction=not bid)
        if bid:
            self.say("The robots bid every hand, yours too:")
        for call, meaning in bid:
            actor = self.game.to_act
            assert actor is not None
            self._apply(call, actor, meaning, robot=True)
        while not self.game.is_finished:
            actor = self.game.to_act
            assert actor is not None
            if actor == self.human:
                self._human_turn()
                if self.quit:
                    return None
            elif self.game.phase == Phase.CLAIM:
                self._answer_claim(actor)
            else:
                self._robot_turn(actor)
        return self.game

    def _apply(
        self, action: Action, actor: Seat, meaning: str = "", *, robot: bool = False
    ) -> None:
        """Make an action (already checked legal) and tell the table about it; ``robot``: a
        robot made it for the human (a call of an auction bid by the robots)."""
        before = self.game
        if isinstance(action, Call) and actor != self.human:
            meaning = self._disclosed(before, action, actor, meaning)
        self.game = before.apply(action, seat=actor)
        self.actors.append(actor)
        self.meanings.append(meaning)
        self._announce(before, action, actor, meaning, robot=robot)

    def _disclosed(self, before: Game, call: Call, actor: Seat, meaning: str) -> str:
        """What the table is told a robot's call means: its system's meaning of the call
        (Law 20F: the agreement, whatever the hand), not the reason that robot's hand gave
        (decision 0100). A robot that bids no system we can explain tells its reason."""
        if sayc_bidder(self.robots[actor]) is None:
            return meaning
        return _meaning(explain_call(before, call))

    def _announce(
        self, before: Game, action: Action, actor: Seat, meaning: str, *, robot: bool = False
    ) -> None:
        you = actor == self.human and not robot
        who = "You" if you else "Your robot" if actor == self.human else actor.full_name
        game = self.game
        if isinstance(action, Call):
            verb = _call_verb(action, you=you)
            shown = meaning if not you else ""  # the human knows what he meant
            self.say(f"{who} {verb}" + (f": {shown}" if shown else ""))
            if game.phase != Phase.AUCTION:
                self.say(render_auction(game.auction))
                contract = game.contract
                if contract is None:
                    self.say("Passed out.", "bold")
                else:
                    self.say(
                        f"Contract {contract}; {contract.opening_leader.full_name} leads.", "bold"
                    )
        elif isinstance(action, Card):
            hand = before.to_play
            assert hand is not None
            if actor == self.human:
                text = f"You play {card_text(action)}" + ("" if hand == actor else " from dummy")
            elif hand == self.human:
                text = f"{actor.full_name} plays {card_text(action)} from your hand (dummy)"
            else:
                dummy = " (dummy)" if hand == game.dummy else ""
                text = f"{hand.full_name}{dummy} plays {card_text(action)}"
            self.say(text)
            last = game.tricks[-1]
            if last.is_complete and last.winner is not None:
                won = game.tricks_won
                self.say(
                    f"Trick {len(game.tricks)} won by {last.winner.full_name} "
                    f"({render_trick(last)}); NS {won.ns}, EW {won.ew}"
                )
            if len(before.tricks) == 0 and not game.is_finished and not self._still_to_play():
                self._show(auction=False)  # dummy is faced; else shown at the human's turn
        elif isinstance(action, Claim):
            verb = "concede" if action.tricks == 0 else "claim"
            self.say(
                f"{who} {verb}{'' if actor == self.human else 's'} {_claimed(action.tricks)}"
                + (f": {action.statement}" if action.statement else "")
            )
        else:
            answer = "accept" if action.accept else "reject"
            self.say(
                f"{who} {answer}{'' if actor == self.human else 's'} the claim"
                + ("" if action.accept else "; play continues")
            )

    def _still_to_play(self) -> bool:
        """True when the human has still to play to the current trick, from his hand or (as
        declarer) from dummy's: the table is shown to him at his turn."""
        game = self.game
        if game.dummy == self.human or not game.tricks:
            return False
        trick = game.tricks[-1]
        played = {trick.seat_of(index) for index in range(len(trick.cards))}
        mine = {self.human} if game.declarer != self.human else {self.human, game.dummy}
        return any(seat not in played for seat in mine if seat is not None)

    # -- robots ------------------------------------------------------------------------------

    def _robot_turn(self, actor: Seat) -> None:
        view = self.game.view(actor)
        claim = sure_claim(view) if self.robot_claims and not self._claimed() else None
        if claim is not None:  # the rest are the robot's for sure (decision 0084)
            self._apply(claim, actor)
            return
        legal = self.game.legal_actions(actor)
        try:
            decision = self.robots[actor].decide(view)
        except BridgeError as problem:
            decision = _fallback(view.legal_actions, actor, str(problem))
        if decision.action not in legal:
            decision = _fallback(legal, actor, f"{decision.action} is not legal now")
        self._apply(
            decision.action, actor, decision.meaning if isinstance(decision.action, Call) else ""
        )

    def _claimed(self) -> bool:
        """Whether a claim has been made in this deal: after a rejected claim the robots play
        on rather than claim again."""
        return any(isinstance(action, Claim) for action in self.game.actions)

    def _answer_claim(self, actor: Seat) -> None:
        """A robot answers a pending claim as the director rules: an opponent accepts a claim
        that holds double dummy and rejects one that does not; the conceding defender's
        partner objects to a concession of a trick his side would win (Law 68B2). Both
        accept when there is no solver."""
        claim = self.game.pending_claim
        assert claim is not None
        start = max(i for i, action in enumerate(self.game.actions) if isinstance(action, Claim))
        before = self.game.undo(len(self.game.actions) - start)
        rule = concession_ruling if actor.side == claim.seat.side else claim_ruling
        ruling = rule(before, claim)
        self._apply(ClaimResponse(actor, ruling is not False), actor)

    # -- the human ---------------------------------------------------------------------------

    def _prompt(self) -> str:
        game = self.game
        if game.phase == Phase.AUCTION:
            return f"{self.human.full_name}, your call: "
        if game.phase == Phase.CLAIM:
            return "accept or reject the claim: "
        to_play = game.to_play
        if to_play is not None and to_play != self.human:
            return f"{to_play.full_name} (dummy), your card: "
        return f"{self.human.full_name}, your card: "

    def _read(self, prompt: str) -> str | None:
        """The next line of input without its end, or None at the end of the input."""
        stream = self.stream
        if stream is sys.stdin and stream.isatty():
            return self._read_terminal(prompt)
        self.console.print(Text(prompt), end="")
        line = stream.readline()
        if not line:
            self.console.print()
            return None
        text = line.rstrip("\r\n")
        self.console.print(Text(text))
        return text

    def _read_terminal(self, prompt: str) -> str | None:
        """A line typed at the terminal, with line editing and history (arrow keys) where
        the platform has readline; None at Ctrl-D."""
        _line_editing()
        try:
            if self.console.file is sys.stdout:
                return input(prompt)  # readline knows the prompt, so it redraws it right
            return self.console.input(Text(prompt))
        except EOFError:  # Ctrl-D: end the prompt's line, as at the end of piped input
            self.console.print()
            return None

    def _human_turn(self) -> None:
        game = self.game
        if self._shown != len(game.actions):
            if game.phase == Phase.AUCTION:
                hand = game.hands[self.human]
                self.say(render_auction(game.auction))
                echo_board(f"Your hand: {_hand_line(hand)}", self.console)
                self._shown = len(game.actions)
            else:
                self._show(auction=False)
        line = self._read(self._prompt())
        if line is None:
            self.quit = True
            return
        try:
            self._command(line.strip())
        except BridgeError as problem:
            self.error(str(problem))

    def _command(self, text: str) -> None:
        low = text.lower()
        word, _, rest = low.partition(" ")
        if not text:
            return
        if low in ("quit", "exit", "q"):
            self.quit = True
        elif low in ("help", "h"):
            self.say(HELP)
        elif low in ("carding", "agreements"):
            self._carding()
        elif low in ("show", "table"):
            self._show(auction=True)
        elif low == "hint":
            self._hint()
        elif low == "undo":
            self._undo()
        elif low == "auto":
            self._auto()
        elif text.startswith("?"):
            self._explain(text[1:].strip())
        elif word == "claim":
            self._claim(rest.strip())
        elif low == "concede":
            self._claim("0")
        elif low in ("accept", "reject", "a", "r") and self.game.phase == Phase.CLAIM:
            self._apply(ClaimResponse(self.human, low.startswith("a")), self.human)
        elif low in ("accept", "reject"):
            raise IllegalActionError(f"nothing to {low}: no claim has been made")
        else:
            self._act(text)

    def _act(self, text: str) -> None:
        game = self.game
        claim = game.pending_claim
        if game.phase == Phase.CLAIM and claim is not None:
            verb = "conceded" if claim.tricks == 0 else "claimed"
            raise IllegalActionError(
                f"{claim.seat.full_name} has {verb} {_claimed(claim.tricks)}: "
                "accept or reject the claim first"
            )
        if game.phase == Phase.AUCTION:
            call = _parse_call(text)
            game.apply(call, seat=self.human)  # raises, naming the problem, if illegal
            self._apply(call, self.human, _meaning(explain_call(game, call)))
            return
        try:
            card = Card.parse("".join(text.split()))  # "s 9", "10 H" as well as "S9", "10H"
        except InvalidNotationError:
            raise InvalidNotationError(
                f"invalid card {text!r}: expected a suit and a rank such as SA, h7 or 10H "
                "(or 'help')"
            ) from None
        to_play = game.to_play
        assert to_play is not None
        if card not in game.hands[to_play]:
            played = any(card in trick.cards for trick in game.tricks)
            where = "it has already been played" if played else self._whose(card)
            owner = "you do" if to_play == self.human else f"dummy ({to_play.full_name}) does"
            raise IllegalActionError(f"{owner} not hold {card_text(card)}: {where}")
        hand_name = "you" if to_play == self.human else f"dummy ({to_play.full_name})"
        _check_follows(game, card, hand_name)
        game.apply(card, seat=self.human)
        self._apply(card, self.human)

    def _whose(self, card: Card) -> str:
        """Where a card not in the hand to play is, as far as the human may know: his other
        hand (declarer's own or dummy's) is named; else 'it is not in that hand'."""
        game = self.game
        dummy = game.dummy
        if game.declarer != self.human or dummy is None:
            return "it is not in that hand"
        if card in game.hands[dummy] and game.to_play != dummy:
            return f"it is in dummy ({dummy.full_name}); your own hand is to play"
        if card in game.hands[self.human] and game.to_play == dummy:
            return f"it is in your hand; dummy ({dummy.full_name}) is to play"
        return "it is not in that hand"

    def _auto(self) -> None:
        game = self.game
        if game.phase == Phase.CLAIM:
            self._apply(ClaimResponse(self.human, True), self.human)
        elif game.phase == Phase.AUCTION:
            self._apply(Call.PASS, self.human, _meaning(explain_call(game, Call.PASS)))
        else:
            cards = [a for a in game.legal_actions(claims=False) if isinstance(a, Card)]
            self._apply(min(cards, key=lambda card: (card.rank, card.suit)), self.human)

    def _claim(self, rest: str) -> None:
        """``claim N``; ``claim`` alone claims every remaining trick (``concede``: none)."""
        if rest and not (rest.isascii() and rest.isdigit()):
            raise InvalidNotationError(
                f"invalid claim {rest!r}: expected 'claim N', N the tricks your side will "
                "win of those left, or 'claim' for all of them"
            )
        left = self._tricks_left_to_claim()
        tricks = int(rest) if rest else left
        if tricks > left:
            raise IllegalClaimError(f"cannot claim {tricks} tricks: only {left} remain")
        claim = Claim(self.human, tricks)
        self.game.apply(claim, seat=self.human)  # raises if not legal now
        self._apply(claim, self.human)

    def _tricks_left_to_claim(self) -> int:
        """The tricks not yet completed; raise, in the table's words, when no claim can be
        made now: in the auction or before the opening lead."""
        game = self.game
        if game.phase == Phase.AUCTION:
            raise IllegalClaimError("cannot claim during the auction: claims are made in the play")
        if not game.opening_lead_made:
            raise IllegalClaimError("cannot claim before the opening lead")
        return 13 - sum(trick.is_complete for trick in game.tricks)

    def _undo(self) -> None:
        mine = [
            index
            for index, actor in enumerate(self.actors)
            if actor == self.human and index >= self.fixed
        ]
        if not mine:
            over = " (a finished deal is scored and cannot be taken back)" if self.deals > 1 else ""
            raise IllegalActionError(f"nothing to undo: you have not acted in this deal yet{over}")
        start = mine[-1]
        taken = self.game.actions[start:]
        self.game = self.game.undo(len(taken))
        del self.actors[start:], self.meanings[start:]
        robots = len(taken) - 1
        mine_text = _action_text(taken[0])
        self.say(f"Undone: your {mine_text}" + (f" and {robots} robot action(s)" if robots else ""))

    def _carding(self) -> None:
        """The card agreements of the robots at the table that keep them (Law 40)."""
        keepers = [seat for seat in Seat if seat != self.human and card_player(self.robots[seat])]
        if not keepers:
            self.say("The robots at this table keep no card agreements.")
            return
        names = ", ".join(seat.full_name for seat in keepers)
        self.say(f"Card agreements of the robots ({names}):\n{CARD_AGREEMENTS}")

    def _hint(self) -> None:
        game = self.game
        if game.phase == Phase.CLAIM:
            raise IllegalActionError("no hint for a claim: accept it if it holds")
        claim = sure_claim(game.view(self.human)) if game.phase == Phase.PLAY else None
        if claim is not None:  # a robot in the seat would claim (decision 0084)
            self.say(f"hint: claim {claim.tricks} ({claim.statement})")
            return
        decision = self.robots[self.human].decide(game.view(self.human))
        action = decision.action
        shown = card_text(action) if isinstance(action, Card) else str(action)
        self.say(f"hint: {shown} ({decision.meaning})")
        if isinstance(action, Card):
            lines = render_card_candidates(decision.candidates)
            if len(lines) > 1:
                self.say("  weighed:")
                for line in lines:
                    self.say(f"    {line}")
            return
        calls = other_fits(decision)
        if calls:
            self.say("  also fits your hand:")
            for call in calls:
                self.say(f"    {explain_call(game, call)}")

    def _explain(self, text: str) -> None:
        game = self.game
        if not text:
            if not game.calls:
                self.say("No calls yet.")
                return
            for index, call in enumerate(game.calls):
                seat = game.board.dealer.next(index)
                meaning = self.meanings[index] if index < len(self.meanings) else ""
                mine = " (your call)" if seat == self.human else ""
                self.say(f"{seat.full_name} {call}{mine}" + (f": {meaning}" if meaning else ""))
            shown = auction_shows(game.calls, game.board.dealer, game.board.vulnerability)
            if shown:
                self.say("What the auction shows (SAYC):")
                for line in shown:
                    self.say(line)
            return
        if game.phase != Phase.AUCTION:
            raise IllegalActionError(
                f"cannot explain {text!r}: the auction is over ('?' alone: what the calls meant)"
            )
        call = Call.parse(text)
        self.say(explain_call(game, call))
        if call in game.legal_actions():
            board = game.board
            would = would_show(game.calls, call, board.dealer, board.vulnerability)
            if would is not None:
                self.say(f"  {would}")

    # -- after the deal ----------------------------------------------------------------------

    def report(self, game: Game, *, duplicate: bool = True) -> Par | None:
        """Show the deal, the result, par and the double-dummy trace; the par (None when the
        solver is not available). ``duplicate`` False (rubber, Chicago) marks the result's
        and par's scores as duplicate scores, for comparison: the score card keeps the
        session's score."""
        board = game.board
        result = game.result()
        self.say("")
        self.say(f"=== Board {board.number}: the deal ===", "bold")
        echo_board(render_board(board), self.console)
        self.say(render_auction(game.auction))
        side = self.human.side
        scored = "" if duplicate else " at duplicate"
        if result is not None:
            self.say(
                f"Result: {result}; {side} {result.score_for(side):+d} (your side){scored}",
                "bold",
            )
        par_result: Par | None = None
        try:
            par_result = par(board.deal, board.vulnerability, board.dealer)
            self.say(f"Par: {par_result}; your side {par_result.score_for(side):+d}{scored}")
        except AnalysisError as problem:
            self.say(f"Par: not available ({problem})")
        if game.contract is not None and game.tricks:
            self._report_trace(game)
        return par_result

    def _report_trace(self, game: Game) -> None:
        """The double-dummy trace of the play, the claim's cost (if any) and the tricks each
        side gave away."""
        side = self.human.side
        try:
            traced = trace(game)
        except AnalysisError as problem:
            self.say(f"Double-dummy trace: not available ({problem})")
            return
        self.say("Double-dummy trace (declarer's tricks after each card, !N: cost N):")
        self.say(render_play_trace(traced))
        ours, theirs = traced.lost_by(side), traced.lost_by(side.opponents)
        cost = _claim_cost(game, traced)
        if cost is not None:
            loser, tricks, line = cost
            self.say(line)
            ours += tricks if loser == side else 0
            theirs += tricks if loser != side else 0
        self.say(f"Tricks given away: your side {ours}, the opponents {theirs}")


def _claimed(tricks: int) -> str:
    """What a claim of ``tricks`` names: ``5 of the remaining tricks``, or for a concession
    (a claim of none) ``every remaining trick``."""
    return "every remaining trick" if tricks == 0 else f"{tricks} of the remaining tricks"


def _call_verb(call: Call, *, you: bool) -> str:
    """What a player does with ``call``: ``pass``, ``double``, ``bid 1S``, with the third
    person's ``s`` unless it is ``you``."""
    words = {Call.PASS: "pass", Call.DOUBLE: "double", Call.REDOUBLE: "redouble"}
    word = words.get(call)
    if word is not None:
        return word if you else word + ("es" if word.endswith("s") else "s")
    return f"{'bid' if you else 'bids'} {call}"


def _action_text(action: Action) -> str:
    """An action as the table names it: ``1NT``, ``pass``, ``♥10``, ``claim of 5``."""
    if isinstance(action, Card):
        return card_text(action)
    if isinstance(action, Call):
        return {Call.PASS: "pass", Call.DOUBLE: "double", Call.REDOUBLE: "redouble"}.get(
            action, str(action)
        )
    if isinstance(action, Claim):
        return f"claim of {action.tricks}"
    return f"{'acceptance' if action.accept else 'rejection'} of the claim"


def _line_editing() -> None:
    """Load readline, which gives ``input()`` line editing and history at a terminal."""
    with contextlib.suppress(ImportError):  # not on every platform: the terminal's then
        import readline  # noqa: F401


def _parse_call(text: str) -> Call:
    """The call typed; an unknown word's error also points to the commands."""
    try:
        return Call.parse(text)
    except InvalidNotationError as problem:
        message = str(problem)
        raise InvalidNotationError(
            message + " (or 'help')" if ": expected" in message else message
        ) from None


def _meaning(explained: str) -> str:
    """The meaning part of :func:`explain_call`'s ``"1NT: 15-17 HCP, balanced"``."""
    return explained.partition(": ")[2]


def _check_follows(game: Game, card: Card, owner: str) -> None:
    """Raise, in the table's words, if ``card`` (held by the hand to play, ``owner``) is not
    legal: the hand can follow suit and does not (a revoke, Laws 44C and 61)."""
    legal = [action for action in game.legal_actions(claims=False) if isinstance(action, Card)]
    if card in legal:
        return
    cards = " ".join(card_text(c) for c in sorted(legal, reverse=True))
    raise IllegalPlayError(
        f"revoke: {owner} must follow {legal[0].suit.full_name} ({cards}), not play "
        f"{card_text(card)} (Law 44C)"
    )


def _claim_cost(game: Game, traced: Trace) -> tuple[Side, int, str] | None:
    """When a claim ended the play with a number of tricks other than declarer's side could
    take double dummy from there: the side that gave tricks away (by the claim or by
    accepting it), how many, and a line that says so. None when no claim cost a trick."""
    result, contract = game.result(), game.contract
    played = sum(len(trick.cards) for trick in game.tricks)
    if result is None or contract is None or played == 52:
        return None
    best, agreed = traced.tricks[-1], result.tricks
    if best == agreed:
        return None
    declaring = contract.declarer.side
    loser = declaring if agreed < best else declaring.opponents
    lost = abs(best - agreed)
    line = (
        f"The claim cost {loser} {lost} trick(s): declarer's side took {agreed} in all, "
        f"{best} double dummy from where it was made"
    )
    return loser, lost, line


def _hand_line(hand: Hand) -> str:
    return "  ".join(f"{suit.symbol} {hand.holding(suit) or '-'}" for suit in reversed(Suit))


def _fallback(legal: tuple[Action, ...], actor: Seat, why: str) -> Decision:
    """A legal action when a robot fails: pass, or the first legal card."""
    for action in legal:
        if isinstance(action, Call | Card):
            return Decision(action, f"fallback ({actor} robot: {why})")
    raise IllegalActionError(f"{actor} has nothing legal to do ({why})")
