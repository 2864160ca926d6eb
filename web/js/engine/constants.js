// Written by tools/write_constants.py from the engine (py/rabattues/constants.py): do not edit.
// The presets and option choices, the start as the board draws it, the size policy, the kinds
// of actions: what the page knows before its engine has started. tests/test_constants_js.py
// fails if this file is not what the engine says.

/** @type {import("./types.js").Constants} */
export const CONSTANTS = {
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
      "o11", "o12", "o13", "o14", "o15", "o16", "o21", "o22", "o23", "o24", "o25", "o26", "o31",
      "o32", "o33", "o34", "o35", "o36", "o41", "o42", "o43", "o44", "o45", "o46", "o51", "o52",
      "o53", "o54", "o55", "o56", "o61", "o62", "o63", "o64", "o65", "o66"
    ],
    "throw": [
      "11", "21", "22", "31", "32", "33", "41", "42", "43", "44", "51", "52", "53", "54", "55",
      "61", "62", "63", "64", "65", "66"
    ]
  },
  "start": {
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
    "cube": {"enabled": false, "value": 1, "owner": null, "offered": false, "max": 64},
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
    "room": 20000
  },
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
  "kinds": ["opening", "throw", "claim", "double", "take", "drop"]
};
