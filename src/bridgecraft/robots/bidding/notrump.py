"""SAYC rules after notrump openings (Stayman, Jacoby transfers, the minor-suit relay,
quantitative raises, Gerber and its 5♣ king ask; the same over a double of 1NT, over their
double of Stayman or a transfer, and over partner's 1NT overcall, "systems on"; natural
bids and a Stayman-like cue bid over their two-level overcall of our 1NT, and the same when
they bid over partner's 1NT overcall; the run from a double of the 1NT overcall), after the
strong 2♣, and after weak twos.

>>> sorted({r.pattern[0] for r in RULES})[:6]
['...', '1F', '1NT', '1X', '2C', '2M']
"""

from __future__ import annotations

import re
from dataclasses import replace

from bridgecraft.core import Suit
from bridgecraft.robots.bidding.rule import Rule, rule
from bridgecraft.robots.bidding.takeout import answers_to_takeout_double

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off


def _gerber(pattern: str, tag: str) -> list[Rule]:
    """Gerber after ``pattern``: the ace answers to 4♣, then the asker's king ask (5♣) or
    contract, the king answers (in the same steps as the ace answers) and the contract."""
    answers = ((4, "4D", "0 or 4 aces"), (1, "4H", "1 ace"), (2, "4S", "2 aces"),
               (3, "4NT", "3 aces"))
    rules = [
        rule(f"{tag}-gerber-{call}", f"{pattern} 4C P", call, 100, f"Gerber answer: {text}",
             aces=(0, 4) if count == 4 else (count,))
        for count, call, text in answers
    ]
    rules += [
        rule(f"{tag}-gerber-kask", f"{pattern} 4C P B P", "5C", 100,
             "Gerber king ask: all four aces, grand slam interest", tests="grand_try"),
        rule(f"{tag}-gerber-6nt", f"{pattern} 4C P B P", "6NT", 99,
             "slam: at most one ace missing", tests="aces_ok"),
        rule(f"{tag}-gerber-signoff", f"{pattern} 4C P B P", "cNT", 90,
             "sign-off: two aces missing"),
    ]
    return rules + _gerber_kings(f"{pattern} 4C P B P 5C P", tag)


def _gerber_kings(pattern: str, tag: str) -> list[Rule]:
    """The answers to the Gerber king ask (``pattern`` ends with it) and the asker's contract:
    all the aces are ours, so a grand slam with enough kings, else six notrump."""
    answers = (("04", "5D", "0 or 4 kings", 0), ("1", "5H", "1 king", 3),
               ("2", "5S", "2 kings", 6), ("3", "5NT", "3 kings", 9))
    return [
        *[
            rule(f"{tag}-gerber-k{call}", pattern, call, 100, f"Gerber king answer: {text}",
                 hcp=(least, 37), tests=f"kings:{count}")
            for count, call, text, least in answers
        ],
        rule(f"{tag}-gerber-7nt", f"{pattern} B P", "7NT", 100,
             "grand slam: all the aces, 3+ kings, 35+", tests="grand"),
        rule(f"{tag}-gerber-k6nt", f"{pattern} B P", "6NT", 99,
             "small slam: a king too few for a grand"),
    ]


def _hcp_text(low: int, high: int) -> str:
    return f"{low}+ HCP" if high >= 37 else f"{low}-{high} HCP"


def _transfer_rebids(
    pattern: str, m: str, name: str, tag: str, game: int, wide: bool
) -> list[Rule]:
    """Responder's rebid after his transfer to ``m`` over a natural notrump (``pattern`` ends
    with opener's acceptance), and opener's answer to his 3NT. ``game`` is the fewest HCP
    for game: 10 opposite 1NT (15-17, ``wide``: invitations at 8-9), 4 opposite 2NT (20-21),
    2 opposite 2C 2D 2NT (22-24). The other ranges follow from it."""
    invite = (game - 2, game - 1)  # below 3NT, only opposite 1NT
    weak = (0, invite[0] - 1 if wide else game - 1)
    top = game + (5 if wide else 6)  # the most for game; then the quantitative 4NT
    game_hcp, quant = (game, top), (top + 1, top + 2)
    slam = (top + 3, top + (4 if wide else 5))
    gerber = (slam[1] + 1, 37)
    rules = [
        rule(f"{tag}-pass", pattern, "P", 40, f"to play: weak ({_hcp_text(*weak)})", hcp=weak),
    ]
    if wide:
        rules += [
            rule(f"{tag}-2nt", pattern, "2NT", 45,
                 f"invitational: exactly 5 {name}, {_hcp_text(*invite)}", hcp=invite,
                 lengths=f"{m}5", invites="game"),
            rule(f"{tag}-3", pattern, f"3{m}", 45,
                 f"invitational: 6+ {name}, {_hcp_text(*invite)}", hcp=invite,
                 lengths=f"{m}6+", invites="game"),
        ]
    rules += [
        rule(f"{tag}-3nt", pattern, "3NT", 45,
             f"choice of games: exactly 5 {name}, {_hcp_text(*game_hcp)}", hcp=game_hcp,
             lengths=f"{m}5"),
        rule(f"{tag}-4", pattern, f"4{m}", 45, f"game: 6+ {name}, {_hcp_text(*game_hcp)}",
             hcp=game_hcp, lengths=f"{m}6+"),
        rule(f"{tag}-4nt", pattern, "4NT", 44, f"quantitative: 5+ {name}, {_hcp_text(*quant)}",
             hcp=quant, invites="slam"),
        rule(f"{tag}-6nt", pattern, "6NT", 45, f"slam: exactly 5 {name}, {_hcp_text(*slam)}",
             hcp=slam, lengths=f"{m}5"),
        rule(f"{tag}-6", pattern, f"6{m}", 45, f"slam: 6+ {name}, {_hcp_text(*slam)}",
             hcp=slam, lengths=f"{m}6+"),
        rule(f"{tag}-slam-fit", pattern, f"6{m}", 46,
             f"slam: 6+ {name}, 30+ combined points with the shape, 2+ aces",
             hcp=(game, quant[1]), lengths=f"{m}6+", aces=(2, 3, 4), tests="slam_fit"),
        rule(f"{tag}-gerber", pattern, "4C", 46, f"Gerber: asks for aces; {_hcp_text(*gerber)}",
             hcp=gerber),
        *_gerber(pattern, tag),
    ]
    if wide:
        rules += [
            rule(f"{tag}-2nt-4", f"{pattern} 2NT P", f"4{m}", 50, f"maximum, 3+ {name}",
                 hcp=(16, 17), lengths=f"{m}3+"),
            rule(f"{tag}-2nt-3nt", f"{pattern} 2NT P", "3NT", 49, f"maximum, 2 {name}",
                 hcp=(16, 17)),
            rule(f"{tag}-2nt-3", f"{pattern} 2NT P", f"3{m}", 48, f"minimum, 3+ {name}",
                 lengths=f"{m}3+"),
            rule(f"{tag}-2nt-pass", f"{pattern} 2NT P", "P", 47, "minimum"),
        ]
    return [
        *rules,
        rule(f"{tag}-3nt-4", f"{pattern} 3NT P", f"4{m}", 50, f"3+ {name}: the major game",
             lengths=f"{m}3+"),
        rule(f"{tag}-3nt-pass", f"{pattern} 3NT P", "P", 49, f"2 {name}: to play"),
    ]


