import { describe, expect, it } from 'vitest';
import { withPageSize } from './page-size.ts';

describe('withPageSize', () => {
  it('sets per_page on a server page link, keeping the rest of it', () => {
    expect(withPageSize('https://api.example/api/transactions?page=1&x=y', 100)).toBe(
      'https://api.example/api/transactions?page=1&x=y&per_page=100',
    );
    expect(withPageSize('https://api.example/api/logs?per_page=10&page=1', 100)).toBe(
      'https://api.example/api/logs?per_page=100&page=1',
    );
  });

  it('keeps an address relative when it was', () => {
    expect(withPageSize('/api/payouts?page=1', 100)).toBe('/api/payouts?page=1&per_page=100');
    expect(withPageSize('payouts', 50)).toBe('payouts?per_page=50');
  });
});
