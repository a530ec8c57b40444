"""Rules for any auction no specific pattern covers: Blackwood and the 5NT king ask, control
bids below four of an agreed major and the answers to them, the forced answers to a jump
shift or a reverse, and placing the contract from our combined strength and known fits
(partner's strength and lengths come from :func:`~.engine.infer`), competing by the law of
total tricks (in our fit, or in a long suit of our own when the opponents have found a fit),
penalty doubles (of their bid over our game: a save; of their game, or of their three-level
bid with four trumps, or of their partscore with three trumps and 22+ HCP together, in a
contested auction).

>>> all(r.is_generic for r in RULES)
True
"""

from __future__ import annotations

from bridgecraft.robots.bidding.rule import Rule, rule

__all__ = ["RULES"]

# The rule table is data laid out by hand, one rule to a few lines.
# fmt: off

_ANSWERS = ((0, "5C", "0 or 4 aces"), (1, "5D", "1 ace"), (2, "5H", "2 aces"),
            (3, "5S", "3 aces"))
_GERBER_ANSWERS = ((0, "4D", "0 or 4 aces"), (1, "4H", "1 ace"), (2, "4S", "2 aces"),
                   (3, "4NT", "3 aces"))

_FSF_ANSWERS = (  # opener's answers to fourth suit forcing, the first that fits
    ("support", "cM", 87, "3-card support for partner's {M}", "M3+", "pfirst:M"),
    ("nt", "cNT", 86, "a stopper in the fourth suit", "", "pstop"),
    ("rebid", "cF", 85, "6+ {F}", "F6+", "myfirst:F"),
    ("second", "cF", 84, "5+ {F}, 5-5 or more", "F5+", "once:F !myfirst:F"),
    ("raise", "cF", 83, "4+ {F}, no stopper", "F4+", "plast:F"),
    ("other", "cF", 82, "no stopper in the fourth suit, no 3-card support: rebids {F}", "",
     "myfirst:F"),
)

_NMF_ANSWERS = (  # opener's answers to new minor forcing, the first that fits
    ("3M", "3M", 88, "3-card support for partner's {M}, maximum (13-14 HCP)", (13, 37), "M3+",
     "pfirst:M"),
    ("2M", "2M", 87, "3-card support for partner's {M}, minimum", (0, 37), "M3+", "pfirst:M"),
    ("2H", "2H", 86, "4 hearts, no 3-card spade support", (0, 37), "H4+", "pfirst:S"),
    *[
        (f"{nt[0]}nt-{major}", nt, priority, f"no fit, {extent}", hcp, lengths, f"pfirst:{major}")
        for nt, priority, extent, hcp in (("3NT", 85, "maximum (13-14 HCP)", (13, 37)),
                                          ("2NT", 84, "minimum", (0, 37)))
        for major, lengths in (("H", "H0-2"), ("S", "S0-2 H0-3"))
    ],
)


def _ace_ask(tag: str, name: str, ask: str, answers: tuple[tuple[int, str, str], ...],
             when: str, asked: str) -> list[Rule]:
    """An ace ask (``ask``: 4NT Blackwood or 4C Gerber): the step answers, then the asker's
    slam in the fit or in notrump with at most one ace missing, or his sign-off."""
    return [
        *[
            rule(f"g-{tag}-{call}", f"... {ask} P", call, 100, f"{name} answer: {text}",
                 aces=(0, 4) if count == 0 else (count,), when=when)
            for count, call, text in answers
        ],
        rule(f"g-{tag}-slam", f"... {ask} P B P", "6F", 99, "slam: at most one ace missing",
             tests="fitis:F aces_ok", when=asked),
        rule(f"g-{tag}-6nt", f"... {ask} P B P", "6NT", 98, "slam: at most one ace missing",
             tests="nofit aces_ok", when=asked),
        rule(f"g-{tag}-signoff", f"... {ask} P B P", "cF", 97, "sign-off: two aces missing",
             tests="fitis:F", when=asked),
    ]