def _after_transfer(pattern: str, m: str, name: str) -> list[Rule]:
    """Responder's rebid after ``1NT P <transfer> P 2<m> P``, and opener's answer."""
    tag = f"nt-t{m.lower()}"
    return [
        *_transfer_rebids(pattern, m, name, tag, 10, wide=True),
        # SAYC: a new suit after the transfer is natural and forcing to game. The robot
        # prefers 3NT or four of the major (priority 45), so it is read, not bid (0081)
        *[
            r
            for new in {"H": ("2S", "3C", "3D"), "S": ("3C", "3D", "3H")}[m]
            for r in (
                rule(f"{tag}-{new}", pattern, new, 44,
                     f"new suit: natural, 4+ {Suit[new[1]].full_name} and 5+ {name}, game "
                     "forcing", hcp=(10, 37), lengths=f"{m}5+ {new[1]}4+",
                     tests=f"best_new:{new[1]}"),
                rule(f"{tag}-{new}-4", f"{pattern} {new} P", f"4{m}", 50,
                     f"3+ {name}: the major game", lengths=f"{m}3+"),
                rule(f"{tag}-{new}-3nt", f"{pattern} {new} P", "3NT", 49, f"2 {name}: notrump"),
            )
        ],
    ]


ONE_NT = [
    rule("nt-transfer-h", "1NT P", "2D", 80, "Jacoby transfer to hearts: 5+ hearts, any strength",
         lengths="H5+", tests="longer:H"),
    rule("nt-transfer-s", "1NT P", "2H", 80, "Jacoby transfer to spades: 5+ spades, any strength",
         lengths="S5+", tests="longer:S"),
    rule("nt-stayman", "1NT P", "2C", 75,
         "Stayman: asks for a 4-card major; shows 8+ HCP and a 4-card major", hcp=(8, 37),
         tests="has4M"),
    rule("nt-relay", "1NT P", "2S", 70, "relay to 3♣: a weak hand with a 6+ minor",
         hcp=(0, 7), tests="minor6"),
    rule("nt-gerber", "1NT P", "4C", 66, "Gerber: asks for aces; 20+ HCP", hcp=(20, 37)),
    rule("nt-6nt", "1NT P", "6NT", 64, "to play: 18-19 HCP", hcp=(18, 19), lengths="H0-4 S0-4"),
    rule("nt-4nt", "1NT P", "4NT", 63, "quantitative: 16-17 HCP, invites 6NT",
         hcp=(16, 17), lengths="H0-4 S0-4", invites="slam"),
    rule("nt-3nt", "1NT P", "3NT", 62, "to play: 10-15 HCP, no 4-card major",
         hcp=(10, 15), lengths="H0-4 S0-4"),
    rule("nt-2nt", "1NT P", "2NT", 61, "invitational: 8-9 HCP, no 4-card major",
         hcp=(8, 9), lengths="H0-4 S0-4", invites="game"),
    rule("nt-pass", "1NT P", "P", 0, "weak: 0-7 HCP, no long major", hcp=(0, 7),
         lengths="H0-4 S0-4"),
    # SAYC's jumps (decision 0081): three of a minor invites 3NT, three of a major shows slam
    # interest, four is to play. The robot reads them but bids otherwise: it transfers with a
    # major (priority 80) and invites with 2NT, which did better than 3m double dummy
    rule("nt-3m", "1NT P", "3m", 60,
         "invitational to 3NT: a good 6+ {m} (two of the top three honours), 6-9 HCP",
         hcp=(6, 9), lengths="m6+ H0-3 S0-3", tests="good:m", invites="game"),
    rule("nt-3M", "1NT P", "3M", 60, "slam interest: 6+ {M}, 14+ HCP", hcp=(14, 37),
         lengths="M6+"),
    rule("nt-4M", "1NT P", "4M", 59, "to play: 6+ {M}, no slam interest", hcp=(0, 13),
         lengths="M6+"),
    rule("nt-3M-bw", "1NT P 3M P", "4NT", 51, "Blackwood: a maximum (17 HCP) with 3+ {M}",
         hcp=(17, 17), lengths="M3+"),
    rule("nt-3M-4M", "1NT P 3M P", "4M", 50, "no slam interest: game in {M}"),
    # opener's answers
    rule("nt-stayman-2h", "1NT P 2C P", "2H", 50, "Stayman answer: 4+ hearts", lengths="H4+"),
    rule("nt-stayman-2s", "1NT P 2C P", "2S", 49, "Stayman answer: 4+ spades, not 4 hearts",
         lengths="S4+ H0-3"),
    rule("nt-stayman-2d", "1NT P 2C P", "2D", 48, "Stayman answer: no 4-card major",
         lengths="H0-3 S0-3"),
    rule("nt-super-h", "1NT P 2D P", "3H", 60,
         "super-accept: 4 hearts, a maximum (17 HCP, or 16 with a doubleton)", hcp=(16, 17),
         sp=(17, 30), trump="H", lengths="H4+"),
    rule("nt-accept-h", "1NT P 2D P", "2H", 50, "completes the transfer"),
    rule("nt-super-s", "1NT P 2H P", "3S", 60,
         "super-accept: 4 spades, a maximum (17 HCP, or 16 with a doubleton)", hcp=(16, 17),
         sp=(17, 30), trump="S", lengths="S4+"),
    rule("nt-accept-s", "1NT P 2H P", "2S", 50, "completes the transfer"),
    rule("nt-relay-3c", "1NT P 2S P", "3C", 50, "completes the relay (forced)"),
    rule("nt-relay-pass", "1NT P 2S P 3C P", "P", 50, "to play: long clubs", lengths="C6+"),
    rule("nt-relay-3d", "1NT P 2S P 3C P", "3D", 49, "to play: long diamonds", lengths="D6+"),
    rule("nt-2nt-3nt", "1NT P 2NT P", "3NT", 50, "accepts: 16-17 HCP", hcp=(16, 17)),
    rule("nt-2nt-pass", "1NT P 2NT P", "P", 40, "declines: 15 HCP", hcp=(15, 15)),
    rule("nt-4nt-6nt", "1NT P 4NT P", "6NT", 50, "accepts: 17 HCP", hcp=(17, 17)),
    rule("nt-4nt-pass", "1NT P 4NT P", "P", 40, "declines: 15-16 HCP", hcp=(15, 16)),
    rule("nt-3nt-pass", "1NT P 3NT P", "P", 40, "to play"),
    rule("nt-6nt-pass", "1NT P 6NT P", "P", 40, "to play"),
    *_gerber("1NT P", "nt"),
    # responder after Stayman
    rule("nt-s-4M", "1NT P 2C P 2M P", "4M", 60, "game with a fit: 4 {M}, 10-15 HCP",
         hcp=(10, 15), lengths="M4+"),
    rule("nt-s-3M", "1NT P 2C P 2M P", "3M", 60, "invitational with a fit: 4 {M}, 8-9 HCP",
         hcp=(8, 9), lengths="M4+", invites="game"),
    *[
        rule(f"nt-s-{call}-{after}", f"1NT P 2C P {after} P", call, 50, text,
             hcp=hcp, lengths=("M0-3" if after == "2M" else ""), invites=invites)
        for after in ("2D", "2M")
        for call, text, hcp, invites in (
            ("2NT", "invitational: 8-9 HCP, no fit", (8, 9), "game"),
            ("3NT", "to play: 10-15 HCP, no fit", (10, 15), ""),
            ("4NT", "quantitative: 16-17 HCP", (16, 17), "slam"),
            ("6NT", "to play: 18-19 HCP", (18, 19), ""),
        )
    ],
    rule("nt-s-6M", "1NT P 2C P 2M P", "6M", 60, "slam with a fit: 4 {M}, 18-19 HCP",
         hcp=(18, 19), lengths="M4+"),
    rule("nt-s-5M", "1NT P 2C P 2M P", "5M", 60,
         "slam try with a fit: 4 {M}, 16-17 HCP, invites six", hcp=(16, 17), lengths="M4+"),
    *[
        rule(f"nt-s-gerber-{after}", f"1NT P 2C P {after} P", "4C", 58,
             "Gerber: asks for aces; 20+ HCP", hcp=(20, 37))
        for after in ("2D", "2M")
    ],
    *_gerber("1NT P 2C P 2D P", "nt-s-d"),
    *_gerber("1NT P 2C P 2M P", "nt-s-m"),
    rule("nt-s-2M-after-2d", "1NT P 2C P 2D P", "2M", 55,
         "invitational: 5 {M}, 8-9 HCP", hcp=(8, 9), lengths="M5", invites="game"),
    rule("nt-s-3M-after-2d", "1NT P 2C P 2D P", "3M", 56,
         "game forcing: 5 {M}, 10+ HCP", hcp=(10, 15), lengths="M5"),
    # after a major (decision 0081): the other major shows five of it, at two inviting, at
    # three forcing to game; three of a minor shows slam interest (SAYC)
    rule("nt-s-2S-after-2h", "1NT P 2C P 2H P", "2S", 55,
         "invitational: 5 spades, 8-9 HCP, no heart fit", hcp=(8, 9), lengths="S5 H0-3",
         invites="game"),
    *[
        rule(f"nt-s-3{o}-after-2{a.lower()}", f"1NT P 2C P 2{a} P", f"3{o}", 56,
             f"game forcing: 5 {name}, 10+ HCP, no fit for partner's major", hcp=(10, 15),
             lengths=f"{o}5 {a}0-3")
        for a, o, name in (("H", "S", "spades"), ("S", "H", "hearts"))
    ],
    rule("nt-s-3m", "1NT P 2C P B P", "3m", 40,
         "slam interest: 5+ {m} and a 4-card major, 16+ HCP", hcp=(16, 37),
         lengths="m5+", tests="has4M"),
    rule("nt-s-3m-4m", "1NT P 2C P B P 3m P", "4m", 51, "support for {m}: 4+ cards",
         lengths="m4+"),
    rule("nt-s-3m-3nt", "1NT P 2C P B P 3m P", "3NT", 50, "no fit for {m}: to play"),
    # responder's notrump over 2H denies four hearts, so his Stayman showed four spades:
    # opener with four of them plays in spades (decision 0090)
    rule("nt-s-2h-2nt-4s", "1NT P 2C P 2H P 2NT P", "4S", 52,
         "4 spades too (partner's Stayman showed them): game in spades, 16-17 HCP",
         hcp=(16, 17), lengths="S4+"),
    rule("nt-s-2h-2nt-3s", "1NT P 2C P 2H P 2NT P", "3S", 51,
         "4 spades too (partner's Stayman showed them), minimum: declines in spades",
         hcp=(0, 15), lengths="S4+"),
    rule("nt-s-2h-2nt-3nt", "1NT P 2C P 2H P 2NT P", "3NT", 50,
         "accepts: 16-17 HCP, no 4 spades", hcp=(16, 17), lengths="S0-3"),
    rule("nt-s-2h-2nt-pass", "1NT P 2C P 2H P 2NT P", "P", 49, "declines: 15 HCP",
         hcp=(0, 15), lengths="S0-3"),
    # over 2D or 2S opener has no other major to show: he accepts responder's invitational
    # 2NT as he accepts 1NT P 2NT (decision 0101)
    *[
        r
        for answer in ("2D", "2S")
        for r in (
            rule(f"nt-s-{answer[1].lower()}-2nt-3nt", f"1NT P 2C P {answer} P 2NT P", "3NT",
                 50, "accepts: 16-17 HCP", hcp=(16, 17)),
            rule(f"nt-s-{answer[1].lower()}-2nt-pass", f"1NT P 2C P {answer} P 2NT P", "P",
                 49, "declines: 15 HCP", hcp=(0, 15)),
        )
    ],
    rule("nt-s-2h-3nt-4s", "1NT P 2C P 2H P 3NT P", "4S", 50,
         "4 spades too (partner's Stayman showed them): the spade game", lengths="S4+"),
    rule("nt-s-2h-3nt-pass", "1NT P 2C P 2H P 3NT P", "P", 49, "no 4 spades: to play",
         lengths="S0-3"),
    # opener over responder's invitational five-card major after Stayman: game with a
    # maximum, else a pass with three of it or 2NT with two (decision 0090)
    *[
        r
        for answer, major in (("2D", "M"), ("2H", "S"))
        for tag in (f"nt-s-{answer[1].lower()}-2{major}",)
        for r in (
            rule(f"{tag}-4", f"1NT P 2C P {answer} P 2{major} P", f"4{major}", 52,
                 f"accepts: 3+ {{{major}}}, 16-17 HCP" if major == "M"
                 else "accepts: 3+ spades, 16-17 HCP", hcp=(16, 17), lengths=f"{major}3+"),
            rule(f"{tag}-3nt", f"1NT P 2C P {answer} P 2{major} P", "3NT", 51,
                 "accepts: 17 HCP, 2 cards in partner's major", hcp=(17, 17),
                 lengths=f"{major}0-2"),
            rule(f"{tag}-pass", f"1NT P 2C P {answer} P 2{major} P", "P", 50,
                 "declines: 15 HCP, 3+ cards in partner's major", hcp=(0, 15),
                 lengths=f"{major}3+"),
            rule(f"{tag}-2nt", f"1NT P 2C P {answer} P 2{major} P", "2NT", 49,
                 "declines: 15-16 HCP, 2 cards in partner's major", hcp=(0, 16),
                 lengths=f"{major}0-2"),
        )
    ],
    # responder, then opener, after a completed transfer
    *[
        r
        for relay, m, name in (("2D", "H", "hearts"), ("2H", "S", "spades"))
        for r in _after_transfer(f"1NT P {relay} P 2{m} P", m, name)
    ],
]


