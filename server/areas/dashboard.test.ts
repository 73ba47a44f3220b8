/** Contract of the dashboard: every answer is parsed with the portal's own schema. */
import { describe, expect, it } from 'vitest';
import { testServer } from '../testing.ts';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import { DashboardAnswer, DASHBOARD_FIELDS } from '../../src/lib/dashboard/schema.ts';

const { send, signIn, newMember, accept } = testServer();
const tokens = { demo: signIn('demo'), authdemo: signIn('authdemo') };

describe('dashboard', () => {
  it('gives the demo member every stat of the contract', async () => {
    const answer = await accept(DashboardAnswer, 'dashboard', tokens.demo);
    for (const field of DASHBOARD_FIELDS) expect(answer.data, field).toHaveProperty(field);
    expect(answer.data.username).toBe('demo');
    expect(answer.data.pay_in_wallet).toBe(2500);
    expect(answer.data.next_leadership_rank).toBe('Platinum');
    expect(answer.data.total_team).toBeGreaterThan(100);
    expect(Number(answer.data.paid_team)).toBeLessThanOrEqual(Number(answer.data.total_team));
    expect(answer.data.my_sponsor).toBe('company');
  });

  it("says 'N/A' for the next rank and salary of a member without them", async () => {
    const answer = await accept(DashboardAnswer, 'dashboard', tokens.authdemo);
    expect(answer.data.next_salary).toBe('N/A');
    const member = newMember();
    const empty = await accept(DashboardAnswer, 'dashboard', member.token);
    expect(empty.data.next_leadership_rank).toBe('N/A');
    expect(empty.data.total_team).toBe(0);
  });

  it('refuses a request without a session with 401 in the contract shape', async () => {
    const answer = await send('dashboard', undefined);
    expect(answer.status).toBe(401);
    expect(readEnvelope(answer.body, false)).toMatchObject({ ok: false, unauthorized: true });
  });
});
