import { hang, rejected, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { DepositCenter } from '../../../../islands/deposits/DepositCenter.tsx';
import * as text from '../../../../lib/text.ts';
import deposits from '../../../../../tests/fixtures/deposits/deposit.json';
import synced from '../../../../../tests/fixtures/deposits/balance-sync.json';

const sync = { 'balance-sync': { body: synced } };
const noRows = {
  ...deposits,
  data: { ...deposits.data, data: [], from: null, to: null, total: 0, last_page: 1, next_page_url: null },
};

export const scenarios = {
  loading: { title: 'Loading', height: 400, routes: { ...sync, deposit: hang } },
  deposits: { title: 'Address and history', height: 640, routes: { ...sync, deposit: { body: deposits } } },
  empty: { title: 'No deposits yet', height: 560, routes: { ...sync, deposit: { body: noRows } } },
  'no-address': {
    title: 'No deposit address',
    note: 'The answer has no address: a sentence instead of the QR code.',
    height: 400,
    routes: { ...sync, deposit: { body: { ...noRows, depositAddress: null } } },
  },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { ...sync, deposit: serverError } },
  'page-failed': {
    title: 'Next page failed',
    note: 'The rows stay; the reason and Try again above them.',
    height: 640,
    routes: { ...sync, deposit: (request) => (request.query.has('page') ? serverError : { body: deposits }) },
    act: (page) => click(page, new RegExp(`^${text.pager.next}$`)),
  },
  syncing: {
    title: 'Syncing',
    note: 'Sync balance is busy.',
    height: 640,
    routes: { ...sync, deposit: { body: deposits }, 'balance-sync': hang },
    act: (page) => click(page, text.deposits.syncBalance),
  },
  synced: {
    title: 'Synced',
    note: 'The server’s message as a toast; the history reloads.',
    height: 640,
    routes: { ...sync, deposit: { body: deposits } },
    act: (page) => click(page, text.deposits.syncBalance),
  },
  'sync-refused': {
    title: 'Sync refused',
    note: 'status false: the message as an error toast.',
    height: 640,
    routes: {
      ...sync,
      deposit: { body: deposits },
      'balance-sync': rejected('Please wait a minute before syncing again.'),
    },
    act: (page) => click(page, text.deposits.syncBalance),
  },
} satisfies Record<string, State>;

export function DepositCenterPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DepositCenter />}</IslandFrame>;
}