def _systems_on(
    rules: list[Rule], before: tuple[str, ...], suffix: str, note: str, top: int | None = None
) -> list[Rule]:
    """The same rules with ``before`` in place of their first two calls (``1NT P``, or
    ``1NT 2X`` for the rules over an overcall of our 1NT): every call keeps its meaning
    ("systems on"). SAYC plays them over a double of our 1NT (``1NT X``) and over partner's
    1NT overcall (``1F 1NT P``, ``F`` their suit). ``note`` is added to the meaning of the
    first call. ``top``: the notrump bidder's own rules that take the top of the 1NT opening
    (17 HCP) take this top instead (18 for the overcall)."""
    moved = []
    for r in rules:
        assert r.pattern[0] == "1NT", r.id
        meaning = r.meaning if len(r.pattern) > 2 else f"{r.meaning} ({note})"
        shows = r.shows
        if top is not None and len(r.pattern) % 4 == 0 and shows.hcp[1] == 17:
            shows = replace(shows, hcp=(shows.hcp[0], top))  # the notrump bidder's call
            meaning = re.sub(
                r"(?<![\d-])(\d+-)?17 HCP", lambda m: f"{m[1] or '17-'}{top} HCP", meaning
            )
        moved.append(replace(r, id=f"{r.id}-{suffix}", pattern=(*before, *r.pattern[2:]),
                             meaning=meaning, shows=shows))
    return moved


