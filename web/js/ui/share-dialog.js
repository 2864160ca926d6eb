// Sharing the game shown: a link that is the game (app/share-link.js), in a dialog to copy, and the
// position in the rules' notation, copied to the clipboard.

import { exportGame } from "../app/record-file.js";
import { ShareError, longestLink, shareAddress } from "../app/share-link.js";
import { state } from "../app/state.js";
import { pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $ } from "./dom.js";
import { onClick } from "./events.js";

/** Share the game (a link that is the game) and copy its position in notation. @param {(text: string) => void} say */
export function bindShare(say) {
  const dialog = /** @type {HTMLDialogElement} */ ($("share-dialog"));
  const link = /** @type {HTMLInputElement} */ ($("share-link"));
  onClick($("share-game"), async () => {
    if (!state.record) return;
    // A game too long for a link the app opens is said at once, with the file export offered.
    const made = await shareAddress(state.record).catch((error) => (error instanceof ShareError ? error : Promise.reject(error)));
    const tooLong = made instanceof ShareError;
    link.value = tooLong ? "" : made;
    $("share-note").textContent = tooLong ? strings.share.tooLong(made.chars, longestLink()) : "";
    for (const id of ["share-link", "share-copy"]) $(id).hidden = tooLong;
    $("share-export").hidden = !tooLong;
    dialog.showModal();
    if (tooLong) $("share-export").focus();
    else link.select();
  });
  onClick($("share-export"), () => {
    exportGame();
    dialog.close();
  });
  onClick($("share-copy"), async () => {
    link.select();
    $("share-note").textContent = (await copyText(link.value)) ? strings.share.copied : strings.share.copyFailed;
  });
  onClick($("share-close"), () => dialog.close());
  onClick($("copy-position"), async () => {
    const view = state.stepping?.view ?? state.view;
    const position = pageOf(view)?.copyPosition(view); // as the game writes positions
    if (position) say((await copyText(position.text)) ? position.copied : strings.share.copyFailed);
  });
  onClick($("copy-xgid"), async () => {
    const xgid = /** @type {any} */ (state.stepping?.view ?? state.view).xgid; // the engine writes it
    if (xgid) say((await copyText(xgid)) ? strings.interop.xgidCopied(xgid) : strings.share.copyFailed);
  });
}

/** Put text on the clipboard; whether the browser let the page. @param {string} text */
async function copyText(text) {
  return (
    navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    ) ?? false
  );
}
