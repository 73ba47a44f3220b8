/**
 * A page's first GET calls, asked from the head while the scripts are still on their way (the script's
 * `data-calls`: paths under `data-api`, as lib/api/early-call.ts reads them). The API client takes each
 * answer once (lib/api/early.ts); a call that failed here is simply sent again there. The token travels in
 * the header, never in a URL. Without a session only the calls sent without the token go (a sign-in
 * page's country list).
 */
import type { EarlyCall } from '../lib/api/early.ts';
import { earlyRequest } from '../lib/api/early-call.ts';
import { lettersAndDigits } from '../lib/format/filters.ts';

const { api = '/api/', calls = '' } = (document.currentScript as HTMLScriptElement).dataset;
const token = sessionStorage.getItem('token');
const early: Record<string, EarlyCall> = ((window as { __early?: Record<string, EarlyCall> }).__early = {});
const context = {
  base: new URL(api, location.href),
  token,
  username: sessionStorage.getItem('username') || '',
  // `{?u}`: the page address's `u` (a referral link's sponsor), filtered as the register form takes it
  // (referralPrefill in lib/auth/placement.ts).
  linked: lettersAndDigits(new URLSearchParams(location.search).get('u') || ''),
};
for (const call of calls.split(' ')) {
  const request = earlyRequest(call, context);
  if (!request) continue;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.auth) headers.Authorization = `Bearer ${token}`;
  early[request.url] = {
    auth: request.auth,
    at: Date.now(),
    // The head's own requests, before the API client has arrived; lib/api/early.ts hands their answers to it.
    // eslint-disable-next-line no-restricted-globals
    answer: fetch(request.url, { headers, credentials: 'omit' }).then(
      async (response) => ({ status: response.status, ok: response.ok, body: await response.text() }),
      () => null,
    ),
  };
}
