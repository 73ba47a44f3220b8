import { describe, expect, it } from 'vitest';
import { shortOfMinimum } from './minimum.ts';

const limits = { min_limit_for_paid_user: 50, min_limit_for_free_user: 100 };

describe('shortOfMinimum', () => {
  it('uses the paid minimum for a paid member and the free one otherwise', () => {
    expect(shortOfMinimum({ ...limits, wallet_balance: 20.5, is_paid: 1 })).toEqual({ short: 29.5, minimum: 50 });
    expect(shortOfMinimum({ ...limits, wallet_balance: 20.5, is_paid: 0 })).toEqual({ short: 79.5, minimum: 100 });
  });

  it('is null once the minimum is reached', () => {
    expect(shortOfMinimum({ ...limits, wallet_balance: 50, is_paid: 1 })).toBeNull();
  });

  it('is null when the balance or the paid status is not told', () => {
    expect(shortOfMinimum({ ...limits, is_paid: 1 })).toBeNull();
    expect(shortOfMinimum({ ...limits, wallet_balance: 3, is_paid: null })).toBeNull();
  });
});
