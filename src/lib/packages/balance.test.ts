import { describe, expect, it } from 'vitest';
import { amountOf, balanceTooLow } from './balance.ts';
import type { Package } from './schema.ts';

const pkg = (extra: Partial<Package>): Package => ({
  id: 1,
  name: 'P',
  type: 'fixed',
  price: 100,
  minimum_price: 0,
  maximum_price: 0,
  roi_percentage: 0,
  minimum_ad_income: 0,
  per_ad_amount: 0,
  ...extra,
});
const line = (value: string) => ({ title: 'Pay In Wallet Balance', value });

describe('amountOf', () => {
  it('reads the amounts servers write', () => {
    expect(amountOf('$1,234.50')).toBe(1234.5);
    expect(amountOf('0.00')).toBe(0);
    expect(amountOf('25 USDT')).toBe(25);
    expect(amountOf('N/A')).toBeNull();
  });
});

describe('balanceTooLow', () => {
  it('compares a fixed package with its price and a variable one with its minimum', () => {
    expect(balanceTooLow(pkg({}), line('$0.00'))).toBe(true);
    expect(balanceTooLow(pkg({}), line('$100.00'))).toBe(false);
    expect(balanceTooLow(pkg({ type: 'variable', minimum_price: 50, maximum_price: 500 }), line('$49.99'))).toBe(true);
    expect(balanceTooLow(pkg({ type: 'variable', minimum_price: 50, maximum_price: 500 }), line('$2,500.00'))).toBe(
      false,
    );
  });

  it('says nothing when the balance is missing or unreadable', () => {
    expect(balanceTooLow(pkg({}), undefined)).toBe(false);
    expect(balanceTooLow(pkg({}), line('unknown'))).toBe(false);
  });
});
