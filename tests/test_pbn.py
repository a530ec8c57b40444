"""PBN 2.1 reading and writing (issue 4): every shared PBN file read, written and read again
to equal records; every game checked against what its file says (read here by a plain
regex reader) and replayed; the Schiphol file and FORMATS.md §1.11 worked example; endplay's
reader as an independent cross-check; strict-mode errors; and fuzzing of mutated real files.

endplay is optional: without it the cross-check skips, unless REQUIRE_PEERS=1 (as in CI),
when a missing endplay is a failure. endplay's types appear only in the ``_ep_*`` helpers.
"""

from __future__ import annotations

import io
import os
import random
import re
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests._shared import WORKED_PBN, find_shared_dir
from tests.strategies import random_game

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
    Vulnerability,
)
from bridgecraft.formats import BoardRecord, CallEntry, CardEntry, RecordError, Table, pbn

if os.environ.get("REQUIRE_PEERS") == "1":
    try:
        import endplay.parsers.pbn  # noqa: F401
    except ImportError as error:  # pragma: no cover - depends on the environment
        pytest.fail(
            f"REQUIRE_PEERS=1 but the peer endplay cannot be imported ({error}); "
            "install it with: pip install -e '.[peers]'",
            pytrace=False,
        )

SHARED = find_shared_dir()
PBN_FILES = sorted((SHARED / "data").rglob("*.pbn"))
FILE_IDS = [path.name for path in PBN_FILES]
SEATS = "NESW"
MANDATORY = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
]
MANDATORY += ["Declarer", "Contract", "Result"]


def shared_file(name: str) -> Path:
    (path,) = [path for path in PBN_FILES if path.name == name]
    return path


# -- what a file says, read by a plain regex reader (independent of bridgecraft's) ----------

_TAG = re.compile(r'\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]')
_UNESCAPE = re.compile(r'\\([\\"])')


@dataclass
class RawTag:
    name: str
    value: str
    rows: list[list[str]] = field(default_factory=list)


def raw_games(text: str) -> list[list[RawTag]]:
    """Each game's tags in order, with the token rows that follow them. Good enough for the
    shared files: one tag per line, comments removed first, games split at blank lines."""
    text = re.sub(r"\{[^}]*\}", "\0", text.replace("\r\n", "\n"))  # a comment: no game break
    text = re.sub(r"(\])[ \t]*;[^\n]*", r"\1", text)
    text = "\n".join(line for line in text.split("\n") if line.strip("\0 \t") or "\0" not in line)
    text = text.replace("\0", "")
    games = []
    for chunk in re.split(r"\n[ \t]*\n", text):
        tags: list[RawTag] = []
        for line in chunk.split("\n"):
            if not line.strip() or line.startswith("%"):
                continue
            found = _TAG.findall(line)
            if line.lstrip().startswith("["):
                tags += [RawTag(name, _UNESCAPE.sub(r"\1", value)) for name, value in found]
            elif tags:
                tags[-1].rows.append(line.split())
        if tags:
            games.append(tags)
    return games


def raw_value(tags: list[RawTag], name: str) -> str | None:
    return next((tag.value for tag in tags if tag.name == name), None)


def raw_notes(tags: list[RawTag], section: str) -> dict[str, str]:
    """The notes that follow a section's tag (before the next other tag)."""
    notes: dict[str, str] = {}
    inside = False
    for tag in tags:
        if tag.name == section:
            inside = True
        elif tag.name == "Note" and inside:
            number, _, text = tag.value.partition(":")
            notes.setdefault(number.strip(), text.strip())
        else:
            inside = False
    return notes


_MARK = re.compile(r"=\d+=|\$\d+|[!?]{1,2}")


def raw_calls(tags: list[RawTag]) -> tuple[list[str], dict[int, str]] | None:
    """The calls of the Auction section (dealer's first, AP expanded) and the note number
    referred to after each call."""
    section = next((tag for tag in tags if tag.name == "Auction"), None)
    if section is None:
        return None
    calls: list[str] = []
    refs: dict[int, str] = {}
    for token in (token for row in section.rows for token in row):
        upper = token.upper()
        if upper in ("*", "+"):
            break
        if token.startswith("=") and token.endswith("="):
            refs[len(calls) - 1] = token.strip("=")
        elif _MARK.fullmatch(token) or token == "-":
            continue
        elif upper == "AP":
            last_other = max((i for i, call in enumerate(calls) if call != "P"), default=None)
            if last_other is None:
                calls += ["P"] * (4 - len(calls))
            else:
                calls += ["P"] * (3 - (len(calls) - 1 - last_other))
        else:
            calls.append({"PASS": "P"}.get(upper, upper).replace("NT", "N").replace("N", "NT"))
    return calls, refs


_RANKS = "23456789TJQKA"


def raw_play(tags: list[RawTag], trump: str | None) -> list[str] | None:
    """The known cards in playing order, by the algorithm of FORMATS.md §1.6, up to the
    first trick with an unknown or missing card."""
    section = next((tag for tag in tags if tag.name == "Play"), None)
    if section is None:
        return None
    first = section.value
    leader = first
    sequence: list[str] = []
    for row in section.rows:
        cards = [token.upper() for token in row if not _MARK.fullmatch(token)]
        if cards[:1] == ["*"]:
            break
        by_seat = {SEATS[(SEATS.index(first) + k) % 4]: cards[k] for k in range(len(cards))}
        order = [SEATS[(SEATS.index(leader) + k) % 4] for k in range(4)]
        trick = [(s, by_seat.get(s, "-")) for s in order if by_seat.get(s, "-") not in "-+*"]
        sequence += [card for _, card in trick]
        if len(trick) < 4:
            break
        led = trick[0][1][0]

        def power(card: str, led: str = led) -> tuple[int, int]:
            return (2 if card[0] == trump else 1 if card[0] == led else 0, _RANKS.index(card[1]))

        leader = max(trick, key=lambda seat_card: power(seat_card[1]))[0]
    return sequence


