/**
 * Part 2 §8: a list load refused with HTTP 401 or 404 means the session is gone. `call()` holds that
 * policy for a call marked as a list load (src/lib/api/client.test.ts); here every list the spec names is
 * marked so, and a side load that is not a list is not. The browser shows the message on a screen of each
 * kind (tests/e2e/errors-money-screens.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/errors.ts';
import * as ledgers from '../../src/lib/ledgers/api.ts';
import { listPackages } from '../../src/lib/packages/api.ts';
import { listSubscriptions } from '../../src/lib/packages/subscriptions.ts';
import { listWithdrawals } from '../../src/lib/withdrawals/api.ts';
import * as text from '../../src/lib/text.ts';

const lists: [string, () => Promise<unknown>][] = [
  ['Transactions', () => ledgers.listTransactions()],
  ['Payouts', () => ledgers.listPayouts()],
  ['Downline Details', () => ledgers.getDownline()],
  ['Rank Details', () => ledgers.listRankIncomes()],
  ['Pool Incomes', () => ledgers.listPoolIncomes()],
  ['Salary Income', () => ledgers.listSalaryIncomes()],
  ['Logs', () => ledgers.listLogs()],
  ['Purchase Package', () => listPackages()],
  ['Subscription History', () => listSubscriptions()],
  ['Withdraw History', () => listWithdrawals()],
];

function answer(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<h1>Not Found</h1>', { status, headers: { 'content-type': 'text/html' } })),
  );
}

async function failure(load: () => Promise<unknown>): Promise<ApiError> {
  try {
    await load();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the load did not fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('every list load', () => {
  it.each(lists)("%s answered 404 ends the session with 'Request failed login again'", async (_, load) => {
    answer(404);
    const error = await failure(load);
    expect([error.kind, error.message]).toEqual(['unauthorized', text.errors.requestFailedLogin]);
  });

  it.each(lists)('%s answered 401 ends the session', async (_, load) => {
    answer(401);
    expect((await failure(load)).kind).toBe('unauthorized');
  });

  it("Rank Details' progress card, a side load and not a list, takes a 404 for a failure it shows", async () => {
    answer(404);
    const error = await failure(() => ledgers.readRankTargets());
    expect([error.kind, error.status]).toEqual(['http', 404]);
  });
});