RULES: list[Rule] = [
    *_ace_ask("bw", "Blackwood", "4NT", _ANSWERS, "bw", "asked:bw"),
    rule("g-kask", "... 4NT P B P", "5NT", 100,
         "king ask: all four aces, grand slam interest", tests="grand_try", when="asked:bw"),
    rule("g-bw-stop", "... 4NT P B P", "P", 96, "sign-off", when="asked:bw"),
    *[
        rule(f"g-kings-{call}", "... 4NT P B P 5NT P", call, 100, f"answer to 5NT: {text}",
             tests=f"kings:{count}", when="kask")
        for count, call, text in (("04", "6C", "0 or 4 kings"), ("1", "6D", "1 king"),
                                  ("2", "6H", "2 kings"), ("3", "6S", "3 kings"))
    ],
    rule("g-grand", "... 5NT P B P", "7F", 100, "grand slam: all the aces, 3+ kings, 35+",
         tests="fitis:F grand", when="asked:kings"),
    rule("g-grand-nt", "... 5NT P B P", "7NT", 99, "grand slam: all the aces, 3+ kings, 35+",
         tests="nofit grand", when="asked:kings"),
    rule("g-kings-6", "... 5NT P B P", "cF", 98, "small slam: a king too few for a grand",
         tests="fitis:F", when="asked:kings"),
    rule("g-kings-6nt", "... 5NT P B P", "6NT", 97, "small slam: a king too few for a grand",
         tests="nofit", when="asked:kings below:6NT"),
    rule("g-kings-stop", "... 5NT P B P", "P", 96, "small slam", when="asked:kings"),
    # Gerber: 4C over partner's natural 1NT or 2NT (a rebid too) asks for aces; 4NT there
    # would be quantitative
    *[
        rule(f"g-gerber-{kind}", f"... {nt} P", "4C", 92,
             f"Gerber: asks for aces; slam interest{extra}", tests=test,
             when="partner_nt no_ask")
        for nt in ("1NT", "2NT")
        for kind, test, extra in ((f"fit-{nt[0]}", "slam_fit", " with a fit"),
                                  (f"nt-{nt[0]}", "slam_nt", ", no fit"))
    ],
    *_ace_ask("ger", "Gerber", "4C", _GERBER_ANSWERS, "gerber", "gerber_asked"),
    rule("g-ger-signoff-nt", "... 4C P B P", "cNT", 96,
         "sign-off: two aces missing (4NT after Gerber is to play)", when="gerber_asked"),
    rule("g-quant-6nt", "... 4NT P", "6NT", 95,
         "accepts the quantitative 4NT: 32+ combined points with his least",
         tests="accept:slam", when="quantitative"),
    rule("g-quant-4nt", "... *", "4NT", 87,
         "quantitative: invites 6NT, 31-32 combined points, no fit", tests="invite_slam_nt",
         when="no_ask partner_nt_any below:4NT !jacoby", invites="slam"),
    # after Jacoby 2NT and opener's 3NT, responder without slam interest bids the major game
    # (decision 0082)
    rule("g-jacoby-game", "... 1M P 2NT P 3NT P", "4M", 40,
         "no slam interest: game in {M}, the major Jacoby 2NT agreed", when="jacoby"),
    # after Jacoby 2NT agreed the major, 4NT over opener's 3NT asks for aces (decision 0082)
    rule("g-blackwood-j", "... 1M P 2NT P 3NT P", "4NT", 90,
         "Blackwood: asks for aces, slam interest in {M} (agreed by Jacoby 2NT)",
         tests="slam_fit", when="no_ask jacoby"),
    rule("g-blackwood", "... *", "4NT", 90, "Blackwood: asks for aces, slam interest with a fit",
         tests="slam_fit", when="no_ask partner_bid !partner_nt_any"),
    rule("g-slam-over-nt", "... *", "6F", 89,
         "slam in our {F} fit: 30+ combined points (4NT over partner's notrump would be "
         "quantitative)", tests="fitis:F slam_fit", when="no_ask partner_nt_any below:6C"),
    rule("g-6nt", "... *", "6NT", 88, "slam: 33+ combined points, no fit",
         tests="slam_nt", when="no_ask partner_nt_any"),
    # partner's last bid is not notrump, so 4NT would ask for aces: with 32 bid the slam
    rule("g-6nt-direct", "... *", "6NT", 88,
         "slam: 32+ combined points, no fit (no quantitative 4NT to invite with)",
         tests="slam_nt_direct", when="no_ask partner_bid !partner_nt_any"),
    # control bids (decision 0080): over partner's three of our agreed major, a new suit
    # below four of it is the cheapest ace or void, a slam try; partner accepts with
    # Blackwood, holding a control in every suit the bid skipped, or signs off in game
    rule("g-control", "... 3M P", "cX", 86,
         "control bid: an ace or void in {X}, the cheapest; slam interest in {M} (28-29 "
         "combined points)", tests="slam_try:M control:X", when="no_ask ours agreed:M",
         invites="slam"),
    # after Jacoby 2NT and opener's rebid, responder's control bid (decision 0081)
    *[
        rule(f"g-control-j{major}", f"... 1{major} P 2NT P B P", "cX", 86,
             f"control bid: an ace or void in {{X}}, the cheapest; slam interest in {name} "
             "(28-29 combined points)", tests=f"slam_try:{major} control:X below_game:{major}",
             when="no_ask jacoby", invites="slam")
        for major, name in (("H", "hearts"), ("S", "spades"))
    ],
    rule("g-control-bw", "... *", "4NT", 91,
         "Blackwood, accepting partner's control bid: slam values with his least, a control "
         "in every suit his bid skipped", tests="accept:slam31 skipped_controlled",
         when="partner_control"),
    rule("g-control-signoff", "... *", "4M", 85,
         "signs off in game: declines partner's control bid", tests="agreed_major:M",
         when="partner_control"),
    rule("g-accept-M", "... 3M P", "4M", 82,
         "accepts partner's invitation: game in {M}, 3+ cards", hcp=(0, 21), lengths="M3+",
         tests="accept"),
    rule("g-accept-M2", "... 3M P", "4M", 82,
         "accepts partner's invitation: game in {M}, 2 cards opposite his 6+", hcp=(0, 21),
         lengths="M2", tests="fitis:M accept:24"),
    *[
        rule(f"g-accept-nt-{tag}", f"... {bid} P", "3NT", 81,
             "accepts partner's invitation: 3NT, stoppers", hcp=(0, 21), tp=(6, 30),
             stops="opp", tests=tests)
        for tag, bid, tests in (("2", "2NT", "accept"), ("m", "3m", "accept stoppers_unbid"))
    ],
    # opener's invitational jump rebid in his minor (1m P 1M P 3m): my major again is 5+
    # cards and forcing, asking for three-card support (opener's answers: o3mM-*)
    rule("g-3m-3M", "... 1M P 3m P", "3M", 83,
         "5+ {M}, at most two {m}, game values, forcing: asks for three-card support",
         lengths="M5+ m0-2", tests="myfirst:M pfirst:m accept"),
    rule("g-game-M", "... *", "4M", 80, "game: a known 8-card {M} fit, 24+ combined points",
         tests="game_fit:M", when="partner_bid !at_game"),
    # fourth suit forcing (1X P 1Y P 1Z P: the fourth suit is artificial, forcing one round):
    # responder with game values and no stopper in it asks opener for one
    rule("g-fsf", "... *", "cF", 79,
         "fourth suit forcing: asks for a stopper in {F}; game values, no stopper in {F}",
         tests="fourth:F game_nt !stopper:F", when="fsf"),
    *[
        rule(f"g-fsf-{tag}", "... *", call, priority, f"answers fourth suit forcing: {text}",
             lengths=lengths, tests=tests, when="fsf_asked")
        for tag, call, priority, text, lengths, tests in _FSF_ANSWERS
    ],
    rule("g-fsf-5m", "... *", "5m", 79,
         "game in our {m} fit: neither hand stops the fourth suit", tests="game_fit_minor:m",
         when="fsf_unstopped"),
    # new minor forcing (1m P 1M P 1NT P 2 of the other minor): 3-card support for the major?
    *[
        rule(f"g-nmf-{major}", "... *", "2m", 79,
             f"new minor forcing: asks for 3-card {name} support; 5+ {name}, 10+ HCP",
             hcp=(10, 37), lengths=f"{major}5+", tests="!pfirst:m", when=f"nmf:{major}")
        for major, name in (("H", "hearts"), ("S", "spades"))
    ],
    *[
        rule(f"g-nmf-{tag}", "... *", call, priority, f"answers new minor forcing: {text}",
             hcp=hcp, lengths=lengths, tests=tests, when="nmf_asked")
        for tag, call, priority, text, hcp, lengths, tests in _NMF_ANSWERS
    ],
    # after 1C P 1D P 1H P the fourth suit is natural at the one level: 1S, forcing one round
    rule("g-1s", "... *", "1S", 79, "natural: 4+ spades, no heart fit, forcing one round",
         hcp=(6, 37), lengths="S4+ H0-3", when="one_spade"),
    rule("g-1s-raise", "... *", "2S", 7, "raises the natural 1S: 4 spades, minimum",
         lengths="S4+", when="one_spade_asked"),
    # game in my own long major rather than 3NT: seven cards, or six good ones
    rule("g-game-own-M", "... *", "4M", 79,
         "game in my own {M}: 7+ cards (or 6 good ones), game values, no fit with partner",
         lengths="M6+", tests="myfirst:M long_major:M game_nt", when="partner_bid !at_game"),
    # responder's new suit after opener rebid his suit (1X P 1Y P 2X P): natural, forcing
    rule("g-resp-new-2", "... *", "cZ", 79,
         "new suit: 4+ {Z}, 11+ HCP, forcing one round", hcp=(11, 37), lengths="Z4+",
         tests="unbid:Z upto:2", when="resp_new"),
    rule("g-resp-new-3", "... *", "cZ", 79,
         "new suit at the three level: 4+ {Z}, game values (13+ HCP), forcing",
         hcp=(13, 37), lengths="Z4+", tests="unbid:Z !upto:2 upto:3", when="resp_new"),
    # opener's answers to it: support for the new major, delayed support for the first
    rule("g-resp-new-4M", "... *", "4M", 80, "raises the new suit to game: 4+ {M}, 14+ points",
         tp=(14, 37), lengths="M4+", tests="plast:M", when="resp_new_asked"),
    rule("g-resp-new-3M", "... *", "3M", 79, "raises the new suit: 4+ {M}, minimum",
         lengths="M4+", tests="plast:M", when="resp_new_asked", invites="game"),
    rule("g-resp-new-pref", "... *", "cM", 78,
         "delayed support for partner's first suit {M}: three cards", lengths="M3",
         tests="pfirst:M", when="resp_new_asked"),
    rule("g-game-raised", "... *", "4M", 78,
         "game in my {M}, raised by opener (perhaps with three): 25+ combined points",
         lengths="M4+", tests="raised:M game_nt", when="partner_bid !at_game"),
    rule("g-game-m-unstopped", "... *", "5m", 79,
         "game in our {m} fit, not 3NT: a singleton or void, and an unbid suit I do not stop",
         tests="game_fit_minor:m !stoppers_unbid short", when="partner_bid !at_game below:3NT"),
    rule("g-3nt", "... *", "3NT", 78, "game: 25+ combined points, no major fit, stoppers",
         stops="opp", tests="game_nt", when="partner_bid !at_game"),
    rule("g-game-m", "... *", "5m", 76, "game: a known 8-card {m} fit, 25+ combined points",
         tests="game_fit_minor:m", when="partner_bid !at_game below:3NT"),
    rule("g-invite-M", "... *", "3M", 70, "invitational: a {M} fit, 22-23 combined points",
         tests="invite_fit:M", when="partner_bid !at_game", invites="game"),
    rule("g-invite-nt", "... *", "2NT", 68, "invitational: 23-24 combined points, stoppers",
         stops="opp", balanced=True, tests="invite_nt", when="partner_bid !at_game !forcing",
         invites="game"),
    rule("g-part-m", "... *", "cm", 67, "places the partscore in our {m} fit: 22-24 points",
         tests="invite_fit_minor:m newstrain:m !newminor",
         when="ours partner_bid !at_game below:3C !forcing"),
    rule("g-compete", "... *", "cF", 60, "competes in our {F} fit (law of total tricks)",
         tests="ltt:F", when="theirs partner_bid"),
    # sacrifices over their major-suit game only: the five level belongs to them (0076),
    # and only with a singleton or a void, for the ruffs that hold the penalty down (0089)
    *[
        rule(f"g-save{tag}", f"... {game}", "cF", 61,
             "sacrifice in our {F} fit over their game: 9+ trumps together, our side "
             "outgunned, a singleton or a void", hcp=(0, 21), lengths="F3+",
             tests="save:F short",
             when="theirs undoubled !over_game")
        for game, tag in (("4M", ""), ("4M P P", "-passout"))
    ],
    rule("g-save-x", "... *", "X", 59,
         "penalty double of their bid over our game: 18+ HCP with partner's least shown",
         tests="penalty_values", when="over_game undoubled"),
    # their game in a contested auction when we hold 18+ of the 40 HCP (mine and partner's
    # least shown): they bid it on shape, and it goes down more often than not (decision 0075)
    rule("g-their-game-x", "... *", "X", 58,
         "penalty double of their game: 18+ HCP with partner's least shown, they bid it on "
         "shape", tests="penalty_values", when="their_game undoubled we_bid !over_game"),
    # their three-level bid in a contested auction (directly over it, or passed round to me),
    # four of their trumps and 18+ HCP with partner's least shown (decision 0075)
    *[rule(f"g-their-3-x{tag}", pattern, "X", 58,
           "penalty double of their three-level bid: 4+ {Y}, 18+ HCP with partner's least "
           "shown", lengths="Y4+", tests="penalty_values", when="undoubled we_bid")
      for pattern, tag in (("... 3Y", ""), ("... 3Y P P", "-bal"))],
    # their two- or three-level partscore in a contested auction: three of their trumps and
    # 22+ HCP with partner's least shown, when nothing constructive fits (decision 0076)
    *[rule(f"g-their-part-x{tag}", pattern, "X", 57,
           "penalty double of their partscore: 3+ {Y}, 22+ HCP with partner's least shown",
           lengths="Y3+", tests="penalty_values:22", when="undoubled we_bid")
      for pattern, tag in (("... 2Y", "-2"), ("... 2Y P P", "-2-bal"), ("... 3Y", "-3"),
                           ("... 3Y P P", "-3-bal"))],
    rule("g-compete-own", "... *", "cF", 57,
         "competes in my long {F} suit over their fit: 6+ cards (three level: 7+ cards or "
         "15+ HCP)",
         lengths="F6+", tests="myfirst:F own_compete:F", when="their_fit undoubled"),
    # without their fit, six cards compete at the two level only; seven or more as high as
    # own_compete goes (decision 0098)
    rule("g-compete-six", "... *", "cF", 56,
         "competes in my first suit at the two level: 6 {F}, 12+ HCP, partner has not bid",
         hcp=(12, 37), lengths="F6", tests="myfirst:F own_compete:F upto:2",
         when="theirs undoubled !partner_bid"),
    rule("g-compete-seven", "... *", "cF", 56,
         "competes in my first suit: 7+ {F}, 12+ HCP, partner has not bid",
         hcp=(12, 37), lengths="F7+", tests="myfirst:F own_compete:F",
         when="theirs undoubled !partner_bid"),
    rule("g-penalty-x", "... *", "X", 58,
         "penalty double: length in their suit and the balance of strength",
         tests="penalty", when="theirs undoubled"),
    # partner opened a minor and rebid a one-level new suit or 1NT (1m P 1Y P 1Z P, 1m P
    # 1Y P 1NT P): two of his minor is the simple preference with four cards (decision 0094)
    rule("g-pref-2m", "... *", "cm", 51,
         "simple preference to partner's {m}: 4+ cards, 6-10 HCP", hcp=(6, 10),
         lengths="m4+", tests="pfirst:m", when="ours partner_bid below:2C !forcing"),
    rule("g-1nt", "... *", "1NT", 45, "6-10 HCP, balanced, no fit: nothing else to show",
         hcp=(6, 10), balanced=True, tests="nofit", when="ours partner_bid below:1NT"),
    rule("g-preference", "... *", "cF", 50, "places the partscore in our {F} fit",
         tests="part_fit:F newstrain:F !newminor", when="ours partner_bid !at_game below:3NT"),
    rule("g-own-suit", "... *", "cF", 48, "rebids a 6+ card {F} suit, no fit: to play",
         lengths="F6+", tests="myfirst:F once:F newstrain:F nofit",
         when="ours partner_bid !at_game below:3NT"),
    rule("g-false-pref", "... *", "cF", 47,
         "preference to partner's first suit {F}: at least as long as his second",
         tests="pfirst:F pref_first:F nofit",
         when="ours partner_bid !at_game below:3NT !forcing"),
    # partner's last bid is forcing (jump shift, reverse): never pass
    # a forcing bid of partner's (a jump shift, a reverse) is answered first with a major of
    # five I have bid once: it may be our fit, which 3NT would hide
    rule("g-forced-rebid-M", "... *", "cM", 79, "forced: rebids a 5+ card {M} suit",
         lengths="M5+", tests="myfirst:M once:M", when="forced below:3NT"),
    rule("g-forced-rebid", "... *", "cF", 6, "forced: rebids a 5+ card {F} suit, minimum",
         lengths="F5+", tests="myfirst:F", when="forced"),
    rule("g-forced-pref", "... *", "cF", 5, "forced: preference for partner's first suit",
         lengths="F3+", tests="pfirst:F", when="forced"),
    rule("g-forced-raise", "... *", "cF", 4, "forced: 4+ card support for partner's {F}",
         lengths="F4+", tests="plast:F", when="forced"),
    rule("g-forced-nt", "... *", "cNT", 3, "forced: no fit, nothing more to show",
         when="forced"),
    rule("g-forced", "... *", "cF", 2, "forced: cheapest preference for partner's first suit",
         tests="pfirst:F", when="forced"),
    rule("g-pass", "... *", "P", 0, "nothing more to say", when="!forcing"),
]
"""The generic rules."""
# fmt: on
