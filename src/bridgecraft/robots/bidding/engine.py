"""The rule engine: one table, three uses — choose a call, explain a call, infer the hands.

A rule applies to an auction when its pattern matches the auction (from the bidder's point of
view) and its auction tests hold. Rules whose pattern is a whole auction ("specific") take
precedence: the generic rules (patterns starting ``...``) are used only where no specific
pattern matches.

- :func:`choose`: among the rules that apply, the highest-priority one whose call is legal and
  whose hand requirements the hand meets. With none, the **fallback** (``Decision.rule =
  None``) is the highest-priority call of the applicable rules whose shown range still holds
  the hand, else pass (always legal in an auction), so that :func:`infer` stays sound.
- :func:`explain`: the meaning of the highest-priority rule that could make the call.
- :func:`infer`: for each call, the union of the ranges shown by every rule that could make it,
  intersected over each seat's calls. A rule's range counts what its combined-strength tests
  say of the hand given partner's shown strength, and leaves out the HCP that the rules above
  it always take (a pass below "2NT with 15+ HCP" shows at most 14).

>>> from bridgecraft.core import Call, Hand, Seat, Vulnerability
>>> calls = [Call.parse(c) for c in "1NT P".split()]
>>> decision = choose(Hand.parse("32.KJ876.Q32.432"), calls, Seat.N, Vulnerability.NONE)
>>> str(decision.action), decision.rule
('2D', 'nt-transfer-h')
>>> explain(calls, Call.parse("2D"), Seat.N, Vulnerability.NONE)
'2♦: Jacoby transfer to hearts: 5+ hearts, any strength'
>>> ranges = infer([Call.parse("1NT")], Seat.N, Vulnerability.NONE)
>>> ranges[Seat.N].hcp, ranges[Seat.E].hcp
((15, 17), (0, 37))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from functools import lru_cache

from bridgecraft.core import Auction, BySeat, Call, Hand, Seat, Strain, Suit, Vulnerability
from bridgecraft.core.errors import IllegalCallError, InvalidNotationError
from bridgecraft.robots.base import Candidate, Decision
from bridgecraft.robots.bidding._auction_checks import partner_stopped
from bridgecraft.robots.bidding.checks import (
    AUCTION_ONLY_TESTS,
    AUCTION_PARTS,
    AUCTION_TESTS,
    FIT_TESTS,
    HAND_TESTS,
    HCP_ONLY_TESTS,
    STRENGTH_TESTS,
    Binding,
    partner_hcp,
    partner_lengths,
    partner_min_hcp,
    strength_shown,
    suit_of,
)
from bridgecraft.robots.bidding.context import Context, Facts
from bridgecraft.robots.bidding.ranges import TP_TOP, HandRange
from bridgecraft.robots.bidding.rule import Rule, Shows
from bridgecraft.robots.bidding.table import RULES

__all__ = [
    "FALLBACK_MEANING",
    "applicable",
    "choose",
    "explain",
    "infer",
    "parse_calls",
    "range_of",
    "resolve",
    "rules_of",
]

FALLBACK_MEANING = "no rule of the system fits; pass as the fallback"
NO_AGREED_MEANING = "natural, no agreed meaning"
"""What :func:`explain` says of a legal call that no rule of the system makes."""
"""The meaning given to a fallback pass."""

_LITERAL = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": 4}
_DOMAIN = {"M": (2, 3), "m": (0, 1)}
_ANY_SUIT = (0, 1, 2, 3)
_CALL_WORDS = {"P": Call.PASS, "X": Call.DOUBLE, "XX": Call.REDOUBLE}
_COMBINED_TOP = max(high for _, high, _ in STRENGTH_TESTS.values())
"""The most combined points the strength tests count (beyond any real pair of hands)."""


def _bind(var: str, suit: int, bind: Binding) -> Binding | None:
    if var == "oM":
        return _bind("M", 5 - suit, bind) if suit in (2, 3) else None
    if var == "om":
        return _bind("m", 1 - suit, bind) if suit in (0, 1) else None
    known = bind.get(var)
    if known is not None:
        return bind if known == suit else None
    if suit not in _DOMAIN.get(var, _ANY_SUIT):
        return None
    if var != "F" and any(v != "F" and s == suit for v, s in bind.items()):
        return None
    new = dict(bind)
    new[var] = suit
    return new


def _match_token(token: str, call: Call, bind: Binding) -> Binding | None:
    if token == "*":
        return bind
    if token in _CALL_WORDS:
        return bind if call is _CALL_WORDS[token] else None
    if token == "B":
        return bind if call.is_bid else None
    if not call.is_bid or call.level != int(token[0]):
        return None
    strain = call.strain
    assert strain is not None
    rest = token[1:]
    literal = _LITERAL.get(rest)
    if literal is not None:
        return bind if strain == literal else None
    if strain == 4:
        return None
    return _bind(rest, int(strain), bind)


def _match(pattern: tuple[str, ...], calls: tuple[Call, ...]) -> Iterator[Binding]:
    if pattern == ("",):
        if not calls:
            yield {}
        return
    if pattern[0] == "...":
        pattern = pattern[1:]
        if len(calls) < len(pattern):
            return
        calls = calls[len(calls) - len(pattern) :]
    elif len(calls) != len(pattern):
        return
    bind: Binding | None = {}
    for token, call in zip(pattern, calls, strict=True):
        assert bind is not None
        bind = _match_token(token, call, bind)
        if bind is None:
            return
    assert bind is not None
    yield bind


def resolve(spec: str, bind: Binding, ctx: Context) -> Iterator[tuple[Call, Binding]]:
    """The calls a rule's call spec stands for under ``bind`` (free letters enumerated), each
    with the binding it completes.

    >>> from bridgecraft.core import Vulnerability
    >>> ctx = Context.of((Call.parse("1H"), Call.PASS), Seat.N, Vulnerability.NONE)
    >>> [str(call) for call, _ in resolve("2M", {"M": 2}, ctx)]
    ['2H']
    >>> [str(call) for call, _ in resolve("cY", {}, ctx)]   # the cheapest bid in any suit
    ['2C', '2D', '2H', '1S']
    """
    word = _CALL_WORDS.get(spec)
    if word is not None:
        yield word, bind
        return
    head, rest = spec[0], spec[1:]
    literal = _LITERAL.get(rest)
    options: list[tuple[int, Binding]]
    if literal is not None:
        options = [(literal, bind)]
    else:
        known = suit_of(rest, bind)
        if known is not None:
            options = [(known, bind)]
        else:
            options = []
            for suit in _ANY_SUIT:
                new = _bind(rest, suit, bind)
                if new is not None:
                    options.append((suit, new))
    for strain, new in options:
        if head.isdigit():
            yield Call.ALL[3 + (int(head) - 1) * 5 + strain], new
        else:
            call = ctx.cheapest(strain, "cjd".index(head))
            if call is not None:
                yield call, new


_SPECIFIC: dict[int, list[Rule]] = {}
_GENERIC: list[Rule] = []
for _rule in sorted(RULES, key=lambda r: -r.priority):
    if _rule.is_generic:
        _GENERIC.append(_rule)
    else:
        _SPECIFIC.setdefault(0 if _rule.pattern == ("",) else len(_rule.pattern), []).append(_rule)


def applicable(ctx: Context) -> list[tuple[Rule, Binding]]:
    """The rules that apply in ``ctx`` with their letter bindings, highest priority first.

    >>> from bridgecraft.core import Vulnerability
    >>> ctx = Context.of((), Seat.N, Vulnerability.NONE)
    >>> "open-1nt" in {rule.id for rule, _ in applicable(ctx)}
    True
    """
    found = _collect(_SPECIFIC.get(len(ctx.stripped), ()), ctx)
    return found if found else _collect(_GENERIC, ctx)


def _collect(rules: Sequence[Rule], ctx: Context) -> list[tuple[Rule, Binding]]:
    found = []
    for rule in rules:
        for bind in _match(rule.pattern, ctx.stripped):
            if all(_when(test, ctx, bind) for test in rule.when):
                found.append((rule, bind))
    return found


def _split(test: str) -> tuple[str, str]:
    name, _, arg = test.partition(":")
    return name, arg


def _when(test: str, ctx: Context, bind: Binding) -> bool:
    name, arg = _split(test)
    negate = name.startswith("!")
    result = AUCTION_TESTS[name.lstrip("!")](ctx, bind, arg)
    return result != negate


def _hand_fits(shows: Shows, facts: Facts, ctx: Context, bind: Binding, call: Call) -> bool:
    lo, hi = shows.hcp
    if not lo <= facts.hcp <= hi:
        return False
    if shows.tp is not None and not shows.tp[0] <= facts.tp <= shows.tp[1]:
        return False
    if shows.sp is not None:
        trump = suit_of(shows.trump, bind)
        if trump is None or not shows.sp[0] <= facts.sp(trump) <= shows.sp[1]:
            return False
    for var, low, high in shows.lengths:
        suit = suit_of(var, bind)
        if suit is None or not low <= facts.lengths[suit] <= high:
            return False
    if shows.balanced is not None and facts.balanced != shows.balanced:
        return False
    for var in shows.stops:
        suits: tuple[int | None, ...] = (suit_of(var, bind),)
        if var == "opp":  # partner's natural notrump showed some of their suits stopped
            suits = tuple(s for s in ctx.opponents_suits if s not in partner_stopped(ctx))
        if any(suit is None or not facts.stopper(suit) for suit in suits):
            return False
    if facts.qt < shows.qt:
        return False
    if shows.aces is not None and facts.aces not in shows.aces:
        return False
    for test in shows.tests:
        name, arg = _split(test)
        negate = name.startswith("!")
        if HAND_TESTS[name.lstrip("!")](facts, ctx, bind, call, arg) == negate:
            return False
    return True


def meaning_of(rule: Rule, bind: Binding) -> str:
    """The rule's meaning with each ``{letter}`` replaced by the suit it stands for.

    >>> from bridgecraft.robots.bidding.rule import rule
    >>> meaning_of(rule("r", "1M P", "2M", 1, "raise of {M}"), {"M": 2})
    'raise of hearts'
    """
    text = rule.meaning
    if "{" in text:
        for var in ("oM", "om", "M", "m", "X", "Y", "Z", "W", "F"):
            suit = suit_of(var, bind)
            if suit is not None:
                text = text.replace("{" + var + "}", Suit(suit).full_name)
    return text


_Options = tuple[tuple[Rule, tuple[tuple[Call, Binding], ...]], ...]


@lru_cache(maxsize=4096)
def _options(
    calls: tuple[Call, ...], dealer: Seat, vulnerability: Vulnerability
) -> tuple[Context, _Options]:
    """What the auction alone decides, whatever the hand: the context, and the rules that
    apply (highest priority first) with their legal calls and bindings. Cached: the card
    player asks the same auction of many hands."""
    ctx = Context.of(calls, dealer, vulnerability)
    options = tuple(
        (rule, tuple((c, full) for c, full in resolve(rule.call, bind, ctx) if c in ctx.legal))
        for rule, bind in applicable(ctx)
    )
    return ctx, options


def rules_of(
    calls: tuple[Call, ...], dealer: Seat, vulnerability: Vulnerability
) -> tuple[Rule, ...]:
    """The rules that could make the last of ``calls``, highest priority first: what the call
    may mean, whatever the hand (a rule the auction rules out, as :func:`explain` judges it
    without a hand, could not).

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> [r.id for r in rules_of((Call.parse("1H"), Call.PASS, Call.parse("3H")), Seat.N,
    ...                         Vulnerability.NONE)]
    ['r1M-3M']
    """
    ctx, options = _options(calls[:-1], dealer, vulnerability)
    last = calls[-1]
    return tuple(
        rule
        for rule, resolved in options
        if any(m == last and _auction_allows(rule, ctx, full, m) for m, full in resolved)
    )


def choose(
    hand: Hand,
    calls: Sequence[Call | str] | str,
    dealer: Seat | str,
    vulnerability: Vulnerability | str,
) -> Decision:
    """The system's call for ``hand`` after ``calls``: the highest-priority legal rule whose
    hand requirements the hand meets; pass (``rule=None``) when none does. Calls, dealer and
    vulnerability may be given as text, as for :func:`explain` and :func:`infer`.

    >>> from bridgecraft.core import Call, Hand, Seat, Vulnerability
    >>> str(choose(Hand.parse("AKJ32.K32.Q32.32"), [], Seat.N, Vulnerability.NONE))
    '1S: opening bid: 5+ spades, 12-21 HCP'
    >>> str(choose(Hand.parse("K7.KJ842.Q52.A93"), "1D P 1H P 2H P".split(), "N", "None"))
    '4H: game: a known 8-card hearts fit, 24+ combined points'
    >>> choose(Hand.parse("K7.KJ842.Q52.A93"), "P P P P".split(), "N", "None")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.IllegalCallError: no call to choose: the auction is over ...
    """
    if not isinstance(hand, Hand):
        raise InvalidNotationError(f"invalid hand {hand!r}: expected a Hand (Hand.parse)")
    if len(hand) != 13:
        raise InvalidNotationError(
            f"invalid hand {hand}: a hand to bid holds 13 cards, this one {len(hand)}"
        )
    parsed = parse_calls(calls)
    ctx, options = _options(parsed, Seat.of(dealer, "dealer"), Vulnerability.of(vulnerability))
    if not ctx.legal:
        raise IllegalCallError(
            f"no call to choose: the auction is over (auction: {' '.join(str(c) for c in parsed)})"
        )
    facts = Facts(hand)
    candidates: list[Candidate] = []
    chosen: tuple[Call, Rule, Binding] | None = None
    for rule, resolved in options:
        for call, full in resolved:
            if not _hand_fits(rule.shows, facts, ctx, full, call):
                continue
            candidates.append(Candidate(call, float(rule.priority), rule.id))
            if chosen is None:
                chosen = (call, rule, full)
            break
        if len(candidates) >= 4:
            break
    if chosen is None:
        return _fallback(hand, ctx)
    call, rule, full = chosen
    return Decision(call, meaning_of(rule, full), tuple(candidates), rule.id)


def _fallback(hand: Hand, ctx: Context) -> Decision:
    """No rule fits: make the call whose shown range (:func:`range_of`) holds the hand, so
    that :func:`infer` stays true — the highest-priority such call of the rules that apply,
    else pass. The decision has ``rule=None``."""
    shown_pass = range_of(ctx, Call.PASS)
    if not shown_pass.accepts(hand):
        tried: set[Call] = {Call.PASS}
        for rule, bind in applicable(ctx):
            for call, full in resolve(rule.call, bind, ctx):
                if call in tried or call not in ctx.legal:
                    continue
                tried.add(call)
                if range_of(ctx, call).accepts(hand):
                    meaning = f"{meaning_of(rule, full)} (nearest rule, as a fallback)"
                    return Decision(call, meaning, (Candidate(call, 0.0, rule.id),), None)
    return Decision(Call.PASS, FALLBACK_MEANING, (), None)


def explain(
    calls: Sequence[Call | str] | str,
    call: Call | str,
    dealer: Seat | str,
    vulnerability: Vulnerability | str,
) -> str:
    """What ``call`` means after ``calls``, as ``"<call>: <meaning>"``. When several rules
    make the call, it means what any of them shows, the highest priority first; a rule that
    never makes it, since a rule above takes all its hands, is left out.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> explain([], Call.parse("7NT"), Seat.N, Vulnerability.NONE)
    '7NT: natural, no agreed meaning'
    >>> explain(["1NT", "P"], "2D", "N", "None")
    '2♦: Jacoby transfer to hearts: 5+ hearts, any strength'
    >>> explain(["1H"], "X", "N", "None")  # doctest: +NORMALIZE_WHITESPACE
    'X: double, then a strong hand: 18+ HCP; or takeout double: 12+ HCP, short in hearts,
    support for the unbid suits; or takeout double: 15-17 HCP, 4-3-3-3 or 4-4-3-2 with three
    hearts (no stopper for 1NT); or takeout double: 10-11 HCP, a singleton or void in hearts,
    support for the unbid suits'
    >>> explain(["1C"], "1S", "N", "None")  # doctest: +NORMALIZE_WHITESPACE
    '1♠: overcall: a good 6+ spades suit, 10-17 HCP (rather than double); or overcall: 5+
    spades, 8-17 HCP (rather than double)'
    """
    parsed = parse_calls(calls)
    call = Call.parse(call) if isinstance(call, str) else call
    ctx = Context.of(parsed, Seat.of(dealer, "dealer"), Vulnerability.of(vulnerability))
    if call not in ctx.legal:
        raise IllegalCallError(
            f"cannot explain {call}: not a legal call now "
            f"(auction: {' '.join(str(c) for c in parsed) or 'none'})"
        )
    meanings: list[_Meaning] = []
    aces: set[int] = set()
    covered_at: int | None = None  # every hand is bid by the rules of this priority or above
    for rule, bind in applicable(ctx):
        if covered_at is not None and rule.priority < covered_at:
            break  # no hand reaches a rule below: its reading is not a meaning of the call
        made = list(resolve(rule.call, bind, ctx))
        meanings += [
            (meaning_of(rule, full), shown, _asks(rule.shows, full))
            for each, full in made
            if each == call
            and _auction_allows(rule, ctx, full, call)
            and not (shown := _shown_range(rule, full, ctx)).is_empty
        ][:1]
        legal = any(
            each in ctx.legal and _auction_allows(rule, ctx, full, each) for each, full in made
        )
        if legal and _takes_any_hand(rule.shows):
            aces.update(range(5) if rule.shows.aces is None else rule.shows.aces)
            if len(aces) == 5:
                covered_at = rule.priority
    texts = "; or ".join(dict.fromkeys(_reachable(meanings))) or NO_AGREED_MEANING
    return f"{call.symbol}: {texts}"


_Asks = tuple[Shows, frozenset[tuple[str, object]]]
"""What a rule asks of the hand besides its range (:func:`_asks`)."""

_Meaning = tuple[str, HandRange, _Asks | None]
"""A rule's meaning of a call: its text, the range it shows, and what it asks of the hand
besides that range."""


def _asks(shows: Shows, bind: Binding) -> _Asks | None:
    """What a rule asks of the hand beyond the bounds of its :func:`_static_range`: its other
    requirements (shape, stoppers, aces...) and its hand tests, each with the suit its letter
    stands for. None when a length bound names a suit the binding leaves open, which the range
    cannot hold."""
    if any(suit_of(var, bind) is None for var, _, _ in shows.lengths):
        return None
    tests = frozenset(
        (name, suit_of(arg, bind) if arg else None)
        for name, arg in map(_split, shows.tests)
        if name.lstrip("!") not in AUCTION_ONLY_TESTS
    )
    return replace(shows, hcp=_ANY_HAND.hcp, tp=None, lengths=(), tests=()), tests


def _reachable(meanings: list[_Meaning]) -> list[str]:
    """The texts of the meanings whose rule can make the call: a rule never does when a rule
    before it (of higher priority) takes every hand it would (its range holds this one's, and
    it asks nothing of the hand that this one does not ask too). Beside "overcall: 5+ spades,
    8-17 HCP", "overcall: 5+ spades, 11-17 HCP" below it goes; above it, it would stay."""
    return [
        text
        for i, (text, shown, asks) in enumerate(meanings)
        if not any(_covers(other, other_asks, shown, asks) for _, other, other_asks in meanings[:i])
    ]


