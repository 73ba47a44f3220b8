import { describe, expect, it } from 'vitest';
import { nextRank, rankSteps } from './rank-progress.ts';

const row = (pool_name: string, cp_required: number, current_cp: number) => ({ pool_name, cp_required, current_cp });

describe('rankSteps', () => {
  it('gives the amount, target, whole percent and what is left', () => {
    expect(rankSteps([row('Leader 3', 45000, 6200)])).toEqual([
      { name: 'Leader 3', target: 45000, current: 6200, percent: 13, reached: false, toGo: 38800 },
    ]);
  });

  it('caps a reached rank at 100% with nothing to go, and never says 100% before it is reached', () => {
    const [done, almost] = rankSteps([row('Leader 1', 5000, 6200), row('Leader 2', 1000, 999.99)]);
    expect(done).toMatchObject({ percent: 100, reached: true, toGo: 0 });
    expect(almost).toMatchObject({ percent: 99, reached: false, toGo: 0.01 });
  });

  it('reads a rank without a target as reached', () => {
    expect(rankSteps([row('Start', 0, 0)])[0]).toMatchObject({ percent: 100, reached: true });
  });
});

describe('nextRank', () => {
  it('is the first rank not reached, or null', () => {
    const steps = rankSteps([row('A', 10, 20), row('B', 100, 20), row('C', 1000, 20)]);
    expect(nextRank(steps)?.name).toBe('B');
    expect(nextRank(rankSteps([row('A', 10, 20)]))).toBeNull();
  });
});
