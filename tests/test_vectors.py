"""The spec's test vectors (``shared/docs/rules-vectors.json``, RULES.md §1-5.1 and §8),
each asserted against bridgecraft's functions and, where the vector is about the game,
also played out through the rules engine (``Game``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from tests._shared import (
    DOUBLED,
    SEATS,
    STRAINS,
    SUITS,
    VULNERABILITIES,
    bid,
    build_deal,
    cards,
    finish_by_claim,
    game_at_opening_lead,
    load_vectors,
    play_one_trick,
)

from bridgecraft.core import (
    Auction,
    Board,
    BridgeError,
    Call,
    Card,
    Contract,
    Deal,
    Doubled,
    Game,
    IllegalCallError,
    InvalidNotationError,
    Phase,
    Seat,
    Side,
    Strain,
    Suit,
    Vulnerability,
    board_dealer,
    board_vulnerability,
    chicago_dealer,
    chicago_vulnerability,
    duplicate_score,
    trick_winner,
)

VECTORS = load_vectors()
DEAL = Deal.random(random.Random(20240601))


def _case_params(section: list[dict[str, Any]], name: Any) -> list[Any]:
    return [pytest.param(case, id=name(index, case)) for index, case in enumerate(section)]


# -- boards (RULES.md §2.1) ------------------------------------------------------------------


@pytest.mark.parametrize(
    "case", _case_params(VECTORS["boards"], lambda i, c: f"board-{c['board']}")
)
def test_board_dealer_and_vulnerability(case: dict[str, Any]) -> None:
    number = case["board"]
    dealer = SEATS[case["dealer"]]
    vulnerability = VULNERABILITIES[case["vulnerable"]]
    assert board_dealer(number) == dealer
    assert board_vulnerability(number) == vulnerability
    board = Board(number, DEAL)
    assert (board.dealer, board.vulnerability) == (dealer, vulnerability)
    assert board.follows_law_2
    assert board.is_vulnerable(Side.NS) == (case["vulnerable"] in ("NS", "Both"))
    assert board.is_vulnerable(Side.EW) == (case["vulnerable"] in ("EW", "Both"))
    # The game on that board starts with the dealer to call.
    assert Game.new(board).to_act == dealer


# -- Chicago (RULES.md §2.2) -----------------------------------------------------------------


@pytest.mark.parametrize(
    "case",
    _case_params(
        VECTORS["chicago_vulnerability"],
        lambda i, c: f"{c['variant']}-first{c['first_dealer']}-deal{c['deal']}",
    ),
)
def test_chicago_dealer_and_vulnerability(case: dict[str, Any]) -> None:
    first = SEATS[case["first_dealer"]]
    assert chicago_dealer(case["deal"], first) == SEATS[case["dealer"]]
    assert (
        chicago_vulnerability(case["deal"], first, case["variant"])
        == VULNERABILITIES[case["vulnerable"]]
    )


# -- auction legality (RULES.md §3.2-3.3, §3.5) ----------------------------------------------


def _call_or_none(text: str) -> Call | None:
    """The call, or None for a text that names no call (``8C``: Law 38)."""
    try:
        return Call.parse(text)
    except InvalidNotationError:
        return None


def _auction_snapshot(auction: Auction) -> tuple[object, ...]:
    return (
        auction.calls,
        auction.to_act,
        auction.is_over,
        auction.is_passed_out,
        auction.contract,
        auction.legal_calls(),
    )


def _game_snapshot(game: Game) -> tuple[object, ...]:
    return (game.actions, game.to_act, game.phase, game.contract, game.legal_actions())


@pytest.mark.parametrize(
    "case",
    _case_params(
        VECTORS["auction_legality"],
        lambda i, c: (
            f"{i + 1:02d}-{c['dealer']}-{'_'.join(c['calls_so_far']) or 'none'}-then-{c['call']}"
        ),
    ),
)
def test_auction_legality(case: dict[str, Any]) -> None:
    dealer = SEATS[case["dealer"]]
    auction = Auction(dealer, [Call.parse(text) for text in case["calls_so_far"]])
    next_caller = SEATS[case["next_caller"]]
    # The vector names the next seat in rotation even once the auction is over; then
    # nobody is to act.
    assert dealer.next(len(case["calls_so_far"])) == next_caller
    if auction.is_over:
        assert auction.to_act is None
        assert auction.legal_calls() == ()
    else:
        assert auction.to_act == next_caller
    before = _auction_snapshot(auction)
    call = _call_or_none(case["call"])
    if call is None:
        # No call above 7NT exists (Law 38): the text is rejected before any auction.
        assert not case["legal"]
        with pytest.raises(InvalidNotationError, match="Law 38"):
            Call.parse(case["call"])
        with pytest.raises(BridgeError):
            auction.apply(case["call"])
        assert _auction_snapshot(auction) == before
        assert all(c.level is not None and c.level <= 7 for c in auction.legal_calls() if c.is_bid)
        return
    assert auction.is_legal(call) == case["legal"]
    assert (call in auction.legal_calls()) == case["legal"]
    if case["legal"]:
        after = auction.apply(call)
        assert after.calls == (*auction.calls, call)
    else:
        with pytest.raises(IllegalCallError):
            auction.apply(call)
    assert _auction_snapshot(auction) == before


@pytest.mark.parametrize(
    "case",
    _case_params(
        VECTORS["auction_legality"],
        lambda i, c: (
            f"{i + 1:02d}-{c['dealer']}-{'_'.join(c['calls_so_far']) or 'none'}-then-{c['call']}"
        ),
    ),
)
def test_auction_legality_through_game(case: dict[str, Any]) -> None:
    dealer = SEATS[case["dealer"]]
    board = Board(1, DEAL, dealer=dealer, vulnerability=Vulnerability.NONE)
    game = Game.new(board)
    for text in case["calls_so_far"]:
        game = game.apply(Call.parse(text))
    next_caller = SEATS[case["next_caller"]]
    auction_open = game.phase == Phase.AUCTION
    if auction_open:
        assert game.to_act == next_caller
    else:
        assert not any(isinstance(action, Call) for action in game.legal_actions())
    before = _game_snapshot(game)
    call = _call_or_none(case["call"])
    if call is None:
        assert not case["legal"]
        with pytest.raises(BridgeError):
            game.apply(case["call"])
        assert _game_snapshot(game) == before
        return
    assert (call in game.legal_actions()) == case["legal"]
    if case["legal"]:
        after = game.apply(call, seat=next_caller)
        assert after.actions == (*game.actions, call)
        assert after.auction.calls == (*game.auction.calls, call)
    else:
        with pytest.raises(IllegalCallError):
            game.apply(call)
        with pytest.raises(IllegalCallError):
            game.apply(call, seat=next_caller)
    assert _game_snapshot(game) == before


# -- declarer, opening leader, dummy (RULES.md §3.4-3.5) -------------------------------------


def _expected_contract(case: dict[str, Any]) -> Contract:
    level, strain = bid(case["contract"])
    return Contract(level, strain, DOUBLED[case["doubled"]], SEATS[case["declarer"]])


_DECLARER_PARAMS = _case_params(
    VECTORS["declarer_determination"],
    lambda i, c: f"{i + 1}-{c['dealer']}-{'_'.join(c['auction'])}",
)


@pytest.mark.parametrize("case", _DECLARER_PARAMS)
def test_declarer_via_auction(case: dict[str, Any]) -> None:
    auction = Auction(SEATS[case["dealer"]], [Call.parse(text) for text in case["auction"]])
    assert auction.is_over
    assert auction.to_act is None
    assert auction.is_passed_out == case["passed_out"]
    if case["passed_out"]:
        assert auction.contract is None
        return
    contract = auction.contract
    assert contract == _expected_contract(case)
    assert contract is not None
    assert contract.opening_leader == SEATS[case["opening_leader"]]
    assert contract.dummy == SEATS[case["dummy"]]
    assert auction.last_bid == Call.bid(contract.level, contract.strain)


@pytest.mark.parametrize("case", _DECLARER_PARAMS)
def test_declarer_via_game(case: dict[str, Any]) -> None:
    board = Board(1, DEAL, dealer=SEATS[case["dealer"]], vulnerability=Vulnerability.NONE)
    game = Game.replay(board, [Call.parse(text) for text in case["auction"]])
    if case["passed_out"]:
        assert game.phase == Phase.FINISHED
        assert game.contract is None
        assert game.declarer is None
        assert game.dummy is None
        result = game.result()
        assert result is not None
        assert result.is_passed_out
        assert result.score == 0
        return
    leader = SEATS[case["opening_leader"]]
    assert game.phase == Phase.PLAY
    assert game.contract == _expected_contract(case)
    assert game.declarer == SEATS[case["declarer"]]
    assert game.dummy == SEATS[case["dummy"]]
    assert game.to_act == leader
    assert game.to_play == leader
    legal_cards = {action for action in game.legal_actions() if isinstance(action, Card)}
    assert legal_cards == set(DEAL[leader])
    # Nobody but the opening leader may lead.
    for seat in Seat:
        if seat != leader:
            assert not any(isinstance(a, Card) for a in game.legal_actions(seat))


# -- trick winner (RULES.md §4.1) ------------------------------------------------------------


@pytest.mark.parametrize(
    "case",
    _case_params(
        VECTORS["trick_winner"],
        lambda i, c: f"{c['strain']}-{c['leader']}-{'_'.join(c['cards_in_play_order'])}",
    ),
)
def test_trick_winner_function(case: dict[str, Any]) -> None:
    strain, leader = STRAINS[case["strain"]], SEATS[case["leader"]]
    played = cards(case["cards_in_play_order"])
    assert trick_winner(strain, leader, played) == SEATS[case["winner"]]
    assert trick_winner(strain, leader, tuple(played)) == SEATS[case["winner"]]


@pytest.mark.parametrize(
    "case",
    _case_params(
        VECTORS["trick_winner"],
        lambda i, c: f"{c['strain']}-{c['leader']}-{'_'.join(c['cards_in_play_order'])}",
    ),
)
def test_trick_winner_in_game(case: dict[str, Any]) -> None:
    strain, leader = STRAINS[case["strain"]], SEATS[case["leader"]]
    played = cards(case["cards_in_play_order"])
    winner = SEATS[case["winner"]]
    game = play_one_trick(strain, leader, played)
    assert len(game.tricks) == 1
    trick = game.tricks[0]
    assert (trick.leader, trick.cards, trick.winner) == (leader, tuple(played), winner)
    assert game.tricks_won[winner.side] == 1
    assert game.tricks_won[winner.side.opponents] == 0
    # The winner leads to the next trick (Law 44G).
    assert game.to_play == winner


# -- legal plays (RULES.md §4.1) -------------------------------------------------------------


def _endgame(
    seat: Seat, hand: list[Card], led_suit: Suit | None, leader: Seat
) -> tuple[Game, list[Card]]:
    """A real game after nine tricks in which ``seat`` holds exactly ``hand``; at trick
    ten ``leader`` leads a card of ``led_suit`` (or ``seat`` leads, for None) and the
    play goes round to ``seat``. Returns the game and the card led (if any).

    Construction: every seat keeps four end cards. Each suit's end cards number 1, 5, 9
    or 13, so that the other 36 cards split into nine groups of four cards of one suit;
    in trick k every seat plays its card of group k, which is always legal. Trick nine's
    highest card goes to the seat that must lead trick ten."""
    end: dict[Seat, list[Card]] = {s: [] for s in Seat}
    end[seat] = list(hand)
    used = set(hand)
    lead_card = None
    if led_suit is not None:
        lead_card = min(c for c in Card if c.suit == led_suit and c not in used)
        end[leader].append(lead_card)
        used.add(lead_card)
    counts = {suit: sum(c.suit == suit for c in used) for suit in Suit}
    targets = {suit: counts[suit] + (1 - counts[suit]) % 4 for suit in Suit}
    for suit in sorted(Suit, key=lambda s: -targets[s]):
        if sum(targets.values()) < 16 and targets[suit] + 4 <= 13:
            targets[suit] += 4
    while sum(targets.values()) < 16:
        suit = next(s for s in Suit if targets[s] + 4 <= 13)
        targets[suit] += 4
    assert sum(targets.values()) == 16
    for suit in Suit:
        spare = [c for c in Card if c.suit == suit and c not in used]
        for _ in range(targets[suit] - counts[suit]):
            taker = next(s for s in Seat if s != seat and len(end[s]) < 4)
            end[taker].append(spare.pop(0))
            used.add(end[taker][-1])
    assert all(len(end[s]) == 4 for s in Seat)
    groups = []
    for suit in Suit:
        spare = sorted(c for c in Card if c.suit == suit and c not in used)
        groups += [spare[i : i + 4] for i in range(0, len(spare), 4)]
    assert [len(group) for group in groups] == [4] * 9
    trick_ten_leader = seat if led_suit is None else leader
    order = [s for s in Seat if s != trick_ten_leader] + [trick_ten_leader]
    assignment = [dict(zip(order, sorted(group), strict=True)) for group in groups]
    hands = {s: end[s] + [a[s] for a in assignment] for s in Seat}
    deal = build_deal(hands)
    game = game_at_opening_lead(deal, Seat.N, 1, Strain.NT)
    for number, group in enumerate(assignment):
        for _ in range(4):
            to_play = game.to_play
            assert to_play is not None
            game = game.apply(group[to_play])
        assert game.tricks[number].winner == max(group, key=group.__getitem__)
    assert game.to_play == trick_ten_leader
    assert set(game.hands[seat]) == set(hand)
    if lead_card is not None:
        game = game.apply(lead_card)
        while game.to_play != seat:
            game = game.apply(next(a for a in game.legal_actions() if isinstance(a, Card)))
    return game, [lead_card] if lead_card is not None else []


@pytest.mark.parametrize(
    "case",
    _case_params(
        VECTORS["play_rules"]["legal_plays"],
        lambda i, c: f"{'_'.join(c['hand'])}-led-{c['led_suit'] or 'none'}",
    ),
)
@pytest.mark.parametrize("seat", [Seat.W, Seat.E])
def test_legal_plays_in_game(case: dict[str, Any], seat: Seat) -> None:
    hand = cards(case["hand"])
    led_suit = SUITS[case["led_suit"]] if case["led_suit"] else None
    # The construction's contract is 1NT by N, so W and E are defenders (not dummy).
    # Declarer N leads to trick ten, so E plays second to it and W fourth; with no
    # suit led, the seat itself leads.
    game, _ = _endgame(seat, hand, led_suit, Seat.N)
    assert game.to_play == seat
    assert game.to_act == seat
    legal = {action for action in game.legal_actions() if isinstance(action, Card)}
    assert legal == set(cards(case["legal"]))
    assert {a for a in game.legal_actions(seat) if isinstance(a, Card)} == legal
    assert {a for a in game.view(seat).legal_actions if isinstance(a, Card)} == legal
    for item in hand:
        if item in legal:
            game.apply(item)
        else:
            with pytest.raises(BridgeError, match="revoke"):
                game.apply(item)


@pytest.mark.parametrize("dealer", list(Seat), ids=str)
def test_deal_order(dealer: Seat) -> None:
    # RULES.md §1: card i goes to [LHO, partner, RHO, dealer][i % 4]; for dealer N the
    # vector gives E, S, W, N.
    order = [dealer.lho, dealer.partner, dealer.rho, dealer]
    if dealer == Seat.N:
        assert order == [SEATS[s] for s in VECTORS["play_rules"]["deal_order_dealer_N"]]
    deck = list(Card)
    random.Random(int(dealer)).shuffle(deck)
    deal = Deal.from_deck(deck, dealer)
    for position, item in enumerate(deck):
        assert deal.holder(item) == order[position % 4], (position, item)


def test_deal_order_vector_dealer_north() -> None:
    deck = list(Card)
    deal = Deal.from_deck(deck, Seat.N)
    expected = [SEATS[s] for s in VECTORS["play_rules"]["deal_order_dealer_N"]]
    assert [deal.holder(item) for item in deck[:4]] == expected


# -- duplicate scoring (RULES.md §5.1, §8.1-8.2) ---------------------------------------------


def _score_game(
    level: int,
    strain: Strain,
    doubled: Doubled,
    vulnerable: bool,
    tricks: int,
    variant: int,
) -> Game:
    """A complete game with this contract whose declarer's side takes ``tricks`` (by an
    accepted claim); ``variant`` chooses the declarer and the opponents' vulnerability."""
    declarer = Seat(variant % 4)
    opponents_vulnerable = variant % 2 == 0
    side_is_ns = declarer.side == Side.NS
    vulnerability = Vulnerability.of(
        ns=vulnerable if side_is_ns else opponents_vulnerable,
        ew=opponents_vulnerable if side_is_ns else vulnerable,
    )
    deal = Deal.random(random.Random(variant))
    game = game_at_opening_lead(deal, declarer, level, strain, doubled, vulnerability)
    return finish_by_claim(game, tricks)


