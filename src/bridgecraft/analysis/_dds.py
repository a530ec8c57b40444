"""The boundary to DDS, the double-dummy solver of Bo Haglund and Soren Hein (version 2.9).

This is the only module that knows DDS: where the library lives, its C structs, its batch
entry points and their size limits, and its orders (hands N E S W; suits S H D C; strains
S H D C NT, but NT H S D C in par results; ranks 2..14 as bits ``1 << rank``). Everything
that crosses this boundary is in bridgecraft's own terms: seats 0-3 (N E S W), suits and
strains as :class:`~bridgecraft.core.Suit`/:class:`~bridgecraft.core.Strain` values (clubs 0
... spades 3, notrump 4) and cards as ids ``suit * 13 + rank - 2``.

The library is the ``libdds.so`` bundled in the ``endplay`` wheel (``pip install
'bridgecraft[dds]'``); ``BRIDGECRAFT_DDS_LIBRARY`` names another build. It is loaded on the
first call, never at import. DDS keeps global state, so every call holds one lock; inside a
call DDS runs its own threads (all cores by default, see :func:`set_threads`).
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import threading
from collections.abc import Sequence
from pathlib import Path

from bridgecraft.core.checks import is_whole
from bridgecraft.core.errors import AnalysisError, InvalidNotationError

__all__ = [
    "MAX_BOARDS",
    "MAX_TABLES",
    "MAX_THREADS",
    "PLAY_CHUNK",
    "ParOutcome",
    "PositionInput",
    "analyse_plays",
    "calc_tables",
    "dealer_par",
    "library_path",
    "set_threads",
    "sides_par",
    "solve_boards",
]

HANDS = 4
SUITS = 4
STRAINS = 5
MAX_BOARDS = 200
"""DDS's MAXNOOFBOARDS: positions per SolveAllBoards call."""
MAX_TABLES = 40
"""DDS's MAXNOOFTABLES: deals per CalcAllTables call with all five strains."""
PLAY_CHUNK = 20
"""Played deals per AnalyseAllPlaysBin call (kept well inside DDS's own limit)."""

INSTALL_HINT = (
    "the double-dummy solver DDS is not available: install it with "
    "pip install 'bridgecraft[dds]' (it comes in the endplay wheel), "
    "or set BRIDGECRAFT_DDS_LIBRARY to the path of a libdds shared library"
)

_Int13 = ctypes.c_int * 13
_Holdings = (ctypes.c_uint * SUITS) * HANDS


class _Deal(ctypes.Structure):
    _fields_ = (
        ("trump", ctypes.c_int),
        ("first", ctypes.c_int),
        ("currentTrickSuit", ctypes.c_int * 3),
        ("currentTrickRank", ctypes.c_int * 3),
        ("remainCards", _Holdings),
    )


class _Boards(ctypes.Structure):
    _fields_ = (
        ("noOfBoards", ctypes.c_int),
        ("deals", _Deal * MAX_BOARDS),
        ("target", ctypes.c_int * MAX_BOARDS),
        ("solutions", ctypes.c_int * MAX_BOARDS),
        ("mode", ctypes.c_int * MAX_BOARDS),
    )


class _FutureTricks(ctypes.Structure):
    _fields_ = (
        ("nodes", ctypes.c_int),
        ("cards", ctypes.c_int),
        ("suit", _Int13),
        ("rank", _Int13),
        ("equals", _Int13),
        ("score", _Int13),
    )


class _SolvedBoards(ctypes.Structure):
    _fields_ = (("noOfBoards", ctypes.c_int), ("solvedBoard", _FutureTricks * MAX_BOARDS))


class _TableDeal(ctypes.Structure):
    _fields_ = (("cards", _Holdings),)


class _TableDeals(ctypes.Structure):
    _fields_ = (("noOfTables", ctypes.c_int), ("deals", _TableDeal * (MAX_TABLES * STRAINS)))


class _TableResults(ctypes.Structure):
    _fields_ = (("resTable", (ctypes.c_int * HANDS) * STRAINS),)


class _TablesRes(ctypes.Structure):
    _fields_ = (("noOfBoards", ctypes.c_int), ("results", _TableResults * (MAX_TABLES * STRAINS)))


class _ParResults(ctypes.Structure):
    _fields_ = (
        ("parScore", (ctypes.c_char * 16) * 2),
        ("parContractsString", (ctypes.c_char * 128) * 2),
    )


