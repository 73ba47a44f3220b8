import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DashboardData, DASHBOARD_FIELDS } from './schema.ts';
import { startStates, wantsGetStarted } from './start.ts';

const newcomer = z.parse(DashboardData, {
  username: 'fresh',
  ...Object.fromEntries(DASHBOARD_FIELDS.map((field) => [field, '0'])),
  my_sponsor: 'demo',
});

describe('get started', () => {
  it('is for members without a package', () => {
    expect(wantsGetStarted(newcomer)).toBe(true);
    expect(wantsGetStarted({ ...newcomer, total_subscription: 100 })).toBe(false);
  });

  it('leaves every step to do for a brand-new member', () => {
    expect(startStates(newcomer, 'none')).toEqual({ kyc: 'todo', deposit: 'todo', package: 'todo', share: 'todo' });
    expect(startStates(newcomer, null).kyc).toBe('todo');
  });

  it('ticks KYC when approved (review while waiting), deposit by a deposit or a balance, share by a referral', () => {
    expect(startStates(newcomer, 'approved').kyc).toBe('done');
    expect(startStates(newcomer, 'review').kyc).toBe('review');
    expect(startStates({ ...newcomer, completed_deposit: 25 }, 'none').deposit).toBe('done');
    expect(startStates({ ...newcomer, pay_in_wallet: 10 }, 'none').deposit).toBe('done');
    expect(startStates({ ...newcomer, total_referrals: 1 }, 'none').share).toBe('done');
  });
});
