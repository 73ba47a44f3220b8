import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface Payout {
  id: number;
  date: string;
  amount: string;
  paid: boolean;
}

const rows: Payout[] = [
  { id: 11, date: '01-03-2024', amount: '12.00', paid: true },
  { id: 12, date: '08-03-2024', amount: '30.50', paid: true },
  { id: 13, date: '15-03-2024', amount: '7.25', paid: false },
];

const columns: Column<Payout>[] = [
  { id: 'n', header: '#', cell: (_row, index) => index + 1 },
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'amount', header: 'Amount (USDT)', cell: (row) => row.amount, className: 'text-right tabular-nums' },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge tone={row.paid ? 'success' : 'warning'} label={row.paid ? 'Paid' : 'Unpaid'} /> },
];

/** Rows by column definitions; toggles show the empty and busy looks. */
export function DataTablePreview() {
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-pressed={empty} onClick={() => setEmpty((on) => !on)}>
          No rows
        </Button>
        <Button size="sm" variant="outline" aria-pressed={busy} onClick={() => setBusy((on) => !on)}>
          Busy (next page loading)
        </Button>
      </div>
      <DataTable label="Payouts" columns={columns} rows={empty ? [] : rows} rowKey={(row) => String(row.id)} empty="No Data For Action" busy={busy} />
    </div>
  );
}
