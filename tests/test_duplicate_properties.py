"""Properties of the Law 77 duplicate score over every contract."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from bridgecraft.core import Doubled, Strain, duplicate_score
from bridgecraft.core.scoring import trick_points, undertrick_penalty

levels = st.integers(min_value=1, max_value=7)
strains = st.sampled_from(list(Strain))
doubling = st.sampled_from(list(Doubled))
vulnerable = st.booleans()


@given(doubling, vulnerable)
def test_each_undertrick_costs_at_least_as_much_as_the_one_before(
    doubled: Doubled, vul: bool
) -> None:
    penalties = [undertrick_penalty(down, doubled, vul) for down in range(0, 14)]
    steps = [later - earlier for earlier, later in itertools.pairwise(penalties)]
    assert penalties[0] == 0
    assert all(step > 0 for step in steps)
    assert steps == sorted(steps)  # never cheaper than the previous one


@given(levels, strains, doubling, vulnerable, st.integers(min_value=0, max_value=13))
def test_made_contracts_score_at_least_their_trick_points(
    level: int, strain: Strain, doubled: Doubled, vul: bool, tricks: int
) -> None:
    score = duplicate_score(level, strain, doubled, vulnerable=vul, tricks=tricks)
    if tricks >= level + 6:
        assert score >= trick_points(level, strain, doubled) + 50
    else:
        assert score == -undertrick_penalty(level + 6 - tricks, doubled, vul)


@given(levels, strains, doubling, vulnerable)
def test_more_tricks_never_score_less(
    level: int, strain: Strain, doubled: Doubled, vul: bool
) -> None:
    scores = [duplicate_score(level, strain, doubled, vulnerable=vul, tricks=t) for t in range(14)]
    assert scores == sorted(scores)
    assert scores[level + 6] > 0 > scores[level + 5]


@given(levels, strains, doubling, st.integers(min_value=0, max_value=13))
def test_vulnerability_never_helps_the_defenders_less(
    level: int, strain: Strain, doubled: Doubled, tricks: int
) -> None:
    nv = duplicate_score(level, strain, doubled, vulnerable=False, tricks=tricks)
    v = duplicate_score(level, strain, doubled, vulnerable=True, tricks=tricks)
    assert (v >= nv) if tricks >= level + 6 else (v <= nv)