class _AllParResults(ctypes.Structure):
    _fields_ = (("presults", _ParResults * MAX_TABLES),)


class _ContractType(ctypes.Structure):
    _fields_ = (
        ("underTricks", ctypes.c_int),
        ("overTricks", ctypes.c_int),
        ("level", ctypes.c_int),
        ("denom", ctypes.c_int),
        ("seats", ctypes.c_int),
    )


class _ParResultsMaster(ctypes.Structure):
    _fields_ = (
        ("score", ctypes.c_int),
        ("number", ctypes.c_int),
        ("contracts", _ContractType * 10),
    )


class _PlayTraceBin(ctypes.Structure):
    _fields_ = (("number", ctypes.c_int), ("suit", ctypes.c_int * 52), ("rank", ctypes.c_int * 52))


class _PlayTracesBin(ctypes.Structure):
    _fields_ = (("noOfBoards", ctypes.c_int), ("plays", _PlayTraceBin * MAX_BOARDS))


class _SolvedPlay(ctypes.Structure):
    _fields_ = (("number", ctypes.c_int), ("tricks", ctypes.c_int * 53))


class _SolvedPlays(ctypes.Structure):
    _fields_ = (("noOfBoards", ctypes.c_int), ("solved", _SolvedPlay * MAX_BOARDS))


# -- loading ------------------------------------------------------------------------------------

_LOCK = threading.RLock()
_library: ctypes.CDLL | None = None
_NAMES = ("libdds.so", "libdds.dylib", "dds.dll", "libdds.dll")


def library_path() -> Path | None:
    """Where the DDS library is: ``BRIDGECRAFT_DDS_LIBRARY`` or endplay's bundled copy.

    Returns None when neither exists (endplay is located without being imported).
    """
    override = os.environ.get("BRIDGECRAFT_DDS_LIBRARY")
    if override:
        return Path(override)
    try:
        spec = importlib.util.find_spec("endplay")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        for name in _NAMES:
            candidate = Path(location) / "_dds" / name
            if candidate.exists():
                return candidate
    return None


def _load() -> ctypes.CDLL:
    global _library
    if _library is not None:
        return _library
    path = library_path()
    if path is None:
        raise AnalysisError(INSTALL_HINT)
    try:
        lib = ctypes.CDLL(str(path))
    except OSError as error:
        raise AnalysisError(f"{INSTALL_HINT} (loading {path} failed: {error})") from error
    pointer = ctypes.POINTER
    signatures: dict[str, tuple[list[type], type | None]] = {
        "SetMaxThreads": ([ctypes.c_int], None),
        "FreeMemory": ([], None),
        "CalcAllTables": (
            [
                pointer(_TableDeals),
                ctypes.c_int,
                ctypes.c_int * STRAINS,
                pointer(_TablesRes),
                pointer(_AllParResults),
            ],
            ctypes.c_int,
        ),
        "SolveAllBoardsBin": ([pointer(_Boards), pointer(_SolvedBoards)], ctypes.c_int),
        "AnalyseAllPlaysBin": (
            [pointer(_Boards), pointer(_PlayTracesBin), pointer(_SolvedPlays), ctypes.c_int],
            ctypes.c_int,
        ),
        "DealerParBin": (
            [pointer(_TableResults), pointer(_ParResultsMaster), ctypes.c_int, ctypes.c_int],
            ctypes.c_int,
        ),
        "SidesParBin": (
            [pointer(_TableResults), _ParResultsMaster * 2, ctypes.c_int],
            ctypes.c_int,
        ),
        "ErrorMessage": ([ctypes.c_int, ctypes.c_char * 80], None),
    }
    try:
        for name, (argtypes, restype) in signatures.items():
            function = getattr(lib, name)
            function.argtypes = argtypes
            function.restype = restype
    except AttributeError as error:
        raise AnalysisError(f"{path} is not a DDS 2.9 library: {error}") from error
    lib.SetMaxThreads(0)
    _library = lib
    return lib


MAX_THREADS = 1024
"""The most threads one may ask DDS for (it uses no more than the machine has cores)."""


def set_threads(threads: int | None = None) -> None:
    """Let DDS use ``threads`` threads in this process (None or 0: one per core; DDS takes
    no more than the machine has cores). A number that is not a whole number from 0 to
    :data:`MAX_THREADS` is refused (ctypes would pass a larger one to DDS cut to 32 bits)."""
    if threads is not None and not is_whole(threads, 0, MAX_THREADS):
        raise InvalidNotationError(
            f"invalid number of DDS threads {threads!r}: expected None or a whole number "
            f"from 0 to {MAX_THREADS}"
        )
    with _LOCK:
        _load().SetMaxThreads(threads or 0)


