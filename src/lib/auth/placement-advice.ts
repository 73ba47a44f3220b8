/**
 * The placement check and what a refused place's explanation says: loaded when a place is first
 * checked (a register page where the backend places never needs it).
 */
import { isApiError } from '../api/errors.ts';
import { serverNotice } from '../lang.ts';
import { reasonsReady, serverReason } from '../server-reasons.ts';
import * as text from '../text.ts';
import { checkPlacement } from './api.ts';
import { holdsLink, otherSide, sideWord, type PlacementOffer } from './placement.ts';

type Side = 'L' | 'R';
const t = text.auth;

const sideName = (position: 'L' | 'R') => (position === 'L' ? t.left : t.right);

/** What the check of the other side under the same parent said: free, or refused with this reason. */
export type OtherSide = { free: true } | { free: false; refusal: string };

/** A refusal with its side's words blanked out, so the two sides' refusals can be compared. */
const sideless = (refusal: string) => refusal.replace(/\b(left|right|L|R)\b/gi, '_').trim();

/**
 * Whether the two refusals both say their own side is filled: they differ only in the side they
 * name ("The left position under X is already taken." / "The right position …").
 */
export function bothSidesRefused(refusal: string, other: OtherSide): boolean {
  return (
    !other.free && Boolean(other.refusal) && other.refusal !== refusal && sideless(other.refusal) === sideless(refusal)
  );
}

export interface PlacementAdvice {
  /** The server's reason (in the member's language when it is a known one), then what to do. */
  message: string;
  offer?: PlacementOffer;
  /** The reason at the start of `message` when it is the server's own words, not translated. */
  english?: string | undefined;
}

/**
 * A refused place where the server places (auto placement): the newcomer can still join the sponsor's
 * team on that side, in one tap, whatever took the place.
 */
export function teamAdvice(refusal: string, sponsor: string, position: 'L' | 'R'): PlacementAdvice {
  const said = serverReason(refusal);
  return {
    message: text.placementAdvice.joinTeam(said.text, sponsor, sideWord(position)),
    english: said.lang && said.text,
    offer: { kind: 'team', side: position, label: text.placementAdvice.joinTeamInstead(sponsor, sideWord(position)) },
  };
}

/**
 * A refused placement in the server's own words, followed by what to do next, from what the anonymous
 * placement check could confirm. When the other side under the same parent is free, the refusal was
 * about this side: offer the other one. Both sides are said to be filled only when both refusals say
 * so. When the refused place came from a referral link (`link`: the sponsor who shared it), the
 * newcomer is sent back to that sponsor, and a free place directly under the sponsor (`sponsorSide`,
 * checked when both sides were filled) is offered; nothing says when the place was taken, which the
 * check cannot tell. Otherwise the member is sent to their sponsor for where to sit.
 */
export function placementAdvice(
  refusal: string,
  parent: string,
  position: 'L' | 'R',
  other: OtherSide,
  link?: { sponsor: string; sponsorSide?: 'L' | 'R' | null },
): PlacementAdvice {
  const both = bothSidesRefused(refusal, other);
  const p = text.placementAdvice;
  const said = serverReason(refusal);
  const reason = said.text;
  const english = said.lang && said.text;
  if (link && other.free)
    return { message: p.linkOtherSide(reason, sideName(otherSide(position)), link.sponsor), english };
  if (link && both && link.sponsorSide)
    return {
      english,
      message: p.linkSponsorFree(reason, parent, link.sponsor, sideWord(link.sponsorSide)),
      offer: {
        kind: 'place',
        parent: link.sponsor,
        side: link.sponsorSide,
        label: p.takePlace(sideWord(link.sponsorSide), link.sponsor),
      },
    };
  if (link && both) return { message: p.linkFull(reason, parent, link.sponsor), english };
  if (other.free) return { message: p.sideTaken(reason, sideName(otherSide(position))), english };
  if (both) return { message: p.bothTaken(reason, parent), english };
  return { message: p.placementRefused(reason), english };
}

/** Whether the anonymous placement check accepts the place: true, or the refusal's words. */
function placeFree(sponsor: string, parent: string, side: Side): Promise<true | string> {
  return checkPlacement(sponsor, parent, side).then(
    () => true as const,
    (failure: unknown) => {
      if (isApiError(failure) && failure.kind === 'rejected') return failure.firstMessage;
      throw failure;
    },
  );
}

/**
 * Whether the sponsor may place under this parent on this side. A refusal is explained once, under
 * Parent, with what to do next. Where the backend places (`autoPlacement`), the newcomer can always
 * join the sponsor's team on that side instead. Otherwise the checks say what is free: the other side
 * under the same parent, and for a referral link's place (the page's `search`) with both sides
 * filled, the sponsor's own.
 */
export async function askPlacement(
  sponsor: string,
  parent: string,
  position: Side,
  autoPlacement: boolean,
  search: string,
): Promise<{ state: 'ok' | 'bad' } & PlacementAdvice> {
  let refusal: string;
  try {
    const answer = await checkPlacement(sponsor, parent, position);
    return { state: 'ok', message: serverNotice(answer.message, t.available) };
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'rejected') throw error;
    refusal = error.firstMessage;
  }
  await reasonsReady();
  if (autoPlacement) return { state: 'bad', ...teamAdvice(refusal, sponsor, position) };
  const otherRefusal = await placeFree(sponsor, parent, otherSide(position)).catch(() => '');
  const other = otherRefusal === true ? ({ free: true } as const) : ({ free: false, refusal: otherRefusal } as const);
  if (!holdsLink(search, { sponsor, parent, position }))
    return { state: 'bad', ...placementAdvice(refusal, parent, position, other) };
  // A link's place with both sides filled: a place right under its sponsor may still be free.
  let sponsorSide: Side | null = null;
  if (!other.free && parent.toLowerCase() !== sponsor.toLowerCase())
    for (const side of [position, otherSide(position)])
      if (!sponsorSide && (await placeFree(sponsor, sponsor, side).catch(() => '')) === true) sponsorSide = side;
  return { state: 'bad', ...placementAdvice(refusal, parent, position, other, { sponsor, sponsorSide }) };
}
