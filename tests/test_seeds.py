"""The worked examples of the seed texts (``shared/seeds``), as tests.

Reconstructions (where a seed's text lost its layout or symbols):

* Seed 000 lost many suit symbols and most cells of its bidding tables; the calls are
  rebuilt from the surrounding sentences.
  - Auctions (South deals): "1♣ P P P" closes the auction in 1♣ for N-S (declarer S);
    "P P P" is not over because East has not spoken; "P P P P" closes with no contract.
  - Declarer 1: "S 1?, N 4?, declarer S, first to name the ?": the symbol is lost, hearts
    chosen (S 1H, W P, N 4H, all pass).
  - Declarer 2: the table keeps "1ST | 4♠" and the text says declarer is EAST, first to
    name spades: S 1NT, W P, N P, E 4S, all pass.
  - Declarer 3: the table keeps "1ST | 2?" and "2♠ | 3ST": S 1NT, W 2? (symbol lost:
    hearts chosen), N 2S, E P, S 3NT, all pass; declarer S, first to name NT.
  - Tricks: "K♦ 8♦ A♦ 2♦, the ace wins, E-W score the trick" and "2♣ 8♦ A♦ 2♦, clubs
    trump, North wins". Both are read in the seed's compass-picture order N, W, E, S (its
    table puts Norte on top, Oeste and Este in the middle row, Sur at the bottom): N K♦ or
    N 2♣, W 8♦, E A♦, S 2♦. That gives the ace to East (E-W) and the club to North, as the
    text says. The seed names no leader: West is chosen (leading the 8♦), which makes the
    second example a ruff rather than a club lead.
* Seed 001's compass picture is mirrored (it puts East on the left: Norte-Pepe,
  Este-Mayte, Oeste-Cristian, Sur-Carmen, which would make the calling order
  counter-clockwise). The calling order defines the rotation, so the players are seated by
  it: Cristian W (dealer), Carmen N, Mayte E, Pepe S. The partnerships are the seed's
  (Pepe-Carmen, Mayte-Cristian), and Pepe is on Mayte's left, as the seed says. The deal
  is not given: one is constructed that makes the two described tricks legal (Carmen's
  only diamond is the ten, so she ruffs the second diamond with the three of hearts).
* Seed 002 keeps its symbols: West leads the 8♥ to each trick; the deals are constructed
  (a seat that does not follow is void in hearts).
* Seed 003 names no dealer: North opens 1NT and South bids 3NT, so every dealer is tried
  with the calls before North's opening being passes. Its "10 tricks with the cards in
  view" is scored as 3NT+1 for both vulnerabilities (board vulnerability is not given).
"""

from __future__ import annotations

import random

import pytest
from tests._shared import (
    build_deal,
    deal_for_trick,
    finish_by_claim,
    game_at_opening_lead,
    play_one_trick,
    seeds_dir,
)

from bridgecraft.core import (
    Auction,
    Board,
    Call,
    Card,
    Contract,
    Deal,
    Doubled,
    Game,
    IllegalPlayError,
    Phase,
    Seat,
    Side,
    Strain,
    Suit,
    Vulnerability,
    trick_winner,
)

DEAL = Deal.random(random.Random(3))


def _seed_text(prefix: str) -> str:
    (path,) = seeds_dir().glob(f"{prefix}_*.txt")
    return path.read_text(encoding="utf-8")


def _calls(text: str) -> list[Call]:
    return [Call.parse(word) for word in text.split()]


def _game(dealer: Seat, calls: str, vulnerability: Vulnerability = Vulnerability.NONE) -> Game:
    return Game.replay(Board(1, DEAL, dealer=dealer, vulnerability=vulnerability), _calls(calls))


def test_seed_texts_hold_the_examples() -> None:
    # The examples below come from these passages; fail loudly if the seeds change.
    assert "Subasta cerrada en 1♣" in _seed_text("000")
    assert "ESTE por ser el primero en mencionar los ♠" in _seed_text("000")
    assert "Cristian, el carteador, comienza apostando 3 diamantes" in _seed_text("001")
    assert "Carmen no tiene ninguna carta de diamantes" in _seed_text("001")
    assert "Este juega el 2 de triunfo y Sur el 3" in _seed_text("002")
    assert "Norte abre com 1SA e Sul fecha em 3SA" in _seed_text("003")


