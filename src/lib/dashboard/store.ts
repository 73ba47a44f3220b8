/**
 * The dashboard's one answer of GET dashboard per page load, shared by the stat cards and the charts,
 * so the charts draw the same figures the cards show without asking the server again.
 */
import { atom } from 'nanostores';
import { getDashboard } from './api.ts';
import type { DashboardData } from './schema.ts';
import { onPageChange } from '../page-change.ts';

/** null until GET dashboard has answered. */
export const $dashboard = atom<DashboardData | null>(null);

let reading: Promise<DashboardData> | null = null;
onPageChange(() => {
  reading = null;
  $dashboard.set(null);
});

/** GET dashboard once per page load (callers share the request); a failure may be tried again. */
export function loadDashboard(): Promise<DashboardData> {
  reading ??= getDashboard().then(
    (data) => {
      $dashboard.set(data);
      return data;
    },
    (error: unknown) => {
      reading = null;
      throw error;
    },
  );
  return reading;
}
