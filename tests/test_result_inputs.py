"""``Trick`` and ``Result`` check what they are given, as the other core values do: a trick
holds up to four different cards and names its winner exactly when it is complete, the winning
card being the highest of its suit in the trick; a result's tricks run from 0 to 13, a
passed-out deal scores nothing, and a contract made scores plus and one defeated minus (Law 77).
Every trick and result a game makes passes the same checks."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.core import (
    Board,
    Card,
    Contract,
    Deal,
    Game,
    InvalidNotationError,
    Seat,
    Vulnerability,
)
from bridgecraft.core.result import Result, Trick
from bridgecraft.core.scoring import duplicate_score

HEARTS = (Card.H8, Card.HT, Card.HA, Card.H2)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((Seat.W, HEARTS, Seat.N), "a card higher than HT in hearts"),
        ((Seat.W, (Card.H8, Card.S2, Card.S3, Card.H2), Seat.N), "a card higher than S2"),
        ((Seat.W, (Card.H8,), Seat.N), "is not complete"),
        ((Seat.W, HEARTS, None), "complete, but no winner"),
        ((Seat.W, (Card.H8, Card.H8), None), "up to 4 different cards"),
        ((Seat.W, HEARTS + (Card.C2,), Seat.E), "up to 4 different cards"),
        ((Seat.W, "H8", None), "expected up to 4 cards"),
        ((Seat.W, 7, None), "expected up to 4 cards"),
        ((Seat.W, ("H8", "Z9"), None), "Z9"),
        ((9, (), None), "invalid trick leader 9"),
        ((Seat.W, HEARTS, "X"), "'X'"),
    ],
)
def test_a_trick_that_cannot_be_is_refused(args: tuple[object, ...], words: str) -> None:
    with pytest.raises(InvalidNotationError, match=words.replace("(", r"\(")):
        Trick(*args)  # type: ignore[arg-type]


def test_a_trick_takes_cards_and_seats_as_text_or_numbers() -> None:
    trick = Trick("w", ["h8", "ht", "ha", "h2"], "e")  # type: ignore[arg-type]
    assert trick == Trick(Seat.W, HEARTS, Seat.E)
    assert type(trick.cards) is tuple and trick.winner is Seat.E
    ruffed = Trick(Seat.W, (Card.H8, Card.S2, Card.HA, Card.D3), Seat.N)  # spades trumps
    assert ruffed.seat_of(1) == ruffed.winner


FOUR_SPADES = Contract.parse("4S by N")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((None, 1, 0), "passed-out result: 1 tricks"),
        ((None, 0, 50), "score 50"),
        ((FOUR_SPADES, 9, 620), "expected a minus score"),
        ((FOUR_SPADES, 10, -50), "expected a plus score"),
        ((FOUR_SPADES, 10, 0), "expected a plus score"),
        ((FOUR_SPADES, 14, 620), "tricks 14: expected 0 to 13"),
        ((FOUR_SPADES, -1, -500), "tricks -1"),
        ((FOUR_SPADES, True, -500), "tricks True"),
        ((FOUR_SPADES, 10, 420.0), "score 420.0"),
        (("4S by N", 10, 420), "contract '4S by N'"),
    ],
)
def test_a_result_that_cannot_be_is_refused(args: tuple[object, ...], words: str) -> None:
    with pytest.raises(InvalidNotationError, match=words):
        Result(*args)  # type: ignore[arg-type]


@given(
    level=st.integers(1, 7),
    strain=st.sampled_from("CDHS") | st.just("NT"),
    doubled=st.sampled_from(["", "X", "XX"]),
    tricks=st.integers(0, 13),
    vulnerable=st.booleans(),
)
def test_every_duplicate_score_makes_a_result(
    level: int, strain: str, doubled: str, tricks: int, vulnerable: bool
) -> None:
    contract = Contract.parse(f"{level}{strain}{doubled} by S")
    score = duplicate_score(
        contract.level, contract.strain, contract.doubled, vulnerable=vulnerable, tricks=tricks
    )
    assert Result(contract, tricks, score).score == score


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_every_trick_and_result_of_a_game_passes_the_checks(seed: int) -> None:
    rng = random.Random(seed)
    game = Game(Board(rng.randint(1, 16), Deal.random(rng)))
    while not game.is_finished:
        game = game.apply(rng.choice(list(game.legal_actions())))
        for trick in game.tricks:  # made again through the checks, field by field
            assert Trick(trick.leader, trick.cards, trick.winner) == trick
    result = game.result()
    assert result is not None
    assert Result(result.contract, result.tricks, result.score) == result
    assert game.board.vulnerability in tuple(Vulnerability)
