/**
 * /register from a marketer's link: "Invited by …" drawn from the head's sponsor answer (early.ts) while
 * the form is still the server's, so the newcomer sees who invited them before the form's scripts have
 * arrived. The script follows the form; the line's text comes from the catalogue as `data-template`, `{}`
 * standing for the sponsor. `__invitedBy` is the handover: undefined until either this script draws the
 * line or the form's first render reads it (as drawn, or '' when nothing was), so the line is written
 * only before the form has started and the form's first render draws the same (hydration matches); the
 * form's own sponsor check then keeps or changes it.
 */
import type { EarlyCall } from '../lib/api/early.ts';
import { saysAvailable, sponsorInfoText } from '../lib/api/availability.ts';

declare global {
  /** Defined here: the line as drawn, for the form's first render (see above). */
  var __invitedBy: string | undefined;
}

const { template = '' } = (document.currentScript as HTMLScriptElement).dataset;
const line = document.getElementById('invited-by');
for (const [url, call] of Object.entries((self as { __early?: Record<string, EarlyCall> }).__early ?? {}))
  if (url.endsWith('/sponsor'))
    void call.answer
      .then((answer) => {
        if (!answer?.ok || !line || self.__invitedBy !== undefined) return;
        const { data, info } = JSON.parse(answer.body) as { data?: unknown; info?: unknown };
        const name = saysAvailable(data) && sponsorInfoText(info);
        if (name) line.textContent = self.__invitedBy = template.replace('{}', name);
      })
      .catch(() => undefined); // An answer that is not JSON: the form's own check says what it is.
