"""The SAYC robot over random deals: every call legal and explained, deterministic, the
auction's inferred ranges hold for the actual hands (no violation at all), forcing bids are
never passed, and most calls come from a real rule."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.core import Board, Call, Deal, Game, Hand, Phase, Seat, Vulnerability
from bridgecraft.core.deal import DEAL_COUNT
from bridgecraft.core.errors import IllegalActionError, IllegalCallError, InvalidNotationError
from bridgecraft.robots import Robot
from bridgecraft.robots.bidding import (
    NO_AGREED_MEANING,
    RULES,
    HandRange,
    SaycBidder,
    explain,
    infer,
)
from bridgecraft.robots.bidding._control_checks import CONTROL_RULES
from bridgecraft.robots.bidding.checks import AUCTION_ONLY_TESTS, AUCTION_TESTS, HAND_TESTS
from bridgecraft.robots.bidding.context import Context, Facts
from bridgecraft.robots.bidding.engine import choose, meaning_of, range_of
from bridgecraft.robots.bidding.rule import rule

DEALS = 300


def _bid(board: Board, bidder: SaycBidder) -> tuple[Game, list[str | None]]:
    game = Game.new(board)
    rules = []
    while game.phase == Phase.AUCTION:
        view = game.view(game.to_act)
        decision = bidder.decide(view)
        assert decision.action in view.legal_actions
        assert decision.meaning
        rules.append(decision.rule)
        game = game.apply(decision.action)
    return game, rules


@pytest.fixture(scope="module")
def auctions() -> list[tuple[Board, Game, list[str | None]]]:
    rng = random.Random(2026)
    bidder = SaycBidder(seed=0)
    out = []
    for number in range(DEALS):
        board = Board(number % 16 + 1, Deal.random(rng))
        game, rules = _bid(board, bidder)
        out.append((board, game, rules))
    return out


def test_bidder_is_a_robot() -> None:
    assert isinstance(SaycBidder(), Robot)


def test_coverage(auctions: list[tuple[Board, Game, list[str | None]]]) -> None:
    steps = [rule for _, _, rules in auctions for rule in rules]
    covered = sum(rule is not None for rule in steps) / len(steps)
    assert covered >= 0.95, f"only {covered:.1%} of calls came from a rule"


def test_inferred_ranges_hold(auctions: list[tuple[Board, Game, list[str | None]]]) -> None:
    violations = []
    for board, game, _ in auctions:
        ranges = infer(game.calls, board.dealer, board.vulnerability)
        for seat in Seat:
            if not ranges[seat].accepts(board.deal[seat]):
                violations.append(
                    f"{seat} {board.deal[seat]} outside {ranges[seat]} "
                    f"(dealer {board.dealer}, auction {' '.join(map(str, game.calls))})"
                )
    assert len(violations) == 0, violations


def test_forcing_bids_are_not_passed(
    auctions: list[tuple[Board, Game, list[str | None]]],
) -> None:
    checked = 0
    for board, game, _ in auctions:
        calls = game.calls
        for position in range(2, len(calls)):
            ctx = Context.of(calls[:position], board.dealer, board.vulnerability)
            if AUCTION_TESTS["forcing"](ctx, {}, ""):
                checked += 1
                assert not calls[position].is_pass, " ".join(map(str, calls))
    samples = {
        "1C P 1H P 2D P": True,  # reverse
        "1H P 1S P 3D P": True,  # opener's jump shift
        "1H P 3C P": True,  # responder's jump shift
        "1H P 1S P 2C P": False,  # a new suit below the first: not a reverse
        "1H P 1NT P 2H P": False,
        "1C 1D 1H P": True,  # responder's new suit over their overcall
        "1D 2C 2S P": True,
        "1H 2C 2D P 2S P": True,  # opener's new suit after it, as after a two-over-one
        "1D 2C 2S P 3C P": True,  # opener's cue bid
        "1D 2C 2S P 2NT P": False,
        "P P 1C 1D 1H P": False,  # a passed hand's new suit
        "1C 1D 1H 1S": False,  # they bid: opener is free to pass
        "1C P 1H 2D P P 3D P 3H P": True,  # responder's cue bid after opener's pass
        "1C P 1H 2D P P 3C P": False,  # a raise, not a cue bid
    }
    for auction, forcing in samples.items():
        ctx = Context.of(tuple(map(Call.parse, auction.split())), Seat.N, Vulnerability.NONE)
        assert AUCTION_TESTS["forcing"](ctx, {}, "") is forcing, auction


def test_explain_every_call(auctions: list[tuple[Board, Game, list[str | None]]]) -> None:
    rng = random.Random(7)
    for board, game, _ in auctions[:60]:
        calls = game.calls
        for position in range(len(calls)):
            before = calls[:position]
            assert explain(before, calls[position], board.dealer, board.vulnerability)
            other = rng.choice(Game.replay(board, [str(c) for c in before]).legal_actions())
            assert isinstance(other, Call)
            text = explain(before, other, board.dealer, board.vulnerability)
            assert text.startswith(other.symbol + ": ") and len(text) > len(other.symbol) + 2


def test_explain_keeps_the_reading_each_chosen_call_was_made_by(
    auctions: list[tuple[Board, Game, list[str | None]]],
) -> None:
    """explain leaves out the readings no hand can reach (below the answers to an ace ask, or
    below a rule that takes all their hands), never the one a hand was bid by."""
    checked = 0
    for board, game, _ in auctions:
        calls = game.calls
        for position in range(len(calls)):
            before = calls[:position]
            seat = board.dealer.next(position)
            decision = choose(board.deal[seat], before, board.dealer, board.vulnerability)
            if decision.rule is None:
                continue
            text = explain(before, decision.action, board.dealer, board.vulnerability)
            readings = text.split(": ", 1)[1].split("; or ")
            assert decision.meaning in readings, (before, decision, text)
            checked += 1
    assert checked > 2000


@pytest.mark.parametrize(
    ("auction", "asks"), [("1C P 1S P 2NT P 4C P", "Gerber"), ("1S P 4NT P", "Blackwood")]
)
def test_after_an_ace_ask_only_the_answers_are_meant(auction: str, asks: str) -> None:
    calls = [Call.parse(c) for c in auction.split()]
    game = Game.replay(Board(1, Deal.from_index(0)), auction)
    texts = [explain(calls, call, Seat.N, Vulnerability.NONE) for call in game.legal_actions()]
    answers = [text for text in texts if f"{asks} answer" in text]
    assert len(answers) == 4 and all("; or " not in text for text in answers), answers
    assert all(text.endswith(NO_AGREED_MEANING) for text in texts if text not in answers)


def test_explain_random_auctions() -> None:
    rng = random.Random(11)
    for _ in range(150):
        dealer = Seat(rng.randrange(4))
        game = Game.new(Board(1, Deal.random(rng), dealer=dealer))
        while game.phase == Phase.AUCTION:
            legal = [a for a in game.legal_actions() if isinstance(a, Call)]
            weights = [8 if c.is_pass else 1 for c in legal]
            call = rng.choices(legal, weights)[0]
            assert explain(game.calls, call, dealer, Vulnerability.NONE)
            ranges = infer((*game.calls, call), dealer, Vulnerability.NONE)
            assert all(isinstance(r, HandRange) for r in ranges)
            game = game.apply(call)


@pytest.mark.parametrize(
    ("auction", "call", "kept", "dropped"),
    [
        # South bid clubs, never hearts: 2H is no rebid of his hearts (myfirst)
        ("1S P 2C P 2D P", "2H", "places the partscore", "rebids"),
        # West's 1C is not partner's first suit (pfirst), nor North's (myfirst)
        ("P P P 1C 1S X 1NT P", "2C", "places the partscore", "first suit"),
        # 4S after 3S is no new strain for a part score (newstrain)
        ("1NT P 2H P 2S P 3S P", "4S", "accepts partner's invitation", "partscore"),
        # East never bid diamonds: no competing again in his own long suit (myfirst)
        ("1C P 1S P 1NT P 2S", "3D", NO_AGREED_MEANING, "competes"),
        # but the 2D overcaller does
        ("1S 2D 2S P P", "3D", "competes in my long diamonds suit", "natural"),
    ],
)
def test_explain_leaves_out_readings_the_auction_rules_out(
    auction: str, call: str, kept: str, dropped: str
) -> None:
    """A rule whose auction-only hand tests fail for the call is no reading of it, even
    though explaining has no hand to test."""
    text = explain(auction.split(), call, Seat.N, Vulnerability.NONE)
    assert kept in text and dropped not in text, text


@pytest.mark.parametrize(
    ("auction", "call", "kept", "dropped", "dead_rule"),
    [
        # c-overcall-1 says what c-overcall-1M above it says; c-overcall-2 (11-17) lies within
        ("1C", "1S", "5+ spades, 8-17 HCP (rather than double)", "11-17", "c-overcall-2"),
        # responder's forced rebid of his five-card major takes every hand of the rules below
        ("1D P 1H P 2S P", "3H", "rebids a 5+ card hearts suit", "invitational", "g-invite-M"),
    ],
)
def test_explain_leaves_out_readings_a_rule_above_takes_every_hand_of(
    auction: str, call: str, kept: str, dropped: str, dead_rule: str
) -> None:
    """A rule never makes a call when a rule of higher priority takes all its hands for it:
    its reading of the call is left out, and no hand makes the call by it."""
    text = explain(auction.split(), call, Seat.N, Vulnerability.NONE)
    assert kept in text and dropped not in text, text
    rng = random.Random(11)
    made = 0
    for _ in range(600):
        hand = Deal.random(rng)[Seat.N]
        decision = choose(hand, auction.split(), Seat.N, Vulnerability.NONE)
        if str(decision.action) == call:
            made += 1
            assert decision.rule != dead_rule, (hand, decision)
    assert made > 0


def test_explain_keeps_a_narrower_reading_above_a_broader_one() -> None:
    """A rule below does not take the hands of a rule above it: both readings stay."""
    text = explain(["1C", "P", "1S", "P", "2C", "P", "2H", "P"], "2S", Seat.N, Vulnerability.NONE)
    assert "delayed support for partner's first suit spades" in text, text
    assert "forced: preference for partner's first suit" in text, text


def test_auction_only_tests_never_read_the_hand() -> None:
    """The tests explain judges without a hand give the same answer for any hand."""
    hands = [Hand.parse(h) for h in ("AKQJT98765432...", "...AKQJT98765432", "AK32.K32.Q32.J32")]
    ctx = Context.of(
        tuple(Call.parse(c) for c in ["1H", "P", "1S", "P", "2C", "P"]), Seat.N, Vulnerability.NONE
    )
    levels = {"upto": "123"}  # the tests whose argument is a level, not a suit
    for name in AUCTION_ONLY_TESTS:
        for arg in levels.get(name, "CDHS"):
            for call in (*(Call.parse("2" + suit) for suit in "CDHS"), None):
                answers = {HAND_TESTS[name](Facts(h), ctx, {}, call, arg) for h in hands}
                assert len(answers) == 1, (name, arg, call)


def test_explain_rejects_an_illegal_call() -> None:
    with pytest.raises(IllegalCallError, match="cannot explain 1C"):
        explain([Call.parse("1NT")], Call.parse("1C"), Seat.N, Vulnerability.NONE)


def test_every_rule_has_a_meaning() -> None:
    for r in RULES:
        text = meaning_of(r, {"M": 2, "m": 0, "X": 1, "Y": 3, "Z": 0, "W": 2, "F": 3})
        assert text and "{" not in text, r.id


def test_invitations_are_marked_on_bids() -> None:
    """A game invitation is a bid below game; a slam invitation is the quantitative 4NT or a
    control bid, a new suit below four of the agreed major (over three of it, opener's after
    a splinter, responder's after Jacoby 2NT; the acceptance and the Blackwood test read the
    mark, not the meaning's words)."""
    marked = {kind: [r for r in RULES if r.invites == kind] for kind in ("game", "slam")}
    assert len(marked["game"]) >= 50 and len(marked["slam"]) >= 10
    for r in marked["slam"]:
        if r.id in CONTROL_RULES and r.id.startswith("ospl-"):  # 1H P 3S P: 4C
            game = Call.parse(f"4{r.pattern[0][1]}")
            assert Call.parse(r.pattern[-2]) < Call.parse(r.call) < game, r.id
            assert f"control:{r.call[1]}" in r.shows.tests, r.id
        elif r.id in CONTROL_RULES:
            over = r.pattern[-4] if r.id.startswith("g-control-j") else r.pattern[-2]
            assert over in ("3M", "2NT"), r.id  # over three of the major, or after Jacoby 2NT
            assert r.call == "cX" and "control:X" in r.shows.tests, r.id
        else:
            assert r.call == "4NT", r.id
    assert {r.id for r in marked["slam"]} >= CONTROL_RULES
    for r in marked["game"]:
        assert r.call not in ("P", "X", "XX") and r.call[0] in "123cj", r.id


def test_rule_rejects_an_unknown_invitation() -> None:
    with pytest.raises(InvalidNotationError, match="rule x: invites 'maybe'"):
        rule("x", "1M P", "3M", 74, "limit raise", invites="maybe")


def test_deterministic(auctions: list[tuple[Board, Game, list[str | None]]]) -> None:
    for board, game, _ in auctions[:40]:
        again, _ = _bid(board, SaycBidder(seed=0))
        other, _ = _bid(board, SaycBidder(seed=1))
        assert again.calls == game.calls == other.calls


def test_decide_outside_the_auction() -> None:
    game = Game.replay(Board(1, Deal.from_index(3)), ["1NT", "P", "P", "P"])
    with pytest.raises(IllegalActionError, match="only in the auction"):
        SaycBidder().decide(game.view(game.to_act))


def _total_points(hand: Hand) -> int:
    return hand.hcp + sum(max(0, length - 4) for length in hand.shape)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, DEAL_COUNT - 1),
    st.tuples(st.integers(0, 30), st.integers(0, 30)),
    st.tuples(st.integers(0, 30), st.integers(0, 30)),
)
def test_total_points_bound(index: int, first: tuple[int, int], second: tuple[int, int]) -> None:
    hand = Deal.from_index(index)[Seat.N]
    total = _total_points(hand)
    one, two = HandRange(tp=first), HandRange(tp=second)
    assert one.accepts(hand) == (first[0] <= total <= first[1])
    assert one.intersect(two).accepts(hand) == (one.accepts(hand) and two.accepts(hand))
    assert one.intersect(two).is_empty == (max(first[0], second[0]) > min(first[1], second[1]))


