/** The member screens that list rows in a table, with the facts a phone's cards must show. */
import * as text from '../../../src/lib/text.ts';

const c = text.ledgers.columns;
const w = text.withdrawalList.columns;
const s = text.subscriptions.columns;
const d = text.deposits.columns;
const k = text.kyc.columns;

export interface Screen {
  /** Name of the table's region. */
  region: string;
  /** The key facts a member must see on each row, by column name. */
  keys: string[];
}

/** Every screen of the route table that lists rows in a table, with the facts its cards must show. */
export const tableScreens: Record<string, Screen> = {
  '/user/WithdrawList': {
    region: text.withdrawalList.historyTitle,
    keys: [w.code, w.amountFrom, w.netAmount, w.status, w.date],
  },
  '/user/transactionsList': { region: text.ledgers.transactionHistory, keys: [c.txnId, c.type, c.amount, c.date] },
  '/user/payouts': { region: text.ledgers.payoutHistory, keys: [c.fromUsername, c.amount, c.status, c.generationDate] },
  '/user/downlineDetails': { region: text.ledgers.tables.downline, keys: [c.level, c.userCount, c.investment] },
  '/user/logs': { region: text.ledgers.logHistory, keys: [c.ip, c.time] },
  '/user/rankDetails': { region: text.ledgers.tables.rank, keys: [c.name, c.bonusUsd, c.paidStatus] },
  '/user/poolIncomes': { region: text.ledgers.tables.pool, keys: [c.rank, c.target, c.paidStatus, c.bonusDate] },
  '/user/salaryIncome': { region: text.ledgers.tables.salary, keys: [c.name, c.bonus, c.status] },
  '/user/subscriptionHistory': {
    region: text.subscriptions.tableLabel,
    keys: [s.package, s.amountPaid, s.status, s.activationDate],
  },
  '/user/manualDepositList': { region: text.deposits.tableLabel, keys: [d.thash, d.amount, d.status, d.created_at] },
  '/user/kyc': { region: text.kyc.tableLabel, keys: [k.type, k.status, k.date] },
  '/user/doneTask': {
    region: text.tasks.completedTitle,
    keys: [text.tasks.name, text.tasks.taskDate, text.tasks.statusLabel],
  },
};
