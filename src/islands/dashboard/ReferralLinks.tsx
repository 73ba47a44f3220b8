import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import { $plan } from '../../lib/session/plan.ts';
import { loadDashboard } from '../../lib/dashboard/store.ts';
import { referralLink, type Side } from '../../lib/dashboard/referral.ts';
import * as text from '../../lib/text.ts';
import { ShareLink } from '../../components/ShareLink.tsx';
import { island } from '../../components/IslandRoot.ts';

/**
 * Where a leg's link places a newcomer: the backend places each at the leg's next free place (auto
 * placement), the free place is still being found, or the member above it; null: the plain link.
 */
type Place = { state: 'server' } | { state: 'finding' } | { state: 'found'; parent: string } | null;

/**
 * The outermost free place of each leg, found once the dashboard's figures are on screen (GET
 * dashboard answered or failed), so the walk never competes with them; found again on each visit.
 * Only with the binary plan and a sponsor-based plan (user_count above 0), and only where the backend
 * does not place by itself: with auto placement the plain link never goes stale, so nothing is walked.
 * Not found (a failed call, no free place within reach): the plain link, which places under the member
 * when that place is free.
 */
function useFreePlaces(username: string): Record<Side, Place> {
  const plan = useStore($plan);
  const binary = Boolean(username && plan?.binary && plan.user_count > 0);
  const server = binary && Boolean(plan?.auto_placement);
  const wanted = binary && !server;
  const [places, setPlaces] = useState<Record<Side, Place>>({ L: null, R: null });

  useEffect(() => {
    if (!wanted) {
      setPlaces(server ? { L: { state: 'server' }, R: { state: 'server' } } : { L: null, R: null });
      return;
    }
    const stop = new AbortController();
    setPlaces({ L: { state: 'finding' }, R: { state: 'finding' } });
    const find = async (side: Side) => {
      const [{ sharedBinaryDetails }, { outermostFreePlace }] = await Promise.all([
        import('../../lib/team/api.ts'),
        import('../../lib/team/free-place.ts'),
      ]);
      // Both legs start at the member, whom the legs chart reads too: one call for the three of them.
      const details = async (name: string) => (await sharedBinaryDetails(name)).data;
      const found = await outermostFreePlace(username, side, details, stop.signal).catch(() => null);
      if (stop.signal.aborted) return;
      setPlaces((now) => ({ ...now, [side]: found && { state: 'found', parent: found.parent } }));
    };
    void loadDashboard()
      .catch(() => undefined)
      // One frame after the figures have been drawn.
      .then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
      .then(() => {
        if (stop.signal.aborted) return;
        void find('L');
        void find('R');
      });
    return () => stop.abort();
  }, [username, wanted, server]);

  return places;
}

/** Left and right referral links with copy, share (networks and the phone's share sheet) and a QR code. */
function ReferralLinksContent() {
  const session = useStore($session);
  const username = session.username ?? '';
  const places = useFreePlaces(username);
  if (!username) return null;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <LinkCard side="L" title={text.dashboard.leftLink} username={username} place={places.L} />
      <LinkCard side="R" title={text.dashboard.rightLink} username={username} place={places.R} />
    </div>
  );
}

function placeLine(place: Place, username: string): string {
  if (place?.state === 'server') return text.dashboard.autoPlaced;
  if (place?.state === 'finding') return text.dashboard.findingPlace;
  if (place && place.parent.toLowerCase() !== username.toLowerCase()) return text.dashboard.placedUnder(place.parent);
  return '';
}

function LinkCard({ side, title, username, place }: { side: Side; title: string; username: string; place: Place }) {
  const id = useId();
  const link = referralLink(
    window.location.origin,
    username,
    side,
    place?.state === 'found' ? place.parent : undefined,
  );
  const line = placeLine(place, username);
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="mb-2 text-base font-semibold">
        {title}
      </h2>
      <ShareLink link={link} title={title} labelledBy={`${id}-title`} />
      {/* Kept in place (min height) so the card does not jump when the place is found. */}
      <p aria-live="polite" className="mt-2 min-h-5 text-sm break-words text-muted-foreground">
        {line}
      </p>
    </section>
  );
}

export const ReferralLinks = island(ReferralLinksContent);
