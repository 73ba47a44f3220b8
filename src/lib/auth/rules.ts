/** The register screen's rules as pure functions: the spec's checks, placement visibility, the payload. */
import * as text from '../text.ts';
import type { Problems } from './login-rules.ts';

export type { Problems } from './login-rules.ts';

const t = text.auth;

/** The plan flags the register form depends on (`auto_placement`: the backend places, an extension). */
export interface PlanView {
  binary: boolean;
  user_count: number;
  email_required: boolean;
  auto_placement?: boolean;
}

/** What a network of the usual kind says; the form is server-rendered with it, so the common case never shifts. */
export const DEFAULT_PLAN: PlanView = { binary: true, user_count: 1, email_required: true, auto_placement: false };

/**
 * Which plan-dependent fields the register form shows and requires. Where the backend places (auto
 * placement, binary plan), the sponsor and side are enough and Parent is not asked (`serverPlaces`),
 * unless the newcomer keeps a parent of their own (`keepParent`: a link's exact place).
 */
export function registerLayout(plan: PlanView, keepParent = false) {
  const referral = plan.user_count !== 0;
  const serverPlaces = referral && plan.binary && Boolean(plan.auto_placement) && !keepParent;
  return {
    sponsor: referral,
    parent: referral && !serverPlaces,
    serverPlaces,
    position: referral && plan.binary,
    mpinRequired: !plan.email_required,
  };
}

export const REGISTER_FIELDS = [
  'name',
  'username',
  'email',
  'country',
  'phone',
  'password',
  'spassword',
  'sponsor',
  'position',
  'parent',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

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

/**
 * The phone after a country is chosen: its calling code replaces the previous country's, an empty
 * phone gets the code, and a local number typed first keeps its digits behind the code.
 */
export function phoneWithCallingCode(phone: string, previousCode: string | undefined, code: string): string {
  const current = phone.trim();
  if (!current) return code;
  if (previousCode && current.startsWith(previousCode)) return code + current.slice(previousCode.length);
  if (current.startsWith('+')) return current;
  return code + current;
}

/** The sponsor's info from the availability check, as one line of text. */
export function sponsorInfoText(info: unknown): string {
  if (typeof info === 'string') return info.trim();
  if (typeof info === 'number') return String(info);
  if (info && typeof info === 'object') {
    const record = info as Record<string, unknown>;
    const name = typeof record.name === 'string' ? record.name : '';
    const username = typeof record.username === 'string' ? record.username : '';
    if (name && username) return `${name} (${username})`;
    return name || username;
  }
  return '';
}

/** A referral link's position parameter (`p=L` or `p=R`, any case); '' otherwise. */
export function positionParam(value: string | null): 'L' | 'R' | '' {
  const upper = (value ?? '').trim().toUpperCase();
  return upper === 'L' || upper === 'R' ? upper : '';
}
