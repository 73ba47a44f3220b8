/**
 * Plan flags (`binary`, `single_leg`, `user_count`, `email_required`) from GET pre-register, fetched
 * once per session and cached in sessionStorage so every page and island shares one request.
 */
import { atom } from 'nanostores';
import { call } from '../api/client.ts';
import { PlanFlags } from './schema.ts';

const KEY = 'plan_flags';

function cached(): PlanFlags | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PlanFlags) : null;
  } catch {
    return null;
  }
}

/** null until known. Menu entries gated by a flag stay hidden while it is null. */
export const $plan = atom<PlanFlags | null>(cached());

let inFlight: Promise<PlanFlags> | null = null;

export function getPlanFlags(): Promise<PlanFlags> {
  return call(PlanFlags, 'pre-register', { auth: false });
}

/** Loads the flags unless they are cached; concurrent callers share one request. */
export function loadPlan(): Promise<PlanFlags> {
  const known = $plan.get();
  if (known) return Promise.resolve(known);
  inFlight ??= getPlanFlags()
    .then((flags) => {
      sessionStorage.setItem(KEY, JSON.stringify(flags));
      $plan.set(flags);
      return flags;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
