import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface Payout {
  id: number;
  from: string;
  source: string;
  description: string;
  date: string;
  amount: string;
  paid: boolean;
}

const rows: Payout[] = [
  {
    id: 11,
    from: 'yara079',
    source: 'level',
    description: 'Level 8 level income from yara079',
    date: '01-03-2024',
    amount: '$12.00',
    paid: true,
  },
  {
    id: 12,
    from: 'dana076',
    source: 'direct',
    description: 'Level 7 direct income from dana076',
    date: '08-03-2024',
    amount: '$30.50',
    paid: true,
  },
  {
    id: 13,
    from: 'eli037',
    source: 'binary',
    description: 'Level 1 binary income from eli037',
    date: '15-03-2024',
    amount: '$7.25',
    paid: false,
  },
];

// `key` marks the facts a narrow card keeps: what, amount, status, date.
const columns: Column<Payout>[] = [
  { id: 'n', header: '#', cell: (_row, index) => index + 1 },
  { id: 'from', header: 'From Username', cell: (row) => row.from, key: true },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount, className: 'text-right tabular-nums', key: true },
  { id: 'description', header: 'Description', cell: (row) => row.description, className: 'min-w-40' },
  { id: 'source', header: 'Source', cell: (row) => row.source },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge tone={row.paid ? 'success' : 'warning'} label={row.paid ? 'Paid' : 'Unpaid'} />,
    key: true,
  },
  { id: 'date', header: 'Date', cell: (row) => row.date, key: true },
];

/** Rows by column definitions; toggles show the empty, busy and narrow (phone) looks. */
export function DataTablePreview() {
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [narrow, setNarrow] = useState(false);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-pressed={empty} onClick={() => setEmpty((on) => !on)}>
          No rows
        </Button>
        <Button size="sm" variant="outline" aria-pressed={busy} onClick={() => setBusy((on) => !on)}>
          Busy (next page loading)
        </Button>
        <Button size="sm" variant="outline" aria-pressed={narrow} onClick={() => setNarrow((on) => !on)}>
          Narrow (phone)
        </Button>
      </div>
      <div className={narrow ? 'max-w-sm' : undefined}>
        <DataTable
          label="Payouts"
          columns={columns}
          rows={empty ? [] : rows}
          rowKey={(row) => String(row.id)}
          empty="No Data For Action"
          busy={busy}
        />
      </div>
    </div>
  );
}
