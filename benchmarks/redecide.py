"""Card players compared on the same recorded decisions, measured double dummy.

Two players that each play whole deals soon face different positions, and the error counts of
200 deals move by 15–35 errors when only the layouts drawn change (decision 0016): more than
most changes to a player are worth. This script takes deals already played (a PBN file with the
auction and the play, such as ``card_play.py --record`` writes), keeps the decisions where some
legal card would lose a trick double dummy, and asks every player variant for its card in each
of them (``bridgecraft.robots.redecide``). Each variant is paired with the first on the same
positions: the report gives its errors per role (opening lead, declarer, defence) and strain,
the points where it was right and the first variant wrong and the reverse, and its time.

A variant is ``name`` or ``name:key=value,key=value``: settings of ``PimcPlayer`` on top of
the default robot's (``samples=96, time_cap=1.0``, the SAYC auction's ranges and
``auction_fit``), for example ``base``, ``more:samples=192,time_cap=2``, ``mp:scoring=mp``,
``look:lookback=2``, and ``other:seed=2`` (the same player drawing other layouts: how much the
comparison moves by chance). ``told:oracle=true`` is not a player but a measure of what the
hidden hands' shape is worth (decision 0017): the player is told the exact suit lengths of
every hand it cannot see, from the recorded deal; ``oracle=trumps`` (or another of
``card_play.TOLD``: ``led``, ``partner``, ``partner-shortest``...) tells only part
of them. Add ``shape=true`` so that its layouts are dealt with those lengths (rejection alone
often runs out of tries and relaxes them; decision 0022). ``opp:opponents=14`` is a ceiling
of another kind, an exact model of the opponents' play: the player prefers the layouts in
which the robot that played the recorded deals (``card_play.py --seed 14``'s, the seed given)
would have chosen every card the opponents chose after the opening lead (decision 0022; it
takes ten to a hundred times the player's time).

With ``--calibration`` it measures instead how well each variant's layouts fit the real deals:
at every decision of the recorded deals (not only those where a card can lose a trick), the
mean over the legal cards of (tricks on the real deal, double dummy − tricks the player
expected), per role and strain (``bridgecraft.robots.redecide.calibration``). Layouts drawn
from the right posterior give about 0; a negative figure means the layouts are too kind to
the player's side.

Run: ``.venv/bin/python benchmarks/redecide.py GAMES.pbn [--variant base --variant ...]
[--roles lead,declarer,defence] [--strain all|suit|nt] [--tricks A-B] [--leading] [--limit N]
[--seed 1] [--calibration]``. Without a
file it first plays ``--deals`` deals itself (20; a few minutes) and compares ``base`` with
``other:seed=3`` (the chance part of a comparison); ``--quick`` plays two deals with few layouts
and compares two small variants, two small oracles and a small model of the opponents (about
a minute).
"""

from __future__ import annotations

import argparse
import inspect
import random
import statistics
import sys
from collections.abc import Callable, Sequence

from _common import machine_line, percentile, require, source_line
from bridgecraft.core import Board, BridgeError, Card, Deal, Game, Seat, View
from bridgecraft.formats import pbn
from bridgecraft.robots.base import Decision
from bridgecraft.robots.bidding.ranges import HandRange
from bridgecraft.robots.play import PimcPlayer, completed_cards, equal_cards
from bridgecraft.robots.redecide import (
    DecisionPoint,
    VariantResult,
    calibration,
    decision_points,
    redecide,
)
from bridgecraft.robots.robot import auction_fit, auction_ranges
from card_play import TOLD, bid_game, play, told_ranges

ROLES = ("lead", "declarer", "defence")


def parse_value(text: str) -> object:
    """``true``/``false``/``none``, a whole number, a decimal number, or the text itself."""
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if lowered == "none":
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_variant(spec: str) -> tuple[str, dict[str, object]]:
    """``name`` or ``name:key=value,...`` as a name and ``PimcPlayer`` settings."""
    name, _, settings = spec.partition(":")
    allowed = set(inspect.signature(PimcPlayer).parameters) - {"ranges_fn", "fit_fn"} | {
        "oracle",
        "opponents",
    }
    require(bool(name), f"--variant {spec!r}: expected a name before the settings")
    options: dict[str, object] = {}
    for item in filter(None, settings.split(",")):
        key, equals, value = item.partition("=")
        require(bool(equals), f"--variant {spec!r}: expected key=value, got {item!r}")
        require(key in allowed, f"--variant {spec!r}: {key!r} is not one of {sorted(allowed)}")
        options[key] = parse_value(value)
    oracle = options.get("oracle", False)
    require(
        isinstance(oracle, bool) or oracle in TOLD,
        f"--variant {spec!r}: oracle={oracle} is not true, false or one of {', '.join(TOLD)}",
    )
    opponents = options.get("opponents")
    require(
        opponents is None or (isinstance(opponents, int) and not isinstance(opponents, bool)),
        f"--variant {spec!r}: opponents={opponents} is not a seed (a whole number)",
    )
    return name, options


