"""Claims and concessions (Laws 68-69 as played online): a claim of some of the remaining
tricks concedes the rest; the opponents (not dummy) accept or reject, and a defender's
partner may object to his concession; one rejection and play continues; when all accept,
the deal ends with the agreed tricks."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.strategies import boards, random_game

from bridgecraft.core import (
    Board,
    Card,
    Claim,
    ClaimResponse,
    Deal,
    Game,
    IllegalPlayError,
    InvalidNotationError,
    Phase,
    Seat,
    parse_action,
    split_actions,
)
from bridgecraft.formats import pbn

MIXED = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")


def after(actions: str, number: int = 1) -> Game:
    return Game.replay(Board(number, MIXED), actions.split())


# 3NT by North (board 1, nobody vulnerable); East leads HJ, dummy H6, West H2, North HA.
OPENED = "3NT P P P HJ H6 H2 HA"


def test_declarer_claims_both_defenders_must_accept() -> None:
    game = after(OPENED).apply(Claim(Seat.N, 12))
    assert game.phase == Phase.CLAIM and game.pending_claim == Claim(Seat.N, 12)
    assert game.to_act == Seat.E  # clockwise from the claimer
    assert set(game.legal_actions(Seat.W)) == {
        ClaimResponse(Seat.W, True),
        ClaimResponse(Seat.W, False),
    }
    assert game.legal_actions(Seat.S) == ()  # dummy has no say
    game = game.apply(ClaimResponse(Seat.W, True))  # any asked opponent may answer first
    assert game.phase == Phase.CLAIM and game.to_act == Seat.E
    game = game.apply(ClaimResponse(Seat.E, True))
    result = game.result()
    assert game.is_finished and result is not None
    assert result.tricks == 13  # one trick won in play + 12 claimed
    assert result.score == 520  # 3NT +4, not vulnerable


def test_one_rejection_and_play_continues_where_it_stopped() -> None:
    opened = after(OPENED + " SA")  # North leads SA: trick 2 in progress, East to play
    rejected = opened.apply(Claim(Seat.N, 12)).apply("E accepts").apply("W rejects")
    assert rejected.phase == Phase.PLAY and rejected.pending_claim is None
    assert rejected.to_play == Seat.E and rejected.legal_actions()[0] == Card.S7
    assert rejected.tricks == opened.tricks
    assert rejected.apply("S7").tricks[-1].cards == (Card.SA, Card.S7)


def test_a_defender_concedes_declarer_accepts_and_partner_may_object() -> None:
    """Law 68B2: a defender's concession stands only if his partner does not object at once:
    declarer and the conceding defender's partner are both asked."""
    game = after(OPENED).apply(Claim(Seat.W, 0))  # a concession of all remaining tricks
    assert game.pending_claim == Claim(Seat.W, 0)
    assert game.to_act == Seat.N  # clockwise from West: North, then East
    for seat in (Seat.N, Seat.E):
        assert set(game.legal_actions(seat)) >= {ClaimResponse(seat, True)}
    assert game.legal_actions(Seat.S) == ()  # dummy has no say
    finished = game.apply(ClaimResponse(Seat.N, True)).apply(ClaimResponse(Seat.E, True))
    result = finished.result()
    assert result is not None and result.tricks == 13
    objected = game.apply(ClaimResponse(Seat.N, True)).apply(ClaimResponse(Seat.E, False))
    assert objected.phase == Phase.PLAY and objected.pending_claim is None
    assert objected.tricks == after(OPENED).tricks and objected.to_act == Seat.N


def test_a_defender_who_claims_every_trick_concedes_nothing_and_only_declarer_answers() -> None:
    game = after(OPENED).apply(Claim(Seat.E, 12))  # all 12 remaining tricks: no concession
    assert game.to_act == Seat.N
    assert game.legal_actions(Seat.W) == ()
    result = game.apply(ClaimResponse(Seat.N, True)).result()
    assert result is not None and result.tricks == 1


def test_dummy_is_never_asked_about_a_claim() -> None:
    for claim in (Claim(Seat.N, 5), Claim(Seat.E, 5), Claim(Seat.W, 0)):
        game = after(OPENED).apply(claim)
        assert game.legal_actions(Seat.S) == ()


def test_a_defender_may_claim_out_of_turn() -> None:
    game = after(OPENED)  # North (declarer) is on lead
    assert game.to_act == Seat.N
    claims = [a for a in game.legal_actions(Seat.E) if isinstance(a, Claim)]
    assert claims == [Claim(Seat.E, n) for n in range(13)]  # 12 tricks remain: 0..12
    finished = (
        game.apply(Claim(Seat.E, 3))
        .apply(ClaimResponse(Seat.N, True))
        .apply(ClaimResponse(Seat.W, True))  # East concedes 9: West agrees
    )
    result = finished.result()
    assert result is not None
    assert result.tricks == 13 - 3  # N-S won one trick, E-W get 3 of the 12 left
    assert result.score == 430  # 10 tricks: 3NT +1, not vulnerable


@pytest.mark.parametrize("claimed", [0, 5, 12])
def test_the_claimed_tricks_decide_the_score(claimed: int) -> None:
    game = after(OPENED).apply(Claim(Seat.N, claimed)).apply("E accepts").apply("W accepts")
    result = game.result()
    assert result is not None and result.tricks == 1 + claimed
    contract = game.contract
    assert contract is not None
    assert result.score == contract.score(tricks=1 + claimed, vulnerable=False)


def test_undoing_an_accepted_claim_reopens_the_play() -> None:
    claimed = after(OPENED).apply(Claim(Seat.N, 12)).apply("E accepts").apply("W accepts")
    assert claimed.undo(1).phase == Phase.CLAIM
    assert claimed.undo(3) == after(OPENED)


@settings(max_examples=60, deadline=None)
@given(boards, st.randoms(use_true_random=False), st.sampled_from([" ", ", ", ","]))
def test_a_game_written_as_text_replays_to_the_same_game(
    board: Board, rng: random.Random, separator: str
) -> None:
    game = random_game(board, rng, claim_rate=0.3)
    stated = [  # a claim's statement runs to the next answer
        Claim(action.seat, action.tricks, "the rest are high")
        if isinstance(action, Claim) and rng.random() < 0.5
        else action
        for action in game.actions
    ]
    text = separator.join(str(action) for action in stated)
    assert [str(item) for item in split_actions(text)] == [str(action) for action in stated]
    assert Game.replay(board, text).actions == tuple(stated)


def test_a_record_replays_itself_and_then_the_actions_given() -> None:
    # Before: the actions were ignored when the first argument was a record.
    record = pbn.loads(f'[Board "1"]\n[Deal "{MIXED.to_pbn()}"]\n[Auction "N"]\n1NT P P P\n')[0]
    game = Game.replay(record, "HJ, H6 H2")
    assert [str(action) for action in game.actions] == ["1NT", "P", "P", "P", "HJ", "H6", "H2"]
    with pytest.raises(IllegalPlayError):
        Game.replay(record, ["SA"])  # East is on lead, and the spade ace is North's


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("E claims 14", "invalid claim of 14 tricks: expected 0 to 13"),  # before: the generic
        ("X claims 4", "expected a seat, 'claims', a number of tricks"),
        ("E claims four", "expected a seat, 'claims', a number of tricks"),
    ],
)
def test_a_claim_that_cannot_be_says_why(text: str, words: str) -> None:
    with pytest.raises(InvalidNotationError, match=re.escape(words)):
        parse_action(text)