# -- seed 000: dealing, the auction, declarer, tricks ---------------------------------------


def test_seed000_south_deals_first_card_to_west() -> None:
    # "Si el Dador es SUR empieza por OESTE y reparte una a una."
    deck = list(Card)
    random.Random(0).shuffle(deck)
    deal = Deal.from_deck(deck, Seat.S)
    assert [deal.holder(item) for item in deck[:4]] == [Seat.W, Seat.N, Seat.E, Seat.S]
    assert all(len(deal[seat]) == 13 for seat in Seat)


def test_seed000_south_calls_first_then_west() -> None:
    # "Si el Dador es SUR empieza a hablar y le sigue OESTE."
    auction = Auction(Seat.S)
    assert auction.to_act == Seat.S
    assert auction.apply(Call.PASS).to_act == Seat.W


def test_seed000_one_club_and_three_passes_closes_the_auction() -> None:
    # "Subasta cerrada en 1♣. N-S jugarán el contrato de 1♣."
    auction = Auction(Seat.S, _calls("1C P P P"))
    assert auction.is_over
    assert not auction.is_passed_out
    assert auction.contract == Contract(1, Strain.C, Doubled.UNDOUBLED, Seat.S)
    assert auction.contract is not None
    assert auction.contract.side == Side.NS
    game = _game(Seat.S, "1C P P P")
    assert game.phase == Phase.PLAY
    assert game.contract == auction.contract


def test_seed000_three_passes_with_east_to_speak_is_not_over() -> None:
    # "La subasta no ha terminado, pues Este aún no ha hablado. Puede decir Paso o
    # anunciar un contrato."
    auction = Auction(Seat.S, _calls("P P P"))
    assert not auction.is_over
    assert auction.to_act == Seat.E
    assert auction.is_legal(Call.PASS)
    assert auction.is_legal(Call.parse("1C"))
    assert auction.is_legal(Call.parse("7NT"))
    game = _game(Seat.S, "P P P")
    assert game.phase == Phase.AUCTION
    assert game.to_act == Seat.E


def test_seed000_four_passes_is_passed_out() -> None:
    # "Subasta cerrada sin contrato."
    auction = Auction(Seat.S, _calls("P P P P"))
    assert auction.is_over
    assert auction.is_passed_out
    assert auction.contract is None
    assert auction.legal_calls() == ()
    game = _game(Seat.S, "P P P P")
    assert game.phase == Phase.FINISHED
    result = game.result()
    assert result is not None
    assert result.is_passed_out
    assert result.score == 0


@pytest.mark.parametrize(
    ("calls", "contract", "leader"),
    [
        # Lost symbols: hearts chosen for "1?" and "4?".
        pytest.param("1H P 4H P P P", "4H by S", Seat.W, id="1H-4H-declarer-S"),
        pytest.param("1NT P P 4S P P P", "4S by E", Seat.S, id="1NT-4S-declarer-E"),
        # Lost symbol: hearts chosen for West's "2?".
        pytest.param("1NT 2H 2S P 3NT P P P", "3NT by S", Seat.W, id="1NT-2H-2S-3NT-S"),
    ],
)
def test_seed000_declarer(calls: str, contract: str, leader: Seat) -> None:
    expected = Contract.parse(contract)
    auction = Auction(Seat.S, _calls(calls))
    assert auction.contract == expected
    game = _game(Seat.S, calls)
    assert game.declarer == expected.declarer
    assert game.dummy == expected.declarer.partner
    # "La primera carta la juega el jugador de la izquierda del declarante."
    assert game.to_play == leader == expected.declarer.lho


def test_seed000_contract_4s_by_south_west_leads_north_is_dummy() -> None:
    # "Contrato 4♠. Declarante SUR. Sale ... OESTE." and North spreads dummy.
    game = game_at_opening_lead(DEAL, Seat.S, 4, Strain.S)
    assert game.to_act == Seat.W
    lead = next(a for a in game.legal_actions() if isinstance(a, Card))
    game = game.apply(lead)
    assert game.to_play == Seat.N
    assert game.to_act == Seat.S  # declarer plays dummy's cards
    assert game.view(Seat.E).hands[Seat.N] is not None  # dummy is face up


