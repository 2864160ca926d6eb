// The language menu, shared by the game and the rules page: a <select> listing each language
// by its own name; choosing one switches the page (once its table is loaded) and remembers it.

import { LANGUAGES, language, setLanguage } from "./i18n.js";
import { LANGUAGE_NAMES } from "./names.js";

/**
 * Fill the menu and follow it. @param {HTMLSelectElement} select @param {() => void} onSwitch called after a switch
 * @returns {() => void} the unbinder
 */
export function bindLanguageMenu(select, onSwitch) {
  select.replaceChildren(
    ...LANGUAGES.map((lang) => {
      const option = document.createElement("option");
      option.value = lang;
      option.lang = lang;
      option.textContent = LANGUAGE_NAMES[lang];
      return option;
    }),
  );
  select.value = language();
  const listener = async () => {
    const shown = await setLanguage(select.value);
    select.value = shown; // a table that could not be loaded leaves the page as it was
    onSwitch();
  };
  select.addEventListener("change", listener);
  return () => select.removeEventListener("change", listener);
}
