/** Contract of the ledgers: every list is parsed with the portal's own schema, paged, and the member's own. */
import { describe, expect, it } from 'vitest';
import { accepted, refused, testServer } from '../testing.ts';
import {
  DownlineAnswer,
  LogsAnswer,
  PayoutsAnswer,
  PoolIncomesAnswer,
  RankIncomesAnswer,
  SalaryIncomesAnswer,
  TransactionsAnswer,
} from '../../src/lib/ledgers/schema.ts';
import { BinaryDetailsAnswer } from '../../src/lib/team/schema.ts';

const { send, signIn, mpinMember } = testServer();
const tokens = { demo: signIn('demo') };

describe('reads', () => {
  it('answers every ledger in the shape the portal reads', async () => {
    const transactions = accepted(TransactionsAnswer, await send('transactions', { token: tokens.demo }));
    expect(transactions.data.last_page).toBeGreaterThan(2);
    expect(transactions.more_details.length).toBe(2);
    expect(
      accepted(PayoutsAnswer, await send('payouts', { token: tokens.demo })).data.data[0]?.from_username,
    ).toBeTruthy();
    expect(
      accepted(DownlineAnswer, await send('user-team-details', { token: tokens.demo })).downlineDetails[0]?.level,
    ).toBe('1');
    const ranks = accepted(RankIncomesAnswer, await send('rank/incomes', { token: tokens.demo }));
    expect(ranks.data).toMatchObject({ from: 1, to: 10, last_page: 2 });
    expect(
      accepted(RankIncomesAnswer, await send(ranks.data.next_page_url!, { token: tokens.demo })).data,
    ).toMatchObject({ from: 11, current_page: 2 });
    expect(accepted(PoolIncomesAnswer, await send('pool-incomes', { token: tokens.demo })).data).toHaveLength(5);
    const salary = accepted(SalaryIncomesAnswer, await send('salary/incomes?export=true', { token: tokens.demo }));
    expect(salary.export_data).toHaveLength(4);
    expect(accepted(LogsAnswer, await send('logs', { token: tokens.demo })).data.data.length).toBe(10);
  });

  it('counts every rank against one figure, the weaker leg\u2019s matching business as binary-details says it', async () => {
    const ranks = accepted(RankIncomesAnswer, await send('rank/incomes?per_page=100', { token: tokens.demo }));
    expect(ranks.data.data.map((row) => row.business_required)).not.toContain(null);
    const legs = accepted(BinaryDetailsAnswer, await send('binary-details/demo', { token: tokens.demo })).data;
    expect(ranks.rank_business).toEqual({
      amount: legs.total_matching,
      leg: legs.right_business < legs.left_business ? 'R' : 'L',
      since: null,
    });
  });

  it('refuses these routes without a session in the 401 shape', async () => {
    for (const path of [
      'transactions',
      'payouts',
      'user-team-details',
      'rank/incomes',
      'pool-incomes',
      'salary/incomes?export=true',
      'logs',
    ]) {
      const answer = await send(path);
      expect(answer.status).toBe(401);
      expect(refused(answer).unauthorized).toBe(true);
    }
  });

  it('shows a member only their own records', async () => {
    const fresh = mpinMember('readsfresh');
    expect(accepted(TransactionsAnswer, await send('transactions', { token: fresh })).data.data).toEqual([]);
  });
});
