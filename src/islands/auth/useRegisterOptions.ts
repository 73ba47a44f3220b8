import { useEffect, useState } from 'react';
import type { Country } from '../../lib/auth/schema.ts';
import { DEFAULT_PLAN, type PlanView } from '../../lib/auth/rules.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';

// The API layer (the form's checks share this loader) is asked for as this module runs, just before the
// form hydrates, as on the login form: the country list waits on it. The form's actions (its checks and
// the request, register-actions.ts) come beside it: the form is usable before they are in.
export const loadAuth = () => import('../../lib/auth/api.ts');
export const loadActions = () => import('./register-actions.ts');
const loadPlanModule = () => import('../../lib/session/plan.ts');
if (typeof window !== 'undefined')
  void Promise.all([loadAuth(), loadPlanModule(), loadActions()]).catch(() => undefined);

/**
 * What the register form offers: the plan flags (the tab's cached ones at once, the page load's fresh
 * answer when it differs) and whether they are known yet (cached, answered, or failed: the usual plan
 * then), and the country list, whether it failed, and a retry for it.
 */
export function useRegisterOptions() {
  const [plan, setPlan] = useState<PlanView>(DEFAULT_PLAN);
  const [planKnown, setPlanKnown] = useState(false);
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [countriesFailed, setCountriesFailed] = useState(false);

  async function fetchCountries() {
    setCountriesFailed(false);
    try {
      const api = await loadAuth();
      setCountries(await api.listCountries());
    } catch (error) {
      setCountriesFailed(true);
      notifyFailure(error);
    }
  }

  useEffect(() => {
    let stopPlan: (() => void) | undefined;
    let gone = false;
    void loadPlanModule().then(
      (module) => {
        if (gone) return;
        // The flags carry more than the form reads (single_leg); registerLayout picks its own.
        stopPlan = module.$plan.subscribe((flags) => {
          if (!flags) return;
          setPlan(flags);
          setPlanKnown(true);
        });
        return module.loadPlan().catch((error: unknown) => {
          notifyFailure(error);
          if (!gone) setPlanKnown(true);
        });
      },
      () => undefined,
    );
    // No member page code is fetched ahead here: most who open /register never become members. A
    // newcomer it accepts goes on to /verifyEmail or /login, which warm the member pages.
    void fetchCountries();
    return () => {
      gone = true;
      stopPlan?.();
    };
    // The plan and the countries load once per page.
  }, []);

  return [plan, planKnown, countries, countriesFailed, fetchCountries] as const;
}
