/**
 * Manual Withdraw's markup as views (lib/view.ts): the limits, the account the money goes to, the
 * wallet summary and the place of the form. The island draws them with React (ManualWithdraw.tsx: its
 * form and a failed account load in their slots), the page's first paint with the DOM before React
 * arrives (first-paint-run.ts, with the form as it first shows).
 */
import { fieldView, inputView } from '../../components/form-view.ts';
import { summaryLook, summaryView } from '../../components/summary-view.ts';
import { cardLook } from '../../components/ui/card-look.ts';
import { buttonVariants, inputClasses, labelClasses } from '../../components/ui/looks.ts';
import { cn } from '../../lib/cn.ts';
import { dateTimeYMD, money } from '../../lib/format/format.ts';
import { paths } from '../../lib/paths.ts';
import * as text from '../../lib/text.ts';
import type { AccountProfile, WithdrawSettingsAnswer } from '../../lib/withdrawals/schema.ts';
import { h, iconView, slot, type View } from '../../lib/view.ts';

export const PROFILE_WITHDRAW_PATH = `${paths.profile}?tab=withdraw`;

/** The form's Next (Button merges these with its variant's). */
export const NEXT_EXTRA = 'justify-self-start';

export const withdrawLook = () => ({
  cards: summaryLook(),
  card: cardLook.card,
  content: cardLook.content,
  formContent: cn(cardLook.content, 'pt-4 sm:pt-6'),
  // The form as it first shows (a first paint's)
  label: labelClasses,
  input: cn(inputClasses),
  next: cn(buttonVariants(), NEXT_EXTRA),
});
export type WithdrawLook = ReturnType<typeof withdrawLook>;

/** Whether the member has told where the money goes. */
export function hasAccount(profile: AccountProfile | null): profile is AccountProfile {
  return Boolean(profile?.account_type && (profile.holder_name || profile.withdrawal_coin));
}

/** The account the money goes to, or the way to set it (a profile without one). */
export function accountView(profile: AccountProfile | null): View {
  const t = text.withdrawals;
  const l = text.withdrawalList;
  if (!hasAccount(profile))
    return h('a', 'text-sm font-medium text-primary underline underline-offset-4', [t.setAccount], {
      href: PROFILE_WITHDRAW_PATH,
    });
  const bank = profile.account_type === 'bank';
  // The third item: the value is a code (account number, IFSC, network, address) that reads left to right.
  const rows: [string, string | null, boolean][] = bank
    ? [
        [t.accountType, l.method.bank ?? 'Bank', false],
        [l.bankName, profile.bank_name, false],
        [l.accountNumber, profile.ac_no, true],
        [l.holderName, profile.holder_name, false],
        [l.ifsc, profile.ifsc, true],
      ]
    : [
        [t.accountType, l.method.crypto ?? 'Crypto', false],
        [l.network, profile.withdrawal_coin, true],
        [l.address, profile.withdrawal_address, true],
      ];
  return h(
    'dl',
    'grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6',
    rows.map(([label, value, ltr]) =>
      h('div', 'contents', [
        h('dt', 'text-muted-foreground', [label]),
        h('dd', 'mb-1 break-all font-medium sm:mb-0', [
          value && ltr ? h('span', undefined, [value], { dir: 'ltr' }) : value || text.common.dash,
        ]),
      ]),
    ),
  );
}

const titled = (look: WithdrawLook, title: string, body: View[]): View =>
  h('div', look.card, [
    h('div', look.cards.header, [h('h2', look.cards.title, [title])]),
    h('div', look.content, body),
  ]);

/**
 * The page: a failed load's notice (slot `error`), the limits and the account (slot `account`, drawn
 * from `account` by a first paint), the summary cards and the form's card (slot `form`).
 */
export function withdrawView(
  settings: WithdrawSettingsAnswer | null,
  fallbacks: { account: View; form: View },
  look: WithdrawLook,
): View {
  const t = text.withdrawals;
  const limits = settings?.data;
  return h('div', 'grid min-w-0 gap-4', [
    slot('error', null),
    h('div', 'grid gap-4 lg:grid-cols-2', [
      titled(look, t.note, [
        limits
          ? h('ul', 'grid list-disc gap-1 ps-5 text-sm', [
              h('li', undefined, [t.notePaid(money(limits.min_limit_for_paid_user))]),
              h('li', undefined, [t.noteFree(money(limits.min_limit_for_free_user))]),
            ])
          : h('p', 'text-sm text-muted-foreground', [text.common.dash]),
      ]),
      titled(look, t.accountDetails, [slot('account', fallbacks.account)]),
    ]),
    settings ? summaryView(settings.more_details, text.ledgers.summaryLabel, look.cards) : null,
    h('div', look.card, [h('div', look.formContent, [slot('form', fallbacks.form)])]),
  ]);
}

/** The hold on withdrawals after a security change, above the amount. */
export const holdView = (until: string, id: string): View =>
  h(
    'div',
    'flex items-start gap-2 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm',
    [
      iconView('mt-0.5 size-4 shrink-0 text-warning', [
        h('circle', undefined, [], { cx: '12', cy: '12', r: '10' }),
        h('path', undefined, [], { d: 'M12 7v6M12 16.5v.5' }),
      ]),
      h('span', 'grid gap-1', [
        h('strong', 'font-semibold', [text.withdrawals.holdTitle]),
        h('span', undefined, [text.withdrawals.holdUntil(dateTimeYMD(until))]),
        h('span', undefined, [text.withdrawals.holdNotYou]),
      ]),
    ],
    { id, role: 'status' },
  );

/** The form as it first shows, empty (Field and Input as components/form-view.ts draws them). */
export function formView(holdUntil: string | null, look: WithdrawLook): View {
  const t = text.withdrawals;
  const id = 'first-paint-amount';
  const held: Record<string, string> = holdUntil ? { disabled: '', 'aria-describedby': 'first-paint-hold' } : {};
  return h(
    'form',
    'grid gap-4 sm:max-w-md',
    [
      holdUntil ? holdView(holdUntil, 'first-paint-hold') : null,
      fieldView(
        id,
        t.amount,
        inputView(id, { name: 'amount', inputmode: 'decimal', autocomplete: 'off', ...held }, look, true),
        look,
        { required: true },
      ),
      h('button', look.next, [t.next], { type: 'submit', ...(holdUntil ? { disabled: '' } : {}) }),
    ],
    { novalidate: '' },
  );
}
