/**
 * The one failure policy of an action (a save, a send, a code request): the failure's first message
 * as an error toast. An ended session stays quiet: the session has already said so on its way to
 * the landing page.
 */
import { isApiError, type ApiError } from './errors.ts';
import { errors } from '../text/errors.ts';
import { notify } from '../toast/toasts.ts';
import { reasons } from './reasons-port.ts';

/**
 * Shows `error` as a toast (a refusal in the member's language when it is a known reason). Returns it
 * when it is the server's (for field errors beside their fields), else null: the session ended, or the
 * code for the call never ran, in practice because its script did not arrive (the connection dropped).
 */
export function notifyFailure(error: unknown): ApiError | null {
  if (!isApiError(error)) {
    notify(errors.network, 'error');
    return null;
  }
  if (error.kind === 'unauthorized') return null;
  const known = reasons();
  const show = () => {
    const shown = known ? known.failureText(error) : { text: error.firstMessage };
    notify(shown.text, 'error', shown.lang);
  };
  // A refusal before the table of known reasons has arrived waits for it (a moment, once a visit).
  if (error.kind !== 'rejected' || !known || known.loaded()) show();
  else void known.ready().then(show);
  return error;
}

/**
 * The line a form shows under a send that failed: the server's reason for a refusal (in the member's
 * language when it is a known one), else `kept` (what the member typed is kept; sending again may work).
 */
export function failureLine(error: ApiError, kept: string): string {
  return error.kind === 'rejected' ? (reasons()?.failureText(error).text ?? error.firstMessage) : kept;
}
