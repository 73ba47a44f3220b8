/**
 * What a node of each team tree shows (colour, paid status, the root's legs) and how an answer becomes
 * nodes, without loading (kinds.ts adds the loading and the card).
 */
import { money } from '../format/format.ts';
import * as text from '../text.ts';
import type { BinaryDetails, DirectMember, DirectTeamAnswer, LegRecord, TreeViewAnswer } from './schema.ts';
import { isVacantName, VACANT, type NodeInput, type TreeNode } from './tree.ts';

export const DEFAULT_COLOUR = '#000000';

/** A colour the backend sent, if it is one; anything else draws black. */
export function safeColour(value: string | null | undefined): string {
  if (!value) return DEFAULT_COLOUR;
  const colour = value.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colour) ||
    /^(?:rgb|hsl)a?\([\d\s.,%/]+\)$/i.test(colour) ||
    /^[a-z]{3,20}$/i.test(colour)
    ? colour
    : DEFAULT_COLOUR;
}

export type PaidStatus = 'paid' | 'unpaid' | null;

/** One leg of a binary node as the root shows it: side and business, its members when known, and all of it in words. */
export interface Leg {
  label: string;
  members: string | null;
  spoken: string;
}

/** What a tree's nodes show. */
export interface NodeLook<D> {
  colour(node: TreeNode<D>): string;
  status(node: TreeNode<D>): PaidStatus;
  /** Whether this tree's answers say who is paid (the legend explains the marks only then). */
  showsPaid: boolean;
  /** A node's two legs (binary tree: side, business and members), drawn over the root's edges. */
  legs?(node: TreeNode<D>): [Leg, Leg] | null;
}

/** The member's own node and, where the screen shows them at once, its children. */
export interface FirstNodes<D> {
  root: NodeInput<D>;
  children?: NodeInput<D>[];
  /** The same children with their own records, when `children` only names them (drawn first, filled in after). */
  details?: Promise<NodeInput<D>[]>;
}

export const vacantInput = <D>(): NodeInput<D> => ({ name: VACANT, vacant: true, data: null, expandable: false });
export { isVacantName };
const paidOf = (flag: boolean | null | undefined): PaidStatus =>
  flag === true ? 'paid' : flag === false ? 'unpaid' : null;

/* ---------- Matching (binary) ---------- */

/** A binary node from GET binary-details/{username}. */
export const binaryInput = (details: BinaryDetails, username: string): NodeInput<BinaryDetails> => ({
  name: details.parent || username,
  data: details,
  expandable: true,
});

/** Who sits in a binary node's two places, left then right; null for a vacant one. */
export const binarySlotNames = (details: BinaryDetails): (string | null)[] =>
  [details.leftuser, details.rightuser].map((name) => (isVacantName(name) ? null : name!));

export const binaryNodes: NodeLook<BinaryDetails> = {
  colour: (node) => safeColour(node.data?.color_code),
  status: (node) => paidOf(node.data?.is_paid),
  showsPaid: true,
  legs(node) {
    const d = node.data;
    if (!d) return null;
    const leg = (side: string, business: number, members: number | null): Leg => ({
      label: text.team.leg(side, money(business)),
      members: members === null ? null : text.team.members(members),
      spoken: text.team.legSpoken(side, members, money(business)),
    });
    return [leg(text.team.left, d.left_business, d.left_count), leg(text.team.right, d.right_business, d.right_count)];
  },
};

/* ---------- Referral (direct) ---------- */

/** The member the answer is about, in the same shape as the referrals it lists. */
export function directSelf(answer: DirectTeamAnswer): DirectMember {
  return {
    username: answer.username,
    sponsor: answer.sponsor_sponsor,
    is_paid: answer.is_paid,
    color_code: answer.color_code,
    total_subscription: answer.sponsor_total_subscription,
    total_team_business: answer.sponsor_total_team_business,
    total_team: answer.sponsor_total_team,
    paid_team: answer.sponsor_paid_team,
    sponsor_sponsor: null,
  };
}

export const directInput = (member: DirectMember): NodeInput<DirectMember> => ({
  name: member.username,
  data: member,
  expandable: member.total_team > 0,
});

/** The referral tree's first nodes from GET directTeam/{username}: the member and their referrals. */
export function referralFirst(answer: DirectTeamAnswer, username: string): FirstNodes<DirectMember> {
  const self = directSelf(answer);
  return {
    root: { name: self.username || username, data: self, expandable: true },
    children: answer.data.map(directInput),
  };
}

export const referralNodes: NodeLook<DirectMember> = {
  // The colour marks paid members only.
  colour: (node) => (node.data?.is_paid ? safeColour(node.data.color_code) : DEFAULT_COLOUR),
  status: (node) => paidOf(node.data?.is_paid),
  showsPaid: true,
};

/* ---------- Single leg ---------- */

export interface LegNode {
  record: LegRecord;
  /** Members below this node in the leg, and how many of them are paid. */
  team: number;
  paidTeam: number;
}

export function legNode(answer: TreeViewAnswer, asked: string): NodeInput<LegNode> {
  const record = answer.data[0] ?? {
    username: answer.username || asked,
    total_subscription: null,
    downline_total_subscription: null,
    downline: null,
  };
  const name = record.username || answer.username || asked;
  return {
    name,
    data: { record, team: answer.sponsor_total_team, paidTeam: answer.sponsor_paid_team },
    expandable: !isVacantName(name),
  };
}

/** The single leg's first node from GET treeView/{username}. */
export const singleLegFirst = (answer: TreeViewAnswer, username: string): FirstNodes<LegNode> => ({
  root: legNode(answer, username),
});

export const singleLegNodes: NodeLook<LegNode> = {
  colour: () => DEFAULT_COLOUR,
  status: () => null,
  showsPaid: false,
};
