/**
 * A failed send (a task proof, a ticket, a reply) as a form shows it. The meaning of each kind of
 * failure lives here; the forms only put the pieces in place.
 */
import { isApiError, type FieldErrors } from './errors.ts';
import * as text from '../text.ts';

export interface SendFailure {
  /** The server's message for each field it refused. */
  fields: FieldErrors;
  /** The form's line: the server's words for a refusal, else `fallback` (trying again may work). */
  form: string;
  /** The toast: the first message the failure carries. */
  toast: string;
  /** A refusal would be refused again, so the next try needs a new idempotency key; a dropped send
   * may be repeated with the same one. */
  newKey: boolean;
}

/** null when the session has ended (the page is already on its way to the login page). */
export function sendFailure(error: unknown, fallback: string): SendFailure | null {
  if (!isApiError(error)) return { fields: {}, form: fallback, toast: text.errors.requestFailed, newKey: false };
  if (error.kind === 'unauthorized') return null;
  const refused = error.kind === 'rejected';
  return {
    fields: error.fieldErrors,
    form: refused ? error.firstMessage : fallback,
    toast: error.firstMessage,
    newKey: refused,
  };
}
