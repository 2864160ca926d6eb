// Written by tools/write_constants.py from the engine (py/rabattues/constants.py): do not edit.
// The presets and option choices, the start as the board draws it, the size policy, the kinds
// of actions, the dice's faces, each board's points and checkers: what the page knows before its
// engine has started. tests/test_constants_js.py
// fails if this file is not what the engine says.

/** @type {import("./types.js").Constants} */
export const CONSTANTS = {
  "limits": {
    "file_bytes": 1000000,
    "record_chars": 1000000,
    "actions": 20000,
    "embed_steps": 1000,
    "address_chars": 8192,
    "name_chars": 40,
    "message_chars": 300,
    "notation_chars": 200,
    "depth": 32,
    "rev": 9007199254740991,
    "seed": 9007199254740991,
    "request_chars": 1333592
  },
  "faces": 6,
  "default_preset": "charpentier-1699",
  "presets": {
    "charpentier-1699": {
      "passing": "always",
      "claim": "automatic",
      "doubles": "replay",
      "cube": false,
      "cube_max": 64,
      "multipliers": false,
      "stake": 1
    },
    "modern": {
      "passing": "bear-off",
      "claim": "automatic",
      "doubles": "reroll",
      "cube": true,
      "cube_max": 64,
      "multipliers": true,
      "stake": 1
    }
  },
  "options": {
    "passing": {"values": ["always", "bear-off", "never"]},
    "claim": {"values": ["automatic", "strict"]},
    "doubles": {"values": ["replay", "reroll"]},
    "cube": {"values": [true, false]},
    "cube_max": {"values": [2, 4, 8, 16, 32, 64]},
    "multipliers": {"values": [true, false]},
    "stake": {"min": 1, "max": 1000000}
  },
  "throws": {
    "opening": [
      {"action": "o11", "dice": [1, 1]},
      {"action": "o12", "dice": [1, 2]},
      {"action": "o13", "dice": [1, 3]},
      {"action": "o14", "dice": [1, 4]},
      {"action": "o15", "dice": [1, 5]},
      {"action": "o16", "dice": [1, 6]},
      {"action": "o21", "dice": [2, 1]},
      {"action": "o22", "dice": [2, 2]},
      {"action": "o23", "dice": [2, 3]},
      {"action": "o24", "dice": [2, 4]},
      {"action": "o25", "dice": [2, 5]},
      {"action": "o26", "dice": [2, 6]},
      {"action": "o31", "dice": [3, 1]},
      {"action": "o32", "dice": [3, 2]},
      {"action": "o33", "dice": [3, 3]},
      {"action": "o34", "dice": [3, 4]},
      {"action": "o35", "dice": [3, 5]},
      {"action": "o36", "dice": [3, 6]},
      {"action": "o41", "dice": [4, 1]},
      {"action": "o42", "dice": [4, 2]},
      {"action": "o43", "dice": [4, 3]},
      {"action": "o44", "dice": [4, 4]},
      {"action": "o45", "dice": [4, 5]},
      {"action": "o46", "dice": [4, 6]},
      {"action": "o51", "dice": [5, 1]},
      {"action": "o52", "dice": [5, 2]},
      {"action": "o53", "dice": [5, 3]},
      {"action": "o54", "dice": [5, 4]},
      {"action": "o55", "dice": [5, 5]},
      {"action": "o56", "dice": [5, 6]},
      {"action": "o61", "dice": [6, 1]},
      {"action": "o62", "dice": [6, 2]},
      {"action": "o63", "dice": [6, 3]},
      {"action": "o64", "dice": [6, 4]},
      {"action": "o65", "dice": [6, 5]},
      {"action": "o66", "dice": [6, 6]}
    ],
    "throw": [
      {"action": "11", "dice": [1, 1]},
      {"action": "21", "dice": [2, 1]},
      {"action": "22", "dice": [2, 2]},
      {"action": "31", "dice": [3, 1]},
      {"action": "32", "dice": [3, 2]},
      {"action": "33", "dice": [3, 3]},
      {"action": "41", "dice": [4, 1]},
      {"action": "42", "dice": [4, 2]},
      {"action": "43", "dice": [4, 3]},
      {"action": "44", "dice": [4, 4]},
      {"action": "51", "dice": [5, 1]},
      {"action": "52", "dice": [5, 2]},
      {"action": "53", "dice": [5, 3]},
      {"action": "54", "dice": [5, 4]},
      {"action": "55", "dice": [5, 5]},
      {"action": "61", "dice": [6, 1]},
      {"action": "62", "dice": [6, 2]},
      {"action": "63", "dice": [6, 3]},
      {"action": "64", "dice": [6, 4]},
      {"action": "65", "dice": [6, 5]},
      {"action": "66", "dice": [6, 6]}
    ]
  },
  "start": {
    "game": "dames-rabattues",
    "position": "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w",
    "sides": {
      "w": {
        "points": [
          {"point": 1, "count": 2, "stacks": 1, "full": 2, "stacked": 2},
          {"point": 2, "count": 2, "stacks": 1, "full": 2, "stacked": 2},
          {"point": 3, "count": 2, "stacks": 1, "full": 2, "stacked": 2},
          {"point": 4, "count": 3, "stacks": 2, "full": 3, "stacked": 3},
          {"point": 5, "count": 3, "stacks": 2, "full": 3, "stacked": 3},
          {"point": 6, "count": 3, "stacks": 2, "full": 3, "stacked": 3}
        ],
        "off": 0,
        "has_stacks": true,
        "finished": false
      },
      "b": {
        "points": [
          {"point": 1, "count": 2, "stacks": 1, "full": 2, "stacked": 2},
          {"point": 2, "count": 2, "stacks": 1, "full": 2, "stacked": 2},
          {"point": 3, "count": 2, "stacks": 1, "full": 2, "stacked": 2},
          {"point": 4, "count": 3, "stacks": 2, "full": 3, "stacked": 3},
          {"point": 5, "count": 3, "stacks": 2, "full": 3, "stacked": 3},
          {"point": 6, "count": 3, "stacks": 2, "full": 3, "stacked": 3}
        ],
        "off": 0,
        "has_stacks": true,
        "finished": false
      }
    },
    "turn": "w",
    "opening": true,
    "current": "w",
    "can_throw": true,
    "in_turn": false,
    "cube": {"enabled": false, "value": 1, "owner": null, "offered": false, "max": 64, "face": 1},
    "pending": {"player": null, "dice": [], "claimable": []},
    "table": {"key": 0, "dice": [], "caption": "opening", "by": null},
    "actions": [],
    "outcome": null,
    "players": {"w": {"name": "White", "kind": "human"}, "b": {"name": "Black", "kind": "human"}},
    "preset": "charpentier-1699",
    "rules": {
      "passing": "always",
      "claim": "automatic",
      "doubles": "replay",
      "cube": false,
      "cube_max": 64,
      "multipliers": false,
      "stake": 1
    },
    "seed": 0,
    "dice": "seeded",
    "house": false,
    "multiplied": false,
    "room": 20000
  },
  "kinds": ["opening", "throw", "claim", "double", "take", "drop"],
  "board": {"points": 6, "checkers": 15},
  "backgammon": {
    "preset": "money",
    "points": 24,
    "checkers": 15,
    "match": {"min": 1, "max": 25},
    "levels": {"names": ["beginner", "intermediate", "expert", "master"], "default": "master"}
  }
};