def raw_hands(value: str) -> dict[str, set[str]]:
    """The cards of each seat given by a Deal value."""
    first, _, hands = value.partition(":")
    result = {}
    for step, hand in enumerate(hands.split()):
        if hand == "-":
            continue
        seat = SEATS[(SEATS.index(first.upper()) + step) % 4]
        holdings = hand.upper().split(".")
        result[seat] = {
            suit + rank for suit, ranks in zip("SHDC", holdings, strict=True) for rank in ranks
        }
    return result


def cards_of(hand: Hand) -> set[str]:
    return {str(card) for card in hand}


def canonical_contract(value: str) -> str:
    text = value.strip().upper()
    if text in ("PASS", ""):
        return "Pass" if text else ""
    level, rest = text[0], text[1:]
    strain = rest.rstrip("XR")
    risk = rest[len(strain) :].replace("R", "XX")
    return level + ("NT" if strain in ("N", "NT") else strain) + risk


# -- round trip of every shared file ----------------------------------------------------------


@pytest.fixture(scope="module", params=PBN_FILES, ids=FILE_IDS)
def shared(request: pytest.FixtureRequest) -> tuple[Path, str, list[BoardRecord]]:
    path: Path = request.param
    return path, path.read_bytes().decode("utf-8"), pbn.load(path)


def test_round_trip_gives_equal_records(shared: tuple[Path, str, list[BoardRecord]]) -> None:
    _, _, records = shared
    text = pbn.dumps(records)
    again = pbn.loads(text)
    assert len(again) == len(records) > 0
    for number, (first, second) in enumerate(zip(records, again, strict=True), 1):
        assert second == first, f"game {number}"
        reasons = [error.reason for error in first.errors]
        assert [error.reason for error in second.errors] == reasons, f"game {number}"
        assert all(_DISAGREES.search(reason) for reason in reasons), f"game {number}: {reasons}"
        assert pbn.loads(pbn.dumps([first])) == [first]
    assert pbn.dumps(again) == text  # writing is stable


def _tag_counts(text: str) -> Counter[str]:
    return Counter(name for name, _ in _TAG.findall(re.sub(r"\{[^}]*\}", "", text)))


def test_round_trip_keeps_boards_tags_notes_tables_comments(
    shared: tuple[Path, str, list[BoardRecord]],
) -> None:
    _, original, records = shared
    written = pbn.dumps(records)
    games = raw_games(original)
    assert len(records) == len(games) == len(raw_games(written))
    before, after = _tag_counts(original), _tag_counts(written)
    for name, count in before.items():
        if name in MANDATORY:  # written in every game; repeats kept
            games_with = sum(any(tag.name == name for tag in game) for game in games)
            assert after[name] == len(games) + count - games_with, name
        else:
            assert after[name] == count, name
    assert set(after) - set(before) <= set(MANDATORY)
    assert after["Note"] == before["Note"]
    table_rows = sum(len(tag.rows) for game in games for tag in game if tag.name.endswith("Table"))
    assert sum(len(table.rows) for record in records for table in record.tables) == table_rows
    kept = [line for line in original.splitlines() if line.startswith("%")]
    kept = [line for line in kept if not re.fullmatch(r"%\s*(PBN\s+[\d.]+|EXPORT)\s*", line)]
    assert [line for line in written.splitlines()[2:] if line.startswith("%")] == kept
    comments = len(re.findall(r"\{[^}]*\}", original)) + len(re.findall(r"\]\s*;", original))
    assert sum(len(record.comments) for record in records) == comments


# -- every game against what its file says ----------------------------------------------------


def test_every_game_matches_its_file(shared: tuple[Path, str, list[BoardRecord]]) -> None:
    _, original, records = shared
    checked = Counter[str]()
    for number, (record, tags) in enumerate(zip(records, raw_games(original), strict=True), 1):
        where = f"game {number}"
        deal = raw_value(tags, "Deal")
        if deal is not None:
            given = raw_hands(deal)
            for seat in Seat:
                if record.deal is not None and record.hands[seat] is None:
                    hand = record.deal[seat]
                else:
                    hand = record.hands[seat] or Hand()
                assert cards_of(hand) == given.get(seat.name, cards_of(hand)), where
            assert (record.deal is not None) == (sum(map(len, given.values())) >= 39), where
            checked["deal"] += 1
        dealer = raw_value(tags, "Dealer")
        if dealer:
            assert record.dealer == Seat[dealer.strip()], where
        vulnerable = raw_value(tags, "Vulnerable")
        if vulnerable is not None:
            expected = {"NONE": "None", "-": "None", "N-S": "NS", "E-W": "EW", "ALL": "Both"}
            expected["BOTH"] = "Both"
            key = vulnerable.strip().upper()
            assert str(record.vulnerability) == expected.get(key, key), where
        contract = raw_value(tags, "Contract")
        if contract is not None:
            assert record.contract == canonical_contract(contract), where
        declarer = raw_value(tags, "Declarer")
        if declarer:
            assert record.declarer == Seat[declarer], where
        result = raw_value(tags, "Result")
        if result and result.isdigit():
            assert record.result == int(result), where
            assert record.claim == (int(result) if 0 < len(record.play) < 52 else None), where
        calls = raw_calls(tags)
        if calls is not None:
            names, refs = calls
            assert [str(entry.call) for entry in record.auction] == names, where
            notes = raw_notes(tags, "Auction")
            for index, entry in enumerate(record.auction):
                assert entry.alert == (index in refs), where
                assert entry.explanation == notes.get(refs.get(index, ""), ""), where
            checked["auction"] += 1
        stated = canonical_contract(contract or "")
        strain = stated[1:].rstrip("X") if stated[:1].isdigit() else None
        trump = strain if strain in ("S", "H", "D", "C") else None
        play = raw_play(tags, trump)
        if play is not None:
            known = [str(entry.card) for entry in record.play if entry.card is not None]
            assert known[: len(play)] == play, where
            section = next(tag for tag in tags if tag.name == "Play")
            tokens = [t.upper() for row in section.rows for t in row if not _MARK.fullmatch(t)]
            assert len(known) == len([t for t in tokens if t not in ("-", "*", "+")]), where
            checked["play"] += 1
    assert checked["deal"] + checked["auction"] > 0


