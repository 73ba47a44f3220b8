import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  incomeParts,
  INCOME_KINDS,
  labelStep,
  legsOf,
  levelsShown,
  limitProgress,
  share,
  shorten,
  teamLevels,
} from './charts.ts';
import { DashboardData, DASHBOARD_FIELDS } from './schema.ts';

const base = z.parse(DashboardData, {
  username: 'demo',
  ...Object.fromEntries(DASHBOARD_FIELDS.map((field) => [field, 0])),
});

describe('dashboard charts', () => {
  it('counts the members of each leg when the answer does', () => {
    const legs = legsOf({
      leftuser: 'a',
      rightuser: 'b',
      left_business: 10,
      right_business: 20,
      total_matching: 10,
      left_count: 240,
      right_count: 0,
    });
    expect([legs.left.members, legs.right.members]).toEqual([240, 0]);
  });

  it('lists every bonus kind with its amount, zeros and texts as 0', () => {
    const parts = incomeParts({ ...base, direct_bonus: 640.25, binary_bonus: 980, salary_bonus: 'N/A' });
    expect(parts.map((part) => part.kind)).toEqual([...INCOME_KINDS]);
    expect(parts.find((part) => part.kind === 'direct_bonus')?.value).toBe(640.25);
    expect(parts.find((part) => part.kind === 'binary_bonus')?.value).toBe(980);
    expect(parts.find((part) => part.kind === 'salary_bonus')?.value).toBe(0);
  });

  it('measures total and paid income against the limit', () => {
    const progress = limitProgress({ ...base, income_limit: 3000, total_income: 2703.2, paid_income: 1925.4 });
    expect(progress).toMatchObject({ limit: 3000, total: 2703.2, paid: 1925.4, totalPercent: 90, paidPercent: 64 });
    expect(progress?.left).toBeCloseTo(296.8);
    expect(progress?.totalShare).toBeCloseTo(0.9011, 3);
  });

  it('fills the bar but keeps the true percentage when the income passes the limit', () => {
    const progress = limitProgress({ ...base, income_limit: 100, total_income: 150, paid_income: 20 });
    expect(progress).toMatchObject({ totalShare: 1, totalPercent: 150, left: 0 });
  });

  it('has no limit progress without a limit', () => {
    expect(limitProgress({ ...base, income_limit: 0, total_income: 10 })).toBeNull();
  });

  it('puts both legs on one scale, the larger business as its top', () => {
    const legs = legsOf({
      leftuser: 'authdemo',
      rightuser: null,
      left_business: 61950,
      right_business: 0,
      total_matching: 0,
    });
    expect(legs).toEqual({
      left: { head: 'authdemo', business: 61950, members: null },
      right: { head: null, business: 0, members: null },
      matching: 0,
      max: 61950,
    });
  });

  it('orders the levels by number and reads a missing investment as 0', () => {
    const levels = teamLevels([
      { level: '10', user_count: 3, investment: null },
      { level: '2', user_count: 100, investment: 21900 },
      { level: '1', user_count: 94, investment: 24250 },
    ]);
    expect(levels).toEqual([
      { level: '1', members: 94, investment: 24250 },
      { level: '2', members: 100, investment: 21900 },
      { level: '10', members: 3, investment: 0 },
    ]);
  });

  it('draws the first 20 levels one by one and sums the deeper ones', () => {
    const levels = Array.from({ length: 80 }, (_, index) => ({
      level: String(index + 1),
      members: index + 1,
      investment: (index + 1) * 10,
    }));
    const shown = levelsShown(levels);
    expect(shown.drawn).toEqual(levels.slice(0, 20));
    // Levels 21 to 80: 21 + 22 + … + 80 members.
    expect(shown.rest).toEqual({ first: '21', last: '80', members: 3030, investment: 30300 });
    expect(levelsShown(levels.slice(0, 20))).toEqual({ drawn: levels.slice(0, 20), rest: null });
  });

  it('scales shares between 0 and 1 and draws nothing when everything is 0', () => {
    expect(share(50, 200)).toBe(0.25);
    expect(share(300, 200)).toBe(1);
    expect(share(0, 0)).toBe(0);
  });

  it('labels every level up to 12 and every nth beyond', () => {
    expect(labelStep(11)).toBe(1);
    expect(labelStep(12)).toBe(1);
    expect(labelStep(13)).toBe(2);
    expect(labelStep(40)).toBe(4);
  });

  it('cuts long names for the drawing only', () => {
    expect(shorten('mpindemo')).toBe('mpindemo');
    expect(shorten('averyveryverylongname')).toBe('averyveryvery…');
  });
});
