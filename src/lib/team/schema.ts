/**
 * The team trees' calls (spec part 2, sections 3 and 7): binary details, the direct team and the
 * single-leg tree view. Numbers may arrive as strings and flags as 0/1; missing values are absorbed.
 */
import * as z from 'zod/mini';
import { envelope, flag, num, optFlag, optNum, optStr, str } from '../api/schema.ts';

/** A number that may be missing: null, missing and '' stay null (the single leg falls back on it). */
export const maybeNum = optNum;

/** A flag that may be missing: null and missing stay null (the answer did not say). */
export const maybeFlag = optFlag;

// Every field may be missing from a backend's answer without breaking the tree: absent numbers
// read 0, absent text null, absent flags false.
const n = z.lazy(() => z._default(num, 0));
const text = z.lazy(() => z._default(str, ''));
const maybeText = z.lazy(() => z._default(optStr, null));
const yes = z.lazy(() => z._default(flag, false));

/** GET binary-details/{username}: one node of the binary tree. */
export const BinaryDetails = z.lazy(() =>
  z.object({
    parent: text,
    leftuser: maybeText,
    rightuser: maybeText,
    total_matching: n,
    left_business: n,
    right_business: n,
    color_code: maybeText,
    /** Members in each leg; not in the spec's answer: when missing, the leg summary shows business only. */
    left_count: z._default(maybeNum, null),
    right_count: z._default(maybeNum, null),
    /** Not in every backend's answer: when missing, the tree does not claim a paid status. */
    is_paid: z._default(maybeFlag, null),
  }),
);
export type BinaryDetails = z.output<typeof BinaryDetails>;

export const BinaryDetailsAnswer = z.lazy(() => z.object({ ...envelope, data: BinaryDetails }));
export type BinaryDetailsAnswer = z.output<typeof BinaryDetailsAnswer>;

/** One direct referral in GET directTeam/{username}. */
export const DirectMember = z.lazy(() =>
  z.object({
    username: text,
    sponsor: maybeText,
    is_paid: yes,
    color_code: maybeText,
    total_subscription: n,
    total_team_business: n,
    total_team: n,
    paid_team: n,
    sponsor_sponsor: maybeText,
  }),
);
export type DirectMember = z.output<typeof DirectMember>;

/** GET directTeam/{username}: the member (the "sponsor" of the list) and their direct referrals. */
export const DirectTeamAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    username: text,
    data: z._default(z.array(DirectMember), []),
    sponsor_total_subscription: n,
    sponsor_total_team_business: n,
    sponsor_total_team: n,
    sponsor_paid_team: n,
    color_code: maybeText,
    is_paid: yes,
    sponsor_sponsor: maybeText,
  }),
);
export type DirectTeamAnswer = z.output<typeof DirectTeamAnswer>;

/** The record of a single-leg node (data[0] of GET treeView/{username}). */
export const LegRecord = z.lazy(() =>
  z.object({
    username: text,
    total_subscription: z._default(maybeNum, null),
    downline_total_subscription: z._default(maybeNum, null),
    downline: maybeText,
  }),
);
export type LegRecord = z.output<typeof LegRecord>;

/** GET treeView/{username}: one node of the single leg and the size of the leg below it. */
export const TreeViewAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    username: text,
    data: z._default(z.array(LegRecord), []),
    sponsor_total_team: n,
    sponsor_paid_team: n,
  }),
);
export type TreeViewAnswer = z.output<typeof TreeViewAnswer>;