def _file_contradicts_itself(record: BoardRecord, tags: list[RawTag]) -> str | None:
    """Why the file's own data cannot be replayed, if it cannot: its auction gives another
    declarer or contract than its tags, or a play row puts a card in the wrong seat's
    column. Computed from the raw text and the deal only."""
    assert record.deal is not None
    calls = raw_calls(tags)
    if calls is not None:
        names = calls[0]
        game = Game.new(record.to_board())
        try:
            for name in names:
                game = game.apply(Call.parse(name))
        except BridgeError:
            return "illegal auction"
        contract = game.contract
        stated = record.contract
        if contract is None:
            if stated not in ("Pass", ""):
                return f"auction passed out, Contract {stated}"
        else:
            from_auction = f"{contract.level}{contract.strain}{contract.doubled}"
            if stated and stated != from_auction:
                return f"auction gives {from_auction}, Contract {stated}"
            if record.declarer is not None and record.declarer != contract.declarer:
                return f"auction gives declarer {contract.declarer}, Declarer {record.declarer}"
    section = next((tag for tag in tags if tag.name == "Play"), None)
    if section is not None:
        first = SEATS.index(section.value)
        for row in section.rows:
            cards = [t.upper() for t in row if not _MARK.fullmatch(t)]
            for column, card in enumerate(cards):
                if card in ("-", "*", "+"):
                    continue
                seat = Seat((first + column) % 4)
                if Card.parse(card) not in record.deal[seat]:
                    return f"{card} is not in {seat}'s hand but in column {column}"
    return None


FULLY_REPLAYED = {  # file: (games replayed, of which with a result checked)
    "example1.pbn": (2, 2),
    "example2.pbn": (279, 278),  # one game is passed out
    "sample.pbn": (2, 1),
    "Schiphol.pbn": (1, 1),
}


def test_every_complete_game_replays_or_its_file_contradicts_itself(
    shared: tuple[Path, str, list[BoardRecord]],
) -> None:
    path, original, records = shared
    outcome = Counter[str]()
    for number, (record, tags) in enumerate(zip(records, raw_games(original), strict=True), 1):
        if record.deal is None or not record.auction:
            continue
        contradiction = _file_contradicts_itself(record, tags)
        try:
            game = record.to_game()
        except BridgeError as error:
            failure: BridgeError | None = error
        else:
            failure = None
        if failure is not None:
            assert contradiction is not None, f"game {number}: {failure}"
            outcome["contradicts itself"] += 1
            continue
        contract = game.contract
        if contract is None:
            assert record.contract in ("Pass", ""), f"game {number}"
        elif contradiction is None:
            assert record.contract in ("", f"{contract.level}{contract.strain}{contract.doubled}")
            assert record.declarer in (None, contract.declarer), f"game {number}"
            result = game.result()
            if result is not None and record.result is not None and record.play:
                assert result.tricks == record.result, f"game {number}"
                outcome["result"] += 1
        outcome["replayed"] += 1
    complete = sum(record.deal is not None and bool(record.auction) for record in records)
    assert outcome["replayed"] + outcome["contradicts itself"] == complete
    if path.name in FULLY_REPLAYED:
        assert (outcome["replayed"], outcome["result"]) == FULLY_REPLAYED[path.name]


# -- the Schiphol file and the worked example ---------------------------------------------------


def test_schiphol_notes_unknown_cards_and_claim() -> None:
    (record,) = pbn.load(shared_file("Schiphol.pbn"))
    assert record.errors == ()
    alerted = [(str(e.call), e.explanation) for e in record.auction if e.alert]
    assert alerted == [
        ("3H", "non-forcing 6-9 points, 6-card"),
        ("4NT", "two colors: clubs and diamonds"),
    ]
    assert record.play[0] == CardEntry(Card.SK, (), "highest of series")
    assert [str(e.card) for e in record.play[4:8]] == ["C2", "C6", "CK", "C5"]  # N led trick 2
    # the last row '- - - H2' (then '*'): South, on lead, played H2; the rest was not played
    assert len(record.play) == 25 and record.play[-1] == CardEntry(Card.H2)
    assert record.claim == record.result == 9
    assert "\n                S\n" in record.comments[0]
    game = record.to_game()
    result = game.result()
    assert result is not None and result.tricks == 9 and result.score == -300
    written = pbn.dumps([record], newline="\n")
    assert "SK =1= H3 S4 S3\n" in written
    assert "- - - H2\n*\n" in written
    assert '[Note "1:highest of series"]' in written