# Auctions (dealer North) and the calls whose inferred range must say more than "any hand":
# game or a partscore decided by the two hands' combined points (the generic rules), and the
# passes below them, which deny what every rule above takes.
_BOUNDED_CALLS = {
    "1C P 1H P 1NT P": ("3NT", "P"),
    "1D P 1S P 2NT P": ("3NT", "P"),
    "1H P 2C P 2NT P": ("3NT",),
    "1S P 2D P 2S P": ("3NT",),
    "1C P 1S P 2C P": ("3NT", "P"),
    "1H P 1S P 2H P": ("P",),
    "2H P": ("P",),  # a weak two: 15+ always bids
    "1S": ("P",),  # the direct seat over an opening: 18+ always acts
}


@pytest.mark.parametrize("auction", list(_BOUNDED_CALLS))
def test_inferred_range_holds_every_hand_and_bounds_strength(auction: str) -> None:
    """Over random hands, the range inferred for the call the system makes holds the hand,
    whatever the call; the calls named show an HCP cap, and 3NT a total-point floor too."""
    calls = tuple(map(Call.parse, auction.split()))
    ctx = Context.of(calls, Seat.N, Vulnerability.NONE)
    rng = random.Random(auction)
    made: dict[str, int] = {}
    for _ in range(1500):
        hand = Deal.random(rng)[Seat.N]
        call = choose(hand, calls, Seat.N, Vulnerability.NONE).action
        shown = range_of(ctx, call)
        assert shown.accepts(hand), f"{auction} {call}: {hand} outside {shown}"
        made[str(call)] = made.get(str(call), 0) + 1
    for name in _BOUNDED_CALLS[auction]:
        assert made.get(name, 0) >= 10, made
        shown = range_of(ctx, Call.parse(name))
        assert shown.hcp[1] < 37, f"{auction} {name}: {shown}"
        if name == "3NT":
            assert shown.tp[0] > 0, f"{auction} {name}: {shown}"