def _check(lib: ctypes.CDLL, code: int, what: str) -> None:
    if code == 1:
        return
    line = (ctypes.c_char * 80)()
    lib.ErrorMessage(code, line)
    text = line.value.decode("ascii", "replace")
    raise AnalysisError(f"DDS {what} failed: {text} (code {code})")


# -- conversions --------------------------------------------------------------------------------


def _fill_holdings(target: ctypes.Array[ctypes.Array[ctypes.c_uint]], masks: Sequence[int]) -> None:
    for hand in range(HANDS):
        mask = masks[hand]
        row = target[hand]
        # DDS suit d is spades (0) ... clubs (3): our suit 3 - d, shifted to rank bits 2..14.
        row[0] = ((mask >> 39) & 0x1FFF) << 2
        row[1] = ((mask >> 26) & 0x1FFF) << 2
        row[2] = ((mask >> 13) & 0x1FFF) << 2
        row[3] = (mask & 0x1FFF) << 2


def _dds_strain(strain: int) -> int:
    """Our strain (C D H S NT = 0..4) as DDS's trump (S H D C NT = 0..4)."""
    return 4 if strain == 4 else 3 - strain


def _fill_board(
    request: _Boards,
    index: int,
    strain: int,
    leader: int,
    trick: Sequence[int],
    masks: Sequence[int],
    *,
    solutions: int,
) -> None:
    """Write one position into slot ``index`` of a boards request (target -1: exact tricks)."""
    board = request.deals[index]
    board.trump = _dds_strain(strain)
    board.first = leader
    for slot in range(3):
        card = trick[slot] if slot < len(trick) else -1
        board.currentTrickSuit[slot] = 3 - card // 13 if card >= 0 else 0
        board.currentTrickRank[slot] = card % 13 + 2 if card >= 0 else 0
    _fill_holdings(board.remainCards, masks)
    request.target[index] = -1
    request.solutions[index] = solutions
    request.mode[index] = 1


# -- double-dummy tables ------------------------------------------------------------------------


def calc_tables(deals: Sequence[Sequence[int]]) -> list[tuple[int, ...]]:
    """Double-dummy tables of many deals (52-bit masks N, E, S, W) with CalcAllTables.

    Each table is 20 numbers, index ``strain * 4 + seat`` in our orders: tricks for ``seat``
    declaring ``strain``.
    """
    results: list[tuple[int, ...]] = []
    if not deals:
        return results
    with _LOCK:
        lib = _load()
        request = _TableDeals()
        answer = _TablesRes()
        pars = _AllParResults()
        everything = (ctypes.c_int * STRAINS)(0, 0, 0, 0, 0)
        for start in range(0, len(deals), MAX_TABLES):
            chunk = deals[start : start + MAX_TABLES]
            request.noOfTables = len(chunk)
            for index, masks in enumerate(chunk):
                _fill_holdings(request.deals[index].cards, masks)
            _check(lib, lib.CalcAllTables(request, -1, everything, answer, pars), "CalcAllTables")
            for index in range(len(chunk)):
                table = answer.results[index].resTable
                rows = [table[_dds_strain(strain)] for strain in range(STRAINS)]
                results.append(tuple(row[seat] for row in rows for seat in range(HANDS)))
    return results


# -- solving positions ----------------------------------------------------------------------------

PositionInput = tuple[int, int, Sequence[int], Sequence[int]]
"""(strain, leader of the current trick, cards already in the trick, remaining masks N E S W)."""


def solve_boards(positions: Sequence[PositionInput]) -> list[list[tuple[int, int]]]:
    """For each position, every card the next player may play and the tricks that player's
    side then takes from the current trick on (DDS SolveAllBoardsBin, all cards, target -1).

    Cards that DDS reports as equal are expanded, so every legal card is listed.
    """
    results: list[list[tuple[int, int]]] = []
    if not positions:
        return results
    with _LOCK:
        lib = _load()
        request = _Boards()
        answer = _SolvedBoards()
        for start in range(0, len(positions), MAX_BOARDS):
            chunk = positions[start : start + MAX_BOARDS]
            request.noOfBoards = len(chunk)
            for index, (strain, leader, trick, masks) in enumerate(chunk):
                _fill_board(request, index, strain, leader, trick, masks, solutions=3)
            _check(lib, lib.SolveAllBoardsBin(request, answer), "SolveAllBoardsBin")
            for index in range(len(chunk)):
                future = answer.solvedBoard[index]
                cards: list[tuple[int, int]] = []
                for slot in range(future.cards):
                    suit = 3 - future.suit[slot]
                    score = future.score[slot]
                    cards.append((suit * 13 + future.rank[slot] - 2, score))
                    equals = future.equals[slot]
                    for rank in range(2, 15):
                        if equals & (1 << rank):
                            cards.append((suit * 13 + rank - 2, score))
                results.append(cards)
    return results


