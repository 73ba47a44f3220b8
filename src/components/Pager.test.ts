import { describe, it, expect } from 'vitest';
import { clampPage, pageWindow } from './Pager.tsx';

describe('pageWindow', () => {
  it('shows up to 3 neighbours either side by default', () => {
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('is cut off at the first page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('is cut off at the last page', () => {
    expect(pageWindow(20, 20)).toEqual([17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('returns every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('honours a custom neighbour count', () => {
    expect(pageWindow(5, 10, 1)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 0)).toEqual([5]);
    expect(pageWindow(5, 10, -2)).toEqual([5]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pageWindow(0, 5)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(-3, 5)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(99, 5)).toEqual([2, 3, 4, 5]);
  });

  it('returns no pages when there are none', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, -1)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('treats fractional input as whole pages', () => {
    expect(pageWindow(2.7, 4.9, 1)).toEqual([1, 2, 3]);
  });

  it('returns ascending, unique page numbers within range', () => {
    for (let last = 1; last <= 12; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const pages = pageWindow(current, last);
        expect(pages).toContain(current);
        expect(pages.every((n, i) => n >= 1 && n <= last && (i === 0 || n === pages[i - 1]! + 1))).toBe(true);
        expect(pages.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..last', () => {
    expect(clampPage(5, 10)).toBe(5);
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-4, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(3.9, 10)).toBe(3);
    expect(clampPage(Number.NaN, 10)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });
});
