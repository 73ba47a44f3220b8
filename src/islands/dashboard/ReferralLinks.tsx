import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import { referralLink, type Side } from '../../lib/dashboard/referral.ts';
import * as text from '../../lib/text.ts';
import { ShareLink } from '../../components/ShareLink.tsx';
import { island } from '../../components/IslandRoot.ts';

/** Left and right referral links with copy, share (networks and the phone's share sheet) and a QR code. */
function ReferralLinksContent() {
  const session = useStore($session);
  const username = session.username ?? '';
  if (!username) return null;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <LinkCard side="L" title={text.dashboard.leftLink} username={username} />
      <LinkCard side="R" title={text.dashboard.rightLink} username={username} />
    </div>
  );
}

function LinkCard({ side, title, username }: { side: Side; title: string; username: string }) {
  const id = useId();
  const link = referralLink(window.location.origin, username, side);
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="mb-2 text-base font-semibold">
        {title}
      </h2>
      <ShareLink link={link} title={title} labelledBy={`${id}-title`} />
    </section>
  );
}

export const ReferralLinks = island(ReferralLinksContent);