def _covers(
    outer: HandRange, outer_asks: _Asks | None, inner: HandRange, inner_asks: _Asks | None
) -> bool:
    """Whether every hand of the ``inner`` meaning is a hand of the ``outer`` one."""
    if outer_asks is None or inner_asks is None or inner.intersect(outer) != inner:
        return False
    (outer_rest, outer_tests), (inner_rest, inner_tests) = outer_asks, inner_asks
    return outer_rest in (_ANY_HAND, inner_rest) and outer_tests <= inner_tests


def _auction_allows(rule: Rule, ctx: Context, bind: Binding, call: Call) -> bool:
    """Whether the rule's hand tests that read the auction alone (``AUCTION_ONLY_TESTS``), and
    the auction's part of those that read both (``AUCTION_PARTS``), hold for ``call`` with
    these letters: the rest needs the hand, and explaining has none."""
    for test in rule.shows.tests:
        name, arg = _split(test)
        negate = name.startswith("!")
        name = name.lstrip("!")
        if (
            name in AUCTION_ONLY_TESTS
            and HAND_TESTS[name](_NO_HAND, ctx, bind, call, arg) == negate
        ):
            return False
        part = AUCTION_PARTS.get(name)
        if part is not None and not negate and not part(_NO_HAND, ctx, bind, call, arg):
            return False
    return True


