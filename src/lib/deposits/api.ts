/** The deposit calls of spec part 1, one function each. */
import { call, pageUrl } from '../api/client.ts';
import * as text from '../text.ts';
import { BalanceSyncAnswer, DepositsAnswer } from './schema.ts';

/**
 * GET deposit: the member's deposit address and a page of deposits. Later pages go through the page
 * URL the server supplied, with the page number substituted.
 */
export function listDeposits(page = 1, serverPageUrl?: string | null) {
  const path = serverPageUrl ? pageUrl(serverPageUrl, page) : page > 1 ? `deposit?page=${page}` : 'deposit';
  return call(DepositsAnswer, path);
}

/** GET balance-sync: asks the server to look for new deposits; its message is shown. */
export async function syncBalance(): Promise<string> {
  const answer = await call(BalanceSyncAnswer, 'balance-sync');
  return answer.message ?? text.deposit.synced;
}

/** The block-explorer page of a BEP20 transaction. */
export function explorerUrl(hash: string): string {
  return `https://bscscan.com/tx/${encodeURIComponent(hash)}`;
}
