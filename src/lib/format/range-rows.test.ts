import { describe, expect, it } from 'vitest';
import { pageOfRows, readingTime, rowsInRange } from './range-rows.ts';

const rows = [
  { id: 1, at: '2026-02-28 23:59:00' },
  { id: 2, at: '2026-03-01 00:00:00' },
  { id: 3, at: null },
  { id: 4, at: '2026-03-31 12:00:00' },
  { id: 5, at: '2026-04-01 08:00:00' },
];

describe('rowsInRange', () => {
  it('keeps the rows of the range, both ends included, with their place in the whole list', () => {
    const march = rowsInRange(rows, (row) => row.at, { from: '2026-03-01', to: '2026-03-31' });
    expect(march.map(({ row, index }) => [row.id, index])).toEqual([
      [2, 1],
      [4, 3],
    ]);
  });
  it('takes an open end as no limit, and an undated row as outside', () => {
    expect(rowsInRange(rows, (row) => row.at, { from: '2026-03-31', to: '' }).map(({ row }) => row.id)).toEqual([4, 5]);
  });
});

describe('pageOfRows', () => {
  const list = Array.from({ length: 23 }, (_, n) => n + 1);
  it('pages the rows as the server does, with the counts a pager shows', () => {
    expect(pageOfRows(list, 3, 10)).toEqual({
      rows: [21, 22, 23],
      page: { current_page: 3, last_page: 3, from: 21, to: 23, total: 23 },
    });
  });
  it('keeps a page number within the pages there are', () => {
    expect(pageOfRows(list, 9, 10).page.current_page).toBe(3);
    expect(pageOfRows(list, 0, 10).page.current_page).toBe(1);
  });
  it('has one empty page when nothing matches', () => {
    expect(pageOfRows([], 1, 10)).toEqual({
      rows: [],
      page: { current_page: 1, last_page: 1, from: 0, to: 0, total: 0 },
    });
  });
});

describe('readingTime', () => {
  it('is the pages left at the first page\u2019s pace, in minutes for a long list', () => {
    // 2,000 pages at 400 ms: the 1,999 left take 13.3 minutes.
    expect(readingTime(2000, 1, 400)).toEqual({ unit: 'minutes', count: 13 });
  });

  it('says seconds in fives for a short read, never less than five', () => {
    expect(readingTime(5, 1, 300)).toEqual({ unit: 'seconds', count: 5 });
    expect(readingTime(40, 1, 500)).toEqual({ unit: 'seconds', count: 20 });
    expect(readingTime(2, 2, 300)).toEqual({ unit: 'seconds', count: 5 });
  });

  it('turns to a minute near one, and to hours past an hour and a half', () => {
    expect(readingTime(116, 1, 500)).toEqual({ unit: 'minutes', count: 1 });
    expect(readingTime(181, 1, 30_000)).toEqual({ unit: 'hours', count: 2 });
    expect(readingTime(10_001, 1, 534)).toEqual({ unit: 'minutes', count: 89 });
    expect(readingTime(10_001, 1, 540)).toEqual({ unit: 'hours', count: 2 });
  });
});
