// The member-page guard, inlined in <head> so a visitor without a stored status and token is sent to
// /login before anything is painted, carrying the asked page in `next` (sign-in goes back there after
// checking it is a member page of this site). Kept here so astro.config can hash it for the CSP.
import { paths } from './paths.ts';

export const GUARD_SCRIPT = `if(!(sessionStorage.getItem('token')&&sessionStorage.getItem('status'))){document.documentElement.style.visibility='hidden';location.replace('${paths.login}?next='+encodeURIComponent(location.pathname+location.search+location.hash));}`;

// The landing page sends the visitor on to /login at once (the session always ends on the landing page).
export const LANDING_SCRIPT = `location.replace('${paths.login}');`;

// Registers the service worker (page shells, scripts and styles for repeat visits and dropped links).
export const SW_SCRIPT =
  "if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js')});";