# Compass-picture order N, W, E, S; West (chosen) leads: play order W, N, E, S.
KING_EXAMPLE = {Seat.N: Card.DK, Seat.W: Card.D8, Seat.E: Card.DA, Seat.S: Card.D2}
RUFF_EXAMPLE = {Seat.N: Card.C2, Seat.W: Card.D8, Seat.E: Card.DA, Seat.S: Card.D2}


def _in_play_order(by_seat: dict[Seat, Card], leader: Seat) -> list[Card]:
    return [by_seat[leader.next(offset)] for offset in range(4)]


@pytest.mark.parametrize("strain", list(Strain), ids=str)
def test_seed000_trick_the_ace_wins(strain: Strain) -> None:
    # "K♦ 8♦ A♦ 2♦ ... ganando la baza la carta más alta, el As. El campo E-O se anota una
    # baza." No trump is named: the ace wins whatever the strain (no club was played).
    played = _in_play_order(KING_EXAMPLE, Seat.W)
    assert trick_winner(strain, Seat.W, played) == Seat.E
    game = play_one_trick(strain, Seat.W, played)
    assert game.tricks[0].winner == Seat.E
    assert game.tricks_won == (0, 1)


def test_seed000_trick_the_club_trump_wins() -> None:
    # "2♣ 8♦ A♦ 2♦ ... A triunfo ♣ gana la baza Norte. El campo N-S se anota una baza."
    played = _in_play_order(RUFF_EXAMPLE, Seat.W)
    assert trick_winner(Strain.C, Seat.W, played) == Seat.N
    game = play_one_trick(Strain.C, Seat.W, played)
    assert game.tricks[0].winner == Seat.N
    assert game.tricks_won == (1, 0)
    # "También se puede jugar a Sin Triunfo": at notrump the same cards go to the ace.
    assert trick_winner(Strain.NT, Seat.W, played) == Seat.E
    assert play_one_trick(Strain.NT, Seat.W, played).tricks[0].winner == Seat.E


# -- seed 001: a whole auction and the first two tricks --------------------------------------

# Seated by calling order (the seed's picture is mirrored): see the module docstring.
PLAYERS = {"Cristian": Seat.W, "Carmen": Seat.N, "Mayte": Seat.E, "Pepe": Seat.S}
SEED001_CALLS = [
    ("Cristian", "3D"),
    ("Carmen", "X"),
    ("Mayte", "4H"),
    ("Pepe", "P"),
    ("Cristian", "5H"),
    ("Carmen", "P"),
    ("Mayte", "P"),
    ("Pepe", "P"),
]
# (player, card, seat that makes the play): Mayte plays dummy Cristian's cards.
SEED001_TRICKS = [
    [
        ("Pepe", Card.D4, "Pepe"),
        ("Cristian", Card.D9, "Mayte"),
        ("Carmen", Card.DT, "Carmen"),
        ("Mayte", Card.DK, "Mayte"),
    ],
    [
        ("Mayte", Card.D3, "Mayte"),
        ("Pepe", Card.D7, "Pepe"),
        ("Cristian", Card.DA, "Mayte"),
        ("Carmen", Card.H3, "Carmen"),
    ],
]


def _seed001_deal() -> Deal:
    fixed: dict[Seat, list[Card]] = {}
    for trick in SEED001_TRICKS:
        for player, item, _ in trick:
            fixed.setdefault(PLAYERS[player], []).append(item)
    # Carmen's only diamond is the ten: she has none left for the second diamond.
    return build_deal(fixed, {PLAYERS["Carmen"]: [Suit.D]})


def _seed001_auction_game() -> Game:
    board = Board(1, _seed001_deal(), dealer=PLAYERS["Cristian"], vulnerability=Vulnerability.NONE)
    game = Game.new(board)
    for player, call in SEED001_CALLS:
        game = game.apply(Call.parse(call), seat=PLAYERS[player])
    return game


