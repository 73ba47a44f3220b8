/**
 * Team trees: the binary (matching) tree, the referral (direct) tree and the single leg, each read
 * one node at a time. A member may only look at themselves and their own downline. The figures of
 * whole teams come from network.ts, which keeps them per member.
 */
import type { Area } from '../area.ts';
import { one } from '../db.ts';
import { fail, ok, requireAuth, type Ctx } from '../http.ts';
import { inDownline, legsOf, referralsOf, singleLegStep, teamOf } from '../network.ts';

interface Member {
  id: number;
  username: string;
  sponsor_id: number | null;
  is_paid: number;
  color_code: string | null;
  total_subscription: number;
}

/** The member asked for, or the refusal to send when there is none. */
function asked(c: Ctx): { member: Member } | { refusal: Response } {
  const member = one<Member>(
    c.get('db'),
    'SELECT id, username, sponsor_id, is_paid, color_code, total_subscription FROM users WHERE username = ?',
    c.req.param('username') ?? '',
  );
  return member ? { member } : { refusal: fail(c, 'User not found.', 404) };
}

const notInTeam = (c: Ctx) => fail(c, 'This member is not in your team.', 403);

/** The member asked for, if the signed-in member may see them; otherwise the refusal to send. */
function target(c: Ctx): { member: Member } | { refusal: Response } {
  const found = asked(c);
  if ('member' in found && !inDownline(c.get('db'), c.get('user').id, found.member.id))
    return { refusal: notInTeam(c) };
  return found;
}

export const teamArea: Area = {
  name: 'team',
  routes: (api) => {
    api.use('/binary-details/*', requireAuth);
    api.use('/directTeam/*', requireAuth);
    api.use('/treeView/*', requireAuth);

    // One node of the binary tree: who sits left and right, and the business on each side.
    api.get('/binary-details/:username', (c) => {
      const found = target(c);
      if ('refusal' in found) return found.refusal;
      const member = found.member;
      const { L, R } = legsOf(c.get('db'), member.id);
      const left = L?.business ?? 0;
      const right = R?.business ?? 0;
      return ok(c, {
        data: {
          parent: member.username,
          leftuser: L?.username ?? null,
          rightuser: R?.username ?? null,
          total_matching: Math.min(left, right),
          left_business: left,
          right_business: right,
          // Not in the spec's answer: how many members each leg holds, for the tree's leg summary.
          left_count: L?.count ?? 0,
          right_count: R?.count ?? 0,
          color_code: member.color_code,
          is_paid: member.is_paid,
        },
      });
    });

    // A member and their direct referrals, each with the figures of their own referral team.
    api.get('/directTeam/:username', (c) => {
      const found = target(c);
      if ('refusal' in found) return found.refusal;
      const db = c.get('db');
      const member = found.member;
      const sponsorOfMember =
        member.sponsor_id != null
          ? (one<{ username: string }>(db, 'SELECT username FROM users WHERE id = ?', member.sponsor_id)?.username ??
            null)
          : null;
      const own = teamOf(db, member.id);
      const data = referralsOf(db, member.id).map((child) => ({
        username: child.username,
        sponsor: member.username,
        is_paid: child.is_paid,
        color_code: child.color_code,
        total_subscription: child.total_subscription,
        total_team_business: child.total_team_business,
        total_team: child.total_team,
        paid_team: child.paid_team,
        sponsor_sponsor: sponsorOfMember,
      }));
      return ok(c, {
        username: member.username,
        data,
        sponsor_total_subscription: member.total_subscription,
        sponsor_total_team_business: own.total_team_business,
        sponsor_total_team: own.total_team,
        sponsor_paid_team: own.paid_team,
        color_code: member.color_code,
        is_paid: member.is_paid,
        sponsor_sponsor: sponsorOfMember,
      });
    });

    // The single leg: the signed-in member, then everyone in their downline in joining order; each
    // node names the next one (its "downline").
    api.get('/treeView/:username', (c) => {
      const found = asked(c);
      if ('refusal' in found) return found.refusal;
      const member = found.member;
      // The walk down the leg to the member is also the check that they are in the downline.
      const step = singleLegStep(c.get('db'), c.get('user').id, member.id);
      if (!step) return notInTeam(c);
      return ok(c, {
        username: member.username,
        data: [
          {
            username: member.username,
            total_subscription: member.total_subscription,
            downline_total_subscription: step.next?.total_subscription ?? 0,
            downline: step.next?.username ?? null,
          },
        ],
        sponsor_total_team: step.after,
        sponsor_paid_team: step.paidAfter,
      });
    });
  },
};
