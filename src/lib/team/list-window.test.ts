import { describe, expect, it } from 'vitest';
import { drawnRows, rowAt, rowOffsets } from './list-window.ts';

/** 500 rows of 40 px. */
const offsets = rowOffsets(500, () => 40);

describe('list window', () => {
  it('adds the rows up', () => {
    expect([...rowOffsets(3, (i) => [10, 20, 30][i]!)]).toEqual([0, 10, 30, 60]);
    expect(offsets[500]).toBe(20_000);
  });

  it('finds the row at a height, the ends beyond the list', () => {
    expect(rowAt(offsets, -100)).toBe(0);
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 39)).toBe(0);
    expect(rowAt(offsets, 40)).toBe(1);
    expect(rowAt(offsets, 19_999)).toBe(499);
    expect(rowAt(offsets, 50_000)).toBe(499);
    expect(
      rowAt(
        rowOffsets(0, () => 40),
        0,
      ),
    ).toBe(-1);
  });

  it('draws the rows in view and the overscan either side, not the rest', () => {
    const rows = drawnRows({ offsets, top: 4000, height: 400, overscan: 200 });
    expect(rows[0]).toBe(95);
    expect(rows[rows.length - 1]).toBe(115);
    expect(rows).toHaveLength(21);
    expect(drawnRows({ offsets, top: 0, height: 400, overscan: 200 })).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(drawnRows({ offsets: rowOffsets(0, () => 40), top: 0, height: 400, overscan: 200 })).toEqual([]);
  });

  it('keeps the focused and active rows wherever they are, in list order', () => {
    const rows = drawnRows({ offsets, top: 0, height: 400, overscan: 0, keep: [450, 3, 499, 700, -1] });
    expect(rows).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 450, 499]);
  });

  it('draws the next row Tab can reach either side of the view', () => {
    const stops = new Set([2, 40, 300]);
    const rows = drawnRows({ offsets, top: 4000, height: 400, overscan: 0, tabStop: (i) => stops.has(i) });
    expect(rows[0]).toBe(40);
    expect(rows[1]).toBe(100);
    expect(rows[rows.length - 1]).toBe(300);
    expect(rows).not.toContain(2);
  });
});
