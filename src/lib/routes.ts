/**
 * The one table of URLs. Menus, canonical links, the guard and the route sweep test read it.
 * Aliases render the same page as `path` (no redirect hop) and point their canonical link at `path`.
 */
import { BASE, withoutPrefix } from './lang.ts';
import { isMemberPath, paths, type PageName } from './paths.ts';
import { pages } from './text/pages.ts';

export type PlanFlag = 'binary' | 'single_leg';

export type MenuGroup =
  'Dashboard' | 'Account' | 'Package' | 'Withdraw' | 'Reports' | 'Team' | 'Income' | 'Tasks' | 'Support';

export interface RouteEntry {
  /** The page's name in lib/paths.ts (and its title's key in the catalogue's `pages.titles`). */
  name: PageName;
  /** Canonical path (in this build's language). */
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
   * The GET calls the page's islands make as it opens (API paths; `{u}` the member's username, `{?u}`
   * the address's `u` (the call is made only with one), a leading `-` for a call without the token).
   * The page's head asks for them before its scripts arrive; the route sweep (`tests/e2e/routes.spec.ts`)
   * fails when a page does not use one.
   */
  calls: readonly string[];
}

/** What the member shell asks on every member page: the plan flags, the avatar, the news. */
export const SHELL_CALLS: readonly string[] = ['-pre-register', 'get-picture', 'news'];

/** A page by its name (lib/paths.ts): its path and title in this build's language; aliases in English form. */
const r = (name: PageName, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  path: paths[name],
  title: pages.titles[name],
  member: isMemberPath(paths[name]),
  calls: [],
  ...extra,
  aliases: (extra.aliases ?? []).map((alias) => BASE + alias),
});

export const routes: readonly RouteEntry[] = [
  r('landing'),
  r('login'),
  // The form's country list and plan flags (which fields it shows), asked without a session.
  // A referral link's sponsor (`u`) is checked from the head, so the form names who invited the newcomer
  // as soon as it starts.
  r('register', { calls: ['-pre-register', '-country', '-check/{?u}/sponsor'] }),
  r('verifyEmail', { aliases: ['/invoice'] }),
  // Reached only from the link in the notice of an e-mail change (this server's, POST undo-email).
  r('undoEmail'),
  r('offline'),
  r('dashboard', {
    aliases: ['/user/affiliateDashboard'],
    group: 'Dashboard',
    calls: ['dashboard', 'task-dashboard', 'task-today'],
  }),
  r('profile', { group: 'Account', calls: ['user', '-country'] }),
  r('kyc', { group: 'Account', calls: ['kyc-list', 'get/doc-type'] }),
  r('deposit', { group: 'Account', calls: ['deposit'] }),
  r('packages', {
    aliases: ['/user/pakageList'],
    group: 'Package',
    calls: ['packages', 'profile'],
  }),
  r('subscriptions', { group: 'Package', calls: ['subscriptions'] }),
  r('withdraw', { group: 'Withdraw', calls: ['withdraw', 'user'] }),
  r('withdrawals', {
    aliases: ['/user/manualWithdrawList'],
    group: 'Withdraw',
    calls: ['user/manual/withdraw/list'],
  }),
  r('transactions', { aliases: ['/user/transactions'], group: 'Reports', calls: ['transactions'] }),
  r('payouts', { group: 'Reports', calls: ['payouts'] }),
  r('downline', { group: 'Reports', calls: ['user-team-details'] }),
  r('logs', { group: 'Reports', calls: ['logs'] }),
  r('binaryTeam', {
    aliases: ['/user/binaryList'],
    group: 'Team',
    flag: 'binary',
    calls: ['binary-details/{u}'],
  }),
  r('directTeam', { aliases: ['/user/directList'], group: 'Team', calls: ['directTeam/{u}'] }),
  r('singleLeg', { group: 'Team', flag: 'single_leg', calls: ['treeView/{u}'] }),
  r('rank', { group: 'Income', calls: ['rank/incomes'] }),
  r('pool', { group: 'Income', calls: ['pool-incomes'] }),
  r('salary', { group: 'Income', calls: ['salary/incomes?export=true'] }),
  r('todayTask', { group: 'Tasks', calls: ['task-today'] }),
  r('doneTask', { group: 'Tasks', calls: ['allusertask'] }),
  r('tickets', { group: 'Support', calls: ['tickets?export=true'] }),
  r('adPlayer'),
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
  const clean = BASE + withoutPrefix(pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1'));
  return routes.find((route) => route.path === clean || route.aliases.includes(clean));
}
