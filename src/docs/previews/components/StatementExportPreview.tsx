import { StatementExport, type ExportStatus, type StatementList } from '../../../components/StatementExport.tsx';

interface Row {
  day: string;
  amount: string;
}

/** Three pages of made-up rows, answered in the browser after a moment (no API call). */
const list: StatementList<Row> = {
  columns: [
    { id: 'day', header: 'Date', cell: (row) => row.day },
    { id: 'amount', header: 'Amount', cell: (row) => row.amount },
  ],
  load: async (url) => {
    const n = Number(url ?? 1);
    await new Promise((done) => setTimeout(done, 600));
    return {
      rows: Array.from({ length: 10 }, (_, index) => ({
        day: `2026-11-${String(n * 5 + index).padStart(2, '0')}`,
        amount: '$10.00',
      })),
      page: { current_page: n, last_page: 3, next_page_url: n < 3 ? String(n + 1) : null },
    };
  },
  file: 'example',
  date: (row) => row.day,
};

const range = { from: '', to: '' };
const fetched = (done: number) => ({
  rows: Array.from({ length: done * 10 }, () => ({})),
  next: String(done + 1),
  done,
  pages: 5,
});

const states: [string, ExportStatus][] = [
  ['Idle', { kind: 'idle' }],
  ['In progress', { kind: 'running', state: fetched(2), cancelling: false }],
  ['Cancelling (waits for the request under way)', { kind: 'running', state: fetched(2), cancelling: true }],
  ['Cancelled', { kind: 'cancelled' }],
  [
    'Failed at page 3 (Try again goes on from page 3)',
    {
      kind: 'failed',
      state: fetched(2),
      error: { firstMessage: 'The server could not complete the request. Please try again.' } as never,
    },
  ],
  ['Downloaded', { kind: 'done', file: 'transactions-2026-11-25.csv', rows: 46 }],
];

/** Each state of the export control; the first one works (three pages of made-up rows, downloaded as example-….csv). */
export function StatementExportPreview() {
  return (
    <div className="grid gap-6">
      {states.map(([title, status]) => (
        <section key={title} className="grid gap-2">
          <h3 className="text-sm font-semibold">{title}</h3>
          <StatementExport list={list} range={range} initial={status} />
        </section>
      ))}
    </div>
  );
}
