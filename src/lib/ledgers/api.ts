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
import { withPageSize } from './page-size.ts';

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

/** The most pages of ranks the progress card reads (a rank list is short: one page of 100 on the reference server). */
const RANK_PAGES = 5;

/**
 * Every rank with its target, and the member's figure, for Rank Details' progress card: a side load of
 * that page, not its list, so a 404 is a failure the card shows and the session goes on. It asks for
 * pages of 100 (`per_page`) and follows the page links of a server that pages smaller.
 */
export async function readRankTargets() {
  const first = await call(RankIncomesAnswer, withPageSize('rank/incomes', 100));
  const rows = [...first.data.data];
  let { next_page_url: next, current_page: at } = first.data;
  for (let page = 1; next && page < RANK_PAGES; page += 1) {
    const answer = await call(RankIncomesAnswer, next);
    // A page link that does not move on (the same page again) ends the reading.
    if (answer.data.current_page <= at) break;
    rows.push(...answer.data.data);
    ({ next_page_url: next, current_page: at } = answer.data);
  }
  return { rows, business: first.rank_business };
}

/** The salary list is requested with the export flag: all rows at once. */
export function listSalaryIncomes(url = 'salary/incomes?export=true') {
  return call(SalaryIncomesAnswer, url, { listLoad: true });
}

export function listLogs(url = 'logs') {
  return call(LogsAnswer, url, { listLoad: true });
}