def test_unknown_cards_in_the_middle_of_a_trick_are_kept_in_order() -> None:
    text = '[Declarer "W"] [Contract "1NT"] [Result "7"]\n[Play "N"]\nHA - H9 H2\n- - - S2\n*\n'
    record = one(text)
    # N led HA and won (the unknown card does not count); W's S2 is the fourth card of
    # trick 2, led by N
    assert [e.card for e in record.play] == [
        Card.HA,
        None,
        Card.H9,
        Card.H2,
        None,
        None,
        None,
        Card.S2,
    ]
    assert record.claim == 7 and "HA - H9 H2\r\n- - - S2\r\n*\r\n" in pbn.dumps([record])


WORKED_EXAMPLE = (
    WORKED_PBN
    + """\
[DoubleDummyTricks "63574635746985969859"]
[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
N NT  6
N  S  3
N  H  5
N  D  7
N  C  4
S NT  6
S  S  3
S  H  5
S  D  7
S  C  4
E NT  6
E  S  9
E  H  8
E  D  5
E  C  9
W NT  6
W  S  9
W  H  8
W  D  5
W  C  9
[OptimumScore "NS -140"]
[Score "EW 110"]
"""
)


def test_worked_example_of_formats_md() -> None:
    (record,) = pbn.loads(WORKED_EXAMPLE, strict=True)
    assert " ".join(str(e.card) for e in record.play) == "D3 D9 DK DA S2 S6 SJ SQ DQ D4 D2 S5"
    assert record.auction[2] == CallEntry(Call.parse("2D"), True, "weak raise, 5-9 HCP")
    assert [e.alert for e in record.auction] == [False, False, True] + [False] * 6
    assert (record.number, record.dealer, record.vulnerability) == (3, Seat.S, Vulnerability.EW)
    assert (record.declarer, record.contract, record.result, record.claim) == (Seat.W, "2S", 8, 8)
    assert record.players == ("Nora", "Ed", "Sam", "Wes")
    assert record.tags == (
        ("Event", "Example Club Pairs"),
        ("Site", "Anytown"),
        ("Date", "2024.05.17"),
        ("Scoring", "MP"),
        ("DoubleDummyTricks", "63574635746985969859"),
        ("OptimumScore", "NS -140"),
        ("Score", "EW 110"),
    )
    (table,) = record.tables
    assert table.column_names == ("Declarer", "Denomination", "Result")
    assert len(table.rows) == 20 and table.rows[1] == ("N", "S", "3")
    game = record.to_game()
    assert game.contract is not None and game.contract.declarer == Seat.W
    result = game.result()
    assert result is not None and (result.tricks, result.score) == (8, 110)
    written = pbn.dumps([record], newline="\n")
    # export format: the same text, but the table is written after the other tags
    head = WORKED_EXAMPLE.split("[DoubleDummyTricks")[0]
    assert written.startswith(head)
    assert sorted(written.splitlines()) == sorted(WORKED_EXAMPLE.splitlines())
    assert pbn.dumps([record]) == written.replace("\n", "\r\n")


# -- the import format, feature by feature ----------------------------------------------------


def one(text: str) -> BoardRecord:
    """Read a one-game text strictly and check that it survives a round trip."""
    (record,) = pbn.loads(text, strict=True)
    assert pbn.loads(pbn.dumps([record])) == [record]
    return record


def test_tags_anywhere_strings_with_escapes_and_brackets() -> None:
    record = one(
        '[Event "Random]"] [Site "say \\"hi\\" \\\\o/"]   [Board\n  "7" ]\n[Foo "a;b"][Bar ""]'
    )
    assert record.number == 7
    assert record.tags == (
        ("Event", "Random]"),
        ("Site", 'say "hi" \\o/'),
        ("Foo", "a;b"),
        ("Bar", ""),
    )


def test_games_percent_lines_and_comments() -> None:
    text = (
        "% PBN 2.1\n% EXPORT\n%Creator: someone\n"
        '[Board "1"] { a comment\n\nspanning a blank line } [Event "E"] ; to the end\n'
        "\n  \t\n"
        '[Board "2"]\n%in the middle\n[Foo "x"]\n'
    )
    first, second = pbn.loads(text, strict=True)
    assert first.tags == (("Event", "E"), ("%", "Creator: someone"))
    assert first.comments == (" a comment\n\nspanning a blank line ", " to the end")
    assert second.tags == (("%", "in the middle"), ("Foo", "x"))
    assert pbn.loads(pbn.dumps([first, second])) == [first, second]


def test_a_comment_without_its_closing_brace_ends_before_the_next_tag_line() -> None:
    text = '[Board "1"]\n{Feasability: 10 tricks\nmore text\n[Event "E"]\n[Site "S"]\n'
    (record,) = pbn.loads(text)
    assert record.comments == ("Feasability: 10 tricks\nmore text",)
    assert record.tags == (("Event", "E"), ("Site", "S"))
    assert record.errors == (RecordError(2, "comment '{' without its closing '}'"),)
    with pytest.raises(InvalidNotationError, match=r"^line 2: comment '\{' without"):
        pbn.loads(text, strict=True)


def test_inheritance_with_hash_and_double_hash() -> None:
    games = pbn.loads(
        '[Event "##Club"] [Site "Here"] [Board "1"]\n\n'
        '[Site "#"] [Board "2"] [Room "##Open"]\n\n'
        '[Event "#"] [Board "3"] [Deal "#"]\n',
    )
    assert [g.tag("Event") for g in games] == ["Club", "Club", "Club"]
    assert [g.tag("Site") for g in games] == ["Here", "Here", ""]
    assert [g.tag("Room") for g in games] == ["", "Open", "Open"]
    assert games[2].deal is None and ("Deal", "#") in games[2].tags  # not inherited
    assert [str(error) for error in games[2].errors] == ["line 5: invalid deal '#'"]
    for game in games:
        assert pbn.loads(pbn.dumps([game])) == [game]


