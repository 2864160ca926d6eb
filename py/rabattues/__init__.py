"""The tables games of the French tradition: Dames Rabattues (the 1699 game) and backgammon.

One engine for a family of games: the shared kernel (`kernel/`), one package a game
(`dames/`, `backgammon/`), and on top the registry of games (`games.py`), the page's api
(`api.py`) and the command line (`cli.py`). Importing this package imports no game.
"""

__version__ = "0.1.0"
