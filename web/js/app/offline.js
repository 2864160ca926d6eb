// Offline play: register the service worker (sw.js, at the site's root), which precaches the whole game after
// the first visit. A browser without service workers (or a page opened from a file) simply plays online.

/**
 * Register the service worker once the page has loaded; `onUpdate` is called when a newer build
 * takes over a page that an older build was already serving (the next load uses the new version).
 * @param {() => void} [onUpdate] @returns {Promise<ServiceWorkerRegistration | null>}
 */
export async function registerServiceWorker(onUpdate) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return null;
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) onUpdate?.();
  });
  if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
  try {
    return await navigator.serviceWorker.register(new URL("../../sw.js", import.meta.url), {
      scope: new URL("../../", import.meta.url).pathname,
    });
  } catch (error) {
    console.warn("offline play is not available:", error);
    return null;
  }
}
