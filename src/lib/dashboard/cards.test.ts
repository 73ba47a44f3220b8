import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { showValue, shownValue, visibleFields } from './cards.ts';
import * as text from '../text.ts';
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

  it("marks a rank's name and the sponsor's username English, and says N/A in the page's language", () => {
    expect(shownValue('current_leadership_rank', 'Gold')).toEqual({ text: 'Gold', lang: 'en' });
    expect(shownValue('my_sponsor', 'company')).toEqual({ text: 'company', lang: 'en' });
    expect(shownValue('current_leadership_rank', 'N/A')).toEqual({ text: text.serverTitles.notAvailable });
    expect(shownValue('current_salary', 'N/A')).toEqual({ text: text.serverTitles.notAvailable });
    expect(shownValue('pay_in_wallet', '2500')).toEqual({ text: '$2,500.00' });
  });
});
