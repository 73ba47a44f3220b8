/** `?per_page=` on the ledger lists (an extension, docs/backend-extensions.md): up to 100 rows a page. */
import { describe, expect, it } from 'vitest';
import { testServer } from './testing.ts';

const server = testServer();
const token = server.signIn('demo');

async function logs(query: string) {
  const answer = await server.send(`logs${query}`, { token });
  expect(answer.status).toBe(200);
  return (
    answer.body as { data: { data: unknown[]; per_page: number; last_page: number; next_page_url: string | null } }
  ).data;
}

describe('per_page on the ledger lists', () => {
  it('pages by 10 when not asked, as the spec does', async () => {
    const page = await logs('');
    expect(page.per_page).toBe(10);
    expect(page.data).toHaveLength(10);
    expect(page.last_page).toBe(3);
  });

  it('pages by what is asked, up to 100, and says so in per_page', async () => {
    const page = await logs('?per_page=20');
    expect(page.per_page).toBe(20);
    expect(page.data).toHaveLength(20);
    expect(page.last_page).toBe(2);
    // The next page keeps the size.
    expect(new URL(page.next_page_url!).searchParams.get('per_page')).toBe('20');
    expect((await logs('?per_page=1000')).per_page).toBe(100);
  });

  it('falls back to 10 on a size that is no number of rows', async () => {
    for (const query of ['?per_page=abc', '?per_page=0', '?per_page=-5']) expect((await logs(query)).per_page).toBe(10);
  });
});
