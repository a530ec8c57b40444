"""Helpers shared by the tests: the project's ``shared`` folder, its rule vectors, the
spec's notation, and builders for deals and games that reach a chosen position.

The ``shared`` folder (spec, vectors, seeds) is a sibling of the repository folder. It is
found by walking up from this file to the first parent that holds
``shared/docs/rules-vectors.json``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from bridgecraft.analysis import Dealer, solve
from bridgecraft.analysis.constraints import Compare, Constraint, Not, Term
from bridgecraft.core import (
    AnalysisError,
    Board,
    Call,
    Card,
    Claim,
    ClaimResponse,
    Deal,
    Doubled,
    Game,
    Hand,
    Seat,
    Strain,
    Suit,
    Vulnerability,
)

VECTORS_IN_SHARED = Path("docs/rules-vectors.json")


def find_shared_dir(start: Path | None = None) -> Path:
    """The ``shared`` folder: ``parent / "shared"`` for the first parent of ``start``
    (default: this file) that contains ``shared/docs/rules-vectors.json``."""
    origin = (start or Path(__file__)).resolve()
    for parent in origin.parents:
        if (parent / "shared" / VECTORS_IN_SHARED).is_file():
            return parent / "shared"
    raise FileNotFoundError(
        f"cannot find the shared folder: no parent of {origin} contains "
        f"'shared/{VECTORS_IN_SHARED.as_posix()}' (the spec's test vectors; the 'shared' "
        "folder must be a sibling of the repository folder or of one of its parents)"
    )


@cache
def load_vectors() -> dict[str, Any]:
    """The parsed ``rules-vectors.json``."""
    path = find_shared_dir() / VECTORS_IN_SHARED
    with path.open(encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


def seeds_dir() -> Path:
    """The folder of the seed texts."""
    return find_shared_dir() / "seeds"


# -- the spec's notation, mapped explicitly (not through bridgecraft's parsers) -----------

SEATS = {"N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W}
STRAINS = {"C": Strain.C, "D": Strain.D, "H": Strain.H, "S": Strain.S, "NT": Strain.NT}
SUITS = {"C": Suit.C, "D": Suit.D, "H": Suit.H, "S": Suit.S}
DOUBLED = {"-": Doubled.UNDOUBLED, "X": Doubled.DOUBLED, "XX": Doubled.REDOUBLED}
VULNERABILITIES = {
    "None": Vulnerability.NONE,
    "NS": Vulnerability.NS,
    "EW": Vulnerability.EW,
    "Both": Vulnerability.BOTH,
}
_RANK_TEXT = "23456789TJQKA"


def card(text: str) -> Card:
    """A card in the spec's notation: suit letter then rank (``HK``, ``CT``)."""
    return Card(SUITS[text[0]] * 13 + _RANK_TEXT.index(text[1]))


def cards(texts: Iterable[str]) -> list[Card]:
    """Cards in the spec's notation."""
    return [card(text) for text in texts]


def bid(text: str) -> tuple[int, Strain]:
    """The level and strain of a bid in the spec's notation (``4H``, ``3NT``)."""
    return int(text[0]), STRAINS[text[1:]]


# -- builders ------------------------------------------------------------------------------


def build_deal(
    fixed: Mapping[Seat, Iterable[Card]],
    voids: Mapping[Seat, Iterable[Suit]] | None = None,
) -> Deal:
    """A deal in which each seat holds its ``fixed`` cards and no card of its ``voids``
    suits beyond them; the other cards are spread over the seats that may hold them."""
    held: dict[Seat, list[Card]] = {seat: list(fixed.get(seat, ())) for seat in Seat}
    placed = [c for seat_cards in held.values() for c in seat_cards]
    if len(set(placed)) != len(placed) or any(len(h) > 13 for h in held.values()):
        raise ValueError(f"inconsistent fixed cards: {fixed!r}")
    barred = {seat: set((voids or {}).get(seat, ())) for seat in Seat}
    rest = [c for c in Card if c not in placed]
    # Most constrained cards first: those that fewest seats may take.
    rest.sort(key=lambda c: (sum(c.suit not in barred[seat] for seat in Seat), c))
    for item in rest:
        allowed = [s for s in Seat if item.suit not in barred[s] and len(held[s]) < 13]
        if not allowed:
            raise ValueError(f"cannot place {item}: every seat is full or void in its suit")
        held[max(allowed, key=lambda s: (13 - len(held[s]), -int(s)))].append(item)
    return Deal(*(Hand.from_cards(held[seat]) for seat in Seat))