def test_auction_case_pass_spellings_all_pass_and_fill_before_the_dealer() -> None:
    record = one('[Dealer "S"]\n[Auction "W"]\n- - - 1nt\np pass x XX Ap\n')
    assert [str(e.call) for e in record.auction] == ["1NT", "P", "P", "X", "XX", "P", "P", "P"]
    assert record.auction_complete and record.tags == ()
    written = pbn.dumps([record], newline="\n")
    assert '[Auction "S"]\n1NT Pass Pass X\nXX Pass Pass Pass\n' in written


def test_auction_notes_marks_irregularities_and_stops() -> None:
    record = one(
        '[Dealer "N"]\n[Auction "N"]\n1C =1= $1 2D ! =2= ^I 1S ^S\n3NT *\n'
        '[Note "1:16+"]\n[Note "2:weak"]\n[Note "3:not referred to"]\n'
    )
    calls = record.auction
    assert calls[0] == CallEntry(Call.parse("1C"), True, "16+", ("$1",))
    assert calls[1] == CallEntry(Call.parse("2D"), True, "weak", ("!",))
    assert calls[2] == CallEntry(Call.parse("1S"), False, "", ("^I",))
    assert calls[3] == CallEntry(Call.PASS, False, "", ("^S",))
    assert str(calls[4].call) == "3NT" and not record.auction_complete
    assert record.tags == (("Note", "3:not referred to"),)
    stopped = one('[Dealer "N"]\n[Auction "N"]\n1C Pass - -\n')
    assert len(stopped.auction) == 2 and stopped.auction_complete


def test_play_lowercase_cards_marks_and_notes() -> None:
    record = one(
        '[Dealer "N"] [Declarer "S"] [Contract "4S"]\n[Play "W"]\n'
        "hk =1= h2 ^R ha h3 $9\n"
        's2 sk sa ? s4\n*\n[Note "1:top of sequence"]\n'
    )
    assert record.play[:4] == (
        CardEntry(Card.HK, (), "top of sequence"),
        CardEntry(Card.H2),
        CardEntry(Card.HA, ("^R",)),
        CardEntry(Card.H3, ("$9",)),
    )
    # E won the first trick with HA and leads the second: SA (column 2), then S, W, N
    assert [str(e.card) for e in record.play[4:]] == ["SA", "S4", "S2", "SK"]
    assert record.play[4].annotations == ("?",) and record.claim is None


def test_result_forms_and_claims() -> None:
    base = '[Declarer "E"] [Contract "3NT"] '
    assert one(base + '[Result "NS 4"]').result == 9
    assert one(base + '[Result "EW 9 NS 4"]').result == 9
    kept = one('[Result "NS 11"]')  # no declarer: tricks of a side, kept as written
    assert kept.result is None and kept.tags == (("Result", "NS 11"),)
    assert one(base + '[Result "^9"]').tags == (("Result", "^9"),)
    record = one(
        '[Dealer "E"] [Deal "E:AKQ.AKQ.AKQ.AKQJ JT9.JT9.JT9.T987 876.876.876.6543 '
        '5432.5432.5432.2"] [Declarer "E"] [Contract "7NT"] [Result "13"]\n'
        '[Auction "E"]\n7NT AP\n[Play "S"]\nSJ S8 S2 SA\n*\n'
    )
    assert record.claim == 13 and len(record.play) == 4
    result = record.to_game().result()
    assert result is not None and result.tricks == 13


def test_deal_first_seat_missing_hands_and_the_inferred_fourth_hand() -> None:
    hands = ["AKQJ.AKQ.AKQ.AKQ", "T987.JT9.JT9.JT9", "6543.876.876.876", "2.5432.5432.5432"]
    full = one(f'[Deal "W:{hands[3]} {hands[0]} {hands[1]} {hands[2]}"]')
    assert full.deal == Deal.from_pbn("N:" + " ".join(hands)) and full.hands == (None,) * 4
    three = one(f'[Dealer "E"] [Deal "e:{hands[1]} {hands[2]} - {hands[0]}"]')
    assert three.deal == full.deal
    assert three.hands == (Hand.parse(hands[0]), Hand.parse(hands[1]), Hand.parse(hands[2]), None)
    assert f'[Deal "E:{hands[1]} {hands[2]} - {hands[0]}"]' in pbn.dumps([three])
    two = one(f'[Deal "N:{hands[0]} - {hands[2]} -"]')
    assert two.deal is None and two.hands[Seat.S] == Hand.parse(hands[2])
    ending = one('[Deal "N:AK... Q.J.. T9... 87..."]')  # an end position: two cards each
    assert ending.deal is None and [len(h or ()) for h in ending.hands] == [2, 2, 2, 2]
    merged = one(f'[Deal "N:{hands[0]} - - -"]\n[Deal "S:{hands[2]}"]')
    assert merged.hands[Seat.S] == Hand.parse(hands[2]) and merged.tags == ()


def test_tables_unknown_tags_and_repeated_tags_keep_their_order() -> None:
    record = one(
        '[Zed "1"] [Event "E"] [Alpha "2"]\n'
        '[ScoreTable "Table\\\\2R;Names\\\\20L;Score_NS\\\\6R"]\n'
        '1 "A B - C D" "420"\n2 "E F - G H" -\n'
        '[Event "repeated"] [Board "4"] [Board "5"] [OptimumScore "NS 100"]\n'
    )
    assert record.number == 4
    assert record.tags == (
        ("Event", "E"),
        ("Zed", "1"),
        ("Alpha", "2"),
        ("Event", "repeated"),
        ("Board", "5"),
        ("OptimumScore", "NS 100"),
    )
    assert record.tables == (
        Table(
            "ScoreTable",
            "Table\\2R;Names\\20L;Score_NS\\6R",
            (("1", '"A B - C D"', '"420"'), ("2", '"E F - G H"', "-")),
        ),
    )
    written = pbn.dumps([record])
    assert re.search(r'\n 1 "A B - C D" {11}"420"\r\n 2 "E F - G H" {15}-\r\n', written)


