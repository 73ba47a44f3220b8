import { describe, expect, it } from 'vitest';
import { showingLine } from './showing.ts';

describe('showingLine', () => {
  it('counts the rows of the whole list, not its pages', () => {
    expect(showingLine({ current_page: 1, last_page: 2, from: 1, to: 10, total: 13 })).toBe(
      'Showing 1 to 10 of 13 results',
    );
  });

  it('names the pages when the answer has no total', () => {
    expect(showingLine({ current_page: 2, last_page: 2, from: 11, to: 13 })).toBe('Showing 11 to 13, page 2 of 2');
  });
});
