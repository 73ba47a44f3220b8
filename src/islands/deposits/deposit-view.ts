/**
 * The deposit page's markup as views (lib/view.ts): the address card and the history's columns. The
 * island draws them with React (DepositCenter.tsx: the QR code and Sync Balance in the card's slots,
 * Copy answered by delegation), the page's first paint with the DOM before React arrives
 * (first-paint-run.ts), with a placeholder where the QR code comes.
 */
import type { ViewColumn } from '../../components/data-table-view.ts';
import { statusView } from '../../components/status-view.ts';
import { buttonVariants } from '../../components/ui/looks.ts';
import { cn } from '../../lib/cn.ts';
import type { Deposit } from '../../lib/deposits/schema.ts';
import { depositStatus } from '../../lib/deposits/status.ts';
import { explorerUrl } from '../../lib/format/explorer.ts';
import { dateTimeDMY, money } from '../../lib/format/format.ts';
import * as text from '../../lib/text.ts';
import { h, iconView, slot, type View } from '../../lib/view.ts';

/** The QR code's side in CSS pixels. */
export const QR_SIZE = 184;

export const depositLook = () => ({
  copy: cn(buttonVariants(), COPY_EXTRA),
  sync: cn(buttonVariants({ variant: 'outline' })),
});
export type DepositLook = ReturnType<typeof depositLook>;

/** Copy's own classes (Button merges them with its variant's). */
export const COPY_EXTRA = 'justify-self-start';

const alertIcon = (): View =>
  iconView('mt-0.5 size-4 shrink-0 text-warning', [
    h('circle', undefined, [], { cx: '12', cy: '12', r: '10' }),
    h('path', undefined, [], { d: 'M12 7v6M12 16.5v.5' }),
  ]);

/**
 * The deposit address: network, the BEP20-only notice, the QR code (slot `qr`), the address to select
 * and Copy (`data-copy`), and Sync Balance (slot `sync`). `id` names its parts.
 */
export function addressCardView(address: string, id: string, look: DepositLook): View {
  const t = text.deposits;
  return h(
    'section',
    'min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm',
    [
      h('div', 'mb-3 flex flex-wrap items-center justify-between gap-2', [
        h('div', undefined, [
          h('h2', 'text-base font-semibold', [t.addressTitle], { id: `${id}-title` }),
          h('p', 'text-sm text-muted-foreground', [t.network]),
        ]),
        slot('sync', h('button', look.sync, [t.syncBalance], { type: 'button' })),
      ]),
      h(
        'div',
        'mb-3 flex items-start gap-2 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm',
        [alertIcon(), h('p', undefined, [h('strong', 'font-semibold', [`${t.noticeTitle}: `]), t.bep20Only])],
        { role: 'note' },
      ),
      address
        ? h('div', 'flex flex-col items-center gap-4 sm:flex-row sm:items-start', [
            slot(
              'qr',
              h('div', 'size-[184px] shrink-0 animate-pulse rounded-md bg-muted', [], { 'aria-hidden': 'true' }),
            ),
            h('div', 'grid w-full min-w-0 gap-2', [
              h('label', 'text-sm font-medium', [t.addressTitle], { for: `${id}-address` }),
              h(
                'textarea',
                'w-full resize-none break-all rounded-md border border-control bg-muted px-3 py-2 font-mono text-sm',
                [address],
                { id: `${id}-address`, readonly: '', rows: '2', dir: 'ltr' },
              ),
              h('button', look.copy, [t.copyAddress, h('span', 'sr-only', [` ${t.copyAddressName}`])], {
                type: 'button',
                'data-copy': '',
              }),
            ]),
          ])
        : h('p', 'text-sm', [t.noAddress]),
    ],
    { 'aria-labelledby': `${id}-title` },
  );
}

const short = (hash: string) => (hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

/** The history's columns (the table's and the statement's). */
export function depositColumns(): ViewColumn<Deposit>[] {
  const t = text.deposits;
  return [
    { id: 'n', header: '#', view: (_row, index) => index + 1, className: 'text-muted-foreground tabular-nums' },
    {
      id: 'hash',
      header: t.columns.thash,
      text: (row) => row.thash,
      view: (row) =>
        h(
          'a',
          'inline-flex min-h-6 min-w-6 items-center font-mono text-primary underline underline-offset-2',
          [short(row.thash), h('span', 'sr-only', [t.explorerHint])],
          { href: explorerUrl(row.thash), target: '_blank', rel: 'noopener noreferrer', title: row.thash },
        ),
      key: true,
      ltr: true,
    },
    {
      id: 'amount',
      header: t.columns.amount,
      view: (row) => money(row.amount),
      className: 'text-end tabular-nums',
      key: true,
      ltr: true,
    },
    {
      id: 'status',
      header: t.columns.status,
      view: (row) => statusView(depositStatus(row.status)),
      text: (row) => depositStatus(row.status).label,
      key: true,
    },
    {
      id: 'date',
      header: t.columns.created_at,
      view: (row) => dateTimeDMY(row.created_at),
      className: 'tabular-nums',
      key: true,
      ltr: true,
    },
  ];
}

/**
 * The deposit history's card: its title, the statement controls (slot `statement`), a failed page's
 * notice (slot `error`), the table (slot `table`) and the pager (slot `pager`). A first paint gives each
 * slot what it draws there (the controls as they first show, the table), the island its own parts.
 */
export const historyView = (fallbacks: { statement: View[]; table: View }): View =>
  h(
    'section',
    'min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm',
    [
      h('h2', 'mb-3 text-base font-semibold', [text.deposits.historyTitle], { id: 'deposit-history-title' }),
      h('div', 'mb-3 grid gap-4', [slot('statement', h('div', 'contents', fallbacks.statement))]),
      slot('error', null),
      slot('table', fallbacks.table),
      slot('pager', null),
    ],
    { 'aria-labelledby': 'deposit-history-title' },
  );