ONE_NT_DOUBLED = _systems_on(ONE_NT, ("1NT", "X"), "x", "systems on over the double")
# their double of Stayman, a transfer or the relay (1NT P 2D X) shows that suit: the answers
# and the rest of the auction stay as they were
ONE_NT_ANSWER_DOUBLED = [
    replace(r, id=f"{r.id}-dx", pattern=(*r.pattern[:3], "X", *r.pattern[4:]),
            meaning=r.meaning if len(r.pattern) > 4 else f"{r.meaning} (over their double)")
    for r in ONE_NT
    if len(r.pattern) >= 4 and r.pattern[2] in ("2C", "2D", "2H", "2S") and r.pattern[3] == "P"
]
ONE_NT_OVERCALL = _systems_on(ONE_NT, ("1F", "1NT", "P"), "ov",
                              "systems on over partner's 1NT overcall", top=18)

OVER_OUR_1NT = [
    # partner opened 1NT and RHO overcalled at the two level: Stayman and transfers are off,
    # bids are natural except the cue bid, a game-forcing substitute for Stayman
    rule("nto-3M", "1NT 2X", "3M", 80, "natural and forcing: 5+ {M}, game values (10+ points)",
         hcp=(7, 37), tp=(10, 60), lengths="M5+", tests="best_new:M"),
    rule("nto-cue", "1NT 2X", "3X", 79,
         "cue bid, Stayman-like: game force (10+ HCP), asks for a 4-card major",
         hcp=(10, 37), tests="unbid4"),
    rule("nto-3m", "1NT 2X", "3m", 78, "natural and forcing: 5+ {m}, game values (10+ points)",
         hcp=(8, 37), tp=(10, 60), lengths="m5+", tests="best_new:m"),
    rule("nto-x", "1NT 2X", "X", 77, "penalty double: 4+ {X}, 8+ HCP", hcp=(8, 37),
         lengths="X4+"),
    rule("nto-3nt", "1NT 2X", "3NT", 76, "to play: 10+ HCP, a stopper in {X}", hcp=(10, 37),
         stops="X"),
    rule("nto-cue-stop", "1NT 2X", "3X", 75,
         "cue bid: game force (10+ HCP) without a stopper in {X}, asks for a major or a stopper",
         hcp=(10, 37), tests="!stopper:X"),
    rule("nto-2Y", "1NT 2X", "2Y", 74, "competitive: 5+ {Y}, 5-9 HCP, not forcing",
         hcp=(5, 9), lengths="Y5+", tests="best_new:Y"),
    rule("nto-2nt", "1NT 2X", "2NT", 73, "invitational: 8-9 HCP, a stopper in {X}", hcp=(8, 9),
         stops="X", invites="game"),
    rule("nto-pass", "1NT 2X", "P", 0, "0-9 HCP, nothing to show", hcp=(0, 9)),
    # opener's rebid
    rule("nto-2Y-pass", "1NT 2X 2Y P", "P", 50, "partner's two-level bid is not forcing: pass"),
    rule("nto-cue-M", "1NT 2X 3X P", "cM", 60, "answers the cue bid: 4+ {M}", lengths="M4+"),
    rule("nto-cue-3nt", "1NT 2X 3X P", "3NT", 55,
         "answers the cue bid: no 4-card major, a stopper in {X}", stops="X"),
    rule("nto-cue-m", "1NT 2X 3X P", "cm", 50,
         "answers the cue bid: no 4-card major, no stopper in {X}, 4+ {m}", lengths="m4+"),
    rule("nto-cue-any", "1NT 2X 3X P", "3NT", 40,
         "answers the cue bid: nothing else to show, 3NT without a sure stopper"),
    rule("nto-3M-4M", "1NT 2X 3M P", "4M", 60, "3+ {M}: the major game", lengths="M3+"),
    rule("nto-3Y-3nt", "1NT 2X 3Y P", "3NT", 55, "a stopper in {X}, no major fit", stops="X"),
    rule("nto-3m-5m", "1NT 2X 3m P", "5m", 50, "3+ {m}, no stopper in {X}: the minor game",
         lengths="m3+"),
    rule("nto-3Y-pref", "1NT 2X 3Y P", "cY", 40,
         "no stopper in {X}, two {Y}: the cheapest bid in {Y} (forcing)"),
    # responder's minor was game forcing and opener has no stopper: the minor game (0092)
    rule("nto-3m-4m-5m", "1NT 2X 3m P 4m P", "5m", 50,
         "game in {m}: partner has no stopper in {X}"),
    rule("nto-x-pass", "1NT 2X X P", "P", 50, "leaves partner's penalty double in"),
    rule("nto-2nt-3nt", "1NT 2X 2NT P", "3NT", 50, "accepts: 16-17 HCP", hcp=(16, 17)),
    rule("nto-2nt-pass", "1NT 2X 2NT P", "P", 40, "declines: 15 HCP", hcp=(15, 15)),
    rule("nto-3nt-pass", "1NT 2X 3NT P", "P", 40, "to play"),
    # their overcall passed round to the 1NT opener (1NT 2S P P): short in their suit he
    # doubles for takeout; partner passes with length in it, else bids (decision 0074)
    rule("nto-reopen-x", "1NT 2X P P", "X", 60, "reopening double: takeout, at most two {X}",
         lengths="X0-2"),
    rule("nto-reopen-pass", "1NT 2X P P", "P", 0, "three or more {X}: defends"),
    rule("anto-pass", "1NT 2X P P X P", "P", 80, "penalty pass: 4+ {X}", lengths="X4+"),
    *answers_to_takeout_double("anto", "1NT 2X P P X P", back=False),
]

