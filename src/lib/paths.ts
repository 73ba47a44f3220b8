/**
 * Every page's canonical URL by a stable name. Islands and pages link with `paths.kyc`, never with a
 * written-out URL or a display title; the route table (routes.ts) adds titles, aliases and menus.
 * Kept apart from that table so an island that links to a page ships only these strings.
 */
import { BASE, withoutPrefix } from './lang.ts';

export const MEMBER_PREFIX = '/user/';

const unprefixed = {
  landing: '/',
  login: '/login',
  register: '/register',
  verifyEmail: '/verifyEmail',
  undoEmail: '/undoEmail',
  offline: '/offline',
  dashboard: '/user/dashboard',
  profile: '/user/profile',
  kyc: '/user/kyc',
  deposit: '/user/manualDepositList',
  packages: '/user/packageList',
  subscriptions: '/user/subscriptionHistory',
  withdraw: '/user/manualWithdraw',
  withdrawals: '/user/WithdrawList',
  transactions: '/user/transactionsList',
  payouts: '/user/payouts',
  downline: '/user/downlineDetails',
  logs: '/user/logs',
  binaryTeam: '/user/binaryTeam',
  directTeam: '/user/directTeam',
  singleLeg: '/user/singleLeg',
  rank: '/user/rankDetails',
  pool: '/user/poolIncomes',
  salary: '/user/salaryIncome',
  todayTask: '/user/todayTask',
  doneTask: '/user/doneTask',
  tickets: '/user/chat',
  adPlayer: '/user/viewAds',
} as const;

export type PageName = keyof typeof unprefixed;

/** The pages of this build's language (lib/lang.ts): '/user/kyc' in English, '/hi/user/kyc' in Hindi. */
export const paths = Object.fromEntries(
  Object.entries(unprefixed).map(([name, path]) => [name, name === 'landing' && BASE ? `${BASE}/` : BASE + path]),
) as Record<PageName, string>;

/** A member page (behind sign-in) by its path, in any language. */
export const isMemberPath = (pathname: string): boolean => withoutPrefix(pathname).startsWith(MEMBER_PREFIX);
