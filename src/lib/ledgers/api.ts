/**
 * The read-only money lists, one function per call. Each takes an optional server-supplied page URL
 * (see `pageUrl` in lib/api/client.ts); without it the first page is loaded.
 */
import { call } from '../api/client.ts';
import {
  DownlineAnswer,
  LogsAnswer,
  PayoutsAnswer,
  PoolIncomesAnswer,
  RankIncomesAnswer,
  SalaryIncomesAnswer,
  TransactionsAnswer,
} from './schema.ts';

export function listTransactions(url = 'transactions') {
  return call(TransactionsAnswer, url, { listLoad: true });
}

export function listPayouts(url = 'payouts') {
  return call(PayoutsAnswer, url, { listLoad: true });
}

export function getDownline(url = 'user-team-details') {
  return call(DownlineAnswer, url, { listLoad: true });
}

export function listRankIncomes(url = 'rank/incomes') {
  return call(RankIncomesAnswer, url, { listLoad: true });
}

export function listPoolIncomes(url = 'pool-incomes') {
  return call(PoolIncomesAnswer, url, { listLoad: true });
}

/**
 * The ranks' targets for Rank Details' progress card: a side load of that page, not its list, so a
 * 404 is a failure the card shows and the session goes on.
 */
export function readRankTargets() {
  return call(PoolIncomesAnswer, 'pool-incomes');
}

/** The salary list is requested with the export flag: all rows at once. */
export function listSalaryIncomes(url = 'salary/incomes?export=true') {
  return call(SalaryIncomesAnswer, url, { listLoad: true });
}

export function listLogs(url = 'logs') {
  return call(LogsAnswer, url, { listLoad: true });
}
