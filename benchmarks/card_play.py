"""Card play quality and speed: PimcPlayer at all four seats, measured double dummy.

Each deal is random. With ``--contracts bid`` (the default, as BEN measures itself) four
``SaycBidder``s bid it (dealer and vulnerability by board number; passed-out deals are dealt
again) and the players sample hands that fit the auction (``auction_ranges``, then
``auction_fit``), as the default ``pimc`` robot does. With ``--contracts dd`` a random side
declares its double-dummy best contract (the makeable contract that scores most, or its
longest strain at the one level when nothing makes), with the auction "contract P P P" from
declarer as dealer, and nothing is known from the auction.
``PimcPlayer`` then plays every card (declarer also plays dummy's). The deals are measured
with ``bridgecraft.robots.measure``:

* declarer and defence double-dummy card error rates (DCWER / DFWER), suit and notrump, over
  every card as the field counts them, targets <= 1.0% / 2.3% (declarer) and <= 0.9% / 2.0%
  (defence) — BEN's published figures are 1.06% / 2.46% and 0.87% / 2.03% over 1,000 deals
  (see docs/decisions/0012); the same errors over the cards with a real choice are shown too;
* opening-lead accuracy where the lead matters (ADDOLAR), targets >= 76% (suit) / 71% (NT)
  (BEN 75.9% / 70.7%), with two baselines on the same deals: a uniformly random lead (the
  share of the leader's cards that keep the result; BEN's deals gave 56.6% / 55.8%) and the
  ``simple`` robot's lead;
* tricks lost per deal against double dummy, and the time per card (p50 / p95; target p95
  <= 1 s), counting only cards that needed a decision (more than one choice).

A few dozen deals give only a rough estimate (a few hundred cards per rate): the targets are
reported, not enforced. The script fails only if a card is illegal or a measure is missing.

Opening leads are few (one a deal, and only some matter), so ``--lead-deals N`` measures the
lead alone on N further deals (the same dealing, continued) and reports its accuracy apart.

Run: ``.venv/bin/python benchmarks/card_play.py [--deals 40] [--samples 96] [--time-cap 1]
[--lead-deals 0] [--lead-time-cap T] [--seed 1] [--contracts bid|dd] [--record FILE.pbn]``;
``--quick`` plays 4 deals with fewer layouts (well under a minute). ``--record`` writes the
played deals as PBN, for ``redecide.py`` to decide their card decisions again with other
players. ``--told shape`` (or ``hcp``) is a ceiling, not a player: every player is told the
exact suit lengths (and high-card points) of the hands it cannot see (decision 0022); the
other kinds of :data:`TOLD` (``trumps``, ``partner``, ``partner-longest``...) tell only part of
them. ``--deals 0 --lead-deals N`` measures the opening leads alone.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from _common import machine_line, percentile, require, source_line
from bridgecraft.analysis import clear_caches, dd_table
from bridgecraft.cli.play import record_of
from bridgecraft.core import (
    Board,
    Card,
    Contract,
    Deal,
    Doubled,
    Game,
    Seat,
    Side,
    Strain,
    Suit,
    View,
)
from bridgecraft.formats import pbn
from bridgecraft.robots.baseline import SimpleRobot
from bridgecraft.robots.bidding import SaycBidder
from bridgecraft.robots.bidding.ranges import HandRange
from bridgecraft.robots.measure import PlayReport, Rate, measure
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.robot import auction_fit, auction_ranges

TARGETS = {
    "declarer suit": (1.0, "max"),
    "declarer NT": (2.3, "max"),
    "defence suit": (0.9, "max"),
    "defence NT": (2.0, "max"),
    "leads suit": (76.0, "min"),
    "leads NT": (71.0, "min"),
}


def best_contract(deal: Deal, side: Side) -> Contract:
    """The side's double-dummy best contract (highest score; nothing makes: its longest
    strain at the one level)."""
    table = dd_table(deal)
    best: tuple[int, int, Contract] | None = None
    fallback: tuple[int, Contract] | None = None
    for strain in Strain:
        declarer = max(side.seats, key=lambda seat: table[strain, seat])
        tricks = table[strain, declarer]
        if fallback is None or tricks > fallback[0]:
            fallback = (tricks, Contract(1, strain, Doubled.UNDOUBLED, declarer))
        if tricks >= 7:
            contract = Contract(tricks - 6, strain, Doubled.UNDOUBLED, declarer)
            score = contract.score(tricks=tricks, vulnerable=False)
            if best is None or (score, -int(strain)) > best[:2]:
                best = (score, -int(strain), contract)
    if best is not None:
        return best[2]
    assert fallback is not None
    return fallback[1]


def bid_game(number: int, rng: random.Random) -> Game:
    """A random deal bid by four SAYC robots, dealt again until somebody opens."""
    bidder = SaycBidder()
    while True:
        game = Game.new(Board(number, Deal.random(rng)))
        while game.to_act is not None and game.contract is None and not game.is_finished:
            game = game.apply(bidder.decide(game.view(game.to_act)).action)
        if game.contract is not None:
            return game


def new_game(number: int, rng: random.Random) -> Game:
    """A random deal, a random side in its double-dummy best contract (``--contracts dd``)."""
    deal = Deal.random(rng)
    side = rng.choice(tuple(Side))
    contract = best_contract(deal, side)
    game = Game.new(Board(number, deal, dealer=contract.declarer))
    for call in (f"{contract.level}{contract.strain}", "P", "P", "P"):
        game = game.apply(call)
    return game


def play(game: Game, player: PimcPlayer, times: list[float], lead_times: list[float]) -> Game:
    while not game.is_finished:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        choices = [a for a in view.legal_actions if isinstance(a, Card)]
        start = time.perf_counter()
        decision = player.decide(view)
        elapsed = time.perf_counter() - start
        require(decision.action in choices, f"illegal card {decision.action} on {game!r}")
        if len(choices) > 1 and decision.candidates:
            (lead_times if not game.tricks else times).append(elapsed)
        game = game.apply(decision.action)
    return game


TOLD = (
    "shape",
    "hcp",
    "trumps",
    "led",
    "partner",
    "partner-longest",
    "partner-shortest",
    "partner-singletons",
)
"""What ``--told`` (and ``redecide.py``'s ``oracle=``) tells a player about the hands it cannot
see, as exact suit lengths: ``shape`` every suit (``hcp``: and the high-card points);
``trumps`` the trump suit; ``led`` the suit of the opening lead; ``partner`` every suit of his
partner's hand only; and the side suit (not trumps) his partner is longest in
(``partner-longest``, the lowest suit on a tie) or shortest in (``partner-shortest``), or
his partner's singletons and voids in the side suits (``partner-singletons``). Telling a
suit's lengths tells them in every hidden hand. The ``partner`` kinds tell nothing to a
player who sees his partner's hand (declarer). Three suits' lengths tell the fourth (a hand
has thirteen cards), and a defender told his partner's shape knows declarer's: ``partner``
is less than ``shape`` only for the opening leader."""


def told_suits(view: View, deal: Deal, kind: str) -> dict[Seat, list[Suit]]:
    """The suits whose exact lengths ``kind`` (one of :data:`TOLD`) tells, by hidden hand."""
    require(kind in TOLD, f"--told {kind}: expected one of {', '.join(TOLD)}")
    assert view.seat is not None and view.contract is not None
    hidden = [seat for seat in Seat if view.hands[seat] is None]
    partner = view.seat.partner
    trump = None if view.contract.strain == Strain.NT else Suit(int(view.contract.strain))
    sides = [suit for suit in Suit if suit != trump]
    if kind == "partner":
        return {partner: list(Suit)} if partner in hidden else {}
    if kind.startswith("partner-") and partner not in hidden:
        return {}
    length = deal[partner].length
    suits: list[Suit] = {
        "shape": list(Suit),
        "hcp": list(Suit),
        "trumps": [trump] if trump is not None else [],
        "led": [Suit(int(view.tricks[0].cards[0]) // 13)] if view.tricks else [],
        "partner-longest": [max(sides, key=lambda suit: (length(suit), -int(suit)))],
        "partner-shortest": [min(sides, key=lambda suit: (length(suit), int(suit)))],
        "partner-singletons": [suit for suit in sides if length(suit) <= 1],
    }[kind]
    return dict.fromkeys(hidden, suits)


def told_ranges(
    view: View, deal: Deal, known: Sequence[HandRange | None], *, kind: str = "shape"
) -> list[HandRange | None]:
    """``known`` (what the auction showed, N E S W) with the exact suit lengths ``kind`` tells
    (:data:`TOLD`) of the hands ``view`` does not see, read from the real ``deal`` (and, with
    ``hcp``, their exact high-card points): not a player but a ceiling, what the play would do
    if that part of its inference were perfect (``--told``)."""
    result = list(known)
    hcp = kind == "hcp"
    for seat, suits in told_suits(view, deal, kind).items():
        shown = result[seat] or HandRange()
        lengths = list(shown.lengths)
        for suit in suits:
            lengths[int(suit)] = (deal[seat].length(suit),) * 2
        points = (deal[seat].hcp, deal[seat].hcp) if hcp else shown.hcp
        result[seat] = HandRange(
            hcp=points, lengths=tuple(lengths), tp=HandRange().tp if hcp else shown.tp
        )
    return result


class Told:
    """A ``ranges_fn`` for ``--told``: :func:`told_ranges` on the deal of the view's board
    (``deals``, filled as the boards are dealt)."""

    def __init__(self, known: Callable[[View], Sequence[HandRange | None]] | None, kind: str):
        self.known = known
        self.kind = kind
        self.deals: dict[int, Deal] = {}

    def __call__(self, view: View) -> list[HandRange | None]:
        known = self.known(view) if self.known is not None else [None] * 4
        return told_ranges(view, self.deals[view.board_number], known, kind=self.kind)


def check_record(name: str | None) -> Path | None:
    """The PBN file to write the played deals to (checked before any deal is played)."""
    if name is None:
        return None
    path = Path(name)
    require(path.suffix.lower() == ".pbn", f"--record {name}: expected a .pbn file name")
    require(path.parent.is_dir(), f"--record {name}: no such directory")
    return path


def write_record(path: Path, games: list[Game]) -> None:
    """Write ``games`` to ``path`` as PBN (rewritten after every deal, so an interrupted run
    keeps what it played)."""
    players = ("pimc",) * 4
    pbn.dump([record_of(game, players=players, scoring="imps") for game in games], path)


def _line(name: str, rate: Rate, lower_is_better: bool) -> str:
    target, kind = TARGETS[name]
    value = 100 * rate.rate
    if rate.total == 0:
        verdict = "no data"
    elif (value <= target) if kind == "max" else (value >= target):
        verdict = "met"
    else:
        verdict = "NOT met"
    sign = "<=" if lower_is_better else ">="
    return f"  {name:14} {rate!s:>22}   target {sign} {target:.1f}%   {verdict}"


def _choices(name: str, rate: Rate) -> str:
    return f"  {name:14} {rate!s:>22}   (the same errors over the cards with a real choice)"


def report(result: PlayReport) -> list[str]:
    return [
        _line("declarer suit", result.declarer_suit, True),
        _line("declarer NT", result.declarer_nt, True),
        _line("defence suit", result.defence_suit, True),
        _line("defence NT", result.defence_nt, True),
        _choices("declarer suit", result.declarer_suit_choices),
        _choices("declarer NT", result.declarer_nt_choices),
        _choices("defence suit", result.defence_suit_choices),
        _choices("defence NT", result.defence_nt_choices),
        _line("leads suit", result.leads_suit, False),
        _line("leads NT", result.leads_nt, False),
        f"  tricks lost per deal vs double dummy: declarer {result.declarer_tricks_lost:.2f}, "
        f"defence {result.defence_tricks_lost:.2f}",
    ]


def lead_baselines(games: list[Game], result: PlayReport) -> str:
    """The leads of ``result`` beside a random lead and the ``simple`` robot's lead, on the
    same deals (``games``, played at least to the opening lead)."""
    simple = SimpleRobot()
    theirs = []
    for game in games:
        start = Game.replay(game.board, game.actions[: len(game.calls)])
        seat = start.to_act
        assert seat is not None
        theirs.append(start.apply(simple.decide(start.view(seat)).action))
    baseline = measure(theirs)
    return (
        f"  leads on the same deals (suit / NT): random "
        f"{100 * result.random_leads_suit:.1f}% / {100 * result.random_leads_nt:.1f}%, "
        f"simple robot {100 * baseline.leads_suit.rate:.1f}% / "
        f"{100 * baseline.leads_nt.rate:.1f}%"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="4 deals, fewer layouts")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--samples", type=int, default=PimcPlayer().samples)
    parser.add_argument("--lead-deals", type=int, default=0, help="more deals, lead only")
    parser.add_argument("--lead-time-cap", type=float, help="seconds per opening lead")
    parser.add_argument("--time-cap", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--lookback",
        type=int,
        default=PimcPlayer().lookback,
        help="tricks of the hidden players' play the layouts are checked against (0: off)",
    )
    parser.add_argument(
        "--contracts",
        choices=("bid", "dd"),
        default="bid",
        help="bid by SAYC robots (default) or the double-dummy best contract of a random side",
    )
    parser.add_argument(
        "--record", metavar="FILE.pbn", help="write the played deals as PBN (for redecide.py)"
    )
    parser.add_argument(
        "--no-count",
        action="store_true",
        help="the defenders neither give nor read count (decision 0017)",
    )
    parser.add_argument(
        "--no-later-attitude",
        action="store_true",
        help="the defenders neither give nor read attitude after trick 1 (decision 0018)",
    )
    parser.add_argument(
        "--no-switch-leads",
        action="store_true",
        help="the defenders' switches after trick 1 say nothing (decision 0018)",
    )
    parser.add_argument(
        "--no-return-leads",
        action="store_true",
        help="the defenders' returns of a suit after trick 1 say nothing (decision 0018)",
    )
    parser.add_argument(
        "--read-lead",
        action="store_true",
        help="declarer and the leader's partner weight the layouts by the opening lead",
    )
    parser.add_argument(
        "--discover",
        type=float,
        metavar="IMPS",
        help="declarer leads a trump while the defenders hold some, when it makes as often "
        "and loses at most IMPS a layout more than the best card (off by default)",
    )
    parser.add_argument(
        "--plan-trick",
        action="store_true",
        help="declarer first or second to a trick plays the best plan for the trick, his next "
        "card chosen by the card he sees, not by the layout (off by default; decision 0024)",
    )
    parser.add_argument(
        "--told",
        choices=TOLD,
        help="a ceiling, not a player: the players are told exact suit lengths of the hands "
        "they cannot see (shape: all; hcp: and the high-card points; the others: some of "
        "them, see TOLD in this file)",
    )
    parser.add_argument("--rounds", type=int, help="ignored (run_all passes it to everyone)")
    args = parser.parse_args(argv)
    record = check_record(args.record)
    deals, samples = (4, 16) if args.quick else (args.deals, args.samples)
    require(
        deals > 0 or (deals == 0 and args.lead_deals > 0),
        f"--deals {deals}: expected a positive number (or 0 with --lead-deals N: leads alone)",
    )

    print(machine_line())
    print(source_line())
    print(
        f"card play: {deals} deals, PimcPlayer(samples={samples}, time_cap={args.time_cap}, "
        f"lookback={args.lookback}, count_signals={not args.no_count}, "
        f"later_attitude={not args.no_later_attitude}, "
        f"switch_leads={not args.no_switch_leads}, "
        f"return_leads={not args.no_return_leads}, read_lead={args.read_lead}"
        + (f", discover={args.discover}" if args.discover is not None else "")
        + (", plan_trick=True" if args.plan_trick else "")
        + ") "
        f"at all four seats, seed {args.seed}, contracts {args.contracts}"
        + (f", told the hidden {args.told} (a ceiling)" if args.told else ""),
        flush=True,
    )
    clear_caches()
    rng = random.Random(args.seed)
    known = auction_ranges if args.contracts == "bid" else None
    told = Told(known, args.told) if args.told else None
    player = PimcPlayer(
        args.seed,
        samples=samples,
        time_cap=args.time_cap,
        lead_time_cap=args.lead_time_cap,
        ranges_fn=told if told is not None else known,
        fit_fn=auction_fit if args.contracts == "bid" else None,
        lookback=args.lookback,
        count_signals=not args.no_count,
        later_attitude=not args.no_later_attitude,
        switch_leads=not args.no_switch_leads,
        return_leads=not args.no_return_leads,
        read_lead=args.read_lead,
        shape=told is not None,
        discover=args.discover,
        plan_trick=args.plan_trick,
    )
    new = dealt(bid_game if args.contracts == "bid" else new_game, told)
    games = []
    times: list[float] = []
    lead_times: list[float] = []
    start = time.perf_counter()
    for number in range(1, deals + 1):
        game = play(new(number, rng), player, times, lead_times)
        games.append(game)
        if not args.quick:
            print(f"  deal {number:3}: {game.result()}", flush=True)
        if record is not None:
            write_record(record, games)
    played = time.perf_counter() - start
    if deals > 0:
        report_played(games, played, times, lead_times)
    if args.lead_deals > 0:
        leads_only(args.lead_deals, deals, rng, player, new)
    return 0


def report_played(
    games: list[Game], played: float, times: list[float], lead_times: list[float]
) -> None:
    """The measures of the deals played, with the time per card."""
    deals = len(games)
    result = measure(games)
    require(result.deals == deals, f"measured {result.deals} of {deals} deals")
    require(result.declarer.total > 0 and result.defence.total > 0, "no card was measured")
    every = times + lead_times
    print(f"played {deals} deals in {played:.1f} s; measured:")
    for line in report(result):
        print(line)
    print(lead_baselines(games, result))
    print(
        f"  time per card ({len(every)} decisions): p50 {statistics.median(every):.3f} s, "
        f"p95 {percentile(every, 0.95):.3f} s, max {max(every):.3f} s   target p95 <= 1 s   "
        f"{'met' if percentile(every, 0.95) <= 1.0 else 'NOT met'}"
    )
    if lead_times:
        print(
            f"  opening leads ({len(lead_times)}): p50 {statistics.median(lead_times):.3f} s, "
            f"max {max(lead_times):.3f} s"
        )


def dealt(
    new: Callable[[int, random.Random], Game], told: Told | None
) -> Callable[[int, random.Random], Game]:
    """``new``, telling ``told`` (when given) each deal it makes."""
    if told is None:
        return new

    def telling(number: int, rng: random.Random) -> Game:
        game = new(number, rng)
        told.deals[number] = game.board.deal
        return game

    return telling


def leads_only(
    count: int,
    after: int,
    rng: random.Random,
    player: PimcPlayer,
    new: Callable[[int, random.Random], Game],
) -> None:
    """Opening leads alone on ``count`` more deals (numbered after the played ones)."""
    games = []
    lead_times: list[float] = []
    for number in range(after + 1, after + count + 1):
        game = new(number, rng)
        seat = game.to_act
        assert seat is not None
        start = time.perf_counter()
        decision = player.decide(game.view(seat))
        lead_times.append(time.perf_counter() - start)
        require(decision.action in game.legal_actions(claims=False), f"illegal lead on {game!r}")
        games.append(game.apply(decision.action))
    result = measure(games)
    print(f"opening leads alone on {count} more deals:")
    print(_line("leads suit", result.leads_suit, False))
    print(_line("leads NT", result.leads_nt, False))
    print(lead_baselines(games, result))
    print(
        f"  time per lead: p50 {statistics.median(lead_times):.3f} s, "
        f"p95 {percentile(lead_times, 0.95):.3f} s, max {max(lead_times):.3f} s"
    )


if __name__ == "__main__":
    sys.exit(main())
