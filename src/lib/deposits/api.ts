/** The deposit calls of spec part 1, one function each. */
import { call, pageUrl } from '../api/client.ts';
import * as text from '../text.ts';
import { BalanceSyncAnswer, DepositsAnswer } from './schema.ts';
import { serverNotice } from '../lang.ts';

/** GET deposit (or one of its pages): the member's deposit address and a page of deposits. */
export function listDeposits(path = 'deposit') {
  return call(DepositsAnswer, path);
}

/**
 * The path of page `page` of the deposits: through the page URL the server supplied with `from`,
 * with the page number substituted, or `deposit?page=n` when it supplied none.
 */
export function depositsPage(page: number, from: DepositsAnswer | null): string {
  const serverPageUrl = from?.data.next_page_url ?? from?.data.prev_page_url ?? null;
  return serverPageUrl ? pageUrl(serverPageUrl, page) : page > 1 ? `deposit?page=${page}` : 'deposit';
}

/** GET balance-sync: asks the server to look for new deposits; its message is shown. */
export async function syncBalance(): Promise<string> {
  const answer = await call(BalanceSyncAnswer, 'balance-sync');
  return serverNotice(answer.message, text.deposits.synced);
}
