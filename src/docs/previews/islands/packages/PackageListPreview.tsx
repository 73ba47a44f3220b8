import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { PackageList } from '../../../../islands/packages/PackageList.tsx';
import * as text from '../../../../lib/text.ts';
import packages from '../../../../../tests/fixtures/packages/packages.json';
import profile from '../../../../../tests/fixtures/packages/profile.json';
import sponsor from '../../../../../tests/fixtures/auth/check-sponsor.json';
import rejected from '../../../../../tests/fixtures/packages/subscribe-rejected.json';

const t = text.packages;
const base = { profile: { body: profile }, 'check/*/sponsor': { body: sponsor }, 'POST subscription/store': { body: rejected } };

const scenarios = {
  loading: { routes: { ...base, packages: hang } },
  list: { routes: { ...base, packages: { body: packages } } },
  none: { routes: { ...base, packages: { body: { ...packages, data: { data: [] } } } } },
  error: { routes: { ...base, packages: serverError } },
  warning: { routes: { ...base, packages: { body: packages } }, act: (page) => click(page, t.buyNamed('Starter')) },
  buy: {
    routes: { ...base, packages: { body: packages } },
    act: async (page) => {
      await click(page, t.buyNamed('Flexi'));
      await click(page, text.common.continue);
    },
  },
} satisfies Record<string, Scenario>;

export function PackageListPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <PackageList />}</IslandFrame>;
}
