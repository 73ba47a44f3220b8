/** The dashboard call of spec part 1. */
import { call } from '../api/client.ts';
import { DashboardAnswer, type DashboardData } from './schema.ts';

/** GET dashboard: the member's numbers. */
export async function getDashboard(): Promise<DashboardData> {
  const answer = await call(DashboardAnswer, 'dashboard');
  return answer.data;
}