def shape_told(
    games: Sequence[Game], kind: str = "shape"
) -> Callable[[View], list[HandRange | None]]:
    """An oracle's ``ranges_fn``: the auction's ranges, with the exact suit lengths ``kind``
    tells (``card_play.TOLD``; ``shape``: every suit of every hand the view does not see),
    from the recorded deal."""
    deals = {
        (game.board.number, seat, game.board.deal[seat].mask): game.board.deal
        for game in games
        for seat in Seat
    }

    def ranges(view: View) -> list[HandRange | None]:
        assert view.seat is not None
        own = view.hands[view.seat]
        assert own is not None
        original = own.mask
        for trick in view.tricks:
            for position, card in enumerate(trick.cards):
                if trick.seat_of(position) == view.seat:
                    original |= 1 << card
        return told_ranges(
            view, deals[view.board_number, view.seat, original], auction_ranges(view), kind=kind
        )

    return ranges


def recorder_settings(quick: bool = False) -> dict[str, object]:
    """The settings (but the seed) of the robot that plays the deals: ``card_play.py``'s, or
    the small one of ``--quick``."""
    if quick:
        return {"samples": 6, "time_cap": None, "ranges_fn": auction_ranges}
    return {"samples": 96, "time_cap": 1.0, "ranges_fn": auction_ranges, "fit_fn": auction_fit}


def _chosen_class(game: Game, card: Card) -> tuple[Card, ...] | None:
    """The class of cards equal to ``card`` (:func:`~bridgecraft.robots.play.equal_cards`)
    that the seat to play chose from, or None when all its legal cards were equal."""
    seat = game.to_play
    assert seat is not None
    legal = [action for action in game.legal_actions(claims=False) if isinstance(action, Card)]
    classes = equal_cards(legal, game.hands[seat].mask, completed_cards(game.tricks))
    return None if len(classes) < 2 else next(c for c in classes if card in c)


def opponents_fit(
    model: Callable[[View], Decision],
) -> Callable[[View], Callable[[Deal], bool] | None]:
    """A ``fit_fn`` that models the opponents' cards (decision 0022): the layouts it prefers
    fit the auction (:func:`auction_fit`) and are those in which ``model``, dealt the
    layout's cards, would have chosen every card the opponents chose after the opening lead
    (where they had two classes of equal cards or more; the most recent first, stopping at
    the first that differs). With the robot that played the recorded deals as ``model``,
    seed and settings alike, the real deal always fits, and no model of the opponents' play
    can tell more."""

    def fit(view: View) -> Callable[[Deal], bool] | None:
        auction = auction_fit(view)
        assert view.seat is not None
        side = view.seat.side
        cards = [card for trick in view.tricks for card in trick.cards]
        if len(cards) < 2:
            return auction

        def test(deal: Deal) -> bool:
            if auction is not None and not auction(deal):
                return False
            board = Board(
                view.board_number, deal, dealer=view.dealer, vulnerability=view.vulnerability
            )
            game = Game.replay(board, [*view.calls, cards[0]])
            moments = []
            for card in cards[1:]:
                actor = game.to_act
                assert actor is not None
                if actor.side != side:
                    chosen = _chosen_class(game, card)
                    if chosen is not None:
                        moments.append((game, chosen))
                game = game.apply(card)
            for moment, chosen in reversed(moments):
                actor = moment.to_act
                assert actor is not None
                if model(moment.view(actor)).action not in chosen:
                    return False
            return True

        return test

    return fit


def check_opponents_fit(
    points: Sequence[DecisionPoint], recorder: Callable[[View], Decision]
) -> None:
    """Require that each real deal fits the model of the opponents' cards
    (:func:`opponents_fit`) whose model is the robot that played it."""
    fit = opponents_fit(recorder)
    for point in points:
        seat = point.game.to_act
        assert seat is not None
        test = fit(point.game.view(seat))
        require(
            test is None or test(point.game.board.deal),
            f"board {point.game.board.number}, trick {point.trick}: the real deal does not fit "
            "the cards the robot that played it chose",
        )


