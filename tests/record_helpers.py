"""What the record tests share: a whole seeded game, and a typed-dice record's JSON object."""

from __future__ import annotations

from rabattues.dames import Opening, Throw, new_record

SEED = 4242
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"


def seeded_game(seed=SEED, preset="charpentier-1699", **fields):
    """A whole game played with the seed's dice (the computer's way: every throw, no cube)."""
    record = new_record(preset, seed=seed, **fields)
    state = record.initial_state()
    while not state.is_terminal():
        first, second = record.next_dice()
        action = Opening(first, second) if state.opening else Throw((first, second))
        record = record.with_action(action)
        state = state.child(action)
    return record


def typed(actions, **changes):
    """A typed-dice record's JSON object with these action tokens."""
    data = new_record(seed=1, dice="typed").to_json()
    data["actions"] = list(actions)
    data.update(changes)
    return data
