import { hang, serverError, type Routes } from '../../../mock.ts';
import { click, fill, IslandFrame, leave, type State } from '../../../IslandFrame.tsx';
import { PackageList } from '../../../../islands/packages/PackageList.tsx';
import { REDIRECT_MS } from '../../../../islands/packages/PurchaseFlow.tsx';
import * as text from '../../../../lib/text.ts';
import packages from '../../../../../tests/fixtures/packages/packages.json';
import profile from '../../../../../tests/fixtures/packages/profile.json';
import sponsor from '../../../../../tests/fixtures/auth/check-sponsor.json';
import taken from '../../../../../tests/fixtures/auth/check-username-taken.json';
import rejected from '../../../../../tests/fixtures/packages/subscribe-rejected.json';

const t = text.packages;
const base: Routes = {
  profile: { body: profile },
  // The one username the live check does not know; any other is a member.
  'check/nobody9/sponsor': { body: taken },
  'check/*/sponsor': { body: sponsor },
  'POST subscription/store': { body: rejected },
};
const listed: Routes = { ...base, packages: { body: packages } };
const [balance] = packages.more_details;

/** Buy on a package's card, past the warning, into the buy dialog. */
const toBuy = (name: string) => async (page: HTMLElement) => {
  await click(page, t.buyNamed(name));
  await click(page, text.common.continue);
};
/** The fixed Starter package bought for the member's own username. */
const buyStarter = async (page: HTMLElement) => {
  await toBuy('Starter')(page);
  await click(page, t.buy);
};

export const scenarios = {
  loading: {
    title: 'Loading',
    note: 'A spinner announced as “Loading packages”.',
    height: 320,
    routes: { ...base, packages: hang },
  },
  list: {
    title: 'Packages',
    note: 'Fixed and variable (range) packages.',
    height: 560,
    routes: listed,
  },
  none: { title: 'No packages', routes: { ...base, packages: { body: { ...packages, data: { data: [] } } } } },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { ...base, packages: serverError } },
  warning: {
    title: 'Buy pressed: the warning',
    note: 'An alert dialog asks “Are You Sure To Buy This Package ?”.',
    height: 560,
    routes: listed,
    act: (page) => click(page, t.buyNamed('Starter')),
  },
  'low-balance': {
    title: 'Warning, balance too low',
    note: 'The first more_details line reads below the price: said on the warning, with a link to Deposit.',
    height: 560,
    routes: { ...base, packages: { body: { ...packages, more_details: [{ ...balance!, value: '$0.00' }] } } },
    act: (page) => click(page, t.buyNamed('Starter')),
  },
  'warning-variable': {
    title: 'Warning of a variable package',
    note: 'With the wallet balance line.',
    height: 560,
    routes: listed,
    act: (page) => click(page, t.buyNamed('Flexi')),
  },
  'buy-fixed': {
    title: 'Buy dialog of a fixed package',
    note: 'The member’s own username (from GET profile), checked live.',
    height: 560,
    routes: listed,
    act: toBuy('Starter'),
  },
  buy: {
    title: 'Buy dialog of a variable package',
    note: 'Username (checked live) and the investment amount within the package’s range.',
    height: 560,
    routes: listed,
    act: toBuy('Flexi'),
  },
  'username-unknown': {
    title: 'Username not found',
    note: 'Another username typed and left: the live check says “Not Available”.',
    height: 560,
    routes: listed,
    act: async (page) => {
      await toBuy('Starter')(page);
      await fill(page, t.username, 'nobody9');
      await leave(page, t.username);
    },
  },
  'amount-out-of-range': {
    title: 'Amount out of range',
    note: '“Amount Should be b/w range!!!” under the field; nothing is sent.',
    height: 560,
    routes: listed,
    act: async (page) => {
      await toBuy('Flexi')(page);
      await fill(page, t.investmentAmount, '5');
      await click(page, t.buy);
    },
  },
  sending: {
    title: 'Buying',
    note: 'POST subscription/store is on its way: Buy is busy, Close disabled.',
    height: 560,
    routes: { ...listed, 'POST subscription/store': hang },
    act: buyStarter,
  },
  rejected: {
    title: 'Refused (insufficient balance)',
    note: 'The message as a toast; the dialog keeps what was typed; a retry sends a new key only if something changed.',
    height: 560,
    routes: listed,
    act: buyStarter,
  },
  success: {
    title: 'Bought',
    note: 'The success dialog, which Escape and outside clicks do not close; after six seconds it goes on to the subscription history (held back here).',
    height: 560,
    routes: {
      ...listed,
      'POST subscription/store': { body: { status: true, msg: 'Package subscribed successfully.' } },
    },
    // The frame stays on the success dialog instead of leaving for the subscription history.
    setup: () => {
      const schedule = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms === REDIRECT_MS ? 0 : schedule(handler, ms, ...rest)) as typeof window.setTimeout;
    },
    act: buyStarter,
  },
} satisfies Record<string, State>;

export function PackageListPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <PackageList />}</IslandFrame>;
}
