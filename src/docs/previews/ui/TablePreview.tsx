import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';

const rows = [
  { id: 1, date: '02-03-2024', amount: '50.00', status: 'Approved' },
  { id: 2, date: '05-03-2024', amount: '120.00', status: 'Pending' },
  { id: 3, date: '09-03-2024', amount: '15.50', status: 'Rejected' },
] as const;

const tone = { Approved: 'success', Pending: 'warning', Rejected: 'destructive' } as const;

/** A table with header, body, footer and caption; narrow screens scroll it sideways. */
export function TablePreview() {
  return (
    <Table scrollLabel="Withdrawals">
      <TableCaption>Three withdrawals of the demo member.</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>#</TableHead>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Amount (USDT)</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Transaction hash</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.id}</TableCell>
            <TableCell>{row.date}</TableCell>
            <TableCell className="text-right tabular-nums">{row.amount}</TableCell>
            <TableCell>
              <Badge variant={tone[row.status]}>{row.status}</Badge>
            </TableCell>
            <TableCell className="font-mono text-xs">0x9f2c…{row.id}a41</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>Total</TableCell>
          <TableCell className="text-right tabular-nums">185.50</TableCell>
          <TableCell colSpan={2} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