_SCORING_PARAMS = _case_params(VECTORS["duplicate_scoring"], lambda i, c: c["id"])


@pytest.mark.parametrize("case", _SCORING_PARAMS)
def test_duplicate_score(case: dict[str, Any]) -> None:
    level, strain = bid(case["contract"])
    assert (level, strain) == (case["level"], STRAINS[case["strain"]])
    assert case["result"] == case["tricks"] - (level + 6)
    doubled = DOUBLED[case["doubled"]]
    score = duplicate_score(
        level, strain, doubled, vulnerable=case["vulnerable"], tricks=case["tricks"]
    )
    assert score == case["score"]


@pytest.mark.parametrize("case", _SCORING_PARAMS)
@pytest.mark.parametrize("declarer", list(Seat), ids=str)
def test_contract_score(case: dict[str, Any], declarer: Seat) -> None:
    level, strain = bid(case["contract"])
    contract = Contract(level, strain, DOUBLED[case["doubled"]], declarer)
    assert contract.score(tricks=case["tricks"], vulnerable=case["vulnerable"]) == case["score"]


@pytest.mark.parametrize("case", _SCORING_PARAMS)
def test_duplicate_score_through_game(case: dict[str, Any]) -> None:
    level, strain = bid(case["contract"])
    doubled = DOUBLED[case["doubled"]]
    variant = int(case["id"][1:])
    game = _score_game(level, strain, doubled, case["vulnerable"], case["tricks"], variant)
    assert game.phase == Phase.FINISHED
    result = game.result()
    assert result is not None
    assert result.contract == Contract(level, strain, doubled, Seat(variant % 4))
    assert result.tricks == case["tricks"]
    assert result.score == case["score"]
    declaring_side = Seat(variant % 4).side
    assert result.score_for(declaring_side) == case["score"]
    assert result.score_for(declaring_side.opponents) == -case["score"]