def make_player(
    seed: int, options: dict[str, object], games: Sequence[Game], *, quick: bool = False
) -> Callable[[View], Decision]:
    settings = recorder_settings() | options
    oracle = settings.pop("oracle", False)
    if oracle:
        settings["ranges_fn"] = shape_told(games, "shape" if oracle is True else str(oracle))
    opponents = settings.pop("opponents", None)
    if opponents is not None:
        model = PimcPlayer(int(opponents), **recorder_settings(quick))  # type: ignore[arg-type, call-overload]
        settings["fit_fn"] = opponents_fit(model.decide)
    seed = int(settings.pop("seed", seed))  # type: ignore[call-overload]
    try:
        player = PimcPlayer(seed, **settings)  # type: ignore[arg-type]
    except (BridgeError, TypeError) as error:
        sys.exit(f"FAILED check: invalid player settings {options}: {error}")
    return player.decide


def load_games(path: str) -> list[Game]:
    try:
        records = pbn.load(path)
        return [record.to_game() for record in records]
    except (OSError, BridgeError) as error:
        sys.exit(f"FAILED check: cannot read the games of {path}: {error}")


def own_games(seed: int, deals: int, player: PimcPlayer) -> list[Game]:
    """Deals bid by SAYC robots and played by ``player`` (when no PBN file is given)."""
    rng = random.Random(seed)
    return [play(bid_game(number, rng), player, [], []) for number in range(1, deals + 1)]


def report(
    points: list[DecisionPoint], results: dict[str, VariantResult], names: list[str]
) -> list[str]:
    lines = []
    first = names[0]
    for role in ROLES:
        for notrump in (False, True):
            chosen = [i for i, p in enumerate(points) if p.role == role and p.notrump == notrump]
            if not chosen:
                continue
            recorded = sum(points[i].recorded_error for i in chosen)
            lines.append(
                f"{role} {'NT' if notrump else 'suit'}: {len(chosen)} points, "
                f"{recorded} errors as played"
            )
            for name in names:
                errors = results[name].errors_by_point
                seconds = [results[name].seconds[i] for i in chosen]
                wrong = sum(errors[i] for i in chosen)
                text = f"  {name:12} {wrong:4} errors ({100 * wrong / len(chosen):5.1f}%)"
                if name != first:
                    base = results[first].errors_by_point
                    better = sum(base[i] and not errors[i] for i in chosen)
                    worse = sum(errors[i] and not base[i] for i in chosen)
                    text += f"   vs {first}: {better} better, {worse} worse"
                text += (
                    f"   time p50 {statistics.median(seconds):.3f} s, "
                    f"p95 {percentile(seconds, 0.95):.3f} s"
                )
                lines.append(text)
    return lines


def selected_points(
    games: Sequence[Game],
    roles: Sequence[str],
    strain: str,
    limit: int | None,
    *,
    tricks: tuple[int, int] = (1, 13),
    leading: bool = False,
    hard: bool = True,
) -> list[DecisionPoint]:
    """The decision points of ``games`` (``hard``: only where a card can lose a trick) in
    ``roles`` and ``strain`` (``all``, ``suit`` or ``nt``), in ``tricks`` (the first and the
    last), only the cards that lead to a trick when ``leading``; the first ``limit`` of them."""
    first, last = tricks
    return [
        point
        for point in decision_points(games, hard=hard)
        if point.role in roles
        and strain in ("all", "nt" if point.notrump else "suit")
        and first <= point.trick <= last
        and (not leading or leads_trick(point))
    ][:limit]


def parse_tricks(text: str) -> tuple[int, int]:
    """``A-B`` (or ``A``) as the first and last trick, from 1 to 13."""
    first, _, last = text.partition("-")
    try:
        bounds = int(first), int(last or first)
    except ValueError:
        bounds = (0, 0)
    require(1 <= bounds[0] <= bounds[1] <= 13, f"--tricks {text}: expected A-B, 1 <= A <= B <= 13")
    return bounds


def leads_trick(point: DecisionPoint) -> bool:
    """Whether the card of ``point`` leads to a trick (the opening lead included)."""
    tricks = point.game.tricks
    return not tricks or tricks[-1].is_complete


