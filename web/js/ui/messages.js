// Messages above the board: text only (never HTML), each with its buttons and a close button.

import { redraw } from "../app/render.js";
import { strings } from "../i18n/strings.js";
import { $, button, make } from "./dom.js";

/** @typedef {import("../app/state.js").State} State */

/** Show the messages (rebuilt only when they change: every change is a new list). @param {State} state @param {(i: number) => void} dismiss */
export function updateMessages(state, dismiss) {
  if (!redraw("messages", [state.messages])) return;
  $("messages").replaceChildren(
    ...state.messages.map((message, i) => {
      const item = make("div", {
        className: `message message-${message.kind}`,
        attrs: { role: message.kind === "error" ? "alert" : "status" },
      });
      item.append(make("span", { text: message.text }));
      for (const action of message.actions ?? []) {
        // e.g. a save set aside: export its text, forget it
        const node = button(action.label, {}, "message-action");
        node.addEventListener("click", () => {
          action.run();
          if (action.dismiss) dismiss(i);
        });
        item.append(node);
      }
      const close = button("×", {}, "dismiss");
      close.setAttribute("aria-label", strings.buttons.dismiss);
      close.addEventListener("click", () => dismiss(i));
      item.append(close);
      return item;
    }),
  );
}
