import { hang, rejected, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { DepositCenter } from '../../../../islands/deposits/DepositCenter.tsx';
import * as text from '../../../../lib/text.ts';
import deposits from '../../../../../tests/fixtures/deposits/deposit.json';
import synced from '../../../../../tests/fixtures/deposits/balance-sync.json';

const sync = { 'balance-sync': { body: synced } };
const noRows = { ...deposits, data: { ...deposits.data, data: [], from: null, to: null, total: 0, last_page: 1, next_page_url: null } };

const scenarios = {
  loading: { routes: { ...sync, deposit: hang } },
  deposits: { routes: { ...sync, deposit: { body: deposits } } },
  empty: { routes: { ...sync, deposit: { body: noRows } } },
  'no-address': { routes: { ...sync, deposit: { body: { ...noRows, depositAddress: null } } } },
  error: { routes: { ...sync, deposit: serverError } },
  'page-failed': {
    routes: { ...sync, deposit: (request) => (request.query.has('page') ? serverError : { body: deposits }) },
    act: (page) => click(page, new RegExp(`^${text.ui.next}$`)),
  },
  syncing: { routes: { ...sync, deposit: { body: deposits }, 'balance-sync': hang }, act: (page) => click(page, text.deposit.syncBalance) },
  synced: { routes: { ...sync, deposit: { body: deposits } }, act: (page) => click(page, text.deposit.syncBalance) },
  'sync-refused': { routes: { ...sync, deposit: { body: deposits }, 'balance-sync': rejected('Please wait a minute before syncing again.') }, act: (page) => click(page, text.deposit.syncBalance) },
} satisfies Record<string, Scenario>;

export function DepositCenterPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DepositCenter />}</IslandFrame>;
}