_NO_HAND = Facts(Hand())
"""The facts handed to the auction-only tests, which never read them."""


_ANY_HAND = Shows()
"""What a rule that takes every hand shows (the aces aside: the answers to an ace ask, each
for a number of aces, take every hand together)."""


def _takes_any_hand(shows: Shows) -> bool:
    """Whether a rule asks nothing of the hand beyond its aces and the tests that read the
    auction alone (which :func:`_auction_allows` judges): every hand that reaches it, when
    its call is legal and allowed, makes it."""
    hand_tests = tuple(t for t in shows.tests if _split(t)[0].lstrip("!") not in AUCTION_ONLY_TESTS)
    return replace(shows, aces=None, tests=hand_tests) == _ANY_HAND


def _static_range(shows: Shows, bind: Binding) -> HandRange:
    lo, hi = shows.hcp
    for bound in (shows.tp, shows.sp):
        if bound is not None:
            hi = min(hi, bound[1])  # neither count is below the HCP
    if shows.aces:
        lo = max(lo, 4 * min(shows.aces))
    lengths = [[0, 13] for _ in range(4)]
    if shows.balanced:
        lengths = [[2, 5] for _ in range(4)]
    for var, low, high in shows.lengths:
        suit = suit_of(var, bind)
        if suit is not None:
            lengths[suit][0] = max(lengths[suit][0], low)
            lengths[suit][1] = min(lengths[suit][1], high)
    tp = shows.tp if shows.tp is not None else (0, TP_TOP)
    return HandRange((lo, hi), tuple((a, b) for a, b in lengths), tp)


