/**
 * The fixtures the component docs answer from (tests/fixtures/<area>/*.json) read as the portal reads
 * the API: each is parsed with the schema of its call, and each refusal reads as a refusal with a
 * message. A fixture that drifts from the contract fails here, not as a broken preview.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as z from 'zod/mini';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import * as auth from '../../src/lib/auth/schema.ts';
import * as dashboard from '../../src/lib/dashboard/schema.ts';
import * as news from '../../src/lib/news/schema.ts';
import * as deposits from '../../src/lib/deposits/schema.ts';
import * as kyc from '../../src/lib/kyc/schema.ts';
import * as ledgers from '../../src/lib/ledgers/schema.ts';
import * as packages from '../../src/lib/packages/schema.ts';
import * as profile from '../../src/lib/profile/schema.ts';
import * as session from '../../src/lib/session/schema.ts';
import * as support from '../../src/lib/support/schema.ts';
import * as tasks from '../../src/lib/tasks/schema.ts';
import * as team from '../../src/lib/team/schema.ts';
import * as withdrawals from '../../src/lib/withdrawals/schema.ts';

const root = join(import.meta.dirname, '..', '..');
const fixturesDir = join(root, 'tests', 'fixtures');

/** Each successful answer and the schema of its call. */
const answers: Record<string, z.ZodMiniType> = {
  'auth/pre-login-otp.json': auth.PreLoginAnswer,
  'auth/pre-login-mpin.json': auth.PreLoginAnswer,
  'auth/resendotp.json': auth.MessageAnswer,
  'auth/country.json': auth.CountryAnswer,
  'auth/pre-register.json': session.PlanFlags,
  'auth/check-username-available.json': auth.AvailabilityAnswer,
  'auth/check-username-taken.json': auth.AvailabilityAnswer,
  'auth/check-sponsor.json': auth.AvailabilityAnswer,
  'auth/placement-available.json': auth.PlacementAnswer,
  'shell/get-picture.json': session.PictureAnswer,
  'shell/logout.json': session.LogoutAnswer,
  'dashboard/dashboard.json': dashboard.DashboardAnswer,
  'dashboard/news.json': news.NewsAnswer,
  'tasks/task-today.json': tasks.TodayTasksAnswer,
  'tasks/allusertask.json': tasks.UserTasksAnswer,
  'tasks/task-dashboard.json': tasks.TaskDashboard,
  'packages/packages.json': packages.PackagesAnswer,
  'packages/profile.json': packages.ProfileAnswer,
  'packages/subscriptions.json': packages.SubscriptionsAnswer,
  'withdrawals/withdraw.json': withdrawals.WithdrawSettingsAnswer,
  'withdrawals/user.json': withdrawals.UserAnswer,
  'withdrawals/withdraw-list.json': withdrawals.WithdrawListAnswer,
  'ledgers/transactions.json': ledgers.TransactionsAnswer,
  'ledgers/payouts.json': ledgers.PayoutsAnswer,
  'ledgers/user-team-details.json': ledgers.DownlineAnswer,
  'ledgers/rank-incomes.json': ledgers.RankIncomesAnswer,
  'ledgers/pool-incomes.json': ledgers.PoolIncomesAnswer,
  'ledgers/salary-incomes.json': ledgers.SalaryIncomesAnswer,
  'ledgers/logs.json': ledgers.LogsAnswer,
  'deposits/deposit.json': deposits.DepositsAnswer,
  'deposits/balance-sync.json': deposits.BalanceSyncAnswer,
  'kyc/doc-type.json': kyc.DocTypesAnswer,
  'kyc/kyc-list.json': kyc.KycListAnswer,
  'profile/authentication.json': profile.AuthenticationAnswer,
  'profile/undo-email.json': profile.MessageAnswer,
  'support/tickets.json': support.TicketsAnswer,
  'support/ticket-details.json': support.TicketDetailsAnswer,
  'support/subjects.json': support.SubjectsAnswer,
  'team/binary-details.json': team.BinaryDetailsAnswer,
  'team/direct-team.json': team.DirectTeamAnswer,
  'team/tree-view.json': team.TreeViewAnswer,
};

/** Refusals: status false with the message a member sees. */
const refusals = [
  'auth/pre-login-rejected.json',
  'auth/forget-password-rejected.json',
  'auth/verify-email-rejected.json',
  'auth/register-rejected.json',
  'auth/placement-taken.json',
  'profile/undo-email-rejected.json',
  'packages/subscribe-rejected.json',
  'packages/cancel-rejected.json',
  'withdrawals/withdraw-rejected.json',
];

const read = (file: string): unknown => JSON.parse(readFileSync(join(fixturesDir, file), 'utf8'));

/** Fixtures the docs use (whatever other tests keep there is theirs to check). */
function docsFixtures(): string[] {
  // The docs' pages (src/docs/pages/) and previews, and whatever else of the docs names a fixture.
  const sources = readdirSync(join(root, 'src', 'docs'), { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(astro|tsx?)$/.test(entry.name),
  );
  const named = new Set<string>();
  for (const entry of sources) {
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/tests\/fixtures\/([\w-]+\/[\w.-]+\.json)/g)) named.add(match[1]!);
    for (const match of source.matchAll(/fixtures=\{\[([^\]]*)\]\}/g))
      for (const file of match[1]!.matchAll(/'([^']+)'/g)) named.add(file[1]!);
  }
  return [...named].sort();
}

describe('docs fixtures', () => {
  it.each(Object.entries(answers))('%s reads as its call’s answer', (file, schema) => {
    const body = read(file);
    expect(readEnvelope(body, true).ok).toBe(true);
    const parsed = z.safeParse(schema, body);
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });

  it.each(refusals)('%s reads as a refusal with a message', (file) => {
    const verdict = readEnvelope(read(file), true);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message ?? Object.values(verdict.fieldErrors)[0]).toBeTruthy();
  });

  it('exist for every file the docs name, and each is checked here', () => {
    const used = docsFixtures();
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((file) => !existsSync(join(fixturesDir, file)))).toEqual([]);
    const checked = new Set([...Object.keys(answers), ...refusals]);
    expect(used.filter((file) => !checked.has(file))).toEqual([]);
  });

  it('hold no real session tokens or page URLs of a test server', () => {
    const files = readdirSync(fixturesDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith('.json'),
    );
    const leaks = files
      .map((entry) => relative(fixturesDir, join(entry.parentPath, entry.name)))
      .filter((file) =>
        /https?:\/\/127\.0\.0\.1|"token":\s*"(?!preview-)/.test(readFileSync(join(fixturesDir, file), 'utf8')),
      );
    expect(leaks).toEqual([]);
  });
});
