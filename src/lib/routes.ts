/**
 * The one table of URLs. Menus, canonical links, the guard and the route sweep test read it.
 * Aliases render the same page as `path` (no redirect hop) and point their canonical link at `path`.
 */
import { isMemberPath, paths } from './paths.ts';

export type PlanFlag = 'binary' | 'single_leg';

export type MenuGroup =
  'Dashboard' | 'Account' | 'Package' | 'Withdraw' | 'Reports' | 'Team' | 'Income' | 'Tasks' | 'Support';

export interface RouteEntry {
  /** Canonical path. */
  path: string;
  /** Other spellings that render the same page. */
  aliases: readonly string[];
  /** Page heading and document title. */
  title: string;
  /** Needs a stored session. */
  member: boolean;
  /** Left-menu group; absent for pages not in the menu. */
  group?: MenuGroup;
  /** Shown in the menu only when this plan flag is on. */
  flag?: PlanFlag;
  /**
   * The GET calls the page's islands make as it opens (API paths; `{u}` the member's username, a
   * leading `-` for a call without the token). The page's head asks for them before its scripts
   * arrive; `tests/e2e/shell-early-data.spec.ts` fails when a page does not use one.
   */
  calls: readonly string[];
}

/** What the member shell asks on every member page: the plan flags, the avatar, the news. */
export const SHELL_CALLS: readonly string[] = ['-pre-register', 'get-picture', 'news'];

const r = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  title,
  aliases: [],
  member: isMemberPath(path),
  calls: [],
  ...extra,
});

export const routes: readonly RouteEntry[] = [
  r(paths.landing, 'Welcome'),
  r(paths.login, 'Sign In'),
  r(paths.register, 'Sign Up'),
  r(paths.verifyEmail, 'Verify Email', { aliases: ['/invoice'] }),
  r(paths.offline, 'You are offline'),
  r(paths.dashboard, 'Dashboard', {
    aliases: ['/user/affiliateDashboard'],
    group: 'Dashboard',
    calls: ['dashboard', 'task-dashboard', 'task-today'],
  }),
  r(paths.profile, 'My Profile', { group: 'Account', calls: ['user', '-country'] }),
  r(paths.kyc, 'KYC', { group: 'Account', calls: ['kyc-list', 'get/doc-type'] }),
  r(paths.deposit, 'Deposit', { group: 'Account', calls: ['deposit'] }),
  r(paths.packages, 'Purchase Package', {
    aliases: ['/user/pakageList'],
    group: 'Package',
    calls: ['packages', 'profile'],
  }),
  r(paths.subscriptions, 'Subscription History', { group: 'Package', calls: ['subscriptions'] }),
  r(paths.withdraw, 'Manual Withdraw', { group: 'Withdraw', calls: ['withdraw', 'user'] }),
  r(paths.withdrawals, 'Withdraw History', {
    aliases: ['/user/manualWithdrawList'],
    group: 'Withdraw',
    calls: ['user/manual/withdraw/list'],
  }),
  r(paths.transactions, 'Transactions', { aliases: ['/user/transactions'], group: 'Reports', calls: ['transactions'] }),
  r(paths.payouts, 'Payouts', { group: 'Reports', calls: ['payouts'] }),
  r(paths.downline, 'Downline', { group: 'Reports', calls: ['user-team-details'] }),
  r(paths.logs, 'Logs', { group: 'Reports', calls: ['logs'] }),
  r(paths.binaryTeam, 'Matching Team', {
    aliases: ['/user/binaryList'],
    group: 'Team',
    flag: 'binary',
    calls: ['binary-details/{u}'],
  }),
  r(paths.directTeam, 'Referral Team', { aliases: ['/user/directList'], group: 'Team', calls: ['directTeam/{u}'] }),
  r(paths.singleLeg, 'Single Leg', { group: 'Team', flag: 'single_leg', calls: ['treeView/{u}'] }),
  r(paths.rank, 'Rank Details', { group: 'Income', calls: ['rank/incomes'] }),
  r(paths.pool, 'Leadership Details', { group: 'Income', calls: ['pool-incomes'] }),
  r(paths.salary, 'Salary Details', { group: 'Income', calls: ['salary/incomes?export=true'] }),
  r(paths.todayTask, "Today's Task", { group: 'Tasks', calls: ['task-today'] }),
  r(paths.doneTask, 'Completed Tasks', { group: 'Tasks', calls: ['allusertask'] }),
  r(paths.tickets, 'Tickets', { group: 'Support', calls: ['tickets?export=true'] }),
  r(paths.adPlayer, 'Ad player'),
];

/** Menu groups in the order the left menu shows them. */
export const menuGroups: readonly MenuGroup[] = [
  'Dashboard',
  'Account',
  'Package',
  'Withdraw',
  'Reports',
  'Team',
  'Income',
  'Tasks',
  'Support',
];

/** Every path a page exists for, aliases included. */
export function allPaths(): string[] {
  return routes.flatMap((route) => [route.path, ...route.aliases]);
}

/** The route a path (canonical or alias) belongs to. Trailing slashes and `.html` are ignored. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  return routes.find((route) => route.path === clean || route.aliases.includes(clean));
}