def _shown_range(rule: Rule, bind: Binding, ctx: Context) -> HandRange:
    """What ``rule`` shows in ``ctx``: its own bounds, and what its combined-strength tests
    say of the hand given partner's shown strength (empty when no hand could pass them)."""
    shown = _static_range(rule.shows, bind)
    for test in rule.shows.tests:
        name, arg = _split(test)
        bounds = strength_shown(name, ctx)
        if bounds is not None:
            shown = shown.intersect(HandRange(hcp=bounds[0], tp=bounds[1]))
        suit = suit_of(arg, bind) if arg and name in FIT_TESTS else None
        if suit is not None:  # a known 8-card fit in ``suit``: the hand holds its share
            least = 8 - partner_lengths(ctx)[suit][0]
            lengths = tuple((least, 13) if s == suit else (0, 13) for s in range(4))
            shown = shown.intersect(HandRange(lengths=lengths))
    return shown


def _hull(ranges: list[HandRange]) -> HandRange:
    return HandRange(
        (min(r.hcp[0] for r in ranges), max(r.hcp[1] for r in ranges)),
        tuple(
            (min(r.lengths[s][0] for r in ranges), max(r.lengths[s][1] for r in ranges))
            for s in range(4)
        ),
        (min(r.tp[0] for r in ranges), max(r.tp[1] for r in ranges)),
    )