@pytest.mark.parametrize(
    ("auction", "call", "suit", "least"),
    [
        ("P 1D P 2C P 2S P", "3D", 1, 3),  # a forced preference, not fourth suit forcing
        ("1C P 1H P 1S P", "2H", 2, 6),  # a six-card rebid, not fourth suit forcing
        ("1H P 2C P 2D P", "2H", 2, 3),  # a preference, not fourth suit forcing (spades)
        ("1S P 2D P 3C P", "3S", 3, 3),  # a preference, not fourth suit forcing (hearts)
    ],
)
def test_a_rule_the_auction_rules_out_adds_nothing_to_a_calls_range(
    auction: str, call: str, suit: int, least: int
) -> None:
    """A rule whose auction-only tests exclude the call (``g-fsf`` is fourth suit forcing in
    the fourth suit only) is not a reading of it: the call keeps the length its real readings
    show, and every hand the system bids it with stays inside."""
    calls = tuple(map(Call.parse, auction.split()))
    ctx = Context.of(calls, Seat.N, Vulnerability.NONE)
    bid = Call.parse(call)
    shown = range_of(ctx, bid)
    assert shown.lengths[suit][0] >= least, shown
    rng = random.Random(auction)
    made = 0
    for _ in range(3000):
        hand = Deal.random(rng)[ctx.seat]
        if choose(hand, calls, Seat.N, Vulnerability.NONE).action == bid:
            made += 1
            assert shown.accepts(hand), f"{auction} {call}: {hand} outside {shown}"
    assert made >= 10
