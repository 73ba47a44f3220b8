/** The team trees' calls, one function each. */
import { call } from '../api/client.ts';
import { BinaryDetailsAnswer, DirectTeamAnswer, TreeViewAnswer } from './schema.ts';
import { onPageChange } from '../page-change.ts';

const segment = (username: string) => encodeURIComponent(username);

/** GET binary-details/{username}: who sits left and right of a member, and each side's business. */
export function getBinaryDetails(username: string, signal?: AbortSignal) {
  return call(BinaryDetailsAnswer, `binary-details/${segment(username)}`, { signal });
}

const shared = new Map<string, ReturnType<typeof getBinaryDetails>>();
onPageChange(() => shared.clear());

/**
 * GET binary-details/{username} asked once for a page's parts that read the same members (the
 * dashboard's legs chart and its referral links' walk to each leg's next free place); a failed call is
 * asked again by the next reader.
 */
export function sharedBinaryDetails(username: string) {
  let answer = shared.get(username);
  if (!answer) {
    answer = getBinaryDetails(username);
    shared.set(username, answer);
    answer.catch(() => shared.delete(username));
  }
  return answer;
}

/** GET directTeam/{username}: a member's own figures and their direct referrals. */
export function getDirectTeam(username: string, signal?: AbortSignal) {
  return call(DirectTeamAnswer, `directTeam/${segment(username)}`, { signal });
}

/** GET treeView/{username}: one node of the single leg, naming the next member down. */
export function getTreeView(username: string, signal?: AbortSignal) {
  return call(TreeViewAnswer, `treeView/${segment(username)}`, { signal });
}