def range_of(ctx: Context, call: Call) -> HandRange:
    """What ``call`` shows in ``ctx``: the union of the ranges of every rule that could make it
    (any hand when no rule could). A rule whose tests that read the auction alone rule the
    call out (``fourth:F`` for a suit that is not the fourth) could not make it.

    Each rule's range is its own bounds, with what its combined-strength tests say of the hand
    (:func:`~.checks.strength_shown`), less the HCP that rules of higher priority always take:
    a rule that asks for nothing but HCP takes every such hand that reaches it, and so do
    combined-strength rules that leave no gap from some strength up, with a fit and without.
    A call that only such hands could make (the system's robot never makes it, a human may)
    is read by its rules' own ranges: over a weak two, 2NT asks for a feature with every
    15+ hand, and a new suit still shows 15+ and five cards.

    >>> weak_two = Context.of(tuple(map(Call.parse, "2H P".split())), Seat.N, Vulnerability.NONE)
    >>> str(range_of(weak_two, Call.parse("2S")))
    '15-37 HCP, S 5-13'
    >>> ctx = Context.of(tuple(map(Call.parse, "1C P 1H P 1NT P".split())), Seat.N,
    ...                  Vulnerability.NONE)
    >>> str(range_of(ctx, Call.parse("3NT"))), str(range_of(ctx, Call.PASS))
    ('0-18 HCP, 13-24 total points', '0-12 HCP')

    >>> from bridgecraft.core import Vulnerability
    >>> str(range_of(Context.of((), Seat.N, Vulnerability.NONE), Call.parse("2H")))
    '5-10 HCP, H 6-6, S 0-3'
    """
    found = []
    unreached = []  # the rules' own ranges, for a call only a higher rule's hands would make
    covered = 0  # bit h: a hand of h HCP always stops at a rule seen so far
    combined = [0, 0]  # bit c: combined points c always stop at a rule seen so far (no fit, fit)
    for rule, bind in applicable(ctx):
        resolved = tuple(resolve(rule.call, bind, ctx))
        for made, full in resolved:
            if made == call and _auction_allows(rule, ctx, full, call):
                own = _shown_range(rule, full, ctx)
                shown = _uncovered(own, covered)
                if not shown.is_empty:
                    found.append(shown)
                elif not own.is_empty:
                    unreached.append(own)
        legal = [made for made, _ in resolved if made in ctx.legal]
        if _by_hcp_alone(rule.shows) and legal:
            covered |= _bits(*rule.shows.hcp)
        taken = _combined_taken(rule.shows, legal, ctx)
        if taken is not None:
            in_fit, low, high = taken
            combined[in_fit] |= _bits(low, high)
            covered |= _hcp_taken_by_strength(combined, ctx)
    return _hull(found or unreached) if found or unreached else HandRange.ANY


