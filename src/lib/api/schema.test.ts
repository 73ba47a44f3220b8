import { describe, it, expect } from 'vitest';
import * as z from 'zod/mini';
import { flag, num, optStr, pageOf, str } from './schema.ts';

const Row = z.object({ amount: num, name: str, note: optStr, paid: flag });

describe('schema building blocks', () => {
  it('read numbers and flags sent as strings', () => {
    expect(z.parse(Row, { amount: '12.5', name: 7, note: '', paid: '1' })).toEqual({ amount: 12.5, name: '7', note: null, paid: true });
  });
  it('accept answers that leave fields out', () => {
    expect(z.parse(Row, {})).toEqual({ amount: 0, name: '', note: null, paid: false });
  });
  it('accept nulls', () => {
    expect(z.parse(Row, { amount: null, name: null, note: null, paid: null })).toEqual({ amount: 0, name: '', note: null, paid: false });
  });
  it('refuse a number that is not one', () => {
    expect(z.safeParse(Row, { amount: 'lots' }).success).toBe(false);
  });
  it('read a page object with defaults for a missing page count', () => {
    const page = z.parse(pageOf(Row), { data: [{ amount: 1 }] });
    expect(page.current_page).toBe(1);
    expect(page.last_page).toBe(1);
    expect(page.data[0]?.amount).toBe(1);
  });
});
