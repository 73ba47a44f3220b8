/**
 * The register screen's rules as pure functions: placement visibility and the fields. What is checked
 * and sent once the newcomer presses Register (the spec's checks, the payload) is in registration.ts,
 * which the form loads as it starts, beside the API code.
 */
export type { Problems } from './login-rules.ts';

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

/** A referral link's position parameter (`p=L` or `p=R`, any case); '' otherwise. */
export function positionParam(value: string | null): 'L' | 'R' | '' {
  const upper = (value ?? '').trim().toUpperCase();
  return upper === 'L' || upper === 'R' ? upper : '';
}
