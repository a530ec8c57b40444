"""bridgecraft's JSON format: round trips of random records, every written document valid
against the schema file, strict and lenient reading of bad documents, a fixed example read
field by field, and fuzzing of the reader (only InvalidNotationError ever escapes)."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from tests.strategies import deals, random_action, random_game

from bridgecraft.core import (
    Board,
    BridgeError,
    Call,
    Card,
    Deal,
    Game,
    Hand,
    InvalidNotationError,
    Seat,
    Side,
    Vulnerability,
)
from bridgecraft.formats import BoardRecord, CallEntry, CardEntry, RecordError, Table
from bridgecraft.formats import json as bridge_json

ROOT = Path(__file__).resolve().parents[1]
SCHEMA_PATH = ROOT / "docs" / "schema" / "bridgecraft-v1.schema.json"
SCHEMA: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
VALIDATOR = Draft202012Validator(SCHEMA)
GUIDE_PATH = ROOT / "docs" / "formats" / "json.md"

# -- random records ------------------------------------------------------------------------

texts = st.text(max_size=10)
marks = st.lists(st.sampled_from(["$1", "$7", "^I", "^R", "!?", "", "x y"]) | texts, max_size=2)


@st.composite
def call_entries(draw: st.DrawFn, call: Call) -> CallEntry:
    if draw(st.integers(0, 3)):
        return CallEntry(call)
    return CallEntry(call, draw(st.booleans()), draw(texts), tuple(draw(marks)))


@st.composite
def card_entries(draw: st.DrawFn, card: Card | None) -> CardEntry:
    if draw(st.integers(0, 19)) == 0:
        card = None  # a card the file does not know
    if draw(st.integers(0, 4)):
        return CardEntry(card)
    return CardEntry(card, tuple(draw(marks)), draw(texts))


@st.composite
def records(draw: st.DrawFn) -> BoardRecord:
    """A record of every kind: a random legal game stopped at a random point (sometimes
    with a claim), some hands only, or nothing but calls and cards; with alerts,
    explanations, annotations, players, tags, tables and comments."""
    number = draw(st.none() | st.integers(1, 64) | st.integers(1, 10**30))
    dealer = draw(st.none() | st.sampled_from(list(Seat)))
    vulnerability = draw(st.none() | st.sampled_from(list(Vulnerability)))
    deal = draw(deals)
    kind = draw(st.sampled_from(["game", "game", "game", "hands", "none"]))
    record_deal: Deal | None = None
    hands: list[Hand | None] = [None, None, None, None]
    claim = None
    final = None  # the contract the auction ends in
    if kind == "game":
        record_deal = deal
        board_number = number if number is not None and number >= 1 else 1
        game = Game.new(Board(board_number, deal, dealer=dealer, vulnerability=vulnerability))
        rng = draw(st.randoms(use_true_random=False))
        for _ in range(draw(st.integers(0, 120))):
            if game.is_finished:
                break
            game = game.apply(random_action(game, rng, claim_rate=0.05))
        calls: list[Call] = list(game.calls)
        final = game.contract
        cards: list[Card] = [action for action in game.actions if isinstance(action, Card)]
        result = game.result()
        declarer = game.declarer
        if result is not None and result.contract is not None and len(cards) < 52:
            claim = result.tricks  # ended by an accepted claim
        elif (
            declarer is not None
            and game.opening_lead_made
            and not game.is_finished
            and draw(st.booleans())
        ):
            won = game.tricks_won[declarer.side]
            claim = won + draw(st.integers(0, 13 - sum(game.tricks_won)))
    else:
        if kind == "hands":
            hands = [hand if draw(st.booleans()) else None for hand in deal.hands]
        calls = draw(st.lists(st.sampled_from(list(Call.ALL)), max_size=6))
        cards = draw(st.lists(st.sampled_from(list(Card)), max_size=6))
        claim = draw(st.none() | st.integers(0, 13))
    players = draw(st.tuples(texts, texts, texts, texts) | st.just(("", "", "", "")))
    rows = st.lists(st.lists(texts, max_size=3).map(tuple), max_size=2).map(tuple)
    record = BoardRecord(
        number=number,
        dealer=dealer,
        vulnerability=vulnerability,
        deal=record_deal,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        players=players,
        auction=tuple(draw(call_entries(call)) for call in calls),
        auction_complete=draw(st.booleans()),
        play=tuple(draw(card_entries(card)) for card in cards),
        claim=claim,
        contract=draw(st.sampled_from(["", "4SX", "Pass", "3NT"]) | texts),
        declarer=draw(st.none() | st.sampled_from(list(Seat))),
        result=draw(st.none() | st.integers(0, 13)),
        tags=tuple(draw(st.lists(st.tuples(texts, texts), max_size=3))),
        tables=tuple(draw(st.lists(st.builds(Table, texts, texts, rows), max_size=2))),
        comments=tuple(draw(st.lists(texts, max_size=2))),
    )
    if final is not None and draw(st.booleans()):  # the stated contract, as PBN states it
        contract = f"{final.level}{final.strain}{final.doubled}"
        record = replace(record, contract=contract, declarer=final.declarer)
    if record.contract_disagreement() is not None:  # contradictions: tested on their own
        record = replace(record, contract="", declarer=None)
    return record


def replayed_result(record: BoardRecord) -> Any:
    try:
        return record.to_game().result()
    except BridgeError:
        return None


# -- round trips and the schema ------------------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(records(), min_size=1, max_size=3), st.sampled_from([2, None, 0, 4]))
def test_round_trip_strict_and_lenient(written: list[BoardRecord], indent: int | None) -> None:
    text = bridge_json.dumps(written, indent=indent)
    assert bridge_json.loads(text, strict=True) == written
    lenient = bridge_json.loads(text)
    assert lenient == written
    assert [record.errors for record in lenient] == [()] * len(written)
    assert bridge_json.dumps(lenient, indent=indent) == text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(records(), max_size=3))
def test_every_written_document_validates_against_the_schema(written: list[BoardRecord]) -> None:
    document = json.loads(bridge_json.dumps(written))
    assert [error.message for error in VALIDATOR.iter_errors(document)] == []
    assert len(document["boards"]) == len(written)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_record_dict_round_trip_and_game_summary(record: BoardRecord) -> None:
    board = bridge_json.record_to_dict(record)
    assert bridge_json.record_from_dict(board, strict=True) == record
    result = replayed_result(record)
    if result is None:
        assert "game" not in board
    else:
        contract = "Pass" if result.contract is None else str(result.contract)
        assert board["game"] == {
            "contract": contract,
            "tricks": result.tricks,
            "score": result.score,
            "score_ns": result.score_for(Side.NS),
        }
    assert "game" not in bridge_json.record_to_dict(record, summary=False)


def test_finished_games_and_claims_get_a_summary() -> None:
    rng = random.Random(11)
    claims = 0
    for number in range(1, 41):
        game = random_game(Board(number, Deal.random(rng)), rng, claim_rate=0.05)
        result = game.result()
        assert result is not None
        cards = tuple(CardEntry(a) for a in game.actions if isinstance(a, Card))
        claim = result.tricks if result.contract is not None and len(cards) < 52 else None
        claims += claim is not None
        record = BoardRecord(
            number=number,
            deal=game.board.deal,
            auction=tuple(CallEntry(call) for call in game.calls),
            play=cards,
            claim=claim,
        )
        [board] = json.loads(bridge_json.dumps(record))["boards"]
        assert board["game"]["tricks"] == result.tricks
        assert board["game"]["score"] == result.score
        assert board["game"]["score_ns"] == result.score_for(Side.NS)
        assert bridge_json.loads(bridge_json.dumps(record), strict=True) == [record]
    assert claims > 0  # games ended by a claim were among them
    passed_out = BoardRecord(deal=Deal.from_index(5), auction=(CallEntry(Call.PASS),) * 4)
    [board] = json.loads(bridge_json.dumps(passed_out))["boards"]
    assert board["game"] == {"contract": "Pass", "tricks": 0, "score": 0, "score_ns": 0}


def test_schema_is_draft_2020_12_with_descriptions_everywhere() -> None:
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(SCHEMA)
    missing = []

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            for name, item in node.get("properties", {}).items():
                if "description" not in item:
                    missing.append(f"{where}.properties.{name}")
            for name, item in node.get("$defs", {}).items():
                if "description" not in item:
                    missing.append(f"{where}.$defs.{name}")
            for key, item in node.items():
                walk(item, f"{where}.{key}")
        elif isinstance(node, list):
            for index, item in enumerate(node):
                walk(item, f"{where}[{index}]")

    walk(SCHEMA, "schema")
    assert missing == []
    board = SCHEMA["$defs"]["board"]["properties"]
    assert set(board) == set(bridge_json.record_to_dict(FULL_RECORD)) | {
        "hands",
        "auction_complete",
    }


# -- a fixed example, field by field -------------------------------------------------------

EXAMPLE = """\
{
  "format": "bridgecraft",
  "version": 1,
  "boards": [
    {
      "number": 3,
      "dealer": "S",
      "vulnerability": "EW",
      "deal": "N:T6.K75.J8632.K84 AJ5.AJ643.9.AQ72 KQ3.QT2.KQ75.T95 98742.98.AT4.J63",
      "players": {"N": "Nora", "E": "Ed", "S": "Sam", "W": "Wes"},
      "auction": [
        {"call": "1D"},
        {"call": "P"},
        {"call": "2D", "alert": true, "explanation": "weak raise, 5-9 HCP"},
        {"call": "X"},
        {"call": "P"}, {"call": "2S"}, {"call": "P"}, {"call": "P"},
        {"call": "P"}
      ],
      "play": [
        "D3", "D9", "DK", "DA",
        "S2", "S6", "SJ", "SQ",
        "DQ", "D4", "D2", {"card": "S5", "annotations": ["$7"], "explanation": "a good ruff"}
      ],
      "claim": 8,
      "contract": "2S",
      "declarer": "W",
      "result": 8,
      "game": {"contract": "2S by W", "tricks": 8, "score": 110, "score_ns": -110},
      "tags": [["Event", "Club pairs"], ["Date", "2026.11.29"], ["Scoring", "MP"]],
      "tables": [
        {
          "name": "OptimumResultTable",
          "columns": "Declarer;Denomination\\\\2R;Result\\\\2R",
          "rows": [["N", "NT", "6"], ["N", "S", "5"]]
        }
      ],
      "comments": ["East ruffs the third trick and West claims."]
    },
    {
      "number": 4,
      "hands": {"N": "AKQ.AKQ.AKQ.AKQ2", "S": "JT9.JT9.JT9.JT98"},
      "auction": [{"call": "7NT"}],
      "auction_complete": false
    }
  ]
}
"""
FULL_RECORD = bridge_json.loads(EXAMPLE, strict=True)[0]


def test_fixed_example_field_by_field() -> None:
    first, second = bridge_json.loads(EXAMPLE, strict=True)
    assert first.number == 3
    assert first.dealer == Seat.S
    assert first.vulnerability == Vulnerability.EW
    assert first.deal == Deal.from_pbn(
        "S:KQ3.QT2.KQ75.T95 98742.98.AT4.J63 T6.K75.J8632.K84 AJ5.AJ643.9.AQ72"
    )
    assert first.hands == (None, None, None, None)
    assert first.players == ("Nora", "Ed", "Sam", "Wes")
    calls = ["1D", "P", "2D", "X", "P", "2S", "P", "P", "P"]
    assert [str(entry.call) for entry in first.auction] == calls
    assert [entry.alert for entry in first.auction] == [False, False, True] + [False] * 6
    assert first.auction[2].explanation == "weak raise, 5-9 HCP"
    assert all(entry.annotations == () for entry in first.auction)
    assert first.auction_complete is True
    assert [str(entry.card) for entry in first.play] == (
        ["D3", "D9", "DK", "DA", "S2", "S6", "SJ", "SQ", "DQ", "D4", "D2", "S5"]
    )
    assert first.play[-1] == CardEntry(Card.S5, ("$7",), "a good ruff")
    assert all(entry.annotations == () and not entry.explanation for entry in first.play[:-1])
    assert first.claim == 8
    assert (first.contract, first.declarer, first.result) == ("2S", Seat.W, 8)
    assert first.tags == (("Event", "Club pairs"), ("Date", "2026.11.29"), ("Scoring", "MP"))
    assert first.tag("Scoring") == "MP"
    assert first.tables == (
        Table(
            "OptimumResultTable",
            "Declarer;Denomination\\2R;Result\\2R",
            (("N", "NT", "6"), ("N", "S", "5")),
        ),
    )
    assert first.comments == ("East ruffs the third trick and West claims.",)
    assert first.errors == ()
    result = first.to_game().result()
    assert result is not None and str(result) == "2S by W =, 8 tricks, +110"

    assert second.number == 4 and second.deal is None
    assert second.hands == (
        Hand.parse("AKQ.AKQ.AKQ.AKQ2"),
        None,
        Hand.parse("JT9.JT9.JT9.JT98"),
        None,
    )
    assert second.auction == (CallEntry(Call.parse("7NT")),)
    assert second.auction_complete is False
    assert (second.dealer, second.vulnerability, second.claim, second.play) == (
        None,
        None,
        None,
        (),
    )
    assert second.errors == ()
    # The writer writes exactly this layout back.
    assert bridge_json.dumps([first, second]) == EXAMPLE


def test_the_guide_example_is_valid_and_current() -> None:
    guide = GUIDE_PATH.read_text(encoding="utf-8")
    [block] = re.findall(r"```json\n(.*?)```", guide, re.DOTALL)
    assert VALIDATOR.is_valid(json.loads(block))
    records = bridge_json.loads(block, strict=True)
    assert bridge_json.dumps(records) == block == EXAMPLE


# -- reading files -------------------------------------------------------------------------


def test_load_and_dump_paths_and_files(tmp_path: Path) -> None:
    records = bridge_json.loads(EXAMPLE)
    path = tmp_path / "boards.json"
    bridge_json.dump(records, path)
    assert path.read_text(encoding="utf-8") == EXAMPLE
    assert bridge_json.load(path, strict=True) == records
    assert bridge_json.load(str(path)) == records
    buffer = io.StringIO()
    bridge_json.dump(records, buffer, indent=None)
    assert "\n" not in buffer.getvalue().rstrip("\n")
    assert bridge_json.load(io.StringIO(buffer.getvalue())) == records
    assert bridge_json.load(io.BytesIO(EXAMPLE.encode("utf-8"))) == records
    assert bridge_json.loads(b"\xef\xbb\xbf" + EXAMPLE.encode()) == records
    assert bridge_json.loads("\ufeff" + EXAMPLE) == records
    assert bridge_json.loads(EXAMPLE.encode("utf-16")) == records
    with pytest.raises(FileNotFoundError):
        bridge_json.load(tmp_path / "missing.json")


def test_dumps_takes_one_record_or_many() -> None:
    record = BoardRecord(number=7, comments=("é ♠ \u2028",))
    assert bridge_json.dumps(record) == bridge_json.dumps([record])
    assert (
        bridge_json.dumps([])
        == '{\n  "format": "bridgecraft",\n  "version": 1,\n  "boards": []\n}\n'
    )
    assert "é ♠" in bridge_json.dumps(record)  # names stay readable
    odd = BoardRecord(comments=("\ud800 lone surrogate",))
    text = bridge_json.dumps(odd)
    text.encode("utf-8")  # written escaped, so it can be saved
    assert bridge_json.loads(text) == [odd]


def test_the_writer_refuses_what_the_format_cannot_hold() -> None:
    with pytest.raises(InvalidNotationError, match="claim 14"):
        bridge_json.dumps(BoardRecord(claim=14))
    with pytest.raises(InvalidNotationError, match="result -1"):
        bridge_json.dumps(BoardRecord(result=-1))
    north = Hand.parse("AKQ.AKQ.AKQ.AKQ2")
    with pytest.raises(InvalidNotationError, match=r"hands\.S: SA SK SQ"):
        bridge_json.dumps(BoardRecord(hands=(north, None, Hand.parse("AKQJ..."), None)))
    with pytest.raises(InvalidNotationError, match="14 cards"):
        bridge_json.dumps(BoardRecord(hands=(None, north | Hand.parse("J..."), None, None)))


def test_module_name_does_not_shadow_the_standard_json() -> None:
    code = (
        "import bridgecraft.formats.json as ours, json, sys; "
        "from bridgecraft.formats import json as same, _json_reader, _json_writer; "
        "print(json.__name__, json.JSONDecoder.__module__, ours.__name__, same is ours, "
        "_json_reader._json is _json_writer._json is sys.modules['json'])"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, cwd=ROOT
    ).stdout.split()
    assert output == ["json", "json.decoder", "bridgecraft.formats.json", "True", "True"]


# -- bad documents -------------------------------------------------------------------------


def document(*boards: Any) -> str:
    return json.dumps({"format": "bridgecraft", "version": 1, "boards": list(boards)}, indent=1)


# (a board, where its problem is from the board): each breaks the schema.
SCHEMA_INVALID_BOARDS = [
    ({"number": "3"}, ".number"),
    ({"number": 1.5}, ".number"),
    ({"number": True}, ".number"),
    ({"dealer": "North"}, ".dealer"),
    ({"dealer": 1}, ".dealer"),
    ({"vulnerability": "All"}, ".vulnerability"),
    ({"deal": "N:AKQ"}, ".deal"),
    (
        {"deal": "W:98742.98.AT4.J63 T6.K75.J8632.K84 AJ5.AJ643.9.AQ72 KQ3.QT2.KQ75.T95"},
        ".deal",
    ),
    ({"deal": ["N:"]}, ".deal"),
    ({"hands": {"X": None}}, ".hands.X"),
    ({"hands": {"N": "AK.Q.J.T.9"}}, ".hands.N"),
    ({"hands": {"N": "KA..."}}, ".hands.N"),
    ({"hands": {"N": 5}}, ".hands.N"),
    ({"hands": "AKQ..."}, ".hands"),
    ({"players": {"N": 5}}, ".players.N"),
    ({"players": ["a", "b", "c", "d"]}, ".players"),
    ({"auction": [{"call": "8C"}]}, ".auction[0].call"),
    ({"auction": [{"call": "Pass"}]}, ".auction[0].call"),
    ({"auction": [{"call": None}]}, ".auction[0].call"),
    ({"auction": ["1NT"]}, ".auction[0]"),
    ({"auction": [{"call": "1NT", "alert": "yes"}]}, ".auction[0].alert"),
    ({"auction": [{"alert": True}]}, ".auction[0]"),
    ({"auction": [{"call": "P", "annotations": "x"}]}, ".auction[0].annotations"),
    ({"auction": [{"call": "P", "annotations": [1]}]}, ".auction[0].annotations[0]"),
    ({"auction": [{"call": "P", "note": "x"}]}, ".auction[0].note"),
    ({"auction": {"call": "P"}}, ".auction"),
    ({"auction_complete": 0}, ".auction_complete"),
    ({"play": ["S10"]}, ".play[0]"),
    ({"play": ["ZZ"]}, ".play[0]"),
    ({"play": [5]}, ".play[0]"),
    ({"play": [{"annotations": []}]}, ".play[0]"),
    ({"play": [{"card": "SA", "explanation": 3}]}, ".play[0].explanation"),
    ({"claim": 14}, ".claim"),
    ({"claim": "8"}, ".claim"),
    ({"result": -1}, ".result"),
    ({"contract": 4}, ".contract"),
    ({"declarer": "X"}, ".declarer"),
    ({"tags": [["Event"]]}, ".tags[0]"),
    ({"tags": [["a", "b", "c"]]}, ".tags[0]"),
    ({"tags": [["a", 1]]}, ".tags[0]"),
    ({"tables": [{"name": "T"}]}, ".tables[0]"),
    ({"tables": [{"name": "T", "columns": "a", "rows": [[1]]}]}, ".tables[0].rows[0]"),
    ({"tables": [{"name": "T", "columns": "a", "width": 3}]}, ".tables[0].width"),
    ({"comments": "hello"}, ".comments"),
    ({"comments": [None]}, ".comments[0]"),
    ({"game": {"contract": "2S by W"}}, ".game"),
    ({"game": []}, ".game"),
    ({"game": {"contract": "2S", "tricks": 8, "score": 1, "score_ns": 1}}, ".game"),
    ({"extra": 1}, ".extra"),
    ({"weird key!": 1}, "['weird key!']"),
    ("a board", ""),
    (None, ""),
]


@pytest.mark.parametrize(("board", "where"), SCHEMA_INVALID_BOARDS, ids=repr)
def test_schema_invalid_boards(board: Any, where: str) -> None:
    text = document({"number": 1}, board)  # the second board is the bad one
    path = "boards[1]" + where
    assert not VALIDATOR.is_valid(json.loads(text))
    with pytest.raises(InvalidNotationError) as raised:
        bridge_json.loads(text, strict=True)
    assert f": {path}" in str(raised.value) and str(raised.value).startswith("line ")
    first, second = bridge_json.loads(text)
    assert first == BoardRecord(number=1) and first.errors == ()
    assert second.errors, "a lenient read notes the problem"
    assert any(error.reason.startswith(f"{path}") for error in second.errors)
    assert all(isinstance(error, RecordError) and error.line for error in second.errors)


BOARD_3 = json.loads(EXAMPLE)["boards"][0]
# Boards that the schema accepts but the reader checks further.
SEMANTICALLY_INVALID_BOARDS = [
    ({"hands": {"N": "AKQ.AKQ.AKQ.AKQ2", "S": "A..."}}, "boards[1].hands.S: SA also in"),
    ({"hands": {"E": "AKQJT98765432.K.."}}, "boards[1].hands.E: E has 14 cards"),
    (
        {"deal": "N:AKQJT98765432... AKQJT98765432... ...AKQJT98765432 ..AKQJT98765432."},
        "dealt to more than one hand",
    ),
    ({**BOARD_3, "game": {**BOARD_3["game"], "score": 140}}, "the record replays to"),
    ({**BOARD_3, "claim": 9}, "the record replays to"),
    ({**BOARD_3, "deal": None}, "does not replay to a finished game (the record has no"),
    ({**BOARD_3, "play": BOARD_3["play"][:8], "claim": None}, "the game is not finished"),
    ({**BOARD_3, "auction": [{"call": "P"}] * 5}, "does not replay to a finished game"),
]


@pytest.mark.parametrize(("board", "reason"), SEMANTICALLY_INVALID_BOARDS, ids=repr)
def test_reader_checks_beyond_the_schema(board: Any, reason: str) -> None:
    text = document({"number": 1}, board)
    assert VALIDATOR.is_valid(json.loads(text))
    with pytest.raises(InvalidNotationError, match=re.escape(reason)):
        bridge_json.loads(text, strict=True)
    _, record = bridge_json.loads(text)
    assert any(reason in error.reason for error in record.errors)


def test_the_game_summary_is_checked_but_never_read() -> None:
    wrong = {**BOARD_3, "game": {**BOARD_3["game"], "contract": "3NT by N"}}
    [record] = bridge_json.loads(document(wrong))
    assert record == FULL_RECORD  # the summary does not change the record
    [error] = record.errors
    assert error.reason.startswith("boards[0].game: the summary says contract 3NT by N")
    without = {key: value for key, value in BOARD_3.items() if key != "game"}
    assert bridge_json.loads(document(without), strict=True) == [FULL_RECORD]


def test_lenient_reading_keeps_what_it_can() -> None:
    board = {
        "number": 2,
        "dealer": "east",
        "auction": [{"call": "1N"}, {"call": "9Z"}, {"call": "p", "alert": True}],
        "play": ["HA", "H10", "XX", {"card": "sk", "explanation": "?"}],
        "surprise": {"nested": [1, 2]},
        "tags": [["Event", "x"], ["bad"], ["Site", "y"]],
    }
    [record] = bridge_json.loads(document(board))
    assert record.number == 2 and record.dealer == Seat.E
    assert [entry.call for entry in record.auction] == [Call.parse("1NT"), Call.PASS]
    assert record.auction[1].alert is True
    assert [entry.card for entry in record.play] == [Card.HA, Card.HT, None, Card.SK]
    assert record.play[3].explanation == "?"
    assert record.tags == (("Event", "x"), ("Site", "y"))
    reasons = [error.reason for error in record.errors]
    assert reasons == [
        "boards[0].surprise: unknown member 'surprise': expected one of number, dealer, "
        "vulnerability, deal, hands, players, auction, auction_complete, play, claim, "
        "contract, declarer, result, game, tags, tables, comments",
        "boards[0].dealer: 'east' is not canonical: write 'E'",
        "boards[0].auction[0].call: '1N' is not canonical: write '1NT'",
        "boards[0].auction[1].call: invalid call '9Z': expected a level 1-7 then a strain "
        "(1C, 3NT), or P, X, XX",
        "boards[0].auction[2].call: 'p' is not canonical: write 'P'",
        "boards[0].play[1]: 'H10' is not canonical: write 'HT'",
        "boards[0].play[2]: invalid card 'XX': expected a suit (C D H S) and a rank (2-9, T or "
        "10, J Q K A)",
        "boards[0].play[3].card: 'sk' is not canonical: write 'SK'",
        "boards[0].tags[1]: expected a pair [name, value] of strings, found an array of 1 item",
    ]


def test_error_lines_point_at_the_offending_value() -> None:
    text = (
        '{"format": "bridgecraft", "version": 1, "boards": [\n'  # line 1
        '  {"number": 1},\n'  # line 2
        "  {\n"  # line 3
        '    "number": 2,\n'  # line 4
        '    "auction": [\n'  # line 5
        '      {"call": "1C"},\n'  # line 6
        '      {"call": "8C"}\n'  # line 7
        "    ],\n"  # line 8
        '    "claim": 99\n'  # line 9
        "  },\n"  # line 10
        "  17\n"  # line 11
        "]}\n"
    )
    first, second, third = bridge_json.loads(text)
    assert first.errors == ()
    assert [error.line for error in second.errors] == [7, 9]
    assert second.errors[0].reason.startswith("boards[1].auction[1].call: invalid call '8C'")
    assert third.errors == (
        RecordError(11, "boards[2]: expected an object (a board), found the number 17"),
    )
    with pytest.raises(InvalidNotationError, match=r"^line 7: boards\[1\]\.auction\[1\]\.call"):
        bridge_json.loads(text, strict=True)


def test_record_from_dict_names_paths_from_the_board() -> None:
    record = bridge_json.record_from_dict({"number": 4, "play": ["SA", 3]})
    assert record.play == (CardEntry(Card.SA), CardEntry(None))
    assert record.errors == (
        RecordError(
            None,
            "play[1]: expected a card ('SA') or null or an object such as "
            '{"card": "SA"}, found the number 3',
        ),
    )
    with pytest.raises(InvalidNotationError, match=r"^play\[1\]: expected a card"):
        bridge_json.record_from_dict({"play": ["SA", 3]}, strict=True)
    assert bridge_json.record_from_dict([]).errors == (
        RecordError(None, "board: expected an object (a board), found an array of 0 items"),
    )


# Problems outside the boards: the document cannot be read, in either mode.
BAD_ENVELOPES = [
    ("[]", "not a bridgecraft JSON document"),
    ('"bridgecraft"', "not a bridgecraft JSON document"),
    ('{"format": "pbn", "version": 1, "boards": []}', 'format" must be "bridgecraft"'),
    ('{"version": 1, "boards": []}', "found nothing"),
    ('{"format": "bridgecraft", "boards": []}', "without a version"),
    (
        '{"format": "bridgecraft", "version": 2, "boards": []}',
        "unsupported bridgecraft JSON version 2",
    ),
    (
        '{"format": "bridgecraft", "version": "1", "boards": []}',
        "version: expected a whole number, found the string '1'",
    ),
    ('{"format": "bridgecraft", "version": true, "boards": []}', "found true"),
    ('{"format": "bridgecraft", "version": 1.5, "boards": []}', "found the number 1.5"),
    (
        '{"format": "bridgecraft", "version": 1}',
        '"boards" must be an array of boards, found nothing',
    ),
    ('{"format": "bridgecraft", "version": 1, "boards": {}}', "found an object"),
    ('{"format": "bridgecraft", "version": 1, "boards": [], "x": 0}', "unknown member 'x'"),
]


@pytest.mark.parametrize(("text", "message"), BAD_ENVELOPES)
def test_bad_envelopes_raise_in_both_modes(text: str, message: str) -> None:
    assert not VALIDATOR.is_valid(json.loads(text))
    for strict in (True, False):
        with pytest.raises(InvalidNotationError, match=re.escape(message)):
            bridge_json.loads(text, strict=strict)


def test_version_one_written_as_a_float_is_version_one() -> None:
    text = '{"format": "bridgecraft", "version": 1.0, "boards": [{"number": 2.0}]}'
    assert VALIDATOR.is_valid(json.loads(text))
    assert bridge_json.loads(text, strict=True) == [BoardRecord(number=2)]


MALFORMED = [
    ("", "line 1, column 1"),
    ('{"format": "bridgecraft",', "line 1, column 26"),
    ('{"format": "bridgecraft", "version": 1, "boards": [}]}', "line 1, column 52"),
    ('{\n"format": "bridgecraft",\n"version": 1\n"boards": []}', "line 4, column 1"),
    ('{"format": "bridgecraft", "version": NaN, "boards": []}', "NaN is not a JSON number"),
    ('{"format": "bridgecraft", "version": 1, "boards": [Infinity]}', "Infinity is not"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("1" * 5000, "invalid JSON"),
    ('{"a": "\x01"}', "Invalid control character"),
    (b"\xff\xfe\xff", "invalid JSON"),
    (b'{"a": "\xff"}', "cannot decode"),
    (123, "expected text"),
]


@pytest.mark.parametrize(("text", "message"), MALFORMED, ids=lambda v: repr(v)[:30])
def test_malformed_json_raises_our_error_in_both_modes(text: Any, message: str) -> None:
    for strict in (True, False):
        with pytest.raises(InvalidNotationError, match=re.escape(message)):
            bridge_json.loads(text, strict=strict)


def test_deeply_nested_board_does_not_escape_as_recursion_error() -> None:
    text = document("placeholder").replace('"placeholder"', "[" * 50_000 + "]" * 50_000)
    with pytest.raises(InvalidNotationError, match="nested too deeply"):
        bridge_json.loads(text)


# -- fuzzing -------------------------------------------------------------------------------


def _played_record(number: int, rng: random.Random) -> BoardRecord:
    game = random_game(Board(number, Deal.random(rng)), rng)
    return BoardRecord(
        number=number,
        deal=game.board.deal,
        auction=tuple(CallEntry(call, number % 2 == 0, "x") for call in game.calls),
        play=tuple(CardEntry(a, ("$7",)) for a in game.actions if isinstance(a, Card)),
    )


_rng = random.Random(2026)
BASE_DOCUMENTS = [
    json.loads(EXAMPLE),
    json.loads(bridge_json.dumps([_played_record(1, _rng), _played_record(2, _rng)])),
]
BOARD_VALIDATOR = Draft202012Validator(
    {"$schema": SCHEMA["$schema"], "$defs": SCHEMA["$defs"], "$ref": "#/$defs/board"}
)
NEAR_MISSES = st.sampled_from(
    ["SA", "S10", "sa", "1NT", "1N", "8C", "P", "Pass", "N", "north", "Both", "All", "", "2S by W",
     "AKQ.AKQ.AKQ.AKQ2", "N:...", 0, 13, 14, -1, 1.0, 1.5, True, None, [], {}, ["a", "b"]]
)  # fmt: skip
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 20) | st.floats(-1e3, 1e3) | texts | NEAR_MISSES,
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.sampled_from([*SCHEMA["$defs"]["board"]["properties"], "call", "card"])
                      | texts, children, max_size=3),
    max_leaves=6,
)  # fmt: skip


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, item in node.items():
            found += _paths(item, (*path, key))
    elif isinstance(node, list):
        for index, item in enumerate(node):
            found += _paths(item, (*path, index))
    return found


def _shape(path: tuple[Any, ...]) -> tuple[Any, ...]:
    """A path with its array indexes blotted out: every call's ``alert`` has one shape."""
    return tuple("*" if isinstance(step, int) else step for step in path)


