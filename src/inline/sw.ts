/**
 * Registers the service worker of the page's language (`data-sw`: /sw.js, /hi/sw.js) once the page has
 * loaded: page shells, scripts and styles for repeat visits and dropped links.
 */
const worker = (document.currentScript as HTMLScriptElement).dataset.sw!;
addEventListener('load', () => void navigator.serviceWorker?.register(worker));
