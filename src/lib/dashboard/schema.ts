/** Schemas of the dashboard call (spec part 1): GET dashboard. The news calls are in lib/news. */
import * as z from 'zod/mini';
import { envelope, str } from '../api/schema.ts';
import { DASHBOARD_FIELDS, toStat, type DashboardField, type StatValue } from './fields.ts';

export { DASHBOARD_FIELDS, FIELD_KIND, type DashboardField } from './fields.ts';

/**
 * A stat value: a number (also sent as a numeric string) or a text such as 'N/A' or a rank name.
 * Null or missing becomes 0.
 */
export const statValue = z.lazy(() =>
  z.pipe(
    z.union([z.number(), z.string(), z.null(), z.undefined()]),
    z.transform((value: number | string | null | undefined) => toStat(value)),
  ),
);
export type { StatValue };

const statFields = Object.fromEntries(DASHBOARD_FIELDS.map((field) => [field, statValue])) as Record<
  DashboardField,
  typeof statValue
>;

export const DashboardData = z.lazy(() => z.object({ username: str, ...statFields }));
export type DashboardData = z.output<typeof DashboardData>;

export const DashboardAnswer = z.lazy(() => z.object({ ...envelope, data: DashboardData }));
