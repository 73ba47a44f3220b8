/**
 * A page's first GET calls, asked from the head while the scripts are still on their way (the script's
 * `data-calls`: paths under `data-api`, `{u}` for the member's username, `{?u}` for the address's `u`,
 * a leading `-` for a call sent without the token). The API client takes each answer once
 * (lib/api/early.ts); a call that failed here is simply sent again there. The token travels in the header, never in a URL. Without a session
 * only the calls sent without the token go (a sign-in page's country list).
 */
import type { EarlyCall } from '../lib/api/early.ts';
import { lettersAndDigits } from '../lib/format/filters.ts';

const { api = '/api/', calls = '' } = (document.currentScript as HTMLScriptElement).dataset;
const token = sessionStorage.getItem('token');
const username = encodeURIComponent(sessionStorage.getItem('username') || '');
const base = new URL(api, location.href);
const early: Record<string, EarlyCall> = ((window as { __early?: Record<string, EarlyCall> }).__early = {});
// `{?u}`: the page address's `u` (a referral link's sponsor), filtered as the register form takes it
// (referralPrefill in lib/auth/placement.ts); a call with no such value is not made.
const linked = lettersAndDigits(new URLSearchParams(location.search).get('u') || '');
for (const call of calls.split(' ')) {
  const auth = !call.startsWith('-');
  if (!call || (auth && !token) || (call.includes('{?u}') && !linked)) continue;
  const path = (auth ? call : call.slice(1)).replace('{u}', username).replace('{?u}', linked);
  const url = new URL(path, base).href;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (auth) headers.Authorization = `Bearer ${token}`;
  early[url] = {
    auth,
    at: Date.now(),
    // The head's own requests, before the API client has arrived; lib/api/early.ts hands their answers to it.
    // eslint-disable-next-line no-restricted-globals
    answer: fetch(url, { headers, credentials: 'omit' }).then(
      async (response) => ({ status: response.status, ok: response.ok, body: await response.text() }),
      () => null,
    ),
  };
}
