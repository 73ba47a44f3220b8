/**
 * Progress to each rank of the rank list (`GET rank/incomes`): the member's one figure, their matching
 * business (`rank_business`), against each rank's `business_required`, and how much is left for the
 * first rank not reached. Both are extensions (docs/backend-extensions.md): without them there is no
 * progress to show.
 */
import type { RankBusiness, RankIncome } from './schema.ts';

export interface RankStep {
  name: string;
  target: number;
  /** Whole percent of the target reached, 0 to 100. */
  percent: number;
  reached: boolean;
  /** What is left to the target (0 once reached), to the cent. */
  toGo: number;
}

export interface RankProgressFigures {
  business: RankBusiness;
  steps: RankStep[];
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Each rank's step against one amount, in the list's order; ranks without a target are left out. */
export function rankSteps(rows: readonly Pick<RankIncome, 'name' | 'business_required'>[], amount: number): RankStep[] {
  const current = Math.max(0, amount);
  return rows.flatMap((row) => {
    if (row.business_required == null) return [];
    const target = Math.max(0, row.business_required);
    const reached = current >= target;
    const percent = reached ? 100 : Math.min(99, Math.floor((current / target) * 100));
    return [{ name: row.name, target, percent, reached, toGo: reached ? 0 : cents(target - current) }];
  });
}

/** The figures of the progress card, or null when the answer does not carry them. */
export function rankProgress(
  rows: readonly Pick<RankIncome, 'name' | 'business_required'>[],
  business: RankBusiness | null | undefined,
): RankProgressFigures | null {
  if (!business) return null;
  const steps = rankSteps(rows, business.amount);
  return steps.length ? { business, steps } : null;
}

/** The first rank not reached yet (the next one to aim for), or null when every rank is reached. */
export const nextRank = (steps: readonly RankStep[]): RankStep | null => steps.find((step) => !step.reached) ?? null;