def _combined_taken(shows: Shows, legal: list[Call], ctx: Context) -> tuple[bool, int, int] | None:
    """When a rule asks nothing but one combined-strength test (and stoppers where no
    opponent's suit needs one), the combined points it always takes: (in a major fit or not,
    lowest, highest); None otherwise. A fit test counts only when it takes both majors."""
    if len(shows.tests) != 1 or shows.stops not in ((), ("opp",)):
        return None
    if shows.stops and ctx.opponents_suits:
        return None
    name, arg = _split(shows.tests[0])
    if name not in STRENGTH_TESTS or shows != Shows(tests=shows.tests, stops=shows.stops):
        return None
    low, high, in_fit = STRENGTH_TESTS[name]
    if name in HCP_ONLY_TESTS:  # counts partner's HCP: on the others' scale, that many more
        shift = partner_min_hcp(ctx) - partner_hcp(ctx)
        low, high = low + shift, min(high + shift, _COMBINED_TOP)
    if not in_fit:
        return (False, low, high) if legal else None
    if arg == "":
        return (True, low, high) if legal else None
    majors = {call.strain for call in legal if call.strain in (Strain.H, Strain.S)}
    return (True, low, high) if arg == "M" and len(majors) == 2 else None


def _hcp_taken_by_strength(combined: list[int], ctx: Context) -> int:
    """The HCP (as bits) that the combined-strength rules seen so far always take: a hand of
    h HCP counts at least h plus partner's least shown HCP, with a fit or not, so it is taken
    when the rules take every combined count from there up, both with a fit and without."""
    both = combined[0] & combined[1]
    floor = _COMBINED_TOP + 1  # the lowest count from which every count up is taken
    while floor > 0 and both >> (floor - 1) & 1:
        floor -= 1
    if floor > _COMBINED_TOP:
        return 0
    return _bits(max(0, floor - partner_min_hcp(ctx)), 37)


