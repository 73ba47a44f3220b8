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
}

const r = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  title,
  aliases: [],
  member: isMemberPath(path),
  ...extra,
});

export const routes: readonly RouteEntry[] = [
  r(paths.landing, 'Welcome'),
  r(paths.login, 'Sign In'),
  r(paths.register, 'Sign Up'),
  r(paths.verifyEmail, 'Verify Email', { aliases: ['/invoice'] }),
  r(paths.offline, 'You are offline'),
  r(paths.dashboard, 'Dashboard', { aliases: ['/user/affiliateDashboard'], group: 'Dashboard' }),
  r(paths.profile, 'My Profile', { group: 'Account' }),
  r(paths.kyc, 'KYC', { group: 'Account' }),
  r(paths.deposit, 'Deposit', { group: 'Account' }),
  r(paths.packages, 'Purchase Package', { aliases: ['/user/pakageList'], group: 'Package' }),
  r(paths.subscriptions, 'Subscription History', { group: 'Package' }),
  r(paths.withdraw, 'Manual Withdraw', { group: 'Withdraw' }),
  r(paths.withdrawals, 'Withdraw History', { aliases: ['/user/manualWithdrawList'], group: 'Withdraw' }),
  r(paths.transactions, 'Transactions', { aliases: ['/user/transactions'], group: 'Reports' }),
  r(paths.payouts, 'Payouts', { group: 'Reports' }),
  r(paths.downline, 'Downline', { group: 'Reports' }),
  r(paths.logs, 'Logs', { group: 'Reports' }),
  r(paths.binaryTeam, 'Matching Team', { aliases: ['/user/binaryList'], group: 'Team', flag: 'binary' }),
  r(paths.directTeam, 'Referral Team', { aliases: ['/user/directList'], group: 'Team' }),
  r(paths.singleLeg, 'Single Leg', { group: 'Team', flag: 'single_leg' }),
  r(paths.rank, 'Rank Details', { group: 'Income' }),
  r(paths.pool, 'Leadership Details', { group: 'Income' }),
  r(paths.salary, 'Salary Details', { group: 'Income' }),
  r(paths.todayTask, "Today's Task", { group: 'Tasks' }),
  r(paths.doneTask, 'Completed Tasks', { group: 'Tasks' }),
  r(paths.tickets, 'Tickets', { group: 'Support' }),
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