# partner's 1NT overcall doubled for penalties (1C 1NT X): with a weak hand and a five-card
# suit advancer runs to it; with more he bids as the generic rules say (decision 0074)
RUN_FROM_1NT_OVERCALL_DOUBLED = [
    rule("ovx-run", "... 1X 1NT X", "2Y", 85, "runs from the double: 5+ {Y}, 0-7 HCP",
         hcp=(0, 7), lengths="Y5+", tests="best_new:Y"),
]

# partner overcalled 1NT (15-18) and their responder bid (1C 1NT 2H, or raised: 1H 1NT 2H):
# advancer bids as responder does over an overcall of our 1NT opening, and the overcaller as
# the opener does; his acceptance of 2NT takes the top of the overcall (decision 0074)
OVER_OUR_1NT_OVERCALL = [
    r
    for before, tag in ((("1F", "1NT", "2X"), "ov"), (("1X", "1NT", "2X"), "ovr"))
    for r in _systems_on(OVER_OUR_1NT, before, tag, "after partner's 1NT overcall", top=18)
]

def _over_2nt(before: str, suffix: str, low: int) -> list[Rule]:
    """Responder's answers to a natural 2NT and opener's answers to them. ``before`` is ""
    for the 2NT opening (20-21 HCP) or ``"2C P 2D P "`` for opener's 2NT rebid after his
    strong 2♣ (22-24), where SAYC plays the same conventions ("systems on"). ``low`` is the
    fewest HCP responder bids game with (4 opposite the opening, 2 opposite the rebid);
    his other ranges keep their distance from it, so each makes the same combined points
    (about 25 for game, 32 for the quantitative 4NT, 33 for 6NT). ``suffix`` is added to
    the rule ids. After a transfer, responder places the contract (decision 0090)."""
    def hcp(first: int, last: int | None) -> tuple[int, int]:
        return (max(0, low + first), 37 if last is None else low + last)

    def text(first: int, last: int | None) -> str:
        return _hcp_text(*hcp(first, last))

    def notrump_contracts(
        pattern: str, tag: str, lengths: str = "", no_fit: str = ""
    ) -> list[Rule]:
        """Responder's notrump contracts by these ranges (3NT, the quantitative 4NT, 6NT),
        or Gerber: over the 2NT opening, and after Stayman finds no fit."""
        return [
            rule(f"{tag}-3nt", pattern, "3NT", 62, f"to play: {text(0, 6)}{no_fit}",
                 hcp=hcp(0, 6), lengths=lengths),
            rule(f"{tag}-4nt", pattern, "4NT", 63, f"quantitative: {text(7, 8)}{no_fit}",
                 hcp=hcp(7, 8), lengths=lengths, invites="slam"),
            rule(f"{tag}-6nt", pattern, "6NT", 64, f"to play: {text(9, 11)}{no_fit}",
                 hcp=hcp(9, 11), lengths=lengths),
            rule(f"{tag}-gerber", pattern, "4C", 66, f"Gerber: asks for aces; {text(12, None)}",
                 hcp=hcp(12, None)),
            *_gerber(pattern, tag),
        ]

    rules = [
        rule("2nt-transfer-h", "2NT P", "3D", 80, "Jacoby transfer to hearts: 5+ hearts",
             lengths="H5+", tests="longer:H"),
        rule("2nt-transfer-s", "2NT P", "3H", 80, "Jacoby transfer to spades: 5+ spades",
             lengths="S5+", tests="longer:S"),
        rule("2nt-stayman", "2NT P", "3C", 75, f"Stayman: {text(0, None)}, a 4-card major",
             hcp=hcp(0, None), tests="has4M"),
        *notrump_contracts("2NT P", "2nt"),
        rule("2nt-pass", "2NT P", "P", 0, f"{text(-low, -1)}", hcp=hcp(-low, -1),
             lengths="H0-4 S0-4"),
        rule("2nt-stayman-3h", "2NT P 3C P", "3H", 50, "4+ hearts", lengths="H4+"),
        rule("2nt-stayman-3s", "2NT P 3C P", "3S", 49, "4+ spades, not 4 hearts",
             lengths="S4+ H0-3"),
        rule("2nt-stayman-3d", "2NT P 3C P", "3D", 48, "no 4-card major", lengths="H0-3 S0-3"),
        # after opener's major, responder places the contract: Stayman promised game
        # (decision 0090)
        *[
            r
            for major in ("H", "S")
            for pattern in (f"2NT P 3C P 3{major} P",)
            for tag in (f"2nt-s-{major.lower()}",)
            for r in (
                rule(f"{tag}-4", pattern, f"4{major}", 62,
                     f"game with a fit: 4 {Suit[major].full_name}, {text(0, 8)}",
                     hcp=hcp(0, 8), lengths=f"{major}4+"),
                rule(f"{tag}-6", pattern, f"6{major}", 64,
                     f"slam with a fit: 4 {Suit[major].full_name}, {text(9, 11)}",
                     hcp=hcp(9, 11), lengths=f"{major}4+"),
                *notrump_contracts(pattern, tag, lengths=f"{major}0-3", no_fit=", no fit"),
            )
        ],
        rule("2nt-s-h-3S", "2NT P 3C P 3H P", "3S", 44,
             "4 spades, no heart fit, forcing",
             hcp=hcp(0, None), lengths="S4+ H0-3"),
        rule("2nt-s-h-3S-4S", "2NT P 3C P 3H P 3S P", "4S", 50, "4 spades too: the spade game",
             lengths="S4+"),
        rule("2nt-s-h-3S-3nt", "2NT P 3C P 3H P 3S P", "3NT", 49, "no 4 spades: notrump",
             lengths="S0-3"),
        rule("2nt-stayman-3h-4s", "2NT P 3C P 3H P 3NT P", "4S", 50,
             "4 spades too (partner's Stayman showed them): the spade game", lengths="S4+"),
        rule("2nt-stayman-3h-pass", "2NT P 3C P 3H P 3NT P", "P", 49,
             "no 4 spades: to play", lengths="S0-3"),
        # after 3D (no major), responder places the contract as over 2NT; three of a major
        # shows five of it, game forcing, as over 1NT: read, not bid, since the robot
        # transfers with five (decision 0090)
        *notrump_contracts("2NT P 3C P 3D P", "2nt-s-3d", no_fit=", no fit"),
        rule("2nt-s-3d-3M", "2NT P 3C P 3D P", "3M", 44, "5 {M}, game forcing",
             hcp=hcp(0, None), lengths="M5"),
        rule("2nt-s-3d-3M-4M", "2NT P 3C P 3D P 3M P", "4M", 50, "3+ {M}: the major game",
             lengths="M3+"),
        rule("2nt-s-3d-3M-3nt", "2NT P 3C P 3D P 3M P", "3NT", 49, "2 {M}: notrump"),
        rule("2nt-accept-h", "2NT P 3D P", "3H", 50, "completes the transfer"),
        rule("2nt-accept-s", "2NT P 3H P", "3S", 50, "completes the transfer"),
    ]
    for relay, m, name in (("3D", "H", "hearts"), ("3H", "S", "spades")):
        tag, pattern = f"2nt-t{m.lower()}", f"2NT P {relay} P 3{m} P"
        rules += _transfer_rebids(pattern, m, name, tag, low, wide=False)
    # 3♠ after the heart transfer is natural, game forcing; read, not bid, as over 1NT
    hearts = "2NT P 3D P 3H P"
    rules += [
        rule("2nt-th-3S", hearts, "3S", 44,
             "new suit: natural, 4+ spades and 5+ hearts, game forcing", hcp=hcp(0, None),
             lengths="H5+ S4+"),
        rule("2nt-th-3S-4S", f"{hearts} 3S P", "4S", 51, "4+ spades: the spade game",
             lengths="S4+"),
        rule("2nt-th-3S-4H", f"{hearts} 3S P", "4H", 50, "3+ hearts: the heart game",
             lengths="H3+"),
        rule("2nt-th-3S-3nt", f"{hearts} 3S P", "3NT", 49, "2 hearts, 2-3 spades: notrump"),
    ]
    if not before:
        return rules
    return [
        replace(r, id=f"{r.id}-{suffix}", pattern=(*before.split(), *r.pattern),
                meaning=r.meaning if r.pattern != ("2NT", "P") or r.call == "P"
                else f"{r.meaning} (systems on over the 2NT rebid)")
        for r in rules
    ]


