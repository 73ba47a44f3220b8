/** Contract of the deposits: every answer is parsed with the portal's own schema; a member sees only their own. */
import { describe, expect, it } from 'vitest';
import { testServer } from '../testing.ts';
import { BalanceSyncAnswer, DepositsAnswer } from '../../src/lib/deposits/schema.ts';

const { signIn, newMember, accept } = testServer();
const tokens = { demo: signIn('demo'), mpindemo: signIn('mpindemo') };

describe('deposits', () => {
  it('gives the deposit address and pages of deposits with working page URLs', async () => {
    const first = await accept(DepositsAnswer, 'deposit', tokens.demo);
    expect(first.depositAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.last_page).toBe(3);
    expect(first.data.total).toBe(23);
    expect(first.data.next_page_url).toMatch(/page=2/);
    const statuses = new Set(first.data.data.map((row) => row.status));
    expect(statuses.has(0) && statuses.has(1)).toBe(true);
    const next = new URL(first.data.next_page_url!);
    const second = await accept(DepositsAnswer, `${next.pathname.replace(/^\//, '')}${next.search}`, tokens.demo);
    expect(second.data.current_page).toBe(2);
    expect(second.data.data[0]!.thash).not.toBe(first.data.data[0]!.thash);
  });

  it('shows a member only their own deposits', async () => {
    const mine = await accept(DepositsAnswer, 'deposit', tokens.mpindemo);
    expect(mine.data.total).toBe(2);
    const demoHashes = new Set(
      (await accept(DepositsAnswer, 'deposit', tokens.demo)).data.data.map((row) => row.thash),
    );
    expect(mine.data.data.some((row) => demoHashes.has(row.thash))).toBe(false);
    const none = await accept(DepositsAnswer, 'deposit', newMember().token);
    expect(none.data.data).toEqual([]);
  });

  it('answers a balance sync with a message', async () => {
    const answer = await accept(BalanceSyncAnswer, 'balance-sync', tokens.demo);
    expect(answer.msg).toEqual(expect.any(String));
  });
});
