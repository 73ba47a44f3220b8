import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { showValue, visibleFields } from './cards.ts';
import { DashboardData, DASHBOARD_FIELDS } from './schema.ts';

const base = z.parse(DashboardData, {
  username: 'demo',
  ...Object.fromEntries(DASHBOARD_FIELDS.map((field) => [field, '10'])),
  next_leadership_rank: 'Platinum',
  next_salary: '250',
  my_sponsor: 'company',
});

describe('dashboard cards', () => {
  it('shows every card with the binary plan on and known next values', () => {
    expect(visibleFields(base, true)).toEqual([...DASHBOARD_FIELDS]);
  });

  it("hides Next Leadership Rank and Next Salary when they are 'N/A'", () => {
    const fields = visibleFields({ ...base, next_leadership_rank: 'N/A', next_salary: ' n/a ' }, true);
    expect(fields).not.toContain('next_leadership_rank');
    expect(fields).not.toContain('next_salary');
    expect(fields).toContain('current_leadership_rank');
  });

  it('hides Total Team and Paid Team without the binary plan', () => {
    const fields = visibleFields(base, false);
    expect(fields).not.toContain('total_team');
    expect(fields).not.toContain('paid_team');
    expect(fields).toContain('total_referrals');
  });

  it('reads numbers sent as strings and keeps texts', () => {
    expect(base.pay_in_wallet).toBe(10);
    expect(base.my_sponsor).toBe('company');
  });

  it('shows amounts with $, counts grouped, dates DD-MM-YYYY and texts as sent', () => {
    expect(showValue('level_bonus', 96.75)).toBe('$96.75');
    expect(showValue('pay_in_wallet', '2500')).toBe('$2,500.00');
    expect(showValue('current_salary', 'N/A')).toBe('N/A');
    expect(showValue('total_team', 1234)).toBe('1,234');
    expect(showValue('subscription_date', '2024-02-03')).toBe('03-02-2024');
    expect(showValue('subscription_date', 0)).toBe('-');
    expect(showValue('current_leadership_rank', 'Gold')).toBe('Gold');
  });
});
