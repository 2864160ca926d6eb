"""Seeded dice: fair faces and pairs (chi-square), determinism, and the seed's bounds."""

from __future__ import annotations

from collections import Counter

import pytest

from rabattues.dames import Opening, Throw, new_record
from rabattues.kernel.dice import MAX_SEED, _mix, check_seed, dice, die, new_seed

SEED = 20_240_601
N = 1_000_000
GOLDEN = 0x9E3779B97F4A7C15
# Critical values of the chi-square distribution at p = 0.001 (standard tables).
CHI2_5_DOF = 20.515
CHI2_35_DOF = 66.619


@pytest.fixture(scope="module")
def million():
    """A million dice of one fixed seed."""
    return dice(SEED, 0, N)


def chi_square(observed, expected):
    """Pearson's statistic: Σ (O − E)² / E."""
    return sum((o - expected) ** 2 / expected for o in observed)


def test_faces_chi_square(million):
    """Each face 1–6 equally likely: χ² over 10⁶ dice below the 5-dof critical value (p = 0.001)."""
    counts = Counter(million)
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert chi_square([counts[f] for f in range(1, 7)], N / 6) < CHI2_5_DOF


def test_pairs_chi_square(million):
    """The two dice of a throw (dice 2k, 2k+1) independent: χ² over the 36 cells below 66.619."""
    pairs = Counter(zip(million[0::2], million[1::2], strict=True))
    assert len(pairs) == 36
    assert chi_square([pairs[(a, b)] for a in range(1, 7) for b in range(1, 7)], N / 2 / 36) < CHI2_35_DOF


def test_mix_is_splitmix64():
    """The mixer is SplitMix64's output function: its first three outputs for state 0 are the
    reference values of Vigna's splitmix64.c (0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f)."""
    mask = (1 << 64) - 1
    assert _mix(GOLDEN & mask) == 0xE220A8397B1DCDAF
    assert _mix(2 * GOLDEN & mask) == 0x6E789E6AA1B965F4
    assert _mix(3 * GOLDEN & mask) == 0x06C45D188009454F


def test_first_die_of_seed_one():
    """Die 0 of seed 1 mixes seed × golden ratio: the first SplitMix64 output, mod 6, plus 1."""
    assert die(1, 0) == 0xE220A8397B1DCDAF % 6 + 1
    assert die(2, 0) == 0x6E789E6AA1B965F4 % 6 + 1


def test_same_seed_same_dice():
    """Determinism: the n-th die depends only on (seed, n), whatever was asked before."""
    first = dice(SEED, 0, 1000)
    assert dice(SEED, 0, 1000) == first
    assert dice(SEED, 500, 500) == first[500:]
    assert tuple(die(SEED, n) for n in reversed(range(1000))) == first[::-1]


def test_other_seed_other_dice():
    """Different seeds give different sequences (for these seeds, surely: 100 dice each)."""
    sequences = {dice(seed, 0, 100) for seed in (0, 1, 2, 3, MAX_SEED)}
    assert len(sequences) == 5


def test_faces_in_range_for_extreme_seeds():
    """Every die is 1–6, also for the smallest and largest seeds."""
    for seed in (0, 1, MAX_SEED):
        assert set(dice(seed, 0, 600)) <= {1, 2, 3, 4, 5, 6}


def test_record_throws_the_seeds_dice():
    """A seeded record's next throw is the next two dice of its seed (opening included)."""
    record = new_record(seed=SEED)
    assert record.next_dice() == dice(SEED, 0, 2)
    record = record.with_action(Opening(*record.next_dice()))
    assert record.next_dice() == dice(SEED, 2, 2)
    record = record.with_action(Throw(record.next_dice()))
    assert record.dice_drawn() == 4 and record.next_dice() == dice(SEED, 4, 2)


@pytest.mark.parametrize("seed", [0, 1, 12345, MAX_SEED])
def test_check_seed_good(seed):
    """Seeds are whole numbers from 0 to 2**53 − 1 (exact in JavaScript)."""
    assert check_seed(seed) == seed
    assert MAX_SEED == 2**53 - 1


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 2**64, 1.0, True, "7", None, [1]])
def test_check_seed_bad(seed):
    """Anything else is refused with a ValueError naming it."""
    with pytest.raises(ValueError, match="bad seed"):
        check_seed(seed)


def test_new_seed_in_range():
    """Fresh seeds are valid seeds, and not all the same."""
    seeds = {new_seed() for _ in range(20)}
    assert all(check_seed(s) == s for s in seeds) and len(seeds) > 1