def test_seed001_seating_is_consistent() -> None:
    assert PLAYERS["Pepe"].partner == PLAYERS["Carmen"]
    assert PLAYERS["Mayte"].partner == PLAYERS["Cristian"]
    # The calls go round clockwise from the dealer.
    dealer = PLAYERS["Cristian"]
    for position, (player, _) in enumerate(SEED001_CALLS):
        assert PLAYERS[player] == dealer.next(position)


def test_seed001_auction() -> None:
    auction = Auction(PLAYERS["Cristian"], [Call.parse(call) for _, call in SEED001_CALLS])
    # Mayte declares, first of her side to bid hearts; the double of 3D was superseded.
    expected = Contract(5, Strain.H, Doubled.UNDOUBLED, PLAYERS["Mayte"])
    assert auction.contract == expected
    assert expected.opening_leader == PLAYERS["Pepe"]
    assert expected.dummy == PLAYERS["Cristian"]
    game = _seed001_auction_game()
    assert game.contract == expected
    assert game.declarer == PLAYERS["Mayte"]
    assert game.dummy == PLAYERS["Cristian"]
    assert game.to_act == PLAYERS["Pepe"]


def test_seed001_double_is_superseded_step_by_step() -> None:
    # "Carmen dobla ... Mayte canceló la apuesta de Cristian y también la de Carmen."
    auction = Auction(PLAYERS["Cristian"], _calls("3D X"))
    assert auction.to_act == PLAYERS["Mayte"]
    assert auction.is_legal(Call.REDOUBLE)  # Mayte's side was doubled
    auction = auction.apply(Call.parse("4H"))
    assert not auction.is_legal(Call.REDOUBLE)  # 4H is not doubled
    assert auction.is_legal(Call.PASS)
    assert auction.apply("P").apply("P").apply("P").contract == Contract(
        4, Strain.H, Doubled.UNDOUBLED, PLAYERS["Mayte"]
    )


def test_seed001_first_two_tricks() -> None:
    game = _seed001_auction_game()
    winners = []
    for trick in SEED001_TRICKS:
        for player, item, actor in trick:
            seat = PLAYERS[player]
            assert game.to_play == seat
            assert game.to_act == PLAYERS[actor]
            game = game.apply(item, seat=PLAYERS[actor])
        winners.append(game.tricks[-1].winner)
    # Trick 1: Mayte's king wins; trick 2: Carmen ruffs dummy's ace with the 3 of hearts.
    assert winners == [PLAYERS["Mayte"], PLAYERS["Carmen"]]
    assert game.tricks_won == (1, 1)
    assert game.to_play == PLAYERS["Carmen"]  # the winner leads next


def test_seed001_dummy_does_not_play_and_carmen_may_ruff() -> None:
    game = _seed001_auction_game().apply(Card.D4, seat=PLAYERS["Pepe"])
    # "Mayte juega por su compañero Cristian": the dummy's seat itself may not play.
    with pytest.raises(IllegalPlayError):
        game.apply(Card.D9, seat=PLAYERS["Cristian"])
    game = game.apply(Card.D9, seat=PLAYERS["Mayte"])
    # Trick 1: Carmen must follow with her only diamond.
    assert [a for a in game.legal_actions() if isinstance(a, Card)] == [Card.DT]
    game = _play_seed001_until_carmen_ruffs(game)
    # Trick 2: Carmen has no diamond left, so every card of hers is legal.
    legal = {a for a in game.legal_actions() if isinstance(a, Card)}
    assert legal == set(game.hands[PLAYERS["Carmen"]])
    assert Card.H3 in legal


def _play_seed001_until_carmen_ruffs(game: Game) -> Game:
    for item in (Card.DT, Card.DK, Card.D3, Card.D7, Card.DA):
        game = game.apply(item)
    assert game.to_play == PLAYERS["Carmen"]
    return game


# -- seed 002: five worked tricks, West leads the 8♥ ----------------------------------------

