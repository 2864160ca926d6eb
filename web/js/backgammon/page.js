// Backgammon's part of the game page, one module to load: its board, the move chosen checker by
// checker, its controls and its input. app/boards.js loads it the first time a backgammon game is
// shown or chosen, so that a page showing a 1699 game starts without it.

export { BgBoard } from "./board.js";
export { bgStatus, updateBgControls } from "./controls.js";
export { bindBgInput } from "./input.js";
export { choiceFor, choosing, confirm, drag, tap, undo } from "./play.js";
