/**
 * What the dashboard charts draw, worked out from the answers the portal already has: income by kind
 * and the income limit (GET dashboard), the two legs (GET binary-details/{me}) and the team by level
 * (GET user-team-details). Plain numbers here; the islands turn them into SVG.
 */
import type { DashboardData, StatValue } from './schema.ts';
import { INCOME_KINDS } from './fields.ts';

export { INCOME_KINDS };

export type IncomeKind = (typeof INCOME_KINDS)[number];

/** A stat value as an amount: texts such as 'N/A' and negative figures draw as nothing. */
export const amount = (value: StatValue | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** A bar's length as a share (0 to 1) of the largest value; nothing when every value is 0. */
export const share = (value: number, max: number): number => (max > 0 ? Math.min(1, Math.max(0, value / max)) : 0);

export interface IncomePart {
  kind: IncomeKind;
  value: number;
}

/** Every bonus kind with its amount (zeros included, so the member sees what they do not earn yet). */
export function incomeParts(data: DashboardData): IncomePart[] {
  return INCOME_KINDS.map((kind) => ({ kind, value: amount(data[kind]) }));
}

export interface LimitProgress {
  limit: number;
  total: number;
  paid: number;
  /** What may still be earned before the limit (never below 0). */
  left: number;
  /** Shares of the limit, 0 to 1 (a total over the limit fills the bar). */
  totalShare: number;
  paidShare: number;
  /** The total as a percentage of the limit, rounded (may pass 100). */
  totalPercent: number;
  paidPercent: number;
}

/** Total and paid income against the income limit; null when there is no limit (no package yet). */
export function limitProgress(data: DashboardData): LimitProgress | null {
  const limit = amount(data.income_limit);
  if (limit === 0) return null;
  const total = amount(data.total_income);
  const paid = amount(data.paid_income);
  return {
    limit,
    total,
    paid,
    left: Math.max(0, limit - total),
    totalShare: share(total, limit),
    paidShare: share(paid, limit),
    totalPercent: Math.round((total / limit) * 100),
    paidPercent: Math.round((paid / limit) * 100),
  };
}

export interface Leg {
  head: string | null;
  business: number;
  /** Members of the leg, when the answer counts them (null otherwise). */
  members: number | null;
}

export interface Legs {
  left: Leg;
  right: Leg;
  matching: number;
  /** The larger business, for one scale for both bars. */
  max: number;
}

/** The two legs from GET binary-details/{me}: who heads each, its business and, when sent, its members. */
export function legsOf(details: {
  leftuser: string | null;
  rightuser: string | null;
  left_business: number;
  right_business: number;
  total_matching: number;
  left_count?: number | null;
  right_count?: number | null;
}): Legs {
  const left = amount(details.left_business);
  const right = amount(details.right_business);
  return {
    left: { head: details.leftuser, business: left, members: details.left_count ?? null },
    right: { head: details.rightuser, business: right, members: details.right_count ?? null },
    matching: amount(details.total_matching),
    max: Math.max(left, right),
  };
}

export interface TeamLevel {
  level: string;
  members: number;
  investment: number;
}

/** The team by level from GET user-team-details, in level order (the server's order otherwise). */
export function teamLevels(rows: { level: string; user_count: number; investment: number | null }[]): TeamLevel[] {
  return rows
    .map((row) => ({ level: row.level, members: amount(row.user_count), investment: amount(row.investment) }))
    .sort((a, b) => {
      const x = Number(a.level);
      const y = Number(b.level);
      return Number.isFinite(x) && Number.isFinite(y) ? x - y : 0;
    });
}

/**
 * Levels the team by level draws as columns and lists in its numbers. The levels grow with the network
 * (about 80 on the reference server's large one): the deeper ones are summed in one row of the numbers,
 * and the Downline page lists every level.
 */
export const LEVELS_DRAWN = 20;

export interface LevelsShown {
  /** The first levels, one column and one row each. */
  drawn: TeamLevel[];
  /** The levels after them, summed (their first and last level's names); null when every level is drawn. */
  rest: { first: string; last: string; members: number; investment: number } | null;
}

/** The levels drawn one by one (the first `count`) and the sum of the rest. */
export function levelsShown(levels: TeamLevel[], count = LEVELS_DRAWN): LevelsShown {
  if (levels.length <= count) return { drawn: levels, rest: null };
  const rest = levels.slice(count);
  return {
    drawn: levels.slice(0, count),
    rest: {
      first: rest[0]!.level,
      last: rest.at(-1)!.level,
      members: rest.reduce((sum, level) => sum + level.members, 0),
      investment: rest.reduce((sum, level) => sum + level.investment, 0),
    },
  };
}

/** Every nth level gets a label under its column so they do not overlap on a phone (about 12 fit). */
export const labelStep = (count: number): number => Math.max(1, Math.ceil(count / 12));

/**
 * The drawings' sizes in px: a bar row, and each column chart of the levels (shorter when not every
 * level is drawn, so the line with the link to all of them fits in the same box).
 */
export const CHART_HEIGHT = { row: 30, columns: 76, columnsAbovePart: 66 } as const;

/**
 * The least height of each chart's box (classes, as the page's first HTML may carry no style
 * attribute), shared by the charts and their skeleton so nothing moves when the charts arrive:
 * income 8 rows (240 px), limit 3 rows and a line (116), legs 2 rows and a line (88), levels two
 * column charts with a line above each (208).
 */
export const CHART_BOX = {
  income: 'min-h-60',
  limit: 'min-h-29',
  legs: 'min-h-22',
  levels: 'min-h-52',
} as const;
export type ChartBox = (typeof CHART_BOX)[keyof typeof CHART_BOX];

/** A name drawn beside a figure, cut so the two never overlap on a phone (the table has it whole). */
export const shorten = (name: string, length = 14): string =>
  name.length > length ? `${name.slice(0, length - 1)}…` : name;
