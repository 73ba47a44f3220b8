import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DownlineAnswer, PayoutsAnswer, PoolIncomesAnswer, SalaryIncomesAnswer, TransactionsAnswer } from './schema.ts';

const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1 });

describe('ledger schemas', () => {
  it('read flags and amounts in every spelling and default missing summary cards', () => {
    const payouts = z.parse(PayoutsAnswer, {
      status: 1,
      data: page([
        {
          username: 'demo',
          from_username: null,
          level: 2,
          wallet: 'pay_out',
          amount: '12.50',
          description: null,
          source: '',
          is_paid: '1',
          process_date: null,
          created_at: '2024-05-01 10:00:00',
        },
      ]),
      more_details: null,
    });
    expect(payouts.data.data[0]).toMatchObject({
      level: '2',
      amount: 12.5,
      is_paid: true,
      source: null,
      from_username: '',
    });
    expect(payouts.more_details).toEqual([]);
    const transactions = z.parse(TransactionsAnswer, {
      status: true,
      data: page([{ wallet: 'pay_in', txid: 'T1', type: 'credit', value: 5 }]),
    });
    expect(transactions.data.data[0]).toMatchObject({ note: null, created_at: null });
  });

  it('read lists that come whole or paged', () => {
    const row = {
      pool_name: 'Leader 1',
      cp_required: '5000',
      current_cp: 10,
      bonus_date: null,
      is_paid: 0,
      status: true,
    };
    expect(Array.isArray(z.parse(PoolIncomesAnswer, { status: true, data: [row] }).data)).toBe(true);
    expect(z.parse(PoolIncomesAnswer, { status: true, data: page([row]) }).data).toMatchObject({ current_page: 1 });
    const salary = z.parse(SalaryIncomesAnswer, {
      status: true,
      export_data: [{ salary_name: 'L1', paid_months: '2', per_month_amount: '100', status: 1 }],
      salary_data: { x: 1 },
    });
    expect(salary.export_data).toEqual([{ salary_name: 'L1', paid_months: 2, per_month_amount: 100, status: true }]);
    expect(z.parse(DownlineAnswer, { status: true, downlineDetails: [] }).downlineDetails).toEqual([]);
    expect(z.safeParse(DownlineAnswer, { status: true }).success).toBe(false);
  });

  it('refuses an answer of the wrong shape', () => {
    expect(z.safeParse(TransactionsAnswer, { status: true, data: 'none' }).success).toBe(false);
    expect(z.safeParse(PayoutsAnswer, { status: true, data: page([{ amount: 'ten' }]) }).success).toBe(false);
  });
});
