/**
 * Inviting into an empty place of the binary tree: which place a vacant slot is (the member above it
 * and the side), and the register link that places a newcomer there.
 */
import { paths } from '../paths.ts';
import * as text from '../text.ts';
import type { Tree } from './tree.ts';

export type Side = 'L' | 'R';

/** An empty place: the member it hangs under and on which side. */
export interface Vacancy {
  id: string;
  parent: string;
  side: Side;
}

/** The place a vacant slot stands for, or null for a member or a slot that is not a binary place. */
export function vacancyOf<D>(tree: Tree<D>, id: string): Vacancy | null {
  const node = tree.nodes.get(id);
  const parent = node?.vacant && node.parentId !== null ? tree.nodes.get(node.parentId) : undefined;
  if (!parent || parent.vacant || !parent.children) return null;
  const index = parent.children.indexOf(id);
  if (index !== 0 && index !== 1) return null;
  return { id, parent: parent.name, side: index === 0 ? 'L' : 'R' };
}

/**
 * {origin}/register?u={sponsor}&p={L|R}&parent={member above}: the referral link's form, with the
 * parent the register page fills in and checks like a typed one.
 */
export function inviteLink(origin: string, sponsor: string, vacancy: Pick<Vacancy, 'parent' | 'side'>): string {
  const url = new URL(paths.register, origin);
  url.searchParams.set('u', sponsor);
  url.searchParams.set('p', vacancy.side);
  url.searchParams.set('parent', vacancy.parent);
  return url.href;
}

const sideName = (vacancy: Vacancy) => (vacancy.side === 'L' ? text.team.left : text.team.right);

/** The Invite here button of a place, named with the place for screen readers. */
export const inviteLabel = (vacancy: Vacancy) => text.team.invite.openAt(sideName(vacancy), vacancy.parent);

/** Which place a vacant slot is, in words (its card). */
export const placeName = (vacancy: Vacancy) => text.team.invite.place(sideName(vacancy), vacancy.parent);

/** What the invite dialog says about its place. */
export const inviteAbout = (vacancy: Vacancy) => text.team.invite.about(sideName(vacancy), vacancy.parent);
