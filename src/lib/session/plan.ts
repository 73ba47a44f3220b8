/**
 * Plan flags (`binary`, `single_leg`, `user_count`, `email_required`, and the extension
 * `auto_placement`) from GET pre-register. The tab
 * keeps the last answer in sessionStorage so a page shows them at once; every page load reads them
 * again and a change reaches every subscriber of `$plan` in place. Logout clears the cache.
 */
import { atom } from 'nanostores';
import { call } from '../api/client.ts';
import { PLAN_CACHE_KEY } from './session.ts';
import { PlanFlags } from './schema.ts';
import { onPageChange } from '../page-change.ts';

const FLAGS = ['binary', 'single_leg', 'user_count', 'email_required', 'auto_placement'] as const;

function cached(): PlanFlags | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const raw = sessionStorage.getItem(PLAN_CACHE_KEY);
    return raw ? (JSON.parse(raw) as PlanFlags) : null;
  } catch {
    return null;
  }
}

/** null until known. Menu entries gated by a flag stay hidden while it is null. */
export const $plan = atom<PlanFlags | null>(cached());

let fresh: Promise<PlanFlags> | null = null;
onPageChange(() => (fresh = null));

export function getPlanFlags(): Promise<PlanFlags> {
  return call(PlanFlags, 'pre-register', { auth: false });
}

/** Reads the flags from the server once per page load (callers share the request); a failure may be retried. */
export function refreshPlan(): Promise<PlanFlags> {
  fresh ??= getPlanFlags().then(
    (flags) => {
      sessionStorage.setItem(PLAN_CACHE_KEY, JSON.stringify(flags));
      const known = $plan.get();
      if (!known || FLAGS.some((flag) => known[flag] !== flags[flag])) $plan.set(flags);
      return flags;
    },
    (error: unknown) => {
      fresh = null;
      throw error;
    },
  );
  return fresh;
}

/** The tab's cached flags at once (read again in the background), or the server's first answer. */
export function loadPlan(): Promise<PlanFlags> {
  const known = $plan.get();
  const reading = refreshPlan();
  if (!known) return reading;
  reading.catch(() => {
    // The cached flags stay; the next page load asks again.
  });
  return Promise.resolve(known);
}