TWO_NT = _over_2nt("", "", 4)
"""The answers to the 2NT opening, 20-21 HCP."""

TWO_CLUBS_2NT = _over_2nt("2C P 2D P ", "2c", 2)
"""The same answers to opener's 2NT rebid after 2♣ 2♦, 22-24 HCP."""

# the 3NT opening, 25-27 balanced (decision 0081): the steps of the 2NT opening's answers,
# five points lower
THREE_NT = [
    rule("3nt-gerber", "3NT P", "4C", 66, "Gerber: asks for aces; 11+ HCP", hcp=(11, 37)),
    rule("3nt-6nt", "3NT P", "6NT", 64, "to play: 8-10 HCP", hcp=(8, 10)),
    rule("3nt-4nt", "3NT P", "4NT", 63, "quantitative: 6-7 HCP, invites 6NT", hcp=(6, 7),
         invites="slam"),
    rule("3nt-4M", "3NT P", "4M", 62, "to play: 6+ {M}, 0-5 HCP", hcp=(0, 5), lengths="M6+"),
    rule("3nt-pass", "3NT P", "P", 0, "0-5 HCP", hcp=(0, 5)),
    *_gerber("3NT P", "3nt"),
]

TWO_CLUBS = [
    *[
        rule(f"2c-positive-{call}", "2C P", call, 60,
             f"positive: 5+ {name} with two of the top three honours, 8+ HCP",
             hcp=(8, 37), lengths=f"{s}5+", tests=f"good:{s} longest:{s}")
        for call, s, name in (("2H", "H", "hearts"), ("2S", "S", "spades"),
                              ("3C", "C", "clubs"), ("3D", "D", "diamonds"))
    ],
    rule("2c-positive-2nt", "2C P", "2NT", 59, "positive: 8+ HCP, balanced", hcp=(8, 37),
         balanced=True),
    rule("2c-waiting", "2C P", "2D", 50, "waiting: artificial, no positive response"),
    rule("2c-2nt", "2C P 2D P", "2NT", 70, "22-24 HCP, balanced", hcp=(22, 24), balanced=True),
    rule("2c-3nt", "2C P 2D P", "3NT", 70, "25-27 HCP, balanced", hcp=(25, 27), balanced=True),
    rule("2c-4nt", "2C P 2D P", "4NT", 69, "28+ HCP, balanced, invites slam", hcp=(28, 37),
         balanced=True),
    rule("2c-suit", "2C P 2D P", "cX", 60, "natural: 5+ {X}, game forcing", lengths="X5+",
         tests="best_new:X"),
    rule("2c-suit-4", "2C P 2D P", "cX", 40, "natural: 4+ {X}, game forcing", lengths="X4+",
         tests="best_new:X"),
    rule("2c-raise-weak", "2C P 2D P 2M P", "4M", 61, "support: 3+ {M}, 0-4 HCP (fast arrival)",
         hcp=(0, 4), lengths="M3+"),
    rule("2c-raise", "2C P 2D P 2M P", "3M", 60, "support: 3+ {M}, 5+ HCP", hcp=(5, 37),
         lengths="M3+"),
    rule("2c-no-fit", "2C P 2D P 2M P", "2NT", 50, "no fit, waiting"),
    rule("2c-own", "2C P 2D P 2M P", "cY", 51, "natural: 5+ {Y}, no fit for {M}",
         lengths="Y5+ M0-2", tests="best_new:Y"),
    # opener after the waiting 2NT (game forcing): his suit again, a second suit, or 3NT
    rule("2c-nofit-rebid", "2C P 2D P 2X P 2NT P", "3X", 60, "rebids a 6+ card {X} suit",
         lengths="X6+"),
    rule("2c-nofit-new", "2C P 2D P 2X P 2NT P", "cY", 58, "a second suit: 4+ {Y}",
         lengths="X5+ Y4+", tests="best_new:Y upto:3"),
    rule("2c-nofit-3nt", "2C P 2D P 2X P 2NT P", "3NT", 50, "to play: no second suit"),
    rule("2c-m-major", "2C P 2D P 3m P", "3M", 58, "natural: 5+ {M}", lengths="M5+",
         tests="best_new:M"),
    rule("2c-m-raise", "2C P 2D P 3m P", "4m", 55, "support: 3+ {m}, 5+ HCP", hcp=(5, 37),
         lengths="m3+"),
    rule("2c-no-fit-m", "2C P 2D P 3m P", "3NT", 50, "no fit"),
]

