"""The game state: a position with the cube, passed dice and the result; actions fold over it.

A state answers who acts, what they may do, which dice may come, and the state after an
action, so that play, replay and the solver share one transition function.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from ..kernel.actions import DOUBLE, DROP, TAKE, ActionError, CubeAction, Opening, Throw, are_faces
from ..kernel.colors import Color, other
from ..kernel.cube import Cube, may_double
from ..kernel.outcome import Outcome
from .actions import Action, Claim
from .options import Options
from .position import START_POSITION, Position
from .side import Side
from .throw import DieEvent, receive, resolve_throw

ALL_THROWS: tuple[Throw, ...] = tuple(Throw((a, b)) for a in range(1, 7) for b in range(1, 7))
ALL_OPENINGS: tuple[Opening, ...] = tuple(Opening(a, b) for a in range(1, 7) for b in range(1, 7))


def multiplier(loser: Side, options: Options) -> int:
    """§7: ×1 if the loser bore off, ×2 if he finished unstacking, ×4 if he has a stack."""
    if not options.multipliers or loser.borne_off:
        return 1
    return 4 if loser.has_stacks else 2


@dataclass(frozen=True, slots=True)
class Step:
    """What one action did: the new state and each die's use, for the page to show."""

    state: GameState
    events: tuple[DieEvent, ...] = ()


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything that decides what may happen next.

    >>> state = new_game(Options()).child(Opening(5, 2)).child(Throw((4, 3)))
    >>> state.position.turn, state.position.white.stacks
    ('b', (1, 1, 0, 1, 2, 2))
    """

    options: Options = field(default_factory=Options)
    position: Position = START_POSITION
    """`turn` is the player who throws next."""
    opening: bool = True
    """§6: the single-die throws that decide who starts are still to come."""
    cube: Cube = field(default_factory=Cube)
    offered: bool = False
    """The player to throw has offered a double; his opponent must take or drop."""
    pending: tuple[int, ...] = ()
    """Dice passed to the opponent of the last roller, to claim before the next throw."""
    receiver: Color | None = None
    """Who may claim the pending dice."""
    in_turn: bool = False
    """The thrower already threw a double this turn, so he may not double now (§8)."""
    outcome: Outcome | None = None

    def is_terminal(self) -> bool:
        """The game is over."""
        return self.outcome is not None

    def current_player(self) -> Color:
        """Who must act: the opponent after a double is offered, else the thrower."""
        return other(self.position.turn) if self.offered else self.position.turn

    def can_throw(self) -> bool:
        """Dice may be thrown now (the opening throws, or the thrower's throw)."""
        return not self.is_terminal() and not self.offered

    def can_double(self) -> bool:
        """§8: the thrower may offer a double before the first throw of his turn (`may_double`)."""
        return (self.options.cube and self.can_throw() and not self.opening
                and may_double(self.cube, self.position.turn, self.options.cube_max, in_turn=self.in_turn))

    def claimable(self) -> tuple[int, ...]:
        """Pending passed dice the receiver can use now, each number once."""
        if self.receiver is None or self.is_terminal():
            return ()
        side = self.position.side(self.receiver)
        return tuple(sorted({d for d in self.pending if side.uses(d)}))

    def claimed(self) -> GameState:
        """RULES.md §4 strict: the state once the receiver has claimed every passed die he can.

        Claiming is always best, so this is the state the solver values and the review counts.
        Claiming one die may make another usable (the last stack gone, a bear-off opens), so the
        dice are played as automatic claiming plays them, as many as can be, not only those that
        are claimable now; each of a double's two dice counts. Dice he still cannot use are
        dropped (nothing makes them usable before the next throw, which loses them), and his 15th
        checker off ends the game. Unlike a `Claim` action, this holds while a double is offered.
        """
        if self.receiver is None or not self.claimable():
            return self
        position, _ = receive(self.position, self.receiver, self.pending)
        return replace(self, position=position, pending=(), receiver=None)._finish()

    def claimed_position(self) -> Position:
        """The position once the receiver has claimed every passed die he can (`claimed`)."""
        return self.claimed().position

    def legal_actions(self) -> list[Action]:
        """The decisions open now (claims, double, take, drop); throws come from `chance_outcomes`."""
        if self.is_terminal():
            return []
        if self.offered:
            return [TAKE, DROP]
        actions: list[Action] = [Claim(d) for d in self.claimable()]
        if self.can_double():
            actions.append(DOUBLE)
        return actions

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """The dice that may come now, each with its probability (36 ordered pairs)."""
        if not self.can_throw():
            return []
        return [(t, Fraction(1, 36)) for t in (ALL_OPENINGS if self.opening else ALL_THROWS)]

    def is_legal(self, action: Action) -> bool:
        """Whether an action may be taken now."""
        if isinstance(action, Opening):
            return self.can_throw() and self.opening and are_faces((action.white, action.black))
        if isinstance(action, Throw):
            return self.can_throw() and not self.opening and are_faces(action.dice)
        return action in self.legal_actions()

    def child(self, action: Action) -> GameState:
        """The state after an action."""
        return self.step(action).state

    def step(self, action: Action) -> Step:
        """The state after an action and what its dice did; ActionError if not legal now."""
        if not self.is_legal(action):
            raise ActionError(f"{_describe(action)} is not allowed now")
        if isinstance(action, Opening):
            return Step(self._open(action))
        if isinstance(action, Throw):
            return self._throw(action)
        if isinstance(action, Claim):
            return self._claim(action.die)
        return Step(self._cube(action))

    def _open(self, action: Opening) -> GameState:
        """§6: the higher die starts; equal dice are thrown again."""
        if action.white == action.black:
            return self
        starter: Color = "w" if action.white > action.black else "b"
        return replace(self, opening=False, position=self.position.with_turn(starter))

    def _throw(self, action: Throw) -> Step:
        """§3–§5: play the throw; any unclaimed passed dice are forfeited."""
        result = resolve_throw(self.position, action.dice, self.options)
        state = replace(self, position=result.position, pending=result.pending,
                        receiver=other(self.position.turn) if result.pending else None,
                        in_turn=result.again)
        return Step(state._finish(), result.events)

    def _claim(self, die: int) -> Step:
        """§4 strict: the receiver uses one passed die."""
        assert self.receiver is not None
        position, events = receive(self.position, self.receiver, (die,))
        pending = list(self.pending)
        pending.remove(die)
        state = replace(self, position=position, pending=tuple(pending),
                        receiver=self.receiver if pending else None)
        return Step(state._finish(), tuple(events))

    def _cube(self, action: CubeAction) -> GameState:
        """§8: offer, take (the cube doubles, the taker owns it) or drop (lose the cube's value)."""
        if action.kind == "double":
            return replace(self, offered=True)
        doubler = self.position.turn
        if action.kind == "take":
            return replace(self, offered=False, cube=Cube(self.cube.value * 2, other(doubler)))
        points = self.options.stake * self.cube.value
        return replace(self, offered=False, outcome=Outcome(doubler, "drop", 1, self.cube.value, points))

    def _finish(self) -> GameState:
        """The state with its outcome set if a player has borne off all 15 (§7)."""
        winner = self.position.winner
        if winner is None:
            return self
        times = multiplier(self.position.side(other(winner)), self.options)
        points = self.options.stake * self.cube.value * times
        outcome = Outcome(winner, "bear-off", times, self.cube.value, points)
        return replace(self, outcome=outcome, pending=(), receiver=None)


def new_game(options: Options, position: Position | None = None) -> GameState:
    """A game from the start (opening throws first), or from a position with its thrower."""
    if position is None:
        return GameState(options)
    state = GameState(options, position, opening=False)
    if position.winner is not None:
        raise ValueError("the game is already over in this position")
    return state


def _describe(action: Action) -> str:
    """An action in words, for error messages."""
    from .actions import format_action

    return f"action {format_action(action)!r}"