def auction_calls(
    declarer: Seat, level: int, strain: Strain, doubled: Doubled = Doubled.UNDOUBLED
) -> list[Call]:
    """Calls, with ``declarer`` dealing, that make ``declarer`` declare this contract:
    the bid, then X by the left-hand opponent, XX by dummy, and three passes."""
    calls = [Call.bid(level, strain)]
    if doubled >= Doubled.DOUBLED:
        calls.append(Call.DOUBLE)
    if doubled == Doubled.REDOUBLED:
        calls.append(Call.REDOUBLE)
    return [*calls, Call.PASS, Call.PASS, Call.PASS]


def game_at_opening_lead(
    deal: Deal,
    declarer: Seat,
    level: int,
    strain: Strain,
    doubled: Doubled = Doubled.UNDOUBLED,
    vulnerability: Vulnerability = Vulnerability.NONE,
    number: int = 1,
) -> Game:
    """A game of ``deal`` whose auction (dealt by ``declarer``) has just ended in this
    contract: the opening leader is to play."""
    board = Board(number, deal, dealer=declarer, vulnerability=vulnerability)
    return Game.replay(board, auction_calls(declarer, level, strain, doubled))


def deal_for_trick(
    leader: Seat,
    played: Sequence[Card],
    extra: Mapping[Seat, Iterable[Card]] | None = None,
) -> Deal:
    """A deal where the seats from ``leader`` clockwise hold the cards ``played`` (plus
    their ``extra`` cards), and a seat whose card is not of the suit led is void in it."""
    led = played[0].suit
    fixed = {leader.next(offset): [item] for offset, item in enumerate(played)}
    for seat, more in (extra or {}).items():
        fixed[seat] = [*fixed.get(seat, []), *more]
    voids = {leader.next(offset): [led] for offset, item in enumerate(played) if item.suit != led}
    return build_deal(fixed, voids)


def play_one_trick(strain: Strain, leader: Seat, played: Sequence[Card], level: int = 1) -> Game:
    """A real game at ``level`` ``strain`` declared by ``leader``'s right-hand opponent,
    so that ``leader`` makes the opening lead, after the four seats play ``played``."""
    game = game_at_opening_lead(deal_for_trick(leader, played), leader.rho, level, strain)
    assert game.to_play == leader
    for offset, item in enumerate(played):
        assert game.to_play == leader.next(offset)
        assert item in game.legal_actions(game.to_act)
        game = game.apply(item)
    return game


def finish_by_claim(game: Game, tricks: int) -> Game:
    """Make the opening lead (if not yet made) and end the deal by declarer's claim of
    ``tricks`` of the remaining tricks, accepted by both defenders."""
    declarer = game.declarer
    assert declarer is not None, "the auction has not produced a contract"
    if not game.opening_lead_made:
        lead = next(a for a in game.legal_actions() if isinstance(a, Card))
        game = game.apply(lead)
    game = game.apply(Claim(declarer, tricks))
    game = game.apply(ClaimResponse(declarer.lho, True))
    return game.apply(ClaimResponse(declarer.rho, True))


# FORMATS.md §1.11: our own worked example of a PBN board (the LIN example of §2.7 is the
# same board).
WORKED_PBN = """% PBN 2.1
% EXPORT
[Event "Example Club Pairs"]
[Site "Anytown"]
[Date "2024.05.17"]
[Board "3"]
[West "Wes"]
[North "Nora"]
[East "Ed"]
[South "Sam"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "S:KQ3.QT2.KQ75.T95 98742.98.AT4.J63 T6.K75.J8632.K84 AJ5.AJ643.9.AQ72"]
[Scoring "MP"]
[Declarer "W"]
[Contract "2S"]
[Result "8"]
[Auction "S"]
1D Pass 2D =1= X
Pass 2S Pass Pass
Pass
[Note "1:weak raise, 5-9 HCP"]
[Play "N"]
D3 D9 DK DA
S6 SJ SQ S2
D2 S5 DQ D4
*
"""


