import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { PackageList } from '../../../../islands/packages/PackageList.tsx';
import * as text from '../../../../lib/text.ts';
import packages from '../../../../../tests/fixtures/packages/packages.json';
import profile from '../../../../../tests/fixtures/packages/profile.json';
import sponsor from '../../../../../tests/fixtures/auth/check-sponsor.json';
import rejected from '../../../../../tests/fixtures/packages/subscribe-rejected.json';

const t = text.packages;
const base = {
  profile: { body: profile },
  'check/*/sponsor': { body: sponsor },
  'POST subscription/store': { body: rejected },
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
    routes: { ...base, packages: { body: packages } },
  },
  none: { title: 'No packages', routes: { ...base, packages: { body: { ...packages, data: { data: [] } } } } },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { ...base, packages: serverError } },
  warning: {
    title: 'Buy pressed: the warning',
    note: 'An alert dialog asks “Are You Sure To Buy This Package ?”.',
    height: 560,
    routes: { ...base, packages: { body: packages } },
    act: (page) => click(page, t.buyNamed('Starter')),
  },
  buy: {
    title: 'Buy dialog of a variable package',
    note: 'Username (checked live) and the investment amount within the package’s range.',
    height: 560,
    routes: { ...base, packages: { body: packages } },
    act: async (page) => {
      await click(page, t.buyNamed('Flexi'));
      await click(page, text.common.continue);
    },
  },
} satisfies Record<string, State>;

export function PackageListPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <PackageList />}</IslandFrame>;
}
