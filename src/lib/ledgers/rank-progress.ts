/**
 * Progress to each rank: the business reached (`current_cp`) against the rank's target
 * (`cp_required`), from GET pool-incomes, and how much is left for the first rank not reached.
 */
import type { PoolIncome } from './schema.ts';

export interface RankStep {
  name: string;
  target: number;
  current: number;
  /** Whole percent of the target reached, 0 to 100. */
  percent: number;
  reached: boolean;
  /** What is left to the target (0 once reached), to the cent. */
  toGo: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Each rank's step, in the list's order. */
export function rankSteps(rows: readonly Pick<PoolIncome, 'pool_name' | 'cp_required' | 'current_cp'>[]): RankStep[] {
  return rows.map((row) => {
    const target = Math.max(0, row.cp_required);
    const current = Math.max(0, row.current_cp);
    const reached = current >= target;
    const percent = reached ? 100 : Math.min(99, Math.floor((current / target) * 100));
    return { name: row.pool_name, target, current, percent, reached, toGo: reached ? 0 : cents(target - current) };
  });
}

/** The first rank not reached yet (the next one to aim for), or null when every rank is reached. */
export const nextRank = (steps: readonly RankStep[]): RankStep | null => steps.find((step) => !step.reached) ?? null;
