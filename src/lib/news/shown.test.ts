import { describe, expect, it } from 'vitest';
import { shownNews, shownUnread } from './shown.ts';
import type { NewsItem } from './schema.ts';

const item = (id: number, is_show: boolean): NewsItem => ({
  id,
  title: `News ${id}`,
  image: null,
  body: '<p>x</p>',
  published_at: null,
  is_show,
});

describe('shownNews', () => {
  it('leaves out the items without is_show', () => {
    expect(shownNews([item(1, true), item(2, false), item(3, true)], new Set()).map((i) => i.id)).toEqual([1, 3]);
  });
  it('keeps an item listed earlier in the visit whose flag the server cleared once read', () => {
    expect(shownNews([item(1, false), item(2, false)], new Set([1])).map((i) => i.id)).toEqual([1]);
  });
});

describe('shownUnread', () => {
  it('does not count withdrawn items', () => {
    expect(shownUnread(3, [item(1, true), item(2, true), item(3, false)])).toBe(2);
  });
  it('keeps a smaller count and an unknown one as they are', () => {
    expect(shownUnread(1, [item(1, true), item(2, true)])).toBe(1);
    expect(shownUnread(null, [item(1, true)])).toBeNull();
  });
});
