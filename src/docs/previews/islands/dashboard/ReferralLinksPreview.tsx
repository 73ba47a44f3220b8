import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { ReferralLinks } from '../../../../islands/dashboard/ReferralLinks.tsx';
import * as text from '../../../../lib/text.ts';

export const scenarios = {
  links: { title: 'Both links', note: 'For the demo member.', height: 240, routes: {} },
  qr: {
    title: 'QR code shown',
    note: 'Show QR code on the left link: the code is drawn locally, nothing is sent anywhere.',
    height: 400,
    routes: {},
    act: (page) => click(page, new RegExp(`^${text.shareLink.showQr} ${text.dashboard.leftLink}`)),
  },
  'signed-out': {
    title: 'No username in the session',
    note: 'Renders nothing (the page’s guard has sent the visitor to /login by then).',
    routes: {},
    session: null,
  },
} satisfies Record<string, State>;

export function ReferralLinksPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ReferralLinks />}</IslandFrame>;
}
