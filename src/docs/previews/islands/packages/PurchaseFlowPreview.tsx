import { hang } from '../../../mock.ts';
import { click, fill, IslandFrame, leave, type Scenario } from '../../../IslandFrame.tsx';
import { PurchaseFlow } from '../../../../islands/packages/PurchaseFlow.tsx';
import * as text from '../../../../lib/text.ts';
import packages from '../../../../../tests/fixtures/packages/packages.json';
import sponsor from '../../../../../tests/fixtures/auth/check-sponsor.json';
import taken from '../../../../../tests/fixtures/auth/check-username-taken.json';
import rejected from '../../../../../tests/fixtures/packages/subscribe-rejected.json';

const t = text.packages;
const [starter, , , flexi] = packages.data.data;
const balance = packages.more_details[0];
const base = { 'check/nobody9/sponsor': { body: taken }, 'check/*/sponsor': { body: sponsor }, 'POST subscription/store': { body: rejected } };
const toBuy = (page: HTMLElement) => click(page, text.common.continue);

const scenarios = {
  warning: { routes: base },
  'low-balance': { routes: base },
  'warning-variable': { routes: base },
  buy: { routes: base, act: toBuy },
  'buy-variable': { routes: base, act: toBuy },
  'username-unknown': {
    routes: base,
    act: async (page) => {
      await toBuy(page);
      await fill(page, t.username, 'nobody9');
      await leave(page, t.username);
    },
  },
  'amount-out-of-range': {
    routes: base,
    act: async (page) => {
      await toBuy(page);
      await fill(page, t.investmentAmount, '5');
      await click(page, t.buy);
    },
  },
  sending: { routes: { ...base, 'POST subscription/store': hang }, act: async (page) => {
    await toBuy(page);
    await click(page, t.buy);
  } },
  rejected: { routes: base, act: async (page) => {
    await toBuy(page);
    await click(page, t.buy);
  } },
} satisfies Record<string, Scenario>;

export function PurchaseFlowPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => <PurchaseFlow pkg={state.includes('variable') || state === 'amount-out-of-range' ? flexi! : starter!} balance={state === 'low-balance' ? { ...balance!, value: '$0.00' } : balance} defaultUsername="demo" onClose={() => {}} />}
    </IslandFrame>
  );
}
