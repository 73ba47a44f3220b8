/**
 * Referral links ({origin}/register?u={username}&p=L|R, and &parent={member} when the leg's own place
 * is taken: see docs/spec-departures.md) and the share targets for them.
 */

import { paths } from '../paths.ts';

export type Side = 'L' | 'R';

/** The register link of a leg; `parent` (the leg's free place) is added when it is not the member. */
export function referralLink(origin: string, username: string, side: Side, parent?: string): string {
  const url = new URL(paths.register, origin);
  url.searchParams.set('u', username);
  url.searchParams.set('p', side);
  if (parent && parent.toLowerCase() !== username.toLowerCase()) url.searchParams.set('parent', parent);
  return url.href;
}

export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'telegram' | 'linkedin' | 'mail';

export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  'facebook',
  'twitter',
  'whatsapp',
  'telegram',
  'linkedin',
  'mail',
];

/** The share page of each network for `link`, with `message` where the network takes one. */
export function shareUrl(network: ShareNetwork, link: string, message: string): string {
  const u = encodeURIComponent(link);
  const m = encodeURIComponent(message);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${m}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${message} ${link}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${m}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'mail':
      return `mailto:?subject=${m}&body=${encodeURIComponent(`${message}\n${link}`)}`;
  }
}