def _bits(low: int, high: int) -> int:
    """The whole numbers from ``low`` to ``high`` as a bit set (bit n for n)."""
    return (1 << (high + 1)) - (1 << low) if low <= high else 0


def _by_hcp_alone(shows: Shows) -> bool:
    """Whether every hand within the HCP bounds of ``shows`` meets all it asks (the rule then
    takes every such hand that reaches it, and the rules below it see none)."""
    return shows == Shows(hcp=shows.hcp, trump=shows.trump)


def _uncovered(shown: HandRange, covered: int) -> HandRange:
    """``shown`` without the HCP that rules of higher priority always take (its HCP bounds
    become those of the values left; it is empty when none is left)."""
    low, high = shown.hcp
    left = [h for h in range(max(low, 0), min(high, 37) + 1) if not covered >> h & 1]
    if len(left) == high - low + 1:
        return shown
    hcp = (left[0], left[-1]) if left else (1, 0)
    return HandRange(hcp, shown.lengths, shown.tp)


@lru_cache(maxsize=20000)
def _infer(
    calls: tuple[Call, ...], dealer: Seat, vulnerability: Vulnerability
) -> tuple[HandRange, HandRange, HandRange, HandRange]:
    if not calls:
        return HandRange.ANY, HandRange.ANY, HandRange.ANY, HandRange.ANY
    before = _infer(calls[:-1], dealer, vulnerability)
    ctx = Context.of(calls[:-1], dealer, vulnerability)
    shown = range_of(ctx, calls[-1])
    seat = ctx.seat
    merged = before[seat].intersect(shown)
    if merged.is_empty:
        merged = before[seat]
    out = list(before)
    out[seat] = merged
    return out[0], out[1], out[2], out[3]


