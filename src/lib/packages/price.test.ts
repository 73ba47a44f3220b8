import { describe, expect, it } from 'vitest';
import { maxPti, priceOf } from './price.ts';

const pkg = {
  id: 1,
  name: 'P',
  price: 50,
  minimum_price: 100,
  maximum_price: 1000,
  roi_percentage: 0,
  minimum_ad_income: 0,
  per_ad_amount: 0,
};

describe('package figures', () => {
  it('shows a fixed price or a variable range', () => {
    expect(priceOf({ ...pkg, type: 'fixed' })).toBe('$50.00');
    expect(priceOf({ ...pkg, type: 'variable' })).toBe('$100.00 - $1,000.00');
  });

  it('reads Max PTI as Unlimited only above 1,000,000', () => {
    expect(maxPti(1_000_000)).toBe('$1,000,000.00');
    expect(maxPti(1_000_001)).toBe('Unlimited');
    expect(maxPti(150)).toBe('$150.00');
  });

  it('reads the Infinity package (10,000,000) as Unlimited, on its card and in Subscription History alike', () => {
    expect(maxPti(10_000_000)).toBe('Unlimited');
    // A subscription without roi_percentage reads as 0 (the spec's default).
    expect(maxPti(0)).toBe('$0.00');
  });
});