_UNDERTRICK_PARAMS = _case_params(
    VECTORS["undertrick_table"],
    lambda i, c: f"{c['doubled']}-{'V' if c['vulnerable'] else 'NV'}-down{c['down']}",
)


@pytest.mark.parametrize("case", _UNDERTRICK_PARAMS)
def test_undertrick_table(case: dict[str, Any]) -> None:
    doubled, vulnerable, down = DOUBLED[case["doubled"]], case["vulnerable"], case["down"]
    checked = 0
    # The penalty depends on neither the level nor the strain.
    for level in range(1, 8):
        if level + 6 < down:
            continue
        for strain in Strain:
            tricks = level + 6 - down
            assert (
                duplicate_score(level, strain, doubled, vulnerable=vulnerable, tricks=tricks)
                == case["score"]
            ), (level, strain)
            contract = Contract(level, strain, doubled, Seat.S)
            assert contract.score(tricks=tricks, vulnerable=vulnerable) == case["score"]
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize("case", _UNDERTRICK_PARAMS)
def test_undertrick_table_through_game(case: dict[str, Any]) -> None:
    doubled, vulnerable, down = DOUBLED[case["doubled"]], case["vulnerable"], case["down"]
    level = max(1, down - 6)
    strain = Strain(down % 5)
    variant = down + 13 * int(doubled) + 40 * int(vulnerable)
    game = _score_game(level, strain, doubled, vulnerable, level + 6 - down, variant)
    result = game.result()
    assert result is not None
    assert result.tricks == level + 6 - down
    assert result.score == case["score"]


def test_vector_sections_complete() -> None:
    # Guard against a silently truncated vectors file.
    assert len(VECTORS["boards"]) == 22
    assert len(VECTORS["chicago_vulnerability"]) == 8
    assert len(VECTORS["auction_legality"]) == 17
    assert len(VECTORS["declarer_determination"]) == 8
    assert len(VECTORS["trick_winner"]) == 5
    assert len(VECTORS["play_rules"]["legal_plays"]) == 3
    assert len(VECTORS["duplicate_scoring"]) == 90
    assert len(VECTORS["undertrick_table"]) == 78
    assert {(c["doubled"], c["vulnerable"], c["down"]) for c in VECTORS["undertrick_table"]} == {
        (d, v, n) for d in DOUBLED for v in (False, True) for n in range(1, 14)
    }
    # The card notation helper reads the spec's notation as intended.
    assert cards(["HK", "CT", "S2"]) == [Card.HK, Card.CT, Card.S2]
