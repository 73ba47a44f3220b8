/**
 * Reasons the backend gives for a refusal: a known one (the spec's texts for its answers and the
 * reference server's, src/lib/server-reason-table.ts) is shown from the catalogue in the member's
 * language; any other is shown as sent and marked English, so a screen reader reads it in English.
 * On the English pages the server's words are the page's language and are shown as sent. The Hindi
 * and Spanish pages load the table on demand (it is not in their start-up bytes): the member pages when
 * the browser is idle (src/islands/shell/member-start.ts), the public pages when a refusal is first read;
 * a reason shown before it has arrived is shown as sent, marked English, and `reasonsReady` waits for it.
 * This module comes with the API layer (src/lib/api/client.ts imports it), not with a page's start-up
 * code, and connects itself to the failure policy (src/lib/api/reasons-port.ts).
 */
import type { ApiError, FieldErrors } from './api/errors.ts';
import type { ServerText } from './server-text.ts';
import { errors } from './text/errors.ts';
import { connectReasons } from './api/reasons-port.ts';

declare const __PORTAL_LANG__: string | undefined;

/** The build writes the language in (astro.config.mjs), so the English bundle drops the table. */
const english = typeof __PORTAL_LANG__ !== 'string' || __PORTAL_LANG__ === 'en';

let known: ((said: string) => string | undefined) | undefined;
let loading: Promise<void> | undefined;

/** Whether a reason can be read now (the table is in, or not needed). */
export const reasonsLoaded = (): boolean => english || known !== undefined;

/** Loads the table of known reasons once (nothing on the English pages); never rejects. */
export function reasonsReady(): Promise<void> {
  if (english) return Promise.resolve();
  loading ??= import('./server-reason-table.ts').then(
    (table) => void (known = table.knownReason),
    () => void (loading = undefined),
  );
  return loading;
}

/** A reason the server gave, in the member's language when it is a known one, else as sent (English). */
export function serverReason(value: string): ServerText {
  if (english) return { text: value };
  const translated = known?.(value.trim().replace(/\s+/g, ' '));
  return translated === undefined ? { text: value, lang: 'en' } : { text: translated };
}

/**
 * What a failure says, as shown: a refusal is the server's reason (see serverReason); any other
 * failure's message is the portal's own, already in the member's language.
 */
export const failureText = (error: ApiError): ServerText =>
  error.kind === 'rejected' && error.firstMessage !== errors.requestFailed
    ? serverReason(error.firstMessage)
    : { text: error.firstMessage };

/** A refusal's field errors as shown beside their fields: each known reason in the member's language. */
export const fieldReasons = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, serverReason(message).text]));

connectReasons({ failureText, fieldReasons, loaded: reasonsLoaded, ready: reasonsReady });
