import { describe, expect, it } from 'vitest';
import { popupNews, shownNews, shownUnread } from './shown.ts';
import * as z from 'zod/mini';
import { NewsAnswer, type NewsItem } from './schema.ts';
import fixture from '../../../tests/fixtures/dashboard/news.json';

const item = (id: number, is_show: boolean, is_read: boolean | null = null): NewsItem => ({
  id,
  title: `News ${id}`,
  image: null,
  body: '<p>x</p>',
  published_at: null,
  is_show,
  is_read,
});

describe('shownNews', () => {
  it('leaves out the items without is_show', () => {
    expect(shownNews([item(1, true), item(2, false), item(3, true)], new Set()).map((i) => i.id)).toEqual([1, 3]);
  });
  it('keeps an item listed earlier in the visit whose flag the server cleared once read', () => {
    expect(shownNews([item(1, false), item(2, false)], new Set([1])).map((i) => i.id)).toEqual([1]);
  });
});

describe('popupNews', () => {
  it('pops up the shown items the member has not read, and those a backend says nothing about', () => {
    const items = [item(1, true, true), item(2, true, false), item(3, false, false), item(4, true)];
    expect(popupNews(items).map((i) => i.id)).toEqual([2, 4]);
  });
  it('reads an answer without is_read (the spec has none) as unsaid: its shown items pop up', () => {
    const { data } = z.parse(NewsAnswer, fixture);
    expect(data.every((i) => i.is_read === null)).toBe(true);
    expect(popupNews(data).map((i) => i.id)).toEqual(data.filter((i) => i.is_show).map((i) => i.id));
  });
  it('keeps a read item in the list: reading decides only the pop-ups', () => {
    expect(shownNews([item(1, true, true)], new Set()).map((i) => i.id)).toEqual([1]);
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