def test_the_auction_and_play_tags_are_kept_when_they_do_not_follow() -> None:
    (record,) = pbn.loads('[Dealer "N"]\n[Auction "E"]\n1C AP\n[Play "N"]\nD2 -\n')
    assert record.tags == (("Auction", "E"), ("Play", "N"))
    assert [str(error) for error in record.errors] == [
        "line 2: the auction starts with E but the dealer is N",
        "line 4: the play starts with N but the opening leader is S",
    ]
    assert pbn.loads(pbn.dumps([record])) == [record]
    reasons = [error.reason for error in pbn.loads(pbn.dumps([record]))[0].errors]
    assert reasons == [error.reason for error in record.errors]


# -- reading and writing files --------------------------------------------------------------


def test_load_paths_binary_and_text_files(tmp_path: Path) -> None:
    source = shared_file("example1.pbn")
    expected = pbn.loads(source.read_text(encoding="utf-8"))
    assert pbn.load(source) == pbn.load(str(source)) == expected
    with source.open("rb") as binary, source.open(encoding="utf-8") as text:
        assert pbn.load(binary) == pbn.load(text) == expected
    latin = '[Event "Ørsted Bridgeklub"]'.encode("latin-1")
    utf16 = '[Event "Ørsted"]'.encode("utf-16")
    assert pbn.loads(latin)[0].tag("Event") == "Ørsted Bridgeklub"
    assert pbn.loads(utf16)[0].tag("Event") == "Ørsted"
    target = tmp_path / "out.pbn"
    pbn.dump(expected, target)
    data = target.read_bytes()
    assert data.startswith(b"% PBN 2.1\r\n% EXPORT\r\n") and b"\n" not in data.replace(b"\r\n", b"")
    buffer = io.BytesIO()
    pbn.dump(expected, buffer)
    text_buffer = io.StringIO()
    pbn.dump(expected, text_buffer, newline="\n")
    assert buffer.getvalue() == data and text_buffer.getvalue() == data.decode().replace("\r", "")
    assert pbn.load(target) == expected


def test_dumps_of_records_from_elsewhere_reads_back() -> None:
    deal = Deal.from_index(12345)
    calls = tuple(CallEntry(Call.parse(c)) for c in ["1NT", "P", "3NT", "P", "P", "P"])
    record = BoardRecord(
        number=9,
        dealer=Seat.N,
        vulnerability=Vulnerability.EW,
        deal=deal,
        players=("N. Orth", "E. Ast", 'S. "Quoted"', "W\\est"),
        auction=calls[:1] + (replace(calls[1], alert=True, explanation='a "note"'),) + calls[2:],
        contract="3NT",
        declarer=Seat.S,
        result=9,
        tags=(("Event", "Elsewhere"), ("Custom", "#1 value"), ("%", " kept line")),
        comments=("closing } brace", "two\nlines"),
    )
    assert pbn.loads(pbn.dumps([record])) == [record]


# -- strict mode ------------------------------------------------------------------------------

STRICT_ERRORS = [
    ('[Board "1"]\n[Auction "N"]\n1C 9Z\n', 3, "invalid call '9Z'"),
    ('[Board "x"]', 1, "invalid board number 'x'"),
    ('[Board "1"]\n\n[Dealer "Q"]', 3, "invalid Dealer 'Q'"),
    ('[Vulnerable "Some"]', 1, "invalid Vulnerable 'Some'"),
    ('[Deal "N:AKQ"]', 1, "invalid deal 'N:AKQ'"),
    ('[Deal "N:AA... - - -"]', 1, "invalid deal"),
    ('[Contract "8NT"]', 1, "invalid Contract '8NT'"),
    ('[Result "15"]', 1, "invalid Result '15'"),
    ('[Declarer "E"] [Result "NS 4 EW 4"]', 1, "invalid Result 'NS 4 EW 4': the two sides'"),
    ('[Event "x"\n', 1, "invalid tag pair"),
    ("junk", 1, "unexpected text before the first tag"),
    ('[Event "E"]\nstray words\n', 2, "unexpected text outside a section"),
    ('[Board "1"]\n[Auction "N"]\n1C =3=\n', 3, "note 3 is referred to but not given"),
    ('[Auction "N"]\n1C\n*\n1D\n', 4, "'1D' after the end of the auction"),
    ('[Contract "1NT"]\n[Play "N"]\nS2 S3 S4 S5 S6\n', 3, "trick 1 has 5 cards"),
    ('[Contract "1NT"]\n[Play "N"]\nS2 XX\n', 3, "invalid card 'XX'"),
    ('[Play "N"]\nS2 S3 S4 S5\nS6 S7 S8 S9\n', 1, "no contract gives the trump suit"),
    ('[Board "1"]\n[Auction "N"]\n[Auction "N"]\n', 3, "a second Auction section is ignored"),
    ('[Board "1"]\n}\n', 2, "unexpected character '}'"),
]


@pytest.mark.parametrize(("text", "line", "reason"), STRICT_ERRORS)
def test_strict_mode_raises_with_the_line(text: str, line: int, reason: str) -> None:
    with pytest.raises(InvalidNotationError, match=f"^line {line}: {re.escape(reason)}"):
        pbn.loads(text, strict=True)
    errors = [error for record in pbn.loads(text) for error in record.errors]
    assert errors and errors[0].line == line and reason in errors[0].reason


