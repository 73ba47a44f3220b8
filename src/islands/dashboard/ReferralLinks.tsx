import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import { $plan } from '../../lib/session/plan.ts';
import { loadDashboard } from '../../lib/dashboard/store.ts';
import { referralLink, type Side } from '../../lib/dashboard/referral.ts';
import * as text from '../../lib/text.ts';
import { ShareLink } from '../../components/ShareLink.tsx';
import { island } from '../../components/IslandRoot.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/**
 * Where a leg's link places a newcomer: the backend places each at the leg's next free place (auto
 * placement), the free place is not known yet, the member above it, or not found within the visit's
 * calls (deeper, or a call failed: the tree's Next free place at `href` finds it); null: the plain link.
 */
type Place =
  | { state: 'server' }
  | { state: 'finding' }
  | { state: 'found'; parent: string }
  | { state: 'deeper' | 'failed'; href: string }
  | null;

type Places = Record<Side, Place>;

/**
 * Both legs' outermost free places, walked with a capped number of calls from where this tab's last
 * walk got to (`src/lib/team/free-place.ts`); `show` gets each leg's place as it is known. After the
 * dashboard's figures (GET dashboard answered or failed), so the walk never competes with them.
 */
async function findPlaces(username: string, signal: AbortSignal, show: (side: Side, place: Place) => void) {
  await loadDashboard().catch(() => undefined);
  const [{ sharedBinaryDetails }, walk] = await Promise.all([
    import('../../lib/team/api.ts'),
    import('../../lib/team/free-place.ts'),
  ]);
  // The member's own answer is the legs chart's too: one call for both.
  const budget = walk.callBudget(async (name) => (await sharedBinaryDetails(name)).data);
  const leg = async (side: Side): Promise<Place> => {
    const href = walk.nextFreePlaceHref(side);
    let place: Place;
    try {
      const found = await walk.walkOuterEdge(username, side, budget, walk.keptPoint(username, side), signal);
      if (!found) throw new Error('The answers make no tree.');
      if ('found' in found) {
        walk.keepPoint(username, side, found.found);
        place = { state: 'found', parent: found.found.parent };
      } else {
        walk.keepPoint(username, side, found.deeper);
        place = { state: 'deeper', href };
      }
    } catch {
      // The next visit starts again from the member.
      walk.keepPoint(username, side, { parent: username, path: [] });
      place = { state: 'failed', href };
    }
    if (!signal.aborted) show(side, place);
    return place;
  };
  const [L, R] = await Promise.all([leg('L'), leg('R')]);
  return { L, R };
}

/**
 * The links' places. Only with the binary plan and a sponsor-based plan (user_count above 0), and only
 * where the backend does not place by itself: with auto placement the plain link never goes stale, so
 * nothing is walked. Otherwise the walk starts when the member reaches the links (`find`: the card
 * scrolled into view, or Copy, Share or the QR pressed), at most once a visit; until a leg's place is
 * known its link is not handed out, as the plain link would lead to a taken place.
 */
function useFreePlaces(username: string) {
  const plan = useStore($plan);
  const binary = Boolean(username && plan?.binary && plan.user_count > 0);
  const server = binary && Boolean(plan?.auto_placement);
  const wanted = binary && !server;
  const [places, setPlaces] = useState<Places>({ L: null, R: null });
  const walk = useRef<{ done: Promise<Places>; stop: AbortController } | null>(null);

  useEffect(() => {
    if (wanted) setPlaces({ L: { state: 'finding' }, R: { state: 'finding' } });
    else setPlaces(server ? { L: { state: 'server' }, R: { state: 'server' } } : { L: null, R: null });
    return () => {
      walk.current?.stop.abort();
      walk.current = null;
    };
  }, [username, wanted, server]);

  const find = useCallback((): Promise<Places> | null => {
    if (!wanted) return null;
    if (!walk.current) {
      const stop = new AbortController();
      const show = (side: Side, place: Place) => setPlaces((now) => ({ ...now, [side]: place }));
      walk.current = { stop, done: findPlaces(username, stop.signal, show) };
    }
    return walk.current.done;
  }, [username, wanted]);

  return { places, find, wanted };
}

/** Left and right referral links with copy, share (networks and the phone's share sheet) and a QR code. */
function ReferralLinksContent() {
  const session = useStore($session);
  const username = session.username ?? '';
  const { places, find, wanted } = useFreePlaces(username);
  const box = useRef<HTMLDivElement>(null);

  // Reaching the links starts the walk; a member who never scrolls to them costs no calls.
  useEffect(() => {
    const target = box.current;
    if (!wanted || !target) return;
    if (typeof IntersectionObserver === 'undefined') return void find();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void find();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [wanted, find]);

  if (!username) return null;
  return (
    <div ref={box} className="grid gap-3 md:grid-cols-2">
      <LinkCard side="L" title={text.dashboard.leftLink} username={username} place={places.L} find={find} />
      <LinkCard side="R" title={text.dashboard.rightLink} username={username} place={places.R} find={find} />
    </div>
  );
}

function placeLine(place: Place, username: string): string {
  if (place?.state === 'server') return text.dashboard.autoPlaced;
  if (place?.state === 'finding') return text.dashboard.findingPlace;
  if (place?.state === 'deeper') return text.dashboard.placeDeeper;
  if (place?.state === 'failed') return text.dashboard.placeNotFound;
  if (place?.state === 'found' && place.parent.toLowerCase() !== username.toLowerCase())
    return text.dashboard.placedUnder(place.parent);
  return '';
}

function LinkCard({
  side,
  title,
  username,
  place,
  find,
}: {
  side: Side;
  title: string;
  username: string;
  place: Place;
  find: () => Promise<Places> | null;
}) {
  const id = useId();
  const linkOf = (place: Place) => {
    if (place === null || place.state === 'server') return referralLink(window.location.origin, username, side);
    if (place.state === 'found') return referralLink(window.location.origin, username, side, place.parent);
    return null;
  };
  const link = linkOf(place);
  // Copy, Share or the QR pressed before the place is known: they wait for the walk (started if need be).
  const resolve =
    place?.state === 'finding'
      ? async () => {
          const places = await find();
          return places ? linkOf(places[side]) : null;
        }
      : undefined;
  const line = placeLine(place, username);
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="mb-2 text-base font-semibold">
        {title}
      </h2>
      <ShareLink link={link} resolve={resolve} placeholder={line} title={title} labelledBy={`${id}-title`} />
      {/* Kept in place (min height) so the card does not jump when the place is found. */}
      <p aria-live="polite" className="mt-2 min-h-5 text-sm break-words text-muted-foreground">
        {line}
        {place?.state === 'deeper' || place?.state === 'failed' ? (
          <>
            {' '}
            <a href={place.href} className="font-medium text-primary underline underline-offset-4">
              {text.dashboard.placeInTree}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}

export const ReferralLinks = island(ReferralLinksContent);

/** The two link cards' room until the script runs (the dashboard's first paint). */
export function ReferralLinksSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-[312px] rounded-lg md:h-[254px]" />
      <Skeleton className="h-[312px] rounded-lg md:h-[254px]" />
    </div>
  );
}
