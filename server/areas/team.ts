/**
 * Team trees: the binary (matching) tree, the referral (direct) tree and the single leg, each read
 * one node at a time. A member may only look at themselves and their own downline.
 */
import type { Area } from '../area.ts';
import { all, one, type Db } from '../db.ts';
import { fail, ok, requireAuth, type Ctx } from '../http.ts';
import { inDownline } from '../network.ts';

interface Member {
  id: number;
  username: string;
  sponsor_id: number | null;
  parent_id: number | null;
  position: 'L' | 'R' | null;
  is_paid: number;
  color_code: string | null;
  total_subscription: number;
  created_at: string;
}

/** The whole network in memory: small enough for the reference server, and one query per request. */
interface Network {
  byId: Map<number, Member>;
  sponsored: Map<number, Member[]>;
  placed: Map<number, { L?: Member; R?: Member }>;
}

function loadNetwork(db: Db): Network {
  const rows = all<Member>(
    db,
    'SELECT id, username, sponsor_id, parent_id, position, is_paid, color_code, total_subscription, created_at FROM users ORDER BY created_at, id',
  );
  const byId = new Map<number, Member>();
  const sponsored = new Map<number, Member[]>();
  const placed = new Map<number, { L?: Member; R?: Member }>();
  for (const row of rows) {
    byId.set(row.id, row);
    if (row.sponsor_id != null) {
      const list = sponsored.get(row.sponsor_id) ?? [];
      list.push(row);
      sponsored.set(row.sponsor_id, list);
    }
    if (row.parent_id != null && (row.position === 'L' || row.position === 'R')) {
      const slots = placed.get(row.parent_id) ?? {};
      slots[row.position] = row;
      placed.set(row.parent_id, slots);
    }
  }
  return { byId, sponsored, placed };
}

/** Every member below `root` through `next` (iterative: sponsor chains can be long). */
function below(root: Member, next: (member: Member) => Member[]): Member[] {
  const out: Member[] = [];
  const stack = [...next(root)];
  const seen = new Set<number>([root.id]);
  while (stack.length) {
    const member = stack.pop()!;
    if (seen.has(member.id)) continue;
    seen.add(member.id);
    out.push(member);
    stack.push(...next(member));
  }
  return out;
}

const sponsorChildren = (net: Network) => (member: Member) => net.sponsored.get(member.id) ?? [];
const placementChildren = (net: Network) => (member: Member) => {
  const slots = net.placed.get(member.id);
  return slots ? [slots.L, slots.R].filter((m): m is Member => Boolean(m)) : [];
};

const business = (members: Member[]) => round(members.reduce((sum, m) => sum + Number(m.total_subscription || 0), 0));
const round = (n: number) => Math.round(n * 100) / 100;

/** The member asked for, if the signed-in member may see them; otherwise the refusal to send. */
function target(c: Ctx): { member: Member } | { refusal: Response } {
  const db = c.get('db');
  const me = c.get('user');
  const name = c.req.param('username') ?? '';
  const row = one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', name);
  if (!row) return { refusal: fail(c, 'User not found.', 404) };
  if (!inDownline(db, me.id, row.id)) return { refusal: fail(c, 'This member is not in your team.', 403) };
  const member = one<Member>(
    db,
    'SELECT id, username, sponsor_id, parent_id, position, is_paid, color_code, total_subscription, created_at FROM users WHERE id = ?',
    row.id,
  )!;
  return { member };
}

/** The sponsor tree's figures of one member: its whole referral downline. */
function teamFigures(net: Network, member: Member) {
  const team = below(member, sponsorChildren(net));
  return {
    total_team: team.length,
    paid_team: team.filter((m) => m.is_paid).length,
    total_team_business: business(team),
  };
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
      const net = loadNetwork(c.get('db'));
      const member = found.member;
      const slots = net.placed.get(member.id) ?? {};
      const leg = (child: Member | undefined) => (child ? [child, ...below(child, placementChildren(net))] : []);
      const leftLeg = leg(slots.L);
      const rightLeg = leg(slots.R);
      const left = business(leftLeg);
      const right = business(rightLeg);
      return ok(c, {
        data: {
          parent: member.username,
          leftuser: slots.L?.username ?? null,
          rightuser: slots.R?.username ?? null,
          total_matching: Math.min(left, right),
          left_business: left,
          right_business: right,
          // Not in the spec's answer: how many members each leg holds, for the tree's leg summary.
          left_count: leftLeg.length,
          right_count: rightLeg.length,
          color_code: member.color_code,
          is_paid: member.is_paid,
        },
      });
    });

    // A member and their direct referrals, each with the figures of their own referral team.
    api.get('/directTeam/:username', (c) => {
      const found = target(c);
      if ('refusal' in found) return found.refusal;
      const net = loadNetwork(c.get('db'));
      const member = found.member;
      const sponsorOfMember = member.sponsor_id != null ? (net.byId.get(member.sponsor_id)?.username ?? null) : null;
      const own = teamFigures(net, member);
      const data = (net.sponsored.get(member.id) ?? []).map((child) => {
        const figures = teamFigures(net, child);
        return {
          username: child.username,
          sponsor: member.username,
          is_paid: child.is_paid,
          color_code: child.color_code,
          total_subscription: child.total_subscription,
          total_team_business: figures.total_team_business,
          total_team: figures.total_team,
          paid_team: figures.paid_team,
          sponsor_sponsor: sponsorOfMember,
        };
      });
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
      const found = target(c);
      if ('refusal' in found) return found.refusal;
      const net = loadNetwork(c.get('db'));
      const me = net.byId.get(c.get('user').id)!;
      // The downline as `inDownline` sees it: below through sponsorship or placement, in any mix.
      const either = (m: Member) => [...sponsorChildren(net)(m), ...placementChildren(net)(m)];
      const leg = [
        me,
        ...below(me, either).sort((a, b) =>
          a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1,
        ),
      ];
      const index = leg.findIndex((m) => m.id === found.member.id);
      if (index < 0) return fail(c, 'This member is not in your team.', 403);
      const member = leg[index]!;
      const next = leg[index + 1];
      const after = leg.slice(index + 1);
      return ok(c, {
        username: member.username,
        data: [
          {
            username: member.username,
            total_subscription: member.total_subscription,
            downline_total_subscription: next?.total_subscription ?? 0,
            downline: next?.username ?? null,
          },
        ],
        sponsor_total_team: after.length,
        sponsor_paid_team: after.filter((m) => m.is_paid).length,
      });
    });
  },
};