def test_strict_mode_reads_every_shared_file(shared: tuple[Path, str, list[BoardRecord]]) -> None:
    path, _, records = shared
    problems = [error for record in records for error in record.errors]
    if not problems:
        assert pbn.load(path, strict=True) == records
        return
    with pytest.raises(InvalidNotationError, match=f"^{re.escape(str(problems[0]))}$"):
        pbn.load(path, strict=True)  # a file whose tags contradict its auctions (endplay's)


_DISAGREES = re.compile(r"^the stated .* with the auction, which (ends in|is passed out)")


def test_exactly_the_contracts_the_auction_contradicts_are_reported(
    shared: tuple[Path, str, list[BoardRecord]],
) -> None:
    """A Contract or Declarer tag that an auction that ends contradicts (as the raw text
    says, see ``_file_contradicts_itself``) is a record error; the tags are kept."""
    _, original, records = shared
    reported = 0
    for number, (record, tags) in enumerate(zip(records, raw_games(original), strict=True), 1):
        errors = [error for error in record.errors if _DISAGREES.search(error.reason)]
        if not record.auction or not record.auction_complete:
            assert errors == [], f"game {number}"
            continue
        dealt = record if record.deal is not None else replace(record, deal=Deal.from_index(0))
        why = _file_contradicts_itself(dealt, tags) or ""
        assert bool(errors) == why.startswith("auction "), f"game {number}: {why} {errors}"
        reported += bool(errors)
        assert len(errors) <= 1 and all(error.line is not None for error in errors)
    assert reported == sum(bool(record.errors) for record in records)


# -- endplay's reader as an independent cross-check ------------------------------------------


def _ep_load(text: str) -> list[Any]:
    ep_pbn = pytest.importorskip("endplay.parsers.pbn", reason="the peer endplay is not installed")
    return list(ep_pbn.loads(text))


def _ep_deal(board: Any) -> str:
    return str(board.deal.to_pbn())


def _ep_seat(player: Any) -> Seat | None:
    return None if player is None else Seat[player.abbr]


def _ep_vulnerability(board: Any) -> Vulnerability | None:
    names = {"none": "NONE", "ns": "NS", "ew": "EW", "both": "BOTH"}
    return None if board.vul is None else Vulnerability[names[board.vul.name]]


def _ep_calls(board: Any) -> list[str]:
    calls = []
    for bid in board.auction:
        if hasattr(bid, "level"):
            calls.append(
                f"{bid.level}{'CDHS'[3 - bid.denom.value] if bid.denom.value < 4 else 'NT'}"
            )
        else:
            calls.append({"passed": "P", "doubled": "X", "redoubled": "XX"}[bid.penalty.name])
    return calls


def _ep_contract(board: Any) -> tuple[str, Seat | None] | None:
    contract = board.contract
    if contract is None:
        return None
    if contract.is_passout():
        return "Pass", None
    strain = "CDHS"[3 - contract.denom.value] if contract.denom.value < 4 else "NT"
    risk = {"passed": "", "doubled": "X", "redoubled": "XX"}[contract.penalty.name]
    return f"{contract.level}{strain}{risk}", _ep_seat(contract.declarer)


def _ep_play(board: Any) -> list[str | None]:
    cards: list[str | None] = []
    for card in board.play:
        if card.suit.value == 4:  # endplay's padding for an unknown or missing card
            cards.append(None)
        else:
            cards.append("SHDC"[card.suit.value] + card.rank.abbr)
    return cards


_VULNERABLE = re.compile(r'\[Vulnerable "([^"]*)"\]')


def _for_endplay(text: str) -> str:
    """endplay reads neither spaces in tag values ("None ") nor "N-S": give it the
    standard spellings of Vulnerable."""

    def standard(match: re.Match[str]) -> str:
        value = match.group(1).strip().replace("-", "") or "-"
        return f'[Vulnerable "{value}"]'

    return _VULNERABLE.sub(standard, text)


def test_endplay_reads_the_same_games(shared: tuple[Path, str, list[BoardRecord]]) -> None:
    _, original, records = shared
    boards = _ep_load(_for_endplay(original))
    assert len(boards) == len(records)
    for number, (record, board) in enumerate(zip(records, boards, strict=True), 1):
        where = f"game {number}"
        if record.deal is not None:
            assert record.deal.to_pbn() == _ep_deal(board), where
        if record.dealer is not None:
            assert record.dealer == _ep_seat(board.dealer), where
        if record.vulnerability is not None:
            assert record.vulnerability == _ep_vulnerability(board), where
        assert [str(entry.call) for entry in record.auction] == _ep_calls(board), where
        contract = _ep_contract(board)
        if record.contract and contract is not None:
            assert record.contract == contract[0], where
            if contract[0] != "Pass":
                assert record.declarer == contract[1], where
        theirs = _ep_play(board)
        ours = [None if entry.card is None else str(entry.card) for entry in record.play]
        while len(theirs) > len(ours) and theirs[-1] is None:  # endplay pads the last trick
            theirs.pop()
        assert ours == theirs, where


# -- fuzzing: mutated real files -------------------------------------------------------------


def _samples() -> list[bytes]:
    samples = [path.read_bytes() for path in PBN_FILES if path.stat().st_size < 30_000]
    big = shared_file("example2.pbn").read_bytes()
    samples.append(big[: big.index(b"\n\n", 8000)])
    samples.append(WORKED_EXAMPLE.encode())
    return samples