def calibrate(
    games: Sequence[Game],
    players: dict[str, Callable[[View], Decision]],
    roles: Sequence[str],
    strain: str,
    limit: int | None,
    *,
    tricks: tuple[int, int] = (1, 13),
    leading: bool = False,
) -> None:
    """Print each player's calibration (``--calibration``) over every decision of ``games``
    that :func:`selected_points` selects."""
    points = selected_points(
        games, roles, strain, limit, tricks=tricks, leading=leading, hard=False
    )
    require(bool(points), f"no decision point in {len(games)} deals")
    print(f"calibration: {len(points)} decisions of {len(games)} deals; real − expected tricks")
    for name, decide in players.items():
        found = calibration(points, decide)
        require(bool(found), f"variant {name!r} gave no expected tricks")
        for (role, notrump), result in sorted(found.items()):
            print(
                f"  {name:12} {role:8} {'NT' if notrump else 'suit':4} {result.bias:+.3f} "
                f"per card ({result.cards} cards, {result.points} decisions)"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", help="a PBN file of played deals")
    parser.add_argument("--variant", action="append", help="name[:key=value,...] (repeat)")
    parser.add_argument("--roles", default=",".join(ROLES))
    parser.add_argument("--strain", choices=("all", "suit", "nt"), default="all")
    parser.add_argument("--limit", type=int, help="the first N decision points only")
    parser.add_argument("--tricks", default="1-13", help="only the cards of these tricks: A-B")
    parser.add_argument(
        "--leading", action="store_true", help="only the cards that lead to a trick"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--deals", type=int, default=20, help="without a PBN file: deals to play here first"
    )
    parser.add_argument("--quick", action="store_true", help="two deals played here, small")
    parser.add_argument(
        "--calibration",
        action="store_true",
        help="the variants' expected tricks against the real deals, at every decision",
    )
    parser.add_argument("--rounds", type=int, help="ignored (run_all passes it to everyone)")
    args = parser.parse_args(argv)
    roles = args.roles.split(",")
    require(all(role in ROLES for role in roles), f"--roles {args.roles}: expected {ROLES}")
    tricks = parse_tricks(args.tricks)
    default = (
        [
            "few:samples=4",
            "more:samples=12",
            "told:oracle=true,shape=true,samples=4",
            "short:oracle=partner-shortest,shape=true,samples=4",
            f"opp:opponents={args.seed + 1},samples=4",
        ]
        if args.quick
        else ["base", "other:seed=3"]
    )
    specs = args.variant or default
    variants = dict(parse_variant(spec) for spec in specs)
    require(len(variants) == len(specs), f"variant names repeat: {specs}")

    print(machine_line())
    print(source_line())
    if args.games is not None:
        games = load_games(args.games)
    else:
        # Played by a seed no variant uses by default: a player re-deciding its own recorded
        # cards repeats them, and would look better than it is (decision 0016).
        recorder = PimcPlayer(args.seed + 1, **recorder_settings(args.quick))  # type: ignore[arg-type]
        deals = 2 if args.quick else args.deals
        print(f"playing {deals} deals first (no PBN file given)", flush=True)
        games = own_games(args.seed, deals, recorder)
    players = {
        name: make_player(args.seed, options, games, quick=args.quick)
        for name, options in variants.items()
    }
    if args.calibration or args.quick:
        calibrate(
            games, players, roles, args.strain, args.limit, tricks=tricks, leading=args.leading
        )
        if args.calibration:
            return 0
    points = selected_points(
        games, roles, args.strain, args.limit, tricks=tricks, leading=args.leading
    )
    require(bool(points), f"no decision point where a card matters in {len(games)} deals")
    if args.games is None and any(
        options.get("opponents") == args.seed + 1 for options in variants.values()
    ):
        # The recorder's own model: each real deal must fit it (costly, so only when asked).
        check_opponents_fit(points, recorder.decide)
    print(f"{len(games)} deals, {len(points)} decision points where a card can lose a trick")
    print("variants: " + "; ".join(f"{name} {options or ''}" for name, options in variants.items()))

    def progress(done: int, results: dict[str, VariantResult]) -> None:
        if done % 250 == 0:
            errors = ", ".join(f"{name} {result.errors}" for name, result in results.items())
            print(f"  {done} points: errors {errors}", flush=True)

    results = redecide(points, players, progress=progress)
    for line in report(points, results, list(variants)):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