@dataclass(frozen=True)
class StandInRange:
    """A stand-in for ``bidding.ranges.HandRange`` (the sampler's ``RangeLike``), so that the
    card-play tests need not bid: HCP bounds, and length bounds clubs first."""

    hcp: tuple[int, int]
    lengths: tuple[tuple[int, int], ...] = ((0, 13),) * 4

    def accepts(self, hand: Hand) -> bool:
        shape = tuple(reversed(hand.shape))  # Hand.shape is spades first
        return self.hcp[0] <= hand.hcp <= self.hcp[1] and all(
            lo <= length <= hi for length, (lo, hi) in zip(shape, self.lengths, strict=True)
        )


def perfect(game: Game, mistake_at: int | None = None) -> tuple[Game, list[int]]:
    """Play double dummy best cards to the end; at card ``mistake_at`` (or the first card
    after it where one exists) play a card that costs a trick. Returns the game and the
    indices of the cards that were mistakes."""
    mistakes: list[int] = []
    index = 0
    while not game.is_finished:
        solution = solve(game)
        costly = [card for card in solution if solution.cost(card) > 0]
        if mistake_at is not None and index >= mistake_at and costly and not mistakes:
            game = game.apply(costly[-1])
            mistakes.append(index)
        else:
            game = game.apply(solution.best_cards[-1])
        index += 1
    return game, mistakes


def spy_results(monkeypatch: Any, module: object, name: str) -> list[Any]:
    """Replace ``module.name`` (for the test) by a wrapper that calls it and records each
    result in the list returned."""
    results: list[Any] = []
    real = getattr(module, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        results.append(result)
        return result

    monkeypatch.setattr(module, name, spy)
    return results


def dealer_refusal(spec: str | Constraint) -> str | None:
    """Why compiling a dealer for ``spec`` refuses it (the feasibility check), or None."""
    try:
        method = Dealer(spec).method
    except AnalysisError as error:
        return str(error)
    assert method
    return None


def check_refusals_are_sound(
    tight_spec: Callable[[random.Random], Constraint],
    *,
    deal_seed: int,
    spec_seed: int,
    rounds: int,
    least: int,
) -> None:
    """Specs that ``tight_spec`` makes near the edge of what deals allow: every one the
    dealer refuses has no satisfying deal among 3,000 random deals, and at least ``least``
    are refused and ``least`` accepted (so the check was put to the test both ways)."""
    sample = list(Dealer().deals(3000, seed=deal_seed))
    rng = random.Random(spec_seed)
    refused = dealt = 0
    for _ in range(rounds):
        spec = tight_spec(rng)
        reason = dealer_refusal(spec)
        if reason is None:
            dealt += 1
        elif "predealt to both" not in reason:
            refused += 1
            assert not any(spec(deal) for deal in sample), (str(spec), reason)
    assert refused >= least and dealt >= least, (refused, dealt)


COMPARISONS = ("<", "<=", "==", "!=", ">=", ">")
OPPOSITE = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}


def true_compare(deal: Deal, rng: random.Random, term: Term) -> Constraint:
    """A comparison of ``term`` that ``deal`` satisfies, with no slack or a little (half a
    point at times), in any of the six forms (or the negation of the opposite one)."""
    op, slack = rng.choice(COMPARISONS), rng.choice([0, 0, 0, 1, 3])
    actual, half = term.value(deal.masks), rng.choice([0, 0, 0.5])
    value = {
        "<": actual + 1 + slack - half,
        "<=": actual + slack + half,
        "==": actual,
        "!=": actual + 1 + slack - half,
        ">=": actual - slack - half,
        ">": actual - 1 - slack + half,
    }[op]
    if rng.random() < 0.2:
        return Not(Compare(term, OPPOSITE[op], value))
    return Compare(term, op, value)