def _by_shape(document: Any) -> dict[tuple[Any, ...], list[tuple[Any, ...]]]:
    shapes: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
    for path in _paths(document):
        shapes.setdefault(_shape(path), []).append(path)
    return shapes


def _mutate(document: Any, data: st.DataObject) -> Any:
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        shapes = _by_shape(document)  # each kind of member is as likely as any other
        shape = data.draw(st.sampled_from(sorted(shapes, key=repr)), label="shape")
        path = data.draw(st.sampled_from(shapes[shape]), label="path")
        operation = data.draw(st.sampled_from(["replace", "delete", "insert", "retype"]))
        if not path:
            if operation == "replace":
                document = data.draw(JSON_VALUES)
            continue
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if operation == "replace":
            parent[last] = data.draw(JSON_VALUES)
        elif operation == "retype":
            value = parent[last]
            parent[last] = [value] if not isinstance(value, list) else {"card": value}
        elif operation == "delete":
            del parent[last]
        elif isinstance(parent, list):
            parent.insert(last, data.draw(JSON_VALUES))
        else:
            parent[data.draw(st.sampled_from(["call", "card", "x", "number", "game"]))] = data.draw(
                JSON_VALUES
            )
    return document


def _check_reading(text: str, document: Any) -> None:
    """Only InvalidNotationError escapes; strict acceptance implies schema validity; a
    schema-invalid document fails strictly and gives errors leniently; lines exist."""
    valid = VALIDATOR.is_valid(document)
    try:
        strict = bridge_json.loads(text, strict=True)
    except InvalidNotationError as error:
        strict = None
        message = str(error)
        assert message
    try:
        lenient = bridge_json.loads(text)
    except InvalidNotationError:
        lenient = None
        assert strict is None
    if strict is not None:
        assert valid, "strict mode accepted a document that breaks the schema"
        assert lenient == strict
        assert lenient is not None and all(record.errors == () for record in lenient)
    if not valid:
        assert strict is None
        assert lenient is None or any(record.errors for record in lenient)
    lines = text.count("\n") + 1
    for record in lenient or []:
        for error in record.errors:
            assert error.line is not None and 1 <= error.line <= lines
            assert error.reason.startswith("boards[")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_mutated_documents(data: st.DataObject) -> None:
    document = json.loads(json.dumps(data.draw(st.sampled_from(BASE_DOCUMENTS))))
    document = _mutate(document, data)
    text = json.dumps(document, indent=data.draw(st.sampled_from([None, 1])))
    _check_reading(text, document)