SAMPLES = _samples()
_PIECES = [*b'[ ] " { } ; % # ## \\ - * + =1= $3 ^S ^R AP ap 10 *'.split(), b"\n", b"\r\n"]
_PIECES += [b"\n\n", b"\xff", b"\xc3", b"\x00", "\u2660".encode(), b'[Note "1:x"]', b'[Play "E"]']
_PIECES += [b'[Auction "W"]', b'[Deal "N:- - - -"]', b'[Board "#"]', b'[Event "##x"]']


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A real file with a few byte-level mutations: cut, insert, replace, duplicate."""
    data = bytearray(draw(st.sampled_from(SAMPLES)))
    for _ in range(draw(st.integers(1, 6))):
        where = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["cut", "insert", "piece", "replace", "duplicate"]))
        size = draw(st.integers(1, 40))
        if kind == "cut":
            del data[where : where + size]
        elif kind == "insert":
            data[where:where] = draw(st.binary(min_size=1, max_size=8))
        elif kind == "piece":
            data[where:where] = draw(st.sampled_from(_PIECES))
        elif kind == "replace" and where < len(data):
            data[where] = draw(st.integers(0, 255))
        else:
            data[where:where] = data[where : where + size]
    return bytes(data)


TIME_LIMIT = 10.0  # seconds for one input (each reads in well under a second)


def check_reads_cleanly(data: str | bytes) -> None:
    """Lenient reading never raises and every record survives a round trip; strict
    reading raises InvalidNotationError (with the first problem's line) exactly when the
    lenient reading found a problem; all in bounded time."""
    start = time.perf_counter()
    records = pbn.loads(data)
    assert all(isinstance(record, BoardRecord) for record in records)
    for record in records:
        assert pbn.loads(pbn.dumps([record])) == [record]
        assert all(error.line is not None and error.line >= 1 for error in record.errors)
    problems = [error for record in records for error in record.errors]
    if problems:
        with pytest.raises(InvalidNotationError, match=r"^line \d+: ") as raised:
            pbn.loads(data, strict=True)
        assert str(raised.value) == str(problems[0])
    else:
        assert pbn.loads(data, strict=True) == records
    assert time.perf_counter() - start < TIME_LIMIT


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_files_read_cleanly_and_round_trip(data: bytes) -> None:
    check_reads_cleanly(data)


ALPHABET = '[]{}";%#\\-*+= \t\n\rNESWPX1234567CDHSAKQJT=$^!?abc'


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list(ALPHABET)), max_size=300))
def test_random_text_reads_cleanly(text: str) -> None:
    check_reads_cleanly(text)


def _adversarial() -> Iterator[tuple[str, str, bool]]:
    """Inputs that would take quadratic time (or worse) from a careless regular expression:
    name, text, whether the text has an error."""
    size = 200_000
    yield "spaces", '[Auction "N"]\n' + " " * size + "y\n", True
    yield "open brace", "{" + "a\n" * (size // 2), True
    yield "open quote", '[Event "' + "a" * size, True
    yield "brackets", "[" * size, True
    yield "notes", '[Auction "N"]\n1C ' + "=1= " * (size // 4), True
    yield "a long row of cards", '[Contract "1NT"]\n[Play "N"]\n' + "S2 " * (size // 3), True
    yield "many games", '[Board "1"]\n\n' * (size // 13), False
    yield "backslashes", '[Event "' + "\\" * size + '"]', False
    yield "odd backslashes", '[Event "' + "\\" * (size + 1) + '"]', True
    yield "spaces in a tag", "[Event" + " " * size + "x", True


@pytest.mark.parametrize(
    ("name", "text", "wrong"), list(_adversarial()), ids=[name for name, *_ in _adversarial()]
)
def test_adversarial_inputs_read_in_linear_time(name: str, text: str, wrong: bool) -> None:
    start = time.perf_counter()
    records = pbn.loads(text)
    assert any(record.errors for record in records) == wrong
    if wrong:
        with pytest.raises(InvalidNotationError):
            pbn.loads(text, strict=True)
    assert time.perf_counter() - start < TIME_LIMIT, name


# -- records built from random games round trip -----------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**60),
    st.integers(min_value=1, max_value=64),
    st.text(st.characters(blacklist_categories=["Cs", "Cc"]), max_size=20),
    st.integers(min_value=0, max_value=52),
)
def test_random_games_round_trip(seed: int, number: int, text: str, stop: int) -> None:
    rng = random.Random(seed)
    game = random_game(Board(number, Deal.random(rng)), rng, claim_rate=0.0)
    calls = [action for action in game.actions if isinstance(action, Call)]
    played = [action for action in game.actions if isinstance(action, Card)]
    contract = game.contract
    note = text.strip()  # a note's text is read without its outer spaces
    record = BoardRecord(
        number=number,
        dealer=game.board.dealer,
        vulnerability=game.board.vulnerability,
        deal=game.board.deal,
        players=(text, "", text[::-1], "x"),
        auction=tuple(
            CallEntry(call, bool(note) and i % 3 == 1, note if i % 3 == 1 else "")
            for i, call in enumerate(calls)
        ),
        play=tuple(
            CardEntry(card, ("$7",) if i == 5 else (), note) for i, card in enumerate(played[:stop])
        ),
        contract="Pass"
        if contract is None
        else f"{contract.level}{contract.strain}{contract.doubled}",
        declarer=None if contract is None else contract.declarer,
        tags=(("Event", text or "E"), ("Room", text), ("Note", text)),
    )
    assert pbn.loads(pbn.dumps([record])) == [record]
    if contract is not None:
        replayed = record.to_game()
        assert replayed.tricks == game.undo(len(played) - len(record.play)).tricks
