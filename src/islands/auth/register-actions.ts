/**
 * What the register form does once the newcomer acts: the live checks' questions, the spec's checks, the
 * request and what follows it, and a refusal's field reasons. The form asks for it as it starts, beside
 * the API code (useRegisterOptions.ts), so it is not in the page's start-up code: the form is usable
 * without it, and its first use (a press, a check of what was typed, a referral link's sponsor) waits
 * for the API code anyway.
 */
import * as text from '../../lib/text.ts';
import { flash, notify } from '../../lib/toast/toasts.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { serverNotice } from '../../lib/server-notice.ts';
import type { ApiError } from '../../lib/api/errors.ts';
import { knownReasons } from '../../lib/api/reasons-port.ts';
import {
  REGISTER_FIELDS,
  type registerLayout,
  type PlanView,
  type Problems,
  type RegisterField,
  type RegisterValues,
} from '../../lib/auth/rules.ts';
import { registerPayload, registerProblems } from '../../lib/auth/registration.ts';
import { sponsorInfoText } from '../../lib/api/availability.ts';
import { sideWord } from '../../lib/auth/placement.ts';
import * as api from '../../lib/auth/api.ts';

export { registerProblems };

const t = text.auth;

const loadSession = () => import('../../lib/session/session.ts');

/** Whether a username is free or a sponsor exists. */
export async function askAvailable(kind: 'username' | 'sponsor', value: string) {
  const answer = kind === 'username' ? await api.checkUsername(value) : await api.checkSponsor(value);
  return {
    state: answer.available ? ('available' as const) : ('taken' as const),
    info: kind === 'sponsor' && answer.available ? sponsorInfoText(answer.info) : undefined,
  };
}

/**
 * Creates the account, remembers its username for the sign-in form and goes on to the next page, which
 * says where the newcomer was placed when the answer does (the backend chose, with auto placement).
 */
async function send(
  current: RegisterValues,
  plan: PlanView,
  keepParent: boolean,
  paths: { login: string; verifyEmail: string },
) {
  const answer = await api.register(registerPayload(current, plan, keepParent));
  const { rememberUsername } = await loadSession();
  rememberUsername(answer.username || current.username.trim());
  const side = answer.position?.toUpperCase();
  const placed =
    answer.parent && (side === 'L' || side === 'R') ? ` ${text.placement.placedAt(sideWord(side), answer.parent)}` : '';
  flash(serverNotice(answer.message, t.registered) + placed, 'success');
  window.location.assign(plan.email_required ? paths.verifyEmail : paths.login);
}

/** A refusal's errors on the form's own fields, each known reason in the member's language. */
async function refusedFields(error: ApiError): Promise<Problems<RegisterField>> {
  const reasons = await knownReasons();
  return Object.fromEntries(
    Object.entries(reasons ? reasons.fieldReasons(error.fieldErrors) : error.fieldErrors).filter(([field]) =>
      (REGISTER_FIELDS as readonly string[]).includes(field),
    ),
  );
}

/** A check's verdict as registering reads it. */
type Verdict = { key: string; state: string } | null;

/** What registering asks of the form (RegisterForm.tsx): what was typed, the checks and the form's state. */
export interface RegisterAttempt {
  current: RegisterValues;
  plan: PlanView;
  keepParent: boolean;
  layout: ReturnType<typeof registerLayout>;
  paths: { login: string; verifyEmail: string };
  /** The username check's latest verdict. */
  username: Verdict;
  checkSponsor(name: string): Promise<Verdict>;
  checkPlacement(): Promise<Verdict>;
  clearPlacement(): void;
  setErrors(problems: Problems<RegisterField>): void;
  setBusy(busy: boolean): void;
  focus(name: RegisterField): void;
}

/**
 * Checks the form and registers: the spec's checks (the first field with a problem gets the focus), the
 * sponsor and the place, then the request. Resolves with whether the page is leaving (registered).
 */
export async function register(form: RegisterAttempt): Promise<boolean> {
  const { current, plan, keepParent, layout, focus } = form;
  const problems = registerProblems(current, plan, keepParent);
  const username = form.username;
  if (!problems.username && username?.key === current.username.trim() && username.state === 'taken')
    problems.username = t.notAvailable;
  form.setErrors(problems);
  const first = REGISTER_FIELDS.find((name) => problems[name]);
  if (first) {
    focus(first);
    return false;
  }

  form.setBusy(true);
  let leaving = false;
  try {
    if (layout.sponsor) {
      const sponsor = await form.checkSponsor(current.sponsor.trim());
      if (sponsor?.state !== 'available') {
        notify(text.errors.checkInputs, 'error');
        focus('sponsor');
        return false;
      }
    }
    // A refused placement is already explained under Parent: no request to be refused again.
    if ((await form.checkPlacement())?.state === 'bad') {
      focus('parent');
      return false;
    }
    await send(current, plan, keepParent, form.paths);
    leaving = true;
  } catch (caught) {
    const error = notifyFailure(caught);
    if (error) {
      const known = await refusedFields(error);
      // A place refused on sending was taken since it was checked: the placement check says what to
      // do (what is still free, or the sponsor's team), in place of the bare refusal.
      if (known.parent && layout.position && layout.parent) {
        form.clearPlacement();
        if ((await form.checkPlacement())?.state === 'bad') {
          delete known.parent;
          focus('parent');
        }
      }
      if (Object.keys(known).length) form.setErrors(known);
    }
  } finally {
    if (!leaving) form.setBusy(false);
  }
  return leaving;
}
