"""The kernel: what every game of the family shares, and nothing of any one game.

Colours, seeded dice, the cube, outcomes, the record's envelope and its replay, the size
policy, files, the api's JSON calls, GNU Backgammon's marks and sampling errors. A game's
package imports from here; nothing here imports a game.
"""
