/**
 * The three team trees as data: how each loads its first nodes and a node's children, and what a
 * node shows (colour, paid status, card). The view is shared; only these differ.
 */
import { money } from '../format/format.ts';
import * as text from '../text.ts';
import { getBinaryDetails, getDirectTeam, getTreeView } from './api.ts';
import {
  binaryInput,
  binaryNodes,
  binarySlotNames,
  directSelf,
  directInput,
  isVacantName,
  legNode,
  referralFirst,
  referralNodes,
  singleLegFirst,
  singleLegNodes,
  vacantInput,
  type FirstNodes,
  type LegNode,
  type NodeLook,
} from './nodes.ts';
import type { BinaryDetails, DirectMember, LegRecord } from './schema.ts';
import type { NodeInput, TreeNode } from './tree.ts';

export { DEFAULT_COLOUR, directSelf, legNode, safeColour, type Leg, type LegNode, type PaidStatus } from './nodes.ts';

export interface CardField {
  label: string;
  value: string;
}

/** A tree: what its nodes show (nodes.ts), how it loads, and a node's card. */
export interface TreeKind<D> extends NodeLook<D> {
  /** Accessible name of the tree. */
  label: string;
  /** The member's own node and, where the screen shows them at once, its children. */
  loadRoot(username: string, signal?: AbortSignal): Promise<FirstNodes<D>>;
  /** A node's children; `data` refreshes the node's own record when the answer carried it. */
  loadChildren(node: TreeNode<D>, signal?: AbortSignal): Promise<{ children: NodeInput<D>[]; data?: D }>;
  card(node: TreeNode<D>): CardField[];
  /** Whether a vacant place can be offered to a newcomer (binary tree: Invite here). */
  invites?: boolean;
}

const count = (n: number) => String(Math.round(n));

/* ---------- Matching (binary) ---------- */

async function binaryNode(username: string, signal?: AbortSignal): Promise<NodeInput<BinaryDetails>> {
  return binaryInput((await getBinaryDetails(username, signal)).data, username);
}

/** Both slots of a binary node, in order left then right; an empty slot is vacant. */
async function binarySlots(details: BinaryDetails, signal?: AbortSignal): Promise<NodeInput<BinaryDetails>[]> {
  return Promise.all(
    binarySlotNames(details).map((name) => (name === null ? vacantInput<BinaryDetails>() : binaryNode(name, signal))),
  );
}

export const binaryKind: TreeKind<BinaryDetails> = {
  ...binaryNodes,
  label: text.team.trees.binary,
  // The member's answer names who sits in both places: they are drawn at once, by name, and their own
  // records (colour, paid, legs) follow, one round trip later.
  async loadRoot(username, signal) {
    const root = await binaryNode(username, signal);
    const named = binarySlotNames(root.data!).map((name) =>
      name === null ? vacantInput<BinaryDetails>() : { name, data: null, expandable: true },
    );
    return { root, children: named, details: binarySlots(root.data!, signal) };
  },
  // A node drawn by name only is asked about first.
  async loadChildren(node, signal) {
    const data = node.data ?? (await getBinaryDetails(node.name, signal)).data;
    return { children: await binarySlots(data, signal), data };
  },
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
  invites: true,
};

/* ---------- Referral (direct) ---------- */

export const referralKind: TreeKind<DirectMember> = {
  ...referralNodes,
  label: text.team.trees.referral,
  async loadRoot(username, signal) {
    return referralFirst(await getDirectTeam(username, signal), username);
  },
  async loadChildren(node, signal) {
    const answer = await getDirectTeam(node.name, signal);
    // The list's record knows the sponsor; the answer about the member does not repeat it.
    const self = { ...directSelf(answer), sponsor: node.data?.sponsor ?? answer.sponsor_sponsor };
    return { children: answer.data.map(directInput), data: self };
  },
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
  ...singleLegNodes,
  label: text.team.trees.singleLeg,
  async loadRoot(username, signal) {
    return singleLegFirst(await getTreeView(username, signal), username);
  },
  async loadChildren(node, signal) {
    const downline = node.data?.record.downline?.trim();
    // The end of the leg: the next place is vacant (nothing to ask the server).
    if (!downline || isVacantName(downline) || downline.toLowerCase() === node.name.toLowerCase())
      return { children: [vacantInput<LegNode>()] };
    return { children: [legNode(await getTreeView(downline, signal), downline)] };
  },
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