# -- traces of played deals --------------------------------------------------------------------


def analyse_plays(
    games: Sequence[tuple[int, int, Sequence[int], Sequence[int]]],
) -> list[tuple[int, ...]]:
    """Declarer's double-dummy tricks before the play and after each card (AnalyseAllPlaysBin).

    Each game is (strain, opening leader, the 52-bit masks N E S W at the start of the play,
    the cards played in order). The answer has ``len(cards) + 1`` numbers: the tricks that
    declarer's side takes in the whole deal with best play from that point on.
    """
    results: list[tuple[int, ...]] = []
    if not games:
        return results
    with _LOCK:
        lib = _load()
        request = _Boards()
        plays = _PlayTracesBin()
        answer = _SolvedPlays()
        for start in range(0, len(games), PLAY_CHUNK):
            chunk = games[start : start + PLAY_CHUNK]
            request.noOfBoards = len(chunk)
            plays.noOfBoards = len(chunk)
            for index, (strain, leader, masks, cards) in enumerate(chunk):
                _fill_board(request, index, strain, leader, (), masks, solutions=1)
                trace = plays.plays[index]
                trace.number = len(cards)
                for slot, card in enumerate(cards):
                    trace.suit[slot] = 3 - card // 13
                    trace.rank[slot] = card % 13 + 2
            _check(lib, lib.AnalyseAllPlaysBin(request, plays, answer, 1), "AnalyseAllPlaysBin")
            for index in range(len(chunk)):
                solved = answer.solved[index]
                results.append(tuple(solved.tricks[slot] for slot in range(solved.number)))
    return results


# -- par -----------------------------------------------------------------------------------------

ParOutcome = tuple[int, tuple[tuple[int, int, int, int, int], ...]]
"""(score for NS, contracts as (level, strain, seats code, overtricks, undertricks)), where the
seats code is 0-3 for one seat N E S W, 4 for NS, 5 for EW."""

_PAR_STRAIN = (4, 3, 2, 1, 0)  # DDS par denomination NT S H D C -> our strain
_VULNERABILITY = (0, 2, 3, 1)  # our none/NS/EW/both -> DDS none=0 both=1 NS=2 EW=3


def _par_table(table: Sequence[int]) -> _TableResults:
    result = _TableResults()
    for strain in range(STRAINS):
        row = result.resTable[_dds_strain(strain)]
        for seat in range(HANDS):
            row[seat] = table[strain * 4 + seat]
    return result


def _outcome(master: _ParResultsMaster) -> ParOutcome:
    contracts = tuple(
        (
            master.contracts[index].level,
            _PAR_STRAIN[master.contracts[index].denom],
            master.contracts[index].seats,
            master.contracts[index].overTricks,
            master.contracts[index].underTricks,
        )
        for index in range(master.number)
    )
    return master.score, contracts


def dealer_par(table: Sequence[int], dealer: int, vulnerability: int) -> ParOutcome:
    """Par with ``dealer`` opening the bidding (DDS DealerParBin); table as in calc_tables."""
    with _LOCK:
        lib = _load()
        result = _ParResultsMaster()
        code = lib.DealerParBin(_par_table(table), result, dealer, _VULNERABILITY[vulnerability])
        _check(lib, code, "DealerParBin")
        return _outcome(result)


def sides_par(table: Sequence[int], vulnerability: int) -> tuple[ParOutcome, ParOutcome]:
    """Par when NS start the bidding and when EW do (DDS SidesParBin)."""
    with _LOCK:
        lib = _load()
        results = (_ParResultsMaster * 2)()
        code = lib.SidesParBin(_par_table(table), results, _VULNERABILITY[vulnerability])
        _check(lib, code, "SidesParBin")
        return _outcome(results[0]), _outcome(results[1])
