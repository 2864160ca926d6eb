// The language menu, shared by the game and the rules page: a <select> listing each language
// by its own name; choosing one switches the page at once and remembers the choice.

import { LANGUAGES, language, setLanguage, table } from "./i18n.js";

/**
 * Fill the menu and follow it. @param {HTMLSelectElement} select @param {() => void} onSwitch called after a switch
 * @returns {() => void} the unbinder
 */
export function bindLanguageMenu(select, onSwitch) {
  select.replaceChildren(...LANGUAGES.map((lang) => {
    const option = document.createElement("option");
    option.value = lang;
    option.lang = lang;
    option.textContent = table(lang).language.name;
    return option;
  }));
  select.value = language();
  const listener = () => {
    setLanguage(select.value);
    onSwitch();
  };
  select.addEventListener("change", listener);
  return () => select.removeEventListener("change", listener);
}
