/**
 * Member pages: a visitor without a stored status and token is sent to the sign-in page of the page's
 * language (`data-login`) before anything is painted, carrying the asked page in `next` (sign-in goes
 * back there after checking it is a member page of this site). A member's side menu works at once.
 */
import { watchMenu } from './menu.ts';

const script = document.currentScript as HTMLScriptElement;
if (!(sessionStorage.getItem('token') && sessionStorage.getItem('status'))) {
  document.documentElement.style.visibility = 'hidden';
  location.replace(
    `${script.dataset.login}?next=${encodeURIComponent(location.pathname + location.search + location.hash)}`,
  );
}
watchMenu();
