import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { ReferralLinks } from '../../../../islands/dashboard/ReferralLinks.tsx';
import * as text from '../../../../lib/text.ts';

const scenarios = {
  links: { routes: {} },
  qr: { routes: {}, act: (page) => click(page, new RegExp(`^${text.dashboard.showQr} ${text.dashboard.leftLink}`)) },
  'signed-out': { routes: {}, session: null },
} satisfies Record<string, Scenario>;

export function ReferralLinksPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ReferralLinks />}</IslandFrame>;
}
