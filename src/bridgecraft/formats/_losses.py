"""What a board loses in a round trip through a file format: the record compared, field by
field, with what reading the written record gives back (``lin.losses`` uses it).

A value counts as given back when the text holds it in its own field or when it follows from
what is written: a stated contract and declarer that the auction reaches, a stated result
that the play or the claim gives, hands that the deal gives.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import fields
from typing import NamedTuple

from bridgecraft.core import (
    IllegalActionError,
    InvalidNotationError,
    Seat,
)
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry

__all__ = ["Loss", "losses", "summary"]


class Loss(NamedTuple):
    """One thing a board loses in a round trip through a format."""

    kind: str
    """What is lost, in the same words for every board (``the stated result``), or a key of
    ``_NAMED`` for named items (``tags``)."""
    phrase: str
    """What this board loses (``the stated result (10 tricks)``)."""
    names: tuple[str, ...] = ()
    """The items lost, for a kind in ``_NAMED``: tag names, section names or seats."""


# The phrases of named items: (one item, several items).
_NAMED = {
    "tags": ("tag {}", "tags {}"),
    "sections": ("the {} section", "the sections {}"),
    "hands": ("hand {}", "hands {}"),
    "players": ("player {} as written", "players {} as written"),
}


def _named(kind: str, names: Sequence[str], limit: int | None = None) -> str:
    """``tags Event, Site`` (``... and 2 more`` beyond ``limit`` names)."""
    one, several = _NAMED[kind]
    shown = list(names if limit is None else names[: max(limit, 1)])
    text = ", ".join(shown)
    if len(shown) < len(names):
        text += f" and {len(names) - len(shown)} more"
    return (one if len(names) == 1 else several).format(text)


def _loss(kind: str, detail: str = "", names: Sequence[str] = ()) -> Loss:
    """A loss: ``kind`` with a detail in brackets, or the named items."""
    if kind in _NAMED:
        return Loss(kind, _named(kind, names), tuple(names))
    return Loss(kind, f"{kind} ({detail})" if detail else kind)


def _counted(count: int, one: str, several: str, kind: str = "") -> list[Loss]:
    """``[2 card annotations]`` (``one`` and ``several`` have ``{}`` for the count), or
    nothing for a count of 0; ``kind`` is the words for all boards (default: ``several``
    without the count)."""
    if not count:
        return []
    kind = kind or several.replace("{} ", "")
    return [Loss(kind, (one if count == 1 else several).format(count))]


_FIELDS_COMPARED = frozenset(
    {"number", "dealer", "vulnerability", "deal", "hands", "players", "auction", "play"}
    | {"auction_complete", "claim", "contract", "declarer", "result", "tags", "tables"}
    | {"comments"}
)


def losses(
    record: BoardRecord, back: Sequence[BoardRecord], kept: tuple[str, str] | None = None
) -> list[Loss]:
    """What of ``record`` its round trip through a format (``back``, what reading the
    written record gives) does not give back, field by field. ``kept`` is a tag the text
    holds by its form rather than as a tag (LIN's layout), given back if it is not read."""
    found = [] if len(back) == 1 else [_loss("the board as one board", f"read back as {len(back)}")]
    again = back[0] if back else BoardRecord()
    for name, kind in (("number", "board number"), ("dealer", ""), ("vulnerability", "")):
        value = getattr(record, name)
        if value is not None and getattr(again, name) != value:
            found.append(_loss(f"the {kind or name}", str(value)))
    if record.deal is not None and again.deal != record.deal:
        found.append(_loss("the deal"))
    held = again.hands if again.deal is None else again.deal.hands
    seats = [str(seat) for seat in Seat if record.hands[seat] not in (None, held[seat])]
    found += [_loss("hands", names=seats)] if seats else []
    seats = [str(seat) for seat in Seat if record.players[seat] not in ("", again.players[seat])]
    found += [_loss("players", names=seats)] if seats else []
    found += _tag_losses(record, again, kept)
    gone = [table.name for table in record.tables if table not in again.tables]
    found += [_loss("sections", names=list(dict.fromkeys(gone)))] if gone else []
    found += _stated_losses(record, again)
    found += _auction_losses(record, again)
    found += _play_losses(record, again)
    changed = sum(
        index >= len(again.comments) or again.comments[index] != comment
        for index, comment in enumerate(record.comments)
    )
    found += _counted(changed, "{} comment as written", "{} comments as written")
    for item in fields(BoardRecord):  # a field added later is compared, if nothing else
        value = getattr(record, item.name)
        if item.name not in _FIELDS_COMPARED and item.compare and value != item.default:
            found += [_loss(f"the {item.name}")] if value != getattr(again, item.name) else []
    return found


def _auction_losses(record: BoardRecord, again: BoardRecord) -> list[Loss]:
    """The calls, their explanations and annotations, ``auction_complete``."""
    found = []
    if record.auction and [e.call for e in record.auction] != [e.call for e in again.auction]:
        found.append(_loss("the calls of the auction"))
    calls, others = record.auction, again.auction
    alerts = sum(
        entry.alert and not (index < len(others) and others[index].alert)
        for index, entry in enumerate(calls)
    )
    annotations, explanations = _notes_lost(calls, others)
    found += _counted(alerts, "the alert of {} call", "the alerts of {} calls", "alerts")
    found += _counted(
        explanations, "{} call explanation as written", "{} call explanations as written"
    )
    found += _counted(annotations, "{} call annotation", "{} call annotations")
    if not record.auction_complete and again.auction_complete:
        found.append(_loss("the mark that the auction stops early (auction_complete)"))
    return found


def _play_losses(record: BoardRecord, again: BoardRecord) -> list[Loss]:
    """The cards (LIN has no unknown card), their annotations and explanations."""
    found = []
    cards = [entry.card for entry in record.play]
    if cards != [entry.card for entry in again.play]:
        if None in cards and cards[: cards.index(None)] == [e.card for e in again.play]:
            first = cards.index(None) + 1
            found.append(_loss("the play from an unknown card on", f"from card {first}"))
        else:
            found.append(_loss("the play"))
    annotations, explanations = _notes_lost(record.play, again.play)
    found += _counted(annotations, "{} card annotation", "{} card annotations")
    found += _counted(explanations, "{} card explanation", "{} card explanations")
    return found


def _notes_lost(
    entries: Sequence[CallEntry | CardEntry], others: Sequence[CallEntry | CardEntry]
) -> tuple[int, int]:
    """How many annotations, and how many explanations, of ``entries`` are not read back
    (in ``others``, at the same position)."""
    annotations = explanations = 0
    for index, entry in enumerate(entries):
        other = others[index] if index < len(others) else None
        if entry.annotations and (other is None or other.annotations != entry.annotations):
            annotations += len(entry.annotations)
        if entry.explanation and (other is None or other.explanation != entry.explanation):
            explanations += 1
    return annotations, explanations


def _stated_losses(record: BoardRecord, again: BoardRecord) -> list[Loss]:
    """The claim, and the stated contract, declarer and result, unless what is read back
    states them too or its auction, play and claim give them."""
    found = []
    if record.claim is not None and again.claim != record.claim:
        found.append(_loss("the claim", f"{record.claim} tricks"))
    reached = _reached(again)
    contract, declarer, result = record.contract, record.declarer, record.result
    if contract and contract != again.contract and (reached is None or contract not in reached[:2]):
        found.append(_loss("the stated contract", contract))
    if (
        declarer is not None
        and declarer != again.declarer
        and (reached is None or reached[2] != declarer)
    ):
        found.append(_loss("the stated declarer", str(declarer)))
    if result is not None and result != again.result and result != _tricks(again):
        found.append(_loss("the stated result", f"{result} tricks"))
    return found


def _reached(record: BoardRecord) -> tuple[str, str, Seat | None] | None:
    """The contract a record's auction ends in (``4SX`` or ``Pass``), its strain and its
    declarer; None if the auction is not over or cannot be replayed."""
    auction = record.finished_auction()
    if auction is None:
        return None
    final = auction.contract
    if final is None:
        return ("Pass", "Pass", None)
    return (f"{final.level}{final.strain}{final.doubled}", str(final.strain), final.declarer)


def _tricks(record: BoardRecord) -> int | None:
    """Declarer's tricks by a record's auction, play and claim: by the replayed game if it
    ends, else by the claim."""
    try:
        result = record.to_game().result()
    except (InvalidNotationError, IllegalActionError):
        result = None
    return result.tricks if result is not None else record.claim


def _tag_losses(
    record: BoardRecord, again: BoardRecord, kept: tuple[str, str] | None
) -> list[Loss]:
    """The tags that are not read back, except the first ``kept`` one."""
    left = Counter(again.tags)
    names: list[str] = []
    for tag in record.tags:
        if left[tag]:
            left[tag] -= 1
        elif tag == kept:
            kept = None  # a second tag with the same value is not held by the form
        elif tag[0] not in names:
            names.append(tag[0])
    return [_loss("tags", names=names)] if names else []


def summary(per_record: Iterable[Sequence[Loss]], names: int) -> tuple[str, ...]:
    """One phrase for each kind of loss over many records' losses, with the number of
    records that suffer it, most first, each listing at most ``names`` names."""
    counts: Counter[str] = Counter()
    items: dict[str, list[str]] = {}
    for found in per_record:
        for loss in found:
            counts[loss.kind] += 1
            listed = items.setdefault(loss.kind, [])
            listed += [name for name in loss.names if name not in listed]
    phrases = []
    for kind, count in counts.most_common():  # ties keep the order of first appearance
        what = _named(kind, items[kind], names) if kind in _NAMED else kind
        verb = "board loses" if count == 1 else "boards lose"
        phrases.append(f"{count} {verb} {what}")
    return tuple(phrases)