SEED002 = [
    # (strain, level, played from West, winner, note)
    pytest.param(Strain.S, 4, "H8 HT HA H2", Seat.E, id="4S-east-ace-wins"),
    pytest.param(Strain.S, 4, "H8 HT HA S2", Seat.S, id="4S-south-ruffs-with-the-2"),
    pytest.param(Strain.S, 4, "H8 HT HA D2", Seat.E, id="4S-south-discards-east-wins"),
    pytest.param(Strain.NT, 3, "H8 HT HA S2", Seat.E, id="3NT-no-ruff-at-notrump"),
    pytest.param(Strain.S, 4, "H8 HT S2 S3", Seat.S, id="4S-south-over-ruffs"),
]


@pytest.mark.parametrize(("strain", "level", "played", "winner"), SEED002)
def test_seed002_tricks(strain: Strain, level: int, played: str, winner: Seat) -> None:
    cards = [Card.parse(text) for text in played.split()]
    assert trick_winner(strain, Seat.W, cards) == winner
    game = play_one_trick(strain, Seat.W, cards, level=level)
    contract = game.contract
    assert contract == Contract(level, strain, Doubled.UNDOUBLED, Seat.S)
    assert game.tricks[0].winner == winner
    assert game.to_play == winner


def test_seed002_south_need_not_ruff() -> None:
    # "Sur no tiene cartas de ♥ y puede jugar la carta que quiera. Puede tener
    # perfectamente una carta de triunfo pero ha decidido dejar ganar a Este."
    played = [Card.H8, Card.HT, Card.HA, Card.D2]
    deal = deal_for_trick(Seat.W, played, extra={Seat.S: [Card.SA, Card.S5]})
    game = game_at_opening_lead(deal, Seat.S, 4, Strain.S)
    for item in played[:3]:
        game = game.apply(item)
    assert game.to_play == Seat.S
    legal = {a for a in game.legal_actions() if isinstance(a, Card)}
    assert legal == set(deal[Seat.S])
    assert {Card.SA, Card.S5, Card.D2} <= legal
    game = game.apply(Card.D2)
    assert game.tricks[0].winner == Seat.E


def test_seed002_north_must_follow_hearts() -> None:
    # "Norte tiene que jugar, si tiene, obligatoriamente una carta de ♥."
    played = [Card.H8, Card.HT, Card.HA, Card.H2]
    deal = deal_for_trick(Seat.W, played, extra={Seat.N: [Card.SA, Card.CA]})
    game = game_at_opening_lead(deal, Seat.S, 4, Strain.S).apply(Card.H8)
    legal = {a for a in game.legal_actions() if isinstance(a, Card)}
    assert legal == {c for c in deal[Seat.N] if c.suit == Suit.H}
    with pytest.raises(IllegalPlayError, match="revoke"):
        game.apply(Card.SA)


# -- seed 003: North opens 1NT, South raises to 3NT ------------------------------------------


def _seed003_calls(dealer: Seat) -> str:
    passes = ["P"] * ((Seat.N - dealer) % 4)
    return " ".join([*passes, "1NT", "P", "3NT", "P", "P", "P"])


@pytest.mark.parametrize("dealer", list(Seat), ids=str)
def test_seed003_declarer_north(dealer: Seat) -> None:
    calls = _seed003_calls(dealer)
    auction = Auction(dealer, _calls(calls))
    assert auction.seat_of(calls.split().index("1NT")) == Seat.N
    assert auction.seat_of(calls.split().index("3NT")) == Seat.S
    expected = Contract(3, Strain.NT, Doubled.UNDOUBLED, Seat.N)
    assert auction.contract == expected
    game = _game(dealer, calls)
    assert game.declarer == Seat.N
    assert game.dummy == Seat.S
    assert game.to_act == Seat.E  # East, on declarer's left, leads


@pytest.mark.parametrize(
    ("vulnerability", "score"),
    [(Vulnerability.NONE, 430), (Vulnerability.NS, 630)],
    ids=["NV", "V"],
)
def test_seed003_ten_tricks_in_3nt(vulnerability: Vulnerability, score: int) -> None:
    # "este contrato rende 10 vazas, mais uma do que as 9 exigidas": 3NT+1.
    game = _game(Seat.N, "1NT P 3NT P P P", vulnerability)
    result = finish_by_claim(game, 10).result()
    assert result is not None
    assert (result.tricks, result.score) == (10, score)
    assert str(result) == f"3NT by N +1, 10 tricks, +{score}"
