/**
 * /register from a marketer's link: "Invited by …" drawn from the head's sponsor answer (early.ts) while
 * the form is still the server's, so the newcomer sees who invited them before the form's scripts have
 * arrived. The form's first render draws the same line (`__invitedBy`), so hydration matches; its own
 * sponsor check then keeps or changes it. The script follows the form; the line's text comes from the
 * catalogue as `data-template`, `{}` standing for the sponsor.
 */
import type { EarlyCall } from '../lib/api/early.ts';
import { sponsorInfoText } from '../lib/auth/sponsor-info.ts';

declare global {
  /** Defined here: the line as drawn, for the form's first render. */
  var __invitedBy: string | undefined;
}

const { template = '' } = (document.currentScript as HTMLScriptElement).dataset;
const line = document.getElementById('invited-by');
for (const [url, call] of Object.entries((self as { __early?: Record<string, EarlyCall> }).__early ?? {}))
  if (url.endsWith('/sponsor'))
    void call.answer
      .then((answer) => {
        // Only before the form starts (Astro drops `ssr` as it hydrates): from then on, the form draws it.
        if (!answer?.ok || !line?.closest('astro-island[ssr]')) return;
        const { data, info } = JSON.parse(answer.body) as { data?: unknown; info?: unknown };
        const name = String(data).trim().toLowerCase() === 'available' && sponsorInfoText(info);
        if (name) line.textContent = self.__invitedBy = template.replace('{}', name);
      })
      .catch(() => undefined); // An answer that is not JSON: the form's own check says what it is.