WEAK_TWOS = [
    rule("w2-game", "2M P", "4M", 62, "to play: 3+ {M}, 14+ HCP", hcp=(14, 37), lengths="M3+"),
    rule("w2-sacrifice", "2M P", "4M", 61, "preemptive: 4+ {M}, weak", hcp=(0, 9),
         lengths="M4+"),
    rule("w2-feature-ask", "2X P", "2NT", 58, "asks for a feature: 15+ HCP, game interest",
         hcp=(15, 37)),
    rule("w2-3nt", "2X P", "3NT", 60, "to play: 16+ HCP, stopper outside", hcp=(16, 37),
         balanced=True),
    rule("w2-new", "2X P", "cY", 57, "new suit: 5+ {Y}, 15+ HCP, forcing", hcp=(15, 37),
         lengths="Y5+", tests="best_new:Y"),
    rule("w2-raise", "2X P", "3X", 55, "preemptive raise: 3+ {X}, not invitational",
         hcp=(0, 14), lengths="X3+"),
    rule("w2-pass", "2X P", "P", 0, "no game interest"),
    rule("w2-feature", "2X P 2NT P", "cY", 60, "maximum (9-10 HCP) with an ace or king in {Y}",
         hcp=(9, 10), tests="feature:Y"),
    rule("w2-min", "2X P 2NT P", "3X", 50, "minimum (5-8 HCP)"),
    rule("w2-solid", "2X P 2NT P", "3NT", 61, "a solid {X} suit: the ace, king and queen",
         tests="solid:X"),
    rule("w2-bw", "2X P", "4NT", 63, "Blackwood: asks for aces, slam interest in {X}",
         tests="slam_fit"),
]

WEAK_TWOS = [
    Rule(r.id, r.pattern, r.call, r.priority, r.meaning, r.shows, (*r.when, "weak2"))
    for r in WEAK_TWOS
]

RULES: list[Rule] = [
    *ONE_NT, *ONE_NT_DOUBLED, *ONE_NT_ANSWER_DOUBLED, *OVER_OUR_1NT, *ONE_NT_OVERCALL,
    *OVER_OUR_1NT_OVERCALL, *RUN_FROM_1NT_OVERCALL_DOUBLED, *TWO_NT, *TWO_CLUBS_2NT, *THREE_NT,
    *TWO_CLUBS, *WEAK_TWOS,
]
"""The notrump, strong 2♣ and weak-two rules."""
# fmt: on
