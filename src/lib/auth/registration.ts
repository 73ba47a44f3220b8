/**
 * What the register form checks and sends once the newcomer acts, as pure functions: the spec's checks
 * and the payload. Not in the page's start-up code: the form loads it as it starts, beside the API code
 * (src/islands/auth/register-actions.ts).
 */
import * as text from '../text.ts';
import { registerLayout, type PlanView, type RegisterField, type RegisterValues } from './rules.ts';
import type { Problems } from './login-rules.ts';

const t = text.auth;

/**
 * The spec's rules and nothing more: its required messages, the MPIN's 4 digits, a position of L or R,
 * and a username of letters and digits (its filter, which the server holds to as well: usernames are
 * parts of URLs). No length or format rules of our own: a real backend that accepts a short password
 * or an unusual phone must not find the member turned away here. Keys in form order.
 */
export function registerProblems(values: RegisterValues, plan: PlanView, keepParent = false): Problems<RegisterField> {
  const layout = registerLayout(plan, keepParent);
  const problems: Problems<RegisterField> = {};
  const v = (field: RegisterField) => values[field].trim();
  if (!v('name')) problems.name = t.nameRequired;
  if (!v('username')) problems.username = t.usernameRequiredRegister;
  else if (!/^[A-Za-z0-9]+$/.test(v('username'))) problems.username = t.usernameFormat;
  if (!v('email')) problems.email = t.emailRequired;
  if (!v('country')) problems.country = t.countryRequired;
  if (!v('phone')) problems.phone = t.phoneRequired;
  if (!values.password) problems.password = t.passwordRequired;
  if (layout.mpinRequired && !v('spassword')) problems.spassword = t.mpinRequired;
  else if (v('spassword') && !/^\d{4}$/.test(v('spassword'))) problems.spassword = t.mpinFormat;
  if (layout.sponsor && !v('sponsor')) problems.sponsor = t.sponsorRequired;
  if (layout.position && !/^[LR]$/.test(v('position'))) problems.position = t.positionRequired;
  if (layout.parent && !v('parent')) problems.parent = t.parentRequired;
  return problems;
}

/**
 * The registration payload for the plan: placement fields only when the plan has them (an empty parent
 * where the backend places), MPIN only when given.
 */
export function registerPayload(values: RegisterValues, plan: PlanView, keepParent = false) {
  const layout = registerLayout(plan, keepParent);
  const v = (field: RegisterField) => values[field].trim();
  return {
    name: v('name'),
    username: v('username'),
    email: v('email'),
    phone: v('phone'),
    country: v('country'),
    password: values.password,
    ...(v('spassword') ? { spassword: v('spassword') } : {}),
    ...(layout.sponsor ? { sponsor: v('sponsor') } : {}),
    ...(layout.position ? { position: v('position') } : {}),
    ...(layout.parent ? { parent: v('parent') } : layout.serverPlaces ? { parent: '' } : {}),
  };
}
