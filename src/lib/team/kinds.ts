/**
 * The three team trees as data: how each loads its first nodes and a node's children, and what a
 * node shows (colour, paid status, card). The view is shared; only these differ.
 */
import { money } from '../format/format.ts';
import * as text from '../text.ts';
import { getBinaryDetails, getDirectTeam, getTreeView } from './api.ts';
import type { BinaryDetails, DirectMember, DirectTeamAnswer, LegRecord, TreeViewAnswer } from './schema.ts';
import { VACANT, type NodeInput, type TreeNode } from './tree.ts';

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

export interface CardField {
  label: string;
  value: string;
}

export type PaidStatus = 'paid' | 'unpaid' | null;

/** One leg of a binary node as the root shows it: side and business, its members when known, and all of it in words. */
export interface Leg {
  label: string;
  members: string | null;
  spoken: string;
}

export interface TreeKind<D> {
  /** Accessible name of the tree. */
  label: string;
  /** The member's own node and, where the screen shows them at once, its children. */
  loadRoot(username: string, signal?: AbortSignal): Promise<{ root: NodeInput<D>; children?: NodeInput<D>[] }>;
  /** A node's children; `data` refreshes the node's own record when the answer carried it. */
  loadChildren(node: TreeNode<D>, signal?: AbortSignal): Promise<{ children: NodeInput<D>[]; data?: D }>;
  colour(node: TreeNode<D>): string;
  status(node: TreeNode<D>): PaidStatus;
  card(node: TreeNode<D>): CardField[];
  /** Whether this tree's answers say who is paid (the legend explains the marks only then). */
  showsPaid: boolean;
  /** A node's two legs (binary tree: side, business and members), drawn over the root's edges. */
  legs?(node: TreeNode<D>): [Leg, Leg] | null;
  /** Whether a vacant place can be offered to a newcomer (binary tree: Invite here). */
  invites?: boolean;
}

const vacantInput = <D>(): NodeInput<D> => ({ name: VACANT, vacant: true, data: null, expandable: false });
const isVacantName = (name: string | null | undefined) => !name || name.trim().toLowerCase() === VACANT;
const paidOf = (flag: boolean | null | undefined): PaidStatus =>
  flag === true ? 'paid' : flag === false ? 'unpaid' : null;
const count = (n: number) => String(Math.round(n));

/* ---------- Matching (binary) ---------- */

async function binaryNode(username: string, signal?: AbortSignal): Promise<NodeInput<BinaryDetails>> {
  const answer = await getBinaryDetails(username, signal);
  return { name: answer.data.parent || username, data: answer.data, expandable: true };
}

/** Both slots of a binary node, in order left then right; an empty slot is vacant. */
async function binarySlots(details: BinaryDetails, signal?: AbortSignal): Promise<NodeInput<BinaryDetails>[]> {
  return Promise.all(
    [details.leftuser, details.rightuser].map((name) =>
      isVacantName(name) ? vacantInput<BinaryDetails>() : binaryNode(name!, signal),
    ),
  );
}

export const binaryKind: TreeKind<BinaryDetails> = {
  label: text.team.trees.binary,
  async loadRoot(username, signal) {
    const root = await binaryNode(username, signal);
    return { root, children: await binarySlots(root.data!, signal) };
  },
  async loadChildren(node, signal) {
    if (!node.data) return { children: [] };
    return { children: await binarySlots(node.data, signal) };
  },
  colour: (node) => safeColour(node.data?.color_code),
  status: (node) => paidOf(node.data?.is_paid),
  showsPaid: true,
  card(node) {
    const d = node.data;
    return [
      { label: text.team.card.username, value: node.name },
      { label: text.team.card.leftUser, value: d?.leftuser || text.team.vacant },
      { label: text.team.card.rightUser, value: d?.rightuser || text.team.vacant },
      { label: text.team.card.totalMatching, value: money(d?.total_matching ?? 0) },
      { label: text.team.card.leftBusiness, value: money(d?.left_business ?? 0) },
      { label: text.team.card.rightBusiness, value: money(d?.right_business ?? 0) },
    ];
  },
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
  invites: true,
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

const directInput = (member: DirectMember): NodeInput<DirectMember> => ({
  name: member.username,
  data: member,
  expandable: member.total_team > 0,
});

export const referralKind: TreeKind<DirectMember> = {
  label: text.team.trees.referral,
  async loadRoot(username, signal) {
    const answer = await getDirectTeam(username, signal);
    const self = directSelf(answer);
    return {
      root: { name: self.username || username, data: self, expandable: true },
      children: answer.data.map(directInput),
    };
  },
  async loadChildren(node, signal) {
    const answer = await getDirectTeam(node.name, signal);
    // The list's record knows the sponsor; the answer about the member does not repeat it.
    const self = { ...directSelf(answer), sponsor: node.data?.sponsor ?? answer.sponsor_sponsor };
    return { children: answer.data.map(directInput), data: self };
  },
  // The colour marks paid members only.
  colour: (node) => (node.data?.is_paid ? safeColour(node.data.color_code) : DEFAULT_COLOUR),
  status: (node) => paidOf(node.data?.is_paid),
  showsPaid: true,
  card(node) {
    const d = node.data;
    return [
      { label: text.team.card.username, value: node.name },
      { label: text.team.card.subscriptionAmount, value: money(d?.total_subscription ?? 0) },
      { label: text.team.card.businessAmount, value: money(d?.total_team_business ?? 0) },
      { label: text.team.card.totalTeam, value: count(d?.total_team ?? 0) },
      { label: text.team.card.paidTeam, value: count(d?.paid_team ?? 0) },
      { label: text.team.card.sponsor, value: d?.sponsor || text.common.dash },
    ];
  },
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

/** The node's own subscription, else the one reported for its downline, else 0. */
export function legSubscription(record: LegRecord | undefined): number {
  return record?.total_subscription ?? record?.downline_total_subscription ?? 0;
}

/** The downline as the card shows it: hidden when it is the node itself, '-' when missing. */
export function legDownline(name: string, record: LegRecord | undefined): string | null {
  const downline = record?.downline?.trim();
  if (!downline) return text.common.dash;
  if (downline.toLowerCase() === name.trim().toLowerCase()) return null;
  return downline;
}

export const singleLegKind: TreeKind<LegNode> = {
  label: text.team.trees.singleLeg,
  async loadRoot(username, signal) {
    return { root: legNode(await getTreeView(username, signal), username) };
  },
  async loadChildren(node, signal) {
    const downline = node.data?.record.downline?.trim();
    // The end of the leg: the next place is vacant (nothing to ask the server).
    if (!downline || isVacantName(downline) || downline.toLowerCase() === node.name.toLowerCase())
      return { children: [vacantInput<LegNode>()] };
    return { children: [legNode(await getTreeView(downline, signal), downline)] };
  },
  colour: () => DEFAULT_COLOUR,
  status: () => null,
  showsPaid: false,
  card(node) {
    const fields: CardField[] = [
      { label: text.team.card.username, value: node.name },
      { label: text.team.card.subscriptionAmount, value: money(legSubscription(node.data?.record)) },
    ];
    const downline = legDownline(node.name, node.data?.record);
    if (downline !== null) fields.push({ label: text.team.card.downline, value: downline });
    return fields;
  },
};