def infer(
    calls: Sequence[Call | str] | str, dealer: Seat | str, vulnerability: Vulnerability | str
) -> BySeat[HandRange]:
    """What the auction shows about each seat's hand, assuming the system was followed.

    Each call narrows its bidder's range (when a call would contradict what the bidder showed
    before, it is ignored). Fallback passes show nothing the rules do not say.

    >>> from bridgecraft.core import Call, Seat, Vulnerability
    >>> ranges = infer([Call.parse(c) for c in "1H P 2H".split()], Seat.N, Vulnerability.NONE)
    >>> str(ranges[Seat.N]), ranges[Seat.S].lengths[2]
    ('10-21 HCP, H 5-13', (3, 13))
    """
    parsed = parse_calls(calls)
    dealer = Seat.of(dealer, "dealer")
    _check_auction(parsed, dealer)
    return BySeat(*_infer(parsed, dealer, Vulnerability.of(vulnerability)))


def parse_calls(calls: Sequence[Call | str] | str) -> tuple[Call, ...]:
    """The calls of an auction given as Calls, their text, or one text of words (separated
    by spaces or commas); anything else raises InvalidNotationError.

    >>> parse_calls("1H, P 2H"), parse_calls(["1NT", Call.parse("P")])
    ((Call.parse('1H'), Call.parse('P'), Call.parse('2H')), (Call.parse('1NT'), Call.parse('P')))
    """
    if isinstance(calls, str):
        calls = calls.replace(",", " ").split()
    elif not isinstance(calls, Iterable):
        raise InvalidNotationError(
            f"invalid calls {calls!r}: expected a list of calls or their text ('1H P 2H')"
        )
    return tuple(Call.parse(call) if isinstance(call, str) else call for call in calls)


@lru_cache(maxsize=20000)
def _check_auction(calls: tuple[Call, ...], dealer: Seat) -> None:
    """Raise IllegalCallError (or InvalidNotationError) unless ``calls`` is a legal auction:
    ranges inferred from an impossible one would be nonsense."""
    Auction(dealer, calls)
