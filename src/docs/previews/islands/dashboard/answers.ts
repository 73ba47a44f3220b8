/** Answers shared by the dashboard previews. */
import plan from '../../../../../tests/fixtures/auth/pre-register.json';
import dashboard from '../../../../../tests/fixtures/dashboard/dashboard.json';

/** GET dashboard of a member who has just joined: every figure 0. */
export const newcomer = {
  ...dashboard,
  data: {
    ...dashboard.data,
    ...Object.fromEntries(
      Object.entries(dashboard.data)
        .filter(([, value]) => typeof value === 'number' || /^\d/.test(String(value)))
        .map(([key]) => [key, 0]),
    ),
  },
};

export const binaryPlan = { 'pre-register': { body: plan } };
export const plainPlan = { 'pre-register': { body: { ...plan, binary: 0, single_leg: 0 } } };