REPLACEMENTS = [None, True, False, 0, -1, 14, 1.5, "", "x", "SA", "1NT", "N", [], {}, ["a", "b"]]


def _replace(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    copy = json.loads(json.dumps(document))
    parent = copy
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return copy


@pytest.mark.parametrize("base", range(len(BASE_DOCUMENTS)))
def test_every_kind_of_member_with_every_kind_of_value(base: int) -> None:
    """Schema and reader agree on each member of each shape given a value of each JSON type,
    taken away, or joined by an unknown member."""
    document = BASE_DOCUMENTS[base]
    checked = 0
    for shape, paths in _by_shape(document).items():
        path = paths[len(paths) // 2]
        if len(shape) < 3:  # the envelope has its own tests
            continue
        for value in REPLACEMENTS:
            changed = _replace(document, path, value)
            _check_reading(json.dumps(changed, indent=1), changed)
            checked += 1
        if isinstance(path[-1], str):  # a member of an object
            changed = json.loads(json.dumps(document))
            parent = changed
            for step in path[:-1]:
                parent = parent[step]
            del parent[path[-1]]
            _check_reading(json.dumps(changed, indent=1), changed)
            parent["unknown"] = 1
            assert not VALIDATOR.is_valid(changed)
            _check_reading(json.dumps(changed, indent=1), changed)
    assert checked > 200


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_fuzz_mutated_text(data: st.DataObject) -> None:
    chars = list(EXAMPLE)
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, len(chars) - 1))
        operation = data.draw(st.sampled_from(["delete", "replace", "insert"]))
        if operation == "delete":
            del chars[position]
        else:
            new = data.draw(st.sampled_from('{}[],:"\\ 0123456789eE.-+tfnSAKQJT1NPX\n'))
            if operation == "replace":
                chars[position] = new
            else:
                chars.insert(position, new)
    text = "".join(chars)
    try:
        document = json.loads(text)
    except ValueError:
        for strict in (True, False):
            with pytest.raises(InvalidNotationError):
                bridge_json.loads(text, strict=strict)
        return
    _check_reading(text, document)


@settings(max_examples=300, deadline=None)
@given(st.text() | st.binary())
def test_fuzz_arbitrary_input(text: str | bytes) -> None:
    try:
        records = bridge_json.loads(text)
    except InvalidNotationError as error:
        message = str(error)
        assert message.startswith(("invalid JSON", "not a bridgecraft JSON document"))
    else:
        assert isinstance(records, list)  # only a real document gets here


@settings(max_examples=300, deadline=None)
@given(JSON_VALUES)
def test_fuzz_record_from_dict(board: Any) -> None:
    record = bridge_json.record_from_dict(board)
    valid = BOARD_VALIDATOR.is_valid(board)
    if not valid:
        assert record.errors
    if not record.errors:
        assert bridge_json.record_from_dict(board, strict=True) == record
