/**
 * The one table of URLs. Menus, canonical links, the guard and the route sweep test read it.
 * Aliases render the same page as `path` (no redirect hop) and point their canonical link at `path`.
 */
export type PlanFlag = 'binary' | 'single_leg';

export type MenuGroup =
  | 'Dashboard'
  | 'Account'
  | 'Package'
  | 'Withdraw'
  | 'Reports'
  | 'Team'
  | 'Income'
  | 'Tasks'
  | 'Support';

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
  member: path.startsWith('/user/'),
  ...extra,
});

export const routes: readonly RouteEntry[] = [
  r('/', 'Welcome'),
  r('/login', 'Sign In'),
  r('/register', 'Sign Up'),
  r('/verifyEmail', 'Verify Email', { aliases: ['/invoice'] }),
  r('/offline', 'You are offline'),
  r('/user/dashboard', 'Dashboard', { aliases: ['/user/affiliateDashboard'], group: 'Dashboard' }),
  r('/user/profile', 'My Profile', { group: 'Account' }),
  r('/user/kyc', 'KYC', { group: 'Account' }),
  r('/user/manualDepositList', 'Deposit', { group: 'Account' }),
  r('/user/packageList', 'Purchase Package', { aliases: ['/user/pakageList'], group: 'Package' }),
  r('/user/subscriptionHistory', 'Subscription History', { group: 'Package' }),
  r('/user/manualWithdraw', 'Manual Withdraw', { group: 'Withdraw' }),
  r('/user/WithdrawList', 'Withdraw History', { aliases: ['/user/manualWithdrawList'], group: 'Withdraw' }),
  r('/user/transactionsList', 'Transactions', { aliases: ['/user/transactions'], group: 'Reports' }),
  r('/user/payouts', 'Payouts', { group: 'Reports' }),
  r('/user/downlineDetails', 'Downline', { group: 'Reports' }),
  r('/user/logs', 'Logs', { group: 'Reports' }),
  r('/user/binaryTeam', 'Matching Team', { aliases: ['/user/binaryList'], group: 'Team', flag: 'binary' }),
  r('/user/directTeam', 'Referral Team', { aliases: ['/user/directList'], group: 'Team' }),
  r('/user/singleLeg', 'Single Leg', { group: 'Team', flag: 'single_leg' }),
  r('/user/rankDetails', 'Rank Details', { group: 'Income' }),
  r('/user/poolIncomes', 'Leadership Details', { group: 'Income' }),
  r('/user/salaryIncome', 'Salary Details', { group: 'Income' }),
  r('/user/todayTask', "Today's Task", { group: 'Tasks' }),
  r('/user/doneTask', 'Completed Tasks', { group: 'Tasks' }),
  r('/user/chat', 'Tickets', { group: 'Support' }),
  r('/user/viewAds', 'Ad player'),
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

/** Path of a route by its title, for links between screens. Throws on a typo so it fails at build time. */
export function pathOf(title: string): string {
  const route = routes.find((entry) => entry.title === title);
  if (!route) throw new Error(`No route titled ${title}`);
  return route.path;
}

export const LOGIN_PATH = '/login';
export const LANDING_PATH = '/';
export const DASHBOARD_PATH = '/user/dashboard';
