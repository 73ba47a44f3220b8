import { describe, expect, it } from 'vitest';
import { nextRank, rankProgress, rankSteps } from './rank-progress.ts';

const row = (name: string, business_required: number | null) => ({ name, business_required });
const business = { amount: 6200, leg: 'L' as const, since: null };

describe('rankSteps', () => {
  it('gives each rank its target, whole percent and what is left, against one amount', () => {
    expect(rankSteps([row('Gold', 5000), row('Diamond', 45000)], 6200)).toEqual([
      { name: 'Gold', target: 5000, percent: 100, reached: true, toGo: 0 },
      { name: 'Diamond', target: 45000, percent: 13, reached: false, toGo: 38800 },
    ]);
  });

  it('never says 100% before a rank is reached', () => {
    expect(rankSteps([row('Silver', 1000)], 999.99)[0]).toMatchObject({ percent: 99, reached: false, toGo: 0.01 });
  });

  it('leaves out a rank without a target, and reads a target of 0 as reached', () => {
    expect(rankSteps([row('Bronze', null), row('Start', 0)], 0)).toEqual([
      { name: 'Start', target: 0, percent: 100, reached: true, toGo: 0 },
    ]);
  });
});

describe('rankProgress', () => {
  it('is null without the member figure or without any target', () => {
    expect(rankProgress([row('Gold', 5000)], null)).toBeNull();
    expect(rankProgress([row('Gold', null)], business)).toBeNull();
    expect(rankProgress([row('Gold', 5000)], business)?.steps).toHaveLength(1);
  });
});

describe('nextRank', () => {
  it('is the first rank not reached, or null', () => {
    const steps = rankSteps([row('A', 10), row('B', 100), row('C', 1000)], 20);
    expect(nextRank(steps)?.name).toBe('B');
    expect(nextRank(rankSteps([row('A', 10)], 20))).toBeNull();
  });
});
