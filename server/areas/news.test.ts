/** Contract of the news: every answer is parsed with the portal's own schema; reads are per member. */
import { describe, expect, it } from 'vitest';
import { testServer } from '../testing.ts';
import { NewsAnswer, NewsReadAnswer } from '../../src/lib/news/schema.ts';

const { signIn, newMember, accept, refuse } = testServer();
const tokens = { demo: signIn('demo') };

describe('news', () => {
  it('lists news with and without is_show; a read item keeps is_show and says it is read', async () => {
    const member = newMember();
    const before = await accept(NewsAnswer, 'news', member.token);
    expect(before.data.length).toBeGreaterThanOrEqual(3);
    const shown = before.data.filter((item) => item.is_show);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(before.data.some((item) => !item.is_show)).toBe(true);
    expect(before.data.every((item) => item.is_read === false)).toBe(true);
    await accept(NewsReadAnswer, `news/${shown[0]!.id}/read`, member.token);
    const after = await accept(NewsAnswer, 'news', member.token);
    // is_show is the operator's: reading leaves the item listed, and only is_read changes.
    const read = after.data.find((item) => item.id === shown[0]!.id);
    expect(read?.is_show).toBe(true);
    expect(read?.is_read).toBe(true);
    expect(after.data.filter((item) => item.is_show).map((item) => item.id)).toEqual(shown.map((item) => item.id));
    // Reading is per member: it is unread for another member.
    const other = await accept(NewsAnswer, 'news', newMember().token);
    expect(other.data.find((item) => item.id === shown[0]!.id)?.is_read).toBe(false);
  });

  it('counts the shown items a member has not opened, each read once, and never a hidden one', async () => {
    const member = newMember();
    const before = await accept(NewsAnswer, 'news', member.token);
    const shown = before.data.filter((item) => item.is_show);
    expect(before.unread_count).toBe(shown.length);
    const quiet = before.data.find((item) => !item.is_show)!;
    await accept(NewsReadAnswer, `news/${quiet.id}/read`, member.token);
    expect((await accept(NewsAnswer, 'news', member.token)).unread_count).toBe(shown.length);
    await accept(NewsReadAnswer, `news/${shown[0]!.id}/read`, member.token);
    await accept(NewsReadAnswer, `news/${shown[0]!.id}/read`, member.token);
    expect((await accept(NewsAnswer, 'news', member.token)).unread_count).toBe(shown.length - 1);
    // Another member's reads do not count.
    expect((await accept(NewsAnswer, 'news', newMember().token)).unread_count).toBe(shown.length);
  });

  it('refuses to mark an unknown news item', async () => {
    const answer = await refuse('news/99999/read', tokens.demo);
    expect(answer.status).toBe(404);
  });
});
